"""Positions and moves as text: the exact position format, the diagram, move notation.

This module sits *below* :mod:`scorpion.game`, beside the model (as a FEN
reader sits beside the board in python-chess): it reads and writes plain
values and never imports the game. :meth:`Game.from_text
<scorpion.Game.from_text>`, :meth:`~scorpion.Game.to_text`, ``str(game)`` and
:meth:`~scorpion.Game.parse_move` are thin calls into it.

The **position text** keeps everything a position is, face-down cards
included, and :func:`read_position` reads back exactly what
:func:`format_position` wrote::

    scorpion classic
    score 0 moves 0
    reserve: [2♠ 3♠ 4♠]
    foundations: -
    1: [5♠ 6♠ 7♠] 8♠ 9♠ 5♥ J♣
    …

Each column line lists its cards bottom → top, the face-down ones in
brackets. ``-`` stands for nothing. Three Blind Mice has an ``aside:`` line.
Blank lines and lines starting with ``#`` are ignored.

The **diagram** (``str(game)``) is what a player sees: hidden cards as
``##``, the reserve, foundations, score and move counter.

>>> from scorpion import Game
>>> game = Game.deal(7)
>>> Game.from_text(game.to_text()) == game
True
>>> read_move("4h 2→7")
MoveText(card=Card.parse('4♥'), source=2, target=7)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol

from cardsite.errors import shown

from .cards import Card, Suit
from .errors import ParseError
from .i18n import LANGUAGES, card_label, gettext_for
from .moves import ASIDE, Move
from .variants import Variant, get_variant

__all__ = [
    "Layout",
    "MoveText",
    "PositionView",
    "format_diagram",
    "format_position",
    "move_text",
    "read_move",
    "read_position",
]

_NOTHING = "-"
#: The longest text a message quotes back: enough to recognise it.
_QUOTE = 60


class PositionView(Protocol):
    """What the writers here read of a position (a :class:`~scorpion.Game` has it all)."""

    @property
    def variant(self) -> str: ...
    @property
    def rules(self) -> Variant: ...
    @property
    def columns(self) -> tuple[tuple[tuple[Card, bool], ...], ...]: ...
    @property
    def reserve(self) -> tuple[Card, ...]: ...
    @property
    def aside(self) -> tuple[Card, ...]: ...
    @property
    def foundations(self) -> tuple[Suit, ...]: ...

    score: int
    moves_played: int


@dataclass(frozen=True)
class Layout:
    """A position as read from its text, before the game checks and builds it.

    The fields are the arguments of :meth:`Game.from_layout <scorpion.Game.from_layout>`.
    """

    variant: Variant
    columns: tuple[tuple[Card, ...], ...]
    face_down: tuple[int, ...]
    reserve: tuple[Card, ...]
    aside: tuple[Card, ...]
    foundations: tuple[Suit, ...]
    score: int
    moves_played: int


def _cards(cards: list[Card] | tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in cards)


def _quote(text: str) -> str:
    return text if len(text) <= _QUOTE else text[: _QUOTE - 1] + "…"


def format_position(position: PositionView) -> str:
    """The position text of a game (see the module docstring)."""
    lines = [
        f"scorpion {position.variant}",
        f"score {position.score} moves {position.moves_played}",
    ]
    if position.rules.reserve_size:
        reserve = position.reserve
        lines.append("reserve: " + (f"[{_cards(reserve)}]" if reserve else _NOTHING))
    found = " ".join(s.symbol for s in position.foundations)
    lines.append("foundations: " + (found or _NOTHING))
    if position.rules.aside_size:
        lines.append("aside: " + (_cards(position.aside) or _NOTHING))
    for i, col in enumerate(position.columns, start=1):
        down = [c for c, up in col if not up]
        up = [c for c, up in col if up]
        parts = ([f"[{_cards(down)}]"] if down else []) + ([_cards(up)] if up else [])
        lines.append(f"{i}: " + (" ".join(parts) or _NOTHING))
    return "\n".join(lines) + "\n"


def format_diagram(position: PositionView, lang: str | None = None, *, align: bool = False) -> str:
    """The plain-text picture of a game: hidden cards as ``##``.

    Its words come through gettext in ``lang`` (English by default, as
    ``str(game)`` prints it). ``align=True`` pads the column numbers and the
    cards to one width, so that a terminal shows the rows as a grid.

    >>> from scorpion.game import Game
    >>> from scorpion.examples import EXAMPLE_2
    >>> print(Game.from_text(EXAMPLE_2))
    1: ## ## ## 8♠ 9♠ 5♥ J♣
    2: ## ## ## 8♥ 3♣ J♠ 5♦
    3: ## ## ## 10♠ 6♥ 7♥ 10♥
    4: ## ## ## A♦ 10♦ 3♦ 4♦
    5: 6♦ 7♦ 8♦ 2♦ J♦ Q♦ 9♥
    6: K♦ A♣ 2♣ 4♣ 5♣ 6♣ 9♦
    7: 7♣ 8♣ 9♣ 10♣ Q♣ K♣ A♠
    reserve: ## ## ##
    foundations: -
    score: 0  moves: 0
    >>> print(format_diagram(Game.from_text(EXAMPLE_2), align=True).splitlines()[0])
    1:  ##  ##  ##  8♠  9♠  5♥  J♣
    """

    def labels(cards: tuple[Card, ...]) -> str:
        return " ".join(card_label(c, lang) for c in cards) or _NOTHING

    columns = position.columns
    cells = [[card_label(c, lang) if up else "##" for c, up in col] for col in columns]
    width = max((len(cell) for row in cells for cell in row), default=2)
    number_width = len(str(len(columns)))
    lines = []
    for i, row in enumerate(cells, start=1):
        if align:
            cards = " ".join(cell.rjust(width) for cell in row)
            lines.append(f"{i:>{number_width}}: {cards or _NOTHING}".rstrip())
        else:
            lines.append(f"{i}: {' '.join(row) or _NOTHING}")
    if position.rules.aside_size:
        # TRANSLATORS: diagram line: the Three Blind Mice cards set aside.
        lines.append(gettext_for("aside: {cards}", lang).format(cards=labels(position.aside)))
    if position.rules.reserve_size:
        if position.reserve:
            hidden = " ".join("##" for _ in position.reserve)
            # TRANSLATORS: diagram line: the undealt reserve, shown as "## ## ##".
            lines.append(gettext_for("reserve: {cards}", lang).format(cards=hidden))
        else:
            # TRANSLATORS: diagram line once the reserve has been dealt.
            lines.append(gettext_for("reserve: dealt", lang))
    suits = " ".join(s.symbol for s in position.foundations) or _NOTHING
    # TRANSLATORS: diagram line: the suits that have left, as symbols, or "-".
    lines.append(gettext_for("foundations: {suits}", lang).format(suits=suits))
    lines.append(
        gettext_for("score: {score}  moves: {moves}", lang).format(
            score=position.score, moves=position.moves_played
        )
    )
    return "\n".join(lines)


_HEADER = re.compile(r"scorpion\s+(\S+)$", re.IGNORECASE)
_COUNTERS = re.compile(r"score\s+([0-9]+)\s+moves\s+([0-9]+)$", re.IGNORECASE)
_LABELLED = re.compile(r"(reserve|foundations|aside|[0-9]+)\s*:\s*(.*)$", re.IGNORECASE)
_COLUMN = re.compile(r"^(?:\[([^\]]*)\])?\s*([^\[\]]*)$")
#: More digits than any score or move counter a game can reach; longer numbers
#: are refused before Python is asked to convert them.
_MAX_DIGITS = 18


def _card_list(text: str, line: int, expected: str) -> list[Card]:
    text = text.strip()
    if text in ("", _NOTHING):
        return []
    try:
        return [Card.parse(t) for t in text.split()]
    except ParseError as err:
        raise ParseError("bad-position", line=line, expected=expected, text=_quote(text)) from err


def read_position(text: str) -> Layout:
    """Read a position text into a :class:`Layout` (the game checks the rest).

    >>> read_position("scorpion classic\\nscore x")
    Traceback (most recent call last):
    ...
    scorpion.errors.ParseError: Line 2 of the position text: expected “score N moves N”, found “score x”.
    >>> read_position(None)
    Traceback (most recent call last):
    ...
    scorpion.errors.ParseError: Expected a position text (a str, as to_text() writes it), found “None”.
    """
    if not isinstance(text, str):
        raise ParseError(
            "bad-argument", expected="position", text=shown(text, _QUOTE, as_repr=True)
        )
    rows = [
        (n, line.strip())
        for n, line in enumerate(text.splitlines(), start=1)
        if line.strip() and not line.strip().startswith("#")
    ]
    it = iter(rows)

    def take(expected: str) -> tuple[int, str]:
        try:
            return next(it)
        except StopIteration:
            last = rows[-1][0] + 1 if rows else 1
            raise ParseError("bad-position", line=last, expected=expected, text="") from None

    def refuse(n: int, expected: str, line: str) -> ParseError:
        return ParseError("bad-position", line=n, expected=expected, text=_quote(line))

    n, line = take("header")
    m = _HEADER.match(line)
    if not m:
        raise refuse(n, "header", line)
    variant = get_variant(m.group(1))
    n, line = take("counters")
    m = _COUNTERS.match(line)
    if not m or max(len(m.group(1)), len(m.group(2))) > _MAX_DIGITS:
        raise refuse(n, "counters", line)
    score, moves = int(m.group(1)), int(m.group(2))

    reserve: list[Card] = []
    aside: list[Card] = []
    foundations: list[Suit] = []
    columns: list[tuple[Card, ...]] = []
    face_down: list[int] = []
    expected_sections = []
    if variant.reserve_size:
        expected_sections.append("reserve")
    expected_sections.append("foundations")
    if variant.aside_size:
        expected_sections.append("aside")
    for section in expected_sections:
        n, line = take(section)
        m = _LABELLED.match(line)
        if not m or m.group(1).lower() != section:
            raise refuse(n, section, line)
        body = m.group(2).strip()
        if section == "reserve":
            if body != _NOTHING and not (body.startswith("[") and body.endswith("]")):
                raise refuse(n, section, line)
            reserve = _card_list(body.strip("[]"), n, section)
        elif section == "aside":
            aside = _card_list(body, n, section)
        else:
            try:
                foundations = [] if body == _NOTHING else [Suit.parse(s) for s in body.split()]
            except ParseError as err:
                raise refuse(n, section, line) from err
    for i in range(1, variant.columns + 1):
        n, line = take("column")
        m = _LABELLED.match(line)
        if not m or m.group(1) != str(i):
            raise refuse(n, "column", line)
        body = m.group(2).strip()
        cm = _COLUMN.match("" if body == _NOTHING else body)
        if not cm:
            raise refuse(n, "column", line)
        down = _card_list(cm.group(1) or "", n, "column")
        up = _card_list(cm.group(2) or "", n, "column")
        columns.append(tuple(down + up))
        face_down.append(len(down))
    extra = next(it, None)
    if extra is not None:
        raise refuse(extra[0], "end", extra[1])
    return Layout(
        variant,
        tuple(columns),
        tuple(face_down),
        tuple(reserve),
        tuple(aside),
        tuple(foundations),
        score,
        moves,
    )


@dataclass(frozen=True)
class MoveText:
    """A move as written, before the game places it: ``card`` (``None`` for the
    reserve deal), the ``source`` column if the text gave one (0 for the aside
    cards), the ``target`` column."""

    card: Card | None
    source: int | None
    target: int | None

    @property
    def is_reserve(self) -> bool:
        """True for the reserve deal (``R``)."""
        return self.card is None


_ARROW = r"(?:→|->|-|>)"
_MOVE = re.compile(
    r"^(?P<card>\S+?)"
    r"(?:(?:\s*(?P<number>[0-9]+)|\s+(?P<word>[^\W\d][^→>\-]*?))\s*" + _ARROW + r")?"
    r"\s*(?P<target>[0-9]+)$"
)


def aside_words() -> frozenset[str]:
    """How a move's source may name the aside cards: ``aside`` and its word in each language.

    The terminal shows a move from the aside cards with the reader's word
    (``4♦ da parte→2``); the same text must read back, in every language.
    """
    # TRANSLATORS: where a Three Blind Mice card set aside moves from: "K♦ aside→4".
    words = {gettext_for("aside", lang).casefold() for lang in LANGUAGES}
    return frozenset(words | {"aside"})


def _reserve_words() -> frozenset[str]:
    """``r``, ``reserve`` and the reserve deal as each language lists it among the moves."""
    words = {gettext_for("deal the reserve", lang).casefold() for lang in LANGUAGES}
    return frozenset(words | {"r", "reserve"})


def read_move(text: str) -> MoveText:
    """Read ``4♥ 7``, ``4h 2→7``, ``4♥ 2-7``, ``K♦ aside→4`` or ``R`` (the reserve).

    Only the form is read here; :meth:`Game.parse_move <scorpion.Game.parse_move>`
    checks the card's place and :meth:`Game.play <scorpion.Game.play>` the rules.

    >>> read_move("R").is_reserve, read_move("K♦ da parte→4").source
    (True, 0)
    >>> read_move("4♥ to 7")
    Traceback (most recent call last):
    ...
    scorpion.errors.ParseError: Not a move: “4♥ to 7”. Expected a card and a column number, such as “4♥ 7”, or R for the reserve.
    """
    if not isinstance(text, str):
        raise ParseError("bad-move", text=shown(text, _QUOTE, as_repr=True))
    raw = " ".join(text.split())
    if raw.casefold() in _reserve_words():
        return MoveText(None, None, None)
    m = _MOVE.match(raw)
    if not m or len(m.group("target")) > _MAX_DIGITS:
        raise ParseError("bad-move", text=_quote(text))
    try:
        card = Card.parse(m.group("card"))
    except ParseError:
        raise ParseError("bad-move", text=_quote(text)) from None
    number, word = m.group("number"), m.group("word")
    source: int | None = None
    if number is not None:
        if len(number) > _MAX_DIGITS:
            raise ParseError("bad-move", text=_quote(text))
        source = int(number)
    elif word is not None:
        if word.strip().casefold() not in aside_words():
            raise ParseError("bad-move", text=_quote(text))
        source = ASIDE
    return MoveText(card, source, int(m.group("target")))


def move_text(move: Move, lang: str | None = None) -> str:
    """A move as the player reads it: ``4♥ 2→7``, ``K♦ aside→4``; the reserve deal by name.

    :func:`read_move` reads it back in every language.

    >>> from scorpion.moves import Move
    >>> move_text(Move(Card.parse("K♦"), 0, 4), "it")
    'K♦ da parte→4'
    """
    if move.card is None:
        # TRANSLATORS: the reserve deal, as a move in the list of legal moves.
        return gettext_for("deal the reserve", lang)
    source = gettext_for("aside", lang) if move.source == ASIDE else str(move.source)
    return f"{card_label(move.card, lang)} {source}→{move.target}"
