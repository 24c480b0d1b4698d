"""The translations' gates: what stops a build, pofilter checks, hunspell spelling, glossary terms.

    python tools/po_gates.py                  # every gate, every language
    python tools/po_gates.py ru               # one language
    python tools/po_gates.py --gate spelling it ar
    python tools/po_gates.py --gate publish --locales /tmp/copy/locales ro

Text the reader types as it stands is no prose: a quoted span of the English that the
translation keeps unchanged in its own quotation marks (the position-text keywords
«game N hand N totals N N», the Python string "4♥"), and a Python builtin name (``str``)
kept in a message that shows Python code, are masked for all three gates
(``mask_literals``), as inline code is.

Each problem is printed as ``file:line: [gate/check] message`` (the line of the
entry's ``msgid``; the publish gate's sentences come without the tag) and the exit
status is 1. ``make site`` runs every gate before it builds, as ``make test`` does.
Four gates, run on every catalog (the programs' ``scorpion.po``, ``scopone.po``,
``cardsite.po``, ``sphinx.po`` and every page catalog):

``publish``
    what would put a translator's mistake on a page: fuzzy or empty entries, an
    ``msgid`` that is not the English it translates, placeholders, HTML, markup,
    direction marks in card labels (``cardsite.sphinx.catalog_checks``: the same
    checks the build runs, and stops on, in ``cardsite.sphinx.catalog_gates``).
    Nothing here can be waived.

``pofilter``
    translate-toolkit's checks (``translate.filters.checks``, the engine of the
    ``pofilter`` command) on each entry, after MyST markup (roles, inline code,
    link targets) is masked in both the English and the translation. The checks
    and the reason for every check left out, per language, are in ``CHECKS`` and
    ``DISABLED`` below.
``spelling``
    hunspell with the language's dictionary, on the text a reader sees: markup,
    code, placeholders, card labels and URLs are removed first (the approach of
    pospell). Words the dictionary lacks but the site needs (names, card terms,
    accepted coinages) are listed in ``locales/<lang>/wordlist.txt``.
``terms``
    the "Terminology checks" table of ``locales/<lang>/GLOSSARY.md``: each row
    gives a pattern a translation must not contain and the word to write instead.

>>> mask_markup("See {doc}`rules` and [the table](#scores), ``make po``.")
'See ⟦role-a⟧ and [the table]⟦link-b⟧, ⟦code-c⟧.'
>>> words_of("{card} se așază pe 9♥: vedeți pagina {doc}`rules`, într-un minut.")
['se', 'așază', 'pe', 'vedeți', 'pagina', 'într-un', 'minut']
>>> mask_literals("“score N moves N” (a str, see to_text())", "«score N moves N» (un str)")
('⟦code⟧ (a str, see to_text())', '⟦code⟧ (un ⟦code⟧)')
"""

from __future__ import annotations

import argparse
import builtins
import re
import runpy
import string
import subprocess
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import polib

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardsite.sphinx import catalog_checks  # noqa: E402
from cardsite.sphinx.catalog_checks import Problem  # noqa: E402

LOCALES = ROOT / "locales"
DOCS = ROOT / "docs"
TRANSLATIONS = ("ro", "ar", "ru", "it")
GATES = ("publish", "pofilter", "spelling", "terms")

# hunspell dictionaries (Debian: hunspell-ro, hunspell-ar, hunspell-ru, hunspell-it).
DICTIONARIES = {"ro": "ro_RO", "ar": "ar", "ru": "ru_RU", "it": "it_IT"}

# translate-toolkit checks that every language runs.
CHECKS = (
    "blank",
    "doublespacing",
    "doublewords",
    "emails",
    "endpunc",
    "endwhitespace",
    "escapes",
    "newlines",
    "numbers",
    "purepunc",
    "startwhitespace",
    "tabs",
    "urls",
)

# Checks left out, each with its reason: "*" for every language, or per language.
DISABLED: dict[str, dict[str, str]] = {
    "*": {
        "brackets": "glossaries add glosses in parentheses (an English name at its first "
        "mention, «Wasp (Viespea)»), and the markup test already checks roles and links",
        "doublequoting": "each language has its own quotation marks („…” «…»), set by its "
        "glossary; the English “…” must not survive",
        "singlequoting": "same reason as doublequoting; Italian apostrophes (’) read as quotes",
        "puncspacing": "counts spaces around punctuation, so it fires whenever a translation "
        "reorders a sentence around a role, a parenthesis or a Russian dash, or puts *emphasis* "
        "next to a comma: the 23 hits in the page catalogs (2026-12) read were of that kind",
        "startpunc": "a translation may open with a word where the English opens with a "
        "placeholder (Arabic «الورقة {card}…», as its glossary asks) or with a quotation mark "
        "(«Annulla»…): the 5 hits in the page catalogs and a sample in scorpion.po were so",
        "sentencecount": "translations join or split sentences where the language reads better",
        "startcaps": "title and sentence case follow each glossary, not the English",
        "simplecaps": "same as startcaps (Russian and Romanian headings are sentence case)",
        "unchanged": "card labels, numbers, command names and variant names stay as in English",
        "acronyms": "CLI, PyPI, HTML are kept; the check only reports that they are kept",
        "accelerators": "no keyboard accelerators (&File) in these catalogs",
        "variables": "the publish gate checks placeholders (every plural form too)",
        "pythonbraceformat": "the publish gate checks placeholders, in every plural form too, "
        "and the build stops on the same check",
        "printf": "the publish gate checks placeholders (%(name)s too), and so does the build",
        "xmltags": "the publish gate refuses HTML the English lacks, reading the pages as the "
        "site's Markdown parser does, and the build stops on the same check",
        "functions": "Python names only appear in inline code, which is masked",
        "options": "command-line options only appear in inline code, which is masked",
        "filepaths": "paths only appear in inline code, which is masked",
        "long": "length is no quality measure across these languages",
        "short": "length is no quality measure across these languages",
        "validchars": "no restricted character set",
        "spellcheck": "done by the spelling gate with hunspell",
        "kdecomments": "a KDE-only convention, unused here",
        "credits": "a KDE-only convention, unused here",
        "musttranslatewords": "terminology is the terms gate's job (GLOSSARY.md)",
        "notranslatewords": "terminology is the terms gate's job (GLOSSARY.md)",
        "compendiumconflicts": "no compendium is used in this project",
        "untranslated": "the publish gate reports untranslated and fuzzy entries",
        "isfuzzy": "the publish gate reports untranslated and fuzzy entries",
        "isreview": "no review flags are used in this project",
        "hassuggestion": "no suggestions are used in this project",
        "nplurals": "test_plural_forms_and_header checks every plural entry",
        "simpleplurals": "English-only convention (file(s))",
    },
    "ar": {
        "numbers": "Arabic says small counts in words («ورقتان», «نقاطها الخمس») where the "
        "English writes digits, and the reverse; the numbers-added check still applies",
        "doublewords": "Arabic repeats a word for 'one by one' («ملفًا ملفًا», «نقلةً نقلة»)",
        "purepunc": "the list separator «، » is the translation of «, »",
    },
    "it": {
        "numbers": "the Italian glossary writes small numbers in words in running prose "
        "(«le tre carte»); the numbers-added check still applies",
    },
}

# Languages whose running prose writes a number in words where the English does (the
# Italian glossary: «le tre carte coperte»); numbers-added holds them to it.
SPELLED_OUT = {"it"}

# Checks of this module's own, run for every language.
OWN_CHECKS = ("numbers-added",)

_ROLE = re.compile(r"\{[a-z:-]+\}`[^`]*`")
_CODE = re.compile(r"``[^`]+``|`[^`]+`")
_LINK_TARGET = re.compile(r"\]\([^)\s]+\)")
_PLACEHOLDER = re.compile(r"\$?\{[A-Za-z_]+\}|%\([a-z_]+\)[sdr]|%[sdr]")
_CARD = re.compile(r"(?:10|[2-9AJQKT])[♠♥♦♣SHDC]\b|(?:10|[2-9AJQKT])[♠♥♦♣]|[♠♥♦♣]")
_URL = re.compile(r"https?://\S+|\b[\w.-]+\.(?:html|py|po|pot|md|mo|txt|json)\b")
_HTML = re.compile(r"</?[a-z][^>]*>")
_WORD = re.compile(
    r"[^\W\d_][\w\u064b-\u065f\u0670\u0640\u0301]*"
    r"(?:[-'’][^\W\d_][\w\u064b-\u065f\u0670\u0640\u0301]*)*"
)
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_ENGLISH_NUMBERS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty"
)
_NUMBER_WORDS = dict(zip(_ENGLISH_NUMBERS.split(" "), range(21), strict=True)) | {
    "once": 1, "twice": 2, "single": 1, "double": 2, "triple": 3, "first": 1, "second": 2,
    "third": 3, "thirty": 30, "forty": 40, "fifty": 50, "hundred": 100, "thousand": 1000,
}  # fmt: skip


def mask_markup(text: str) -> str:
    """Replace MyST roles, inline code and link targets with neutral tokens.

    The link's text stays (it is prose). pofilter then compares the prose only.
    """
    text = _ROLE.sub("⟦role⟧", text)
    text = _CODE.sub("⟦code⟧", text)
    text = _LINK_TARGET.sub("]⟦link⟧", text)
    # Number the tokens so that a list of them («`a`, `b` and `c`») is no repeated word.
    # (Letters, not digits: the numbers checks must not count them.)
    names = (a + b for a in ("", *string.ascii_lowercase) for b in string.ascii_lowercase)
    return re.sub(r"⟦(role|code|link)⟧", lambda m: f"⟦{m.group(1)}-{next(names)}⟧", text)


# A quoted span of the English: “…” or "…" (a keyword of the position text, a Python string).
_QUOTED = re.compile(r"“([^“”]+)”|\"([^\"]+)\"")
_OPENING_QUOTES = '«„“"'
_CLOSING_QUOTES_ANY = '»”“"'
# Python code in prose: a call (``to_text()``) or a dotted name (``scorpion.Game``).
_PYTHON_CODE = re.compile(r"\b\w+(?:\.\w+)*\(\)|\b[a-z_]\w*(?:\.[A-Za-z_]\w*)+\b")
# A quoted capitalised phrase (“Undo”, “New game”) names a button or a page the reader
# sees translated: it stays prose even when the translation leaves it in English.
_LABEL_NAME = re.compile(r"^[A-Z][a-z]+(?: [a-z]+)*$")
_BUILTINS = frozenset(n for n in dir(builtins) if n.islower() and not n.startswith("_"))


def mask_literals(english: str, target: str) -> tuple[str, str]:
    """Mask the text a reader types as it stands, in the English and the translation.

    Two kinds, each masked only where the translation keeps it unchanged:

    - a quoted span of the English (“game N hand N totals N N”, "4♥") that the
      translation quotes identically, with its own quotation marks («…», „…”);
      a span holding a placeholder stays, so that the placeholder checks see it,
      and so does a capitalised phrase (“New game”), which names a button;
    - in an English message that shows Python code (a call or a dotted name), a
      Python builtin name (``str``) that the translation keeps.

    Both become ``⟦code⟧`` (the token of inline code): the spelling, terms and
    pofilter gates then read the prose around them only.
    """
    for m in _QUOTED.finditer(english):
        literal = m.group(1) or m.group(2)
        if "{" in literal or _LABEL_NAME.match(literal):
            continue
        quoted = re.compile(f"[{_OPENING_QUOTES}]{re.escape(literal)}[{_CLOSING_QUOTES_ANY}]")
        if quoted.search(target):
            target = quoted.sub("⟦code⟧", target)
            english = english.replace(m.group(0), "⟦code⟧")
    if _PYTHON_CODE.search(english):
        for name in set(re.findall(r"\b[a-z]+\b", _PYTHON_CODE.sub(" ", english))) & _BUILTINS:
            target = re.sub(rf"(?<![\w.]){name}(?![\w(])", "⟦code⟧", target)
    return english, target


def words_of(text: str) -> list[str]:
    """The words a reader sees, without markup, code, placeholders, labels or URLs."""
    text = _ROLE.sub(" ", text)
    text = _CODE.sub(" ", text)
    text = re.sub(r"⟦[a-z-]+⟧", " ", text)  # masked by mask_markup or mask_literals
    text = _PYTHON_CODE.sub(" ", text)
    text = _LINK_TARGET.sub("] ", text)
    text = _HTML.sub(" ", text)
    text = _URL.sub(" ", text)
    text = _PLACEHOLDER.sub(" ", text)
    text = _CARD.sub(" ", text)
    text = text.replace("\u0301", "")  # a Russian stress mark (бо́льшая) is no misspelling
    words = (w.strip("-'’") for w in _WORD.findall(text))
    return [w for w in words if len(w) > 1]  # single letters are keys and labels (u, q, S, K)


def catalogs(lang: str, locales: Path = LOCALES) -> list[Path]:
    """Every ``.po`` of ``lang`` (engine and pages), sorted."""
    return sorted((locales / lang / "LC_MESSAGES").rglob("*.po"))


def translated_entries(path: Path) -> Iterator[polib.POEntry]:
    """The translated, current entries of a catalog (the header excluded)."""
    for entry in polib.pofile(str(path)):
        if entry.translated() and not entry.obsolete and entry.msgid:
            yield entry


def _pairs(entry: polib.POEntry) -> list[tuple[str, str]]:
    """(English, translation) pairs of an entry: one, or one per plural form.

    Direction marks are left out of the translation: inside a card label they are
    the publish gate's to report, and elsewhere they change no word or number.
    """
    if entry.msgid_plural:
        return [
            (entry.msgid_plural, catalog_checks.strip_bidi(form)[0])
            for _, form in sorted(entry.msgstr_plural.items())
        ]
    return [(entry.msgid, catalog_checks.strip_bidi(entry.msgstr)[0])]


def enabled_checks(lang: str) -> tuple[str, ...]:
    """The translate-toolkit checks run for ``lang``."""
    off = DISABLED.get(lang, {})
    return tuple(c for c in CHECKS if c not in off)


@cache
def _checker(lang: str):  # -> translate.filters.checks.StandardChecker
    from translate.filters import checks

    return checks.StandardChecker(
        checkerconfig=checks.CheckerConfig(targetlanguage=lang),
        limitfilters=list(enabled_checks(lang)),
    )


# In plural entries a form may leave the number out where the language says it in words
# (Arabic «نقلتان»); test_markup_preserved checks the placeholders of plural forms.
_NOT_FOR_PLURAL_FORMS = {"numbers", "pythonbraceformat", "printf"}


def pofilter_problems(path: Path, lang: str) -> list[Problem]:
    """translate-toolkit's checks (see ``CHECKS``) on every entry of one catalog."""
    from translate.storage.pypo import pounit

    checker = _checker(lang)
    problems = []
    for entry in translated_entries(path):
        plural = bool(entry.msgid_plural)
        for source, target in _pairs(entry):
            source, target = mask_literals(source, target)
            unit = pounit(_end_without_quotes(_normalise(mask_markup(source))))
            unit.target = _end_without_quotes(mask_markup(target))
            waived = waivers(entry)
            for check, info in sorted(checker.run_filters(unit).items()):
                if plural and check in _NOT_FOR_PLURAL_FORMS:
                    continue
                if check in waived:
                    continue
                message = info.get("message", info) if isinstance(info, dict) else info
                problems.append(
                    Problem(
                        path,
                        catalog_checks.msgid_line(path, entry),
                        "pofilter",
                        check,
                        f"{message}: {target!r}",
                    )
                )
        problems += _numbers_added(path, entry, lang)
    return problems


def _normalise(english: str) -> str:
    """The English as a typesetter would write it: "..." is one ellipsis character."""
    return english.replace("...", "…")


_CLOSING_QUOTES = '”»“"’'


def _end_without_quotes(text: str) -> str:
    """Move a final closing quote out of the way: «….» and “….” end alike."""
    stripped = text.rstrip()
    while stripped and stripped[-1] in _CLOSING_QUOTES:
        stripped = stripped[:-1]
    return stripped


_WAIVER = re.compile(r"^gates: ([a-z-]+) — (\S.*)$")


def waivers(entry: polib.POEntry) -> dict[str, str]:
    """The checks a translator waived for one entry, with the reason given.

    A translator comment ``# gates: endpunc — the title is a noun phrase, as the
    glossary asks`` turns off one pofilter check for that entry only; the reason
    is required, and a waiver that no longer matches a problem fails the tests.
    """
    out = {}
    for line in entry.tcomment.splitlines():
        m = _WAIVER.match(line.strip())
        if m:
            out[m.group(1)] = m.group(2)
    return out


def stale_waivers(path: Path, lang: str) -> list[Problem]:
    """Waivers whose check is unknown, disabled, or no longer fires on the entry."""
    from translate.storage.pypo import pounit

    checker = _checker(lang)
    problems = []
    for entry in translated_entries(path):
        for check in waivers(entry):
            fired = False
            if check in enabled_checks(lang):
                for source, target in _pairs(entry):
                    source, target = mask_literals(source, target)
                    unit = pounit(_end_without_quotes(_normalise(mask_markup(source))))
                    unit.target = _end_without_quotes(mask_markup(target))
                    fired |= check in checker.run_filters(unit)
            if not fired:
                problems.append(
                    Problem(
                        path,
                        catalog_checks.msgid_line(path, entry),
                        "pofilter",
                        check,
                        "waiver with nothing to waive",
                    )
                )
    return problems


def _numbers_added(path: Path, entry: polib.POEntry, lang: str) -> list[Problem]:
    """A number in the translation that the English lacks is a wrong or invented number.

    In the languages of ``SPELLED_OUT`` a number the English writes in words
    («three») is written in words too, so its digit counts as added.
    """
    english = _CARD.sub(" ", entry.msgid + " " + (entry.msgid_plural or ""))
    have = set(_NUMBER.findall(english.replace(",", "").replace(".", " ")))
    in_words = {
        str(_NUMBER_WORDS[w]) for w in re.findall(r"[a-z]+", english.lower()) if w in _NUMBER_WORDS
    }
    if lang not in SPELLED_OUT:
        have |= in_words
    out = []
    for _, target in _pairs(entry):
        for number in _NUMBER.findall(_CARD.sub(" ", mask_markup(target))):
            plain = number.replace(".", "").replace(",", "")
            if plain not in have and number not in have and not _other_form(number, have):
                out.append(
                    Problem(
                        path,
                        catalog_checks.msgid_line(path, entry),
                        "pofilter",
                        "numbers-added",
                        f"{number} is not in the English"
                        + (" (which writes it in words)" if number in in_words else "")
                        + f": {target!r}",
                    )
                )
    return out


def _other_form(number: str, have: set[str]) -> bool:
    """12,0 or 12.5 written with the language's decimal sign is the English's 12.0."""
    return any(part in have for part in re.split(r"[.,]", number)) and "," in number


def wordlist(lang: str, locales: Path = LOCALES) -> set[str]:
    """Accepted words of a language (``locales/<lang>/wordlist.txt``; ``#`` comments)."""
    path = locales / lang / "wordlist.txt"
    if not path.exists():
        return set()
    words = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        word = line.split("#", 1)[0].strip()
        if word:
            words.add(word)
    return words


# Arabic writes one-letter conjunctions and prepositions, and the article, onto the word:
# «ويوكون» is «و» + «يوكون» from the word list.
_ARABIC_PREFIXES = ("وبال", "وال", "بال", "فال", "كال", "لل", "ال", "و", "ف", "ب", "ل", "ك")


def _accepted(word: str, accepted_lower: set[str], lang: str) -> bool:
    """Whether the word list accepts ``word`` (case-insensitively; Arabic prefixes off)."""
    if word.lower() in accepted_lower:
        return True
    if lang == "ar":
        # «وJ» is «و» + the key or label J: single letters are no words (see words_of).
        return any(
            word.startswith(p)
            and (word[len(p) :] in accepted_lower or _is_latin_letter(word[len(p) :]))
            for p in _ARABIC_PREFIXES
        )
    return False


def _is_latin_letter(text: str) -> bool:
    """One Latin letter: a key or a card label (J, Q, K, A), which is no word to spell."""
    return len(text) == 1 and text.isascii() and text.isalpha()


def misspelled(words: Iterable[str], lang: str) -> set[str]:
    """The words hunspell's dictionary for ``lang`` does not know (one hunspell run)."""
    unique = sorted(set(words))
    if not unique:
        return set()
    try:
        result = subprocess.run(
            ["hunspell", "-d", DICTIONARIES[lang], "-l", "-i", "utf-8"],
            input="\n".join(unique) + "\n",
            capture_output=True,
            text=True,
            check=True,
        )
    except FileNotFoundError as error:
        raise SystemExit(
            "hunspell is missing: apt-get install hunspell hunspell-" + lang
        ) from error
    if "Can't open affix or dic" in result.stderr:
        raise SystemExit(f"hunspell has no {DICTIONARIES[lang]} dictionary: {result.stderr}")
    return set(result.stdout.split())


def spelling_problems(paths: list[Path], lang: str, locales: Path = LOCALES) -> list[Problem]:
    """Words of ``paths`` that neither hunspell nor the language's word list knows."""
    found: list[tuple[Path, polib.POEntry, list[str]]] = []
    for path in paths:
        for entry in translated_entries(path):
            words = [w for pair in _pairs(entry) for w in words_of(mask_literals(*pair)[1])]
            found.append((path, entry, words))
    accepted = wordlist(lang, locales)
    accepted_lower = {w.lower() for w in accepted}
    candidates = {w for _, _, ws in found for w in ws}
    candidates = {w for w in candidates if not _accepted(w, accepted_lower, lang)}
    unknown = misspelled(candidates, lang)
    problems = []
    for path, entry, words in found:
        bad = sorted({w for w in words if w in unknown})
        if bad:
            problems.append(
                Problem(
                    path,
                    catalog_checks.msgid_line(path, entry),
                    "spelling",
                    DICTIONARIES[lang],
                    ", ".join(bad),
                )
            )
    return problems


@dataclass(frozen=True)
class TermRule:
    """A glossary row: text matching ``avoid`` must be written as ``write``."""

    avoid: re.Pattern[str]
    write: str
    why: str
    row: int = 0


_TERMS_HEADING = re.compile(r"^##+ .*Terminology checks", re.MULTILINE)


def term_rules(lang: str, locales: Path = LOCALES) -> list[TermRule]:
    """The rows of the "Terminology checks" table of ``locales/<lang>/GLOSSARY.md``.

    Columns: the pattern to avoid (a Python regular expression in backticks, matched
    case-insensitively from the start of a word), what to write instead, why.

    >>> rule = term_rules("ru")[0]
    >>> bool(rule.avoid.search("неопределённые расклады")), rule.write
    (True, 'нерешённый (расклад)')
    """
    text = (locales / lang / "GLOSSARY.md").read_text(encoding="utf-8")
    heading = _TERMS_HEADING.search(text)
    if heading is None:
        return []
    rules = []
    for line in text[heading.end() :].splitlines()[1:]:
        if line.startswith("#"):
            break
        # A pipe inside a cell is written \| (Markdown tables); split on the others.
        row = line.strip().removeprefix("|").removesuffix("|")
        cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", row)]
        if len(cells) != 3 or not cells[0].startswith("`"):
            continue
        pattern = re.compile(r"(?<!\w)(?:" + cells[0].strip("`") + ")", re.IGNORECASE)
        rules.append(TermRule(pattern, cells[1], cells[2], len(rules) + 1))
    return rules


def terms_problems(path: Path, lang: str, rules: list[TermRule] | None = None) -> list[Problem]:
    """Entries of one catalog that use a variant the glossary rules out."""
    rules = term_rules(lang) if rules is None else rules
    problems = []
    for entry in translated_entries(path):
        for source, target in _pairs(entry):
            target = mask_literals(source, target)[1]
            prose = _HTML.sub(" ", _CODE.sub(" ", _ROLE.sub(" ", target)))
            prose = _PLACEHOLDER.sub(" ", prose)  # «{captures}» is a name, not a word
            for rule in rules:
                for m in rule.avoid.finditer(prose):
                    problems.append(
                        Problem(
                            path,
                            catalog_checks.msgid_line(path, entry),
                            "terms",
                            f"glossary row {rule.row}",
                            f"«{m.group(0)}» → {rule.write} ({rule.why})",
                        )
                    )
    return problems


@cache
def myst_extensions() -> tuple[str, ...]:
    """The site's MyST extensions (``myst_enable_extensions`` in ``conf.py``)."""
    return tuple(runpy.run_path(str(ROOT / "conf.py"))["myst_enable_extensions"])


def publish_problems(
    lang: str, paths: list[Path], locales: Path = LOCALES, docs: Path = DOCS
) -> list[Problem]:
    """What would stop the build (``cardsite.sphinx.catalog_checks``) in ``paths``."""
    wanted = {p.resolve() for p in paths}
    problems: list[Problem] = []
    for po, markdown, template in catalog_checks.catalogs_of(
        docs, locales, lang, myst_extensions(), (".md",)
    ):
        if po.resolve() in wanted:
            problems += catalog_checks.catalog_problems(po, markdown=markdown, template=template)
    return problems


def run(
    lang: str,
    gates: Iterable[str] = GATES,
    paths: list[Path] | None = None,
    locales: Path = LOCALES,
) -> list[Problem]:
    """Every problem the chosen gates find in ``lang``'s catalogs (or in ``paths``)."""
    paths = catalogs(lang, locales) if paths is None else paths
    gates = set(gates)
    problems: list[Problem] = []
    if "publish" in gates:
        problems += publish_problems(lang, paths, locales)
    if "pofilter" in gates:
        for path in paths:
            problems += pofilter_problems(path, lang) + stale_waivers(path, lang)
    if "spelling" in gates:
        problems += spelling_problems(paths, lang, locales)
    if "terms" in gates:
        rules = term_rules(lang, locales)
        for path in paths:
            problems += terms_problems(path, lang, rules)
    order = {gate: i for i, gate in enumerate(GATES)}
    return sorted(problems, key=lambda p: (str(p.path), p.line, order.get(p.gate, 9), p.check))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--gate", action="append", choices=GATES, help="default: all")
    parser.add_argument(
        "--locales", type=Path, default=LOCALES, help="the catalogs' folder (default: locales)"
    )
    parser.add_argument("languages", nargs="*", default=list(TRANSLATIONS))
    args = parser.parse_args(argv)
    bad = [lang for lang in args.languages if lang not in TRANSLATIONS]
    if bad:
        parser.error(f"unknown language {bad[0]!r}: choose from {', '.join(TRANSLATIONS)}")
    if not args.locales.is_dir():
        parser.error(f"no catalogs' folder {str(args.locales)!r}")
    count = 0
    for lang in args.languages:
        for problem in run(lang, args.gate or GATES, locales=args.locales):
            print(problem)
            count += 1
    print(f"{count} problem(s)", file=sys.stderr)
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
