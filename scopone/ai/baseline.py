"""The baseline player: the rules a careful club player writes down.

Each legal play gets a score from what the seat may know (its
:class:`~scopone.view.SeatView`): take when you can, the scopa above all, then
the settebello, the sevens, the denari and the count of cards; lay the least
useful card; never leave the table adding up to a value an opponent may still
hold (counting the cards gone: a value whose four cards are all seen is
safe); keep the sevens and the settebello out of reach.

>>> from scopone import Game
>>> game = Game.from_layout([["5d", "7d", "2b"], ["3c", "9s"], ["4s", "1b"], ["6b", "2c"]],
...                         ["5s"], dealer=3, turn=0)
>>> str(choose(game.view(0)))   # the scopa
'5d x 5s'
"""

from __future__ import annotations

from ..plays import Play
from ..view import SeatView
from .sim import PRIMIERA, VALUE

__all__ = ["choose", "p_hold", "play_score"]

# What a card is worth to its side's pile, roughly: the settebello, sevens and
# sixes for the primiera, denari, and one card for the count.
WORTH = tuple(
    0.25
    + (0.6 if c < 10 else 0.0)
    + (5.0 if c == 6 else 0.0)
    + {7: 1.4, 6: 0.7, 1: 0.35}.get(c % 10 + 1, 0.0)
    for c in range(40)
)
SCOPA = 9.0
DANGER = 7.0


_HOLD: dict[tuple[int, int, int], float] = {}


def p_hold(k: int, unseen: int, cards: int) -> float:
    """The chance that a hand of ``cards`` cards, drawn from ``unseen`` cards of which ``k``
    have a value, holds at least one of them.

    >>> p_hold(0, 20, 5), p_hold(4, 4, 1), round(p_hold(1, 10, 5), 2)
    (0.0, 1.0, 0.5)
    """
    key = (k, unseen, cards)
    hit = _HOLD.get(key)
    if hit is None:
        p_none = 1.0
        for i in range(min(cards, unseen)):
            p_none *= max(0.0, (unseen - k - i) / (unseen - i))
        hit = _HOLD[key] = 1.0 - p_none
    return hit


def play_score(
    card: int,
    taken: tuple[int, ...],
    table_sum: int,
    table_worth: float,
    cards_left_after: int,
    by_value: list[int],
    unseen: int,
    opp_cards: int,
) -> float:
    """The club player's score of one play (codes): what it takes, what it risks.

    ``by_value[v]`` counts the cards of value ``v`` the seat has not seen,
    ``unseen`` all of them, ``opp_cards`` the next player's hand size (the
    next player is always an opponent).
    """
    value = VALUE[card]
    if taken:
        taken_sum = 0
        score = WORTH[card]
        for t in taken:
            taken_sum += VALUE[t]
            score += WORTH[t]
        rest_sum = table_sum - taken_sum
        if rest_sum == 0 and cards_left_after > 0:
            score += SCOPA
    else:
        rest_sum = table_sum + value
        score = -WORTH[card]
        k = by_value[value]
        if k == 0:  # no one else can take it by its value
            score += 0.3
        else:  # the next opponent may take it, and what it joins
            score -= 0.5 * (table_worth + WORTH[card]) * p_hold(k, unseen, opp_cards)
    if cards_left_after > 0 and 0 < rest_sum <= 10:
        k = by_value[rest_sum]
        if k:
            score -= DANGER * p_hold(k, unseen, opp_cards)
    return score - 0.01 * PRIMIERA[card] / 21


def choose(view: SeatView) -> Play:
    """The baseline's play for the seat of ``view`` (which must be the seat to move)."""
    plays = view.legal_plays()
    table = [c.code for c in view.table]
    table_sum = sum(VALUE[t] for t in table)
    table_worth = sum(WORTH[t] for t in table)
    unseen_cards = view.unseen
    by_value = [0] * 11
    for c in unseen_cards:
        by_value[c.value] += 1
    opp = view.hand_sizes[(view.seat + 1) % 4]
    left_after = sum(view.hand_sizes) - 1
    best, best_score = plays[0], float("-inf")
    for play in plays:
        score = play_score(
            play.card.code,
            tuple(c.code for c in play.captures),
            table_sum,
            table_worth,
            left_after,
            by_value,
            len(unseen_cards),
            opp,
        )
        if score > best_score:
            best, best_score = play, score
    return best
