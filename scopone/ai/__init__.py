"""The computer players, and the open-hands analysis.

:func:`choose` gives the play of the seat to move at three levels:

- ``"baseline"``: a careful club player's rules (:mod:`scopone.ai.baseline`);
- ``"strong"``: sampling of the hidden hands with rollouts and exact endgames
  (:mod:`scopone.ai.strong`);
- ``"open"``: the exact best play with every hand known, for analysis only
  (:mod:`scopone.ai.solver`); a computer seat never uses it.

The first two read only :meth:`scopone.Game.view` of the seat to move, so
their choice depends on nothing that seat may not know.

>>> from scopone import Game
>>> game = Game.new(123)
>>> play = choose(game, "strong", seed=1, iterations=20)
>>> play in game.legal_plays(), play == choose(game, "strong", seed=1, iterations=20)
(True, True)
"""

from __future__ import annotations

from cardsite.errors import shown

from ..errors import IllegalPlay, ParseError
from ..game import Game
from ..plays import Play
from ..view import SeatView
from . import baseline, solver, strong
from .solver import Analysis, solve

__all__ = ["LEVELS", "Analysis", "choose", "choose_for_view", "solve"]

#: The levels :func:`choose` knows.
LEVELS = ("baseline", "strong", "open")


def _check_search(budget_s: object, iterations: object) -> None:
    """Refuse a budget that is not a number of seconds above 0, or a number of samples
    that is not a whole number from 1."""
    if not solver.seconds_ok(budget_s):
        raise ParseError("bad-budget", text=shown(budget_s))
    if iterations is not None and (
        isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 1
    ):
        raise ParseError("bad-iterations", text=shown(iterations))


def choose_for_view(
    view: SeatView,
    level: str = "strong",
    *,
    seed: object = None,
    budget_s: float = 0.3,
    iterations: int | None = None,
) -> Play:
    """The play of a computer seat from what it may know (``"baseline"`` or ``"strong"``)."""
    if not isinstance(view, SeatView):
        raise ParseError("bad-view", text=type(view).__name__)
    if level not in ("baseline", "strong"):
        raise ParseError("unknown-level", text=shown(level), choices=["baseline", "strong"])
    _check_search(budget_s, iterations)
    if view.turn != view.seat or not view.hand:
        raise IllegalPlay(
            "hand-over" if not any(view.hand_sizes) else "not-your-turn",
            seat=view.seat,
            turn=view.turn,
        )
    if level == "baseline":
        return baseline.choose(view)
    return strong.choose(view, seed=seed, iterations=iterations, budget_s=budget_s)


def choose(
    game: Game,
    level: str = "strong",
    *,
    seed: object = None,
    budget_s: float = 0.3,
    iterations: int | None = None,
) -> Play:
    """The play for the seat to move at ``level``: ``baseline``, ``strong`` or ``open``.

    ``strong`` searches for ``budget_s`` seconds, or exactly ``iterations``
    samples when given (then, with a ``seed``, the choice is reproducible).
    ``open`` sees every hand: for analysis, never for a computer seat; past
    ``budget_s`` it raises :class:`~scopone.errors.SearchLimit`.
    """
    if not isinstance(game, Game):
        raise ParseError("bad-game", text=type(game).__name__)
    if level not in LEVELS:
        raise ParseError("unknown-level", text=shown(level), choices=list(LEVELS))
    _check_search(budget_s, iterations)
    if game.is_hand_over:
        raise IllegalPlay("hand-over")
    if level == "open":
        return solver.solve(game, budget_s=budget_s).best
    return choose_for_view(
        game.view(game.turn), level, seed=seed, budget_s=budget_s, iterations=iterations
    )
