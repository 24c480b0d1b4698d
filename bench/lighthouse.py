"""Lighthouse's four scores for the site's pages, mobile and desktop: a benchmark.

    .venv/bin/python bench/lighthouse.py [--site _build/html] [--lang en --lang ar]
        [--page rules] [--form mobile --form desktop] [--runs 1] [--audits]

Lighthouse comes from the npm registry at the pinned version below, installed
once into ``_build/lighthouse`` (``npm install``; no download at run time), and
drives Debian's Chromium (``/usr/bin/chromium``) headless. The site is served by
``tools/serve.py`` on 127.0.0.1, compressed as static hosts do; the pages
request nothing from any other host. Prints, per page, language and form factor,
Performance, Accessibility, Best Practices and SEO (0–100) with the Largest
Contentful Paint, Total Blocking Time and Cumulative Layout Shift, then the
goals: ≥ 95 Performance on static pages, ≥ 90 on the Play pages, 100 in the
other three categories, CLS ≤ 0.02. ``--audits`` lists each audit that kept a
category under 100. With ``--runs N`` the median of N runs is printed.

The defaults are the pages the outside test measured (index, rules, an example,
both Play pages, Scopone's index, rules and an example) in English and Arabic.
Exit status 0 even when a goal is missed: it is a benchmark, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from serve import SiteServer  # noqa: E402

#: Lighthouse, pinned (the version of the outside test).
LIGHTHOUSE = "lighthouse@12.2.3"
CHROMIUM = os.environ.get("SCORPION_CHROMIUM", "/usr/bin/chromium")
CHROME_FLAGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PAGES = [
    "index",
    "rules",
    "examples/moving-a-block",
    "play",
    "scopone/index",
    "scopone/rules",
    "scopone/examples/choosing-the-capture",
    "scopone/play",
]
PLAY_PAGES = {"play", "scopone/play"}
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
SHORT = {"performance": "perf", "accessibility": "a11y", "best-practices": "best", "seo": "seo"}


def install(cache: Path) -> Path:
    """The Lighthouse command line, installed once into ``cache`` with npm."""
    cli = cache / "node_modules" / "lighthouse" / "cli" / "index.js"
    if not cli.exists():
        cache.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["npm", "install", "--no-audit", "--no-fund", "--prefix", str(cache), LIGHTHOUSE],
            check=True,
        )
    return cli


def run_once(cli: Path, url: str, form: str) -> dict:
    """One Lighthouse run of ``url``; its JSON report."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "report.json"
        cmd = [
            "node",
            str(cli),
            url,
            "--quiet",
            "--output=json",
            f"--output-path={out}",
            f"--only-categories={','.join(CATEGORIES)}",
            f"--chrome-flags={' '.join(CHROME_FLAGS)} --user-data-dir={tmp}/profile",
            "--max-wait-for-load=60000",
        ]
        if form == "desktop":
            cmd.append("--preset=desktop")
        env = {**os.environ, "CHROME_PATH": CHROMIUM}
        subprocess.run(cmd, check=True, env=env, stdout=subprocess.DEVNULL)
        return json.loads(out.read_text(encoding="utf-8"))


def figures(report: dict) -> dict[str, float]:
    """The four scores (0–100) and LCP (s), TBT (s), CLS of one report."""
    cats = report["categories"]
    audits = report["audits"]
    out = {c: round(100 * (cats[c]["score"] or 0)) for c in CATEGORIES}
    out["lcp"] = audits["largest-contentful-paint"]["numericValue"] / 1000
    out["tbt"] = audits["total-blocking-time"]["numericValue"] / 1000
    out["cls"] = audits["cumulative-layout-shift"]["numericValue"]
    return out


def shortfalls(report: dict) -> list[str]:
    """The audits that cost a category points: ``category: audit id (score)``."""
    lines = []
    for cat in CATEGORIES:
        for ref in report["categories"][cat]["auditRefs"]:
            audit = report["audits"][ref["id"]]
            score = audit.get("score")
            if ref.get("weight", 0) > 0 and score is not None and score < 1:
                lines.append(f"{cat}: {ref['id']} ({score:.2f}) {audit.get('displayValue', '')}")
    return lines


def goal_met(page: str, fig: dict[str, float]) -> bool:
    perf = 90 if page in PLAY_PAGES else 95
    return (
        fig["performance"] >= perf
        and all(fig[c] == 100 for c in CATEGORIES[1:])
        and fig["cls"] <= 0.02
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / "_build" / "html")
    parser.add_argument("--lang", action="append", help="en, ar, … (default: en and ar)")
    parser.add_argument("--page", action="append", help="a page name (default: eight pages)")
    parser.add_argument("--form", action="append", choices=["mobile", "desktop"])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--audits", action="store_true", help="list the audits under 100")
    parser.add_argument("--cache", type=Path, default=ROOT / "_build" / "lighthouse")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be 1 or more")
    if not (args.site / "en" / "index.html").exists():
        parser.error(f"no site at {args.site}: run `make site` first")
    if not Path(CHROMIUM).exists():
        parser.error(f"no Chromium at {CHROMIUM}")
    cli = install(args.cache)
    langs = args.lang or ["en", "ar"]
    pages = args.page or PAGES
    forms = args.form or ["mobile", "desktop"]
    server = SiteServer(args.site)
    missed = 0
    try:
        print(f"{'page':44} {'form':7} perf a11y best  seo   LCP s  TBT s    CLS  goal")
        for lang in langs:
            for page in pages:
                for form in forms:
                    url = f"{server.url}/{lang}/{page}.html"
                    reports = [run_once(cli, url, form) for _ in range(args.runs)]
                    runs = [figures(r) for r in reports]
                    fig = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
                    ok = goal_met(page, fig)
                    missed += not ok
                    print(
                        f"{lang + '/' + page:44} {form:7} "
                        + " ".join(f"{fig[c]:4.0f}" for c in CATEGORIES)
                        + f" {fig['lcp']:7.2f} {fig['tbt']:6.2f} {fig['cls']:6.3f}  "
                        + ("met" if ok else "MISSED"),
                        flush=True,
                    )
                    if args.audits:
                        for line in shortfalls(reports[-1]):
                            print(f"    {line}")
    finally:
        server.close()
    print(f"{missed} of {len(langs) * len(pages) * len(forms)} page runs miss a goal")
    return 0


if __name__ == "__main__":
    sys.exit(main())
