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
    board.locator(".scorpion-col-6 .scorpion-card-9D").click(position=STRIP)  # type: ignore[attr-defined]
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


#: The message's card labels: their text, direction, isolation, and where they are drawn.
LABELS = """(msg) => [...msg.querySelectorAll('bdi')].map(b => {
  const style = getComputedStyle(b);
  const range = document.createRange();
  const text = b.firstChild;
  range.setStart(text, 0); range.setEnd(text, 1);
  const first = range.getBoundingClientRect();
  range.setStart(text, text.length - 1); range.setEnd(text, text.length);
  const last = range.getBoundingClientRect();
  const box = b.getBoundingClientRect();
  return {text: b.textContent, dir: b.getAttribute('dir'), direction: style.direction,
          bidi: style.unicodeBidi, left: box.left, rankX: first.left, suitX: last.left};
})"""


def test_arabic_message_labels_are_isolated_and_in_order(
    context: tuple,
    site: Server,  # noqa: F811
) -> None:
    """Defect: «لا توضع الورقة 8♥ إلا على 9♥» was drawn with ♥8 and ♥9."""
    from playwright.sync_api import expect

    ctx, _log = context
    _page, board = live_board(ctx, f"{site.url}/ar/{EXAMPLE}")
    board.locator(".scorpion-col-2 .scorpion-card-8H").click(position=STRIP)
    board.locator(".scorpion-col-6 .scorpion-card-9D").click(position=STRIP)
    message = board.locator(".scorpion-msg-error")
    expect(message).to_have_count(1, timeout=15_000)
    message.screenshot(path=str(artifact("board-ar-message-labels.png")))
    labels = message.evaluate(LABELS)
    texts = [label["text"] for label in labels]
    assert texts[:2] == ["8♥", "9♥"], texts  # the sentence's order in the DOM
    for label in labels:
        assert label["dir"] == "ltr" and label["direction"] == "ltr", label
        assert label["bidi"] == "isolate", label
        assert label["rankX"] < label["suitX"], label  # rank then suit, left to right
    # Right to left: the first label of the sentence is drawn to the right of the second.
    assert labels[0]["left"] > labels[1]["left"], labels
    # No card label outside a <bdi> in the message.
    bare = message.evaluate(
        "(m) => { const c = m.cloneNode(true); c.querySelectorAll('bdi').forEach(b => b.remove());"
        " return c.textContent; }"
    )
    assert not CARD_LABEL.search(bare), bare
