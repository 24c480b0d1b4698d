"""The review of a recorded hand: exact where the solver says so, reasons as codes, deterministic."""

from __future__ import annotations

import random

import pytest

from scopone import Card, Game, ParseError, Play
from scopone.ai import solve
from scopone.ai.estimate import estimate
from scopone.i18n import LANGUAGES, REASONS, reason_text
from scopone.record import HandRecord
from scopone.review import EXACT_CARDS, MISTAKE, MISTAKE_ESTIMATE, Reason, review_hand


def recorded(hands: list[list[str]], table: list[str], cards: list[str]) -> HandRecord:
    """A small hand from a layout (West deals, South leads), each card taking what it must."""
    game = Game.from_layout(hands, table, dealer=3, turn=0)
    for card in cards:
        game.play_card(card)
    return HandRecord.from_game(game)


def codes(review_play) -> list[str]:
    return [r.code for r in review_play.reasons]


def test_left_a_sum_that_the_next_player_swept() -> None:
    record = recorded(
        [["5d", "9c"], ["7b", "1s"], ["3c", "4s"], ["6b", "8s"]],
        ["2d"],
        ["5d", "7b", "3c", "6b", "9c", "1s", "4s", "8s"],
    )
    first = review_hand(record, 0, iterations=8).plays[0]
    assert (str(first.played), str(first.best), first.exact) == ("5d", "9c", True)
    assert first.values == {Play.parse("5d"): -1, Play.parse("9c"): 0} and first.cost == 1
    left = first.reasons[0]
    assert left == Reason(
        "left-sum",
        {
            "cards": (Card.parse("2d"), Card.parse("5d")),
            "total": 7,
            "seat": 1,
            "took_with": Card.parse("7b"),
            "scopa": True,
        },
    )
    assert reason_text(left.code, left.params) == (
        "Left 2d + 5d = 7: East swept them with 7b, a scopa."
    )
    assert codes(first)[-2:] == ["lost-items", "worth-less"]
    assert first.reasons[-2].params["items"] == ("scope",)


def test_left_a_card_alone() -> None:
    record = recorded(
        [["5d", "9c"], ["5b", "1s"], ["3c", "4s"], ["6b", "8s"]],
        [],
        ["5d", "5b", "3c", "6b", "9c", "1s", "4s", "8s"],
    )
    first = review_hand(record, 0, iterations=8).plays[0]
    assert first.is_mistake and first.reasons[0].code == "left-card"
    assert first.reasons[0].params["card"] == Card.parse("5d")
    assert first.reasons[0].params["scopa"] is True


def test_the_settebello_and_the_scopa_let_go() -> None:
    record = recorded(
        [["7c", "2b"], ["7s", "1s"], ["3c", "4s"], ["6b", "8s"]],
        ["7d"],
        ["2b", "7s", "3c", "6b", "7c", "1s", "4s", "8s"],
    )
    first = review_hand(record, 0, iterations=8).plays[0]
    assert codes(first) == [
        "gave-settebello",
        "missed-scopa",
        "missed-settebello",
        "lost-items",
        "worth-less",
    ]
    assert first.reasons[1].params == {"play": Play.parse("7c x 7d")}
    assert first.reasons[3].params["items"] == ("scope", "settebello", "primiera")
    assert first.reasons[4].params == {"best": Play.parse("7c x 7d"), "points": 4, "exact": True}
    for lang in LANGUAGES:
        for reason in first.reasons:
            text = reason_text(reason.code, reason.params, lang)
            assert "{" not in text and text != reason.code


def test_a_good_play_has_no_reasons() -> None:
    record = recorded(
        [["5d", "9c"], ["7b", "1s"], ["3c", "4s"], ["6b", "8s"]],
        ["2d"],
        ["9c", "7b", "3c", "6b", "5d", "1s", "4s", "8s"],
    )
    review = review_hand(record, 0, iterations=8)
    assert all(not p.is_mistake and p.reasons == () for p in review.plays)
    assert review.mistakes == () and review.cost == 0


def played_hand(number: int, seed: int) -> HandRecord:
    game = Game.new(number)
    rng = random.Random(seed)
    while not game.is_hand_over:
        game.play(rng.choice(game.legal_plays()))
    return HandRecord.from_game(game)


def test_the_exact_values_are_the_solvers_and_the_rest_are_estimates() -> None:
    record = played_hand(40, 1)
    positions = list(record.positions())
    seat = record.moves[0].seat
    review = review_hand(record, seat, rollouts=6, iterations=4)
    assert [p.ply for p in review.plays] == list(range(0, 40, 4))
    for item in review.plays:
        game = positions[item.ply]
        assert item.played == record.plays[item.ply] and item.seat == seat
        assert set(item.values) == set(game.legal_plays())
        assert item.strong in game.legal_plays()
        left = sum(len(h) for h in game.hands)
        if item.exact:
            assert left <= EXACT_CARDS and item.values == solve(game).values
        else:
            assert left > 16  # the later plays are always exact
            assert item.values == estimate(game, rollouts=6, seed=(0, item.ply))
        assert item.cost >= 0 and item.values[item.best] == max(item.values.values())
        threshold = MISTAKE if item.exact else MISTAKE_ESTIMATE
        assert item.is_mistake == (item.cost >= threshold)
        assert bool(item.reasons) == item.is_mistake
        for reason in item.reasons:
            assert reason.code in {key.split("/")[0] for key in REASONS}
    assert sum(p.exact for p in review.plays) >= 4


def test_the_review_is_deterministic_and_reports_its_progress() -> None:
    record = played_hand(41, 2)
    seen: list[tuple[int, int]] = []
    first = review_hand(record, 2, rollouts=4, iterations=4, progress=lambda *a: seen.append(a))
    assert seen == [(k, 10) for k in range(11)]
    assert review_hand(record, 2, rollouts=4, iterations=4) == first
    other = review_hand(record, 2, rollouts=4, iterations=4, seed=9)
    assert [p.ply for p in other.plays] == [p.ply for p in first.plays]


def test_a_tight_limit_makes_estimates_and_a_budget_is_kept() -> None:
    record = played_hand(42, 3)
    review = review_hand(record, 0, max_nodes=1, rollouts=2, iterations=2)
    assert sum(p.exact for p in review.plays) <= 2  # only what needs no search
    timed = review_hand(record, 0, budget_s=0.001, rollouts=2, iterations=2)
    assert len(timed.plays) == 10


@pytest.mark.parametrize(
    ("args", "kwargs"),
    [
        (("record", 0), {}),
        ((None, 0), {}),
        ((..., 4), {}),
        ((..., "x"), {}),
        ((..., 0), {"max_nodes": 0}),
        ((..., 0), {"rollouts": 2.5}),
        ((..., 0), {"iterations": True}),
        ((..., 0), {"budget_s": -1}),
        ((..., 0), {"progress": "bar"}),
    ],
)
def test_bad_input_is_refused_coded(args: tuple, kwargs: dict) -> None:
    record = recorded([["5d"], ["7b"], ["3c"], ["6b"]], ["2d"], [])
    args = tuple(record if a is ... else a for a in args)
    with pytest.raises(ParseError) as err:
        review_hand(*args, **kwargs)
    assert "{" not in str(err.value)


def test_a_seat_without_plays_has_an_empty_review() -> None:
    record = recorded([["5d"], ["7b"], ["3c"], ["6b"]], ["2d"], ["5d"])
    assert review_hand(record, 2).plays == ()


def test_the_review_as_data_for_a_page() -> None:
    import json

    record = played_hand(43, 4)
    review = review_hand(record, 1, rollouts=4, iterations=4)
    for lang in LANGUAGES:
        data = review.to_data(lang)
        assert json.loads(json.dumps(data)) == data
        assert [p["ply"] for p in data["plays"]] == [p.ply for p in review.plays]
        for item, play in zip(data["plays"], review.plays, strict=True):
            assert item["played"] == str(play.played) and item["exact"] == play.exact
            assert [v for _, v in item["values"]] == sorted(
                (v for _, v in item["values"]), reverse=True
            )
            assert [r["code"] for r in item["reasons"]] == [r.code for r in play.reasons]
            assert all(r["text"] and "{" not in r["text"] for r in item["reasons"])
