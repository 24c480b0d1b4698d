"""Lists and numbers inside engine messages are joined and written the reader's way (CLDR)."""

from __future__ import annotations

import pytest

from scopone.i18n import error_message as scopone_message
from scorpion.cards import Card, Suit
from scorpion.i18n import error_message


def test_alternative_targets_are_an_or_list_in_every_language() -> None:
    targets = [Card.parse(x) for x in ("8♠", "8♥", "8♦")]
    params = {"card": Card.parse("7♥"), "targets": targets}
    assert error_message("wrong-rank", params, "en").endswith("8♠, 8♥, or 8♦.")
    assert "8♠، 8♥" not in error_message("wrong-rank", params, "ar")
    assert "8♠ أو 8♥ أو 8♦" in error_message("wrong-rank", params, "ar")
    assert "8♠, 8♥ или 8♦" in error_message("wrong-rank", params, "ru")


def test_suits_given_and_missing_are_joined_with_and() -> None:
    params = {"given": [Suit.CLUBS], "missing": [Suit.DIAMONDS, Suit.CLUBS]}
    text = error_message("foundations-mismatch", params, "ar")
    assert ", " not in text and " و" in text


@pytest.mark.parametrize(
    ("lang", "grouped"), [("en", "1,200"), ("ru", "1\xa0200"), ("it", "1.200")]
)
def test_counts_in_messages_are_grouped_the_languages_way(lang: str, grouped: str) -> None:
    text = error_message("hidden-count", {"expected": 1200, "count": 3}, lang)
    assert grouped in text


def test_columns_and_lines_stay_plain_digits() -> None:
    text = error_message("bad-position", {"line": 1200, "expected": "end", "text": "x"}, "en")
    assert "1200" in text


def test_scopone_choices_are_an_or_list() -> None:
    from scopone.cards import Card as SCard

    choices = [(SCard.parse("8d"),), (SCard.parse("3d"), SCard.parse("5d"))]
    text = scopone_message("choose-capture", {"card": SCard.parse("8b"), "choices": choices}, "en")
    assert text.endswith("8d or 3d+5d.") or " or " in text
    ar = scopone_message("choose-capture", {"card": SCard.parse("8b"), "choices": choices}, "ar")
    assert " أو " in ar and ", " not in ar
