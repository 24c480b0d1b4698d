"""The terminal game tells what happens at each turn (issue #31): the first hand is
announced as the later ones are ("Hand 1, North deals."), and ``u`` says what it took
back instead of silently redrawing the hand."""

from __future__ import annotations

import io
import re

import pytest

from scopone import Game
from scopone.cli import play
from scopone.i18n import gettext_for, ngettext_for, seat_name


def session(commands: str, lang: str = "en", number: int = 123) -> list[str]:
    out = io.StringIO()
    assert play(Game.new(number), io.StringIO(commands), out, lang, level="baseline") == 0
    return out.getvalue().splitlines()


@pytest.mark.parametrize("lang", ["en", "ro", "ar", "ru", "it"])
def test_the_first_hand_is_announced_with_its_dealer(lang: str) -> None:
    game = Game.new(123)
    lines = session("q\n", lang)
    dealt = gettext_for("Hand {number}, {seat} deals.", lang)
    assert lang == "en" or dealt != "Hand {number}, {seat} deals.", f"no {lang} translation"
    # The third line, after the title and the help, before the first play.
    assert lines[2] == dealt.format(number=1, seat=seat_name(game.dealer, lang)), lines[:4]


def test_later_hands_are_announced_the_same_way() -> None:
    out = io.StringIO()
    assert play(Game.new(8), io.StringIO("1\n" * 400), out, seat=1, level="baseline") == 0
    announced = re.findall(r"^Hand (\d+), (\w+) deals\.$", out.getvalue(), re.M)
    assert [int(n) for n, _ in announced[:2]] == [1, 2], announced
    assert announced[0][1] != announced[1][1]  # the deal passes on


def test_undo_says_what_it_took_back() -> None:
    lines = session("1\nu\nq\n")
    played = next(line for line in lines if line.startswith("> South: "))
    own = played.removeprefix("> South: ")
    taken = next(line for line in lines if "Taken back" in line)
    assert taken == f"> Taken back: your {own}, and the 3 plays after it.", taken
    # The hand is drawn again as it was: the card is back in it.
    assert own.split()[0] in lines[lines.index(taken) + 3], lines


@pytest.mark.parametrize("lang", ["ro", "ar", "ru", "it"])
def test_undo_speaks_the_language(lang: str) -> None:
    lines = session("1\nu\nq\n", lang)
    expected = ngettext_for(
        "Taken back: your {play}, and the {count} play after it.",
        "Taken back: your {play}, and the {count} plays after it.",
        3,
        lang,
    )
    assert "Taken back" not in expected, f"no {lang} translation"
    played = next(line for line in lines if line.startswith("> " + seat_name(0, lang) + ": "))
    own = played.split(": ", 1)[1]
    assert "> " + expected.format(play=own, count=3) in lines, lines
