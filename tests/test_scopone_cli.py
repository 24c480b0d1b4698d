"""The Scopone command line: show, play to the end, refusals, usage errors, no tracebacks."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from scopone import Game
from scopone.cli import main, play


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scopone", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_show_prints_every_hand_and_the_text_round_trips() -> None:
    result = run("show", "123")
    assert result.returncode == 0
    assert "Scopone scientifico, game 123" in result.stdout
    assert result.stdout.count("(") >= 2  # the dealer and the seat to play are marked
    text = run("show", "123", "--text").stdout
    assert Game.from_text(text) == Game.new(123)


def test_show_in_italian() -> None:
    result = run("show", "5", "--variant", "normale", "--lang", "it")
    assert result.returncode == 0 and "partita 5" in result.stdout and "Tavolo:" in result.stdout


@pytest.mark.parametrize(
    "args",
    [
        ["show", "-1"],
        ["show", "x"],
        ["show", str(2**64)],
        ["play", "1", "--seat", "4"],
        ["play", "1", "--variant", "cirulla"],
        ["play", "1", "--level", "god"],
        [],
        ["dance"],
    ],
)
def test_usage_errors_exit_2_without_traceback(args: list[str]) -> None:
    result = run(*args)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and result.stderr.strip()


def test_a_whole_game_against_three_computer_seats() -> None:
    out = io.StringIO()
    assert play(Game.new(8), io.StringIO("1\n" * 400), out, seat=1, level="baseline") == 0
    text = out.getvalue()
    assert "Hand 1: the score sheet" in text and "Primiera" in text
    assert " win " in text and "Traceback" not in text


def test_refusals_and_undo_in_the_terminal() -> None:
    out = io.StringIO()
    commands = "zz\n7x\n99\nu\n1\nu\nm\n?\nh\nq\n"
    assert play(Game.new(123), io.StringIO(commands), out, level="baseline") == 0
    text = out.getvalue()
    assert "Not a play: “zz”" in text and "Not a play: “7x”" in text
    assert "There is nothing to undo in this hand." in text
    assert "1. " in text and "Hint: " in text


def test_end_of_input_and_broken_pipe_are_quiet() -> None:
    result = run("play", "3", "--level", "baseline", stdin="")
    assert result.returncode == 0 and "Traceback" not in result.stderr
    shell = subprocess.run(
        f"{sys.executable} -m scopone show 3 | head -c 10",
        shell=True,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert "Traceback" not in shell.stderr and "Error" not in shell.stderr


def test_main_returns_status() -> None:
    assert main(["show", "9", "--text"]) == 0


def test_an_unknown_language_is_refused_naming_the_languages() -> None:
    result = run("show", "5", "--lang", "xx")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "Unknown language “xx”" in result.stderr and "en, ro, ar, ru, or it" in result.stderr
    assert result.stdout == ""


def test_a_region_is_dropped_and_usage_errors_speak_the_asked_language() -> None:
    assert "partita 5" in run("show", "5", "--lang", "it-IT").stdout
    result = run("play", "5", "--seat", "9", "--lang", "it")
    assert result.returncode == 2 and "Non è un posto: «9»" in result.stderr
