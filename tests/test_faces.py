"""Scorpion's deck (scorpion/faces.py): 52 faces and a back, as the boards use them."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from urllib.parse import unquote

import pytest

from cardsite.svg import GLYPH_HEIGHT, GLYPHS, SUIT_PATHS, data_url, index_path
from scorpion import Game
from scorpion.cards import RANK_LABELS, Card, full_deck
from scorpion.examples import EXAMPLE_2
from scorpion.faces import INK, back_svg, card_class, card_svg, deck_css
from scorpion.render import CSS, position_html

SVG = "{http://www.w3.org/2000/svg}"


def _tree(svg: str) -> ET.Element:
    return ET.fromstring(svg.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"', 1))


def test_every_face_is_well_formed_and_its_own() -> None:
    faces = {card: card_svg(card) for card in full_deck()}
    assert len(set(faces.values())) == 52
    for card, svg in faces.items():
        root = _tree(svg)
        assert root.get("viewBox") == "0 0 50 70"
        assert root.get("fill") == INK[card.suit.is_red]
        # The index: the rank's glyph, then the suit beside it.
        index = root.find(f"{SVG}path[@stroke]")
        assert index is not None and index.get("d") == index_path(RANK_LABELS[card.rank])[1]
        pips = root.findall(f"{SVG}use")
        expected = {1: 1, 11: 1, 12: 1, 13: 1}.get(card.rank, card.rank)
        assert len(pips) == 1 + expected, card
    assert back_svg() not in faces.values()


def test_the_index_fits_the_strip_a_covered_card_shows() -> None:
    """A covered card shows a strip of 30 % of its width (15 of the face's 70 units
    high): the rank's glyph (11 high, stroke 2.1, placed at 2.4) ends inside it."""
    top, stroke = 2.4, 2.1
    assert top - stroke / 2 > 0 and top + GLYPH_HEIGHT + stroke / 2 <= 15
    assert set(GLYPHS) == set(RANK_LABELS[1:]) and set(SUIT_PATHS) == set("SHDC")


def test_court_cards_have_their_own_emblems() -> None:
    """J, Q and K of a suit differ beyond the index letter: their panel's drawing."""
    for suit in "SHDC":
        emblems = []
        for rank in "JQK":
            root = _tree(card_svg(Card.parse(rank + suit)))
            group = root.find(f"{SVG}g")
            assert group is not None
            emblems.append(ET.tostring(group))
        assert len(set(emblems)) == 3


def test_the_back_carries_nothing_of_a_face() -> None:
    back = back_svg()
    assert not any(ink in back for ink in INK.values())
    assert not any(d in back for d in SUIT_PATHS.values())
    assert not any(d in back for _w, d in GLYPHS.values())


def test_data_urls_decode_to_the_svg() -> None:
    svg = card_svg(Card.parse("10D"))
    url = data_url(svg)
    assert '"' not in url and "#" not in url and "<" not in url
    decoded = unquote(url.removeprefix("data:image/svg+xml,")).replace("'", '"')
    assert ET.tostring(ET.fromstring(decoded)) == ET.tostring(_tree(svg))


def test_the_site_stylesheet_has_the_deck_once() -> None:
    """One rule per card and one for the back; a King's also draws its foundation."""
    assert CSS.count("data:image/svg+xml,") == 53
    for card in full_deck():
        rule = re.search(rf"\.{card_class(card)}[,{{][^}}]*\}}", CSS)
        assert rule and "--scorpion-face:url(" in rule.group(0)
    assert ".scorpion-card-KH,.scorpion-foundation-H{" in CSS


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_diagram_names_its_cards_and_draws_no_text_face(lang: str) -> None:
    from scorpion.i18n import card_name

    html = position_html(Game.from_text(EXAMPLE_2), lang, css=False)
    eight = Card.parse("8H")
    name = card_name(eight, lang)
    assert (
        f'<li class="scorpion-card scorpion-card-8H scorpion-red"><span class="scorpion-face" '
        f'role="img" aria-label="{name}" title="{name}"></span></li>'
    ) in html
    assert "scorpion-corner" not in html and "scorpion-pip" not in html


def test_an_inline_board_carries_only_its_own_faces() -> None:
    """A notebook's board embeds its stylesheet: the faces it shows, not all 52."""
    game = Game.from_text(EXAMPLE_2)
    html = position_html(game, css=True)
    shown = {c for col in game.columns for c, up in col if up}
    assert html.count("data:image/svg+xml,") == len(shown) + 1  # and the back
    assert deck_css([], back=False) == ""
