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

The modules are layered, each importing only the layers below it (an
import-linter contract in ``pyproject.toml`` keeps it so), top to bottom:

* ``__main__`` runs the command line;
* ``cli``, ``sphinxext`` and ``widget`` are the three front ends, none
  importing another;
* ``ai`` chooses plays for a game or for what one seat sees;
* ``render`` (HTML and SVG) and ``sheet`` (the text score sheet and a seat's
  diagram) show a game, so they sit on it;
* ``game`` is the model: dealing, legal plays, play and undo. It reads and
  writes its texts through ``notation`` at module level, so
  ``Game.from_text``, ``to_text`` and ``str(game)`` stay methods;
* ``notation`` reads and writes plain values (a ``Layout`` of the start of the
  hand and its plays, any object shaped like a ``PositionView``) and never
  builds a game, which is why it sits below it;
* ``i18n`` turns codes and parameters into sentences; it reads a game only
  through the ``Seating`` protocol, so it needs nothing above the cards;
* ``view`` is what one seat may know, made of cards and plays;
* ``plays`` (plays as values, the legal plays of a hand) and ``deal`` (the
  numbered shuffle) stand side by side;
* ``rules`` holds the variants, the captures and the score;
* ``cards`` the cards and suits; ``errors`` the coded exceptions.
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
