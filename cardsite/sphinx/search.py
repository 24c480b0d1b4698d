"""Site search that serves readers: result snippets without the diagrams' labels.

Sphinx's search shows, under each result, a snippet of the page's text
(``Search.htmlToText`` in its ``searchtools.js``), and a card diagram's text is
a run of card labels and screen-reader names ("K♦ A♦ 2♦ … King of Diamonds, column
4"), which reads as noise there. This extension writes ``_static/cardsite-search.js``,
loaded by every page, which removes the elements matching
``cardsite_search_skip`` (CSS selectors, from ``conf.py``) from a page before
Sphinx takes its snippet. The search index itself is unchanged: a card can
still be found.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

__all__ = ["script", "setup"]

NAME = "cardsite-search.js"


def script(selectors: list[str]) -> str:
    """The script that wraps ``Search.htmlToText`` to drop ``selectors`` first.

    >>> js = script([".board", "figure.diagram"])
    >>> '[".board", "figure.diagram"]' in js, "htmlToText" in js
    (True, True)
    """
    return (
        "(() => {\n"
        f'  const skip = {json.dumps(selectors)}.join(",");\n'
        "  const wrap = () => {\n"
        '    if (typeof Search === "undefined" || !Search.htmlToText) return;\n'
        "    if (Search.htmlToText.cardsiteSkips || !skip) return;\n"
        "    const original = Search.htmlToText;\n"
        "    const cleaned = (html, anchor) => {\n"
        '      const doc = new DOMParser().parseFromString(html, "text/html");\n'
        "      doc.querySelectorAll(skip).forEach((el) => el.remove());\n"
        "      return original(doc.documentElement.outerHTML, anchor);\n"
        "    };\n"
        "    cleaned.cardsiteSkips = true;\n"
        "    Search.htmlToText = cleaned;\n"
        "  };\n"
        "  wrap();\n"
        '  document.addEventListener("DOMContentLoaded", wrap);\n'
        "})();\n"
    )


def _write(app: Any, exc: Exception | None = None) -> None:
    if exc is None and app.builder.format == "html":
        static = Path(app.outdir) / "_static"
        static.mkdir(parents=True, exist_ok=True)
        (static / NAME).write_text(script(list(app.config.cardsite_search_skip)), encoding="utf-8")


def setup(app: Any) -> dict[str, Any]:
    """Register ``cardsite_search_skip`` and the script."""
    app.add_config_value("cardsite_search_skip", [], "html")
    app.add_js_file(NAME, defer="defer")
    app.connect("builder-inited", _write)
    app.connect("build-finished", _write)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
