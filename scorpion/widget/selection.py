"""What is selected on a Scorpion board, and where it may go.

A :class:`Selection` is a value: the column and height (0 = bottom) of the
card picked up, with every card above it, and the columns the engine accepts
it in. :func:`select` makes one from a position; :func:`resized` takes one
card more or fewer.

>>> from scorpion import Game
>>> from scorpion.examples import EXAMPLE_2
>>> game = Game.from_text(EXAMPLE_2)
>>> sel = select(game, 2, 3)
>>> sel.card, sel.lifted, sel.targets
(Card.parse('8♥'), 4, (5,))
>>> resized(game, sel, +1).card          # one card fewer: 3♣ and what lies on it
Card.parse('3♣')
>>> resized(game, sel, -1)               # one more would be face down
Traceback (most recent call last):
...
ValueError: all-face-up
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..game import Game

__all__ = ["Selection", "resized", "select", "targets_for"]


@dataclass(frozen=True)
class Selection:
    """A picked-up block: its bottom card's place, the card, and its legal columns."""

    column: int
    height: int
    card: Card
    lifted: int
    targets: tuple[int, ...]

    @property
    def place(self) -> tuple[int, int]:
        """``(column, height)`` of the block's bottom card."""
        return (self.column, self.height)


def targets_for(game: Game, card: Card) -> tuple[int, ...]:
    """The columns ``card`` (with what lies on it) may move to now."""
    return tuple(m.target for m in game.legal_moves() if m.card == card and not m.is_reserve)


def select(game: Game, column: int, height: int) -> Selection:
    """Pick up the card at ``height`` of ``column`` (numbered from 1) and all above it."""
    col = game.columns[column - 1]
    card, _up = col[height]
    return Selection(column, height, card, len(col) - height, targets_for(game, card))


def resized(game: Game, sel: Selection, delta: int) -> Selection:
    """The selection starting ``delta`` cards higher (``+1``: one card fewer).

    Raises :class:`ValueError` with ``"top-only"`` when only the top card is
    left, or ``"all-face-up"`` when every face-up card is already taken.
    """
    col = game.columns[sel.column - 1]
    new = sel.height + delta
    if new >= len(col):
        raise ValueError("top-only")
    if new < 0 or not col[new][1]:
        raise ValueError("all-face-up")
    return select(game, sel.column, new)
