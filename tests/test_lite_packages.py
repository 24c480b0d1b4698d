"""The page runtime's packages (tools/lite/build_lite.py): what goes in, and the split
between the files a page restored from the memory snapshot unpacks and the rest."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from conftest import load_tool

build_lite = load_tool("tools/lite/build_lite.py")

METADATA = b"Metadata-Version: 2.1\nName: scorpion-solitaire\nVersion: 0.1.0\n\n# Long\n\ntext\n"


def _zip(path: Path, files: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in files.items():
            z.writestr(name, data)
    return path


@pytest.fixture
def wheels(tmp_path: Path) -> list[Path]:
    project = _zip(
        tmp_path / "scorpion_solitaire-0.1.0-py3-none-any.whl",
        {
            "scorpion/__init__.py": b"",
            "scorpion/game.py": b"import json\n",
            "scorpion/solver/study.py": b"import csv\n",
            "scorpion/locale/ar/LC_MESSAGES/scorpion.mo": b"mo",
            "scorpion/data/solvable-classic.txt": b"1\n",
            "scorpion/sphinxext/position.py": b"",
            "scorpion/cli/__init__.py": b"import argparse\n",
            "scorpion/__main__.py": b"",
            "cardsite/cli.py": b"import argparse\n",
            "cardsite/sphinx/static.py": b"",
            "scorpion_solitaire-0.1.0.dist-info/METADATA": METADATA,
            "scorpion_solitaire-0.1.0.dist-info/RECORD": b"x,,\n",
        },
    )
    traitlets = _zip(
        tmp_path / "traitlets-5.14.3-py3-none-any.whl",
        {
            "traitlets/__init__.py": b"",
            "traitlets/config/__init__.py": b"import argparse\nfrom .loader import x\n",
            "traitlets/config/loader.py": b"import shlex\n",
            "traitlets/config/sphinxdoc.py": b"",
            "traitlets/tests/test_x.py": b"",
        },
    )
    return [project, traitlets]


def test_the_page_packages_leave_out_what_no_page_uses(tmp_path: Path, wheels: list[Path]) -> None:
    out = tmp_path / "packages.zip"
    count = build_lite.page_packages(wheels, out)
    with zipfile.ZipFile(out) as z:
        names = set(z.namelist())
        assert {i.compress_type for i in z.infolist()} == {zipfile.ZIP_STORED}
        metadata = z.read("scorpion_solitaire-0.1.0.dist-info/METADATA")
    assert count == len(names) == 9
    for gone in (
        "sphinxext/",
        "/cli",
        "__main__",
        "cardsite/sphinx/",
        "RECORD",
        "/tests/",
        "sphinxdoc",
    ):
        assert not [n for n in names if gone in n], gone
    assert "scorpion/locale/ar/LC_MESSAGES/scorpion.mo" in names
    assert "scorpion/data/solvable-classic.txt" in names
    assert "scorpion/solver/study.py" in names
    assert metadata == b"Metadata-Version: 2.1\nName: scorpion-solitaire\nVersion: 0.1.0\n"


def test_the_split_keeps_late_modules_and_data_apart(tmp_path: Path, wheels: list[Path]) -> None:
    whole, late = tmp_path / "imported.zip", tmp_path / "late.zip"
    build_lite.page_packages(wheels, whole)
    before = set(zipfile.ZipFile(whole).namelist())
    in_snapshot = {"scorpion", "scorpion.game", "traitlets", "json"}
    counts = build_lite.split_packages(whole, late, in_snapshot)
    imported = set(zipfile.ZipFile(whole).namelist())
    later = set(zipfile.ZipFile(late).namelist())
    assert imported == {"scorpion/__init__.py", "scorpion/game.py", "traitlets/__init__.py"}
    assert imported | later == before and not imported & later
    assert counts == (len(later), len(imported))
    assert "traitlets/config/loader.py" in later and "scorpion/solver/study.py" in later


def test_the_page_stdlib_follows_the_late_packages_imports(
    tmp_path: Path, wheels: list[Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """argparse is in no snapshot once the command lines are out of it, and
    traitlets.config, which a board imports late, imports it."""
    stdlib = _zip(
        tmp_path / "python_stdlib.zip",
        {
            "queue.py": b"import threading\n",
            "threading.py": b"",
            "argparse.py": b"import gettext as _g\n",
            "gettext.py": b"",
            "shlex.py": b"",
            "json/__init__.py": b"",
            "csv.py": b"",
        },
    )
    whole, late = tmp_path / "imported.zip", tmp_path / "late.zip"
    build_lite.page_packages(wheels, whole)
    build_lite.split_packages(whole, late, {"scorpion", "traitlets"})
    monkeypatch.setattr(build_lite, "LATE_STDLIB", ("queue",))
    monkeypatch.setattr(build_lite, "LATE_PACKAGES", ("traitlets.config",))
    page = tmp_path / "python_stdlib.page.zip"
    count = build_lite.page_stdlib(stdlib, page, {"threading", "gettext"}, late)
    names = set(zipfile.ZipFile(page).namelist())
    assert names == {"queue.py", "argparse.py", "shlex.py"} and count == 3
    # Without the late packages, only the standard library's own late modules.
    build_lite.page_stdlib(stdlib, page, {"threading", "gettext"})
    assert set(zipfile.ZipFile(page).namelist()) == {"queue.py"}
    monkeypatch.setattr(build_lite, "LATE_PACKAGES", ("traitlets.nothing",))
    with pytest.raises(SystemExit, match=r"traitlets\.nothing"):
        build_lite.page_stdlib(stdlib, page, set(), late)
