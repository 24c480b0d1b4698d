"""Benchmark the solver: decided share and times per variant, hints, the way back, new deals.

    .venv/bin/python bench/solver.py --variant all [--deals 1000] [--budget 1] [--cpu] [--list]

Solves deals 0 … N-1 of each variant with a fixed time budget each and prints
one table: the share decided within the budget, solved / unsolvable /
unknown, the median and p90 time per deal (all deals, an undecided one
counting its whole budget), the CPU seconds the process spent on them and the
nodes per second. Then, per variant, the p95 time (wall clock, and CPU time
of the process: the budgets are wall clock, so on a loaded machine the first
is the one a player waits) of a cold hint from winnable mid-game positions (a
solved deal played part of the way along its line, nothing remembered;
``missed`` counts the hints that ran out of budget, whose whole time is in
the p95; 200 samples by default: with 40, the p95 was the second-worst hint,
and Relaxed's was 123 ms in one run and 199 ms in another), the p95 time of
:func:`~scorpion.solver.rewind` after a line was left (and how many of those
answers are exact), and with ``--new-deals`` the time to get a new solvable
deal from the catalogue.

``--cpu`` measures every budget in CPU seconds of the process instead of wall
clock (:func:`scorpion.solver.search.use_clock`), so that runs on a machine
shared with other work give each deal the same work and compare with each
other; the times in the table are then CPU times too (the hint's wall column
stays wall clock).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

from options import seconds, whole

from scorpion import Game
from scorpion.deal import MAX_DEAL
from scorpion.solver import hint, rewind, solvable_deal, solve
from scorpion.solver.api import _LINES
from scorpion.solver.catalogue import catalogue
from scorpion.solver.search import use_clock
from scorpion.variants import VARIANTS


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


@dataclass
class Row:
    variant: str
    counts: dict[str, int] = field(
        default_factory=lambda: {"solved": 0, "unsolvable": 0, "unknown": 0}
    )
    times: list[float] = field(default_factory=list)
    cpu: float = 0.0
    nodes: int = 0
    hints: list[float] = field(default_factory=list)
    hints_cpu: list[float] = field(default_factory=list)
    rewinds: list[float] = field(default_factory=list)
    exact: int = 0
    missed: int = 0
    undecided: list[int] = field(default_factory=list)


def survey(variant: str, args: argparse.Namespace) -> tuple[Row, list[tuple[int, tuple]]]:
    row = Row(variant)
    solved = []
    for d in range(args.first, args.first + args.deals):
        c = time.process_time()
        r = solve(Game.deal(d, variant), args.budget)
        row.cpu += time.process_time() - c
        row.counts[r.status] += 1
        row.nodes += r.nodes
        row.times.append(r.seconds)
        if not r.decided:
            row.undecided.append(d)
        if r.solved:
            solved.append((d, r.moves))
    return row, solved


def hints(row: Row, solved: list[tuple[int, tuple]], args: argparse.Namespace) -> None:
    """Cold hints from winnable mid-game positions, and rewinds after leaving the line."""
    rng = random.Random(1)
    for _ in range(min(args.hints, 10 * len(solved))):
        d, line = rng.choice(solved)
        game = Game.deal(d, row.variant)
        for move in line[: rng.randrange(len(line))]:
            game.play(move)
        _LINES.clear()
        t = time.perf_counter()
        c = time.process_time()
        h = hint(game, budget_s=args.budget)
        row.hints.append(time.perf_counter() - t)
        row.hints_cpu.append(time.process_time() - c)
        assert h.status != "lost", h  # the position is winnable
        if h.status != "move":
            row.missed += 1  # out of time: counted, and its whole time is in the p95
            continue
        # Leave the line with a legal move that is not the hint, play a few
        # more, then ask for the way back.
        others = [m for m in game.legal_moves() if m != h.move]
        if not others or len(row.rewinds) >= args.rewinds:
            continue
        game.play(rng.choice(others))
        for _ in range(rng.randrange(8)):
            moves = game.legal_moves()
            if not moves:
                break
            game.play(rng.choice(moves))
        _LINES.clear()
        t = time.perf_counter()
        back = rewind(game, args.budget)
        row.rewinds.append(time.perf_counter() - t)
        row.exact += back.exact


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=whole(1), default=1000, help="deals 0 … N-1 (default 1000)")
    parser.add_argument("--first", type=whole(0, MAX_DEAL), default=0, help="first deal number")
    parser.add_argument(
        "--budget", type=seconds(), default=1.0, help="seconds per deal (default 1)"
    )
    parser.add_argument(
        "--variant", default="classic", choices=[*VARIANTS, "all"], help="a variant, or all"
    )
    parser.add_argument(
        "--hints", type=whole(0), default=200, help="mid-game hint samples (default 200)"
    )
    parser.add_argument("--rewinds", type=whole(0), default=20, help="rewind samples")
    parser.add_argument("--new-deals", type=whole(0), default=0, help="new-deal samples")
    parser.add_argument(
        "--list", action="store_true", help="print the numbers of the undecided deals"
    )
    parser.add_argument(
        "--cpu", action="store_true", help="budgets in CPU seconds of the process (not wall)"
    )
    args = parser.parse_args(argv)
    if args.first + args.deals - 1 > MAX_DEAL:
        parser.error(f"--first {args.first} --deals {args.deals}: beyond deal {MAX_DEAL}")
    if args.cpu:
        use_clock(time.process_time)
    variants = list(VARIANTS) if args.variant == "all" else [args.variant]

    rows = []
    for variant in variants:
        row, solved = survey(variant, args)
        hints(row, solved, args)
        rows.append(row)
        print(f"{variant}: done", file=sys.stderr, flush=True)

    n = args.deals
    clock = "CPU" if args.cpu else "wall"
    print(f"deals {args.first}…{args.first + n - 1}, budget {args.budget} s ({clock}) each")
    head = (
        f"{'variant':<17} {'decided':>8} {'solved':>7} {'unsolv.':>7} {'unknown':>7} "
        f"{'median':>8} {'p90':>8} {'CPU s':>7} {'nodes/s':>8} {'hint p95':>9} {'(CPU)':>8} "
        f"{'missed':>6} {'rewind p95':>10} {'exact':>6}"
    )
    print(head)
    print("-" * len(head))
    for row in rows:
        c = row.counts
        decided = 100 * (c["solved"] + c["unsolvable"]) / n
        rate = row.nodes / max(1e-9, sum(row.times))
        exact = f"{row.exact}/{len(row.rewinds)}" if row.rewinds else "-"
        print(
            f"{row.variant:<17} {decided:7.1f}% {c['solved']:7d} {c['unsolvable']:7d} "
            f"{c['unknown']:7d} {1000 * statistics.median(row.times):6.1f}ms "
            f"{1000 * pct(row.times, 0.9):6.1f}ms {row.cpu:7.1f} {rate:8,.0f} "
            f"{1000 * pct(row.hints, 0.95):7.1f}ms {1000 * pct(row.hints_cpu, 0.95):6.1f}ms "
            f"{row.missed:>6} {1000 * pct(row.rewinds, 0.95):8.1f}ms "
            f"{exact:>6}"
        )

    for row in rows if args.list else ():
        print(f"{row.variant} undecided: {' '.join(map(str, row.undecided)) or '-'}")

    rng = random.Random(2)
    for variant in variants:
        cat = catalogue(variant)
        times = []
        for _ in range(args.new_deals if cat else 0):
            t = time.perf_counter()
            d = solvable_deal(rng.randrange(len(cat)), variant)
            Game.deal(d, variant)
            times.append(time.perf_counter() - t)
        if times:
            print(
                f"{variant}: new solvable deal from the catalogue: "
                f"p95 {1000 * pct(times, 0.95):.3f} ms ({len(cat)} deals listed)"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
