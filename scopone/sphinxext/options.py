"""What a Scopone directive's options say, read and checked by the engine: pure functions.

The directives of :mod:`.position` are thin: they hand their options to these
functions and draw what comes back. A seat is a compass name or a number; a
position is a layout of hands and table (or a numbered game); plays are
written in the notation of :class:`scopone.Play`, separated by ``;``.
"""

from __future__ import annotations

from typing import Any

from scopone import Card, Game, Play
from scopone.cards import full_deck

__all__ = ["card_list", "layout_game", "parse_plays", "parse_seat"]

_SEATS = {"south": 0, "s": 0, "east": 1, "e": 1, "north": 2, "n": 2, "west": 3, "w": 3}


def parse_seat(text: str) -> int:
    """A seat from its compass name (``south``, ``E``) or number (``0``–``3``).

    >>> parse_seat("west"), parse_seat(" N "), parse_seat("1")
    (3, 2, 1)
    >>> parse_seat("up")
    Traceback (most recent call last):
    ...
    ValueError: not a seat: 'up' (expected south, east, north, west or 0-3)
    """
    key = text.strip().lower()
    if key in _SEATS:
        return _SEATS[key]
    if key in ("0", "1", "2", "3"):
        return int(key)
    raise ValueError(f"not a seat: {text!r} (expected south, east, north, west or 0-3)")


def card_list(text: str | None) -> list[str]:
    """The cards of an option, as written (``-`` or nothing: none).

    >>> card_list("7d 3c"), card_list(" - "), card_list(None)
    (['7d', '3c'], [], [])
    """
    return [] if not text or text.strip() == "-" else text.split()


def layout_game(options: dict[str, Any]) -> Game:
    """The position a directive's options describe, built and checked by the engine.

    >>> game = layout_game({"south": "8d 2c", "east": "4d 9c", "north": "1s 7c",
    ...                     "west": "2s 4b", "table": "3c 5b 8s"})
    >>> [str(p) for p in game.legal_plays()]
    ['2c', '8d x 8s']
    >>> game = layout_game({"south": "7d", "east": "7c", "north": "1s", "west": "2s",
    ...                     "taken-ns": "7b 7s", "taken-ew": "rest", "scope": "1 0"})
    >>> [len(pile) for pile in game.captured], game.scope, game.out
    ([2, 34], [1, 0], [])
    >>> layout_game({"south": "8d", "table": "8d"})
    Traceback (most recent call last):
    ...
    scopone.errors.ParseError: 8d appears more than once in the position.
    """
    if "game" in options:
        return Game.new(options["game"], options.get("variant", "scientifico"))
    hands = [card_list(options.get(name)) for name in ("south", "east", "north", "west")]
    table = card_list(options.get("table"))
    dealer = parse_seat(options["dealer"]) if "dealer" in options else None
    turn = parse_seat(options["turn"]) if "turn" in options else None
    if dealer is None:
        dealer = ((0 if turn is None else turn) - 1) % 4
    captured = None
    ns, ew = options.get("taken-ns"), options.get("taken-ew")
    if ns is not None or ew is not None:
        listed = {Card.parse(c) for part in (*hands, table) for c in part}
        piles = [card_list(ns), card_list(ew)]
        for pile in piles:
            listed |= {Card.parse(c) for c in pile if c != "rest"}
        rest = [str(c) for c in full_deck() if c not in listed]
        captured = [[c for c in pile if c != "rest"] for pile in piles]
        for i, raw in enumerate((ns, ew)):
            if raw is not None and "rest" in raw.split():
                captured[i] += rest
    scope = tuple(int(x) for x in options.get("scope", "0 0").split())
    return Game.from_layout(hands, table, dealer=dealer, turn=turn, captured=captured, scope=scope)


def parse_plays(game: Game, text: str) -> list[Play]:
    """Parse ``;``- or newline-separated plays and check each by making it on a copy.

    >>> game = layout_game({"south": "7d 2c", "east": "4d 9c", "north": "1s 6c",
    ...                     "west": "2s 4b", "table": "3c 4s"})
    >>> [str(p) for p in parse_plays(game, "7d x 3c+4s; 9c")]
    ['7d x 3c+4s', '9c']
    >>> parse_plays(game, "7d x 3c+4s; 2c")
    Traceback (most recent call last):
    ...
    scopone.errors.IllegalPlay: 2c is not in the hand of East, who plays now.
    """
    walker = game.copy()
    out = []
    for raw in text.replace("\n", ";").split(";"):
        if raw.strip():
            play = Play.parse(raw.strip())
            walker.play(play)
            out.append(play)
    return out
