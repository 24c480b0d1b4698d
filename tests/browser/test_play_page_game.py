"""Scorpion's Play page and example boards as a player meets them (issue #28).

New game deals a fresh number, an empty number box is a new deal, the game in
progress survives a reload and a language switch (offered back) and is never
left without a word; the theme's "Back to top" pill never covers a board's
buttons; a live example board fits a 1366 × 900 window; on a 390 px phone every
target is at least 24 × 24 CSS px; accessible names start with what a button
shows; in the dark theme every text on and around the board is legible and every
card edge and outline stands out. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scorpion import Game
from scorpion.solver import catalogue
from scorpion.widget.board import card_hook
from scorpion.widget.wording import leave_text, offer_text, resumed_text

from .conftest import Server, artifact
from .test_board_ui import live_board

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def site(scorpion_site: Server) -> Server:
    return scorpion_site


PLAY = "play.html"
STEPS = "examples/moving-a-block.html"
#: Where a person presses a card: its visible strip.
STRIP = {"x": 8, "y": 5}


def deal_shown(board: object) -> int:
    return int(board.locator(".scorpion-deal-number input").input_value())  # type: ignore[attr-defined]


def play_moves(board: object, game: Game, count: int) -> None:
    """``count`` moves of ``game`` pressed on the board (card, then the column's top card)."""
    from playwright.sync_api import expect

    for _ in range(count):
        move = next(m for m in game.legal_moves() if not m.is_reserve)
        where = game.locate(move.card)
        board.locator(f".scorpion-col-{where[1]} .{card_hook(move.card)}").click(position=STRIP)  # type: ignore[attr-defined]
        top = game.columns[move.target - 1][-1][0]
        board.locator(f".scorpion-col-{move.target} .{card_hook(top)}").click(position=STRIP)  # type: ignore[attr-defined]
        game.play(move)
        expect(board.locator(".scorpion-counter b").first).to_have_text(  # type: ignore[attr-defined]
            str(game.moves_played), timeout=15_000
        )


def tops(board: object) -> list[str]:
    """The hook of each column's top card, as drawn."""
    return board.evaluate(  # type: ignore[attr-defined]
        """(b) => [...b.querySelectorAll('.scorpion-tableau > .scorpion-col')].map(c => {
             const t = c.querySelector('.scorpion-top-card');
             return t ? [...t.classList].find(k => /^scorpion-card-(?!back)/.test(k)) || 'back' : '';
           })"""
    )


def engine_tops(game: Game) -> list[str]:
    return [
        card_hook(col[-1][0]) if col and col[-1][1] else ("back" if col else "")
        for col in game.columns
    ]


# ------------------------------------------------------------------- new game


def test_new_game_deals_a_fresh_number_and_an_empty_box_is_a_new_deal(
    context: tuple,
    site: Server,
) -> None:
    """Defects: New game dealt the same number again; an empty number was an error."""
    from playwright.sync_api import expect

    numbers = catalogue("classic")
    ctx, _log = context
    _page, board = live_board(ctx, f"{site.url}/en/{PLAY}")
    box = board.locator(".scorpion-deal-number input")
    message = board.locator(".scorpion-msg")
    assert deal_shown(board) == numbers[0]
    board.locator(".scorpion-new").click()  # the box still shows this deal: the next one
    expect(box).to_have_value(str(numbers[1]), timeout=15_000)
    expect(message).to_have_text(f"Deal {numbers[1]}. Good luck!")
    box.fill("")
    board.locator(".scorpion-new").click()  # an empty box: a new deal, not an error
    expect(box).to_have_value(str(numbers[2]), timeout=15_000)
    expect(board.locator(".scorpion-msg-error")).to_have_count(0)
    box.fill("")
    box.press("Enter")
    expect(box).to_have_value(str(numbers[3]), timeout=15_000)
    assert tops(board) == engine_tops(Game.deal(numbers[3]))


def test_the_game_in_progress_survives_a_reload_and_a_language_switch(
    context: tuple,
    site: Server,
) -> None:
    """Defects: a reload lost the game; switching language restarted at move 0 without a
    word; New game left a game in progress silently."""
    from playwright.sync_api import expect

    ctx, _log = context
    page, board = live_board(ctx, f"{site.url}/en/{PLAY}", 390, 844)
    number = deal_shown(board)
    game = Game.deal(number)
    play_moves(board, game, 2)
    # A reload: the board offers the game back, and plays nothing until answered.
    page.reload()
    page.locator("[data-scorpion-live=ready]").first.wait_for(timeout=150_000)
    board = page.locator(".scorpion-board.scorpion-live")
    message = board.locator(".scorpion-msg")
    expect(message).to_have_text(offer_text("classic", number, 2, "en"), timeout=15_000)
    board.screenshot(path=str(artifact("play-en-390-resume-offered.png")))
    board.locator(".scorpion-col-5 .scorpion-top-card").click(position=STRIP)
    expect(message).to_have_text("Resume the game in progress or discard it first.")
    board.locator(".scorpion-resume").click()
    expect(message).to_have_text(resumed_text("classic", number, 2, "en"), timeout=15_000)
    assert tops(board) == engine_tops(game)
    play_moves(board, game, 1)
    # Another language, from the page's language switcher (in the header of a wide
    # window): offered back in Arabic.
    page.set_viewport_size({"width": 1366, "height": 900})
    switcher = page.locator("details.scorpion-lang-switcher:visible").first
    switcher.locator("summary").click()
    switcher.locator('a[hreflang="ar"]').click()
    page.wait_for_url(re.compile(r"/ar/play\.html"))
    page.locator("[data-scorpion-live=ready]").first.wait_for(timeout=150_000)
    board = page.locator(".scorpion-board.scorpion-live")
    message = board.locator(".scorpion-msg")
    expect(message).to_have_text(offer_text("classic", number, 3, "ar"), timeout=15_000)
    board.locator(".scorpion-resume").click()
    expect(message).to_have_text(resumed_text("classic", number, 3, "ar"), timeout=15_000)
    assert tops(board) == engine_tops(game)
    board.screenshot(path=str(artifact("play-ar-390-resumed.png")))
    # Leaving it takes a second press, said first.
    board.locator(".scorpion-new").click()
    expect(message).to_have_text(leave_text("classic", number, 3, "ar"), timeout=15_000)
    assert tops(board) == engine_tops(game)
    board.locator(".scorpion-new").click()
    expect(board.locator(".scorpion-counter b").first).to_have_text("0", timeout=15_000)
    assert deal_shown(board) != number
    assert page.evaluate("localStorage.getItem('scorpion-game-v1')") is None


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_with_a_card_selected_a_tap_on_another_card_selects_it(
    context: tuple,
    site: Server,
    lang: str,
) -> None:
    """Defect: with a card selected, tapping another card repeated the refusal. Now it
    selects that card, unless the tap is a legal move onto it."""
    from playwright.sync_api import expect

    from scorpion import Card
    from scorpion.widget.wording import selected_text

    ctx, _log = context
    _page, board = live_board(ctx, f"{site.url}/{lang}/{STEPS}", 390, 844)
    eight = board.locator(".scorpion-col-2 .scorpion-card-8H")
    nine = board.locator(".scorpion-col-6 .scorpion-card-9D")
    selected = re.compile(r"\bscorpion-selected\b")
    eight.click(position=STRIP)
    expect(eight).to_have_class(selected, timeout=15_000)
    nine.click(position=STRIP)  # 9♦: 8♥ may not go onto it; it is selected instead
    expect(nine).to_have_class(selected, timeout=15_000)
    expect(eight).not_to_have_class(selected)
    said = selected_text(Card.parse("9♦"), 1, (), lang)
    expect(board.locator(".scorpion-msg")).to_have_text(said)
    eight.click(position=STRIP)
    board.locator(".scorpion-col-5 .scorpion-card-9H").click(position=STRIP)  # a legal move onto it
    expect(board.locator(".scorpion-col-5 .scorpion-card-8H")).to_have_count(1, timeout=15_000)


# ------------------------------------------------------------ back to the top


#: The pill's box and, for every button of ``sel``'s rows, what is drawn at its centre.
UNDER_PILL = """([rows]) => {
  const pill = document.getElementById('pst-back-to-top');
  const r = pill.getBoundingClientRect();
  const style = getComputedStyle(pill);
  const buttons = [...document.querySelectorAll(rows)].flatMap(row => [...row.querySelectorAll('.jupyter-button')])
    .filter(b => b.getClientRects().length);
  return {pill: {shown: style.display !== 'none' && style.visibility !== 'hidden',
                 left: r.left, right: r.right, top: r.top, bottom: r.bottom},
          buttons: buttons.map(b => { const q = b.getBoundingClientRect();
            const hit = document.elementFromPoint(q.left + q.width / 2, q.top + q.height / 2);
            return {cls: b.className.split(' ').pop(), hit: !!hit && b.contains(hit),
                    over: q.left < r.right && q.right > r.left && q.top < r.bottom && q.bottom > r.top}; })};
}"""


@pytest.mark.parametrize("width", [1366, 390])
def test_back_to_top_never_covers_a_step_button(context: tuple, site: Server, width: int) -> None:
    """Defect: the theme's "Back to top" pill covered an example's step button and took
    its press. With each of the board's button rows where the pill shows (the bottom of
    the window, while scrolling up), every button is what is drawn at its centre."""
    from playwright.sync_api import expect

    ctx, _log = context
    # The winning game's first board: its rows lie low enough on the page for the
    # theme to show the pill (only once the page is scrolled past its header).
    page, board = live_board(ctx, f"{site.url}/en/examples/winning-game.html", width)
    pill = page.locator("#pst-back-to-top")
    for row in (".scorpion-steps", ".scorpion-controls"):
        target = board.locator(row)
        centre = target.evaluate(
            "(r) => { const b = r.getBoundingClientRect(); return b.top + scrollY + b.height / 2; }"
        )
        height = pill.evaluate(
            "(p) => { p.style.display = 'block'; const h = p.getBoundingClientRect().height; p.style.display = 'none'; return h; }"
        )
        y = centre - (
            page.viewport_size["height"] - 24 - height / 2
        )  # the pill: 1.5rem from the bottom
        page.evaluate("(y) => window.scrollTo({top: y, behavior: 'instant'})", y + 80)
        page.wait_for_timeout(150)
        page.evaluate("(y) => window.scrollTo({top: y, behavior: 'instant'})", y)  # scrolling up
        page.wait_for_timeout(250)
        found = page.evaluate(UNDER_PILL, [f".scorpion-live {row}"])
        assert pill.evaluate("(p) => p.style.display") == "block", found  # the theme shows it
        page.screenshot(path=str(artifact(f"back-to-top-en-{width}-{row[10:]}.png")))
        assert all(b["hit"] for b in found["buttons"]), found
        assert not (found["pill"]["shown"] and any(b["over"] for b in found["buttons"])), found
    # The step forward is pressed where the pill would be: it steps.
    board.locator(".scorpion-forward").click()
    expect(board.locator(".scorpion-step-label")).to_contain_text("1", timeout=15_000)


# --------------------------------------------------------------------- sizes


def test_a_live_example_board_fits_a_1366_by_900_window(context: tuple, site: Server) -> None:
    """Defect: the winning game's live board (21 rows) was 934 px tall in a 900 px
    window. It is narrowed so that it fits under the theme's sticky header; on a phone
    it keeps the whole width."""
    ctx, _log = context
    page, board = live_board(ctx, f"{site.url}/en/examples/winning-game.html")
    header = page.evaluate("document.querySelector('.bd-header').getBoundingClientRect().height")
    box = board.bounding_box()
    assert box is not None
    board.screenshot(path=str(artifact("winning-game-en-1366x900.png")))
    assert box["height"] <= 900 - header, (box, header)
    assert box["width"] >= 20 * 16 - 1, box  # never narrower than 20rem
    page.set_viewport_size({"width": 390, "height": 844})
    phone = board.bounding_box()
    column = page.evaluate("document.querySelector('article').getBoundingClientRect().width")
    assert phone is not None and phone["width"] >= min(640, column) - 1, (phone, column)


#: Every visible target of the board: its box, or for a covered card its visible strip
#: (a column's drop zone under its cards is one too).
TARGETS = """(board) => {
  const out = [];
  const seen = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  for (const e of board.querySelectorAll('button, input, select, a[href], summary')) {
    if (!seen(e)) continue;
    const r = e.getBoundingClientRect();
    let h = r.height;
    if (e.classList.contains('scorpion-card')) {
      const next = e.nextElementSibling;
      if (next && next.classList.contains('scorpion-card')) h = next.getBoundingClientRect().top - r.top;
    }
    out.push({what: (e.className || e.tagName).toString().split(' ').slice(-2).join(' ') + ' ' +
              (e.textContent || '').trim().slice(0, 20), w: Math.round(r.width * 10) / 10, h: Math.round(h * 10) / 10});
  }
  return out;
}"""


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_every_target_is_at_least_24px_on_a_phone(
    context: tuple,
    site: Server,
    axe_script: Path,
    lang: str,
) -> None:
    """Defects on a 390 px phone: the checkbox was 13 px, "Link to this deal" 15 px
    high, an empty column 45 × 22. Every button, field, link and summary of the Play
    page's board, and every card's visible strip, is at least 24 × 24 CSS px; axe-core's
    target-size rule agrees. An empty column is drawn (Three Blind Mice, deal 12: a
    column empties at once) and measured too."""
    ctx, _log = context
    page, board = live_board(ctx, f"{site.url}/{lang}/{PLAY}", 390, 844)
    board.locator(".scorpion-stats summary").click()
    small = [t for t in board.evaluate(TARGETS) if t["w"] < 24 or t["h"] < 24]
    page.screenshot(path=str(artifact(f"targets-{lang}-390.png")), full_page=True)
    assert not small, small
    page.add_script_tag(path=str(axe_script))
    result = page.evaluate(
        """async () => (await axe.run(document.querySelector('.scorpion-board.scorpion-live'),
             {runOnly: {type: 'rule', values: ['target-size']}})).violations
             .map(v => ({id: v.id, nodes: v.nodes.slice(0, 5).map(n => [n.target, n.failureSummary])}))"""
    )
    assert not result, result


def test_an_empty_column_is_a_24px_target_on_a_phone(context: tuple, site: Server) -> None:
    """The empty column's drop zone, on the narrowest board (Three Blind Mice's ten columns)."""
    from playwright.sync_api import expect

    ctx, _log = context
    _page, board = live_board(
        ctx, f"{site.url}/en/{PLAY}?deal=0&variant=three-blind-mice", 390, 844
    )
    game = Game.deal(0, "three-blind-mice")
    # Empty a column: play moves until one is empty (a short search in the engine).
    line = _line_to_an_empty_column(game)
    for move in line:
        where = game.locate(move.card)
        if where[0] == "column":
            board.locator(f".scorpion-col-{where[1]} .{card_hook(move.card)}").click(position=STRIP)
        else:
            board.locator(f".scorpion-aside-area .{card_hook(move.card)}").click()
        board.locator(f".scorpion-col-{move.target} .scorpion-slot").click()
        game.play(move)
        expect(board.locator(".scorpion-counter b").first).to_have_text(
            str(game.moves_played), timeout=15_000
        )
    slot = board.locator(".scorpion-slot-empty").first
    box = slot.bounding_box()
    board.screenshot(path=str(artifact("empty-column-en-390-three-blind-mice.png")))
    assert box is not None and box["width"] >= 24 and box["height"] >= 24, box
    # No button's label is cut on the phone (the dead end's "Back to the last position
    # that can still be won" was: this line of Three Blind Mice is a dead end).
    cut = board.evaluate(
        """(b) => [...b.querySelectorAll('.scorpion-btn.jupyter-button')]
             .filter(e => e.getClientRects().length && e.scrollWidth > e.clientWidth + 1)
             .map(e => [e.textContent, e.scrollWidth, e.clientWidth])"""
    )
    assert not cut, cut


def _line_to_an_empty_column(game: Game) -> list:
    """The shortest line (breadth first, at most 4 moves) after which a column is empty."""
    from collections import deque

    queue = deque([(game.copy(), [])])
    while queue:
        position, line = queue.popleft()
        if any(not col for col in position.columns):
            return line
        if len(line) >= 4:
            continue
        for move in position.legal_moves():
            if move.is_reserve:
                continue
            after = position.copy()
            after.play(move)
            queue.append((after, [*line, move]))
    pytest.fail("no column empties within 4 moves of Three Blind Mice deal 0")


# ------------------------------------------------------------ accessible names


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_accessible_names_start_with_the_visible_text(
    context: tuple,
    site: Server,
    axe_script: Path,
    lang: str,
) -> None:
    """Defects: a card button showed "J♠" and was named "Jack of Spades, column 1"
    (axe's label-content-name-mismatch), the other buttons were named by their tooltip;
    `role=img` on `<li>`. Every button of the live boards is named by its text (a card:
    its name in words and its column), or, when it shows a glyph alone (▶, ▲), by its
    tooltip; no list item of a Scorpion board is an image."""
    ctx, _log = context
    for url in (f"{site.url}/{lang}/{PLAY}", f"{site.url}/{lang}/{STEPS}"):
        page, board = live_board(ctx, url)
        page.add_script_tag(path=str(axe_script))
        found = page.evaluate(
            """async () => (await axe.run(document, {runOnly: {type: 'rule',
                 values: ['label-content-name-mismatch', 'button-name', 'aria-allowed-role']}})).violations
                 .map(v => ({id: v.id, nodes: v.nodes.slice(0, 5).map(n => n.target)}))"""
        )
        assert not found, (url, found)
        names = board.evaluate(
            """(b) => [...b.querySelectorAll('.jupyter-button')].filter(e => e.getClientRects().length)
                 .map(e => [e.textContent.trim(), e.getAttribute('aria-label')])"""
        )
        for text, label in names:
            assert label is None or not re.search(r"[^\W_]", text, re.UNICODE), (text, label)
        assert (
            page.locator(".scorpion-board li[role=img], .scorpion-board li[role='img']").count()
            == 0
        )


# ---------------------------------------------------------------- dark theme


#: The contrast of every text on and around the boards (the examples' and the Play
#: page's boxes, their captions and notes) with what is drawn under it, and of every
#: card edge and outline with the board's green: face, back, empty slot, the
#: selection, a legal target and the focus ring.
DARK_PROBE = """() => {
  const rgba = (s) => { const m = (s.match(/[\\d.]+/g) || []).map(Number); return m.length === 3 ? [...m, 1] : m; };
  const lum = ([r, g, b]) => [r, g, b].map(v => { v /= 255;
      return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); })
    .reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i], 0);
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const over = (top, under) => { const a = top[3]; return [0, 1, 2].map(i => top[i] * a + under[i] * (1 - a)); };
  const bgOf = (el) => {  // the colours under el, composited from the page's up
    const chain = [];
    for (let e = el; e; e = e.parentElement) chain.push(rgba(getComputedStyle(e).backgroundColor));
    let c = rgba(getComputedStyle(document.documentElement).backgroundColor);
    if (c[3] === 0) c = [255, 255, 255, 1];
    c = c.slice(0, 3);
    for (const layer of chain.reverse()) if (layer[3] > 0) c = over(layer, c);
    return c;
  };
  const texts = [];
  const roots = document.querySelectorAll('.scorpion-example, .scorpion-player, .scorpion-lite-link');
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!n.textContent.trim() || !el.getClientRects().length) continue;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden' || parseFloat(s.fontSize) === 0 || s.color === 'rgba(0, 0, 0, 0)') continue;
      if (el.closest('[aria-hidden=true], .scorpion-holder[aria-hidden]')) continue;
      if (el.closest(':disabled')) continue;  // an inactive control: no contrast required (1.4.3)
      let opacity = 1;
      for (let e = el; e; e = e.parentElement) opacity *= parseFloat(getComputedStyle(e).opacity);
      const bg = bgOf(el);
      const fg = rgba(s.color);
      const shown = over([...fg.slice(0, 3), fg[3] * opacity], bg);
      const large = parseFloat(s.fontSize) >= 24 || (parseFloat(s.fontSize) >= 18.66 && parseInt(s.fontWeight) >= 700);
      texts.push({text: n.textContent.trim().slice(0, 30), ratio: ratio(shown, bg), need: large ? 3 : 4.5});
    }
  }
  const board = document.querySelector('.scorpion-board.scorpion-live');
  const green = bgOf(board);
  const edges = [];
  const edge = (what, el, color) => { if (el) edges.push({what, ratio: ratio(over(rgba(color), green), green)}); };
  edge('card face', board.querySelector('.scorpion-card:not(.scorpion-card-back)'),
       getComputedStyle(board.querySelector('.scorpion-card:not(.scorpion-card-back)')).backgroundColor);
  const back = board.querySelector('.scorpion-card-back');
  if (back) edge('card back', back, getComputedStyle(back).borderTopColor);
  for (const sel of ['.scorpion-foundations .scorpion-empty', '.scorpion-slot-empty']) {
    const e = board.querySelector(sel);
    if (e) edge(sel, e, getComputedStyle(e).borderTopColor);
  }
  const probe = (cls, prop) => { const c = board.querySelector('.scorpion-card:not(.scorpion-card-back)');
    c.style.transition = 'none'; c.classList.add(cls); const v = getComputedStyle(c)[prop];
    c.classList.remove(cls); c.style.transition = ''; return v; };
  const shadow = (v) => (v.match(/rgba?\\([^)]*\\)/) || ['rgba(0,0,0,0)'])[0];
  edge('selected', board, shadow(probe('scorpion-selected', 'boxShadow')));
  edge('legal target', board, shadow(probe('scorpion-target', 'boxShadow')));
  const b = board.querySelector('.scorpion-undo');
  b.style.transition = 'none';
  b.focus({focusVisible: true});
  edge('focus ring', b, getComputedStyle(b).outlineColor);
  b.blur();
  return {texts: texts.filter(t => t.ratio < t.need), count: texts.length, edges};
}"""


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("page_name", [PLAY, STEPS])
def test_dark_theme_is_legible_on_and_around_the_board(
    browser: object,
    site: Server,
    axe_script: Path,
    page_name: str,
    lang: str,
) -> None:
    """pydata-sphinx-theme's dark theme (data-theme="dark"): every text on and around
    the board at least 4.5:1 (3:1 when large), card edges and outlines at least 3:1,
    and axe-core finds no serious violation (colour contrast included)."""
    from .conftest import axe_violations

    ctx = browser.new_context(color_scheme="dark")  # type: ignore[attr-defined]
    ctx.add_init_script("localStorage.setItem('theme', 'dark')")
    try:
        for width in (1366, 390):
            page, board = live_board(ctx, f"{site.url}/{lang}/{page_name}", width)
            assert page.evaluate("document.documentElement.dataset.theme") == "dark"
            found = page.evaluate(DARK_PROBE)
            assert found["count"] > 10 and not found["texts"], found
            weak = [e for e in found["edges"] if e["ratio"] < 3]
            assert len(found["edges"]) >= 5 and not weak, found["edges"]
            stem = Path(page_name).stem
            board.screenshot(path=str(artifact(f"dark-{stem}-{lang}-{width}.png")))
            # From the page's top, as it opens (scrolled, the sticky header would cover
            # part of the breadcrumbs, and axe would measure what is left of them).
            page.evaluate("window.scrollTo({top: 0, behavior: 'instant'})")
            violations = axe_violations(page, axe_script)
            assert not violations, violations
            page.close()
    finally:
        ctx.close()
