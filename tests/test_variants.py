"""The variants of RULES.md: Relaxed, Traditional, Wasp and Three Blind Mice, against Classic."""

from __future__ import annotations

import pytest

from conftest import VARIANT_NAMES, all_cards, assert_refused, build, column_text
from scorpion import VARIANTS, Card, Game, Move, ParseError, Suit
from scorpion.variants import get_variant

SPADES = "K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ A♠"


def targets(game: Game, card: str) -> list[int]:
    c = Card.parse(card)
    return sorted(m.target for m in game.legal_moves() if m.card is c)


def test_variant_names() -> None:
    assert tuple(VARIANTS) == VARIANT_NAMES
    for name in VARIANT_NAMES:
        assert Game.deal(1, name).variant == name
    assert get_variant("Three Blind Mice").name == "three-blind-mice"
    assert get_variant("THREE_BLIND_MICE").name == "three-blind-mice"
    with pytest.raises(ParseError) as info:
        Game.deal(1, "spider")
    assert info.value.code == "unknown-variant"
    assert "spider" in str(info.value) and "three-blind-mice" in str(info.value)


# -------------------------------------------------------------------- Relaxed


def test_relaxed_any_suit_one_rank_higher() -> None:
    columns = ["[3♦] 7♥", "8♠", "8♥", "8♦", "9♣ 8♣", "K♥", "-"]
    classic = build(columns, dump=1)
    relaxed = build(columns, variant="relaxed", dump=1)
    assert targets(classic, "7♥") == [3]
    assert targets(relaxed, "7♥") == [2, 3, 4, 5]
    played = relaxed.move("7♥", 2)  # off-suit: no placement bonus, only the flip
    assert not played.same_suit and played.points == 5
    assert_refused(classic, "same-suit", classic.move, "7♥", 2)


def test_relaxed_same_suit_still_earns_5() -> None:
    game = build(["[3♦] 7♥", "8♥", "K♣"], variant="relaxed", dump=1)
    played = game.move("7♥", 2)
    assert played.same_suit and played.points == 10


def test_relaxed_wrong_rank_message() -> None:
    game = build(["7♥", "9♠", "A♦", "-", "K♣ Q♣ J♣ 10♣ 8♣"], variant="relaxed", dump=5)
    err = assert_refused(game, "wrong-rank", game.move, "7♥", 2)
    assert str(err) == "7♥ goes only on a card one rank higher, of any suit: 8♠, 8♥, 8♦, or 8♣."
    assert_refused(game, "wrong-rank", game.move, "7♥", 3)  # never onto an Ace
    # Empty columns still take Kings only.
    assert_refused(game, "king-only", game.move, "7♥", 4)
    assert 4 in targets(game, "K♣")


def test_relaxed_only_single_suit_runs_leave() -> None:
    mixed = "K♠ Q♥ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠"
    game = build([mixed, "A♠", "K♥ Q♠ J♥"], variant="relaxed", dump=3)
    game.move("A♠", 1)
    assert game.foundations == (Suit.DIAMONDS, Suit.CLUBS)
    game = build([SPADES[:-3], "A♠", "K♥"], variant="relaxed", dump=3)
    played = game.move("A♠", 1)
    assert played.removed == (Suit.SPADES,) and played.points == 105


# ---------------------------------------------------------------- Traditional


def test_traditional_keeps_complete_suits_in_place() -> None:
    spades = SPADES.rsplit(" ", 1)[0]
    game = build([f"[5♥] {spades}", "A♠", "K♥"], variant="traditional", dump=3)
    played = game.move("A♠", 1)
    assert played.removed == () and played.points == 5
    assert column_text(game, 1) == f"[5♥] {SPADES}"
    assert Suit.SPADES not in game.foundations and not game.is_won


def test_traditional_is_won_with_four_runs_in_place() -> None:
    runs = [
        " ".join(
            f"{r}{s}" for r in ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]
        )
        for s in "♠♥♦♣"
    ]
    last = runs[3].rsplit(" ", 1)[0]
    game = build([runs[0], runs[1], runs[2], last, "A♣"], variant="traditional")
    assert not game.is_won
    game.move("A♣", 4)
    assert game.is_won and game.foundations == ()
    assert game.legal_moves() == []
    # In Classic the completed suit leaves (the runs only given in the layout
    # are checked when a move touches their column).
    classic = build([runs[0], runs[1], runs[2], last, "A♣"])
    classic.move("A♣", 4)
    assert classic.foundations == (Suit.CLUBS,) and classic.columns[3] == ()


def test_traditional_holds_the_reserve_while_moves_exist() -> None:
    columns = ["5♥", "6♥", "9♠", "3♠", "7♠", "A♠", "10♥"]
    game = build(columns, variant="traditional", reserve="2♥ 3♥ 4♥", dump=3)
    assert game.legal_moves() == [Move(Card.parse("5♥"), 1, 2)]
    err = assert_refused(game, "reserve-held", game.deal_reserve)
    assert str(err) == (
        "In Traditional Scorpion the reserve can be dealt only when no other move is left."
    )
    assert_refused(game, "reserve-held", game.play, Move.reserve())
    game.move("5♥", 2)
    assert game.legal_moves() == [Move.reserve()]
    played = game.deal_reserve()
    assert played.move == Move.reserve() and game.reserve == ()
    assert column_text(game, 1) == "2♥"
    # The same position in Classic offers the reserve at once.
    classic = build(columns, reserve="2♥ 3♥ 4♥", dump=3)
    assert classic.legal_moves() == [Move(Card.parse("5♥"), 1, 2), Move.reserve()]
    classic.deal_reserve()


# ----------------------------------------------------------------------- Wasp


def test_wasp_any_card_or_block_to_an_empty_column() -> None:
    game = build(["[3♦] 7♥ 2♣", "-", "K♠", "9♠ 4♦"], variant="wasp", dump=1)
    assert targets(game, "7♥") == [2, 5, 6, 7]
    played = game.move("7♥", 2)
    assert column_text(game, 2) == "7♥ 2♣"
    assert played.points == 5 and not played.same_suit  # the flip only
    classic = build(["[3♦] 7♥ 2♣", "-", "K♠", "9♠ 4♦"], dump=1)
    assert targets(classic, "7♥") == []
    assert_refused(classic, "king-only", classic.move, "7♥", 2)


def test_wasp_whole_column_ban_for_any_block() -> None:
    # No reserve in these positions: it has been dealt, so a whole column moved
    # to another empty column changes nothing.
    game = build(["7♥ 2♣", "-", "K♠", "K♥ Q♥"], variant="wasp", dump=1)
    assert targets(game, "7♥") == [2, 5, 6, 7]  # over the dump's face-down cards
    game = build(["7♥ 2♣", "-", "K♠", "[3♠] 9♥"], variant="wasp", dump=4)
    assert targets(game, "7♥") == []
    assert targets(game, "2♣") == [2, 5, 6, 7]
    assert targets(game, "9♥") == [2, 5, 6, 7]
    err = assert_refused(game, "whole-column", game.move, "7♥", 2)
    assert "7♥" in str(err)
    assert_refused(game, "whole-column", game.move, "K♠", 2)
    # Otherwise Wasp builds like Classic.
    game2 = build(["7♥", "8♦", "8♥", "K♠"], variant="wasp", dump=4)
    assert_refused(game2, "same-suit", game2.move, "7♥", 2)


WASP_3031 = ("2♥ 7→5", "8♦ 2→7", "2♠ 2→3", "4♣ 2→7", "3♦ 2→4")


def test_wasp_whole_column_into_columns_1_to_3_decides_where_the_reserve_lands() -> None:
    # RULES.md, Moves, item 1 (corrected): the example of issue #27.
    game = Game.deal(3031, "wasp")
    for text in WASP_3031:
        game.play(game.parse_move(text))
    assert column_text(game, 2) == "-"
    assert column_text(game, 5) == "9♥ K♦ 10♣ Q♦ 2♦ A♥ 3♥ 2♥ 4♥ 8♠ J♠ K♠ A♦"
    assert game.reserve == tuple(Card.parse(c) for c in ("7♣", "Q♥", "J♦"))
    assert targets(game, "9♥") == [2]  # not to 1, 3, 4, 6, 7: they hold cards
    stay = game.copy()
    before = game.to_text()
    played = game.move("9♥", 2)
    assert played.points == 0 and played.move == Move(Card.parse("9♥"), 5, 2)
    # Column 5 is now the empty one; back to it is legal too (out of column 2).
    assert targets(game, "9♥") == [5]
    game.deal_reserve()
    assert column_text(game, 2).endswith("K♠ A♦ Q♥")  # Q♥ lands on A♦ ...
    assert column_text(game, 5) == "-"
    stay.deal_reserve()
    assert column_text(stay, 2) == "Q♥"  # ... instead of alone in the empty column
    assert column_text(stay, 5).endswith("K♠ A♦")
    game.undo()
    game.undo()
    assert game.to_text() == before


def test_wasp_whole_column_outside_1_to_3_before_the_deal_is_refused() -> None:
    game = build(
        ["7♥ 2♣", "K♠", "K♥", "9♠ 4♦", "J♥", "-"], variant="wasp", reserve="Q♠ J♠ 10♠", dump=1
    )
    assert targets(game, "J♥") == []
    assert_refused(game, "whole-column-before-deal", game.move, "J♥", 6)
    game.move("K♠", 6)  # out of column 2: a real move
    assert targets(game, "J♥") == [2]
    game.deal_reserve()  # onto columns 1, 2 (empty) and 3; column 7 stays empty
    assert targets(game, "J♥") == []
    assert_refused(game, "whole-column", game.move, "J♥", 7)
    assert_refused(game, "whole-column", game.move, "K♠", 7)


def test_relaxed_whole_king_column_follows_classic() -> None:
    game = build(
        ["K♠ Q♥", "-", "9♠ 4♦", "-", "K♥", "5♦", "6♦"],
        variant="relaxed",
        reserve="J♠ 10♥ 8♦",
        dump=3,
    )
    assert targets(game, "K♠") == [2, 4]
    assert targets(game, "K♥") == [2]
    assert_refused(game, "whole-column-before-deal", game.move, "K♥", 4)
    game.move("K♥", 2)
    game.deal_reserve()
    assert column_text(game, 2) == "K♥ 10♥"
    assert_refused(game, "whole-column", game.move, "K♥", 4)


def test_traditional_whole_column_moves_do_not_hold_the_reserve() -> None:
    # The only moves left are whole King columns into or out of columns 1–3:
    # they choose where the reserve lands, and the reserve may be dealt.
    game = build(
        ["K♠", "-", "9♠", "-", "K♥ Q♥", "7♠", "5♠"],
        variant="traditional",
        reserve="J♥ 10♥ 8♠",
        dump=3,
    )
    moves = game.legal_moves()
    assert moves[-1] == Move.reserve()
    assert [str(m) for m in moves[:-1]] == ["K♠ 1→2", "K♠ 1→4", "K♥ 5→2"]
    game.move("K♥", 2)
    assert game.legal_moves()[-1] == Move.reserve()  # K♥ 2→5 back, K♠ 1→5 …
    game.deal_reserve()
    assert column_text(game, 2) == "K♥ Q♥ 10♥"
    # A move of another kind still holds it back.
    game = build(
        ["K♠", "-", "9♠", "-", "K♥ Q♥", "10♠", "4♠"],
        variant="traditional",
        reserve="J♥ 10♥ 8♠",
        dump=3,
    )
    assert Move(Card.parse("9♠"), 3, 6) in game.legal_moves()
    assert Move.reserve() not in game.legal_moves()
    assert_refused(game, "reserve-held", game.deal_reserve)


def test_three_blind_mice_never_moves_a_whole_column() -> None:
    # No reserve deal: nothing lands on any column, so a whole column moved to
    # another empty column changes nothing, in columns 1–3 as elsewhere.
    game = build(["K♠", "-", "9♠ 4♦", "-", "J♥"], variant="three-blind-mice", dump=3)
    assert targets(game, "K♠") == [] and targets(game, "J♥") == []
    for card, column in (("K♠", 2), ("K♠", 4), ("J♥", 2)):
        assert_refused(
            game, "whole-column" if card == "K♠" else "king-only", game.move, card, column
        )


# ---------------------------------------------------------- Three Blind Mice


def test_three_blind_mice_layout() -> None:
    for number in (0, 1, 2, 999):
        game = Game.deal(number, "three-blind-mice")
        assert [len(c) for c in game.columns] == [5] * 10
        assert game.face_down_counts == (0,) * 7 + (3, 3, 3)
        for col in game.columns[7:]:
            assert [up for _, up in col] == [False, False, False, True, True]
        assert game.hidden_count == 9
        assert len(game.aside) == 2 and game.reserve == ()
        cards = all_cards(game)
        assert len(cards) == 52 and len(set(cards)) == 52
        assert Move.reserve() not in game.legal_moves()
        assert_refused(game, "no-reserve", game.deal_reserve)
        assert_refused(game, "no-reserve", game.play, Move.reserve())
        text = game.to_text()
        assert "reserve" not in text and "aside: " in text
        assert "aside: " in str(game) and "reserve" not in str(game)


def test_three_blind_mice_aside_cards_play_but_take_nothing() -> None:
    game = build(
        ["6♥", "K♠", "9♠ 7♦", "-", "-", "-", "-", "-", "-", "-"],
        variant="three-blind-mice",
        aside="5♥ K♦",
        dump=3,
    )
    moves = game.legal_moves()
    assert Move(Card.parse("5♥"), 0, 1) in moves
    assert {m.target for m in moves if m.card is Card.parse("K♦")} == set(range(4, 11))
    played = game.move("5♥", 1)
    assert played.move.source == 0 and played.same_suit and played.points == 5
    assert game.aside == (Card.parse("K♦"),)
    assert "aside→1" in str(played.move)
    game.undo()
    assert game.aside == (Card.parse("5♥"), Card.parse("K♦"))
    # Nothing is placed on an aside card: no move targets them, and there is no
    # column 0 (or 11) to name.
    assert all(1 <= m.target <= 10 for m in game.legal_moves())
    assert_refused(game, "no-such-column", game.move, "7♦", 0)
    assert_refused(game, "no-such-column", game.move, "7♦", 11)
    # An aside King goes to an empty column: it is not a whole-column move.
    game.move("K♦", 4)
    assert column_text(game, 4) == "K♦" and game.aside == (Card.parse("5♥"),)


def test_three_blind_mice_parse_move_from_aside() -> None:
    game = build(["6♥", "K♠"], variant="three-blind-mice", aside="5♥", dump=2)
    assert game.parse_move("5h 1") == Move(Card.parse("5♥"), 0, 1)
    assert game.parse_move("5h aside→1") == Move(Card.parse("5♥"), 0, 1)
    with pytest.raises(ParseError):
        game.parse_move("5h 2→1")
