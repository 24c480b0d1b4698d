"""Positions as text: the exact position format and the diagram.

The **position text** is the start of the hand and the plays made since,
so that :func:`parse_position` gives back the same game, undo included::

    scopone scientifico
    game 123 hand 1 totals 0 0
    dealer 2 turn 3
    seat 0: 1d 3c …
    seat 1: …
    seat 2: …
    seat 3: …
    table: -
    taken 0: -
    taken 1: -
    scope 0 0
    last taker: -
    out: -
    plays: 7d, 3c x 3d

``-`` stands for nothing, ``game -`` for a position made by hand. Blank lines
and lines starting with ``#`` are ignored.

The **diagram** (``str(game)``) is what a player at the table sees, every
hand shown (an analysis board).

>>> from scopone import Game
>>> game = Game.new(7)
>>> for play in game.legal_plays()[:1] * 1:
...     _ = game.play(play)
>>> Game.from_text(game.to_text()) == game
True
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .cards import Card
from .errors import IllegalPlay, ParseError
from .plays import Play

if TYPE_CHECKING:
    from .game import Game

__all__ = ["format_diagram", "format_position", "parse_position"]

_NOTHING = "-"


def _cards(cards: list[Card] | tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in cards) or _NOTHING


def format_position(game: Game) -> str:
    """The position text of ``game`` (see the module docstring)."""
    start = game.copy()
    while start.history:
        start.undo()
    number = _NOTHING if game.number is None else str(game.number)
    past = start._past
    lines = [
        f"scopone {game.variant}",
        f"game {number} hand {game.hand_number} totals {past[0]} {past[1]}",
        f"dealer {start.dealer} turn {start.turn}",
    ]
    lines += [f"seat {i}: {_cards(h)}" for i, h in enumerate(start.hands)]
    lines.append(f"table: {_cards(start.table)}")
    if game.out:
        lines.append(f"out: {_cards(start.out)}")
    else:
        lines += [f"taken {i}: {_cards(p)}" for i, p in enumerate(start.captured)]
    lines.append(f"scope {start.scope[0]} {start.scope[1]}")
    last = _NOTHING if start.last_taker is None else str(start.last_taker)
    lines.append(f"last taker: {last}")
    lines.append("plays: " + (", ".join(str(r.play) for r in game.history) or _NOTHING))
    return "\n".join(lines) + "\n"


def format_diagram(game: Game, lang: str | None = None) -> str:
    """The table as a player reads it, every hand shown; words in ``lang`` through gettext.

    >>> from scopone import Game
    >>> print(Game.from_layout([["7d", "2c"], ["7c"], ["5b"], ["1s"]], ["5s"], dealer=3, turn=0))
    South (to play): 2c 7d
    East: 7c
    North: 5b
    West (dealer): 1s
    Table: 5s
    Taken: North–South 0 cards, 0 scope · East–West 0 cards, 0 scope
    """
    from .i18n import card_label, gettext_for, ngettext_for, seat_line, team_name

    def labels(cards: list[Card]) -> str:
        return " ".join(card_label(c, lang) for c in cards) or _NOTHING

    lines = []
    for seat, hand in enumerate(game.hands):
        lines.append(seat_line(seat, game, lang) + ": " + labels(hand))
    # TRANSLATORS: diagram line: the cards face up on the table.
    lines.append(gettext_for("Table: {cards}", lang).format(cards=labels(game.table)))
    piles = []
    for team in (0, 1):
        n, s = len(game.captured[team]), game.scope[team]
        # TRANSLATORS: one side's pile in the diagram: "North–South 12 cards, 1 scopa".
        cards = ngettext_for("{n} card", "{n} cards", n, lang).format(n=n)
        # TRANSLATORS: the number of scopas ("scope" is the Italian plural of scopa).
        scope = ngettext_for("{n} scopa", "{n} scope", s, lang).format(n=s)
        piles.append(f"{team_name(team, lang)} {cards}, {scope}")
    # TRANSLATORS: diagram line: what each side has taken so far.
    lines.append(gettext_for("Taken: {piles}", lang).format(piles=" · ".join(piles)))
    return "\n".join(lines)


_HEADER = re.compile(r"scopone\s+(\S+)$", re.IGNORECASE)
_GAME = re.compile(r"game\s+(\d+|-)\s+hand\s+(\d+)\s+totals\s+(\d+)\s+(\d+)$", re.IGNORECASE)
_DEALER = re.compile(r"dealer\s+([0-3])\s+turn\s+([0-3])$", re.IGNORECASE)
_LABELLED = re.compile(r"(seat [0-3]|table|taken [01]|out|last taker|plays)\s*:\s*(.*)$", re.I)
_SCOPE = re.compile(r"scope\s+(\d+)\s+(\d+)$", re.IGNORECASE)


def parse_position(text: object) -> Game:
    """Read a position text back into a :class:`~scopone.game.Game`.

    >>> parse_position("scopone scientifico\\ngame x")
    Traceback (most recent call last):
    ...
    scopone.errors.ParseError: Line 2 of the position text: expected “game N hand N totals N N”, found “game x”.
    """
    from .game import Game, check_variant

    if not isinstance(text, str):
        raise ParseError("bad-position", line=1, expected="header", text=str(text)[:40])
    rows = [
        (n, line.strip())
        for n, line in enumerate(text.splitlines(), start=1)
        if line.strip() and not line.strip().startswith("#")
    ]
    it = iter(rows)

    def take(expected: str, pattern: re.Pattern[str]) -> tuple[int, re.Match[str]]:
        try:
            n, line = next(it)
        except StopIteration:
            last = rows[-1][0] + 1 if rows else 1
            raise ParseError("bad-position", line=last, expected=expected, text="") from None
        m = pattern.match(line)
        if not m or (pattern is _LABELLED and m.group(1).lower() != expected):
            raise ParseError("bad-position", line=n, expected=expected, text=line)
        return n, m

    def card_list(n: int, expected: str, body: str) -> list[Card]:
        body = body.strip()
        if body == _NOTHING:
            return []
        try:
            return [Card.parse(t) for t in body.split()]
        except ParseError:
            raise ParseError("bad-position", line=n, expected=expected, text=body) from None

    n, m = take("header", _HEADER)
    try:
        variant = check_variant(m.group(1))
    except ParseError:
        raise ParseError("bad-position", line=n, expected="header", text=m.group(0)) from None
    _, m = take("game", _GAME)
    number = None if m.group(1) == _NOTHING else int(m.group(1))
    hand_number, totals = int(m.group(2)), (int(m.group(3)), int(m.group(4)))
    _, m = take("dealer", _DEALER)
    dealer, turn = int(m.group(1)), int(m.group(2))
    hands = []
    for seat in range(4):
        n, m = take(f"seat {seat}", _LABELLED)
        hands.append(card_list(n, f"seat {seat}", m.group(2)))
    n, m = take("table", _LABELLED)
    table = card_list(n, "table", m.group(2))
    try:
        n, line = next(it)
    except StopIteration:
        raise ParseError("bad-position", line=n + 1, expected="taken 0", text="") from None
    captured: list[list[Card]] | None = None
    m2 = _LABELLED.match(line)
    if m2 and m2.group(1).lower() == "out":
        card_list(n, "out", m2.group(2))  # the rest of the deck: checked, then implied
    elif m2 and m2.group(1).lower() == "taken 0":
        first = card_list(n, "taken 0", m2.group(2))
        n, m = take("taken 1", _LABELLED)
        captured = [first, card_list(n, "taken 1", m.group(2))]
    else:
        raise ParseError("bad-position", line=n, expected="taken 0", text=line)
    _, m = take("scope", _SCOPE)
    scope = (int(m.group(1)), int(m.group(2)))
    n, m = take("last taker", _LABELLED)
    last = m.group(2).strip()
    if last not in ("-", "0", "1", "2", "3"):
        raise ParseError("bad-position", line=n, expected="last taker", text=m.group(0))
    n_plays, m = take("plays", _LABELLED)
    body = m.group(2).strip()
    plays = [] if body == _NOTHING else [p.strip() for p in body.split(",")]
    extra = next(it, None)
    if extra is not None:
        raise ParseError("bad-position", line=extra[0], expected="end", text=extra[1])
    game = Game.from_layout(
        hands,
        table,
        dealer=dealer,
        turn=turn,
        variant=variant,
        captured=captured,
        scope=scope,
        last_taker=None if last == _NOTHING else int(last),
        totals=totals,
        number=number,
        hand_number=hand_number,
    )
    for text_play in plays:
        try:
            game.play(Play.parse(text_play))
        except (ParseError, IllegalPlay):
            raise ParseError(
                "bad-position", line=n_plays, expected="plays", text=text_play
            ) from None
    return game
