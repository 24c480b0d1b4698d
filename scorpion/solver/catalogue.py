"""The shipped catalogues of verified-solvable deal numbers.

``scorpion/data/solvable-<variant>.txt`` lists, in increasing order, deal
numbers that the solver has won with every card known (each winning line was
replayed in the engine). ``tools/build_catalogue.py`` rebuilds them.

>>> solvable_deal(0) == catalogue("classic")[0]
True
>>> solvable_deal(10**9)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
IndexError: the classic catalogue holds ... solvable deals; index 1000000000 is beyond it
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from ..variants import get_variant

__all__ = ["catalogue", "catalogue_path", "solvable_deal"]


def catalogue_path(variant: str) -> str:
    """The file name of a variant's catalogue inside ``scorpion/data``."""
    return f"solvable-{get_variant(variant).name}.txt"


@cache
def catalogue(variant: str = "classic") -> tuple[int, ...]:
    """The verified-solvable deal numbers of ``variant``, in increasing order.

    Empty when no catalogue is shipped for the variant.
    """
    name = catalogue_path(variant)
    try:
        text = resources.files("scorpion").joinpath("data", name).read_text(encoding="utf-8")
    except FileNotFoundError:
        return ()
    return tuple(
        int(line) for line in text.splitlines() if line.strip() and not line.startswith("#")
    )


def solvable_deal(k: int, variant: str = "classic") -> int:
    """The deal number of the ``k``-th (from 0) verified-solvable deal of ``variant``."""
    numbers = catalogue(get_variant(variant).name)
    if not 0 <= k < len(numbers):
        raise IndexError(
            f"the {get_variant(variant).name} catalogue holds {len(numbers)} solvable deals; "
            f"index {k} is beyond it"
        )
    return numbers[k]
