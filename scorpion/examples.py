"""The canonical positions of RULES.md, as data the tests, the site and the solver share.

**Example 2** (moving a block) is a complete position: every card, the
face-down ones included, so it can be played and undone.

>>> from scorpion import Game
>>> game = Game.from_text(EXAMPLE_2)
>>> [str(m) for m in game.legal_moves() if str(m.card) == "8♥"]
['8♥ 2→5']
>>> played = game.move("8♥", 5)
>>> [str(c) for c in played.flips], played.points, game.moves_played
(['A♥'], 10, 1)

**Example 1** (the seeds' winning game) is only known by its visible
cards: :data:`EXAMPLE_1_VISIBLE`. Its 15 hidden cards are the cards not shown
(:data:`EXAMPLE_1_HIDDEN`); :func:`example_1` places them in the order it is
given, so that a chosen (solver-checked) arrangement becomes a playable game.

>>> game = example_1(EXAMPLE_1_HIDDEN)
>>> print(game)
1: ## ## ## 3♦ J♥ 10♥ 3♠
2: ## ## ## Q♥ 3♣ 4♥ 7♠
3: ## ## ## A♠ 7♦ 7♥ 3♥
4: ## ## ## K♦ 8♥ 7♣ 9♠
5: 6♥ 8♣ J♠ 4♣ 9♣ 8♦ 5♣
6: 6♦ Q♣ K♥ 4♦ K♠ 9♥ J♣
7: A♦ Q♦ 9♦ 6♠ 2♥ 10♦ 5♥
reserve: ## ## ##
foundations: -
score: 0  moves: 0
"""

from __future__ import annotations

from collections.abc import Sequence

from cardsite.errors import shown

from .cards import Card, full_deck
from .errors import ParseError
from .game import Game

__all__ = [
    "EXAMPLE_1_FACE_DOWN",
    "EXAMPLE_1_FIRST_MOVE",
    "EXAMPLE_1_HIDDEN",
    "EXAMPLE_1_VISIBLE",
    "EXAMPLE_2",
    "example_1",
]

#: RULES.md worked example 2 (moving a block), as a position text. Column 2
#: holds 3 hidden cards then 8♥ 3♣ J♠ 5♦; column 5's top is 9♥, column 6's
#: 9♦. Taking 8♥ lifts four cards and only column 5 takes them; column 6 is
#: refused with ``same-suit`` ("8♥ goes only on 9♥").
EXAMPLE_2 = """\
scorpion classic
score 0 moves 0
reserve: [2♠ 3♠ 4♠]
foundations: -
1: [5♠ 6♠ 7♠] 8♠ 9♠ 5♥ J♣
2: [Q♠ K♠ A♥] 8♥ 3♣ J♠ 5♦
3: [2♥ 3♥ 4♥] 10♠ 6♥ 7♥ 10♥
4: [J♥ Q♥ K♥] A♦ 10♦ 3♦ 4♦
5: 6♦ 7♦ 8♦ 2♦ J♦ Q♦ 9♥
6: K♦ A♣ 2♣ 4♣ 5♣ 6♣ 9♦
7: 7♣ 8♣ 9♣ 10♣ Q♣ K♣ A♠
"""

#: RULES.md worked example 1: the visible cards of each column, bottom → top.
#: Columns 1–4 also hold 3 face-down cards under these (:data:`EXAMPLE_1_FACE_DOWN`).
EXAMPLE_1_VISIBLE: tuple[tuple[str, ...], ...] = (
    ("3♦", "J♥", "10♥", "3♠"),
    ("Q♥", "3♣", "4♥", "7♠"),
    ("A♠", "7♦", "7♥", "3♥"),
    ("K♦", "8♥", "7♣", "9♠"),
    ("6♥", "8♣", "J♠", "4♣", "9♣", "8♦", "5♣"),
    ("6♦", "Q♣", "K♥", "4♦", "K♠", "9♥", "J♣"),
    ("A♦", "Q♦", "9♦", "6♠", "2♥", "10♦", "5♥"),
)

#: How many face-down cards lie under each column's visible cards in example 1.
EXAMPLE_1_FACE_DOWN: tuple[int, ...] = (3, 3, 3, 3, 0, 0, 0)

#: The 15 cards example 1 does not show (12 face down in columns 1–4, 3 in the
#: reserve), in the engine's card order. Their arrangement is not part of the
#: example; :func:`example_1` takes one.
EXAMPLE_1_HIDDEN: tuple[str, ...] = tuple(
    str(card)
    for card in full_deck()
    if str(card) not in {c for col in EXAMPLE_1_VISIBLE for c in col}
)

#: Example 1's first move, as RULES.md gives it: 4♥ (column 2, carrying 7♠)
#: onto 5♥ (column 7).
EXAMPLE_1_FIRST_MOVE = ("4♥", 2, 7)


def example_1(hidden: Sequence[str | Card]) -> Game:
    """Example 1 with its 15 hidden cards placed in the order given.

    ``hidden`` lists the 3 face-down cards of column 1 (bottom → top), then
    those of columns 2, 3 and 4, then the reserve (``hidden[12]`` is dealt to
    column 1). It must be exactly :data:`EXAMPLE_1_HIDDEN` in some order.

    >>> example_1(["A♣"] * 15)
    Traceback (most recent call last):
    ...
    scorpion.errors.ParseError: A♣ appears more than once in the layout.
    """
    if not isinstance(hidden, list | tuple):
        raise ParseError("bad-argument", expected="cards", text=shown(hidden, as_repr=True))
    hidden = [str(Card.parse(c)) for c in hidden]
    if len(hidden) != len(EXAMPLE_1_HIDDEN):
        raise ParseError("hidden-count", expected=len(EXAMPLE_1_HIDDEN), count=len(hidden))
    columns = [
        hidden[3 * i : 3 * i + down] + list(visible) if down else list(visible)
        for i, (visible, down) in enumerate(
            zip(EXAMPLE_1_VISIBLE, EXAMPLE_1_FACE_DOWN, strict=True)
        )
    ]
    return Game.from_layout(columns, EXAMPLE_1_FACE_DOWN, hidden[12:])
