"""The engine's exceptions: a code and its parameters, turned into text on demand.

Rule logic never builds sentences. It raises an error with a *code* (such as
``"king-only"``) and *parameters* (such as ``card="8♥"``); :mod:`scorpion.i18n`
turns the pair into a sentence in the reader's language.

>>> err = IllegalMove("king-only", card="8♥", column=4)
>>> err.code, err.params["card"]
('king-only', '8♥')
>>> str(err)
'Only a King can be moved to an empty column.'
"""

from __future__ import annotations

from cardsite.errors import CodedError

__all__ = ["CatalogueIndexError", "IllegalMove", "ParseError", "ScorpionError"]


class ScorpionError(CodedError):
    """Base of every error the engine raises on purpose.

    ``code`` names the situation (see :data:`scorpion.i18n.MESSAGES` for all
    codes), ``params`` holds the values its message refers to. ``str(err)`` is
    the English sentence; :meth:`message` gives it in another language
    (:mod:`scorpion.i18n` registers the wording when the package is imported).
    """


class IllegalMove(ScorpionError):
    """A move, reserve deal or undo that the rules refuse. The game is unchanged."""


class ParseError(ScorpionError, ValueError):
    """Text that is not a card, a move, a layout or a position, saying what was expected."""


class CatalogueIndexError(ScorpionError, IndexError):
    """An entry beyond a catalogue of solvable deals (``solvable_deal(k)``)."""
