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
from collections import OrderedDict
from dataclasses import dataclass, field

from cardsite.errors import shown

from ..errors import ParseError, ScorpionError
from ..game import Game
from ..moves import Move
from .search import now, search

__all__ = [
    "Hint",
    "Rewind",
    "SolveResult",
    "check_budget",
    "hint",
    "last_winnable",
    "rewind",
    "solve",
]

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
        raise ParseError("bad-budget", text=shown(budget_s, 40, as_repr=True))
    try:
        seconds = float(budget_s)
    except OverflowError:  # an int too large for a float: no finite deadline
        seconds = math.inf
    if not math.isfinite(seconds) or seconds <= 0:
        raise ParseError("bad-budget", text=shown(budget_s))
    return seconds


def _check_arguments(game: object, budget_s: object) -> float:
    """Refuse a wrong game or budget at the solver's door, before any search."""
    if not isinstance(game, Game):
        raise ParseError("bad-argument", expected="game", text=shown(game, 40, as_repr=True))
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
        raise ParseError(
            "bad-argument", expected="node-limit", text=shown(max_nodes, 40, as_repr=True)
        )
    start = now()
    outcome = search(game, start + budget_s, max_nodes)
    seconds = now() - start
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
    start = now()
    found = _LINES.get(_line_key(game))
    if found is None:
        return None
    line, k = found
    return SolveResult("solved", line[k:], 0, now() - start)


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


@dataclass(frozen=True)
class Rewind:
    """Where the latest winnable position of the undo history lies.

    ``status`` is ``"winnable"`` (undo ``back`` actions to reach a position
    proven winnable; ``exact`` is True when every later one is proven lost,
    so that it is *the* last winnable position), ``"lost"`` (proven: no
    position that undo can reach is winnable) or ``"unknown"`` (the budget ran
    out before any position was proven winnable; ``back`` is ``None``).
    """

    status: str
    back: int | None
    exact: bool = False
    seconds: float = 0.0


def rewind(game: Game, budget_s: float = 2.0) -> Rewind:
    """Find the latest winnable position that undo can reach, within ``budget_s`` in all.

    Winnability only shrinks along a game: a position from which a win was
    reachable is winnable from every earlier one, and a lost position makes
    every later one lost. So a binary search over the history needs about
    log2(100) = 7 searches, each given its share of the one budget; a
    position on a remembered winning line (see :func:`hint`) costs nothing,
    and a position found winnable also makes winnable every later position
    that the game reached by following the line found. ``game`` is not
    changed.

    >>> from scorpion import Game
    >>> game = Game.deal(1)  # lost from the deal on
    >>> rewind(game)  # doctest: +ELLIPSIS
    Rewind(status='lost', back=None, exact=True, seconds=...)
    """
    budget_s = _check_arguments(game, budget_s)
    start = now()
    deadline = start + budget_s
    # positions[k]: the position after k of the n actions undo can take back.
    copy = game.copy()
    played = [p.move for p in copy.history]
    n = len(played)
    positions = [copy.copy()]
    for _ in range(n):
        copy.undo()
        positions.append(copy.copy())
    positions.reverse()
    lo, hi = -1, n + 1  # lo: latest proven winnable, hi: earliest proven lost
    for k in range(n, -1, -1):
        if _cached(positions[k]) is not None:
            lo = k
            break
    if lo < n and positions[n].is_won is False and not positions[n].legal_moves():
        hi = n
    uncertain = False  # some position between lo and hi stayed undecided
    top = hi  # the search interval's upper end (lowered past undecided ones)
    while top - lo > 1:
        t = now()
        if t >= deadline:
            uncertain = True
            break
        probes = max(1, math.ceil(math.log2(top - lo)))
        mid = (lo + top) // 2
        result = solve(positions[mid], (deadline - t) / probes)
        if result.status == "solved":
            if result.moves:
                _remember(positions[mid], result.moves)
            lo = mid
            # The game may have followed the line found for a while.
            for j, move in enumerate(result.moves):
                if lo >= n or lo + 1 >= hi or played[lo] != move:
                    break
                lo = mid + j + 1
            if lo >= top:  # past a position that had stayed undecided
                top = hi
        elif result.status == "unsolvable":
            hi = top = mid
        else:
            uncertain = True
            top = mid
    seconds = now() - start
    if lo >= 0:
        return Rewind("winnable", n - lo, not uncertain and hi == lo + 1, seconds)
    if hi == 0:
        return Rewind("lost", None, True, seconds)
    return Rewind("unknown", None, False, seconds)


def last_winnable(game: Game, budget_s: float = 2.0) -> int | None:
    """How many actions to undo to reach the latest winnable position, or ``None``.

    ``0`` when ``game`` itself is winnable; ``None`` when no position that
    undo can reach (the last :data:`~scorpion.game.UNDO_LIMIT` actions) was
    proven winnable within ``budget_s`` (in all). :func:`rewind` tells the
    two cases of ``None`` apart ("lost" or "unknown") and whether the
    position found is proven to be the latest. ``game`` is not changed.
    """
    _check_arguments(game, budget_s)
    return rewind(game, budget_s).back
