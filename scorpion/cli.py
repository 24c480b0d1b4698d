"""The command line: show a deal, play it in a terminal, solve it.

    python -m scorpion show 123 [--variant relaxed] [--text] [--lang ro]
    python -m scorpion play 123 [--variant wasp] [--lang ro]
    python -m scorpion solve 123 [--budget 2] [--variant relaxed]

In ``play``, type a move as ``4♥ 7`` or ``4h 7`` (card, then target column),
``r`` to deal the reserve, ``u`` to undo, ``m`` to list the legal moves, ``?``
for help and ``q`` to quit. Refusals are explained in the chosen language.

>>> import io
>>> out = io.StringIO()
>>> play(Game.deal(123), io.StringIO("A♥ 2\\nA♥ 3\\nu\\nq\\n"), out)
0
>>> print(out.getvalue())  # doctest: +ELLIPSIS
Classic, deal 123
...
> A♥ goes only on 2♥.
> A♥ 1→3: +5
...
> A♥ 1→3 undone: −5
...
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
from .i18n import card_label, gettext_for, suit_name, variant_name
from .moves import ASIDE, Move, PlayedMove
from .notation import format_diagram
from .variants import VARIANTS

__all__ = ["main", "play"]


def _env_language() -> str:
    """The language asked for by the environment (``LANGUAGE``, ``LC_ALL``, …), else ``en``."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name, "")
        code = value.split(":")[0].split(".")[0].split("_")[0]
        if code and code not in ("C", "POSIX"):
            return code
    return "en"


def _deal_number(text: str) -> int:
    try:
        return check_deal_number(text)
    except ScorpionError as err:
        raise argparse.ArgumentTypeError(err.message(_env_language())) from None


def _parser(lang: str) -> argparse.ArgumentParser:
    def _(msgid: str) -> str:
        return gettext_for(msgid, lang)

    parser = argparse.ArgumentParser(
        prog="python -m scorpion", description=_("Scorpion solitaire in the terminal.")
    )
    parser.add_argument("--version", action="version", version=f"scorpion {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("deal", type=_deal_number, help=_("deal number (0 … 2**64-1)"))
        p.add_argument("--variant", default="classic", choices=list(VARIANTS), help=_("variant"))
        p.add_argument("--lang", default=None, help=_("language of messages (en ro ar ru it)"))

    show = sub.add_parser("show", help=_("print a deal"))
    common(show)
    show.add_argument(
        "--text", action="store_true", help=_("print the exact position text instead")
    )

    play_ = sub.add_parser("play", help=_("play a deal in the terminal"))
    common(play_)

    solve = sub.add_parser("solve", help=_("solve a deal with every card known"))
    common(solve)
    solve.add_argument("--budget", type=float, default=2.0, help=_("seconds to search (default 2)"))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser(_env_language()).parse_args(argv)
    lang = args.lang or _env_language()
    game = Game.deal(args.deal, args.variant)
    if args.command == "show":
        print(
            game.to_text() if args.text else _title(game, lang) + "\n" + format_diagram(game, lang)
        )
        return 0
    if args.command == "play":
        return play(game, sys.stdin, sys.stdout, lang)
    from .solver.cli import run_solve

    return run_solve(game, args.budget, lang)


def _title(game: Game, lang: str) -> str:
    name = variant_name(game.variant, lang)
    if game.deal_number is None:
        return name
    return gettext_for("{variant}, deal {number}", lang).format(
        variant=name, number=game.deal_number
    )


def _help(lang: str) -> str:
    return gettext_for(
        "Type a move as a card and a column, such as “4♥ 7” or “4h 7”. "
        "r: deal the reserve · u: undo · m: list the legal moves · ?: this help · q: quit",
        lang,
    )


def move_text(move: Move, lang: str | None = None) -> str:
    """A move as the player reads it: ``4♥ 2→7``, ``K♦ aside→4``; the reserve deal by name."""
    if move.card is None:
        # TRANSLATORS: the reserve deal, as a move in the list of legal moves.
        return gettext_for("deal the reserve", lang)
    # TRANSLATORS: where a Three Blind Mice card set aside moves from: "K♦ aside→4".
    aside = gettext_for("aside", lang)
    source = aside if move.source == ASIDE else str(move.source)
    return f"{card_label(move.card, lang)} {source}→{move.target}"


def _outcome(played: PlayedMove, lang: str, undone: bool = False) -> str:
    """One line saying what a move did and earned: ``4♥ 2→7: +10 (turned up: 9♠)``."""
    text = move_text(played.move, lang)
    sign = "−" if undone else "+"
    points = f"{sign}{played.points}"
    if undone:
        # TRANSLATORS: after undo: "4♥ 2→7 undone: −10" (the points taken back).
        return gettext_for("{move} undone: {points}", lang).format(move=text, points=points)
    details = []
    if played.flips:
        cards = ", ".join(card_label(c, lang) for c in played.flips)
        # TRANSLATORS: the face-down cards a move turned face up: "turned up: 9♠".
        details.append(gettext_for("turned up: {cards}", lang).format(cards=cards))
    for suit in played.removed:
        # TRANSLATORS: a complete suit left the table: "Hearts complete".
        details.append(gettext_for("{suit} complete", lang).format(suit=suit_name(suit, lang)))
    line = f"{text}: {points}"
    return line + (f" ({'; '.join(details)})" if details else "")


def play(game: Game, stdin: TextIO, stdout: TextIO, lang: str = "en") -> int:
    """Play ``game`` reading commands from ``stdin``; returns 0 when it ends.

    Every refused command prints its reason and changes nothing.
    """

    def say(text: str = "") -> None:
        print(text, file=stdout, flush=True)

    say(_title(game, lang))
    say(_help(lang))
    say(format_diagram(game, lang))
    while not game.is_won:
        stdout.write("> ")
        stdout.flush()
        try:
            line = stdin.readline()
        except KeyboardInterrupt:
            line = ""
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
            moves = game.legal_moves()
            say(", ".join(move_text(m, lang) for m in moves) or gettext_for("No legal move.", lang))
            continue
        try:
            if low in ("u", "undo"):
                say(_outcome(game.undo(), lang, undone=True))
            elif low in ("r", "reserve"):
                say(_outcome(game.deal_reserve(), lang))
            else:
                say(_outcome(game.play(game.parse_move(command)), lang))
        except ScorpionError as err:
            say(err.message(lang))
            continue
        say(format_diagram(game, lang))
        if not game.is_won and not game.legal_moves():
            say(gettext_for("No legal move is left: undo (u) or quit (q).", lang))
    say(gettext_for("You won! Score: {score}.", lang).format(score=game.score))
    return 0
