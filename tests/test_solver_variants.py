"""The solver in every variant, checked against the independent naive search.

P6 (Classic first inside Relaxed) and P7 (Traditional, Three Blind Mice) of
``scorpion/solver/search.py``: every ``solved`` replays in the engine, every
``unsolvable`` and every dead-end proof agrees with the naive search.
"""

from __future__ import annotations

import random
import time

import pytest
from test_solver import (
    agreed_status,
    check_against_naive,
    confirmed_losses,
    late_position,
    naive,
    random_layout,
    replays,
    whole_column_moves_played,
)

from scorpion import Game
from scorpion.cards import code_card
from scorpion.solver import solvable_deal, solve
from scorpion.solver.search import _Compact
from scorpion.variants import VARIANTS


@pytest.mark.parametrize(("variant", "count"), [("traditional", 40), ("three-blind-mice", 40)])
def test_two_suit_decks_agree_with_naive_search(variant: str, count: int) -> None:
    """Two suits make the dead-end proofs and safe moves (P3, P5, P7) matter."""
    rng = random.Random(f"{variant}-2")
    statuses = [check_against_naive(random_layout(rng, variant, 2)) for _ in range(count)]
    assert statuses.count("solved") >= 2, statuses
    assert statuses.count("unsolvable") >= 5, statuses


@pytest.mark.parametrize("variant", ["traditional", "three-blind-mice"])
def test_late_positions_agree_with_naive_search(variant: str) -> None:
    """Positions after 25-45 random legal moves of full deals."""
    rng = random.Random(variant)
    statuses = [
        agreed_status(late_position(rng, deal, variant, range(25, 45)), 0.5, 2_000)
        for deal in range(10)
    ]
    assert any(statuses), "no late position was decided by both searches"


def _random_position(rng: random.Random, variant: str) -> Game:
    v = VARIANTS[variant]
    suits = rng.sample(range(4), rng.choice([1, 2, 2]))
    cards = [str(code_card(s * 13 + r)) for s in suits for r in range(13)]
    rng.shuffle(cards)
    reserve = [cards.pop() for _ in range(rng.choice([0, 0, v.reserve_size]))]
    aside = [cards.pop() for _ in range(v.aside_size)]
    cols: list[list[str]] = [[] for _ in range(v.columns)]
    for card in cards:
        cols[rng.randrange(v.columns)].append(card)
    down = [rng.randrange(len(c)) if c and rng.random() < 0.6 else 0 for c in cols]
    return Game.from_layout(cols, down, reserve=reserve, variant=variant, aside=aside)


@pytest.mark.parametrize("variant", ["traditional", "three-blind-mice"])
def test_dead_end_proofs_agree_with_naive_search(variant: str) -> None:
    """P7: the dead-end check of Traditional (runs stay, Kings must reach a
    column's bottom) and of Three Blind Mice (aside cards) never calls a
    winnable position lost."""
    rng = random.Random(f"p7-{variant}")
    positions = (_random_position(rng, variant) for _ in range(250))
    proven = sum(1 for _ in confirmed_losses(positions, _Compact.lost, 1_500))
    assert proven >= 15, proven


def test_relaxed_uses_a_classic_win_first() -> None:
    """P6: a deal that Classic wins is won in Relaxed by a Classic line, found
    by the Classic search (same length as Classic's own line)."""
    deal = next(d for d in range(40) if solve(Game.deal(d), 1).solved)
    classic = solve(Game.deal(deal), 1)
    relaxed_game = Game.deal(deal, "relaxed")
    relaxed = solve(relaxed_game, 1)
    assert relaxed.solved and replays(relaxed_game, relaxed.moves)
    assert relaxed.moves == classic.moves


def test_wasp_dead_end_proofs_agree_with_naive_search() -> None:
    """P8: positions where no column is empty and most cards lie face down,
    the shape of a Wasp dead end; every one the check calls lost is lost for
    the naive search too."""
    rng = random.Random("p8-wasp")
    proven = 0
    for _ in range(600):
        suits = rng.sample(range(4), rng.choice([1, 2]))
        cards = [str(code_card(s * 13 + r)) for s in suits for r in range(13)]
        rng.shuffle(cards)
        reserve = [cards.pop() for _ in range(rng.choice([0, 3]))]
        cols = [[cards.pop()] for _ in range(7)]  # no empty column
        for card in cards:
            cols[rng.randrange(7)].append(card)
        down = [max(0, len(c) - 1 - rng.randrange(2)) if rng.random() < 0.8 else 0 for c in cols]
        game = Game.from_layout(cols, down, reserve=reserve, variant="wasp")
        if game.is_won or not _Compact(game).lost_loose():
            continue
        truth = naive(game, 1_500)
        if truth is None:
            continue
        assert truth is False, game.to_text()
        proven += 1
    assert proven >= 30, proven


def test_wasp_deals_proven_lost_at_the_root_are_lost() -> None:
    """P8 on full deals: a deal it calls lost at once is never won by the search
    that runs without it (the best-first pass); when that pass runs out of
    positions it says ``unsolvable`` too (P11), an independent proof."""
    lost = [d for d in range(60) if _Compact(Game.deal(d, "wasp")).lost_loose()]
    assert lost
    for deal in lost:
        game = Game.deal(deal, "wasp")
        assert solve(game, 0.3).status == "unsolvable"
        assert _Compact(game).best_first(time.perf_counter() + 0.3, None).status in (
            "unknown",
            "unsolvable",
        )


def test_aside_card_dead_end_proofs_agree_with_naive_search() -> None:
    """P10: the aside cards' events (each must reach a column, onto its
    successor or a King to an empty column) prove Three Blind Mice positions
    lost that the column cards alone do not; each such proof agrees with the
    naive search."""
    rng = random.Random("p10")
    by_aside = 0
    for _ in range(700):
        game = _random_position(rng, "three-blind-mice")
        compact = _Compact(game)
        if game.is_won or not compact.lost():
            continue
        compact.aside = b""
        if compact.lost():
            continue  # proven without the aside cards
        truth = naive(game, 1_500)
        if truth is None:
            continue
        assert truth is False, game.to_text()
        by_aside += 1
    assert by_aside >= 15, by_aside


def test_relaxed_mid_game_positions_on_a_winning_line_are_solved() -> None:
    """P4/P6 in Relaxed: positions part of the way along a winning line are
    winnable; the solver finds a line that replays (never ``unsolvable``)."""
    rng = random.Random("relaxed-mid")
    for k in range(6):
        game = Game.deal(solvable_deal(k, "relaxed"), "relaxed")
        line = solve(game, budget_s=10).moves
        for move in line[: rng.randrange(len(line))]:
            game.play(move)
        result = solve(game, budget_s=2)
        assert result.solved and replays(game, result.moves), game.to_text()


@pytest.mark.parametrize("variant", ["relaxed", "wasp"])
def test_complete_search_paused_and_resumed_gives_the_same_answer(variant: str) -> None:
    """The complete search driven in slices of a few positions (as the
    portfolio drives it) answers as when it runs in one go."""
    rng = random.Random(f"resume-{variant}")
    compared = 0
    for _ in range(40):
        game = random_layout(rng, variant, 1)
        whole = _Compact(game).run(time.perf_counter() + 5, 20_000)
        sliced = _Compact(game)
        steps = sliced.steps()
        out = None
        while out is None and sliced.nodes <= 20_000:
            out = sliced.drive(steps, time.perf_counter() + 5, sliced.nodes + 7)
        assert out is not None and (out.status, out.nodes) == (whole.status, whole.nodes)
        compared += whole.status == ("unsolvable" if variant == "relaxed" else "solved")
    assert compared >= 3, compared  # small Wasp positions are nearly always won


def _no_empty_column_layout(
    rng: random.Random, variant: str, face_up: int = 2, share_down: float = 0.8
) -> Game:
    """One or two suits in 7 columns, none empty, most cards face down: the
    shape of a dead end in the variants where any card can move (P8, R1, P11).
    A column has cards face down with chance ``share_down``, all but its top
    0 … ``face_up`` - 1 cards."""
    suits = rng.sample(range(4), rng.choice([1, 2]))
    cards = [str(code_card(s * 13 + r)) for s in suits for r in range(13)]
    rng.shuffle(cards)
    reserve = [cards.pop() for _ in range(rng.choice([0, 3]))]
    cols = [[cards.pop()] for _ in range(7)]
    for card in cards:
        cols[rng.randrange(7)].append(card)
    down = [
        max(0, len(c) - 1 - rng.randrange(face_up)) if rng.random() < share_down else 0
        for c in cols
    ]
    return Game.from_layout(cols, down, reserve=reserve, variant=variant)


def test_relaxed_dead_end_proofs_agree_with_naive_search() -> None:
    """P8 with R1 in Relaxed: a card moves at all only onto a card of the next
    rank (any suit) that the card lying on it has left, never onto one under
    it; every position the check calls lost is lost for the naive search too,
    cycles (moves that undo each other) included."""
    rng = random.Random("r1-relaxed")
    positions = (_no_empty_column_layout(rng, "relaxed") for _ in range(600))
    proven = sum(1 for _ in confirmed_losses(positions, _Compact.lost_loose, 3_000))
    assert proven >= 30, proven


@pytest.mark.parametrize("variant", ["wasp", "relaxed"])
def test_exhausted_best_first_agrees_with_naive_search(variant: str) -> None:
    """P11: a best-first search over the full move set that runs out of
    positions without a win says ``unsolvable``, and the naive search agrees;
    over the restricted move set (P4) running out proves nothing and it says
    ``unknown``."""
    rng = random.Random(f"p11-{variant}")
    proven = 0
    for _ in range(300):
        game = _no_empty_column_layout(rng, variant, face_up=3, share_down=0.7)
        if game.is_won:
            continue
        out = _Compact(game).best_first(time.perf_counter() + 5, 20_000)
        if out.status == "solved":
            assert replays(game, out.moves)
            continue
        if out.status != "unsolvable":
            continue
        assert _Compact(game, restricted=True).best_first(time.perf_counter() + 5, None).status in (
            "solved",
            "unknown",
        )
        truth = naive(game, 3_000)
        if truth is None:
            continue
        assert truth is False, game.to_text()
        proven += 1
    assert proven >= 5, proven


def test_traditional_deal_198_is_won_by_a_whole_column_move() -> None:
    """W1 changes a verdict of the study: Traditional deal 198, recorded lost
    under the old rule (``data/solvability/traditional.csv.gz`` before the
    re-check), is won by moving K♣'s whole column out of column 3 before the
    deal; the old rule refused that move, and the same line breaks there."""
    game = Game.deal(198, "traditional")
    result = solve(game, 10)
    assert result.solved and replays(game, result.moves)
    assert whole_column_moves_played(game, result.moves), [str(m) for m in result.moves]
