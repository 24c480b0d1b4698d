"""The step-through script of a worked example: game-independent.

A worked example is a start position and a list of moves, each with an optional
note. :class:`Script` knows which step is shown and whether the reader left the
script to play moves of their own ("free play"). It needs of a game only
``copy()`` and ``play(move)`` (returning what the move did), and of the moves
only equality, so the Scopone table's examples can use it as they are.

>>> class Counter:                        # a stand-in game: a number that moves add to
...     def __init__(self, n=0): self.n = n
...     def copy(self): return Counter(self.n)
...     def play(self, move): self.n += move; return move
>>> s = Script(Counter(), [Step("1"), Step("2", "two more")], parse=int)
>>> s.moves, s.count
([1, 2], 2)
>>> game, played = s.position(2)
>>> game.n, played, s.note(2)
(3, 2, 'two more')
>>> s.played(5); s.free, s.index         # a move of the reader's own
(True, 2)
>>> s.rejoin([1, 2]), s.free             # undone back onto the script's own line
(True, False)

Stepping through: which step to show next, clamped to the script.

>>> s.shown, s.previous, s.following, s.clamp(9)
(2, 1, 3, 2)
>>> s.played(5); s.shown, s.previous, s.following  # from free play: the step left at
(None, 2, 2)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Script", "Step", "parse_steps"]


@dataclass(frozen=True)
class Step:
    """One step of a worked example: the move, and its explanation (optional text)."""

    move: str
    note: str = ""


def parse_steps(text: str) -> list[Step]:
    """Steps from the ``data-scorpion-moves`` attribute: moves separated by ``;``.

    >>> [s.move for s in parse_steps("8♥ 2→5; R ;")]
    ['8♥ 2→5', 'R']
    """
    return [Step(part.strip()) for part in text.split(";") if part.strip()]


@dataclass
class Script:
    """A worked example: its start, its moves and which step is shown.

    ``parse(text)`` turns a step's text into a move; by default each step is
    read by the ``parse_move`` of the position it is played from.
    """

    start: Any
    steps: list[Step]
    parse: Callable[[str], Any] | None = None
    moves: list[Any] = field(default_factory=list)
    index: int = 0
    free: bool = False  # True once the reader played a move of their own

    def __post_init__(self) -> None:
        if self.moves:
            return
        walker = self.start.copy()
        for step in self.steps:
            parse = self.parse or walker.parse_move
            move = parse(step.move)
            walker.play(move)
            self.moves.append(move)

    @property
    def count(self) -> int:
        """How many moves the script has."""
        return len(self.moves)

    @property
    def shown(self) -> int | None:
        """Which step is shown (0 = the start), or ``None`` in free play."""
        return None if self.free else self.index

    @property
    def previous(self) -> int:
        """The step ◀ goes to (from free play: the step the reader left the script at)."""
        return self.index - (0 if self.free else 1)

    @property
    def following(self) -> int:
        """The step ▶ goes to (from free play: the step the reader left the script at)."""
        return self.index + (0 if self.free else 1)

    def clamp(self, index: int) -> int:
        """``index`` brought within the script: from 0 (the start) to :attr:`count`."""
        return max(0, min(index, len(self.moves)))

    def position(self, index: int) -> tuple[Any, Any]:
        """The game after ``index`` moves (a new copy), and what its last move did."""
        game = self.start.copy()
        played = None
        for move in self.moves[:index]:
            played = game.play(move)
        self.index = index
        self.free = False
        return game, played

    def positions(self) -> list[Any]:
        """Every position of the script, from the start to the end (copies)."""
        walker = self.start.copy()
        out = [walker.copy()]
        for move in self.moves:
            walker.play(move)
            out.append(walker.copy())
        return out

    def note(self, index: int) -> str:
        """The explanation written for step ``index`` (empty for the start)."""
        return self.steps[index - 1].note if index else ""

    def played(self, move: Any) -> None:
        """The reader played ``move``: the script's next one, or a move of their own."""
        if not self.free and self.index < len(self.moves) and self.moves[self.index] == move:
            self.index += 1
        else:
            self.free = True

    def undone(self, history: Sequence[Any] | None) -> None:
        """One move was taken back; ``history`` is the moves still played.

        ``None`` is a history that cannot be accounted for (an undo limit
        reached): the reader stays in free play.
        """
        if not self.free and self.index > 0:
            self.index -= 1
        elif self.free:
            self.rejoin(history)

    def rejoin(self, history: Sequence[Any] | None) -> bool:
        """Back on the script's line when ``history`` is a beginning of its moves.

        >>> s = Script(0, [], parse=int, moves=[1, 2])
        >>> s.rejoin(None), s.free                # an unknown history: free play
        (False, True)
        """
        n = len(history) if history is not None else 0
        if history is None or n > len(self.moves) or list(history) != self.moves[:n]:
            self.free = True
            return False
        self.index = n
        self.free = False
        return True
