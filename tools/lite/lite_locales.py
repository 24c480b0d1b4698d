"""The JupyterLite console in each language of the site (called by ``build_lite.py``).

JupyterLab's language packs (``jupyterlab-language-pack-*`` from PyPI, pinned in
``pyproject.toml``'s ``lite`` extra) are read by jupyterlite-core's translation
addon during ``jupyter lite build``, which writes one ``api/translations/<locale>.json``
per installed pack. JupyterLab picks its language from one setting,
``@jupyterlab/translation-extension:plugin`` ``locale``, and honours no URL
parameter for it. So each site language gets its own copy of the REPL's page,
``repl/<lang>/index.html``, whose ``jupyter-lite.json`` overrides that setting
(JupyterLite merges the ``jupyter-lite.json`` of every folder from the app's root
down to the page). The pages link to ``repl/<lang>/`` (``player.js``, ``liteLinks``).

JupyterLab's packs leave much of what the console shows in English (the Arabic
and Romanian ones above all: its context menu, the restart dialog). The project's
catalog ``locales/<lang>/LC_MESSAGES/jupyterlite.po`` (template
``locales/jupyterlite.pot``) holds those messages, under JupyterLab's own msgids,
translated and checked like every other catalog; :func:`supplement` writes them
into the pack, over its own, and the REPL page's loading text into the page.

The packs carry the strings of many extensions the app does not have (git, LSP,
…); only the domains of JupyterLab and of the widgets are kept.

>>> locale_of("ru", ["en", "ro_RO", "ru_RU"])
'ru_RU'
>>> locale_of("en", ["en", "ro_RO"])
'en'
>>> locale_of("ar", ["en"]) is None
True
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from html import escape
from pathlib import Path

LOCALES = Path(__file__).resolve().parents[2] / "locales"
#: The translation domains the REPL app uses (JupyterLab's own and the widgets').
DOMAINS = ("jupyterlab", "jupyterlab_widgets")
#: The setting that holds JupyterLab's interface language.
TRANSLATION_PLUGIN = "@jupyterlab/translation-extension:plugin"


def locale_of(lang: str, locales: Iterable[str]) -> str | None:
    """The pack locale (``ru_RU``) of a site language (``ru``), if one is installed."""
    for locale in sorted(locales):
        if locale == lang or locale.split("_")[0] == lang:
            return locale
    return None


def prune_packs(out: Path) -> None:
    """Keep only :data:`DOMAINS` in each ``api/translations/<locale>.json``."""
    for path in sorted((out / "api" / "translations").glob("*.json")):
        if path.name == "all.json":
            continue
        pack = json.loads(path.read_text(encoding="utf-8"))
        data = pack.get("data", {})
        pack["data"] = {k: v for k, v in data.items() if k in DOMAINS}
        path.write_text(json.dumps(pack, ensure_ascii=False), encoding="utf-8")


#: The loading text of the REPL's page (JupyterLite's index.html, not a JupyterLab message).
LOADING = "Loading JupyterLite..."


def project_messages(lang: str, locales_dir: Path = LOCALES) -> dict[str, str]:
    """The translated messages of ``locales/<lang>/LC_MESSAGES/jupyterlite.po`` ({} if none)."""
    import polib

    path = locales_dir / lang / "LC_MESSAGES" / "jupyterlite.po"
    if not path.exists():
        return {}
    return {e.msgid: e.msgstr for e in polib.pofile(str(path)) if e.translated() and not e.obsolete}


def supplement(pack_file: Path, messages: dict[str, str]) -> None:
    """Put ``messages`` into a pack's ``jupyterlab`` domain, over the pack's own."""
    pack = json.loads(pack_file.read_text(encoding="utf-8"))
    domain = pack.setdefault("data", {}).setdefault("jupyterlab", {})
    for msgid, msgstr in messages.items():
        if msgid != LOADING:
            domain[msgid] = [msgstr]
    pack_file.write_text(json.dumps(pack, ensure_ascii=False), encoding="utf-8")


def repl_page(html: str, lang: str) -> str:
    """The REPL's ``index.html`` moved one folder down (``repl/<lang>/``), in ``lang``.

    >>> page = repl_page('<html>\\n<link href="../build/a.js">'
    ...     '<script data-jupyter-lite-root="..">{}</script>'
    ...     "<script>import('../config-utils.js')</script>", "ar")
    >>> '<html lang="ar">' in page, 'href="../../build/a.js"' in page
    (True, True)
    >>> 'data-jupyter-lite-root="../.."' in page, "'../../config-utils.js" in page
    (True, True)
    """
    out = html.replace('data-jupyter-lite-root=".."', 'data-jupyter-lite-root="../.."')
    out = out.replace('href="../', 'href="../../').replace(
        "'../config-utils.js", "'../../config-utils.js"
    )
    out, n = re.subn(r"<html(\s[^>]*)?>", f'<html lang="{lang}">', out, count=1)
    if n != 1 or "../../config-utils.js" not in out or 'lite-root="../.."' not in out:
        raise SystemExit("[lite] repl/index.html changed; update tools/lite/lite_locales.py")
    return out


def localize(out: Path, languages: Iterable[str]) -> dict[str, str]:
    """Write ``repl/<lang>/`` for each site language; return {lang: pack locale}.

    Stops the build when a site language has no installed language pack.
    """
    all_json = out / "api" / "translations" / "all.json"
    locales = json.loads(all_json.read_text(encoding="utf-8"))["data"]
    prune_packs(out)
    template = (out / "repl" / "index.html").read_text(encoding="utf-8")
    # The REPL's own jupyter-lite.json names some folders relative to its page
    # (settingsUrl "../build/schemas"): one folder down, they need one more "../".
    repl_config = json.loads((out / "repl" / "jupyter-lite.json").read_text(encoding="utf-8"))
    moved = {
        key: "../" + value
        for key, value in repl_config["jupyter-config-data"].items()
        if isinstance(value, str) and value.startswith("../")
    }
    chosen: dict[str, str] = {}
    for lang in languages:
        locale = locale_of(lang, locales)
        if locale is None:
            raise SystemExit(
                f"[lite] no JupyterLab language pack for {lang!r} "
                "(install jupyterlab-language-pack-* with the lite extra)"
            )
        messages = project_messages(lang)
        if messages and locale != "en":
            supplement(out / "api" / "translations" / f"{locale}.json", messages)
        page = repl_page(template, lang)
        if LOADING in messages:
            page = page.replace(f">{LOADING}<", f">{escape(messages[LOADING])}<")
        folder = out / "repl" / lang
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "index.html").write_text(page, encoding="utf-8")
        config = {
            "jupyter-lite-schema-version": 0,
            "jupyter-config-data": {
                **moved,
                "settingsOverrides": {TRANSLATION_PLUGIN: {"locale": locale}},
            },
        }
        (folder / "jupyter-lite.json").write_text(json.dumps(config, indent=1) + "\n")
        chosen[lang] = locale
    return chosen
