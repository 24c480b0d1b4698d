"""Browser fixtures: Debian's Chromium driven by playwright, the site served on 127.0.0.1.

Chromium is never downloaded (no ``playwright install``): the tests use
``/usr/bin/chromium``. Without it they skip with a loud reason, unless
``SCORPION_REQUIRE_BROWSER=1`` (set in CI), which turns the skip into a failure.
Every request of the browser context (pages, workers, the service worker) is
logged; a test fails when one went to a host other than 127.0.0.1.
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("SCORPION_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = ROOT / "test-artifacts"
REQUIRED = os.environ.get("SCORPION_REQUIRE_BROWSER") == "1"


def need(condition: bool, reason: str) -> None:
    """Skip loudly, or fail when the browser tests are required (CI)."""
    if condition:
        return
    if REQUIRED:
        pytest.fail(f"SCORPION_REQUIRE_BROWSER=1 but {reason}", pytrace=False)
    pytest.skip(f"!!! BROWSER TESTS NOT RUN: {reason} !!!")


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {  # noqa: RUF012 - the stdlib's own attribute
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".whl": "application/zip",
    }

    def log_message(self, format: str, *args: object) -> None:
        pass


class Server:
    """A static HTTP server for one folder on 127.0.0.1, in a thread."""

    def __init__(self, folder: Path) -> None:
        handler = functools.partial(_Handler, directory=str(folder))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture(scope="session")
def playwright_api() -> Iterator[object]:
    need(Path(CHROMIUM).exists() and os.access(CHROMIUM, os.X_OK), f"no Chromium at {CHROMIUM}")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:  # pragma: no cover - depends on the environment
        need(False, "python playwright is not installed (extra 'browser')")
        raise
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright_api: object) -> Iterator[object]:
    b = playwright_api.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)  # type: ignore[attr-defined]
    yield b
    b.close()


class RequestLog:
    """Every URL a browser context asked for, and the foreign ones among them."""

    def __init__(self) -> None:
        self.urls: list[str] = []

    def record(self, request: object) -> None:
        self.urls.append(request.url)  # type: ignore[attr-defined]

    @property
    def foreign(self) -> list[str]:
        out = []
        for url in self.urls:
            parts = urlsplit(url)
            if parts.scheme in ("data", "blob", "about"):
                continue
            if parts.hostname != "127.0.0.1":
                out.append(url)
        return out


@pytest.fixture
def context(browser: object) -> Iterator[tuple[object, RequestLog]]:
    """A fresh browser context whose every request (workers included) is logged."""
    ctx = browser.new_context(service_workers="allow", viewport={"width": 1200, "height": 900})  # type: ignore[attr-defined]
    log = RequestLog()
    ctx.on("request", log.record)
    # Requests of dedicated workers are reported through the context too (playwright
    # ≥ 1.40); service workers' through ctx.on("request") as well with Chromium.
    yield ctx, log
    ctx.close()
    assert not log.foreign, f"requests left 127.0.0.1: {log.foreign[:10]}"


def serve(folder: Path) -> Server:
    return Server(folder)


def artifact(name: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS / name


def lite_dir() -> Path:
    return ROOT / "_build" / "lite"


def html_dir() -> Path:
    return ROOT / "_build" / "html"


def built_player_site(page: str, langs: tuple[str, ...] = ("en", "ar")) -> Path:
    """The built site (``make site-html``), with ``page`` in each of ``langs`` and the page
    player's memory snapshot; skips loudly (fails in CI) when either is missing."""
    root = html_dir()
    missing = [lang for lang in langs if not (root / lang / page).exists()]
    need(not missing, f"no built site in {root} for {missing} (run `make site-html`)")
    need(
        (root / "lite" / "player" / "python.snapshot.gz").exists(),
        f"{root}/lite has no page player (run `make lite-assets site-html`)",
    )
    return root


@pytest.fixture(scope="session")
def scorpion_site() -> Iterator[Server]:
    """The built site on 127.0.0.1, for the tests of Scorpion's example and Play pages."""
    server = serve(built_player_site("examples/moving-a-block.html"))
    yield server
    server.close()


def have_tool(name: str) -> bool:
    return shutil.which(name) is not None


#: axe-core, the accessibility checker, at a pinned version: packed from the npm
#: registry once into the lite build's download cache (the same helper that
#: vendors Pyodide and the widget manager), then injected into each page from
#: disk, never from a CDN.
AXE_CORE = "axe-core@4.11.0"


@pytest.fixture(scope="session")
def axe_script() -> Path:
    """The path of ``axe.min.js`` (npm pack once, cached in _build/lite-cache)."""
    import importlib.util

    need(have_tool("npm"), "npm is not installed (axe-core comes from the npm registry)")
    spec = importlib.util.spec_from_file_location(
        "build_lite", ROOT / "tools" / "lite" / "build_lite.py"
    )
    assert spec is not None and spec.loader is not None
    build_lite = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build_lite)
    cache = ROOT / "_build" / "lite-cache"
    cache.mkdir(parents=True, exist_ok=True)
    path = build_lite.npm_package(cache, AXE_CORE) / "axe.min.js"
    assert path.exists(), path
    return path


def axe_violations(page: object, script: Path, *, include: str | None = None) -> list[dict]:
    """axe-core's violations of impact serious or critical on ``page`` (WCAG 2.x A/AA)."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):  # type: ignore[attr-defined]
        page.add_script_tag(path=str(script))  # type: ignore[attr-defined]
    result = page.evaluate(  # type: ignore[attr-defined]
        """async (include) => {
            const r = await axe.run(include ? {include: [include]} : document, {
              runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']},
              resultTypes: ['violations'],
            });
            return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
              nodes: v.nodes.slice(0, 5).map(n => ({target: n.target, summary: n.failureSummary}))}));
        }""",
        include,
    )
    return [v for v in result if v["impact"] in ("serious", "critical")]
