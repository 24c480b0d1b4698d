"""Benchmark the site build: a clean build of every language, then a one-page rebuild.

Goals on a 2-core machine: clean build of all five languages ≤ 120 s; rebuild after
editing one page ≤ 15 s (all five languages, incremental, as ``sphinx-build``
without ``-E`` does it). Builds go to a temporary folder; the page edit is made
in a temporary copy of docs/, so the working tree is never touched.

    python bench/site.py            # all five languages, two at a time (as make does)
    python bench/site.py en ar      # some of them
    python bench/site.py --jobs 1   # one language after the other

The totals are wall-clock times; each language's own time is printed too.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("en", "ro", "ar", "ru", "it")
sys.path.insert(0, str(ROOT / "tools"))

from options import whole  # noqa: E402
from site_build import sphinx_html_command  # noqa: E402


def build(src: Path, out: Path, lang: str, *extra: str) -> float:
    start = time.perf_counter()
    subprocess.run(
        sphinx_html_command(lang, src, out / lang, out / ".doctrees" / lang, *extra),
        cwd=ROOT,
        check=True,
    )
    return time.perf_counter() - start


def build_all(
    src: Path, out: Path, languages: tuple[str, ...], jobs: int, *extra: str
) -> tuple[float, dict[str, float]]:
    """Build every language, ``jobs`` at a time; return (wall seconds, {lang: seconds})."""
    start = time.perf_counter()
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        times = dict(
            zip(
                languages,
                pool.map(lambda lang: build(src, out, lang, *extra), languages),
                strict=True,
            )
        )
    return time.perf_counter() - start, times


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=whole(1, 16), default=2, help="languages built at once")
    parser.add_argument("languages", nargs="*", help=f"some of {' '.join(LANGUAGES)}")
    args = parser.parse_args(argv)
    unknown = [lang for lang in args.languages if lang not in LANGUAGES]
    if unknown:
        parser.error(f"unknown languages {' '.join(unknown)}: choose from {' '.join(LANGUAGES)}")
    jobs = args.jobs
    languages = tuple(args.languages) or LANGUAGES
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        src = tmp_path / "docs"
        shutil.copytree(ROOT / "docs", src)
        # conf.py reads the catalogs relative to the source folder (../locales).
        (tmp_path / "locales").symlink_to(ROOT / "locales")
        out = tmp_path / "html"
        total_clean, clean = build_all(src, out, languages, jobs, "-E")
        page = src / "faq.md"
        page.write_text(page.read_text(encoding="utf-8") + "\nOne more line.\n", encoding="utf-8")
        total_rebuild, rebuild = build_all(src, out, languages, jobs)
    print(f"{'language':<10}{'clean (s)':>12}{'one page (s)':>15}")
    for lang in languages:
        print(f"{lang:<10}{clean[lang]:>12.1f}{rebuild[lang]:>15.1f}")
    print(f"{f'wall, {jobs} at a time':<24}{total_clean:>6.1f}{total_rebuild:>15.1f}")
    print(
        f"goals: clean ≤ 120 s ({'met' if total_clean <= 120 else 'MISSED'}), "
        f"one-page rebuild ≤ 15 s ({'met' if total_rebuild <= 15 else 'MISSED'})"
    )


if __name__ == "__main__":
    main(sys.argv[1:])
