"""A toctree's entry titles translated one by one.

A toctree that gives its entries titles (``Scorpion <solitaire>``, ``Scopone
<scopone/index>``) is one translatable node with one message per title. Sphinx's
``Locale`` transform (``sphinx/transforms/i18n.py``) marks a node translated as
soon as one of its messages has a translation equal to the source, in its first
phase, and its second phase then skips the whole node: in Italian the entry
*Scopone* (translated «Scopone») kept *Scorpion* English in every page's top
navigation, although ``index.po`` translates it «Scorpione». This transform runs
right after ``Locale`` and gives every entry (and the caption) its translation
from the same catalog, the one ``Locale`` loaded for the document.

>>> from sphinx import addnodes
>>> node = addnodes.toctree(entries=[("Scorpion", "solitaire"), ("Scopone", "scopone/index")])
>>> node.preserve_original_messages()
>>> translate_titles(node, {"Scorpion": "Scorpione", "Scopone": "Scopone"}.get)
>>> node["entries"]
[('Scorpione', 'solitaire'), ('Scopone', 'scopone/index')]
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sphinx import addnodes
from sphinx.locale import get_translator
from sphinx.transforms import SphinxTransform
from sphinx.util.i18n import docname_to_domain

__all__ = ["TranslateTocTreeTitles", "setup", "translate_titles"]


def translate_titles(node: addnodes.toctree, translate: Callable[[str], str | None]) -> None:
    """Give each of ``node``'s entry titles and its caption their own translation.

    ``translate`` returns a title's translation, or something empty for none. An
    entry already translated is left as it is (its title is no longer the source).
    """
    for message in node.extract_original_messages():
        translated = translate(message)
        if translated and translated != message:
            node.apply_translated_message(message, translated)


class TranslateTocTreeTitles(SphinxTransform):
    """Translate every toctree entry's title, whatever ``Locale`` did with the node."""

    default_priority = 21  # right after sphinx.transforms.i18n.Locale (20)

    def apply(self, **kwargs: Any) -> None:
        language = self.config.language
        if not language or language.split("_")[0] == "en":
            return
        domain = docname_to_domain(self.env.docname, self.config.gettext_compact)
        # The catalog Locale has just loaded for this document (no new load).
        translator = get_translator(domain)
        for node in self.document.findall(addnodes.toctree):
            translate_titles(node, translator.gettext)


def setup(app: Any) -> dict[str, Any]:
    """Register the transform."""
    app.add_transform(TranslateTocTreeTitles)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
