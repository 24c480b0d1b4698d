"""Scopone's tables in the page runtime: scopone.widget.page (kinds, bad input) and the
table's additions (a worked example's steps, refusals out of turn, isolated card labels)."""

from __future__ import annotations

import json
import re
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


def _find(root: object, css: str) -> object:
    """The first widget under ``root`` with the class ``css`` (depth first)."""
    if css in _classes(root):
        return root
    for child in getattr(root, "children", ()):
        found = _find(child, css)
        if found is not None:
            return found
    return None


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
    hand = _find(root, "scopone-hand")
    assert [b.description for b in hand.children] == [
        card_name(c, "ar") for c in Game.new(12).hands[0]
    ]
    assert _find(root, "scopone-new-game") is not None and _find(root, "scopone-save") is not None


def test_show_example_starts_on_the_final_position_and_steps(sent: list[dict]) -> None:
    from scopone.widget import page

    game, plays = _example()
    options = {"position": game.to_text(), "plays": plays, "lang": "en", "pace": 0}
    root = _table(page.show("example", json.dumps(options)))
    middle = _find(root, "scopone-middle")
    assert '<ul class="scopone-table-cards"' in middle.value
    assert 'data-card="9c"' in middle.value and 'data-card="3c"' not in middle.value
    steps = _find(root, "scopone-steps")
    back, forward = steps.children
    # Not every hand open: you are South, at the bottom, as in the diagram; North is
    # to move, a computer seat, which waits for Next play.
    assert not forward.disabled and not back.disabled
    back.click()
    message = _find(root, "scopone-message")
    assert "Back one play: East to play." in message.value
    assert 'data-card="9c"' not in middle.value
    # A card pressed while stepping is refused.
    hand = _find(root, "scopone-hand")
    hand.children[0].click()
    assert "go to the end of the example" in message.value and "scopone-error" in message.value
    forward.click()
    record = _find(root, "scopone-record")
    assert "East played the Cavallo of coppe." in record.value
    forward.click()  # North, a computer seat, plays on request; then West; then yours
    forward.click()
    before = len(hand.children)
    next(b for b in hand.children if "scopone-legal" in _classes(b)).click()
    assert len(hand.children) == before - 1  # played on, the computers answered (pace 0)


def test_show_example_with_every_hand_open_plays_the_seat_to_move(sent: list[dict]) -> None:
    from scopone.widget import page

    game, plays = _example()
    options = {"position": game.to_text(), "plays": plays, "open": True, "pace": 0}
    root = _table(page.show("example", json.dumps(options)))
    north = _find(root, "scopone-seat-n2")
    assert "scopone-seat-north" in _classes(north) and _find(north, "scopone-hand") is not None
    assert "you" in north.children[0].value
    for seat in (0, 1, 3):
        assert "scopone-card-back" not in _find(root, f"scopone-seat-n{seat}").children[1].value
    switch = _find(root, "scopone-open-hands")
    switch.value = False
    assert "scopone-card-back" in _find(root, "scopone-seat-n1").children[1].value


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
        ("example", "EXAMPLE_OPEN_NOT_BOOL", "bad open 'yes'"),
        ("example", "EXAMPLE_BAD_BOTTOM", "bad bottom seat 4"),
        ("player", '{"level": "expert"}', "unknown level 'expert'"),
        ("player", '{"saved": 3}', "the saved game must be text"),
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
    elif options == "EXAMPLE_OPEN_NOT_BOOL":
        options = json.dumps({"position": game.to_text(), "open": "yes"})
    elif options == "EXAMPLE_BAD_BOTTOM":
        options = json.dumps({"position": game.to_text(), "bottom": 4})
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


@pytest.mark.parametrize("lang", ["ar", "ru"])
def test_messages_name_the_cards_in_words_in_the_language(lang: str) -> None:
    """Defect (issue 28): the table said "9d can take in more than one way: choose
    4s+5s or 1c+3c+5s" and "You played 9d × 1c + 3c + 5s": card codes, in every
    language. Now the cards are named in words, as the pages name them."""
    from scopone.i18n import card_words, cards_words
    from scopone.widget.table import Table

    game = Game.from_layout(
        [["9d", "2b"], ["1d", "8b"], ["2d", "8c"], ["3d", "8s"]], ["1c", "3c", "4s", "5s"], dealer=3
    )
    t = Table(TableController.from_game(game, lang=lang), pace=0)
    next(b for b in t.hand.children if "scopone-card-9d" in _classes(b)).click()
    offered = [box.children[1] for box in t.choices.children]
    take = gettext_for("Take {cards}", lang)
    assert [b.description for b in offered] == [
        take.format(cards=cards_words([Card.parse("4s"), Card.parse("5s")], lang)),
        take.format(
            cards=cards_words([Card.parse("1c"), Card.parse("3c"), Card.parse("5s")], lang)
        ),
    ]
    assert card_words(Card.parse("9d"), lang)[1:] in t.message.value
    assert f'dir="{"rtl" if lang == "ar" else "ltr"}"' in t.message.value
    offered[1].click()
    assert str(t.c.game.history[0].play) == str(Play.parse("9d x 1c+3c+5s"))
    assert t.choices.children == ()
    told = t.c.record()[0]["text"]
    assert card_words(Card.parse("9d"), lang, taken=True) in told
    shown = re.sub(r"<[^>]+>", " ", t.record.value + t.message.value)  # the text, not the hooks
    assert told in shown and not re.search(r"\b(?:10|[1-9])[dcsb]\b", shown)


@pytest.mark.parametrize("lang", ["ro", "ar", "ru", "it"])
def test_the_live_tables_words_are_translated(lang: str) -> None:
    from scopone.sphinxext.player import head_script

    words = json.loads(head_script(lang).split("=", 1)[1].rstrip(";"))
    english = json.loads(head_script("en").split("=", 1)[1].rstrip(";"))
    assert words.keys() == english.keys()
    assert all(words[k] and words[k] != english[k] for k in words), words
