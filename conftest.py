"""Project-wide pytest hooks: print the translation statistics after every run."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """The per-language, per-domain completeness table of the catalogs."""
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import catalog_stats
    except ImportError:  # polib missing: the catalog tests will say so
        return
    rows = catalog_stats.summary()
    if rows:
        terminalreporter.section("translations")
        terminalreporter.write_line(catalog_stats.format_summary(rows))
