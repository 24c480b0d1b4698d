"""``python -m scorpion show N``: the deal as a diagram, or its exact position text.

>>> import io
>>> from scorpion import Game
>>> out = io.StringIO()
>>> run_show(Game.deal(0), "en", text=True, out=out)
0
>>> out.getvalue().splitlines()[:2]
['scorpion classic', 'score 0 moves 0']
"""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from ..game import Game
from ..notation import format_diagram
from .common import EXIT_OK, title

__all__ = ["add_parser", "run_show"]


def add_parser(sub: argparse._SubParsersAction, _: object) -> argparse.ArgumentParser:
    """The ``show`` subcommand's own options."""
    show = sub.add_parser("show", help=_("print a deal"))  # type: ignore[operator]
    show.add_argument(
        "--text",
        action="store_true",
        help=_("print the exact position text instead"),  # type: ignore[operator]
    )
    return show


def run_show(game: Game, lang: str, *, text: bool = False, out: TextIO | None = None) -> int:
    """Print ``game``: a titled, aligned diagram, or with ``text`` its position text."""
    out = out or sys.stdout
    if text:
        out.write(game.to_text())  # it ends with its own newline
    else:
        print(title(game, lang), file=out)
        print(format_diagram(game, lang, align=True), file=out)
    return EXIT_OK
