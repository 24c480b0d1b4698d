"""Every ``>>>`` example of every page runs against the engine (cwd: docs/), in every language.

An engine change that alters what a page shows fails here. Pages are MyST
Markdown; the examples sit in ```pycon blocks. A translated page shows what its
examples print in its own language (cardsite.transcripts.localize, applied by
cardsite.sphinx.transcripts): those localized blocks run here too, as doctests
in that language, so a translated page shows nothing the tests did not check.
"""

from __future__ import annotations

import doctest
import os
import re
from pathlib import Path

import pytest
from site_helpers import ROOT

from cardsite.spoken import speaking
from cardsite.transcripts import localize

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


PYCON = re.compile(r"```pycon\n(.*?)```", re.S)
TRANSLATED = ("ro", "ar", "ru", "it")


def _localized_page(text: str, lang: str) -> str:
    blocks = PYCON.findall(text)
    new = iter(localize(blocks, lang, DOCS))
    return PYCON.sub(lambda m: f"```pycon\n{next(new)}```", text)


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(DOCS)))
def test_page_examples_in_the_pages_language(page: Path, lang: str) -> None:
    """The outputs a translated page shows are what the engine prints in that language."""
    text = page.read_text(encoding="utf-8")
    if "```pycon" not in text:
        return
    shown = _localized_page(text, lang)
    parser = doctest.DocTestParser()
    english = parser.get_examples(text)
    examples = parser.get_examples(shown)
    assert [e.source for e in examples] == [e.source for e in english], "code lines changed"
    test = doctest.DocTest(examples, {}, f"{page.name}[{lang}]", str(page), 0, None)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS)
    before = os.getcwd()
    os.chdir(DOCS)
    try:
        with speaking(lang):
            runner.run(test)
    finally:
        os.chdir(before)
    result = runner.summarize(verbose=False)
    assert result.failed == 0, f"{page} [{lang}]: {result.failed} of {result.attempted} failed"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translated_pages_print_in_their_language(lang: str) -> None:
    """Defect: code examples on translated pages printed English ("reserve: ## ## ##",
    "IllegalMove: Rule: cards must be of the same suit…")."""
    shown = _localized_page((DOCS / "rules.md").read_text(encoding="utf-8"), lang)
    assert "reserve: ## ## ##" not in shown
    assert "Rule: cards must be of the same suit" not in shown
    assert "scorpion.errors.IllegalMove: " in shown  # the error's name is code: it stays
