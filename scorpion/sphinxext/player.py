"""The embedded player: live ipywidgets boards on the pages, and JupyterLite.

In ``conf.py``: ``extensions = [..., "scorpion.sphinxext.player"]``. It

- loads ``jupyterlite_sphinx`` (its directives stay available), removes the
  Google Fonts stylesheet that extension adds to every page, and replaces its
  per-build ``jupyter lite build`` by the app built once, offline, by
  ``tools/lite/build_lite.py`` (``make lite-assets``) into ``_build/lite``
  (config value ``scorpion_lite_dir``). That folder holds the JupyterLite app,
  Pyodide, the wheels and the page player's files (``player/``). The pages
  find it at ``scorpion_lite_url``, relative to the site's root: ``lite/``
  (the default: the folder is copied into the HTML output) or, for the
  five-language site, ``../lite/``: one copy next to the language folders,
  which ``tools/site_index.py --lite`` puts there;
- adds ``_static/player/player.js``, ``worker.js`` and ``player.css``, which
  turn every ``.scorpion-example`` (drawn by the position directive) into a
  live board in the page (Pyodide in a worker, ipywidgets' HTML manager; see
  player.js), and an inline ``<head>`` script (:func:`head_script`) that marks
  the page as scripted before its first paint, so that the board's room is
  reserved at once, and carries player.js's words in the page's language;
- adds the ``scorpion-player`` directive: the full player of the Play page,
  showing the static diagram of its first deal until the board is live, and
  a link that opens the same player in JupyterLite's Python console.
"""

from __future__ import annotations

import json
import os
import shutil
from html import escape
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective
from sphinx.util.fileutil import copy_asset

from cardsite.sphinx.address import play_page_notices
from scorpion import Game
from scorpion.deal import MAX_DEAL
from scorpion.i18n import gettext_for, variant_name
from scorpion.render import example_html
from scorpion.variants import VARIANTS

__all__ = ["PlayerDirective", "copy_lite", "setup"]

logger = logging.getLogger(__name__)
ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "docs" / "_static" / "player"
GOOGLE_FONTS = "fonts.googleapis.com"


def first_deal(variant: str = "classic") -> int:
    """The deal the player starts on: the first proven-solvable one, else 0."""
    try:
        from scorpion.solver import catalogue
    except ImportError:
        return 0
    numbers = catalogue(variant)
    return numbers[0] if numbers else 0


class PlayerDirective(SphinxDirective):
    """``scorpion-player``: the full player, its first deal drawn statically meanwhile."""

    has_content = False
    option_spec: ClassVar[dict[str, Any]] = {}

    def run(self) -> list[nodes.Node]:
        lang = self.config.language or "en"
        deal = first_deal()
        board = example_html(Game.deal(deal), lang)
        lite = gettext_for("Open this board in JupyterLite, a Python console in your browser", lang)
        refused_deal, refused_variant = address_sentences(lang)
        html = (
            play_page_notices(
                ("deal", refused_deal, deal),
                (refused_variant, list(VARIANTS), variant_name("classic", lang)),
                lang,
            )
            + f'<div class="scorpion-player" data-scorpion-deal="{deal}" '
            f'data-scorpion-variant="classic" data-scorpion-lang="{lang}" '
            f'data-scorpion-variants="{" ".join(VARIANTS)}" data-cardsite-max="{MAX_DEAL}">'
            f"{board}</div>"
            f'<p class="scorpion-lite-link" hidden><a>{escape(lite)}</a></p>'
        )
        return [nodes.raw("", html, format="html")]


def address_sentences(lang: str) -> tuple[str, str]:
    """Why the Play page did not use its address's ``deal``, and its ``variant``, in ``lang``."""
    # TRANSLATORS: the Play page's address asked for a deal that does not exist;
    # {asked} is what it asked for, {deal} the deal the board shows.
    deal = gettext_for(
        "The address asks for deal “{asked}”, but deals are numbered from 0 to "
        "18446744073709551615: the board shows deal {deal} instead.",
        lang,
    )
    # TRANSLATORS: the Play page's address asked for a variant that does not exist;
    # {asked} is what it asked for, {choices} the variants' identifiers as the address
    # writes them (not translated), {variant} the variant the board plays.
    variant = gettext_for(
        "The address asks for the variant “{asked}”, which is not one of this board’s "
        "({choices}): the board plays {variant} instead.",
        lang,
    )
    return deal, variant


def _drop_google_fonts(app: Any) -> None:
    files = app.registry.css_files
    files[:] = [(name, attrs) for name, attrs in files if GOOGLE_FONTS not in str(name)]


def _drop_lite_build(app: Any) -> None:
    """Disconnect jupyterlite-sphinx's own ``jupyter lite build`` (we copy ours)."""
    import jupyterlite_sphinx.jupyterlite_sphinx as jls

    listeners = app.events.listeners.get("build-finished", [])
    for listener in list(listeners):
        if listener.handler is jls.jupyterlite_build:
            app.disconnect(listener.id)


def head_script(lang: str, lite_url: str = "lite/") -> str:
    """The inline ``<head>`` script: marks the page as scripted before its first
    paint (player.css then reserves the live board's room at once, so nothing
    moves later), gives player.js its words in the page's language and where
    the lite folder is (relative to the site's root).

    >>> head_script("en")[:60]
    "document.documentElement.classList.add('scorpion-js');window"
    >>> 'SCORPION_PLAYER_LITE="../lite/"' in head_script("ar", "../lite/")
    True
    """
    text = {
        "play": gettext_for("Play from this position", lang),
        "loading": gettext_for("Loading the live board…", lang),
        "failed": gettext_for(
            "The live board could not start in this browser; the diagram shows the position.",
            lang,
        ),
        # The first line of the JupyterLite console (a Python comment above the
        # start code), shown instead of the kernel's English banner.
        "console": gettext_for(
            "The board of this page, live in a Python console: click a card to move it.", lang
        ),
        "lang": lang,
    }
    words = json.dumps(text, ensure_ascii=False).replace("</", "<\\/")
    return (
        "document.documentElement.classList.add('scorpion-js');"
        f"window.SCORPION_PLAYER_TEXT={words};"
        f"window.SCORPION_PLAYER_LITE={json.dumps(lite_url)};"
    )


def _builder_inited(app: Any) -> None:
    if app.builder.format != "html":
        return
    copy_asset(str(STATIC), str(Path(app.outdir) / "_static" / "player"), force=True)
    app.add_js_file(
        None,
        body=head_script(app.config.language or "en", app.config.scorpion_lite_url),
        priority=200,
    )


def _link_or_copy(src: str, dst: str) -> None:
    try:
        os.link(src, dst)
    except OSError:
        shutil.copy2(src, dst)


#: The page runtime's cache (tools/lite/cardsite-sw.js), built into the lite
#: folder's player/ and put next to that folder, at the site's root: a service
#: worker controls the pages under its own folder only.
SERVICE_WORKER = "cardsite-sw.js"


def copy_lite(src: Path, dst: Path) -> None:
    """Put the built lite folder ``src`` at ``dst`` (replaced), hard-linking its
    files where the file system allows it (it is some 50 MB), and the runtime
    cache's service worker next to it (``dst.parent / "cardsite-sw.js"``)."""
    if dst.exists():
        shutil.rmtree(dst)
    shutil.copytree(src, dst, copy_function=_link_or_copy)
    worker = src / "player" / SERVICE_WORKER
    if worker.exists():
        text = worker.read_text(encoding="utf-8").replace("@LITE@", f"{dst.name}/")
        (dst.parent / SERVICE_WORKER).write_text(text, encoding="utf-8")


def _copy_lite(app: Any, error: Exception | None) -> None:
    if error is not None or app.builder.format != "html":
        return
    if app.config.scorpion_lite_url != "lite/":
        return  # shared by the languages: tools/site_index.py --lite puts it in place
    src = Path(app.config.scorpion_lite_dir)
    dst = Path(app.outdir) / "lite"
    if not (src / "repl" / "index.html").exists():
        logger.warning(
            "scorpion.player: no JupyterLite app in %s: the pages show static diagrams only "
            "(run `make lite-assets`)",
            src,
            type="scorpion",
            subtype="lite",
        )
        return
    copy_lite(src, dst)
    logger.info("scorpion.player: JupyterLite copied from %s", src)


def setup(app: Any) -> dict[str, Any]:
    """Register the player's assets, directive and the lite app copy."""
    app.setup_extension("jupyterlite_sphinx")
    _drop_lite_build(app)
    _drop_google_fonts(app)
    app.add_config_value(
        "scorpion_lite_dir", str(ROOT / "_build" / "lite"), "html", types=frozenset({str})
    )
    app.add_config_value("scorpion_lite_url", "lite/", "html", types=frozenset({str}))
    app.add_directive("scorpion-player", PlayerDirective)
    app.add_css_file("player/player.css")
    app.add_js_file("player/player.js", defer="defer")
    app.connect("builder-inited", _builder_inited)
    app.connect("build-finished", _copy_lite)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
