"""The deck as a player sees it, and a move as a player sees it, in Chromium.

- Every face of the static diagrams and of the live board is the deck's own SVG
  (scorpion/faces.py, a ``data:`` image in the board's stylesheet), in English
  and in Arabic, wide and on a phone; each face keeps the card's full name;
  every image of the stylesheet decodes. Screenshots go to test-artifacts/.
- The Jack, Queen and King of a suit differ where their emblems are drawn; the
  back is one image for every hidden card, unlike any face.
- A move slides (a transform transition on the card that moved) and does not
  under ``prefers-reduced-motion: reduce``.
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
