"""What a page with boards downloads, and when: the page runtime's weight, in Chromium.

The site (``make site-html``) is served by ``tools/serve.py``, which compresses
as static hosts do and counts the bytes of every answer. The checks:

- an example page (and the home page) downloads none of the runtime (the
  worker, Pyodide, the widget manager, the service worker) until the reader
  acts on a board; the static diagram stays meanwhile; a click on one of its
  cards starts the board, with that card picked up;
- the Play page's player starts at once, with no action;
- once one board ran, a second page downloads at most 0.3 MB to get its own
  board interactive (the runtime comes from the service worker's cache), and
  a page in another language at most :data:`OTHER_LANGUAGE_LIMIT`: the
  theme's files, the same in every language folder, come from the service
  worker's copy too;
- the server sends the runtime compressed (``Content-Encoding``);
- the first board, started from the memory snapshot, downloads at most
  :data:`FIRST_BOARD_LIMIT` bytes, and none of the files it can do without
  (the whole standard library, the files of the modules the snapshot holds,
  the wheels, any icon font: the widget manager ships none).
"""

from __future__ import annotations

import gzip
import re
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from .conftest import ROOT, html_dir, need

sys.path.insert(0, str(ROOT / "tools"))
from serve import SiteServer

pytestmark = pytest.mark.browser

PAGE = "examples/moving-a-block.html"
OTHER = "examples/first-move.html"
#: Where a card's visible strip is (the cards above it cover the rest).
STRIP = {"x": 8, "y": 5}
#: What belongs to the runtime: nothing of it before the reader's first action.
RUNTIME = re.compile(r"/lite/|/_static/player/worker\.js|/cardsite-sw\.js")
SECOND_PAGE_LIMIT = 300_000
#: A page in another language once a board ran (issue #14's goal for the
#: second page: 0.3 MB). Measured 0.051 MB (branch `weight2`): its HTML, the
#: search index, the worker script and the language's own small files; it was
#: 0.317 MB when the theme's files came again for each language folder.
OTHER_LANGUAGE_LIMIT = 100_000
#: What the reader's first action on a board downloads, compressed as served
#: (the issue's goal: 8 MB). Measured 7.73 MB (branch `perf-manager`, issue #30):
#: the snapshot 4.38 MB, Pyodide's WebAssembly 2.77, the widget manager 0.16 (0.36
#: with html-manager's AMD bundle and RequireJS, 7.90 MB in all), the
#: late page packages 0.08, the page stdlib 0.07; it was 8.4 MB with the four
#: deflated wheels (0.55 MB), 11.3 MB before the page stdlib (1.6 MB of
#: standard library), -OO and brotli 11 on the snapshot (5.8 MB).
FIRST_BOARD_LIMIT = 8_000_000
#: Files the first board never needs once Python starts from the snapshot.
NOT_ON_THE_FIRST_BOARD = re.compile(
    r"python_stdlib\.stored\.zip|/python_stdlib\.zip|\.woff2|packages\.imported\.zip|\.whl"
)
#: The theme's files, whose addresses carry their checksum (?digest=).
# The theme's files, linked with its digest: its stylesheet and scripts, and Sphinx's
# basic.css, which the pages link directly (the theme's styles/theme.css only imported it).
THEME = re.compile(r"/_static/((styles|scripts)/[^?]+|basic\.css)\?digest=")


@pytest.fixture(scope="module")
def site() -> Path:
    root = html_dir()
    need((root / "en" / PAGE).exists(), f"no built site in {root} (run `make site-html`)")
    need(
        (root / "lite" / "player" / "manifest.json").exists(),
        f"{root}/lite has no page player (run `make lite-assets site-html`)",
    )
    return root


@pytest.fixture
def server(site: Path):
    s = SiteServer(site)
    yield s
    s.close()


def runtime_requests(urls: list[str]) -> list[str]:
    return [u for u in urls if RUNTIME.search(u)]


@pytest.mark.parametrize("path", [f"en/{PAGE}", "en/index.html"])
def test_no_runtime_before_the_first_action(context: tuple, server: SiteServer, path: str) -> None:
    from playwright.sync_api import expect

    ctx, log = context
    page = ctx.new_page()
    page.goto(f"{server.url}/{path}", wait_until="load")
    example = page.locator(".scorpion-example").first
    example.locator("figure.scorpion-board").wait_for(state="visible", timeout=10_000)
    page.wait_for_timeout(1500)  # anything started at load has asked by now
    assert runtime_requests(log.urls) == [], runtime_requests(log.urls)
    assert example.get_attribute("data-scorpion-live") is None
    assert example.locator(".scorpion-play-here").count() == 1
    if path.endswith("index.html"):
        return
    # The first action: a click on 8♥ of the static diagram. The board starts,
    # and the card the reader clicked is picked up on it.
    example.locator("figure.scorpion-board .scorpion-col-2 .scorpion-card-8H").click(position=STRIP)
    example.and_(page.locator("[data-scorpion-live=ready]")).wait_for(timeout=150_000)
    assert any(u.endswith("/lite/static/pyodide/pyodide.asm.wasm") for u in log.urls)
    live = example.locator(".scorpion-board.scorpion-live .scorpion-col-2 .scorpion-card-8H")
    expect(live).to_have_class(re.compile(r"\bscorpion-selected\b"), timeout=15_000)


def test_play_page_starts_at_once(context: tuple, server: SiteServer) -> None:
    ctx, log = context
    page = ctx.new_page()
    page.goto(f"{server.url}/en/play.html")
    player = page.locator(".scorpion-player").first
    player.and_(page.locator("[data-scorpion-live=ready]")).wait_for(timeout=150_000)
    assert any("/lite/player/" in u for u in log.urls)


def _start_first_board(page: object, url: str) -> None:
    page.goto(url)  # type: ignore[attr-defined]
    example = page.locator(".scorpion-example").first  # type: ignore[attr-defined]
    example.locator(".scorpion-play-here").click()
    example.and_(page.locator("[data-scorpion-live=ready]")).wait_for(timeout=150_000)  # type: ignore[attr-defined]


def _next_board(page: object, server: SiteServer, url: str) -> tuple[list, int]:
    """Start the first board of ``url`` in ``page``: what the server sent for it
    (path, status, bytes, encoding) and their bytes in all; fails if any of
    the runtime was downloaded again."""
    mark = server.sent.mark()
    _start_first_board(page, url)
    answers = server.sent.since(mark)
    assert not [a for a in answers if "/lite/" in a[0] and a[1] == 200], answers
    return answers, sum(size for _, _, size, _ in answers)


def _largest(answers: list) -> list:
    return sorted(answers, key=lambda a: -a[2])[:5]


def test_a_second_page_downloads_little(context: tuple, server: SiteServer) -> None:
    """Once one board ran, a second page adds at most 0.3 MB, and a page in another
    language fetches nothing of the runtime again (only that language's theme files)."""
    ctx, _ = context
    page = ctx.new_page()
    _start_first_board(page, f"{server.url}/en/{PAGE}")
    cold = server.sent.bytes_since(0)
    answers, warm = _next_board(page, server, f"{server.url}/en/{OTHER}")
    assert warm <= SECOND_PAGE_LIMIT, (warm, _largest(answers))
    _, other_language = _next_board(page, server, f"{server.url}/ar/{OTHER}")
    print(
        f"first page {cold / 1e6:.2f} MB, second page {warm / 1e6:.3f} MB, the same page "
        f"in Arabic {other_language / 1e6:.3f} MB"
    )


def test_another_language_reuses_the_theme(context: tuple, server: SiteServer) -> None:
    """Once a board ran, a page in another language downloads at most
    OTHER_LANGUAGE_LIMIT: the theme's files come from the service worker's
    copy, kept from the first page (which fetched them before the worker was
    there), and none of the runtime comes again."""
    ctx, _ = context
    page = ctx.new_page()
    _start_first_board(page, f"{server.url}/en/{PAGE}")
    first = [path for path, *_ in server.sent.since(0)]
    assert [p for p in first if p.startswith("/en/") and THEME.search(p)], first
    # The page names its files to the worker 1 s after the board is live; the
    # next page is opened only once every checksummed one is kept (else the
    # keeping's revalidations would be counted as the next page's).
    kept = r"""async () => {
        const keys = await Promise.all((await caches.keys()).map(
            async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)));
        const shared = keys.flat().filter((u) => u.includes("/_static-shared/"));
        const named = [...document.querySelectorAll("link[href], script[src]")]
            .map((n) => n.href || n.src)
            .filter((u) => /\/_static\/.*[?&](v|digest)=/.test(u));
        return [shared.filter((u) => /\/styles\/|\/basic\.css/.test(u)).length,
                shared.length, new Set(named).size];
    }"""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        styles, shared, named = page.evaluate(kept)
        if styles >= 2 and shared >= named:
            break
        page.wait_for_timeout(200)
    styles, shared, named = page.evaluate(kept)
    assert styles >= 2, "the service worker kept none of the theme's styles"
    assert shared >= named, f"the service worker kept {shared} of the page's {named} shared files"
    answers, total = _next_board(page, server, f"{server.url}/ar/{OTHER}")
    assert total <= OTHER_LANGUAGE_LIMIT, (total, _largest(answers))
    assert not [a for a in answers if THEME.search(a[0])], answers
    print(f"a page in Arabic after one in English: {total / 1e6:.3f} MB in {len(answers)} requests")


def test_the_server_compresses(context: tuple, server: SiteServer, site: Path) -> None:
    """Compressible files go gzipped with Content-Encoding, and arrive whole."""
    for path in ("lite/static/pyodide/pyodide.asm.wasm", f"en/{PAGE}"):
        request = urllib.request.Request(
            f"{server.url}/{path}", headers={"Accept-Encoding": "gzip"}
        )
        with urllib.request.urlopen(request) as answer:
            assert answer.headers["Content-Encoding"] in ("gzip", "br"), path
            assert answer.headers["Vary"] == "Accept-Encoding"
            body = answer.read()
        if answer.headers["Content-Encoding"] == "gzip":
            assert gzip.decompress(body) == (site / path).read_bytes()
        assert len(body) < (site / path).stat().st_size / 2
    # The browser, too, gets the page runtime compressed and decodes it.
    ctx, _ = context
    page = ctx.new_page()
    page.goto(f"{server.url}/en/play.html")
    page.locator("[data-scorpion-live=ready]").first.wait_for(timeout=150_000)
    encodings = {
        path: encoding for path, status, _, encoding in server.sent.since(0) if status == 200
    }
    wasm = [p for p in encodings if p.endswith("pyodide.asm.wasm")]
    assert wasm and encodings[wasm[0]] in ("gzip", "br"), encodings


def test_the_slow_path_still_works(context: tuple, server: SiteServer) -> None:
    """Without the memory snapshot (Pyodide's snapshot API is experimental, and a
    first visit over a slow network skips it), Python starts and imports the slow
    way, and the board plays."""
    from playwright.sync_api import expect

    ctx, log = context
    page = ctx.new_page()
    page.goto(f"{server.url}/en/{PAGE}?scorpion-snapshot=0")
    example = page.locator(".scorpion-example").first
    example.locator("figure.scorpion-board .scorpion-col-2 .scorpion-card-8H").click(position=STRIP)
    example.and_(page.locator("[data-scorpion-live=ready]")).wait_for(timeout=150_000)
    marks = example.get_attribute("data-scorpion-marks") or ""
    assert '"no-snapshot"' in marks and '"snapshot-refused"' not in marks, marks
    assert not [u for u in log.urls if "/lite/player/python.snapshot" in u]
    # Without the snapshot's memory, the files of the modules it holds come too.
    assert [u for u in log.urls if "/lite/player/packages.imported.zip" in u], log.urls
    live = example.locator(".scorpion-board.scorpion-live .scorpion-col-2 .scorpion-card-8H")
    expect(live).to_have_class(re.compile(r"\bscorpion-selected\b"), timeout=15_000)


def _first_board_sent(page: object, server: SiteServer, url: str, timeout: int) -> tuple:
    """Open ``url`` in ``page``, let it settle, then start its first example's board
    with ▶: the example and what ``server`` sent from the click until the board was
    live (path, status, bytes, encoding)."""
    page.goto(url, wait_until="load")  # type: ignore[attr-defined]
    example = page.locator(".scorpion-example").first  # type: ignore[attr-defined]
    example.locator("figure.scorpion-board").wait_for(state="visible", timeout=10_000)
    page.wait_for_timeout(500)  # type: ignore[attr-defined]
    mark = server.sent.mark()
    example.locator(".scorpion-play-here").click()
    example.and_(page.locator("[data-scorpion-live=ready]")).wait_for(timeout=timeout)  # type: ignore[attr-defined]
    return example, server.sent.since(mark)


def test_the_first_board_weighs_little(context: tuple, server: SiteServer) -> None:
    """The first action on an example page, Python started from the snapshot:
    at most FIRST_BOARD_LIMIT bytes, the page stdlib and not the whole one."""
    ctx, _ = context
    example, answers = _first_board_sent(
        ctx.new_page(), server, f"{server.url}/en/{PAGE}?scorpion-snapshot=1", 150_000
    )
    marks = example.get_attribute("data-scorpion-marks") or ""
    assert '"snapshot"' in marks and '"snapshot-refused"' not in marks, marks
    total = sum(size for _, _, size, _ in answers)
    big = sorted(answers, key=lambda a: -a[2])[:8]
    assert total <= FIRST_BOARD_LIMIT, (total, big)
    paths = [path for path, *_ in answers]
    assert any(p.endswith("/lite/player/python_stdlib.page.zip") for p in paths), paths
    assert any(p.endswith("/lite/player/packages.page.zip") for p in paths), paths
    assert not [p for p in paths if NOT_ON_THE_FIRST_BOARD.search(p)], paths
    print(f"first board {total / 1e6:.2f} MB in {len(answers)} requests")


def test_a_gzip_only_host_costs_the_first_board_little_too(context: tuple, site: Path) -> None:
    """Defect (issue #30): on a host that gzips on the fly and ignores the .br/.gz
    siblings (GitHub Pages), the first board took the memory snapshot's .gz copy
    (6.6 MB) and cost 12.4 MB. Now Python starts the slow way there, the standard
    library and the page packages come as their .gz copies, and the snapshot is
    fetched only once the board is live: at most FIRST_BOARD_LIMIT bytes."""
    ctx, _ = context
    gzip_only = SiteServer(site, siblings=False)
    try:
        example, answers = _first_board_sent(
            ctx.new_page(), gzip_only, f"{gzip_only.url}/en/{PAGE}", 200_000
        )
    finally:
        gzip_only.close()
    marks = example.get_attribute("data-scorpion-marks") or ""
    assert '"no-snapshot"' in marks, marks
    total = sum(size for _, _, size, _ in answers)
    big = sorted(answers, key=lambda a: -a[2])[:8]
    assert total <= FIRST_BOARD_LIMIT, (total, big)
    paths = [path for path, _, size, _ in answers if size]
    assert any(p.endswith("/lite/player/python_stdlib.stored.zip.gz") for p in paths), paths
    assert not [p for p in paths if "python.snapshot" in p], paths
    print(f"first board on a gzip-only host {total / 1e6:.2f} MB in {len(answers)} requests")
