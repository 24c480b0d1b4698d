"""Scopone's live tables in the real site's pages, in English and Arabic, in Debian's Chromium.

Serves ``_build/html`` (the languages' sites and the shared ``lite/`` folder,
as ``make site-html`` lays them out) from 127.0.0.1. On a worked example the
▶ button starts the table on the diagram's position and a card plays; on the
rules page the 9 of denari, which can take in two ways, offers both sets as
``.scopone-capture-choice`` buttons (under the faces of the cards each takes) and the
one pressed is played; on the Play
page (``?game=N`` chosen, ``?scopone-pace=0`` so that the computer seats answer
at once) a whole hand is played to its score sheet. Every play told is checked
against the engine's own sentence in the page's language (the catalogs), axe-core
finds nothing serious or critical on the live tables, screenshots go to
test-artifacts/ at 1366 and 390 px; what follows an example stays where it was when
its table goes live (the room is reserved under the diagram); and the ``context`` fixture fails a test
whose page, worker or service worker asked any host but 127.0.0.1.

Without a built site the tests skip loudly, or fail when SCORPION_REQUIRE_BROWSER=1.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scopone import Game, Play
from scopone.i18n import card_name, play_sentence

from .conftest import artifact, axe_violations, html_dir, need, serve

pytestmark = pytest.mark.browser

EXAMPLE = "scopone/examples/choosing-the-capture.html"
RULES = "scopone/rules.html"
PLAY = "scopone/play.html"
#: Python's start can take long on a busy machine.
START = 180_000


@pytest.fixture(scope="module")
def site() -> Path:
    root = html_dir()
    missing = [lang for lang in ("en", "it", "ar") if not (root / lang / PLAY).exists()]
    need(not missing, f"no built Scopone pages in {root} for {missing} (run `make site-html`)")
    manifest = root / "lite" / "player" / "manifest.json"
    need(manifest.exists(), f"{root}/lite has no page player (run `make lite-assets site-html`)")
    modules = json.loads(manifest.read_text()).get("modules", {})
    need("scopone" in modules, f"{manifest} names no Scopone page module (run `make lite-assets`)")
    return root


def _start(page: object, example: object) -> object:
    """Press the example's ▶ and wait for its live table."""
    example.locator(".scopone-play-here").click()  # type: ignore[attr-defined]
    try:
        example.and_(page.locator("[data-scopone-live=ready]")).wait_for(timeout=START)  # type: ignore[attr-defined]
    except Exception:
        page.screenshot(path=str(artifact("scopone-live-timeout.png")), full_page=True)  # type: ignore[attr-defined]
        raise
    return example.locator(".scopone-table")  # type: ignore[attr-defined]


def _final(figure_wrapper: object) -> Game:
    """The position the example's diagram shows: its start position and plays, from the page."""
    game = Game.from_text(figure_wrapper.get_attribute("data-scopone-position"))  # type: ignore[attr-defined]
    for raw in (figure_wrapper.get_attribute("data-scopone-plays") or "").split(";"):  # type: ignore[attr-defined]
        if raw.strip():
            game.play(Play.parse(raw.strip()))
    return game


@pytest.mark.parametrize("lang", ["it", "ar"])
def test_an_example_starts_its_table_and_a_card_plays(
    context: tuple, site: Path, axe_script: Path, lang: str
) -> None:
    from playwright.sync_api import expect

    ctx, _log = context
    server = serve(site)
    try:
        page = ctx.new_page()
        page.set_viewport_size({"width": 1366, "height": 900})
        page.goto(f"{server.url}/{lang}/{EXAMPLE}?scopone-pace=2")
        example = page.locator(".scopone-example").first
        example.locator("figure.scopone-board").wait_for(state="visible")
        game = _final(example)
        seat = game.turn  # every hand open: the reader takes the seat to move
        table = _start(page, example)
        expect(table).to_be_visible()
        hand = table.locator(".scopone-hand")
        labels = [str(c) for c in game.hands[seat]]
        expect(hand.locator(".scopone-card")).to_have_count(len(labels))
        # Each card button is named by the card's full name, its (hidden) text.
        first = hand.locator(f".scopone-card-{labels[0]}")
        assert first.inner_text().strip() == card_name(game.hands[seat][0], lang)
        message = table.locator(".scopone-message")
        assert message.get_attribute("aria-live") == "polite"
        play = next(
            p
            for p in game.legal_plays()
            if len([q for q in game.legal_plays() if q.card == p.card]) == 1
        )
        hand.locator(f".scopone-card-{play.card}").click()
        said = play_sentence(seat, play, lang, you=True)
        expect(table.locator(".scopone-record li").first).to_have_text(said, timeout=15_000)
        expect(hand.locator(f".scopone-card-{play.card}")).to_have_count(0)
        table.screenshot(path=str(artifact(f"scopone-live-example-{lang}-1366.png")))
        violations = axe_violations(page, axe_script)
        assert violations == [], json.dumps(violations, indent=1, ensure_ascii=False)
        page.set_viewport_size({"width": 390, "height": 844})
        page.wait_for_timeout(300)
        overflow = page.evaluate(
            "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert overflow <= 0, overflow
        table.screenshot(path=str(artifact(f"scopone-live-example-{lang}-390.png")))
    finally:
        server.close()


@pytest.mark.parametrize("lang", ["it", "ar"])
def test_a_card_with_two_captures_offers_both_sets(context: tuple, site: Path, lang: str) -> None:
    from playwright.sync_api import expect

    ctx, _log = context
    server = serve(site)
    try:
        page = ctx.new_page()
        page.goto(f"{server.url}/{lang}/{RULES}?scopone-pace=3")
        examples = page.locator(".scopone-example")
        example = next(
            examples.nth(i)
            for i in range(examples.count())
            if any(
                len([p for p in _final(examples.nth(i)).legal_plays() if p.card == q.card]) == 2
                for q in _final(examples.nth(i)).legal_plays()
            )
        )
        game = _final(example)
        card = next(
            q.card
            for q in game.legal_plays()
            if len([p for p in game.legal_plays() if p.card == q.card]) == 2
        )
        sets = [p for p in game.legal_plays() if p.card == card]
        example.scroll_into_view_if_needed()
        table = _start(page, example)
        table.locator(f".scopone-hand .scopone-card-{card}").click()
        choices = table.locator(".scopone-capture-choice")
        expect(choices).to_have_count(2, timeout=15_000)
        for button, option in zip(choices.all(), sets, strict=True):
            faces = button.locator("xpath=..").locator(".scopone-card")
            assert sorted(
                c.split("scopone-card-")[1].split()[0]
                for c in (f.get_attribute("class") for f in faces.all())
            ) == sorted(str(c) for c in option.captures)
        table.screenshot(path=str(artifact(f"scopone-live-choice-{lang}.png")))
        choices.nth(1).click()
        said = play_sentence(game.turn, sets[1], lang, you=True)
        expect(table.locator(".scopone-record li").last).to_have_text(said, timeout=15_000)
        expect(choices).to_have_count(0)
    finally:
        server.close()


@pytest.mark.parametrize("lang", ["it", "ar"])
def test_the_play_page_plays_a_whole_hand_to_its_score_sheet(
    context: tuple, site: Path, axe_script: Path, lang: str
) -> None:
    from playwright.sync_api import expect

    ctx, _log = context
    server = serve(site)
    try:
        page = ctx.new_page()
        page.set_viewport_size({"width": 1366, "height": 900})
        page.goto(f"{server.url}/{lang}/{PLAY}?game=12&scopone-pace=0")
        player = page.locator(".scopone-player")
        player.locator("figure.scopone-board").wait_for(state="visible")
        # The header leads to this game's Play page.
        nav = page.locator("a.scorpion-nav-play:visible").first
        assert nav.get_attribute("data-game") == "scopone"
        assert (
            nav.inner_text().strip()
            == {"en": "Play Scopone", "it": "Gioca a Scopone", "ar": "لعب سكوبوني"}[lang]
        )
        try:  # the Play page starts at once
            player.and_(page.locator("[data-scopone-live=ready]")).wait_for(timeout=START)
        except Exception:
            page.screenshot(path=str(artifact(f"scopone-play-{lang}-timeout.png")), full_page=True)
            raise
        table = player.locator(".scopone-table")
        hand = table.locator(".scopone-hand")
        dealt = [str(c) for c in Game.new(12).hands[0]]  # ?game=12: the page's URL chose it
        expect(hand.locator(".scopone-card")).to_have_count(10)
        assert sorted(
            c.split("scopone-card-")[1].split()[0]
            for c in (b.get_attribute("class") for b in hand.locator(".scopone-card").all())
        ) == sorted(dealt)
        sheet = table.locator(".scopone-sheet .scopone-score")
        for left in range(10, 0, -1):
            expect(hand.locator(".scopone-card")).to_have_count(left, timeout=15_000)
            legal = hand.locator(".scopone-card.scopone-legal").first
            legal.wait_for(timeout=15_000)
            legal.click()
            choice = table.locator(".scopone-capture-choice").first
            try:
                choice.wait_for(timeout=1_000)
                choice.click()
            except Exception:
                pass  # one way to take, or none: played at once
        expect(sheet.first).to_be_visible(timeout=15_000)
        expect(table.locator(".scopone-next-hand")).to_be_enabled()
        table.screenshot(path=str(artifact(f"scopone-live-play-{lang}-1366.png")))
        violations = axe_violations(page, axe_script)
        assert violations == [], json.dumps(violations, indent=1, ensure_ascii=False)
        page.set_viewport_size({"width": 390, "height": 844})
        page.wait_for_timeout(300)
        overflow = page.evaluate(
            "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert overflow <= 0, overflow
        page.screenshot(path=str(artifact(f"scopone-live-play-{lang}-390.png")), full_page=True)
        table.locator(".scopone-next-hand").click()
        expect(hand.locator(".scopone-card")).to_have_count(10, timeout=15_000)
    finally:
        server.close()


def test_an_example_steps_back_and_forth_through_its_plays(context: tuple, site: Path) -> None:
    from playwright.sync_api import expect

    ctx, _log = context
    server = serve(site)
    try:
        page = ctx.new_page()
        page.goto(f"{server.url}/en/scopone/index.html?scopone-pace=0")
        example = page.locator(".scopone-example").first
        assert example.get_attribute("data-scopone-plays") == "10d; 10c x 10d"
        table = _start(page, example)
        back, forward = table.locator(".scopone-step-back"), table.locator(".scopone-step-forward")
        expect(forward).to_be_enabled()  # East, a computer seat, is to play: on request
        back.click()
        message = table.locator(".scopone-message")
        expect(message).to_contain_text("Back one play: South to play.")
        expect(table.locator(".scopone-table-cards .scopone-card-10d")).to_have_count(1)
        forward.click()
        expect(table.locator(".scopone-record li").last).to_have_text(
            "You played the Re of coppe and took the Re of denari. Scopa!"
        )
        expect(table.locator(".scopone-table-cards .scopone-card-10d")).to_have_count(0)
    finally:
        server.close()


#: The top of what follows an example in the page (its next element, or its parent's), in
#: document coordinates.
FOLLOWING = """(ex) => { let n = ex;
  while (n && !n.nextElementSibling) n = n.parentElement;
  const next = n && n.nextElementSibling;
  return next ? next.getBoundingClientRect().top + window.scrollY : null; }"""


@pytest.mark.parametrize(
    ("lang", "width"), [(lang, w) for lang in ("en", "ar") for w in (1366, 390)]
)
@pytest.mark.parametrize(
    "page_name",
    [EXAMPLE, "scopone/index.html", "scopone/variants.html", "scopone/tactics.html"],
    ids=["example", "with-plays", "variants", "tactics"],
)
def test_an_example_going_live_does_not_move_what_follows(
    context: tuple, site: Path, page_name: str, lang: str, width: int
) -> None:
    """Defect: the live table was taller than the diagram it replaced (your hand as
    buttons, the message, the step bar and the controls), so the text below jumped
    down by 57 px at 1366 and 91 px at 390 when an example went live. Now the room is
    reserved under the diagram from the first paint: what follows each example of the
    page (with and without a step bar; tactics has six) moves by 3 px at most."""
    ctx, _log = context
    server = serve(site)
    try:
        page = ctx.new_page()
        page.set_viewport_size({"width": width, "height": 900})
        page.goto(f"{server.url}/{lang}/{page_name}?scopone-pace=5")
        examples = page.locator(".scopone-example")
        examples.first.locator("figure.scopone-board").wait_for(state="visible")
        moved = []
        for i in range(examples.count()):
            example = examples.nth(i)
            example.scroll_into_view_if_needed()
            before = example.evaluate(FOLLOWING)
            _start(page, example)
            page.wait_for_timeout(300)
            after = example.evaluate(FOLLOWING)
            moved.append(round(after - before, 1))
            if i == 0:
                example.screenshot(
                    path=str(
                        artifact(
                            f"scopone-live-room-{page_name.split('/')[-1][:-5]}-{lang}-{width}.png"
                        )
                    )
                )
        assert all(abs(m) <= 3 for m in moved), moved
    finally:
        server.close()
