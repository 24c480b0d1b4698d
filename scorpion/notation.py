"""Positions and moves as text: the exact position format, the diagram, move notation.

The **position text** keeps everything a position is, face-down cards
included, and :func:`parse_position` reads back exactly what
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
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .cards import Card, Suit
from .errors import IllegalMove, ParseError
from .moves import ASIDE, Move

if TYPE_CHECKING:
    from .game import Game

__all__ = ["format_diagram", "format_position", "parse_move", "parse_position"]

_NOTHING = "-"


def _cards(cards: list[Card] | tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in cards)


def format_position(game: Game) -> str:
    """The position text of ``game`` (see the module docstring)."""
    lines = [f"scorpion {game.variant}", f"score {game.score} moves {game.moves_played}"]
    if game.rules.reserve_size:
        reserve = game.reserve
        lines.append("reserve: " + (f"[{_cards(reserve)}]" if reserve else _NOTHING))
    found = " ".join(s.symbol for s in game.foundations)
    lines.append("foundations: " + (found or _NOTHING))
    if game.rules.aside_size:
        lines.append("aside: " + (_cards(game.aside) or _NOTHING))
    for i, col in enumerate(game.columns, start=1):
        down = [c for c, up in col if not up]
        up = [c for c, up in col if up]
        parts = ([f"[{_cards(down)}]"] if down else []) + ([_cards(up)] if up else [])
        lines.append(f"{i}: " + (" ".join(parts) or _NOTHING))
    return "\n".join(lines) + "\n"


def format_diagram(game: Game, lang: str | None = None) -> str:
    """The plain-text picture of ``game``: hidden cards as ``##``.

    Its words come through gettext in ``lang`` (English by default, as
    ``str(game)`` prints it).

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
    """
    from .i18n import card_label, gettext_for

    def labels(cards: tuple[Card, ...]) -> str:
        return " ".join(card_label(c, lang) for c in cards) or _NOTHING

    lines = []
    for i, col in enumerate(game.columns, start=1):
        cards = " ".join(card_label(c, lang) if up else "##" for c, up in col)
        lines.append(f"{i}: {cards or _NOTHING}")
    if game.rules.aside_size:
        # TRANSLATORS: diagram line: the Three Blind Mice cards set aside.
        lines.append(gettext_for("aside: {cards}", lang).format(cards=labels(game.aside)))
    if game.rules.reserve_size:
        if game.reserve:
            hidden = " ".join("##" for _ in game.reserve)
            # TRANSLATORS: diagram line: the undealt reserve, shown as "## ## ##".
            lines.append(gettext_for("reserve: {cards}", lang).format(cards=hidden))
        else:
            # TRANSLATORS: diagram line once the reserve has been dealt.
            lines.append(gettext_for("reserve: dealt", lang))
    suits = " ".join(s.symbol for s in game.foundations) or _NOTHING
    # TRANSLATORS: diagram line: the suits that have left, as symbols, or "-".
    lines.append(gettext_for("foundations: {suits}", lang).format(suits=suits))
    lines.append(
        gettext_for("score: {score}  moves: {moves}", lang).format(
            score=game.score, moves=game.moves_played
        )
    )
    return "\n".join(lines)


_HEADER = re.compile(r"scorpion\s+(\S+)$", re.IGNORECASE)
_COUNTERS = re.compile(r"score\s+(\d+)\s+moves\s+(\d+)$", re.IGNORECASE)
_LABELLED = re.compile(r"(reserve|foundations|aside|\d+)\s*:\s*(.*)$", re.IGNORECASE)
_COLUMN = re.compile(r"^(?:\[([^\]]*)\])?\s*([^\[\]]*)$")


def _card_list(text: str, line: int, expected: str) -> list[Card]:
    text = text.strip()
    if text in ("", _NOTHING):
        return []
    try:
        return [Card.parse(t) for t in text.split()]
    except ParseError as err:
        raise ParseError("bad-position", line=line, expected=expected, text=text) from err


def parse_position(text: str) -> Game:
    """Read a position text back into a :class:`~scorpion.game.Game`.

    >>> parse_position("scorpion classic\\nscore x")
    Traceback (most recent call last):
    ...
    scorpion.errors.ParseError: Line 2 of the position text: expected “score N moves N”, found “score x”.
    """
    from .game import Game
    from .variants import get_variant

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

    n, line = take("header")
    m = _HEADER.match(line)
    if not m:
        raise ParseError("bad-position", line=n, expected="header", text=line)
    variant = get_variant(m.group(1))
    n, line = take("counters")
    m = _COUNTERS.match(line)
    if not m:
        raise ParseError("bad-position", line=n, expected="counters", text=line)
    score, moves = int(m.group(1)), int(m.group(2))

    reserve: list[Card] = []
    aside: list[Card] = []
    foundations: list[Suit] = []
    columns: list[list[Card]] = []
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
            raise ParseError("bad-position", line=n, expected=section, text=line)
        body = m.group(2).strip()
        if section == "reserve":
            if body != _NOTHING and not (body.startswith("[") and body.endswith("]")):
                raise ParseError("bad-position", line=n, expected=section, text=line)
            reserve = _card_list(body.strip("[]"), n, section)
        elif section == "aside":
            aside = _card_list(body, n, section)
        else:
            try:
                foundations = [] if body == _NOTHING else [Suit.parse(s) for s in body.split()]
            except ParseError as err:
                raise ParseError("bad-position", line=n, expected=section, text=line) from err
    for i in range(1, variant.columns + 1):
        n, line = take("column")
        m = _LABELLED.match(line)
        if not m or m.group(1) != str(i):
            raise ParseError("bad-position", line=n, expected="column", text=line)
        body = m.group(2).strip()
        cm = _COLUMN.match("" if body == _NOTHING else body)
        if not cm:
            raise ParseError("bad-position", line=n, expected="column", text=line)
        down = _card_list(cm.group(1) or "", n, "column")
        up = _card_list(cm.group(2) or "", n, "column")
        columns.append(down + up)
        face_down.append(len(down))
    extra = next(it, None)
    if extra is not None:
        raise ParseError("bad-position", line=extra[0], expected="end", text=extra[1])
    return Game.from_layout(
        columns,
        face_down,
        reserve,
        variant=variant,
        aside=aside,
        foundations=foundations,
        score=score,
        moves_played=moves,
    )


_MOVE = re.compile(
    r"^\s*(?P<card>\S+?)\s*(?:(?P<source>\d+|aside)\s*(?:→|->|-|>)\s*)?(?P<target>\d+)\s*$",
    re.IGNORECASE,
)


def parse_move(game: Game, text: str) -> Move:
    """Read ``4♥ 7``, ``4h 2→7``, ``4♥ 2-7`` or ``R`` as a move in ``game``'s position.

    Only the form is checked here; :meth:`Game.play` checks legality.
    """
    raw = text.strip()
    if raw.lower() in ("r", "reserve"):
        return Move.reserve()
    m = _MOVE.match(raw)
    if not m:
        raise ParseError("bad-move", text=text)
    try:
        card = Card.parse(m.group("card"))
    except ParseError:
        raise ParseError("bad-move", text=text) from None
    where, column, _ = game.locate(card)
    if where == "reserve":  # hidden: refused like any face-down card, saying no more
        raise IllegalMove("face-down")
    if where == "foundation":
        raise IllegalMove("card-in-foundation", card=card)
    source = column if where == "column" else ASIDE
    given = m.group("source")
    if given is not None:
        given_source = ASIDE if given.lower() == "aside" else int(given)
        if given_source != source:
            raise ParseError("bad-move", text=text)
    return Move(card, source, int(m.group("target")))
