"""Time from navigation to an interactive live board, phase by phase, and the site's size.

    .venv/bin/python bench/player.py [--site _build/html]
        [--page en/examples/moving-a-block.html] [--runs 5]
        [--query scorpion-snapshot=0] [--jupyterlite]

``--site`` defaults to ``_build/html`` (``make site-html``). Each run opens the
page in a cold browser context (empty cache) of Debian's Chromium, served from
127.0.0.1. All times are seconds from navigation start (the page's
``performance.timeOrigin``):

- ``fcp``: the browser's first contentful paint (the page's text and the static
  diagram, which is in the first screen's HTML);
- ``static``: the static diagram is visible, as Playwright sees it (its polling
  adds up to a few tens of milliseconds);
- ``worker``: player.js started the page's Python worker;
- ``script``: the worker imported Pyodide's JavaScript;
- ``manager``: ipywidgets' HTML widget manager is loaded in the page;
- ``python``: Python is up (restored from the build's memory snapshot);
- ``imported``: the project's wheel unpacked, scorpion.widget.page wired to the page;
- ``built``: the board's widgets built in Python;
- ``ready``: the board is interactive on the page (``data-scorpion-live=ready``).

``--query scorpion-snapshot=0`` makes the worker start Python without the
snapshot (to measure what it saves); give ``--query`` several times to compare,
run by run. ``--jupyterlite`` times instead the Play page's link into the
JupyterLite console, from navigation to the board there.

Prints each run, the medians and the load average, then the sizes.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, Server  # noqa: E402

MARKS = ("fcp", "static", "worker", "script", "manager", "python", "imported", "built", "ready")


def size(path: Path) -> tuple[int, int]:
    files = [p for p in path.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files), len(files)


def page_bytes(site: Path) -> int:
    """Bytes of what an example page's live board loads from lite/ (cold cache)."""
    lite = site / "lite"
    manifest = json.loads((lite / "player" / "manifest.json").read_text())
    pyodide = lite / "player" / manifest["pyodide"]
    names = [
        pyodide / "pyodide.mjs",
        pyodide / "pyodide.asm.mjs",
        pyodide / "pyodide.asm.wasm",
        pyodide / "python_stdlib.zip",
        pyodide / "pyodide-lock.json",
        lite / "player" / "require.js",
        lite / "player" / "libembed-amd.js",
        lite / "player" / manifest.get("snapshot", "python.snapshot.gz"),
    ]
    names += [pyodide / w for w in manifest["wheels"]]
    return sum(p.stat().st_size for p in names if p.exists())


def one_run(browser: object, url: str) -> dict[str, float]:
    ctx = browser.new_context(viewport={"width": 1200, "height": 900})  # type: ignore[attr-defined]
    page = ctx.new_page()
    page.goto(url, wait_until="commit")
    page.locator(".scorpion-example figure.scorpion-board").first.wait_for(state="visible")
    static = page.evaluate("performance.timeOrigin + performance.now()")
    live = page.locator("[data-scorpion-live=ready]").first
    live.wait_for(timeout=180_000)
    origin = page.evaluate("performance.timeOrigin")
    marks = {"static": static}
    marks["ready"] = page.evaluate(
        "performance.timeOrigin + performance.getEntriesByName('scorpion-ready')[0].startTime"
    )
    marks["fcp"] = page.evaluate(
        "performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0].startTime"
    )
    inner = json.loads(live.get_attribute("data-scorpion-marks") or "{}")
    marks.update({("script" if k == "pyodide-script" else k): v for k, v in inner.items()})
    ctx.close()
    return {k: (v - origin) / 1000 for k, v in marks.items() if isinstance(v, (int, float))}


def jupyterlite_run(browser: object, base: str) -> float:
    """Seconds from navigation to the board in JupyterLite (the Play page's link)."""
    ctx = browser.new_context(viewport={"width": 1200, "height": 900})  # type: ignore[attr-defined]
    page = ctx.new_page()
    page.goto(f"{base}/en/play.html")
    link = page.locator(".scorpion-lite-link a")
    link.wait_for(state="visible")
    href = link.get_attribute("href")
    lite = ctx.new_page()
    lite.goto(href, wait_until="commit")
    lite.locator(".scorpion-board.scorpion-live .scorpion-col-7 .scorpion-card").first.wait_for(
        timeout=180_000
    )
    seconds = lite.evaluate("performance.now()") / 1000
    ctx.close()
    return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--site",
        type=Path,
        action="append",
        help="a built site (default _build/html); give several to compare them, run by run",
    )
    parser.add_argument("--page", default="en/examples/moving-a-block.html")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(
        "--query",
        action="append",
        help="extra query for the page (e.g. scorpion-snapshot=0); give several to compare",
    )
    parser.add_argument(
        "--jupyterlite",
        action="store_true",
        help="time the board in JupyterLite's console (the Play page's link) instead",
    )
    parser.add_argument(
        "--marks", help="comma-separated marks to print (default: the ones listed above)"
    )
    args = parser.parse_args()
    marks_shown = tuple(args.marks.split(",")) if args.marks else MARKS
    from playwright.sync_api import sync_playwright

    sites = args.site or [ROOT / "_build" / "html"]
    for site in sites:
        if not (site / args.page).exists():
            raise SystemExit(f"{site / args.page} is missing: run `make site-html` first")
    servers = [Server(site) for site in sites]
    queries = args.query or [""]
    variants = [
        (f"{site}{'?' + q if q else ''}", f"{server.url}/{args.page}{'?' + q if q else ''}")
        for site, server in zip(sites, servers, strict=True)
        for q in queries
    ]
    runs: dict[str, list[dict[str, float]]] = {name: [] for name, _ in variants}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        if args.jupyterlite:
            times = [jupyterlite_run(browser, servers[0].url) for _ in range(args.runs)]
            print("JupyterLite console, board shown: " + "  ".join(f"{t:.2f}" for t in times))
            print(f"median {statistics.median(times):.2f} s")
        else:
            for i in range(args.runs):
                for name, url in variants:
                    marks = one_run(browser, url)
                    runs[name].append(marks)
                    print(
                        f"run {i + 1} {name}: "
                        + "  ".join(f"{k}={marks.get(k, float('nan')):.2f}" for k in marks_shown),
                        flush=True,
                    )
        browser.close()
    for server in servers:
        server.close()
    if not args.jupyterlite:
        for name, _ in variants:
            print(
                f"median {name}: "
                + "  ".join(
                    f"{k}={statistics.median(r.get(k, float('nan')) for r in runs[name]):.2f}"
                    for k in marks_shown
                )
            )
    print("load average: " + " ".join(f"{x:.2f}" for x in os.getloadavg()))
    for site in sites:
        total, count = size(site)
        print(f"site: {total / 1e6:.1f} MB in {count} files ({site})")
        lite = site / "lite"
        if (lite / "player" / "manifest.json").exists():
            t, n = size(lite)
            pyodide, _ = size(lite / "static" / "pyodide")
            player, _ = size(lite / "player")
            snap = lite / "player" / "python.snapshot.gz"
            print(
                f"  lite/ (shared by the languages): {t / 1e6:.1f} MB in {n} files: Pyodide + "
                f"wheels {pyodide / 1e6:.1f} MB, page player {player / 1e6:.1f} MB (of which "
                f"the gzipped Python snapshot {snap.stat().st_size / 1e6 if snap.exists() else 0:.1f} MB)"
            )
            print(
                "  what an example page's board loads (uncompressed): "
                f"{page_bytes(site) / 1e6:.1f} MB"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
