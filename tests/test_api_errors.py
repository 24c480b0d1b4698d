"""Both engines' public entry points raise only the project's coded errors (issue 29, item 6).

First the cases an outside tester found, each with the error and the words it must
have; then hypothesis over every public entry point, fed numbers (huge ones too),
text, bools, None, floats and lists: whatever comes back or is raised, it is a
result or a :class:`~cardsite.errors.CodedError` whose code has a sentence in
every language, never a TypeError, IndexError, ValueError or AttributeError.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import scopone
import scorpion
from cardsite.errors import CodedError, shown
from scopone import Card as PCard
from scopone import Game as PGame
from scopone import IllegalPlay, Play
from scopone.ai import choose
from scopone.ai import solve as open_solve
from scopone.i18n import MESSAGES as SCOPONE_MESSAGES
from scorpion import Game as SGame
from scorpion import IllegalMove
from scorpion import ParseError as SParseError
from scorpion.errors import CatalogueIndexError
from scorpion.i18n import LANGUAGES
from scorpion.i18n import MESSAGES as SCORPION_MESSAGES
from scorpion.solver import catalogue, solvable_deal
from scorpion.solver import solve as scorpion_solve
from scorpion.solver.catalogue import undecided

HUGE = 10**5000


def short(value: object) -> str:
    """A test id: the value, cut short (str() refuses a number of 5,000 digits)."""
    return shown(value, 24, as_repr=True)


def coded(action: Callable[[], object]) -> CodedError:
    """``action`` raises a coded error of either game, worded in every language."""
    with pytest.raises(CodedError) as info:
        action()
    return checked(info.value)


def checked(err: CodedError) -> CodedError:
    messages = SCORPION_MESSAGES if isinstance(err, scorpion.ScorpionError) else SCOPONE_MESSAGES
    key = "wrong-target-king" if err.code == "wrong-target" else err.code
    assert key in messages or err.code in messages, err.code
    for lang in LANGUAGES:
        text = err.message(lang)
        assert text and text != err.code and len(text) < 700, (err.code, lang, text)
    return err


# ---------------------------------------------------------------- the cases of issue 29


@pytest.mark.parametrize("code", [-1, True, False, 40, "3", 1.0, None, HUGE, -HUGE], ids=short)
def test_a_card_code_out_of_range_is_refused(code: object) -> None:
    # Defect: from_code(-1) was 10b, (True) 2d; (40) IndexError, ("3") TypeError.
    err = coded(lambda: PCard.from_code(code))  # type: ignore[arg-type]
    assert err.code == "bad-card-code" and "from 0 to 39" in str(err)
    assert [str(PCard.from_code(c)) for c in (0, 6, 39)] == ["1d", "7d", "10b"]


@pytest.mark.parametrize("column", ["9" * 5000, "9" * 4301, " 0003 ", HUGE, -HUGE], ids=short)
def test_a_huge_column_number_is_no_such_column(column: object) -> None:
    # Defect: Game.move(c, "9"*5000) and Game.top(...) raised ValueError (int() of 5,000 digits).
    game = SGame.deal(1)
    before = game.to_text()
    err = coded(lambda: game.move("4♣", column))  # type: ignore[arg-type]
    assert isinstance(err, IllegalMove) and err.code == "no-such-column"
    assert "numbered 1 to 7" in str(err) and len(str(err)) < 160
    assert coded(lambda: game.top(column)).code == "no-such-column"  # type: ignore[arg-type]
    assert game.to_text() == before


@pytest.mark.parametrize("k", ["3", 1.0, True, False, None, [], "x", math.nan], ids=short)
def test_a_catalogue_entry_must_be_a_whole_number(k: object) -> None:
    # Defect: solvable_deal("3") and (1.0) were TypeErrors, (True) returned deal 6.
    err = coded(lambda: solvable_deal(k))  # type: ignore[arg-type]
    assert isinstance(err, SParseError) and "whole number, zero or more" in str(err)


@pytest.mark.parametrize("k", [-1, 2000, 10**9, HUGE], ids=short)
def test_an_entry_beyond_the_catalogue_names_its_range(k: int) -> None:
    err = coded(lambda: solvable_deal(k))
    assert isinstance(err, CatalogueIndexError) and isinstance(err, IndexError)
    assert "numbered from 0 to 1,999" in str(err)
    assert "от 0 до 1\xa0999" in err.message("ru")


@pytest.mark.parametrize("variant", [[], {}, None, 3, "spider", HUGE], ids=short)
def test_a_catalogue_of_no_variant_is_refused(variant: object) -> None:
    # Defect: catalogue([]) was a TypeError (an unhashable argument of a cached function).
    for function in (catalogue, undecided, lambda v: solvable_deal(0, v)):
        assert coded(lambda f=function: f(variant)).code == "unknown-variant"  # type: ignore[misc]
    assert catalogue("Classic")[:2] == catalogue()[:2] and len(catalogue("wasp")) > 0


def test_a_huge_number_in_a_position_text_is_a_bad_line() -> None:
    # Defect: Game.from_text raised ValueError on a number of 4,300 digits.
    text = PGame.new(5).to_text()
    for old, new in (("game 5", "game " + "9" * 4400), ("scope 0 0", "scope 0 " + "9" * 5000)):
        err = coded(lambda o=old, n=new: PGame.from_text(text.replace(o, n)))
        assert err.code == "bad-position" and len(str(err)) < 250


def _complete(**changes: object) -> dict[str, object]:
    """A complete position in the middle of hand 1 (game 5 after eight plays), as from_layout's
    arguments, with ``changes``."""
    game = PGame.new(5)
    for _ in range(8):
        game.play(game.legal_plays()[-1])
    args: dict[str, object] = {
        "hands": game.hands,
        "table": game.table,
        "dealer": game.dealer,
        "turn": game.turn,
        "captured": game.captured,
        "scope": game.scope,
        "last_taker": game.last_taker,
    }
    args.update(changes)
    return args


@pytest.mark.parametrize(
    ("changes", "code", "words"),
    [
        # Defect: "scope 50 0" with empty piles was accepted.
        ({"captured": None, "scope": (50, 0), "last_taker": None}, "too-many-scope", "50 scope"),
        ({"scope": (0, 9)}, "too-many-scope", "East–West cannot have 9 scope"),
        ({"turn": "shift"}, "turn-order", "cards played"),
        ({"last_taker": None}, "no-last-taker", "took last"),
        ({"totals": (3, 0)}, "first-hand-totals", "Hand 1 starts at 0 to 0"),
        ({"hand_number": 3, "totals": (1, 0)}, "totals-too-low", "2 earlier hands"),
        ({"hand_number": 2, "totals": (21, 5)}, "game-already-over", "ended the game"),
    ],
)
def test_an_unreachable_position_is_refused(
    changes: dict[str, object], code: str, words: str
) -> None:
    args = _complete()
    reachable = PGame.from_layout(**args)  # type: ignore[arg-type]
    assert reachable.to_text().startswith("scopone scientifico")
    if changes.get("turn") == "shift":
        changes = {**changes, "turn": (int(args["turn"]) + 1) % 4}  # type: ignore[call-overload]
    err = coded(lambda: PGame.from_layout(**_complete(**changes)))  # type: ignore[arg-type]
    assert err.code == code and words in str(err), str(err)
    text = reachable.to_text()
    assert PGame.from_text(text) == reachable  # the reachable one still reads back


def test_the_last_taker_must_have_taken_something() -> None:
    args = _complete()
    taker = int(args["last_taker"])  # type: ignore[call-overload]
    piles = [list(p) for p in args["captured"]]  # type: ignore[attr-defined]
    piles[1 - taker % 2] += piles[taker % 2]
    piles[taker % 2] = []
    err = coded(lambda: PGame.from_layout(**_complete(captured=piles, scope=(0, 0))))  # type: ignore[arg-type]
    assert err.code == "last-taker-took-nothing" and "took last, but" in str(err)


def test_a_hand_of_too_many_cards_is_refused() -> None:
    hands = [[f"{v}{suit}" for v in range(1, 11)] for suit in "dcsb"]  # ten each: scientifico
    err = coded(lambda: PGame.from_layout(hands, variant="normale"))
    assert err.code == "hand-too-big" and "at most 9 cards, not 10" in str(err)
    assert [len(h) for h in PGame.from_layout(hands).hands] == [10, 10, 10, 10]


@pytest.mark.parametrize(("args", "words"), [({"hand_number": 0}, "numbered from 1")])
def test_refusing_zero_says_from_one(args: dict[str, object], words: str) -> None:
    # Defect: refusing 0 for hand_number (or iterations) said "a whole number, 0 or more".
    err = coded(lambda: PGame.from_layout([["7d"], [], [], []], **args))  # type: ignore[arg-type]
    assert words in str(err) and "0 or more" not in str(err)
    game = PGame.new(1)
    for iterations in (0, -3, True, 1.5):
        err = coded(lambda i=iterations: choose(game, "strong", iterations=i))  # type: ignore[misc]
        assert err.code == "bad-iterations" and "above 0" in str(err)
        view = game.view(game.turn)
        refused = coded(lambda i=iterations, v=view: scopone.ai.choose_for_view(v, iterations=i))  # type: ignore[misc]
        assert refused.code == "bad-iterations"


def test_a_card_taken_twice_is_named_as_such() -> None:
    # Defect: ["4s", "4s", "1b"] was refused as "Not on the table: 1b, 4s e 4s" though all
    # three are on the table.
    game = PGame.from_layout([["9d"], [], [], []], ["4s", "1b", "3c"], dealer=3, turn=0)
    err = coded(lambda: game.play_card("9d", ["4s", "4s", "1b"]))
    assert isinstance(err, IllegalPlay) and err.code == "taken-twice"
    assert str(err).startswith("4s is named more than once")
    assert err.message("it").startswith("4s ")
    assert coded(lambda: game.play_card("9d", ["5s", "4s"])).code == "not-on-table"
    assert game.history == ()


# ---------------------------------------------------------------------------- hypothesis

ANYTHING = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.sampled_from([HUGE, -HUGE, 2**64, 2**63, -1, 0, 39, 40]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.sampled_from(["9" * 4400, "٣", "7d", "4♥", "10s", "classic", "normale", "3", " 1 "]),
    st.lists(st.one_of(st.integers(), st.text(max_size=4), st.none()), max_size=4),
)
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def only_coded(action: Callable[[], object]) -> None:
    """``action()`` returns, or raises a coded error worded in every language."""
    try:
        action()
    except CodedError as err:
        checked(err)


def _small(value: object, most: int) -> bool:
    """A positive whole number that would make a search run long (left out)."""
    return isinstance(value, int) and not isinstance(value, bool) and value > most


@SETTINGS
@given(x=ANYTHING, y=ANYTHING)
def test_scorpion_entry_points_raise_only_coded_errors(x: object, y: object) -> None:
    game = SGame.deal(1)
    for action in (
        lambda: scorpion.Card.parse(x),
        lambda: scorpion.Card(x, y),
        lambda: SGame.deal(x),
        lambda: SGame.deal(0, x),
        lambda: SGame.from_text(x),
        lambda: game.copy().move(x, y),
        lambda: game.copy().move("4♣", x),
        lambda: game.top(x),
        lambda: game.locate(x),
        lambda: game.parse_move(x),
        lambda: game.copy().play(x),
        lambda: solvable_deal(x),
        lambda: solvable_deal(0, x),
        lambda: catalogue(x),
        lambda: undecided(x),
        lambda: scorpion_solve(game, x),
        lambda: scorpion_solve(x, 0.01),
    ):
        only_coded(action)


@SETTINGS
@given(x=ANYTHING, y=ANYTHING)
def test_scopone_entry_points_raise_only_coded_errors(x: object, y: object) -> None:
    game = PGame.new(1)
    card = game.hands[game.turn][0]
    actions: list[Callable[[], object]] = [
        lambda: PCard.parse(x),
        lambda: PCard(x, "d"),  # type: ignore[arg-type]
        lambda: PCard(7, x),  # type: ignore[arg-type]
        lambda: PCard.from_code(x),  # type: ignore[arg-type]
        lambda: scopone.Suit.parse(x),
        lambda: PGame.new(x),  # type: ignore[arg-type]
        lambda: PGame.new(0, x),  # type: ignore[arg-type]
        lambda: PGame.from_text(x),  # type: ignore[arg-type]
        lambda: PGame.from_layout(x),  # type: ignore[arg-type]
        lambda: PGame.from_layout([[x], [], [], []]),  # type: ignore[list-item]
        lambda: PGame.from_layout([["7d"], [], [], []], scope=(x, y)),  # type: ignore[arg-type]
        lambda: PGame.from_layout([["7d"], [], [], []], totals=(x, 0)),  # type: ignore[arg-type]
        lambda: PGame.from_layout([["7d"], [], [], []], hand_number=x),  # type: ignore[arg-type]
        lambda: PGame.from_layout([["7d"], [], [], []], dealer=x, turn=y),  # type: ignore[arg-type]
        lambda: PGame.from_layout([["7d"], [], [], []], last_taker=x),  # type: ignore[arg-type]
        lambda: PGame.from_layout([["7d"], [], [], []], number=x),  # type: ignore[arg-type]
        lambda: game.view(x),  # type: ignore[arg-type]
        lambda: game.copy().play_card(x),  # type: ignore[arg-type]
        lambda: game.copy().play_card(card, x),  # type: ignore[arg-type]
        lambda: game.copy().play(x),  # type: ignore[arg-type]
        lambda: game.copy().play_card(card, seat=x),  # type: ignore[arg-type]
        lambda: Play.parse(x),
        lambda: Play(x),  # type: ignore[arg-type]
        lambda: choose(game, x),  # type: ignore[arg-type]
        lambda: choose(x),  # type: ignore[arg-type]
        lambda: choose(game, "baseline", budget_s=x),  # type: ignore[arg-type]
        lambda: open_solve(x),  # type: ignore[arg-type]
        lambda: open_solve(game, max_nodes=x, budget_s=0.05),  # type: ignore[arg-type]
        lambda: open_solve(game, max_nodes=2000, budget_s=x),  # type: ignore[arg-type]
    ]
    if not _small(x, 3):
        actions.append(lambda: choose(game, "strong", iterations=x, budget_s=0.05))  # type: ignore[arg-type]
    for action in actions:
        only_coded(action)
