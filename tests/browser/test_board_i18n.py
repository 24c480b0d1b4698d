"""The live Scorpion board speaks the page's language only, and its Arabic messages keep
card labels in order (issue #13).

After a move, a refused move and a hint, the ar and ru boards show no Latin word of the
interface (card labels, digits and symbols aside), in their text, tooltips or accessible
names. In Arabic, every card label of a message is an isolated left-to-right ``<bdi>``:
the DOM keeps the sentence's order, the first label is drawn right of the second (the
sentence runs right to left) and each label reads rank then suit. Screenshot:
test-artifacts/board-ar-message-labels.png.
"""

from __future__ import annotations

import re

import pytest

from scorpion.render import CARD_LABEL

from .conftest import Server, artifact
from .test_board_ui import EXAMPLE, STRIP, live_board, site  # noqa: F401 - the fixture

pytestmark = pytest.mark.browser

#: Everything a reader can see or hear of the board: visible text, and the tooltips and
#: accessible names of the elements drawn (ipywidgets leaves title="null" on hidden labels).
SAID = """(board) => {
  const out = [board.innerText];
  for (const el of board.querySelectorAll('[title], [aria-label], [placeholder]')) {
    if (el.getClientRects().length === 0) continue;  // not rendered (display: none)
    for (const a of ['title', 'aria-label', 'placeholder']) {
      if (el.getAttribute(a)) out.push(el.getAttribute(a));
    }
  }
  return out.join('\\n');
}"""

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def latin_words(text: str) -> list[str]:
    return LATIN_WORD.findall(CARD_LABEL.sub(" ", text))


def refuse_play_and_hint(board: object) -> list[str]:
    """A refused move (8♥ onto 9♦), a move (8♥ onto 9♥), a hint: what the board said."""
    from playwright.sync_api import expect

    said = []
    message = board.locator(".scorpion-msg")  # type: ignore[attr-defined]
    board.locator(".scorpion-col-2 .scorpion-card-8H").click(position=STRIP)  # type: ignore[attr-defined]
    board.locator(".scorpion-col-6 .scorpion-slot").click()  # type: ignore[attr-defined]
    expect(board.locator(".scorpion-msg-error")).to_have_count(1, timeout=15_000)  # type: ignore[attr-defined]
    said.append(board.evaluate(SAID))  # type: ignore[attr-defined]
    board.locator(".scorpion-col-2 .scorpion-card-8H").click(position=STRIP)  # type: ignore[attr-defined]
    board.locator(".scorpion-col-5 .scorpion-card-9H").click(position=STRIP)  # type: ignore[attr-defined]
    expect(board.locator(".scorpion-col-5 .scorpion-card-8H")).to_have_count(1, timeout=15_000)  # type: ignore[attr-defined]
    said.append(board.evaluate(SAID))  # type: ignore[attr-defined]
    board.locator(".scorpion-hint").click()  # type: ignore[attr-defined]
    expect(board.locator(".scorpion-msg-hint")).to_have_count(1, timeout=60_000)  # type: ignore[attr-defined]
    said.append(board.evaluate(SAID))  # type: ignore[attr-defined]
    assert message.inner_text().strip()
    return said


@pytest.mark.parametrize("lang", ["ar", "ru"])
def test_the_board_shows_no_english_after_a_move_a_refusal_and_a_hint(
    context: tuple,
    site: Server,  # noqa: F811
    lang: str,
) -> None:
    ctx, _log = context
    _page, board = live_board(ctx, f"{site.url}/{lang}/{EXAMPLE}")
    for step, text in zip(("refusal", "move", "hint"), refuse_play_and_hint(board), strict=True):
        assert latin_words(text) == [], (lang, step, latin_words(text), text)


def test_arabic_messages_name_cards_in_words_in_the_sentence_order(
    context: tuple,
    site: Server,  # noqa: F811
) -> None:
    """Defect: «لا توضع الورقة 8♥ إلا على 9♥» was drawn with ♥8 and ♥9; then the labels
    were isolated. Now the board names the cards in words (issue #28): the refusal is
    the engine's sentence with Arabic card names, no card label is left in it to be
    mis-ordered, and it reads right to left."""
    from playwright.sync_api import expect

    from scorpion import Card
    from scorpion.i18n import card_name, error_message

    ctx, _log = context
    _page, board = live_board(ctx, f"{site.url}/ar/{EXAMPLE}")
    board.locator(".scorpion-col-2 .scorpion-card-8H").click(position=STRIP)
    board.locator(".scorpion-col-6 .scorpion-slot").click()
    message = board.locator(".scorpion-msg-error")
    expect(message).to_have_count(1, timeout=15_000)
    message.screenshot(path=str(artifact("board-ar-message-labels.png")))
    eight, nine = Card.parse("8♥"), Card.parse("9♥")
    said = message.inner_text().strip()
    assert said == error_message("same-suit", {"card": eight, "target": nine}, "ar", named=True)
    assert card_name(eight, "ar", in_sentence=True) in said, said
    assert not CARD_LABEL.search(said), said
    assert message.evaluate("(m) => getComputedStyle(m).direction") == "rtl"
