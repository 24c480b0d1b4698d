"""The page player's widget manager (tools/lite/widgets, lite/player/widgets-*.js)
in Chromium, on its own: what it loads, what it refuses, and what it lets
through as HTML.

The boards themselves are played by the other browser tests (test_player,
test_whole_game, the Scopone tests); these check the manager's edges, which
no board reaches: a widget module other than ipywidgets 8's base and controls
is refused with a message that names it, and a description shown as HTML
(``description_allow_html``) keeps ipywidgets' allowed tags and attributes and
loses scripts, event handlers and ``javascript:`` links.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from .conftest import ROOT, built_player_site, serve

pytestmark = pytest.mark.browser

#: The entry points in player.js's order (MANAGER_STEPS), each imported in turn;
#: the last one's PageManager, with no comms, is window.__manager.
STEPS = json.loads(
    "["
    + re.search(  # type: ignore[union-attr]
        r"var MANAGER_STEPS = \[([^\]]*)\];",
        (ROOT / "docs" / "_static" / "player" / "player.js").read_text(encoding="utf-8"),
    ).group(1)
    + "]"
)
MANAGER = """async (steps) => {
    let module = null;
    for (const step of steps) module = await import(`/lite/player/widgets-${step}.js`);
    window.__manager = new module.PageManager(() => ({}));
}"""


@pytest.fixture(scope="module")
def manager_page(browser: object):  # type: ignore[no-untyped-def]
    server = serve(built_player_site("play.html"))
    page = browser.new_page()  # type: ignore[attr-defined]
    page.goto(f"{server.url}/en/index.html")
    page.evaluate(MANAGER, STEPS)
    yield page
    page.close()
    server.close()


def test_only_ipywidgets_8_base_and_controls(manager_page: object) -> None:
    page = manager_page
    load = """async ([name, module, version]) => {
        try {
            const cls = await window.__manager.loadClass(name, module, version);
            return typeof cls === "function" ? "class" : String(cls);
        } catch (e) {
            return "refused: " + e.message;
        }
    }"""
    assert page.evaluate(load, ["ButtonModel", "@jupyter-widgets/controls", "2.0.0"]) == "class"  # type: ignore[attr-defined]
    assert page.evaluate(load, ["LayoutModel", "@jupyter-widgets/base", "2.0.0"]) == "class"  # type: ignore[attr-defined]
    output = page.evaluate(load, ["OutputModel", "@jupyter-widgets/output", "1.0.0"])  # type: ignore[attr-defined]
    assert output.startswith("refused: ") and "@jupyter-widgets/output@1.0.0" in output, output
    seven = page.evaluate(load, ["ButtonModel", "@jupyter-widgets/controls", "1.5.0"])  # type: ignore[attr-defined]
    assert seven.startswith("refused: ") and "controls@1.5.0" in seven, seven
    missing = page.evaluate(load, ["NoSuchModel", "@jupyter-widgets/controls", "2.0.0"])  # type: ignore[attr-defined]
    assert missing.startswith("refused: ") and "NoSuchModel" in missing, missing


@pytest.mark.parametrize(
    ("html", "kept"),
    [
        ('<b onclick="x()">bold</b> <i>it</i>', "<b>bold</b> <i>it</i>"),
        ("<script>alert(1)</script>text", "text"),
        ('<a href="javascript:alert(1)" title="t">link</a>', '<a title="t">link</a>'),
        ('<a href="https://example.org/">a</a>', '<a href="https://example.org/">a</a>'),
        ("<img src=x onerror=alert(1)>", '<img src="x">'),
        (
            '<span class="c" style="color:red" aria-label="l" data-x="1">s</span>',
            '<span class="c" style="color:red" aria-label="l">s</span>',
        ),
        ("<div><p>para</p></div>", "para"),
        ("x $y$ z", "x $y$ z"),
    ],
)
def test_descriptions_as_html_are_sanitized(manager_page: object, html: str, kept: str) -> None:
    assert manager_page.evaluate("(h) => window.__manager.inline_sanitize(h)", html) == kept  # type: ignore[attr-defined]


def test_the_manager_is_small() -> None:
    """The manager's script (every widgets-*.js file) stays under 0.8 MB (0.59
    measured; html-manager's AMD bundle and RequireJS were 2.5 MB)."""
    player = Path(built_player_site("play.html")) / "lite" / "player"
    size = sum(f.stat().st_size for f in player.glob("widgets*.js"))
    assert 0 < size <= 800_000, size
