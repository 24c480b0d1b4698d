"""The live Scopone table on the pages: the ``scopone-player`` directive and player.js's words.

The page runtime itself (``docs/_static/player/``: player.js, worker.js) is
shared with Scorpion and added to every page by ``scorpion.sphinxext.player``;
player.js turns every ``.scopone-example`` (drawn by the position directives,
:func:`scopone.sphinxext.position.example_wrapper`) into a live table on the
reader's action, and every ``.scopone-player`` at once.

- ``scopone-player`` (the Play page): game ``:game:`` (default 1) drawn at the
  start of its first hand until the live table takes its place; the page's
  ``?game=N`` chooses another game;
- an inline ``<head>`` script gives player.js Scopone's words in the page's
  language (:func:`head_script`).
"""

from __future__ import annotations

import json
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util.docutils import SphinxDirective

from cardsite.sphinx.address import play_page_notices
from scopone import Game
from scopone.deal import MAX_GAME
from scopone.i18n import gettext_for, variant_name
from scopone.render import position_html
from scopone.rules import VARIANTS

__all__ = ["PlayerDirective", "head_script", "setup"]


def head_script(lang: str) -> str:
    """player.js's words for Scopone's tables, in ``lang``.

    >>> head_script("en").startswith('window.SCOPONE_PLAYER_TEXT={"play": "Play from here"')
    True
    """
    text = {
        # TRANSLATORS: the ▶ button under a diagram that starts the live table there.
        "play": gettext_for("Play from here", lang),
        # TRANSLATORS: shown while the live table starts (a few seconds).
        "loading": gettext_for("Loading the live table…", lang),
        "failed": gettext_for(
            "The live table could not start in this browser; the diagram shows the position.",
            lang,
        ),
    }
    words = json.dumps(text, ensure_ascii=False).replace("</", "<\\/")
    return f"window.SCOPONE_PLAYER_TEXT={words};"


class PlayerDirective(SphinxDirective):
    """``scopone-player``: a whole game against the computer, its deal drawn meanwhile."""

    has_content = False
    option_spec: ClassVar[dict[str, Any]] = {"game": directives.nonnegative_int}

    def run(self) -> list[nodes.Node]:
        lang = self.config.language or "en"
        number = self.options.get("game", 1)
        board = position_html(Game.new(number), lang, css=False)
        game, variant = address_sentences(lang)
        notices = play_page_notices(
            ("game", game, number), (variant, VARIANTS, variant_name("scientifico", lang)), lang
        )
        html = notices + (
            f'<div class="scopone-player" data-scopone-game="{number}" '
            f'data-scopone-lang="{lang}" data-scopone-faces="italian" '
            f'data-scopone-variants="{" ".join(VARIANTS)}" data-cardsite-max="{MAX_GAME}">'
            f"{board}</div>"
        )
        return [nodes.raw("", html, format="html")]


def address_sentences(lang: str) -> tuple[str, str]:
    """Why the Play page did not use its address's ``game``, and its ``variant``, in ``lang``."""
    # TRANSLATORS: the Play page's address asked for a game that does not exist;
    # {asked} is what it asked for, {game} the game the table shows.
    game = gettext_for(
        "The address asks for game “{asked}”, but games are numbered from 0 to "
        "18446744073709551615: the table shows game {game} instead.",
        lang,
    )
    # TRANSLATORS: the Play page's address asked for a variant that does not exist;
    # {asked} is what it asked for, {choices} the variants' identifiers as the address
    # writes them (not translated), {variant} the variant the table plays.
    variant = gettext_for(
        "The address asks for the variant “{asked}”, which is not one of this table’s "
        "({choices}): the table plays {variant} instead.",
        lang,
    )
    return game, variant


def _builder_inited(app: Any) -> None:
    if app.builder.format != "html":
        return
    app.add_js_file(None, body=head_script(app.config.language or "en"), priority=200)


def setup(app: Any) -> dict[str, Any]:
    """Register the directive and the words."""
    app.add_directive("scopone-player", PlayerDirective)
    app.connect("builder-inited", _builder_inited)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
