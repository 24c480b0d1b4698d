"""What a page's head makes the browser fetch before its first paint (issue #30).

Lighthouse's mobile Performance (a phone on a slow line) counts every request
that holds the first paint back: stylesheets, classic scripts in the head, the
icon font. These tests hold the head to stylesheets that import nothing, scripts
that do not block the parser, and an icon font cut down to the icons the site
shows.
"""

from __future__ import annotations

import posixpath
from html.parser import HTMLParser
from pathlib import Path

import pytest
from site_helpers import LANGUAGES, built_site, pages

from cardsite.sphinx import iconfont


@pytest.fixture(scope="session")
def site() -> Path:
    return built_site()


class Head(HTMLParser):
    """The ``<link>`` and ``<script>`` elements of a page's head, with inline scripts' text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.in_head = True
        self.links: list[dict[str, str]] = []
        self.scripts: list[tuple[dict[str, str], str]] = []
        self._script: dict[str, str] | None = None
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "body":
            self.in_head = False
        elif self.in_head and tag == "link":
            self.links.append(a)
        elif self.in_head and tag == "script":
            self._script, self._text = a, []

    def handle_data(self, data: str) -> None:
        if self._script is not None:
            self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "script" and self._script is not None:
            self.scripts.append((self._script, "".join(self._text)))
            self._script = None


def head(page: Path) -> Head:
    parser = Head()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser


def local_file(page: Path, href: str) -> Path:
    return Path(posixpath.normpath(page.parent / href.split("?")[0]))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_stylesheet_of_the_head_imports_another(site: Path, lang: str) -> None:
    """A stylesheet that @imports another costs one more round trip before the first paint
    (the theme's styles/theme.css only imported basic.css)."""
    for page in [*pages(site / lang), site / lang / "search.html"]:
        for link in head(page).links:
            if link.get("rel") == "stylesheet":
                css = local_file(page, link["href"])
                assert css.is_file(), (page, link["href"])
                assert "@import" not in css.read_text(encoding="utf-8"), (page.name, css.name)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_script_of_the_head_blocks_the_parser(site: Path, lang: str) -> None:
    """Every script the head fetches is deferred (or async, or a module), none is preloaded
    at high priority, and an inline script that fills in DOCUMENTATION_OPTIONS runs after
    the (deferred) documentation_options.js: as a module script."""
    for page in [*pages(site / lang), site / lang / "search.html"]:
        parsed = head(page)
        for attrs, text in parsed.scripts:
            if "src" in attrs:
                blocking = not ({"defer", "async"} & set(attrs) or attrs.get("type") == "module")
                assert not blocking, (page.name, attrs["src"])
            elif "DOCUMENTATION_OPTIONS" in text or "Documentation." in text:
                assert attrs.get("type") == "module", (page.name, text)
        preloaded = [a["href"] for a in parsed.links if a.get("rel") == "preload"]
        assert not [h for h in preloaded if h.split("?")[0].endswith(".js")], (page.name, preloaded)


def theme_font() -> Path:
    return iconfont._theme_static(iconfont.FONT)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_icon_font_is_cut_down_to_the_icons_shown(site: Path, lang: str) -> None:
    """The theme's solid icon font (115 KB, fetched before the first paint) is shipped as
    the subset of the icons the site shows: the theme's --pst-… icons (breadcrumb divider,
    admonitions, external links) and every fa-… class of the pages."""
    from fontTools.ttLib import TTFont

    static = site / lang / "_static"
    shipped = static / iconfont.FONT
    assert shipped.stat().st_size < 10_000, shipped.stat().st_size
    css = (static / iconfont.STYLESHEET).read_text(encoding="utf-8")
    named = iconfont.codepoints(css, iconfont.used_classes(site / lang))
    whole = set(TTFont(theme_font()).getBestCmap())
    have = set(TTFont(shipped).getBestCmap())
    assert named & whole <= have, sorted(hex(c) for c in (named & whole) - have)
    # What the pages show, named by hand: the breadcrumb divider (angle-right), the
    # external-link mark, the navigation bar's search, moon, sun and half-circle.
    for icon in (0xF105, 0xF35D, 0xF002, 0xF186, 0xF185, 0xF042):
        assert icon in have, hex(icon)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_only_the_search_page_loads_the_search_scripts(site: Path, lang: str) -> None:
    """The theme loads searchtools.js, language_data.js and the search index on every
    page for search-as-you-type, which the site leaves off: fetched before the largest
    paint, they counted in Lighthouse's mobile LCP for nothing."""
    search = {"searchtools.js", "language_data.js", "searchindex.js"}
    for page in pages(site / lang):
        names = {Path(a["src"].split("?")[0]).name for a, _ in head(page).scripts if "src" in a}
        assert not names & search, (page.name, sorted(names & search))
    names = {
        Path(a["src"].split("?")[0]).name
        for a, _ in head(site / lang / "search.html").scripts
        if "src" in a
    }
    assert search <= names, sorted(names)
