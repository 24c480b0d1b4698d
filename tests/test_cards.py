"""Cards: parsing every accepted form, printing, identity, codes."""

from __future__ import annotations

import copy
import pickle

import pytest

from scorpion import Card, ParseError, ScorpionError, Suit
from scorpion.cards import card_code, code_card, full_deck


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("4♥", 4, Suit.HEARTS),
        ("10♦", 10, Suit.DIAMONDS),
        ("K♠", 13, Suit.SPADES),
        ("4H", 4, Suit.HEARTS),
        ("TD", 10, Suit.DIAMONDS),
        ("10d", 10, Suit.DIAMONDS),
        ("ks", 13, Suit.SPADES),
        ("♥8", 8, Suit.HEARTS),
        ("♣10", 10, Suit.CLUBS),
        ("a♣", 1, Suit.CLUBS),
        ("AS", 1, Suit.SPADES),
        ("jh", 11, Suit.HEARTS),
        ("Q♦", 12, Suit.DIAMONDS),
        (" 7c ", 7, Suit.CLUBS),
        ("♡5", 5, Suit.HEARTS),
    ],
)
def test_parse_accepted_forms(text: str, rank: int, suit: Suit) -> None:
    card = Card.parse(text)
    assert (card.rank, card.suit) == (rank, suit)
    assert card is Card(rank, suit)


@pytest.mark.parametrize(
    "text",
    ["", "4", "♥", "11♥", "0♠", "4X", "X4", "4♥♥", "10", "K♠ Q♠", "KK", "4♥x", "♥", "14s"],
)
def test_parse_rejects_malformed(text: str) -> None:
    with pytest.raises(ParseError) as info:
        Card.parse(text)
    err = info.value
    assert err.code == "bad-card"
    assert isinstance(err, ScorpionError) and isinstance(err, ValueError)
    # The message quotes what was given and says what is expected.
    assert f"“{text}”" in str(err)
    assert "Expected a rank" in str(err)


@pytest.mark.parametrize("value", [None, 4, 4.0, ["4♥"]])
def test_parse_rejects_non_text(value: object) -> None:
    with pytest.raises(ParseError) as info:
        Card.parse(value)  # type: ignore[arg-type]
    assert info.value.code == "bad-card"
    assert repr(value) in str(info.value)


def test_constructor_rejects_bad_rank_and_suit() -> None:
    with pytest.raises(ParseError) as info:
        Card(14, Suit.SPADES)
    assert info.value.code == "bad-rank" and "14" in str(info.value)
    with pytest.raises(ParseError) as info:
        Card(0, "S")
    assert info.value.code == "bad-rank"
    with pytest.raises(ParseError) as info:
        Card(3, "X")
    assert info.value.code == "bad-suit" and "“X”" in str(info.value)


def test_every_card_round_trips_through_its_text() -> None:
    deck = full_deck()
    assert len(deck) == 52 and len(set(deck)) == 52
    for code, card in enumerate(deck):
        assert card.code == code == card_code(str(card))
        assert code_card(code) is card is Card.from_code(code)
        assert Card.parse(str(card)) is card
        assert Card.parse(card.ascii) is card
        assert Card.parse(card.suit.symbol + str(card)[:-1]) is card
        assert Card.parse(str(card).lower()) is card


def test_printing() -> None:
    assert str(Card.parse("td")) == "10♦"
    assert repr(Card.parse("4h")) == "Card.parse('4♥')"
    assert Card.parse("10♦").ascii == "TD"
    assert [str(c) for c in full_deck()[:3]] == ["A♠", "2♠", "3♠"]
    assert str(full_deck()[13]) == "A♥" and str(full_deck()[-1]) == "K♣"


def test_immutable_hashable_and_interned() -> None:
    card = Card.parse("4♥")
    with pytest.raises(AttributeError):
        card.rank = 5  # type: ignore[misc]
    assert {card: 1}[Card(4, "H")] == 1
    assert copy.copy(card) is card and copy.deepcopy(card) is card
    assert pickle.loads(pickle.dumps(card)) is card
    assert card != "4♥" and card == Card(4, Suit.HEARTS)


def test_order_and_successor() -> None:
    assert sorted(Card.parse(t) for t in ["K♠", "A♣", "2♥", "A♠"]) == [
        Card.parse(t) for t in ["A♠", "A♣", "2♥", "K♠"]
    ]
    assert Card.parse("9♠").successor() is Card.parse("10♠")
    assert Card.parse("A♦").successor() is Card.parse("2♦")
    assert Card.parse("K♦").successor() is None
    assert Card.parse("K♦").is_king and not Card.parse("Q♦").is_king


def test_suits() -> None:
    assert [s.symbol for s in Suit] == ["♠", "♥", "♦", "♣"]
    assert [s.index for s in Suit] == [0, 1, 2, 3]
    assert [s.is_red for s in Suit] == [False, True, True, False]
    assert Suit.parse("♦") is Suit.DIAMONDS and Suit.parse(" c ") is Suit.CLUBS


@pytest.mark.parametrize(
    ("rank", "suit"), [(True, "S"), (False, "S"), (1, None), (1, 3), (1.0, "S"), ("1", "S")]
)
def test_constructor_refuses_bools_and_wrong_types(rank: object, suit: object) -> None:
    # Defects 4 and 5: Card(True, "S") returned A♠; Card(1, None) raised AttributeError.
    with pytest.raises(ParseError) as info:
        Card(rank, suit)  # type: ignore[arg-type]
    assert info.value.code in ("bad-rank", "bad-suit")
    assert info.value.message("ru") and str(info.value)


@pytest.mark.parametrize("code", [-1, 52, True, "3", None, 2.0])
def test_from_code_refuses_what_is_not_a_code(code: object) -> None:
    with pytest.raises(ParseError) as info:
        Card.from_code(code)  # type: ignore[arg-type]
    assert info.value.code == "bad-card"
