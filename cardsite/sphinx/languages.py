"""One site per language: ``lang``/``dir`` on ``<html>``, the switcher's links, ``hreflang``.

This module

- gives every page the list of its own translations (``<prefix>_translations``
  in the template context, relative links, so it works from a file, with
  JavaScript off, and under any prefix), the current language's name and
  direction, and ``<link rel="alternate" hreflang>``;
- writes ``lang`` and ``dir`` on the ``<html>`` element (no theme writes
  ``dir="rtl"`` by itself; :func:`cardsite.i18n.direction` decides);
- lays the site's ``sphinx.po`` over Sphinx's JavaScript catalog
  (``translations.js``), whose entries are often empty;
- reads ``language`` only once the configuration is complete
  (``-D language=xx`` is applied after ``conf.py`` runs).

Nothing here knows a game: the template variables' prefix is the
``cardsite_context_prefix`` configuration value.
"""

from __future__ import annotations

import json
import re
from html import escape
from pathlib import Path
from typing import Any

from cardsite.i18n import LANGUAGE_NAMES, LANGUAGES, direction

__all__ = [
    "LANGUAGE_NAMES",
    "alternates",
    "html_tag_with_dir",
    "js_catalog",
    "setup",
    "translations",
]

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


def alternates(root: str, pagename: str, languages: tuple[str, ...] = LANGUAGES) -> str:
    """``<link rel="alternate" hreflang>`` to every language's page, absolute, from ``root``.

    Every language is listed, the page's own too, and ``x-default`` is the
    site's root, where a reader chooses a language.

    >>> print(alternates("https://example.org/cards/", "rules", ("en", "ar")))
    <link rel="alternate" hreflang="en" href="https://example.org/cards/en/rules.html">
    <link rel="alternate" hreflang="ar" href="https://example.org/cards/ar/rules.html">
    <link rel="alternate" hreflang="x-default" href="https://example.org/cards/">
    <BLANKLINE>
    """
    links = [(code, f"{root}{code}/{pagename}.html") for code in languages]
    links.append(("x-default", root))
    return "".join(
        f'<link rel="alternate" hreflang="{code}" href="{escape(href)}">\n' for code, href in links
    )


def _page_context(
    app: Any, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    lang = app.config.language or "en"
    prefix = app.config.cardsite_context_prefix
    links = translations(pagename, lang, tuple(app.config.cardsite_languages))
    context[f"{prefix}_translations"] = links
    context[f"{prefix}_language_name"] = LANGUAGE_NAMES.get(lang, lang)
    context[f"{prefix}_dir"] = direction(lang)
    context["metatags"] = context.get("metatags", "") + alternates(
        app.config.cardsite_base_url, pagename, tuple(app.config.cardsite_languages)
    )


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
    prefix = config.cardsite_context_prefix
    # Anything that depends on the language is derived here, after -D language=xx.
    config.html_context = {
        **config.html_context,
        f"{prefix}_lang": lang,
        f"{prefix}_dir": direction(lang),
    }


def js_catalog(text: str, po_path: Path) -> tuple[str, list[str]]:
    r"""Sphinx's ``translations.js`` with the site's own translations laid over it.

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
    """Register the configuration values and the handlers."""
    app.add_config_value("cardsite_languages", LANGUAGES, "html")
    app.add_config_value("cardsite_context_prefix", "site", "html")
    app.setup_extension("cardsite.sphinx.seo")  # cardsite_base_url, read by alternates()
    app.connect("config-inited", _config_inited)
    app.connect("builder-inited", _builder_inited)
    app.connect("html-page-context", _page_context)
    app.connect("build-finished", _js_translations)
    # What code examples print, in the page's language.
    app.setup_extension("cardsite.sphinx.transcripts")
    return {"parallel_read_safe": True, "parallel_write_safe": True}
