"""Open hands: the exact best play with every hand known (analysis only).

Alpha-beta over the rest of the hand, with a transposition table, maximising
the hand's points of the side to move minus the other side's. It is never
used by a computer seat, which may not see the other hands; the site uses it
for worked examples ("what is the best card here, and why").

>>> from scopone import Game
>>> game = Game.from_layout([["5d", "2b"], ["3c", "9s"], ["4s", "1b"], ["6b", "2c"]],
...                         ["5s"], dealer=3, turn=0)
>>> result = solve(game, line=True)
>>> str(result.best), result.values[result.best] >= max(result.values.values())
('5d x 5s', True)
>>> [(seat, str(play)) for seat, play in result.line]   # why: the best play on both sides
[(0, '5d x 5s'), (1, '3c'), (2, '1b'), (3, '6b'), (0, '2b'), (1, '9s x 1b+2b+6b'), (2, '4s'), (3, '2c')]
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from cardsite.errors import shown

from ..cards import Card
from ..errors import IllegalPlay, ParseError, SearchLimit
from ..game import Game
from ..plays import Play
from .sim import EMPTY_SUMMARY, VALUE, Summary, add_pile, final_diff, takes

__all__ = ["Analysis", "Search", "SearchLimit", "best_line", "play_values", "solve", "solve_codes"]

#: How many positions the search enters between two looks at the clock.
_CLOCK_EVERY = 1024


@dataclass(frozen=True)
class Analysis:
    """The exact value of every legal play, for the side to move (hand points: us − them).

    ``line`` (when asked for) is the rest of the hand when every seat plays
    its best from here, as ``(seat, play)`` pairs, starting with ``best``:
    the "why" of a worked example.
    """

    best: Play
    values: dict[Play, int]
    nodes: int
    line: tuple[tuple[int, Play], ...] = ()


def summary_of(game: Game) -> Summary:
    """The score summary of a game's piles and scopas."""
    s = EMPTY_SUMMARY
    for team in (0, 1):
        s = add_pile(s, team, [c.code for c in game.captured[team]], game.scope[team])
    return s


class Search:
    """One alpha-beta search; it stops with :class:`SearchLimit` past its bounds.

    Its transposition table lasts as long as it does, across the positions
    it is asked about (:func:`play_values`).
    """

    def __init__(
        self,
        max_nodes: int | None = None,
        budget_s: float | None = None,
        *,
        leaf: Callable[[Summary], float] = final_diff,
    ) -> None:
        #: position → (flag, value, best move): flag 0 exact, 1 a lower bound, -1 an upper one.
        self.table: dict[tuple[object, ...], tuple[int, float, object]] = {}
        self.nodes = 0
        self.leaf = leaf
        self.limit(max_nodes, budget_s)

    def limit(self, max_nodes: int | None = None, budget_s: float | None = None) -> None:
        """Bound the searches from now on: ``max_nodes`` more positions, ``budget_s`` seconds.

        The transposition table is kept: a search of a later position of the
        same hand starts from what an earlier one proved.
        """
        self.start_nodes = self.nodes
        self.max_nodes = None if max_nodes is None else self.nodes + max_nodes
        self.budget_s = budget_s
        self.deadline = None if budget_s is None else time.monotonic() + budget_s

    def _over(self) -> None:
        """Raise :class:`SearchLimit` once the search has used its nodes or its time."""
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise SearchLimit("search-nodes", nodes=self.max_nodes - self.start_nodes)
        if (
            self.deadline is not None
            and self.nodes % _CLOCK_EVERY == 0
            and time.monotonic() > self.deadline
        ):
            raise SearchLimit("search-time", seconds=self.budget_s)

    def exact(self, position: tuple[object, ...], guess: float = 0) -> float:
        """The exact value of ``position`` (side 0: us − them) by null-window tests (MTD(f)).

        Points are whole numbers, so each test ``value(β − 1, β)`` says whether the
        value reaches β; the tests close in on it from ``guess``, each cheap thanks
        to the table. (With a ``leaf`` that is not whole points, a full-window search.)
        """
        if self.leaf is not final_diff:
            return self.value(*position, -999, 999)  # type: ignore[arg-type]
        lower, upper = -999, 999
        g = guess
        while lower < upper:
            beta = g + 1 if g == lower else g
            g = self.value(*position, beta - 1, beta)  # type: ignore[arg-type]
            if g < beta:
                upper = g
            else:
                lower = g
        return g

    def value(
        self,
        hands: tuple[tuple[int, ...], ...],
        table: tuple[int, ...],
        turn: int,
        last: int,
        summary: Summary,
        alpha: float,
        beta: float,
    ) -> float:
        """Side 0's final points minus side 1's (or its ``leaf``), with best play from here."""
        self.nodes += 1
        if self.max_nodes is not None or self.deadline is not None:
            self._over()
        if not any(hands):
            if table and last >= 0:
                summary = add_pile(summary, last % 2, table, 0)
            return self.leaf(summary)
        key = (hands, table, turn, last, summary)
        hit = self.table.get(key)
        first = None
        if hit is not None:
            flag, val, first = hit
            if flag == 0 or (flag > 0 and val >= beta) or (flag < 0 and val <= alpha):
                return val
        a0, b0 = alpha, beta
        maximize = turn % 2 == 0
        best = -999 if maximize else 999
        best_move = None
        options = moves(hands[turn], table)
        if first is not None and first in options:  # the best move found before goes first
            options.remove(first)
            options.insert(0, first)
        for move in options:
            v = self.value(*apply(hands, table, turn, last, summary, *move), alpha, beta)
            if maximize:
                if v > best:
                    best, best_move = v, move
                    alpha = max(alpha, v)
            elif v < best:
                best, best_move = v, move
                beta = min(beta, v)
            if alpha >= beta:
                break
        flag = 0
        if best <= a0:
            flag = -1
        elif best >= b0:
            flag = 1
        self.table[key] = (flag, best, best_move)
        return best


def apply(
    hands: tuple[tuple[int, ...], ...],
    table: tuple[int, ...],
    turn: int,
    last: int,
    summary: Summary,
    card: int,
    taken: tuple[int, ...],
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int, int, Summary]:
    """The position after ``turn`` plays ``card`` taking ``taken`` (codes)."""
    hand = tuple(c for c in hands[turn] if c != card)
    new_hands = (*hands[:turn], hand, *hands[turn + 1 :])
    if taken:
        rest = tuple(t for t in table if t not in taken)
        scopa = 1 if not rest and any(new_hands) else 0
        summary = add_pile(summary, turn % 2, (card, *taken), scopa)
        return new_hands, rest, (turn + 1) % 4, turn, summary
    return new_hands, tuple(sorted((*table, card))), (turn + 1) % 4, last, summary


def moves(hand: tuple[int, ...], table: tuple[int, ...]) -> list[tuple[int, tuple[int, ...]]]:
    """Every (card, taken) of a hand, captures that empty the table first, then bigger takes."""
    out = []
    for card in hand:
        options = takes(VALUE[card], table)
        if options:
            out.extend((card, t) for t in options)
        else:
            out.append((card, ()))
    n = len(table)
    out.sort(key=lambda m: (-(len(m[1]) == n and n > 0), -len(m[1]), VALUE[m[0]]))
    return out


def solve_codes(
    hands: tuple[tuple[int, ...], ...],
    table: tuple[int, ...],
    turn: int,
    last: int,
    summary: Summary,
    search: Search | None = None,
) -> dict[tuple[int, tuple[int, ...]], int]:
    """The exact value (side to move: us − them) of each (card, taken) at the root."""
    search = search or Search()
    sign = 1 if turn % 2 == 0 else -1
    out = {}
    guess = 0
    for card, taken in moves(hands[turn], table):
        child = apply(hands, table, turn, last, summary, card, taken)
        guess = search.exact(child, guess)
        out[(card, taken)] = sign * guess
    return out


def seconds_ok(value: object) -> bool:
    """Whether ``value`` is a time budget: a finite number of seconds above 0 (not a bool,
    not an int too large for a float)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    try:
        return math.isfinite(float(value)) and value > 0
    except OverflowError:
        return False


def _check_limit(value: object, name: str, kind: type) -> None:
    if value is None:
        return
    if name == "budget_s":
        if not seconds_ok(value):
            raise ParseError("bad-budget", text=shown(value))
    elif isinstance(value, bool) or not isinstance(value, kind) or not value > 0:
        raise ParseError("bad-limit", text=shown(value))


def solve(
    game: Game,
    *,
    line: bool = False,
    max_nodes: int | None = None,
    budget_s: float | None = None,
) -> Analysis:
    """The exact value of each legal play of ``game``'s seat to move, every hand known.

    With ``line=True`` the analysis also gives the best line to the end of the hand.
    ``max_nodes`` (positions entered, deterministic: what a build should use) and
    ``budget_s`` (seconds) bound the search; past either it raises
    :class:`~scopone.errors.SearchLimit` and nothing is returned, so an
    answer is always exact.

    >>> from scopone import Game
    >>> solve(Game.new(5), max_nodes=1000)
    Traceback (most recent call last):
    ...
    scopone.errors.SearchLimit: The open-hands search stopped after 1,000 positions without an exact answer.
    >>> solve("x")
    Traceback (most recent call last):
    ...
    scopone.errors.ParseError: Expected a Scopone game, not str.
    """
    if not isinstance(game, Game):
        raise ParseError("bad-game", text=type(game).__name__)
    _check_limit(max_nodes, "max_nodes", int)
    _check_limit(budget_s, "budget_s", float)
    if game.is_hand_over:
        raise IllegalPlay("hand-over")
    search = Search(max_nodes, budget_s)
    values = play_values(game, search)
    best = max(values, key=lambda p: (values[p], -p.card.code))
    if not line:
        return Analysis(best, values, search.nodes)
    return Analysis(best, values, search.nodes, best_line(game, best, search))


def _position(game: Game) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int, int, Summary]:
    hands = tuple(tuple(sorted(c.code for c in h)) for h in game.hands)
    table = tuple(sorted(c.code for c in game.table))
    last = -1 if game.last_taker is None else game.last_taker
    return hands, table, game.turn, last, summary_of(game)


def play_values(game: Game, search: Search) -> dict[Play, int]:
    """The exact value of each legal play of ``game`` (side to move: us − them), by ``search``.

    ``search`` keeps what it proved: searching later positions of the same
    hand first makes the earlier ones cheaper. It raises
    :class:`~scopone.errors.SearchLimit` past its limits (:meth:`Search.limit`).
    """
    raw = solve_codes(*_position(game), search)
    return {
        Play(Card.from_code(card), tuple(Card.from_code(t) for t in taken)): v
        for (card, taken), v in raw.items()
    }


def best_line(game: Game, first: Play, search: Search) -> tuple[tuple[int, Play], ...]:
    """The rest of the hand after ``first`` when every seat plays its best: ``(seat, play)``."""
    move = (first.card.code, tuple(c.code for c in first.captures))
    return _line(search, *_position(game), move)


def _line(
    search: Search,
    hands: tuple[tuple[int, ...], ...],
    table: tuple[int, ...],
    turn: int,
    last: int,
    summary: Summary,
    first: tuple[int, tuple[int, ...]],
) -> tuple[tuple[int, Play], ...]:
    """The principal variation: at each turn a play that keeps the position's exact value."""
    out = []
    move: tuple[int, tuple[int, ...]] | None = first
    while any(hands):
        if move is None:
            scored = []
            for card, taken in moves(hands[turn], table):
                child = apply(hands, table, turn, last, summary, card, taken)
                scored.append((search.value(*child, -999, 999), (card, taken)))
            pick = max if turn % 2 == 0 else min
            move = pick(scored, key=lambda s: s[0])[1]
        card, taken = move
        play = Play(Card.from_code(card), tuple(Card.from_code(t) for t in taken))
        out.append((turn, play))
        hands, table, turn, last, summary = apply(hands, table, turn, last, summary, card, taken)
        move = None
    return tuple(out)
