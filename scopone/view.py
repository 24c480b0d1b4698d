"""What one seat may know: the information the computer players read.

A :class:`SeatView` holds the seat's own hand, the table, the cards each
side has taken, the plays of the hand so far and how many cards each hand
holds, never the other hands' cards. :meth:`scopone.Game.view` makes one;
:mod:`scopone.ai` reads only views, so that what a computer seat decides
cannot depend on cards it has not seen.

>>> from scopone import Game
>>> view = Game.new(7).view(0)
>>> len(view.hand), view.hand_sizes, len(view.unseen)
(10, (10, 10, 10, 10), 30)
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, full_deck
from .plays import Play, plays_for

__all__ = ["SeatView"]


@dataclass(frozen=True, slots=True)
class SeatView:
    """The position as seen from ``seat``: everything public, and that seat's own hand."""

    seat: int
    variant: str
    dealer: int
    turn: int
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    captured: tuple[tuple[Card, ...], tuple[Card, ...]]
    scope: tuple[int, int]
    last_taker: int | None
    out: tuple[Card, ...]
    plays: tuple[tuple[int, Play], ...]
    totals: tuple[int, int]

    @property
    def team(self) -> int:
        """The seat's side: 0 for seats 0 and 2, 1 for seats 1 and 3."""
        return self.seat % 2

    @property
    def unseen(self) -> tuple[Card, ...]:
        """The cards in the other three hands, as a set this seat cannot split: sorted."""
        known = set(self.hand) | set(self.table) | set(self.out)
        for pile in self.captured:
            known.update(pile)
        return tuple(c for c in sorted(full_deck()) if c not in known)

    def legal_plays(self) -> list[Play]:
        """The plays the seat may make, when it is its turn (else ``[]``)."""
        if self.turn != self.seat:
            return []
        return plays_for(self.hand, self.table)
