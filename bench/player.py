"""Time from navigation to an interactive live board, phase by phase, and the site's size.

    .venv/bin/python bench/player.py [--site _build/html]
        [--page en/examples/moving-a-block.html] [--runs 5]

``--site`` defaults to ``_build/html`` (``make site-html``). Each run opens the
page in a cold browser context (empty cache, no service worker) of Debian's
Chromium, served from 127.0.0.1, with ``?scorpion-timing`` so that the kernel
reports when its cell started. All times are seconds from navigation start
(the page's ``performance.timeOrigin``):

- ``static``: the static diagram is visible;
- ``frame``: player.js created the JupyterLite frame;
- ``worker``: the kernel's web worker started (the app is up);
- ``wasm``/``stdlib``: ``pyodide.asm.wasm`` / ``python_stdlib.zip`` fully received;
- ``wheels``: the last wheel fully received;
- ``cell``: the kernel runs the page's cell (Pyodide booted, the packages
  unpacked, IPython and the kernel imported);
- ``import``: ``scorpion.widget`` imported (ipywidgets with it);
- ``built``: the board's widgets built in Python;
- ``ready``: the board is interactive on the page (``data-scorpion-live=ready``).

Prints each run, the medians and the load average, then the size of the site.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, Server  # noqa: E402

MARKS = ("static", "frame", "worker", "wasm", "stdlib", "wheels", "cell", "import", "built", "ready")

_RESOURCES = """() => performance.getEntriesByType('resource').map(
    e => [e.name, performance.timeOrigin + e.responseEnd])"""


def size(path: Path) -> tuple[int, int]:
    files = [p for p in path.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files), len(files)


def one_run(browser: object, url: str) -> dict[str, float]:
    ctx = browser.new_context(viewport={"width": 1200, "height": 900})  # type: ignore[attr-defined]
    page = ctx.new_page()
    workers: list[object] = []
    page.on("worker", lambda w: workers.append(w))
    page.goto(url, wait_until="commit")
    page.locator(".scorpion-example figure.scorpion-board").first.wait_for(state="visible")
    static = page.evaluate("performance.timeOrigin + performance.now()")
    page.locator("[data-scorpion-live=ready]").first.wait_for(timeout=180_000)
    origin = page.evaluate("performance.timeOrigin")
    marks = {"static": static}
    for name in ("frame", "ready"):
        marks[name] = page.evaluate(
            f"performance.timeOrigin + performance.getEntriesByName('scorpion-{name}')[0].startTime"
        )
    frame = page.frame_locator(".scorpion-frame").first
    timing = frame.locator(".scorpion-timing")
    if timing.count():
        for key, attr in (("cell", "data-cell"), ("import", "data-imported"), ("built", "data-built")):
            marks[key] = float(timing.get_attribute(attr) or "nan")
    for worker in workers:
        try:
            entries = worker.evaluate(_RESOURCES)  # type: ignore[attr-defined]
            start = worker.evaluate("performance.timeOrigin")  # type: ignore[attr-defined]
        except Exception:  # noqa: BLE001 - a worker that already ended
            continue
        names = [name for name, _ in entries]
        if not any(n.endswith("pyodide.asm.wasm") for n in names):
            continue
        marks["worker"] = start
        for name, end in entries:
            if name.endswith("pyodide.asm.wasm"):
                marks["wasm"] = end
            elif name.endswith("python_stdlib.zip"):
                marks["stdlib"] = end
            elif name.endswith(".whl"):
                marks["wheels"] = max(marks.get("wheels", 0.0), end)
    ctx.close()
    return {k: (v - origin) / 1000 for k, v in marks.items()}


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
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    sites = args.site or [ROOT / "_build" / "html"]
    for site in sites:
        if not (site / args.page).exists():
            raise SystemExit(f"{site / args.page} is missing: run `make site-html` first")
    servers = [Server(site) for site in sites]
    runs: dict[Path, list[dict[str, float]]] = {site: [] for site in sites}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for i in range(args.runs):
            for site, server in zip(sites, servers, strict=True):
                marks = one_run(browser, f"{server.url}/{args.page}?scorpion-timing")
                runs[site].append(marks)
                print(
                    f"run {i + 1} {site}: "
                    + "  ".join(f"{k}={marks.get(k, float('nan')):.2f}" for k in MARKS),
                    flush=True,
                )
        browser.close()
    for server in servers:
        server.close()
    for site in sites:
        print(
            f"median {site}: "
            + "  ".join(
                f"{k}={statistics.median(r.get(k, float('nan')) for r in runs[site]):.2f}"
                for k in MARKS
            )
        )
    print("load average: " + " ".join(f"{x:.2f}" for x in os.getloadavg()))
    for site in sites:
        total, count = size(site)
        print(f"site: {total / 1e6:.1f} MB in {count} files ({site})")
        lite = site / args.page.split("/")[0] / "lite"
        if lite.exists():
            t, n = size(lite)
            s, _ = size(lite / "static" / "pyodide")
            print(
                f"  one language's lite/: {t / 1e6:.1f} MB in {n} files "
                f"(Pyodide + wheels {s / 1e6:.1f} MB)"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
