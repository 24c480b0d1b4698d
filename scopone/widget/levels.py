"""The computer's levels a live table offers: the one list of them.

A level has the name the page, the saved game and the reader's choice use,
the level of :mod:`scopone.ai` that plays it, and the name shown (through
gettext). A new level is one more row of :data:`LEVELS`.

>>> from scopone import Game
>>> [name for name, _ai, _shown in LEVELS], DEFAULT_LEVEL
(['beginner', 'club', 'strong'], 'club')
>>> game = Game.new(7)
>>> computer("club")(game) in game.legal_plays()
True
"""

from __future__ import annotations

from collections.abc import Callable

from cardsite.i18n import NC_

from ..errors import ParseError
from ..game import Game
from ..i18n import pgettext_for
from ..plays import Play

__all__ = ["DEFAULT_LEVEL", "LEVELS", "Chooser", "check_level", "computer", "level_name"]

#: The levels, weakest first: (name, scopone.ai level, name shown).
LEVELS: tuple[tuple[str, str, str], ...] = (
    ("beginner", "beginner", NC_("computer level", "Beginner")),
    ("club", "club", NC_("computer level", "Club")),
    ("strong", "strong", NC_("computer level", "Strong")),
)
#: The level a table plays at unless the reader chooses another.
DEFAULT_LEVEL = "club"
_AI_LEVEL = {name: ai for name, ai, _shown in LEVELS}

#: What plays a computer seat: the game in, the seat to move's play out.
Chooser = Callable[[Game], Play]


def check_level(level: object) -> str:
    """``level`` if a table offers it; otherwise :class:`~scopone.errors.ParseError`.

    >>> check_level("expert")
    Traceback (most recent call last):
    ...
    scopone.errors.ParseError: Unknown level “expert”. Expected one of: beginner, club, or strong.
    """
    if not isinstance(level, str) or level not in _AI_LEVEL:
        raise ParseError("unknown-level", text=str(level), choices=list(_AI_LEVEL))
    return level


def level_name(level: str, lang: str | None = None) -> str:
    """The name of a level in ``lang``.

    >>> level_name("club"), level_name("strong", "it")
    ('Club', 'Giocatore forte')
    """
    shown = {name: text for name, _ai, text in LEVELS}
    return pgettext_for("computer level", shown[check_level(level)], lang)


def computer(level: str) -> Chooser:
    """The computer seats' player at ``level``: it reads only the seat's view."""
    ai_level = _AI_LEVEL[check_level(level)]

    def choose(game: Game) -> Play:
        from ..ai import choose_for_view

        return choose_for_view(game.view(game.turn), ai_level)

    return choose
