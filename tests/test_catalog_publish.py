"""A translator's mistake never reaches a page: the gate `make site` runs first, and the build.

Each test makes one mistake in a temporary copy of the real catalogs, as a translator
would in an editor, and checks the exact ``file:line: sentence`` that the publish gate
(``tools/po_gates.py``, which ``make site`` runs before it builds) prints, and that it
stops (exit status 1). A few one-page builds show that the build itself stops on the
same sentences (``cardsite/sphinx/catalog_gates.py``), including the mistakes only a
build can see (an edited ``msgid`` of a page), and that a catalog the program cannot
fill in shows English on a board or a command line instead of raising ``KeyError``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import polib
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import po_gates  # noqa: E402

RLM = "\u200f"


@pytest.fixture
def locales(tmp_path: Path) -> Path:
    """A copy of the real catalogs, for the test to break."""
    copy = tmp_path / "locales"
    shutil.copytree(ROOT / "locales", copy, ignore=shutil.ignore_patterns("*.mo"))
    return copy


def _edit(po: Path, old: str, new: str) -> None:
    """Replace ``old`` (found exactly once) by ``new``, as an editor would."""
    text = po.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} is in {po} {text.count(old)} times"
    po.write_text(text.replace(old, new), encoding="utf-8")


def _msgid_line(po: Path, first: str) -> int:
    """The line of the ``msgid`` whose text starts with ``first`` (read from the file)."""
    lines = po.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, 1):
        if line == f'msgid "{first}"' or (line.startswith('msgid "') and f'"{first}' in line):
            return number
        if line.startswith(f'"{first}') and lines[number - 2] == 'msgid ""':
            return number - 1
    raise AssertionError(f"no msgid {first!r} in {po}")


def _source_line(first: str) -> int:
    """The line of ``docs/faq.md`` (the one-page build's ``index.md``) that starts with ``first``."""
    lines = (ROOT / "docs" / "faq.md").read_text(encoding="utf-8").splitlines()
    return next(n for n, line in enumerate(lines, 1) if line.startswith(first))


def _gate(locales: Path, lang: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    """Run the publish gate as `make site` runs po_gates.py; its status and its lines."""
    status = po_gates.main(["--gate", "publish", "--locales", str(locales), lang])
    return status, capsys.readouterr().out.splitlines()


# --- one mistake per test: an editor's change, then the gate's exact line -------------------

_LONG = "“You may take **any face-up card**, wherever it lies in its…”"

# (language, catalog, text the translator changes, what they write, the start of the entry's
# msgid, the sentence after "file:line: ").
MISTAKES = [
    pytest.param(
        "ro", "scopone.po", 'msgid "{n} card"\n', '#, fuzzy\nmsgid "{n} card"\n', "{n} card",
        "“{n} card” is marked fuzzy (the line #, fuzzy above it), so readers would see the "
        "English: compare your translation with the English, correct it, then delete the "
        "#, fuzzy line.",
        id="fuzzy-program",
    ),
    pytest.param(
        "ro", "rules.po", 'msgid "Cards and columns"\n', '#, fuzzy\nmsgid "Cards and columns"\n',
        "Cards and columns",
        "“Cards and columns” is marked fuzzy (the line #, fuzzy above it), so readers would see "
        "the English: compare your translation with the English, correct it, then delete the "
        "#, fuzzy line.",
        id="fuzzy-page",
    ),
    pytest.param(
        "ro", "rules.po", 'msgid "Cards and columns"\nmsgstr "Cărți și coloane"',
        'msgid "Cards and columns"\nmsgstr ""', "Cards and columns",
        "“Cards and columns” has no translation (its msgstr is empty), so readers would see the "
        "English: write the translation.",
        id="emptied",
    ),
    pytest.param(
        "ro", "scopone.po", 'msgstr[0] "{n} carte"', 'msgstr[0] "{nr} carte"', "{n} card",
        "the translation of “{n} card” (msgstr[0]) uses {nr}, which the program does not fill "
        "in; use the English's placeholders: {n}.",
        id="placeholder-renamed-in-a-plural-form",
    ),
    pytest.param(
        # Only the count may be said in words (ورقتان); the card may never go.
        "ar", "scorpion.po",
        'msgstr[2] "حُددت الورقة {card} (ورقتان): لا نقلة مسموحة لها الآن."',
        'msgstr[2] "حُددت الورقة (ورقتان): لا نقلة مسموحة لها الآن."',
        "The {card} is selected ({count} card): it has no legal move now.",
        "the translation of “The {card} is selected ({count} card): it has no legal move…” "
        "(msgstr[2]) leaves out {card}, which the program fills in; keep every placeholder of "
        "the English: {card}, {count}.",
        id="placeholder-left-out",
    ),
    pytest.param(
        "ro", "scorpion.po", 'msgstr "scor: {score}  mutări: {moves}"',
        'msgstr "scor: {score  mutări: {moves}"', "score: {score}  moves: {moves}",
        "the translation of “score: {score} moves: {moves}” has a brace { or } that is not a "
        "placeholder, which the program cannot fill in; write the placeholders as the English "
        "does ({moves}, {score}) and a brace meant as text twice: {{ or }}.",
        id="brace-not-closed",
    ),
    pytest.param(
        "ro", "rules.po", '"Puteți lua **orice carte cu fața în sus**, ',
        '"Puteți lua **orice carte cu fața în sus, ', "You may take **any face-up card**",
        f"the translation of {_LONG} has a ** that does not close, so readers would see the "
        "stars: put ** before and after the words, as the English does.",
        id="unbalanced-bold",
    ),
    pytest.param(
        "ro", "rules.po", '"Puteți lua **orice carte cu fața în sus**, ',
        '"Puteți lua <img src=x onerror=alert(1)> **orice carte cu fața în sus**, ',
        "You may take **any face-up card**",
        f"the translation of {_LONG} has HTML that the English does not have: "
        "<img src=x onerror=alert(1)>; a translation may not add HTML, which would go into the "
        "page as it stands: remove it.",
        id="html-in-a-page",
    ),
    pytest.param(
        # The theme's labels are read as HTML text, not Markdown.
        "ro", "sphinx.po", 'msgstr "Căutare"', 'msgstr "Căutare<script>alert(1)</script>"',
        "Search",
        "the translation of “Search” has HTML that the English does not have: </script> "
        "<script>; a translation may not add HTML, which would go into the page as it stands: "
        "remove it.",
        id="html-in-theme-labels",
    ),
    pytest.param(
        "ro", "rules.po", '"<variants>` arată unde', '"<variant>` arată unde',
        "These are the rules of Classic Scorpion",
        "the translation of “These are the rules of Classic Scorpion as this site and…” changes "
        "the reference {doc}`variants` into {doc}`variant`: keep each reference's target as in "
        "the English (only the text before <…> is translated).",
        id="reference-target-changed",
    ),
    pytest.param(
        "ro", "rules.po", "**orice carte cu fața în sus**",
        "[**orice carte cu fața în sus**](https://example.com)", "You may take **any face-up card**",
        f"the translation of {_LONG} adds the link (https://example.com), which the English does "
        "not have: keep the link's address as in the English.",
        id="link-added",
    ),
    pytest.param(
        # Sphinx keeps the English of a paragraph whose translation parses as a list.
        "ro", "rules.po", '"Puteți lua **orice carte', '"1. Puteți lua **orice carte',
        "You may take **any face-up card**",
        f"the translation of {_LONG} begins like a numbered list item (1.), where the English is "
        "running text, so the page would keep the English: begin it otherwise (a \\ before the "
        "first character keeps it as text).",
        id="starts-a-list",
    ),
    pytest.param(
        # The gate used to say “4 is not in the English”; it now says what the mark is.
        "ar", "rules.po", "نوعها: 4♥، 10♦، K♠.", f"نوعها: 4{RLM}♥، 10♦، K♠.",
        "One ordinary deck of 52 cards",
        "the card label “4♥” in the translation of “One ordinary deck of 52 cards, no jokers. "
        "Ranks run from…” has an invisible right-to-left mark (U+200F) inside it: delete it; "
        "the site isolates card labels by itself.",
        id="right-to-left-mark-in-a-card-label",
    ),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "catalog", "old", "new", "first", "sentence"), MISTAKES)
def test_a_mistake_stops_the_gate(
    locales: Path,
    capsys: pytest.CaptureFixture[str],
    lang: str,
    catalog: str,
    old: str,
    new: str,
    first: str,
    sentence: str,
) -> None:
    po = locales / lang / "LC_MESSAGES" / catalog
    _edit(po, old, new)
    status, out = _gate(locales, lang, capsys)
    assert status == 1
    assert out == [f"{po}:{_msgid_line(po, first)}: {sentence}"]


def test_a_direction_mark_is_reported_once_and_by_name(locales: Path) -> None:
    """No other gate adds a misleading line (“4 is not in the English”) for the same mark."""
    po = locales / "ar" / "LC_MESSAGES" / "rules.po"
    _edit(po, "نوعها: 4♥، 10♦، K♠.", f"نوعها: 4{RLM}♥، 10♦، K♠.")
    found = po_gates.run("ar", po_gates.GATES, [po], locales)
    assert [p.check for p in found] == ["bidi"], "\n".join(map(str, found))


def test_an_edited_msgid_of_the_program_stops_the_gate(
    locales: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    po = locales / "ro" / "LC_MESSAGES" / "scopone.po"
    _edit(po, 'msgid "Not on the table: {cards}."', 'msgid "Not on the table: {card}."')
    pot = locales / "scopone.pot"
    status, out = _gate(locales, "ro", capsys)
    assert status == 1
    assert out == [
        f"{po}:{_msgid_line(po, 'Not on the table: {card}.')}: the English (msgid) of this entry "
        "was changed: the program says “Not on the table: {cards}.” "
        f"({pot}:{_msgid_line(pot, 'Not on the table: {cards}.')}), not “Not on the table: "
        "{card}.”; put the msgid back as it was (a translator changes only the msgstr), or "
        "readers see the English."
    ]


def test_english_the_catalog_lacks_stops_the_gate(
    locales: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    po = locales / "ro" / "LC_MESSAGES" / "cardsite.po"
    catalog = polib.pofile(str(po))
    gone = next(e for e in catalog if e.msgid == "options")
    catalog.remove(gone)
    catalog.save(str(po))
    pot = locales / "cardsite.pot"
    status, out = _gate(locales, "ro", capsys)
    assert status == 1
    assert out == [
        f"{po}: the English “options” ({pot}:{_msgid_line(pot, 'options')}) has no entry in this "
        "catalog, so readers would see it in English: run `make engine-update`, then translate it."
    ]


def test_make_site_runs_every_gate_before_it_builds() -> None:
    """`make site` (and everything that compiles a catalog) waits for the gates."""
    plan = subprocess.run(
        ["make", "-n", "-B", "site"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    gates = next(i for i, line in enumerate(plan) if "tools/po_gates.py ro ar ru it" in line)
    msgfmt = next(i for i, line in enumerate(plan) if "compile_catalogs.py --check" in line)
    firsts = [
        next(i for i, line in enumerate(plan) if marker in line)
        for marker in ("compile_catalogs.py locales/", "build_lite.py", "sphinx-build")
    ]
    assert msgfmt < gates < min(firsts), plan


# --- the build refuses them too ----------------------------------------------------------------


def _one_page_build(tmp_path: Path, locales: Path, lang: str = "ro") -> subprocess.CompletedProcess:
    """Build the real FAQ page (as the root page) in ``lang`` with the catalogs in ``locales``."""
    docs = tmp_path / "docs"
    docs.mkdir()
    shutil.copy(ROOT / "docs" / "faq.md", docs / "index.md")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "sphinx", "-b", "html", "-c", str(ROOT), "-D", f"language={lang}",
         "-E", "-q", str(docs), str(tmp_path / "out")],
        capture_output=True, text=True, env=env, cwd=tmp_path, check=False,
    )  # fmt: skip


def _page_catalogs(tmp_path: Path, *programs: str) -> Path:
    """``tmp_path/locales`` with ro's FAQ catalog as the root page's, and the programs' catalogs."""
    locales = tmp_path / "locales"
    ro = locales / "ro" / "LC_MESSAGES"
    ro.mkdir(parents=True)
    shutil.copy(ROOT / "locales" / "ro" / "LC_MESSAGES" / "faq.po", ro / "index.po")
    for domain in programs:
        shutil.copy(ROOT / "locales" / "ro" / "LC_MESSAGES" / f"{domain}.po", ro)
        shutil.copy(ROOT / "locales" / f"{domain}.pot", locales)
    return locales


def test_the_build_of_good_catalogs_goes_on(tmp_path: Path) -> None:
    locales = _page_catalogs(tmp_path, "scopone")
    done = _one_page_build(tmp_path, locales)
    assert done.returncode == 0, done.stderr
    title = polib.pofile(str(locales / "ro" / "LC_MESSAGES" / "index.po")).find(
        "Questions and answers"
    )
    assert title is not None
    assert title.msgstr in (tmp_path / "out" / "index.html").read_text(encoding="utf-8")


def test_the_build_stops_on_a_catalog_mistake(tmp_path: Path) -> None:
    """The KeyError of issue 29 (“{nr} carte” crashed the build naming no file) is now a sentence."""
    locales = _page_catalogs(tmp_path, "scopone")
    po = locales / "ro" / "LC_MESSAGES" / "scopone.po"
    _edit(po, 'msgstr[0] "{n} carte"', 'msgstr[0] "{nr} carte"')
    page = locales / "ro" / "LC_MESSAGES" / "index.po"
    _edit(page, 'msgid "Questions and answers"\n', '#, fuzzy\nmsgid "Questions and answers"\n')
    done = _one_page_build(tmp_path, locales)
    assert done.returncode == 1
    assert "KeyError" not in done.stderr and "Traceback" not in done.stderr
    assert done.stderr.splitlines()[-3:] == [
        f"locales/ro/LC_MESSAGES/index.po:{_msgid_line(page, 'Questions and answers')}: "
        "“Questions and answers” is marked fuzzy (the line #, fuzzy above it), so readers would "
        "see the English: compare your translation with the English, correct it, then delete the "
        "#, fuzzy line.",
        f"locales/ro/LC_MESSAGES/scopone.po:{_msgid_line(po, '{n} card')}: the translation of "
        "“{n} card” (msgstr[0]) uses {nr}, which the program does not fill in; use the English's "
        "placeholders: {n}.",
        "2 problem(s) in the ro catalogs; the build stops so that no page shows them (see “What "
        "stops the build” in docs/translators.md).",
    ]
    assert not (tmp_path / "out" / "index.html").exists()


def test_the_build_stops_on_an_edited_msgid_of_a_page(tmp_path: Path) -> None:
    """Only the build knows a page's English: an edited msgid, and English the catalog lacks."""
    locales = _page_catalogs(tmp_path)
    page = locales / "ro" / "LC_MESSAGES" / "index.po"
    _edit(page, 'msgid "Questions and answers"', 'msgid "Questions & answers"')
    catalog = polib.pofile(str(page))
    gone = catalog.find("Do the cards I carry have to be in order?")
    assert gone is not None
    catalog.remove(gone)
    catalog.save(str(page))
    done = _one_page_build(tmp_path, locales)
    assert done.returncode == 1
    assert done.stderr.splitlines()[-3:] == [
        f"locales/ro/LC_MESSAGES/index.po:{_msgid_line(page, 'Questions & answers')}: the English "
        "(msgid) of this entry was changed: the page says “Questions and answers” "
        "(docs/index.md:1), not “Questions & answers”; put the msgid back as it was (a "
        "translator changes only the msgstr), or readers see the English.",
        "locales/ro/LC_MESSAGES/index.po: the English “Do the cards I carry have to be in order?” "
        f"(docs/index.md:{_source_line('Do the cards I carry')}) has no entry in this catalog, "
        "so readers would see it in English: run "
        "`make intl-update`, then translate it.",
        "2 problem(s) in the ro catalogs of the pages; the build stops so that no page shows them "
        "(see “What stops the build” in docs/translators.md).",
    ]
    assert not (tmp_path / "out" / "index.html").exists()


# --- at run time: a catalog compiled without the gates --------------------------------------


@pytest.fixture
def compiled_ro(tmp_path: Path) -> Iterator[Callable[[object, str, int | None, str], None]]:
    """Use, for one test, ro's catalog of a game compiled with one translation broken."""
    used: list[tuple[Any, Path]] = []

    def compile_with(module: object, msgid: str, form: int | None, bad: str) -> None:
        catalogs = module.CATALOGS  # type: ignore[attr-defined]
        po = polib.pofile(str(ROOT / "locales" / "ro" / "LC_MESSAGES" / f"{catalogs.domain}.po"))
        entry = po.find(msgid)
        assert entry is not None
        if form is None:
            entry.msgstr = bad
        else:
            entry.msgstr_plural[form] = bad
        target = tmp_path / "mo" / "ro" / "LC_MESSAGES" / f"{catalogs.domain}.mo"
        target.parent.mkdir(parents=True)
        po.save_as_mofile(str(target))
        used.append((catalogs, catalogs.locale_dir))
        catalogs.locale_dir = tmp_path / "mo"
        catalogs._read.cache_clear()

    yield compile_with
    for catalogs, original in used:
        catalogs.locale_dir = original
        catalogs._read.cache_clear()


def test_a_command_line_shows_the_english_of_a_message_it_cannot_fill_in(
    compiled_ro: Callable[..., None], capsys: pytest.CaptureFixture[str]
) -> None:
    """`scopone show` raised KeyError: 'nr' here; now that one message is in English."""
    import scopone.cli
    import scopone.i18n

    compiled_ro(scopone.i18n, "{n} card", 1, "{nr} cărți")  # Romanian's form for 0
    status = scopone.cli.main(["show", "1", "--lang", "ro"])
    out = capsys.readouterr().out
    assert status == 0
    assert out.splitlines()[-1] == "Luate: Nord–Sud 0 cards, 0 scope · Est–Vest 0 cards, 0 scope"


def test_a_board_shows_the_english_of_a_message_it_cannot_fill_in(
    compiled_ro: Callable[..., None],
) -> None:
    """A brace that does not close (ValueError from str.format) is handled the same way."""
    pytest.importorskip("ipywidgets")
    import scorpion.i18n
    from scorpion import Game
    from scorpion.widget.board import Board
    from scorpion.widget.controller import Controller

    compiled_ro(scorpion.i18n, "Column {number}", None, "Coloana {nr")
    board = Board(Controller(Game.deal(1), "ro", solver=None, dead_end_check=False))
    assert [slot.tooltip for slot in board.slots][:2] == ["Column 1", "Column 2"]
    assert scorpion.i18n.gettext_for("Undo", "ro") != "Undo"  # the rest stays Romanian
