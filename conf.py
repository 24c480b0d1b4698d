"""Sphinx configuration of the Scorpion site (English source in docs/).

Built once per language from the repository root::

    sphinx-build -b html -c . -D language=ro -W --keep-going -n docs _build/html/ro

(``make site`` does it for every language). Paths here are relative to this
file, except ``locale_dirs``, which Sphinx reads relative to the source dir.
Anything that depends on the language is derived in the extension's
``config-inited`` handler, because ``-D language=xx`` is applied after this
file runs.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from scorpion import __version__  # noqa: E402
from scorpion.i18n import LANGUAGES  # noqa: E402

project = "Scorpion and Scopone"
author = "The Scorpion project"
copyright = "2026, The Scorpion project"
version = release = __version__

extensions = [
    "myst_parser",
    "cardsite.sphinx",  # what every game's site shares: languages, direction, catalogs
    "scorpion.sphinxext",
    "scorpion.sphinxext.player",
    "scopone.sphinxext",
]

root_doc = "index"
source_suffix = {".md": "markdown"}
exclude_patterns = ["_build", "_templates", "_static", "positions", "**/.ipynb_checkpoints"]
templates_path = ["docs/_templates"]

# MyST: fenced directives (```{scorpion-position}), ::: blocks, definition lists.
myst_enable_extensions = ["colon_fence", "deflist", "attrs_block", "attrs_inline"]
myst_heading_anchors = 0  # link to explicit (labels)= only: they survive translation

# Languages: English is the source; the others come from locales/<lang>/LC_MESSAGES/*.po.
language = "en"
cardsite_languages = LANGUAGES
cardsite_context_prefix = "scorpion"  # the templates read scorpion_translations, …
# The engine's catalog and the command lines' shared one, counted apart from the pages.
cardsite_game_domains = ["scorpion", "cardsite"]
# Each language's alphabetical order, for lists marked {.sorted-terms} (the glossary):
# the Unicode default plus these (cardsite/collation.py). Romanian: CLDR's tailoring, ă and
# â letters after a, î after i, ș after s, ț after t (ş, ţ with cedilla as their variants).
# Arabic: the article ال does not count, and alef with hamza or madda counts as alef
# (why: locales/ar/GLOSSARY.md). Russian (ё with е) and Italian need nothing.
cardsite_collation = {
    "ro": {"rules": "&a < ă < â &i < î &s < ș << ş &t < ț << ţ"},
    "ar": {"rules": "&ا << آ << أ << إ", "ignore_prefixes": ["ال"]},
}
locale_dirs = ["../locales"]  # relative to the source dir (docs/)
gettext_compact = False  # one catalog per page
gettext_uuid = False
gettext_location = True
gettext_allow_fuzzy_translations = False

nitpicky = True
highlight_language = "python"
pygments_style = "sphinx"

# Theme: pydata-sphinx-theme, everything served from the site itself.
html_theme = "pydata_sphinx_theme"
html_title = "Scorpion and Scopone"
# Only the site's own file: docs/_static/player/ is copied by the player extension.
html_static_path = ["docs/_static/scorpion-site.css"]
html_favicon = "docs/_static/favicon.svg"
html_css_files = ["scorpion-site.css"]
# The live board's keyboard (arrows, Escape) and live region, beside player.js
# (docs/_static/player/ is copied by the player extension).
html_js_files = [("player/board-interaction.js", {"defer": "defer"})]
html_last_updated_fmt = None
html_show_sourcelink = False
html_copy_source = False
html_permalinks_icon = "#"
# The theme's colour mode before the reader picks one: without it the theme's first script
# reads an empty mode and logs "Got invalid theme mode" on every page (a console error).
html_context = {"default_mode": "auto"}
# Each page's description (cardsite.sphinx.seo) is its first paragraph, not the notice that
# only readers without JavaScript see.
cardsite_description_skip = ["scorpion-nojs"]
# Search results' snippets leave out the diagrams and live boards (a run of card labels).
cardsite_search_skip = [".scorpion-board", ".scopone-board", ".scopone-cards", ".widget-subarea"]
html_theme_options = {
    "navbar_start": ["navbar-logo"],
    "navbar_center": ["navbar-nav"],
    "navbar_end": ["language-switcher", "theme-switcher"],
    "navbar_persistent": ["navbar-play", "search-button"],
    "secondary_sidebar_items": ["page-toc"],
    "footer_start": ["copyright"],
    "footer_end": ["language-links"],
    "header_links_before_dropdown": 4,
    "show_prev_next": True,
    "navigation_with_keys": False,
    "check_switcher": False,
    "pygments_light_style": "default",
    # monokai's keywords were 4.05:1 on the theme's code background (#ff4689 on #29313d):
    # the accessible-pygments dark style the theme ships keeps every token at 4.5:1 or more.
    "pygments_dark_style": "a11y-dark",
    "icon_links": [],
    "use_edit_page_button": False,
}
# Two sections, Scorpion (solitaire.md) and Scopone (scopone/index.md): the section
# navigation on every page but the home and Scorpion's Play page (the board keeps its room).
html_sidebars = {"index": [], "play": [], "**": ["sidebar-nav-bs"]}
