"""Make the folder to upload: the built site, with ``robots.txt`` and ``sitemap.xml``.

    python tools/publish.py _build/html _build/publish --base-url https://example.org/cards/

``make publish BASE_URL=…`` builds the site with that address (its canonical and
``hreflang`` links are absolute) and runs this. The site is copied as it is
(hard links where the file system allows), with the ``.br`` and ``.gz`` siblings
that hosts able to serve them use, and two files for search engines: a
``sitemap.xml`` listing every page of every language at the published address,
and a ``robots.txt`` that points to it. Nothing is uploaded: the README's
"Publishing" section says where the folder may go.

The build must have been made for the same address: every page's canonical link
is checked against ``--base-url`` before anything is written, so a site built for
the local preview is never published by mistake.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cardsite.sphinx.seo import base_url  # noqa: E402

CANONICAL = re.compile(rb'<link rel="canonical" href="([^"]+)"')
SKIP_PAGES = {"search.html", "genindex.html"}


class PublishError(Exception):
    """The built site cannot be published as asked."""


def pages(site: Path) -> list[Path]:
    """Every language's HTML pages (not the search page, the index of terms or lite/)."""
    out = []
    for lang_dir in sorted(p for p in site.iterdir() if p.is_dir() and (p / "index.html").exists()):
        for page in sorted(lang_dir.rglob("*.html")):
            rel = page.relative_to(lang_dir)
            if page.name in SKIP_PAGES or any(part.startswith(("_", ".")) for part in rel.parts):
                continue
            out.append(page)
    return out


def check_built_for(site: Path, root: str) -> list[str]:
    """The pages' canonical addresses; refuses a site built for another address."""
    found = []
    for page in pages(site):
        m = CANONICAL.search(page.read_bytes())
        expected = root + page.relative_to(site).as_posix()
        if not m or m.group(1).decode() != expected:
            got = m.group(1).decode() if m else "no canonical link"
            raise PublishError(
                f"{page.relative_to(site)} was built for another address ({got}); "
                f"build the site with this one first: make site BASE_URL={root}"
            )
        found.append(expected)
    return found


def sitemap(urls: list[str]) -> str:
    """A sitemap (sitemaps.org 0.9) of ``urls``.

    >>> print(sitemap(["https://e.org/en/index.html"]))
    <?xml version="1.0" encoding="UTF-8"?>
    <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
    <url><loc>https://e.org/en/index.html</loc></url>
    </urlset>
    <BLANKLINE>
    """
    body = "".join(f"<url><loc>{escape(u)}</loc></url>\n" for u in urls)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
        f"{body}</urlset>\n"
    )


def copy_tree(src: Path, dst: Path) -> None:
    """Copy ``src`` to ``dst`` (new), hard-linking files where possible."""

    def link_or_copy(a: str, b: str) -> None:
        try:
            os.link(a, b)
        except OSError:
            shutil.copy2(a, b)

    shutil.copytree(src, dst, copy_function=link_or_copy)


def publish(site: Path, out: Path, root: str) -> tuple[int, int]:
    """Write ``out``; return (pages, bytes)."""
    urls = check_built_for(site, root)
    if out.exists():
        shutil.rmtree(out)
    copy_tree(site, out)
    (out / "sitemap.xml").write_text(sitemap(urls), encoding="utf-8")
    (out / "robots.txt").write_text(
        f"User-agent: *\nAllow: /\nSitemap: {root}sitemap.xml\n", encoding="utf-8"
    )
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    return len(urls), size


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", type=Path, help="the built site (_build/html)")
    parser.add_argument("out", type=Path, help="the folder to write (replaced)")
    parser.add_argument("--base-url", required=True, help="the published address of the site")
    args = parser.parse_args(argv)
    try:
        root = base_url(args.base_url)
    except ValueError as err:
        parser.error(str(err))
    if not (args.site / "index.html").exists():
        parser.error(f"{args.site} holds no built site (run make site first)")
    if (
        args.out.resolve() == args.site.resolve()
        or args.site.resolve() in args.out.resolve().parents
    ):
        parser.error("the output folder must lie outside the built site")
    try:
        count, size = publish(args.site, args.out, root)
    except PublishError as err:
        print(f"publish: {err}", file=sys.stderr)
        return 1
    print(f"{args.out}: {count} pages for {root}, {size / 1e6:.1f} MB on disk; upload this folder")
    return 0


if __name__ == "__main__":
    sys.exit(main())
