"""Surveys of many deals: the solvability study and the catalogues share this.

>>> low, high = wilson(50, 100)
>>> round(low, 3), round(high, 3)
(0.404, 0.596)
>>> [r.status for r in survey("classic", [1], budget_s=1.0)]
['unsolvable']
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from ..game import Game
from .api import solve

__all__ = ["DealRecord", "survey", "wilson", "winnable_bounds"]


@dataclass(frozen=True)
class DealRecord:
    """One deal's verdict: deal number, status, nodes, seconds, solution length."""

    deal: int
    status: str
    nodes: int
    seconds: float
    length: int


def survey(
    variant: str,
    deals: Iterable[int],
    budget_s: float = 1.0,
    max_nodes: int | None = None,
) -> Iterator[DealRecord]:
    """Solve each deal of ``deals`` in ``variant`` and yield its record."""
    for deal in deals:
        result = solve(Game.deal(deal, variant), budget_s, max_nodes=max_nodes)
        yield DealRecord(deal, result.status, result.nodes, result.seconds, len(result.moves))


def wilson(successes: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def winnable_bounds(solved: int, unknown: int, n: int) -> tuple[float, float]:
    """95 % interval of the share of all ``n`` deals that can be won, whatever the
    ``unknown`` ones turn out to be: its low end counts them as lost, its high end as won.

    >>> [round(x, 3) for x in winnable_bounds(10, 10, 100)]
    [0.055, 0.289]
    """
    return (wilson(solved, n)[0], wilson(solved + unknown, n)[1])
