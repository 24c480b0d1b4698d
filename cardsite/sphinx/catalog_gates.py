"""A translated build refuses a catalog that would put a translator's mistake on a page.

Two moments of a build in another language than English run the checks of
:mod:`.catalog_checks`, each on what it alone can see:

- when the configuration is read, every catalog of the build's language under
  ``locale_dirs`` (the pages' catalogs, read as MyST Markdown with the site's
  ``myst_enable_extensions``; the programs' catalogs, such as ``scorpion.po``
  and ``sphinx.po``, against ``<locale_dir>/<domain>.pot`` where there is one):
  fuzzy or empty entries, placeholders, HTML, markup, card labels, direction
  marks;
- while each page is read (a transform just before Sphinx's own ``Locale``),
  the page's paragraphs, headings and terms against its catalog: English the
  catalog lacks, and entries whose English the page no longer has (an edited
  ``msgid``), which gettext would otherwise skip without a word.

Each problem is written as ``file:line: sentence`` (:class:`~.catalog_checks.Problem`,
the lines ``tools/po_gates.py`` prints), and the build stops with exit status 1
before it writes a page, with or without ``-W``: the sentences say what to fix.
An English build checks nothing.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.transforms import SphinxTransform
from sphinx.util.i18n import docname_to_domain
from sphinx.util.nodes import extract_messages

from . import catalog_checks
from .catalog_checks import Problem

__all__ = ["PageCatalog", "setup"]

SOURCE_LANGUAGE = "en"


def _locale_dirs(app: Any) -> list[Path]:
    return [Path(app.srcdir, d) for d in app.config.locale_dirs]


def _stop(problems: list[Problem], what: str) -> None:
    """Write every problem, then end the build: readers must not get these pages."""
    text = "".join(f"{p}\n" for p in problems)
    sys.stderr.write(
        f"{text}{len(problems)} problem(s) in {what}; the build stops so that no page shows "
        "them (see “What stops the build” in docs/translators.md).\n"
    )
    sys.stderr.flush()
    raise SystemExit(1)


def _language(app: Any) -> str | None:
    lang = app.config.language or SOURCE_LANGUAGE
    return None if lang == SOURCE_LANGUAGE else lang


def _check_catalogs(app: Any, config: Any) -> None:
    lang = _language(app)
    if lang is None:
        return
    extensions = tuple(getattr(config, "myst_enable_extensions", ()) or ())
    suffixes = tuple(config.source_suffix) if isinstance(config.source_suffix, dict) else (".md",)
    problems: list[Problem] = []
    for locale_dir in _locale_dirs(app):
        for po, markdown, template in catalog_checks.catalogs_of(
            Path(app.srcdir), locale_dir, lang, extensions, suffixes
        ):
            problems += catalog_checks.catalog_problems(po, markdown=markdown, template=template)
    if problems:
        _stop(problems, f"the {lang} catalogs")


class PageCatalog(SphinxTransform):
    """Compare the page's texts with its catalog, before Sphinx's ``Locale`` translates them."""

    default_priority = 19  # sphinx.transforms.i18n.Locale is 20

    def apply(self, **kwargs: Any) -> None:
        from sphinx.builders.gettext import MessageCatalogBuilder

        lang = _language(self.app)
        if lang is None or issubclass(self.env._builder_cls, MessageCatalogBuilder):
            return
        docname = self.env.current_document.docname
        domain = docname_to_domain(docname, self.config.gettext_compact)
        page = catalog_checks.shown(Path(self.env.doc2path(docname)))
        messages = [
            (msg, node.line or 0)
            for node, msg in extract_messages(self.document)
            if not _in_substitution(node)
        ]
        found = [d / lang / "LC_MESSAGES" / f"{domain}.po" for d in _locale_dirs(self.app)]
        existing = [p for p in found if p.exists()]
        store: dict[str, list[Problem]] = self.env.__dict__.setdefault("cardsite_page_catalogs", {})
        if not existing:
            if messages and found:
                store[docname] = [
                    Problem(
                        found[0],
                        0,
                        catalog_checks.PUBLISH,
                        "missing",
                        f"there is no catalog for the page {page}, so it would be in English: "
                        "run `make intl-update`, then translate it.",
                    )
                ]
            return
        import polib

        catalog = polib.pofile(str(existing[0]))
        store[docname] = catalog_checks.page_problems(existing[0], catalog, page, messages)


def _in_substitution(node: nodes.Node) -> bool:
    """The gettext builder leaves substitution definitions out; so does this check."""
    parent = node.parent
    while parent is not None:
        if isinstance(parent, nodes.substitution_definition):
            return True
        parent = parent.parent
    return False


def _purge(app: Any, env: Any, docname: str) -> None:
    env.__dict__.get("cardsite_page_catalogs", {}).pop(docname, None)


def _merge(app: Any, env: Any, docnames: set[str], other: Any) -> None:
    mine = env.__dict__.setdefault("cardsite_page_catalogs", {})
    for docname, problems in other.__dict__.get("cardsite_page_catalogs", {}).items():
        if docname in docnames:
            mine[docname] = problems


def _check_pages(app: Any, env: Any) -> list[str]:
    lang = _language(app)
    store = env.__dict__.get("cardsite_page_catalogs", {})
    problems = [p for _doc, found in sorted(store.items()) for p in found]
    if lang is not None and problems:
        _stop(problems, f"the {lang} catalogs of the pages")
    return []


def setup(app: Any) -> dict[str, Any]:
    """Check the build language's catalogs first, and each page against its catalog."""
    app.connect("config-inited", _check_catalogs)
    app.add_transform(PageCatalog)
    app.connect("env-purge-doc", _purge)
    app.connect("env-merge-info", _merge)
    app.connect("env-updated", _check_pages)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
