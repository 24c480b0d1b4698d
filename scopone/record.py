"""The record of a hand: its deal, every play and what it took, and the score sheet.

A :class:`HandRecord` is a value: the position the hand starts from (a
:class:`~scopone.notation.Layout`) and its plays, each checked by the rules
when the record is made, so that a record that exists can be replayed. It
has two written forms, both read back exactly:

- the **text** (:meth:`HandRecord.to_text`), the position text of the start
  of the hand followed by one line a play and the score sheet, for people
  and files (see :func:`~scopone.notation.format_record`);
- the **link code** (:meth:`HandRecord.to_code`), a short, URL-safe string
  for a hand of a numbered game: ``1s.123.1.0-0.Afq-bQ`` is version ``1``,
  Scopone ``s``\\ cientifico (``n``: normale), game 123, hand 1, the totals
  before it, then the plays as one number in base 64 (the position of each
  play in :meth:`Game.legal_plays <scopone.Game.legal_plays>`, in mixed
  radix, and their count). Every code decodes to a legal record or is
  refused, and every record has exactly one code.

>>> from scopone import Game
>>> game = Game.new(123)
>>> for _ in range(6):
...     _ = game.play(game.legal_plays()[-1])
>>> record = HandRecord.from_game(game)
>>> len(record), record.is_complete, record.game() == game
(6, False, True)
>>> HandRecord.from_text(record.to_text()) == record
True
>>> code = record.to_code()
>>> code
'1s.123.1.0-0.Afq-bQ'
>>> HandRecord.from_code(code) == record
True
>>> HandRecord.from_code("1s.123.1.0-0." + "z" * 40)   # a number no hand's plays can make
Traceback (most recent call last):
...
scopone.errors.ParseError: Not a hand record link: “1s.123.1.0-0.zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz” (its plays are not legal plays of that hand).
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from .deal import check_game_number
from .errors import IllegalPlay, ParseError, ScoponeError
from .game import Game
from .notation import Layout, RecordLine, format_record, parse_record, score_lines
from .plays import Play, PlayRecord
from .rules import TeamScore

__all__ = ["CODE_VERSION", "HandRecord", "read_records"]

#: The version of the link code this module writes (and the only one it reads).
CODE_VERSION = "1"
_VARIANT_LETTER = {"scientifico": "s", "normale": "n"}
_LETTER_VARIANT = {v: k for k, v in _VARIANT_LETTER.items()}
#: More plays than a hand ever has: the count is the code's number modulo this.
_COUNT_BASE = 41
_CODE = re.compile(r"^([0-9]+)([a-z])\.([0-9]+)\.([0-9]+)\.([0-9]+)-([0-9]+)\.([A-Za-z0-9_-]+)$")
_MAX_DIGITS = {"game": 20, "hand": 4, "totals": 4}


@dataclass(frozen=True)
class HandRecord:
    """A hand as it was played: where it started and every play since, checked by the rules.

    ``start`` is the position before the first play (its ``plays`` empty),
    ``plays`` the plays in order. Making a record replays them: an illegal
    play raises :class:`~scopone.errors.IllegalPlay` and no record is made.
    """

    start: Layout
    plays: tuple[Play, ...] = ()
    _moves: tuple[PlayRecord, ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        if not isinstance(self.start, Layout):
            raise ParseError("bad-record-start", text=type(self.start).__name__)
        start = replace(self.start, plays=(), plays_line=0)
        object.__setattr__(self, "start", start)
        object.__setattr__(self, "plays", tuple(Play.parse(p) for p in self.plays))
        game = Game.at_start(start)
        moves = tuple(game.play(play) for play in self.plays)
        object.__setattr__(self, "_moves", moves)

    # ----------------------------------------------------------------- making

    @classmethod
    def from_game(cls, game: Game) -> HandRecord:
        """The record of ``game``'s current hand so far (the whole hand once it is over)."""
        if not isinstance(game, Game):  # named in full: Scorpion's game is a Game too
            raise ParseError("bad-game", text=f"{type(game).__module__}.{type(game).__qualname__}")
        layout = game.layout()
        return cls(layout, layout.plays)

    @classmethod
    def from_text(cls, text: object) -> HandRecord:
        """Read a record written by :meth:`to_text`; a bad one is refused naming its line.

        Besides its form, each play must be legal and made by the seat to
        move, and what a line says it did (``scopa``, the ``rest`` of the
        table at the end) and the score lines must be what the plays give.
        """
        written = parse_record(text)
        try:
            game = Game.at_start(written.start)
        except ParseError as err:
            first, last = written.start_lines
            raise ParseError("record-start", first=first, last=last, reason=err) from None
        for line in written.plays:
            try:
                move = game.play(line.play, seat=line.seat)
            except IllegalPlay as err:
                raise ParseError(
                    "record-illegal-play", line=line.line, play=str(line.play), reason=err
                ) from None
            said = RecordLine(
                line.seat, line.play, line.scopa, tuple(sorted(line.rest)), line.rest_to
            )
            done = _line(move)
            if said != replace(done, rest=tuple(sorted(done.rest))):
                raise ParseError(
                    "record-mismatch", line=line.line, text=str(line), expected=str(done)
                )
        expected = score_lines(game.hand_score(), game.totals) if game.is_hand_over else ()
        for i, wanted in enumerate(expected):
            if i >= len(written.score):
                raise ParseError(
                    "bad-record",
                    line=written.end_line,
                    expected=wanted.split(":")[0].split()[0],
                    text="",
                )
            n, text_line = written.score[i]
            if " ".join(text_line.lower().split()) != wanted:
                raise ParseError("record-mismatch", line=n, text=text_line, expected=wanted)
        if len(written.score) > len(expected):
            n, text_line = written.score[len(expected)]
            raise ParseError("bad-record", line=n, expected="end", text=text_line)
        return cls(written.start, tuple(line.play for line in written.plays))

    # ---------------------------------------------------------------- reading

    def __len__(self) -> int:
        return len(self.plays)

    @property
    def moves(self) -> tuple[PlayRecord, ...]:
        """Each play with its seat and what it did (scopa, the rest of the table at the end)."""
        return self._moves

    @property
    def variant(self) -> str:
        return self.start.variant

    @property
    def number(self) -> int | None:
        """The game number, or ``None`` for a hand that does not come from a numbered deal."""
        return self.start.number

    @property
    def hand_number(self) -> int:
        return self.start.hand_number

    @property
    def is_complete(self) -> bool:
        """True when every card of the hand has been played."""
        return self.game().is_hand_over

    def game(self, ply: int | None = None) -> Game:
        """The game after the first ``ply`` plays (every play by default): step through, play on.

        The game's history holds those plays, so it can be undone to the start.
        """
        game = Game.at_start(self.start)
        count = len(self.plays) if ply is None else ply
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= len(self):
            raise ParseError("bad-ply", text=str(ply), count=len(self))
        for play in self.plays[:count]:
            game.play(play)
        return game

    def positions(self) -> Iterator[Game]:
        """Every position of the hand, from the start to after the last play (copies)."""
        game = Game.at_start(self.start)
        yield game.copy()
        for play in self.plays:
            game.play(play)
            yield game.copy()

    def score(self) -> tuple[TeamScore, TeamScore] | None:
        """The score sheet of the hand (both sides), or ``None`` while it is not finished."""
        game = self.game()
        return game.hand_score() if game.is_hand_over else None

    # ---------------------------------------------------------------- writing

    def to_text(self) -> str:
        """The record's text: the start, one line a play, and the score sheet once finished."""
        game = self.game()
        score = score_lines(game.hand_score(), game.totals) if game.is_hand_over else ()
        return format_record(self.start, [_line(m) for m in self._moves], score)

    def to_code(self) -> str:
        """The record's link code (module docstring); only a hand of a numbered game has one."""
        start = self.start
        if start.number is None:
            raise ScoponeError("record-no-link")
        dealt = Game.dealt(
            start.number, start.hand_number, variant=start.variant, totals=start.totals
        )
        if dealt.layout() != start:
            raise ScoponeError("record-no-link")
        value = 0
        radix = 1
        game = dealt
        for play in self.plays:
            options = game.legal_plays()
            value += options.index(play) * radix
            radix *= len(options)
            game.play(play)
        value = value * _COUNT_BASE + len(self.plays)
        raw = value.to_bytes(max(1, (value.bit_length() + 7) // 8), "big")
        plays = base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")
        letter = _VARIANT_LETTER[start.variant]
        a, b = start.totals
        return f"{CODE_VERSION}{letter}.{start.number}.{start.hand_number}.{a}-{b}.{plays}"

    @classmethod
    def from_code(cls, code: object) -> HandRecord:
        """The record a link code stands for; anything else is refused, saying what is wrong."""
        text = code.strip() if isinstance(code, str) else str(code)

        def refuse(why: str) -> ParseError:
            return ParseError("bad-record-code", text=text[:80], why=why)

        m = _CODE.match(text) if isinstance(code, str) else None
        if m is None:
            raise refuse("form")
        version, letter, number, hand, a, b, plays = m.groups()
        if version != CODE_VERSION:
            raise refuse("version")
        if letter not in _LETTER_VARIANT:
            raise refuse("variant")
        for name, digits in (("game", number), ("hand", hand), ("totals", a), ("totals", b)):
            if len(digits) > _MAX_DIGITS[name] or (digits != "0" and digits.startswith("0")):
                raise refuse(name)
        try:
            game_number = check_game_number(number)
        except ParseError:
            raise refuse("game") from None
        hand_number, totals = int(hand), (int(a), int(b))
        if hand_number < 1:
            raise refuse("hand")
        if (hand_number == 1 and totals != (0, 0)) or sum(totals) < hand_number - 1:
            raise refuse("totals")  # every hand gives the settebello's point to someone
        if max(totals) >= 21 and totals[0] != totals[1]:
            raise refuse("totals")  # the game was over: no hand was dealt
        value = _decode_base64(plays)
        if value is None:
            raise refuse("form")
        count, value = value % _COUNT_BASE, value // _COUNT_BASE
        game = Game.dealt(game_number, hand_number, variant=_LETTER_VARIANT[letter], totals=totals)
        chosen = []
        for _ in range(count):
            options = game.legal_plays()
            if not options:
                raise refuse("plays")
            value, index = divmod(value, len(options))
            chosen.append(options[index])
            game.play(options[index])
        if value:
            raise refuse("plays")
        return cls(game.layout(), tuple(chosen))


def _decode_base64(text: str) -> int | None:
    """The number a code's last part writes, or ``None`` unless it is written the one way."""
    if len(text) % 4 == 1:
        return None
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        return None
    if base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii") != text:
        return None
    if not raw or (len(raw) > 1 and raw[0] == 0):
        return None
    return int.from_bytes(raw, "big")


def _line(move: PlayRecord) -> RecordLine:
    return RecordLine(move.seat, move.play, move.scopa, move.swept, move.swept_to)


_HEADER_LINE = re.compile(r"^\s*scopone\s+\S+\s+record\s*$", re.IGNORECASE | re.MULTILINE)


def read_records(text: object) -> list[HandRecord]:
    """Every record of a text holding several, one after another (as ``--record`` writes them).

    A refusal names the line in the whole text.

    >>> from scopone import Game
    >>> game = Game.new(4)
    >>> first = HandRecord.from_game(game)
    >>> _ = game.play(game.legal_plays()[0])
    >>> records = read_records(first.to_text() + "\\n" + HandRecord.from_game(game).to_text())
    >>> [len(r) for r in records]
    [0, 1]
    """
    if not isinstance(text, str):
        raise ParseError("bad-record", line=1, expected="record header", text=str(text)[:40])
    starts = [m.start() for m in _HEADER_LINE.finditer(text)]
    lead = text[: starts[0]] if starts else text
    if not starts or any(
        line.strip() and not line.strip().startswith("#") for line in lead.splitlines()
    ):
        return [HandRecord.from_text(text)]  # refused, naming its first wrong line
    records = []
    for i, begin in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(text)
        before = text.count("\n", 0, begin)
        try:
            records.append(HandRecord.from_text(text[begin:end]))
        except ParseError as err:
            if "line" in err.params:
                raise ParseError(
                    err.code, **{**err.params, "line": err.params["line"] + before}
                ) from None
            raise
    return records
