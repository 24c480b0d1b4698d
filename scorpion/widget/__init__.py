"""The interactive Scorpion board for Jupyter and JupyterLite (ipywidgets).

:func:`player` is the full player (new game by number, records, …);
:func:`example` a worked example that steps through its moves and can be played
from any step. The rules of interaction live in
:mod:`scorpion.widget.controller`, which does not import ipywidgets; only
:mod:`scorpion.widget.board` does, and only when a board is made.

>>> from scorpion.widget.controller import Controller
>>> from scorpion import Game
>>> Controller(Game.deal(3)).selection is None
True
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from ..game import Game
from ..render import board_rows
from .controller import Controller, Step, parse_steps

__all__ = ["Controller", "Step", "example", "parse_steps", "player"]


def _records(records: Mapping[str, int] | str | None) -> dict[str, int]:
    if isinstance(records, str):
        try:
            records = json.loads(records or "{}")
        except ValueError:
            return {}
    return {str(k): int(v) for k, v in (records or {}).items() if str(v).isdigit()}


def player(
    deal: int | str = 0,
    lang: str = "en",
    *,
    variant: str = "classic",
    solvable_only: bool = True,
    link_base: str = "",
    records: Mapping[str, int] | str | None = None,
    saved: str | None = None,
) -> Any:
    """The full player, starting on ``deal`` (a solvable one when ``solvable_only``).

    ``saved`` is the game in progress the page kept in the browser
    (:mod:`scorpion.widget.saved`): the board offers to resume it.
    """
    from .board import Board

    controller = Controller(Game.deal(0, variant), lang, records=_records(records))
    controller.new_game(deal, solvable_only=solvable_only, variant=variant)
    controller.offer(saved)
    board = Board(controller, mode="player", link_base=link_base)
    if board.new_bar is not None:
        board.solvable.value = solvable_only
    return board.root


def example(position: str, moves: str = "", lang: str = "en") -> Any:
    """A worked example: ``position`` (a position text) and its ``;``-separated moves.

    Worked examples are positions built to show one rule, most of them not
    winnable, so the board does not run the dead-end check after each move
    (the Play page's player does): it would call every move a lost line.
    """
    from .board import Board

    game = Game.from_text(position)
    controller = Controller(game, lang, steps=parse_steps(moves), dead_end_check=False)
    games = [controller.game] if controller.script is None else controller.script.positions()
    board = Board(controller, mode="example", rows=board_rows(games))
    return board.root
