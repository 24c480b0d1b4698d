"""Card labels stay rank-then-suit in right-to-left text: isolated in every board message,
also after an Arabic one-letter prefix written attached (و ب ل ف ك)."""

from __future__ import annotations

import io
import re

import pytest

from scorpion import Card, Game
from scorpion.examples import EXAMPLE_2
from scorpion.render import CARD_LABEL, isolated_html
from scorpion.widget.controller import Controller, Message

BDI = re.compile(r'<bdi dir="ltr">([^<]*)</bdi>')


def labels_outside_bdi(html: str) -> list[str]:
    return [m.group(0) for m in CARD_LABEL.finditer(BDI.sub("", html))]


@pytest.mark.parametrize("prefix", ["و", "ب", "ل", "ف", "ك"])
def test_a_label_after_an_attached_arabic_prefix_is_a_label(prefix: str) -> None:
    text = f"تأخذ 3♣ {prefix}J♠ {prefix}10♦ {prefix}+5"
    assert [m.group(0) for m in CARD_LABEL.finditer(text)] == ["3♣", "J♠", "10♦", "+5"]
    assert isolated_html(text).count("<bdi") == 4


def test_no_label_inside_a_longer_word() -> None:
    assert not CARD_LABEL.search("والJ♠ AK♥ 38♥ x4♥ بو8♥")


def test_no_arabic_board_message_leaves_a_card_label_bare() -> None:
    """The board's Arabic messages name cards in words (issue #28): no card label is
    left in them to be drawn in the wrong order, and any label a message still quotes
    (a step's note) is isolated."""
    pytest.importorskip("ipywidgets")
    from scorpion.i18n import card_name
    from scorpion.widget.board import Board

    c = Controller(Game.from_text(EXAMPLE_2), "ar", solver=None)
    board = Board(c, mode="example", rows=11)
    eight = board.tableau.children[1].children[3]
    seen = []
    eight.click()  # selected, and where it may go
    seen.append(board.message.value)
    board.slots[5].click()  # refused: 8♥ goes only on 9♥
    seen.append(board.message.value)
    eight.click()
    eight.click()  # played: 8♥ to column 5, A♥ turns up
    seen.append(board.message.value)
    board.undo.click()
    seen.append(board.message.value)
    name = card_name(Card.parse("8♥"), "ar", in_sentence=True)
    for html in seen:
        assert name in html, html
        assert labels_outside_bdi(html) == [], html
    assert card_name(Card.parse("9♥"), "ar", in_sentence=True) in seen[1]
    c.message = Message("8♥ 2→5")  # a label quoted as it is (a step's note): isolated
    board.refresh()
    assert '<bdi dir="ltr">8♥</bdi>' in board.message.value


def test_board_counters_group_digits_the_languages_way() -> None:
    pytest.importorskip("ipywidgets")
    from scorpion.widget.board import Board

    text = re.sub(r"score \d+ moves \d+", "score 1250 moves 3", EXAMPLE_2, count=1)
    board = Board(Controller(Game.from_text(text), "ru", solver=None), mode="example", rows=11)
    assert '<b dir="ltr">1\xa0250</b>' in board.counters.value


def test_solve_prints_counts_and_seconds_the_languages_way() -> None:
    from scorpion.cli.solve import run_solve

    out = io.StringIO()
    run_solve(Game.deal(5), 2.0, "ru", out)
    lines = out.getvalue().splitlines()
    time_line = lines[2]
    assert re.search(r"\d,\d{3}", time_line) and "." not in time_line, time_line


def test_flips_and_details_in_the_terminal_use_the_languages_separators() -> None:
    from scorpion.cli.play import _outcome

    game = Game.from_text(EXAMPLE_2)
    played = game.move("8♥", 5)
    assert Card.parse("A♥") in played.flips
    text = _outcome(played, "ar")
    assert ", " not in text and "; " not in text


def test_a_formula_after_an_attached_arabic_letter_is_isolated() -> None:
    """«آس + 3 + 5، و4 + 5» (Scopone's rules): "4 + 5" after an attached «و» is a formula
    too, isolated left to right like "3 + 5"; a formula inside a Latin word is not."""
    from scorpion.sphinxext.languages import _ISOLATED

    def formulas(text: str) -> list[str]:
        return [m.group(0) for m in _ISOLATED.finditer(text) if m.group("formula")]

    assert formulas("مجموعتان مجموع كل منهما 9: آس + 3 + 5، و4 + 5.") == ["3 + 5", "4 + 5"]
    assert formulas("فـ9 × 5 + 400 = 445 وبـ7 × 7") == ["9 × 5 + 400 = 445", "7 × 7"]
    assert formulas("x4 + 5, ab4 × 2") == []
