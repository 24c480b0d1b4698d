"""Scopone's computer players: legal, reproducible, blind to what their seat cannot see,
and the open-hands solver exact."""

from __future__ import annotations

import random

import pytest

from scopone import Card, Game, IllegalPlay, ParseError, Play
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


@pytest.mark.parametrize("level", ["beginner", "club", "baseline", "strong", "open"])
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


@pytest.mark.parametrize("level", ["beginner", "club", "strong"])
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


def test_the_levels_and_their_alias() -> None:
    from scopone.ai import LEVELS, SEAT_LEVELS, check_level

    assert SEAT_LEVELS == ("beginner", "club", "strong") and LEVELS[-1] == "open"
    assert check_level("baseline") == "club" and check_level(" BEGINNER ") == "beginner"
    game = midgame(9, 7)
    assert choose(game, "baseline") == choose(game, "club")
    with pytest.raises(ParseError) as err:
        choose_for_view(game.view(game.turn), "open")  # a computer seat never sees every hand
    assert err.value.code == "unknown-level"


def test_the_beginner_takes_the_most_cards_and_else_lays_its_lowest() -> None:
    game = Game.from_layout(
        [["5d", "9d", "2b"], ["3c", "2c"], ["4s", "2s"], ["6b", "3b"]],
        ["4c", "5s", "1b"],
        dealer=3,
        turn=0,
    )
    assert str(choose(game, "beginner")) == "9d x 4c+5s"
    game = Game.from_layout([["6d", "9d"], ["3c"], ["4s"], ["6b"]], ["1b"], dealer=3, turn=0)
    assert str(choose(game, "beginner")) == "6d"
    rng = random.Random(5)
    for number in range(20):
        game = midgame(number, rng.randrange(0, 39))
        play = choose(game, "beginner")
        takes = [p for p in game.legal_plays() if p.captures]
        if takes:
            assert len(play.captures) == max(len(p.captures) for p in takes)
        else:
            assert play.card.value == min(p.card.value for p in game.legal_plays())


@pytest.mark.parametrize(
    "settings",
    [
        {"match_from": 0},
        {"infer": 1},
        {"infer": 2},
        {"tiebreak": True},
        {"candidates": None},
        {"screen": 2},
        {"win_bonus": 3.0},
        {"match_from": 14, "infer": 1, "tiebreak": True, "candidates": 3},
    ],
)
def test_every_setting_of_the_strong_player_is_legal_and_reproducible(settings: dict) -> None:
    from scopone.ai import strong

    chosen = strong.Settings(**settings)
    game = Game.dealt(13, 4, totals=(18, 19))
    rng = random.Random(1)
    while not game.is_hand_over:
        view = game.view(game.turn)
        play = strong.choose(view, seed=3, iterations=3, settings=chosen)
        assert play in game.legal_plays()
        assert strong.choose(view, seed=3, iterations=3, settings=chosen) == play
        game.play(play if rng.random() < 0.7 else rng.choice(game.legal_plays()))


def test_inference_reads_the_table_each_play_was_made_on() -> None:
    from scopone.ai import strong
    from scopone.ai.baseline import choose as club

    for number in range(12):
        game = Game.new(number, "normale" if number % 2 else "scientifico")
        for _ in range(random.Random(number).randrange(1, 34)):
            game.play(club(game.view(game.turn)))
        view = game.view(game.turn)
        seen = strong._seen_plays(view)
        others = [r for r in game.history if r.seat != view.seat]
        assert [(s.seat, s.card) for s in reversed(seen)] == [
            (r.seat, r.play.card.code) for r in others
        ]
        for s, r in zip(reversed(seen), others, strict=True):
            assert s.table == tuple(sorted(c.code for c in r.table_before))
        true = [sorted(c.code for c in h) for h in game.hands]
        assert strong._log_likelihood(seen, true) <= 0


def test_a_seat_that_did_not_sweep_probably_could_not() -> None:
    """East laid 2c on a lone 6s: a hand with a 6 would have swept, so it is less likely."""
    from scopone.ai import strong

    game = Game.from_layout(
        [["1d", "3d"], ["2c", "4c"], ["5s", "8s"], ["9b", "10b"]], ["6s"], dealer=0, turn=1
    )
    game.play_card("2c")
    view = game.view(2)  # North: East's last card is one of the cards North has not seen
    seen = strong._seen_plays(view)
    south, north, west = [0, 2], [24, 27], [38, 39]
    six = Card.parse("6c").code
    four = Card.parse("4c").code
    with_six = strong._log_likelihood(seen, [south, [six], north, west])
    without = strong._log_likelihood(seen, [south, [four], north, west])
    assert with_six < without - 2


def test_the_match_score_changes_the_value_of_a_hand() -> None:
    from scopone.ai.match import HAND_POINTS, outcome_value, simulate_hand_points, win_chance

    assert [list(r) for r in HAND_POINTS] == [list(r) for r in zip(*HAND_POINTS, strict=True)]
    assert win_chance(0, 0) == pytest.approx(0.5) and win_chance(20, 20) == pytest.approx(0.5)
    assert win_chance(21, 20) == 1 and win_chance(19, 22) == 0 and win_chance(23, 23) == 0.5
    for a in range(21):
        assert win_chance(a, 10) <= win_chance(a + 1, 10)
    # near 0-0 a hand is worth about its points; at 20-20 winning it wins the game, by any
    # margin; at 18-18 the three points that win the game are worth more than their margin
    assert outcome_value(0, 0, 4, 2) == pytest.approx(2, abs=0.5)
    assert outcome_value(20, 20, 1, 0) == pytest.approx(outcome_value(20, 20, 6, 0))
    assert outcome_value(20, 20, 0, 1) == pytest.approx(-outcome_value(20, 20, 1, 0))
    assert outcome_value(18, 18, 3, 1) > 2 * outcome_value(18, 18, 2, 0)
    sample = simulate_hand_points(300)
    mean = sum(a * n for a, row in enumerate(sample) for n in row) / sum(map(sum, sample))
    table_mean = sum(a * n for a, row in enumerate(HAND_POINTS) for n in row) / sum(
        map(sum, HAND_POINTS)
    )
    assert mean == pytest.approx(table_mean, abs=0.3)


def test_the_tiebreak_leaves_the_smaller_chance_of_a_scopa(monkeypatch) -> None:
    from scopone.ai import strong

    # North lays on 4d: 2d leaves 6 (East may hold 6b or 6c), 6d leaves 10 (no Re unseen).
    game = Game.from_layout(
        [["3c", "9s"], ["4s", "1b"], ["2d", "6d"], ["6b", "6c"]], ["4d"], dealer=1, turn=2
    )
    view = game.view(2)
    two, six = Play.parse("2d"), Play.parse("6d")
    assert strong.scopa_risk(view, six) == 0 < strong.scopa_risk(view, two)

    def even(*args, **kwargs):  # equal values; the club score prefers the riskier play
        return {two: 1.0, six: 1.0}, {two: 2.0, six: 0.0}, 8

    monkeypatch.setattr(strong, "_evaluate", even)
    assert strong.choose(view, settings=strong.Settings(tiebreak=False)) == two
    assert strong.choose(view, settings=strong.Settings(tiebreak=True)) == six

    def uneven(*args, **kwargs):  # not a tie: the better value wins, risk or not
        return {two: 1.5, six: 1.0}, {two: 0.0, six: 0.0}, 8

    monkeypatch.setattr(strong, "_evaluate", uneven)
    assert strong.choose(view, settings=strong.Settings(tiebreak=True)) == two


def test_screening_plays_every_play_then_keeps_the_best_few() -> None:
    from scopone.ai import strong

    game = Game.new(6)
    view = game.view(game.turn)
    assert len(view.legal_plays()) == 10
    top5 = strong._evaluate(view, 1, 6, 0.3, strong.Settings())[0]
    every = strong._evaluate(view, 1, 6, 0.3, strong.Settings(candidates=None))[0]
    screened = strong._evaluate(view, 1, 6, 0.3, strong.Settings(screen=3))[0]
    assert len(top5) == len(screened) == 5 and len(every) == 10
    # the survivors are the best five after three samples, whatever the club player thought
    early = strong._evaluate(view, 1, 3, 0.3, strong.Settings(candidates=None))
    score = {p: early[0][p] + strong.PRIOR * early[1][p] for p in early[0]}
    assert set(screened) == set(sorted(score, key=lambda p: -score[p])[:5])


def test_the_deals_kept_are_the_likelier() -> None:
    from scopone.ai import strong
    from scopone.ai.baseline import choose as club

    kept, drawn = [], []
    for number in range(6):
        game = Game.new(900 + number)
        for _ in range(18):
            game.play(club(game.view(game.turn)))
        view = game.view(game.turn)
        seen = strong._seen_plays(view)
        unseen = [c.code for c in view.unseen]
        rng = random.Random(number)
        for _ in range(4):
            deals = strong._likely_deals(view, rng, unseen, seen)
            assert len(deals) == strong.BATCH // 2
            kept += [strong._log_likelihood(seen, d) for d in deals]
            drawn += [
                strong._log_likelihood(seen, strong._sample(view, rng, unseen))
                for _ in range(len(deals))
            ]
    assert sum(kept) / len(kept) > sum(drawn) / len(drawn) + 0.5
