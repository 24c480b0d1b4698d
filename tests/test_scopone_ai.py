"""Scopone's computer players: legal, reproducible, blind to what their seat cannot see,
and the open-hands solver exact."""

from __future__ import annotations

import random

import pytest

from scopone import Card, Game, IllegalPlay, ParseError
from scopone.ai import choose, choose_for_view, solve
from scopone.ai.sim import final_diff
from scopone.ai.solver import apply, moves, summary_of
from scopone.rules import score_hand


def midgame(number: int, plays: int) -> Game:
    game = Game.new(number)
    rng = random.Random(number)
    for _ in range(plays):
        game.play(rng.choice(game.legal_plays()))
    return game


def swap_unseen(game: Game, rng: random.Random) -> Game:
    """The same position for the seat to move, the other hands' cards dealt again."""
    others = [s for s in range(4) if s != game.turn]
    pool = [c for s in others for c in game.hands[s]]
    rng.shuffle(pool)
    hands = game.hands
    for s in others:
        n = len(hands[s])
        hands[s], pool = pool[:n], pool[n:]
    return Game.from_layout(
        hands,
        game.table,
        dealer=game.dealer,
        turn=game.turn,
        captured=game.captured,
        scope=game.scope,
        last_taker=game.last_taker,
    )


@pytest.mark.parametrize("level", ["baseline", "strong", "open"])
def test_every_level_plays_legal_cards_to_the_end(level: str) -> None:
    game = midgame(3, 30) if level == "open" else Game.new(3)
    while not game.is_hand_over:
        play = choose(game, level, seed=0, iterations=3)
        assert play in game.legal_plays()
        game.play(play)
    with pytest.raises(IllegalPlay):
        choose(game, level)


def test_strong_is_reproducible_with_seed_and_iterations() -> None:
    game = midgame(11, 6)
    first = choose(game, "strong", seed=5, iterations=12)
    assert all(choose(game, "strong", seed=5, iterations=12) == first for _ in range(3))


@pytest.mark.parametrize("level", ["baseline", "strong"])
def test_choice_depends_only_on_what_the_seat_may_know(level: str) -> None:
    rng = random.Random("swap")
    for number, plays in [(1, 0), (2, 5), (4, 13), (6, 22), (8, 31)]:
        game = midgame(number, plays)
        # positions from from_layout drop the history: compare like with like
        base = swap_unseen(game, random.Random(0))
        choice = choose(base, level, seed=9, iterations=6)
        for _ in range(3):
            other = swap_unseen(game, rng)
            assert other.hands[game.turn] == game.hands[game.turn]
            assert other.view(game.turn) == base.view(game.turn)
            assert choose(other, level, seed=9, iterations=6) == choice


def test_view_hides_the_other_hands() -> None:
    game = Game.new(21)
    view = game.view(2)
    hidden = {c for s in (0, 1, 3) for c in game.hands[s]}
    assert set(view.unseen) == hidden and not hidden & set(view.hand)
    assert view.legal_plays() == ([] if game.turn != 2 else game.legal_plays())


def test_baseline_takes_the_scopa_and_the_same_value() -> None:
    game = Game.from_layout(
        [["5d", "7d", "2b"], ["3c", "9s"], ["4s", "1b"], ["6b", "2c"]], ["5s"], dealer=3, turn=0
    )
    assert str(choose(game, "baseline")) == "5d x 5s"
    assert str(choose(game, "strong", seed=1, iterations=10)) == "5d x 5s"


def brute(hands, table, turn, last, summary) -> int:
    """Plain minimax, no pruning, no table: side 0's points minus side 1's."""
    if not any(hands):
        if table and last >= 0:
            from scopone.ai.sim import add_pile

            summary = add_pile(summary, last % 2, table, 0)
        return final_diff(summary)
    values = [
        brute(*apply(hands, table, turn, last, summary, card, taken))
        for card, taken in moves(hands[turn], table)
    ]
    return max(values) if turn % 2 == 0 else min(values)


def test_open_hands_is_exact() -> None:
    for number in range(6):
        game = midgame(100 + number, 30)  # ten cards left
        result = solve(game)
        hands = tuple(tuple(sorted(c.code for c in h)) for h in game.hands)
        table = tuple(sorted(c.code for c in game.table))
        last = -1 if game.last_taker is None else game.last_taker
        sign = 1 if game.turn % 2 == 0 else -1
        expected = sign * brute(hands, table, game.turn, last, summary_of(game))
        assert result.values[result.best] == expected
        # playing the best line out reaches that value
        copy = game.copy()
        team = game.turn % 2
        line = solve(game, line=True).line
        assert line[0] == (game.turn, result.best)
        for seat, play in line:
            assert copy.turn == seat
            copy.play(play)
        assert copy.is_hand_over
        score = copy.hand_score()
        assert score[team].total - score[1 - team].total == expected
        assert score == score_hand(copy.captured, copy.scope)


def test_bad_input_to_choose() -> None:
    game = Game.new(1)
    for kwargs in [
        {"level": "grandmaster"},
        {"budget_s": 0},
        {"budget_s": "fast"},
        {"iterations": 0},
        {"iterations": 2.5},
    ]:
        with pytest.raises(ParseError):
            choose(game, **kwargs)  # type: ignore[arg-type]
    with pytest.raises(ParseError):
        choose("game")  # type: ignore[arg-type]
    with pytest.raises(ParseError):
        choose_for_view(game)  # type: ignore[arg-type]
    with pytest.raises(IllegalPlay):
        choose_for_view(game.view((game.turn + 1) % 4), "baseline")
    assert Card.parse("7d")  # the engine is untouched
    assert game == Game.new(1)


def test_open_hands_search_keeps_its_budget() -> None:
    """A whole deal is far beyond any build's patience: the search stops, coded, in time."""
    import time

    from scopone.errors import SearchLimit

    game = Game.new(5)
    with pytest.raises(SearchLimit) as stopped:
        solve(game, max_nodes=5_000)
    assert stopped.value.code == "search-nodes"
    assert "5,000 positions" in str(stopped.value)
    start = time.monotonic()
    with pytest.raises(SearchLimit):
        choose(game, "open", budget_s=0.3)
    assert time.monotonic() - start < 3  # was over 30 s: the budget was ignored
    small = Game.from_layout(
        [["5d", "2b"], ["3c", "9s"], ["4s", "1b"], ["6b", "2c"]], ["5s"], dealer=3, turn=0
    )
    assert solve(small, max_nodes=100_000).values == solve(small).values


@pytest.mark.parametrize("bad", [0, -1, 1.5, True, "3", float("nan")])
def test_open_hands_search_refuses_a_bad_limit(bad: object) -> None:
    with pytest.raises(ParseError):
        solve(Game.new(1), max_nodes=bad)  # type: ignore[arg-type]


def test_open_hands_search_refuses_what_is_not_a_live_hand() -> None:
    with pytest.raises(ParseError):
        solve("x")  # type: ignore[arg-type]
    game = Game.from_layout([["5d"], [], [], []], ["5s"], dealer=3, turn=0)
    game.play_card("5d", ["5s"])
    with pytest.raises(IllegalPlay):
        solve(game)
