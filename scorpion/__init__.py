"""Scorpion solitaire: cards, deals by number, moves, variants, score and undo.

>>> from scorpion import Game, Card, IllegalMove
>>> game = Game.deal(2024)
>>> game.variant, game.score, game.is_won
('classic', 0, False)
>>> move = game.legal_moves()[0]
>>> played = game.play(move)
>>> game.moves_played
1

The engine is pure Python with no dependencies; it runs in CPython and in
Pyodide alike. See :mod:`scorpion.game` for the rules, :mod:`scorpion.deal` for
the numbered shuffle, :mod:`scorpion.notation` for texts, and
:mod:`scorpion.i18n` for messages in every language.
"""

from .cards import Card, Suit
from .errors import IllegalMove, ParseError, ScorpionError
from .game import UNDO_LIMIT, Game
from .i18n import error_message as _wording  # noqa: F401  (registers the errors' wording)
from .moves import Event, Move, PlayedMove
from .render import position_html as _position_html
from .variants import VARIANTS, Variant

# The model does not import its rendering (render sits above the game): the
# package wires the notebook's HTML view of a game here, at the top.
Game.use_html(_position_html)

__all__ = [
    "UNDO_LIMIT",
    "VARIANTS",
    "Card",
    "Event",
    "Game",
    "IllegalMove",
    "Move",
    "ParseError",
    "PlayedMove",
    "ScorpionError",
    "Suit",
    "Variant",
]

__version__ = "0.1.0"
