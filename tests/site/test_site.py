"""The built site: five languages, the same pages, lang/dir, no other host, valid links."""

from __future__ import annotations

import json
import posixpath
import re
import shutil
from html import unescape
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from site_helpers import (
    EXTERNAL,
    LANGUAGES,
    ROOT,
    build_language,
    built_site,
    ids,
    pages,
    tags,
)

from scorpion import Game

LOCAL_HOSTS = {"127.0.0.1", "localhost"}


@pytest.fixture(scope="session")
def site() -> Path:
    """The built site (built here first if a language is missing)."""
    return built_site()


def test_every_language_is_built(site: Path) -> None:
    for lang in LANGUAGES:
        assert (site / lang / "index.html").is_file(), f"{lang} not built"
        assert (site / lang / "rules.html").is_file()


def test_the_same_pages_in_every_language(site: Path) -> None:
    names = {
        lang: {str(p.relative_to(site / lang)) for p in pages(site / lang)} for lang in LANGUAGES
    }
    english = names["en"]
    assert {
        "index.html",
        "rules.html",
        "scoring.html",
        "tactics.html",
        "variants.html",
        "solvability.html",
        "play.html",
        "faq.html",
        "glossary.html",
        "translators.html",
        "examples/moving-a-block.html",
        "examples/winning-game.html",
    } <= english
    assert (
        len([n for n in english if n.startswith("examples/") and n != "examples/index.html"]) >= 8
    )
    for lang, found in names.items():
        assert found == english, f"{lang}: {sorted(found ^ english)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lang_and_direction_on_every_page(site: Path, lang: str) -> None:
    for page in pages(site / lang):
        html = next(a for t, a in tags(page) if t == "html")
        assert html.get("lang") == lang, page
        assert html.get("dir") == ("rtl" if lang == "ar" else "ltr"), page


def _references(path: Path) -> list[str]:
    refs = []
    for _, attrs in tags(path):
        for key in ("src", "href", "srcset", "poster", "data", "action"):
            if key in attrs:
                refs.append(attrs[key])
    text = path.read_text(encoding="utf-8")
    refs += re.findall(r"""@import\s+(?:url\()?["']?([^"')\s;]+)""", text)
    refs += re.findall(r"""url\(\s*["']?((?:https?:)?//[^"')\s]+)""", text)
    return refs


def test_no_reference_to_another_host(site: Path) -> None:
    files = list(site.rglob("*.html")) + list(site.rglob("*.css"))
    assert files
    offenders = []
    for path in files:
        if "lite" in path.relative_to(site).parts[:2]:
            continue  # the player's offline app: its browser tests log every request
        for ref in _references(path):
            m = EXTERNAL.match(ref.strip())
            if m and m.group(1).lower() not in LOCAL_HOSTS:
                offenders.append(f"{path.relative_to(site)}: {ref}")
    assert not offenders, "\n".join(offenders[:20])


def test_the_host_check_catches_google_fonts(tmp_path: Path) -> None:
    page = tmp_path / "x.html"
    page.write_text('<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=X">')
    refs = [r for r in _references(page) if EXTERNAL.match(r)]
    assert refs == ["https://fonts.googleapis.com/css?family=X"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_internal_links_are_valid(site: Path, lang: str) -> None:
    broken = []
    cache: dict[Path, set[str]] = {}
    for page in pages(site / lang):
        for tag, attrs in tags(page):
            ref = attrs.get("href") if tag in ("a", "link") else attrs.get("src")
            if (
                not ref
                or EXTERNAL.match(ref)
                or ref.startswith(("mailto:", "javascript:", "data:"))
            ):
                continue
            parts = urlsplit(ref)
            target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            if target.is_dir():
                target = target / "index.html"
            if not target.exists():
                broken.append(f"{page.relative_to(site)} → {ref}")
                continue
            if parts.fragment and target.suffix == ".html":
                known = cache.setdefault(target, ids(target))
                if unquote(parts.fragment) not in known:
                    broken.append(f"{page.relative_to(site)} → {ref} (no such anchor)")
    assert not broken, "\n".join(broken[:20])


def test_language_switcher_keeps_the_page(site: Path) -> None:
    for lang in LANGUAGES:
        for page in pages(site / lang):
            name = page.relative_to(site / lang)
            links = [a for t, a in tags(page) if t == "a" and "hreflang" in a]
            codes = {a["hreflang"] for a in links}
            assert codes == set(LANGUAGES), page
            for a in links:
                target = (page.parent / a["href"]).resolve()
                assert target == (site / a["hreflang"] / name).resolve(), (page, a["href"])
                assert target.is_file()


def test_root_index_lists_every_language(site: Path) -> None:
    index = (site / "index.html").read_text(encoding="utf-8")
    for lang in LANGUAGES:
        assert f'href="{lang}/index.html"' in index
    assert "navigator.languages" in index
    data = json.loads((site / "languages.json").read_text(encoding="utf-8"))
    assert [d["code"] for d in data] == list(LANGUAGES)
    assert {d["code"]: d["dir"] for d in data}["ar"] == "rtl"


def _examples(page: Path) -> list[dict[str, str]]:
    return [a for t, a in tags(page) if "scorpion-example" in a.get("class", "").split()]


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_example_pages_carry_the_player_data(site: Path, lang: str) -> None:
    examples = sorted((site / lang / "examples").glob("*.html"))
    for page in examples:
        if page.name in ("index.html", "winning-game.html"):
            continue
        found = _examples(page)
        assert found, f"{page}: no engine-drawn position"
        for attrs in found:
            game = Game.from_text(unescape(attrs["data-scorpion-position"]))
            for text in filter(None, attrs["data-scorpion-moves"].split(";")):
                game.play(game.parse_move(text))
            assert attrs["data-scorpion-lang"] == lang


def test_moving_a_block_starts_at_rules_example_2(site: Path) -> None:
    from scorpion.examples import EXAMPLE_2

    page = site / "en" / "examples" / "moving-a-block.html"
    first = _examples(page)[0]
    assert Game.from_text(first["data-scorpion-position"]) == Game.from_text(EXAMPLE_2)
    assert first["data-scorpion-moves"] == "8♥ 2→5"
    html = page.read_text(encoding="utf-8")
    # The diagram shows real faces with accessible names, and the hooks the player uses.
    assert 'class="scorpion-col scorpion-col-2"' in html
    assert 'class="scorpion-card scorpion-card-8H scorpion-red"' in html
    assert 'aria-label="Eight of Hearts"' in html


def test_arabic_card_labels_are_isolated(site: Path) -> None:
    html = (site / "ar" / "rules.html").read_text(encoding="utf-8")
    assert '<span class="scorpion-cardlabel">8♥</span>' in html


def test_a_build_warning_fails_the_build(tmp_path: Path) -> None:
    src = tmp_path / "docs"
    shutil.copytree(ROOT / "docs", src, ignore=shutil.ignore_patterns("_build"))
    (src / "rules.md").write_text(
        (src / "rules.md").read_text(encoding="utf-8") + "\nSee {doc}`no-such-page`.\n",
        encoding="utf-8",
    )
    done = build_language("en", tmp_path / "out", src)
    assert done.returncode != 0
    assert "no-such-page" in done.stderr and "rules.md" in done.stderr


def test_a_fresh_build_links_the_boards_stylesheets_with_their_checksum(tmp_path: Path) -> None:
    """The games' stylesheets (cardsite.sphinx.static.add_css) are linked with
    Sphinx's ``?v=<checksum>`` from a fresh build on: the pages' service worker
    shares a language folder's static files across languages only when their
    address carries their checksum (they were written after the pages, so a
    fresh build linked them bare)."""
    src = tmp_path / "docs"
    for folder in ("_static", "_templates"):
        shutil.copytree(ROOT / "docs" / folder, src / folder)
    (src / "index.md").write_text("# A page\n\nNothing else.\n", encoding="utf-8")
    done = build_language("en", tmp_path / "out", src)
    assert done.returncode == 0, done.stderr
    page = (tmp_path / "out" / "index.html").read_text(encoding="utf-8")
    for name in ("scorpion-board.css", "scopone-board.css"):
        assert re.search(rf'href="_static/{re.escape(name)}\?v=[0-9a-f]+"', page), name


def test_an_engine_error_in_a_directive_fails_the_build(tmp_path: Path) -> None:
    src = tmp_path / "docs"
    shutil.copytree(ROOT / "docs", src, ignore=shutil.ignore_patterns("_build"))
    (src / "faq.md").write_text(
        "# FAQ\n\n```{scorpion-position}\n:example: EXAMPLE_2\n:moves: 8♥ 2→6\n```\n",
        encoding="utf-8",
    )
    done = build_language("en", tmp_path / "out", src)
    assert done.returncode != 0
    assert "8♥ goes only on 9♥" in done.stderr


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_the_search_page_speaks_the_language(site: Path, lang: str) -> None:
    """Every message the search scripts show has a translation in the language's
    translations.js (Sphinx's own catalog leaves several empty; the project's
    sphinx.po fills them, see scorpion.sphinxext.languages.js_catalog)."""
    static = site / lang / "_static"
    used = set()
    for name in ("searchtools.js", "sphinx_highlight.js"):
        text = (static / name).read_text(encoding="utf-8")
        used |= set(re.findall(r'(?:\b_|Documentation\.n?gettext)\(\s*"([^"]+)"', text))
    assert {"Search Results", "Searching", "Preparing search..."} <= used
    js = (static / "translations.js").read_text(encoding="utf-8")
    messages = json.loads(js[js.index("(") + 1 : js.rindex(")")])["messages"]
    empty = [m for m in sorted(used) if not messages.get(m) or not all(messages[m])]
    assert empty == [], empty


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_summary_has_a_name(site: Path, lang: str) -> None:
    """The theme's navigation toggles hold only an icon: each is named after its section
    (axe-core's summary-name rule, serious), like every other <summary> of the site."""
    nameless = []
    for page in pages(site / lang):
        for match in re.finditer(r"<summary([^>]*)>(.*?)</summary>", page.read_text(), re.S):
            text = re.sub(r"<[^>]+>", "", match.group(2)).strip()
            if not text and not re.search(r'aria-label="[^"]+"', match.group(1)):
                nameless.append(f"{page.relative_to(site)}: {match.group(0)[:80]}")
    assert not nameless, "\n".join(nameless[:10])


#: The published source of the solvability chart and table, as each language writes it.
SOURCE_LABELS = {
    "en": "Morehead &amp; Mott-Smith (1949)",
    "ro": "Morehead și Mott-Smith (1949)",
    "ar": "مورهيد وموت-سميث (1949)",
    "ru": "Морхед и Мотт-Смит (1949)",
    "it": "Morehead e Mott-Smith (1949)",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_chart_names_its_source_in_the_page_language(site: Path, lang: str) -> None:
    """The solvability page's plot (the diamond's tooltip) and its table of published
    figures name the book's authors in the page's language, not in English."""
    html = (site / lang / "solvability.html").read_text(encoding="utf-8")
    svg = html[html.index("<svg") : html.index("</svg>")]
    label = SOURCE_LABELS[lang]
    assert f"<title>{label}: " in svg, svg[:400]
    assert label in html[html.index("scorpion-published") :]
    if lang != "en":
        assert "Morehead &amp; Mott-Smith" not in html


@pytest.mark.parametrize("lang", ["ro", "ar", "ru", "it"])
def test_the_top_navigation_speaks_the_language(site: Path, lang: str) -> None:
    """Each title of the home page's toctree is translated on its own (issue #31): in
    Italian «Scopone» translates to itself, and Sphinx then left «Scorpion» English in
    every page's top navigation although index.po translates it «Scorpione»."""
    import polib

    catalog = polib.pofile(str(ROOT / "locales" / lang / "LC_MESSAGES" / "index.po"))
    expected = {}
    for english, target in (("Scorpion", "solitaire.html"), ("Scopone", "scopone/index.html")):
        entry = catalog.find(english)
        assert entry is not None and entry.msgstr and not entry.fuzzy, (lang, english)
        expected[target] = entry.msgstr
    for page in ("index.html", "rules.html", "scopone/rules.html"):
        html = (site / lang / page).read_text(encoding="utf-8")
        navbar = re.search(r'<ul class="bd-navbar-elements navbar-nav">(.*?)</ul>', html, re.S)
        assert navbar is not None, page
        folder = posixpath.dirname(page)
        links = {
            posixpath.normpath(posixpath.join(folder, unquote(href))): unescape(text).strip()
            for href, text in re.findall(r'<a [^>]*href="([^"]+)"[^>]*>(.*?)</a>', navbar[1], re.S)
        }
        for target, title in expected.items():
            assert links.get(target) == title, (lang, page, target, links)


#: A comment in a highlighted code block (Pygments' Comment tokens); ``c`` alone is
#: also the ``...`` that stands for a traceback's middle, which is not a comment.
CODE_COMMENT = re.compile(r'<span class="(c1|cm|cs|ch|c)">(.*?)</span>', re.S)


@pytest.mark.parametrize("lang", ["ro", "ar", "ru", "it"])
def test_no_translated_page_shows_a_comment_in_its_code(site: Path, lang: str) -> None:
    """Code is not translated, so a comment in a page's code example stays English on every
    translated page (issue #31: «# West sweeps 2 + 5», «# no bastoni»): what a comment
    would say belongs in the page's text, which is translated."""
    found = []
    for page in pages(site / lang):
        html = page.read_text(encoding="utf-8")
        for block in re.findall(r'<div class="highlight">(.*?)</div>', html, re.S):
            for _kind, text in CODE_COMMENT.findall(block):
                if unescape(text).strip() != "...":
                    found.append((page.relative_to(site).as_posix(), unescape(text)))
    assert not found, found
