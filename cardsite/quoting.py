"""How an error quotes back what it was given: cut to a readable length, never failing.

>>> shown("7d"), shown(10**5000)[:5]
('7d', '10000')
"""

from __future__ import annotations

__all__ = ["QUOTE_LIMIT", "shown"]

#: The longest text an error quotes back from its input: enough to recognise it.
QUOTE_LIMIT = 60
#: Whole numbers longer than this many bits are cut without being written out whole.
_SHORT_BITS = 4 * QUOTE_LIMIT
#: Past this many bits not even their first digits are worked out (a division that long
#: would take seconds).
_HUGE_BITS = 400_000


def shown(value: object, limit: int = QUOTE_LIMIT, *, as_repr: bool = False) -> str:
    """``value`` as an error quotes it back: its text (``as_repr``: its ``repr``), cut to
    ``limit`` characters.

    Whatever a caller passed, this never fails and never takes long: a whole
    number of thousands of digits (which ``str()`` refuses to write out) is cut
    to its first digits, and an object whose ``str()`` fails is named by its type.

    >>> shown("7d"), shown(12), shown(None), shown(["4s", 2])
    ('7d', '12', 'None', "['4s', 2]")
    >>> shown("x" * 100)[-3:], len(shown("x" * 100))
    ('xx…', 60)
    >>> shown("7d", as_repr=True), shown([10**5000], as_repr=True)
    ("'7d'", 'list')
    >>> shown(-(10**5000))
    '-1000000000000000000000000000000000000000000000000000000000…'
    """
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > _SHORT_BITS:
        sign = "-" if value < 0 else ""
        if value.bit_length() > _HUGE_BITS:
            return sign + "…"
        magnitude = abs(value)
        digits = int(magnitude.bit_length() * 0.30102999566398) + 1
        head = str(magnitude // 10 ** max(0, digits - limit))
        return (sign + head)[: limit - 1] + "…"
    try:
        text = repr(value) if as_repr else value if isinstance(value, str) else str(value)
    except Exception:
        text = type(value).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"
