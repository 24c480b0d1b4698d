"""What a position must meet to be reachable in a real game: the checks behind ``from_layout``.

A position text or layout can say anything: ``scope 50 0`` with both piles
empty, a hand of twelve cards, totals that ended the game two hands ago.
:func:`check_reachable` refuses, with a coded :class:`~scopone.errors.ParseError`,
every position that no game can reach by these counts:

- a hand holds at most the cards dealt (ten in scientifico, nine in normale);
- each scopa is one of its side's plays and takes at least one table card, so a
  side has made no more scope than it has played cards, nor more than half the
  cards it has taken (cards out of play may have been anyone's);
- hand 1 starts at 0 to 0; each earlier hand scored at least one point (the
  settebello always goes to a side); totals that ended the game deal no hand;

and, for a complete position (both piles given, no card out of play):

- the seat to move follows from the dealer and the number of cards played;
- cards taken mean a last taker, and the last taker's side has taken cards.

>>> check_reachable(Counts(hand_sizes=(1, 0, 0, 0), scope=(50, 0), taken=(0, 0)))
Traceback (most recent call last):
...
scopone.errors.ParseError: North–South cannot have 50 scope: it has played 19 cards and taken 0, and each scopa is one of its plays taking at least one card from the table.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import ParseError
from .rules import HAND_SIZE, TARGET

__all__ = ["Counts", "check_reachable"]


@dataclass(frozen=True)
class Counts:
    """The counts of a position that :func:`check_reachable` reads."""

    hand_sizes: tuple[int, int, int, int]
    scope: tuple[int, int]
    taken: tuple[int, int]
    variant: str = "scientifico"
    out: int = 0
    complete: bool = False
    dealer: int = 0
    turn: int = 1
    last_taker: int | None = None
    totals: tuple[int, int] = (0, 0)
    hand_number: int = 1


def check_reachable(position: Counts) -> None:
    """Raise the ``ParseError`` that says why ``position`` cannot be reached, if it cannot.

    ``position`` gives the counts: hand sizes by seat, each side's scope and
    cards taken, the cards out of play, whether the position is complete, the
    dealer, the seat to move, the last taker, the totals before this hand and
    the hand's number.
    """
    most = HAND_SIZE[position.variant]
    sizes = position.hand_sizes
    if max(sizes) > most:
        raise ParseError("hand-too-big", variant=position.variant, most=most, count=max(sizes))
    a, b = position.totals
    if position.hand_number == 1 and (a, b) != (0, 0):
        raise ParseError("first-hand-totals", a=a, b=b)
    if a + b < position.hand_number - 1:
        raise ParseError("totals-too-low", count=position.hand_number - 1, a=a, b=b)
    if max(a, b) >= TARGET and a != b:
        raise ParseError("game-already-over", a=a, b=b)
    for team in (0, 1):
        played = 2 * most - sizes[team] - sizes[team + 2]
        taken = position.taken[team] + position.out
        scope = position.scope[team]
        if scope > played or 2 * scope > taken:
            raise ParseError("too-many-scope", team=team, count=scope, played=played, taken=taken)
    if not position.complete:
        return
    played = 4 * most - sum(sizes)
    turn = (position.dealer + 1 + played) % 4
    if position.turn != turn:
        raise ParseError(
            "turn-order", dealer=position.dealer, count=played, seat=turn, turn=position.turn
        )
    last = position.last_taker
    if last is None and any(position.taken):
        raise ParseError("no-last-taker")
    if last is not None and not position.taken[last % 2]:
        raise ParseError("last-taker-took-nothing", seat=last, team=last % 2)
