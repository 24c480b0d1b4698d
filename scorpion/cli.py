"""The command line: show a deal, play it in a terminal, solve it.

    python -m scorpion show 123 [--variant relaxed] [--text]
    python -m scorpion play 123 [--variant wasp] [--lang ro]
    python -m scorpion solve 123 [--budget 2] [--variant relaxed]

In ``play``, type a move as ``4♥ 7`` or ``4h 7`` (card, then target column),
``r`` to deal the reserve, ``u`` to undo, ``m`` to list the legal moves, ``?``
for help and ``q`` to quit. Refusals are explained in the chosen language.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import TextIO

from . import __version__
from .deal import check_deal_number
from .errors import ScorpionError
from .game import Game
from .i18n import gettext_for, variant_name
from .variants import VARIANTS

__all__ = ["main"]


def _deal_number(text: str) -> int:
    try:
        return check_deal_number(text)
    except ScorpionError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m scorpion", description=__doc__.split("\n")[0])
    parser.add_argument("--version", action="version", version=f"scorpion {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("deal", type=_deal_number, help="deal number (0 … 2**64-1)")
        p.add_argument("--variant", default="classic", choices=sorted(VARIANTS))

    show = sub.add_parser("show", help="print a deal")
    common(show)
    show.add_argument("--text", action="store_true", help="the exact position text instead")

    play = sub.add_parser("play", help="play a deal in the terminal")
    common(play)
    play.add_argument("--lang", default=None, help="language of messages (en ro ar ru it)")

    solve = sub.add_parser("solve", help="solve a deal with every card known")
    common(solve)
    solve.add_argument("--budget", type=float, default=2.0, help="seconds to search (default 2)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(argv)
    game = Game.deal(args.deal, args.variant)
    if args.command == "show":
        print(game.to_text() if args.text else game)
        return 0
    if args.command == "play":
        lang = args.lang or _env_language()
        return play(game, sys.stdin, sys.stdout, lang)
    from .solver.cli import run_solve

    return run_solve(game, args.budget)


def _env_language() -> str:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name, "")
        code = value.split(":")[0].split(".")[0].split("_")[0]
        if code and code not in ("C", "POSIX"):
            return code
    return "en"


def _help(lang: str) -> str:
    return gettext_for(
        "Type a move as a card and a column, such as “4♥ 7” or “4h 7”. "
        "r: deal the reserve · u: undo · m: list the legal moves · ?: this help · q: quit",
        lang,
    )


def play(game: Game, stdin: TextIO, stdout: TextIO, lang: str = "en") -> int:
    """Play ``game`` reading commands from ``stdin``; returns 0 when it ends."""

    def say(text: str = "") -> None:
        print(text, file=stdout, flush=True)

    say(variant_name(game.variant, lang) + (f" #{game.deal_number}" if game.deal_number else ""))
    say(_help(lang))
    say(str(game))
    while not game.is_won:
        stdout.write("> ")
        stdout.flush()
        line = stdin.readline()
        if not line:
            say()
            return 0
        command = line.strip()
        if not command:
            continue
        low = command.lower()
        if low in ("q", "quit", "exit"):
            return 0
        if low in ("?", "h", "help"):
            say(_help(lang))
            continue
        if low in ("m", "moves"):
            say(" ".join(str(m) for m in game.legal_moves()) or gettext_for("No legal move.", lang))
            continue
        try:
            if low in ("u", "undo"):
                game.undo()
            elif low in ("r", "reserve"):
                game.deal_reserve()
            else:
                game.play(game.parse_move(command))
        except ScorpionError as err:
            say(err.message(lang))
            continue
        say(str(game))
        if not game.is_won and not game.legal_moves():
            say(gettext_for("No legal move is left: undo (u) or quit (q).", lang))
    say(gettext_for("You won! Score: {score}.", lang).format(score=game.score))
    return 0
