"""Scopone's rules on chosen positions: captures, refusals, scopa, the last taker, scores."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scopone import Card, Game, IllegalPlay, ParseError, Play, ScoponeError, primiera
from scopone.i18n import MESSAGES
from scopone.rules import captures, score_hand


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def test_card_parsing_both_notations() -> None:
    assert Card.parse("7d") is Card(7, "denari") is Card.parse("7♦")
    assert Card.parse("K♠") is Card.parse("10s") and Card.parse("Q♥") is Card.parse("9c")
    assert Card.parse("J♣") is Card.parse("8b") and Card.parse("A♦") is Card.parse("1d")
    assert Card.parse("7d").suit == "denari" and Card.parse("7d").value == 7
    for bad in ["", "7", "11d", "0d", "7x", "dd", None, 7, 7.0, ["7d"]]:
        with pytest.raises(ParseError) as info:
            Card.parse(bad)
        assert info.value.code == "bad-card"


def test_same_value_before_sums() -> None:
    assert captures(Card.parse("8b"), cards("3c 5s 8d")) == [(Card.parse("8d"),)]
    two = captures(Card.parse("5b"), cards("5d 5c 2s 3s"))
    assert two == [(Card.parse("5d"),), (Card.parse("5c"),)]
    sums = captures(Card.parse("9d"), cards("1c 3c 4s 5s"))
    assert sorted(sums) == sorted([tuple(cards("4s 5s")), tuple(cards("1c 3c 5s"))])


def test_refusals_have_codes_and_change_nothing() -> None:
    game = Game.from_layout(
        [["8b", "9d", "2d"], ["1d", "1b"], ["2c", "2b"], ["3d", "3b"]],
        ["3c", "5s", "8d", "4c"],
        dealer=3,
        turn=0,
    )
    before = game.copy()
    text = game.to_text()
    cases = [
        (lambda: game.play_card("8b", ["3c", "5s"]), "must-take-same-value"),
        (lambda: game.play_card("8b", []), "must-capture"),
        (lambda: game.play_card("9d", ["5s", "3c"]), "no-such-capture"),
        (lambda: game.play_card("9d", ["5s", "7b"]), "not-on-table"),
        (lambda: game.play_card("2d", ["3c"]), "nothing-to-take"),
        (lambda: game.play_card("1d"), "not-in-hand"),
        (lambda: game.play_card("8b", seat=1), "not-your-turn"),
        (lambda: game.play_card("7b"), "not-in-hand"),
        (lambda: game.undo(), "nothing-to-undo"),
        (lambda: game.next_hand(), "hand-not-over"),
        (lambda: game.hand_score(), "hand-not-over"),
    ]
    for action, code in cases:
        with pytest.raises(IllegalPlay) as info:
            action()
        assert info.value.code == code
        assert info.value.code in MESSAGES
        for lang in ("en", "it", "ro", "ar", "ru"):
            text_ = info.value.message(lang)
            assert text_ and "{" not in text_ and text_ != code
        assert game == before and game.to_text() == text


def test_choose_capture_when_ambiguous() -> None:
    game = Game.from_layout([["9d"], [], [], []], ["1c", "3c", "4s", "5s"], dealer=3, turn=0)
    with pytest.raises(IllegalPlay) as info:
        game.play_card("9d")
    assert info.value.code == "choose-capture"
    record = game.play_card("9d", ["4s", "5s"])
    assert record.play == Play(Card.parse("9d"), tuple(cards("4s 5s")))


def test_bad_input_is_a_parse_error() -> None:
    game = Game.new(1)
    for bad in [object(), "7d", None, 3]:
        with pytest.raises(ParseError):
            game.play(bad)  # type: ignore[arg-type]
    # "1" * 5000: past Python's limit on digits, once a raw ValueError
    for number in [-1, 2**64, "abc", 1.5, None, True, "١٢", "1" * 5000, "18446744073709551616"]:
        with pytest.raises(ParseError) as info:
            Game.new(number)  # type: ignore[arg-type]
        assert info.value.code == "bad-game-number"
    with pytest.raises(ParseError) as info:
        Game.new(1, variant="cirulla")
    assert info.value.code == "unknown-variant"
    with pytest.raises(ParseError):
        game.view(4)
    with pytest.raises(ParseError):
        game.play_card("7d", captures="3c")  # type: ignore[arg-type]
    for text in ["", "scopone", "chess\n", 5, "scopone scientifico\ngame 1 hand 1 totals 0 0\n"]:
        with pytest.raises(ParseError):
            Game.from_text(text)  # type: ignore[arg-type]
    bad_layouts = [
        dict(hands=[["7d"], ["7d"], [], []]),
        dict(hands=[["7d"], [], []]),
        dict(hands="7d"),
        dict(hands=[["7d", "1d"], [], [], []]),
        dict(hands=[["7d"], [], [], []], captured=[["1d"], []]),
        dict(hands=[["7d"], [], [], []], dealer=7),
        dict(hands=[["7d"], [], [], []], scope=(1,)),
        dict(hands=[["xx"], [], [], []]),
    ]
    for layout in bad_layouts:
        with pytest.raises(ParseError):
            Game.from_layout(**layout)  # type: ignore[arg-type]


def test_scopa_and_not_on_the_last_card() -> None:
    game = Game.from_layout([["5d", "2b"], ["3c"], ["4s"], ["6b"]], ["5s"], dealer=3, turn=0)
    record = game.play_card("5d")
    assert record.scopa and game.scope == [1, 0] and game.table == []
    game.undo()
    assert game.scope == [0, 0] and game.table == [Card.parse("5s")]
    # The last card of the hand empties the table: no scopa.
    last = Game.from_layout([["5d"], [], [], []], ["5s"], dealer=3, turn=0)
    record = last.play_card("5d")
    assert not record.scopa and last.scope == [0, 0] and last.is_hand_over


def test_last_taker_takes_the_rest() -> None:
    game = Game.from_layout([["5d"], ["3c"], ["2b"], ["9b"]], ["5s", "1c"], dealer=3, turn=0)
    game.play_card("5d")  # South takes 5s; 1c stays
    game.play_card("3c")
    game.play_card("2b")
    record = game.play_card("9b")  # laid, last card: the table goes to North–South
    assert record.swept_to == 0 and set(record.swept) == set(cards("1c 3c 2b 9b"))
    assert game.table == [] and len(game.captured[0]) == 6 and game.is_hand_over
    game.undo()
    assert game.table == cards("1c 3c 2b") and len(game.captured[0]) == 2


def test_primiera_and_score() -> None:
    assert primiera(cards("7d 7c 7s 7b")) == 84
    assert primiera(cards("10d 9c 8s 1b")) == 46
    assert primiera(cards("7d 7c 7s")) is None
    assert primiera([]) is None
    team0 = cards("7d 1d 2d 3d 4d 5d 6c 6s 6b") + cards("8d 8c 8s 8b 9d 9c 9s 9b 10d 10c 10s 10b")
    team1 = [Card.from_code(i) for i in range(40) if Card.from_code(i) not in set(team0)]
    a, b = score_hand([team0, team1], [3, 0])
    assert (a.scope, a.settebello, a.denari, a.carte, a.primiera) == (3, 1, 1, 1, 0)
    assert a.cards == 21 and b.cards == 19 and a.denari_count == 9
    # team1 holds 7c 7s 7b and 6d: 18 + 21 * 3 = 81; team0: 21 + 18 * 3 = 75
    assert (a.primiera_value, b.primiera_value, b.primiera) == (75, 81, 1)
    assert a.total == 6 and b.total == 1
    # equal primiera, 5-5 denari, 20-20 carte: no point to anyone
    half0 = [Card.from_code(i) for i in range(40) if i % 2 == 0]
    half1 = [Card.from_code(i) for i in range(40) if i % 2 == 1]
    a, b = score_hand([half0, half1], [0, 0])
    assert a.denari == b.denari == a.carte == b.carte == 0


def test_game_to_21_and_next_hand() -> None:
    game = Game.new(42)
    hands = 0
    while not game.is_game_over:
        while not game.is_hand_over:
            game.play(game.legal_plays()[-1])
        score = game.hand_score()
        assert sum(t.settebello + t.denari + t.carte + t.primiera for t in score) <= 4
        hands += 1
        if game.is_game_over:
            break
        dealer = game.dealer
        game.next_hand()
        assert game.dealer == (dealer + 1) % 4 and game.hand_number == hands + 1
    a, b = game.totals
    assert max(a, b) >= 21 and a != b and game.winner == (0 if a > b else 1)
    with pytest.raises(IllegalPlay) as info:
        game.next_hand()
    assert info.value.code == "game-over"
    with pytest.raises(IllegalPlay) as info:
        game.play_card("7d")
    assert info.value.code == "hand-over"


def test_new_game_is_reproducible_and_normale_deals_four() -> None:
    assert Game.new(9) == Game.new(9) and Game.new(9) != Game.new(10)
    normale = Game.new(9, variant="normale")
    assert [len(h) for h in normale.hands] == [9, 9, 9, 9] and len(normale.table) == 4
    for n in range(200):
        table = Game.new(n, variant="normale").table
        assert sum(1 for c in table if c.value == 10) < 3


def test_text_round_trip_with_history() -> None:
    game = Game.new(77, variant="normale")
    for _ in range(7):
        game.play(game.legal_plays()[0])
    copy = Game.from_text(game.to_text())
    assert copy == game and copy.to_text() == game.to_text()
    copy.undo()
    game.undo()
    assert copy == game


junk = st.one_of(
    st.none(),
    st.integers(),
    st.floats(allow_nan=True),
    st.text(max_size=30),
    st.lists(st.one_of(st.text(max_size=4), st.integers()), max_size=5),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


@settings(max_examples=200, deadline=None)
@given(value=junk)
def test_any_input_gives_a_coded_error_or_a_value(value: object) -> None:
    """Whatever comes in, the entry points answer with a value or a ScoponeError with a code."""
    game = Game.new(3)
    before = game.copy()
    calls = [
        lambda: Card.parse(value),
        lambda: Play.parse(value),
        lambda: Play(value),  # type: ignore[arg-type]
        lambda: Game.from_text(value),  # type: ignore[arg-type]
        lambda: Game.new(value),  # type: ignore[arg-type]
        lambda: Game.from_layout(value),  # type: ignore[arg-type]
        lambda: Game.from_layout([value, [], [], []]),  # type: ignore[list-item]
        lambda: game.play_card(value),  # type: ignore[arg-type]
        lambda: game.play_card("1d", value),  # type: ignore[arg-type]
        lambda: game.play(value),  # type: ignore[arg-type]
        lambda: game.view(value),  # type: ignore[arg-type]
        lambda: primiera(value),  # type: ignore[arg-type]
    ]
    for call in calls:
        try:
            call()
        except ScoponeError as err:
            assert err.code and str(err) != err.code
        game = before.copy() if game != before else game


def test_position_text_goes_through_plain_values() -> None:
    from scopone.notation import Layout, format_position, parse_position

    game = Game.new(31)
    for _ in range(3):
        game.play(game.legal_plays()[-1])
    text = game.to_text()
    layout = parse_position(text)
    assert isinstance(layout, Layout) and len(layout.plays) == 3
    assert [str(p) for p in layout.plays] == [str(r.play) for r in game.history]
    assert format_position(layout) == text
    assert Game.from_text(text) == game and str(Game.from_text(text)) == str(game)


def test_position_text_with_an_illegal_play_names_the_plays_line() -> None:
    game = Game.new(31)
    lines = game.to_text().splitlines()
    first = game.hands[game.turn][0]
    other = game.hands[(game.turn + 1) % 4][0]
    lines[-1] = f"plays: {first}, {first}"  # the same card twice: the second is not in hand
    with pytest.raises(ParseError) as info:
        Game.from_text("\n".join(lines))
    assert info.value.code == "bad-position"
    assert info.value.params["line"] == len(lines) and info.value.params["expected"] == "plays"
    assert info.value.params["text"] == str(Play(first))
    lines[-1] = f"plays: {other}x"
    with pytest.raises(ParseError) as info:
        Game.from_text("\n".join(lines))
    assert info.value.params["text"] == f"{other}x"
