"""The proven-solvable deals whose winning line builds the longest column.

    .venv/bin/python tools/long_line_deals.py --variant classic [--first 300] [--most-moves 60]

The browser tests that play a whole game on the Play page
(``tests/browser/test_whole_game.py``) follow the solver's winning line of a
*long* deal, one whose longest column gets long along the way: the board must
then grow, or lose cards. This picks them. For each of the first ``--first``
deals of a variant's catalogue (``scorpion/data/solvable-<variant>.txt``) it
asks the solver for a winning line bounded by positions, not time
(:func:`winning_line`: the same line on any machine), replays it and counts the
cards of the longest column after every move; it prints the deals whose line
has at most ``--most-moves`` moves (the test's run time grows with them),
longest column first.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scorpion import Game  # noqa: E402
from scorpion.moves import Move  # noqa: E402
from scorpion.solver import catalogue, solve  # noqa: E402

#: The solver's bound for these lines: positions, so that the line is reproducible.
MAX_NODES = 200_000


def winning_line(deal: int, variant: str) -> list[Move] | None:
    """The solver's winning line of ``deal``, found within :data:`MAX_NODES` positions
    (``None`` when the search stops before it finds one).

    >>> len(winning_line(5, "classic")) > 40
    True
    """
    result = solve(Game.deal(deal, variant), 600.0, max_nodes=MAX_NODES)
    return list(result.moves) if result.status == "solved" else None


def longest_column(deal: int, variant: str, line: list[Move]) -> int:
    """The most cards one column holds, at the deal or after any move of ``line``.

    >>> longest_column(5, "classic", winning_line(5, "classic") or [])
    22
    """
    game = Game.deal(deal, variant)
    most = max(len(c) for c in game.columns)
    for move in line:
        game.play(move)
        most = max(most, *(len(c) for c in game.columns))
    return most


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--first", type=int, default=300, help="catalogue deals to look at")
    parser.add_argument("--most-moves", type=int, default=60, help="longest line kept")
    parser.add_argument("--show", type=int, default=10, help="how many deals to print")
    args = parser.parse_args(argv)
    found = []
    for deal in catalogue(args.variant)[: args.first]:
        line = winning_line(deal, args.variant)
        if line is None:
            print(f"deal {deal}: no line within {MAX_NODES} positions, left out")
        elif len(line) <= args.most_moves:
            found.append((longest_column(deal, args.variant, line), -len(line), deal))
    found.sort(reverse=True)
    print(f"{args.variant}: deal, moves of the winning line, longest column along it")
    for most, moves, deal in found[: args.show]:
        print(f"{deal:>8} {-moves:>6} {most:>4}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
