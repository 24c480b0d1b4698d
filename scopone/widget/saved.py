"""A game in progress as the Play page keeps it in the browser, and read back.

The table writes :func:`save_text` after each play (the page stores it in
``localStorage``); :func:`read_saved` reads it back, checked, when the page
opens again (reloaded, or in another language) and offers it.

>>> from scopone import Game
>>> game = Game.new(12)
>>> _ = game.play(game.legal_plays()[0])
>>> back, level = read_saved(save_text(game, "strong"))
>>> back == game, level
(True, 'strong')
>>> read_saved('{"v": 1, "text": "nonsense"}')
Traceback (most recent call last):
...
scopone.errors.ParseError: Line 1 of the position text: expected “scopone” and a variant name, found “nonsense”.
"""

from __future__ import annotations

import json
from typing import Any

from ..errors import ParseError, ScoponeError
from ..game import Game
from ..record import HandRecord
from .levels import DEFAULT_LEVEL, check_level

__all__ = ["SAVE_VERSION", "kept_text", "read_kept", "read_saved", "save_text"]

#: The version of what :func:`save_text` writes.
SAVE_VERSION = 1


def save_text(game: Game, level: str) -> str:
    """``game`` (its exact position, :meth:`~scopone.Game.to_text`) and ``level`` as JSON."""
    a, b = game.totals
    return json.dumps(
        {
            "v": SAVE_VERSION,
            "game": str(game.number),
            "hand": game.hand_number,
            "totals": [a, b],
            "level": check_level(level),
            "text": game.to_text(),
        }
    )


def read_saved(data: str | dict[str, Any]) -> tuple[Game, str]:
    """The game and level :func:`save_text` wrote; ParseError if it is not one, or is over."""
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except ValueError:
            raise ParseError("bad-saved-game") from None
    if not isinstance(data, dict) or data.get("v") != SAVE_VERSION:
        raise ParseError("bad-saved-game")
    text = data.get("text")
    if not isinstance(text, str):
        raise ParseError("bad-saved-game")
    game = Game.from_text(text)
    if game.number is None or game.is_game_over:
        raise ParseError("bad-saved-game")
    return game, check_level(data.get("level", DEFAULT_LEVEL))


def kept_text(records: list[HandRecord]) -> str:
    """The finished hands a table keeps, as the browser stores them: their link codes (JSON).

    >>> game = Game.new(12)
    >>> _ = game.play(game.legal_plays()[0])
    >>> text = kept_text([HandRecord.from_game(game)])
    >>> text
    '{"v": 1, "records": ["1s.12.1.0-0.AQ"]}'
    >>> read_kept(text) == [HandRecord.from_game(game)]
    True
    """
    return json.dumps({"v": SAVE_VERSION, "records": [r.to_code() for r in records]})


def read_kept(data: str) -> list[HandRecord]:
    """The records :func:`kept_text` wrote, those that can be read (never an error).

    >>> read_kept('{"v": 1, "records": ["1s.12.1.0-0.AQ", "nonsense", 4]}')[0].to_code()
    '1s.12.1.0-0.AQ'
    >>> read_kept("not json"), read_kept('{"v": 2}')
    ([], [])
    """
    try:
        value = json.loads(data) if isinstance(data, str) else None
    except ValueError:
        return []
    if not isinstance(value, dict) or value.get("v") != SAVE_VERSION:
        return []
    codes = value.get("records")
    records = []
    for code in codes if isinstance(codes, list) else []:
        try:
            records.append(HandRecord.from_code(code))
        except (ScoponeError, ValueError, TypeError):
            continue
    return records
