"""Code examples print in the page's language: each ``pycon`` block of a translated page
shows what its ``>>>`` lines print in that language (:func:`cardsite.transcripts.localize`).

The English pages are left as written (they are the doctests that
``tests/site/test_page_doctests.py`` runs); that test also runs every page's
localized blocks as doctests in every language, so what a translated page shows is
checked as much as the English.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from docutils import nodes

from ..transcripts import localize

__all__ = ["setup"]


def _localize_examples(app: Any, doctree: nodes.document) -> None:
    lang = app.config.language or "en"
    if lang.split("_")[0] == "en":
        return
    blocks = [
        node
        for node in doctree.findall(nodes.literal_block)
        if node.get("language") in ("pycon", "python-console")
    ]
    if not blocks:
        return
    texts = [node.astext() for node in blocks]
    for node, text, new in zip(blocks, texts, localize(texts, lang, Path(app.srcdir)), strict=True):
        if new != text:
            node.rawsource = new
            node[:] = [nodes.Text(new)]


def setup(app: Any) -> dict[str, Any]:
    """Rewrite the examples' outputs of translated pages when a page is read."""
    app.connect("doctree-read", _localize_examples)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
