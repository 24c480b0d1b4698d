"""Time from navigation to an interactive live board, and the built site's size.

    .venv/bin/python bench/player.py [--site _build/html] [--page en/examples/moving-a-block.html] [--runs 5]

Each run uses a cold browser context (empty cache, no service worker) in Debian's
Chromium, serves the site on 127.0.0.1 and records, from navigation:
the static diagram visible, the app's first script, the Pyodide wasm request,
the first wheel request, the project wheel request, and the board interactive
(``data-scorpion-live=ready``). Prints each run and the medians, then the size
of the site and of its parts. Without ``--site`` it builds the player's test
site (tests/browser/site) into a temporary folder.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, Server  # noqa: E402

MARKS = ("static", "app_js", "pyodide_wasm", "first_wheel", "project_wheel", "ready")


def size(path: Path) -> tuple[int, int]:
    files = [p for p in path.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files), len(files)


def one_run(browser: object, url: str) -> dict[str, float]:
    ctx = browser.new_context(viewport={"width": 1200, "height": 900})  # type: ignore[attr-defined]
    marks: dict[str, float] = {}
    t0 = 0.0

    def on_request(req: object) -> None:
        u = req.url  # type: ignore[attr-defined]
        now = time.perf_counter() - t0
        if "/lite/build/" in u and u.endswith(".js"):
            marks.setdefault("app_js", now)
        if u.endswith("pyodide.asm.wasm"):
            marks.setdefault("pyodide_wasm", now)
        if u.endswith(".whl"):
            marks.setdefault("first_wheel", now)
        if "scorpion_solitaire" in u:
            marks.setdefault("project_wheel", now)

    ctx.on("request", on_request)
    page = ctx.new_page()
    t0 = time.perf_counter()
    page.goto(url, wait_until="commit")
    page.locator(".scorpion-example figure.scorpion-board").first.wait_for(state="visible")
    marks["static"] = time.perf_counter() - t0
    page.locator("[data-scorpion-live=ready]").first.wait_for(timeout=180_000)
    marks["ready"] = time.perf_counter() - t0
    ctx.close()
    return marks


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path)
    parser.add_argument("--page", default="en/examples/moving-a-block.html")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = args.site
        if site is None:
            site = Path(tmp)
            subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "sphinx",
                    "-q",
                    "-b",
                    "html",
                    str(ROOT / "tests/browser/site"),
                    str(site / "en"),
                ],
                check=True,
                cwd=ROOT,
            )
        server = Server(site)
        runs = []
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for i in range(args.runs):
                marks = one_run(browser, f"{server.url}/{args.page}")
                runs.append(marks)
                print(
                    f"run {i + 1}: "
                    + "  ".join(f"{k}={marks.get(k, float('nan')):.2f}s" for k in MARKS)
                )
            browser.close()
        server.close()
        print(
            "median: "
            + "  ".join(
                f"{k}={statistics.median(r.get(k, float('nan')) for r in runs):.2f}s" for k in MARKS
            )
        )
        total, count = size(site)
        print(f"site: {total / 1e6:.1f} MB in {count} files ({site})")
        for part in sorted({p.parent for p in site.glob("*/lite")}) or [site]:
            lite = part / "lite"
            if lite.exists():
                t, n = size(lite)
                s, _ = size(lite / "static" / "pyodide")
                print(
                    f"  {lite.relative_to(site)}: {t / 1e6:.1f} MB in {n} files "
                    f"(Pyodide + wheels {s / 1e6:.1f} MB)"
                )
                break
    return 0


if __name__ == "__main__":
    sys.exit(main())
