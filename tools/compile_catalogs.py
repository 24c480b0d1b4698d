"""Compile a gettext catalog (.po) into a .mo file, failing with the file and line.

    python tools/compile_catalogs.py locales/ro/LC_MESSAGES/scorpion.po scorpion/locale/ro/LC_MESSAGES/scorpion.mo

Uses Babel, so it needs no system gettext. A syntax error, a broken
placeholder or a bad plural header stops it with ``file:line: problem`` and
exit status 1; fuzzy entries are left out of the .mo, as msgfmt does.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import PoFileError, read_po


def load(path: Path) -> Catalog:
    """Read ``path`` strictly; raise ``SystemExit`` naming the file and line on error."""
    with path.open("rb") as f:
        try:
            catalog = read_po(f, abort_invalid=True)
        except PoFileError as err:
            line = getattr(err, "lineno", "?")
            raise SystemExit(f"{path}:{line}: {err}") from None
    problems = [
        f"{path}:{message.lineno}: {error}"
        for message, errors in catalog.check()
        for error in errors
    ]
    if problems:
        raise SystemExit("\n".join(problems))
    return catalog


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    source, target = Path(argv[0]), Path(argv[1])
    catalog = load(source)
    target.parent.mkdir(parents=True, exist_ok=True)
    with target.open("wb") as f:
        write_mo(f, catalog, use_fuzzy=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
