"""The translators' statistics, counted from the catalogs when the site is built.

:func:`count_catalogs` counts, for one language and each part of the site (the
pages' catalogs, and the game's own gettext domains named in
``cardsite_game_domains``), the entries that are translated and fuzzy, with
polib, the same way the project's statistics tool and its test gate do.
:class:`CatalogStats` draws them as a table; a game's extension registers it
under its own directive name and gives it its words (:func:`use_words`), so
that this layer needs no catalog of its own. Language names are autonyms.

>>> from pathlib import Path
>>> count_catalogs(Path("/nonexistent"), "ro")
{}
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from sphinx.util.docutils import SphinxDirective

from cardsite.i18n import LANGUAGE_NAMES, LANGUAGES

__all__ = ["WORD_KEYS", "CatalogStats", "count_catalogs", "setup"]

#: What the table says, by key; a game's words for them come through :meth:`CatalogStats.use_words`.
WORD_KEYS = (
    "site",
    "game",
    "Language",
    "Part",
    "Entries",
    "Translated",
    "Fuzzy",
    "Untranslated",
    "Complete",
)


def count_catalogs(
    locales: Path, lang: str, game_domains: Iterable[str] = ()
) -> dict[str, tuple[int, int, int]]:
    """``{part: (entries, translated, fuzzy)}`` for ``lang``'s catalogs under ``locales``.

    A catalog whose domain is in ``game_domains`` counts as ``"game"``, any
    other as ``"site"`` (the pages).
    """
    import polib  # a build-time dependency only

    games = set(game_domains)
    out: dict[str, list[int]] = {}
    for path in sorted((locales / lang / "LC_MESSAGES").rglob("*.po")):
        part = "game" if path.stem in games else "site"
        entries = [e for e in polib.pofile(str(path)) if not e.obsolete]
        counts = out.setdefault(part, [0, 0, 0])
        counts[0] += len(entries)
        counts[1] += sum(1 for e in entries if e.translated())
        counts[2] += sum(1 for e in entries if "fuzzy" in e.flags)
    return {part: (c[0], c[1], c[2]) for part, c in out.items()}


def _percent(share: float, lang: str) -> str:
    """A whole percentage written the language's way (``100%``, ``100 %``)."""
    from babel.numbers import format_percent  # a build-time dependency

    return format_percent(share, locale=lang)


class CatalogStats(SphinxDirective):
    """A table of translation progress, language by language (argument: the locale folder)."""

    has_content = False
    required_arguments = 1  # the locale folder, relative to the configuration folder
    #: ``(key, lang) -> text``: the words of the table, registered by the game's extension.
    _words: ClassVar[Callable[[str, str | None], str]] = staticmethod(lambda key, lang: key)

    @classmethod
    def use_words(cls, words: Callable[[str, str | None], str]) -> None:
        """Register what gives the table's words (:data:`WORD_KEYS`) in a language."""
        cls._words = staticmethod(words)

    def run(self) -> list[nodes.Node]:
        lang = self.config.language
        word = type(self)._words
        locales = Path(self.env.app.confdir) / self.arguments[0]
        head = [word(key, lang) for key in WORD_KEYS[2:]]
        rows = []
        domains = tuple(self.config.cardsite_game_domains)
        for code in [c for c in self.config.cardsite_languages if c != "en"]:
            counted = count_catalogs(locales, code, domains)
            for part, (total, done, fuzzy) in sorted(counted.items()):
                percent = _percent(done / total, lang) if total else "—"
                rows.append(
                    [
                        LANGUAGE_NAMES.get(code, code),
                        word(part, lang),
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
    table = nodes.table(classes=["cardsite-catalog-stats"])
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
    """Register the configuration value (the directive is the game's to name)."""
    app.add_config_value("cardsite_game_domains", [], "env", types=[list, tuple])
    if "cardsite_languages" not in app.config:
        app.add_config_value("cardsite_languages", LANGUAGES, "html")
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
