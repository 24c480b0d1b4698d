"""Scorpion's page claims (scorpion.claims): each kind proven when true, refuted when false."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorpion import Game
from scorpion.cards import Card
from scorpion.claims import (
    SOLVER_NODES,
    ClaimSyntaxError,
    check,
    parse_claim,
    parse_claims,
    seen_cards,
)
from scorpion.examples import EXAMPLE_2

POSITIONS = Path(__file__).resolve().parents[1] / "docs" / "positions"


def _position(name: str) -> Game:
    return Game.from_text((POSITIONS / f"{name}.txt").read_text(encoding="utf-8"))


def _verdict(game: Game, line: str) -> str | None:
    before = game.copy()
    found = check(game, parse_claim(line))
    assert game == before, "a claim changed the game it was checked on"
    return found


# (position, a true claim, the same claim made false, what the engine then finds)
CASES = [
    (
        "empty-column",
        "wins: K♣ 6→7",
        "wins: K♦ 4→7",
        "the solver proves the position after K♦ 4→7 lost",
    ),
    ("empty-column", "loses: K♦ 4→7", "loses: K♣ 6→7", "the solver wins the position after K♣ 6→7"),
    ("crisscross", "loses: R", "wins: R", "proves the position after R lost"),
    ("crisscross", "wins: 6♠ 1→6; R", "loses: 6♠ 1→6; R", "the solver wins"),
    ("crisscross", "wins:", "loses:", "the solver wins this position"),
    ("empty-column", "earns: K♦ 4→7 = 5", "earns: K♦ 4→7 = 0", "K♦ 4→7 earns 5"),
    ("empty-column", "earns: K♣ 6→7 = 0", "earns: K♣ 6→7 = 5", "K♣ 6→7 earns 0"),
    ("complete-suit", "earns: A♠ 4→2 = 110", "earns: A♠ 4→2 = 105", "A♠ 4→2 earns 110"),
    ("empty-column", "turns-up: K♦ 4→7 = K♥", "turns-up: K♦ 4→7 = -", "K♦ 4→7 turns up K♥"),
    ("empty-column", "turns-up: K♣ 6→7 = -", "turns-up: K♣ 6→7 = Q♣", "K♣ 6→7 turns up nothing"),
    (
        "empty-column",
        "never-empties: K♦ 4→7",
        "never-empties: K♣ 6→7",
        "column 5 becomes empty after K♣ 6→7, for instance in 24 moves: Q♣ 6→7,",
    ),
    ("empty-column", "never-empties: 8♥ 2→5; K♦ 4→7", "never-empties:", "column 7 is empty from"),
    (
        "empty-column",
        "refused: 3♣ 7 = king-only",
        "refused: 3♣ 7 = same-suit",
        "3♣ 7 is refused with king-only",
    ),
    (
        "empty-column",
        "refused: K♦ 4→7; K♣ 7 = wrong-target",
        "refused: K♣ 7 = king-only",
        "the engine plays K♣ 7: it is legal",
    ),
    ("relaxed", "goes-to: 8♥ = 5 6", "goes-to: 8♥ = 5", "8♥ goes to 5 6"),
    ("empty-column", "goes-to: K♦ 4→7; K♣ = -", "goes-to: K♦ 4→7; K♣ = 7", "K♣ goes to no column"),
    (
        "crisscross",
        "legal: 6♠ 1→6; R = 8♠ 1→4, A♣ 2→3, 2♣ 3→5, 4♠ 6→1, 3♠ 7→6",
        "legal: 6♠ 1→6; R = 8♠ 1→4",
        "the legal moves after 6♠ 1→6; R are",
    ),
    (
        "crisscross",
        "shows: R = 5♠ on 4♠, 4♠ on 6♠",
        "shows: R = 5♠ on 6♠",
        "5♠ lies on 4♠ in column 1",
    ),
    (
        "complete-suit",
        "shows: A♠ 4→2 = column 2 empty",
        "shows: column 2 empty",
        "column 2 holds 12 cards",
    ),
    ("crisscross", "unseen: 5♠ 9♦", "unseen: 4♠", "4♠ is face up in column 1"),
    ("complete-suit", "unseen: 2♦", "unseen: K♥", "K♥ is gone with its suit"),
    (
        "crisscross",
        "unseen-only: 9♦ 2♥ 5♠ A♣ 2♣",
        "unseen-only: 5♠ A♣ 2♣",
        "the cards not yet seen in this position are",
    ),
]


@pytest.mark.parametrize(("name", "true", "false", "found"), CASES, ids=[c[1] for c in CASES])
def test_each_kind_proves_the_true_claim_and_refutes_the_false_one(
    name: str, true: str, false: str, found: str
) -> None:
    game = _position(name)
    assert _verdict(game, true) is None
    refuted = _verdict(game, false)
    assert refuted is not None and found in refuted, refuted


def test_the_lists_of_moves_and_cards_are_compared_as_sets() -> None:
    game = Game.from_text(EXAMPLE_2)
    assert _verdict(game, "legal: R, 10♣ 7→1, 9♥ 5→3, 8♦ 5→6, 4♦ 4→2, 8♥ 2→5") is None
    assert _verdict(game, "turns-up: 8♥ 2→5 = A♥") is None


def test_what_a_player_has_seen_never_reads_a_face_down_card() -> None:
    """``unseen`` is derived from the face-up cards only: the hidden cards' values may
    be anything, the answer does not change."""
    game = _position("crisscross")
    other = Game.from_text(
        (POSITIONS / "crisscross.txt")
        .read_text(encoding="utf-8")
        .replace("[5♠ A♣ 2♣]", "[A♣ 9♦ 2♣]")
        .replace("[9♦] 8♠", "[5♠] 8♠")
    )
    assert seen_cards(game) == seen_cards(other)
    assert _verdict(other, "unseen: 5♠") is None
    assert Card.parse("4♠") in seen_cards(game)


def test_a_move_that_is_not_legal_is_reported_not_raised() -> None:
    game = _position("empty-column")
    assert _verdict(game, "wins: 3♣ 7") == (
        "cannot play 3♣ 7: Only a King can be moved to an empty column."
    )
    assert (
        _verdict(game, "earns: 5♠ 6 = 5")
        == "cannot play 5♠ 6: That card is face down: only face-up cards can be moved."
    )


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("win: K♣ 6→7", "unknown kind 'win'"),
        ("K♣ 6→7", "not a claim"),
        ("earns: K♦ 4→7", "'earns' needs a value"),
        ("wins: K♦ 4→7 = 5", "'wins' takes no value"),
        ("turns-up: = K♥", "'turns-up' needs a move"),
    ],
)
def test_a_claim_that_cannot_be_read_says_why(line: str, problem: str) -> None:
    with pytest.raises(ClaimSyntaxError, match=problem):
        parse_claim(line)


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("earns: K♦ 4→7 = five", "needs a number of points"),
        ("unseen: 5x", "Not a card"),
        ("goes-to: K♦ = seven", "needs column numbers"),
        ("shows: 5♠ under 4♠", "expected 'CARD on CARD' or"),
        ("legal: 8♥ 2→5 =", None),
    ],
)
def test_a_value_that_cannot_be_read_is_reported(line: str, problem: str | None) -> None:
    game = _position("empty-column")
    if problem is None:
        with pytest.raises(ClaimSyntaxError):
            parse_claim(line)
        return
    found = _verdict(game, line)
    assert found is not None and found.startswith("cannot read the claim") and problem in found


def test_a_win_the_solver_cannot_decide_within_its_limit_is_not_published(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import scorpion.claims as claims

    monkeypatch.setattr(claims, "SOLVER_NODES", 5)
    found = _verdict(Game.from_text(EXAMPLE_2), "wins: 8♥ 2→5")
    assert found == (
        "the solver could not decide the position after 8♥ 2→5 within 5 positions, "
        "so it is not a proven fact"
    )
    assert SOLVER_NODES >= 10_000
    found = _verdict(_position("empty-column"), "never-empties: K♦ 4→7")
    assert found is not None and "more than 5 positions can be reached after K♦ 4→7" in found


def test_parse_claims_reads_one_claim_a_line() -> None:
    claims = parse_claims("wins: K♣ 6→7\n\n  loses: K♦ 4→7 \n")
    assert [(c.kind, c.moves) for c in claims] == [("wins", "K♣ 6→7"), ("loses", "K♦ 4→7")]
