"""The review of a recorded hand: how long it takes, play by play and in all.

    python bench/scopone_review.py                  # 20 hands, South's plays reviewed
    python bench/scopone_review.py --hands 50 --verbose
    python bench/scopone_review.py --max-nodes 60000 --rollouts 16
    python bench/scopone_review.py --calibrate 20   # estimates against exact values

Each hand is dealt from a game number (1, 2, …) and played to its end: the
reviewed seat (South) by the level given with ``--reader`` (``beginner`` by
default, who makes the mistakes a review is for), the three others by the
club player. Then :func:`scopone.review.review_hand` reviews South's ten
plays with the given limits (the defaults are the shipped ones).

Printed: for each hand, its total time (wall and CPU) and how many of the
plays were exact; with ``--verbose`` each play's time, the cards left and
whether it was exact; at the end the p50 and p95 of the totals, and the share
of exact plays. This is CPython; in the browser (Pyodide) the same review is
slower (see the page's benchmark).

``--calibrate N`` measures the estimates instead: N positions with 20 cards
left (hands of club players, a beginner now and then), each estimated with
``--rollouts`` and solved exactly: how often the estimate's best play is a
best play, the mean error of each play's cost (the best value minus its
value), and of the plays an estimate would mark as mistakes, how many cost
less than half a point.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopone import Game
from scopone.ai import SEAT_LEVELS, check_level, choose_for_view
from scopone.ai.estimate import estimate
from scopone.ai.solver import solve
from scopone.record import HandRecord
from scopone.review import ITERATIONS, MAX_NODES, MISTAKE_ESTIMATE, ROLLOUTS, review_hand


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def recorded_hand(number: int, reader: str, seat: int = 0) -> HandRecord:
    """Hand 1 of game ``number``: ``seat`` played by ``reader``, the others by the club player."""
    game = Game.new(number)
    while not game.is_hand_over:
        level = reader if game.turn == seat else "club"
        game.play(choose_for_view(game.view(game.turn), level, seed=number, iterations=16))
    return HandRecord.from_game(game)


def calibrate(positions: int, rollouts: int, left: int = 20) -> None:
    """The estimates against the exact values on ``positions`` positions with ``left`` cards."""
    costs: list[tuple[float, float]] = []
    agree = 0
    spent = 0.0
    done = 0
    for number in range(2000, 2000 + positions):
        game = Game.new(number)
        rng = random.Random(number)
        while sum(len(h) for h in game.hands) > left:
            level = "beginner" if rng.random() < 0.3 else "club"
            game.play(choose_for_view(game.view(game.turn), level))
        if len(game.legal_plays()) < 2:
            continue
        exact = solve(game).values
        t = time.process_time()
        guess = estimate(game, rollouts=rollouts, seed=number)
        spent += time.process_time() - t
        done += 1
        top, top_guess = max(exact.values()), max(guess.values())
        costs += [(top - exact[p], top_guess - guess[p]) for p in exact]
        agree += exact[max(guess, key=lambda p: guess[p])] == top
    error = statistics.mean(abs(a - b) for a, b in costs)
    print(
        f"{done} positions with {left} cards left, {rollouts} rollouts a play: the estimate's "
        f"best play is a best play in {agree}/{done}; mean error of a play's cost {error:.2f}; "
        f"{spent / done:.3f} s CPU an estimate"
    )
    for threshold in (0.5, MISTAKE_ESTIMATE):
        marked = [a for a, b in costs if b >= threshold]
        wrong = sum(1 for a in marked if a < 0.5)
        real = sum(1 for a, _ in costs if a >= 0.5)
        found = len(marked) - wrong
        print(
            f"marked from {threshold} estimated points: {len(marked)} plays, {wrong} of them "
            f"cost less than 0.5; {found} of the {real} plays that cost 0.5 or more"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20, help="hands to review")
    parser.add_argument("--first", type=int, default=1, help="first game number")
    parser.add_argument("--reader", default="beginner", help="the level playing South")
    parser.add_argument("--max-nodes", type=int, default=MAX_NODES)
    parser.add_argument("--rollouts", type=int, default=ROLLOUTS)
    parser.add_argument("--iterations", type=int, default=ITERATIONS)
    parser.add_argument("--verbose", action="store_true", help="print every play's time")
    parser.add_argument("--calibrate", type=int, default=0, help="positions to calibrate on")
    args = parser.parse_args()
    if args.calibrate:
        calibrate(args.calibrate, args.rollouts)
        return 0
    reader = check_level(args.reader, SEAT_LEVELS)
    walls: list[float] = []
    cpus: list[float] = []
    exact = plays = mistakes = 0
    for number in range(args.first, args.first + args.hands):
        record = recorded_hand(number, reader)
        marks: list[tuple[float, float]] = []

        def progress(done: int, total: int, marks: list = marks) -> None:
            if done:  # after each play (0: before the first)
                marks.append((time.perf_counter(), time.process_time()))

        wall, cpu = time.perf_counter(), time.process_time()
        review = review_hand(
            record,
            0,
            max_nodes=args.max_nodes,
            rollouts=args.rollouts,
            iterations=args.iterations,
            progress=progress,
        )
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        n_exact = sum(p.exact for p in review.plays)
        exact += n_exact
        plays += len(review.plays)
        mistakes += len(review.mistakes)
        print(
            f"game {number}: {walls[-1]:.2f} s wall, {cpus[-1]:.2f} s CPU, "
            f"{n_exact}/{len(review.plays)} exact, {len(review.mistakes)} mistakes, "
            f"{review.nodes:,} positions searched",
            flush=True,
        )
        if args.verbose:
            before = (wall, cpu)
            # the review goes from the last play to the first: marks are in that order
            for play, mark in zip(reversed(review.plays), marks, strict=True):
                left = 40 - play.ply
                print(
                    f"   play {play.ply + 1:2} ({left:2} cards left, "
                    f"{'exact' if play.exact else 'estimate'}): "
                    f"{mark[0] - before[0]:.3f} s wall, {mark[1] - before[1]:.3f} s CPU"
                )
                before = mark
    print(
        f"=== {len(walls)} hands: total wall p50 {percentile(walls, 0.5):.2f} s, "
        f"p95 {percentile(walls, 0.95):.2f} s, max {max(walls):.2f} s; CPU p50 "
        f"{percentile(cpus, 0.5):.2f} s, p95 {percentile(cpus, 0.95):.2f} s, "
        f"mean {statistics.mean(cpus):.2f} s"
    )
    print(
        f"exact: {exact}/{plays} plays ({exact / plays:.0%}); mistakes marked: {mistakes} "
        f"(max_nodes {args.max_nodes:,}, rollouts {args.rollouts}, iterations {args.iterations})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
