"""Every rule of RULES.md in Classic, on small constructed positions.

Positions name the cards of the suits in play; the other cards of those suits
lie face down at the bottom of a "dump" column, and the suits never named are
already in the foundations (see ``conftest.build``).
"""

from __future__ import annotations

import pytest

from conftest import assert_refused, build, column_text, snapshot
from scorpion import UNDO_LIMIT, Card, Game, IllegalMove, Move, ScorpionError, Suit

SPADES = "K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ A♠"


def moves_of(game: Game, card: str) -> list[int]:
    """The target columns legal_moves() offers for ``card``."""
    c = Card.parse(card)
    return sorted(m.target for m in game.legal_moves() if m.card is c)


# ---------------------------------------------------------------- placements


def test_same_suit_placement_scores_5_and_moves_the_block() -> None:
    game = build(["9♠ 4♥ 2♥", "3♥ 10♠", "5♥ J♠"], dump=1)
    assert moves_of(game, "9♠") == [2]
    played = game.move("9♠", 2)
    assert column_text(game, 2) == "3♥ 10♠ 9♠ 4♥ 2♥"
    # +5 for 9♠ on 10♠, +5 for the face-down card of column 1 turning up.
    assert [e.kind for e in played.events] == ["same-suit", "flip"]
    assert played.points == 10 and played.same_suit and game.score == 10
    assert game.moves_played == 1
    assert played.move == Move(Card.parse("9♠"), 1, 2)


def test_same_suit_refusal_names_card_and_target() -> None:
    game = build(["8♥", "9♦", "9♥"], dump=1)
    err = assert_refused(game, "same-suit", game.move, "8♥", 2)
    assert str(err) == "Rule: cards must be of the same suit. 8♥ goes only on 9♥."
    assert err.params["card"] is Card.parse("8♥") and err.params["target"] is Card.parse("9♥")


def test_wrong_rank_refusal() -> None:
    game = build(["5♠", "7♠", "A♠"], dump=1)
    err = assert_refused(game, "wrong-target", game.move, "5♠", 2)
    assert str(err) == "5♠ goes only on 6♠."
    # Nothing is ever placed on an Ace; a King never goes on an Ace.
    err = assert_refused(game, "wrong-target", game.move, "5♠", 3)
    assert str(err) == "5♠ goes only on 6♠."


def test_nothing_goes_on_an_ace_not_even_a_king() -> None:
    game = build(["[5♠] K♠ 2♠", "A♠"], dump=1)
    assert_refused(game, "wrong-target", game.move, "2♠", 2)
    err = assert_refused(game, "wrong-target", game.move, "K♠", 2)
    assert str(err) == "K♠ goes only to an empty column."


def test_only_a_king_goes_to_an_empty_column() -> None:
    game = build(["[3♠] Q♠ J♠", "[2♠] K♠ 5♠", "-", "K♥", "K♦", "K♣", "9♠"], dump=1)
    err = assert_refused(game, "king-only", game.move, "Q♠", 3)
    assert str(err) == "Only a King can be moved to an empty column."
    assert moves_of(game, "Q♠") == []
    assert moves_of(game, "K♠") == [3]
    played = game.move("K♠", 3)  # King with a card on it, off a face-down card
    assert column_text(game, 3) == "K♠ 5♠"
    assert played.flips == (Card.parse("2♠"),) and played.points == 5
    assert not played.same_suit


def test_king_to_empty_scores_nothing() -> None:
    game = build(["9♥ K♠ 5♥", "-"], dump=1)
    played = game.move("K♠", 2)
    assert played.points == 0 and played.events == () and game.score == 0


def test_whole_column_ban_king_alone() -> None:
    # No reserve in the position: it has been dealt, so the move changes nothing.
    game = build(["K♠", "-", "5♥", "6♥"], dump=3)
    assert moves_of(game, "K♠") == []
    err = assert_refused(game, "whole-column", game.move, "K♠", 2)
    assert "K♠" in str(err) and "column 1" in str(err)
    assert "change nothing" in str(err)


def test_whole_column_ban_king_carrying_cards() -> None:
    game = build(["K♠ 4♥ 9♥", "-", "5♥"], dump=3)
    assert moves_of(game, "K♠") == []
    assert_refused(game, "whole-column", game.move, "K♠", 2)
    # A card above the King still moves normally.
    assert moves_of(game, "4♥") == [3]


# RULES.md, Moves, item 1 (corrected): before the reserve deal a King's whole
# column may move into or out of columns 1–3, where the reserve cards land.


def reserve_position() -> Game:
    """K♠ Q♠ alone in column 1, K♥ alone in column 5, the reserve undealt.

    The reserve (J♠, 10♥, 4♥) goes onto columns 1, 2, 3; columns 2, 3, 6 and 7
    are empty.
    """
    return build(["K♠ Q♠", "-", "-", "5♥ 7♥", "K♥", "-", "-"], reserve="J♠ 10♥ 4♥", dump=4)


def test_whole_king_column_out_of_columns_1_to_3_before_the_deal() -> None:
    game = reserve_position()
    before = game.copy()
    assert moves_of(game, "K♠") == [2, 3, 6, 7]
    played = game.move("K♠", 6)
    assert played.points == 0 and played.events == ()
    assert column_text(game, 1) == "-" and column_text(game, 6) == "K♠ Q♠"
    # The move decides where the reserve's J♠ lands: on Q♠ had K♠ stayed,
    # in the empty column 1 now.
    game.deal_reserve()
    assert column_text(game, 1) == "J♠" and column_text(game, 6) == "K♠ Q♠"
    before.deal_reserve()
    assert column_text(before, 1) == "K♠ Q♠ J♠" and column_text(before, 6) == "-"


def test_whole_king_column_into_columns_1_to_3_before_the_deal() -> None:
    game = reserve_position()
    assert moves_of(game, "K♥") == [2, 3]  # not 6 or 7: outside columns 1–3
    game.move("K♥", 2)
    assert column_text(game, 2) == "K♥" and column_text(game, 5) == "-"
    game.deal_reserve()
    assert column_text(game, 2) == "K♥ 10♥"  # 10♥ lands on the King, not alone


def test_whole_king_column_between_columns_1_to_3_before_the_deal() -> None:
    game = reserve_position()
    game.move("K♠", 3)
    game.deal_reserve()
    assert column_text(game, 1) == "J♠" and column_text(game, 3) == "K♠ Q♠ 4♥"


def test_whole_column_outside_1_to_3_before_the_deal_is_refused() -> None:
    game = reserve_position()
    err = assert_refused(game, "whole-column-before-deal", game.move, "K♥", 6)
    assert str(err) == (
        "K♥ is already the bottom card of column 5, with nothing under it: before the "
        "reserve deal, a whole column may move to another empty column only when one of the "
        "two is column 1, 2 or 3, where the reserve cards land."
    )
    assert err.params == {"card": Card.parse("K♥"), "column": 5}


def test_whole_column_after_the_deal_is_refused() -> None:
    game = reserve_position()
    game.deal_reserve()  # columns 2 and 3 now hold 10♥ and 4♥; 6 and 7 are empty
    assert moves_of(game, "K♠") == [] and moves_of(game, "K♥") == []
    for card, column in (("K♠", 6), ("K♠", 7), ("K♥", 6), ("K♥", 7)):
        err = assert_refused(game, "whole-column", game.move, card, column)
        assert "change nothing" in str(err)


def test_whole_column_move_undoes_exactly() -> None:
    game = reserve_position()
    for card, column in (("K♠", 2), ("K♠", 6), ("K♥", 3)):
        before = game.copy()
        text = game.to_text()
        played = game.move(card, column)
        assert game.is_legal(Move(Card.parse(card), column, played.move.source))  # and back
        assert game.undo() is played
        assert game == before and game.to_text() == text


def test_king_on_face_up_card_may_go_to_empty() -> None:
    game = build(["7♥ K♠", "-", "5♥", "K♥", "K♦", "K♣", "Q♦"], dump=3)
    assert moves_of(game, "K♠") == [2]
    game.move("K♠", 2)
    assert column_text(game, 1) == "7♥" and column_text(game, 2) == "K♠"


def test_king_over_face_down_cards_may_go_to_empty() -> None:
    game = build(["[7♥] K♠", "-", "5♥", "K♥", "K♦", "K♣", "Q♦"], dump=3)
    assert moves_of(game, "K♠") == [2]
    played = game.move("K♠", 2)
    assert played.flips == (Card.parse("7♥"),) and game.score == 5


def test_face_down_cards_are_never_taken() -> None:
    game = build(["[7♥ 9♠] 5♥", "6♥", "10♠"], dump=2)
    err = assert_refused(game, "face-down", game.move, "9♠", 3)
    assert err.params == {}  # the refusal names no hidden card
    assert "face down" in str(err)
    assert moves_of(game, "9♠") == []


def test_reserve_cards_are_refused_like_face_down_cards() -> None:
    # Same code and message: the refusal must not tell where a hidden card lies.
    game = build(["5♥", "6♥", "K♠"], reserve="4♥ 7♥ 8♥", dump=3)
    err = assert_refused(game, "face-down", game.move, "7♥", 1)
    assert err.params == {}
    with pytest.raises(IllegalMove) as info:
        game.parse_move("7h 1")
    assert info.value.code == "face-down"


def test_move_to_own_column_is_not_a_move() -> None:
    game = build(["5♥ 9♠", "K♠"], dump=2)
    err = assert_refused(game, "same-column", game.move, "5♥", 1)
    assert "5♥" in str(err) and "column 1" in str(err)


@pytest.mark.parametrize("column", [0, 8, -1, "x", "", None, 2.0, True])
def test_no_such_column(column: object) -> None:
    game = Game.deal(3)
    card = game.columns[4][-1][0]
    err = assert_refused(game, "no-such-column", game.move, card, column)
    assert "1 to 7" in str(err)


def test_column_given_as_text() -> None:
    game = build(["5♥", "6♥"], dump=2)
    game.move("5♥", "2")
    assert column_text(game, 2).endswith("6♥ 5♥")


def test_card_in_foundation() -> None:
    game = build(["5♥", "6♥"], dump=2)  # ♠ ♦ ♣ are in the foundations
    assert game.foundations == (Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS)
    err = assert_refused(game, "card-in-foundation", game.move, "K♠", 1)
    assert "K♠" in str(err)


def test_bad_card_text_in_move() -> None:
    game = Game.deal(0)
    before = snapshot(game)
    with pytest.raises(ScorpionError) as info:
        game.move("11♥", 1)
    assert info.value.code == "bad-card"
    assert snapshot(game) == before


def test_play_refuses_a_move_whose_source_is_wrong() -> None:
    game = build(["5♥", "6♥", "K♠"], dump=3)
    err = assert_refused(game, "not-legal", game.play, Move(Card.parse("5♥"), 3, 2))
    assert "5♥ 3→2" in str(err)
    assert_refused(game, "same-column", game.play, Move(Card.parse("5♥"), 1, 1))


# ---------------------------------------------------------------------- flips


def test_flip_after_move_and_undo_turns_it_back() -> None:
    game = build(["[3♥ 4♥] 9♠", "10♠"], dump=2)
    hidden = game.hidden_count
    played = game.move("9♠", 2)
    assert played.flips == (Card.parse("4♥"),)
    assert game.columns[0] == ((Card.parse("3♥"), False), (Card.parse("4♥"), True))
    assert game.score == 10 and game.hidden_count == hidden - 1
    game.undo()
    assert column_text(game, 1) == "[3♥ 4♥] 9♠"
    assert game.score == 0 and game.moves_played == 0


# ------------------------------------------------------------------ the reserve


def test_reserve_order_onto_columns_1_to_3_even_empty() -> None:
    game = build(["-", "5♥", "-", "K♠"], reserve="2♥ 7♥ 9♥", dump=4)
    assert game.reserve == tuple(Card.parse(c) for c in ["2♥", "7♥", "9♥"])
    assert game.legal_moves()[-1] == Move.reserve()
    played = game.deal_reserve()
    assert column_text(game, 1) == "2♥"
    assert column_text(game, 2) == "5♥ 7♥"
    assert column_text(game, 3) == "9♥"
    assert all(up for col in game.columns[:3] for _, up in col)
    assert game.reserve == () and played.move == Move.reserve()
    assert played.points == 0 and game.score == 0 and game.moves_played == 1
    assert Move.reserve() not in game.legal_moves()


def test_reserve_only_once() -> None:
    game = build(["5♥", "6♥", "7♥", "K♠"], reserve="2♥ 3♥ 4♥", dump=4)
    game.deal_reserve()
    err = assert_refused(game, "reserve-dealt", game.deal_reserve)
    assert "only once" in str(err)
    assert_refused(game, "reserve-dealt", game.play, Move.reserve())


def test_reserve_undo() -> None:
    game = build(["5♥", "-", "7♥", "K♠"], reserve="2♥ 3♥ 4♥", dump=4)
    before = game.to_text()
    game.deal_reserve()
    game.undo()
    assert game.to_text() == before
    assert game.reserve == tuple(Card.parse(c) for c in ["2♥", "3♥", "4♥"])
    game.deal_reserve()  # and it can be dealt again after the undo
    assert game.reserve == ()


def test_reserve_never_earns_the_same_suit_bonus() -> None:
    # 5♥ is dealt onto 6♥: its own suit, one rank lower, still 0 points.
    game = build(["6♥", "K♠", "Q♠"], reserve="5♥ 9♥ 8♥", dump=2)
    played = game.deal_reserve()
    assert played.points == 0 and played.events == () and game.score == 0


def test_reserve_completes_a_suit_on_column_1_to_3() -> None:
    # Column 3 holds K♥ … 2♥ over a face-down card; the reserve's third card is A♥.
    hearts = "K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥ 3♥ 2♥"
    game = build(["5♠", "6♠", f"[4♠] {hearts}", "K♠"], reserve="2♠ 3♠ A♥", dump=4)
    played = game.deal_reserve()
    assert played.removed == (Suit.HEARTS,)
    assert played.flips == (Card.parse("4♠"),)
    assert played.points == 105 and game.score == 105
    assert column_text(game, 3) == "4♠"
    assert game.foundations[-1] is Suit.HEARTS
    game.undo()
    assert column_text(game, 3) == f"[4♠] {hearts}" and game.score == 0
    assert Suit.HEARTS not in game.foundations


# ------------------------------------------------------------- complete suits


def test_suit_leaves_from_the_receiving_column() -> None:
    spades = SPADES.rsplit(" ", 1)[0]  # K♠ … 2♠
    game = build([f"[5♥] {spades}", "A♠"], dump=1)
    played = game.move("A♠", 1)
    assert [e.kind for e in played.events] == ["same-suit", "suit", "flip"]
    assert played.points == 5 + 100 + 5
    assert game.foundations[-1] is Suit.SPADES
    assert column_text(game, 1).endswith("5♥") and game.columns[1] == ()
    game.undo()
    assert column_text(game, 2) == "A♠" and game.score == 0


def test_suit_leaves_from_the_uncovered_column() -> None:
    game = build([f"[6♥] {SPADES} 4♥", "5♥"], dump=2)
    assert Suit.SPADES not in game.foundations  # covered: it stays
    played = game.move("4♥", 2)
    assert played.removed == (Suit.SPADES,)
    assert played.flips == (Card.parse("6♥"),)
    assert played.points == 5 + 100 + 5
    assert column_text(game, 1) == "6♥"


def test_uncovered_suit_over_a_bare_column_empties_it() -> None:
    game = build([f"{SPADES} 4♥", "5♥"], dump=2)
    game.move("4♥", 2)
    assert game.columns[0] == () and game.foundations[-1] is Suit.SPADES


def test_a_covered_complete_suit_stays() -> None:
    game = build([f"{SPADES} 5♥", "[3♥] 6♥ 4♥"], dump=2)
    assert Suit.SPADES not in game.foundations
    game.move("4♥", 1)  # more cards on top: still covered
    assert Suit.SPADES not in game.foundations
    assert column_text(game, 1) == f"{SPADES} 5♥ 4♥"
    assert not game.is_won


def test_won_when_the_fourth_suit_leaves() -> None:
    game = build([SPADES.rsplit(" ", 1)[0], "A♠"])
    assert len(game.foundations) == 3 and not game.is_won
    game.move("A♠", 1)
    assert game.is_won and game.legal_moves() == []
    assert [len(c) for c in game.columns] == [0] * 7


# ------------------------------------------------------------------- undo


def test_undo_with_nothing_to_undo() -> None:
    game = Game.deal(4)
    err = assert_refused(game, "nothing-to-undo", game.undo)
    assert str(err) == "There is nothing to undo."
    # A position loaded with moves already played has no history either.
    loaded = Game.from_text(game.to_text().replace("moves 0", "moves 12"))
    assert_refused(loaded, "nothing-to-undo", loaded.undo)


def test_undo_limit_is_100() -> None:
    # Relaxed: 5♠ can go back and forth between 6♥ and 6♦ forever.
    game = build(["6♥", "6♦ 5♠", "K♣"], variant="relaxed", dump=3)
    start = game.copy()
    for i in range(UNDO_LIMIT + 1):
        game.move("5♠", 1 if i % 2 == 0 else 2)
    assert game.moves_played == 101 and len(game.history) == UNDO_LIMIT
    for _ in range(UNDO_LIMIT):
        game.undo()
    assert game.moves_played == 1
    after_one = start.copy()
    after_one.move("5♠", 1)
    assert game == after_one
    err = assert_refused(game, "undo-limit", game.undo)
    assert str(err) == "Only the last 100 actions can be undone."
    # A new action can still be undone, and then the limit again.
    game.move("5♠", 2)
    game.undo()
    assert_refused(game, "undo-limit", game.undo)


def test_copy_is_independent() -> None:
    game = Game.deal(11)
    other = game.copy()
    other.play(other.legal_moves()[0])
    assert other != game and game == Game.deal(11)
    assert other.undo() and other == game


# ------------------------------------------------------------- defects 3 and 4


def test_traditional_is_won_when_two_runs_share_a_column() -> None:
    # Defect 3: K♠–A♠ then K♥–A♥ in column 1: all four runs stand in place, but
    # is_won read only each column's top 13 cards.
    def run(suit: str, low: str = "A") -> list[str]:
        ranks = ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]
        return [r + suit for r in ranks[: ranks.index(low) + 1]]

    game = Game.from_layout(
        [run("♠"), run("♦", "2"), run("♣", "2"), run("♥")[1:], [], [], []],
        [0] * 7,
        reserve=["K♥", "A♦", "A♣"],
        variant="traditional",
    )
    # Before the deal only whole King columns move, out of columns 1–3 (the
    # corrected rule); they only choose where the reserve lands, so they do not
    # hold the reserve back (it used to be the only legal move here).
    moves = game.legal_moves()
    assert moves[-1] == Move.reserve()
    assert {str(m) for m in moves[:-1]} == {
        f"{k} {c}→{e}" for c, k in ((1, "K♠"), (2, "K♦"), (3, "K♣")) for e in (5, 6, 7)
    }
    game.deal_reserve()
    assert not game.is_won
    game.move("Q♥", 1)
    assert len(game.columns[0]) == 26
    assert game.is_won and game.foundations == ()


@pytest.mark.parametrize(
    "move",
    ["A♥ 3", None, 3, ("A♥", 1, 3), Move("A♥", 1, 3), Move(Card.parse("A♥"), "1", 3)],  # type: ignore[arg-type]
)
def test_play_refuses_what_is_not_a_move(move: object) -> None:
    # Defect 4: game.play("A♥ 3") and play(None) raised AttributeError.
    game = Game.deal(123)
    before = game.to_text()
    with pytest.raises(ScorpionError) as info:
        game.play(move)  # type: ignore[arg-type]
    assert info.value.code == "bad-argument" and info.value.params["expected"] == "move"
    assert "legal_moves()" in str(info.value)
    assert game.to_text() == before


def test_notebook_html_comes_from_the_render_layer() -> None:
    # The model no longer imports scorpion.render; the package registers it.
    from scorpion.render import position_html

    game = Game.deal(1)
    assert game._repr_html_() == position_html(game)
