"""The solver: winning lines, hints, dead ends and solvable deal numbers.

The solver knows every card, the face-down ones and the reserve included, so
its verdicts are about the position as it really is, not as the player sees
it. :func:`solve` answers ``"solved"`` with a winning line, ``"unsolvable"``
(a proof: see :mod:`scorpion.solver.search` for why each pruning is safe) or
``"unknown"`` when its time budget ran out.
:func:`hint` gives the next move of a winning line, :func:`rewind` (and
:func:`last_winnable`) how far to undo to get back to a winnable position,
and :func:`catalogue` / :func:`solvable_deal` the verified-solvable deal
numbers shipped for every variant.

>>> from scorpion import Game
>>> from scorpion.solver import solve
>>> game = Game.deal(solvable_deal(0))
>>> result = solve(game)
>>> result.status
'solved'
>>> for move in result.moves:
...     _ = game.play(move)
>>> game.is_won
True
"""

from __future__ import annotations

from .api import Hint, Rewind, SolveResult, hint, last_winnable, rewind, solve
from .catalogue import catalogue, solvable_deal

__all__ = [
    "Hint",
    "Rewind",
    "SolveResult",
    "catalogue",
    "hint",
    "last_winnable",
    "rewind",
    "solvable_deal",
    "solve",
]
