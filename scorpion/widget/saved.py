"""The game in progress, kept in the browser so that it survives a reload.

The Play page keeps the game being played in the browser's ``localStorage``
(never sent anywhere) after every move, as the JSON of :meth:`SavedGame.to_json`:
its variant, its deal number, every move since the deal in the engine's
notation, and the undos, hints and seconds it took so far. When the page opens
again (a reload, another language, another day) it passes that text back and
the board offers the game: :func:`read_saved` checks it, and
:meth:`SavedGame.replay` deals the same deal again and plays its moves, so
that undo works as before.

>>> from scorpion import Game
>>> game = Game.deal(5)
>>> move = game.legal_moves()[0]
>>> _ = game.play(move)
>>> saved = SavedGame.of(game, [move], undos=1, hints=0, seconds=42.5)
>>> text = saved.to_json()
>>> read_saved(text) == saved, read_saved(text).replay() == game
(True, True)

Text that is not a saved game is refused with the engine's ``bad-argument``
error, which names what was found; nothing is dealt.

>>> read_saved('{"variant": "classic", "deal": -3, "moves": []}')
Traceback (most recent call last):
...
scorpion.errors.ParseError: Expected a game kept in this browser (a variant, a deal number and its moves), found “-3”.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..deal import check_deal_number
from ..errors import ParseError
from ..game import Game
from ..moves import Move
from ..variants import VARIANTS

__all__ = ["SavedGame", "read_saved"]


@dataclass(frozen=True)
class SavedGame:
    """A game in progress: ``deal`` of ``variant`` and its ``moves`` (notation) since the deal."""

    variant: str
    deal: int
    moves: tuple[str, ...]
    undos: int = 0
    hints: int = 0
    seconds: float = 0.0

    @classmethod
    def of(
        cls, game: Game, line: Sequence[Move], *, undos: int, hints: int, seconds: float
    ) -> SavedGame:
        """The game ``game`` (a numbered deal) reached by ``line``, the moves since its deal."""
        assert game.deal_number is not None
        return cls(
            game.variant,
            game.deal_number,
            tuple(str(m) for m in line),
            undos,
            hints,
            round(seconds, 1),
        )

    @property
    def count(self) -> int:
        """How many moves were played (a reserve deal is one)."""
        return len(self.moves)

    def to_json(self) -> str:
        """What the page keeps in the browser."""
        return json.dumps(
            {
                "variant": self.variant,
                "deal": self.deal,
                "moves": list(self.moves),
                "undos": self.undos,
                "hints": self.hints,
                "seconds": self.seconds,
            },
            ensure_ascii=False,
        )

    def replay(self) -> Game:
        """Deal the same deal again and play the moves: the game as it was left.

        A move that is not legal there raises the engine's own error.
        """
        return self.replay_line()[0]

    def replay_line(self) -> tuple[Game, list[Move]]:
        """The game as it was left (:meth:`replay`) and its moves since the deal, as values."""
        game = Game.deal(self.deal, self.variant)
        line = []
        for text in self.moves:
            move = game.parse_move(text)
            game.play(move)
            line.append(move)
        return game, line


def _refuse(found: object) -> ParseError:
    return ParseError("bad-argument", expected="saved-game", text=str(found)[:40])


def _count(data: dict[str, Any], key: str) -> int:
    value = data.get(key, 0)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise _refuse(value)
    return value


def read_saved(text: str | None) -> SavedGame | None:
    """The saved game in ``text`` (JSON, as :meth:`SavedGame.to_json` writes it), or ``None``.

    Empty text, ``null`` and ``{}`` are no game (``None``); anything else that is
    not a saved game raises :class:`~scorpion.errors.ParseError` (``bad-argument``).

    >>> read_saved(""), read_saved("null")
    (None, None)
    """
    if not text or not text.strip():
        return None
    try:
        data = json.loads(text)
    except ValueError:
        raise _refuse(text) from None
    if data is None or data == {}:
        return None
    if not isinstance(data, dict):
        raise _refuse(text)
    variant = data.get("variant")
    if variant not in VARIANTS:
        raise _refuse(variant)
    deal = data.get("deal")
    if isinstance(deal, bool) or not isinstance(deal, int):
        raise _refuse(deal)
    try:
        check_deal_number(deal)
    except ParseError:
        raise _refuse(deal) from None
    moves = data.get("moves")
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise _refuse(moves)
    seconds = data.get("seconds", 0)
    if (
        isinstance(seconds, bool)
        or not isinstance(seconds, int | float)
        or not math.isfinite(seconds)
        or seconds < 0
    ):
        raise _refuse(seconds)
    return SavedGame(
        variant,
        deal,
        tuple(moves),
        _count(data, "undos"),
        _count(data, "hints"),
        float(seconds),
    )
