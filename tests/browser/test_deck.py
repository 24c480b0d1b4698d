"""The deck as a player sees it, and a move as a player sees it, in Chromium.

- Every face of the static diagrams and of the live board is the deck's own SVG
  (scorpion/faces.py, a ``data:`` image in the board's stylesheet), in English
  and in Arabic, wide and on a phone; each face keeps the card's full name;
  every image of the stylesheet decodes. Screenshots go to test-artifacts/.
- The Jack, Queen and King of a suit differ where their emblems are drawn; the
  back is one image for every hidden card, unlike any face.
- A move slides (a transform transition on the card that moved), a completed
  suit's King-to-Ace run goes to its foundation slot, and a card that turns face
  up turns over; none of it under ``prefers-reduced-motion: reduce``.
- axe-core finds no serious or critical violation on the static pages.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorpion.cards import full_deck
from scorpion.faces import card_class
from scorpion.i18n import card_name

from .conftest import Server, artifact, axe_violations, built_player_site, serve
from .test_board_ui import EXAMPLE, STRIP, WIDTHS, assert_backs_hide_their_card, live_board

pytestmark = pytest.mark.browser

LANG_WIDTH = [(lang, w) for lang in ("en", "ar") for w in WIDTHS.values()]
IDS = [f"{lang}-{w}" for lang, w in LANG_WIDTH]
NAMES = {lang: {card_class(c): card_name(c, lang) for c in full_deck()} for lang in ("en", "ar")}


@pytest.fixture(scope="module")
def site() -> Iterator[Server]:
    server = serve(built_player_site(EXAMPLE))
    yield server
    server.close()


#: Each drawn card of a board: its hook, its accessible name and title, and the
#: image it is drawn with (static: the face inside the item; live: the button).
FACES = """(board) => [...board.querySelectorAll('.scorpion-card')].map(card => {
  const face = card.matches('.jupyter-button') ? card : card.querySelector('.scorpion-face');
  const hook = [...card.classList].find(c => /^scorpion-card-(10|[2-9AJQK])[SHDC]$/.test(c)) || '';
  const box = face.getBoundingClientRect();
  return {hook, back: card.classList.contains('scorpion-card-back'),
    foundation: card.classList.contains('scorpion-foundation'),
    label: face.getAttribute('aria-label') || '', title: face.getAttribute('title') || '',
    image: getComputedStyle(face).backgroundImage, width: box.width, height: box.height};
})"""


def _check_faces(board: object, lang: str) -> int:
    """Every card is drawn with an SVG image; a face-up one keeps its full name. Returns
    the number of face-up cards."""
    cards = board.evaluate(FACES)  # type: ignore[attr-defined]
    up = 0
    for card in cards:
        assert card["image"].startswith('url("data:image/svg+xml,'), card
        assert card["width"] >= 20 and card["height"] > card["width"], card
        if card["hook"]:
            up += 1
            name = NAMES[lang][card["hook"]]
            assert name in card["label"] or name in card["title"], (card["hook"], card)
    backs = {c["image"] for c in cards if c["back"]}
    assert len(backs) == 1, "every face-down card is the same image"
    faces = {c["image"] for c in cards if c["hook"]}
    assert not backs & faces
    return up


@pytest.mark.parametrize(("lang", "width"), LANG_WIDTH, ids=IDS)
def test_faces_are_the_decks_svg_on_static_and_live_boards(
    context: tuple, site: Server, lang: str, width: int
) -> None:
    ctx, _log = context
    page = ctx.new_page()
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{site.url}/{lang}/{EXAMPLE}")
    static = page.locator("figure.scorpion-board").first
    static.wait_for(state="visible")
    assert _check_faces(static, lang) >= 20
    static.screenshot(path=str(artifact(f"deck-static-{lang}-{width}.png")))
    page.close()
    page, board = live_board(ctx, f"{site.url}/{lang}/{EXAMPLE}", width)
    assert _check_faces(board, lang) >= 20
    assert_backs_hide_their_card(board, lang)
    # The button's text (its short label) is there for screen readers, not drawn.
    eight = board.locator(".scorpion-col-2 .scorpion-card-8H")
    assert eight.evaluate("(b) => getComputedStyle(b).fontSize") == "0px"
    board.screenshot(path=str(artifact(f"deck-live-{lang}-{width}.png")))


#: Every image of the board's stylesheet, decoded and drawn 100 × 140: the
#: number that decode, and for a few named cards their pixels (RGBA) in the part
#: under the index, where a court card has its emblem.
DECODE = """async (named) => {
  const urls = {};
  for (const sheet of document.styleSheets) {
    let rules; try { rules = sheet.cssRules; } catch (e) { continue; }
    for (const r of rules) {
      const v = r.style && r.style.getPropertyValue('--scorpion-face');
      if (v) urls[r.selectorText] = v.trim().replace(/^url\\("?|"?\\)$/g, '');
    }
  }
  const out = {count: 0, failed: [], pixels: {}};
  for (const [selector, url] of Object.entries(urls)) {
    const img = new Image(); img.src = url;
    try { await img.decode(); } catch (e) { out.failed.push(selector); continue; }
    if (!img.naturalWidth) { out.failed.push(selector); continue; }
    out.count += 1;
    const hook = named.find(n => selector.split(',').map(x => x.trim()).includes('.' + n));
    if (!hook) continue;
    const canvas = document.createElement('canvas'); canvas.width = 100; canvas.height = 140;
    const g = canvas.getContext('2d'); g.fillStyle = '#fff'; g.fillRect(0, 0, 100, 140);
    g.drawImage(img, 0, 0, 100, 140);
    out.pixels[hook] = [...g.getImageData(10, 36, 80, 60).data];
  }
  return out;
}"""


def _offset(matrix: str) -> tuple[float, float]:
    """The translation of a computed ``matrix(a, b, c, d, x, y)`` transform."""
    found = re.fullmatch(r"matrix\(1, 0, 0, 1, (\S+), (\S+)\)", matrix)
    assert found, matrix
    return float(found.group(1)), float(found.group(2))


def _differ(a: list[int], b: list[int]) -> float:
    """The share of pixels that differ clearly between two RGBA images of one size."""
    n = len(a) // 4
    diff = sum(1 for i in range(n) if sum(abs(a[4 * i + k] - b[4 * i + k]) for k in range(3)) > 96)
    return diff / n


def test_every_face_decodes_and_court_cards_differ(context: tuple, site: Server) -> None:
    ctx, _log = context
    page = ctx.new_page()
    page.goto(f"{site.url}/en/{EXAMPLE}")
    named = [f"scorpion-card-{r}{s}" for s in "SHDC" for r in "JQK"]
    named += ["scorpion-card-back", "scorpion-card-10H"]
    out = page.evaluate(DECODE, named)
    assert out["failed"] == [] and out["count"] == 53, out["failed"]
    px = out["pixels"]
    for suit in "SHDC":
        jack, queen, king = (px[f"scorpion-card-{r}{suit}"] for r in "JQK")
        # Their emblems: at least 4 % of the area under the index differs clearly.
        for a, b in ((jack, queen), (queen, king), (jack, king)):
            assert _differ(a, b) > 0.04, suit
        # The back shares nothing of a face: most of it differs from any court card.
        assert _differ(px["scorpion-card-back"], king) > 0.5
    assert _differ(px["scorpion-card-back"], px["scorpion-card-10H"]) > 0.5


#: Every transform transition that starts on a card of the page, with where it is.
RECORD = """() => { window.__slides = [];
  document.addEventListener('transitionrun', (e) => {
    if (e.propertyName !== 'transform' || !e.target.matches('.scorpion-card')) return;
    const col = e.target.closest('.scorpion-col');
    window.__slides.push({classes: e.target.className, now: getComputedStyle(e.target).transform,
      column: col ? [...col.classList].find(c => /^scorpion-col-\\d+$/.test(c)) : ''});
  }, true); }"""


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
@pytest.mark.parametrize(("lang", "width"), [("en", 1366), ("ar", 390)], ids=["en-1366", "ar-390"])
def test_a_move_slides_unless_reduced_motion(
    context: tuple, site: Server, motion: str, lang: str, width: int
) -> None:
    """8♥ 2→5: the four cards slide from column 2 to column 5 (a transform transition
    on the card, from where it was back to its place), and nothing moves when the
    reader asked for reduced motion."""
    from playwright.sync_api import expect

    ctx, _log = context
    page = ctx.new_page()
    page.emulate_media(reduced_motion=motion)
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{site.url}/{lang}/{EXAMPLE}")
    page.locator(".scorpion-play-here").first.click()
    holder = page.locator("[data-scorpion-live=ready]").first
    holder.wait_for(timeout=150_000)
    board = holder.locator(".scorpion-board.scorpion-live")
    board.locator(".scorpion-col-2 .scorpion-card-8H").click(position=STRIP)
    expect(board.locator(".scorpion-col-2 .scorpion-card-8H")).to_have_class(
        re.compile(r"\bscorpion-selected\b"), timeout=15_000
    )
    page.evaluate(RECORD)
    board.locator(".scorpion-col-5 .scorpion-card-9H").click(position=STRIP)
    eight = board.locator(".scorpion-col-5 .scorpion-card-8H")
    expect(eight).to_have_count(1, timeout=15_000)
    page.wait_for_timeout(600)
    slides = page.evaluate("window.__slides")
    moved = [s for s in slides if "scorpion-card-8H" in s["classes"]]
    if motion == "reduce":
        assert slides == [], slides
        assert board.get_attribute("data-scorpion-slides") is None
    else:
        # From column 2 towards column 5: the card starts on the left of its place.
        assert any(s["column"] == "scorpion-col-5" and _offset(s["now"])[0] < 0 for s in moved), (
            slides
        )
        assert int(board.get_attribute("data-scorpion-slides") or 0) >= 1
        # The whole block slid, 8♥ to 5♦.
        assert {"scorpion-card-8H", "scorpion-card-5D"} <= {
            c for s in slides for c in s["classes"].split()
        }
    # Nothing is left displaced: the card sits in its column.
    assert eight.evaluate("(b) => b.style.transform") == ""
    col = board.locator(".scorpion-col-5").bounding_box()
    box = eight.bounding_box()
    assert abs(box["x"] - col["x"]) <= 2, (box, col)
    board.screenshot(path=str(artifact(f"deck-slide-{lang}-{width}-{motion}.png")))


def test_the_dealt_reserve_slides_onto_its_columns(context: tuple, site: Server) -> None:
    """The reserve, pressed twice (armed, then dealt): the new top cards of columns 1 to
    3 slide from the reserve (from above: their transition starts from a negative y).
    Defect: the tableau moved 4 px up once the reserve was dealt (the note "dealt" was
    lower than the reserve's cards), so every card "moved" and nothing slid."""
    from playwright.sync_api import expect

    ctx, _log = context
    page, board = live_board(ctx, f"{site.url}/en/{EXAMPLE}")
    reserve = board.locator(".jupyter-button.scorpion-reserve")
    reserve.click()
    expect(reserve).to_have_class(re.compile(r"\bscorpion-armed\b"), timeout=15_000)
    page.evaluate(RECORD)
    tableau = board.locator(".scorpion-tableau")
    top = tableau.bounding_box()["y"]
    reserve.click()
    expect(reserve).to_have_class(re.compile(r"\bscorpion-reserve-dealt\b"), timeout=15_000)
    page.wait_for_timeout(600)
    assert abs(tableau.bounding_box()["y"] - top) < 0.5, "the tableau moved"
    slides = page.evaluate("window.__slides")
    columns = {s["column"] for s in slides if "scorpion-top-card" in s["classes"]}
    assert columns == {"scorpion-col-1", "scorpion-col-2", "scorpion-col-3"}, slides
    assert all(_offset(s["now"])[1] < 0 for s in slides), slides
    board.screenshot(path=str(artifact("deck-slide-en-1366-reserve.png")))


#: The example whose move completes a suit: A♠ 4→2 puts the Ace on K♠…2♠ of column 2,
#: the thirteen spades leave for the foundations, and 2♦ turns up in column 4.
COMPLETE = "examples/completing-a-suit.html"

#: Every transform transition and every animation that starts on a card of the
#: page (the run's copies included), with where the card is.
RECORD_ALL = """() => { window.__motion = [];
  const where = (t) => { const r = t.getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width}; };
  document.addEventListener('transitionrun', (e) => {
    if (e.propertyName !== 'transform' || !e.target.matches('.scorpion-card')) return;
    const slots = e.target.closest('.scorpion-board').querySelectorAll(
      '.scorpion-foundations-area .scorpion-foundation[data-suit]');
    window.__motion.push({kind: 'transition', classes: e.target.className, at: where(e.target),
      to: e.target.style.transform, layer: !!e.target.closest('.scorpion-gather'),
      slot: slots.length ? where(slots[slots.length - 1]) : null});
  }, true);
  document.addEventListener('animationstart', (e) => {
    if (!e.target.matches('.scorpion-card')) return;
    window.__motion.push({kind: 'animation', name: e.animationName, classes: e.target.className,
      now: getComputedStyle(e.target).transform, layer: false});
  }, true); }"""


def _scale(transform: str) -> float:
    """The scale of an inline ``translate(…px, …px) scale(s)`` transform."""
    found = re.search(r"scale\((\S+)\)", transform)
    assert found, transform
    return float(found.group(1))


def _start(ctx: object, url: str, motion: str, width: int) -> tuple[object, object]:
    """A live example board under ``prefers-reduced-motion: motion``: (page, board)."""
    page = ctx.new_page()  # type: ignore[attr-defined]
    page.emulate_media(reduced_motion=motion)
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(url)
    page.locator(".scorpion-play-here").first.click()
    holder = page.locator("[data-scorpion-live=ready]").first
    holder.wait_for(timeout=150_000)
    return page, holder.locator(".scorpion-board.scorpion-live")


def _play(board: object, card: str, source: int, target: int, onto: str) -> None:
    """Press ``card`` in column ``source``, then the card ``onto`` of column ``target``."""
    from playwright.sync_api import expect

    picked = board.locator(f".scorpion-col-{source} .scorpion-card-{card}")  # type: ignore[attr-defined]
    picked.click(position=STRIP)
    expect(picked).to_have_class(re.compile(r"\bscorpion-selected\b"), timeout=15_000)
    board.locator(f".scorpion-col-{target} .scorpion-card-{onto}").click(position=STRIP)  # type: ignore[attr-defined]


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
@pytest.mark.parametrize(("lang", "width"), [("en", 1366), ("ar", 390)], ids=["en-1366", "ar-390"])
def test_a_completed_suit_goes_to_its_foundation_unless_reduced_motion(
    context: tuple, site: Server, motion: str, lang: str, width: int
) -> None:
    """A♠ 4→2 completes the spades: the thirteen cards, K♠ to A♠, are drawn where they
    were and go to the new foundation slot (each copy's transition ends on the slot,
    shrunk to its size), then the copies are gone and the slot shows its King. Defect:
    the run just vanished. Under reduced motion nothing moves and the slot shows at once."""
    from playwright.sync_api import expect

    ctx, _log = context
    page, board = _start(ctx, f"{site.url}/{lang}/{COMPLETE}", motion, width)
    page.evaluate(RECORD_ALL)
    _play(board, "AS", 4, 2, "2S")
    slot = board.locator(".scorpion-foundations-area .scorpion-foundation-S")
    expect(slot).to_have_count(1, timeout=15_000)
    expect(board.locator(".scorpion-col-2 .scorpion-card")).to_have_count(0)
    page.wait_for_timeout(1000)
    motion_seen = page.evaluate("window.__motion")
    copies = [m for m in motion_seen if m["layer"]]
    if motion == "reduce":
        assert copies == [], copies
        assert board.get_attribute("data-scorpion-gathers") is None
    else:
        hooks = {c for m in copies for c in m["classes"].split() if c.startswith("scorpion-card-")}
        spades = {f"scorpion-card-{r}S" for r in ("A", *map(str, range(2, 11)), "J", "Q", "K")}
        assert hooks == spades, sorted(hooks)
        assert board.get_attribute("data-scorpion-gathers") == "1"
        # Each copy starts where its card was (column 2, or column 4 for A♠) and ends on
        # the new slot (the last one, spades), at the slot's size.
        for m in copies:
            dx, dy = (float(v) for v in re.findall(r"(-?[\d.]+)px", m["to"])[:2])
            end_x, end_y, box = m["at"]["x"] + dx, m["at"]["y"] + dy, m["slot"]
            assert abs(end_x - box["x"]) <= 2 and abs(end_y - box["y"]) <= 2, m
            assert abs(m["at"]["w"] * _scale(m["to"]) - box["w"]) <= 2, m
            assert m["at"]["y"] > box["y"], "from the tableau, below the foundations"
        starts = {c: m["at"]["x"] for m in copies for c in m["classes"].split()}
        assert starts["scorpion-card-KS"] != starts["scorpion-card-AS"], "A♠ from column 4"
    # Nothing is left over: no copy, the slot visible with its King.
    assert board.locator(".scorpion-gather").count() == 0
    assert slot.evaluate("(s) => getComputedStyle(s).visibility") == "visible"
    board.screenshot(path=str(artifact(f"deck-gather-{lang}-{width}-{motion}.png")))


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
@pytest.mark.parametrize(
    ("page_name", "move", "turned"),
    [(EXAMPLE, ("8H", 2, 5, "9H"), "AH"), (COMPLETE, ("AS", 4, 2, "2S"), "2D")],
    ids=["block", "suit"],
)
def test_a_card_turning_up_turns_over_unless_reduced_motion(
    context: tuple,
    site: Server,
    motion: str,
    page_name: str,
    move: tuple[str, int, int, str],
    turned: str,
) -> None:
    """The card uncovered by a move (A♥ under 8♥, 2♦ under A♠) turns over where it lies
    (the scorpion-turn animation, on that card alone), and just changes under reduced
    motion. Defect: it just changed. Undo then the step bar's ▶ turn it up again."""
    from playwright.sync_api import expect

    ctx, _log = context
    page, board = _start(ctx, f"{site.url}/en/{page_name}", motion, 1366)
    page.evaluate(RECORD_ALL)
    card, source, target, onto = move
    _play(board, card, source, target, onto)
    up = board.locator(f".scorpion-col-{source} .scorpion-card-{turned}")
    expect(up).to_have_count(1, timeout=15_000)
    page.wait_for_timeout(600)
    turns = [m for m in page.evaluate("window.__motion") if m["kind"] == "animation"]
    if motion == "reduce":
        assert turns == [], turns
        assert board.get_attribute("data-scorpion-turns") is None
    else:
        assert [t["name"] for t in turns] == ["scorpion-turn"], turns
        assert f"scorpion-card-{turned}" in turns[0]["classes"].split(), turns
        # It starts edge on (a quarter turn about the vertical axis), then lies flat.
        assert turns[0]["now"].startswith("matrix3d("), turns
        assert board.get_attribute("data-scorpion-turns") == "1"
    assert "scorpion-turning" not in (up.get_attribute("class") or "")
    assert up.evaluate("(b) => getComputedStyle(b).transform") == "none"
    board.screenshot(path=str(artifact(f"deck-turn-{page_name.split('/')[-1][:-5]}-{motion}.png")))
    # Turned down by Undo (no turn), up again by ▶ (a turn, unless reduced motion).
    board.locator(".scorpion-undo").click()
    expect(up).to_have_count(0, timeout=15_000)
    board.locator(".scorpion-forward").click()
    expect(up).to_have_count(1, timeout=15_000)
    page.wait_for_timeout(500)
    turns = [m for m in page.evaluate("window.__motion") if m["kind"] == "animation"]
    assert len(turns) == (0 if motion == "reduce" else 2), turns


@pytest.mark.parametrize(("lang", "width"), LANG_WIDTH, ids=IDS)
@pytest.mark.parametrize("page_name", [EXAMPLE, "index.html"])
def test_axe_finds_no_serious_violation_on_the_static_diagrams(
    context: tuple, site: Server, axe_script: Path, page_name: str, lang: str, width: int
) -> None:
    """The pages' diagrams as drawn at build time, before any board starts (the live
    boards of the example and Play pages: test_board_ui's axe test)."""
    ctx, _log = context
    page = ctx.new_page()
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{site.url}/{lang}/{page_name}")
    page.locator("figure.scorpion-board").first.wait_for(state="visible")
    violations = axe_violations(page, axe_script)
    assert not violations, violations
