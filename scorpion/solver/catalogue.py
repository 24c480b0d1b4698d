"""The shipped catalogues of verified-solvable deal numbers.

``scorpion/data/solvable-<variant>.txt`` lists, in increasing order, deal
numbers that the solver has won with every card known (each winning line was
replayed in the engine). To keep the files small the numbers are written as
gaps in base 36 (header line ``# encoding: gaps36``): each number is the
previous one plus its gap, the first one counting from -1; a file without
that line has one decimal number a line. ``tools/build_catalogue.py`` rebuilds them
(``make catalogue``). Each file covers deals 0 … N (its header says N): when
every deal of that range was decided, :func:`solvable_deal` ``(k)`` is exactly
the k-th solvable deal. Deals that stayed undecided within the build's time
budget are listed in the header and returned by :func:`undecided`; ``k`` then
counts the deals *proven* solvable, in increasing order, skipping those.

>>> solvable_deal(0) == catalogue("classic")[0]
True
>>> encode([5, 6, 11, 47]), decode("6 1 5 10")
('6 1 5 10', [5, 6, 11, 47])
>>> solvable_deal(10**9)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
scorpion.errors.CatalogueIndexError: The list of proven-solvable deals of Classic holds 2,000 deals, numbered from 0 to 1,999: there is no entry 1000000000.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from cardsite.errors import shown

from ..errors import CatalogueIndexError, ParseError
from ..variants import get_variant

__all__ = ["catalogue", "catalogue_path", "decode", "encode", "solvable_deal", "undecided"]


def encode(numbers: list[int] | tuple[int, ...]) -> str:
    """Increasing numbers as space-separated base-36 gaps (the first from -1)."""
    out = []
    prev = -1
    for n in numbers:
        gap = n - prev
        if gap <= 0:
            raise ValueError(f"numbers must increase: {n} after {prev}")
        digits = ""
        while gap:
            gap, r = divmod(gap, 36)
            digits = "0123456789abcdefghijklmnopqrstuvwxyz"[r] + digits
        out.append(digits)
        prev = n
    return " ".join(out)


def decode(text: str) -> list[int]:
    """The numbers that :func:`encode` wrote."""
    out = []
    prev = -1
    for gap in text.split():
        prev += int(gap, 36)
        out.append(prev)
    return out


def _gaps(text: str) -> bool:
    return any(line.startswith("# encoding: gaps36") for line in text.splitlines())


def catalogue_path(variant: str) -> str:
    """The file name of a variant's catalogue inside ``scorpion/data``."""
    return f"solvable-{get_variant(variant).name}.txt"


@cache
def _read(variant: str) -> str:
    name = catalogue_path(variant)
    try:
        return resources.files("scorpion").joinpath("data", name).read_text(encoding="utf-8")
    except FileNotFoundError:
        return ""


def catalogue(variant: str = "classic") -> tuple[int, ...]:
    """The verified-solvable deal numbers of ``variant``, in increasing order.

    Empty when no catalogue is shipped for the variant; a name that is not a
    variant is refused (``unknown-variant``).
    """
    return _catalogue(get_variant(variant).name)


@cache
def _catalogue(variant: str) -> tuple[int, ...]:
    text = _read(variant)
    body = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    if _gaps(text):
        return tuple(decode(" ".join(body)))
    return tuple(int(line) for line in body)


def undecided(variant: str = "classic") -> tuple[int, ...]:
    """The deals of the catalogue's range that the build could not decide.

    Empty when ``solvable_deal(k)`` is exactly the k-th solvable deal.

    >>> all(d not in catalogue() for d in undecided())
    True
    """
    return _undecided(get_variant(variant).name)


@cache
def _undecided(variant: str) -> tuple[int, ...]:
    text = _read(variant)
    for line in text.splitlines():
        if line.startswith("# undecided:"):
            listed = line.split(":", 1)[1]
            return tuple(decode(listed) if _gaps(text) else (int(d) for d in listed.split()))
    return ()


def solvable_deal(k: int, variant: str = "classic") -> int:
    """The deal number of the ``k``-th (from 0) verified-solvable deal of ``variant``.

    Exactly the k-th solvable deal when :func:`undecided` is empty (see the
    module docstring). ``k`` is a whole number (not a bool, not text); one
    beyond the catalogue raises :class:`~scorpion.errors.CatalogueIndexError`,
    which is also an :class:`IndexError`.

    >>> solvable_deal("3")
    Traceback (most recent call last):
    ...
    scorpion.errors.ParseError: Expected an entry of the list of proven-solvable deals: a whole number, zero or more, found “'3'”.
    """
    name = get_variant(variant).name
    if isinstance(k, bool) or not isinstance(k, int):
        raise ParseError("bad-argument", expected="catalogue-index", text=shown(k, as_repr=True))
    numbers = catalogue(name)
    if not 0 <= k < len(numbers):
        raise CatalogueIndexError(
            "catalogue-index",
            variant=name,
            count=len(numbers),
            last=len(numbers) - 1,
            index=shown(k),
        )
    return numbers[k]
