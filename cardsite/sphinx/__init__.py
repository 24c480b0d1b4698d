"""The Sphinx extension every card game's site shares: languages, direction, catalogs.

One site per language, each built on its own into ``<site>/<lang>/``; this
extension gives every page what a multilingual site needs, for any game:

- :mod:`.languages` — ``lang`` and ``dir`` on ``<html>`` (right-to-left
  languages get ``dir="rtl"``), the list of the page's translations for a
  language switcher, ``<link rel="alternate" hreflang>``, and Sphinx's
  JavaScript catalog completed from the site's ``sphinx.po``;
- :mod:`.seo` — each page's ``<meta name="description">`` from its opening,
  and the absolute canonical and ``hreflang`` addresses from one setting,
  ``cardsite_base_url``;
- :mod:`.search` — search results' snippets without the diagrams' labels;
- :mod:`.catalogs` — the translators' statistics (entries, translated, fuzzy
  per language and part), counted with polib;
- :mod:`.sorted_terms` — definition lists marked ``sorted-terms`` (a glossary)
  sorted by their translated terms in the language's alphabetical order;
- :mod:`.claims` — the statements of fact that each game's directives prove
  with their engine, counted per game, and the build stopped on a false one;
- :mod:`.catalog_gates` — a translated build refuses a catalog that would put a
  translator's mistake on a page (:mod:`.catalog_checks`: English left on the
  page, markup, HTML, placeholders, direction marks in card labels);
- :mod:`.toctree_titles` — every title of a toctree's entries translated, one by
  one (Sphinx leaves them all in English once one translates to itself);
- :mod:`.head` — the head's scripts deferred: only stylesheets hold the
  first paint back;
- :mod:`.iconfont` — the theme's icon font cut down to the icons the pages use;
- :mod:`.static` — :func:`~cardsite.sphinx.static.add_css`, which a game's
  own extension calls to serve the stylesheet its Python code makes.

A game's own extension adds its directives on top (:mod:`scorpion.sphinxext`).
In ``conf.py``: ``extensions = ["myst_parser", "cardsite.sphinx", ...]`` and
the configuration values ``cardsite_languages`` (the languages built),
``cardsite_context_prefix`` (the prefix of the template variables, e.g.
``scorpion`` → ``scorpion_translations``) and ``cardsite_game_domains`` (the
gettext domains counted as "game" rather than "site pages"), and optionally
``cardsite_collation`` (each language's alphabetical order, see
:mod:`.sorted_terms`).
"""

from __future__ import annotations

from typing import Any

__all__ = ["setup"]


def setup(app: Any) -> dict[str, Any]:
    """Register every part."""
    app.setup_extension("cardsite.sphinx.languages")
    app.setup_extension("cardsite.sphinx.catalogs")
    app.setup_extension("cardsite.sphinx.navigation")
    app.setup_extension("cardsite.sphinx.sorted_terms")
    app.setup_extension("cardsite.sphinx.claims")
    app.setup_extension("cardsite.sphinx.search")
    app.setup_extension("cardsite.sphinx.catalog_gates")
    app.setup_extension("cardsite.sphinx.toctree_titles")
    app.setup_extension("cardsite.sphinx.head")
    app.setup_extension("cardsite.sphinx.iconfont")
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
