"""Bring the pages' catalogs up to date with the templates, keeping the previous English.

    python tools/intl_update.py _build/gettext locales ro ar ru it

What ``sphinx-intl update`` does (same reader, merge and writer, from
sphinx-intl and Babel, same line width), with one difference: a paragraph
whose English changed becomes fuzzy *with the English it was translated
from* in ``#| msgid``, so that a translator sees what changed. sphinx-intl
writes the catalog without it. New pages get their catalog as sphinx-intl
makes it.
"""

from __future__ import annotations

import sys
from pathlib import Path

import polib
from sphinx_intl import catalog as c

from cardsite.i18n import LANGUAGES

#: The languages translated from English.
TRANSLATIONS = tuple(lang for lang in LANGUAGES if lang != "en")

WIDTH = 76  # sphinx-intl's default, which every catalog here was written with


def update(pot_dir: Path, locale_dir: Path, languages: list[str]) -> dict[str, int]:
    """Update or create ``<locale_dir>/<lang>/LC_MESSAGES/<page>.po`` for every template."""
    counts = {"created": 0, "updated": 0, "unchanged": 0}
    for pot in sorted(pot_dir.rglob("*.pot")):
        name = pot.relative_to(pot_dir).with_suffix(".po")
        template = c.load_po(str(pot))  # read once; merging does not change it
        for lang in languages:
            po = locale_dir / lang / "LC_MESSAGES" / name
            if not po.exists():
                fresh = c.load_po(str(pot))  # a new catalog takes the language's header
                fresh.locale = lang
                c.dump_po(str(po), fresh, width=WIDTH)
                counts["created"] += 1
                print(f"Create: {po}")
                continue
            catalog = c.load_po(str(po))
            before = {(m.context, m.id): m.string for m in catalog if m.id}
            c.update_with_fuzzy(catalog, template)
            after = {(m.context, m.id): m.string for m in catalog if m.id}
            if before == after:
                counts["unchanged"] += 1
                continue
            c.dump_po(str(po), catalog, width=WIDTH)
            _keep_previous(po, catalog)
            counts["updated"] += 1
            print(f"Update: {po} +{len(after.keys() - before.keys())}, "
                  f"-{len(before.keys() - after.keys())}")  # fmt: skip
    return counts


def _previous_lines(old: str) -> list[str]:
    """``#| msgid`` lines for ``old``, escaped and wrapped as gettext writes them."""
    entry = polib.POEntry(msgid="-", msgstr="", previous_msgid=old)
    return [
        line for line in entry.__unicode__(wrapwidth=WIDTH).splitlines() if line.startswith("#| ")
    ]


def _keep_previous(po: Path, catalog: object) -> None:
    """Insert ``#| msgid`` into the fuzzy entries of the file Babel wrote.

    Only those lines are added, so the rest of the file stays byte for byte
    as sphinx-intl writes it (Babel's own ``include_previous`` breaks long
    ids into lines msgfmt rejects).
    """
    previous = {
        (m.context, m.id): m.previous_id
        for m in catalog  # type: ignore[attr-defined]
        if m.fuzzy and m.previous_id and m.id
    }
    if not previous:
        return
    blocks = po.read_text(encoding="utf-8").split("\n\n")
    for i, block in enumerate(blocks):
        lines = block.split("\n")
        flags = [k for k, line in enumerate(lines) if line.startswith("#,") and "fuzzy" in line]
        if i == 0 or not flags:  # the header, or an entry that is not fuzzy
            continue
        entry = polib.pofile(block + "\n")[0]
        old = previous.get((entry.msgctxt, entry.msgid))
        if old is None:
            continue
        old = old[0] if isinstance(old, (list, tuple)) else old
        at = flags[0] + 1
        blocks[i] = "\n".join(lines[:at] + _previous_lines(old) + lines[at:])
    po.write_text("\n\n".join(blocks), encoding="utf-8")


def main(argv: list[str]) -> int:
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    pot_dir, locale_dir, languages = Path(argv[0]), Path(argv[1]), argv[2:]
    unknown = [lang for lang in languages if lang not in TRANSLATIONS]
    if unknown:
        print(
            f"intl_update: no such translation {' '.join(unknown)} (the project translates "
            f"into {' '.join(TRANSLATIONS)})",
            file=sys.stderr,
        )
        return 2
    if not pot_dir.is_dir():
        print(f"intl_update: no templates in {pot_dir} (run `make gettext`)", file=sys.stderr)
        return 2
    counts = update(pot_dir, locale_dir, languages)
    print(", ".join(f"{n} {what}" for what, n in counts.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
