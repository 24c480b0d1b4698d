"""Stop a translated build whose game catalogs were never compiled.

A game's messages (card names, seats, the diagrams' words) come from its
compiled gettext catalogs (``<package>/locale/<lang>/LC_MESSAGES/<domain>.mo``,
made by ``make engine-mo``; they are not in git). Without them every diagram
of a translated page quietly falls back to English and the build still
passes. A game's extension calls :func:`require_compiled` with its
:class:`~cardsite.i18n.Catalogs`; when the build's language has no compiled
catalog, the build reports an error that says what to run (an error, not an
exception: Sphinx prints it as one line, and the site's ``-W`` builds fail).

>>> from pathlib import Path
>>> from types import SimpleNamespace
>>> from cardsite.i18n import Catalogs
>>> app = SimpleNamespace(config=SimpleNamespace(language="ro"))
>>> missing_catalogs(app, Catalogs("nothing-here", Path("/nonexistent")))
["no compiled nothing-here catalog for 'ro' in /nonexistent: run `make engine-mo` (it compiles locales/ro/LC_MESSAGES/nothing-here.po)"]
>>> app.config.language = "en"
>>> missing_catalogs(app, Catalogs("nothing-here", Path("/nonexistent")))
[]
"""

from __future__ import annotations

from typing import Any

from sphinx.util import logging

from cardsite.i18n import Catalogs, normalize

__all__ = ["missing_catalogs", "require_compiled"]

logger = logging.getLogger(__name__)

#: The language the sources are written in: it needs no catalog.
SOURCE_LANGUAGE = "en"


def missing_catalogs(app: Any, *catalogs: Catalogs) -> list[str]:
    """What is missing for the build's language: one sentence per catalog without its ``.mo``."""
    lang = normalize(app.config.language or SOURCE_LANGUAGE)
    if lang == SOURCE_LANGUAGE:
        return []
    return [
        f"no compiled {c.domain} catalog for {lang!r} in {c.locale_dir}: run `make engine-mo` "
        f"(it compiles locales/{lang}/LC_MESSAGES/{c.domain}.po)"
        for c in catalogs
        if c.compiled(lang) is None
    ]


def require_compiled(app: Any, *catalogs: Catalogs) -> None:
    """Report every missing catalog as a build error once the build's language is known."""

    def check(app: Any, config: Any) -> None:
        for problem in missing_catalogs(app, *catalogs):
            logger.error(problem)

    app.connect("config-inited", check)
