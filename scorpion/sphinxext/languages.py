"""Scorpion's part of the multilingual site: card labels kept left to right, the site's name.

The game-independent parts (``lang``/``dir`` on ``<html>``, the language
switcher's links, ``hreflang``, the JavaScript catalog) are the shared layer's
(:mod:`cardsite.sphinx.languages`). This module

- isolates every card label of the text (``10♦``, ``♥8``, ``+5``) so that
  right-to-left text still draws it rank then suit, and every formula
  (``9 × 5 + 400 = 445``), which right-to-left text shows left to right as in
  English: the site's one rule for formulas (see docs/translators.md);
- gives the site its title, copyright and search placeholder in the build's
  language, from the engine's catalog (once ``-D language=xx`` is applied).
"""

from __future__ import annotations

import re
from typing import Any

from docutils import nodes
from sphinx.transforms.post_transforms import SphinxPostTransform

from cardsite.i18n import LANGUAGE_NAMES, direction
from scorpion.i18n import gettext_for
from scorpion.render import CARD_LABEL, FORMULA

__all__ = ["CARD_LABEL", "FORMULA", "LANGUAGE_NAMES", "IsolateCardLabels", "setup"]

#: What the transform isolates: a formula (class ``scorpion-formula``) or a card label
#: or signed number (class ``scorpion-cardlabel``); a formula first, so that its numbers
#: stay one unit.
_ISOLATED = re.compile(f"(?P<formula>{FORMULA.pattern})|(?P<label>{CARD_LABEL.pattern})")


class IsolateCardLabels(SphinxPostTransform):
    """Wrap every card label of the text in ``<span class="scorpion-cardlabel">`` (isolated, left to right).

    In right-to-left text a bare ``4♥`` is drawn as ``♥4``; the stylesheet
    isolates ``.scorpion-cardlabel`` so it always reads rank then suit. Runs after
    translation, so it covers every language; code and raw HTML are left alone.
    """

    default_priority = 400
    formats = ("html",)

    def run(self, **kwargs: Any) -> None:
        skip = (nodes.literal_block, nodes.literal, nodes.raw, nodes.comment)
        for text in list(self.document.findall(nodes.Text)):
            parent = text.parent
            if (
                parent is None
                or isinstance(parent, skip)
                or {"scorpion-cardlabel", "scorpion-formula"} & set(parent.get("classes", []))
            ):
                continue
            if any(isinstance(a, skip) for a in _ancestors(parent)):
                continue
            value = str(text)
            if not _ISOLATED.search(value):
                continue
            pieces: list[nodes.Node] = []
            last = 0
            for m in _ISOLATED.finditer(value):
                if m.start() > last:
                    pieces.append(nodes.Text(value[last : m.start()]))
                css = "scorpion-formula" if m.group("formula") else "scorpion-cardlabel"
                pieces.append(nodes.inline(m.group(0), m.group(0), classes=[css]))
                last = m.end()
            if last < len(value):
                pieces.append(nodes.Text(value[last:]))
            parent.replace(text, pieces)


def _ancestors(node: nodes.Node) -> list[nodes.Node]:
    out = []
    while node.parent is not None:
        node = node.parent
        out.append(node)
    return out


_PRE = re.compile(r"(<pre>)(.*?)(</pre>)", re.S)
_TAG_OR_TEXT = re.compile(r"(<[^>]*>)|([^<]+)")


def _isolate_in_code(html: str) -> str:
    """Card labels inside ``<pre>`` blocks wrapped in ``<bdi dir="ltr">`` (tags left alone).

    A code example's output in Arabic («… الورقة 8♥ …») is a right-to-left run inside a
    left-to-right block, where a bare label would be drawn ``♥8``.

    >>> _isolate_in_code('<p>8♥</p><pre><span class="go">على 9♥</span></pre>')
    '<p>8♥</p><pre><span class="go">على <bdi dir="ltr">9♥</bdi></span></pre>'
    """

    def text(m: re.Match[str]) -> str:
        if m.group(1):
            return m.group(1)
        return CARD_LABEL.sub(lambda label: f'<bdi dir="ltr">{label.group(0)}</bdi>', m.group(2))

    return _PRE.sub(lambda m: m.group(1) + _TAG_OR_TEXT.sub(text, m.group(2)) + m.group(3), html)


def _page_context(app: Any, pagename: str, templatename: str, context: dict, doctree: Any) -> None:
    # Right-to-left pages only: their code examples print Arabic with card labels in it.
    if direction(app.config.language) == "rtl" and "body" in context:
        context["body"] = _isolate_in_code(context["body"])


def _config_inited(app: Any, config: Any) -> None:
    lang = config.language or "en"
    # Derived here, after -D language=xx: the site's own name, and the theme's
    # labels that are options rather than template strings.
    # TRANSLATORS: the site's name, in the header of every page: the two games it teaches.
    config.html_title = gettext_for("Scorpion and Scopone", lang)
    config.copyright = gettext_for("2026, The Scorpion project", lang)
    config.html_theme_options = {
        **config.html_theme_options,
        "search_bar_text": gettext_for("Search the site…", lang),
    }


def setup(app: Any) -> dict[str, Any]:
    """Register the card-label transform and the site's name; load the shared layer."""
    app.setup_extension("cardsite.sphinx.languages")
    app.add_post_transform(IsolateCardLabels)
    app.connect("config-inited", _config_inited)
    app.connect("html-page-context", _page_context)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
