"""``python -m scorpion solve N``: the verdict, the effort and the winning line.

>>> import io
>>> from scorpion import Game
>>> out = io.StringIO()
>>> run_solve(Game.deal(5), 2.0, "en", out)
0
>>> print(out.getvalue())  # doctest: +ELLIPSIS
Solved: a winning line of 52 moves.
Positions searched: ...
Time: ... s
  1. ...
"""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from cardsite.formats import format_number

from ..game import Game
from ..i18n import gettext_for, ngettext_for, pgettext_for
from ..notation import move_text
from ..solver.api import solve
from .common import EXIT_OK, EXIT_UNKNOWN, EXIT_UNSOLVABLE, argument_type, budget

__all__ = ["add_parser", "run_solve"]

#: The exit status of each verdict.
STATUS = {"solved": EXIT_OK, "unsolvable": EXIT_UNSOLVABLE, "unknown": EXIT_UNKNOWN}


def add_parser(sub: argparse._SubParsersAction, _: object, lang: str) -> argparse.ArgumentParser:
    """The ``solve`` subcommand's own options."""
    solve_ = sub.add_parser("solve", help=_("solve a deal with every card known"))  # type: ignore[operator]
    solve_.add_argument(
        "--budget",
        type=argument_type(budget, lang),
        default=2.0,
        # TRANSLATORS: the value of --budget in the help ("--budget BUDGET", a number of
        # seconds); one word, capitals.
        metavar=pgettext_for("metavar", "BUDGET", lang),
        help=_("seconds to search (default 2)"),  # type: ignore[operator]
    )
    return solve_


def run_solve(game: Game, budget_s: float, lang: str, out: TextIO | None = None) -> int:
    """Solve ``game`` within ``budget_s`` seconds and print the result.

    Returns 0 when solved, 1 when proven unsolvable, 3 when undecided.
    """
    out = out or sys.stdout
    result = solve(game, budget_s)

    def say(text: str) -> None:
        print(text, file=out)

    if result.status == "solved":
        say(
            ngettext_for(
                "Solved: a winning line of {count} move.",
                "Solved: a winning line of {count} moves.",
                len(result.moves),
                lang,
            ).format(count=len(result.moves))
        )
    elif result.status == "unsolvable":
        say(gettext_for("Unsolvable: this position is proven lost.", lang))
    else:
        say(
            gettext_for("Unknown: no answer within {budget} s.", lang).format(
                budget=format_number(budget_s, lang)
            )
        )
    say(
        gettext_for("Positions searched: {nodes}", lang).format(
            nodes=format_number(result.nodes, lang)
        )
    )
    say(
        gettext_for("Time: {seconds} s", lang).format(
            seconds=format_number(result.seconds, lang, decimals=3)
        )
    )
    for i, move in enumerate(result.moves, start=1):
        say(f"{i:3d}. {move_text(move, lang)}")
    return STATUS[result.status]
