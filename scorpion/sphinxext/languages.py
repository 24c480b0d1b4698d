"""One site per language: the switcher that keeps the reader on the same page, and RTL.

Each language is built on its own into ``<site>/<lang>/``. This module

- gives every page the list of its own translations (``scorpion_translations``
  in the template context, relative links, so it works from a file, with
  JavaScript off, and under any prefix) and ``<link rel="alternate" hreflang>``;
- writes ``dir="rtl"`` on the ``<html>`` element of right-to-left languages
  (no theme does it by itself; :func:`scorpion.i18n.direction` decides);
- reads ``language`` only once the configuration is complete
  (``-D language=xx`` is applied after ``conf.py`` runs).
"""

from __future__ import annotations

import json
import re
from html import escape
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.transforms.post_transforms import SphinxPostTransform

from scorpion.i18n import LANGUAGES, direction, gettext_for

__all__ = [
    "CARD_LABEL",
    "LANGUAGE_NAMES",
    "IsolateCardLabels",
    "html_tag_with_dir",
    "setup",
    "translations",
]

#: A card label in running text: rank then suit (``10♦``), or suit then rank (``♥8``);
#: also a signed number of points (``+5``, ``+100``), which right-to-left text would
#: otherwise draw as ``5+``.
CARD_LABEL = re.compile(
    r"(?<![\w♠♥♦♣])(?:(?:10|[2-9AJQK])[♠♥♦♣]|[♠♥♦♣](?:10|[2-9AJQK]))(?![\w♠♥♦♣])"
    r"|(?<![\w+−])[+−]\d+(?![\w.,]\d)"
)

#: Each language's name in itself, as the switcher shows it (the same in every build).
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "ro": "Română",
    "ar": "العربية",
    "ru": "Русский",
    "it": "Italiano",
}

_HTML_TAG = re.compile(r"<html\b[^>]*>", re.IGNORECASE)


def html_tag_with_dir(page: str, lang: str) -> str:
    """Put ``dir`` (and ``lang``) on the page's ``<html>`` element.

    >>> html_tag_with_dir('<!DOCTYPE html>\\n<html lang="ar" data-x="1"><body>', "ar")
    '<!DOCTYPE html>\\n<html lang="ar" dir="rtl" data-x="1"><body>'
    >>> html_tag_with_dir('<html lang="en">', "en")
    '<html lang="en" dir="ltr">'
    """

    def fix(m: re.Match[str]) -> str:
        tag = re.sub(r'\s(?:dir|lang)="[^"]*"', "", m.group(0))
        return tag.replace("<html", f'<html lang="{lang}" dir="{direction(lang)}"', 1)

    return _HTML_TAG.sub(fix, page, count=1)


def translations(
    pagename: str, current: str, languages: tuple[str, ...] = LANGUAGES
) -> list[dict[str, Any]]:
    """Links from ``pagename`` in language ``current`` to the same page in every language.

    >>> [t["href"] for t in translations("examples/moving-a-block", "en")][:2]
    ['../../en/examples/moving-a-block.html', '../../ro/examples/moving-a-block.html']
    """
    up = "../" * (pagename.count("/") + 1)
    return [
        {
            "code": code,
            "name": LANGUAGE_NAMES.get(code, code),
            "dir": direction(code),
            "href": f"{up}{code}/{pagename}.html",
            "current": code == current,
        }
        for code in languages
    ]


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
                or "scorpion-cardlabel" in parent.get("classes", [])
            ):
                continue
            if any(isinstance(a, skip) for a in _ancestors(parent)):
                continue
            value = str(text)
            if not CARD_LABEL.search(value):
                continue
            pieces: list[nodes.Node] = []
            last = 0
            for m in CARD_LABEL.finditer(value):
                if m.start() > last:
                    pieces.append(nodes.Text(value[last : m.start()]))
                pieces.append(nodes.inline(m.group(0), m.group(0), classes=["scorpion-cardlabel"]))
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


def _page_context(
    app: Any, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    lang = app.config.language or "en"
    links = translations(pagename, lang, tuple(app.config.scorpion_languages))
    context["scorpion_translations"] = links
    context["scorpion_language_name"] = LANGUAGE_NAMES.get(lang, lang)
    context["scorpion_dir"] = direction(lang)
    alternates = "".join(
        f'<link rel="alternate" hreflang="{t["code"]}" href="{escape(t["href"])}">\n'
        for t in links
        if not t["current"]
    )
    context["metatags"] = context.get("metatags", "") + alternates


def _builder_inited(app: Any) -> None:
    if app.builder.format != "html":
        return
    lang = app.config.language or "en"
    templates = app.builder.templates
    render = templates.render

    def render_with_dir(template: str, context: dict[str, Any]) -> str:
        out = render(template, context)
        return html_tag_with_dir(out, lang) if "<html" in out[:500] else out

    templates.render = render_with_dir


def _config_inited(app: Any, config: Any) -> None:
    lang = config.language or "en"
    # Anything that depends on the language is derived here, after -D language=xx.
    config.html_context = {
        **config.html_context,
        "scorpion_lang": lang,
        "scorpion_dir": direction(lang),
    }
    # The site's own name and the theme's labels that are options, not template strings.
    config.html_title = gettext_for("Scorpion solitaire", lang)
    config.copyright = gettext_for("2026, The Scorpion project", lang)
    config.html_theme_options = {
        **config.html_theme_options,
        "search_bar_text": gettext_for("Search the site…", lang),
    }


def js_catalog(text: str, po_path: Path) -> tuple[str, list[str]]:
    r"""Sphinx's ``translations.js`` with the project's own translations laid over it.

    Sphinx writes its JavaScript catalog (the search page's words) from its own
    translations only, and several of them are empty for our languages. The
    entries of ``po_path`` (``locales/<lang>/LC_MESSAGES/sphinx.po``) whose
    msgid the JavaScript catalog holds replace Sphinx's. Returns the new text
    and the msgids still empty.

    >>> import tempfile
    >>> po = Path(tempfile.mkdtemp()) / "sphinx.po"
    >>> _ = po.write_text('msgid "Searching"\nmsgstr "Căutare"\n', encoding="utf-8")
    >>> js = 'Documentation.addTranslations({"locale": "ro", "messages": {"Searching": "", ", in ": ""}, "plural_expr": "0"});'
    >>> out, empty = js_catalog(js, po)
    >>> json.loads(out[out.index("(") + 1 : out.rindex(")")])["messages"]["Searching"], empty
    ('Căutare', [', in '])
    """
    import polib

    head = "Documentation.addTranslations("
    start, end = text.index(head) + len(head), text.rindex(")")
    data = json.loads(text[start:end])
    messages = data["messages"]
    catalog = polib.pofile(str(po_path))
    plural = re.search(r"plural=(.*?);?\s*$", catalog.metadata.get("Plural-Forms", ""))
    ours = set()
    for entry in catalog:
        if entry.obsolete or "fuzzy" in entry.flags or entry.msgid not in messages:
            continue
        if entry.msgid_plural:
            forms = [entry.msgstr_plural[i] for i in sorted(entry.msgstr_plural)]
            if all(forms) and plural:
                messages[entry.msgid] = forms
                ours.add(entry.msgid)
        elif entry.msgstr:
            messages[entry.msgid] = entry.msgstr
    if ours and plural:
        # Our plural forms follow our catalog's rule, not Sphinx's (which may
        # count forms differently): the rule goes with them, and Sphinx's other
        # plural entries, made for its rule, fall back to English.
        data["plural_expr"] = plural.group(1).strip()
        for key in [k for k, v in messages.items() if isinstance(v, list) and k not in ours]:
            messages[key] = ""
    empty = [k for k, v in messages.items() if not (all(v) if isinstance(v, list) else v)]
    return text[:start] + json.dumps(data, ensure_ascii=False, indent=4, sort_keys=True) + text[
        end:
    ], empty


def _js_translations(app: Any, error: Exception | None) -> None:
    lang = app.config.language or "en"
    if error is not None or app.builder.format != "html" or lang == "en":
        return
    js = Path(app.outdir) / "_static" / "translations.js"
    po = Path(app.srcdir, app.config.locale_dirs[0], lang, "LC_MESSAGES", "sphinx.po")
    if not js.exists() or not po.exists():
        return
    text, _empty = js_catalog(js.read_text(encoding="utf-8"), po)
    js.write_text(text, encoding="utf-8")


def setup(app: Any) -> dict[str, Any]:
    app.add_post_transform(IsolateCardLabels)
    app.connect("build-finished", _js_translations)
    app.add_config_value("scorpion_languages", LANGUAGES, "html")
    app.connect("config-inited", _config_inited)
    app.connect("builder-inited", _builder_inited)
    app.connect("html-page-context", _page_context)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
