"""Write the engine's current output under each ``>>>`` line of the site's pages.

For authors: after writing the code of an example in a ```pycon block of a page,
run ``python tools/site_doctest_fill.py docs/rules.md`` to fill in what the
engine prints; then read the result (it is what the page promises) and keep it.
``make test`` checks every page against the engine from then on
(tests/site/test_page_doctests.py), so an engine change that alters an example
fails there. Run from the repository root; code runs with docs/ as the current
directory, one namespace per page.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import re
import sys
import traceback
from pathlib import Path

BLOCK = re.compile(r"(```pycon\n)(.*?)(```)", re.DOTALL)


def _run(source: str, namespace: dict[str, object]) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        try:
            code = compile(source, "<page>", "single")
            exec(code, namespace)
        except Exception as err:  # shown as a doctest traceback
            name = f"{type(err).__module__}.{type(err).__qualname__}"
            name = name.removeprefix("builtins.")
            tb = "".join(traceback.format_exception_only(type(err), err)).strip()
            message = tb.split(": ", 1)[1] if ": " in tb else ""
            return f"Traceback (most recent call last):\n...\n{name}: {message}\n"
    return out.getvalue()


def fill(text: str, namespace: dict[str, object]) -> str:
    def block(m: re.Match[str]) -> str:
        lines = m.group(2).splitlines()
        result: list[str] = []
        i = 0
        while i < len(lines):
            line = lines[i]
            if not line.startswith(">>> "):
                i += 1
                continue
            source = [line[4:]]
            result.append(line)
            i += 1
            while i < len(lines) and lines[i].startswith("... "):
                source.append(lines[i][4:])
                result.append(lines[i])
                i += 1
            output = _run("\n".join(source) + "\n", namespace)
            result.extend(output.rstrip("\n").splitlines() if output.strip() else [])
        return m.group(1) + "\n".join(result) + "\n\n" + m.group(3)

    return BLOCK.sub(block, text)


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pages", nargs="+", help="pages under docs/, such as docs/rules.md")
    args = parser.parse_args(argv)
    root = Path.cwd()
    docs = (root / "docs").resolve()
    for name in args.pages:
        path = (root / name).resolve()
        if not path.is_file() or path.suffix != ".md" or not path.is_relative_to(docs):
            parser.error(f"{name}: not a page (.md) under {docs} (run from the repository root)")
    for name in args.pages:
        path = (root / name).resolve()
        os.chdir(root / "docs")
        try:
            path.write_text(fill(path.read_text(encoding="utf-8"), {}), encoding="utf-8")
        finally:
            os.chdir(root)


if __name__ == "__main__":
    main(sys.argv[1:])
