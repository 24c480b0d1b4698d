"""The live table's controller: a whole game to 21, capture choices, refusals, undo."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from scopone import Card, Game, IllegalPlay, ParseError
from scopone.widget import TableController


def _first_legal(game: Game) -> object:
    return game.legal_plays()[0]


def _play_yourself(c: TableController) -> None:
    """Your seat plays its first legal card, choosing the first capture set if asked."""
    card = c.legal_cards()[0]
    message = c.click_card(card)
    if message.kind == "choice":
        assert len(c.choices) > 1 and all(p.card == card for p in c.choices)
        c.choose(0)


def test_a_whole_game_to_21_against_three_computer_seats() -> None:
    c = TableController(11)
    hands = 0
    while True:
        while not c.game.is_hand_over:
            if c.computer_due:
                assert c.computer_step() is not None
            else:
                _play_yourself(c)
        hands += 1
        assert c.message.kind == "end"
        assert c.state()["hand_over"] is True
        if c.game.is_game_over:
            break
        assert c.next_hand().text == ""
        assert hands < 40
    a, b = c.game.totals
    assert max(a, b) >= 21 and a != b
    assert c.next_hand().text == "The game is over: no new hand is dealt."


def test_a_card_with_several_captures_waits_for_the_choice() -> None:
    game = Game.from_layout(
        [["9d", "2b"], ["1d", "8b"], ["2d", "8c"], ["3d", "8s"]], ["1c", "3c", "4s", "5s"], dealer=3
    )
    c = TableController.from_game(game)
    before = game.to_text()
    assert c.click_card("9d").kind == "choice"
    assert c.game.to_text() == before  # nothing played yet
    assert c.state()["selected"] == "9d"
    assert c.state()["choices"] == ["9d x 4s+5s", "9d x 1c+3c+5s"]
    assert c.choose(5).kind == "error" and c.state()["choices"]  # out of range: still offered
    c.choose(0)
    assert [str(x) for x in c.game.table] == ["1c", "3c"]
    assert c.state()["selected"] is None and c.computer_due


def test_a_refusal_says_why_in_the_language_and_changes_nothing() -> None:
    c = TableController(7, lang="it")
    before = c.game.to_text()
    said = c.click_card("10d")
    assert said.kind == "error"
    assert said.text == IllegalPlay("not-your-turn", seat=0, turn=2).message("it")
    assert c.game.to_text() == before
    # Not your card, on your turn.
    while c.computer_due:
        c.computer_step()
    not_mine = next(card for card in c.game.hands[1])
    assert c.click_card(not_mine).kind == "error"
    assert c.click_card("zz").kind == "error"
    assert c.game.to_text() != before  # only the computer seats' plays
    assert len(c.game.history) == 2


def test_undo_takes_back_your_card_and_what_followed() -> None:
    c = TableController(7)
    assert c.undo().kind == "error"  # nothing of yours yet
    while c.computer_due:
        c.computer_step()
    start = c.game.to_text()
    _play_yourself(c)
    while c.computer_due:
        c.computer_step()
    assert c.game.to_text() != start
    c.undo()
    assert c.game.to_text() == start and c.your_turn


def test_hint_and_legal_cards_only_on_your_turn() -> None:
    c = TableController(7)
    assert c.legal_cards() == () and c.hint().kind == "error"
    while c.computer_due:
        c.computer_step()
    assert set(c.legal_cards()) == set(c.game.hands[0])
    hint = c.hint().text
    assert hint.startswith("Hint: ")
    card = Card.parse(hint.removeprefix("Hint: ").split()[0])
    assert card in c.game.hands[0]


def test_the_computer_seats_use_the_chooser_given() -> None:
    seen = []

    def chooser(game: Game) -> object:
        seen.append(game.turn)
        return _first_legal(game)

    c = TableController(7, chooser=chooser)
    while c.computer_due:
        c.computer_step()
    assert seen == [2, 3]


def test_a_bad_seat_is_refused() -> None:
    with pytest.raises(ParseError, match="Not a seat"):
        TableController(7, seat=4)


# --- The ipywidgets view ------------------------------------------------------------------


def _table_class() -> type:
    pytest.importorskip("ipywidgets", reason="the widget extra is not installed")
    from scopone.widget.table import Table

    return Table


def _classes(widget: object) -> tuple[str, ...]:
    return tuple(getattr(widget, "_dom_classes", ()))


def _view(number: int = 7, **kw: object) -> object:
    return _table_class()(TableController(number, **kw), pace=0)


def test_the_view_has_the_hooks_and_plays_to_your_turn() -> None:
    t = _view()
    assert "scopone-table" in _classes(t.root)
    assert "scopone-hand" in _classes(t.hand) and "scopone-message" in _classes(t.message)
    assert t.c.your_turn  # the two computer seats before you have played
    assert "scopone-table-cards" in t.board.value
    assert t.board.value.count("scopone-hand") == 0  # your cards are the buttons below
    labels = [b.description for b in t.hand.children]
    assert labels == [str(c) for c in t.c.game.hands[0]]
    for b in t.hand.children:
        assert f"scopone-card-{b.description}" in _classes(b) and "scopone-legal" in _classes(b)
        assert b.tooltip  # the card's full name


def test_a_click_plays_and_the_computers_answer_up_to_your_next_turn() -> None:
    t = _view()
    before = len(t.c.game.history)
    next(b for b in t.hand.children if b.description == "5d").click()
    assert len(t.c.game.history) == before + 4  # yours, then East, North, West
    assert t.c.your_turn and len(t.hand.children) == 9


def test_capture_choices_are_buttons_on_the_table() -> None:
    Table = _table_class()
    game = Game.from_layout(
        [["9d", "2b"], ["1d", "8b"], ["2d", "8c"], ["3d", "8s"]], ["1c", "3c", "4s", "5s"], dealer=3
    )
    t = Table(TableController.from_game(game), pace=0)
    next(b for b in t.hand.children if b.description == "9d").click()
    offered = [box.children[1] for box in t.choices.children]
    assert [b.description for b in offered] == ["4s + 5s", "1c + 3c + 5s"]
    assert all("scopone-capture-choice" in _classes(b) for b in offered)
    assert "can take in more than one way" in t.message.value
    offered[1].click()
    assert t.choices.children == ()
    assert str(t.c.game.history[0].play) == "9d x 1c+3c+5s"


def test_a_refusal_shows_in_the_message_in_the_language() -> None:
    Table = _table_class()
    c = TableController(7, lang="ro")
    t = Table(c, pace=0)
    c.undo()  # nothing of yours to take back yet
    t.refresh()
    expected = IllegalPlay("nothing-to-undo").message("ro")
    assert "scopone-error" in t.message.value and expected in t.message.value


def test_the_view_plays_a_whole_game_and_names_the_winner() -> None:
    t = _view(5)
    while not t.c.game.is_game_over:
        if t.c.game.is_hand_over:
            assert "scopone-score" in t.sheet.value and not t.next_button.disabled
            t.next_button.click()
            continue
        first = next(b for b in t.hand.children if "scopone-legal" in b._dom_classes)
        first.click()
        if t.choices.children:
            t.choices.children[0].children[1].click()
    a, b = t.c.game.totals
    assert f"win {max(a, b)} to {min(a, b)}." in t.sheet.value
    assert t.next_button.disabled and t.hint_button.disabled


def test_french_faces_are_a_setting_of_the_table() -> None:
    t = _view()
    assert "scopone-faces-italian" in t.board.value
    italian = t.style.value
    t.french.value = True
    assert "scopone-faces-french" in t.board.value and t.style.value != italian
    t.french.value = False
    assert t.style.value == italian


def test_the_computer_seats_play_at_the_set_pace() -> None:
    import asyncio

    Table = _table_class()

    async def play() -> tuple[int, int]:
        t = Table(TableController(7), pace=0.01)
        right_away = len(t.c.game.history)  # nothing yet: each card waits for the pace
        await t._task  # the seats' turns, one card per pace, up to yours
        return right_away, len(t.c.game.history)

    # In a thread of its own: the browser tests' Playwright keeps a loop running in this one.
    with ThreadPoolExecutor(1) as pool:
        assert pool.submit(asyncio.run, play()).result() == (0, 2)
