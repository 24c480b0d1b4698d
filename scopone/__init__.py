"""Scopone scientifico: cards, numbered games, plays and captures, scores, undo, computer players.

>>> from scopone import Card, Game, Play, IllegalPlay, primiera
>>> card = Card.parse("7d")
>>> card.value, card.suit
(7, <Suit.DENARI: 'denari'>)
>>> game = Game.new(123)
>>> len(game.hands[game.turn]), game.table
(10, [])
>>> record = game.play(game.legal_plays()[0])
>>> game.undo() == record
True
>>> primiera([Card.parse(t) for t in "7d 6c 1s 5b".split()])
70

The engine is pure Python with no dependencies; it runs in CPython and in
Pyodide alike. :mod:`scopone.game` holds the rules of play, :mod:`scopone.rules`
the captures and the score, :mod:`scopone.notation` the texts,
:mod:`scopone.view` what a seat may know, :mod:`scopone.ai` the computer
players and :mod:`scopone.i18n` every message in every language.
"""

from .cards import Card, Suit
from .errors import IllegalPlay, ParseError, ScoponeError
from .game import TARGET, VARIANTS, Game
from .i18n import error_message as _wording  # noqa: F401  (registers the errors' wording)
from .plays import Play, PlayRecord
from .rules import TeamScore, primiera
from .view import SeatView

__all__ = [
    "TARGET",
    "VARIANTS",
    "Card",
    "Game",
    "IllegalPlay",
    "ParseError",
    "Play",
    "PlayRecord",
    "ScoponeError",
    "SeatView",
    "Suit",
    "TeamScore",
    "primiera",
]

__version__ = "0.1.0"
