"""The command line: show a game's deal, play it (the computer plays the other three seats, your partner included), review a recorded hand.

    python -m scopone show 123 [--variant normale] [--text] [--lang it]
    python -m scopone play 123 [--variant normale] [--seat 0] [--level strong]
                               [--record FILE] [--lang it]
    python -m scopone review RECORD [--seat 0] [--lang it]

In ``play`` you hold one seat (South by default); the computer plays your
partner and both opponents, each from what its seat may know, at the
``--level`` asked (``beginner``, ``club`` or ``strong``). Type a card
(``7d``; when it can take in more than one way, add what it takes:
``9d x 4s+5s``) or the number of a play from the list (``m``); ``h`` for a
hint, ``u`` to take back your last card, ``r`` for the record of the hand so
far, ``v`` to review your plays of the last finished hand, ``?`` for help,
``q`` to quit. After each hand the score sheet is printed with the hand's
record code, then the next hand is dealt; ``--record FILE`` writes the record
of every hand played to ``FILE`` as the game goes.

``review`` reads a record code (as ``play`` prints it) or a file of records
(as ``--record`` writes it) and reviews the seat's plays of each hand: the
strong player's choice, the value of every play with every hand known (exact
or estimated) and, for each play that cost points, why.

>>> import io
>>> out = io.StringIO()
>>> play(Game.new(123), io.StringIO("zz\\nq\\n"), out, level="baseline")
0
>>> print(out.getvalue())  # doctest: +ELLIPSIS
Scopone scientifico, game 123
...
> Not a play: “zz”...
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from cardsite.cli import Parser, argument_type, early_language, pick_language, prompt, run_quietly
from cardsite.formats import format_number

from . import __version__
from .ai import ALIASES, SEAT_LEVELS, choose
from .deal import check_game_number
from .errors import IllegalPlay, ParseError, ScoponeError
from .game import VARIANTS, Game
from .i18n import (
    gettext_for,
    ngettext_for,
    pgettext_for,
    play_text,
    seat_name,
    team_name,
    variant_name,
)
from .notation import format_diagram
from .plays import Play, PlayRecord
from .record import HandRecord, read_records
from .review import HandReview, review_hand, review_words
from .sheet import score_sheet, seat_diagram

__all__ = ["main", "play"]


def _seat(text: str) -> int:
    if text.strip() in ("0", "1", "2", "3"):
        return int(text)
    raise ParseError("bad-seat", text=text[:40])


def _language(text: str) -> str:
    return pick_language(text, ParseError)


def _level(text: str) -> str:
    """A level name as typed, its alias (``baseline``) read as the level it names."""
    name = text.strip().lower()
    return ALIASES.get(name, name)


def _records(text: str) -> list[HandRecord]:
    """The records a ``review`` argument names: a record code, or a file of records."""
    if not Path(text).exists() and re.match(r"\s*[0-9]+[a-z]\.", text):
        return [HandRecord.from_code(text)]
    try:
        content = Path(text).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        raise ParseError("record-file", text=text[:80]) from None
    return read_records(content)


def _record_path(text: str) -> Path:
    """Where ``--record`` writes: a file in a folder that exists."""
    path = Path(text)
    if not text.strip() or path.is_dir() or not path.absolute().parent.is_dir():
        raise ParseError("record-path", text=text[:80])
    return path


def _parser(lang: str) -> argparse.ArgumentParser:
    def _(msgid: str) -> str:
        return gettext_for(msgid, lang)

    parser = Parser(
        prog="python -m scopone", description=_("Scopone scientifico in the terminal."), lang=lang
    )
    parser.add_argument("--version", action="version", version=f"scopone {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    def language(p: argparse.ArgumentParser) -> None:
        p.add_argument(
            "--lang",
            default=None,
            type=argument_type(_language, lang),
            # TRANSLATORS: the value of --lang in the help ("--lang LANG"); one word, capitals.
            metavar=pgettext_for("metavar", "LANG", lang),
            help=_("language of messages (en ro ar ru it)"),
        )

    def seat(p: argparse.ArgumentParser, text: str) -> None:
        p.add_argument(
            "--seat",
            type=argument_type(_seat, lang),
            default=0,
            # TRANSLATORS: the value of --seat in the help ("--seat SEAT"); one word, capitals.
            metavar=pgettext_for("metavar", "SEAT", lang),
            help=text,
        )

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument(
            "game",
            type=argument_type(check_game_number, lang),
            # TRANSLATORS: the game number's name in the usage line and in "required: game";
            # one word, no spaces.
            metavar=pgettext_for("metavar", "game", lang),
            help=_("game number (0 … 2**64-1)"),
        )
        p.add_argument("--variant", default="scientifico", choices=VARIANTS, help=_("variant"))
        language(p)

    show = sub.add_parser("show", help=_("print the first hand of a game, every hand shown"))
    common(show)
    show.add_argument(
        "--text", action="store_true", help=_("print the exact position text instead")
    )
    play_ = sub.add_parser(
        "play",
        help=_("play a game: the computer plays the other three seats, your partner included"),
    )
    common(play_)
    seat(play_, _("your seat, 0 to 3 (0: South)"))
    play_.add_argument(
        "--level",
        default="strong",
        type=_level,
        choices=SEAT_LEVELS,
        help=_("how well the computer plays: “beginner”, “club” or “strong” (the default)"),
    )
    play_.add_argument(
        "--record",
        type=argument_type(_record_path, lang),
        # TRANSLATORS: the value of --record in the help ("--record FILE"); one word, capitals.
        metavar=pgettext_for("metavar", "FILE", lang),
        help=_("write the record of every hand played to FILE, as the game goes"),
    )
    review = sub.add_parser(
        "review",
        help=_("review a seat's plays in recorded hands: each play against the best there was"),
    )
    review.add_argument(
        "records",
        type=argument_type(_records, lang),
        # TRANSLATORS: the record argument's name in the usage line; one word, capitals.
        metavar=pgettext_for("metavar", "RECORD", lang),
        help=_("a hand's record code, or a file of records as “play --record” writes it"),
    )
    seat(review, _("the seat whose plays are reviewed, 0 to 3 (0: South)"))
    language(review)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    2 for a usage error; Ctrl-C ends with 130 and an output that cannot be
    written (``| head``, ``>&-``, a full disk) with 141, quietly, without a
    traceback; a closed input ends a game as ``q`` does.
    """
    lang = early_language(sys.argv[1:] if argv is None else argv, ScoponeError)

    def body() -> int:
        args = _parser(lang).parse_args(argv)
        if args.command == "review":
            for record in args.records:
                print(review_text(record, review_hand(record, args.seat), lang), flush=True)
            return 0
        game = Game.new(args.game, args.variant)
        if args.command == "show":
            if args.text:
                text = game.to_text()
            else:
                text = _title(game, lang) + "\n" + format_diagram(game, lang)
            print(text)
            return 0
        return play(
            game,
            sys.stdin,
            sys.stdout,
            lang,
            seat=args.seat,
            level=args.level,
            record_to=args.record,
        )

    return run_quietly(body, lang=lang)


def _title(game: Game, lang: str) -> str:
    # TRANSLATORS: the title of a game in the terminal: "Scopone scientifico, game 123".
    return gettext_for("{variant}, game {number}", lang).format(
        variant=variant_name(game.variant, lang), number=game.number
    )


def _help(lang: str) -> str:
    return gettext_for(
        "Type a card, such as 7d, adding what it takes when it can take in more than one way: "
        "9d x 4s+5s. A number plays that line of the list. m: list the plays · h: hint · "
        "u: take back your last card · r: the record of this hand · v: review your plays of "
        "the last hand · ?: this help · q: quit",
        lang,
    )


def _record_text(record: PlayRecord, lang: str) -> str:
    """One line saying who played what: ``East: 7d × 3c + 4s — scopa!``."""
    line = f"{seat_name(record.seat, lang)}: {play_text(record.play, lang)}"
    if record.scopa:
        # TRANSLATORS: said when a play empties the table and scores a scopa.
        line += " — " + gettext_for("scopa!", lang)
    if record.swept:
        cards = " ".join(str(c) for c in record.swept)
        # TRANSLATORS: end of hand: the cards left on the table go to the last taker's side.
        line += " — " + gettext_for("the last cards ({cards}) go to {team}", lang).format(
            cards=cards, team=team_name(record.swept_to or 0, lang)
        )
    return line


def _parse_command(game: Game, command: str, listed: list[Play]) -> Play:
    """A play from a list number, a card alone, or a play in notation."""
    listed = listed or game.legal_plays()
    if command.isdecimal() and len(command) <= 3 and 1 <= int(command) <= len(listed):
        return listed[int(command) - 1]
    play = Play.parse(command)
    if not play.captures and " x " not in command.lower():
        options = [p for p in game.legal_plays() if p.card == play.card]
        if len(options) == 1:
            return options[0]
        if len(options) > 1:
            raise IllegalPlay(
                "choose-capture", card=play.card, choices=[p.captures for p in options]
            )
    return play


def play(
    game: Game,
    stdin: TextIO,
    stdout: TextIO,
    lang: str = "en",
    *,
    seat: int = 0,
    level: str = "strong",
    record_to: Path | None = None,
) -> int:
    """Play ``game`` from ``seat``, reading commands from ``stdin``; returns 0 when it ends.

    Every refused command prints its reason and changes nothing. The record
    of every hand played is kept: ``r`` prints the current one, ``v`` reviews
    the last finished one, and with ``record_to`` they are all written to that
    file after each hand and when the game ends.
    """

    def say(text: str = "") -> None:
        print(text, file=stdout, flush=True)

    finished: list[HandRecord] = []

    def save() -> None:
        if record_to is None:
            return
        records = [*finished]
        if game.history and not game.is_hand_over:
            records.append(HandRecord.from_game(game))
        try:
            record_to.write_text("\n".join(r.to_text() for r in records), encoding="utf-8")
        except OSError:
            say(ParseError("record-path", text=str(record_to)).message(lang))

    say(_title(game, lang))
    say(_help(lang))
    if not game.history:
        say(_dealt(game, lang))
    listed: list[Play] = []
    shown = False
    while True:
        # The computer seats play until it is the player's turn or the hand is over.
        while not game.is_hand_over and game.turn != seat:
            record = game.play(choose(game, level, seed=game.number, budget_s=0.3))
            say(_record_text(record, lang))
        if game.is_hand_over:
            say(score_sheet(game, lang))
            finished.append(HandRecord.from_game(game))
            code = finished[-1].to_code()
            # TRANSLATORS: after each hand: the code that stands for its record, and
            # {command}, the command that reviews it later (python -m scopone review …).
            say(
                gettext_for(
                    "Record of hand {number}: {code} (v: review your plays; later: {command})",
                    lang,
                ).format(
                    number=game.hand_number, code=code, command=f"python -m scopone review {code}"
                )
            )
            save()
            if game.is_game_over:
                winner = game.winner or 0
                # TRANSLATORS: the end of the game: "North–South win 21 to 15."
                say(
                    gettext_for("{team} win {a} to {b}.", lang).format(
                        team=team_name(winner, lang),
                        a=game.totals[winner],
                        b=game.totals[1 - winner],
                    )
                )
                return 0
            game.next_hand()
            say(_dealt(game, lang))
            continue
        if not shown:
            say(seat_diagram(game.view(seat), lang))
            shown = True
        line = prompt(stdin, stdout)
        if not line:
            say()
            save()
            return 0
        command = line.strip()
        low = command.lower()
        if not command:
            continue
        if low in ("q", "quit", "exit"):
            save()
            return 0
        if low in ("?", "help"):
            say(_help(lang))
            continue
        if low in ("m", "moves", "plays"):
            listed = game.legal_plays()
            for i, p in enumerate(listed, start=1):
                say(f"{i}. {play_text(p, lang)}")
            continue
        if low in ("r", "record"):
            current = HandRecord.from_game(game)
            say(current.to_text().rstrip("\n"))
            # TRANSLATORS: the code of the hand's record so far, under its text.
            say(gettext_for("Record code: {code}", lang).format(code=current.to_code()))
            continue
        if low in ("v", "review"):
            if not finished:
                # TRANSLATORS: "v" before any hand has ended.
                say(gettext_for("No hand is finished yet: there is nothing to review.", lang))
            else:
                say(review_text(finished[-1], review_hand(finished[-1], seat), lang))
            continue
        try:
            if low in ("h", "hint"):
                hint = choose(game, level, seed=game.number, budget_s=0.3)
                # TRANSLATORS: the hint: the play the computer would make for you.
                say(gettext_for("Hint: {play}", lang).format(play=play_text(hint, lang)))
                continue
            if low in ("u", "undo"):
                before = game.history
                _undo_own(game, seat)
                say(_taken_back(before[len(game.history) :], lang))
                shown = False
                continue
            record = game.play(_parse_command(game, command, listed))
        except ScoponeError as err:
            say(err.message(lang))
            continue
        listed = []
        shown = False
        say(_record_text(record, lang))


def review_text(record: HandRecord, review: HandReview, lang: str = "en") -> str:
    """The review of one seat's plays as the terminal prints it, in ``lang``.

    Each play: what was played, the strong player's choice, every legal play's
    value (best first, exact or estimated) and, for a play that cost points,
    why (the words of :func:`scopone.review.review_words`).
    """
    words = review_words(record, review, lang)
    lines = [words["title"]]
    for item in words["plays"]:
        head = item["head"]
        if item["mistake"]:
            head += " · " + item["mark"]
        lines.append(head)
        lines.append("   " + item["values"])
        lines.extend("   " + reason for reason in item["reasons"])
    lines.append(words["summary"])
    return "\n".join(lines)


def _undo_own(game: Game, seat: int) -> None:
    """Take back the player's own last card and every computer play after it."""
    if not any(r.seat == seat for r in game.history):
        raise IllegalPlay("nothing-to-undo")
    while game.history and game.history[-1].seat != seat:
        game.undo()
    game.undo()


def _taken_back(undone: Sequence[PlayRecord], lang: str) -> str:
    """What ``u`` says of the plays it took back (the player's own first).

    ``Taken back: your 7d × 3c + 4s, and the 3 plays after it.``
    """
    own, after = undone[0], len(undone) - 1  # the other seats always answered: after > 0
    # TRANSLATORS: "u" took back your last card ({play}: "7d × 3c + 4s")
    # and the plays of the computer seats that followed it ({count}: how many).
    text = ngettext_for(
        "Taken back: your {play}, and the {count} play after it.",
        "Taken back: your {play}, and the {count} plays after it.",
        after,
        lang,
    )
    return text.format(play=play_text(own.play, lang), count=format_number(after, lang))


def _dealt(game: Game, lang: str) -> str:
    """The line that opens a hand: ``Hand 2, West deals.``"""
    # TRANSLATORS: a new hand is dealt: "Hand 2, West deals."
    return gettext_for("Hand {number}, {seat} deals.", lang).format(
        number=game.hand_number, seat=seat_name(game.dealer, lang)
    )
