"""The built site under test: ``_build/html`` (``make test`` builds it first).

If a language is missing (pytest run on its own), it is built here with the same
options as ``make site`` — warnings are errors — so the tests never read a stale
or partial site silently.
"""

from __future__ import annotations

import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_build" / "html"
LANGUAGES = ("en", "ro", "ar", "ru", "it")
sys.path.insert(0, str(ROOT / "tools"))

from site_build import sphinx_html_command  # noqa: E402


def build_language(
    lang: str, out: Path, src: Path = ROOT / "docs", *extra: str
) -> subprocess.CompletedProcess[str]:
    """Run the site's Sphinx build for one language; return the finished process."""
    return subprocess.run(
        sphinx_html_command(lang, src, out, out.parent / f".doctrees-{lang}", *extra),
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )


def built_site() -> Path:
    for lang in LANGUAGES:
        if not (SITE / lang / "index.html").is_file():
            done = build_language(lang, SITE / lang)
            assert done.returncode == 0, done.stderr
    if not (SITE / "index.html").is_file():
        subprocess.run(
            [sys.executable, str(ROOT / "tools" / "site_index.py"), str(SITE)], check=True
        )
    return SITE


def pages(root: Path) -> list[Path]:
    """The HTML pages of one language: everything but search, index and static files."""
    skip = {"search.html", "genindex.html"}
    return sorted(
        p
        for p in root.rglob("*.html")
        if p.name not in skip
        and not any(part.startswith(("_", ".")) for part in p.relative_to(root).parts)
        and "lite" not in p.relative_to(root).parts
    )


class Tags(HTMLParser):
    """Collect every start tag as (tag, attributes) of one HTML file."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, {k: v or "" for k, v in attrs}))


def tags(path: Path) -> list[tuple[str, dict[str, str]]]:
    parser = Tags()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser.tags


def ids(path: Path) -> set[str]:
    return {a["id"] for _, a in tags(path) if "id" in a} | {
        a["name"] for t, a in tags(path) if t == "a" and "name" in a
    }


EXTERNAL = re.compile(r"^(?:[a-z][a-z0-9+.-]*:)?//([^/:?#]+)", re.IGNORECASE)
