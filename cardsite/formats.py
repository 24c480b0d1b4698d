"""Numbers, percentages, ranges and lists written the reader's way (CLDR, as Babel writes them).

Every number a game prints, and every list it joins, goes through here rather
than ``str()`` or ``", ".join()``: 17000 is ``17,000`` in English, ``17.000`` in
Romanian and Italian, ``17 000`` in Russian; a list of columns is ``3, 5, or
7`` in English and ``3 أو 5 أو 7`` in Arabic. The data are Babel's (CLDR),
copied into :mod:`cardsite._cldr` by ``tools/cldr_data.py`` so that the engines
need no Babel at run time (the browser runtime has none); ``tests/test_formats.py``
checks these functions against Babel's own.

>>> format_number(17000, "ru"), format_number(17000, "it"), format_number(17000, "en")
('17\\xa0000', '17.000', '17,000')
>>> format_number(0.3, "ro"), format_number(1.0625, "en", decimals=3)
('0,3', '1.062')
>>> format_percent(0.1223, "ru"), format_percent(0.95, "en", decimals=0)
('12,2\\xa0%', '95%')
>>> format_percent_range(0.12, 0.136, "ru")
'12,0–13,6\\xa0%'
>>> format_list(["3", "5", "7"], "en", style="or"), format_list(["3", "5"], "ar")
('3, 5, or 7', '3 و5')

A language the data do not hold is written the English way:

>>> format_number(1234, "xx")
'1,234'
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import ROUND_HALF_EVEN, Decimal, localcontext

from ._cldr import CLDR

__all__ = [
    "format_list",
    "format_number",
    "format_percent",
    "format_percent_range",
    "format_serial",
    "format_year",
]

#: The en dash that joins the two ends of a range (CLDR's range pattern for these languages).
RANGE_DASH = "–"


def _data(lang: str | None) -> dict:
    base = (lang or "en").replace("-", "_").split("_")[0]
    return CLDR.get(base, CLDR["en"])


def _group(digits: str, data: dict) -> str:
    primary, secondary = data["grouping"]
    if len(digits) <= primary:
        return digits
    head, tail = digits[:-primary], digits[-primary:]
    groups = [tail]
    while len(head) > secondary:
        groups.insert(0, head[-secondary:])
        head = head[:-secondary]
    groups.insert(0, head)
    return data["group"].join(groups)


def _digits(value: float | int | Decimal, data: dict, lowest: int, highest: int) -> str:
    """The unsigned number with ``lowest`` to ``highest`` decimals, rounded half to even."""
    if isinstance(value, int):
        whole, fraction = str(abs(value)), ""
    else:
        number = abs(Decimal(str(value)) if isinstance(value, float) else value)
        with localcontext() as context:
            context.prec = max(28, len(f"{number:f}") + highest)
            number = number.quantize(Decimal(1).scaleb(-highest), rounding=ROUND_HALF_EVEN)
        whole, _, fraction = f"{number:f}".partition(".")
    fraction = fraction.ljust(lowest, "0")
    while len(fraction) > lowest and fraction.endswith("0"):
        fraction = fraction[:-1]
    text = _group(whole, data)
    return text + data["decimal"] + fraction if fraction else text


def format_number(value: float | int, lang: str | None, *, decimals: int | None = None) -> str:
    """A count or a measure in ``lang``: digits grouped, the language's decimal sign.

    ``decimals`` fixes the number of decimals; without it a whole number has
    none and any other up to three (as Babel's ``format_decimal``).

    >>> format_number(-1234567, "ru"), format_number(2.5, "it", decimals=2)
    ('-1\\xa0234\\xa0567', '2,50')
    >>> format_number(10**30, "en").count(",")
    10
    """
    data = _data(lang)
    lowest, highest = (decimals, decimals) if decimals is not None else (0, 3)
    text = _digits(value, data, lowest, highest)
    negative = value < 0 and any(c in "123456789" for c in text)
    return data["negative"].format(text) if negative else text


def format_serial(number: int, lang: str | None) -> str:
    """A number that names something (a deal, a game): never grouped, so that it reads
    as the reader types it into a field or an address.

    >>> format_serial(5126, "en"), format_serial(18446744073709551615, "ru")
    ('5126', '18446744073709551615')
    """
    return format_year(number, lang)


def format_year(year: int, lang: str | None) -> str:
    """A year as the language writes it in a date: never grouped (CLDR's ``y``).

    >>> format_year(1949, "en"), format_year(1949, "ru"), format_number(1949, "en")
    ('1949', '1949', '1,949')
    """
    data = _data(lang)
    text = str(abs(year))
    return data["negative"].format(text) if year < 0 else text


def _hundredfold(share: float, lang: str | None, decimals: int) -> str:
    # In decimal, as Babel: the float 0.0295 * 100 is 2.9499999…, which would round down.
    number = Decimal(str(share)) * 100
    data = _data(lang)
    text = _digits(number, data, decimals, decimals)
    return (
        data["negative"].format(text)
        if number < 0 and any(c in "123456789" for c in text)
        else text
    )


def format_percent(share: float, lang: str | None, *, decimals: int = 1) -> str:
    """A share (0.122) as a percentage in ``lang`` (``12.2%``, ``12,2 %``), ``decimals`` fixed."""
    data = _data(lang)
    return data["percent"].format(_hundredfold(share, lang, decimals))


def format_percent_range(low: float, high: float, lang: str | None, *, decimals: int = 1) -> str:
    """Two shares as one range of percentages, the sign written once: ``12.0–13.6%``.

    >>> format_percent_range(0.393, 1.0, "ro")
    '39,3–100,0\\xa0%'
    """
    data = _data(lang)
    both = _hundredfold(low, lang, decimals) + RANGE_DASH + _hundredfold(high, lang, decimals)
    return data["percent"].format(both)


def format_list(items: Sequence[str], lang: str | None, *, style: str = "standard") -> str:
    """``items`` joined as ``lang`` joins a list: ``style`` ``"standard"`` (and) or ``"or"``.

    >>> format_list(["9♠", "9♥", "9♣"], "ru", style="or"), format_list([], "en")
    ('9♠, 9♥ или 9♣', '')
    >>> format_list(["3", "5", "7"], "ar")
    '3 و5 و7'
    """
    patterns = _data(lang)["lists"][style]
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    if len(items) == 2:
        return patterns["2"].format(*items)
    text = patterns["end"].format(items[-2], items[-1])
    for item in reversed(items[1:-2]):
        text = patterns["middle"].format(item, text)
    return patterns["start"].format(items[0], text)
