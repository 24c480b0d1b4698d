"""Rebuild the shipped catalogues of verified-solvable deal numbers.

    .venv/bin/python tools/build_catalogue.py --variant classic --count 2000 \\
        [--budget 1] [--retry-budget 10] [--from-study data/solvability/classic.csv.gz]

Walks deals 0, 1, 2, … (a progress bar shows how far it is) until ``--count``
of them are solved, and writes ``scorpion/data/solvable-<variant>.txt``: the
solved deal numbers in increasing order, after a header that names the range
searched and every deal of that range that stayed undecided. The numbers are
written compactly, as base-36 gaps (see :mod:`scorpion.solver.catalogue`).

Every deal gets ``--budget`` seconds; a deal still ``unknown`` gets a second
try with ``--retry-budget`` seconds. ``solvable_deal(k)`` is the k-th solvable
deal exactly only when no deal of the range stayed undecided: otherwise the
build prints how many did (and exits with status 2), the header lists them
(``# undecided: …``) and :func:`scorpion.solver.catalogue.undecided` returns
them, so that ``k`` then counts the deals *proven* solvable, in order, among
deals 0 … N. Every solved deal was won by the solver and its winning line
replayed in the engine (:func:`scorpion.solver.solve` does that before it
answers ``solved``). ``--from-study`` takes the first verdicts from the
solvability study's records (``data/solvability/<variant>.csv.gz``, recorded
by the same ``solve``, each deal with the budget its record names) instead
of solving again; its ``unknown`` deals are retried as above. The header's
rebuild command then names the records too, so that it makes the same file.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from progress import progress  # noqa: E402

from scorpion import Game  # noqa: E402
from scorpion.solver import solve  # noqa: E402
from scorpion.solver.catalogue import catalogue_path, encode  # noqa: E402
from scorpion.solver.study import Store  # noqa: E402


def first_verdicts(variant: str, study: Path | None, budget: float) -> Iterator[tuple[int, str]]:
    """``(deal, status)`` for deals 0, 1, 2, …: from the study CSV while it has
    a gap-free prefix, then by solving with ``budget``."""
    start = 0
    if study is not None:
        name = study.name.removesuffix(".csv.gz")
        rows = {d: r.status for d, r in Store(study.parent, name).load().items()}
        while start in rows:
            yield start, rows[start]
            start += 1
    for deal in itertools.count(start):
        yield deal, solve(Game.deal(deal, variant), budget).status


def catalogue_header(
    args: argparse.Namespace, found: list[int], undecided: list[int], last: int
) -> str:
    """The header of a catalogue file: the range searched, where the verdicts
    came from, the command that rebuilds exactly this file, the undecided deals.

    With ``--from-study`` the verdicts are the study's (each deal with the
    budget its record names), so the command must name the same records.
    """
    rebuild = (
        f".venv/bin/python tools/build_catalogue.py --variant {args.variant} "
        f"--count {args.count} --budget {args.budget} --retry-budget {args.retry_budget}"
    )
    source = f"{args.budget} s per deal, {args.retry_budget} s for a second try"
    if args.from_study is not None:
        study = args.from_study.resolve()
        shown = study.relative_to(ROOT) if study.is_relative_to(ROOT) else study
        rebuild += f" --from-study {shown.as_posix()}"
        source = (
            f"verdicts from {shown.as_posix()} with the budgets its records name, then {source}"
        )
    if undecided:
        meaning = (
            f"# {len(undecided)} deals of that range stayed undecided (listed below): k counts\n"
            f"# the deals PROVEN solvable, in order; an undecided deal may be solvable too.\n"
        )
    else:
        meaning = "# Every deal of that range was decided: entry k is the k-th solvable deal.\n"
    return (
        f"# Verified-solvable {args.variant} deals: {len(found)} of deals 0-{last}\n"
        f"# ({source}; rebuild:\n"
        f"# {rebuild})\n"
        f"{meaning}"
        "# encoding: gaps36 (each line: base-36 gaps; a number is the previous one\n"
        "# plus its gap, the first one counting from -1)\n"
        f"# undecided: {encode(undecided)}\n"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--budget", type=float, default=1.0, help="seconds per deal")
    parser.add_argument(
        "--retry-budget", type=float, default=10.0, help="seconds for an undecided deal (0: none)"
    )
    parser.add_argument("--from-study", type=Path, help="a CSV of tools/solvability_study.py")
    args = parser.parse_args()

    found: list[int] = []
    undecided: list[int] = []
    last = -1
    verdicts = first_verdicts(args.variant, args.from_study, args.budget)

    def solved_deals() -> Iterator[int]:
        nonlocal last
        for deal, status in verdicts:
            last = deal
            if status == "unknown" and args.retry_budget > 0:
                status = solve(Game.deal(deal, args.variant), args.retry_budget).status
            if status == "unknown":
                undecided.append(deal)
            elif status == "solved":
                yield deal

    for deal in progress(solved_deals(), args.count, f"{args.variant} solved"):
        found.append(deal)
        if len(found) >= args.count:
            break
    path = ROOT / "scorpion" / "data" / catalogue_path(args.variant)
    header = catalogue_header(args, found, undecided, last)
    body = encode(found)
    lines = []
    while body:
        cut = body.rfind(" ", 0, 100) if len(body) > 100 else len(body)
        lines.append(body[:cut])
        body = body[cut + 1 :]
    path.write_text(header + "".join(f"{line}\n" for line in lines), encoding="utf-8")
    print(
        f"{path.relative_to(ROOT)}: {len(found)} solvable deals of deals 0-{last}; "
        f"{len(undecided)} undecided"
        + (f" ({' '.join(map(str, undecided[:20]))}{' …' if len(undecided) > 20 else ''})")
        * bool(undecided)
    )
    if len(found) < args.count:
        return 1
    return 2 if undecided else 0


if __name__ == "__main__":
    raise SystemExit(main())
