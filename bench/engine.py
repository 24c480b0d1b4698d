"""Engine speed: random playouts per second and legal_moves() calls per second, per variant.

    .venv/bin/python bench/engine.py [--seconds 1.0] [--variant classic ...]

One process, one core. For each variant it measures

- ``legal_moves()`` calls per second on positions reached by random play
  (the goal is at least 20,000 on one core), and ``_column_moves()``, the
  integer-only generator the solver uses;
- random playouts per second: from a fresh deal, play random legal moves until
  none is left or the game is won (at most 300 moves), counting moves too.

The machine may be shared: repeat the run and take the best figures.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from options import seconds

from scorpion import VARIANTS, Game

GOAL = 20_000


def sample_positions(variant: str, count: int, rng: random.Random) -> list[Game]:
    """Positions reached by random play from numbered deals."""
    out: list[Game] = []
    deal = 0
    while len(out) < count:
        game = Game.deal(deal, variant)
        deal += 1
        for _ in range(rng.randrange(0, 60)):
            moves = game.legal_moves()
            if not moves:
                break
            game.play(rng.choice(moves))
        out.append(game)
    return out


def rate(fn, positions: list[Game], seconds: float) -> float:
    """Calls of ``fn(position)`` per second, cycling through ``positions``."""
    calls = 0
    start = time.perf_counter()
    end = start + seconds
    n = len(positions)
    while True:
        for i in range(n):
            fn(positions[i])
        calls += n
        now = time.perf_counter()
        if now >= end:
            return calls / (now - start)


def playouts(variant: str, seconds: float, rng: random.Random) -> tuple[float, float]:
    """(playouts per second, moves per second) of random games from fresh deals."""
    games = moves = 0
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        game = Game.deal(rng.randrange(2**64), variant)
        for _ in range(300):
            legal = game.legal_moves()
            if not legal or game.is_won:
                break
            game.play(rng.choice(legal))
            moves += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, moves / elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--seconds", type=seconds(high=600), default=1.0, help="time per measurement"
    )
    parser.add_argument("--variant", action="append", choices=list(VARIANTS), default=None)
    args = parser.parse_args(argv)
    variants = args.variant or list(VARIANTS)
    rng = random.Random(2024)
    print(f"Python {sys.version.split()[0]}, {args.seconds:g} s per figure, one core")
    header = f"{'variant':<18}{'legal_moves/s':>15}{'_column_moves/s':>17}{'playouts/s':>12}"
    print(header + f"{'moves/s':>11}")
    worst = float("inf")
    for variant in variants:
        positions = sample_positions(variant, 200, rng)
        legal = rate(Game.legal_moves, positions, args.seconds)
        column = rate(Game._column_moves, positions, args.seconds)
        per_game, per_move = playouts(variant, args.seconds, rng)
        worst = min(worst, legal)
        print(f"{variant:<18}{legal:>15,.0f}{column:>17,.0f}{per_game:>12,.1f}{per_move:>11,.0f}")
    verdict = "meets" if worst >= GOAL else "MISSES"
    print(f"slowest legal_moves(): {worst:,.0f}/s, {verdict} the goal of {GOAL:,}/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
