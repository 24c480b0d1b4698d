"""Definition lists in the reader's alphabetical order, after translation.

A glossary written in English alphabetical order keeps that order when its
terms are translated, and is out of order in every other language. Mark the
list in the Markdown source with the class ``sorted-terms`` (MyST's
``attrs_block``)::

    {.sorted-terms}
    Block
    : A face-up card ...

and, after the i18n ``Locale`` transform has put the translated terms in, its
items are sorted by their term in the language of the build, with the
:class:`~cardsite.collation.Collation` that the configuration value
``cardsite_collation`` gives that language (``{"ro": {"rules": "&a < ă"},
"ar": {"ignore_prefixes": ["ال"]}}``; a language without an entry uses the
Unicode default). Nothing in the source names a language.

>>> from docutils import nodes
>>> def item(term):
...     return nodes.definition_list_item("", nodes.term(term, term), nodes.definition())
>>> deflist = nodes.definition_list("", item("Suită"), item("Bloc"), item("Așezare"))
>>> sort_items(deflist, Collation(rules="&s < ș"))
>>> [node.astext() for node in deflist.findall(nodes.term)]
['Așezare', 'Bloc', 'Suită']
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.errors import ConfigError
from sphinx.transforms import SphinxTransform
from sphinx.transforms.i18n import Locale

from cardsite.collation import Collation, collation_for

__all__ = ["SORTED_CLASS", "SortTerms", "setup", "sort_items"]

#: The class that marks a definition list to sort.
SORTED_CLASS = "sorted-terms"


def _term(item: nodes.Node) -> str:
    term = item.next_node(nodes.term) if isinstance(item, nodes.Element) else None
    return term.astext() if term is not None else ""


def sort_items(deflist: nodes.definition_list, collation: Collation) -> None:
    """Sort the items of ``deflist`` by their term, in place."""
    items = list(deflist.children)
    if not all(isinstance(child, nodes.definition_list_item) for child in items):
        return  # not a plain list of terms: leave it as written
    deflist[:] = collation.sorted(items, key=_term)


class SortTerms(SphinxTransform):
    """Sort every definition list marked ``sorted-terms`` by its translated terms."""

    # After Locale (20), which replaces each term with its translation.
    default_priority = Locale.default_priority + 700

    def apply(self, **kwargs: Any) -> None:
        marked = [
            deflist
            for deflist in self.document.findall(nodes.definition_list)
            if SORTED_CLASS in deflist["classes"]
        ]
        if not marked:
            return
        settings = self.config.cardsite_collation or {}
        try:
            collation = collation_for(settings.get(self.config.language))
        except ValueError as error:
            raise ConfigError(f"cardsite_collation[{self.config.language!r}]: {error}") from None
        for deflist in marked:
            sort_items(deflist, collation)


def setup(app: Any) -> dict[str, Any]:
    """Register ``cardsite_collation`` and the transform."""
    app.add_config_value("cardsite_collation", {}, "env", types=[dict])
    app.add_transform(SortTerms)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
