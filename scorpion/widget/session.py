"""One game session's counters and the player's records: game-independent.

:class:`Session` keeps what a card-game board counts besides the game itself:
undos, hints, the clock from the first move to the end, and the fewest moves
each deal was won in (the records the page keeps in the browser). It knows
nothing of Scorpion: a deal is a key string, a game's length a number of moves,
so the Scopone table can count with the same piece.

>>> ticks = iter([10.0, 25.0, 40.0, 41.0])
>>> s = Session(clock=lambda: next(ticks))
>>> s.moved(); s.hinted()
>>> s.won("classic:7", 30)           # a win with a hint: not a record
False
>>> s.elapsed(), s.records, s.counters.hints
(15.0, {}, 1)
>>> s.reset(); s.moved()
>>> s.won("classic:7", 30), s.records
(True, {'classic:7': 30})

Each game's start and end is also an :attr:`~Session.event` (numbered), which the
page counts into the statistics it keeps in the browser: games played, won,
won with hints, the current streak.

>>> s.event
{'id': 4, 'type': 'won', 'hints': 0}
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

__all__ = ["Counters", "Session"]


@dataclass
class Counters:
    """What the player did besides moving: undos and hints, and when play started/ended."""

    undos: int = 0
    hints: int = 0
    started: float | None = None
    finished: float | None = None


class Session:
    """The counters of the game being played and the records of every deal.

    ``clock`` returns seconds (injected in tests); ``records`` maps a deal key
    to the fewest moves it was won in without a hint.
    """

    def __init__(
        self,
        *,
        clock: Callable[[], float] = time.monotonic,
        records: Mapping[str, int] | None = None,
    ) -> None:
        self.clock = clock
        self.records: dict[str, int] = dict(records or {})
        self.counters = Counters()
        #: True right after a win that set a new record.
        self.new_record = False
        #: The last start or end of a game (``type``: ``start``, ``won`` or
        #: ``lost``; ``hints`` used), numbered by ``id``; ``None`` before any.
        self.event: dict[str, object] | None = None
        self._events = 0

    def _emit(self, kind: str) -> None:
        self._events += 1
        self.event = {"id": self._events, "type": kind, "hints": self.counters.hints}

    def reset(self) -> None:
        """A new game: the counters start again (the records stay).

        A game that was started and not finished counts as lost.
        """
        self.abandon()
        self.counters = Counters()
        self.new_record = False

    def abandon(self) -> None:
        """The player gave up the game being played (resigned, or dealt another)."""
        if self.running:
            self.counters.finished = self.clock()
            self._emit("lost")

    def resume(self, *, undos: int, hints: int, seconds: float) -> None:
        """A game started earlier (on another page) goes on: its counters and clock
        carry on from where they were, and it is not counted as started again."""
        self.counters = Counters(undos, hints, self.clock() - seconds)
        self.new_record = False

    def left(self) -> None:
        """A game started earlier (on another page) was left: it counts as lost."""
        self._emit("lost")

    def moved(self) -> None:
        """A move was played: the clock (and the game, for the statistics) starts at the first."""
        if self.counters.started is None:
            self.counters.started = self.clock()
            self._emit("start")

    def undone(self, count: int = 1) -> None:
        """``count`` actions were taken back."""
        self.counters.undos += count

    def hinted(self) -> None:
        """The player asked for a hint."""
        self.counters.hints += 1

    def won(self, key: str | None, moves: int) -> bool:
        """The game is won in ``moves``: stop the clock; return whether it is a new record.

        A game won with hints is counted apart: it never sets a record.
        """
        self.counters.finished = self.clock()
        self.new_record = False
        self._emit("won")
        if key is None or self.counters.hints:
            return False
        if key not in self.records or moves < self.records[key]:
            self.records[key] = moves
            self.new_record = True
        return self.new_record

    def record(self, key: str | None) -> int | None:
        """The fewest moves the deal ``key`` was won in, in this browser."""
        return None if key is None else self.records.get(key)

    @property
    def running(self) -> bool:
        """True between the first move and the end of the game."""
        return self.counters.started is not None and self.counters.finished is None

    def elapsed(self) -> float:
        """Seconds since the first move (frozen once the game is won)."""
        start = self.counters.started
        if start is None:
            return 0.0
        end = self.counters.finished if self.counters.finished is not None else self.clock()
        return max(0.0, end - start)
