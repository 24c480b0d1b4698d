"""scopone.render: every card has a face with its name, positions are accessible HTML."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from scopone import Card, Game
from scopone.cards import full_deck
from scopone.i18n import card_name
from scopone.render import (
    FACES,
    back_html,
    card_html,
    card_svg,
    cards_html,
    corner_label,
    label_html,
    position_html,
    score_sheet_html,
)
from scopone.rules import score_hand


def _tree(html: str) -> ET.Element:
    """Parse the fragment as XML: it fails on any unbalanced or unquoted markup."""
    return ET.fromstring(f"<root>{html}</root>")


@pytest.mark.parametrize("faces", FACES)
def test_every_card_has_a_named_face_with_its_value_in_the_corner(faces: str) -> None:
    svgs = set()
    for card in full_deck():
        html = card_html(card, "en", faces)
        holder = _tree(html)[0]
        assert f"scopone-card-{card.value}{card.suit.letter}" in holder.get("class", "").split()
        assert holder.get("role") == "img"
        assert holder.get("aria-label") == card_name(card, "en")
        svg = holder[0]
        assert svg.get("aria-hidden") == "true"
        corner = svg.find("text")
        assert corner is not None and corner.text == corner_label(card, faces)
        svgs.add(card_svg(card, faces))
    assert len(svgs) == 40  # forty different faces


def test_italian_and_french_faces_differ_and_label_differently() -> None:
    knight = Card.parse("9s")
    assert card_svg(knight, "italian") != card_svg(knight, "french")
    assert corner_label(knight, "italian") == "9"
    assert corner_label(knight, "french") == "Q"
    with pytest.raises(ValueError, match="faces must be one of"):
        card_html(knight, "en", "tarot")  # type: ignore[arg-type]


def test_a_back_is_named_and_shows_no_card() -> None:
    back = _tree(back_html("en"))[0]
    assert back.get("aria-label") == "Face-down card"
    assert "data-card" not in back.attrib


def _game() -> Game:
    return Game.from_layout(
        [["7d", "3c", "9b"], ["1s", "2s", "4c"], ["5b", "6b", "8d"], ["9c", "10c", "2d"]],
        ["4d", "6s"],
        dealer=3,
        turn=0,
    )


def _cards_in(element: ET.Element) -> list[ET.Element]:
    return [e for e in element.iter() if "scopone-card" in e.get("class", "").split()]


def _by_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if name in e.get("class", "").split()]


def test_position_shows_the_own_hand_the_table_and_the_others_as_backs() -> None:
    root = _tree(position_html(_game(), "en", css=False))
    (hand,) = _by_class(root, "scopone-hand")
    assert [c.get("data-card") for c in _cards_in(hand)] == ["3c", "7d", "9b"]
    (table,) = _by_class(root, "scopone-table-cards")
    assert [c.get("data-card") for c in _cards_in(table)] == ["4d", "6s"]
    backs = _by_class(root, "scopone-card-back")
    assert len(backs) == 9 and all(b.get("aria-label") == "Face-down card" for b in backs)
    seats = {s.get("data-seat"): s.get("aria-label") for s in _by_class(root, "scopone-seat")}
    assert seats == {
        "0": "South · to play · 3 cards",
        "1": "East · 3 cards",
        "2": "North · 3 cards",
        "3": "West · dealer · 3 cards",
    }
    # Every card in the diagram has a name a screen reader can say.
    for card in _cards_in(root):
        assert card.get("role") == "img" and card.get("aria-label")


def test_open_hands_and_another_seat_at_the_bottom() -> None:
    game = _game()
    root = _tree(position_html(game, "en", open_hands=True, css=False))
    assert not _by_class(root, "scopone-card-back")
    assert len(_cards_in(root)) == 14
    root = _tree(position_html(game, "en", seat=2, css=False))
    (hand,) = _by_class(root, "scopone-hand")
    assert [c.get("data-card") for c in _cards_in(hand)] == ["5b", "6b", "8d"]
    spots = {s.get("data-seat"): s.get("class") for s in _by_class(root, "scopone-seat")}
    assert "scopone-seat-south" in spots["2"] and "scopone-seat-north" in spots["0"]


def test_the_piles_and_scopas_follow_the_game() -> None:
    game = Game.from_layout([["7d"], ["7c"], ["1s"], ["2s"]], ["3b", "4b"], dealer=3)
    game.play_card("7d", ["3b", "4b"])  # South sweeps: a scopa
    root = _tree(position_html(game, "en", css=False))
    piles = {p.get("data-cards"): p.get("data-scope") for p in _by_class(root, "scopone-pile")}
    assert piles == {"3": "1", "0": "0"}
    assert _by_class(root, "scopone-table-cards")[0].find("li").get("class") == "scopone-empty"


def test_right_to_left_text_and_isolated_labels() -> None:
    html = position_html(_game(), "ar", caption="x", css=False)
    root = _tree(html)
    (grid,) = _by_class(root, "scopone-grid")
    assert grid.get("dir") == "ltr"  # the compass layout keeps East on the right
    names = _by_class(root, "scopone-seat-name")
    assert names and all(n.get("dir") == "rtl" for n in names)
    assert root.find(".//figcaption").get("dir") == "rtl"
    assert label_html(Card.parse("10b"), "ar") == '<bdi class="scopone-label" dir="ltr">10b</bdi>'


def test_the_score_sheet_names_each_point_and_the_primiera_cards() -> None:
    pile = [Card.parse(t) for t in ["7d", "6d", "5d", "4d", "3d", "2d", "7c", "7s", "1b", "9c"]]
    other = [c for c in full_deck() if c not in pile]
    html = score_sheet_html(score_hand([pile, other], [2, 0]), "en", totals=[7, 1])
    root = _tree(html)
    rows = {
        tr[0].text: ["".join(td.itertext()) for td in tr[1:]]
        for tr in root.iter("tr")
        if tr[0].tag == "th" and tr[0].get("scope") == "row"
    }
    assert rows["Scope"] == ["2", "0"]
    assert rows["Settebello"] == ["1", "0"]
    assert rows["Denari"] == ["1 (6/10)", "0 (4/10)"]
    assert rows["Carte"] == ["0 (10/40)", "1 (30/40)"]
    assert rows["Total"] == ["5", "1"]
    assert rows["Running total"] == ["7", "1"]
    # NS's primiera: 7d 7c 7s 1b = 21 * 3 + 16 = 79, shown with its four cards.
    assert rows["Primiera"][0].startswith("1 (79)")
    primiera_cards = re.findall(r"scopone-card-(\w+) ", html)
    assert {"7d", "7c", "7s", "1b"} <= set(primiera_cards)


def test_cards_html_marks_and_an_empty_row_says_so() -> None:
    root = _tree(cards_html([Card.parse("1d"), Card.parse("2d")], marked=[Card.parse("2d")]))
    marked = _by_class(root, "scopone-marked")
    assert [m.get("data-card") for m in marked] == ["2d"]
    empty = _tree(cards_html([], label="Table"))
    assert empty[0].get("aria-label") == "Table"
    assert "none" in "".join(empty.itertext())


@pytest.mark.parametrize("lang", ["en", "ro", "ar", "ru", "it"])
def test_both_score_sheets_name_the_game_total_alike(lang: str) -> None:
    """One msgid, one meaning: "Total" is the hand's points, "Running total" the game's.

    The terminal's sheet used "Total" for the game's running total while the page's sheet used
    it for the hand's points, so no translation could be right for both (ru reviewer, 2026-12-03).
    """
    from scopone.i18n import gettext_for
    from scopone.sheet import score_sheet

    rest = [c for c in full_deck() if c.code not in (6, 16)]
    piles = [[c for c in rest if c.code % 2 == 0], [c for c in rest if c.code % 2 == 1]]
    game = Game.from_layout(
        [["7d"], [], [], []], ["7c"], dealer=0, turn=0, captured=piles, last_taker=1
    )
    game.play_card("7d")
    hand, game_total = score_sheet(game, lang).splitlines()[-2:]
    assert hand.startswith(gettext_for("Total", lang)) and hand.split()[-2:] == ["2", "0"]
    assert game_total.startswith(gettext_for("Running total", lang))
    assert game_total.split()[-2:] == ["2", "0"]


def test_list_items_keep_their_role_and_each_card_image_is_inside_one() -> None:
    """Defect (issue 28): each card was an ``<li role="img">`` in a ``<ul role="group">``,
    which axe-core refuses (a list item's role is not to be replaced, and a list of
    images is still a list). The image is now a ``<span>`` inside a plain ``<li>``."""
    game = _game()
    html = position_html(game, "en", open_hands=True, css=False) + cards_html(
        [Card.parse("1d"), Card.parse("2d")], label="Two denari"
    )
    root = _tree(html)
    items = list(root.iter("li"))
    assert items and all(li.get("role") is None for li in items)
    assert all(ul.get("role") is None for ul in root.iter("ul"))
    cards = _cards_in(root)
    assert len(cards) == 14 + 2 and all(c.tag == "span" and c.get("role") == "img" for c in cards)
