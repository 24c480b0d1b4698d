"""The solver's help on a Scorpion board: hints, dead ends, the way back, solvable deals.

:class:`Advisor` asks the solver (when it is part of the package) within a time
budget and answers in values the controller acts on: the move a hint shows,
whether the position is proven lost, how many actions to undo to be winnable
again, which deal to play when only solvable deals are wanted. The sentences
about the help itself (no solver here, nothing found in time, how far back)
are worded here, in the reader's language. Without the solver a board still
plays: a dead end is then only the plain one, no legal move at all.

>>> from scorpion import Game
>>> from scorpion.examples import EXAMPLE_2
>>> a = Advisor(solver=None)
>>> a.available, a.proven_lost(Game.from_text(EXAMPLE_2))  # moves remain: nothing proven
(False, False)
>>> a.solvable(7, "classic", "en")
(7, 'No list of proven-solvable deals is available here: this deal may be unsolvable.')
>>> back_text(2, "en")
'Back 2 moves: this position can still be won.'
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from typing import Any

from cardsite.numbers import MAX_NUMBER

from ..game import Game
from ..i18n import card_name, gettext_for, ngettext_for
from ..moves import Move

__all__ = [
    "DEAD_END_BUDGET",
    "HINT_BUDGET",
    "WINNABLE_BUDGET",
    "Advisor",
    "Hint",
    "back_text",
    "hint_text",
    "load_solver",
    "no_hint_text",
    "no_way_back_text",
    "result_status",
]

#: How long the dead-end check may think after each move, in seconds.
DEAD_END_BUDGET = 0.4
#: How long "back to the last winnable move" may think per position.
WINNABLE_BUDGET = 0.5
#: How long a hint may think.
HINT_BUDGET = 2.0


def load_solver() -> Any | None:
    """The solver module, or ``None`` while it is not part of the package."""
    try:
        from .. import solver
    except ImportError:
        return None
    if not all(hasattr(solver, name) for name in ("solve", "hint")):
        return None
    return solver


def result_status(result: Any) -> str:
    """``solved``, ``unsolvable`` or ``unknown`` from whatever ``solve`` returned.

    >>> result_status(None), result_status([]), result_status(object())
    ('unknown', 'solved', 'unknown')
    """
    status = getattr(result, "status", None)
    if isinstance(status, str):
        return status.lower()
    if result is None:
        return "unknown"
    if isinstance(result, list | tuple):
        return "solved"
    return "unknown"


@dataclass(frozen=True)
class Hint:
    """What a hint found: the ``move`` to play, or that the position is ``lost``
    (neither: nothing found in time)."""

    move: Move | None = None
    lost: bool = False


class Advisor:
    """The solver's answers for one board.

    ``solver`` is the solver module (by default :mod:`scorpion.solver` when
    available), or ``None``: then only the plain dead end is recognised.
    """

    def __init__(self, solver: Any | None = ...) -> None:  # type: ignore[assignment]
        self.solver = load_solver() if solver is ... else solver

    @property
    def available(self) -> bool:
        """True when a solver answers (hints and the way back need it)."""
        return self.solver is not None

    def hint(self, game: Game) -> Hint:
        """The next move of a solution from ``game`` (within :data:`HINT_BUDGET`)."""
        assert self.solver is not None
        answer = self.solver.hint(game, HINT_BUDGET)
        if getattr(answer, "status", "move") == "lost":
            return Hint(lost=True)
        return Hint(getattr(answer, "move", answer))

    def proven_lost(self, game: Game) -> bool:
        """True when ``game`` is proven lost.

        No legal move at all is a dead end by itself; otherwise the solver
        (which knows every card) decides within :data:`DEAD_END_BUDGET`.
        """
        if not game.legal_moves():
            return True
        if self.solver is None:
            return False
        return result_status(self.solver.solve(game, DEAD_END_BUDGET)) == "unsolvable"

    def moves_back(self, game: Game) -> int | None:
        """How many actions to undo to reach a winnable position, or ``None``."""
        finder = getattr(self.solver, "last_winnable", None)
        return finder(game, WINNABLE_BUDGET) if finder is not None else None

    def next_deal(self, after: int | None, variant: str, solvable_only: bool) -> int:
        """A fresh deal after deal ``after``: the next proven-solvable one (after the
        list's last deal, its first) when ``solvable_only`` and a list is there, else
        the next number (after the last number: 0).

        >>> Advisor(solver=None).next_deal(41, "classic", True)
        42
        """
        numbers = self._catalogue(variant) if solvable_only else ()
        start = -1 if after is None else after
        if numbers:
            i = bisect_right(numbers, start)
            return numbers[i] if i < len(numbers) else numbers[0]
        return 0 if start >= MAX_NUMBER else start + 1

    def _catalogue(self, variant: str) -> tuple[int, ...]:
        finder = getattr(self.solver, "catalogue", None)
        return tuple(finder(variant)) if finder is not None else ()

    def solvable(self, number: int, variant: str, lang: str) -> tuple[int, str]:
        """The first proven-solvable deal from ``number`` on, and a note when it differs."""
        numbers = self._catalogue(variant)
        if not numbers:
            return number, gettext_for(
                "No list of proven-solvable deals is available here: this deal may be unsolvable.",
                lang,
            )
        i = bisect_left(numbers, number)
        if i < len(numbers) and numbers[i] == number:
            return number, ""
        if i == len(numbers):
            # Past the list's end: start again from its first deal, and say so.
            return numbers[0], gettext_for(
                "The list of proven-solvable deals ends at deal {last}: "
                "here is its first deal instead of deal {number}.",
                lang,
            ).format(last=numbers[-1], number=number)
        return numbers[i], gettext_for(
            "Deal {number} is not in the list of proven-solvable deals; here is the next one.",
            lang,
        ).format(number=number)


def hint_text(move: Move, lang: str) -> str:
    """What a hint says: the move to play.

    >>> hint_text(Move.reserve(), "en")
    'Hint: deal the reserve.'
    """
    if move.is_reserve:
        return gettext_for("Hint: deal the reserve.", lang)
    assert move.card is not None
    return gettext_for("Hint: move the {card} to column {column}.", lang).format(
        card=card_name(move.card, lang, in_sentence=True), column=move.target
    )


def no_hint_text(*, solver: bool, lang: str) -> str:
    """Why no hint is shown: no solver here, or nothing found in time."""
    if not solver:
        return gettext_for("Hints need the solver, which is not available here.", lang)
    return gettext_for("No hint found in time: try again, or undo a move or two.", lang)


def no_way_back_text(*, solver: bool, lang: str) -> str:
    """Why "back to the last winnable move" did nothing."""
    if not solver:
        return gettext_for("Finding the last winnable move needs the solver.", lang)
    return gettext_for("No winnable position is left in the undo history.", lang)


def back_text(count: int, lang: str) -> str:
    """``count`` actions were undone back to a winnable position."""
    return ngettext_for(
        "Back {count} move: this position can still be won.",
        "Back {count} moves: this position can still be won.",
        count,
        lang,
    ).format(count=count)
