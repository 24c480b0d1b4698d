"""The strong player: determinized sampling over the hands this seat cannot see.

For each sample the unseen cards are dealt at random to the other three
seats, as many as each holds; every candidate play is then played out in that
sample, the rest of the hand by the club player's rules (a *rollout*), or
exactly by alpha-beta (:mod:`scopone.ai.solver`) once few cards remain. The
play with the best average over the samples is chosen. Every sample plays
every candidate, so the candidates are compared on the same deals. This is
Perfect Information Monte Carlo, the simplest relative of the
information-set MCTS that Di Palma and Lanzi found strongest.

What the average is of, and which plays are candidates, is set by
:class:`Settings` (the defaults are what the benchmarks kept, see
``bench/scopone_ai.py``):

- ``match_from``: once a side has this many points in the game, the end of
  the hand is valued by the chance of winning the game from the running
  totals (:mod:`scopone.ai.match`), not by the hand's points alone: at 20–20
  the hand is played to be won (``None``: never);
- ``win_bonus``: a hand that ends the game is worth this many points more to
  the side that wins it (and less to the other), on top of its points;
- ``candidates``: how many of the club player's best plays are searched
  (``None``: every legal play); with ``screen``, every legal play is played
  in the first ``screen`` samples, and the ``candidates`` best so far go on;
- ``infer``: what the other seats' plays so far say about their cards (a
  seat that did not sweep the table probably held no card that could): with
  1, each sample is weighted by how likely those plays were from its hands;
  with 2, twice as many deals are drawn and half of them kept, the likelier
  more often (weighted sampling without replacement), all then counting alike;
- ``tiebreak``: between plays of equal value, the one that leaves the next
  player the smaller chance of a scopa.

Only the :class:`~scopone.view.SeatView` is read: the samples are drawn from
the cards the seat has not seen, so the choice cannot depend on where they
really are.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..plays import Play
from ..view import SeatView
from .baseline import WORTH, p_hold, play_score
from .match import TARGET, outcome_value
from .sim import VALUE, Summary, add_pile, end_of_hand, final_diff, play_out, takes, team_points
from .solver import Search, apply

__all__ = ["CANDIDATES", "ENDGAME", "PRIOR", "Settings", "choose", "evaluate", "rollout"]

#: With this many cards or fewer left in the hands, samples are solved exactly.
ENDGAME = 8
#: The share of ``budget_s`` the sampling aims at, leaving room for the rest.
SAFETY = 0.9
#: How many of the baseline's best plays are searched.
CANDIDATES = 5
#: The weight of the baseline's score of a play, added to its average points.
PRIOR = 0.15
#: How sure the model of the other seats is that they play the club player's best
#: play (the temperature of a softmax over its scores: lower is surer).
TEMPERATURE = 2.0
#: With ``infer=2``: deals drawn at a time, half of them kept, and how strongly the
#: likelihood picks them (a power of it: 1 trusts the model fully).
BATCH = 16
INFER_POWER = 1.0


@dataclass(frozen=True)
class Settings:
    """What the strong player searches and how it values the end of a hand (module docstring)."""

    candidates: int | None = CANDIDATES
    screen: int = 0
    match_from: int | None = None
    infer: int = 0
    win_bonus: float = 0.0
    tiebreak: bool = False


#: The settings :func:`choose` uses unless told otherwise.
DEFAULT = Settings()

Leaf = Callable[[Summary], float]


def _summary(view: SeatView) -> Summary:
    from .sim import EMPTY_SUMMARY

    s = EMPTY_SUMMARY
    for team in (0, 1):
        s = add_pile(s, team, [c.code for c in view.captured[team]], view.scope[team])
    return s


def rollout(
    hands: list[list[int]],
    table: list[int],
    turn: int,
    last: int,
    summary: Summary,
    leaf: Callable[[Summary], object] = final_diff,
) -> object:
    """Play the hand out with the club player's rules; ``leaf`` of the final summary.

    By default side 0's points minus side 1's.
    """
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
        table, last, summary = play_out(table, turn, last, summary, best_card, best_taken, total)
        turn = (turn + 1) % 4
    return leaf(end_of_hand(table, last, summary))


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


def match_leaf(totals: tuple[int, int]) -> Leaf:
    """Side 0's value of a finished hand from the running ``totals`` (:mod:`.match`)."""
    ours, theirs = totals

    def leaf(summary: Summary) -> float:
        a, b = team_points(summary)
        return outcome_value(ours, theirs, a, b)

    return leaf


def bonus_leaf(totals: tuple[int, int], bonus: float) -> Leaf:
    """Side 0's points minus side 1's, ``± bonus`` when the hand ends the game.

    >>> from scopone.ai.sim import EMPTY_SUMMARY, add_pile
    >>> won = add_pile(EMPTY_SUMMARY, 0, [6, 5], 0)        # the settebello: 1 point to 0
    >>> bonus_leaf((20, 19), 3)(won), bonus_leaf((10, 9), 3)(won), bonus_leaf((19, 20), 3)(won)
    (4, 1, 1)
    """
    ours, theirs = totals

    def leaf(summary: Summary) -> float:
        a, b = team_points(summary)
        a, b = ours + a, theirs + b
        if max(a, b) >= TARGET and a != b:
            return a - b - ours + theirs + (bonus if a > b else -bonus)
        return a - b - ours + theirs

    return leaf


@dataclass(frozen=True, slots=True)
class _Seen:
    """One play another seat made this hand, with what that seat knew when it made it."""

    seat: int
    card: int
    taken: tuple[int, ...]
    table: tuple[int, ...]
    table_sum: int
    table_worth: float
    left_after: int
    opp: int
    in_hands: tuple[int, ...]  # how many cards of each value were in the four hands
    in_hands_total: int
    later: tuple[int, ...]  # the cards this seat played after this one (in its hand then)


def _seen_plays(view: SeatView) -> list[_Seen]:
    """The other seats' plays this hand, each with the table and the hands' sizes then.

    The table before each play is found by taking the plays back, newest first.
    """
    hands_now = [c.code for c in view.hand] + [c.code for c in view.unseen]
    sizes = list(view.hand_sizes)
    table = sorted(c.code for c in view.table)
    in_hands = list(hands_now)
    out: list[_Seen] = []
    later: dict[int, list[int]] = {s: [] for s in range(4)}
    for seat, play in reversed(view.plays):
        card = play.card.code
        taken = tuple(c.code for c in play.captures)
        if taken:
            table = sorted(table + list(taken))
        elif card in table:
            table.remove(card)
        sizes[seat] += 1
        in_hands.append(card)
        if seat != view.seat:
            counts = [0] * 11
            for c in in_hands:
                counts[VALUE[c]] += 1
            out.append(
                _Seen(
                    seat,
                    card,
                    taken,
                    tuple(table),
                    sum(VALUE[t] for t in table),
                    sum(WORTH[t] for t in table),
                    len(in_hands) - 1,
                    sizes[(seat + 1) % 4],
                    tuple(counts),
                    len(in_hands),
                    tuple(later[seat]),
                )
            )
        later[seat].append(card)
    return out


def _log_likelihood(seen: list[_Seen], hands: list[list[int]]) -> float:
    """How likely the seen plays were from these hands, had every seat played like the club."""
    total = 0.0
    for s in seen:
        hand = [*hands[s.seat], *s.later, s.card]
        by_value = list(s.in_hands)
        for c in hand:
            by_value[VALUE[c]] -= 1
        unseen = s.in_hands_total - len(hand)
        scores = []
        chosen = 0.0
        for card in hand:
            options = takes(VALUE[card], s.table) if s.table else ()
            for taken in options or ((),):
                score = play_score(
                    card, taken, s.table_sum, s.table_worth, s.left_after, by_value, unseen, s.opp
                )
                scores.append(score)
                if card == s.card and taken == s.taken:
                    chosen = score
        top = max(scores)
        norm = sum(math.exp((x - top) / TEMPERATURE) for x in scores)
        total += (chosen - top) / TEMPERATURE - math.log(norm)
    return total


def evaluate(
    view: SeatView,
    *,
    seed: object = None,
    iterations: int | None = None,
    budget_s: float = 0.3,
    settings: Settings = DEFAULT,
) -> dict[Play, float]:
    """Average value (this seat's side − the other, in points) of each candidate play.

    With ``iterations`` the number of samples is fixed (reproducible with a
    seed); without, samples are drawn until ``budget_s`` seconds have passed.
    The club player's score of each play is added, weighted by :data:`PRIOR`.
    """
    values, prior, _ = _evaluate(view, seed, iterations, budget_s, settings)
    return {play: values[play] + PRIOR * prior[play] for play in values}


def _evaluate(
    view: SeatView,
    seed: object,
    iterations: int | None,
    budget_s: float,
    settings: Settings,
) -> tuple[dict[Play, float], dict[Play, float], int]:
    """Each candidate's average over the samples, its club score, and the samples drawn."""
    started = time.perf_counter()
    plays = view.legal_plays()
    prior = _prior(view, plays)
    if len(plays) == 1:
        return {plays[0]: 0.0}, {plays[0]: prior[0]}, 0
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
    table = tuple(sorted(c.code for c in view.table))
    last = -1 if view.last_taker is None else view.last_taker
    summary = _summary(view)
    sign = 1 if view.team == 0 else -1
    keep = settings.candidates
    screening = settings.screen if keep is not None and len(plays) > keep else 0
    if keep is not None and len(plays) > keep and not screening:
        # only the club player's best few are searched
        ranked = sorted(range(len(plays)), key=lambda i: -prior[i])[:keep]
        plays = [plays[i] for i in sorted(ranked)]
        prior = [prior[i] for i in sorted(ranked)]
    moves = [(p.card.code, tuple(c.code for c in p.captures)) for p in plays]
    late = settings.match_from is not None and max(view.totals) >= settings.match_from
    leaf: Leaf = match_leaf(view.totals) if late else final_diff
    if settings.win_bonus and not late:
        leaf = bonus_leaf(view.totals, settings.win_bonus)
    seen = _seen_plays(view) if settings.infer else []
    pool: list[list[list[int]]] = []
    totals = [0.0] * len(moves)
    weight_sum = 0.0
    shift: float | None = None  # the largest log-likelihood so far: weights are relative to it
    left = sum(view.hand_sizes)
    deadline = started + SAFETY * budget_s
    timed = iterations is None
    done = 0
    while True:
        if not timed and done >= (iterations or 0):
            break
        if timed and done >= 2:
            # stop when one more sample, at the pace so far, would overrun the budget
            elapsed = time.perf_counter() - started
            if elapsed * (done + 1) / done > SAFETY * budget_s:
                break
        if settings.infer == 2 and seen:
            if not pool:
                pool = _likely_deals(view, rng, unseen, seen)
            hands = pool.pop()
        else:
            hands = _sample(view, rng, unseen)
        frozen = tuple(tuple(h) for h in hands)
        search = Search(leaf=leaf) if left <= ENDGAME else None
        values = []
        for card, taken in moves:
            if timed and done >= 2 and time.perf_counter() > deadline:
                break  # out of time within a sample (a busy machine): drop it whole
            nh, nt, nturn, nlast, ns = apply(frozen, table, view.seat, last, summary, card, taken)
            if search is not None:
                value = search.value(nh, nt, nturn, nlast, ns, -999, 999)
            else:
                value = rollout([list(h) for h in nh], list(nt), nturn, nlast, ns, leaf)
            values.append(sign * value)
        if len(values) < len(moves):
            break
        weight = 1.0
        if seen and settings.infer == 1:
            ll = _log_likelihood(seen, hands)
            if shift is None or ll > shift:
                if shift is not None:  # rescale what is summed so far to the new reference
                    factor = math.exp(shift - ll)
                    totals = [t * factor for t in totals]
                    weight_sum *= factor
                shift = ll
            weight = math.exp(ll - shift)
        for i, value in enumerate(values):
            totals[i] += weight * value
        weight_sum += weight
        done += 1
        if screening and done == screening:  # the best few so far go on, on the same deals
            score = [totals[i] / weight_sum + PRIOR * prior[i] for i in range(len(plays))]
            best = sorted(sorted(range(len(plays)), key=lambda i: -score[i])[: keep or 1])
            plays, prior = [plays[i] for i in best], [prior[i] for i in best]
            moves, totals = [moves[i] for i in best], [totals[i] for i in best]
    norm = weight_sum or 1.0
    averages = {play: totals[i] / norm for i, play in enumerate(plays)}
    return averages, dict(zip(plays, prior, strict=True)), done


def _likely_deals(
    view: SeatView, rng: random.Random, unseen: list[int], seen: list[_Seen]
) -> list[list[list[int]]]:
    """Half of :data:`BATCH` deals, drawn at random and kept the likelier the more often.

    Weighted sampling without replacement (Efraimidis and Spirakis): each deal
    gets the key ``u ** (1 / w)``, ``w`` its likelihood to the power
    :data:`INFER_POWER`, and the highest keys are kept.
    """
    deals = [_sample(view, rng, unseen) for _ in range(BATCH)]
    lls = [INFER_POWER * _log_likelihood(seen, d) for d in deals]
    top = max(lls)
    keys = [rng.random() ** (1 / math.exp(ll - top)) for ll in lls]
    ranked = sorted(range(BATCH), key=lambda i: keys[i])
    return [deals[i] for i in ranked[BATCH // 2 :]]


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


def scopa_risk(view: SeatView, play: Play) -> float:
    """The chance that the next player can sweep the table ``play`` leaves (a scopa).

    >>> from scopone import Game
    >>> game = Game.from_layout([["2d", "6d"], ["3c", "9s"], ["4s", "1b"], ["6b", "6c"]],
    ...                         ["4d"], dealer=3, turn=0)
    >>> view = game.view(0)      # 4 + 2: East may hold 6b or 6c; 4 + 6 = 10: no Re is left
    >>> [(str(p), round(scopa_risk(view, p), 2)) for p in view.legal_plays()]
    [('2d', 0.6), ('6d', 0.0)]
    """
    left_after = sum(view.hand_sizes) - 1
    if left_after <= 1:  # the next card is the hand's last: no scopa
        return 0.0
    rest = sum(c.value for c in view.table)
    if play.captures:
        rest -= sum(c.value for c in play.captures)
    else:
        rest += play.card.value
    if not 0 < rest <= 10:
        return 0.0
    unseen = view.unseen
    k = sum(1 for c in unseen if c.value == rest)
    return p_hold(k, len(unseen), view.hand_sizes[(view.seat + 1) % 4])


def choose(
    view: SeatView,
    *,
    seed: object = None,
    iterations: int | None = None,
    budget_s: float = 0.3,
    settings: Settings = DEFAULT,
) -> Play:
    """The strong player's play for the seat of ``view`` (the seat to move)."""
    averages, prior, _ = _evaluate(view, seed, iterations, budget_s, settings)
    score = {p: averages[p] + PRIOR * prior[p] for p in averages}
    best = max(score, key=lambda p: score[p])
    if not settings.tiebreak:
        return best
    tied = [p for p in score if abs(averages[p] - averages[best]) < 1e-9]
    return min(tied, key=lambda p: (scopa_risk(view, p), -score[p]))
