"""Find an arrangement of the 15 unseen cards of RULES.md example 1 that wins.

    .venv/bin/python tools/winning_game.py [--seed 1]

The example shows 37 cards; the 12 face-down cards and the 3 reserve cards
are not given. This tries random arrangements of those 15 cards (seeded, so
the result is reproducible) until the position after the example's first move,
4♥ (column 2) onto 5♥ (column 7), is proven winnable, then writes
``scorpion/data/winning-game.txt`` (the starting position) and
``scorpion/data/winning-game.moves`` (the whole winning line, one move per
line in the engine's notation, the first being ``4♥ 2→7``).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from options import seconds, write_aside  # noqa: E402

from scorpion import Game  # noqa: E402
from scorpion.examples import EXAMPLE_1_HIDDEN, example_1  # noqa: E402
from scorpion.solver import solve  # noqa: E402

DATA = ROOT / "scorpion" / "data"


def arrangement(rng: random.Random) -> Game:
    """RULES.md example 1 with its 15 unseen cards shuffled by ``rng``."""
    unseen = list(EXAMPLE_1_HIDDEN)
    rng.shuffle(unseen)
    return example_1(unseen)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=seconds(high=3600), default=1.0)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    for tries in range(1, 100_000):
        game = arrangement(rng)
        first = game.parse_move("4♥ 7")
        after = game.copy()
        after.play(first)
        result = solve(after, args.budget)
        if result.solved:
            line = [first, *result.moves]
            write_aside(DATA / "winning-game.txt", game.to_text())
            write_aside(DATA / "winning-game.moves", "".join(f"{m}\n" for m in line))
            print(f"found after {tries} arrangements: {len(line)} moves")
            return 0
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
