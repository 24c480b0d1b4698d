"""The shared layer: numbered games, the CLI helpers, coded messages."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardsite.numbers import MAX_NUMBER, check_number, splitmix64
from scopone.deal import check_game_number
from scorpion.deal import check_deal_number


class Refused(Exception):
    pass


def test_splitmix64_reference_values() -> None:
    # The first outputs for seed 0 of the reference implementation (Vigna's splitmix64.c).
    rng = splitmix64(0)
    assert [next(rng) for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


@given(st.integers(min_value=0, max_value=MAX_NUMBER))
def test_every_number_reads_back_from_its_digits(number: int) -> None:
    assert check_number(str(number), Refused) == number
    assert check_number(f"  {number}\n", Refused, ascii_only=True) == number


@pytest.mark.parametrize(
    "value", [-1, MAX_NUMBER + 1, True, 1.0, None, "", "12a", "-3", "²", "1" * 21, "9" * 5000]
)
def test_anything_else_raises_the_given_error_with_the_text(value: object) -> None:
    with pytest.raises(Refused) as info:
        check_number(value, Refused)
    assert info.value.args == (value if isinstance(value, str) else str(value),)


def test_digits_of_other_scripts_only_when_asked() -> None:
    assert check_number("١٢", Refused) == 12
    with pytest.raises(Refused):
        check_number("١٢", Refused, ascii_only=True)


def test_each_game_keeps_its_own_code() -> None:
    assert check_deal_number("١٢") == 12  # Scorpion reads any decimal digits
    with pytest.raises(ValueError) as deal:
        check_deal_number("x")
    with pytest.raises(ValueError) as game:
        check_game_number("١٢")  # Scopone only 0-9
    assert (deal.value.code, game.value.code) == ("bad-deal-number", "bad-game-number")


def test_env_language_reads_gettexts_order_and_ships_only_site_languages() -> None:
    from cardsite.cli import env_language

    assert env_language({"LANGUAGE": "de:ar", "LC_ALL": "ru_RU.UTF-8"}) == "ar"
    assert env_language({"LC_ALL": "ru_RU.UTF-8", "LANG": "it_IT"}) == "ru"
    assert env_language({"LANG": "pt-BR"}) == "en"
    assert env_language({"LANG": "ro"}, languages=("en",)) == "en"


def test_run_quietly_ends_ctrl_c_with_130_and_flushes(capsys: pytest.CaptureFixture[str]) -> None:
    from cardsite.cli import EXIT_INTERRUPTED, run_quietly

    def interrupted() -> int:
        print("half a line", end="")
        raise KeyboardInterrupt

    assert run_quietly(interrupted) == EXIT_INTERRUPTED == 130
    assert capsys.readouterr().err == "\n"
    assert run_quietly(lambda: 3) == 3


@pytest.mark.parametrize("game", ["scorpion", "scopone"])
def test_both_games_end_quietly_into_a_closed_pipe(game: str) -> None:
    import subprocess
    import sys

    proc = subprocess.Popen(
        [sys.executable, "-m", game, "show", "5"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # the reader goes away before anything is written
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 141
    assert "Traceback" not in err, err


def test_prompt_lets_ctrl_c_go_up_and_ends_a_closed_input() -> None:
    # Issue 29: the prompt took Ctrl-C for the end of input, so a game ended
    # with status 0 instead of the 130 the README lists; run_quietly turns it
    # into 130 now. A closed input (None) or one that cannot be read ends the game.
    import io

    from cardsite.cli import prompt

    class Interrupting(io.StringIO):
        def readline(self, size: int | None = -1) -> str:
            raise KeyboardInterrupt

    class Broken(io.StringIO):
        def readline(self, size: int | None = -1) -> str:
            raise OSError(5, "Input/output error")

    out = io.StringIO()
    with pytest.raises(KeyboardInterrupt):
        prompt(Interrupting(), out, "? ")
    assert out.getvalue() == "? "
    assert prompt(None, out) == prompt(Broken(), out) == ""


def test_argument_type_speaks_the_games_language() -> None:
    import argparse

    from cardsite.cli import argument_type

    parser = argparse.ArgumentParser(exit_on_error=False)
    parser.add_argument("game", type=argument_type(check_game_number, "it"))
    assert parser.parse_args([" 12 "]).game == 12
    with pytest.raises(argparse.ArgumentError) as info:
        parser.parse_args(["x"])
    assert "x" in str(info.value) and "Not a game number" not in str(info.value)
