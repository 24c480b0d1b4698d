"""The catalogue builder (tools/build_catalogue.py) on a small study record."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from conftest import load_tool
from scorpion.solver.catalogue import decode, encode
from scorpion.solver.study import DealRecord, Store


def test_a_catalogue_from_study_records_says_so_and_how_to_rebuild_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tool = load_tool("tools/build_catalogue.py")
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    (tmp_path / "scorpion" / "data").mkdir(parents=True)
    store = Store(tmp_path / "study", "wasp")
    store.append(
        [
            DealRecord(0, "solved", 10, 0.1, 50, 1.0),
            DealRecord(1, "unknown", 10, 20.0, 0, 20.0),
            DealRecord(2, "unsolvable", 10, 0.1, 0, 1.0),
            DealRecord(3, "solved", 10, 4.5, 54, 20.0),
        ]
    )
    store.compact()
    argv = ["build_catalogue.py", "--variant", "wasp", "--count", "2", "--retry-budget", "0"]
    monkeypatch.setattr(sys, "argv", [*argv, "--from-study", str(store.path)])
    assert tool.main() == 3  # deal 1 stayed undecided (2 is a usage error)
    text = (tmp_path / "scorpion" / "data" / "solvable-wasp.txt").read_text(encoding="utf-8")
    head = [line for line in text.splitlines() if line.startswith("#")]
    body = " ".join(line for line in text.splitlines() if not line.startswith("#"))
    assert decode(body) == [0, 3]
    # The header names the records the verdicts came from, and its rebuild
    # command builds this very file again (it used to leave them out, so the
    # command solved every deal again at 1 s and got another catalogue).
    assert "verdicts from study/wasp.csv.gz" in " ".join(head)
    assert any(line.endswith("--retry-budget 0.0 --from-study study/wasp.csv.gz)") for line in head)
    assert f"# undecided: {encode([1])}" in head


SHIPPED = Path(__file__).resolve().parents[1] / "scorpion" / "data" / "solvable-classic.txt"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        # Defect (issue 29): --count 0 overwrote the shipped Classic catalogue with a
        # one-deal file and exited 0.
        (["--count", "0"], "argument --count: '0' is not a whole number from 1"),
        (["--count", "-3"], "argument --count: '-3' is not a whole number"),
        # Defect: --from-study /nonexistent was ignored while the header claimed its verdicts.
        (["--from-study", "/nonexistent/classic.csv.gz"], "no such file"),
        (["--budget", "nan"], "argument --budget: 'nan' is not a number of seconds above 0"),
        (["--budget", "0"], "argument --budget: '0' is not a number of seconds above 0"),
        (["--retry-budget", "inf"], "argument --retry-budget: 'inf' is not a number of seconds"),
        (["--variant", "nope"], "argument --variant: invalid choice: 'nope'"),
        (["--count", "10"], "would replace"),
    ],
)
def test_bad_options_are_refused_before_any_work(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    out = tmp_path / "solvable-classic.txt"
    out.write_text(SHIPPED.read_text(encoding="utf-8"), encoding="utf-8")
    shipped = SHIPPED.read_bytes()
    tool = load_tool("tools/build_catalogue.py")
    with pytest.raises(SystemExit) as stop:
        tool.main([*argv, "--out", str(out)])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err, err
    assert out.read_bytes() == shipped and SHIPPED.read_bytes() == shipped
    with pytest.raises(SystemExit):  # the same without --out: the shipped file stays
        tool.main(argv)
    assert SHIPPED.read_bytes() == shipped


def test_a_study_of_another_variant_or_without_deal_0_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tool = load_tool("tools/build_catalogue.py")
    wasp = Store(tmp_path / "a", "wasp")
    wasp.append([DealRecord(0, "solved", 10, 0.1, 50, 1.0)])
    wasp.compact()
    late = Store(tmp_path / "b", "classic")
    late.append([DealRecord(5, "solved", 10, 0.1, 50, 1.0)])
    late.compact()
    for study, message in (
        (wasp.path, "the classic study is a file named classic.csv.gz"),
        (late.path, "has no record of deal 0"),
    ):
        with pytest.raises(SystemExit) as stop:
            tool.main(["--from-study", str(study), "--out", str(tmp_path / "c.txt")])
        assert stop.value.code == 2 and message in capsys.readouterr().err
    assert not (tmp_path / "c.txt").exists()


def test_fewer_deals_only_with_allow_fewer_and_written_aside(tmp_path: Path) -> None:
    tool = load_tool("tools/build_catalogue.py")
    store = Store(tmp_path / "study", "wasp")
    store.append(
        [DealRecord(d, "solved" if d % 2 else "unsolvable", 1, 0.1, 9, 1.0) for d in range(9)]
    )
    store.compact()
    out = tmp_path / "solvable-wasp.txt"
    argv = ["--variant", "wasp", "--from-study", str(store.path), "--out", str(out)]
    assert tool.main([*argv, "--count", "4"]) == 0
    body = [line for line in out.read_text().splitlines() if not line.startswith("#")]
    assert decode(" ".join(body)) == [1, 3, 5, 7]
    before = out.read_bytes()
    with pytest.raises(SystemExit):
        tool.main([*argv, "--count", "2"])
    assert out.read_bytes() == before
    assert tool.main([*argv, "--count", "2", "--allow-fewer"]) == 0
    assert "of deals 0-3" in out.read_text() and sorted(p.name for p in tmp_path.iterdir()) == [
        "solvable-wasp.txt",
        "study",
    ]  # no file left aside
