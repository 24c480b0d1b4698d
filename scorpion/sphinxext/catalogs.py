"""The translators' statistics table, in Scorpion's words.

The counting and the table are the shared layer's
(:mod:`cardsite.sphinx.catalogs`); this module names the directive
``scorpion-catalog-stats`` and gives the table its words from the engine's
catalog.
"""

from __future__ import annotations

from typing import Any

from cardsite.i18n import N_
from cardsite.sphinx.catalogs import CatalogStats
from scorpion.i18n import gettext_for

__all__ = ["WORDS", "setup"]

#: The table's words, by the shared layer's keys.
WORDS = {
    "site": N_("Site pages"),
    "game": N_("Game and player"),
    "Language": N_("Language"),
    "Part": N_("Part"),
    "Entries": N_("Entries"),
    "Translated": N_("Translated"),
    "Fuzzy": N_("Fuzzy"),
    "Untranslated": N_("Untranslated"),
    "Complete": N_("Complete"),
}


def _words(key: str, lang: str | None) -> str:
    return gettext_for(WORDS[key], lang)


def setup(app: Any) -> dict[str, Any]:
    """Register the directive, with the engine's words."""
    app.setup_extension("cardsite.sphinx.catalogs")
    CatalogStats.use_words(_words)
    app.add_directive("scorpion-catalog-stats", CatalogStats)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
