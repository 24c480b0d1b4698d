"""The strong player: determinized sampling over the hands this seat cannot see.

For each sample the unseen cards are dealt at random to the other three
seats, as many as each holds; every legal play is then played out in that
sample, the rest of the hand by the baseline's rules (a *rollout*), or
exactly by alpha-beta (:mod:`scopone.ai.solver`) once few cards remain. The
play with the best average points (us − them) over the samples is chosen.
Every sample plays every candidate, so the candidates are compared on the
same deals. This is Perfect Information Monte Carlo, the simplest relative
of the information-set MCTS that Di Palma and Lanzi found strongest.

Only the :class:`~scopone.view.SeatView` is read: the samples are drawn from
the cards the seat has not seen, so the choice cannot depend on where they
really are.
"""

from __future__ import annotations

import random
import time

from ..plays import Play
from ..view import SeatView
from .baseline import WORTH, play_score
from .sim import VALUE, Summary, add_pile, final_diff, takes
from .solver import _Search, apply

__all__ = ["CANDIDATES", "ENDGAME", "PRIOR", "choose", "evaluate"]

#: With this many cards or fewer left in the hands, samples are solved exactly.
ENDGAME = 8
#: The share of ``budget_s`` the sampling aims at, leaving room for the rest.
SAFETY = 0.9
#: How many of the baseline's best plays are searched.
CANDIDATES = 5
#: The weight of the baseline's score of a play, added to its average points.
PRIOR = 0.15


def _summary(view: SeatView) -> Summary:
    from .sim import EMPTY_SUMMARY

    s = EMPTY_SUMMARY
    for team in (0, 1):
        s = add_pile(s, team, [c.code for c in view.captured[team]], view.scope[team])
    return s


def rollout(
    hands: list[list[int]], table: list[int], turn: int, last: int, summary: Summary
) -> int:
    """Play the hand out with the baseline's rules; side 0's points minus side 1's."""
    counts = [0] * 11
    total = 0
    for h in hands:
        total += len(h)
        for c in h:
            counts[VALUE[c]] += 1
    while total:
        hand = hands[turn]
        by_value = counts[:]
        for c in hand:
            by_value[VALUE[c]] -= 1
        unseen = total - len(hand)
        opp = len(hands[(turn + 1) % 4])
        table_sum = 0
        table_worth = 0.0
        for t in table:
            table_sum += VALUE[t]
            table_worth += WORTH[t]
        best_card, best_taken, best_score = -1, (), float("-inf")
        for card in hand:
            options = takes(VALUE[card], table) if table else ()
            for taken in options or ((),):
                score = play_score(
                    card, taken, table_sum, table_worth, total - 1, by_value, unseen, opp
                )
                if score > best_score:
                    best_card, best_taken, best_score = card, taken, score
        hand.remove(best_card)
        counts[VALUE[best_card]] -= 1
        total -= 1
        if best_taken:
            table = [t for t in table if t not in best_taken]
            scopa = 1 if not table and total else 0
            summary = add_pile(summary, turn % 2, (best_card, *best_taken), scopa)
            last = turn
        else:
            table = [*table, best_card]
        turn = (turn + 1) % 4
    if table and last >= 0:
        summary = add_pile(summary, last % 2, table, 0)
    return final_diff(summary)


def _sample(view: SeatView, rng: random.Random, unseen: list[int]) -> list[list[int]]:
    cards = list(unseen)
    rng.shuffle(cards)
    hands: list[list[int]] = []
    start = 0
    for seat in range(4):
        if seat == view.seat:
            hands.append(sorted(c.code for c in view.hand))
        else:
            n = view.hand_sizes[seat]
            hands.append(sorted(cards[start : start + n]))
            start += n
    return hands


def evaluate(
    view: SeatView,
    *,
    seed: object = None,
    iterations: int | None = None,
    budget_s: float = 0.3,
) -> dict[Play, float]:
    """Average points (this seat's side − the other) of each legal play over the samples.

    With ``iterations`` the number of samples is fixed (reproducible with a
    seed); without, samples are drawn until ``budget_s`` seconds have passed.
    """
    started = time.perf_counter()
    plays = view.legal_plays()
    if len(plays) == 1:
        return {plays[0]: 0.0}
    key = (
        seed,
        view.seat,
        tuple(c.code for c in view.hand),
        tuple(c.code for c in view.table),
        tuple((s, str(p)) for s, p in view.plays),
        view.hand_sizes,
    )
    rng = random.Random(repr(key))
    unseen = [c.code for c in view.unseen]
    table = tuple(c.code for c in view.table)
    last = -1 if view.last_taker is None else view.last_taker
    summary = _summary(view)
    sign = 1 if view.team == 0 else -1
    prior = _prior(view, plays)
    if len(plays) > CANDIDATES:  # only the club player's best few are searched
        ranked = sorted(range(len(plays)), key=lambda i: -prior[i])[:CANDIDATES]
        plays = [plays[i] for i in sorted(ranked)]
        prior = [prior[i] for i in sorted(ranked)]
    moves = [(p.card.code, tuple(c.code for c in p.captures)) for p in plays]
    totals = [0.0] * len(moves)
    left = sum(view.hand_sizes)
    done = 0
    while True:
        if iterations is not None and done >= iterations:
            break
        if iterations is None and done >= 2:
            # stop when one more sample, at the pace so far, would overrun the budget
            elapsed = time.perf_counter() - started
            if elapsed * (done + 1) / done > SAFETY * budget_s:
                break
        hands = _sample(view, rng, unseen)
        frozen = tuple(tuple(h) for h in hands)
        search = _Search() if left <= ENDGAME else None
        for i, (card, taken) in enumerate(moves):
            nh, nt, nturn, nlast, ns = apply(
                frozen, tuple(sorted(table)), view.seat, last, summary, card, taken
            )
            if search is not None:
                value = search.value(nh, nt, nturn, nlast, ns, -999, 999)
            else:
                value = rollout([list(h) for h in nh], list(nt), nturn, nlast, ns)
            totals[i] += sign * value
        done += 1
    return {play: totals[i] / max(done, 1) + PRIOR * prior[i] for i, play in enumerate(plays)}


def _prior(view: SeatView, plays: list[Play]) -> list[float]:
    """The baseline's score of each play: ranks the candidates, and breaks near-ties."""
    table = [c.code for c in view.table]
    by_value = [0] * 11
    unseen = view.unseen
    for c in unseen:
        by_value[c.value] += 1
    opp = view.hand_sizes[(view.seat + 1) % 4]
    left = sum(view.hand_sizes) - 1
    table_sum = sum(VALUE[t] for t in table)
    table_worth = sum(WORTH[t] for t in table)
    return [
        play_score(
            p.card.code,
            tuple(c.code for c in p.captures),
            table_sum,
            table_worth,
            left,
            by_value,
            len(unseen),
            opp,
        )
        for p in plays
    ]


def choose(
    view: SeatView, *, seed: object = None, iterations: int | None = None, budget_s: float = 0.3
) -> Play:
    """The strong player's play for the seat of ``view`` (the seat to move)."""
    values = evaluate(view, seed=seed, iterations=iterations, budget_s=budget_s)
    return max(values, key=lambda p: values[p])
