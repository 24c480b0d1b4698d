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
    assert tool.main() == 2  # deal 1 stayed undecided
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
