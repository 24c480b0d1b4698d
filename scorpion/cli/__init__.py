"""The command line: show a deal, play it in a terminal, solve it.

    python -m scorpion show 123 [--variant relaxed] [--text] [--lang ro]
    python -m scorpion play 123 [--variant wasp] [--lang ro]
    python -m scorpion solve 123 [--budget 2] [--variant relaxed]

One module per command (:mod:`~scorpion.cli.show`, :mod:`~scorpion.cli.play`,
:mod:`~scorpion.cli.solve`) and what they share (:mod:`~scorpion.cli.common`).
Messages come in ``--lang`` or, without it, the environment's language.

Exit statuses, one meaning each:

=====  ==============================================================
0      done: shown, played to the end or quit (or its input closed), or solved
1      ``solve``: proven unsolvable
2      usage error: a bad argument (deal number, variant, language, budget…)
3      ``solve``: no answer within the budget (unknown)
130    interrupted (Ctrl-C)
141    the output was closed early (``… | head``, ``>&-``) or could not be
       written (``>/dev/full``: a line on standard error says why)
=====  ==============================================================

>>> main(["show", "0", "--lang", "en"])  # doctest: +ELLIPSIS
Classic, deal 0
1: ## ## ## 10♣  3♠  J♣  K♣
...
0
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from cardsite.cli import Parser, early_language, run_quietly

from .. import __version__
from ..errors import ScorpionError
from ..game import Game
from ..i18n import gettext_for, pgettext_for
from ..notation import move_text
from ..variants import VARIANTS
from . import play as play_command
from . import show as show_command
from . import solve as solve_command
from .common import (
    argument_type,
    deal_number,
    language,
    pick_language,
)
from .play import play

__all__ = ["main", "move_text", "play"]


def _parser(lang: str) -> argparse.ArgumentParser:
    def _(msgid: str) -> str:
        return gettext_for(msgid, lang)

    parser = Parser(
        prog="python -m scorpion", description=_("Scorpion solitaire in the terminal."), lang=lang
    )
    parser.add_argument("--version", action="version", version=f"scorpion {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    commands = [
        show_command.add_parser(sub, _),
        play_command.add_parser(sub, _),
        solve_command.add_parser(sub, _, lang),
    ]
    for command in commands:
        command.add_argument(
            "deal",
            type=argument_type(deal_number, lang),
            # TRANSLATORS: the deal number's name in the usage line and in "required: deal";
            # one word, no spaces.
            metavar=pgettext_for("metavar", "deal", lang),
            help=_("deal number (0 … 2**64-1)"),
        )
        command.add_argument(
            "--variant", default="classic", choices=list(VARIANTS), help=_("variant")
        )
        command.add_argument(
            "--lang",
            default=None,
            type=argument_type(language, lang),
            # TRANSLATORS: the value of --lang in the help ("--lang LANG"); one word, capitals.
            metavar=pgettext_for("metavar", "LANG", lang),
            help=_("language of messages (en ro ar ru it)"),
        )
    return parser


def _run(args: argparse.Namespace, lang: str) -> int:
    game = Game.deal(args.deal, args.variant)
    if args.command == "show":
        return show_command.run_show(game, lang, text=args.text)
    if args.command == "play":
        return play(game, sys.stdin, sys.stdout, lang)
    return solve_command.run_solve(game, args.budget, lang)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (see the table above).

    A usage error exits with status 2 through argparse, its message in the
    chosen language; Ctrl-C (130), a closed input (the end of a game) and an
    output that cannot be written (141) end quietly, without a traceback.
    """
    argv = sys.argv[1:] if argv is None else list(argv)
    lang = early_language(argv, ScorpionError)
    parser = _parser(lang)

    def body() -> int:
        args = parser.parse_args(argv)
        return _run(args, args.lang or pick_language(None))

    return run_quietly(body, lang=lang)
