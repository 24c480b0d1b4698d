"""Moves as values, and the record of what a played move did.

A :class:`Move` says what the player asks for: take ``card`` (with every
card above it) from column ``source`` to column ``target``, or deal the
reserve. Columns are numbered from 1; source 0 is the cards set aside in
Three Blind Mice. ``str(move)`` is its notation, and
:meth:`scorpion.Game.parse_move` reads it back.

>>> from scorpion.cards import Card
>>> move = Move(Card.parse("4♥"), 2, 7)
>>> str(move), str(Move.reserve())
('4♥ 2→7', 'R')

A :class:`PlayedMove` is what :meth:`scorpion.Game.play` returns and keeps in
the history: the move, the points it earned and the events behind them
(a same-suit placement, each card turned face up, each suit that left), so
that undo takes back exactly what the move did.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from .cards import Card, Suit

__all__ = ["ASIDE", "POINTS", "Event", "Move", "PlayedMove"]

#: The source number of a card played from the aside cards (Three Blind Mice).
ASIDE = 0

#: Points of each scoring event (RULES.md "Score").
POINTS = {"same-suit": 5, "flip": 5, "suit": 100}

EventKind = Literal["same-suit", "flip", "suit"]


@dataclass(frozen=True, slots=True)
class Move:
    """A move: ``card`` from column ``source`` to column ``target``, or the reserve deal.

    The reserve deal is ``Move.reserve()``: no card, source and target 0.
    """

    card: Card | None
    source: int
    target: int

    @classmethod
    def reserve(cls) -> Move:
        """The reserve deal, as a move value."""
        return _RESERVE

    @property
    def is_reserve(self) -> bool:
        """True for the reserve deal."""
        return self.card is None

    def __str__(self) -> str:
        if self.card is None:
            return "R"
        source = "aside" if self.source == ASIDE else str(self.source)
        return f"{self.card} {source}→{self.target}"

    def __repr__(self) -> str:
        return f"<Move {self}>"


_RESERVE = Move(None, 0, 0)


@dataclass(frozen=True, slots=True)
class Event:
    """One scoring event: ``kind`` is ``same-suit``, ``flip`` or ``suit``.

    ``card`` is the placed or flipped card, ``suit`` the suit that left.
    """

    kind: EventKind
    card: Card | None = None
    suit: Suit | None = None
    column: int = 0

    @property
    def points(self) -> int:
        """The points this event earns."""
        return POINTS[self.kind]


@dataclass(frozen=True, slots=True)
class PlayedMove:
    """A move as played: what it earned and what it changed.

    ``flips`` are the cards turned face up, ``removed`` the suits that left,
    in the order they happened. ``points`` is the sum of the events' points.
    """

    move: Move
    events: tuple[Event, ...]
    # What undo needs: the affected columns before the move, as
    # (index, cards, face-down count), and the other parts that may change.
    undo_columns: tuple[tuple[int, tuple[int, ...], int], ...] = field(repr=False)
    undo_reserve: tuple[int, ...] = field(repr=False)
    undo_aside: tuple[int, ...] = field(repr=False)
    undo_foundations: int = field(repr=False)

    @property
    def points(self) -> int:
        """Points earned by this move."""
        return sum(e.points for e in self.events)

    @property
    def flips(self) -> tuple[Card, ...]:
        """The cards this move turned face up."""
        return tuple(e.card for e in self.events if e.kind == "flip" and e.card is not None)

    @property
    def removed(self) -> tuple[Suit, ...]:
        """The suits this move sent to the foundations."""
        return tuple(e.suit for e in self.events if e.kind == "suit" and e.suit is not None)

    @property
    def same_suit(self) -> bool:
        """True when the placed card landed on a card of its own suit (+5)."""
        return any(e.kind == "same-suit" for e in self.events)
