"""Rebuild the shipped catalogues of verified-solvable deal numbers.

    .venv/bin/python tools/build_catalogue.py --variant classic --count 2000 [--budget 1]
    .venv/bin/python tools/build_catalogue.py --variant classic --count 2000 \\
        --from-study data/solvability/classic.csv

Solves deals 0, 1, 2, … until ``--count`` of them are solved (a progress bar
shows how far it is) and writes ``scorpion/data/solvable-<variant>.txt``.
Every solved deal was won by the solver and its winning line replayed in the
engine (:func:`scorpion.solver.solve` does that before it answers
``solved``). ``--from-study`` reuses the verdicts of a solvability-study CSV
(recorded by the same ``solve``) instead of solving again.
"""

from __future__ import annotations

import argparse
import csv
import itertools
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from progress import progress  # noqa: E402

from scorpion.solver.catalogue import catalogue_path  # noqa: E402
from scorpion.solver.study import survey  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--budget", type=float, default=1.0, help="seconds per deal")
    parser.add_argument("--from-study", type=Path, help="a CSV of tools/solvability_study.py")
    args = parser.parse_args()

    found: list[int] = []
    if args.from_study:
        with args.from_study.open(newline="") as f:
            rows = sorted(csv.DictReader(f), key=lambda r: int(r["deal"]))
        expected = 0
        for r in rows:
            if int(r["deal"]) != expected:
                break  # only a gap-free prefix: "the first k solvable deals"
            expected += 1
            if r["status"] == "solved":
                found.append(int(r["deal"]))
        found = found[: args.count]
        deals_seen = expected
    else:
        seen = [0]

        def solved_deals():
            for rec in survey(args.variant, itertools.count(), args.budget):
                seen[0] = rec.deal + 1
                if rec.status == "solved":
                    yield rec.deal

        for deal in progress(solved_deals(), args.count, f"{args.variant} solved"):
            found.append(deal)
            if len(found) >= args.count:
                break
        deals_seen = seen[0]
    path = ROOT / "scorpion" / "data" / catalogue_path(args.variant)
    header = (
        f"# Verified-solvable {args.variant} deals: {len(found)} of deals 0-{deals_seen - 1}\n"
        f"# (solved within {args.budget} s each; rebuild: .venv/bin/python "
        f"tools/build_catalogue.py --variant {args.variant} --count {args.count} "
        f"--budget {args.budget})\n"
    )
    path.write_text(header + "".join(f"{d}\n" for d in found), encoding="utf-8")
    print(f"{path.relative_to(ROOT)}: {len(found)} deals (of {deals_seen} tried)")
    return 0 if len(found) >= args.count else 1


if __name__ == "__main__":
    raise SystemExit(main())
