"""The page runtime's weight and speed: bytes, requests and times to a live board.

    .venv/bin/python bench/player.py [--site _build/html] [--runs 3]
        [--profile localhost --profile 10mbit] [--query scorpion-snapshot=0]
        [--jupyterlite]

``--site`` defaults to ``_build/html`` (``make site-html``), served by
``tools/serve.py`` on 127.0.0.1, compressed as static hosts do (precompressed
``.br``/``.gz`` siblings, else gzip on the fly); the server counts the bytes
of every answer's body. ``--host gzip`` serves as GitHub Pages and most free
hosts do (no sibling, gzip on the fly only: ``tools/serve.py --gzip-only``),
``--host plain`` every file as it is (``make bench-player HOST=gzip``). Each run opens a fresh browser context of Debian's
Chromium (empty cache, no service worker). Profiles: ``localhost`` (no
throttling) and ``10mbit``: the server sends no faster than 10 Mbit/s, shared
by all answers, each 40 ms late (``tools/serve.py``'s ``Link``). The DevTools
protocol's ``Network.emulateNetworkConditions`` was tried first: it throttles
a page, but a service worker's fetches only when its target is attached
before it fetches, which Playwright's (non-flat) CDP sessions cannot
guarantee; the runtime, fetched through the service worker, then came
unthrottled in some runs and not others.

A run, on the profile:

1. opens an example page (``--page``): ``static`` is the time from navigation
   to the static diagram on screen; then 1 s of quiet, and the bytes and
   requests so far (``before``: what a reader who never touches a board
   downloads);
2. clicks the example's ▶ (the first action): ``cold`` is the time from that
   click to the interactive board, and ``first`` the bytes and requests the
   board cost;
3. waits ``--dwell`` seconds (the reader reads; ``later``: the bytes fetched
   meanwhile), opens another example page in another language (``--second``)
   in the same context, clicks its ▶: ``warm`` is the time from click to board, and
   ``second`` what that page downloaded, runtime included;
4. in a fresh context, opens the Play page, whose player starts at once:
   ``play`` is the time from navigation to its interactive board.

Prints each run, the medians next to the goals, and the sizes. The Python
worker's own phases are in the board's ``data-scorpion-marks`` (``--marks``).
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
sys.path.insert(0, str(ROOT / "tools"))

from options import seconds, whole  # noqa: E402
from serve import Link, SiteServer  # noqa: E402

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

#: Profile -> (bits per second, seconds of latency per answer), or None: no limit.
PROFILES: dict[str, tuple[float, float] | None] = {"localhost": None, "10mbit": (10e6, 0.040)}
#: How the server answers (--host): SiteServer's switches, and what that host is.
HOSTS: dict[str, dict[str, bool]] = {
    "siblings": {"compress": True, "siblings": True},
    "gzip": {"compress": True, "siblings": False},
    "plain": {"compress": False, "siblings": False},
}
HOST_SAYS = {
    "siblings": "precompressed .br/.gz siblings, else gzip on the fly",
    "gzip": "gzip on the fly only, no sibling",
    "plain": "every file as it is",
}
#: The issue's goals: (figure, profile) -> (limit, unit).
GOALS = {
    ("cold", "localhost"): (2.0, "s"),
    ("cold", "10mbit"): (8.0, "s"),
    ("warm", "10mbit"): (1.5, "s"),
    ("static", "10mbit"): (1.0, "s"),
    ("first", "*"): (8.0, "MB"),
    ("second", "*"): (0.3, "MB"),
    ("before", "*"): (0.0, "runtime requests"),
}
#: The last run's answers to the first action (path, status, bytes, encoding): ``--files``.
FIRST_FILES: list[tuple[str, int, int, str]] = []
#: The same for the second page.
SECOND_FILES: list[tuple[str, int, int, str]] = []
PHASES = ("action", "cache", "worker", "pyodide-script", "manager", "python", "imported", "built")


def now(page: object) -> float:
    return page.evaluate("performance.timeOrigin + performance.now()") / 1000  # type: ignore[attr-defined]


def board(page: object, path: str, url: str) -> tuple[float, dict]:
    """Click the first example's ▶ and wait for its board: (seconds, marks).

    A site whose first example starts by itself (no ▶: before lazy start) is
    timed from the navigation instead."""
    example = page.locator(".scorpion-example").first  # type: ignore[attr-defined]
    example.locator("figure.scorpion-board").wait_for(state="visible", timeout=60_000)
    button = example.locator(".scorpion-play-here")
    t0 = now(page)
    if button.count():
        button.click()
    else:
        t0 = page.evaluate("performance.timeOrigin") / 1000  # type: ignore[attr-defined]
    try:
        example.and_(page.locator("[data-scorpion-live=ready]")).wait_for(timeout=120_000)  # type: ignore[attr-defined]
    except Exception as error:
        state = example.get_attribute("data-scorpion-live")
        marks = example.get_attribute("data-scorpion-marks")
        raise RuntimeError(f"{path}: board {state}, marks {marks}") from error
    seconds = now(page) - t0
    return seconds, json.loads(example.get_attribute("data-scorpion-marks") or "{}")


def runtime(answers: list[tuple[str, int, int, str]]) -> int:
    return sum(1 for a in answers if "/lite/" in a[0] or "worker.js" in a[0] or "-sw.js" in a[0])


def one_run(browser: object, server: SiteServer, args: argparse.Namespace) -> dict:
    out: dict[str, float] = {}
    query = f"?{args.query}" if args.query else ""
    ctx = browser.new_context(viewport={"width": 1200, "height": 900})  # type: ignore[attr-defined]
    page = ctx.new_page()
    mark = server.sent.mark()
    page.goto(f"{server.url}/{args.page}{query}", wait_until="commit")
    page.locator(".scorpion-example figure.scorpion-board").first.wait_for(state="visible")
    out["static"] = now(page) - page.evaluate("performance.timeOrigin") / 1000
    page.wait_for_timeout(1000)
    before = server.sent.since(mark)
    out["before"] = sum(a[2] for a in before) / 1e6
    out["before_requests"] = len(before)
    out["before_runtime"] = runtime(before)
    mark = server.sent.mark()
    out["cold"], marks = board(page, args.page, server.url)
    first = server.sent.since(mark)
    out["first"] = sum(a[2] for a in first) / 1e6
    out["first_requests"] = len(first)
    FIRST_FILES[:] = first
    # The worker's choice: the snapshot or not (1/0), and its estimate of the
    # snapshot's download (seconds), weighed against what it saves.
    out["snapshot"] = 1.0 if "snapshot" in marks else 0.0
    estimate = marks.get("snapshot-download-estimate")
    if isinstance(estimate, (int, float)):
        out["estimate"] = estimate
    action = marks.get("action")
    for phase in PHASES[1:]:
        if isinstance(marks.get(phase), (int, float)) and action:
            out[f"+{phase}"] = (marks[phase] - action) / 1000
    # The reader reads before going on; what the page fetches meanwhile (the
    # snapshot, after a first visit that did without it) is "later".
    mark = server.sent.mark()
    page.wait_for_timeout(args.dwell * 1000)
    out["later"] = server.sent.bytes_since(mark) / 1e6
    mark = server.sent.mark()
    page.goto(f"{server.url}/{args.second}{query}", wait_until="commit")
    out["warm"], _ = board(page, args.second, server.url)
    second = server.sent.since(mark)
    out["second"] = sum(a[2] for a in second) / 1e6
    out["second_requests"] = len(second)
    SECOND_FILES[:] = second
    ctx.close()
    ctx = browser.new_context(viewport={"width": 1200, "height": 900})  # type: ignore[attr-defined]
    page = ctx.new_page()
    page.goto(f"{server.url}/{args.play}{query}", wait_until="commit")
    page.locator(".scorpion-player[data-scorpion-live=ready]").wait_for(timeout=300_000)
    out["play"] = now(page) - page.evaluate("performance.timeOrigin") / 1000
    ctx.close()
    return out


def goal(name: str, profile: str) -> str:
    limit = GOALS.get((name, profile)) or GOALS.get((name, "*"))
    return f" (goal ≤ {limit[0]:g} {limit[1]})" if limit else ""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "_build" / "html")
    parser.add_argument("--page", default="en/examples/moving-a-block.html")
    parser.add_argument("--second", default="ar/examples/first-move.html")
    parser.add_argument("--play", default="en/play.html")
    parser.add_argument("--runs", type=whole(1, 1000), default=3)
    parser.add_argument(
        "--dwell",
        type=seconds(zero=True, high=600),
        default=10,
        help="seconds on the first page before the second",
    )
    parser.add_argument(
        "--profile", action="append", choices=sorted(PROFILES), help="default: both"
    )
    parser.add_argument("--query", default="", help="extra query, e.g. scorpion-snapshot=0")
    parser.add_argument(
        "--host",
        choices=sorted(HOSTS),
        default="siblings",
        help="siblings: .br/.gz siblings, else gzip (default); gzip: gzip on the fly only; "
        "plain: files as they are",
    )
    parser.add_argument("--no-compress", action="store_true", help="the same as --host plain")
    parser.add_argument("--marks", action="store_true", help="also print the worker's phases")
    parser.add_argument(
        "--files",
        action="store_true",
        help="also list what the first board and the second page downloaded, file by file",
    )
    args = parser.parse_args()
    if not (args.site / args.page).exists():
        raise SystemExit(f"{args.site / args.page} is missing: run `make site-html` first")
    from playwright.sync_api import sync_playwright

    profiles = args.profile or ["localhost", "10mbit"]
    host = "plain" if args.no_compress else args.host
    servers = {
        profile: SiteServer(
            args.site,
            **HOSTS[host],
            link=Link(*PROFILES[profile]) if PROFILES[profile] else None,
        )
        for profile in profiles
    }
    results: dict[str, list[dict]] = {p: [] for p in profiles}
    failures: list[tuple[str, str]] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for i in range(args.runs):
            for profile in profiles:
                try:
                    r = one_run(browser, servers[profile], args)
                except Exception as error:  # a board that never came: say so, go on
                    print(f"run {i + 1} {profile}: FAILED {str(error).splitlines()[0]}")
                    failures.append((profile, str(error)))
                    continue
                results[profile].append(r)
                shown = {k: v for k, v in r.items() if args.marks or not k.startswith("+")}
                print(
                    f"run {i + 1} {profile}: "
                    + "  ".join(f"{k}={v:.2f}" for k, v in shown.items()),
                    flush=True,
                )
        browser.close()
    for server in servers.values():
        server.close()
    print(f"\nmedians of {args.runs} runs, {args.site}, host: {host} ({HOST_SAYS[host]}):")
    for profile in profiles:
        rows = results[profile]

        def med(key: str, rows: list[dict] = rows) -> float:
            return statistics.median(r[key] for r in rows)

        print(f"  {profile}:")
        print(f"    static diagram      {med('static'):6.2f} s{goal('static', profile)}")
        print(
            f"    before the action   {med('before'):6.3f} MB in {med('before_requests'):.0f} "
            f"requests, {med('before_runtime'):.0f} of the runtime{goal('before', profile)}"
        )
        print(
            f"    first action        {med('first'):6.2f} MB in {med('first_requests'):.0f} "
            f"requests{goal('first', profile)}"
        )
        print(
            f"    interactive, cold   {med('cold'):6.2f} s after the click{goal('cold', profile)}"
        )
        print(
            f"    second page         {med('second'):6.3f} MB in {med('second_requests'):.0f} "
            f"requests{goal('second', profile)}"
        )
        print(
            f"    interactive, warm   {med('warm'):6.2f} s after the click{goal('warm', profile)}"
        )
        print(f"    Play page, cold     {med('play'):6.2f} s from navigation")
        if args.marks:
            print(
                "    worker phases after the click: "
                + "  ".join(
                    f"{k[1:]}={med(k):.2f}"
                    for k in rows[0]
                    if k.startswith("+") and all(k in r for r in rows)
                )
            )
    if args.files and FIRST_FILES:
        print("what the first board downloaded (last run), largest first:")
        for path, status, size, encoding in sorted(FIRST_FILES, key=lambda a: -a[2]):
            print(f"  {size / 1e6:8.3f} MB  {status}  {encoding or '-':4}  {path}")
    if args.files and SECOND_FILES:
        print("what the second page downloaded (last run), largest first:")
        for path, status, size, encoding in sorted(SECOND_FILES, key=lambda a: -a[2]):
            print(f"  {size / 1e6:8.3f} MB  {status}  {encoding or '-':4}  {path}")
    if failures:
        print(f"FAILED RUNS: {len(failures)}: " + "; ".join(p for p, _ in failures))
    print("load average: " + " ".join(f"{x:.2f}" for x in os.getloadavg()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
