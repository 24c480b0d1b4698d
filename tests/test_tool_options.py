"""The tools' and benchmarks' command lines refuse nonsense before any work (issue 29, item 4).

Each script is run as a developer runs it (``python tools/x.py …``) with an option
out of range: it must stop with a usage error (status 2) that names the option and
the value, print no traceback, and write nothing. Before, ``--seconds nan`` ran
bench/engine.py forever, ``--jobs x`` and ``--games -2`` were tracebacks,
``--deals -5`` of bench/solver.py a StatisticsError, ``--budget nan`` of
tools/winning_game.py a ParseError, ``cldr_data.py --help`` rewrote its file
and ``catalog_stats.py xx`` printed nothing with status 0.
"""

from __future__ import annotations

import doctest
import importlib
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]

CASES = [
    ("bench/engine.py", ["--seconds", "nan"], "argument --seconds: 'nan'"),
    ("bench/engine.py", ["--seconds", "-1"], "argument --seconds: '-1'"),
    ("bench/site.py", ["--jobs", "x"], "argument --jobs: 'x'"),
    ("bench/site.py", ["--jobs", "0"], "argument --jobs: '0'"),
    ("bench/site.py", ["xx"], "unknown languages xx"),
    ("bench/solver.py", ["--deals", "-5"], "argument --deals: '-5'"),
    ("bench/solver.py", ["--budget", "nan"], "argument --budget: 'nan'"),
    ("bench/solver.py", ["--variant", "nope"], "argument --variant: invalid choice: 'nope'"),
    ("bench/solver.py", ["--first", "18446744073709551615", "--deals", "2"], "beyond deal"),
    ("bench/scopone_ai.py", ["--games", "-2"], "argument --games: '-2'"),
    ("bench/scopone_ai.py", ["--games", "3"], "--games 3: give an even number"),
    ("bench/scopone_ai.py", ["--iterations", "0"], "argument --iterations: '0'"),
    ("bench/scopone_ai.py", ["--budget", "nan", "--timing", "1"], "argument --budget: 'nan'"),
    ("bench/player.py", ["--runs", "0"], "argument --runs: '0'"),
    ("bench/player.py", ["--dwell", "inf"], "argument --dwell: 'inf'"),
    ("bench/serve.py", ["--clients", "0"], "argument --clients: '0'"),
    ("bench/serve.py", ["--path", "index.html"], "--path 'index.html'"),
    ("tools/serve.py", [".", "--port", "70000"], "argument --port: '70000' is not a port"),
    ("tools/winning_game.py", ["--budget", "nan"], "argument --budget: 'nan'"),
    ("tools/catalog_stats.py", ["xx"], "argument languages: invalid choice: 'xx'"),
    ("tools/cldr_data.py", ["--bogus"], "unrecognized arguments: --bogus"),
    ("tools/site_doctest_fill.py", ["/nonexistent/page.md"], "/nonexistent/page.md: not a page"),
    ("tools/intl_update.py", ["_build/gettext", "locales", "xx"], "no such translation xx"),
    (
        "tools/lite/build_lite.py",
        ["--out", "/dev/null"],
        "argument --out: '/dev/null' is not a folder",
    ),
]


@pytest.mark.parametrize(("script", "argv", "message"), CASES, ids=lambda v: str(v)[:40])
def test_a_bad_option_is_a_usage_error(script: str, argv: list[str], message: str) -> None:
    before = {p: p.stat().st_mtime_ns for p in (ROOT / "cardsite" / "_cldr.py",)}
    result = subprocess.run(
        [sys.executable, script, *argv],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 2, (result.returncode, result.stderr[-500:])
    assert message in result.stderr, result.stderr
    assert "Traceback" not in result.stderr
    assert {p: p.stat().st_mtime_ns for p in before} == before  # nothing rewritten


def _tools_module(name: str) -> ModuleType:
    """``tools/<name>.py`` imported as the tools import each other (tools/ on the path)."""
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(ROOT / "tools"))


def test_the_option_types_doctests() -> None:
    for name in ("options", "serve"):
        module = _tools_module(name)
        failed, tried = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
        assert tried >= 3 and failed == 0, name


def test_write_aside_leaves_the_old_file_when_it_fails(tmp_path: Path) -> None:
    options = _tools_module("options")
    target = tmp_path / "catalogue.txt"
    target.write_text("old\n")
    with pytest.raises(TypeError):
        options.write_aside(target, 12345)  # not text: nothing written
    assert target.read_text() == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["catalogue.txt"]
    options.write_aside(target, "new\n")
    assert target.read_text() == "new\n" and len(list(tmp_path.iterdir())) == 1
