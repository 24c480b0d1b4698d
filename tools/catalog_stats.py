"""Translation statistics for every catalog under locales/: per language and per file.

    python tools/catalog_stats.py            # a plain-text table, one row per language and file
    python tools/catalog_stats.py --summary  # one row per language and domain
    python tools/catalog_stats.py --markdown # the same summary as a Markdown table

"Domain" is ``engine`` for ``scorpion.po`` (engine, player, command line), ``scopone``
for ``scopone.po`` (the Scopone engine and its command line), ``cardsite`` for
``cardsite.po`` (the shared layer: argparse's words in both command lines) and
``site`` for the page catalogs. Counts exclude the header entry and obsolete
(``#~``) entries.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

import polib

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"
TRANSLATIONS = ("ro", "ar", "ru", "it")


@dataclass
class Stats:
    """Counts for one catalog or a sum of catalogs."""

    total: int = 0
    translated: int = 0
    fuzzy: int = 0

    @property
    def untranslated(self) -> int:
        return self.total - self.translated - self.fuzzy

    @property
    def percent(self) -> float:
        return 100.0 * self.translated / self.total if self.total else 100.0

    def __iadd__(self, other: Stats) -> Stats:
        self.total += other.total
        self.translated += other.translated
        self.fuzzy += other.fuzzy
        return self


def catalog_stats(path: Path) -> Stats:
    """Translated, fuzzy and total entries of one ``.po`` file."""
    po = polib.pofile(str(path))
    entries = [e for e in po if not e.obsolete]
    fuzzy = sum(1 for e in entries if "fuzzy" in e.flags)
    translated = sum(1 for e in entries if e.translated())
    return Stats(total=len(entries), translated=translated, fuzzy=fuzzy)


def domain_of(path: Path) -> str:
    """``engine`` for Scorpion's engine catalog, ``scopone`` for Scopone's, ``cardsite`` for the
    shared layer's, ``site`` for a page's."""
    return {"scorpion.po": "engine", "scopone.po": "scopone", "cardsite.po": "cardsite"}.get(
        path.name, "site"
    )


def catalogs(lang: str) -> list[Path]:
    """Every ``.po`` of ``lang``, sorted."""
    return sorted((LOCALES / lang / "LC_MESSAGES").rglob("*.po"))


def summary(languages: tuple[str, ...] = TRANSLATIONS) -> dict[tuple[str, str], Stats]:
    """Stats per (language, domain)."""
    out: dict[tuple[str, str], Stats] = {}
    for lang in languages:
        for path in catalogs(lang):
            out.setdefault((lang, domain_of(path)), Stats()).__iadd__(catalog_stats(path))
    return out


def format_summary(rows: dict[tuple[str, str], Stats], markdown: bool = False) -> str:
    """The summary as a text or Markdown table."""
    head = ("language", "domain", "entries", "translated", "fuzzy", "untranslated", "%")
    body = [
        (lang, dom, str(s.total), str(s.translated), str(s.fuzzy), str(s.untranslated),
         f"{s.percent:.1f}")
        for (lang, dom), s in sorted(rows.items())
    ]  # fmt: skip
    if markdown:
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        lines += ["| " + " | ".join(r) + " |" for r in body]
        return "\n".join(lines)
    widths = [max(len(r[i]) for r in [head, *body]) for i in range(len(head))]
    return "\n".join(
        "  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) for r in [head, *body]
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--summary", action="store_true")
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument(
        "languages", nargs="*", default=list(TRANSLATIONS), choices=list(TRANSLATIONS)
    )
    args = parser.parse_args(argv)
    languages = tuple(args.languages)
    if args.summary or args.markdown:
        print(format_summary(summary(languages), markdown=args.markdown))
        return 0
    for lang in languages:
        for path in catalogs(lang):
            s = catalog_stats(path)
            rel = path.relative_to(LOCALES)
            print(f"{rel!s:60} {s.translated:5}/{s.total:<5} fuzzy {s.fuzzy:<4} {s.percent:5.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
