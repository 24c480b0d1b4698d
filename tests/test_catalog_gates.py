"""The automated quality gates of the translations (tools/po_gates.py) on every catalog.

Four gates, each run on every catalog of every language (the programs' catalogs and
every page catalog), each failing with the file and line of the entry:

- publish: what would put a translator's mistake on a page, the checks the build stops on
  (cardsite/sphinx/catalog_checks.py; each kind is tried in tests/test_catalog_publish.py);
- pofilter: translate-toolkit's checks (numbers, placeholders, end punctuation, double
  spaces, …; the checks left out are listed with their reasons in tools/po_gates.py);
- spelling: hunspell with the language's dictionary and locales/<lang>/wordlist.txt;
- terms: the "Terminology checks" table of locales/<lang>/GLOSSARY.md.

Run one language's gates by hand with ``make i18n-check LANG_ONE=ru``.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path

import polib
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import po_gates  # noqa: E402

from cardsite.sphinx.catalog_checks import msgid_line  # noqa: E402

LANGS = po_gates.TRANSLATIONS
ALL_PO = sorted(p for lang in LANGS for p in po_gates.catalogs(lang))


def _id(path: Path) -> str:
    return str(path.relative_to(ROOT / "locales"))


def _lang(path: Path) -> str:
    return path.relative_to(ROOT / "locales").parts[0]


@cache
def _problems(lang: str, gate: str) -> tuple[po_gates.Problem, ...]:
    """One run of a gate over a language (hunspell is started once per language)."""
    return tuple(po_gates.run(lang, [gate]))


def _report(po: Path, gate: str) -> list[str]:
    return [str(p) for p in _problems(_lang(po), gate) if p.path == po]


@pytest.mark.parametrize("po", ALL_PO, ids=_id)
def test_publish_gate(po: Path) -> None:
    problems = _report(po, "publish")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("po", ALL_PO, ids=_id)
def test_pofilter_checks(po: Path) -> None:
    problems = _report(po, "pofilter")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("po", ALL_PO, ids=_id)
def test_spelling(po: Path) -> None:
    problems = _report(po, "spelling")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("po", ALL_PO, ids=_id)
def test_glossary_terms(po: Path) -> None:
    problems = _report(po, "terms")
    assert not problems, "\n".join(problems)


# --- the gates themselves: each one catches what it is meant to catch -------------------


def _catalog(tmp_path: Path, lang: str, entries: list[polib.POEntry]) -> Path:
    po = polib.POFile()
    po.metadata = {"Language": lang, "Content-Type": "text/plain; charset=UTF-8"}
    po.extend(entries)
    path = tmp_path / "locales" / lang / "LC_MESSAGES" / "page.po"
    path.parent.mkdir(parents=True)
    po.save(str(path))
    return path


def test_pofilter_gate_names_file_line_and_check(tmp_path: Path) -> None:
    path = _catalog(
        tmp_path,
        "ru",
        [
            polib.POEntry(msgid="Column 3 holds 7 cards.", msgstr="В столбце 3 лежат 8 карт."),
            polib.POEntry(msgid="Score: {score}", msgstr="Счёт: {scor}"),
            polib.POEntry(msgid="Undo the move.", msgstr="Отмените  ход."),
            polib.POEntry(
                msgid="See {doc}`rules`, then play.", msgstr="См. {doc}`rules`, и играйте."
            ),
        ],
    )
    found = {(p.line, p.check) for p in po_gates.pofilter_problems(path, "ru")}
    lines = {e.msgid: msgid_line(path, e) for e in polib.pofile(str(path))}
    assert (lines["Column 3 holds 7 cards."], "numbers") in found
    assert (lines["Undo the move."], "doublespacing") in found
    # A placeholder is the publish gate's, which the build also runs (not pofilter's twice).
    assert not any(line == lines["Score: {score}"] for line, _ in found), found
    published = po_gates.publish_problems("ru", [path], tmp_path / "locales")
    assert [(p.line, p.check) for p in published] == [(lines["Score: {score}"], "placeholders")]
    assert not any(line == lines["See {doc}`rules`, then play."] for line, _ in found), found
    text = str(po_gates.pofilter_problems(path, "ru")[0])
    assert text.startswith(f"{path}:") and "[pofilter/" in text


def test_numbers_added_catches_invented_and_spelled_out_numbers(tmp_path: Path) -> None:
    """A digit the English lacks is caught; Italian also writes in words what the English does."""
    entries = [
        polib.POEntry(msgid="the three hidden cards", msgstr="le tre carte coperte"),
        polib.POEntry(msgid="the three hidden cards of 5", msgstr="le 3 carte coperte del 6"),
    ]
    italian = po_gates.pofilter_problems(_catalog(tmp_path / "it", "it", entries), "it")
    assert [(p.check, p.message.split(" (")[0].split(":")[0]) for p in italian] == [
        ("numbers-added", "3 is not in the English"),
        ("numbers-added", "6 is not in the English"),
    ]
    assert "in words" in italian[0].message
    entries = [
        polib.POEntry(msgid="the three hidden cards of 5", msgstr="три закрытые карты из 6"),
        polib.POEntry(msgid="the three hidden cards", msgstr="3 закрытые карты"),
    ]
    russian = po_gates.pofilter_problems(_catalog(tmp_path / "ru", "ru", entries), "ru")
    assert [p.message.split(":")[0] for p in russian if p.check == "numbers-added"] == [
        "6 is not in the English"
    ]


def test_waiver_needs_a_reason_and_a_problem(tmp_path: Path) -> None:
    title = polib.POEntry(msgid="Which deals can be won?", msgstr="Smazzate vincibili")
    title.tcomment = "gates: endpunc — a noun phrase, as the glossary's page titles ask"
    no_reason = polib.POEntry(msgid="Is it won?", msgstr="Vinta")
    no_reason.tcomment = "gates: endpunc"
    stale = polib.POEntry(msgid="Won.", msgstr="Vinta.")
    stale.tcomment = "gates: endpunc — nothing to waive any more"
    path = _catalog(tmp_path, "it", [title, no_reason, stale])
    lines = {e.msgid: msgid_line(path, e) for e in polib.pofile(str(path))}
    found = {(p.line, p.check, p.message) for p in po_gates.pofilter_problems(path, "it")}
    assert {(line, check) for line, check, _ in found} == {(lines["Is it won?"], "endpunc")}
    stale_found = po_gates.stale_waivers(path, "it")
    assert [(p.line, p.message) for p in stale_found] == [
        (lines["Won."], "waiver with nothing to waive")
    ]


def test_spelling_gate_skips_markup_and_uses_the_word_list(tmp_path: Path) -> None:
    path = _catalog(
        tmp_path,
        "it",
        [
            polib.POEntry(
                msgid="x",
                msgstr="La pagina {doc}`rules` spiega ``make po`` e {card}: 8♥ va su 9♥ (Wasp).",
            ),
            polib.POEntry(msgid="y", msgstr="Una smazzata vincibille."),
        ],
    )
    problems = po_gates.spelling_problems([path], "it")
    assert [(p.line, p.message) for p in problems] == [
        (msgid_line(path, polib.pofile(str(path))[1]), "vincibille")
    ]


def test_terms_gate_reads_the_glossary_table(tmp_path: Path) -> None:
    path = _catalog(
        tmp_path,
        "ru",
        [
            polib.POEntry(msgid="undecided", msgstr="неопределённые расклады"),
            polib.POEntry(msgid="undecided", msgstr="нерешённые расклады", msgctxt="b"),
        ],
    )
    problems = po_gates.terms_problems(path, "ru")
    assert len(problems) == 1 and "нерешённый" in problems[0].message
    assert problems[0].line == msgid_line(path, polib.pofile(str(path))[0])


@pytest.mark.parametrize("lang", LANGS)
def test_every_glossary_has_term_rules(lang: str) -> None:
    rules = po_gates.term_rules(lang)
    assert len(rules) >= 5, f"{lang}: the glossary's Terminology checks table is missing"
    assert all(rule.write and rule.why for rule in rules)


def test_disabled_checks_have_reasons_and_exist() -> None:
    from translate.filters import checks

    known = {name for name in dir(checks.StandardChecker) if not name.startswith("_")}
    known |= {"isfuzzy", "isreview", "hassuggestion", "nplurals"}
    for lang, disabled in po_gates.DISABLED.items():
        assert lang == "*" or lang in LANGS
        for check, reason in disabled.items():
            assert check in known, check
            assert len(reason) > 20, (lang, check)
    for check in po_gates.CHECKS:
        assert check in known and check not in po_gates.DISABLED["*"], check
    for lang in LANGS:
        assert set(po_gates.enabled_checks(lang)) <= set(po_gates.CHECKS)


@pytest.mark.parametrize("lang", LANGS)
def test_word_list_words_are_unknown_to_hunspell(lang: str) -> None:
    """A word list entry the dictionary already knows only hides nothing and rots."""
    words = sorted(po_gates.wordlist(lang))
    known = set(words) - po_gates.misspelled(words, lang)
    assert not known, f"{lang}: remove from wordlist.txt: {sorted(known)}"


def test_cli_rejects_an_unknown_language() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "po_gates.py"), "xx"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 2
    assert "unknown language 'xx'" in result.stderr
    assert "Traceback" not in result.stderr


def test_hunspell_dictionaries_are_installed() -> None:
    assert shutil.which("hunspell"), "apt-get install hunspell (see .ci/run)"
    for lang in LANGS:
        assert po_gates.misspelled(["zzqxv"], lang) == {"zzqxv"}, lang


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("110 نقطة في نقلة واحدة", True),  # n % 100 = 10: plural
        ("5 نقطة", True),
        ("12 أوراق", True),  # n % 100 = 12: singular
        ("110 نقاط في نقلة واحدة", False),
        ("100 نقطة", False),  # whole hundreds: singular genitive
        ("460 نقطة", False),  # n % 100 = 60: singular
        ("12 ورقة مقلوبة", False),
        ("3 أوراق", False),
        ("آخر 100 إجراء", False),
    ],
)
def test_arabic_noun_follows_the_last_two_digits(text: str, wrong: bool) -> None:
    rules = [r for r in po_gates.term_rules("ar") if "last two digits" in r.why]
    assert len(rules) == 2
    assert any(r.avoid.search(text) for r in rules) is wrong


def test_text_typed_literally_is_masked_only_where_kept(tmp_path: Path) -> None:
    """A quoted keyword or Python name the translation keeps is no prose; the rest still is."""
    entries = [
        polib.POEntry(msgid="“game N hand N totals N N”", msgstr="«game N hand N totals N N»"),
        polib.POEntry(msgid="“table:” and the cards", msgstr="«table:» и карты"),
        polib.POEntry(msgid='a list of cards, such as ["4♥", "K♠"]', msgstr='список, [“4♥”, "K♠"]'),
        polib.POEntry(msgid="a text (a str, see to_text())", msgstr="текст (str, см. to_text())"),
        # Not masked: the keyword is translated away, or is prose outside the quotes.
        polib.POEntry(msgid="“scope N N”", msgstr="«scopa N N»"),
        polib.POEntry(msgid="the table and “table:”", msgstr="the table и «table:»"),
        polib.POEntry(msgid="a game (str)", msgstr="партия (str)"),
        polib.POEntry(msgid="Press “New game”.", msgstr="Нажмите «New game»."),
    ]
    path = _catalog(tmp_path, "ru", entries)
    lines = {e.msgid: msgid_line(path, e) for e in polib.pofile(str(path))}
    pofilter = {(p.line, p.check) for p in po_gates.pofilter_problems(path, "ru")}
    spelling = {p.line: p.message for p in po_gates.spelling_problems([path], "ru")}
    terms = {p.line for p in po_gates.terms_problems(path, "ru")}
    masked = [e.msgid for e in entries[:4]]
    assert not any(lines[m] in spelling for m in masked), spelling
    assert (lines["“game N hand N totals N N”"], "doublewords") not in pofilter
    assert lines['a list of cards, such as ["4♥", "K♠"]'] not in terms
    assert (lines["“scope N N”"], "doublewords") in pofilter
    assert spelling[lines["“scope N N”"]] == "scopa"
    assert spelling[lines["the table and “table:”"]] == "table, the"
    assert spelling[lines["a game (str)"]] == "str"  # no Python code in the English
    assert spelling[lines["Press “New game”."]] == "New, game"  # a button left in English


def test_arabic_prefix_before_a_one_letter_label_is_no_misspelling(tmp_path: Path) -> None:
    """«(أو A وJ وQ وK)»: و is written onto the label; a prefixed Arabic typo still fails."""
    entries = [
        polib.POEntry(msgid="(or A, J, Q, K)", msgstr="(أو A وJ وQ وK)"),
        polib.POEntry(msgid="or Jacks", msgstr="وJJ أو وزززق"),
    ]
    path = _catalog(tmp_path, "ar", entries)
    found = {p.message for p in po_gates.spelling_problems([path], "ar")}
    assert found == {"وJJ, وزززق"}, found


def test_terms_gate_reads_prose_not_placeholder_names(tmp_path: Path) -> None:
    """«{captures}» is a placeholder; «captureze» in the prose is the word the glossary rules out."""
    entries = [
        polib.POEntry(
            msgid="{card} cannot take {captures}.", msgstr="{card} nu poate lua {captures}."
        ),
        polib.POEntry(msgid="{card} must capture.", msgstr="{card} trebuie să captureze."),
    ]
    path = _catalog(tmp_path, "ro", entries)
    found = [p.message.split(" →")[0] for p in po_gates.terms_problems(path, "ro")]
    assert found == ["«captureze»"], found
