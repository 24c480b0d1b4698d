"""Every ``>>>`` example of every page runs against the engine (cwd: docs/).

An engine change that alters what a page shows fails here. Pages are MyST
Markdown; the examples sit in ```pycon blocks.
"""

from __future__ import annotations

import doctest
import os
from pathlib import Path

import pytest
from site_helpers import ROOT

DOCS = ROOT / "docs"
PAGES = sorted(p for p in DOCS.rglob("*.md") if "_build" not in p.parts)


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(DOCS)))
def test_page_examples(page: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = page.read_text(encoding="utf-8")
    test = doctest.DocTestParser().get_doctest(text, {}, str(page.relative_to(DOCS)), str(page), 0)
    drawn = "{scorpion-position}" in text or page.parent.name == "examples"
    if drawn and page.name != "index.md":
        assert test.examples, f"{page}: a page with positions must show their code as a doctest"
    monkeypatch.chdir(DOCS)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS)
    runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0, f"{page}: {result.failed} of {result.attempted} examples failed"


def test_a_changed_engine_answer_fails(tmp_path: Path) -> None:
    page = tmp_path / "x.md"
    page.write_text("```pycon\n>>> from scorpion import Game\n>>> Game.deal(1).score\n1\n\n```\n")
    test = doctest.DocTestParser().get_doctest(page.read_text(), {}, "x", str(page), 0)
    runner = doctest.DocTestRunner()
    runner.run(test, out=lambda _: None)
    assert runner.summarize(verbose=False).failed == 1
    assert os.path.exists(page)
