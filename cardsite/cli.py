"""What the games' command lines share: the language from the environment, quiet endings.

>>> env_language({"LANGUAGE": "xx:ru_RU", "LANG": "it_IT.UTF-8"})
'ru'
>>> env_language({"LANG": "C.UTF-8"}), env_language({})
('en', 'en')

:func:`run_quietly` runs a command's body so that Ctrl-C and a reader that
went away (``| head``) end it with the status a shell expects, without a
traceback:

>>> def interrupted() -> int:
...     raise KeyboardInterrupt
>>> run_quietly(interrupted, stderr=io.StringIO())
130
>>> run_quietly(lambda: 0)
0

:func:`argument_type` makes a game's checking function an argparse ``type``
whose refusal is a usage error in the reader's language, and :func:`prompt`
reads a command of an interactive game, Ctrl-C and end of input alike ending it.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from collections.abc import Callable, Iterable, Mapping
from typing import TextIO, TypeVar

from .errors import CodedError
from .i18n import LANGUAGES

__all__ = [
    "EXIT_INTERRUPTED",
    "EXIT_PIPE",
    "argument_type",
    "env_language",
    "prompt",
    "run_quietly",
]

T = TypeVar("T")

#: 128 + SIGINT, as a shell reports Ctrl-C.
EXIT_INTERRUPTED = 130
#: 128 + SIGPIPE: the reader of the output went away.
EXIT_PIPE = 141


def env_language(
    environ: Mapping[str, str] | None = None, languages: Iterable[str] = LANGUAGES
) -> str:
    """The language the environment asks for (``LANGUAGE``, ``LC_ALL``, …) among ``languages``.

    The variables are read in gettext's order, each ``LANGUAGE`` list item in
    turn; a language not among ``languages`` falls back to English here, the
    environment speaking for every program, not for this one.
    """
    environ = os.environ if environ is None else environ
    shipped = set(languages)
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for value in environ.get(name, "").split(":"):
            code = value.split(".")[0].replace("-", "_").split("_")[0].lower()
            if code in shipped:
                return code
    return "en"


def pick_language(
    asked: str | None,
    error: type[CodedError],
    environ: Mapping[str, str] | None = None,
    languages: Iterable[str] = LANGUAGES,
) -> str:
    """The language of the messages: ``asked`` (``--lang``) if given, else the environment's.

    An asked language that is not shipped is refused with ``error("unknown-language")``
    naming the choices (each game words it in its own catalog); a region is dropped.

    >>> pick_language("ru-RU", CodedError)
    'ru'
    >>> pick_language(None, CodedError, {"LANG": "it_IT.UTF-8"})
    'it'
    >>> pick_language("xx", CodedError)
    Traceback (most recent call last):
    ...
    cardsite.errors.CodedError: unknown-language
    """
    if asked is None:
        return env_language(environ, languages)
    shipped = tuple(languages)
    code = str(asked).strip().replace("-", "_").split("_")[0].lower()
    if code not in shipped:
        raise error("unknown-language", text=str(asked)[:40], choices=list(shipped))
    return code


def run_quietly(body: Callable[[], int], *, stderr: TextIO | None = None) -> int:
    """``body()``'s exit status, standard output flushed; Ctrl-C and a closed pipe end quietly.

    Ctrl-C returns :data:`EXIT_INTERRUPTED` after a newline on ``stderr``
    (the prompt's line ends); a closed standard output returns
    :data:`EXIT_PIPE`, with standard output pointed at nothing so that
    Python's own flush at exit cannot fail a second time (the recipe of
    Python's documentation on SIGPIPE).
    """
    try:
        status = body()
        sys.stdout.flush()  # here, not at exit: a closed pipe is then caught below
        return status
    except KeyboardInterrupt:
        print(file=sys.stderr if stderr is None else stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError, io.UnsupportedOperation):
            pass
        return EXIT_PIPE


def argument_type(convert: Callable[[str], T], lang: str | None) -> Callable[[str], T]:
    """An argparse ``type``: ``convert``, its coded refusal turned into a usage error in ``lang``.

    >>> from cardsite.errors import CodedError
    >>> def seat(text: str) -> int:
    ...     if text not in ("0", "1"):
    ...         raise CodedError("bad-seat", text=text)
    ...     return int(text)
    >>> parser = argparse.ArgumentParser(prog="game", exit_on_error=False)
    >>> _ = parser.add_argument("seat", type=argument_type(seat, "en"))
    >>> parser.parse_args(["1"]).seat
    1
    >>> parser.parse_args(["7"])
    Traceback (most recent call last):
    ...
    argparse.ArgumentError: argument seat: bad-seat
    """

    def check(text: str) -> T:
        try:
            return convert(text)
        except CodedError as err:
            raise argparse.ArgumentTypeError(err.message(lang)) from None

    check.__name__ = getattr(convert, "__name__", "value")
    return check


def prompt(stdin: TextIO, stdout: TextIO, text: str = "> ") -> str:
    """Show ``text``, then read one line: ``""`` at the end of input and after Ctrl-C.

    >>> out = io.StringIO()
    >>> prompt(io.StringIO("7d\\n"), out), out.getvalue()
    ('7d\\n', '> ')
    >>> prompt(io.StringIO(""), out)
    ''
    """
    stdout.write(text)
    stdout.flush()
    try:
        return stdin.readline()
    except KeyboardInterrupt:
        return ""
