"""Scopone cards named in a list read as the language writes a list (issue #31): joined
the CLDR way, and after the first item each name in its in-sentence form (Russian
lowercase: «Туз денариев, двойка денариев и тройка денариев», not «…, Двойка денариев, …»).
"""

from __future__ import annotations

import pytest

from scopone import Card
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
