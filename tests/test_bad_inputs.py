"""Adversarial inputs at every public entry point: only the project's own errors, nothing changed.

Each bad input below must be refused with a :class:`~scorpion.errors.ScorpionError`
(a code the message table knows, a sentence in every language) or, on the command
line, a usage error (exit status 2, no traceback); a game it was given to must
be exactly as it was (its position text, score and counters). The lists are
written by hand and generated (every line of a position text mangled, every
argument of ``from_layout`` of the wrong kind, random text from hypothesis).
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import usage_error_prefix
from scorpion import Card, Game, Move, ScorpionError, Suit
from scorpion.cards import card_code
from scorpion.cli import main, play
from scorpion.deal import check_deal_number
from scorpion.examples import EXAMPLE_2, example_1
from scorpion.i18n import LANGUAGES, MESSAGES
from scorpion.solver import hint, last_winnable, solve
from scorpion.variants import get_variant


def short(value: object) -> str:
    """A test id: the value's repr, cut short."""
    return repr(value)[:30]


#: Values of the wrong kind, tried wherever a card, a number, a text or a list is due.
JUNK: list[object] = [
    None,
    True,
    3.5,
    math.nan,
    -1,
    10**30,
    "",
    " ",
    "xx",
    "4♥4♥",
    b"4h",
    ["4♥"],
    {"card": "4♥"},
    object(),
    Suit.HEARTS,
    "9" * 5000,
]


def assert_project_error(action: Callable[[], object]) -> ScorpionError:
    """``action`` raises a ScorpionError whose code has a message in every language."""
    with pytest.raises(ScorpionError) as info:
        action()
    err = info.value
    key = (
        "wrong-target-king"
        if err.code == "wrong-target" and err.params.get("target") is None
        else err.code
    )
    assert key in MESSAGES, err.code
    for lang in LANGUAGES:
        text = err.message(lang)
        assert isinstance(text, str) and text and text != err.code
        assert len(text) < 600, (err.code, len(text))
    return err


def assert_game_refuses(game: Game, action: Callable[[Game], object]) -> ScorpionError:
    """``action(game)`` is refused and the game is unchanged, undo history included."""
    before = (game.to_text(), game.history, game.copy())
    err = assert_project_error(lambda: action(game))
    assert (game.to_text(), game.history) == before[:2]
    assert game == before[2]
    return err


# ------------------------------------------------------------------ cards and variants


CARD_TEXTS: list[object] = [
    *JUNK,
    "11♥",
    "0♠",
    "1",
    "♥",
    "A",
    "AX",
    "♥♥",
    "10",
    "1 0♦",
    "K♠♠",
    "KK",
    "Z♦",
    "-3♣",
    "4️♥",
    "4♥\x00",
    "♠A♠",
    "T",
    "QQ♥",
    "12♣",
    "١♥",
]


@pytest.mark.parametrize("text", CARD_TEXTS, ids=short)
def test_card_parse(text: object) -> None:
    assert_project_error(lambda: Card.parse(text))  # type: ignore[arg-type]
    assert_project_error(lambda: card_code(text))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("rank", "suit"),
    [(r, "S") for r in (0, 14, -1, True, False, 1.0, "1", None, 10**20)]
    + [(1, s) for s in (None, "", "X", "♤♤", 0, 1.5, b"S", ["S"], "spades")],
    ids=short,
)
def test_card_constructor(rank: object, suit: object) -> None:
    assert_project_error(lambda: Card(rank, suit))  # type: ignore[arg-type]


@pytest.mark.parametrize("text", [*JUNK, "spider", "Classic Plus", "three blind", "-"], ids=short)
def test_variant_names(text: object) -> None:
    assert_project_error(lambda: get_variant(text))  # type: ignore[arg-type]
    assert_project_error(lambda: Game(text))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "number",
    [
        None,
        True,
        -1,
        2**64,
        3.0,
        "x",
        "",
        "1e3",
        "²",
        "-0x1",
        "0x10",
        b"5",
        [5],
        "٣" * 30,
        "9" * 5000,
    ],
    ids=short,
)
def test_deal_numbers(number: object) -> None:
    assert_project_error(lambda: check_deal_number(number))
    assert_project_error(lambda: Game.deal(number))  # type: ignore[arg-type]


# ------------------------------------------------------------------------ layouts


def _layout() -> dict[str, object]:
    game = Game.from_text(EXAMPLE_2)
    return {
        "columns": [[c for c, _ in col] for col in game.columns],
        "face_down": list(game.face_down_counts),
        "reserve": list(game.reserve),
    }


LAYOUT_CHANGES: list[tuple[str, object]] = (
    [("columns", v) for v in (None, "abc", 7, [[]] * 6, [[]] * 8, [None] * 7, [["4♥"]] * 7)]
    + [
        ("face_down", v)
        for v in (None, "3333000", [3] * 6, [True] * 7, [9] * 7, [-1] * 7, [3.0] * 7)
    ]
    + [
        ("reserve", v)
        for v in (None, "2♠", ["2♠"], ["2♠", "3♠"], ["2♠", "3♠", "4♠", "5♠"], [1, 2, 3])
    ]
    + [("score", v) for v in ("x", -50, 2.5, None, True, math.inf)]
    + [("moves_played", v) for v in ("1", -1, 1.5, None)]
    + [("foundations", v) for v in (["S"], "S", 7, [None], ["X"])]
    + [("variant", v) for v in ("spider", None, "three-blind-mice", "traditional-ish")]
    + [("aside", v) for v in (["2♠"], "2♠", None)]
)


@pytest.mark.parametrize(("name", "value"), LAYOUT_CHANGES, ids=short)
def test_from_layout(name: str, value: object) -> None:
    layout = _layout()
    layout[name] = value
    assert_project_error(lambda: Game.from_layout(**layout))  # type: ignore[arg-type]


def test_traditional_with_a_suit_in_a_foundation() -> None:
    layout = _layout()
    assert_project_error(
        lambda: Game.from_layout(**layout, variant="traditional", foundations=["H"])  # type: ignore[arg-type]
    )


@pytest.mark.parametrize(
    "hidden",
    [None, "A♣" * 15, ["A♣"] * 15, ["A♣"], [], [1] * 15, [None] * 15],
    ids=short,
)
def test_example_1(hidden: object) -> None:
    assert_project_error(lambda: example_1(hidden))  # type: ignore[arg-type]


# -------------------------------------------------------------------- position texts


def _mangled_texts() -> list[str]:
    """Each line of EXAMPLE_2 replaced, dropped, doubled; plus a few whole-text oddities."""
    lines = EXAMPLE_2.splitlines()
    out = []
    for i in range(len(lines)):
        for replacement in ("junk", "", lines[i] + " 4♥", lines[i] + " [", "1: -"):
            changed = lines[:i] + ([replacement] if replacement else []) + lines[i + 1 :]
            text = "\n".join(changed)
            if text.strip() != EXAMPLE_2.strip():
                out.append(text)
        out.append("\n".join([*lines[: i + 1], lines[i], *lines[i + 1 :]]))
    out += [
        "",
        "scorpion",
        "scorpion spider\nscore 0 moves 0",
        EXAMPLE_2.replace("score 0 moves 0", "score -5 moves 0"),
        EXAMPLE_2.replace("score 0 moves 0", "score 1e9 moves 0"),
        EXAMPLE_2.replace("score 0 moves 0", "score " + "9" * 5000 + " moves 0"),
        EXAMPLE_2.replace("score 0 moves 0", "score 0 moves " + "9" * 5000),
        EXAMPLE_2.replace("[2♠ 3♠ 4♠]", "[2♠ 3♠]"),
        EXAMPLE_2.replace("foundations: -", "foundations: ♠"),
        EXAMPLE_2.replace("foundations: -", "foundations: X"),
        EXAMPLE_2.replace("scorpion classic", "scorpion traditional").replace(
            "foundations: -", "foundations: ♥"
        ),
        EXAMPLE_2.replace("1: [5♠ 6♠ 7♠]", "1: [5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♣]"),
        EXAMPLE_2 + "8: K♠",
        EXAMPLE_2 * 2,
    ]
    return out


@pytest.mark.parametrize("text", _mangled_texts(), ids=lambda t: repr(t[-30:]))
def test_from_text(text: str) -> None:
    assert_project_error(lambda: Game.from_text(text))


@pytest.mark.parametrize(
    "text", [None, b"scorpion classic", 7, ["scorpion classic"], Game.deal(1)], ids=short
)
def test_from_text_non_text(text: object) -> None:
    assert_project_error(lambda: Game.from_text(text))  # type: ignore[arg-type]


# ------------------------------------------------------------------ moves in a game

MOVE_TEXTS: list[object] = [
    *JUNK,
    "8♥",
    "8♥ x",
    "8♥ 2→",
    "8♥ to 5",
    "8h 3→5",
    "8h aside→5",
    "8h sideways→5",
    "R 5",
    "rr",
    "2♠ 5",
    "11♥ 5",
    "8♥ 5 6",
    "8♥ " + "9" * 5000,
    "8♥ 9" * 100,
    "→5",
    "8♥→",
]


@pytest.mark.parametrize("text", MOVE_TEXTS, ids=short)
def test_parse_move(text: object) -> None:
    game = Game.from_text(EXAMPLE_2)
    assert_game_refuses(game, lambda g: g.parse_move(text))  # type: ignore[arg-type]


PLAYED: list[object] = [
    *JUNK,
    "8♥ 5",
    Move(Card.parse("8♥"), 1, 5),
    Move(Card.parse("8♥"), 2, 6),
    Move(Card.parse("8♥"), 2, 9),
    Move(Card.parse("2♥"), 3, 5),
    Move(Card.parse("8♥"), "2", 5),  # type: ignore[arg-type]
    Move("8♥", 2, 5),  # type: ignore[arg-type]
    Move(Card.parse("8♥"), 2, True),
    (Card.parse("8♥"), 2, 5),
]


@pytest.mark.parametrize("move", PLAYED, ids=short)
def test_play(move: object) -> None:
    game = Game.from_text(EXAMPLE_2)
    assert_game_refuses(game, lambda g: g.play(move))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("card", "column"),
    [("8♥", c) for c in (0, 8, -1, None, "x", 2.0, True, "", 10**40, [5])]
    + [(c, 5) for c in (None, "", "xx", 8, b"8h", "2♥", "K♠", "9♥")]
    + [("8♥", 6), ("8♥", 2), ("5♦", 3), ("A♠", 1)],
    ids=short,
)
def test_move(card: object, column: object) -> None:
    game = Game.from_text(EXAMPLE_2)
    assert_game_refuses(game, lambda g: g.move(card, column))  # type: ignore[arg-type]


@pytest.mark.parametrize("column", [0, 8, None, "x", -1, True, 1.5], ids=short)
def test_top(column: object) -> None:
    assert_game_refuses(Game.from_text(EXAMPLE_2), lambda g: g.top(column))  # type: ignore[arg-type]


@pytest.mark.parametrize("card", [None, "", "xx", 5, b"4h"], ids=short)
def test_locate(card: object) -> None:
    assert_game_refuses(Game.from_text(EXAMPLE_2), lambda g: g.locate(card))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "variant", ["classic", "relaxed", "traditional", "wasp", "three-blind-mice"]
)
def test_actions_that_the_rules_refuse(variant: str) -> None:
    game = Game.deal(11, variant)
    assert_game_refuses(game, lambda g: g.undo())
    if not game.reserve or (variant == "traditional" and game.legal_moves() != [Move.reserve()]):
        assert_game_refuses(game, lambda g: g.deal_reserve())
    else:
        game.deal_reserve()
        assert_game_refuses(game, lambda g: g.deal_reserve())


# --------------------------------------------------------------------------- solver

BUDGETS: list[object] = [
    math.nan,
    math.inf,
    -math.inf,
    -1,
    0,
    0.0,
    -0.0,
    "2",
    None,
    True,
    [2],
    10**400,
    1e309,
]


@pytest.mark.parametrize("budget", BUDGETS, ids=short)
def test_solver_budgets(budget: object) -> None:
    game = Game.deal(5)
    for entry in (solve, hint, last_winnable):
        assert_game_refuses(game, lambda g, f=entry: f(g, budget))  # type: ignore[arg-type]


@pytest.mark.parametrize("game", [None, "scorpion classic", 5, EXAMPLE_2], ids=short)
def test_solver_games(game: object) -> None:
    for entry in (solve, hint, last_winnable):
        assert_project_error(lambda f=entry: f(game, 0.1))  # type: ignore[arg-type]


@pytest.mark.parametrize("nodes", [0, -5, 1.5, "10", True], ids=short)
def test_solver_node_limits(nodes: object) -> None:
    assert_game_refuses(Game.deal(5), lambda g: solve(g, 1.0, max_nodes=nodes))  # type: ignore[arg-type]


# ---------------------------------------------------------------------- generated text

QUIET = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@QUIET
@given(st.text(max_size=40))
def test_random_card_text(text: str) -> None:
    try:
        card = Card.parse(text)
    except ScorpionError as err:
        assert err.code == "bad-card"
    else:
        assert Card.parse(str(card)) is card


@QUIET
@given(st.text(alphabet=st.sampled_from(list("0123456789 ♠♥♦♣SHDCAKQJThr→->aside")), max_size=20))
def test_random_move_text(text: str) -> None:
    game = Game.from_text(EXAMPLE_2)
    before = game.to_text()
    try:
        move = game.parse_move(text)
        game.play(move)
    except ScorpionError as err:
        assert err.message("ar") and game.to_text() == before
    else:
        assert game.moves_played == 1


@QUIET
@given(
    st.lists(st.sampled_from([*EXAMPLE_2.splitlines(), "junk", "", "# note", "1: K♠"]), max_size=14)
)
def test_random_position_text(lines: list[str]) -> None:
    text = "\n".join(lines)
    try:
        game = Game.from_text(text)
    except ScorpionError as err:
        assert err.message("ru")
    else:
        assert Game.from_text(game.to_text()) == game


# --------------------------------------------------------------------- command line

BAD_ARGV: list[list[str]] = [
    [],
    ["dance"],
    ["show"],
    ["show", "-1"],
    ["show", "x"],
    ["show", "18446744073709551616"],
    ["show", "1.5"],
    ["show", "5", "--variant", "spider"],
    ["show", "5", "--lang", "xx"],
    ["show", "5", "--lang="],
    ["show", "5", "--text", "extra"],
    ["show", "5", "--budget", "2"],
    ["play", "²"],
    ["play", "5", "--lang", "english"],
    ["solve", "5", "--budget", "nan"],
    ["solve", "5", "--budget=inf"],
    ["solve", "5", "--budget=-1"],
    ["solve", "5", "--budget", "0"],
    ["solve", "5", "--budget", "two"],
    ["solve", "5", "--budget", "1e999"],
    ["solve", "5", "--budget"],
    ["solve", "9" * 5000],
    ["solve", "5", "--variant", ""],
    ["solve", "--lang", "ro", "x"],
]


@pytest.mark.parametrize("argv", BAD_ARGV, ids=lambda argv: " ".join(argv)[:30])
def test_cli_usage_errors(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    captured = capsys.readouterr()
    # The error line is in the language asked for (argparse's own words included).
    asked = argv[argv.index("--lang") + 1] if "--lang" in argv[:-1] else "en"
    lang = asked if asked in LANGUAGES else "en"
    progs = ("python -m scorpion", *(f"python -m scorpion {word}" for word in argv[:1]))
    prefixes = tuple(usage_error_prefix(prog, lang).strip() for prog in progs)
    assert "Traceback" not in captured.err
    assert any(line.startswith(prefixes) for line in captured.err.splitlines()), captured.err
    assert len(captured.err) < 2000


PLAY_COMMANDS = [
    "hello",
    "8♥ 9",
    "Q♠ 1",
    "5♦ 3",
    "9♥ 5",
    "K♠ 4",
    "8♥ 1→5",
    "8h aside→5",
    "A♥ 5",
    "2♠ 5",
    "u",
    "8♥ 0",
    "8♥ " + "9" * 5000,
    "\x1b[A",
    "{card}",
    "🂡 5",
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_play_refusals_change_nothing(lang: str) -> None:
    game = Game.from_text(EXAMPLE_2)
    before = game.to_text()
    out = io.StringIO()
    status = play(
        game, io.StringIO("\n".join(PLAY_COMMANDS) + "\nq\n"), out, lang, dead_end_budget=None
    )
    assert status == 0 and game.to_text() == before
    replies = out.getvalue().split("> ")[1 : len(PLAY_COMMANDS) + 1]
    assert len(replies) == len(PLAY_COMMANDS)
    assert all(reply.strip() for reply in replies)
    assert "Traceback" not in out.getvalue()
