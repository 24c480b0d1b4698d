"""Issue #13: argparse's own words in both command lines come in the reader's language.

``--help`` of each game and of a sub-command, and the usage errors argparse
reports (a bad choice, a missing argument, an unknown argument, an option
without its value), carry no English word in ro, ar, ru and it; English is
unchanged; argparse's lookup is as before after every call.
"""

from __future__ import annotations

import argparse
import gettext
import re
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence

import pytest

from cardsite.cli import Parser, argparse_words
from conftest import translated, usage_error_prefix
from scopone.cli import main as scopone_main
from scorpion.cli import main as scorpion_main

TRANSLATED = ("ro", "ar", "ru", "it")
GAMES: dict[str, tuple[Callable[[Sequence[str] | None], int], str, str]] = {
    # game: (main, a sub-command, its number argument)
    "scorpion": (scorpion_main, "solve", "7"),
    "scopone": (scopone_main, "play", "7"),
}
#: argparse's English, and the English names of our own arguments, that a translated
#: command line must not show.
ENGLISH = (
    "usage:",
    "positional arguments",
    "options:",
    "show this help message",
    "show program's version",
    "error:",
    "argument --",
    "invalid choice",
    "choose from",
    "the following arguments are required",
    "unrecognized arguments",
    "expected one argument",
    "ambiguous option",
    " LANG",
    " deal",
    " game",
    "SEAT",
    "BUDGET",
    "command",
)


def _run(
    game: str, argv: list[str], capsys: pytest.CaptureFixture[str]
) -> tuple[int | str | None, str, str]:
    """The exit status of ``game``'s command line on ``argv``, its output and its errors."""
    main = GAMES[game][0]
    try:
        status: int | str | None = main(argv)
    except SystemExit as stop:
        status = stop.code
    out, err = capsys.readouterr()
    assert argparse._ is gettext.gettext, "argparse's lookup left changed"  # type: ignore[attr-defined]
    assert argparse.ngettext is gettext.ngettext, "argparse's lookup left changed"  # type: ignore[attr-defined]
    return status, out, err


def _english_in(text: str) -> list[str]:
    return [word for word in ENGLISH if word in text]


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("sub", [False, True], ids=["top", "sub-command"])
def test_help_has_no_english(
    game: str, lang: str, sub: bool, capsys: pytest.CaptureFixture[str]
) -> None:
    command = [GAMES[game][1]] if sub else []
    status, out, err = _run(game, [*command, "--help", "--lang", lang], capsys)
    assert status == 0 and err == ""
    assert out.startswith(translated("usage: ", lang) + f"python -m {game}")
    assert translated("show this help message and exit", lang) in out
    assert _english_in(out) == [], out


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(
    "case",
    ["bad choice", "missing argument", "unknown argument", "missing value"],
)
def test_usage_errors_are_in_the_language(
    game: str, lang: str, case: str, capsys: pytest.CaptureFixture[str]
) -> None:
    _, command, number = GAMES[game]
    argv = {
        "bad choice": [command, number, "--variant", "nope"],
        "missing argument": [command],
        "unknown argument": [command, number, "--bogus"],
        "missing value": [command, number, "--variant"],
    }[case] + ["--lang", lang]
    status, out, err = _run(game, argv, capsys)
    assert status == 2 and out == ""
    assert "Traceback" not in err
    head = f"python -m {game} {command}" if case != "unknown argument" else f"python -m {game}"
    error_lines = [line for line in err.splitlines() if line.startswith(head + ": ")]
    assert len(error_lines) == 1, err
    assert error_lines[0] == err.rstrip("\n").splitlines()[-1]
    assert error_lines[0].startswith(usage_error_prefix(head, lang).rstrip("\n")), err
    assert _english_in(err) == [], err


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_environment_language_is_used_without_lang(
    lang: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANGUAGE", lang)
    status, _, err = _run("scopone", ["play", "7", "--level", "x"], capsys)
    assert status == 2 and _english_in(err) == [], err
    assert (
        translated("invalid choice: %(value)r (choose from %(choices)s)", lang).split(":")[0] in err
    )
    # --lang with no value: the environment's language, not an English refusal.
    status, _, err = _run("scorpion", ["show", "1", "--lang"], capsys)
    assert status == 2 and _english_in(err) == [], err


def test_english_is_unchanged(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run("scorpion", ["solve", "--help", "--lang", "en"], capsys)
    assert status == 0
    assert out.startswith("usage: python -m scorpion solve [-h] [--budget BUDGET]")
    assert "\npositional arguments:\n  deal " in out and "\noptions:\n" in out
    assert "-h, --help            show this help message and exit" in out
    status, out, _ = _run("scopone", ["--help", "--lang", "en"], capsys)
    assert re.search(r"\n  --version +show program's version number and exit\n", out), out
    status, _, err = _run("scopone", ["play", "7", "--level", "x", "--lang", "en"], capsys)
    assert status == 2
    assert err.splitlines()[-1] == (
        "python -m scopone play: error: argument --level: invalid choice: 'x' "
        "(choose from 'beginner', 'club', 'strong')"
    )
    status, _, err = _run("scorpion", ["show", "--lang", "en"], capsys)
    assert err.splitlines()[-1] == (
        "python -m scorpion show: error: the following arguments are required: deal"
    )


def test_argparse_is_restored_after_an_error_inside_a_scope() -> None:
    with pytest.raises(RuntimeError), argparse_words("it"):
        assert argparse._("usage: ") == translated("usage: ", "it")  # type: ignore[attr-defined]
        raise RuntimeError
    assert argparse._ is gettext.gettext  # type: ignore[attr-defined]
    assert argparse.ngettext is gettext.ngettext  # type: ignore[attr-defined]


def test_other_threads_keep_argparse_words_while_one_parsestranslated() -> None:
    inside, checked = threading.Event(), threading.Event()
    seen: list[str] = []

    def translated_parse() -> None:
        with argparse_words("ru"):
            seen.append(Parser(prog="p", lang="ru").format_usage())
            inside.set()
            checked.wait(5)

    thread = threading.Thread(target=translated_parse)
    thread.start()
    assert inside.wait(5)
    english = argparse.ArgumentParser(prog="p").format_usage()
    checked.set()
    thread.join(5)
    assert english == "usage: p [-h]\n"
    assert seen == [translated("usage: ", "ru") + "p [-h]\n"]
    assert argparse._ is gettext.gettext  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", GAMES)
def test_the_installed_command_line_speaks_the_environment_language(game: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", game, GAMES[game][1], "--bogus"],
        capture_output=True,
        text=True,
        env={"LANGUAGE": "it", "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.startswith("uso: ") and _english_in(result.stderr) == [], result.stderr
