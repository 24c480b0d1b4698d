"""Benchmark the site build: a clean build of every language, then a one-page rebuild.

Goals on a 2-core machine: clean build of all five languages ≤ 120 s; rebuild after
editing one page ≤ 15 s (all five languages, incremental, as ``sphinx-build``
without ``-E`` does it). Builds go to a temporary folder; the page edit is made
in a temporary copy of docs/, so the working tree is never touched.

    python bench/site.py            # all five languages
    python bench/site.py en ar      # some of them
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("en", "ro", "ar", "ru", "it")


def build(src: Path, out: Path, lang: str, *extra: str) -> float:
    start = time.perf_counter()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "sphinx",
            "-b",
            "html",
            "-c",
            str(ROOT),
            "-D",
            f"language={lang}",
            "-d",
            str(out / ".doctrees" / lang),
            "-W",
            "--keep-going",
            "-n",
            "-q",
            *extra,
            str(src),
            str(out / lang),
        ],
        cwd=ROOT,
        check=True,
    )
    return time.perf_counter() - start


def main(languages: tuple[str, ...]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        src = tmp_path / "docs"
        shutil.copytree(ROOT / "docs", src)
        out = tmp_path / "html"
        clean = {lang: build(src, out, lang, "-E") for lang in languages}
        page = src / "faq.md"
        page.write_text(page.read_text(encoding="utf-8") + "\nOne more line.\n", encoding="utf-8")
        rebuild = {lang: build(src, out, lang) for lang in languages}
    print(f"{'language':<10}{'clean (s)':>12}{'one page (s)':>15}")
    for lang in languages:
        print(f"{lang:<10}{clean[lang]:>12.1f}{rebuild[lang]:>15.1f}")
    total_clean, total_rebuild = sum(clean.values()), sum(rebuild.values())
    print(f"{'total':<10}{total_clean:>12.1f}{total_rebuild:>15.1f}")
    print(
        f"goals: clean ≤ 120 s ({'met' if total_clean <= 120 else 'MISSED'}), "
        f"one-page rebuild ≤ 15 s ({'met' if total_rebuild <= 15 else 'MISSED'})"
    )


if __name__ == "__main__":
    main(tuple(sys.argv[1:]) or LANGUAGES)
