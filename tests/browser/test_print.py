"""A page printed (or saved as PDF) is a rule book (issue #30).

Each game's rules page, in English and Arabic, with print media emulated in
Debian's Chromium: no navigation, buttons or live boards; the Scopone table
without its green felt and with its seat names in black (it printed as solid
green blocks, with light text once the background was dropped); the doctests
left for the screen; and the page saved as an A4 PDF into the test artifacts,
whose page count stays that of a short chapter.
"""

from __future__ import annotations

import re

import pytest

from .conftest import artifact, html_dir, need, serve

pytestmark = pytest.mark.browser

PRINTED = """() => {
  const shown = (el) => el && getComputedStyle(el).display !== 'none'
    && el.getBoundingClientRect().height > 0;
  const board = document.querySelector('.scopone-board');
  return {
    header: shown(document.querySelector('.bd-header')),
    sidebars: [...document.querySelectorAll('.bd-sidebar-primary, .bd-sidebar-secondary')].some(shown),
    buttons: [...document.querySelectorAll('button')].filter(shown).length,
    doctests: [...document.querySelectorAll('div.highlight-pycon')].filter(shown).length,
    felt: board ? getComputedStyle(board).backgroundColor : null,
    seatColors: board ? [...board.querySelectorAll('.scopone-seat-name')]
      .map(e => getComputedStyle(e).color) : [],
    diagrams: document.querySelectorAll('.scorpion-board, .scopone-board').length,
  };
}"""


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("name", ["rules", "scopone/rules"])
def test_a_printed_rules_page_is_a_rule_book(
    context: tuple[object, object], lang: str, name: str
) -> None:
    site = html_dir()
    need((site / lang / f"{name}.html").exists(), f"no built site in {site / lang}")
    ctx, _log = context
    server = serve(site)
    try:
        page = ctx.new_page()  # type: ignore[attr-defined]
        page.goto(f"{server.url}/{lang}/{name}.html", wait_until="load")
        page.emulate_media(media="print")
        seen = page.evaluate(PRINTED)
        assert not seen["header"] and not seen["sidebars"], seen
        assert seen["buttons"] == 0, seen
        assert seen["doctests"] == 0, seen
        assert seen["diagrams"] > 0, seen
        if name.startswith("scopone"):
            assert seen["felt"] == "rgb(255, 255, 255)", seen
            assert set(seen["seatColors"]) == {"rgb(0, 0, 0)"}, seen
        pdf = artifact(f"print-{lang}-{name.replace('/', '-')}.pdf")
        page.pdf(path=str(pdf), format="A4", print_background=True)
        pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf.read_bytes()))
        assert 2 <= pages <= 12, f"{pdf.name}: {pages} pages"
        title = page.title()
        assert title and ("Scorpion" not in title or lang == "en"), title
    finally:
        server.close()
