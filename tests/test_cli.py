"""The command line: ``show`` and ``play`` (driven through stdin), refusals explained."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import solve_dfs
from scorpion import Game
from scorpion.cli import main, move_text, play
from scorpion.examples import EXAMPLE_2
from scorpion.notation import format_diagram

ROOT = Path(__file__).resolve().parent.parent


def run_play(game: Game, commands: str, lang: str = "en") -> tuple[int, str]:
    out = io.StringIO()
    status = play(game, io.StringIO(commands), out, lang)
    return status, out.getvalue()


# ------------------------------------------------------------------------ show


def test_show_prints_the_deal(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "123", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "Classic, deal 123"
    assert str(Game.deal(123)) in out
    assert "1: ## ## ## A♣ A♥ 3♠ 2♣" in out


def test_show_deal_zero_names_its_number(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "0", "--lang", "en"]) == 0
    assert capsys.readouterr().out.startswith("Classic, deal 0\n")


def test_show_text_and_variant(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "7", "--text", "--variant", "three-blind-mice"]) == 0
    out = capsys.readouterr().out
    assert out == Game.deal(7, "three-blind-mice").to_text() + "\n"
    assert Game.from_text(out) == Game.deal(7, "three-blind-mice")


@pytest.mark.parametrize("argv", [["show", "-1"], ["show", "x"], ["show", "5", "--variant", "x"]])
def test_show_bad_arguments(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "Not a deal number" in err or "invalid choice" in err


def test_module_entry_point() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "scorpion", "show", "123", "--lang", "en"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert str(Game.deal(123)) in result.stdout


# ------------------------------------------------------------------------ play


def test_play_moves_and_refusals() -> None:
    game = Game.from_text(EXAMPLE_2)
    status, out = run_play(game, "8♥ 6\n8h 5\nq\n")
    assert status == 0
    assert "> Rule: cards must be of the same suit. 8♥ goes only on 9♥.\n" in out
    assert "> 8♥ 2→5: +10 (turned up: A♥)\n" in out
    assert out.rstrip().endswith("score: 10  moves: 1\n>".rstrip())
    assert game.moves_played == 1 and game.score == 10


def test_play_bad_input_is_explained_and_changes_nothing() -> None:
    game = Game.from_text(EXAMPLE_2)
    before = game.to_text()
    commands = "hello\n8♥ 9\nQ♠ 1\n5♦ 3\n9♥ 5\nK♠ 4\n\nq\n"
    status, out = run_play(game, commands)
    assert status == 0 and game.to_text() == before
    lines = out.split("> ")[1:]
    assert lines[0].startswith("Not a move: “hello”.")
    assert lines[1].startswith("There is no column 9: the columns are numbered 1 to 7.")
    assert lines[2].startswith("That card is face down")
    assert lines[3].startswith("5♦ goes only on 6♦.")
    assert lines[4].startswith("9♥ is already in column 5")
    assert lines[5].startswith("That card is face down")


def test_play_help_moves_reserve_undo() -> None:
    game = Game.from_text(EXAMPLE_2)
    status, out = run_play(game, "?\nm\nr\nr\nu\nu\n")
    assert status == 0
    chunks = out.split("> ")
    assert chunks[1].startswith("Type a move as a card and a column")
    assert "r: deal the reserve" in chunks[1] and "u: undo" in chunks[1]
    legal = ", ".join(move_text(m) for m in Game.from_text(EXAMPLE_2).legal_moves())
    assert chunks[2].startswith(legal + "\n") and "8♥ 2→5" in chunks[2]
    assert chunks[3].startswith("deal the reserve: +0\n")
    assert "1: ## ## ## 8♠ 9♠ 5♥ J♣ 2♠" in chunks[3] and "reserve: dealt" in chunks[3]
    assert chunks[4].startswith("The reserve has already been dealt")
    assert chunks[5].startswith("deal the reserve undone: −0\n")
    assert chunks[6].startswith("There is nothing to undo.")
    assert game == Game.from_text(EXAMPLE_2)


def test_play_says_when_no_move_is_left() -> None:
    game = Game.deal(5)
    solution = solve_dfs(game, budget=2000)
    assert solution is not None
    # Play to the end through the prompt, typing each move as a player would.
    typed = []
    for m in solution:
        typed.append("r" if m.is_reserve else f"{m.card} {m.target}")
    status, out = run_play(game, "\n".join(typed) + "\n")
    assert status == 0 and game.is_won
    assert out.rstrip().endswith(f"You won! Score: {game.score}.")
    assert "complete" in out  # each suit that leaves is announced


def test_play_stuck_position_offers_undo() -> None:
    from conftest import build

    game = build(["5♥", "6♥", "9♠", "3♠", "7♠", "A♠", "10♥"], variant="traditional", dump=3)
    status, out = run_play(game, "5h 2\nm\n")
    assert status == 0
    assert "No legal move is left: undo (u) or quit (q)." in out
    assert "No legal move." in out


def test_play_end_of_input() -> None:
    status, out = run_play(Game.deal(1), "")
    assert status == 0 and out.endswith("> \n")


def test_play_in_another_language_falls_back_per_message() -> None:
    # Whatever the catalogs hold, the board and the refusal come out, and the
    # diagram is the localised one.
    game = Game.from_text(EXAMPLE_2)
    status, out = run_play(game, "8♥ 6\nq\n", lang="ro")
    assert status == 0
    assert format_diagram(game, "ro") in out
    assert out.count("\n> ") >= 1 and "8♥" in out.split("> ")[1]
