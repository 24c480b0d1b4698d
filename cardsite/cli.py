"""What the games' command lines share: the language from the environment, quiet endings.

>>> env_language({"LANGUAGE": "xx:ru_RU", "LANG": "it_IT.UTF-8"})
'ru'
>>> env_language({"LANG": "C.UTF-8"}), env_language({})
('en', 'en')

:func:`run_quietly` runs a command's body so that Ctrl-C and a reader that
went away (``| head``) end it with the status a shell expects, without a
traceback:

>>> import io
>>> def interrupted() -> int:
...     raise KeyboardInterrupt
>>> run_quietly(interrupted, stderr=io.StringIO())
130
>>> run_quietly(lambda: 0)
0

:class:`Parser` is the ``argparse`` parser both games build their command
lines with: argparse's own words (``usage:``, ``options``, ``show this help
message and exit``, its error messages) come in the reader's language from
the shared ``cardsite`` catalog, and :func:`early_language` finds that
language before the full parser exists.

:func:`argument_type` makes a game's checking function an argparse ``type``
whose refusal is a usage error in the reader's language, and :func:`prompt`
reads a command of an interactive game (a closed input is its end).
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import functools
import gettext
import os
import sys
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextvars import ContextVar
from typing import Any, NoReturn, TextIO, TypeVar

from .errors import CodedError, shown
from .i18n import CATALOGS, LANGUAGES, N_

__all__ = [
    "ARGPARSE_WORDS",
    "EXIT_INTERRUPTED",
    "EXIT_PIPE",
    "Parser",
    "argparse_words",
    "argument_type",
    "early_language",
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
        raise error("unknown-language", text=shown(asked), choices=list(shipped))
    return code


#: Said on standard error when standard output could not be written (a full disk).
# TRANSLATORS: standard output could not be written; {reason} is the system's own
# words (in English), such as "No space left on device".
OUTPUT_LOST = N_("The output could not be written: {reason}.")


class _OutputLost(OSError):
    """Standard output could not be written (closed, full, broken): the error under it."""


class _Output:
    """Standard output as a command sees it: a write that fails raises :class:`_OutputLost`.

    ``stream`` is ``None`` when the process started with its output closed
    (``>&-``); every write then fails as writing to a closed file would.
    """

    def __init__(self, stream: TextIO | None) -> None:
        self._stream = stream

    def _fail(self, error: OSError) -> NoReturn:
        raise _OutputLost(error.errno, error.strerror) from error

    def write(self, text: str) -> int:
        if self._stream is None:
            self._fail(OSError(errno.EBADF, os.strerror(errno.EBADF)))
        try:
            return self._stream.write(text)
        except OSError as error:
            self._fail(error)

    def flush(self) -> None:
        if self._stream is None:
            return
        try:
            self._stream.flush()
        except OSError as error:
            self._fail(error)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _say(stream: TextIO | None, text: str) -> None:
    """Write ``text`` on ``stream`` (standard error) if it can be written at all."""
    if stream is None:
        return
    with contextlib.suppress(OSError, ValueError):
        stream.write(text)
        stream.flush()


def _silence_stdout() -> None:
    """Point file descriptor 1 at nothing, so that Python's own flush at exit cannot
    fail a second time (the recipe of Python's documentation on SIGPIPE)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.close(devnull)
    except OSError:
        pass


def run_quietly(
    body: Callable[[], int], *, stderr: TextIO | None = None, lang: str | None = None
) -> int:
    """``body()``'s exit status, standard output flushed; Ctrl-C and a lost output end quietly.

    Ctrl-C returns :data:`EXIT_INTERRUPTED` after a newline on ``stderr``
    (the prompt's line ends). Standard output that cannot be written returns
    :data:`EXIT_PIPE`: silently when its reader went away (``| head``) or it
    was closed (``>&-``), with one line on ``stderr`` in ``lang`` when the
    write failed otherwise (a full disk: ``>/dev/full``). A closed standard
    error is no reason to fail.
    """
    err = sys.stderr if stderr is None else stderr
    real = sys.stdout
    sys.stdout = _Output(real)  # type: ignore[assignment]
    try:
        status = body()
        sys.stdout.flush()  # here, not at exit: a lost output is then caught below
        return status
    except KeyboardInterrupt:
        _say(err, "\n")
        return EXIT_INTERRUPTED
    except _OutputLost as lost:
        if lost.errno not in (errno.EPIPE, errno.EBADF):
            message = CATALOGS.gettext(OUTPUT_LOST, lang)
            _say(err, message.format(reason=lost.strerror or lost.errno) + "\n")
        if real is not None:
            _silence_stdout()
        return EXIT_PIPE
    finally:
        sys.stdout = real


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


def prompt(stdin: TextIO | None, stdout: TextIO, text: str = "> ") -> str:
    """Show ``text``, then read one line: ``""`` at the end of input.

    A closed standard input (``None``, as Python gives it to a process started
    with ``<&-``) or one that cannot be read is the end of input; Ctrl-C is
    not: it goes on up, and :func:`run_quietly` ends the command with 130.

    >>> import io
    >>> out = io.StringIO()
    >>> prompt(io.StringIO("7d\\n"), out), out.getvalue()
    ('7d\\n', '> ')
    >>> prompt(io.StringIO(""), out), prompt(None, out)
    ('', '')
    """
    stdout.write(text)
    stdout.flush()
    if stdin is None:
        return ""
    try:
        return stdin.readline()
    except (OSError, ValueError):
        return ""


#: argparse's own words that a reader of these command lines can meet, by
#: argparse's msgids (the same from Python 3.11 on), marked for the ``cardsite``
#: catalog. argparse asks for them through its module-level ``_``; see :class:`Parser`.
ARGPARSE_WORDS: tuple[str, ...] = (
    # TRANSLATORS: argparse: starts the usage line; keep the space at the end.
    N_("usage: "),
    # TRANSLATORS: argparse: heading of the arguments without a dash (command, number).
    N_("positional arguments"),
    # TRANSLATORS: argparse: heading of the arguments with a dash (--lang, --help).
    N_("options"),
    # TRANSLATORS: argparse: the help of -h/--help.
    N_("show this help message and exit"),
    # TRANSLATORS: argparse: the help of --version.
    N_("show program's version number and exit"),
    # TRANSLATORS: argparse: an error line; %(prog)s is the program; keep the newline.
    N_("%(prog)s: error: %(message)s\n"),
    # TRANSLATORS: argparse: an error about one argument ("argument --level: …").
    N_("argument %(argument_name)s: %(message)s"),
    # TRANSLATORS: argparse: %(choices)s lists identifiers (classic, strong): not translated.
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    # TRANSLATORS: argparse: %s lists the arguments that are missing.
    N_("the following arguments are required: %s"),
    # TRANSLATORS: argparse: %s lists the arguments that no command takes.
    N_("unrecognized arguments: %s"),
    # TRANSLATORS: argparse: an option that takes a value was given none (--variant).
    N_("expected one argument"),
    # TRANSLATORS: argparse: an option that takes at most one value was given more.
    N_("expected at most one argument"),
    # TRANSLATORS: argparse: an option that takes values was given none.
    N_("expected at least one argument"),
    # TRANSLATORS: argparse: a shortened option fits several (--l: --lang, --level).
    N_("ambiguous option: %(option)s could match %(matches)s"),
    # TRANSLATORS: argparse: a value given to an option that takes none (--text=yes).
    N_("ignored explicit argument %r"),
)

#: The catalog of the run in this thread (or task); ``None``: argparse's own lookup.
_ACTIVE: ContextVar[gettext.NullTranslations | None] = ContextVar("argparse_words", default=None)
_LOCK = threading.Lock()
#: How many :func:`argparse_words` scopes are open, in every thread, and argparse's
#: own ``_`` and ``ngettext`` as they were when the first one opened.
_open = 0
_saved: dict[str, Any] = {"_": gettext.gettext, "ngettext": gettext.ngettext}


def _word(message: str) -> str:
    catalog = _ACTIVE.get()
    return _saved["_"](message) if catalog is None else catalog.gettext(message)


def _nword(singular: str, plural: str, n: int) -> str:
    catalog = _ACTIVE.get()
    if catalog is None:
        return _saved["ngettext"](singular, plural, n)
    return catalog.ngettext(singular, plural, n)


@contextlib.contextmanager
def argparse_words(lang: str | None) -> Iterator[None]:
    """Inside the ``with`` block, argparse speaks ``lang`` in this thread; after it, as before.

    argparse looks each of its words up, when it needs it, through its
    module-level ``_`` and ``ngettext``. The first open scope puts a dispatcher
    there that asks the catalog of the current context (a :class:`~contextvars.ContextVar`)
    and, where no scope is open, argparse's own lookup; the last scope to close
    puts argparse's own back. So other threads keep argparse's words while one
    thread parses in Italian, and nothing stays changed after the call.

    >>> with argparse_words("en"):
    ...     argparse._ is _word, argparse._("usage: ")
    (True, 'usage: ')
    >>> argparse._ is gettext.gettext and argparse.ngettext is gettext.ngettext
    True
    """
    global _open
    token = _ACTIVE.set(CATALOGS.translation(lang))
    with _LOCK:
        if _open == 0:
            _saved.update({"_": argparse._, "ngettext": argparse.ngettext})
            argparse._ = _word  # type: ignore[attr-defined]
            argparse.ngettext = _nword  # type: ignore[attr-defined]
        _open += 1
    try:
        yield
    finally:
        with _LOCK:
            _open -= 1
            if _open == 0:
                argparse._ = _saved["_"]  # type: ignore[attr-defined]
                argparse.ngettext = _saved["ngettext"]  # type: ignore[attr-defined]
        _ACTIVE.reset(token)


class Parser(argparse.ArgumentParser):
    """An :class:`argparse.ArgumentParser` whose own words are in ``lang``.

    >>> parser = Parser(prog="game", lang="en")
    >>> _ = parser.add_argument("seat", choices=["0", "1"])
    >>> print(parser.format_usage().strip())
    usage: game [-h] {0,1}
    >>> parser.parse_args(["7"])
    Traceback (most recent call last):
    ...
    SystemExit: 2

    Each call that can produce argparse's words (building the parser and its
    sub-commands, parsing, formatting usage and help, reporting an error) runs
    inside :func:`argparse_words`; sub-command parsers are made of the same
    class, in the same language.

    Why a scoped substitution of argparse's lookup and not a subclass that
    writes every word itself: a subclass can set the group titles, the usage
    prefix and the help action, but argparse builds its error messages
    (invalid choice, missing and unknown arguments, missing values, ambiguous
    options) deep inside private methods whose wording and signatures change
    between Python versions; re-wording them would mean copying those methods.
    Looked up by argparse's own msgids, every word argparse prints is covered,
    and a word a later Python adds falls back to English rather than breaking.
    The cost is a module attribute of argparse swapped while a call runs: it is
    restored when the last open scope closes, the swap is made under a lock,
    and the language is a context variable, so a thread or task that is not
    inside a scope gets argparse's own lookup meanwhile. Only code that itself
    replaces ``argparse._`` during such a call would see its change undone.
    """

    def __init__(self, *args: Any, lang: str | None = "en", **kwargs: Any) -> None:
        self.lang = lang
        with argparse_words(lang):
            super().__init__(*args, **kwargs)

    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        """argparse's ``add_argument``; a ``version`` action gets its help in the language."""
        if kwargs.get("action") == "version" and "help" not in kwargs:
            kwargs["help"] = CATALOGS.gettext("show program's version number and exit", self.lang)
        with argparse_words(self.lang):
            return super().add_argument(*args, **kwargs)

    def add_subparsers(self, **kwargs: Any) -> Any:
        """argparse's ``add_subparsers``; the sub-commands' parsers speak the same language.

        Without a ``metavar``, the sub-commands are named by their choices when
        one is missing ("required: {show,play}"), not by their ``dest``:

        >>> parser = Parser(prog="game", lang="en")
        >>> commands = parser.add_subparsers(dest="command", required=True)
        >>> _ = commands.add_parser("show"), commands.add_parser("play")
        >>> parser.parse_args([])
        Traceback (most recent call last):
        ...
        SystemExit: 2
        >>> commands.metavar
        '{show,play}'
        """
        kwargs.setdefault("parser_class", functools.partial(type(self), lang=self.lang))
        with argparse_words(self.lang):
            commands = super().add_subparsers(**kwargs)
        if commands.metavar is None:
            self._unnamed_commands = commands
        return commands

    def parse_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> argparse.Namespace:
        with argparse_words(self.lang):
            return super().parse_args(args, namespace)

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        commands = getattr(self, "_unnamed_commands", None)
        if commands is not None and commands.choices:
            commands.metavar = "{" + ",".join(commands.choices) + "}"
        with argparse_words(self.lang):
            return super().parse_known_args(args, namespace)

    def format_usage(self) -> str:
        with argparse_words(self.lang):
            return super().format_usage()

    def format_help(self) -> str:
        with argparse_words(self.lang):
            return super().format_help()

    def error(self, message: str) -> NoReturn:
        with argparse_words(self.lang):
            super().error(message)


def early_language(
    argv: Sequence[str], error: type[CodedError], environ: Mapping[str, str] | None = None
) -> str:
    """The language for the parser's own words: a valid ``--lang`` in ``argv``, else the
    environment's. An invalid or missing ``--lang`` value is refused later, by the full
    parser, in the environment's language; nothing is printed here.

    >>> early_language(["show", "1", "--lang", "ru"], CodedError, {})
    'ru'
    >>> early_language(["show", "--lang=xx"], CodedError, {"LANG": "it_IT.UTF-8"})
    'it'
    >>> early_language(["show", "--lang"], CodedError, {})
    'en'
    """
    pre = argparse.ArgumentParser(add_help=False, exit_on_error=False)
    pre.add_argument("--lang")
    try:
        known, _ = pre.parse_known_args(list(argv))
        return pick_language(known.lang, error, environ)
    except (argparse.ArgumentError, CodedError):
        return pick_language(None, error, environ)
