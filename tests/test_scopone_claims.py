"""The claims a Scopone page makes about a position (scopone.sphinxext.claims): each kind
proven when true and refuted, saying what the engine found, when false.

The positions are the pages' own (docs/scopone/positions). Claims about what a player can
know are read from that seat's view: the same claim can hold for one seat and not for
another.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import scopone.ai
from scopone import Game
from scopone.sphinxext.claims import (
    SEARCH_NODES,
    ClaimChecker,
    ClaimError,
    ClaimSyntaxError,
    parse_claim,
    parse_claims,
)
from scopone.sphinxext.options import layout_game

POSITIONS = Path(__file__).resolve().parents[1] / "docs" / "scopone" / "positions"


def _position(name: str) -> Game:
    return Game.from_text((POSITIONS / f"{name}.txt").read_text(encoding="utf-8"))


def _check(position: str | Game, claim: str) -> None:
    game = _position(position) if isinstance(position, str) else position
    ClaimChecker(game).check(parse_claim(claim))


# Each kind, true then false with what the engine found. count-the-table: North holds
# 1d 1c 3d, the 6c is on the table, West (next) holds 6b 7s; every Cavallo has been played.
CASES = [
    ("count-the-table", "best: 3d", "best: 1d", r"1d is not a best play \(value -4\): 3d gets 0"),
    ("count-the-table", "value: 3d = 0", "value: 3d = 1", r"gives 3d the value 0 \(best: 3d"),
    ("count-the-table", "worse: 1d by 4", "worse: 1d by 3", r"1d is 4 below the best"),
    (
        "count-the-table",
        "after 1d: sweeps: west 7s",
        "after 3d: sweeps: west 7s",
        r"7s takes nothing on 3d 6c",
    ),
    ("count-the-table", "sweeps: west 6b", "sweeps: south 7s", r"south does not hold 7s"),
    ("cavalli-gone", "after 7b: can: south 7d x 7b", "can: south 7d x 4b", r"7d may only: 7d"),
    ("partner", "holds: north 7d 7s", "holds: north 7d 7c", r"north holds 7d 7s, not 7c"),
    ("count-the-table", "legal: 1d; 1c; 3d", "legal: 1d; 3d x 6c", r"legal plays of 1d 3d"),
    (
        "keep-the-last-capture",
        "after 3d x 3c: forced: 1b; 10b x 10s; 7b x 7c; 7s",
        "forced: 7s x 7c",
        r"south may play 3d x 3c; 7s x 7c, not only 7s x 7c",
    ),
    (
        "choosing-the-capture",
        "pile: north-south denari = 2",
        "pile: east-west denari = 2",
        r"east-west have 4 denari",
    ),
    ("count-the-table", "gone: cavallo", "gone: 7", r"unseen by north: 3 card\(s\) of value 7"),
    (
        "count-the-table",
        "unseen: 7 = 3",
        "unseen: 7 = 2",
        r"unseen by north: 3 card\(s\) matching “7”",
    ),
    (
        "choosing-the-capture",
        "unseen: denari = 1",
        "unseen: 2d",
        r"unseen by north: 0 card\(s\) matching “2d”",
    ),
    (
        "choosing-the-capture",
        "after 7s x 2d+5d: no-pair: 1b",
        "after 7s x 2d+5d: no-pair: 7s",
        r"7s is not on the table \(1b\)",
    ),
    (
        "cavalli-gone",
        "after 5s: no-sweep",
        "no-pair: 4b",
        r"unseen by west: 1 card\(s\) of value 4, which could take it",
    ),
    (
        "count-the-table",
        "after 3d: no-sweep",
        "after 1d: no-sweep",
        r"unseen by north: 3 card\(s\) of value 7, which could take 1d 6c",
    ),
]


@pytest.mark.parametrize(("position", "true", "false", "found"), CASES)
def test_each_kind_of_claim_holds_or_says_what_was_found(
    position: str, true: str, false: str, found: str
) -> None:
    _check(position, true)
    with pytest.raises(ClaimError, match=found):
        _check(position, false)


def test_every_kind_is_tested_true_and_false() -> None:
    from scopone.sphinxext.claims import KINDS

    tested = {parse_claim(true).kind for _, true, _, _ in CASES}
    assert tested == KINDS


def test_what_a_player_knows_comes_from_that_seats_view() -> None:
    """North sees three sevens out; West, holding the 7s, sees two (its own is not unseen).
    The hidden hands decide nothing: the claim says how many, never who holds them."""
    _check("count-the-table", "unseen: 7 = 3")
    _check("count-the-table", "unseen: west 7 = 2")
    with pytest.raises(ClaimError, match="west holds 7s"):
        _check("count-the-table", "gone: west 7")
    game = _position("count-the-table")
    view = game.view(game.turn)
    assert {str(c) for c in view.unseen if c.value == 7} == {"7d", "7c", "7s"}


def test_an_open_hands_sweep_is_no_scopa_on_the_last_card() -> None:
    last = layout_game({"south": "7d", "table": "3c 4s"})
    with pytest.raises(ClaimError, match="last card of the hand: no scopa"):
        _check(last, "sweeps: south 7d")


def test_a_claim_after_an_illegal_play_is_refuted_with_the_engines_reason() -> None:
    with pytest.raises(ClaimError, match="after 7d: 7d is not in the hand of North"):
        _check("count-the-table", "after 7d: gone: cavallo")


def test_a_search_past_its_budget_decides_nothing() -> None:
    checker = ClaimChecker(Game.new(5), max_nodes=1_000)
    with pytest.raises(ClaimError, match="could not decide within 1,000 positions: not published"):
        checker.check(parse_claim("best: 1d"))
    assert SEARCH_NODES == 200_000


def test_claims_on_one_position_share_one_search(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    real = scopone.ai.solve

    def counting(game: Game, **kwargs: object) -> object:
        calls.append(kwargs)
        return real(game, **kwargs)

    monkeypatch.setattr(scopone.ai, "solve", counting)
    checker = ClaimChecker(_position("answering-a-lay"))
    for claim in parse_claims("best: 6d\nworse: 1c by 3\nworse: 4c by 3\nafter 6d: best: 7d x 7c"):
        checker.check(claim)
    assert calls == [{"max_nodes": SEARCH_NODES}] * 2  # the position, then after 6d


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("safe: 3d", "unknown claim “safe: 3d”"),
        ("after 1d sweeps west 7s", "write after <plays>: <claim>"),
        ("after : gone: re", "write after <plays>: <claim>"),
        ("gone: dozen", "not a value: “dozen”"),
        ("worse: 1d by 0", "worse by 1 or more"),
        ("worse: 1d", "write <play> by <number>"),
        ("sweeps: nord 7s", "not a seat: “nord”"),
        ("sweeps: west", "write <seat> <card or play>"),
        ("pile: us denari = 2", "write pile: north-south|east-west"),
        ("unseen: 7 = many", "write unseen: <value or card> [= <number>]"),
        ("legal: 7x", "Not a play: “7x”"),
        ("no-sweep: 7d", "no-sweep takes only a seat"),
    ],
)
def test_a_claim_written_wrongly_is_refused_with_the_form_to_use(line: str, problem: str) -> None:
    with pytest.raises(ClaimSyntaxError) as refused:
        _check("count-the-table", line)
    assert problem in str(refused.value)
