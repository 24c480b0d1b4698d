"""What every command shares: the language, exit statuses, titles, argument types.

>>> pick_language("ru-RU"), pick_language(None, environ={"LANG": "it_IT.UTF-8"})
('ru', 'it')
>>> pick_language("xx")
Traceback (most recent call last):
...
scorpion.errors.ParseError: Unknown language “xx”. Expected one of: en, ro, ar, ru, or it.
"""

from __future__ import annotations

from collections.abc import Mapping

from cardsite.cli import EXIT_INTERRUPTED, EXIT_PIPE, argument_type, env_language
from cardsite.cli import pick_language as shared_pick_language

from ..deal import check_deal_number
from ..errors import ParseError
from ..game import Game
from ..i18n import gettext_for, variant_name
from ..solver.api import check_budget

__all__ = [
    "EXIT_INTERRUPTED",
    "EXIT_OK",
    "EXIT_PIPE",
    "EXIT_UNKNOWN",
    "EXIT_UNSOLVABLE",
    "EXIT_USAGE",
    "argument_type",
    "budget",
    "deal_number",
    "env_language",
    "language",
    "pick_language",
    "title",
]

#: Exit statuses, one meaning each (see :mod:`scorpion.cli`).
EXIT_OK = 0
EXIT_UNSOLVABLE = 1
EXIT_USAGE = 2
EXIT_UNKNOWN = 3
# EXIT_INTERRUPTED (130, Ctrl-C) and EXIT_PIPE (141, closed output) come from
# cardsite.cli, shared with Scopone.


def pick_language(asked: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The language of the messages: ``asked`` (``--lang``) if given, else the environment's.

    An asked language the project does not ship is refused, naming the choices.
    """
    return shared_pick_language(asked, ParseError, environ)


def deal_number(text: str) -> int:
    """A deal number from the command line."""
    return check_deal_number(text)


def language(text: str) -> str:
    """A ``--lang`` value: one of the shipped languages."""
    return pick_language(text)


def budget(text: str) -> float:
    """A ``--budget`` in seconds: a finite number greater than zero (``nan``, ``inf``, ``-1`` are not)."""
    try:
        value = float(text)
    except ValueError:
        raise ParseError("bad-budget", text=text[:40]) from None
    try:
        return check_budget(value)
    except ParseError:
        raise ParseError("bad-budget", text=text[:40]) from None


def title(game: Game, lang: str) -> str:
    """``Classic, deal 123`` in ``lang``; only the variant for a game not from a deal."""
    name = variant_name(game.variant, lang)
    if game.deal_number is None:
        return name
    return gettext_for("{variant}, deal {number}", lang).format(
        variant=name, number=game.deal_number
    )
