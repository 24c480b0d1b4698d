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

``--kernel LITE_DIR`` (repeatable, e.g. ``_build/lite``) times the kernel's start
outside the browser instead: Pyodide in Node (``node`` on PATH) loads the
packages the app preloads and imports what the kernel imports, and the script
prints wall-clock and CPU seconds per step (CPU time is what a loaded machine
distorts least), interleaving the folders run by run.
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

MARKS = (
    "static",
    "frame",
    "worker",
    "wasm",
    "stdlib",
    "wheels",
    "cell",
    "import",
    "built",
    "ready",
)

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
        for key, attr in (
            ("cell", "data-cell"),
            ("import", "data-imported"),
            ("built", "data-built"),
        ):
            marks[key] = float(timing.get_attribute(attr) or "nan")
    for worker in workers:
        try:
            entries = worker.evaluate(_RESOURCES)  # type: ignore[attr-defined]
            start = worker.evaluate("performance.timeOrigin")  # type: ignore[attr-defined]
        except Exception:  # a worker that already ended
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


_NODE = r"""
const [lite] = process.argv.slice(2);
const { loadPyodide } = await import(lite + "/static/pyodide/pyodide.mjs");
const cfg = JSON.parse((await import("node:fs")).readFileSync(lite + "/jupyter-lite.json", "utf8"));
const kernel = cfg["jupyter-config-data"].litePluginSettings["@jupyterlite/pyodide-kernel-extension:kernel"];
const out = {};
const t0 = performance.now(), c0 = process.cpuUsage();
const lap = (name) => {
  const c = process.cpuUsage(c0);
  out[name] = [(performance.now() - t0) / 1000, (c.user + c.system) / 1e6];
};
const py = await loadPyodide({ indexURL: lite + "/static/pyodide/" });
lap("pyodide");
await py.loadPackage(kernel.loadPyodideOptions.packages, { messageCallback: () => {} });
lap("packages");
await py.runPythonAsync("import pyodide_kernel");
lap("kernel");
await py.runPythonAsync("import scorpion.widget, ipywidgets");
lap("widget");
console.log(JSON.stringify(out));
"""


def kernel_runs(lites: list[Path], runs: int) -> None:
    """Time the kernel's start in Node for each lite folder, interleaved."""
    import json
    import subprocess
    import tempfile

    with tempfile.NamedTemporaryFile("w", suffix=".mjs", delete=False) as f:
        f.write(_NODE)
    results: dict[Path, list[dict[str, list[float]]]] = {lite: [] for lite in lites}
    for i in range(runs):
        for lite in lites:
            done = subprocess.run(
                ["node", f.name, str(lite.resolve())], capture_output=True, text=True, check=True
            )
            marks = json.loads(done.stdout.strip().splitlines()[-1])
            results[lite].append(marks)
            print(
                f"run {i + 1} {lite}: "
                + "  ".join(f"{k}={v[0]:.2f}s/{v[1]:.2f}cpu" for k, v in marks.items()),
                flush=True,
            )
    os.unlink(f.name)
    for lite in lites:
        steps = results[lite][0].keys()
        print(
            f"median {lite}: "
            + "  ".join(
                f"{k}={statistics.median(r[k][0] for r in results[lite]):.2f}s/"
                f"{statistics.median(r[k][1] for r in results[lite]):.2f}cpu"
                for k in steps
            )
        )
    print("load average: " + " ".join(f"{x:.2f}" for x in os.getloadavg()))


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
        help="extra query for the page (e.g. scorpion-preload=0); give several to compare",
    )
    parser.add_argument(
        "--kernel",
        type=Path,
        action="append",
        help="time the kernel's start in Node for this lite folder (e.g. _build/lite)",
    )
    args = parser.parse_args()
    if args.kernel:
        kernel_runs(args.kernel, args.runs)
        return 0
    from playwright.sync_api import sync_playwright

    sites = args.site or [ROOT / "_build" / "html"]
    for site in sites:
        if not (site / args.page).exists():
            raise SystemExit(f"{site / args.page} is missing: run `make site-html` first")
    servers = [Server(site) for site in sites]
    queries = args.query or [""]
    variants = [
        (
            f"{site}{'?' + q if q else ''}",
            f"{server.url}/{args.page}?scorpion-timing{'&' + q if q else ''}",
        )
        for site, server in zip(sites, servers, strict=True)
        for q in queries
    ]
    runs: dict[str, list[dict[str, float]]] = {name: [] for name, _ in variants}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for i in range(args.runs):
            for name, url in variants:
                marks = one_run(browser, url)
                runs[name].append(marks)
                print(
                    f"run {i + 1} {name}: "
                    + "  ".join(f"{k}={marks.get(k, float('nan')):.2f}" for k in MARKS),
                    flush=True,
                )
        browser.close()
    for server in servers:
        server.close()
    for name, _ in variants:
        print(
            f"median {name}: "
            + "  ".join(
                f"{k}={statistics.median(r.get(k, float('nan')) for r in runs[name]):.2f}"
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
