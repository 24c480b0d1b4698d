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

The module sits below :mod:`scopone.game`: it reads and writes plain values
(a :class:`Layout`, anything shaped like a :class:`PositionView`) and never
builds a game; :meth:`Game.from_text <scopone.Game.from_text>` turns the
layout read here into a game and replays its plays.

>>> layout = parse_position(game.to_text())
>>> len(layout.plays), layout.variant, layout.dealer
(1, 'scientifico', 1)
>>> format_position(layout) == game.to_text()
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol

from cardsite.errors import shown

from .cards import Card
from .errors import ParseError
from .i18n import card_label, gettext_for, ngettext_for, pgettext_for, seat_line, team_name
from .plays import Play
from .rules import check_variant

__all__ = ["Layout", "PositionView", "format_diagram", "format_position", "parse_position"]

_NOTHING = "-"


class PositionView(Protocol):
    """What :func:`format_diagram` reads of a position (a :class:`~scopone.Game` has it all)."""

    @property
    def hands(self) -> list[list[Card]]: ...
    @property
    def table(self) -> list[Card]: ...
    @property
    def captured(self) -> list[list[Card]]: ...
    @property
    def scope(self) -> list[int]: ...
    @property
    def is_hand_over(self) -> bool: ...

    turn: int
    dealer: int


@dataclass(frozen=True)
class Layout:
    """A position text as plain values: the start of the hand and the plays since.

    The fields up to ``hand_number`` are the arguments of
    :meth:`Game.from_layout <scopone.Game.from_layout>`; ``out`` holds the
    cards counted for neither side when ``captured`` is ``None``; ``plays``
    are replayed by :meth:`Game.from_text <scopone.Game.from_text>`, and
    ``plays_line`` is the line they were read from (for its errors).
    """

    variant: str
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Card, ...]
    dealer: int
    turn: int
    captured: tuple[tuple[Card, ...], ...] | None
    scope: tuple[int, int]
    last_taker: int | None
    totals: tuple[int, int]
    number: int | None
    hand_number: int
    out: tuple[Card, ...] = ()
    plays: tuple[Play, ...] = ()
    plays_line: int = 0


def _cards(cards: list[Card] | tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in cards) or _NOTHING


def format_position(layout: Layout) -> str:
    """The position text of ``layout`` (see the module docstring)."""
    number = _NOTHING if layout.number is None else str(layout.number)
    totals = layout.totals
    lines = [
        f"scopone {layout.variant}",
        f"game {number} hand {layout.hand_number} totals {totals[0]} {totals[1]}",
        f"dealer {layout.dealer} turn {layout.turn}",
    ]
    lines += [f"seat {i}: {_cards(h)}" for i, h in enumerate(layout.hands)]
    lines.append(f"table: {_cards(layout.table)}")
    if layout.captured is None:
        lines.append(f"out: {_cards(layout.out)}")
    else:
        lines += [f"taken {i}: {_cards(p)}" for i, p in enumerate(layout.captured)]
    lines.append(f"scope {layout.scope[0]} {layout.scope[1]}")
    last = _NOTHING if layout.last_taker is None else str(layout.last_taker)
    lines.append(f"last taker: {last}")
    lines.append("plays: " + (", ".join(str(p) for p in layout.plays) or _NOTHING))
    return "\n".join(lines) + "\n"


def format_diagram(game: PositionView, lang: str | None = None) -> str:
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
        separator = pgettext_for("list separator", ", ", lang)
        piles.append(f"{team_name(team, lang)} {cards}{separator}{scope}")
    # TRANSLATORS: diagram line: what each side has taken so far.
    lines.append(gettext_for("Taken: {piles}", lang).format(piles=" · ".join(piles)))
    return "\n".join(lines)


_HEADER = re.compile(r"scopone\s+(\S+)$", re.IGNORECASE)
# Numbers of at most 20 digits (a game number's most): int() refuses 4,300 and more.
_N = r"([0-9]{1,20})"
_GAME = re.compile(rf"game\s+([0-9]{{1,20}}|-)\s+hand\s+{_N}\s+totals\s+{_N}\s+{_N}$", re.I)
_DEALER = re.compile(r"dealer\s+([0-3])\s+turn\s+([0-3])$", re.IGNORECASE)
_LABELLED = re.compile(r"(seat [0-3]|table|taken [01]|out|last taker|plays)\s*:\s*(.*)$", re.I)
_SCOPE = re.compile(rf"scope\s+{_N}\s+{_N}$", re.IGNORECASE)


def parse_position(text: object) -> Layout:
    """Read a position text into a :class:`Layout`, checking its form (not its cards).

    :meth:`Game.from_text <scopone.Game.from_text>` builds the game from it.

    >>> parse_position("scopone scientifico\\ngame x")
    Traceback (most recent call last):
    ...
    scopone.errors.ParseError: Line 2 of the position text: expected “game N hand N totals N N”, found “game x”.
    """
    if not isinstance(text, str):
        raise ParseError("bad-position", line=1, expected="header", text=shown(text))
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
    captured: tuple[tuple[Card, ...], ...] | None = None
    out: list[Card] = []
    m2 = _LABELLED.match(line)
    if m2 and m2.group(1).lower() == "out":
        out = card_list(n, "out", m2.group(2))  # the rest of the deck, implied by the game
    elif m2 and m2.group(1).lower() == "taken 0":
        first = card_list(n, "taken 0", m2.group(2))
        n, m = take("taken 1", _LABELLED)
        captured = (tuple(first), tuple(card_list(n, "taken 1", m.group(2))))
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
    plays = []
    for text_play in [] if body == _NOTHING else body.split(","):
        try:
            plays.append(Play.parse(text_play.strip()))
        except ParseError:
            raise ParseError(
                "bad-position", line=n_plays, expected="plays", text=text_play.strip()
            ) from None
    extra = next(it, None)
    if extra is not None:
        raise ParseError("bad-position", line=extra[0], expected="end", text=extra[1])
    return Layout(
        variant=variant,
        hands=tuple(tuple(h) for h in hands),
        table=tuple(table),
        dealer=dealer,
        turn=turn,
        captured=captured,
        scope=scope,
        last_taker=None if last == _NOTHING else int(last),
        totals=totals,
        number=number,
        hand_number=hand_number,
        out=tuple(out),
        plays=tuple(plays),
        plays_line=n_plays,
    )
