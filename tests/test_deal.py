"""Deal numbers: SplitMix64 + Fisher–Yates, pinned to exact layouts forever."""

from __future__ import annotations

import pytest

from scorpion import Game, ParseError
from scorpion.cards import full_deck
from scorpion.deal import MAX_DEAL, check_deal_number, shuffled_deck, splitmix64


def test_splitmix64_reference_values() -> None:
    # Published test vector of SplitMix64 (the seed used by the xoshiro/xorshift
    # reference tests, seed 1234567), checked independently of this code base
    # against the C reference implementation.
    rng = splitmix64(1234567)
    assert [next(rng) for _ in range(5)] == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
        4593380528125082431,
        16408922859458223821,
    ]
    rng = splitmix64(0)
    assert [next(rng) for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_fisher_yates_as_documented() -> None:
    # Re-implement the documented shuffle from the docstring, independently.
    for number in (0, 1, 2, 99, 2**32 + 7, MAX_DEAL):
        state = number
        deck = list(range(52))
        for i in range(51, 0, -1):
            state = (state + 0x9E3779B97F4A7C15) % 2**64
            z = state
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) % 2**64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) % 2**64
            z ^= z >> 31
            j = z * (i + 1) // 2**64
            deck[i], deck[j] = deck[j], deck[i]
        assert [c.code for c in shuffled_deck(number)] == deck


PINNED = {
    0: """\
scorpion classic
score 0 moves 0
reserve: [2♠ 10♥ 7♣]
foundations: -
1: [K♠ 10♦ 9♠] 10♣ 3♠ J♣ K♣
2: [Q♠ 3♦ K♥] 6♥ A♥ J♥ 3♣
3: [4♠ Q♣ 4♦] 2♥ J♦ A♠ 5♠
4: [5♦ K♦ 6♣] 8♦ 5♣ 8♣ Q♥
5: 10♠ 4♣ A♣ 7♦ 2♦ 7♠ Q♦
6: 5♥ 7♥ A♦ 9♥ 8♥ 6♦ 4♥
7: 2♣ J♠ 9♦ 8♠ 3♥ 6♠ 9♣
""",
    1: """\
scorpion classic
score 0 moves 0
reserve: [10♣ K♦ 4♦]
foundations: -
1: [9♣ 7♣ Q♦] 4♣ A♠ 8♦ Q♣
2: [J♦ 6♠ 5♦] 7♥ J♠ 3♥ 7♦
3: [Q♠ A♣ 10♠] 5♠ 2♦ 8♠ 5♣
4: [K♥ 10♥ A♦] 5♥ A♥ 2♠ 9♠
5: 4♠ 2♥ 6♦ 3♠ K♣ 8♣ 3♦
6: 6♣ 7♠ 3♣ 8♥ 6♥ Q♥ 4♥
7: 9♦ K♠ J♥ 2♣ 10♦ J♣ 9♥
""",
    2: """\
scorpion classic
score 0 moves 0
reserve: [4♦ K♦ 5♦]
foundations: -
1: [2♦ 10♣ J♠] J♣ 2♣ K♣ 4♠
2: [9♠ 6♥ Q♣] 4♣ 3♦ 3♠ 8♥
3: [J♥ 5♠ 9♥] Q♥ A♣ 6♠ 6♣
4: [A♦ 7♦ A♠] 3♥ A♥ 7♥ K♥
5: 10♠ 5♣ 8♣ 2♠ 7♠ 9♦ K♠
6: J♦ 8♠ 10♦ 3♣ 10♥ 5♥ 9♣
7: 6♦ Q♠ 7♣ 8♦ 4♥ 2♥ Q♦
""",
    2**32 + 7: """\
scorpion classic
score 0 moves 0
reserve: [5♦ 9♣ 9♠]
foundations: -
1: [9♥ K♣ 10♣] 5♣ 8♠ J♣ 10♠
2: [Q♦ J♥ 3♣] 7♠ Q♥ 10♥ 10♦
3: [K♥ K♠ 5♠] 4♠ Q♠ 8♦ 2♠
4: [4♥ 5♥ 2♣] A♠ 4♦ 7♥ 8♣
5: J♠ J♦ Q♣ 3♦ 7♦ K♦ 3♥
6: 2♦ A♥ A♦ 4♣ 6♥ A♣ 9♦
7: 6♣ 3♠ 7♣ 2♥ 8♥ 6♦ 6♠
""",
}


@pytest.mark.parametrize("number", sorted(PINNED))
def test_pinned_layouts(number: int) -> None:
    game = Game.deal(number)
    assert game.to_text() == PINNED[number]
    assert game.deal_number == number
    # The layout is the shuffled deck dealt column by column, then the reserve.
    deck = shuffled_deck(number)
    assert [c for col in game.columns for c, _ in col] + list(game.reserve) == list(deck)


def test_pinned_three_blind_mice_layout() -> None:
    assert Game.deal(0, "three-blind-mice").to_text() == (
        "scorpion three-blind-mice\n"
        "score 0 moves 0\n"
        "foundations: -\n"
        "aside: 10♥ 7♣\n"
        "1: K♠ 10♦ 9♠ 10♣ 3♠\n"
        "2: J♣ K♣ Q♠ 3♦ K♥\n"
        "3: 6♥ A♥ J♥ 3♣ 4♠\n"
        "4: Q♣ 4♦ 2♥ J♦ A♠\n"
        "5: 5♠ 5♦ K♦ 6♣ 8♦\n"
        "6: 5♣ 8♣ Q♥ 10♠ 4♣\n"
        "7: A♣ 7♦ 2♦ 7♠ Q♦\n"
        "8: [5♥ 7♥ A♦] 9♥ 8♥\n"
        "9: [6♦ 4♥ 2♣] J♠ 9♦\n"
        "10: [8♠ 3♥ 6♠] 9♣ 2♠\n"
    )


@pytest.mark.parametrize("number", [0, 1, 5, 12345, 2**40, MAX_DEAL])
def test_every_deal_is_a_permutation(number: int) -> None:
    deck = shuffled_deck(number)
    assert sorted(c.code for c in deck) == list(range(52))
    game = Game.deal(number)
    assert [len(col) for col in game.columns] == [7] * 7
    assert game.face_down_counts == (3, 3, 3, 3, 0, 0, 0)
    assert game.hidden_count == 12 and len(game.reserve) == 3
    assert game.foundations == () and game.score == 0 and game.moves_played == 0
    visible = sum(up for col in game.columns for _, up in col)
    assert visible == 37


def test_deals_differ_and_repeat() -> None:
    decks = {shuffled_deck(n) for n in range(200)}
    assert len(decks) == 200
    assert shuffled_deck(77) == shuffled_deck(77)
    assert shuffled_deck(0) != tuple(full_deck())


@pytest.mark.parametrize("text", ["12", " 12 ", "١٢"])
def test_deal_number_text(text: str) -> None:
    assert check_deal_number(text) == 12


@pytest.mark.parametrize(
    "value", [-1, MAX_DEAL + 1, "abc", "", "1.5", "-3", "²", 1.0, True, None, "12a"]
)
def test_bad_deal_numbers(value: object) -> None:
    with pytest.raises(ParseError) as info:
        Game.deal(value)  # type: ignore[arg-type]
    assert info.value.code == "bad-deal-number"
    assert "Not a deal number" in str(info.value)
    assert "18446744073709551615" in str(info.value)
