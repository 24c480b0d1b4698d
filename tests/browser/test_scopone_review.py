"""The Play page's records and review in Debian's Chromium (issue 32).

A hand is played on the Play page through its own controls (``?scopone-pace=0``:
the computer seats answer at once); then the hand is kept (its text and link on
the table, its code in the browser's storage), reviewed in the page's worker
(the words the engine gives for the same record, progress counted on the message
line), stepped through (first / last, every hand face up or not), opened again
from its link, and a bad link is refused on the table. Screenshots of the review
in en and ar (desktop, phone, dark theme) go to test-artifacts/; axe-core checks
the review view.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from scopone import Game
from scopone.i18n import error_message, gettext_for
from scopone.record import HandRecord
from scopone.review import review_hand, review_words

from .conftest import artifact, axe_violations, serve
from .test_scopone_table import (
    PLAY,
    _dark,
    _hand,
    _legible,
    _own,
    _page,
    _play_table,
    _press_a_card,
    _settled,
    site,  # noqa: F401 - the built site, a fixture
)

pytestmark = pytest.mark.browser

#: The review of a hand in the page's worker (Pyodide): seconds, on a busy machine.
REVIEW_WAIT = 180_000

#: Every text the message line shows, collected as it changes (the review's progress).
WATCH = """(table) => {
  window.__said = [];
  const box = table.querySelector('.scopone-message');
  new MutationObserver(() => window.__said.push(box.textContent)).observe(box,
    {subtree: true, childList: true, characterData: true});
}"""


def _play_a_hand(page: object, table: object) -> None:
    _settled(table)
    while not table.locator(".scopone-sheet .scopone-score").count():  # type: ignore[attr-defined]
        _press_a_card(page, table)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_hand_played_on_the_page_is_kept_reviewed_stepped_and_linked(
    context: tuple,
    site: Path,  # noqa: F811
    axe_script: Path,
    lang: str,
) -> None:
    from playwright.sync_api import expect

    ctx, _log = context
    server = serve(site)
    try:
        page = _page(ctx)
        table = _play_table(page, server, lang, f"review-{lang}", "game=7")
        _play_a_hand(page, table)
        # The hand is kept: its text on the table, its code in the browser.
        records = table.locator(".scopone-records")
        expect(records).to_be_visible(timeout=15_000)
        text = table.locator(".scopone-record-text").input_value()
        record = HandRecord.from_text(text)
        assert record.is_complete and record.number == 7 and record.hand_number == 1
        code = record.to_code()
        link = table.locator(".scopone-record-link")
        expect(link).to_have_value(f"{server.url}/{lang}/{PLAY}?record={code}")
        stored = page.evaluate("() => localStorage.getItem('scopone-records-v1')")
        assert json.loads(stored)["records"] == [code]
        label = gettext_for("Game {number}, hand {hand}", lang).format(number=7, hand=1)
        options = table.locator(".scopone-kept select option").all_inner_texts()
        assert [o.replace("\xa0", " ") for o in options] == [label]  # ipywidgets' spaces
        # The review, computed in the worker, its progress counted on the message line.
        table.evaluate(WATCH)
        started = time.monotonic()
        table.locator(".scopone-review-button").click()
        body = table.locator(".scopone-review-body")
        expect(body).to_be_visible(timeout=REVIEW_WAIT)
        took = time.monotonic() - started
        print(f"review of a 10-card hand on the page ({lang}): {took:.1f} s")
        said = page.evaluate("() => window.__said")
        expected = review_words(record, review_hand(record, 0), lang)
        progress = [
            gettext_for("Reviewing your plays: {done} of {total}…", lang).format(done=n, total=10)
            for n in (0, 10)
        ]
        assert all(p in said for p in progress), said
        # The same review as the engine's, in the page's language.
        assert body.locator(".scopone-review-title").inner_text() == expected["title"]
        heads = body.locator(".scopone-review-head").all_inner_texts()
        assert len(heads) == 10
        for shown, item in zip(heads, expected["plays"], strict=True):
            assert shown.startswith(item["head"]), (shown, item["head"])
            assert (item["mark"] in shown) == item["mistake"]
        assert body.locator(".scopone-review-mistake").count() == sum(
            p["mistake"] for p in expected["plays"]
        )
        reasons = body.locator(".scopone-review-reasons li").all_inner_texts()
        assert reasons == [r for p in expected["plays"] for r in p["reasons"]]
        assert body.locator(".scopone-review-summary").inner_text() == expected["summary"]
        exact = gettext_for("exact values: {values}", lang).split("{")[0]
        estimated = gettext_for("estimated values: {values}", lang).split("{")[0]
        values = body.locator(".scopone-review-values").all_inner_texts()
        assert any(v.startswith(exact) for v in values), values
        assert any(v.startswith(estimated) for v in values), values
        page.screenshot(path=str(artifact(f"scopone-review-{lang}.png")), full_page=True)
        violations = axe_violations(page, axe_script, include=".scopone-player")
        assert violations == [], json.dumps(violations, indent=1, ensure_ascii=False)
        _legible(table, "review")
        # The review beside the hand's end and its score sheet; then its start, hands
        # face up, and its end again.
        expect(table.locator(".scopone-sheet .scopone-score")).to_be_visible(timeout=15_000)
        expect(table.locator(".scopone-step-last")).to_be_disabled()
        table.locator(".scopone-step-first").click()
        expect(table.locator(".scopone-sheet .scopone-score")).to_have_count(0, timeout=15_000)
        assert _hand(table) == _own(record.game(0))
        assert table.locator(".scopone-card-back").count() == 30
        table.locator(".scopone-open-hands input[type=checkbox]").check()
        expect(table.locator(".scopone-card-back")).to_have_count(0, timeout=15_000)
        table.locator(".scopone-step-last").click()
        expect(table.locator(".scopone-sheet .scopone-score")).to_be_visible(timeout=15_000)
        # On a phone: the review and the controls fit the width.
        page.set_viewport_size({"width": 390, "height": 844})
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= 390, width
        body.scroll_into_view_if_needed()
        page.screenshot(path=str(artifact(f"scopone-review-{lang}-390.png")))
        # The link opens the same hand, stepped from its start.
        page.set_viewport_size({"width": 1366, "height": 900})
        table = _play_table(page, server, lang, f"link-{lang}", f"record={code}")
        expect(table.locator(".scopone-steps")).to_be_visible(timeout=15_000)
        assert _hand(table) == _own(record.game(0))
        start = gettext_for("The start of the hand: {seat} plays first.", lang)
        assert start.split("{")[0] in table.locator(".scopone-message").inner_text()
        # A bad link: refused on the table, in the page's language; the game is played.
        table = _play_table(page, server, lang, f"bad-link-{lang}", "record=1s.7.1.0-0.zz")
        why = error_message(
            "bad-record-code", {"text": "1s.7.1.0-0.zz", "why": "form"}, lang, words=True
        )
        expect(table.locator(".scopone-message .scopone-error")).to_have_text(why, timeout=15_000)
        assert _hand(table) == _own(Game.new(7))
    finally:
        server.close()


def test_the_review_is_legible_in_the_dark_theme(
    context: tuple,
    site: Path,  # noqa: F811
    axe_script: Path,
) -> None:
    from playwright.sync_api import expect

    ctx, _log = context
    _dark(ctx)
    server = serve(site)
    try:
        page = _page(ctx)
        page.emulate_media(color_scheme="dark")
        table = _play_table(page, server, "en", "review-dark", "game=12")
        _play_a_hand(page, table)
        table.locator(".scopone-review-button").click()
        expect(table.locator(".scopone-review-body")).to_be_visible(timeout=REVIEW_WAIT)
        page.screenshot(path=str(artifact("scopone-review-en-dark.png")), full_page=True)
        _legible(table, "review, dark")
        violations = axe_violations(page, axe_script, include=".scopone-player")
        assert violations == [], json.dumps(violations, indent=1, ensure_ascii=False)
    finally:
        server.close()
