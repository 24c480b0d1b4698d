"""The Play pages say, in the reader's language, why a parameter of their address was not used.

Defects (issue 29, item 7): ``scopone/play.html?game=10000000000000000000`` (a valid game,
the command line plays it) silently showed game 7, and ``play.html?variant=nope`` said
only "could not start in this browser" (the cause was in the console). Now a game or
deal number up to 2**64-1 is played, and a value the page cannot use is replaced by the
page's own game with a notice that quotes it (as text, isolated) and says why, in the
page's language; the live board or table starts all the same. Checked in English and
Arabic, with axe-core, screenshots in the light and dark themes at 390 and 1366 px.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from scopone import Game as ScoponeGame

from .conftest import artifact, axe_violations, html_dir, need, serve

pytestmark = pytest.mark.browser

#: Python's start can take long on a busy machine.
START = 180_000
#: What the notices begin with, by language (the page's catalogs).
OPENING = {"en": "The address asks for", "ar": "يطلب عنوان الصفحة"}


@pytest.fixture(scope="module")
def site() -> Path:
    root = html_dir()
    missing = [
        f"{lang}/{page}"
        for lang in ("en", "ar")
        for page in ("play.html", "scopone/play.html")
        if not (root / lang / page).exists()
    ]
    need(not missing, f"no built Play pages in {root}: {missing} (run `make site-html`)")
    need(
        (root / "lite" / "player" / "manifest.json").exists(),
        f"{root}/lite has no page player (run `make lite-assets site-html`)",
    )
    return root


def _notices(page: object) -> dict[str, str]:
    """The shown notices of the page, by parameter: their text."""
    return page.evaluate(  # type: ignore[attr-defined]
        """() => Object.fromEntries([...document.querySelectorAll('.cardsite-url-notice')]
            .filter(n => n.offsetParent !== null)
            .map(n => [n.dataset.param, n.innerText.trim()]))"""
    )


def _shots(page: object, name: str) -> None:
    """Screenshots of the notices' part of the page: light and dark, 1366 and 390 px."""
    for theme in ("light", "dark"):
        page.evaluate(f"() => document.documentElement.dataset.theme = '{theme}'")  # type: ignore[attr-defined]
        for width in (1366, 390):
            page.set_viewport_size({"width": width, "height": 900})  # type: ignore[attr-defined]
            page.wait_for_timeout(200)  # type: ignore[attr-defined]
            page.locator(".cardsite-url-notices").scroll_into_view_if_needed()  # type: ignore[attr-defined]
            page.screenshot(path=str(artifact(f"address-{name}-{theme}-{width}.png")))  # type: ignore[attr-defined]
    page.evaluate("() => document.documentElement.dataset.theme = 'light'")  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_scorpion_says_why_it_did_not_use_the_deal_and_variant(
    context: tuple, site: Path, axe_script: Path, lang: str
) -> None:
    ctx, _log = context
    server = serve(site)
    try:
        page = ctx.new_page()
        asked_deal = "18446744073709551616"  # one past the last deal
        page.goto(f"{server.url}/{lang}/play.html?deal={asked_deal}&variant=nope%3Cb%3E")
        player = page.locator(".scorpion-player")
        player.locator("figure.scorpion-board").wait_for(state="visible")
        shown = _notices(page)
        assert set(shown) == {"deal", "variant"}, shown
        assert shown["deal"].startswith(OPENING[lang]) and asked_deal in shown["deal"]
        assert shown["variant"].startswith(OPENING[lang]) and "nope<b>" in shown["variant"]
        assert "wasp" in shown["variant"] and "three-blind-mice" in shown["variant"]
        # The asked value is text in an isolated <bdi>: no markup came from the address.
        assert page.locator(".cardsite-url-notice b").count() == 0
        asked = page.locator(".cardsite-url-notice[data-param=variant] bdi.cardsite-url-asked")
        assert asked.inner_text() == "nope<b>"
        deal = player.get_attribute("data-scorpion-deal")
        assert deal is not None and re.search(rf"\b{deal}\b", shown["deal"]), shown["deal"]
        # The board starts anyway, on the page's own deal (it used to fail: variant=nope).
        try:
            player.and_(page.locator("[data-scorpion-live=ready]")).wait_for(timeout=START)
        except Exception:
            page.screenshot(
                path=str(artifact(f"address-scorpion-{lang}-timeout.png")), full_page=True
            )
            raise
        number = player.locator(".scorpion-deal-number input").input_value()
        assert number == deal, (number, deal)
        violations = axe_violations(page, axe_script, include=".cardsite-url-notices")
        assert violations == [], json.dumps(violations, indent=1, ensure_ascii=False)
        _shots(page, f"scorpion-{lang}")
    finally:
        server.close()


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_scopone_plays_a_big_game_number_and_says_why_it_refused_one(
    context: tuple, site: Path, axe_script: Path, lang: str
) -> None:
    from playwright.sync_api import expect

    ctx, _log = context
    server = serve(site)
    try:
        page = ctx.new_page()
        big = 10_000_000_000_000_000_000  # valid: the command line plays it
        page.goto(f"{server.url}/{lang}/scopone/play.html?game={big}&scopone-pace=0")
        player = page.locator(".scopone-player")
        player.locator("figure.scopone-board").wait_for(state="visible")
        assert _notices(page) == {}
        try:
            player.and_(page.locator("[data-scopone-live=ready]")).wait_for(timeout=START)
        except Exception:
            page.screenshot(
                path=str(artifact(f"address-scopone-{lang}-timeout.png")), full_page=True
            )
            raise
        hand = player.locator(".scopone-table .scopone-hand .scopone-card")
        expect(hand).to_have_count(10)
        held = sorted(
            (b.get_attribute("class") or "").split("scopone-card-")[1].split()[0]
            for b in hand.all()
        )
        assert held == sorted(str(c) for c in ScoponeGame.new(big).hands[0])  # not game 7's

        # One past the last game, and a variant Scopone has not: said, and the page's game.
        page.goto(
            f"{server.url}/{lang}/scopone/play.html?game=18446744073709551616"
            "&variant=nope&scopone-pace=0"
        )
        player.locator("figure.scopone-board").wait_for(state="visible")
        shown = _notices(page)
        assert set(shown) == {"game", "variant"}, shown
        assert shown["game"].startswith(OPENING[lang]) and "18446744073709551616" in shown["game"]
        default = player.get_attribute("data-scopone-game")
        assert default is not None and re.search(rf"\b{default}\b", shown["game"])
        assert "scientifico" in shown["variant"] and "normale" in shown["variant"]
        player.and_(page.locator("[data-scopone-live=ready]")).wait_for(timeout=START)
        expect(hand).to_have_count(10)
        held = sorted(
            (b.get_attribute("class") or "").split("scopone-card-")[1].split()[0]
            for b in hand.all()
        )
        assert held == sorted(str(c) for c in ScoponeGame.new(int(default)).hands[0])
        violations = axe_violations(page, axe_script, include=".cardsite-url-notices")
        assert violations == [], json.dumps(violations, indent=1, ensure_ascii=False)
        _shots(page, f"scopone-{lang}")
    finally:
        server.close()
