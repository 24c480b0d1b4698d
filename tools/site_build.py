"""The Sphinx command that builds one language of the site, as ``make site`` runs it.

Shared by the site tests (tests/site) and the benchmark (bench/site.py), so both
build exactly what the Makefile builds: warnings are errors, nitpicky, quiet.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def sphinx_html_command(lang: str, src: Path, out: Path, doctrees: Path, *extra: str) -> list[str]:
    """The ``sphinx-build`` argument list for ``lang`` from ``src`` into ``out``."""
    return [
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
        str(doctrees),
        "-W",
        "--keep-going",
        "-n",
        "-q",
        *extra,
        str(src),
        str(out),
    ]
