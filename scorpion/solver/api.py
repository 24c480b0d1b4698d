"""The solver's public functions: :func:`solve`, :func:`hint`, :func:`last_winnable`.

>>> from scorpion import Game
>>> game = Game.from_layout(
...     [["K♠", "Q♠", "J♠", "10♠", "9♠", "8♠", "7♠"], ["6♠", "5♠", "4♠"], [], [], [], [], []],
...     [0] * 7, reserve=["3♠", "2♠", "A♠"])
>>> result = solve(game)
>>> result.status, [str(m) for m in result.moves]
('solved', ['6♠ 2→1', 'R', '2♠ 2→1', 'A♠ 3→1'])
>>> hint(game).move
<Move 6♠ 2→1>
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from dataclasses import dataclass, field

from ..errors import ParseError, ScorpionError
from ..game import Game
from ..moves import Move
from .search import search

__all__ = ["Hint", "SolveResult", "check_budget", "hint", "last_winnable", "solve"]

#: The possible values of :attr:`SolveResult.status`.
STATUSES = ("solved", "unsolvable", "unknown")


@dataclass(frozen=True)
class SolveResult:
    """The solver's answer for one position.

    ``status`` is ``"solved"`` (``moves`` is a winning line that
    :meth:`Game.play <scorpion.Game.play>` replays from that position),
    ``"unsolvable"`` (proven: no line wins) or ``"unknown"`` (the budget ran
    out). ``nodes`` counts the positions searched, ``seconds`` the time taken.
    """

    status: str
    moves: tuple[Move, ...] = field(default=())
    nodes: int = 0
    seconds: float = 0.0

    @property
    def solved(self) -> bool:
        """True when a winning line was found."""
        return self.status == "solved"

    @property
    def decided(self) -> bool:
        """True when the answer is a proof either way (not ``"unknown"``)."""
        return self.status != "unknown"


def check_budget(budget_s: object) -> float:
    """A time budget in seconds: a finite real number greater than zero.

    Anything else (``nan``, ``inf``, ``0``, ``-1``, ``"2"``, ``True``) is
    refused with :class:`~scorpion.errors.ParseError` ``bad-budget``: a NaN
    deadline would never be reached, a negative one is meaningless.

    >>> check_budget(0.5)
    0.5
    >>> check_budget(float("nan"))
    Traceback (most recent call last):
    ...
    scorpion.errors.ParseError: The time budget must be a number of seconds greater than zero, not “nan”.
    """
    if isinstance(budget_s, bool) or not isinstance(budget_s, int | float):
        raise ParseError("bad-budget", text=repr(budget_s)[:40])
    try:
        seconds = float(budget_s)
    except OverflowError:  # an int too large for a float: no finite deadline
        seconds = math.inf
    if not math.isfinite(seconds) or seconds <= 0:
        raise ParseError("bad-budget", text=str(budget_s)[:40])
    return seconds


def _check_arguments(game: object, budget_s: object) -> float:
    """Refuse a wrong game or budget at the solver's door, before any search."""
    if not isinstance(game, Game):
        raise ParseError("bad-argument", expected="game", text=repr(game)[:40])
    return check_budget(budget_s)


def solve(game: Game, budget_s: float = 2.0, *, max_nodes: int | None = None) -> SolveResult:
    """Search ``game`` for a winning line within ``budget_s`` seconds.

    ``max_nodes`` optionally bounds the search by positions instead of time
    (reproducible on any machine). ``game`` is never changed. A ``solved``
    line is replayed in a copy of the game before it is returned.
    """
    budget_s = _check_arguments(game, budget_s)
    if max_nodes is not None and (
        isinstance(max_nodes, bool) or not isinstance(max_nodes, int) or max_nodes < 1
    ):
        raise ParseError("bad-argument", expected="node-limit", text=repr(max_nodes)[:40])
    start = time.perf_counter()
    outcome = search(game, start + budget_s, max_nodes)
    seconds = time.perf_counter() - start
    if outcome.status == "solved":
        _verify(game, outcome.moves)
    return SolveResult(outcome.status, tuple(outcome.moves), outcome.nodes, seconds)


def _verify(game: Game, moves: list[Move]) -> None:
    copy = game.copy()
    try:
        for move in moves:
            copy.play(move)
    except ScorpionError as err:  # pragma: no cover - a solver bug
        raise AssertionError(f"solver line does not replay: {err}") from err
    if not copy.is_won:  # pragma: no cover - a solver bug
        raise AssertionError("solver line does not win")


@dataclass(frozen=True)
class Hint:
    """A hint: the next ``move`` of a winning line, or ``None`` with the reason.

    ``status`` is ``"move"`` (``move`` is set), ``"won"`` (nothing left to
    play), ``"lost"`` (proven: the position can no longer be won; the i18n
    code is ``dead-end``) or ``"unknown"`` (no answer within the budget).
    """

    status: str
    move: Move | None
    result: SolveResult

    @property
    def code(self) -> str | None:
        """The message code for the player when there is no move."""
        return {"lost": "dead-end"}.get(self.status)


#: Positions on winning lines already found: ``(variant, position key)`` →
#: ``(line, index)``, where ``line[index:]`` wins from that position. A player
#: who follows a hint reaches the next position of the same line, whose hint
#: is then its next move, with no new search.
_LINES: OrderedDict[tuple[object, ...], tuple[tuple[Move, ...], int]] = OrderedDict()
_LINES_MAX = 20_000


def _line_key(game: Game) -> tuple[object, ...]:
    return (game.variant, game.position_key())


def _remember(game: Game, moves: tuple[Move, ...]) -> None:
    """Store every position along the winning line ``moves`` from ``game``."""
    copy = game.copy()
    for k, move in enumerate(moves):
        key = _line_key(copy)
        _LINES[key] = (moves, k)
        _LINES.move_to_end(key)
        copy.play(move)
    while len(_LINES) > _LINES_MAX:
        _LINES.popitem(last=False)


def _cached(game: Game) -> SolveResult | None:
    """A winning line from ``game`` taken from :data:`_LINES`, or ``None``."""
    start = time.perf_counter()
    found = _LINES.get(_line_key(game))
    if found is None:
        return None
    line, k = found
    return SolveResult("solved", line[k:], 0, time.perf_counter() - start)


def hint(game: Game, budget_s: float = 2.0) -> Hint:
    """The next move of a winning line from ``game``, or the reason there is none.

    The winning line found is remembered (every position along it), so that
    the next hint, after the player played this one, answers at once.
    """
    budget_s = _check_arguments(game, budget_s)
    result = _cached(game)
    if result is None:
        result = solve(game, budget_s)
        if result.status == "solved" and result.moves:
            _remember(game, result.moves)
    if result.status == "solved":
        if not result.moves:
            return Hint("won", None, result)
        return Hint("move", result.moves[0], result)
    return Hint("lost" if result.status == "unsolvable" else "unknown", None, result)


def last_winnable(game: Game, budget_s: float = 2.0) -> int | None:
    """How many actions to undo to reach the latest still-winnable position.

    ``0`` when ``game`` itself is winnable; ``None`` when no position that
    undo can reach (the last :data:`~scorpion.game.UNDO_LIMIT` actions) is
    proven winnable. Winnability only shrinks along a game (a position from
    which a win was reachable stays winnable from every earlier one), so the
    positions are tried from the present backwards; ``budget_s`` applies to
    each. ``game`` is not changed.
    """
    budget_s = _check_arguments(game, budget_s)
    copy = game.copy()
    back = 0
    while True:
        if _cached(copy) is not None or solve(copy, budget_s).status == "solved":
            return back
        if not copy.history:
            return None
        copy.undo()
        back += 1
