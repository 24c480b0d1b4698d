"""The computer players, and the open-hands analysis.

:func:`choose` gives the play of the seat to move at four levels:

- ``"beginner"``: takes what is in front of it, the most cards it can, and
  looks no further (:mod:`scopone.ai.beginner`);
- ``"club"``: a careful club player's rules (:mod:`scopone.ai.baseline`;
  ``"baseline"``, its former name, is still accepted);
- ``"strong"``: sampling of the hidden hands with rollouts and exact endgames
  (:mod:`scopone.ai.strong`);
- ``"open"``: the exact best play with every hand known, for analysis only
  (:mod:`scopone.ai.solver`); a computer seat never uses it.

The first three read only :meth:`scopone.Game.view` of the seat to move, so
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
from . import baseline, beginner, solver, strong
from .solver import Analysis, solve

__all__ = [
    "ALIASES",
    "LEVELS",
    "SEAT_LEVELS",
    "Analysis",
    "check_level",
    "choose",
    "choose_for_view",
    "solve",
]

#: The levels a computer seat plays at, weakest first.
SEAT_LEVELS = ("beginner", "club", "strong")
#: The levels :func:`choose` knows: a computer seat's, and the open-hands analysis.
LEVELS = (*SEAT_LEVELS, "open")
#: Other names accepted for a level: ``baseline`` was the club player's name.
ALIASES = {"baseline": "club"}


def check_level(level: object, levels: tuple[str, ...] = LEVELS) -> str:
    """``level`` as one of ``levels`` (an alias read as its level), or ``ParseError``.

    >>> check_level("baseline"), check_level(" Strong ")
    ('club', 'strong')
    >>> check_level("grandmaster")
    Traceback (most recent call last):
    ...
    scopone.errors.ParseError: Unknown level “grandmaster”. Expected one of: beginner, club, strong, or open.
    """
    name = level.strip().lower() if isinstance(level, str) else level
    name = ALIASES.get(name, name) if isinstance(name, str) else name
    if name not in levels:
        raise ParseError("unknown-level", text=shown(level), choices=list(levels))
    return name


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
    """The play of a computer seat from what it may know: ``beginner``, ``club`` or ``strong``."""
    if not isinstance(view, SeatView):
        raise ParseError("bad-view", text=type(view).__name__)
    level = check_level(level, SEAT_LEVELS)
    _check_search(budget_s, iterations)
    if view.turn != view.seat or not view.hand:
        raise IllegalPlay(
            "hand-over" if not any(view.hand_sizes) else "not-your-turn",
            seat=view.seat,
            turn=view.turn,
        )
    if level == "beginner":
        return beginner.choose(view)
    if level == "club":
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
    """The play for the seat to move at ``level``: ``beginner``, ``club``, ``strong`` or ``open``.

    ``strong`` searches for ``budget_s`` seconds, or exactly ``iterations``
    samples when given (then, with a ``seed``, the choice is reproducible).
    ``open`` sees every hand: for analysis, never for a computer seat; past
    ``budget_s`` it raises :class:`~scopone.errors.SearchLimit`.
    """
    if not isinstance(game, Game):
        raise ParseError("bad-game", text=type(game).__name__)
    level = check_level(level)
    _check_search(budget_s, iterations)
    if game.is_hand_over:
        raise IllegalPlay("hand-over")
    if level == "open":
        return solver.solve(game, budget_s=budget_s).best
    return choose_for_view(
        game.view(game.turn), level, seed=seed, budget_s=budget_s, iterations=iterations
    )
