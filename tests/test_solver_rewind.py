"""``rewind`` / ``last_winnable``: one budget in all, "lost" told apart from "unknown"."""

from __future__ import annotations

import math

import pytest
from test_solver import _lose_one_move

from scorpion import Game, ScorpionError
from scorpion.solver import api, last_winnable, rewind, solvable_deal, solve


def _lost_line(extra: int) -> tuple[Game, int]:
    """A Classic game that left its winning line, then played ``extra`` more moves."""
    game = next(g for k in range(10) if (g := _lose_one_move(solvable_deal(k))) is not None)
    played = 0
    for _ in range(extra):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[-1])
        played += 1
    return game, 1 + played


def test_rewind_finds_the_last_winnable_position_with_a_binary_search(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game, back = _lost_line(12)
    calls: list[tuple[float, float]] = []  # (budget given, seconds taken)
    real = api.solve

    def counting(g: Game, budget_s: float = 2.0, **kw: object) -> api.SolveResult:
        result = real(g, budget_s, **kw)
        calls.append((budget_s, result.seconds))
        return result

    monkeypatch.setattr(api, "solve", counting)
    api._LINES.clear()
    result = rewind(game, 2.0)
    assert (result.status, result.back, result.exact) == ("winnable", back, True)
    n = len(game.history)
    # About log2(n) searches (the old linear walk took one per undone move),
    # each given at most what is left of the one budget.
    assert len(calls) <= math.ceil(math.log2(n + 2)) + 1, (len(calls), n)
    spent = 0.0
    for given, seconds in calls:
        assert given <= 2.0 - spent + 1e-9
        spent += seconds
    assert last_winnable(game, 2.0) == back


def test_rewind_tells_lost_from_unknown() -> None:
    game = Game.deal(1)  # lost from the deal on (Classic)
    game.play(game.legal_moves()[0])
    assert rewind(game, 1.0).status == "lost"
    out_of_time = rewind(game, 1e-9)  # out of time at once
    assert (out_of_time.status, out_of_time.back, out_of_time.exact) == ("unknown", None, False)
    assert last_winnable(game, 1e-9) is None and last_winnable(game, 1.0) is None


def test_rewind_remembers_the_line_it_found() -> None:
    game, back = _lost_line(3)
    api._LINES.clear()
    assert rewind(game).back == back
    for _ in range(back):
        game.undo()
    assert api._cached(game) is not None  # the next hint answers at once
    assert solve(game).solved


@pytest.mark.parametrize("budget", [-1, 0, float("nan"), float("inf"), "1"])
def test_rewind_refuses_a_budget_that_is_not_a_positive_time(budget: object) -> None:
    with pytest.raises(ScorpionError) as refused:
        rewind(Game.deal(0), budget)
    assert refused.value.code == "bad-budget"
