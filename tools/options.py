"""What the tools' and benchmarks' command lines share: checked option types, safe writes.

Every option of a tool is checked by argparse before the tool does any work,
so that a value out of range is a usage error (exit status 2) that names the
option and the value, never a traceback, a hang or a run that does nothing:

>>> import argparse
>>> parser = argparse.ArgumentParser(prog="tool", exit_on_error=False)
>>> _ = parser.add_argument("--count", type=whole(1))
>>> _ = parser.add_argument("--budget", type=seconds())
>>> parser.parse_args(["--count", "3", "--budget", "0.5"])
Namespace(count=3, budget=0.5)
>>> parser.parse_args(["--count", "0"])
Traceback (most recent call last):
...
argparse.ArgumentError: argument --count: '0' is not a whole number from 1 up
>>> parser.parse_args(["--budget", "nan"])
Traceback (most recent call last):
...
argparse.ArgumentError: argument --budget: 'nan' is not a number of seconds above 0

:func:`write_aside` writes a result next to its file and renames it over the
file only once it is complete, so that a reader never sees half a file and a
killed run leaves the old one in place.

These messages are for the project's developers and are in English, as the
tools' other output is.
"""

from __future__ import annotations

import argparse
import math
import os
import re
from collections.abc import Callable
from pathlib import Path

__all__ = ["port", "seconds", "whole", "writable_folder", "write_aside"]

_WHOLE = re.compile(r"[+-]?[0-9]{1,30}")
#: Longer values are shown cut in the messages.
_SHOWN = 40


def _shown(text: str) -> str:
    return repr(text if len(text) <= _SHOWN else text[:_SHOWN] + "…")


def whole(low: int = 0, high: int | None = None) -> Callable[[str], int]:
    """An argparse ``type``: a whole number from ``low`` to ``high`` (no upper end: ``None``).

    >>> whole(1, 8)("8"), whole()("0")
    (8, 0)
    >>> whole(1, 8)("9")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: '9' is not a whole number from 1 to 8
    """
    span = f"from {low} up" if high is None else f"from {low} to {high}"

    def check(text: str) -> int:
        raw = text.strip()
        value = int(raw) if _WHOLE.fullmatch(raw) else None
        if value is None or value < low or (high is not None and value > high):
            raise argparse.ArgumentTypeError(f"{_shown(text)} is not a whole number {span}")
        return value

    check.__name__ = "whole number"
    return check


def seconds(*, zero: bool = False, high: float = math.inf) -> Callable[[str], float]:
    """An argparse ``type``: a finite number of seconds above 0 (or from 0 with ``zero``).

    >>> seconds()("1.5"), seconds(zero=True)("0")
    (1.5, 0.0)
    >>> seconds()("inf")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: 'inf' is not a number of seconds above 0
    """
    span = "from 0" if zero else "above 0"
    if high < math.inf:
        span += f" to {high:g}"

    def check(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = math.nan
        if not math.isfinite(value) or value < 0 or (value == 0 and not zero) or value > high:
            raise argparse.ArgumentTypeError(f"{_shown(text)} is not a number of seconds {span}")
        return value

    check.__name__ = "seconds"
    return check


def port(text: str) -> int:
    """An argparse ``type``: a TCP port, 0 (any free one) to 65535.

    >>> port("8000")
    8000
    >>> port("70000")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: '70000' is not a port: give a whole number from 0 (any free port) to 65535
    """
    try:
        return whole(0, 65535)(text)
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(
            f"{_shown(text)} is not a port: give a whole number from 0 (any free port) to 65535"
        ) from None


def writable_folder(text: str) -> Path:
    """An argparse ``type``: a folder that exists or can be made, and can be written to.

    A file (``/dev/null``) or a folder without write permission is refused
    before any work, not when the first result is to be saved.
    """
    path = Path(text)
    probe = path
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    if probe.exists() and not probe.is_dir():
        raise argparse.ArgumentTypeError(f"{_shown(text)} is not a folder ({probe} is a file)")
    if not os.access(probe, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(f"{_shown(text)}: cannot write in {probe}")
    return path


def write_aside(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a file beside it, renamed over ``path`` when complete."""
    aside = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(aside, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(aside, path)
    finally:
        aside.unlink(missing_ok=True)
