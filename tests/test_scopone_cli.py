"""The Scopone command line: show, play to the end, refusals, usage errors, no tracebacks."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from scopone import Game
from scopone.cli import main, play
from scopone.record import HandRecord, read_records


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


@pytest.mark.parametrize("level", ["beginner", "club", "baseline", "strong"])
def test_every_level_is_accepted(level: str) -> None:
    result = run("play", "3", "--level", level, stdin="1\nq\n")
    assert result.returncode == 0 and "Traceback" not in result.stderr


def test_the_records_of_a_whole_game_are_written_and_read_back(tmp_path) -> None:
    path = tmp_path / "hands.txt"
    out = io.StringIO()
    game = Game.new(8)
    assert play(game, io.StringIO("1\n" * 400), out, seat=1, level="club", record_to=path) == 0
    records = read_records(path.read_text(encoding="utf-8"))
    assert [r.hand_number for r in records] == list(range(1, game.hand_number + 1))
    assert all(r.is_complete for r in records) and records[-1].game() == game
    text = out.getvalue()
    for record in records:
        assert f"Record of hand {record.hand_number}: {record.to_code()} " in text


def test_an_unfinished_hand_is_written_when_the_game_is_left(tmp_path) -> None:
    path = tmp_path / "hands.txt"
    play(Game.new(8), io.StringIO("1\n1\nq\n"), io.StringIO(), level="club", record_to=path)
    (record,) = read_records(path.read_text(encoding="utf-8"))
    assert not record.is_complete and record.moves[1].seat == 0


def test_the_record_and_the_review_on_request() -> None:
    out = io.StringIO()
    commands = "v\nr\n" + "1\n" * 10 + "v\nq\n"
    assert play(Game.new(5), io.StringIO(commands), out, level="club") == 0
    text = out.getvalue()
    assert "No hand is finished yet: there is nothing to review." in text
    head = text.index("scopone scientifico record")
    code = text[text.index("Record code: ") :].split()[2]
    assert HandRecord.from_code(code) == HandRecord.from_text(
        text[head : text.index("Record code")]
    )
    review = text[text.index("Review of South’s plays, hand 1 of game 5") :]
    assert review.count("\nPlay ") == 10 and "exact values:" in review
    assert "estimated values:" in review and " in all." in review


def test_review_a_code_and_a_file(tmp_path) -> None:
    game = Game.new(21)
    while not game.is_hand_over:
        game.play(game.legal_plays()[-1])
    record = HandRecord.from_game(game)
    result = run("review", record.to_code(), "--seat", "1")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Review of East’s plays, hand 1 of game 21")
    assert result.stdout.count("\nPlay ") == 10
    path = tmp_path / "one.txt"
    path.write_text(record.to_text(), encoding="utf-8")
    by_file = run("review", str(path), "--seat", "1")
    assert by_file.returncode == 0 and by_file.stdout == result.stdout
    italian = run("review", record.to_code(), "--lang", "it")
    assert italian.returncode == 0 and "Analisi" in italian.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["review", "1s.21.1.0-0.___"], "Not a hand record link: “1s.21.1.0-0.___”"),
        (["review", "no-such-file.txt"], "Not a record code, nor a file of records"),
        (["review", "1s.21.1.0-0.AA", "--seat", "5"], "Not a seat"),
        (["play", "1", "--record", "/no/such/folder/hands.txt"], "Cannot write the records"),
        (["play", "1", "--record", "/tmp"], "Cannot write the records"),
    ],
)
def test_review_and_record_refuse_bad_input(args: list[str], message: str) -> None:
    result = run(*args)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert message in result.stderr and result.stdout == ""


def test_a_file_with_a_bad_record_names_its_line(tmp_path) -> None:
    game = Game.new(4)
    game.play(game.legal_plays()[0])
    lines = HandRecord.from_game(game).to_text().splitlines()
    lines[-1] = lines[-1] + " scopa"
    path = tmp_path / "bad.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    result = run("review", str(path))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert f"Line {len(lines)} of the hand record says" in result.stderr
