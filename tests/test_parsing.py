"""Text in and out: layouts, position texts, moves, the diagram; every error names its problem."""

from __future__ import annotations

import random

import pytest

from conftest import VARIANT_NAMES, build
from scorpion import Card, Game, IllegalMove, Move, ParseError, ScorpionError, Suit
from scorpion.cards import full_deck
from scorpion.examples import EXAMPLE_2

DECK = [str(c) for c in full_deck()]


def deal_columns() -> tuple[list[list[str]], list[str]]:
    """Deal 0's columns and reserve as card strings."""
    game = Game.deal(0)
    return [[str(c) for c, _ in col] for col in game.columns], [str(c) for c in game.reserve]


def parse_error(action, *args, **kwargs) -> ParseError:
    with pytest.raises(ParseError) as info:
        action(*args, **kwargs)
    return info.value


# --------------------------------------------------------------------- layouts


def test_from_layout_builds_the_deal() -> None:
    columns, reserve = deal_columns()
    game = Game.from_layout(columns, [3, 3, 3, 3, 0, 0, 0], reserve)
    assert game == Game.deal(0)
    # Cards may be given as Card values too.
    as_cards = [[Card.parse(c) for c in col] for col in columns]
    assert Game.from_layout(as_cards, [3, 3, 3, 3, 0, 0, 0], reserve) == game


def test_from_layout_mid_game_with_foundations() -> None:
    game = build(["5♥ K♠", "6♥"], dump=2)
    assert game.foundations == (Suit.DIAMONDS, Suit.CLUBS)
    again = Game.from_layout(
        [[str(c) for c, _ in col] for col in game.columns],
        game.face_down_counts,
        foundations=["C", Suit.DIAMONDS],
        score=125,
        moves_played=40,
    )
    assert again.foundations == (Suit.CLUBS, Suit.DIAMONDS)
    assert (again.score, again.moves_played) == (125, 40)


def test_layout_duplicate_card() -> None:
    columns, reserve = deal_columns()
    columns[6][-1] = columns[0][-1]
    err = parse_error(Game.from_layout, columns, [3, 3, 3, 3, 0, 0, 0], reserve)
    assert err.code == "duplicate-card"
    assert str(err) == f"{columns[0][-1]} appears more than once in the layout."


def test_layout_unknown_card() -> None:
    columns, reserve = deal_columns()
    columns[2][4] = "Z♥"
    err = parse_error(Game.from_layout, columns, [3, 3, 3, 3, 0, 0, 0], reserve)
    assert err.code == "bad-card" and "“Z♥”" in str(err)


def test_layout_not_a_deck_minus_whole_suits() -> None:
    columns, reserve = deal_columns()
    removed = columns[5].pop()  # one card missing
    err = parse_error(Game.from_layout, columns, [3, 3, 3, 3, 0, 0, 0], reserve)
    assert err.code == "not-a-deck"
    suit = Card.parse(removed).suit
    assert err.params["suit"] is suit and err.params["count"] == 12
    assert "12 of the 13 cards of" in str(err) and suit.name.title() in str(err)


@pytest.mark.parametrize(
    ("columns", "face_down", "code", "words"),
    [
        (6, [0] * 6, "column-count", "7 columns, not 6"),
        (7, [0] * 6, "face-down-length", "7 numbers, not 6"),
        (8, [0] * 8, "column-count", "7 columns, not 8"),
    ],
)
def test_layout_column_count(columns: int, face_down: list[int], code: str, words: str) -> None:
    cols = [[] for _ in range(columns)]
    err = parse_error(Game.from_layout, cols, face_down)
    assert err.code == code and words in str(err)


def test_layout_face_down_counts() -> None:
    columns, reserve = deal_columns()
    err = parse_error(Game.from_layout, columns, [3, 3, 3, 3, 0, 0, 8], reserve)
    assert err.code == "face-down-count"
    assert str(err) == "Column 7 holds 7 cards, so it cannot have 8 face down."
    err = parse_error(Game.from_layout, columns, [3, 3, -1, 3, 0, 0, 0], reserve)
    assert err.code == "face-down-count" and "Column 3" in str(err)
    err = parse_error(Game.from_layout, columns, [3, 3, 3, 3, 7, 0, 0], reserve)
    assert err.code == "face-down-top" and "Column 5" in str(err)


def test_layout_reserve_size() -> None:
    columns, reserve = deal_columns()
    err = parse_error(Game.from_layout, columns, [3, 3, 3, 3, 0, 0, 0], [*reserve, "A♠"])
    assert err.code == "reserve-size" and "3 cards" in str(err) and "not 4" in str(err)
    err = parse_error(
        Game.from_layout, [[] for _ in range(10)], [0] * 10, ["A♠"], "three-blind-mice"
    )
    assert err.code == "reserve-size" and "0 cards" in str(err)


def test_layout_aside_size() -> None:
    err = parse_error(Game.from_layout, [[] for _ in range(7)], [0] * 7, aside=["A♠"])
    assert err.code == "aside-size" and "Classic sets at most 0 cards aside" in str(err)
    err = parse_error(
        Game.from_layout, [[] for _ in range(10)], [0] * 10, (), "three-blind-mice", ["A♠"] * 3
    )
    assert err.code == "aside-size" and "Three Blind Mice sets at most 2 cards aside" in str(err)


def test_layout_foundations_must_be_the_missing_suits() -> None:
    game = build(["5♥ K♠", "6♥"], dump=2)
    columns = [[str(c) for c, _ in col] for col in game.columns]
    for given in (["C"], ["C", "D", "D"], ["C", "D", "H"], ["S", "C"]):
        err = parse_error(Game.from_layout, columns, game.face_down_counts, foundations=given)
        assert err.code == "foundations-mismatch"
        assert "Diamonds and Clubs" in str(err)


def test_layout_unknown_variant() -> None:
    err = parse_error(Game.from_layout, [[]] * 7, [0] * 7, variant="klondike")
    assert err.code == "unknown-variant" and "klondike" in str(err)


# -------------------------------------------------------------- position texts


def test_position_text_ignores_blank_lines_and_comments() -> None:
    text = "# RULES.md example 2\n\n" + EXAMPLE_2.replace("\n1:", "\n\n  1:")
    assert Game.from_text(text) == Game.from_text(EXAMPLE_2)


def mangle(line_start: str, new: str | None) -> str:
    """EXAMPLE_2 with its line starting ``line_start`` replaced (None: removed)."""
    lines = EXAMPLE_2.splitlines()
    out = []
    for line in lines:
        if line.startswith(line_start):
            if new is not None:
                out.append(new)
        else:
            out.append(line)
    return "\n".join(out) + "\n"


@pytest.mark.parametrize(
    ("text", "line", "expected", "found"),
    [
        ("", 1, "“scorpion” and a variant name", ""),
        ("scorpio classic\n", 1, "“scorpion” and a variant name", "scorpio classic"),
        (mangle("score", "score 0"), 2, "“score N moves N”", "score 0"),
        (mangle("score", "score -5 moves 0"), 2, "“score N moves N”", "score -5 moves 0"),
        (mangle("score", None), 2, "“score N moves N”", "reserve: [2♠ 3♠ 4♠]"),
        (mangle("reserve", "reserve: 2♠ 3♠ 4♠"), 3, "“reserve:”", "reserve: 2♠ 3♠ 4♠"),
        (mangle("reserve", "reserve: [2♠ 3♠ 4X]"), 3, "“reserve:”", "2♠ 3♠ 4X"),
        (mangle("reserve", None), 3, "“reserve:”", "foundations: -"),
        (mangle("foundations", "foundations: ♠ ?"), 4, "“foundations:”", "foundations: ♠ ?"),
        (mangle("2:", "2: [Q♠ K♠ A♥] 8♥ 3♣ J♠ 5X"), 6, "a column number", "8♥ 3♣ J♠ 5X"),
        (mangle("2:", "2: 8♥ [Q♠ K♠ A♥] 3♣ J♠ 5♦"), 6, "a column number", "2: 8♥ [Q♠"),
        (mangle("2:", "3: [Q♠ K♠ A♥] 8♥ 3♣ J♠ 5♦"), 6, "a column number", "3: [Q♠"),
        (mangle("7:", None), 11, "a column number", ""),
        (EXAMPLE_2 + "8: K♠\n", 12, "nothing more", "8: K♠"),
    ],
)
def test_bad_position_texts(text: str, line: int, expected: str, found: str) -> None:
    err = parse_error(Game.from_text, text)
    assert err.code == "bad-position", str(err)
    assert err.params["line"] == line
    message = str(err)
    assert message.startswith(f"Line {line} of the position text: expected ")
    assert expected in message and found in message


def test_position_text_unknown_variant() -> None:
    err = parse_error(Game.from_text, EXAMPLE_2.replace("classic", "spider"))
    assert err.code == "unknown-variant" and "spider" in str(err)


def test_position_text_layout_errors_pass_through() -> None:
    err = parse_error(Game.from_text, EXAMPLE_2.replace("5♦", "5♠"))
    assert err.code == "duplicate-card" and "5♠" in str(err)
    err = parse_error(Game.from_text, EXAMPLE_2.replace("2: [Q♠ K♠ A♥] 8♥ 3♣ J♠ 5♦", "2: Q♠ K♠ A♥"))
    assert err.code == "not-a-deck"
    err = parse_error(Game.from_text, EXAMPLE_2.replace("reserve: [2♠ 3♠ 4♠]", "reserve: -"))
    assert err.code == "not-a-deck"
    text = EXAMPLE_2.replace("foundations: -", "foundations: ♣")
    assert parse_error(Game.from_text, text).code == "foundations-mismatch"


def test_error_is_both_scorpion_error_and_value_error() -> None:
    err = parse_error(Game.from_text, "nonsense")
    assert isinstance(err, ScorpionError) and isinstance(err, ValueError)
    assert err.message("en") == str(err)


@pytest.mark.parametrize("variant", VARIANT_NAMES)
def test_reachable_positions_round_trip(variant: str) -> None:
    rng = random.Random(f"text-{variant}")
    count = 0
    for deal in range(40):
        game = Game.deal(deal, variant)
        for _ in range(120):
            text = game.to_text()
            again = Game.from_text(text)
            assert again == game and again.to_text() == text
            assert again.legal_moves() == game.legal_moves()
            assert str(again) == str(game)
            count += 1
            moves = game.legal_moves()
            if not moves:
                break
            if game.moves_played and rng.random() < 0.1:
                game.undo()
            else:
                game.play(rng.choice(moves))
    assert count > 800


def test_round_trip_keeps_foundation_order_and_aside() -> None:
    game = build(["6♥", "K♠"], variant="three-blind-mice", aside="5♥", dump=2)
    text = game.to_text()
    assert "aside: 5♥" in text and "foundations: ♦ ♣" in text
    assert Game.from_text(text) == game
    game.move("5♥", 1)
    assert "aside: -" in game.to_text()
    assert Game.from_text(game.to_text()) == game


# ------------------------------------------------------------------------ moves


@pytest.mark.parametrize(
    "text", ["8♥ 5", "8h 5", "8H 5", "♥8 5", "8♥5", "8h 2→5", "8h 2-5", "8h 2->5", " 8h  2 > 5 "]
)
def test_move_forms(text: str) -> None:
    game = Game.from_text(EXAMPLE_2)
    assert game.parse_move(text) == Move(Card.parse("8♥"), 2, 5)


def test_move_ten_and_reserve() -> None:
    game = Game.from_text(EXAMPLE_2)
    assert game.parse_move("10♠1") == Move(Card.parse("10♠"), 3, 1)
    assert game.parse_move("td 5") == Move(Card.parse("10♦"), 4, 5)
    assert game.parse_move("R") == game.parse_move(" reserve ") == Move.reserve()


@pytest.mark.parametrize(
    "text", ["", "8♥", "5", "8♥ x", "8♥ 2→", "8♥ to 5", "xx 5", "11♥ 5", "8♥ sideways→5"]
)
def test_malformed_moves(text: str) -> None:
    game = Game.from_text(EXAMPLE_2)
    err = parse_error(game.parse_move, text)
    assert err.code == "bad-move"
    assert f"“{text}”" in str(err) and "such as “4♥ 7”" in str(err)


def test_move_with_the_wrong_source_names_the_real_column() -> None:
    # Defect 6: "A♥ 2→3" with A♥ in column 1 said only "Not a move".
    game = Game.deal(123)
    before = game.to_text()
    assert game.locate("A♥")[:2] == ("column", 1)
    err = parse_error(game.parse_move, "A♥ 2→3")
    assert err.code == "wrong-source" and err.params["column"] == 1
    assert str(err) == "A♥ is in column 1, not in column 2."
    assert err.message("ro") != str(err) and "1" in err.message("ro")
    err = parse_error(game.parse_move, "8h aside→5")
    assert err.code == "source-not-aside" and "column" in str(err)
    assert game.to_text() == before


def test_move_from_a_column_when_the_card_is_aside() -> None:
    game = Game.deal(3, "three-blind-mice")
    card = game.aside[0]
    err = parse_error(game.parse_move, f"{card} 4→2")
    assert err.code == "source-is-aside" and str(card) in str(err)


@pytest.mark.parametrize("lang", ["en", "ro", "ar", "ru", "it"])
def test_aside_moves_read_back_in_every_language(lang: str) -> None:
    # Defect 7: the terminal listed "4♦ da parte→2" (it), "4♦ отлож.→2" (ru), and
    # typing that back was refused; every listed move must read back.
    from scorpion.notation import move_text

    for number in range(40):
        game = Game.deal(number, "three-blind-mice")
        moves = [m for m in game.legal_moves() if m.source == 0]
        if moves:
            break
    assert moves, "no deal with a move from the aside cards"
    for move in game.legal_moves():
        assert game.parse_move(move_text(move, lang)) == move


def test_move_parse_does_not_judge_legality() -> None:
    game = Game.from_text(EXAMPLE_2)
    move = game.parse_move("8h 9")  # column 9 does not exist: play() says so
    with pytest.raises(IllegalMove) as info:
        game.play(move)
    assert info.value.code == "no-such-column" and "no column 9" in str(info.value)


def test_move_of_a_card_that_left() -> None:
    game = build(["5♥", "6♥"], dump=2)
    with pytest.raises(IllegalMove) as info:
        game.parse_move("K♠ 1")
    assert info.value.code == "card-in-foundation"
    assert str(info.value) == "K♠ has already left the table with its complete suit."


def test_move_values_print() -> None:
    assert str(Move(Card.parse("10♦"), 2, 7)) == "10♦ 2→7"
    assert str(Move(Card.parse("K♦"), 0, 4)) == "K♦ aside→4"
    assert str(Move.reserve()) == "R" and Move.reserve().is_reserve
    assert repr(Move(Card.parse("4♥"), 2, 7)) == "<Move 4♥ 2→7>"


# ---------------------------------------------------------------------- diagram


def test_diagram_after_the_reserve_and_a_suit() -> None:
    game = build(
        ["5♠", "6♠", "[4♥] K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 3♥ 2♥ A♥", "K♠"], reserve="2♠ 3♠ 4♠", dump=4
    )
    game.deal_reserve()
    text = str(game)
    assert "reserve: dealt" in text
    assert text.splitlines()[0] == "1: 5♠ 2♠"
    assert "foundations: ♦ ♣" in text
    assert text.splitlines()[-1] == "score: 0  moves: 1"


def test_diagram_of_empty_columns_and_three_blind_mice() -> None:
    game = Game.deal(0, "three-blind-mice")
    lines = str(game).splitlines()
    assert lines[7] == "8: ## ## ## 9♥ 8♥"
    assert lines[10] == "aside: 10♥ 7♣"
    assert "reserve" not in str(game)
    empty = build(["5♥", "6♥"], dump=2)
    assert str(empty).splitlines()[2] == "3: -"
    assert len(DECK) == 52


# ------------------------------------------------------ impossible layouts (defect 5)


def test_from_layout_refuses_a_score_that_is_not_a_count() -> None:
    columns, reserve = deal_columns()
    for score in ("x", -50, 2.5, True, None):
        err = parse_error(Game.from_layout, columns, [3, 3, 3, 3, 0, 0, 0], reserve, score=score)
        assert err.code == "bad-argument" and err.params["expected"] == "score"
    err = parse_error(Game.from_layout, columns, [3, 3, 3, 3, 0, 0, 0], reserve, moves_played=-1)
    assert err.params["expected"] == "moves-played"


def test_from_layout_refuses_a_partial_reserve() -> None:
    columns, reserve = deal_columns()
    err = parse_error(
        Game.from_layout,
        [*columns[:6], columns[6] + reserve[:1]],
        [3, 3, 3, 3, 0, 0, 0],
        reserve[1:],
    )
    assert err.code == "reserve-size" and err.params["count"] == 2
    assert "3 cards until it is dealt" in str(err)


def test_traditional_has_no_suit_in_a_foundation() -> None:
    columns, reserve = deal_columns()
    full = Game.from_layout(columns, [3, 3, 3, 3, 0, 0, 0], reserve, "traditional")
    assert full.foundations == ()
    err = parse_error(
        Game.from_layout, columns, [3, 3, 3, 3, 0, 0, 0], reserve, "traditional", foundations=["S"]
    )
    assert err.code == "suits-stay" and "Traditional" in str(err)
    text = Game.deal(4, "classic").to_text().replace("classic", "traditional")
    spades_gone = build(["K♥"], variant="traditional", dump=1).to_text()
    assert "foundations: -" in spades_gone  # a reduced deck: absent suits are out of play
    err = parse_error(Game.from_text, text.replace("foundations: -", "foundations: ♠"))
    assert err.code in ("suits-stay", "not-a-deck")
    assert Game.from_text(spades_gone).to_text() == spades_gone


def test_position_text_with_a_huge_score_is_refused() -> None:
    # Defect 4: a 5,000-digit score reached int()'s digit limit (a bare ValueError).
    text = EXAMPLE_2.replace("score 0 moves 0", "score " + "9" * 5000 + " moves 0")
    err = parse_error(Game.from_text, text)
    assert err.code == "bad-position" and err.params["line"] == 2
    assert len(str(err)) < 300


@pytest.mark.parametrize("value", [None, b"scorpion classic", 42, ["scorpion classic"]])
def test_from_text_refuses_what_is_not_text(value: object) -> None:
    err = parse_error(Game.from_text, value)
    assert err.code == "bad-argument" and err.params["expected"] == "position"


@pytest.mark.parametrize("value", [None, b"8h 5", 5, Move.reserve()])
def test_parse_move_refuses_what_is_not_text(value: object) -> None:
    game = Game.from_text(EXAMPLE_2)
    err = parse_error(game.parse_move, value)
    assert err.code == "bad-move"
