"""Invariants over thousands of random games in every variant, and won games' scores.

Seeded random play (reproducible: a failure names its variant, deal and step)
and hypothesis (shrinking to a small failing game) drive the same checks:

- the 52 cards are all there, once each, wherever they lie;
- every move of ``legal_moves()`` is accepted by ``play()``, and undo gives
  back an equal position (score and counters included);
- every other (face-up card, column) pair is refused with an ``IllegalMove``
  that has a code and a message, and the refusal changes nothing;
- every legal move changes the position up to the columns' symmetry (the
  columns that no reserve card will land on are interchangeable), and a whole
  column is refused a move to an empty column exactly when the move would not;
- the score is the sum of the recorded events' points;
- the reserve deal is refused exactly when ``legal_moves()`` does not offer it;
- a won game played without undo scores at least 460 (445 in Three Blind Mice).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import VARIANT_NAMES, snapshot, solve_dfs
from scorpion import Game, IllegalMove, Move, PlayedMove
from scorpion.i18n import MESSAGES

# ------------------------------------------------------------------ checks


def check_cards(game: Game) -> None:
    """52 cards, once each; face-down cards only at the bottom, under a face-up top."""
    codes = [c for col in game._cols for c in col] + game._reserve + game._aside
    codes += [s * 13 + r for s in game._found for r in range(13)]
    assert sorted(codes) == list(range(52)), codes
    for col, down in zip(game._cols, game._down, strict=True):
        assert 0 <= down < len(col) or down == 0 == len(col)


def symmetric_key(game: Game) -> tuple[object, ...]:
    """The position up to the rules' symmetry: the columns a pending reserve
    deal lands on keep their place, the others (all of them once dealt, or
    without a reserve) are interchangeable."""
    cols = [(tuple(c), d) for c, d in zip(game._cols, game._down, strict=True)]
    landing = len(game._reserve)
    return (
        tuple(cols[:landing]),
        tuple(sorted(cols[landing:])),
        tuple(game._reserve),
        tuple(sorted(game._aside)),
        tuple(sorted(game._found)),
    )


def check_legal_moves_accepted(game: Game) -> None:
    before = game.copy()
    text = game.to_text()
    moves = game.legal_moves()
    assert len(moves) == len(set(moves))
    key = symmetric_key(game)
    for move in moves:
        trial = game.copy()
        played = trial.play(move)
        # RULES.md, Moves, item 1: no legal move "changes nothing".
        assert symmetric_key(trial) != key, move
        assert played.move == move
        assert trial.moves_played == game.moves_played + 1
        assert trial.score == game.score + played.points
        check_cards(trial)
        assert trial.undo() is played
        assert trial == game
    assert game == before and game.to_text() == text


def check_other_pairs_refused(game: Game) -> None:
    """Every (face-up card, column) pair not in legal_moves() is refused, changing nothing."""
    legal = {(m.card, m.target) for m in game.legal_moves() if not m.is_reserve}
    sources = [[c for c, up in col if up] for col in game.columns] + [list(game.aside)]
    before = snapshot(game)
    copy = game.copy()
    refused = 0
    for cards in sources:
        for card in cards:
            for target in range(1, len(game.columns) + 1):
                if (card, target) in legal:
                    continue
                try:
                    game.move(card, target)
                except IllegalMove as err:
                    assert err.code in MESSAGES, err.code
                    text = str(err)
                    assert text and text != err.code and "{" not in text
                    if err.code in ("whole-column", "whole-column-before-deal"):
                        # Refused exactly when it would change nothing: the two
                        # columns are interchangeable (no reserve card lands on either).
                        landing = len(game.reserve)
                        assert err.params["column"] > landing and target > landing
                        assert (err.code == "whole-column") == (landing == 0)
                else:
                    raise AssertionError(f"{card} → {target} accepted but not in legal_moves()")
                assert game == copy  # every field: columns, reserve, score, counters…
                refused += 1
    # Hidden cards (in columns or the reserve) are refused the same way.
    hidden = [c for col in game.columns for c, up in col if not up] + list(game.reserve)
    for card in hidden:
        with pytest.raises(IllegalMove) as info:
            game.move(card, 1)
        assert info.value.code == "face-down" and info.value.params == {}
    # The reserve deal is refused exactly when legal_moves() does not offer it.
    if Move.reserve() not in game.legal_moves():
        with pytest.raises(IllegalMove) as info:
            game.deal_reserve()
        assert info.value.code in ("reserve-dealt", "no-reserve", "reserve-held")
    assert snapshot(game) == before and len(game.history) == len(copy.history)


def check_score(game: Game, played: list[PlayedMove], events_total: int) -> None:
    """The score is the sum of the events of the moves played (and not undone)."""
    assert game.score == events_total
    assert game.moves_played == len(played)


def random_game(
    variant: str,
    deal: int,
    rng: random.Random,
    *,
    exhaustive: bool,
    steps: int = 150,
) -> Game:
    """Play a random game with some undos, checking the invariants along the way."""
    game = Game.deal(deal, variant)
    played: list[PlayedMove] = []
    copies: list[Game] = []
    events_total = 0
    check_cards(game)
    for _ in range(steps):
        context = f"{variant} deal {deal} after {game.moves_played} moves"
        moves = game.legal_moves()
        if exhaustive:
            check_other_pairs_refused(game)
        if rng.random() < 0.1:
            check_legal_moves_accepted(game)
        if played and (not moves or rng.random() < 0.08):
            undone = game.undo()
            assert undone is played.pop(), context
            assert game == copies.pop(), context
            events_total -= sum(e.points for e in undone.events)
        elif moves:
            copies.append(game.copy())
            move = rng.choice(moves)
            record = game.play(move)
            assert record.move == move, context
            if move.is_reserve:  # reserve cards never earn the placement bonus
                assert not record.same_suit, context
            played.append(record)
            events_total += sum(e.points for e in record.events)
        else:
            break
        check_cards(game)
        check_score(game, played, events_total)
        if game.is_won:
            break
    return game


# ------------------------------------------------------------ seeded random play

GAMES_PER_VARIANT = 400
EXHAUSTIVE_PER_VARIANT = 8


@pytest.mark.parametrize("variant", VARIANT_NAMES)
def test_thousands_of_random_games(variant: str) -> None:
    rng = random.Random(f"invariants-{variant}")
    for i in range(GAMES_PER_VARIANT):
        deal = rng.randrange(2**64) if i % 2 else i
        random_game(variant, deal, rng, exhaustive=False)


@pytest.mark.parametrize("variant", VARIANT_NAMES)
def test_random_games_refuse_every_other_pair(variant: str) -> None:
    rng = random.Random(f"pairs-{variant}")
    for i in range(EXHAUSTIVE_PER_VARIANT):
        random_game(variant, 1000 + i, rng, exhaustive=True, steps=60)


def whole_column_moves(game: Game) -> list[Move]:
    """The legal moves that take a whole column to an empty column."""
    return [
        m
        for m in game.legal_moves()
        if m.source > 0
        and game.columns[m.source - 1][0][0] == m.card
        and not game.columns[m.target - 1]
    ]


@pytest.mark.parametrize("variant", ["classic", "relaxed", "traditional", "wasp"])
def test_random_games_before_the_reserve_deal(variant: str) -> None:
    # Random play deals the reserve early, and so rarely meets a whole column
    # that may move (none in 200 Wasp games): these games keep the reserve back
    # and check every position where a whole column may move.
    rng = random.Random(f"before-deal-{variant}")
    met = 0
    for i in range(40):
        game = Game.deal(2000 + i, variant)
        for _ in range(60):
            moves = [m for m in game.legal_moves() if not m.is_reserve]
            if not moves:
                break
            whole = whole_column_moves(game)
            if whole:
                met += 1
                check_legal_moves_accepted(game)
                check_other_pairs_refused(game)
                for move in whole:
                    assert move.source <= 3 or move.target <= 3, move
            game.play(rng.choice(moves))
    assert met >= 10, met  # the positions this test is for did occur


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None
)
@given(
    variant=st.sampled_from(VARIANT_NAMES),
    deal=st.integers(min_value=0, max_value=2**64 - 1),
    seed=st.integers(min_value=0, max_value=2**32),
)
def test_hypothesis_random_games(variant: str, deal: int, seed: int) -> None:
    random_game(variant, deal, random.Random(seed), exhaustive=True, steps=25)


# ------------------------------------------------------------------ won games


FLOOR = {"classic": 460, "relaxed": 460, "wasp": 460, "three-blind-mice": 445}


@pytest.mark.parametrize("variant", VARIANT_NAMES)
def test_won_games_without_undo_score_the_floor(variant: str) -> None:
    wins = 0
    for deal in range(60):
        start = Game.deal(deal, variant)
        solution = solve_dfs(start, budget=2000)
        if solution is None:
            continue
        # Replay the solution on a fresh deal, without undo.
        game = Game.deal(deal, variant)
        played = [game.play(m) for m in solution]
        assert game.is_won, (variant, deal)
        assert game.legal_moves() == [] and game.reserve == ()
        flips = sum(len(p.flips) for p in played)
        placements = sum(p.same_suit for p in played)
        suits = sum(len(p.removed) for p in played)
        assert flips == start.hidden_count  # every hidden card turned up
        assert game.score == 5 * flips + 100 * suits + 5 * placements
        if variant == "traditional":
            assert suits == 0 and game.foundations == ()
            assert game.score == 60 + 5 * placements
        else:
            assert suits == 4 and len(game.foundations) == 4
            assert game.score >= FLOOR[variant]
            assert game.score == FLOOR[variant] + 5 * placements
        wins += 1
        if wins == 2:
            break
    assert wins == 2, f"the search found fewer than 2 won {variant} deals"
