"""The translators' statistics table, counted from the catalogs when the site is built.

The ``scorpion-catalog-stats`` directive counts, for every translated language
and each of its two domains (the site's pages and the engine's ``scorpion.po``),
the entries that are translated, fuzzy and untranslated, with polib, the same
way ``tools/catalog_stats.py`` and the test gate do. Language names are
written in their own language (autonyms), so they need no translation.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.util.docutils import SphinxDirective

from scorpion.i18n import LANGUAGES, gettext_for

__all__ = ["count_catalogs", "setup"]

#: Each language's name in that language.
AUTONYMS = {"en": "English", "ro": "Română", "ar": "العربية", "ru": "Русский", "it": "Italiano"}


def count_catalogs(locales: Path, lang: str) -> dict[str, tuple[int, int, int]]:
    """``{domain: (entries, translated, fuzzy)}`` for ``lang``'s catalogs under ``locales``."""
    import polib  # a build-time dependency only

    out: dict[str, list[int]] = {}
    for path in sorted((locales / lang / "LC_MESSAGES").rglob("*.po")):
        domain = "engine" if path.name == "scorpion.po" else "site"
        entries = [e for e in polib.pofile(str(path)) if not e.obsolete]
        counts = out.setdefault(domain, [0, 0, 0])
        counts[0] += len(entries)
        counts[1] += sum(1 for e in entries if e.translated())
        counts[2] += sum(1 for e in entries if "fuzzy" in e.flags)
    return {domain: (c[0], c[1], c[2]) for domain, c in out.items()}


def _percent(share: float, lang: str) -> str:
    """A whole percentage written the language's way (``100%``, ``100 %``)."""
    from babel.numbers import format_percent  # a build-time dependency

    return format_percent(share, locale=lang)


class CatalogStats(SphinxDirective):
    """``scorpion-catalog-stats``: a table of translation progress, language by language."""

    has_content = False
    required_arguments = 1  # the locale folder, relative to the configuration folder

    def run(self) -> list[nodes.Node]:
        lang = self.config.language
        locales = Path(self.env.app.confdir) / self.arguments[0]
        domains = {
            "site": gettext_for("Site pages", lang),
            "engine": gettext_for("Game and player", lang),
        }
        head = [
            gettext_for("Language", lang),
            gettext_for("Part", lang),
            gettext_for("Entries", lang),
            gettext_for("Translated", lang),
            gettext_for("Fuzzy", lang),
            gettext_for("Untranslated", lang),
            gettext_for("Complete", lang),
        ]
        rows = []
        for code in LANGUAGES[1:]:
            for domain, (total, done, fuzzy) in sorted(count_catalogs(locales, code).items()):
                percent = _percent(done / total, lang) if total else "—"
                rows.append(
                    [
                        AUTONYMS.get(code, code),
                        domains[domain],
                        str(total),
                        str(done),
                        str(fuzzy),
                        str(total - done - fuzzy),
                        percent,
                    ]
                )
        for path in locales.rglob("*.po"):
            self.env.note_dependency(str(path))
        return [_table(head, rows)]


def _table(head: list[str], rows: list[list[str]]) -> nodes.table:
    table = nodes.table(classes=["scorpion-catalog-stats"])
    group = nodes.tgroup(cols=len(head))
    table += group
    for _ in head:
        group += nodes.colspec(colwidth=1)
    thead = nodes.thead()
    group += thead
    thead += _row(head)
    tbody = nodes.tbody()
    group += tbody
    for row in rows:
        tbody += _row(row)
    return table


def _row(cells: list[str]) -> nodes.row:
    row = nodes.row()
    for text in cells:
        entry = nodes.entry()
        entry += nodes.paragraph(text=text)
        row += entry
    return row


def setup(app: Any) -> dict[str, Any]:
    """Register the directive."""
    app.add_directive("scorpion-catalog-stats", CatalogStats)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
