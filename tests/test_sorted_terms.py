"""The glossary in the reader's alphabetical order, in every language (issue #13).

Scorpion's glossary page (docs/glossary.md) is written in English alphabetical
order; translated, it kept that order (ro: Bloc, Coloană, Blocaj încrucișat …).
Here the real page is built with the real catalogs and the site's
``cardsite_collation`` (a small Sphinx project: the page, MyST and the shared
transform), and its terms are checked against an order written out in this
file, letter by letter, independently of the collation code under test.
"""

from __future__ import annotations

import io
import runpy
import shutil
import unicodedata
from itertools import pairwise
from pathlib import Path

import polib
import pytest
import sphinx.locale
from docutils import nodes
from sphinx.application import Sphinx
from sphinx.errors import ConfigError

from cardsite.collation import Collation, collation_for
from cardsite.sphinx.sorted_terms import SORTED_CLASS

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY = ROOT / "docs" / "glossary.md"

# What a reader of each language expects, written out: the alphabet, letters a
# reader counts as one (folded to the first), and a leading article not counted.
_LATIN = "abcdefghijklmnopqrstuvwxyz"
ALPHABETS: dict[str, tuple[str, dict[str, str], str]] = {
    "en": (_LATIN, {}, ""),
    "it": (_LATIN, dict(zip("àèéìíòóù", "aeeiioou", strict=True)), ""),
    "ro": ("aăâbcdefghiîjklmnopqrsștțuvwxyz", {"ş": "ș", "ţ": "ț"}, ""),
    "ru": ("абвгдежзийклмнопрстуфхцчшщъыьэюя", {"ё": "е"}, ""),
    "ar": (
        "ابتثجحخدذرزسشصضطظعغفقكلمنهوي",
        {"أ": "ا", "إ": "ا", "آ": "ا", "ة": "ه", "ى": "ي"},
        "ال",
    ),
}


def reader_key(lang: str, term: str) -> tuple[int, ...]:
    """A term's place in ``lang``'s alphabet, letter by letter (a space before any letter)."""
    alphabet, same, article = ALPHABETS[lang]
    text = unicodedata.normalize("NFC", term.lower())
    if article and text.startswith(article):
        text = text[len(article) :]
    ranks = []
    for char in text:
        char = same.get(char, char)
        if char in alphabet:
            ranks.append(alphabet.index(char) + 2)
        elif char.isspace():
            ranks.append(0)
        else:
            ranks.append(1)  # a hyphen, after a space, before a letter
    return tuple(ranks)


def english_terms() -> list[str]:
    """The terms of docs/glossary.md, in the order they are written."""
    lines = GLOSSARY.read_text(encoding="utf-8").splitlines()
    return [line for line, after in pairwise(lines) if after.startswith(": ")]


def build_glossary(lang: str, tmp: Path, page: Path = GLOSSARY) -> list[list[str]]:
    """Build ``page`` in ``lang``; the terms of each definition list, in page order."""
    src = tmp / "src"
    src.mkdir(parents=True)
    shutil.copy(page, src / "glossary.md")
    collation = runpy.run_path(str(ROOT / "conf.py"))["cardsite_collation"]
    (src / "conf.py").write_text(
        "\n".join(
            [
                'extensions = ["myst_parser", "cardsite.sphinx.sorted_terms"]',
                'myst_enable_extensions = ["deflist", "attrs_block", "attrs_inline"]',
                f"locale_dirs = [{str(ROOT / 'locales')!r}]",
                "gettext_compact = False",
                "gettext_allow_fuzzy_translations = False",
                f"cardsite_collation = {collation!r}",
                'root_doc = "glossary"',
            ]
        ),
        encoding="utf-8",
    )
    sphinx.locale.translators.clear()  # Sphinx keeps one language's catalogs per process
    app = Sphinx(
        str(src),
        str(src),
        str(tmp / "out"),
        str(tmp / "doctrees"),
        "dummy",
        confoverrides={"language": lang},
        status=None,
        warning=io.StringIO(),
        freshenv=True,
    )
    app.build()
    doctree = app.env.get_doctree("glossary")
    return [
        [term.astext() for term in deflist.findall(nodes.term)]
        for deflist in doctree.findall(nodes.definition_list)
    ]


def translated_terms(lang: str) -> set[str]:
    catalog = polib.pofile(str(ROOT / "locales" / lang / "LC_MESSAGES" / "glossary.po"))
    wanted = set(english_terms())
    return {e.msgstr for e in catalog if e.msgid in wanted and e.translated()}


def test_the_english_source_is_written_in_order() -> None:
    terms = english_terms()
    assert len(terms) == 15
    assert terms == sorted(terms, key=lambda term: reader_key("en", term))


def test_english_keeps_the_order_of_the_source(tmp_path: Path) -> None:
    assert build_glossary("en", tmp_path) == [english_terms()]


@pytest.mark.parametrize("lang", ["ro", "ar", "ru", "it"])
def test_translated_glossary_in_the_readers_order(lang: str, tmp_path: Path) -> None:
    (terms,) = build_glossary(lang, tmp_path)
    assert set(terms) == translated_terms(lang)  # the catalog's terms, all of them
    assert terms == sorted(terms, key=lambda term: reader_key(lang, term))


def test_romanian_as_the_reviewer_read_it(tmp_path: Path) -> None:
    """The report: Bloc, Coloană, Blocaj încrucișat — Blocaj belongs right after Bloc."""
    (terms,) = build_glossary("ro", tmp_path)
    assert terms[:2] == ["Așezare pe aceeași culoare", "Bloc"]
    assert terms.index("Blocaj încrucișat") == 2
    assert terms.index("Cartea din vârf") < terms.index("Cărți puse deoparte")
    assert terms.index("Cărți puse deoparte") < terms.index("Coloană")


def test_arabic_article_not_counted(tmp_path: Path) -> None:
    (terms,) = build_glossary("ar", tmp_path)
    # رقم (r) between الخانة (kh) and الطريق (t): the article ال does not count.
    assert terms.index("الخانة") < terms.index("رقم التوزيعة") < terms.index("الطريق المسدود")
    # Alef with hamza counts as alef: احتياطي (alef, hah) before أوراق (alef, waw).
    assert terms[:2] == ["الاحتياطي", "الأوراق الجانبية"]


def test_an_unmarked_list_keeps_its_order(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        "# Page\n\nZed\n: last\n\nAlpha\n: first\n\n{.sorted-terms}\nZed\n: last\n\nAlpha\n: first\n",
        encoding="utf-8",
    )
    assert build_glossary("en", tmp_path / "build", page) == [["Zed", "Alpha"], ["Alpha", "Zed"]]
    assert SORTED_CLASS == "sorted-terms"


def test_bad_collation_settings_are_named(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("# Page\n\n{.sorted-terms}\nB\n: b\n\nA\n: a\n", encoding="utf-8")
    conf_collation = runpy.run_path(str(ROOT / "conf.py"))["cardsite_collation"]
    assert "en" not in conf_collation
    with pytest.raises(ValueError, match="unknown key"):
        collation_for({"rule": "&a < b"})
    with pytest.raises(ConfigError, match=r"cardsite_collation\['it'\].*a relation without"):
        _build_with(tmp_path, page, {"it": {"rules": "&a <"}})


def _build_with(tmp: Path, page: Path, collation: dict[str, object]) -> None:
    src = tmp / "bad"
    src.mkdir()
    shutil.copy(page, src / "index.md")
    (src / "conf.py").write_text(
        'extensions = ["myst_parser", "cardsite.sphinx.sorted_terms"]\n'
        'myst_enable_extensions = ["deflist", "attrs_block"]\n'
        f"cardsite_collation = {collation!r}\n",
        encoding="utf-8",
    )
    app = Sphinx(
        str(src),
        str(src),
        str(tmp / "bad-out"),
        str(tmp / "bad-doctrees"),
        "dummy",
        confoverrides={"language": "it"},
        status=None,
        warning=io.StringIO(),
        freshenv=True,
    )
    app.build()


def test_collation_letters() -> None:
    ro = Collation(rules="&a < ă < â &i < î &s < ș << ş &t < ț << ţ")
    assert ro.sorted(["ține", "tufă", "șes", "sută", "ţar"]) == [
        "sută",
        "șes",
        "tufă",
        "ţar",
        "ține",
    ]
    assert ro.sorted(["în", "iz", "Îz", "ia"]) == ["ia", "iz", "în", "Îz"]
    # ё is е with a diaeresis (code points would put it after я).
    assert Collation().sorted(["ёлка", "ель", "еда"]) == ["еда", "ёлка", "ель"]
