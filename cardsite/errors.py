"""Errors as codes and parameters, turned into sentences by a game's i18n layer.

Rule code never builds sentences: it raises a :class:`CodedError` subclass
with a *code* (``"king-only"``) and *parameters* (``card=…``). Each game's
i18n module registers, with :meth:`CodedError.use_messages`, the function that
turns a code and its parameters into a sentence; the error type itself stays
below the i18n layer and imports nothing of it.

>>> class DemoError(CodedError):
...     pass
>>> err = DemoError("no-such-seat", seat=7)
>>> err.code, err.params
('no-such-seat', {'seat': 7})
>>> str(err)  # no message table registered: the code itself
'no-such-seat'
>>> DemoError.use_messages(lambda code, params, lang: f"[{lang}] {code} {params['seat']}")
>>> err.message("it")
'[it] no-such-seat 7'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from .spoken import spoken

__all__ = ["QUOTE_LIMIT", "CodedError", "MessageFormatter", "shown"]

#: The longest text an error quotes back from its input: enough to recognise it.
QUOTE_LIMIT = 60
#: Whole numbers longer than this many bits are cut without being written out whole.
_SHORT_BITS = 4 * QUOTE_LIMIT
#: Past this many bits not even their first digits are worked out (a division that long
#: would take seconds).
_HUGE_BITS = 400_000

#: ``(code, params, lang) -> sentence``: what a game's i18n layer provides.
MessageFormatter = Callable[[str, Mapping[str, Any], "str | None"], str]


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


class CodedError(Exception):
    """Base of every error a game raises on purpose: a ``code`` and its ``params``.

    ``str(err)`` is the English sentence; :meth:`message` gives it in another
    language, through the formatter the game's i18n layer registered.
    """

    _formatter: ClassVar[MessageFormatter | None] = None

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params: dict[str, Any] = params
        super().__init__(code)

    @classmethod
    def use_messages(cls, formatter: MessageFormatter) -> None:
        """Register the function that words this class's (and its subclasses') codes."""
        cls._formatter = formatter

    def message(self, lang: str | None = None) -> str:
        """The error as a sentence in ``lang`` (``"ro"``, ``"ar"``, …; English by default)."""
        formatter = type(self)._formatter
        if formatter is None:
            return self.code
        return formatter(self.code, self.params, lang)

    def __str__(self) -> str:
        # English, unless the caller runs inside cardsite.spoken.speaking(lang).
        return self.message(spoken())

    def __repr__(self) -> str:
        params = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"{type(self).__name__}({self.code!r}{params})"
