"""Invariants of Scopone over random games in both variants (hypothesis and seeded play).

- the 40 cards are always there, once each (hands, table, piles);
- every play of ``legal_plays()`` obeys the same-value-first rule, and is accepted;
- a scopa only when the table is emptied, never on the hand's last card;
- at the end of the hand the last taker's side has taken the rest;
- the hand's points add up, the four fixed points going to at most one side each;
- undo restores everything, and the text round-trips at every step;
- every other card/capture combination is refused with a code, changing nothing.
"""

from __future__ import annotations

import random
from itertools import combinations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scopone import Card, Game, IllegalPlay, Play
from scopone.i18n import MESSAGES

VARIANTS = ["scientifico", "normale"]


def check_cards(game: Game) -> None:
    codes = [c.code for h in game.hands for c in h] + [c.code for c in game.table]
    codes += [c.code for p in game.captured for c in p]
    assert sorted(codes) == list(range(40))


def check_play_rule(game: Game, play: Play) -> None:
    table = game.table
    same = [c for c in table if c.value == play.card.value]
    if same:
        assert len(play.captures) == 1 and play.captures[0] in same
    elif play.captures:
        assert sum(c.value for c in play.captures) == play.card.value
        assert set(play.captures) <= set(table)
    else:  # a lay: nothing on the table adds up to the card
        for size in range(1, len(table) + 1):
            for combo in combinations(table, size):
                assert sum(c.value for c in combo) != play.card.value


def check_refusals(game: Game) -> None:
    """Every card of every hand with every subset of up to 3 table cards: legal or refused."""
    legal = set(game.legal_plays())
    before, text = game.copy(), game.to_text()
    table = game.table
    subsets = [()] + [c for n in (1, 2, 3) for c in combinations(table, n)]
    for seat, hand in enumerate(game.hands):
        for card in hand:
            for subset in subsets:
                play = Play(card, subset)
                if seat == game.turn and play in legal:
                    continue
                try:
                    game.play(play)
                except IllegalPlay as err:
                    assert err.code in MESSAGES and "{" not in str(err)
                else:
                    raise AssertionError(f"{play} accepted but not legal")
                assert game == before
    assert game.to_text() == text


def play_out(variant: str, number: int, rng: random.Random, *, refusals: bool = False) -> Game:
    game = Game.new(number, variant)
    check_cards(game)
    snapshots = [game.copy()]
    while not game.is_hand_over:
        plays = game.legal_plays()
        assert plays and len(plays) == len(set(plays))
        if refusals and rng.random() < 0.3:
            check_refusals(game)
        play = rng.choice(plays)
        check_play_rule(game, play)
        hands_left = sum(len(h) for h in game.hands) - 1
        record = game.play(play)
        check_cards(game)
        if record.scopa:
            assert game.table == [] and hands_left > 0 and play.captures
        if hands_left == 0:
            assert not record.scopa
        assert Game.from_text(game.to_text()) == game
        if rng.random() < 0.15:  # undo and replay
            assert game.undo() == record and game == snapshots[-1]
            game.play(play)
        snapshots.append(game.copy())
    # The last taker's side took the rest: the table is empty.
    assert game.table == []
    last = game.last_taker
    assert last is not None
    record = game.history[-1]
    if record.swept:
        assert record.swept_to == last % 2
    score = game.hand_score()
    for item in ("settebello", "denari", "carte", "primiera"):
        assert sum(getattr(t, item) for t in score) <= 1
    assert sum(t.cards for t in score) == 40
    assert sum(t.denari_count for t in score) == 10
    assert [t.scope for t in score] == game.scope
    assert sum(r.scopa for r in game.history) == sum(game.scope)
    assert game.totals == (score[0].total, score[1].total)
    # undo all the way back gives the deal again
    while game.history:
        game.undo()
    assert game == snapshots[0]
    return game


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    variant=st.sampled_from(VARIANTS),
    number=st.integers(min_value=0, max_value=2**64 - 1),
    seed=st.integers(min_value=0, max_value=2**32),
)
def test_random_hands(variant: str, number: int, seed: int) -> None:
    play_out(variant, number, random.Random(seed))


def test_random_hands_refuse_everything_else() -> None:
    rng = random.Random("refusals")
    for variant in VARIANTS:
        for number in range(3):
            play_out(variant, number, rng, refusals=True)


def test_settebello_point_goes_to_its_holder() -> None:
    rng = random.Random("settebello")
    for number in range(20):
        game = Game.new(number)
        while not game.is_hand_over:
            game.play(rng.choice(game.legal_plays()))
        holder = 0 if Card.parse("7d") in game.captured[0] else 1
        score = game.hand_score()
        assert score[holder].settebello == 1 and score[1 - holder].settebello == 0
