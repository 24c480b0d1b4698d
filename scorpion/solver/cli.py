"""``python -m scorpion solve``: print the verdict, the effort and the winning line.

>>> from scorpion import Game
>>> run_solve(Game.deal(5), 2.0, lang="en")  # doctest: +ELLIPSIS
Solved: a winning line of 52 moves.
Positions searched: ...
Time: ... s
  1. ...
0
"""

from __future__ import annotations

import sys
from typing import TextIO

from ..game import Game
from ..i18n import card_label, gettext_for, ngettext_for
from ..moves import Move
from .api import solve

__all__ = ["format_move", "run_solve"]


def format_move(move: Move, lang: str | None = None) -> str:
    """A move in readable notation in ``lang``: ``4♥ 2→7``, or the reserve deal."""
    if move.card is None:
        return gettext_for("deal the reserve", lang)
    return f"{card_label(move.card, lang)} {move.source}→{move.target}"


def run_solve(game: Game, budget: float, lang: str | None = None, out: TextIO | None = None) -> int:
    """Solve ``game`` within ``budget`` seconds and print the result.

    Returns 0 when solved, 1 when proven unsolvable, 2 when undecided.
    """
    if lang is None:
        from ..cli import _env_language

        lang = _env_language()
    out = out or sys.stdout
    result = solve(game, budget)

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
        say(gettext_for("Unsolvable: no line wins this position (proven).", lang))
    else:
        say(gettext_for("Unknown: no answer within {budget} s.", lang).format(budget=budget))
    say(gettext_for("Positions searched: {nodes}", lang).format(nodes=result.nodes))
    say(gettext_for("Time: {seconds} s", lang).format(seconds=f"{result.seconds:.3f}"))
    for i, move in enumerate(result.moves, start=1):
        say(f"{i:3d}. {format_move(move, lang)}")
    return {"solved": 0, "unsolvable": 1}.get(result.status, 2)
