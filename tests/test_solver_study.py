"""The solvability study on a Dask cluster: resumable, journal, compressed store, table."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest
from distributed import LocalCluster

from conftest import load_tool
from scorpion import Game
from scorpion.solver import solve
from scorpion.solver.study import DealRecord, RecheckRecord, Store, summarise


def _tool() -> ModuleType:
    return load_tool("tools/solvability_study.py")


def test_study_resumes_on_a_local_cluster(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = Store(tmp_path, "classic")
    # A killed run: two deals in the journal, then a line cut off mid-write.
    store.append([DealRecord(0, "unsolvable", 1, 123.0, 0, 0.05)])
    store.append([DealRecord(1, "unsolvable", 1, 0.001, 0, 0.05)])
    with store.journal.open("a", encoding="utf-8") as f:
        f.write("2,solv")
    assert sorted(store.load()) == [0, 1]
    with LocalCluster(
        n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None
    ) as cluster:
        argv = ["--variant", "classic", "--deals", "6", "--budget", "0.2", "--chunk", "2"]
        argv += ["--scheduler", cluster.scheduler_address, "--out", str(tmp_path)]
        assert _tool().main(argv) == 0
    records = store.load()
    assert sorted(records) == list(range(6))
    assert records[0].seconds == 123.0  # recorded before: kept, not solved again
    assert not store.journal.exists() and store.path.exists()  # folded into the .csv.gz
    for deal in range(2, 6):
        rec = records[deal]
        assert rec.budget == 0.2
        if rec.status != "unknown":
            assert rec.status == solve(Game.deal(deal), 2).status
    summary = json.loads((tmp_path / "summary.json").read_text())["classic"]
    assert summary["deals"] == 6
    assert summary["solved"] + summary["unsolvable"] + summary["unknown"] == 6
    low, high = summary["winnable_share_bounds_ci95"]
    assert 0 <= low <= high <= 1
    table = capsys.readouterr().out
    assert "classic" in table and "width" in table


def test_store_ignores_a_cut_off_journal_line_and_compacts(tmp_path: Path) -> None:
    store = Store(tmp_path, "wasp")
    store.append([DealRecord(7, "solved", 40, 0.25, 90, 1.0)])
    with store.journal.open("a", encoding="utf-8") as f:
        f.write("8,unsolvable,12")
    assert list(store.load()) == [7]
    store.compact()
    assert store.load()[7] == DealRecord(7, "solved", 40, 0.25, 90, 1.0)
    assert store.path.read_bytes()[:2] == b"\x1f\x8b"  # gzip


def test_cpu_budgets_in_the_workers() -> None:
    """``--cpu``: a task measures its deals' budgets in CPU seconds of the
    worker, and a task without it goes back to the wall clock."""
    import time

    from scorpion.solver.search import now
    from scorpion.solver.study import solve_deals

    try:
        recs = solve_deals("classic", [0, 1], 0.2, cpu=True)
        assert [r.deal for r in recs] == [0, 1] and all(r.budget == 0.2 for r in recs)
        assert abs(now() - time.process_time()) < 0.05
        time.sleep(0.2)  # wall clock passes, CPU time hardly
        assert abs(now() - time.process_time()) < 0.05
        solve_deals("classic", [0], 0.2)
        assert abs(now() - time.perf_counter()) < 0.05
    finally:
        solve_deals("classic", [], 0.2)


def test_a_retry_with_a_larger_budget_resumes(tmp_path: Path) -> None:
    """``--retry-unknown B`` solves again only the unknown deals recorded with a
    budget of at most B: a retry at a larger budget that was stopped resumes
    without solving again the deals it already retried (the bare option, which
    takes ``--budget`` as B, retried those too)."""
    store = Store(tmp_path, "classic")
    store.append([DealRecord(0, "unknown", 5, 123.0, 0, 0.05)])  # before the retry
    store.append([DealRecord(1, "unknown", 5, 456.0, 0, 0.3)])  # retried, then stopped
    store.append([DealRecord(2, "unsolvable", 1, 789.0, 0, 0.05)])
    with LocalCluster(
        n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None
    ) as cluster:
        argv = ["--variant", "classic", "--deals", "3", "--budget", "0.3", "--cpu"]
        argv += ["--scheduler", cluster.scheduler_address, "--out", str(tmp_path)]
        assert _tool().main([*argv, "--retry-unknown", "0"]) == 0  # none recorded at 0 s
        assert store.load()[0].seconds == 123.0
        assert _tool().main([*argv, "--retry-unknown", "0.05"]) == 0
        records = store.load()
        assert records[0].budget == 0.3 and records[0].seconds != 123.0  # retried
        assert records[1].seconds == 456.0  # already retried at 0.3: kept
        assert records[2].seconds == 789.0  # decided: kept
        summary = json.loads((tmp_path / "summary.json").read_text())["classic"]
        assert summary["command"].endswith("--budget 0.3 --retry-unknown 0.05 --cpu")
        assert _tool().main([*argv, "--retry-unknown"]) == 0
        summary = json.loads((tmp_path / "summary.json").read_text())["classic"]
        assert summary["command"].endswith("--budget 0.3 --retry-unknown 0.3 --cpu")
    records = store.load()
    assert records[1].seconds != 456.0  # the bare option: every unknown up to --budget
    assert records[2].seconds == 789.0


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--budget", "1", "--retry-unknown", "5"], "--retry-unknown 5: give a budget between"),
        (["--budget", "1", "--retry-unknown", "-1"], "--retry-unknown -1: give a budget between"),
        (["--budget", "1", "--retry-unknown", "nan"], "--retry-unknown nan: give a budget"),
        (["--budget", "0"], "--budget must be a number of seconds above 0, not 0"),
        (["--budget", "nan"], "--budget must be a number of seconds above 0, not nan"),
        (["--budget", "inf"], "--budget must be a number of seconds above 0, not inf"),
        (["--recheck", "--sample-share", "0"], "--sample-share must be above 0 and at most 1"),
        (["--recheck", "--sample-share", "1.5"], "--sample-share must be above 0 and at most"),
        (["--sample-share", "0.1"], "--sample-share goes with --recheck"),
        (["--recheck", "--retry-unknown"], "--recheck and --retry-unknown are two runs"),
        # Defects (issue 29): --workers 0 hung (a cluster without workers); --first -1,
        # --chunk 0, --out /dev/null and a bad --scheduler were tracebacks; --deals -5
        # exited 0 having done nothing.
        (["--workers", "0"], "argument --workers: '0' is not a whole number from 1"),
        (["--first", "-1"], "argument --first: '-1' is not a whole number from 0"),
        (["--chunk", "0"], "argument --chunk: '0' is not a whole number from 1"),
        (["--deals", "-5"], "argument --deals: '-5' is not a whole number from 1 up"),
        (["--deals", "0"], "argument --deals: '0' is not a whole number from 1 up"),
        (["--first", "18446744073709551615", "--deals", "2"], "beyond 18446744073709551615"),
        (["--scheduler", "nope"], "--scheduler 'nope': no Dask scheduler answers there"),
        (["--variant", "nope"], "Unknown variant “nope”"),
    ],
)
def test_bad_options_are_refused_before_any_work(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    with pytest.raises(SystemExit) as stop:
        _tool().main([*argv, "--out", str(tmp_path / "out")])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err, err
    assert not (tmp_path / "out").exists()  # nothing written


def test_a_study_keeps_the_summary_another_run_wrote_meanwhile(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two studies of different variants at once (as when Classic's retry ran
    while Wasp's did): each writes only its own variant's summary, over the
    file as it is when it finishes, not as it was when it started (the older
    tool wrote back what it had read at its start, losing the other run's)."""
    from types import SimpleNamespace

    def entry(variant: str, status: str) -> dict[str, object]:
        return summarise(variant, [DealRecord(0, status, 1, 0.1, 0, 1.0)])

    path = tmp_path / "summary.json"
    path.write_text(json.dumps({"wasp": entry("wasp", "unknown")}))
    tool = _tool()

    def study(variant: str, args: object, client: object) -> dict[str, object]:
        # The Wasp run finishes while this one works.
        path.write_text(json.dumps({"wasp": entry("wasp", "solved")}))
        return entry(variant, "unsolvable")

    tool.study = study  # type: ignore[attr-defined]
    tool.client_for = lambda args: SimpleNamespace(close=lambda: None, cluster=None)  # type: ignore[attr-defined]
    argv = ["--variant", "classic", "--deals", "1", "--out", str(tmp_path), "--scheduler", "x"]
    assert tool.main(argv) == 0  # type: ignore[attr-defined]
    summary = json.loads(path.read_text())
    assert summary == {"classic": entry("classic", "unsolvable"), "wasp": entry("wasp", "solved")}
    assert not path.with_suffix(".json.tmp").exists()
    assert "wasp" in capsys.readouterr().out  # the table shows the file as written


def test_recheck_proves_losses_again_and_records_what_changed(tmp_path: Path) -> None:
    """``--recheck`` after the whole-column correction (RULES.md, Moves, item 1):
    Traditional deals 190-199 as the study recorded them (all lost; 198 by a
    search of 15,720 positions), and an undecided deal. The start-position check
    proves nine losses again; deal 198, which it does not, is solved again and is
    now won; the undecided deal 177 (Classic) is proven lost at the start. The
    log names every deal looked at; a second run has nothing left to do."""
    store = Store(tmp_path, "traditional")
    store.append(DealRecord(d, "unsolvable", 1, 0.0001, 0, 1.0) for d in range(190, 200))
    store.append([DealRecord(198, "unsolvable", 15720, 0.5871, 0, 1.0)])
    store.compact()
    classic = Store(tmp_path, "classic")
    classic.append([DealRecord(177, "unknown", 1350657, 30.03, 0, 30.0)])
    classic.append([DealRecord(178, "solved", 800, 0.2, 90, 1.0)])
    (tmp_path / "summary.json").write_text(
        json.dumps({"traditional": {"command": "the study's own command"}})
    )
    with LocalCluster(
        n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None
    ) as cluster:
        argv = ["--budget", "2", "--cpu", "--recheck", "--chunk", "2"]
        argv += ["--scheduler", cluster.scheduler_address, "--out", str(tmp_path)]
        tool = _tool()
        assert (
            tool.main([*argv, "--variant", "traditional", "--first", "190", "--deals", "10"]) == 0
        )
        assert tool.main([*argv, "--variant", "classic", "--first", "177", "--deals", "2"]) == 0
        records = store.load()
        log = Store(tmp_path, "traditional.recheck", RecheckRecord).load()
        assert sorted(log) == list(range(190, 200))
        assert records[198].status == "solved" and records[198].budget == 2
        assert log[198].old == "unsolvable" and log[198].new == "solved" and log[198].budget == 2
        assert all(log[d].new == "unsolvable" and log[d].budget == 0 for d in log if d != 198)
        assert all(records[d].status == "unsolvable" for d in records if d != 198)
        summary = json.loads((tmp_path / "summary.json").read_text())
        entry = summary["traditional"]
        assert entry["command"] == "the study's own command"  # kept
        assert entry["solved"] == 1 and entry["unsolvable"] == 9
        assert entry["recheck"]["verdicts"] == {
            "search: unsolvable -> solved": 1,
            "start: unsolvable -> unsolvable": 9,
        }
        assert entry["recheck"]["losses_not_rechecked"] == 0
        assert classic.load()[177].status == "unsolvable"
        assert classic.load()[178].status == "solved"  # a win is not looked at
        assert summary["classic"]["recheck"]["verdicts"] == {"start: unknown -> unsolvable": 1}
        before = (tmp_path / "traditional.csv.gz").read_bytes()
        assert (
            tool.main([*argv, "--variant", "traditional", "--first", "190", "--deals", "10"]) == 0
        )
        assert (tmp_path / "traditional.csv.gz").read_bytes() == before
        # A later retry of the undecided deals keeps the re-check's counts.
        retry = ["--budget", "2", "--retry-unknown", "--out", str(tmp_path)]
        retry += ["--scheduler", cluster.scheduler_address, "--variant", "traditional"]
        assert tool.main([*retry, "--first", "190", "--deals", "10"]) == 0
        summary = json.loads((tmp_path / "summary.json").read_text())
        assert summary["traditional"]["recheck"] == entry["recheck"]


def test_recheck_samples_the_same_deals_every_run() -> None:
    tool = _tool()
    chosen = [d for d in range(10_000) if tool.in_sample(d, 0.1, 3)]
    assert 900 < len(chosen) < 1100
    assert chosen == [d for d in range(10_000) if tool.in_sample(d, 0.1, 3)]
    assert chosen != [d for d in range(10_000) if tool.in_sample(d, 0.1, 4)]
    assert all(tool.in_sample(d, None, 0) for d in range(10))


def test_recheck_solves_again_with_a_larger_budget_what_it_left_undecided(
    tmp_path: Path,
) -> None:
    """A loss that a re-check with a smaller budget left undecided (Traditional
    deal 198 here, as if 0.01 s had not been enough) is solved again by a
    re-check with a larger budget; a loss proven again is not."""
    store = Store(tmp_path, "traditional")
    store.append([DealRecord(197, "unsolvable", 1, 0.0001, 0, 1.0)])
    store.append([DealRecord(198, "unknown", 5, 0.01, 0, 0.01)])
    log = Store(tmp_path, "traditional.recheck", RecheckRecord)
    log.append([RecheckRecord(197, "unsolvable", "unsolvable", 1, 0.0001, 0.0)])
    log.append([RecheckRecord(198, "unsolvable", "unknown", 5, 0.01, 0.01)])
    with LocalCluster(
        n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None
    ) as cluster:
        argv = ["--variant", "traditional", "--first", "197", "--deals", "2", "--budget", "2"]
        argv += ["--cpu", "--recheck", "--scheduler", cluster.scheduler_address]
        # A sample that leaves deal 198 out: it was looked at, so it is followed.
        share = next(p / 100 for p in range(1, 100) if not _tool().in_sample(198, p / 100, 0))
        argv += ["--sample-share", str(share), "--seed", "0"]
        assert _tool().main([*argv, "--out", str(tmp_path)]) == 0
    assert store.load()[198].status == "solved"
    assert log.load()[198].new == "solved" and log.load()[198].budget == 2
    assert log.load()[197].budget == 0  # not solved again
    entry = json.loads((tmp_path / "summary.json").read_text())["traditional"]["recheck"]
    assert entry["verdicts"] == {
        "search: unsolvable -> solved": 1,
        "start: unsolvable -> unsolvable": 1,
    }


def test_an_out_that_is_a_file_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for out in ("/dev/null", str(tmp_path / "file"), str(tmp_path / "file" / "below")):
        (tmp_path / "file").write_text("x")
        with pytest.raises(SystemExit) as stop:
            _tool().main(["--deals", "1", "--out", out])
        assert stop.value.code == 2
        assert "is not a folder" in capsys.readouterr().err


def test_a_smaller_run_keeps_the_larger_summary(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A run over fewer deals than summary.json holds for its variant would replace that
    summary with less (a one-deal run replaced the 450,000-deal Classic summary): refused
    before any work, unless --allow-fewer."""
    from types import SimpleNamespace

    path = tmp_path / "summary.json"
    big = summarise("classic", [DealRecord(d, "unsolvable", 1, 0.1, 0, 1.0) for d in range(10)])
    path.write_text(json.dumps({"classic": big}))
    tool = _tool()
    tool.study = lambda variant, args, client: summarise(  # type: ignore[attr-defined]
        variant, [DealRecord(0, "solved", 1, 0.1, 5, 1.0)]
    )
    tool.client_for = lambda args: SimpleNamespace(close=lambda: None, cluster=None)  # type: ignore[attr-defined]
    argv = ["--deals", "1", "--out", str(tmp_path), "--scheduler", "x"]
    with pytest.raises(SystemExit) as stop:
        tool.main(argv)  # type: ignore[attr-defined]
    assert stop.value.code == 2
    assert "classic: 10 deals" in capsys.readouterr().err
    assert json.loads(path.read_text())["classic"] == big
    assert tool.main([*argv, "--allow-fewer"]) == 0  # type: ignore[attr-defined]
    assert json.loads(path.read_text())["classic"]["deals"] == 1
    path.write_text("[1, 2]")
    with pytest.raises(SystemExit):
        tool.main(argv)  # type: ignore[attr-defined]
    assert "is not a summary of variants" in capsys.readouterr().err
