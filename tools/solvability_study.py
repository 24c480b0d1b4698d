"""The solvability study: solve deals 0 … N-1 of a variant with every card known.

    .venv/bin/python tools/solvability_study.py --variant classic --deals 10000 --budget 1

Writes ``data/solvability/<variant>.csv`` (one line per deal: deal, status,
nodes, seconds, solution length) and ``data/solvability/summary.json`` (per
variant: deals, solved / unsolvable / unknown counts, the winnable share with
its 95 % Wilson interval, and the bounds that hold whatever the undecided
deals turn out to be). It resumes: deals already in the CSV are skipped, so
the command can be stopped and run again.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from progress import progress  # noqa: E402

from scorpion.solver.study import survey, wilson, winnable_bounds  # noqa: E402

OUT = ROOT / "data" / "solvability"
FIELDS = ["deal", "status", "nodes", "seconds", "length"]


def read_rows(path: Path) -> list[dict[str, str]]:
    if not path.exists():
        return []
    with path.open(newline="") as f:
        return list(csv.DictReader(f))


def summarise(variant: str, rows: list[dict[str, str]], budget: float) -> dict[str, object]:
    n = len(rows)
    counts = {
        s: sum(1 for r in rows if r["status"] == s) for s in ("solved", "unsolvable", "unknown")
    }
    decided = counts["solved"] + counts["unsolvable"]
    low, high = wilson(counts["solved"], decided)
    all_low, all_high = winnable_bounds(counts["solved"], counts["unknown"], n)
    return {
        "variant": variant,
        "deals": n,
        "first_deal": min((int(r["deal"]) for r in rows), default=0),
        "budget_s": budget,
        **counts,
        "undecided_share": counts["unknown"] / n if n else None,
        "winnable_share_of_decided": counts["solved"] / decided if decided else None,
        "winnable_share_of_decided_ci95": [low, high],
        # Whatever the undecided deals are: between "all lost" and "all won".
        "winnable_share_bounds_ci95": [all_low, all_high],
        "command": f".venv/bin/python tools/solvability_study.py --variant {variant} "
        f"--deals {n} --budget {budget}",
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--deals", type=int, default=10000)
    parser.add_argument("--budget", type=float, default=1.0, help="seconds per deal")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()

    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / f"{args.variant}.csv"
    rows = read_rows(path)
    done = {int(r["deal"]) for r in rows}
    todo = [d for d in range(args.deals) if d not in done]
    new = not path.exists()
    with path.open("a", newline="") as f:
        writer = csv.writer(f)
        if new:
            writer.writerow(FIELDS)
        for rec in progress(survey(args.variant, todo, args.budget), len(todo), args.variant):
            writer.writerow([rec.deal, rec.status, rec.nodes, f"{rec.seconds:.4f}", rec.length])
            f.flush()
    rows = sorted(read_rows(path), key=lambda r: int(r["deal"]))
    summary_path = args.out / "summary.json"
    summary = json.loads(summary_path.read_text()) if summary_path.exists() else {}
    summary[args.variant] = summarise(args.variant, rows, args.budget)
    summary_path.write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n")
    print(json.dumps(summary[args.variant], indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
