"""Rebuild the shipped catalogues of verified-solvable deal numbers.

    .venv/bin/python tools/build_catalogue.py --variant classic --count 2000 \\
        [--budget 1] [--retry-budget 10] [--from-study data/solvability/classic.csv.gz] \\
        [--out FILE] [--allow-fewer]

Walks deals 0, 1, 2, … (a progress bar shows how far it is) until ``--count``
of them are solved, and writes ``scorpion/data/solvable-<variant>.txt``: the
solved deal numbers in increasing order, after a header that names the range
searched and every deal of that range that stayed undecided. The numbers are
written compactly, as base-36 gaps (see :mod:`scorpion.solver.catalogue`).

Every deal gets ``--budget`` seconds; a deal still ``unknown`` gets a second
try with ``--retry-budget`` seconds. ``solvable_deal(k)`` is the k-th solvable
deal exactly only when no deal of the range stayed undecided: otherwise the
build prints how many did (and exits with status 3), the header lists them
(``# undecided: …``) and :func:`scorpion.solver.catalogue.undecided` returns
them, so that ``k`` then counts the deals *proven* solvable, in order, among
deals 0 … N. Every solved deal was won by the solver and its winning line
replayed in the engine (:func:`scorpion.solver.solve` does that before it
answers ``solved``). ``--from-study`` takes the first verdicts from the
solvability study's records (``data/solvability/<variant>.csv.gz``, recorded
by the same ``solve``, each deal with the budget its record names) instead
of solving again; its ``unknown`` deals are retried as above. The header's
rebuild command then names the records too, so that it makes the same file.

Every option is checked before any work (a usage error, status 2, names the
problem): ``--count`` from 1, budgets finite, ``--from-study`` an existing
study of the same variant with a record of deal 0. The catalogue is written
beside its file and renamed over it only once complete and read back equal;
a catalogue of fewer deals than the file it would replace is refused before
any work unless ``--allow-fewer``. ``--out`` writes elsewhere (the tests).
Ctrl-C stops the walk and writes nothing (status 130).
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

from options import seconds, whole, write_aside  # noqa: E402
from progress import progress  # noqa: E402

from scorpion import Game  # noqa: E402
from scorpion.solver import solve  # noqa: E402
from scorpion.solver.catalogue import catalogue_path, decode, encode  # noqa: E402
from scorpion.solver.study import DealRecord, Store  # noqa: E402
from scorpion.variants import VARIANTS, get_variant  # noqa: E402

#: The exit status of a complete catalogue whose range kept undecided deals (2 is a
#: usage error, as for every tool).
EXIT_UNDECIDED = 3


def study_records(variant: str, study: Path) -> dict[int, DealRecord]:
    """The records of ``study`` (``<variant>.csv.gz`` of the solvability study).

    Raises :class:`ValueError`, naming the problem, for a file that does not
    exist, is another variant's, cannot be read, or has no record of deal 0
    (whose verdicts the catalogue could then not take).
    """
    name = f"{variant}.csv.gz"
    if not study.is_file():
        raise ValueError(f"--from-study {study}: no such file")
    if study.name != name:
        raise ValueError(f"--from-study {study}: the {variant} study is a file named {name}")
    try:
        records = Store(study.parent, variant).load()
    except (OSError, EOFError, ValueError, KeyError, TypeError) as err:
        raise ValueError(f"--from-study {study}: cannot be read as a study ({err})") from None
    if 0 not in records:
        raise ValueError(f"--from-study {study}: has no record of deal 0, where a catalogue starts")
    return records


def shipped_count(path: Path) -> int:
    """How many deals the catalogue file at ``path`` lists (0 when there is none)."""
    if not path.exists():
        return 0
    text = path.read_text(encoding="utf-8")
    body = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    return len(decode(" ".join(body)))


def first_verdicts(
    variant: str, records: dict[int, DealRecord] | None, budget: float
) -> Iterator[tuple[int, str]]:
    """``(deal, status)`` for deals 0, 1, 2, …: from the study's records while
    they have a gap-free prefix, then by solving with ``budget``."""
    start = 0
    if records is not None:
        rows = {d: r.status for d, r in records.items()}
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="classic", choices=list(VARIANTS))
    parser.add_argument("--count", type=whole(1, 10_000_000), default=2000)
    parser.add_argument("--budget", type=seconds(), default=1.0, help="seconds per deal")
    parser.add_argument(
        "--retry-budget",
        type=seconds(zero=True),
        default=10.0,
        help="seconds for an undecided deal (0: none)",
    )
    parser.add_argument("--from-study", type=Path, help="a CSV of tools/solvability_study.py")
    parser.add_argument("--out", type=Path, help="the file to write (default: the shipped one)")
    parser.add_argument(
        "--allow-fewer",
        action="store_true",
        help="let a catalogue of fewer deals replace the file",
    )
    args = parser.parse_args(argv)
    args.variant = get_variant(args.variant).name
    path = args.out or ROOT / "scorpion" / "data" / catalogue_path(args.variant)
    if not path.parent.is_dir():
        parser.error(f"--out {path}: {path.parent} is not a folder")
    if path.exists() and not path.is_file():
        parser.error(f"--out {path}: not a file")
    records = None
    if args.from_study is not None:
        try:
            records = study_records(args.variant, args.from_study)
        except ValueError as err:
            parser.error(str(err))
    try:
        before = shipped_count(path)
    except (OSError, UnicodeDecodeError, ValueError) as err:
        parser.error(f"{path} cannot be read as a catalogue: {err}")
    if args.count < before and not args.allow_fewer:
        parser.error(
            f"--count {args.count} would replace {path} ({before:,} deals) with fewer: give "
            f"--count {before} or more, or --allow-fewer"
        )

    found: list[int] = []
    undecided: list[int] = []
    last = -1
    verdicts = first_verdicts(args.variant, records, args.budget)

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

    try:
        for deal in progress(solved_deals(), args.count, f"{args.variant} solved"):
            found.append(deal)
            if len(found) >= args.count:
                break
    except KeyboardInterrupt:
        print(
            f"\nInterrupted after {len(found)} solved deals: {path} is unchanged.", file=sys.stderr
        )
        return 130
    header = catalogue_header(args, found, undecided, last)
    body = encode(found)
    lines = []
    while body:
        cut = body.rfind(" ", 0, 100) if len(body) > 100 else len(body)
        lines.append(body[:cut])
        body = body[cut + 1 :]
    text = header + "".join(f"{line}\n" for line in lines)
    if len(found) != args.count or decode(" ".join(lines)) != found:
        print(f"build_catalogue: the result is not complete; {path} is unchanged", file=sys.stderr)
        return 1
    write_aside(path, text)
    shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    print(
        f"{shown}: {len(found)} solvable deals of deals 0-{last}; "
        f"{len(undecided)} undecided"
        + (f" ({' '.join(map(str, undecided[:20]))}{' …' if len(undecided) > 20 else ''})")
        * bool(undecided)
    )
    return EXIT_UNDECIDED if undecided else 0


if __name__ == "__main__":
    raise SystemExit(main())
