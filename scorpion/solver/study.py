"""Surveys of many deals: the solvability study and the catalogues share this.

A study keeps one record per deal (:class:`DealRecord`) in a :class:`Store`:
a gzip-compressed CSV sorted by deal number, plus an uncompressed journal
that every finished deal is appended to at once, so that a killed run loses
only the deals it was solving. :meth:`Store.compact` folds the journal into
the compressed file.

>>> low, high = wilson(50, 100)
>>> round(low, 3), round(high, 3)
(0.404, 0.596)
>>> [r.status for r in survey("classic", [1], budget_s=1.0)]
['unsolvable']
"""

from __future__ import annotations

import csv
import gzip
import io
import math
import os
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Generic, Protocol, TypeVar

from ..game import Game
from .api import solve
from .search import use_clock

__all__ = [
    "DealRecord",
    "RecheckRecord",
    "Store",
    "root_check_deals",
    "solve_deals",
    "summarise",
    "survey",
    "wilson",
    "winnable_bounds",
]

FIELDS = ("deal", "status", "nodes", "seconds", "length", "budget")


class _Record(Protocol):
    deal: int

    def row(self) -> list[str]: ...

    @classmethod
    def parse(cls, row: dict[str, str]) -> _Record: ...


R = TypeVar("R", bound=_Record)


@dataclass(frozen=True)
class DealRecord:
    """One deal's verdict: deal number, status, nodes, seconds, solution length,
    and the time budget it was given."""

    deal: int
    status: str
    nodes: int
    seconds: float
    length: int
    budget: float = 0.0

    def row(self) -> list[str]:
        """The record as CSV fields (see :data:`FIELDS`)."""
        return [
            str(self.deal),
            self.status,
            str(self.nodes),
            f"{self.seconds:.4f}",
            str(self.length),
            f"{self.budget:g}",
        ]

    @classmethod
    def parse(cls, row: dict[str, str]) -> DealRecord:
        """A record from a CSV row (files without a ``budget`` column give 0)."""
        return cls(
            int(row["deal"]),
            row["status"],
            int(row["nodes"]),
            float(row["seconds"]),
            int(row["length"]),
            float(row.get("budget") or 0.0),
        )


@dataclass(frozen=True)
class RecheckRecord:
    """One deal solved again after a rule change: its verdict before (``old``)
    and after (``new``), the nodes and seconds of the new answer, and its
    budget (``0``: the solver's dead-end check at the start position only).

    >>> RecheckRecord.parse(dict(zip(RecheckRecord.FIELDS, "5 unsolvable solved 9 0.5 1".split())))
    RecheckRecord(deal=5, old='unsolvable', new='solved', nodes=9, seconds=0.5, budget=1.0)
    """

    FIELDS: ClassVar[tuple[str, ...]] = ("deal", "old", "new", "nodes", "seconds", "budget")

    deal: int
    old: str
    new: str
    nodes: int
    seconds: float
    budget: float

    def row(self) -> list[str]:
        """The record as CSV fields (see :attr:`FIELDS`)."""
        return [
            str(self.deal),
            self.old,
            self.new,
            str(self.nodes),
            f"{self.seconds:.4f}",
            f"{self.budget:g}",
        ]

    @classmethod
    def parse(cls, row: dict[str, str]) -> RecheckRecord:
        """A record from a CSV row."""
        return cls(
            int(row["deal"]),
            row["old"],
            row["new"],
            int(row["nodes"]),
            float(row["seconds"]),
            float(row["budget"]),
        )


def survey(
    variant: str,
    deals: Iterable[int],
    budget_s: float = 1.0,
    max_nodes: int | None = None,
) -> Iterator[DealRecord]:
    """Solve each deal of ``deals`` in ``variant`` and yield its record."""
    for deal in deals:
        result = solve(Game.deal(deal, variant), budget_s, max_nodes=max_nodes)
        yield DealRecord(
            deal, result.status, result.nodes, result.seconds, len(result.moves), budget_s
        )


def root_check_deals(variant: str, deals: list[int], cpu: bool = False) -> list[DealRecord]:
    """The solver's dead-end check at each deal's start position, and nothing
    more (:func:`solve` with ``max_nodes=1``): ``unsolvable`` when it proves
    the deal lost there, else ``unknown``. The cheap first step of a re-check.

    >>> [r.status for r in root_check_deals("classic", [1, 177])]
    ['unsolvable', 'unsolvable']
    """
    use_clock(time.process_time if cpu else time.perf_counter)
    out = []
    for deal in deals:
        result = solve(Game.deal(deal, variant), 1.0, max_nodes=1)
        status = result.status if result.status == "unsolvable" else "unknown"
        out.append(DealRecord(deal, status, result.nodes, result.seconds, 0, 0.0))
    return out


def solve_deals(
    variant: str, deals: list[int], budget_s: float, cpu: bool = False
) -> list[DealRecord]:
    """:func:`survey` as one task of a distributed study (a list, not an iterator).

    ``cpu`` measures each deal's budget in CPU seconds of the worker process
    (:func:`~scorpion.solver.search.use_clock`), so that a study on a machine
    shared with other work gives every deal the same work (otherwise wall
    clock). The worker process keeps the clock until its next task sets it.
    """
    use_clock(time.process_time if cpu else time.perf_counter)
    return list(survey(variant, deals, budget_s))


class Store(Generic[R]):
    """The records of one variant: ``<variant>.csv.gz`` and ``<variant>.journal.csv``.

    ``kind`` is the record class (:class:`DealRecord`, or :class:`RecheckRecord`
    for the log of a re-check, named ``<variant>.recheck``).

    >>> import tempfile
    >>> store = Store(Path(tempfile.mkdtemp()), "classic")
    >>> store.append([DealRecord(3, "solved", 10, 0.5, 60, 1.0)])
    >>> store.compact()
    >>> sorted(store.load())
    [3]
    """

    def __init__(self, folder: Path, variant: str, kind: type[R] = DealRecord) -> None:  # type: ignore[assignment]
        self.folder = Path(folder)
        self.path = self.folder / f"{variant}.csv.gz"
        self.journal = self.folder / f"{variant}.journal.csv"
        self.kind = kind
        self.fields: tuple[str, ...] = getattr(kind, "FIELDS", FIELDS)

    def load(self) -> dict[int, R]:
        """Every record, the journal's included (a cut-off last line is ignored)."""
        out: dict[int, R] = {}
        if self.path.exists():
            with gzip.open(self.path, "rt", newline="", encoding="utf-8") as f:
                for row in csv.DictReader(f):
                    rec = self.kind.parse(row)
                    out[rec.deal] = rec
        if self.journal.exists():
            text = self.journal.read_text(encoding="utf-8")
            if not text.endswith("\n"):  # killed in the middle of a line
                text = text[: text.rfind("\n") + 1]
            for row in csv.DictReader(io.StringIO(text), fieldnames=self.fields):
                try:
                    rec = self.kind.parse(row)
                except (TypeError, ValueError):
                    continue
                out[rec.deal] = rec
        return out

    def append(self, records: Iterable[R]) -> None:
        """Add records to the journal, on disk at once (after cutting off a line
        that a killed run left unfinished)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        if self.journal.exists() and self.journal.stat().st_size:
            with self.journal.open("rb+") as f:
                f.seek(-1, os.SEEK_END)
                if f.read(1) != b"\n":
                    f.seek(0)
                    f.truncate(f.read().rfind(b"\n") + 1)
        with self.journal.open("a", newline="", encoding="utf-8") as f:
            writer = csv.writer(f, lineterminator="\n")
            for rec in records:
                writer.writerow(rec.row())
            f.flush()
            os.fsync(f.fileno())

    def compact(self) -> None:
        """Fold the journal into the compressed file (written aside, then renamed)."""
        records = self.load()
        self.folder.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(".tmp")
        with (
            open(tmp, "wb") as raw,
            gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as gz,
            io.TextIOWrapper(gz, encoding="utf-8", newline="") as f,
        ):
            writer = csv.writer(f, lineterminator="\n")
            writer.writerow(self.fields)
            for deal in sorted(records):
                writer.writerow(records[deal].row())
        os.replace(tmp, self.path)
        self.journal.unlink(missing_ok=True)


def wilson(successes: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def winnable_bounds(solved: int, unknown: int, n: int) -> tuple[float, float]:
    """95 % interval of the share of all ``n`` deals that can be won, whatever the
    ``unknown`` ones turn out to be: its low end counts them as lost, its high end as won.

    >>> [round(x, 3) for x in winnable_bounds(10, 10, 100)]
    [0.055, 0.289]
    """
    return (wilson(solved, n)[0], wilson(solved + unknown, n)[1])


def summarise(variant: str, records: Iterable[DealRecord]) -> dict[str, object]:
    """Counts and intervals of a variant's records (deals ``0 … n-1`` when complete).

    >>> recs = [DealRecord(d, s, 1, 0.1, 0, 1.0) for d, s in enumerate(["solved", "unknown"])]
    >>> s = summarise("classic", recs)
    >>> s["deals"], s["solved"], s["unknown"], s["budgets_s"]
    (2, 1, 1, [1.0])
    """
    recs = list(records)
    n = len(recs)
    counts = {s: sum(1 for r in recs if r.status == s) for s in ("solved", "unsolvable", "unknown")}
    decided = counts["solved"] + counts["unsolvable"]
    low, high = wilson(counts["solved"], decided)
    all_low, all_high = winnable_bounds(counts["solved"], counts["unknown"], n)
    return {
        "variant": variant,
        "deals": n,
        "first_deal": min((r.deal for r in recs), default=0),
        "last_deal": max((r.deal for r in recs), default=-1),
        "budgets_s": sorted({r.budget for r in recs}),
        **counts,
        "undecided_share": counts["unknown"] / n if n else None,
        "winnable_share_of_decided": counts["solved"] / decided if decided else None,
        "winnable_share_of_decided_ci95": [low, high],
        # Whatever the undecided deals are: between "all lost" and "all won".
        "winnable_share_bounds_ci95": [all_low, all_high],
        "cpu_seconds": round(sum(r.seconds for r in recs), 1),
    }
