"""The worked examples of RULES.md, move by move (scorpion.examples holds the positions)."""

from __future__ import annotations

import random

import pytest

from conftest import assert_refused, column_text
from scorpion import Card, Game, Move, ParseError
from scorpion.examples import (
    EXAMPLE_1_FACE_DOWN,
    EXAMPLE_1_FIRST_MOVE,
    EXAMPLE_1_HIDDEN,
    EXAMPLE_1_VISIBLE,
    EXAMPLE_2,
    example_1,
)

# ------------------------------------------------------------------ example 2


def test_example_2_position_matches_rules_md() -> None:
    game = Game.from_text(EXAMPLE_2)
    col2 = game.columns[1]
    assert [up for _, up in col2] == [False, False, False, True, True, True, True]
    assert [str(c) for c, _ in col2[3:]] == ["8♥", "3♣", "J♠", "5♦"]
    assert str(game.top(5)) == "9♥" and str(game.top(6)) == "9♦"
    assert game.score == 0 and game.moves_played == 0 and len(game.reserve) == 3
    assert game.to_text() == EXAMPLE_2


def test_example_2_only_column_5_takes_the_block() -> None:
    game = Game.from_text(EXAMPLE_2)
    eight = Card.parse("8♥")
    assert [m for m in game.legal_moves() if m.card is eight] == [Move(eight, 2, 5)]


def test_example_2_refusals() -> None:
    game = Game.from_text(EXAMPLE_2)
    err = assert_refused(game, "same-suit", game.move, "8♥", 6)
    assert str(err) == "Rule: cards must be of the same suit. 8♥ goes only on 9♥."
    assert err.message("en").endswith("8♥ goes only on 9♥.")
    err = assert_refused(game, "wrong-target", game.move, "8♥", 1)  # onto J♣
    assert str(err) == "8♥ goes only on 9♥."
    err = assert_refused(game, "wrong-target", game.move, "8♥", 7)  # onto A♠
    assert str(err) == "8♥ goes only on 9♥."
    assert_refused(game, "same-column", game.move, "8♥", 2)
    assert_refused(game, "face-down", game.move, "A♥", 5)


def test_example_2_the_move() -> None:
    game = Game.from_text(EXAMPLE_2)
    played = game.move("8♥", 5)  # lifts 8♥ 3♣ J♠ 5♦, four cards
    assert column_text(game, 2) == "[Q♠ K♠] A♥"
    assert column_text(game, 5) == "6♦ 7♦ 8♦ 2♦ J♦ Q♦ 9♥ 8♥ 3♣ J♠ 5♦"
    assert played.flips == (Card.parse("A♥"),)
    assert [e.kind for e in played.events] == ["same-suit", "flip"]
    assert played.points == 10 and game.score == 10
    assert game.moves_played == 1 and game.hidden_count == 11
    assert str(game).splitlines()[1] == "2: ## ## A♥"
    assert str(game).splitlines()[-1] == "score: 10  moves: 1"
    for n in (1, 3, 4, 6, 7):
        assert game.columns[n - 1] == Game.from_text(EXAMPLE_2).columns[n - 1]
    # And back.
    assert game.undo() == played
    assert game == Game.from_text(EXAMPLE_2)


def test_example_2_through_the_move_parser() -> None:
    game = Game.from_text(EXAMPLE_2)
    assert game.parse_move("♥8 5") == game.parse_move("8h 2→5") == Move(Card.parse("8♥"), 2, 5)
    game.play(game.parse_move("8h 5"))
    assert game.moves_played == 1


# ------------------------------------------------------------------ example 1


def test_example_1_visible_cards() -> None:
    assert [len(c) for c in EXAMPLE_1_VISIBLE] == [4, 4, 4, 4, 7, 7, 7]
    visible = [Card.parse(c) for col in EXAMPLE_1_VISIBLE for c in col]
    assert len(visible) == 37 == len(set(visible))
    hidden = [Card.parse(c) for c in EXAMPLE_1_HIDDEN]
    assert len(hidden) == 15 and not set(hidden) & set(visible)
    assert EXAMPLE_1_FACE_DOWN == (3, 3, 3, 3, 0, 0, 0)
    assert [" ".join(c) for c in EXAMPLE_1_VISIBLE] == [
        "3♦ J♥ 10♥ 3♠",
        "Q♥ 3♣ 4♥ 7♠",
        "A♠ 7♦ 7♥ 3♥",
        "K♦ 8♥ 7♣ 9♠",
        "6♥ 8♣ J♠ 4♣ 9♣ 8♦ 5♣",
        "6♦ Q♣ K♥ 4♦ K♠ 9♥ J♣",
        "A♦ Q♦ 9♦ 6♠ 2♥ 10♦ 5♥",
    ]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_example_1_first_move(seed: int) -> None:
    hidden = list(EXAMPLE_1_HIDDEN)
    random.Random(seed).shuffle(hidden)
    game = example_1(hidden)
    assert game.hidden_count == 12 and len(game.reserve) == 3
    assert [str(c) for c in game.reserve] == hidden[12:]
    card, source, target = EXAMPLE_1_FIRST_MOVE
    move = Move(Card.parse(card), source, target)
    assert move in game.legal_moves()
    played = game.move(card, target)  # 4♥ carries 7♠ onto 5♥
    assert [str(c) for c, up in game.columns[1] if up] == ["Q♥", "3♣"]
    assert [str(c) for c, _ in game.columns[6][-4:]] == ["10♦", "5♥", "4♥", "7♠"]
    assert played.points == 5 and played.flips == () and game.moves_played == 1


def test_example_1_moves_do_not_depend_on_the_hidden_cards() -> None:
    games = []
    for seed in range(5):
        hidden = list(EXAMPLE_1_HIDDEN)
        random.Random(seed).shuffle(hidden)
        games.append(example_1(hidden))
    assert len({tuple(g.legal_moves()) for g in games}) == 1
    assert len({str(g) for g in games}) == 1


def test_example_1_rejects_a_wrong_arrangement() -> None:
    with pytest.raises(ParseError) as info:
        example_1(EXAMPLE_1_HIDDEN[:14])
    assert info.value.code == "hidden-count" and "15" in str(info.value)
    with pytest.raises(ParseError) as info:
        example_1([*EXAMPLE_1_HIDDEN[:14], "3♦"])  # a visible card
    assert info.value.code == "duplicate-card" and "3♦" in str(info.value)
