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
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from cardsite.errors import shown

from .cards import Card
from .errors import ParseError
from .i18n import card_label, gettext_for, ngettext_for, pgettext_for, seat_line, team_name
from .plays import Play
from .rules import TeamScore, check_variant

__all__ = [
    "Layout",
    "PositionView",
    "RecordLine",
    "RecordText",
    "format_diagram",
    "format_position",
    "format_record",
    "parse_position",
    "parse_record",
    "score_lines",
]

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
_RECORD_HEADER = re.compile(r"scopone\s+(\S+)\s+record$", re.IGNORECASE)
# Numbers of at most 20 digits (a game number's most): int() refuses 4,300 and more.
_N = r"([0-9]{1,20})"
_GAME = re.compile(rf"game\s+([0-9]{{1,20}}|-)\s+hand\s+{_N}\s+totals\s+{_N}\s+{_N}$", re.I)
_DEALER = re.compile(r"dealer\s+([0-3])\s+turn\s+([0-3])$", re.IGNORECASE)
_LABELLED = re.compile(r"(seat [0-3]|table|taken [01]|out|last taker|plays)\s*:\s*(.*)$", re.I)
_SCOPE = re.compile(rf"scope\s+{_N}\s+{_N}$", re.IGNORECASE)
_PLAY_LINE = re.compile(
    r"play\s+([0-3])\s*:\s*(.+?)(?:\s+(scopa))?(?:\s+rest\s+(.+?)\s+to\s+([01]))?$", re.IGNORECASE
)
_SCORE_LINE = re.compile(r"(score\s+[01]\s*:.*|totals\s+[0-9]{1,20}\s+[0-9]{1,20})$", re.IGNORECASE)


class _Reader:
    """The significant lines of a text, read in order; every refusal names its line."""

    def __init__(self, text: object, code: str) -> None:
        self.code = code
        if not isinstance(text, str):
            raise ParseError(code, line=1, expected="header", text=shown(text))
        self.rows = [
            (n, line.strip())
            for n, line in enumerate(text.splitlines(), start=1)
            if line.strip() and not line.strip().startswith("#")
        ]
        self.at = 0

    def refuse(self, line: int, expected: str, text: str) -> ParseError:
        return ParseError(self.code, line=line, expected=expected, text=text)

    def peek(self) -> tuple[int, str] | None:
        return self.rows[self.at] if self.at < len(self.rows) else None

    def next_line(self, expected: str) -> tuple[int, str]:
        row = self.peek()
        if row is None:
            last = self.rows[-1][0] + 1 if self.rows else 1
            raise self.refuse(last, expected, "")
        self.at += 1
        return row

    def take(self, expected: str, pattern: re.Pattern[str]) -> tuple[int, re.Match[str]]:
        n, line = self.next_line(expected)
        m = pattern.match(line)
        if not m or (pattern is _LABELLED and m.group(1).lower() != expected):
            raise self.refuse(n, expected, line)
        return n, m

    def card_list(self, n: int, expected: str, body: str) -> list[Card]:
        body = body.strip()
        if body == _NOTHING:
            return []
        try:
            return [Card.parse(t) for t in body.split()]
        except ParseError:
            raise self.refuse(n, expected, body) from None

    def end(self) -> None:
        extra = self.peek()
        if extra is not None:
            raise self.refuse(extra[0], "end", extra[1])


def _read_start(reader: _Reader, header: re.Pattern[str], expected: str) -> Layout:
    """The lines of a position text from its header to ``last taker:`` (the start of a hand)."""
    n, m = reader.take(expected, header)
    try:
        variant = check_variant(m.group(1))
    except ParseError:
        raise reader.refuse(n, expected, m.group(0)) from None
    _, m = reader.take("game", _GAME)
    number = None if m.group(1) == _NOTHING else int(m.group(1))
    hand_number, totals = int(m.group(2)), (int(m.group(3)), int(m.group(4)))
    _, m = reader.take("dealer", _DEALER)
    dealer, turn = int(m.group(1)), int(m.group(2))
    hands = []
    for seat in range(4):
        n, m = reader.take(f"seat {seat}", _LABELLED)
        hands.append(reader.card_list(n, f"seat {seat}", m.group(2)))
    n, m = reader.take("table", _LABELLED)
    table = reader.card_list(n, "table", m.group(2))
    n, line = reader.next_line("taken 0")
    captured: tuple[tuple[Card, ...], ...] | None = None
    out: list[Card] = []
    m2 = _LABELLED.match(line)
    if m2 and m2.group(1).lower() == "out":
        out = reader.card_list(n, "out", m2.group(2))  # the rest of the deck, implied by the game
    elif m2 and m2.group(1).lower() == "taken 0":
        first = reader.card_list(n, "taken 0", m2.group(2))
        n, m = reader.take("taken 1", _LABELLED)
        captured = (tuple(first), tuple(reader.card_list(n, "taken 1", m.group(2))))
    else:
        raise reader.refuse(n, "taken 0", line)
    _, m = reader.take("scope", _SCOPE)
    scope = (int(m.group(1)), int(m.group(2)))
    n, m = reader.take("last taker", _LABELLED)
    last = m.group(2).strip()
    if last not in ("-", "0", "1", "2", "3"):
        raise reader.refuse(n, "last taker", m.group(0))
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
    )


def parse_position(text: object) -> Layout:
    """Read a position text into a :class:`Layout`, checking its form (not its cards).

    :meth:`Game.from_text <scopone.Game.from_text>` builds the game from it.

    >>> parse_position("scopone scientifico\\ngame x")
    Traceback (most recent call last):
    ...
    scopone.errors.ParseError: Line 2 of the position text: expected “game N hand N totals N N”, found “game x”.
    """
    reader = _Reader(text, "bad-position")
    layout = _read_start(reader, _HEADER, "header")
    n_plays, m = reader.take("plays", _LABELLED)
    body = m.group(2).strip()
    plays = []
    for text_play in [] if body == _NOTHING else body.split(","):
        try:
            plays.append(Play.parse(text_play.strip()))
        except ParseError:
            raise reader.refuse(n_plays, "plays", text_play.strip()) from None
    reader.end()
    return replace(layout, plays=tuple(plays), plays_line=n_plays)


# ---------------------------------------------------------------- hand records


@dataclass(frozen=True)
class RecordLine:
    """One play of a hand record as written: who played what, and what the text says it did.

    ``scopa`` and ``rest`` (the cards left on the table at the end of the hand,
    which went to side ``rest_to``) are what the line claims; the record
    checks them against the rules when it replays the plays.
    """

    seat: int
    play: Play
    scopa: bool = False
    rest: tuple[Card, ...] = ()
    rest_to: int | None = None
    line: int = 0

    def __str__(self) -> str:
        text = f"play {self.seat}: {self.play}"
        if self.scopa:
            text += " scopa"
        if self.rest_to is not None:
            text += f" rest {'+'.join(str(c) for c in self.rest)} to {self.rest_to}"
        return text


@dataclass(frozen=True)
class RecordText:
    """A hand record's text as plain values: its start, its play lines and its score lines.

    ``score`` holds the score sheet's lines as written, each with its line
    number, for the record to compare with the score the plays give.
    """

    start: Layout
    plays: tuple[RecordLine, ...]
    score: tuple[tuple[int, str], ...] = ()
    end_line: int = 1
    start_lines: tuple[int, int] = (1, 1)


def score_lines(score: Sequence[TeamScore], totals: Sequence[int]) -> tuple[str, ...]:
    """The score sheet of a finished hand as a record writes it, then the running totals.

    >>> from scopone.rules import score_hand
    >>> from scopone.cards import full_deck
    >>> lines = score_lines(score_hand([full_deck()[:22], full_deck()[22:]], [1, 0]), (3, 2))
    >>> print("\\n".join(lines))
    score 0: scope 1 settebello 1 denari 1 (10) carte 1 (22) primiera 0 (-) total 4
    score 1: scope 0 settebello 0 denari 0 (0) carte 0 (18) primiera 0 (-) total 0
    totals 3 2
    """
    lines = []
    for team, t in enumerate(score):
        prim = _NOTHING if t.primiera_value is None else str(t.primiera_value)
        lines.append(
            f"score {team}: scope {t.scope} settebello {t.settebello} denari {t.denari} "
            f"({t.denari_count}) carte {t.carte} ({t.cards}) primiera {t.primiera} ({prim}) "
            f"total {t.total}"
        )
    lines.append(f"totals {totals[0]} {totals[1]}")
    return tuple(lines)


def format_record(start: Layout, plays: Sequence[RecordLine], score: Sequence[str] = ()) -> str:
    """A hand record's text: the start of the hand, one line a play, then its score lines.

    >>> layout = parse_position(
    ...     "scopone scientifico\\ngame - hand 1 totals 0 0\\ndealer 3 turn 0\\n"
    ...     "seat 0: 5d\\nseat 1: 4c\\nseat 2: 1b\\nseat 3: 9s\\ntable: 5s\\nout: -\\n"
    ...     "scope 0 0\\nlast taker: -\\nplays: -")
    >>> text = format_record(layout, [RecordLine(0, Play.parse("5d x 5s"), scopa=True)])
    >>> print(text.split("\\n")[0], "/", text.split("\\n")[-2])
    scopone scientifico record / play 0: 5d x 5s scopa
    >>> parse_record(text).plays[0] == RecordLine(0, Play.parse("5d x 5s"), True, line=12)
    True
    """
    head = format_position(replace(start, plays=())).splitlines()[:-1]  # all but "plays:"
    head[0] += " record"
    lines = head + [str(p) for p in plays] + list(score)
    return "\n".join(lines) + "\n"


def parse_record(text: object) -> RecordText:
    """Read a hand record's text, checking its form; :class:`scopone.record.HandRecord` the rest.

    >>> parse_record("scopone scientifico record\\ngame 1 hand 1 totals 0 0\\ndealer 0 turn 9")
    Traceback (most recent call last):
    ...
    scopone.errors.ParseError: Line 3 of the hand record: expected “dealer N turn N”, found “dealer 0 turn 9”.
    """
    reader = _Reader(text, "bad-record")
    start = _read_start(reader, _RECORD_HEADER, "record header")
    start_lines = (reader.rows[0][0], reader.rows[reader.at - 1][0])
    plays = []
    while (row := reader.peek()) is not None and not _SCORE_LINE.match(row[1]):
        n, line = reader.next_line("play")
        m = _PLAY_LINE.match(line)
        if not m:
            raise reader.refuse(n, "play", line)
        try:
            play = Play.parse(m.group(2))
        except ParseError:
            raise reader.refuse(n, "play", line) from None
        rest_text = (m.group(4) or "").replace("+", " ")
        rest = tuple(reader.card_list(n, "play", rest_text)) if rest_text else ()
        rest_to = int(m.group(5)) if m.group(5) else None
        plays.append(RecordLine(int(m.group(1)), play, bool(m.group(3)), rest, rest_to, n))
    score = []
    for expected in ("score 0", "score 1", "totals"):
        if reader.peek() is None:
            break
        n, line = reader.next_line(expected)
        if not line.lower().startswith(expected.split()[0]):
            raise reader.refuse(n, expected, line)
        score.append((n, line))
    reader.end()
    end = reader.rows[-1][0] + 1 if reader.rows else 1
    return RecordText(start, tuple(plays), tuple(score), end, start_lines)
