"""The rules as pure functions: which captures a card may make, primiera, a hand's score.

Nothing here knows about turns or seats; :mod:`scopone.game` applies these
functions to a position. Cards go in as :class:`~scopone.cards.Card` values.

>>> from scopone.cards import Card
>>> cards = lambda text: [Card.parse(t) for t in text.split()]
>>> captures(Card.parse("8b"), cards("3c 5s 8d"))   # the same value first: only the Fante
[(Card.parse('8d'),)]
>>> captures(Card.parse("9d"), cards("1c 3c 4s 5s"))  # a Cavallo: A+3+5 or 4+5
[(Card.parse('4s'), Card.parse('5s')), (Card.parse('1c'), Card.parse('3c'), Card.parse('5s'))]
>>> captures(Card.parse("2d"), cards("3c 5s"))  # nothing to take: the card is laid
[]
>>> primiera(cards("7d 7c 6s 1b 10b")), primiera(cards("7d 7c 7s"))
(76, None)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from cardsite.errors import shown

from .cards import SUITS, Card
from .errors import ParseError

__all__ = [
    "CARTE_POINT",
    "DENARI_POINT",
    "HAND_SIZE",
    "TARGET",
    "VARIANTS",
    "TeamScore",
    "captures",
    "check_variant",
    "primiera",
    "primiera_cards",
    "score_hand",
]

#: Denari point: 6 or more of the 10 denari; carte point: 21 or more of the 40 cards.
DENARI_POINT = 6
CARTE_POINT = 21


#: The variants the engine plays: ten cards each, or nine each and four on the table.
VARIANTS = ("scientifico", "normale")
#: The cards each seat is dealt, by variant.
HAND_SIZE = {"scientifico": 10, "normale": 9}
#: The points that end the game.
TARGET = 21


def check_variant(variant: object) -> str:
    """``variant`` as one of :data:`VARIANTS`, or ``ParseError("unknown-variant")``.

    >>> check_variant(" Normale ")
    'normale'
    """
    if isinstance(variant, str) and variant.strip().lower() in VARIANTS:
        return variant.strip().lower()
    raise ParseError("unknown-variant", text=shown(variant), choices=list(VARIANTS))


def captures(card: Card, table: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Every set of table cards ``card`` may take, each sorted; ``[]`` when it must be laid.

    A card of the same value on the table must be taken (one of them, the
    player's choice); only when there is none may a set adding up to the value
    be taken, again the player's choice among the sets.
    """
    same = [(c,) for c in sorted(table) if c.value == card.value]
    if same:
        return same
    ordered = sorted(c for c in table if c.value < card.value)
    out = []
    for size in range(2, len(ordered) + 1):
        for combo in combinations(ordered, size):
            if sum(c.value for c in combo) == card.value:
                out.append(combo)
    return out


def primiera_cards(cards: Iterable[Card | str]) -> tuple[Card, ...] | None:
    """The best card of each suit for the primiera, in suit order; ``None`` without all four.

    >>> primiera_cards([Card.parse(t) for t in "7d 6d 1c 5s 10b".split()])
    (Card.parse('7d'), Card.parse('1c'), Card.parse('5s'), Card.parse('10b'))
    """
    if isinstance(cards, str) or not isinstance(cards, Iterable):
        raise ParseError("bad-card-list", text=shown(cards))
    best: dict[int, Card] = {}
    for item in cards:
        card = Card.parse(item)
        i = card.suit.index
        if i not in best or card.primiera_points > best[i].primiera_points:
            best[i] = card
    if len(best) < len(SUITS):
        return None
    return tuple(best[i] for i in range(len(SUITS)))


def primiera(cards: Iterable[Card | str]) -> int | None:
    """The primiera of a pile: the sum of its best card in each suit, ``None`` without all four.

    Values: 7 = 21, 6 = 18, Asso = 16, 5 = 15, 4 = 14, 3 = 13, 2 = 12, figures 10.

    >>> primiera([Card.parse(t) for t in "7d 7c 7s 7b".split()]), primiera(["7d", "6c", "1s", "5b"])
    (84, 70)
    """
    best = primiera_cards(cards)
    return None if best is None else sum(c.primiera_points for c in best)


@dataclass(frozen=True, slots=True)
class TeamScore:
    """One side's points for a hand, and the counts behind them.

    ``scope``, ``settebello``, ``denari``, ``carte`` and ``primiera`` are the
    points of each item (the last four 0 or 1), ``total`` their sum;
    ``cards``, ``denari_count`` and ``primiera_value`` (``None`` without all
    four suits) are the counts that decide them, ``primiera_cards`` the four
    cards shown.
    """

    scope: int
    settebello: int
    denari: int
    carte: int
    primiera: int
    cards: int
    denari_count: int
    primiera_value: int | None
    primiera_cards: tuple[Card, ...] | None

    @property
    def total(self) -> int:
        """The side's points for the hand."""
        return self.scope + self.settebello + self.denari + self.carte + self.primiera


def score_hand(piles: Sequence[Sequence[Card]], scope: Sequence[int]) -> tuple[TeamScore, ...]:
    """Score both sides from their captured piles and scopas (SCOPONE.md "Scoring").

    >>> team0 = [Card.parse(t) for t in "7d 6d 5d 4d 3d 2d 7c 7s 7b".split()]
    >>> a, b = score_hand([team0, []], [2, 1])
    >>> a.total, (a.scope, a.settebello, a.denari, a.carte, a.primiera), b.total
    (5, (2, 1, 1, 0, 1), 1)
    """
    denari = [sum(1 for c in pile if c.suit.index == 0) for pile in piles]
    counts = [len(pile) for pile in piles]
    best = [primiera_cards(pile) for pile in piles]
    values = [None if b is None else sum(c.primiera_points for c in b) for b in best]
    out = []
    for team, pile in enumerate(piles):
        other = 1 - team
        mine, theirs = values[team], values[other]
        out.append(
            TeamScore(
                scope=scope[team],
                settebello=int(any(c.is_settebello for c in pile)),
                denari=int(denari[team] >= DENARI_POINT),
                carte=int(counts[team] >= CARTE_POINT),
                primiera=int(mine is not None and (theirs is None or mine > theirs)),
                cards=counts[team],
                denari_count=denari[team],
                primiera_value=mine,
                primiera_cards=best[team],
            )
        )
    return tuple(out)
