"""The theme's icon font cut down to the icons the site shows (issue #30).

pydata-sphinx-theme draws its icons with FontAwesome's solid font: the
``<i class="fa-solid fa-…">`` of the navigation bar (the site leaves out
the theme's ``fontawesome.js``, which redrew them as SVG) and the ``::before``/``::after``
marks of its stylesheet (``content: var(--pst-icon-…)``: breadcrumb
dividers, admonition titles, external links). The whole font is 115 KB,
fetched at the highest priority before the first paint of every page; the
site shows a dozen of its 1,400 glyphs. When the HTML build has finished,
the font is replaced by a subset (fontTools) that keeps every glyph the
theme's stylesheet names in its ``--pst-…`` custom properties and every
``fa-…`` class a page or the site's scripts use: a few KB.

The theme's stylesheet itself carries a rule for each of FontAwesome's 1,970
icon classes (``.fa-house{--fa:"\\f015"}``): 66 KB of the 378 KB that every
page fetches before its first paint. The build's copy keeps the rules of the
classes used (:func:`strip_icon_rules`).

The glyphs named, read from the stylesheet:

>>> css = ':root{--pst-icon-bell:"\\uf0f3";--pst-color-x:#fff}.fa-house{--fa:"\\\\f015"}'
>>> css += '.fa-moon,.fa-night{--fa:"\\\\f186"}.fa-sun{--fa:"\\\\f185"}'
>>> sorted(hex(c) for c in codepoints(css, {"fa-house", "fa-night", "fa-lg"}))
['0xf015', '0xf0f3', '0xf186']
>>> cut = strip_icon_rules(css, {"fa-night"})
>>> cut.count("--fa:"), ".fa-moon,.fa-night{" in cut, "fa-house" in cut, "--pst-icon-bell" in cut
(1, True, False, True)
>>> sorted(class_names('<i class="fa-solid fa-moon me-1"></i> <b class="x">fa-sun</b>'))
['fa-moon', 'fa-solid']
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

__all__ = ["FONT", "class_names", "codepoints", "strip_icon_rules", "subset_font"]

#: The solid font, under the build's ``_static`` (the theme's stylesheet links it there).
FONT = "vendor/fontawesome/webfonts/fa-solid-900.woff2"
#: The theme's stylesheet (the one that names the glyphs).
STYLESHEET = "styles/pydata-sphinx-theme.css"
#: Scripts under ``_static`` that may add icons by class; FontAwesome's own script
#: (every icon's name) is not one of them.
SCRIPTS_SKIPPED = {"fontawesome.js"}

_STRING = r'"((?:[^"\\]|\\.)*)"'
_PST_ICON = re.compile(r"--pst-[a-z0-9-]+\s*:\s*" + _STRING)
_FA_RULE = re.compile(r"([^{}]+)\{--fa\s*:\s*" + _STRING + r"\s*\}")
_FA_CLASS = re.compile(r"\.(fa-[a-z0-9-]+)")
_ICON_RULE = re.compile(r"((?:\.fa-[a-z0-9-]+,)*\.fa-[a-z0-9-]+)\{--fa:" + _STRING + r"\}")
_CLASS_ATTR = re.compile(r"""class\s*=\s*["']([^"']*)["']""")
_FA_TOKEN = re.compile(r"\bfa-[a-z0-9-]+")
_ESCAPE = re.compile(r"\\([0-9a-fA-F]{1,6})\s?|\\(.)")


def _unescape(text: str) -> str:
    r"""A CSS string's text with its escapes resolved: ``\f015`` is U+F015."""
    return _ESCAPE.sub(
        lambda m: chr(int(m.group(1), 16)) if m.group(1) else m.group(2),
        text,
    )


def _icons(text: str) -> set[int]:
    """The private-use characters (FontAwesome's icons) of one CSS string."""
    return {ord(ch) for ch in _unescape(text) if 0xE000 <= ord(ch) <= 0xF8FF}


def codepoints(css: str, classes: Iterable[str]) -> set[int]:
    """The icons ``css`` names: its ``--pst-…`` strings and the rules of ``classes``."""
    wanted = set(classes)
    found: set[int] = set()
    for match in _PST_ICON.finditer(css):
        found |= _icons(match.group(1))
    for match in _FA_RULE.finditer(css):
        if wanted & set(_FA_CLASS.findall(match.group(1))):
            found |= _icons(match.group(2))
    return found


def strip_icon_rules(css: str, classes: Iterable[str]) -> str:
    """``css`` without the icon rules (``.fa-x{--fa:"…"}``) of classes not in ``classes``."""
    wanted = set(classes)

    def keep(match: re.Match[str]) -> str:
        names = {name.lstrip(".") for name in match.group(1).split(",")}
        return match.group(0) if names & wanted else ""

    return _ICON_RULE.sub(keep, css)


def class_names(html: str) -> set[str]:
    """The ``fa-…`` names in the class attributes of an HTML text."""
    return {token for attr in _CLASS_ATTR.findall(html) for token in _FA_TOKEN.findall(attr)}


def used_classes(outdir: Path) -> set[str]:
    """The ``fa-…`` classes of every page of a build and of the site's own scripts."""
    names: set[str] = set()
    for page in outdir.rglob("*.html"):
        if "_static" not in page.relative_to(outdir).parts:
            names |= class_names(page.read_text(encoding="utf-8", errors="replace"))
    for script in (outdir / "_static").rglob("*.js"):
        if script.name not in SCRIPTS_SKIPPED:
            text = script.read_text(encoding="utf-8", errors="replace")
            names |= set(_FA_TOKEN.findall(text))
    return names


def subset_font(source: Path, target: Path, keep: Iterable[int]) -> int:
    """Write to ``target`` the WOFF2 font ``source`` with only the glyphs of ``keep``.

    Returns the new file's size in bytes. Codepoints the font lacks are left out:
    they are the other fonts' (the theme names GitHub's and GitLab's icons, drawn
    from FontAwesome's brands font, in the same custom properties).
    """
    from fontTools import subset
    from fontTools.ttLib import TTFont

    logging.getLogger("fontTools").setLevel(logging.WARNING)  # not a line per table
    font = TTFont(source)
    keep = sorted(set(keep) & set(font.getBestCmap()))
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = []
    options.name_IDs = ["*"]  # the font's name and licence stay
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=keep)
    subsetter.subset(font)
    target.parent.mkdir(parents=True, exist_ok=True)
    font.flavor = "woff2"
    font.save(target)
    return target.stat().st_size


def _theme_static(name: str) -> Path:
    """One of the theme's own (whole) static files: ``FONT`` or ``STYLESHEET``."""
    import pydata_sphinx_theme

    path = Path(pydata_sphinx_theme.__file__).parent / "theme" / "pydata_sphinx_theme"
    return path / "static" / name


def build_finished(app: Any, exc: Exception | None) -> None:
    """Cut the build's icon font and the theme's icon rules to what its pages use."""
    if exc is not None or app.builder.format != "html":
        return
    from sphinx.errors import ExtensionError

    static = Path(app.outdir) / "_static"
    font, stylesheet = _theme_static(FONT), _theme_static(STYLESHEET)
    if not stylesheet.is_file() or not font.is_file():
        raise ExtensionError(
            f"cardsite.sphinx.iconfont: the theme's {STYLESHEET} or {FONT} is missing "
            f"(looked at {stylesheet} and {font}): has pydata-sphinx-theme changed?"
        )
    css = stylesheet.read_text(encoding="utf-8")
    used = used_classes(Path(app.outdir))
    subset_font(font, static / FONT, codepoints(css, used))
    (static / STYLESHEET).write_text(strip_icon_rules(css, used), encoding="utf-8")


def setup(app: Any) -> dict[str, Any]:
    """Subset the icon font when an HTML build has finished."""
    app.connect("build-finished", build_finished, priority=900)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
