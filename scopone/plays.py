"""Plays as values, and the record of what a played card did.

A :class:`Play` is a card from the hand of the seat to move and the table
cards it takes: ``captures == ()`` lays the card on the table. ``str(play)``
is its notation, which :meth:`Play.parse` reads back.

>>> play = Play.parse("7d x 3c+4s")
>>> play.card, play.captures
(Card.parse('7d'), (Card.parse('3c'), Card.parse('4s')))
>>> str(play), str(Play.parse("2b")), play.is_lay
('7d x 3c+4s', '2b', False)
>>> Play.parse("7d x 4s+3c") == play    # the captured set has one canonical order
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from cardsite.errors import shown

from .cards import Card
from .errors import ParseError
from .rules import captures

__all__ = ["Play", "PlayRecord", "plays_for"]


@dataclass(frozen=True, slots=True)
class Play:
    """A card played and the table cards it takes (sorted; ``()`` to lay it)."""

    card: Card
    captures: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.card, Card):
            object.__setattr__(self, "card", Card.parse(self.card))
        caps = self.captures
        if isinstance(caps, str | Card) or not isinstance(caps, Iterable):
            raise ParseError("bad-play", text=shown(caps))
        object.__setattr__(self, "captures", tuple(sorted(Card.parse(c) for c in caps)))

    @classmethod
    def parse(cls, text: object) -> Play:
        """Read ``7d`` (lay the card), ``7d x 7s`` or ``9d x 1c+3c+5s`` (take those cards).

        ``x`` may also be written ``×`` or ``:``, and ``+`` a space.

        >>> Play.parse("9♦ × A♥ 3♥ 5♠")
        Play(card=Card.parse('9d'), captures=(Card.parse('1c'), Card.parse('3c'), Card.parse('5s')))
        >>> Play.parse("7d x")
        Traceback (most recent call last):
        ...
        scopone.errors.ParseError: Not a play: “7d x”. Expected a card, then x and the cards it takes, such as 7d, 8b x 8d or 9d x 4s+5s.
        """
        if isinstance(text, Play):
            return text
        if not isinstance(text, str):
            raise ParseError("bad-play", text=shown(text))
        raw = text.strip().replace("×", " x ").replace(":", " x ").replace("+", " ")
        head, sep, tail = raw.partition(" x ")
        if not sep and raw.lower().endswith(" x"):
            raise ParseError("bad-play", text=text)
        try:
            card = Card.parse(head)
            taken = [Card.parse(t) for t in tail.split()]
        except ParseError:
            raise ParseError("bad-play", text=text) from None
        if sep and not taken:
            raise ParseError("bad-play", text=text)
        return cls(card, tuple(taken))

    @property
    def is_lay(self) -> bool:
        """True when the card is laid on the table, taking nothing."""
        return not self.captures

    def __str__(self) -> str:
        if not self.captures:
            return str(self.card)
        return f"{self.card} x " + "+".join(str(c) for c in self.captures)


@dataclass(frozen=True, slots=True)
class PlayRecord:
    """A play as it happened: who played it and what it did.

    ``scopa`` is True when it emptied the table (never on the hand's last
    card); ``swept`` holds the cards left on the table at the end of the hand,
    which went to the side of the last taker (``swept_to``).
    """

    seat: int
    play: Play
    scopa: bool = False
    swept: tuple[Card, ...] = ()
    swept_to: int | None = None
    # What undo needs: the table and the last taker before the play.
    table_before: tuple[Card, ...] = field(default=(), repr=False)
    last_taker_before: int | None = field(default=None, repr=False)


def plays_for(hand: Sequence[Card], table: Sequence[Card]) -> list[Play]:
    """Every legal play from ``hand`` onto ``table``: by card in hand order, each capture set.

    >>> [str(p) for p in plays_for([Card.parse("8b"), Card.parse("2d")], [Card.parse("8d")])]
    ['8b x 8d', '2d']
    """
    out: list[Play] = []
    for card in hand:
        options = captures(card, table)
        if options:
            out.extend(Play(card, c) for c in options)
        else:
            out.append(Play(card))
    return out
