"""The live board on an example page, in English and Arabic, in Debian's Chromium.

The page is served from 127.0.0.1 by the test itself. The static diagram shows
at once; the board replaces it; an illegal move is refused in the page's
language (the text is compared with scorpion's own message for that language,
so it stays right as the catalogs change); a legal move changes the position;
undo takes it back. No request may leave 127.0.0.1.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from scorpion import Card
from scorpion.i18n import card_name, error_message

from .conftest import ROOT, artifact, lite_dir, serve

pytestmark = pytest.mark.browser

SITE = Path(__file__).parent / "site"
PAGE = "examples/moving-a-block.html"
#: Where to click a card: its visible strip (the cards above it cover the rest).
STRIP = {"x": 8, "y": 5}


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The test site, built in English and Arabic with the player extension."""
    assert (lite_dir() / "repl" / "index.html").exists(), (
        f"{lite_dir()} is not built: run `make lite-assets` (tools/lite/build_lite.py)"
    )
    out = tmp_path_factory.mktemp("player-site")
    for lang in ("en", "ar"):
        subprocess.run(
            [
                sys.executable,
                "-m",
                "sphinx",
                "-q",
                "-W",
                "--keep-going",
                "-n",
                "-b",
                "html",
                "-D",
                f"language={lang}",
                str(SITE),
                str(out / lang),
            ],
            check=True,
            cwd=ROOT,
        )
    return out


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_example_board_plays_in_the_page_language(
    context: tuple, built_site: Path, lang: str
) -> None:
    ctx, log = context
    server = serve(built_site)
    try:
        page = ctx.new_page()
        t0 = time.perf_counter()
        page.goto(f"{server.url}/{lang}/{PAGE}")
        example = page.locator(".scorpion-example").first
        static = example.locator("figure.scorpion-board .scorpion-col-2 .scorpion-card-8H")
        static.wait_for(state="visible", timeout=5_000)
        static_s = time.perf_counter() - t0
        assert page.locator("html").get_attribute("lang") == lang
        below_before = page.evaluate(
            "document.querySelector('.scorpion-example').getBoundingClientRect().bottom"
        )
        page.screenshot(path=str(artifact(f"player-{lang}-static.png")), full_page=True)
        page.locator(".scorpion-example[data-scorpion-live=ready]").wait_for(timeout=120_000)
        ready_s = time.perf_counter() - t0
        below_after = page.evaluate(
            "document.querySelector('.scorpion-example').getBoundingClientRect().bottom"
        )
        board = page.frame_locator(".scorpion-example .scorpion-frame").locator(
            ".scorpion-board.scorpion-live"
        )
        col2, col5, col6 = (board.locator(f".scorpion-col-{n}") for n in (2, 5, 6))
        eight = col2.locator(".scorpion-card-8H")
        assert eight.get_attribute("aria-label") == card_name(Card.parse("8♥"), lang)
        # An illegal move: 8♥ (lifting 3 cards) onto 9♦ in column 6.
        eight.click(position=STRIP)
        col6.locator(".scorpion-card-9D").click(position=STRIP)
        expected = error_message(
            "same-suit", {"card": Card.parse("8♥"), "target": Card.parse("9♥")}, lang
        )
        message = board.locator(".scorpion-message")
        message.get_by_text(expected).wait_for(timeout=10_000)
        assert message.inner_text().strip() == expected
        assert col2.locator(".scorpion-card-8H").count() == 1
        page.screenshot(path=str(artifact(f"player-{lang}-refused.png")), full_page=True)
        # A legal move: the block onto 9♥ in column 5; column 2's hidden card turns up.
        col5.locator(".scorpion-card-9H").click(position=STRIP)
        col5.locator(".scorpion-card-8H").wait_for(timeout=10_000)
        assert col2.locator(".scorpion-card-8H").count() == 0
        assert col5.locator(".scorpion-card-5D").count() == 1
        assert col2.locator(".scorpion-card-AH").count() == 1
        page.screenshot(path=str(artifact(f"player-{lang}-moved.png")), full_page=True)
        # Undo.
        board.locator(".scorpion-undo").click()
        col2.locator(".scorpion-card-8H").wait_for(timeout=10_000)
        assert col5.locator(".scorpion-card-8H").count() == 0
        assert col2.locator(".scorpion-card-AH").count() == 0
        page.screenshot(path=str(artifact(f"player-{lang}-undone.png")), full_page=True)
    finally:
        server.close()
    print(
        f"[{lang}] static diagram {static_s:.2f}s, live board {ready_s:.2f}s, "
        f"layout shift at swap {below_after - below_before:+.0f}px"
    )
    assert abs(below_after - below_before) <= 8, "the page moved when the board went live"
    assert log.urls, "no request was logged"
