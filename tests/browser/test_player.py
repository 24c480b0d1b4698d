"""The live board on the real site's example page, in English and Arabic, in Debian's Chromium.

The pages are the ones ``make site-html`` builds into ``_build/html/<lang>/``;
the test serves ``_build/html`` from 127.0.0.1 itself. On
``examples/moving-a-block`` (RULES.md example 2) it checks that the static
diagram shows at once; that the live board replaces it without moving the page
(bounding boxes before and after, 0 px); that an illegal move (8♥ to column 6)
is refused in the page's language with the engine's own message
(:func:`scorpion.i18n.error_message`, so the check follows the catalogs); that a
legal move (8♥ to column 5) changes the position; that undo takes it back; that
Python started from the build's memory snapshot; and, through the ``context``
fixture, that no request (page, workers, service worker) went to a host other
than 127.0.0.1. Screenshots go to test-artifacts/.

Without a built site the tests skip loudly, or fail when SCORPION_REQUIRE_BROWSER=1.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest

from scorpion import Card, Game
from scorpion.i18n import card_name, error_message, gettext_for
from scorpion.widget.board import card_hook

from .conftest import artifact, built_player_site, serve

pytestmark = pytest.mark.browser

PAGE = "examples/moving-a-block.html"
#: Where to click a card: its visible strip (the cards above it cover the rest).
STRIP = {"x": 8, "y": 5}
#: The example's box and the first element after it, in page coordinates.
BOXES = """(sel) => {
  const ex = document.querySelector(sel);
  const box = ex.getBoundingClientRect();
  let next = ex.closest('.scorpion-figure') || ex;
  while (next && !next.nextElementSibling) next = next.parentElement;
  const after = next.nextElementSibling.getBoundingClientRect();
  return {top: box.top + scrollY, height: box.height, width: box.width,
          after: after.top + scrollY};
}"""

#: At the current width: the static diagram's height, the room player.css
#: reserves under it, and the live board's natural height (without the
#: min-height that makes it fill the reserved box).
ROOM = """(sel) => {
  const el = document.querySelector(sel);
  const fig = el.querySelector('figure.scorpion-board');
  const inner = el.querySelector('.scorpion-example');
  for (const e of [inner, fig]) if (e) e.style.display = 'block';
  const diagram = fig.getBoundingClientRect().height;
  for (const e of [inner, fig]) if (e) e.style.display = '';
  const probe = document.createElement('div');
  probe.style.height = 'var(--scorpion-controls-space)';
  el.appendChild(probe);
  const reserved = probe.getBoundingClientRect().height;
  probe.remove();
  const board = el.querySelector('.scorpion-board.scorpion-live');
  const min = board.style.minHeight;
  board.style.minHeight = '0px';
  const live = board.getBoundingClientRect().height;
  board.style.minHeight = min;
  return {diagram, reserved, live};
}"""
#: Narrow widths where the board's buttons wrap (player.css reserves more there).
NARROW = (390, 320)


def assert_room_holds_board(page: object, selector: str) -> None:
    """At each narrow width, the live board fits the room player.css reserves."""
    for width in NARROW:
        page.set_viewport_size({"width": width, "height": 900})  # type: ignore[attr-defined]
        page.wait_for_timeout(300)  # type: ignore[attr-defined]
        room = page.evaluate(ROOM, selector)  # type: ignore[attr-defined]
        assert room["live"] <= room["diagram"] + room["reserved"] + 0.5, (width, room)
    page.set_viewport_size({"width": 1200, "height": 900})  # type: ignore[attr-defined]


@pytest.fixture(scope="module")
def site() -> Path:
    return built_player_site(PAGE)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_example_board_plays_in_the_page_language(context: tuple, site: Path, lang: str) -> None:
    from playwright.sync_api import expect  # installed: the context fixture checked

    ctx, log = context
    server = serve(site)
    try:
        page = ctx.new_page()
        t0 = time.perf_counter()
        page.goto(f"{server.url}/{lang}/{PAGE}")
        example = page.locator(".scorpion-example").first
        static = example.locator("figure.scorpion-board .scorpion-col-2 .scorpion-card-8H")
        static.wait_for(state="visible", timeout=10_000)
        static_s = time.perf_counter() - t0
        assert page.locator("html").get_attribute("lang") == lang
        assert page.locator("html").get_attribute("dir") == ("rtl" if lang == "ar" else "ltr")
        before = page.evaluate(BOXES, ".scorpion-example")
        example.screenshot(path=str(artifact(f"player-{lang}-static.png")))
        example.locator(".scorpion-play-here").click()  # the runtime starts on an action

        try:
            example.and_(page.locator("[data-scorpion-live=ready]")).wait_for(timeout=150_000)
        except Exception:
            page.screenshot(path=str(artifact(f"player-{lang}-timeout.png")), full_page=True)
            raise
        ready_s = time.perf_counter() - t0
        after = page.evaluate(BOXES, ".scorpion-example")
        board = example.locator(".scorpion-board.scorpion-live")
        # Python started from the build's memory snapshot, not the slow way.
        marks = json.loads(example.get_attribute("data-scorpion-marks") or "{}")
        assert "python" in marks and "snapshot-refused" not in marks, marks
        board.wait_for(state="visible")
        example.screenshot(path=str(artifact(f"player-{lang}-live.png")))
        # No layout jump: the example keeps its box, what follows does not move.
        assert after["height"] - before["height"] == 0, (before, after)
        assert after["top"] == before["top"] and after["after"] == before["after"], (
            before,
            after,
        )

        # On narrow screens too the reserved room holds the board as it first shows.
        assert_room_holds_board(page, ".scorpion-example")

        col2, col5, col6 = (board.locator(f".scorpion-col-{n}") for n in (2, 5, 6))
        eight = col2.locator(".scorpion-card-8H")
        # Its accessible name is its text: the card's full name and its column.
        expect(eight).to_have_accessible_name(
            gettext_for("{card}, column {column}", lang).format(
                card=card_name(Card.parse("8♥"), lang), column=2
            )
        )
        # An illegal move: 8♥ (lifting 3♣ J♠ 5♦) onto column 6 (its 9♦), by its
        # empty space (a press on 9♦ itself would select 9♦ instead).
        eight.click(position=STRIP)
        expect(eight).to_have_class(re.compile(r"\bscorpion-selected\b"), timeout=15_000)
        col6.locator(".scorpion-slot").click()
        expected = error_message(
            "same-suit", {"card": Card.parse("8♥"), "target": Card.parse("9♥")}, lang, named=True
        )
        message = board.locator(".scorpion-message")
        message.get_by_text(expected).wait_for(timeout=15_000)
        assert message.inner_text().strip() == expected
        expect(col2.locator(".scorpion-card-8H")).to_have_count(1, timeout=15_000)
        expect(col6.locator(".scorpion-card-8H")).to_have_count(0, timeout=15_000)
        example.screenshot(path=str(artifact(f"player-{lang}-refused.png")))
        # A legal move: the block onto 9♥ in column 5; column 2's hidden A♥ turns up.
        col5.locator(".scorpion-card-9H").click(position=STRIP)
        col5.locator(".scorpion-card-8H").wait_for(timeout=15_000)
        expect(col2.locator(".scorpion-card-8H")).to_have_count(0, timeout=15_000)
        expect(col5.locator(".scorpion-card-5D")).to_have_count(1, timeout=15_000)
        expect(col2.locator(".scorpion-card-AH")).to_have_count(1, timeout=15_000)
        example.screenshot(path=str(artifact(f"player-{lang}-moved.png")))
        # Undo.
        board.locator(".scorpion-undo").click()
        col2.locator(".scorpion-card-8H").wait_for(timeout=15_000)
        expect(col5.locator(".scorpion-card-8H")).to_have_count(0, timeout=15_000)
        expect(col2.locator(".scorpion-card-AH")).to_have_count(0, timeout=15_000)
        example.screenshot(path=str(artifact(f"player-{lang}-undone.png")))
    finally:
        server.close()
    print(f"[{lang}] static diagram {static_s:.2f}s, live board {ready_s:.2f}s")
    # Everything came from the site itself: Pyodide, the snapshot, the page
    # packages (the wheels' files the snapshot's memory lacks), not the wheels.
    assert any(u.endswith("/lite/static/pyodide/pyodide.asm.wasm") for u in log.urls)
    # The snapshot as the host sends it: compressed on the wire (brotli, its .br
    # sibling) or, where it is not, its .gz copy inflated in the worker.
    assert any(
        u.endswith(("/lite/player/python.snapshot", "/lite/player/python.snapshot.gz"))
        for u in log.urls
    )
    assert any(u.endswith("/lite/player/packages.page.zip") for u in log.urls)
    assert not [u for u in log.urls if u.endswith(".whl")]


def test_play_page_full_player_by_mouse_and_keyboard(context: tuple, site: Path) -> None:
    """The Play page's full player replaces its diagram in place; a card is picked up
    with the keyboard; a new game by number deals exactly that deal (the engine's) and
    updates the link to it; the page's link opens the same board in JupyterLite."""
    from playwright.sync_api import expect

    ctx, log = context
    server = serve(site)
    try:
        page = ctx.new_page()
        page.goto(f"{server.url}/en/play.html")
        player = page.locator(".scorpion-player").first
        player.locator("figure.scorpion-board").wait_for(state="visible", timeout=10_000)
        before = page.evaluate(BOXES, ".scorpion-player")
        player.and_(page.locator("[data-scorpion-live=ready]")).wait_for(timeout=150_000)
        after = page.evaluate(BOXES, ".scorpion-player")
        board = player.locator(".scorpion-board.scorpion-live")
        assert board.locator(".scorpion-deal-number input").count() == 1
        assert board.locator(".scorpion-col-1 .scorpion-card").count() >= 6
        player.screenshot(path=str(artifact("player-en-play-page.png")))
        assert after["height"] - before["height"] == 0, (before, after)
        assert after["after"] == before["after"], (before, after)
        assert_room_holds_board(page, ".scorpion-player")

        # Keyboard: Tab reaches the cards (buttons); Enter picks one up.
        top = board.locator(".scorpion-col-1 .scorpion-top-card")
        top.focus()
        page.keyboard.press("Enter")
        expect(top).to_have_class(re.compile(r"\bscorpion-selected\b"), timeout=15_000)

        # A new game by number, any deal: exactly the engine's deal 123.
        board.locator(".scorpion-solvable input").uncheck()
        board.locator(".scorpion-deal-number input").fill("123")
        board.locator(".scorpion-new").click()
        game = Game.deal(123)
        for n, column in enumerate(game.columns, 1):
            card, up = column[-1]
            assert up
            expect(board.locator(f".scorpion-col-{n} .scorpion-top-card")).to_have_class(
                re.compile(rf"\b{re.escape(card_hook(card))}\b"),
                timeout=15_000,
            )
        href = board.locator(".scorpion-link a").get_attribute("href") or ""
        assert "deal=123" in href, href

        # The same board in JupyterLite's console, from the page's link.
        link = page.locator(".scorpion-lite-link a")
        lite_href = link.get_attribute("href") or ""
        assert lite_href.startswith(f"{server.url}/lite/repl/en/index.html?"), lite_href
        lite = ctx.new_page()
        lite.goto(lite_href)
        lite_board = lite.locator(".scorpion-board.scorpion-live")
        try:
            lite_board.locator(".scorpion-col-7 .scorpion-card").first.wait_for(timeout=150_000)
        except Exception:
            lite.screenshot(path=str(artifact("player-en-jupyterlite-timeout.png")), full_page=True)
            raise
        assert lite_board.locator(".scorpion-deal-number input").count() == 1
        lite.screenshot(path=str(artifact("player-en-jupyterlite.png")))
    finally:
        server.close()
    assert any("/lite/static/pyodide/pyodide_kernel-" in u for u in log.urls)
