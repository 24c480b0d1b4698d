"""The Play page's records of finished hands: kept, stepped through, played on, reviewed.

The controller's part is pure (plain CPython); the ipywidgets view is driven through
its own handlers, as the page's clicks call them (issue 32).
"""

from __future__ import annotations

import json

import pytest

from scopone import Game
from scopone.record import HandRecord
from scopone.review import review_hand, review_words
from scopone.widget import TableController
from scopone.widget.controller import RECORDS_KEPT
from scopone.widget.page import open_link, table_options
from scopone.widget.saved import kept_text, read_kept
from scopone.widget.table import Table


def _first(game: Game) -> object:
    return game.legal_plays()[0]


def _finish_hand(c: TableController) -> None:
    while not c.game.is_hand_over:
        if c.computer_due:
            c.computer_step()
        else:
            message = c.click_card(c.legal_cards()[0])
            if message.kind == "choice":
                c.choose(0)


def _played_record(number: int = 7, plays: int | None = None) -> HandRecord:
    game = Game.new(number)
    while not game.is_hand_over and (plays is None or len(game.history) < plays):
        game.play(_first(game))
    return HandRecord.from_game(game)


def test_each_finished_hand_is_kept_with_its_record_and_the_last_five_only() -> None:
    c = TableController(7, chooser=_first)
    assert c.records == []
    _finish_hand(c)
    assert len(c.records) == 1
    record = c.records[0]
    assert record.is_complete and record.game() == c.game
    assert HandRecord.from_code(record.to_code()) == record
    assert HandRecord.from_text(record.to_text()) == record
    # The same hand played again (undo at its end) replaces its record.
    c.undo()
    _finish_hand(c)
    assert len(c.records) == 1
    # A new game keeps the hands of the games before.
    for number in range(20, 20 + RECORDS_KEPT + 1):
        c.new_game(number)
        c.new_game(number)
        _finish_hand(c)
    assert len(c.records) == RECORDS_KEPT
    assert [r.number for r in c.records] == list(range(21, 21 + RECORDS_KEPT))


def test_an_examples_hands_are_not_kept() -> None:
    game = Game.new(7)
    c = TableController.for_example(game, [], open_hands=True, chooser=_first)
    while not c.game.is_hand_over:
        c.step_forward() if c.computer_due or c.game.turn != c.seat else c.click_card(
            c.legal_cards()[0]
        )
        if c.choices:
            c.choose(0)
    assert c.records == []


def test_the_kept_hands_round_trip_through_the_browser_and_bad_data_is_left() -> None:
    c = TableController(7, chooser=_first)
    _finish_hand(c)
    data = c.kept()
    assert json.loads(data)["records"] == [c.records[0].to_code()]
    other = TableController(12)
    other.read_kept(data)
    assert other.records == c.records
    bad = json.dumps({"v": 1, "records": ["1s.7.1.0-0.zz", 5, None, c.records[0].to_code()]})
    assert read_kept(bad) == c.records
    for junk in ("", "[]", "{", '{"v": 1, "records": "x"}', '{"v": 9, "records": []}'):
        assert read_kept(junk) == []
    assert kept_text([]) == '{"v": 1, "records": []}'


def test_stepping_through_a_record_shows_each_of_its_positions() -> None:
    record = _played_record()
    c = TableController.for_record(record, ply=0, chooser=_first)
    assert c.seat == 0 and c.bottom == 0 and not c.open_hands and c.held
    for ply in [0, 5, 40, 17, 1, 40, 0]:
        c.step_to(ply)
        assert c.game == record.game(ply), ply
        assert c.step == ply and c.computer_due is False
    assert c.state()["hand_over"] is True or c.step != 40
    c.step_to(40)
    assert c.game.is_hand_over and c.at_end
    # First / back / forward / last through the table's own steps.
    c.step_to(0)
    assert not c.can_step_back() and c.can_step_forward()
    c.step_forward()
    assert c.game == record.game(1)
    c.step_back()
    assert c.game == record.game(0)
    # Out of range: refused with the reason, nothing moves.
    assert c.step_to(41).kind == "error" and c.step == 0
    assert "Not a position of this hand" in c.message.text
    assert c.step_to(-1).kind == "error" and c.step_to(True).kind == "error"  # type: ignore[arg-type]
    # Every hand face up, or South's only.
    assert [c.face_up(s) for s in range(4)] == [True, False, False, False]
    c.show_hands(True)
    assert all(c.face_up(s) for s in range(4))


def test_play_on_from_any_position_of_a_record() -> None:
    record = _played_record()
    c = TableController.for_record(record, ply=13, chooser=_first)
    assert c.click_card(c.game.hands[0][0]).kind == "error"  # stepping: not yet playing
    c.play_on()
    assert c.shown is None and len(c.line) == 13 and not c.held
    while c.computer_due:
        c.computer_step()
    assert c.game.turn == 0 and c.your_turn
    before = len(c.game.history)
    c.click_card(c.legal_cards()[0])
    if c.choices:
        c.choose(0)
    assert len(c.game.history) == before + 1
    # The plays before the position are the record's; undo never goes below them.
    assert [r.play for r in c.game.history[:13]] == list(record.plays[:13])
    c.undo()
    assert c.undo().kind == "error" and len(c.game.history) >= 13


def test_the_review_of_the_record_shown_is_the_engines_in_words_with_progress() -> None:
    record = _played_record(5)
    c = TableController.for_record(record, lang="it")
    seen: list[tuple[int, int]] = []
    words = c.review(lambda done, total: seen.append((done, total)))
    assert words == review_words(record, review_hand(record, 0), "it")
    assert seen == [(n, 10) for n in range(11)]
    assert len(words["plays"]) == 10 and words["title"].startswith("Analisi delle giocate")
    assert c.progress_text(3, 10) == "Analisi delle tue giocate: 3 di 10…"
    live = TableController(5)
    with pytest.raises(Exception, match="Expected a hand record"):
        live.review()


def _table_after_a_hand(lang: str = "en") -> Table:
    c = TableController(7, chooser=_first, lang=lang)
    table = Table(c, pace=0, player=True)
    while not c.game.is_hand_over:
        table._click(c.legal_cards()[0])
        if c.choices:
            table._choose(0)
    return table


def test_the_table_keeps_the_hand_and_offers_its_text_link_steps_and_review() -> None:
    table = _table_after_a_hand()
    live = table.live
    record = live.records[-1]
    assert table.records_bar.layout.display is None
    assert table.kept.options == (("Game 7, hand 1", 0),)
    assert record.to_text().splitlines()[2] in table.copy.value
    assert f'data-record-code="{record.to_code()}"' in table.copy.value
    # Step through: the table shows the record's start; the live game waits.
    table._show_record()
    assert table.c is not live and table.c.game == record.game(0)
    assert table.steps.layout.display is None and table.next_button.disabled
    table._last()
    assert table.c.game == record.game() and "scopone-score" in table.sheet.value
    table._first()
    assert table.c.game == record.game(0) and table.sheet.value == ""
    table.open_hands.value = True
    assert table.c.open_hands and all(table.c.face_up(s) for s in range(4))
    # The review: every one of South's plays, mistakes marked with their reasons.
    table._review()
    html = table.review_panel.value
    words = review_words(record, review_hand(record, 0), "en")
    assert html.count('<li class="scopone-review-play') == 10
    assert html.count("scopone-review-mistake") == sum(p["mistake"] for p in words["plays"])
    assert "scopone-review-exact" in html and "scopone-review-estimate" in html
    assert words["summary"] in html and table.c.message.text == words["summary"]
    # Each play and its value isolated together (a sign keeps its side in Arabic).
    first = words["plays"][0]
    assert first["values"] == first["label"].format(values=" · ".join(first["pairs"]))
    assert f'<bdi dir="ltr">{first["pairs"][0]}</bdi>' in html
    # Play on from the position shown, then back to the game.
    table._first()
    table._play_on()
    assert table.c.shown is None and table.c.game.turn == 0
    table._back_to_game()
    assert table.c is live and table.steps.layout.display == "none"


def test_choosing_another_kept_hand_shows_its_text_and_link_at_once() -> None:
    table = _table_after_a_hand()
    first = table.live.records[0]
    table.number.value = "9"
    table._new_game()
    table._new_game()  # asked twice: a game was in progress
    c = table.live
    assert c.game.number == 9
    while not c.game.is_hand_over:
        table._click(c.legal_cards()[0])
        if c.choices:
            table._choose(0)
    assert [r.number for r in c.records] == [7, 9]
    assert f'data-record-code="{c.records[1].to_code()}"' in table.copy.value
    table.kept.value = 0
    assert f'data-record-code="{first.to_code()}"' in table.copy.value


def test_a_records_link_opens_it_and_a_bad_one_is_said_on_the_table() -> None:
    record = _played_record(9)
    table = Table(TableController(7, chooser=_first), pace=0, player=True)
    for bad in ("", "1s.7.1.0-0.zz", "2s.7.1.0-0.AQ", "1s.7.1.3-0.AQ", "x" * 500):
        open_link(table, bad)
        assert table.c is table.live and table.live.message.kind == "error", bad
        assert "Not a hand record link" in table.live.message.text
        assert table.live.records == []
    open_link(table, record.to_code())
    assert table.c is not table.live and table.c.shown == record and table.c.step == 0
    assert table.live.records == [record]
    with pytest.raises(ValueError, match="the record must be text"):
        table_options("player", json.dumps({"record": 5}))
    assert table_options("player", json.dumps({"record": "abc"}))["record"] == "abc"
