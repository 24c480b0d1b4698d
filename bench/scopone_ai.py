"""Scopone's computer players: strong against baseline over complete games to 21.

    python bench/scopone_ai.py --games 400               # the goal's match (~40 min; run niced)
    python bench/scopone_ai.py --games 40 --iterations 8 # a shorter, weaker match
    python bench/scopone_ai.py --timing 200              # decision time at the default budget
    python bench/scopone_ai.py --solve 20                # open hands on 16-card positions

Games come in pairs with the same game number (so the same first dealer and
the same shuffles), the strong player sitting North–South in one and
East–West in the other: seats, first dealers and cards are balanced. The
strong player searches a fixed number of samples per decision
(``--iterations``), so a match is reproducible and its length does not depend
on the machine's load; the time per decision is measured separately.

Printed: the strong side's win rate with a 95 % Wilson interval, points and
scopas per hand for each side, and the time per decision (p50, p95).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from options import seconds, whole

from scopone import Game
from scopone.ai import choose, solve
from scopone.deal import MAX_GAME


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def play_game(number: int, strong_team: int, iterations: int, times: list[float]) -> dict:
    game = Game.new(number)
    points = [0, 0]
    scope = [0, 0]
    hands = 0
    while True:
        while not game.is_hand_over:
            seat = game.turn
            if seat % 2 == strong_team:
                t = time.perf_counter()
                play = choose(game, "strong", seed=number, iterations=iterations)
                times.append(time.perf_counter() - t)
            else:
                play = choose(game, "baseline")
            game.play(play)
        score = game.hand_score()
        hands += 1
        for team in (0, 1):
            points[team] += score[team].total
            scope[team] += score[team].scope
        if game.is_game_over:
            break
        game.next_hand()
    return {
        "won": game.winner == strong_team,
        "hands": hands,
        "strong_points": points[strong_team],
        "base_points": points[1 - strong_team],
        "strong_scope": scope[strong_team],
        "base_scope": scope[1 - strong_team],
    }


def report(results: list[dict], times: list[float], iterations: int, first: int) -> None:
    n = len(results)
    wins = sum(r["won"] for r in results)
    low, high = wilson(wins, n)
    hands = sum(r["hands"] for r in results)
    print(f"games: {n} (pairs of game numbers {first}–{first + (n - 1) // 2}, sides swapped)")
    print(f"strong samples per decision: {iterations}")
    print(f"strong win rate: {wins / n:.1%} (95 % CI {low:.1%}–{high:.1%})")
    print(f"hands: {hands}, {hands / n:.2f} per game")
    for side in ("strong", "base"):
        label = "strong  " if side == "strong" else "baseline"
        pts = sum(r[f"{side}_points"] for r in results) / hands
        sc = sum(r[f"{side}_scope"] for r in results) / hands
        print(f"{label}: {pts:.2f} points per hand, {sc:.2f} scopas per hand")
    print(
        f"strong decision time: p50 {percentile(times, 0.5) * 1000:.0f} ms, "
        f"p95 {percentile(times, 0.95) * 1000:.0f} ms over {len(times)} decisions",
        flush=True,
    )


def match(games: int, iterations: int, first: int, every: int) -> None:
    times: list[float] = []
    results = []
    start = time.perf_counter()
    for i in range(games):
        number = first + i // 2
        results.append(play_game(number, i % 2, iterations, times))
        if every and (i + 1) % every == 0 and i + 1 < games:
            print(f"--- after {i + 1} games, {time.perf_counter() - start:.0f} s", flush=True)
            report(results, times, iterations, first)
    print(f"=== {len(results)} games, {time.perf_counter() - start:.0f} s")
    report(results, times, iterations, first)


def timing(decisions: int, budget: float) -> None:
    """Decision time of choose(level="strong", budget_s=budget) over random positions."""
    rng = random.Random("timing")
    times: list[float] = []
    cpu: list[float] = []
    number = 0
    while len(times) < decisions:
        game = Game.new(number)
        number += 1
        while not game.is_hand_over and len(times) < decisions:
            t, c = time.perf_counter(), time.process_time()
            play = choose(game, "strong", seed=number, budget_s=budget)
            times.append(time.perf_counter() - t)
            cpu.append(time.process_time() - c)
            game.play(play if rng.random() < 0.5 else rng.choice(game.legal_plays()))
    for label, values in (("wall", times), ("CPU", cpu)):
        print(
            f"strong, budget {budget} s, {label} time: p50 {percentile(values, 0.5) * 1000:.0f} ms,"
            f" p95 {percentile(values, 0.95) * 1000:.0f} ms, max {max(values) * 1000:.0f} ms "
            f"over {len(values)} decisions"
        )


def solving(positions: int) -> None:
    """Open hands on positions with 16 cards left in the hands (four each)."""
    times: list[float] = []
    cpu: list[float] = []
    for n in range(positions):
        game = Game.new(10_000 + n)
        rng = random.Random(n)
        while sum(len(h) for h in game.hands) > 16:
            game.play(rng.choice(game.legal_plays()))
        t, c = time.perf_counter(), time.process_time()
        solve(game)
        times.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
    for label, values in (("wall", times), ("CPU", cpu)):
        print(
            f"open hands, 16 cards, {label} time: mean {statistics.mean(values):.2f} s, "
            f"max {max(values):.2f} s over {positions} positions"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=whole(0), default=0, help="games of the match (even)")
    parser.add_argument(
        "--iterations", type=whole(1, 100_000), default=16, help="strong samples per decision"
    )
    parser.add_argument(
        "--every", type=whole(1), default=20, help="print the figures every N games"
    )
    parser.add_argument("--first", type=whole(0, MAX_GAME), default=1, help="first game number")
    parser.add_argument(
        "--timing", type=whole(0), default=0, help="decisions to time at the budget"
    )
    parser.add_argument("--budget", type=seconds(high=60), default=0.3, help="seconds per decision")
    parser.add_argument("--solve", type=whole(0), default=0, help="16-card positions to solve")
    args = parser.parse_args(argv)
    if args.games % 2:
        parser.error(f"--games {args.games}: give an even number (each deal is played twice)")
    if args.first + args.games > MAX_GAME:
        parser.error(f"--first {args.first} --games {args.games}: beyond game {MAX_GAME}")
    if args.games:
        match(args.games, args.iterations, args.first, args.every)
    if args.timing:
        timing(args.timing, args.budget)
    if args.solve:
        solving(args.solve)
    if not (args.games or args.timing or args.solve):
        parser.print_help()
    return 0


if __name__ == "__main__":
    sys.exit(main())
