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

    def reset(self) -> None:
        """A new game: the counters start again (the records stay)."""
        self.counters = Counters()
        self.new_record = False

    def moved(self) -> None:
        """A move was played: the clock starts at the first one."""
        if self.counters.started is None:
            self.counters.started = self.clock()

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
