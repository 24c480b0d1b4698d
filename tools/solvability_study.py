"""The solvability study: solve deals 0 … N-1 of each variant with every card known.

    nice .venv/bin/python tools/solvability_study.py --variant classic --deals 60000 --budget 1
    nice .venv/bin/python tools/solvability_study.py --variant all --deals 20000 \\
        --scheduler tcp://10.0.0.5:8786        # an existing Dask distributed cluster

Runs on a Dask ``LocalCluster`` with one single-threaded worker process per
core by default (``--workers`` lowers that), or on the cluster whose scheduler
``--scheduler`` names. Deals go out in small chunks; every finished chunk is
appended to ``data/solvability/<variant>.journal.csv`` at once, and the
journal is folded into the compressed ``<variant>.csv.gz`` every few minutes
and at the end (see :class:`scorpion.solver.study.Store`). So the study
resumes where it stopped: deals already recorded are skipped, and a killed
run loses only the chunks in flight. ``--retry-unknown`` solves again the
recorded ``unknown`` deals of the range whose budget was not larger than
``--budget`` (after the solver improved); ``--retry-unknown B`` only those
recorded with a budget of at most ``B`` seconds, which is how a retry with a
larger budget resumes without solving again the deals it already retried::

    nice .venv/bin/python tools/solvability_study.py --variant classic --deals 450000 \\
        --budget 10 --retry-unknown 1 --cpu

``--recheck`` solves again what a rule change that only adds moves may have
changed (RULES.md, Moves, item 1, corrected in 2026-12: a whole column may move
before the reserve deal). A win stands, since every move of its line is still
legal; a loss, and an undecided deal, must be looked at again. First, every
recorded loss and undecided deal of the range gets the new solver's dead-end
check at its start position (``solve(..., max_nodes=1)``, about a millisecond):
a loss proven there again stands, an undecided deal proven lost there is
decided. Then the losses that check does not prove again are solved with
``--budget`` (those recorded with a budget of at most ``--budget``), all of
them, or with ``--sample-share P`` each with probability ``P`` (drawn from
the deal number and ``--seed``, so a stopped run resumes with the same
sample); a loss that a re-check with a smaller budget left undecided is
solved again with a larger one, sampled or not (the sample chooses which
losses to look at, not which of them to follow to a verdict). Every deal looked at goes into ``<variant>.recheck.csv.gz`` (deal,
old and new verdict, nodes, seconds, budget; budget 0 for the start-position
check), so a run resumes where it stopped, and a changed verdict replaces the
deal's record. ``summary.json`` keeps the variant's study command and gains
a ``recheck`` entry with the counts::

    nice -n 19 .venv/bin/python tools/solvability_study.py --variant traditional \
        --deals 30000 --budget 1 --cpu --recheck

``--cpu``
measures each deal's budget in CPU seconds of its worker instead of wall
clock, so that on a machine shared with other work every deal gets the same
work (as ``bench/solver.py --cpu``).

At the end it writes ``data/solvability/summary.json`` and prints a table of
every variant studied: deals, solved / unsolvable / unknown, and the 95 %
interval of the winnable share that holds whatever the undecided deals are.
Needs the ``study`` extra (``pip install -e ".[study]"``: Dask distributed and tqdm).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from distributed import Client, Future

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from options import whole, writable_folder  # noqa: E402
from progress import progress  # noqa: E402

from scorpion.deal import MAX_DEAL  # noqa: E402
from scorpion.errors import ParseError  # noqa: E402
from scorpion.solver.study import (  # noqa: E402
    DealRecord,
    RecheckRecord,
    Store,
    root_check_deals,
    solve_deals,
    summarise,
)
from scorpion.variants import VARIANTS, get_variant  # noqa: E402

OUT = ROOT / "data" / "solvability"
COMPACT_EVERY_S = 300
#: How long to wait for the scheduler that ``--scheduler`` names.
SCHEDULER_TIMEOUT_S = 10


def read_summary(path: Path) -> dict[str, dict[str, object]]:
    """The summaries in ``path`` (none when it does not exist yet).

    A file that is not a JSON object of summaries raises :class:`ValueError`.
    """
    if not path.exists():
        return {}
    try:
        summary = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
        raise ValueError(f"{path} cannot be read as a summary: {err}") from None
    if not isinstance(summary, dict) or not all(isinstance(v, dict) for v in summary.values()):
        raise ValueError(f"{path} is not a summary of variants (a JSON object of objects)")
    return summary


def smaller_summaries(
    summary: dict[str, dict[str, object]], variants: list[str], deals: int
) -> list[str]:
    """The variants whose summary in ``summary`` covers more deals than a run of ``deals``.

    Such a run would replace a summary with a smaller one.

    >>> smaller_summaries({"classic": {"deals": 450000}}, ["classic", "wasp"], 1000)
    ['classic: 450,000 deals']
    """
    out = []
    for variant in variants:
        known = summary.get(variant, {}).get("deals")
        if isinstance(known, int) and known > deals:
            out.append(f"{variant}: {known:,} deals")
    return out


def record_summary(
    path: Path, variant: str, entry: dict[str, object]
) -> dict[str, dict[str, object]]:
    """Write ``entry`` as ``variant``'s summary in ``path`` and return them all.

    The file is read again just before it is written, so that a study of
    another variant that ran at the same time and finished first keeps its
    summary; it is written aside and then renamed, so a reader never sees
    half a file.
    """
    summary = read_summary(path)
    summary[variant] = entry
    aside = path.with_suffix(".json.tmp")
    aside.write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    aside.replace(path)
    return summary


def table(summary: dict[str, dict[str, object]]) -> str:
    """The final table: one line per variant of ``summary``."""
    head = (
        f"{'variant':<17} {'deals':>8} {'solved':>7} {'unsolv.':>8} {'unknown':>7} "
        f"{'winnable (95 %, undecided as lost … as won)':>44} {'width':>7}"
    )
    lines = [head, "-" * len(head)]
    for name in VARIANTS:
        s = summary.get(name)
        if not s:
            continue
        low, high = s["winnable_share_bounds_ci95"]  # type: ignore[misc]
        lines.append(
            f"{name:<17} {s['deals']:>8,} {s['solved']:>7,} {s['unsolvable']:>8,} "
            f"{s['unknown']:>7,} {100 * low:>34.2f}% … {100 * high:.2f}% "
            f"{100 * (high - low):>6.2f}"
        )
    return "\n".join(lines)


def client_for(args: argparse.Namespace) -> Client:
    """A client of the scheduler ``--scheduler`` names, or of a local cluster of ``--workers``.

    A scheduler address that cannot be read or reached raises :class:`ValueError`,
    naming it (the caller turns it into a usage error, before any work).
    """
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        sys.exit('The study needs Dask distributed: pip install -e ".[study]"')
    if args.scheduler:
        try:
            return Client(args.scheduler, timeout=SCHEDULER_TIMEOUT_S)
        except (ValueError, TypeError, OSError) as err:  # TimeoutError is an OSError
            raise ValueError(
                f"--scheduler {args.scheduler!r}: no Dask scheduler answers there ({err}); "
                "give its address as tcp://HOST:PORT"
            ) from None
    cluster = LocalCluster(
        n_workers=args.workers, threads_per_worker=1, processes=True, dashboard_address=None
    )
    return Client(cluster)


def map_solve(
    client: Client, variant: str, deals: list[int], args: argparse.Namespace
) -> list[Future]:
    """Solve ``deals`` on the cluster, ``--chunk`` deals a task, each with ``--budget``."""
    chunks = [deals[i : i + args.chunk] for i in range(0, len(deals), args.chunk)]
    return client.map(
        solve_deals,
        [variant] * len(chunks),
        chunks,
        [args.budget] * len(chunks),
        [args.cpu] * len(chunks),
        pure=False,
    )


def in_sample(deal: int, share: float | None, seed: int) -> bool:
    """Whether ``deal`` is in the ``--sample-share`` sample: a draw of its own,
    from the deal number and the seed, so that the sample never depends on
    which deals were looked at before (a stopped run resumes with it)."""
    return share is None or random.Random(f"recheck-{seed}-{deal}").random() < share


def recheck_entry(
    variant: str,
    args: argparse.Namespace,
    records: dict[int, DealRecord],
    done: dict[int, RecheckRecord],
) -> dict[str, object]:
    """The ``recheck`` entry of a variant's summary: what the log says was looked
    at in the range, by way (start-position check or search) and verdicts."""
    deals = range(args.first, args.first + args.deals)
    in_range = [r for d, r in done.items() if d in deals]
    counts: dict[str, int] = {}
    for r in in_range:
        how = "start" if r.budget == 0 else "search"
        key = f"{how}: {r.old} -> {r.new}"
        counts[key] = counts.get(key, 0) + 1
    entry: dict[str, object] = {
        "why": "RULES.md, Moves, item 1, corrected 2026-12: a whole column may move to "
        "another empty column before the reserve deal, into or out of columns 1-3",
        "looked_at": len(in_range),
        "verdicts": dict(sorted(counts.items())),
        "losses_not_rechecked": sum(
            1 for d in deals if d in records and records[d].status == "unsolvable" and d not in done
        ),
        "command": (
            f"nice -n 19 .venv/bin/python tools/solvability_study.py --variant {variant} "
            f"--first {args.first} --deals {args.deals} --budget {args.budget:g}"
            + (" --cpu" if args.cpu else "")
            + " --recheck"
            + (
                ""
                if args.sample_share is None
                else f" --sample-share {args.sample_share:g} --seed {args.seed}"
            )
        ),
    }
    if args.sample_share is not None:
        entry["sample_share"] = args.sample_share
        entry["seed"] = args.seed
    return entry


def recheck(variant: str, args: argparse.Namespace, client: Client) -> dict[str, object]:
    """``--recheck``: the losses and undecided deals of the range, solved again."""
    from distributed import as_completed

    store = Store(args.out, variant)
    log = Store(args.out, f"{variant}.recheck", RecheckRecord)
    records = store.load()
    done = log.load()
    deals = range(args.first, args.first + args.deals)
    last = time.monotonic()

    def run(
        futures: list[Future], total: int, label: str, keep: Callable[[list[DealRecord]], None]
    ) -> None:
        """Wait for the tasks, ``keep`` each one's records, show the progress per deal,
        fold the journals into the stores every few minutes."""
        nonlocal last

        def each() -> Iterator[DealRecord]:
            nonlocal last
            for future in as_completed(futures):
                recs = future.result()
                keep(recs)
                if time.monotonic() - last > COMPACT_EVERY_S:
                    store.compact()
                    log.compact()
                    last = time.monotonic()
                yield from recs

        for _ in progress(each(), total, label):
            pass
        store.compact()
        log.compact()

    # 1. The dead-end check at the start position, for every loss and undecided deal.
    first = [
        d
        for d in deals
        if d in records and records[d].status in ("unsolvable", "unknown") and d not in done
    ]
    chunks = [first[i : i + 10 * args.chunk] for i in range(0, len(first), 10 * args.chunk)]
    futures = client.map(
        root_check_deals, [variant] * len(chunks), chunks, [args.cpu] * len(chunks), pure=False
    )

    def keep_start(recs: list[DealRecord]) -> None:
        proven = [r for r in recs if r.status == "unsolvable"]
        log.append(
            RecheckRecord(r.deal, records[r.deal].status, r.status, r.nodes, r.seconds, 0.0)
            for r in proven
        )
        decided = [r for r in proven if records[r.deal].status == "unknown"]
        store.append(
            DealRecord(r.deal, r.status, r.nodes, r.seconds, 0, records[r.deal].budget)
            for r in decided
        )

    run(futures, len(first), f"{variant} (start)", keep_start)
    records = store.load()
    done = log.load()
    # 2. The losses it did not prove again: solved with the budget; and those a
    # re-check with a smaller budget left undecided, solved again with this one.
    second = [
        d
        for d in deals
        if d in records
        and (
            (
                records[d].status == "unsolvable"
                and d not in done
                and in_sample(d, args.sample_share, args.seed)
            )
            or (
                d in done
                and done[d].old == "unsolvable"
                and done[d].new == "unknown"
                and done[d].budget < args.budget
            )
        )
        and records[d].budget <= args.budget
    ]
    futures = map_solve(client, variant, second, args)

    def keep_search(recs: list[DealRecord]) -> None:
        log.append(
            RecheckRecord(r.deal, "unsolvable", r.status, r.nodes, r.seconds, r.budget)
            for r in recs
        )
        store.append(r for r in recs if r.status != records[r.deal].status)

    run(futures, len(second), f"{variant} (search)", keep_search)
    records = store.load()
    done = log.load()
    summary = summarise(variant, (records[d] for d in deals if d in records))
    before = read_summary(args.out / "summary.json").get(variant, {})
    summary["command"] = before.get("command", "")
    summary["recheck"] = recheck_entry(variant, args, records, done)
    return summary


def study(variant: str, args: argparse.Namespace, client: Client) -> dict[str, object]:
    from distributed import as_completed

    if args.recheck:
        return recheck(variant, args, client)
    store = Store(args.out, variant)
    records = store.load()
    deals = range(args.first, args.first + args.deals)
    todo = [
        d
        for d in deals
        if d not in records
        or (
            args.retry_unknown is not None
            and records[d].status == "unknown"
            and records[d].budget <= args.retry_unknown
        )
    ]
    futures = map_solve(client, variant, todo, args)
    last = time.monotonic()

    def results() -> Iterator[DealRecord]:
        nonlocal last
        for future in as_completed(futures):
            recs = future.result()
            store.append(recs)
            if time.monotonic() - last > COMPACT_EVERY_S:
                store.compact()
                last = time.monotonic()
            yield from recs

    for _ in progress(results(), len(todo), variant):
        pass
    store.compact()
    records = store.load()
    summary = summarise(variant, (records[d] for d in deals if d in records))
    summary["command"] = (
        f"nice .venv/bin/python tools/solvability_study.py --variant {variant} "
        f"--first {args.first} --deals {args.deals} --budget {args.budget:g}"
        + ("" if args.retry_unknown is None else f" --retry-unknown {args.retry_unknown:g}")
        + (" --cpu" if args.cpu else "")
    )
    # A re-check's counts stay with the records they describe.
    before = read_summary(args.out / "summary.json").get(variant, {})
    if "recheck" in before:
        summary["recheck"] = before["recheck"]
    return summary


#: ``--retry-unknown`` without a value: up to the run's ``--budget``.
UP_TO_BUDGET = object()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variant", default="classic", help="a variant, a comma list, or all")
    parser.add_argument(
        "--deals", type=whole(1), default=10000, help="deals first … first+N-1 (1 or more)"
    )
    parser.add_argument("--first", type=whole(0, MAX_DEAL), default=0)
    parser.add_argument("--budget", type=float, default=1.0, help="seconds per deal")
    parser.add_argument("--scheduler", help="address of a Dask scheduler (default: local cores)")
    parser.add_argument(
        "--workers", type=whole(1, 1024), default=os.cpu_count() or 1, help="local workers"
    )
    parser.add_argument("--chunk", type=whole(1, 100_000), default=20, help="deals per task")
    parser.add_argument(
        "--retry-unknown",
        nargs="?",
        const=UP_TO_BUDGET,
        type=float,
        metavar="B",
        help="solve again the unknown deals recorded with a budget of at most B seconds "
        "(default: --budget)",
    )
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="budgets in CPU seconds of each worker (not wall clock): fair on a shared machine",
    )
    parser.add_argument(
        "--recheck",
        action="store_true",
        help="after a rule change that only adds moves: prove the recorded losses again "
        "(and try the undecided deals), see the module's help",
    )
    parser.add_argument(
        "--sample-share",
        type=float,
        metavar="P",
        help="--recheck: solve each loss the start-position check does not prove again "
        "with probability P (default: all)",
    )
    parser.add_argument("--seed", type=int, default=0, help="--recheck: the sample's seed")
    parser.add_argument("--out", type=writable_folder, default=OUT)
    parser.add_argument(
        "--allow-fewer",
        action="store_true",
        help="let this run's summary replace one of more deals in OUT/summary.json",
    )
    args = parser.parse_args(argv)
    if args.sample_share is not None and not 0 < args.sample_share <= 1:
        parser.error(f"--sample-share must be above 0 and at most 1, not {args.sample_share:g}")
    if args.sample_share is not None and not args.recheck:
        parser.error("--sample-share goes with --recheck")
    if args.recheck and args.retry_unknown is not None:
        parser.error("--recheck and --retry-unknown are two runs: give one of them")
    if args.retry_unknown is UP_TO_BUDGET:
        args.retry_unknown = args.budget
    if not 0 < args.budget < math.inf:
        parser.error(f"--budget must be a number of seconds above 0, not {args.budget:g}")
    if args.retry_unknown is not None and not 0 <= args.retry_unknown <= args.budget:
        parser.error(
            f"--retry-unknown {args.retry_unknown:g}: give a budget between 0 and --budget "
            f"({args.budget:g} s), the largest budget of the deals to solve again"
        )
    if args.first + args.deals - 1 > MAX_DEAL:
        parser.error(
            f"--first {args.first} --deals {args.deals}: the last deal would be beyond "
            f"{MAX_DEAL}, the largest deal number"
        )
    names = list(VARIANTS) if args.variant == "all" else args.variant.split(",")
    try:
        variants = [get_variant(v).name for v in names]
    except ParseError as err:
        parser.error(str(err))
    summary_path = args.out / "summary.json"
    try:
        shipped = read_summary(summary_path)
    except ValueError as err:
        parser.error(str(err))
    smaller = smaller_summaries(shipped, variants, args.deals)
    if smaller and not args.allow_fewer:
        parser.error(
            f"{summary_path} holds summaries of more deals ({'; '.join(smaller)}) than this "
            f"run covers ({args.deals:,}), which would replace them with less: give --deals "
            "as large (the deals already recorded are not solved again), or --allow-fewer"
        )
    try:
        client = client_for(args)
    except ValueError as err:
        parser.error(str(err))
    summary: dict[str, dict[str, object]] = {}
    try:
        args.out.mkdir(parents=True, exist_ok=True)
        for variant in variants:
            summary = record_summary(summary_path, variant, study(variant, args, client))
    except KeyboardInterrupt:
        print(
            "\nInterrupted: every finished chunk is in the journal; run the same command "
            "again to resume.",
            file=sys.stderr,
        )
        return 130
    finally:
        client.close()
        if not args.scheduler and client.cluster is not None:
            client.cluster.close()
    print(table(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
