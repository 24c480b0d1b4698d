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


def run_play(
    game: Game, commands: str, lang: str = "en", dead_end_budget: float | None = None
) -> tuple[int, str]:
    out = io.StringIO()
    status = play(game, io.StringIO(commands), out, lang, dead_end_budget=dead_end_budget)
    return status, out.getvalue()


# ------------------------------------------------------------------------ show


def test_show_prints_the_deal(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "123", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "Classic, deal 123"
    assert format_diagram(Game.deal(123), align=True) in out
    assert "1:  ##  ##  ##  A♣  A♥  3♠  2♣" in out


def test_show_deal_zero_names_its_number(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "0", "--lang", "en"]) == 0
    assert capsys.readouterr().out.startswith("Classic, deal 0\n")


def test_show_text_and_variant(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "7", "--text", "--variant", "three-blind-mice"]) == 0
    out = capsys.readouterr().out
    # Defect 8: no extra blank line after the position text.
    assert out == Game.deal(7, "three-blind-mice").to_text()
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
    assert format_diagram(Game.deal(123), align=True) in result.stdout


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
    status, out = run_play(game, "?\nm\nr\nr\nr\nu\nu\n")
    assert status == 0
    chunks = out.split("> ")
    assert chunks[1].startswith("Type a move as a card and a column")
    assert "r: deal the reserve" in chunks[1] and "u: undo" in chunks[1]
    legal = ", ".join(move_text(m) for m in Game.from_text(EXAMPLE_2).legal_moves())
    assert chunks[2].startswith(legal + "\n") and "8♥ 2→5" in chunks[2]
    # Defect 8: the first r only asks, as the board asks for a second press.
    assert chunks[3].startswith("Deal the reserve? Press r again")
    assert chunks[4].startswith("deal the reserve: +0\n")
    assert "1:  ##  ##  ##  8♠  9♠  5♥  J♣  2♠" in chunks[4] and "reserve: dealt" in chunks[4]
    assert chunks[5].startswith("The reserve has already been dealt")
    assert chunks[6].startswith("deal the reserve undone: −0\n")
    assert chunks[7].startswith("There is nothing to undo.")
    assert game == Game.from_text(EXAMPLE_2)


def test_play_says_when_no_move_is_left() -> None:
    game = Game.deal(5)
    solution = solve_dfs(game, budget=2000)
    assert solution is not None
    # Play to the end through the prompt, typing each move as a player would.
    typed = []
    for m in solution:
        typed.append("r\nr" if m.is_reserve else f"{m.card} {m.target}")
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
    assert format_diagram(game, "ro", align=True) in out
    assert out.count("\n> ") >= 1 and "8♥" in out.split("> ")[1]


# ------------------------------------------------------------- hardening


def run_module(*args: str, **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scorpion", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=60,
        **kwargs,  # type: ignore[arg-type]
    )


@pytest.mark.parametrize("budget", ["nan", "inf", "-inf", "-1", "0", "x", "1e400", "NaN", ""])
def test_solve_budget_must_be_finite_and_positive(
    budget: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # Defect 1: nan and inf never stopped; -1 ended in a ValueError traceback.
    with pytest.raises(SystemExit) as info:
        main(["solve", "5", f"--budget={budget}", "--lang", "en"])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "The time budget must be a number of seconds greater than zero" in err


def test_solve_nan_budget_from_the_shell_is_a_usage_error() -> None:
    result = run_module("solve", "5", "--budget", "nan", "--lang", "ru")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    last = result.stderr.rstrip().splitlines()[-1]
    assert last.endswith("Время поиска должно быть числом секунд больше нуля, а не «nan».")
    assert result.stdout == ""


def test_solve_interrupted_ends_quietly() -> None:
    # Defect 2: Ctrl-C during solve printed a KeyboardInterrupt traceback. A real
    # SIGINT, raised by a timer half a second into main() (after the imports, so
    # the moment does not depend on the machine's load), during a long search.
    code = (
        "import signal, sys\n"
        "from scorpion.cli import main\n"
        "signal.signal(signal.SIGALRM, lambda *_: signal.raise_signal(signal.SIGINT))\n"
        "signal.setitimer(signal.ITIMER_REAL, 0.5)\n"
        "sys.exit(main(['solve', '7908', '--budget', '60']))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert result.returncode == 130, result.stderr
    assert "Traceback" not in result.stderr and "KeyboardInterrupt" not in result.stderr


def test_interrupt_in_any_command_is_status_130(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from scorpion.cli import show

    def interrupted(*args: object, **kwargs: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(show, "run_show", interrupted)
    assert main(["show", "5"]) == 130
    assert "Traceback" not in capsys.readouterr().err


def test_solve_into_a_closed_pipe_ends_quietly() -> None:
    # Defect 2: "solve 5 | head -12" printed a BrokenPipeError traceback.
    proc = subprocess.Popen(
        [sys.executable, "-m", "scorpion", "solve", "5"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # the reader goes away before anything is written
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 141
    assert "Traceback" not in err and "BrokenPipeError" not in err, err


def test_solve_exit_statuses_are_distinct(capsys: pytest.CaptureFixture[str]) -> None:
    # Defect 8: "unknown" shared exit status 2 with a usage error.
    assert main(["solve", "7908", "--budget", "0.05", "--lang", "en"]) == 3
    assert capsys.readouterr().out.startswith("Unknown: no answer within 0.05 s.")


@pytest.mark.parametrize("lang", ["xx", "english", "", "r0"])
def test_unknown_language_is_refused(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    # Defect 7: --lang xx fell back to English silently.
    with pytest.raises(SystemExit) as info:
        main(["show", "5", "--lang", lang])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "Expected one of: en, ro, ar, ru, or it." in err and "Traceback" not in err


def test_language_tags_with_a_region_are_accepted(capsys: pytest.CaptureFixture[str]) -> None:
    from scorpion.cli.common import title

    assert main(["show", "5", "--lang", "ru-RU"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == title(Game.deal(5), "ru")


def test_three_blind_mice_help_and_aside_moves_in_the_terminal() -> None:
    from scorpion.cli.play import help_lines

    # Defect 7: the help offered "r: deal the reserve"; "4♦ da parte→2" did not read back.
    for number in range(40):
        game = Game.deal(number, "three-blind-mice")
        aside = [m for m in game.legal_moves() if m.source == 0]
        if aside:
            break
    for lang in ("it", "ru", "ar", "ro", "en"):
        copy = game.copy()
        typed = move_text(aside[0], lang)
        status, out = run_play(copy, typed + "\nq\n", lang)
        assert status == 0 and copy.moves_played == 1, out
        assert not any(line.startswith("r:") for line in help_lines(game, lang))
    status, out = run_play(game.copy(), "?\nq\n")
    assert "r: deal the reserve" not in out


@pytest.mark.parametrize("lang", ["en", "ro", "ar", "ru", "it"])
def test_help_lines_fit_a_terminal(lang: str) -> None:
    # Defect 8: one help line of about 130 characters wrapped mid-word at 100 columns.
    from scorpion.cli.play import help_lines

    lines = help_lines(Game.deal(1), lang)
    assert len(lines) == 4 and all(len(line) <= 79 for line in lines), lines
    assert any("r" in line for line in lines)


def test_help_says_which_end_of_a_column_is_its_top() -> None:
    _status, out = run_play(Game.deal(1), "q\n")
    assert "from its bottom card to its top card" in out


def test_board_rows_are_aligned() -> None:
    _status, out = run_play(Game.deal(0, "three-blind-mice"), "q\n")
    rows = [line for line in out.splitlines() if line[:3].strip().rstrip(":").isdigit()]
    assert len(rows) == 10
    assert rows[0].startswith(" 1: ") and rows[9].startswith("10: ")
    # Every card cell has the same width, so the cells line up in a grid.
    assert len({len(row) for row in rows if len(row.split()) == 6}) == 1


def test_hint_in_the_terminal() -> None:
    # Defect 8: the terminal game had no hint.
    from scorpion.solver import hint

    game = Game.deal(5)
    expected = hint(game.copy()).move
    assert expected is not None and not expected.is_reserve
    _status, out = run_play(game, "h\nq\n")
    assert f"Hint: move {expected.card} to column {expected.target}." in out
    assert game.moves_played == 0


def test_dead_end_notice_in_the_terminal() -> None:
    # Defect 8: no dead-end notice. Deal 1 is proven unsolvable, with moves left.
    game = Game.deal(1)
    first = game.legal_moves()[0]
    _status, out = run_play(game, f"{move_text(first)}\nq\n", dead_end_budget=2.0)
    assert "This line can no longer be won: undo (u) or quit (q)." in out


def test_reserve_is_dealt_only_on_a_second_press() -> None:
    game = Game.from_text(EXAMPLE_2)
    run_play(game, "r\nm\nr\nq\n")
    assert game.reserve and game.moves_played == 0  # m cancelled the first r
    run_play(game, "r\nr\nq\n")
    assert not game.reserve and game.moves_played == 1
