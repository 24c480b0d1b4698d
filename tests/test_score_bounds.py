"""The highest score (docs/scoring.md, "The highest score"): the argument checked on the engine.

In Classic, Traditional and Three Blind Mice a card lying on the next higher card of its
suit is never again the card of a move, so each of the 48 cards that are not Kings earns
the same-suit 5 at most once, and a win scores exactly the floor plus 5 for each card
placed by a move: 700 (Classic), 300 (Traditional), 685 (Three Blind Mice) less 5 for
each card that lay on its successor from the start or that the reserve deal dropped
there. In Relaxed and Wasp a card can leave its successor and come back, earning the 5
again: the score has no bound.
"""

from __future__ import annotations

import random
from itertools import pairwise
from pathlib import Path

import pytest

from scorpion import Game
from scorpion.solver import catalogue, solve

HIGHEST = {"classic": 700, "traditional": 300, "three-blind-mice": 685}


def _on_successor(game: Game) -> set[str]:
    """The cards (not Kings) that lie directly on the next higher card of their suit."""
    return {
        str(card)
        for column in game.columns
        for (under, _), (card, _) in pairwise(column)
        if not card.is_king and under == card.successor()
    }


@pytest.mark.parametrize("variant", sorted(HIGHEST))
def test_a_card_on_its_successor_never_moves_again_and_never_earns_twice(variant: str) -> None:
    rng = random.Random(2026)
    for number in range(12):
        game = Game.deal(number, variant)
        earned: set[str] = set()
        for _ in range(300):
            moves = game.legal_moves()
            if not moves:
                break
            placed = _on_successor(game)
            assert not [m for m in moves if m.card is not None and str(m.card) in placed]
            played = game.play(rng.choice(moves))
            if played.same_suit:
                card = str(played.move.card)
                assert card not in earned, f"{variant} deal {number}: {card} earned twice"
                earned.add(card)
            assert game.score <= HIGHEST[variant]


@pytest.mark.parametrize("variant", sorted(HIGHEST))
def test_a_win_scores_the_highest_less_5_for_each_card_that_was_not_placed(variant: str) -> None:
    checked = 0
    for number in list(catalogue(variant))[:15]:
        game = Game.deal(number, variant)
        result = solve(game, 10)
        assert result.status == "solved"
        not_placed = set(_on_successor(game))
        for move in result.moves:
            before = _on_successor(game)
            game.play(move)
            if move.is_reserve:
                not_placed |= _on_successor(game) - before
        assert game.is_won
        assert game.score == HIGHEST[variant] - 5 * len(not_placed), number
        checked += 1
    assert checked == 15


def test_in_relaxed_each_return_earns_the_bonus_again() -> None:
    docs = Path(__file__).resolve().parents[1] / "docs"
    game = Game.from_text((docs / "positions" / "relaxed.txt").read_text(encoding="utf-8"))
    scores = []
    for _ in range(4):
        game.move("8♥", 5)
        scores.append(game.score)
        game.move("8♥", 6)
    assert scores == [10, 15, 20, 25]


def test_in_wasp_each_return_from_an_empty_column_earns_the_bonus_again() -> None:
    spades = ["K♠", "Q♠", "J♠", "10♠", "9♠", "8♠", "7♠", "6♠", "5♠", "4♠", "3♠"]
    game = Game.from_layout(
        [spades, ["2♠", "A♠"], [], [], [], [], []],
        [0] * 7,
        variant="wasp",
        foundations=["H", "D", "C"],
    )
    assert game.move("3♠", 3).points == 0
    assert game.move("3♠", 1).points == 5
    assert game.move("3♠", 4).points == 0
    assert game.move("3♠", 1).points == 5
    assert game.score == 10
