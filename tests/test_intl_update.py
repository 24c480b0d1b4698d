"""`make intl-update` (tools/intl_update.py): a changed paragraph turns fuzzy and keeps the
English it was translated from, in a catalog GNU msgfmt accepts (sphinx-intl wrote no
`#| msgid`, so the second readers had to dig the old English out of git)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import polib

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import intl_update  # noqa: E402

OLD = (
    "When the table is empty the player to move has to lay a card, and the next player "
    "takes it at once with a card of the same value, for a scopa."
)
NEW = OLD.replace("takes it at once", "can take it at once")


def _catalog(path: Path, msgid: str, msgstr: str = "") -> None:
    po = polib.POFile(wrapwidth=76)
    po.metadata = {"Content-Type": "text/plain; charset=UTF-8", "Language": "it"}
    po.append(polib.POEntry(msgid="Tactics", msgstr="Tattica" if msgstr else ""))
    po.append(polib.POEntry(msgid=msgid, msgstr=msgstr, occurrences=[("tactics.md", "3")]))
    po.save(str(path))


def _pages(tmp_path: Path, english: str, translated: str, msgstr: str) -> tuple[Path, Path, Path]:
    """A template holding ``english`` and an Italian catalog that translated ``translated``."""
    pots, locales = tmp_path / "gettext", tmp_path / "locales"
    pots.mkdir()
    (locales / "it" / "LC_MESSAGES").mkdir(parents=True)
    _catalog(pots / "tactics.pot", english)
    po = locales / "it" / "LC_MESSAGES" / "tactics.po"
    _catalog(po, translated, msgstr)
    return pots, locales, po


def test_changed_paragraph_is_fuzzy_with_its_previous_english(tmp_path: Path) -> None:
    pots, locales, po = _pages(tmp_path, NEW, OLD, "Quando il tavolo è vuoto…")
    counts = intl_update.update(pots, locales, ["it", "ro"])
    assert counts == {"created": 1, "updated": 1, "unchanged": 0}
    entry = polib.pofile(str(po)).find(NEW)
    assert entry is not None and "fuzzy" in entry.flags
    assert entry.previous_msgid == OLD
    assert entry.msgstr == "Quando il tavolo è vuoto…"
    msgfmt = Path(sys.executable).parent / "msgfmt"
    exe = str(msgfmt) if msgfmt.exists() else shutil.which("msgfmt")
    assert exe
    check = subprocess.run([exe, "--check", "-o", "/dev/null", str(po)], capture_output=True)
    assert check.returncode == 0, check.stderr
    assert (locales / "ro" / "LC_MESSAGES" / "tactics.po").exists()


def test_unchanged_catalog_is_not_rewritten(tmp_path: Path) -> None:
    pots, locales, po = _pages(tmp_path, OLD, OLD, "Quando…")
    before = po.read_bytes()
    assert intl_update.update(pots, locales, ["it"])["unchanged"] == 1
    assert po.read_bytes() == before


def test_missing_templates_are_a_clear_error(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    assert intl_update.main([str(tmp_path / "nowhere"), str(tmp_path), "it"]) == 2
    assert "make gettext" in capsys.readouterr().err
