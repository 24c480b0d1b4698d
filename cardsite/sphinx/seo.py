"""What search engines and link previews read: a description, absolute canonical links.

- ``<meta name="description">`` on every page, from the page's own opening
  paragraph in the page's language (the doctree is already translated when
  the page is written, so the description follows the catalogs); containers
  with a class listed in ``cardsite_description_skip`` are passed over;
- ``html_baseurl`` of each language's build is derived from one setting,
  ``cardsite_base_url`` (the address of the site's root, where the language
  chooser lives), so Sphinx writes an absolute ``<link rel="canonical">`` and
  :mod:`.languages` absolute ``hreflang`` links. Its default is the address
  ``make serve`` uses; ``make site BASE_URL=https://example.org/cards/``
  sets it for publishing.
"""

from __future__ import annotations

import sys
from html import escape
from typing import Any

from docutils import nodes

__all__ = ["base_url", "description", "setup", "shorten"]

#: Where a description stops: search engines show about this many characters.
LIMIT = 160

#: The default root address: what ``make serve`` serves.
DEFAULT_BASE_URL = "http://127.0.0.1:8000/"


def base_url(value: str) -> str:
    """The site's root address with exactly one trailing slash.

    >>> base_url("https://example.org/cards"), base_url("https://example.org/")
    ('https://example.org/cards/', 'https://example.org/')
    >>> base_url("example.org")
    Traceback (most recent call last):
    ...
    ValueError: cardsite_base_url must be an absolute http(s) address ending in the site's root, not 'example.org'
    """
    text = value.strip()
    if not text.startswith(("https://", "http://")) or any(c.isspace() for c in text):
        raise ValueError(
            "cardsite_base_url must be an absolute http(s) address ending in the site's root, "
            f"not {value!r}"
        )
    return text.rstrip("/") + "/"


def shorten(text: str, limit: int = LIMIT) -> str:
    """``text`` on one line, cut at a word boundary to at most ``limit`` characters.

    >>> shorten("Scorpion   is a patience\\nfor one player.")
    'Scorpion is a patience for one player.'
    >>> shorten("one two three four", 12)
    'one two…'
    """
    words = text.split()
    out = " ".join(words)
    if len(out) <= limit:
        return out
    cut = out[: limit - 1]
    if " " in cut:
        cut = cut[: cut.rindex(" ")]
    return cut.rstrip(" ,;:—–-") + "…"


def _in_body(node: nodes.Node, skip: frozenset[str]) -> bool:
    parent = node.parent
    while parent is not None and not isinstance(parent, nodes.document):
        if not isinstance(parent, nodes.section | nodes.container):
            return False
        if skip.intersection(parent.get("classes", ())):
            return False
        parent = parent.parent
    return True


#: Where a paragraph is not the page's own running text.
_ASIDE = (nodes.Admonition, nodes.caption, nodes.figure, nodes.table, nodes.footnote, nodes.sidebar)


def _outside_asides(node: nodes.Node, skip: frozenset[str]) -> bool:
    parent = node.parent
    while parent is not None and not isinstance(parent, nodes.document):
        if isinstance(parent, _ASIDE) or skip.intersection(parent.get("classes", ())):
            return False
        parent = parent.parent
    return True


def description(doctree: nodes.document | None, skip: frozenset[str] = frozenset()) -> str:
    """The page's first paragraph of running text (not a caption, note or table), shortened.

    Paragraphs in containers with a class of ``skip`` (what only some readers
    see, such as a no-JavaScript notice) are passed over. A page that opens
    with a list (a glossary, questions and answers) is described by its first
    item.

    >>> from docutils.core import publish_doctree
    >>> doc = publish_doctree("Title\\n=====\\n\\n.. note:: aside\\n\\n"
    ...     ".. container:: nojs\\n\\n   Turn JavaScript on.\\n\\nFirst *real* words.\\n")
    >>> description(doc, frozenset({"nojs"}))
    'First real words.'
    >>> description(None)
    ''
    """
    if doctree is None:
        return ""
    for keep in (_in_body, _outside_asides):
        for para in doctree.findall(nodes.paragraph):
            text = para.astext().strip()
            if text and keep(para, skip):
                return shorten(text)
    return ""


def _page_context(
    app: Any, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    skip = frozenset(app.config.cardsite_description_skip)
    text = description(doctree, skip) or shorten(str(context.get("title", "")))
    if text:
        meta = f'<meta name="description" content="{escape(text, quote=True)}">\n'
        context["metatags"] = context.get("metatags", "") + meta


def _config_inited(app: Any, config: Any) -> None:
    try:
        root = base_url(config.cardsite_base_url)
    except ValueError as err:
        # A usage error of the build's command line: one sentence, exit status 2 (Sphinx's
        # ConfigError would print its crash report, traceback included, for a typo).
        sys.stderr.write(f"{err}\n")
        raise SystemExit(2) from None
    config.cardsite_base_url = root
    config.html_baseurl = f"{root}{config.language or 'en'}/"


def setup(app: Any) -> dict[str, Any]:
    """Register ``cardsite_base_url`` and the description."""
    app.add_config_value("cardsite_base_url", DEFAULT_BASE_URL, "html")
    app.add_config_value("cardsite_description_skip", [], "html")
    app.connect("config-inited", _config_inited)
    app.connect("html-page-context", _page_context)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
