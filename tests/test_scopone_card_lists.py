"""Scopone cards named in a list read as the language writes a list (issue #31): joined
the CLDR way, and after the first item each name in its in-sentence form (Russian
lowercase: «Туз денариев, двойка денариев и тройка денариев», not «…, Двойка денариев, …»).
"""

from __future__ import annotations

import pytest

from scopone import Card, Game
from scopone.i18n import named_cards

CARDS = [Card.parse(c) for c in ("1d", "2d", "9c", "10s")]


def test_english_names_stay_as_they_are_listed_with_and() -> None:
    assert named_cards(CARDS) == "Ace of Denari, Two of Denari, Knight of Coppe, and King of Spade"


@pytest.mark.parametrize(
    ("lang", "listed"),
    [
        ("ru", "Туз денариев, двойка денариев, рыцарь кубков и король мечей"),
        ("it", "Asso di denari, due di denari, Cavallo di coppe e Re di spade"),
        ("ro", "As de denari, doi de denari, Cal de coppe și Rege de spade"),
        ("ar", "آس الدنانير واثنا الدنانير وفارس الكؤوس وملك السيوف"),
    ],
)
def test_after_the_first_name_each_takes_its_in_sentence_form(lang: str, listed: str) -> None:
    assert named_cards(CARDS, lang) == listed


def test_a_list_inside_a_sentence_starts_in_its_in_sentence_form() -> None:
    assert named_cards(CARDS[:2], "ru", start=False) == "туз денариев и двойка денариев"


@pytest.mark.parametrize(
    ("lang", "names"),
    [
        ("en", "take Four of Spade and Five of Spade"),
        ("ru", "взять: четвёрка мечей и пятёрка мечей"),
    ],
)
def test_a_capture_choice_names_its_cards_inside_the_sentence(lang: str, names: str) -> None:
    pytest.importorskip("ipywidgets", reason="the widget extra is not installed")
    from scopone.widget.controller import TableController
    from scopone.widget.table import Table

    game = Game.from_layout(
        [["9d", "2b"], ["1d", "8b"], ["2d", "8c"], ["3d", "8s"]], ["1c", "3c", "4s", "5s"], dealer=3
    )
    t = Table(TableController.from_game(game, lang=lang), pace=0)
    nine = next(b for b in t.hand.children if b.description == "9d")
    nine.click()
    offered = [box.children[1] for box in t.choices.children]
    assert offered[0].tooltip == names, [b.tooltip for b in offered]
