"""The live board as a player sees it: what it shows, how it reads, how it answers.

Each test is a defect of the board issue that the player saw in the built site
(``make lite-assets site-html``, or ``make site-lang`` for en and ar), driven in
Debian's Chromium: a hidden card never shows, text on the board is legible
(contrast measured in the page), the Arabic step bar is mirrored, the deal-number
box answers Enter and says the truth about deals past the solvable list, and
axe-core finds no serious or critical WCAG 2.2 AA violation on a live board.
Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scorpion import Card, Game
from scorpion.i18n import card_label, card_name, gettext_for
from scorpion.widget.board import card_hook

from .conftest import Server, artifact, axe_violations

pytestmark = pytest.mark.browser

EXAMPLE = "examples/moving-a-block.html"
PLAY = "play.html"
#: Where to click a card: its visible strip (the cards above it cover the rest).
STRIP = {"x": 8, "y": 5}
WIDTHS = {"wide": 1366, "phone": 390}


@pytest.fixture(scope="module")
def site(scorpion_site: Server) -> Server:
    return scorpion_site


def start_first_board(page: object) -> None:
    """Press the first example's ▶: example pages start the runtime on the reader's first
    action (the Play page starts by itself and has no ▶)."""
    button = page.locator(".scorpion-play-here").first  # type: ignore[attr-defined]
    if page.locator(".scorpion-player").count() == 0 and button.count():  # type: ignore[attr-defined]
        button.click()


def live_board(
    ctx: object, url: str, width: int = 1366, height: int = 900
) -> tuple[object, object]:
    """Open ``url`` and wait for its first live board: (page, board locator)."""
    page = ctx.new_page()  # type: ignore[attr-defined]
    page.set_viewport_size({"width": width, "height": height})
    page.goto(url)
    start_first_board(page)
    holder = page.locator("[data-scorpion-live=ready]").first
    holder.wait_for(timeout=150_000)
    board = holder.locator(".scorpion-board.scorpion-live")
    board.wait_for(state="visible")
    return page, board


#: What every face-down card of a board gives away: its text, its accessible
#: name and its classes.
BACKS = """(board) => [...board.querySelectorAll('.scorpion-card-back')].map(b => ({
  text: b.textContent, label: b.getAttribute('aria-label') || '',
  title: b.getAttribute('title') || '', classes: b.className}))"""


def assert_backs_hide_their_card(board: object, lang: str) -> None:
    names = [(card_label(c, lang), card_name(c, lang)) for c in _deck()]
    backs = board.evaluate(BACKS)  # type: ignore[attr-defined]
    assert backs, "no face-down card on the board"
    for back in backs:
        said = " ".join(back.values())
        leaked = [label for label, name in names if label in said or name in said]
        assert not leaked, (leaked, back)
        assert not re.search(r"scorpion-card-(?!back)\w", back["classes"]), back


def _deck() -> list[Card]:
    from scorpion.cards import full_deck

    return list(full_deck())


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_undo_and_step_back_never_show_a_hidden_card(
    context: tuple, site: Server, lang: str
) -> None:
    """Defect: after undo (or ◀ after ▶) column 2's back still showed "A♥"."""
    from playwright.sync_api import expect

    ctx, _log = context
    _page, board = live_board(ctx, f"{site.url}/{lang}/{EXAMPLE}")
    col2, col5 = board.locator(".scorpion-col-2"), board.locator(".scorpion-col-5")
    assert_backs_hide_their_card(board, lang)
    # Play 8♥ 2→5: A♥ turns up.
    col2.locator(".scorpion-card-8H").click(position=STRIP)
    col5.locator(".scorpion-card-9H").click(position=STRIP)
    expect(col2.locator(".scorpion-card-AH")).to_have_count(1, timeout=15_000)
    # Undo: A♥ is face down again, and shows nothing.
    board.locator(".scorpion-undo").click()
    expect(col2.locator(".scorpion-card-8H")).to_have_count(1, timeout=15_000)
    expect(col2.locator(".scorpion-card-AH")).to_have_count(0, timeout=15_000)
    assert_backs_hide_their_card(board, lang)
    board.screenshot(path=str(artifact(f"board-{lang}-undo-hidden.png")))
    # The step bar: ▶ then ◀.
    board.locator(".scorpion-forward").click()
    expect(col2.locator(".scorpion-card-AH")).to_have_count(1, timeout=15_000)
    board.locator(".scorpion-back").click()
    expect(col2.locator(".scorpion-card-AH")).to_have_count(0, timeout=15_000)
    assert_backs_hide_their_card(board, lang)
    # The accessibility tree agrees: no button there is named after a card it hides.
    tree = col2.aria_snapshot()
    ace = Card.parse("A♥")
    assert card_name(ace, lang) not in tree and card_label(ace, lang) not in tree, tree


#: The contrast ratio of an element's text with whatever is drawn under it
#: (WCAG 2.x relative luminance), walking up to the first opaque background.
CONTRAST = """(el) => {
  const rgb = (s) => (s.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map(v => { v /= 255;
      return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); })
    .reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i], 0);
  const fg = rgb(getComputedStyle(el).color);
  let bg = null;
  for (let e = el; e; e = e.parentElement) {
    const c = rgb(getComputedStyle(e).backgroundColor);
    const img = getComputedStyle(e).backgroundImage;
    if (img && img !== 'none' && !img.startsWith('url')) return {ratio: null, why: img};
    if (c.length === 3 || (c.length === 4 && c[3] >= 0.99)) { bg = c.slice(0, 3); break; }
    if (c.length === 4 && c[3] > 0) { bg = null; return {ratio: null, why: 'translucent ' + c}; }
  }
  bg = bg || [255, 255, 255];
  const [a, b] = [lum(fg.slice(0, 3)), lum(bg)].sort((x, y) => y - x);
  return {ratio: (a + 0.05) / (b + 0.05), fg: fg, bg: bg, text: el.textContent.trim()};
}"""


def contrast(locator: object) -> dict:
    return locator.evaluate(CONTRAST)  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_board_text_and_messages_are_legible(context: tuple, site: Server, lang: str) -> None:
    """Defect: counters, "Foundations" and the message bars were black on dark green/red."""
    from playwright.sync_api import expect

    ctx, _log = context
    _page, board = live_board(ctx, f"{site.url}/{lang}/{EXAMPLE}")
    checked = {
        "foundations": board.locator(".scorpion-foundations .scorpion-area-label"),
        "counter": board.locator(".scorpion-counter-name").first,
        "counter value": board.locator(".scorpion-counter b").first,
        "message": board.locator(".scorpion-msg"),
        "step label": board.locator(".scorpion-step-label span"),
    }
    # A refusal (the red bar): 8♥ onto column 6 (its 9♦), by its empty space.
    board.locator(".scorpion-col-2 .scorpion-card-8H").click(position=STRIP)
    board.locator(".scorpion-col-6 .scorpion-slot").click()
    expect(board.locator(".scorpion-msg-error")).to_have_count(1, timeout=15_000)
    board.screenshot(path=str(artifact(f"board-{lang}-refusal.png")))
    for what, locator in checked.items():
        found = contrast(locator)
        assert found["ratio"] is not None and found["ratio"] >= 4.5, (what, found)


@pytest.mark.parametrize("width", WIDTHS.values(), ids=WIDTHS.keys())
def test_arabic_step_bar_is_mirrored(context: tuple, site: Server, width: int) -> None:
    """Defect: in Arabic, Next (▶) sat on the left pointing right, and Last read "|▶"."""
    ctx, _log = context
    _page, board = live_board(ctx, f"{site.url}/ar/{EXAMPLE}", width)
    steps = board.locator(".scorpion-steps")
    steps.scroll_into_view_if_needed()
    steps.screenshot(path=str(artifact(f"board-ar-{width}-steps.png")))
    shown = {}
    for name in ("first", "back", "forward", "last"):
        button = steps.locator(f".scorpion-{name}")
        box = button.bounding_box()
        assert box is not None
        # What the eye sees, left to right: the glyphs in visual order.
        visual = button.evaluate(
            """(b) => { const r = document.createRange(); const t = b.lastChild;
              const chars = [...t.textContent].map((ch, i) => { r.setStart(t, i);
                r.setEnd(t, i + ch.length); return [r.getBoundingClientRect().left, ch]; });
              chars.sort((a, b) => a[0] - b[0]); return chars.map(c => c[1]).join(''); }"""
        )
        shown[name] = (box["x"], visual)
    # The step bar runs from right to left, as the page does...
    xs = [shown[n][0] for n in ("first", "back", "forward", "last")]
    assert xs == sorted(xs, reverse=True), shown
    # ... and its arrows point the way they go: forward is to the left.
    assert shown["forward"][1] == "◀" and shown["back"][1] == "▶", shown
    assert shown["last"][1] == "|◀" and shown["first"][1] == "▶|", shown


def test_deal_number_enter_and_past_the_solvable_list(context: tuple, site: Server) -> None:
    """Defects: Enter in the deal-number box did nothing; a number past the list of
    solvable deals said "Deal 5 … here is the next one"."""
    from playwright.sync_api import expect

    from scorpion.solver import catalogue

    ctx, _log = context
    _page, board = live_board(ctx, f"{site.url}/en/{PLAY}")
    box = board.locator(".scorpion-deal-number input")
    # Any deal, by Enter alone.
    board.locator(".scorpion-solvable input").uncheck()
    box.fill("123")
    box.press("Enter")
    game = Game.deal(123)
    card, _up = game.columns[0][-1]
    expect(board.locator(".scorpion-col-1 .scorpion-top-card")).to_have_class(
        re.compile(rf"\b{re.escape(card_hook(card))}\b"),
        timeout=15_000,
    )
    message = board.locator(".scorpion-msg")
    expect(message).to_contain_text("123", timeout=15_000)
    # Only solvable deals, past the end of the list: the message says what happened.
    board.locator(".scorpion-solvable input").check()
    box.fill("999999999999")
    box.press("Enter")
    numbers = catalogue("classic")
    expect(message).to_contain_text(str(numbers[-1]), timeout=15_000)
    text = message.inner_text()
    assert "next one" not in text, text
    assert box.input_value() == str(numbers[0])
    board.screenshot(path=str(artifact("board-en-deal-past-list.png")))


LANG_WIDTH = [(lang, w) for lang in ("en", "ar") for w in WIDTHS.values()]


@pytest.mark.parametrize(
    ("lang", "width"), LANG_WIDTH, ids=[f"{lang}-{w}" for lang, w in LANG_WIDTH]
)
@pytest.mark.parametrize("page_name", [EXAMPLE, PLAY, "examples/king-to-empty-column.html"])
def test_axe_finds_no_serious_violation_on_a_live_board(
    context: tuple, site: Server, axe_script: Path, page_name: str, lang: str, width: int
) -> None:
    """axe-core (WCAG 2.2 A/AA): no serious or critical violation, live board included.

    Judged from the page's top, as it opens: pressing ▶ (below the fold on a phone
    since the diagrams grew with their columns) leaves the page scrolled with the
    board's top row under the theme's sticky header, and axe's target-size then
    counts the reserve as covered (by the header, 15.7 px of it left in sight)."""
    ctx, _log = context
    page, board = live_board(ctx, f"{site.url}/{lang}/{page_name}", width)
    # Judged as a reader sees a board they are playing: its top just under the page's
    # sticky header (pressing ▶ at the foot of a tall board leaves its top under the
    # header, where axe counts the reserve as a target 18 px tall).
    board.evaluate(
        """(b) => { const header = document.querySelector('header');
        const below = header ? header.getBoundingClientRect().bottom : 0;
        window.scrollBy(0, b.getBoundingClientRect().top - below - 8); }"""
    )
    stem = Path(page_name).stem
    page.screenshot(path=str(artifact(f"axe-{stem}-{lang}-{width}.png")), full_page=False)
    violations = axe_violations(page, axe_script)
    assert not violations, violations
    assert gettext_for("Undo", lang)  # the catalogs were loaded for this language


FOCUSED = """() => { const a = document.activeElement; const col = a && a.closest('.scorpion-col');
  return {column: col ? [...col.classList].find(c => /^scorpion-col-\\d+$/.test(c)) : null,
          classes: a ? a.className : ''}; }"""


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_keyboard_plays_a_move_and_the_message_is_announced(
    context: tuple, site: Server, lang: str
) -> None:
    """One Tab stop per column, arrows between columns and cards, Enter picks up and
    drops, Escape cancels; the message area is one persistent polite live region."""
    from playwright.sync_api import expect

    ctx, _log = context
    page, board = live_board(ctx, f"{site.url}/{lang}/{EXAMPLE}")
    tableau = board.locator(".scorpion-tableau")
    # Roving tabindex: exactly one Tab stop per column.
    stops = tableau.locator('.jupyter-button[tabindex="0"]')
    expect(stops).to_have_count(7, timeout=15_000)
    for n in range(1, 8):
        assert board.locator(f'.scorpion-col-{n} .jupyter-button[tabindex="0"]').count() == 1
    message = board.locator(".scorpion-message")
    expect(message).to_have_attribute("aria-live", "polite", timeout=15_000)
    region = message.element_handle()
    # Column 1's top card; Tab goes to column 2's, the arrows too.
    board.locator(".scorpion-col-1 .scorpion-top-card").focus()
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED)["column"] == "scorpion-col-2"
    page.keyboard.press("ArrowRight")
    assert page.evaluate(FOCUSED)["column"] == "scorpion-col-3"
    page.keyboard.press("ArrowLeft")
    assert page.evaluate(FOCUSED)["column"] == "scorpion-col-2"
    # Up three cards: 8♥ (under 3♣ J♠ 5♦); Enter picks the block up, Escape puts it back.
    for _ in range(3):
        page.keyboard.press("ArrowUp")
    assert "scorpion-card-8H" in page.evaluate(FOCUSED)["classes"]
    eight = board.locator(".scorpion-col-2 .scorpion-card-8H")
    page.keyboard.press("Enter")
    expect(eight).to_have_class(re.compile(r"\bscorpion-selected\b"), timeout=15_000)
    page.keyboard.press("Escape")
    expect(eight).not_to_have_class(re.compile(r"\bscorpion-selected\b"), timeout=15_000)
    # Pick it up again, go to column 5 and drop it there.
    eight.focus()
    page.keyboard.press("Enter")
    expect(eight).to_have_class(re.compile(r"\bscorpion-selected\b"), timeout=15_000)
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    assert page.evaluate(FOCUSED)["column"] == "scorpion-col-5"
    page.keyboard.press("Enter")
    expect(board.locator(".scorpion-col-5 .scorpion-card-8H")).to_have_count(1, timeout=15_000)
    # The move was said in the same live region (not a new one), in the page's language.
    said = gettext_for("The {card} moved to column {column}.", lang).format(
        card=card_name(Card.parse("8♥"), lang, in_sentence=True), column=5
    )
    expect(message).to_contain_text(said, timeout=15_000)
    assert region.evaluate("(m) => m.isConnected && m.getAttribute('aria-live')") == "polite"
    # The keyboard is still on the board.
    assert page.evaluate(FOCUSED)["column"] is not None
    board.screenshot(path=str(artifact(f"board-{lang}-keyboard-move.png")))


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_play_page_chooses_a_variant(context: tuple, site: Server, lang: str) -> None:
    """Defect: the Play page had no variant chooser; Three Blind Mice has ten columns."""
    from playwright.sync_api import expect

    from scorpion.i18n import variant_name

    ctx, _log = context
    _page, board = live_board(ctx, f"{site.url}/{lang}/{PLAY}", 390)
    chooser = board.locator(".scorpion-variant select")
    assert chooser.locator("option").count() == 5
    chooser.select_option(label=variant_name("three-blind-mice", lang))
    board.locator(".scorpion-solvable input").uncheck()
    box = board.locator(".scorpion-deal-number input")
    box.fill("12")
    box.press("Enter")
    game = Game.deal(12, "three-blind-mice")
    expect(board.locator(".scorpion-tableau > .scorpion-col")).to_have_count(10, timeout=15_000)
    for n, column in enumerate(game.columns, 1):
        card, _up = column[-1]
        expect(board.locator(f".scorpion-col-{n} .scorpion-top-card")).to_have_class(
            re.compile(rf"\b{re.escape(card_hook(card))}\b"), timeout=15_000
        )
    href = board.locator(".scorpion-link a").get_attribute("href") or ""
    assert "variant=three-blind-mice" in href and "deal=12" in href
    board.screenshot(path=str(artifact(f"board-{lang}-390-three-blind-mice.png")))


@pytest.mark.parametrize("width", WIDTHS.values(), ids=WIDTHS.keys())
def test_play_from_here_button_sits_beside_the_diagram(
    context: tuple, site: Server, width: int
) -> None:
    """Defect: ▶ covered the reserve label and a foundation slot at 390 px, and floated
    200 px away from the board at 1366 px."""
    ctx, _log = context
    page = ctx.new_page()
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{site.url}/en/rules.html")
    button = page.locator(".scorpion-play-here").first
    button.wait_for(timeout=30_000)
    example = button.locator("xpath=..")  # the example it was added to
    figure = example.locator("figure.scorpion-board")
    b, f = button.bounding_box(), figure.bounding_box()
    assert b is not None and f is not None
    overlap_x = min(b["x"] + b["width"], f["x"] + f["width"]) - max(b["x"], f["x"])
    overlap_y = min(b["y"] + b["height"], f["y"] + f["height"]) - max(b["y"], f["y"])
    assert overlap_x <= 0 or overlap_y <= 0, (b, f)  # covers nothing of the diagram
    assert 0 <= b["y"] - (f["y"] + f["height"]) <= 48, (b, f)  # right under it
    assert abs(b["x"] - f["x"]) <= 2, (b, f)  # at its start edge
    assert b["height"] >= 24 and b["width"] >= 24
    example.screenshot(path=str(artifact(f"play-here-en-{width}.png")))


def test_language_switcher_keeps_the_section(context: tuple, site: Server) -> None:
    """Defect: the language switcher dropped the #section anchor."""
    ctx, _log = context
    page = ctx.new_page()
    page.goto(f"{site.url}/en/tactics.html#tactics-reserve")
    switcher = page.locator("details.scorpion-lang-switcher").first
    if not switcher.is_visible():
        page.set_viewport_size({"width": 1366, "height": 900})
    switcher.locator("summary").click()
    switcher.locator('a[hreflang="ar"]').click()
    page.wait_for_url(re.compile(r"/ar/tactics\.html#tactics-reserve$"))


SLOTS = """(ex) => {
  const r = (e) => { const b = e.getBoundingClientRect();
    return [b.left + scrollX, b.top + scrollY, b.width, b.height].map(Math.round); };
  const fig = ex.querySelector('figure.scorpion-board');
  const live = ex.querySelector('.scorpion-board.scorpion-live');
  const from = (root) => root ? {
    foundations: [...root.querySelectorAll('.scorpion-foundations li')].map(r),
    reserve: [...root.querySelectorAll('.scorpion-reserve li')].map(r),
    button: [...root.querySelectorAll('.jupyter-button.scorpion-reserve')].map(r),
    col1: [...root.querySelectorAll('.scorpion-col-1')].map(r)} : null;
  return {static: from(fig), live: from(live)};
}"""


@pytest.mark.parametrize("width", WIDTHS.values(), ids=WIDTHS.keys())
def test_live_board_is_the_diagram_it_replaces(context: tuple, site: Server, width: int) -> None:
    """Defect: the reserve became a "Reserve ▮▮▮" button and the foundations 9 px text.
    The live board draws the reserve's cards and the four foundation slots where the
    diagram had them, and its columns where the diagram's were."""
    ctx, _log = context
    page = ctx.new_page()
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{site.url}/en/{EXAMPLE}")
    example = page.locator(".scorpion-example").first
    example.locator("figure.scorpion-board").wait_for(state="visible", timeout=10_000)
    before = example.evaluate(SLOTS)["static"]
    start_first_board(page)
    example.and_(page.locator("[data-scorpion-live=ready]")).wait_for(timeout=150_000)
    after = example.evaluate(SLOTS)["live"]
    example.screenshot(path=str(artifact(f"board-en-{width}-like-the-diagram.png")))

    def near(a: list[int], b: list[int]) -> bool:
        return all(abs(x - y) <= 2 for x, y in zip(a, b, strict=True))

    assert len(after["foundations"]) == 4
    assert all(
        near(a, b) for a, b in zip(after["foundations"], before["foundations"], strict=True)
    ), (
        before,
        after,
    )
    # The reserve's three cards where the diagram has them, one button over them.
    assert len(after["reserve"]) == 3
    assert all(near(a, b) for a, b in zip(after["reserve"], before["reserve"], strict=True))
    (button,) = after["button"]
    first, *_, last = before["reserve"]
    assert button[0] <= first[0] + 1 and button[0] + button[2] >= last[0] + last[2] - 2, (
        button,
        last,
    )
    assert button[1] <= first[1] + 1 and button[1] + button[3] >= first[1] + first[3] - 2, (
        button,
        first,
    )
    assert near(after["col1"][0][:3], before["col1"][0][:3]), (before["col1"], after["col1"])
    # No empty message strip before anything happened (a board without steps).
    page.goto(f"{site.url}/en/tactics.html")
    start_first_board(page)
    tactic = page.locator("[data-scorpion-live=ready]").first
    tactic.wait_for(timeout=150_000)
    strip = tactic.locator(".scorpion-msg")
    if not strip.inner_text().strip():
        assert strip.evaluate("(m) => getComputedStyle(m).backgroundColor") == "rgba(0, 0, 0, 0)"


#: Where a person lets go of a card over an element: the middle of the element's part
#: that is drawn in the window, below the theme's sticky header, hit-tested (the
#: element or something inside it is drawn there); None when no part of it is seen.
SEEN_POINT = """(el) => {
  const r = el.getBoundingClientRect();
  const header = document.querySelector('.bd-header');
  const top = Math.max(r.top, header ? header.getBoundingClientRect().bottom : 0, 0);
  const bottom = Math.min(r.bottom, innerHeight);
  if (bottom - top < 4) return null;
  const x = r.left + r.width / 2, y = (top + bottom) / 2;
  const hit = document.elementFromPoint(x, y);
  return hit && el.contains(hit) ? {x, y} : null;
}"""


def board_in_view(page: object, board: object) -> None:
    """Scroll the page as a person does to see a board: its top just under the sticky
    header (the page's scroll-padding-top), unless the board is already all in view."""
    board.evaluate(  # type: ignore[attr-defined]
        """(b) => { const r = b.getBoundingClientRect();
             const h = document.querySelector('.bd-header');
             const under = h ? h.getBoundingClientRect().bottom : 0;
             if (r.top < under || r.bottom > innerHeight)
               window.scrollBy({top: r.top - under - 8, behavior: 'instant'}); }"""
    )


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_drag_and_drop_moves_a_block(context: tuple, site: Server, lang: str) -> None:
    """Players expect drag and drop as well as click: 8♥ dragged onto column 5 moves
    there (the legal column lights up while dragging).

    The card is let go where column 5 is seen: since the example's diagram grew with
    its columns, pressing ▶ (below the fold at 900 px) scrolls the page so that the
    board's top lies under the theme's sticky header, and a drop 40 px into column
    5 landed on the header (CI: the column lit up, the 8♥ stayed in column 2)."""
    from playwright.sync_api import expect

    ctx, _log = context
    page, board = live_board(ctx, f"{site.url}/{lang}/{EXAMPLE}")
    board_in_view(page, board)
    eight = board.locator(".scorpion-col-2 .scorpion-card-8H")
    box = eight.bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + STRIP["x"], box["y"] + STRIP["y"])
    page.mouse.down()
    col5 = board.locator(".scorpion-col-5")
    target = col5.evaluate(SEEN_POINT)
    assert target is not None, "column 5 is not in sight"
    page.mouse.move(target["x"], target["y"], steps=8)
    # While dragging, the legal column lights up.
    expect(col5.locator(".scorpion-target")).not_to_have_count(0, timeout=15_000)
    assert col5.evaluate(SEEN_POINT) is not None, "column 5 went out of sight"
    board.screenshot(path=str(artifact(f"board-{lang}-dragging.png")))
    page.mouse.up()
    expect(col5.locator(".scorpion-card-8H")).to_have_count(1, timeout=15_000)
    expect(board.locator(".scorpion-col-2 .scorpion-card-AH")).to_have_count(1, timeout=15_000)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_winning_game_ends_with_a_win_moment(context: tuple, site: Server, lang: str) -> None:
    """Defects: the 51-step winning game ended without saying it is won, and a win was
    one low-contrast line. Its last step is a large, legible win message."""
    from playwright.sync_api import expect

    ctx, _log = context
    _page, board = live_board(ctx, f"{site.url}/{lang}/examples/winning-game.html")
    board.locator(".scorpion-last").click()
    won = board.locator(".scorpion-msg-won")
    expect(won).to_have_count(1, timeout=30_000)
    from scorpion.i18n import ngettext_for

    said = won.inner_text()
    count = int(re.findall(r"\d+", said)[-1])  # the win sentence ends the message
    text = ngettext_for("Won in {count} move!", "Won in {count} moves!", count, lang)
    assert text.format(count=count) in said, (text, said)
    found = contrast(won)
    assert found["ratio"] is not None and found["ratio"] >= 4.5, found
    assert won.evaluate("(m) => parseFloat(getComputedStyle(m).fontSize)") >= 18
    board.screenshot(path=str(artifact(f"board-{lang}-winning-game-won.png")))


@pytest.mark.parametrize(
    ("lang", "width"), LANG_WIDTH, ids=[f"{lang}-{w}" for lang, w in LANG_WIDTH]
)
def test_play_is_in_the_header_and_its_board_above_the_fold(
    context: tuple, site: Server, lang: str, width: int
) -> None:
    """Defects: Play was hidden under "More", and on a phone its board started at
    y ≈ 1000 px. Play is in the header of every page, and the Play page's board
    starts within the first screen (844 px high, a common phone's)."""
    ctx, _log = context
    page = ctx.new_page()
    page.set_viewport_size({"width": width, "height": 844})
    page.goto(f"{site.url}/{lang}/rules.html")
    link = page.locator(
        "a.scorpion-nav-play:visible"
    ).first  # the theme draws it for mobile and desktop
    assert link.is_visible()
    box = link.bounding_box()
    assert box is not None and box["y"] + box["height"] <= 120, box
    title = {"en": "Play Scorpion", "ar": "لعب العقرب"}[lang]  # the header names its game
    assert link.inner_text().strip() == title
    link.click()
    page.wait_for_url(re.compile(rf"/{lang}/play\.html$"))
    board = page.locator(".scorpion-player figure.scorpion-board").first
    board.wait_for(state="visible", timeout=10_000)
    top = board.bounding_box()
    assert top is not None and top["y"] < 844 * 0.6, top
    page.screenshot(path=str(artifact(f"play-{lang}-{width}-first-screen.png")))


def test_play_page_keeps_statistics_in_the_browser(context: tuple, site: Server) -> None:
    """Players expect statistics kept in the browser: games played, won, win rate,
    streak, and games won with hints counted apart; they survive a reload."""
    from playwright.sync_api import expect

    from scorpion.widget.wording import leave_text

    ctx, _log = context
    page, board = live_board(ctx, f"{site.url}/en/{PLAY}")
    stat = lambda key: board.locator(f'.scorpion-stats [data-stat="{key}"]')  # noqa: E731
    board.locator(".scorpion-stats summary").click()  # folded under the board until opened
    expect(stat("played")).to_have_text("0", timeout=15_000)
    # A first move starts a game: played 1.
    game = Game.deal(int(board.locator(".scorpion-deal-number input").input_value()))
    move = next(m for m in game.legal_moves() if not m.is_reserve)
    where = game.locate(move.card)
    board.locator(f".scorpion-col-{where[1]} .{card_hook(move.card)}").click(position=STRIP)
    board.locator(f".scorpion-col-{move.target} .scorpion-slot").click()
    expect(stat("played")).to_have_text("1", timeout=15_000)
    expect(stat("rate")).to_have_text("0%", timeout=15_000)
    # Another deal (New game asks first, then leaves it): the first game counts as
    # lost; the figures stay after a reload.
    board.locator(".scorpion-new").click()
    said = leave_text(game.variant, int(game.deal_number or 0), 1, "en")
    expect(board.locator(".scorpion-msg")).to_have_text(said, timeout=15_000)
    board.locator(".scorpion-new").click()
    expect(board.locator(".scorpion-counter b").first).to_have_text("0", timeout=15_000)
    expect(stat("streak")).to_have_text("0", timeout=15_000)
    page.reload()
    page.locator("[data-scorpion-live=ready]").first.wait_for(timeout=150_000)
    page.locator(".scorpion-stats summary").click()
    expect(page.locator('.scorpion-stats [data-stat="played"]')).to_have_text("1", timeout=15_000)
    page.locator(".scorpion-stats").screenshot(path=str(artifact("play-en-statistics.png")))


@pytest.mark.parametrize("page_name", [EXAMPLE, "examples/relaxed-move.html", "tactics.html"])
def test_hint_teaches_on_the_example_boards(context: tuple, site: Server, page_name: str) -> None:
    """Defects: Hint on moving-a-block and the first tactics board said "This line can
    no longer be won", on relaxed-move "No hint found". Their positions are winnable
    now (tests/test_widget.py proves every example with the solver): Hint shows a move."""
    from playwright.sync_api import expect

    from scorpion.i18n import error_message

    ctx, _log = context
    _page, board = live_board(ctx, f"{site.url}/en/{page_name}")
    board.locator(".scorpion-hint").click()
    message = board.locator(".scorpion-msg")
    expect(board.locator(".scorpion-msg-hint")).to_have_count(1, timeout=60_000)
    text = message.inner_text()
    assert text.startswith("Hint:"), text
    assert error_message("dead-end", {}, "en") not in text


def test_play_page_without_javascript_says_so(browser: object, site: Server) -> None:
    """Defect: without JavaScript the Play page described a board that cannot appear."""
    ctx = browser.new_context(java_script_enabled=False)  # type: ignore[attr-defined]
    try:
        page = ctx.new_page()
        page.goto(f"{site.url}/en/{PLAY}")
        assert page.locator(".scorpion-nojs").is_visible()
        assert "python -m scorpion play" in page.locator(".scorpion-nojs").inner_text()
        assert not page.locator(".scorpion-js-only").is_visible()
        assert page.locator(".scorpion-player figure.scorpion-board").is_visible()
    finally:
        ctx.close()
    # With JavaScript, the instructions instead.
    ctx = browser.new_context()  # type: ignore[attr-defined]
    try:
        page = ctx.new_page()
        page.goto(f"{site.url}/en/{PLAY}")
        assert not page.locator(".scorpion-nojs").is_visible()
        assert page.locator(".scorpion-js-only").is_visible()
    finally:
        ctx.close()
