"""A reader's own word for a thing finds the page that names it (issue #30).

Each translated language's ``locales/<lang>/GLOSSARY.md`` lists, under
``## Synonyms the search finds``, words that players also use for the site's
terms (Russian players say «резерв» where the site says «запас»); the glossary
pages mention them, and the site's own search (Sphinx's, in Chromium) must find a
page for each. Before, «резерв» found nothing.
"""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest

from .conftest import ROOT, html_dir, need, serve

pytestmark = pytest.mark.browser

HEADING = "## Synonyms the search finds"


def synonyms(lang: str) -> list[tuple[str, str]]:
    """The (site term, synonym) rows of a language's glossary table."""
    return parse_synonyms((ROOT / "locales" / lang / "GLOSSARY.md").read_text(encoding="utf-8"))


def parse_synonyms(text: str) -> list[tuple[str, str]]:
    """The rows of the table under :data:`HEADING`, up to the next heading."""
    if HEADING not in text:
        return []
    rows = []
    for line in text.split(HEADING, 1)[1].splitlines()[1:]:
        if line.startswith("#"):
            break
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        is_rule = set(cells[0]) <= {"-", " ", ":"}
        if len(cells) == 2 and cells[0] and not is_rule and cells[0].lower() != "site term":
            rows.append((cells[0], cells[1]))
    return rows


@pytest.mark.parametrize("lang", ["ro", "ar", "ru", "it"])
def test_each_language_lists_synonyms(lang: str) -> None:
    assert synonyms(lang), f"locales/{lang}/GLOSSARY.md has no rows under {HEADING!r}"


@pytest.mark.parametrize("lang", ["ro", "ar", "ru", "it"])
def test_the_search_finds_each_synonym(context: tuple[object, object], lang: str) -> None:
    rows = synonyms(lang)
    site = html_dir()
    need((site / lang / "search.html").exists(), f"no built site in {site / lang}")
    ctx, _log = context
    server = serve(site)
    missing = []
    try:
        page = ctx.new_page()  # type: ignore[attr-defined]
        for term, synonym in rows:
            word = re.sub(r"[«»“”„\"()]", "", synonym).strip()
            page.goto(f"{server.url}/{lang}/search.html?q={quote(word)}")
            page.wait_for_function(
                "() => document.querySelector('#search-results p.search-summary') !== null",
                timeout=30_000,
            )
            hrefs = page.eval_on_selector_all("ul.search li a", "as => as.map(a => a.href)")
            if not hrefs:
                missing.append(f"{synonym} (for {term})")
    finally:
        server.close()
    assert not missing, f"{lang}: the search finds no page for {missing}"


def test_the_table_reader_stops_at_the_next_heading() -> None:
    text = f"x\n{HEADING}\n\n| site term | synonym |\n|---|---|\n| запас | резерв |\n\n## Next\n| a | b |\n"
    assert parse_synonyms(text) == [("запас", "резерв")]
    assert parse_synonyms("no table here") == []
