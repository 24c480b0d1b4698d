"""The Scopone pages in Debian's Chromium: diagrams readable at phone width, no other host.

Serves ``_build/html`` (``make site-html``) from 127.0.0.1. At 390 and 320 px
wide, on every worked example in English and Arabic, the board fits the page
(no sideways scrolling), every face-up card is at least 36 px wide (its corner value
stays legible), and East stays right of West in both directions. The
``context`` fixture fails the test if any request left 127.0.0.1.
"""

from __future__ import annotations

import pytest

from .conftest import artifact, html_dir, need, serve

pytestmark = pytest.mark.browser

WIDTHS = (390, 320)
MEASURE = """() => {
  const board = document.querySelector('.scopone-board');
  const cards = [...board.querySelectorAll('.scopone-card:not(.scopone-card-back)')].map(c => c.getBoundingClientRect());
  const seat = (s) => board.querySelector('.scopone-seat-' + s).getBoundingClientRect();
  return {
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    boardRight: board.getBoundingClientRect().right,
    viewport: document.documentElement.clientWidth,
    narrowest: Math.min(...cards.filter(r => r.height > r.width).map(r => r.width)),
    eastLeft: seat('east').left, westLeft: seat('west').left,
  };
}"""


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_examples_fit_a_phone(context: tuple[object, object], lang: str) -> None:
    site = html_dir()
    examples = sorted((site / lang / "scopone" / "examples").glob("*.html"))
    need(bool(examples), f"no built Scopone examples in {site / lang} (run make site-html)")
    examples = [p for p in examples if p.name != "index.html"]
    server = serve(site)
    try:
        ctx, _log = context
        page = ctx.new_page()  # type: ignore[attr-defined]
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": 800})
            for example in examples:
                path = example.relative_to(site).as_posix()
                page.goto(f"{server.url}/{path}")
                m = page.evaluate(MEASURE)
                assert m["overflow"] <= 0, (path, width, m)
                assert m["boardRight"] <= m["viewport"] + 0.5, (path, width, m)
                assert m["narrowest"] >= 36, (path, width, m)
                assert m["eastLeft"] > m["westLeft"], (path, width, m)
        page.screenshot(path=str(artifact(f"scopone-example-{lang}-320.png")), full_page=True)
    finally:
        server.close()


CORNERS = """() => [...document.querySelectorAll('.scopone-card svg.scopone-face')].map(svg => {
  const text = svg.querySelector('text');
  if (!text) return null;
  const box = svg.getBoundingClientRect(), t = text.getBoundingClientRect();
  return {card: svg.parentElement.className, inside: t.left >= box.left - 0.5 && t.right <= box.right + 0.5,
          left: t.left - box.left};
}).filter(Boolean)"""


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_corner_values_are_drawn_inside_their_cards(
    context: tuple[object, object], lang: str
) -> None:
    """In Arabic pages the faces' SVG inherited right-to-left text, which drew each corner value
    to the left of its card, outside it (seen by the Arabic reader on the rules and scoring
    pages): every value stays inside, near the left edge, in both directions."""
    site = html_dir()
    need(
        (site / lang / "scopone" / "rules.html").exists(),
        f"no built Scopone rules in {site / lang}",
    )
    server = serve(site)
    try:
        ctx, _log = context
        page = ctx.new_page()  # type: ignore[attr-defined]
        for name in ("rules", "scoring"):
            page.goto(f"{server.url}/{lang}/scopone/{name}.html")
            corners = page.evaluate(CORNERS)
            assert len(corners) >= 8, (name, len(corners))
            outside = [c for c in corners if not c["inside"] or c["left"] > 12]
            assert not outside, (name, outside[:3])
        # The mark of the seat to play points at its name: ◀ in right-to-left text.
        page.goto(f"{server.url}/{lang}/scopone/index.html")
        mark = page.evaluate(
            "() => getComputedStyle(document.querySelector("
            "'.scopone-to-play .scopone-seat-name'), '::before').content"
        )
        assert mark == ('"◀ "' if lang == "ar" else '"▶ "'), mark
    finally:
        server.close()


PLAY_HERE = """(sel) => {
  const button = document.querySelector(sel + '-play-here');
  if (!button) return null;
  const figure = button.parentElement.querySelector('figure');
  const b = button.getBoundingClientRect(), f = figure.getBoundingClientRect();
  return {left: b.left - f.left, right: f.right - b.right, gap: b.top - f.bottom,
          width: b.width, height: b.height, dir: getComputedStyle(button).direction};
}"""


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_play_from_here_sits_at_the_start_edge_in_both_games(
    context: tuple[object, object], lang: str
) -> None:
    """The ▶ ("play from here") button of an example sits right under its diagram, at the
    start edge of the page's direction: the left edge in English, the right edge in Arabic,
    in both games (issue #31: Scopone's had to be checked against Scorpion's)."""
    site = html_dir()
    pages = {"scorpion": "examples/first-move.html", "scopone": "scopone/examples/partner.html"}
    missing = [p for p in pages.values() if not (site / lang / p).exists()]
    need(not missing, f"no built {missing} in {site / lang} (run make site-html)")
    server = serve(site)
    try:
        ctx, _log = context
        page = ctx.new_page()  # type: ignore[attr-defined]
        for width in (1366, 390):
            page.set_viewport_size({"width": width, "height": 900})
            for game, path in pages.items():
                page.goto(f"{server.url}/{lang}/{path}")
                page.locator(f".{game}-play-here").first.wait_for(timeout=30_000)
                m = page.evaluate(PLAY_HERE, f".{game}")
                assert m is not None, (game, lang)
                assert m["dir"] == ("rtl" if lang == "ar" else "ltr"), (game, width, m)
                start = m["right"] if lang == "ar" else m["left"]
                assert abs(start) <= 2, (game, width, m)  # at the diagram's start edge
                assert 0 <= m["gap"] <= 48, (game, width, m)  # right under it
                assert m["width"] >= 24 and m["height"] >= 24, (game, width, m)
        page.screenshot(path=str(artifact(f"scopone-play-here-{lang}-390.png")))
    finally:
        server.close()
