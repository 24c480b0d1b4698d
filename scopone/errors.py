"""Scopone's exceptions: a code and its parameters, worded by :mod:`scopone.i18n`.

Rule code never builds sentences. It raises an error with a *code* (such as
``"must-capture"``) and *parameters* (such as ``card=…``); the i18n layer,
registered when :mod:`scopone` is imported, turns the pair into a sentence.

>>> import scopone
>>> err = IllegalPlay("hand-over")
>>> err.code, err.params
('hand-over', {})
>>> str(err)
'The hand is over: every card has been played.'
"""

from __future__ import annotations

from cardsite.errors import CodedError

__all__ = ["IllegalPlay", "ParseError", "ScoponeError", "SearchLimit"]


class ScoponeError(CodedError):
    """Base of every error the Scopone engine raises on purpose.

    ``code`` names the situation (every code is a key of
    :data:`scopone.i18n.MESSAGES`), ``params`` the values its sentence refers
    to. ``str(err)`` is the English sentence, :meth:`message` another language.
    """


class IllegalPlay(ScoponeError):
    """A play, undo or new hand that the rules refuse. The game is unchanged."""


class ParseError(ScoponeError, ValueError):
    """Input that is not a card, a play, a seat, a game number, a layout or a position."""


class SearchLimit(ScoponeError):
    """An analysis that used its budget (positions or seconds) without an exact answer."""
