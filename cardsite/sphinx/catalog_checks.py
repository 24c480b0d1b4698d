"""What a translation may not do to a page: the checks every catalog passes before a build uses it.

A translator edits ``.po`` files only. Each check here finds one kind of mistake
that would otherwise reach a reader without a word, and says, in the
translator's terms, where it is (the file and the line of the entry's
``msgid``) and what to do:

``fuzzy``, ``untranslated``
    an entry marked ``#, fuzzy`` or left empty (also one plural form): gettext
    skips it, so readers would see the English;
``edited``, ``missing``, ``stale``
    an ``msgid`` that no longer matches the English it translates (the program's
    template ``locales/<domain>.pot``, or the paragraphs of a page, which the
    build compares in :mod:`.catalog_gates`), English the catalog lacks, and
    entries nothing shows any more;
``placeholders``
    a placeholder (``{count}``, ``%(prog)s``, ``%1``) in any ``msgstr`` or
    plural form that the program does not fill in, a brace that does not close,
    or one the program fills in left out (a plural form may say the number in
    words: only the placeholder next to the counted word may go);
``html``
    HTML the English does not have: a translation can never put a tag, a script
    or an event handler into a page;
``markup``
    in a page's text (MyST Markdown, read with the parser the site uses):
    emphasis or backticks that do not close (readers would see ``**``), bold
    spans, inline code, roles and references (``{doc}``, ``{ref}``,
    ``{scopone-card}``: the target between ``<`` and ``>`` stays), links and
    images that differ from the English, and a translation that would start a
    list, a heading or a quotation where the English is running text (Sphinx
    would then keep the English). Emphasis (``*…*``) may differ: glossaries ask
    for a foreign word in italics. HTML is reported alone, and so is a
    translation laid out otherwise: the rest of its text is inside them;
``cards``
    card labels (``8♥``) and suit marks that differ from the English;
``bidi``
    an invisible direction mark (U+200E, U+200F, U+061C, U+202A–U+202E,
    U+2066–U+2069) inside a card label: the site isolates card labels itself.

Each finding is a :class:`Problem`; ``tools/po_gates.py`` (the gate ``make site``
and ``make test`` run first) prints them, and the build reports them
(:mod:`.catalog_gates`) and stops.

>>> english, _ = strip_bidi("4\\u200f♥")
>>> english
'4♥'
>>> quote("the English of a long paragraph that goes on and on, far longer than a reader needs")
'“the English of a long paragraph that goes on and on, far…”'
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from cardsite.i18n import format_style, placeholders

__all__ = [
    "BIDI_CONTROLS",
    "PUBLISH",
    "Problem",
    "catalog_problems",
    "catalogs_of",
    "entry_problems",
    "msgid_line",
    "page_problems",
    "quote",
    "shown",
    "strip_bidi",
    "template_problems",
]

#: The gate name of these checks in ``tools/po_gates.py`` and in the build.
PUBLISH = "publish"

#: Invisible characters that change the direction of the text around them.
BIDI_CONTROLS = "\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_BIDI = re.compile(f"[{BIDI_CONTROLS}]")

# Card labels: Scorpion's rank and suit mark (8♥, 10♦, K♠; a suit mark first in a
# reversed label), Scopone's value and suit letter (7d, 10s).
_CARD = re.compile(r"(?:10|[2-9AJQK])[♠♥♦♣]|[♠♥♦♣](?:10|[2-9AJQK])")
_SUIT = re.compile(r"[♠♥♦♣]")
_SCOPONE_CARD = re.compile(r"(?<![\w])(?:10|[1-9]|[AJQK])[dcsb](?![\w])")
# Outside the pages' Markdown: anything that reads as an HTML tag, a comment or a declaration.
_HTML = re.compile(r"<[/!?]?[A-Za-z][^<>]*>|<!--")


@dataclass(frozen=True)
class Problem:
    """One finding: where it is (the ``msgid``'s line; 0 for the whole file), which gate and check.

    Printed as ``file:line: sentence``; the quality gates of ``tools/po_gates.py``,
    whose findings a translator may waive, add their ``[gate/check]`` before
    the sentence.

    >>> print(Problem(Path("x.po"), 7, "publish", "fuzzy", "“Undo” is marked fuzzy."))
    x.po:7: “Undo” is marked fuzzy.
    >>> print(Problem(Path("x.po"), 7, "pofilter", "endpunc", "no full stop"))
    x.po:7: [pofilter/endpunc] no full stop
    """

    path: Path
    line: int
    gate: str
    check: str
    message: str

    @property
    def where(self) -> str:
        """The file (relative to the current folder when it is inside it) and the line."""
        return f"{shown(self.path)}:{self.line}" if self.line else shown(self.path)

    def __str__(self) -> str:
        tag = "" if self.gate == PUBLISH else f"[{self.gate}/{self.check}] "
        return f"{self.where}: {tag}{self.message}"


def quote(text: str, limit: int = 60) -> str:
    """``text`` in quotation marks, cut at a word after ``limit`` characters."""
    text = " ".join(text.split())
    if len(text) > limit:
        text = text[:limit].rsplit(" ", 1)[0].rstrip(",;:") + "…"
    return f"“{text}”"


def strip_bidi(text: str) -> tuple[str, list[int]]:
    """``text`` without direction marks, and each kept character's index in ``text``."""
    kept = [i for i, ch in enumerate(text) if ch not in BIDI_CONTROLS]
    return "".join(text[i] for i in kept), kept


@cache
def _lines(path: Path, mtime: float) -> tuple[str, ...]:
    return tuple(path.read_text(encoding="utf-8").splitlines())


def msgid_line(path: Path, entry: Any) -> int:
    """The line of an entry's ``msgid`` (polib counts from its first comment)."""
    lines = _lines(path, path.stat().st_mtime)
    for number in range(entry.linenum, min(entry.linenum + 40, len(lines) + 1)):
        if lines[number - 1].startswith("msgid "):
            return number
    return entry.linenum


def _forms(entry: Any) -> list[tuple[str, str]]:
    """``(name, text)`` of every translation of an entry: ``msgstr`` or each ``msgstr[i]``."""
    if entry.msgid_plural:
        return [(f"msgstr[{i}]", text) for i, text in sorted(entry.msgstr_plural.items())]
    return [("msgstr", entry.msgstr)]


def _names(items: Iterable[str]) -> str:
    return ", ".join(sorted(items))


# --- whether readers would see the English ------------------------------------------------


def _untranslated(entry: Any, q: str) -> list[tuple[str, str]]:
    if "fuzzy" in entry.flags:
        return [
            (
                "fuzzy",
                f"{q} is marked fuzzy (the line #, fuzzy above it), so readers would see the "
                "English: compare your translation with the English, correct it, then delete "
                "the #, fuzzy line.",
            )
        ]
    forms = _forms(entry)
    if not any(text.strip() for _, text in forms):
        return [
            (
                "untranslated",
                f"{q} has no translation (its msgstr is empty), so readers would see the "
                "English: write the translation.",
            )
        ]
    empty = [name for name, text in forms if not text.strip()]
    if empty:
        return [
            (
                "untranslated",
                f"{q} has no translation in {_names(empty)}, so readers would see the English "
                "for those numbers: write every plural form.",
            )
        ]
    return []


# --- placeholders ---------------------------------------------------------------------------


def _counted(entry: Any, style: str) -> set[str]:
    """The placeholder(s) of a plural entry that stand for the number, which a form may say in words.

    One the plural English has and the singular lacks ("the last action" / "the last
    {limit} actions"); otherwise the last one before the first word the two English
    forms spell differently ("{card} ({count} card)" / "({count} cards)": ``{count}``).
    """
    singular = placeholders(entry.msgid, style) or frozenset()
    plural = placeholders(entry.msgid_plural, style) or frozenset()
    if plural - singular:
        return set(plural - singular)
    one, many = entry.msgid.split(), entry.msgid_plural.split()
    differs = next((i for i, (a, b) in enumerate(zip(one, many, strict=False)) if a != b), None)
    if differs is None:
        return set(plural)
    before = [p for word in many[:differs] for p in sorted(placeholders(word, style) or ())]
    return {before[-1]} if before else set(plural)


def _placeholder_problems(entry: Any, q: str) -> list[tuple[str, str]]:
    english = [entry.msgid] + ([entry.msgid_plural] if entry.msgid_plural else [])
    style = format_style(" ".join(english)) or "brace"
    wanted: set[str] = set()
    for text in english:
        wanted |= placeholders(text, style) or set()
    listed = _names(wanted)
    counted = _counted(entry, style) if entry.msgid_plural else set()
    out = []
    for name, text in _forms(entry):
        where = f"the translation of {q}" + (f" ({name})" if entry.msgid_plural else "")
        found = placeholders(text, style)
        if found is None:
            out.append(
                (
                    "placeholders",
                    f"{where} has a brace {{ or }} that is not a placeholder, which the program "
                    f"cannot fill in; write the placeholders as the English does ({listed or 'none'}) "
                    "and a brace meant as text twice: {{ or }}.",
                )
            )
            continue
        if found - wanted:
            use = f"use the English's placeholders: {listed}" if wanted else "the English has none"
            out.append(
                (
                    "placeholders",
                    f"{where} uses {_names(found - wanted)}, which the program does not fill in; "
                    f"{use}.",
                )
            )
        left_out = wanted - found - counted
        if left_out and not found - wanted:  # a renamed one is said above
            out.append(
                (
                    "placeholders",
                    f"{where} leaves out {_names(left_out)}, which the program fills in; keep every "
                    f"placeholder of the English: {listed}.",
                )
            )
    if (
        entry.msgid_plural
        and counted
        and not any(counted & (placeholders(text, style) or set()) for _, text in _forms(entry))
    ):
        out.append(
            (
                "placeholders",
                f"no plural form of {q} shows {_names(counted)}, which the program fills in with "
                "the number; write it in the forms for the numbers the language does not spell out.",
            )
        )
    return out


# --- HTML, card labels, direction marks -----------------------------------------------------


def _tag_sentences(want: Counter[str], got: Counter[str], q: str) -> list[tuple[str, str]]:
    out = []
    added, dropped = got - want, want - got
    if added:
        out.append(
            (
                "html",
                f"the translation of {q} has HTML that the English does not have: "
                f"{' '.join(sorted(added))}; a translation may not add HTML, which would go "
                "into the page as it stands: remove it.",
            )
        )
    if dropped:
        out.append(
            (
                "html",
                f"the translation of {q} leaves out the English's HTML {' '.join(sorted(dropped))}: "
                "keep it exactly as it is.",
            )
        )
    return out


def _card_problems(english: str, text: str, q: str) -> list[tuple[str, str]]:
    out = []
    for pattern, what in ((_CARD, "card labels"), (_SUIT, "suit marks")):
        want, got = Counter(pattern.findall(english)), Counter(pattern.findall(text))
        if want != got:
            out.append(
                (
                    "cards",
                    f"the translation of {q} has the {what} {_names(got.elements()) or 'none'} "
                    f"where the English has {_names(want.elements()) or 'none'}: keep them as "
                    "in the English.",
                )
            )
            break
    return out


def _bidi_problems(text: str, q: str) -> list[tuple[str, str]]:
    if not _BIDI.search(text):
        return []
    clean, index = strip_bidi(text)
    out = []
    for pattern in (_CARD, _SCOPONE_CARD):
        for m in pattern.finditer(clean):
            first, last = index[m.start()], index[m.end() - 1]
            for mark in _BIDI.findall(text[first:last]):
                name = unicodedata.name(mark).lower()
                out.append(
                    (
                        "bidi",
                        f"the card label “{m.group(0)}” in the translation of {q} has an "
                        f"invisible {name} (U+{ord(mark):04X}) inside it: delete it; the site "
                        "isolates card labels by itself.",
                    )
                )
    return out


# --- the pages' Markdown ----------------------------------------------------------------------


@cache
def _markdown(extensions: tuple[str, ...]) -> Any:
    """The MyST Markdown parser, configured as the site's (``myst_enable_extensions``)."""
    from markdown_it.renderer import RendererHTML
    from myst_parser.config.main import MdParserConfig
    from myst_parser.parsers.mdit import create_md_parser

    return create_md_parser(MdParserConfig(enable_extensions=set(extensions)), RendererHTML)


_BLOCKS = {
    "bullet_list_open": "a list item (- or *)",
    "ordered_list_open": "a numbered list item (1.)",
    "heading_open": "a heading (#)",
    "blockquote_open": "a quotation (>)",
    "code_block": "a code block (four spaces)",
    "fence": "a code block (```)",
    "hr": "a horizontal line (---)",
    "table_open": "a table (|)",
    "dl_open": "a definition (: )",
    "myst_target": "a label ((name)=)",
    "myst_line_comment": "a comment (%)",
    "front_matter": "a front matter (---)",
    "footnote_reference_open": "a footnote ([^1]:)",
}


@dataclass
class _Markup:
    """What a piece of MyST Markdown shows besides its words."""

    blocks: tuple[str, ...]
    bold: int
    code: Counter[str]
    roles: Counter[str]
    links: Counter[str]
    html: Counter[str]
    other: Counter[str]
    stars: int
    backticks: int


def _role(content: str, name: str) -> str:
    target = re.search(r"<([^<>]+)>\s*$", content)
    return f"{{{name}}}`{target.group(1) if target else content}`"


def _markup(text: str, extensions: tuple[str, ...]) -> _Markup:
    tokens = _markdown(extensions).parse(text)
    found = _Markup(
        tuple(t.type for t in tokens if t.type not in ("inline", "html_block")),
        0,
        Counter(),
        Counter(),
        Counter(),
        Counter(t.content.strip() for t in tokens if t.type == "html_block"),
        Counter(),
        0,
        0,
    )
    for child in (c for t in tokens for c in (t.children or [])):
        kind = child.type
        if kind == "text":
            found.stars += child.content.count("*")
            found.backticks += child.content.count("`")
        elif kind == "strong_open":
            found.bold += 1
        elif kind == "code_inline":
            found.code[f"`{child.content}`"] += 1
        elif kind == "myst_role":
            found.roles[_role(child.content, child.meta.get("name", ""))] += 1
        elif kind == "link_open":
            found.links[f"({child.attrs.get('href', '')})"] += 1
        elif kind == "image":
            found.links[f"![…]({child.attrs.get('src', '')})"] += 1
        elif kind == "html_inline":
            found.html[child.content] += 1
        elif not kind.endswith("_close") and kind not in ("softbreak", "hardbreak", "em_open"):
            attrs = " ".join(f"{k}={v}" for k, v in sorted(child.attrs.items()))
            shown = "[…]{" + attrs + "}" if kind == "span_open" else f"{kind} {attrs}".strip()
            found.other[shown] += 1
    return found


def _changed(
    want: Counter[str], got: Counter[str], q: str, what: str, keep: str
) -> list[tuple[str, str]]:
    added, dropped = got - want, want - got
    if not added and not dropped:
        return []
    if len(list(added.elements())) == 1 and len(list(dropped.elements())) == 1:
        text = f"changes {what} {next(dropped.elements())} into {next(added.elements())}"
    elif dropped and not added:
        text = f"leaves out {what} {_names(dropped.elements())}"
    elif added and not dropped:
        text = f"adds {what} {_names(added.elements())}, which the English does not have"
    else:
        text = (
            f"has {what} {_names(got.elements()) or 'none'} where the English has "
            f"{_names(want.elements()) or 'none'}"
        )
    return [("markup", f"the translation of {q} {text}: {keep}.")]


def _markup_problems(english: str, text: str, q: str, extensions: tuple[str, ...]) -> list:
    want, got = _markup(english, extensions), _markup(text, extensions)
    if got.html - want.html:  # HTML first: the rest of the text is inside it
        return _tag_sentences(want.html, got.html, q)
    out: list[tuple[str, str]] = []
    if want.blocks != got.blocks:
        what = next((_BLOCKS.get(t, t) for t in got.blocks if t not in want.blocks), None)
        begins = f"begins like {what}" if what else "is not laid out as the English"
        return [
            (
                "markup",
                f"the translation of {q} {begins}, where the English is running text, so the "
                "page would keep the English: begin it otherwise (a \\ before the first "
                "character keeps it as text).",
            )
        ]
    if got.stars > want.stars:
        mark = "**" if "**" in text and got.bold < want.bold else "*"
        out.append(
            (
                "markup",
                f"the translation of {q} has a {mark} that does not close, so readers would see "
                f"the star{'s' if mark == '**' else ''}: put {mark} before and after the words, "
                "as the English does.",
            )
        )
    elif got.bold != want.bold:
        out.append(
            (
                "markup",
                f"the translation of {q} has {got.bold} bold span(s) (**…**) where the English "
                f"has {want.bold}: keep the English's bold words bold.",
            )
        )
    if got.backticks > want.backticks:
        out.append(
            (
                "markup",
                f"the translation of {q} has a backtick (`) that does not close, so readers "
                "would see it: code and roles need one ` before and one after.",
            )
        )
    out += _changed(
        want.roles,
        got.roles,
        q,
        "the reference",
        "keep each reference's target as in the English (only the text before <…> is translated)",
    )
    out += _changed(
        want.links, got.links, q, "the link", "keep the link's address as in the English"
    )
    out += _changed(
        want.code, got.code, q, "the code", "text between backticks is shown as typed: keep it"
    )
    out += _changed(want.other, got.other, q, "the markup", "keep the markup as in the English")
    out += _tag_sentences(want.html, got.html, q)
    return out


# --- one entry, one catalog -----------------------------------------------------------------


def entry_problems(
    path: Path, entry: Any, *, markdown: tuple[str, ...] | None = None
) -> list[Problem]:
    """Every problem of one entry: ``markdown`` is the MyST extensions for a page's catalog,
    ``None`` for a catalog of the program's messages (placeholders, no Markdown)."""
    if entry.obsolete or not entry.msgid:
        return []
    q = quote(entry.msgid)
    found = _untranslated(entry, q)
    if not found:
        if markdown is None:
            found += _placeholder_problems(entry, q)
        for _name, text in _forms(entry):
            clean = strip_bidi(text)[0]
            if markdown is None:
                found += _tag_sentences(
                    Counter(_HTML.findall(entry.msgid)), Counter(_HTML.findall(text)), q
                )
            else:
                found += _markup_problems(entry.msgid, clean, q, markdown)
            if not entry.msgid_plural:
                found += _card_problems(entry.msgid, clean, q)
            found += _bidi_problems(text, q)
    line = msgid_line(path, entry)
    unique = dict.fromkeys(found)
    return [Problem(path, line, PUBLISH, check, message) for check, message in unique]


def _header_problems(path: Path, catalog: Any) -> list[Problem]:
    if not catalog.metadata_is_fuzzy:
        return []
    return [
        Problem(
            path,
            1,
            PUBLISH,
            "fuzzy",
            'the header of this catalog (the entry msgid "") is marked fuzzy, so gettext '
            "would lose its plural rule (Plural-Forms): delete the #, fuzzy line above it.",
        )
    ]


def catalog_problems(
    path: Path, *, markdown: tuple[str, ...] | None = None, template: Path | None = None
) -> list[Problem]:
    """Every problem of one catalog, and against its ``template`` (``locales/<domain>.pot``).

    An entry whose English the template does not have is reported as such, and
    not checked further: its ``msgid`` is not the English the program shows.
    """
    import polib  # a build-time dependency

    try:
        catalog = polib.pofile(str(path))
    except (OSError, ValueError) as error:
        found = re.search(r"\(line (\d+)\)", str(error))
        return [
            Problem(
                path,
                int(found.group(1)) if found else 0,
                PUBLISH,
                "syntax",
                f"this catalog cannot be read ({str(error).split(': ', 1)[-1]}); "
                "`make i18n-check` shows what msgfmt finds wrong.",
            )
        ]
    problems = _header_problems(path, catalog)
    against = template_problems(path, catalog, template) if template is not None else []
    elsewhere = {p.line for p in against}
    for entry in catalog:
        if not elsewhere or msgid_line(path, entry) not in elsewhere:
            problems += entry_problems(path, entry, markdown=markdown)
    return sorted(problems + against, key=lambda p: p.line)


def catalogs_of(
    srcdir: Path,
    locale_dir: Path,
    lang: str,
    extensions: tuple[str, ...],
    suffixes: tuple[str, ...],
) -> list[tuple[Path, tuple[str, ...] | None, Path | None]]:
    """``(catalog, markdown, template)`` for each catalog of ``lang`` under ``locale_dir``.

    A catalog named after a page (``rules.po`` for ``rules.md``) is that page's
    text, read as Markdown with ``extensions``; another one holds a program's
    messages, with its template beside the languages if there is one.
    """
    base = locale_dir / lang / "LC_MESSAGES"
    out = []
    for po in sorted(base.rglob("*.po")):
        name = po.relative_to(base).with_suffix("")
        page = any((srcdir / name).with_suffix(s).exists() for s in suffixes)
        template = (locale_dir / name).with_suffix(".pot")
        out.append(
            (po, extensions if page else None, template if template.exists() and not page else None)
        )
    return out


# --- the English a catalog translates -----------------------------------------------------


def _pairs(stale: list[Any], missing: list[Any]) -> Iterator[tuple[Any, Any | None]]:
    """Each stale entry with the missing English it was most likely edited from."""
    left = list(missing)
    for entry in stale:
        scored = [
            (difflib.SequenceMatcher(None, entry.msgid, m.msgid).ratio(), i)
            for i, m in enumerate(left)
            if m.msgctxt == entry.msgctxt
        ]
        best = max(scored, default=(0.0, -1))
        if best[0] >= 0.6:
            yield entry, left.pop(best[1])
        else:
            yield entry, None


def _compare(
    path: Path,
    entries: list[Any],
    english: list[tuple[Any, str]],
    source: str,
    update: str,
    shows: str,
) -> list[Problem]:
    """Entries against the English they translate (``(entry-like, "file:line")`` pairs)."""
    have = {(e.msgctxt, e.msgid) for e in entries}
    wanted = {(e.msgctxt, e.msgid) for e, _ in english}
    where = {(e.msgctxt, e.msgid): place for e, place in english}
    stale = [e for e in entries if (e.msgctxt, e.msgid) not in wanted]
    missing = [e for e, _ in english if (e.msgctxt, e.msgid) not in have]
    problems = []
    paired = set()
    for entry, original in _pairs(stale, missing):
        line = msgid_line(path, entry)
        if original is not None:
            paired.add((original.msgctxt, original.msgid))
            problems.append(
                Problem(
                    path,
                    line,
                    PUBLISH,
                    "edited",
                    f"the English (msgid) of this entry was changed: {shows} "
                    f"{quote(original.msgid)} ({where[(original.msgctxt, original.msgid)]}), "
                    f"not {quote(entry.msgid)}; put the msgid back as it was (a translator "
                    "changes only the msgstr), or readers see the English.",
                )
            )
        else:
            problems.append(
                Problem(
                    path,
                    line,
                    PUBLISH,
                    "stale",
                    f"{quote(entry.msgid)} is not in {source} any more, so nothing shows this "
                    "translation: if you changed the msgid, put it back as it was; if the "
                    f"English was removed, run `{update}`.",
                )
            )
    for original, place in english:
        key = (original.msgctxt, original.msgid)
        if key in have or key in paired:
            continue
        problems.append(
            Problem(
                path,
                0,
                PUBLISH,
                "missing",
                f"the English {quote(original.msgid)} ({place}) has no entry in this catalog, so "
                f"readers would see it in English: run `{update}`, then translate it.",
            )
        )
    return problems


def template_problems(path: Path, catalog: Any, template: Path) -> list[Problem]:
    """A program's catalog against its template: edited, stale and missing ``msgid``."""
    import polib

    pot = [e for e in polib.pofile(str(template)) if e.msgid and not e.obsolete]
    entries = [e for e in catalog if e.msgid and not e.obsolete]
    name = shown(template)
    english = [(e, f"{name}:{msgid_line(template, e)}") for e in pot]
    return _compare(
        path,
        entries,
        english,
        f"the program's English ({name})",
        "make engine-update",
        "the program says",
    )


@dataclass(frozen=True)
class _Message:
    """A paragraph, heading or term of a page, as the build reads it."""

    msgid: str
    msgctxt: None = None


def page_problems(
    path: Path, catalog: Any, page: str, messages: list[tuple[str, int]]
) -> list[Problem]:
    """A page's catalog against the page: ``messages`` are its texts and their lines."""
    entries = [e for e in catalog if e.msgid and not e.obsolete]
    english = [(_Message(text), f"{page}:{line}") for text, line in messages]
    seen = set()
    unique = [(m, p) for m, p in english if not (m.msgid in seen or seen.add(m.msgid))]
    return _compare(path, entries, unique, f"the page {page}", "make intl-update", "the page says")


def shown(path: Path) -> str:
    """``path`` relative to the current folder when it is inside it (as a translator runs make)."""
    resolved = path.resolve()
    try:
        return str(resolved.relative_to(Path.cwd()))
    except ValueError:
        return str(resolved)
