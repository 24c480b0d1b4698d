"""Open hands, estimated: the value of each play from rollouts with every hand known.

Where the exact search (:mod:`scopone.ai.solver`) would take too long, each
legal play is played out many times to the end of the hand, every seat
playing the club player's rules with the cards in front of it *known* (the
next player's real hand decides what it risks) and a little chance in its
choice, so that the rollouts differ; the average over the rollouts is the
estimate. The last :data:`EXACT` cards of each rollout are played exactly,
which halves the estimate's mistakes for a few times the work. It is still an
estimate: good players may do better than the rollouts, so it is marked as
one wherever it is shown (``bench/scopone_review.py`` measures how far off).

>>> from scopone import Game
>>> from scopone.ai.solver import solve
>>> game = Game.new(3)
>>> values = estimate(game, rollouts=8, seed=1)
>>> len(values) == len(game.legal_plays()), values == estimate(game, rollouts=8, seed=1)
(True, True)
>>> small = Game.from_layout([["5d", "2b"], ["3c", "9s"], ["4s", "1b"], ["6b", "2c"]],
...                          ["5s"], dealer=3, turn=0)
>>> estimate(small, rollouts=4) == solve(small).values   # 8 cards: every rollout is exact
True
"""

from __future__ import annotations

import math
import random

from ..cards import Card
from ..errors import IllegalPlay, ParseError
from ..game import Game
from ..plays import Play
from .baseline import WORTH, play_score
from .sim import VALUE, Summary, end_of_hand, final_diff, play_out, takes
from .solver import Search, apply, summary_of

__all__ = ["TEMPERATURE", "estimate", "rollout_open"]

#: How much chance there is in a rollout's choices (a softmax over the club scores).
TEMPERATURE = 2.0
#: The rollouts' last cards are played exactly (cheap: a few hundred positions).
EXACT = 8


def rollout_open(
    hands: list[list[int]],
    table: list[int],
    turn: int,
    last: int,
    summary: Summary,
    rng: random.Random,
    search: Search | None = None,
) -> float:
    """Play the hand out, every seat seeing the next one's hand; side 0's points minus side 1's.

    With a ``search``, the last :data:`EXACT` cards are played exactly by it.
    """
    total = sum(len(h) for h in hands)
    while total:
        if search is not None and total <= EXACT:
            frozen = tuple(tuple(sorted(h)) for h in hands)
            return search.value(frozen, tuple(sorted(table)), turn, last, summary, -999, 999)
        hand = hands[turn]
        nxt = hands[(turn + 1) % 4]
        by_value = [0] * 11
        for c in nxt:
            by_value[VALUE[c]] += 1
        table_sum = 0
        table_worth = 0.0
        for t in table:
            table_sum += VALUE[t]
            table_worth += WORTH[t]
        moves = []
        scores = []
        for card in hand:
            options = takes(VALUE[card], table) if table else ()
            for taken in options or ((),):
                moves.append((card, taken))
                scores.append(
                    play_score(
                        card, taken, table_sum, table_worth, total - 1, by_value, len(nxt), len(nxt)
                    )
                )
        top = max(scores)
        weights = [math.exp((s - top) / TEMPERATURE) for s in scores]
        card, taken = rng.choices(moves, weights)[0]
        hand.remove(card)
        total -= 1
        table, last, summary = play_out(table, turn, last, summary, card, taken, total)
        turn = (turn + 1) % 4
    return final_diff(end_of_hand(table, last, summary))


def estimate(game: Game, *, rollouts: int = 32, seed: object = 0) -> dict[Play, float]:
    """The estimated value of each legal play: the side to move's points minus the other's.

    The average over ``rollouts`` open-hands rollouts of each play; the same
    ``seed`` gives the same estimate.
    """
    if not isinstance(game, Game):
        raise ParseError("bad-game", text=type(game).__name__)
    if isinstance(rollouts, bool) or not isinstance(rollouts, int) or rollouts < 1:
        raise ParseError("bad-limit", text=str(rollouts))
    if game.is_hand_over:
        raise IllegalPlay("hand-over")
    hands = tuple(tuple(sorted(c.code for c in h)) for h in game.hands)
    table = tuple(sorted(c.code for c in game.table))
    last = -1 if game.last_taker is None else game.last_taker
    summary = summary_of(game)
    sign = 1 if game.turn % 2 == 0 else -1
    search = Search() if EXACT else None
    out: dict[Play, float] = {}
    for play in game.legal_plays():
        card, taken = play.card.code, tuple(c.code for c in play.captures)
        nh, nt, nturn, nlast, ns = apply(hands, table, game.turn, last, summary, card, taken)
        rng = random.Random(repr((seed, str(play), hands, table)))
        total = 0
        for _ in range(rollouts):
            total += rollout_open([list(h) for h in nh], list(nt), nturn, nlast, ns, rng, search)
        out[Play(Card.from_code(card), tuple(Card.from_code(t) for t in taken))] = (
            sign * total / rollouts
        )
    return out
