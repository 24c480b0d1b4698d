"""Scorpion's page claims in a real build: the site's claims are counted, and a claim
flipped on purpose (K♦ for K♣ in the worked example) stops the build, naming the page,
the line and what the solver found."""

from __future__ import annotations

import shutil
from pathlib import Path

from site_helpers import ROOT, build_language

PAGE = Path("examples") / "king-to-empty-column.md"
TRUE_CLAIM = "  wins: K♣ 6→7\n"
FLIPPED = "  wins: K♦ 4→7\n"


def test_the_worked_example_claims_k_clubs_wins() -> None:
    assert TRUE_CLAIM in (ROOT / "docs" / PAGE).read_text(encoding="utf-8")


def test_a_flipped_claim_stops_the_build_with_page_line_and_what_the_solver_found(
    tmp_path: Path,
) -> None:
    src = tmp_path / "docs"
    shutil.copytree(ROOT / "docs", src, ignore=shutil.ignore_patterns("_build"))
    page = src / PAGE
    text = page.read_text(encoding="utf-8")
    line = text[: text.index(TRUE_CLAIM)].count("\n") + 1
    page.write_text(text.replace(TRUE_CLAIM, FLIPPED, 1), encoding="utf-8")

    done = build_language("en", tmp_path / "out", src)

    assert done.returncode != 0
    assert "claims checked (en): scorpion " in done.stdout
    expected = (
        f"{PAGE.as_posix()}:{line}: false claim “wins: K♦ 4→7”: "
        "the solver proves the position after K♦ 4→7 lost"
    )
    assert expected in done.stderr, done.stderr[-2000:]
    assert "1 false claim(s) in the en pages" in done.stderr
    assert "Traceback" not in done.stderr
