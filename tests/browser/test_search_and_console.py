"""The site as a reader meets it outside the boards: search results and a quiet console.

Serves ``_build/html`` (``make site-html``) from 127.0.0.1 in Debian's Chromium.

- Search results' snippets are the page's prose: the diagrams' text (card labels,
  "Reserve", "Empty foundation", the score line) is left out
  (``cardsite.sphinx.search``); before, a result under a diagram read
  "ReserveFoundationsEmpty foundationEmpty foundation…".
- A page opened in a fresh browser logs no console error (the theme used to log
  "Got invalid theme mode" on every page of a first visit).
"""

from __future__ import annotations

import pytest

from .conftest import html_dir, need, serve

pytestmark = pytest.mark.browser

BOARD_TEXT = """() => [...document.querySelectorAll('.scorpion-board, .scopone-board')]
  .map(b => b.textContent.replace(/\\s+/g, ' ').trim())"""


def _windows(text: str, size: int = 16) -> set[str]:
    return {text[i : i + size] for i in range(0, max(1, len(text) - size + 1), 4)}


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_search_snippets_leave_out_the_diagrams(context: tuple[object, object], lang: str) -> None:
    site = html_dir()
    need((site / lang / "search.html").exists(), f"no built site in {site / lang}")
    ctx, _log = context
    server = serve(site)
    try:
        page = ctx.new_page()  # type: ignore[attr-defined]
        page.goto(f"{server.url}/{lang}/examples/first-move.html")
        title = page.inner_text("h1").strip("#¶ \n")
        boards = page.evaluate(BOARD_TEXT)
        assert boards and all(boards), "the example has a diagram with text"
        page.goto(f"{server.url}/{lang}/search.html?q={title}")
        page.wait_for_selector("ul.search li p.context", timeout=30_000)
        page.wait_for_timeout(1500)  # every result's snippet
        snippets = page.eval_on_selector_all(
            "ul.search li p.context", "ps => ps.map(p => p.textContent)"
        )
        assert snippets
        noise = {w for board in boards for w in _windows(board)}
        leaked = [s for s in snippets if any(w in s for w in noise)]
        assert not leaked, f"diagram text in the snippets: {leaked[:3]}"
    finally:
        server.close()


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("name", ["rules.html", "scopone/rules.html", "search.html"])
def test_a_first_visit_logs_no_console_error(
    context: tuple[object, object], lang: str, name: str
) -> None:
    site = html_dir()
    need((site / lang / name).exists(), f"no built site in {site / lang}")
    ctx, _log = context
    server = serve(site)
    try:
        page = ctx.new_page()  # type: ignore[attr-defined]
        errors: list[str] = []
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(f"{server.url}/{lang}/{name}", wait_until="load")
        page.wait_for_timeout(500)
        assert not errors, errors
    finally:
        server.close()
