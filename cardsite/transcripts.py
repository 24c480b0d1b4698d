"""A page's ``>>>`` examples with what they print in another language.

The pages' code examples are doctests written in English (``tests/site/
test_page_doctests.py`` runs them). A translated page shows the same code with
what it prints in the page's language: :func:`localize` runs the examples of
a page, in order and in one namespace as doctest does, inside
:func:`cardsite.spoken.speaking`, so that ``print(game)`` and an error's
message come out in that language, and puts each output in place of the English
one. The code lines never change.

An expected output that abbreviates with ``...`` (a traceback's middle aside)
stays as written: it stands for something that changes from run to run, and the
page must not change with it. An example that fails (its output is not what
the English says, up to that language) keeps its English, so a page never shows
what the doctest did not check.

>>> blocks = [
...     '>>> print("x")\\nx\\n>>> 1 + 1\\n2\\n',
...     '>>> int("z")\\nTraceback (most recent call last):\\n...\\nValueError: invalid literal\\n',
... ]
>>> localize(blocks, "en") == blocks
True
"""

from __future__ import annotations

import contextlib
import doctest
import io
import os
from collections.abc import Iterator, Sequence
from pathlib import Path

from .spoken import speaking

__all__ = ["localize"]


@contextlib.contextmanager
def _inside(folder: Path | None) -> Iterator[None]:
    if folder is None:
        yield
        return
    before = os.getcwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(before)


def _run(example: doctest.Example, globs: dict) -> tuple[str, BaseException | None]:
    """What ``example`` prints (as the interactive prompt would), and the error it raised."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        try:
            code = compile(example.source, "<page>", "single", dont_inherit=True)
            exec(code, globs)
        except KeyboardInterrupt:
            raise
        except BaseException as err:  # the example's own error is its output
            return out.getvalue(), err
    return out.getvalue(), None


def _abbreviated(want: str) -> bool:
    lines = [line for line in want.splitlines() if line.strip() != "..."]
    return any("..." in line for line in lines)


def _new_want(example: doctest.Example, printed: str, error: BaseException | None) -> str | None:
    """The output to show, or None to keep the English one."""
    if _abbreviated(example.want):
        return None
    if error is None:
        return printed if example.exc_msg is None else None
    if example.exc_msg is None or not example.exc_msg.strip():
        return None  # an error the English does not expect: keep it, the doctest fails
    # The traceback as the English writes it (header, "...", the error's name), then
    # the message in the page's language.
    head = example.want.rsplit(example.exc_msg, 1)[0]
    name = example.exc_msg.split(":", 1)[0]
    return f"{head}{name}: {error}\n"


def localize(blocks: Sequence[str], lang: str, folder: Path | None = None) -> list[str]:
    """The ``>>>`` blocks of one page with their outputs in ``lang`` (run in ``folder``).

    In English the blocks come back unchanged.
    """
    if lang.replace("-", "_").split("_")[0] == "en":
        return list(blocks)
    parser = doctest.DocTestParser()
    globs: dict = {"__name__": "__page__"}
    out = []
    with speaking(lang), _inside(folder):
        for text in blocks:
            lines = text.splitlines(keepends=True)
            replaced: list[tuple[int, int, str]] = []
            for example in parser.get_examples(text):
                printed, error = _run(example, globs)
                if not example.want:
                    continue
                new = _new_want(example, printed, error)
                if new is None or new == example.want:
                    continue
                start = example.lineno + len(example.source.splitlines())
                end = start + len(example.want.splitlines())
                replaced.append((start, end, new))
            for start, end, new in reversed(replaced):
                lines[start:end] = new.splitlines(keepends=True)
            out.append("".join(lines))
    return out
