"""Benchmark the solver: decided share, times, nodes per second, hints, new deals.

    .venv/bin/python bench/solver.py [--deals 1000] [--budget 1] [--variant classic]

Solves deals 0 … N-1 with a fixed time budget each and prints the shares of
solved / unsolvable / unknown, the median and p90 time of decided deals and
the nodes per second; then the p95 time of a hint from winnable mid-game
positions (cold, and while following the hints), and of getting a new solvable deal (from the catalogue, and by
solving random deal numbers from scratch until one is solved).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorpion import Game
from scorpion.solver import hint, solvable_deal, solve
from scorpion.solver.api import _LINES
from scorpion.solver.catalogue import catalogue


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=1000, help="deals 0 … N-1 (default 1000)")
    parser.add_argument("--first", type=int, default=0, help="first deal number")
    parser.add_argument("--budget", type=float, default=1.0, help="seconds per deal (default 1)")
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--hints", type=int, default=50, help="mid-game hint samples")
    parser.add_argument("--new-deals", type=int, default=30, help="new-deal samples")
    args = parser.parse_args()

    counts = {"solved": 0, "unsolvable": 0, "unknown": 0}
    decided_times: list[float] = []
    nodes = 0
    seconds = 0.0
    solved: list[tuple[int, tuple]] = []
    for d in range(args.first, args.first + args.deals):
        r = solve(Game.deal(d, args.variant), args.budget)
        counts[r.status] += 1
        nodes += r.nodes
        seconds += r.seconds
        if r.decided:
            decided_times.append(r.seconds)
        if r.solved:
            solved.append((d, r.moves))
    n = args.deals
    print(f"{args.variant} deals {args.first}…{args.first + n - 1}, budget {args.budget} s each")
    for k, v in counts.items():
        print(f"  {k:<10} {v:6d}  {100 * v / n:6.2f}%")
    print(
        f"  decided: median {1000 * statistics.median(decided_times):.1f} ms, "
        f"p90 {1000 * pct(decided_times, 0.9):.1f} ms, max {1000 * max(decided_times):.1f} ms"
    )
    print(f"  nodes/s: {nodes / seconds:,.0f}  (total {nodes:,} nodes in {seconds:.1f} s)")

    # Hints from winnable mid-game positions: play k moves of a solution.
    rng = random.Random(1)
    times = []
    for _ in range(min(args.hints, 10 * len(solved))):
        if not solved:
            break
        d, line = rng.choice(solved)
        game = Game.deal(d, args.variant)
        for move in line[: rng.randrange(len(line))]:
            game.play(move)
        _LINES.clear()  # a cold hint: no line remembered for this game
        t = time.perf_counter()
        h = hint(game, budget_s=args.budget)
        times.append(time.perf_counter() - t)
        assert h.status == "move", h
    if times:
        print(
            f"  hint from a winnable mid-game position, cold: p95 {1000 * pct(times, 0.95):.1f} ms "
            f"(median {1000 * statistics.median(times):.1f} ms, {len(times)} samples)"
        )
    # The player's flow: ask a hint, play it, ask again (the line is remembered);
    times = []
    for d, _ in solved[: max(1, args.hints // 10)]:
        _LINES.clear()
        game = Game.deal(d, args.variant)
        while not game.is_won:
            t = time.perf_counter()
            h = hint(game, budget_s=args.budget)
            times.append(time.perf_counter() - t)
            assert h.status == "move", h
            game.play(h.move)
    if times:
        print(
            f"  hints while following them (one game = one search): p95 "
            f"{1000 * pct(times, 0.95):.1f} ms, max {1000 * max(times):.1f} ms "
            f"({len(times)} hints)"
        )

    # A new solvable deal: from the catalogue (lookup + verifying solve), and from scratch.
    cat = catalogue(args.variant)
    times = []
    for _ in range(args.new_deals if cat else 0):
        t = time.perf_counter()
        d = solvable_deal(rng.randrange(len(cat)), args.variant)
        Game.deal(d, args.variant)
        times.append(time.perf_counter() - t)
    if times:
        print(f"  new solvable deal from the catalogue: p95 {1000 * pct(times, 0.95):.3f} ms")
    times = []
    for _ in range(args.new_deals):
        t = time.perf_counter()
        while True:
            d = rng.randrange(2**32)
            if solve(Game.deal(d, args.variant), args.budget).solved:
                break
        times.append(time.perf_counter() - t)
    if times:
        print(
            f"  new solvable deal solved from scratch: p95 {1000 * pct(times, 0.95):.1f} ms "
            f"(median {1000 * statistics.median(times):.1f} ms)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
