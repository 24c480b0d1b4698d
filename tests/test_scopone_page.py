"""Scopone's tables in the page runtime: scopone.widget.page (kinds, bad input) and the
table's additions (a worked example's steps, refusals out of turn, isolated card labels)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

pytest.importorskip("ipywidgets")

from scopone import Card, Game, Play
from scopone.i18n import card_name, gettext_for, seat_name
from scopone.sphinxext.position import layout_game
from scopone.widget import TableController


@pytest.fixture
def sent() -> Iterator[list[dict]]:
    from cardsite import page as wire

    messages: list[dict] = []
    wire.connect(lambda text, buffers: messages.append(json.loads(text)))
    yield messages
    wire.disconnect()


def _example() -> tuple[Game, str]:
    game = layout_game(
        {"south": "7d 2c", "east": "4d 9c", "north": "1s 6c", "west": "2s 4b", "table": "3c 4s"}
    )
    return game, "7d x 3c+4s; 9c"


def _table(model_id: str) -> object:
    from ipywidgets.widgets.widget import _instances

    return _instances[model_id]


def _classes(widget: object) -> tuple[str, ...]:
    return tuple(widget._dom_classes)  # type: ignore[attr-defined]


def test_prepare_imports_the_table_and_reads_every_catalog() -> None:
    import sys

    from scopone.widget import page

    page.prepare()
    assert "scopone.widget.table" in sys.modules and "scopone.ai" in sys.modules
    from scopone.i18n import CATALOGS

    assert CATALOGS.gettext("Hint", "ru") == "Подсказка"


def test_show_player_builds_a_game_in_one_batch(sent: list[dict]) -> None:
    from scopone.widget import page

    model = page.show("player", json.dumps({"game": "12", "lang": "ar", "pace": 0}))
    assert [m["msg_type"] for m in sent] == ["batch"]
    root = _table(model)
    assert "scopone-table" in _classes(root) and "scopone-dir-rtl" in _classes(root)
    hand = next(c for c in root.children if "scopone-hand" in _classes(c))
    assert [b.description for b in hand.children] == [str(c) for c in Game.new(12).hands[0]]


def test_show_example_starts_on_the_final_position_and_steps(sent: list[dict]) -> None:
    from scopone.widget import page

    game, plays = _example()
    options = {"position": game.to_text(), "plays": plays, "lang": "en", "pace": 0}
    root = _table(page.show("example", json.dumps(options)))
    board = root.children[1]
    assert '<ul class="scopone-table-cards"' in board.value
    assert 'data-card="9c"' in board.value and 'data-card="3c"' not in board.value
    steps = next(c for c in root.children if "scopone-steps" in _classes(c))
    back, forward = steps.children
    assert forward.disabled and not back.disabled
    back.click()
    message = next(c for c in root.children if "scopone-message" in _classes(c))
    assert "Back one play: East to play." in message.value
    assert 'data-card="9c"' not in root.children[1].value and not forward.disabled
    # North is the reader (to move at the end): a card pressed while stepping is refused.
    hand = next(c for c in root.children if "scopone-hand" in _classes(c))
    hand.children[0].click()
    assert "go to the end of the example" in message.value and "scopone-error" in message.value
    forward.click()
    assert 'East played <bdi dir="ltr">9c</bdi>.' in message.value
    before = len(hand.children)
    next(b for b in hand.children if "scopone-legal" in _classes(b)).click()
    assert len(hand.children) == before - 1  # played on, the computers answered (pace 0)


@pytest.mark.parametrize(
    ("kind", "options", "problem"),
    [
        ("solitaire", "{}", "unknown table kind 'solitaire'"),
        ("player", "{not json", "options are not JSON"),
        ("player", "[1, 2]", "options must be a JSON object"),
        ("player", '{"lang": "fr"}', "unknown language 'fr'"),
        ("player", '{"faces": "german"}', "unknown faces 'german'"),
        ("player", '{"pace": -1}', "bad pace -1"),
        ("player", '{"pace": "fast"}', "bad pace 'fast'"),
        ("player", '{"pace": true}', "bad pace True"),
        ("player", '{"game": "seven"}', "bad game number 'seven'"),
        ("player", '{"game": -3}', "bad game number -3"),
        ("example", "{}", "an example needs its position text"),
        ("example", '{"position": "scopone scientifico\\nnonsense"}', "bad example position"),
        ("example", "EXAMPLE_BAD_PLAY", "bad example play '2c'"),
        ("example", "EXAMPLE_PLAYS_NOT_TEXT", "the plays must be text"),
    ],
)
def test_bad_requests_are_refused_clearly_and_build_nothing(
    sent: list[dict], kind: str, options: str, problem: str
) -> None:
    from scopone.widget import page

    game, _plays = _example()
    if options == "EXAMPLE_BAD_PLAY":
        options = json.dumps({"position": game.to_text(), "plays": "7d x 3c+4s; 2c"})
    elif options == "EXAMPLE_PLAYS_NOT_TEXT":
        options = json.dumps({"position": game.to_text(), "plays": ["7d"]})
    with pytest.raises(ValueError, match="^.*" + problem.replace("(", r"\(")) as err:
        page.show(kind, options)
    assert "Traceback" not in str(err.value)
    assert sent == []  # nothing reached the page


def test_a_card_pressed_out_of_turn_is_refused_with_the_reason_in_the_language() -> None:
    from scopone.widget.table import Table

    c = TableController(7, lang="it")  # North leads: two computer seats before you
    t = Table(c, pace=1)  # no event loop runs here: the computers wait
    assert all(not b.disabled for b in t.hand.children)  # pressable, and refused with a reason
    assert not any("scopone-legal" in _classes(b) for b in t.hand.children)
    before = c.game.to_text()
    t.hand.children[0].click()
    expected = gettext_for("It is not {seat}’s turn: {turn} plays now.", "it").format(
        seat=seat_name(0, "it"), turn=seat_name(2, "it")
    )
    assert expected in t.message.value and "scopone-error" in t.message.value
    assert c.game.to_text() == before


def test_card_labels_in_messages_are_isolated_for_right_to_left_pages() -> None:
    from scopone.widget.table import Table

    game = Game.from_layout(
        [["9d", "2b"], ["1d", "8b"], ["2d", "8c"], ["3d", "8s"]], ["1c", "3c", "4s", "5s"], dealer=3
    )
    t = Table(TableController.from_game(game, lang="ar"), pace=0)
    next(b for b in t.hand.children if b.description == "9d").click()
    offered = [box.children[1] for box in t.choices.children]
    assert [b.description for b in offered] == ["4s + 5s", "1c + 3c + 5s"]
    names = ", ".join(card_name(Card.parse(x), "ar") for x in ("4s", "5s"))
    assert offered[0].tooltip == gettext_for("take {cards}", "ar").format(cards=names)
    assert '<bdi dir="ltr">9d</bdi>' in t.message.value and 'dir="rtl"' in t.message.value
    offered[1].click()
    assert str(t.c.game.history[0].play) == str(Play.parse("9d x 1c+3c+5s"))
    assert t.choices.children == ()


@pytest.mark.parametrize("lang", ["ro", "ar", "ru", "it"])
def test_the_live_tables_words_are_translated(lang: str) -> None:
    from scopone.sphinxext.player import head_script

    words = json.loads(head_script(lang).split("=", 1)[1].rstrip(";"))
    english = json.loads(head_script("en").split("=", 1)[1].rstrip(";"))
    assert words.keys() == english.keys()
    assert all(words[k] and words[k] != english[k] for k in words), words
