"""The page player's widget manager (tools/lite/widgets, bundled by
tools/lite/build_lite.py's widget_manager()): its npm packages pinned, and the
steps player.js loads the same entry points the build makes."""

from __future__ import annotations

import json
import re
from pathlib import Path

from conftest import load_tool

build_lite = load_tool("tools/lite/build_lite.py")
ROOT = Path(__file__).resolve().parents[1]
WIDGETS = ROOT / "tools" / "lite" / "widgets"
PLAYER = ROOT / "docs" / "_static" / "player" / "player.js"


def test_player_loads_the_entries_the_build_makes() -> None:
    """player.js imports lite/player/widgets-<step>.js for each of its
    MANAGER_STEPS: exactly the build's entry points, in the same order, each
    with its source file (a step the build does not make fails the board)."""
    found = re.search(r"var MANAGER_STEPS = \[([^\]]*)\];", PLAYER.read_text(encoding="utf-8"))
    assert found, "player.js has no MANAGER_STEPS"
    steps = tuple(json.loads(f"[{found.group(1)}]"))
    assert steps == build_lite.WIDGET_ENTRIES
    assert steps[-1] == "manager", "the manager comes last: it needs all the others"
    for step in steps:
        assert (WIDGETS / "src" / f"{step}.js").is_file(), step


def test_the_widget_packages_are_pinned() -> None:
    """Every package the manager's sources import is a dependency at one exact
    version, and the lock (which ``npm ci`` installs) has that version."""
    package = json.loads((WIDGETS / "package.json").read_text(encoding="utf-8"))
    lock = json.loads((WIDGETS / "package-lock.json").read_text(encoding="utf-8"))
    wanted = package["dependencies"]
    for name, version in wanted.items():
        assert re.fullmatch(r"\d+\.\d+\.\d+", version), f"{name} is not pinned: {version}"
        assert lock["packages"][f"node_modules/{name}"]["version"] == version, name
    assert lock["packages"][""]["dependencies"] == wanted, "the lock is older than package.json"
    imported = set()
    for source in (WIDGETS / "src").glob("*.js"):
        for spec in re.findall(r'from "([^"./][^"]*)"', source.read_text(encoding="utf-8")):
            imported.add("/".join(spec.split("/")[: 2 if spec.startswith("@") else 1]))
    assert imported - set(wanted) == set(), "imported but not pinned"
    assert "esbuild" in wanted
