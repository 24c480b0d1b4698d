"""The live table's logic, free of any widget toolkit.

:class:`TableController` holds one game to 21 with you in one seat and the
computer in the other three (your partner included). It turns clicks into
engine calls and keeps what the table shows: the card you picked, the capture
sets to choose from when it can take in more than one way, the message in your
language, the record of the last plays, and whether a computer seat is due to
play. A view only draws :meth:`TableController.state` and forwards clicks, and
it calls :meth:`TableController.computer_step` at its own pace, so everything
here is tested in plain CPython.

>>> c = TableController(7)          # game 7: East deals, North leads
>>> c.game.turn, c.computer_due
(2, True)
>>> c.click_card("10d").kind       # not your turn yet
'error'
>>> c.message.text
'It is not South’s turn: North plays now.'
>>> while c.computer_due:
...     _ = c.computer_step()
>>> c.game.turn, [str(card) for card in c.game.table]
(0, ['5c', '9c'])
>>> c.click_card("5d").text        # one way to take: played at once
'You played the 5 of denari and took the 5 of coppe.'
>>> [item["text"] for item in c.state()["record"]][:2]
['North played the 5 of coppe.', 'West played the Cavallo of coppe.']
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from cardsite.formats import format_number, format_serial

from ..cards import Card
from ..errors import IllegalPlay, ParseError, ScoponeError
from ..game import Game, check_seat
from ..i18n import (
    card_words,
    cards_words,
    error_message,
    gettext_for,
    play_sentence,
    seat_name,
    sentence,
)
from ..plays import Play, PlayRecord
from ..record import HandRecord
from ..review import Progress, review_hand, review_words
from .levels import DEFAULT_LEVEL, Chooser, check_level, computer
from .saved import kept_text, read_kept, read_saved, save_text

__all__ = ["Message", "TableController"]

#: How many plays the record of the round shows: each seat's last one.
RECORD_LENGTH = 4
#: How many finished hands a table keeps (the page keeps them in the browser).
RECORDS_KEPT = 5


@dataclass(frozen=True)
class Message:
    """What the message area says.

    ``kind`` is ``info``, ``error``, ``choice``, ``end``, ``confirm`` (a new game
    asked while one is in progress: asked again, it is started) or ``offer``
    (a saved game offered back).
    """

    text: str = ""
    kind: str = "info"


class TableController:
    """One game against three computer seats, as a table shows it.

    ``number`` fixes every deal (as in the command line); ``seat`` is yours
    (0 South … 3 West), at the bottom of the table; ``lang`` the language of
    every message; ``level`` the computer's (one of :data:`LEVELS`: ``club``
    or ``strong``); ``chooser`` replaces the computer players altogether
    (tests, worked examples).
    """

    def __init__(
        self,
        number: int | str,
        *,
        seat: int = 0,
        variant: str = "scientifico",
        lang: str = "en",
        level: str = DEFAULT_LEVEL,
        chooser: Chooser | None = None,
    ) -> None:
        self._setup(Game.new(number, variant), seat, lang, level, chooser)

    def _setup(
        self,
        game: Game,
        seat: int,
        lang: str,
        level: str,
        chooser: Chooser | None,
        *,
        bottom: int | None = None,
        open_hands: bool = False,
    ) -> None:
        self.game = game
        self.seat = check_seat(seat)
        #: The hands finished at this table, oldest first (at most :data:`RECORDS_KEPT`),
        #: kept from one game to the next.
        self.records: list[HandRecord] = getattr(self, "records", [])
        #: The record this table steps through (:meth:`for_record`), or None.
        self.shown: HandRecord | None = None
        #: The seat drawn at the bottom of the table (yours, or the example's).
        self.bottom = self.seat if bottom is None else check_seat(bottom)
        #: Whether the other three hands are shown face up (an analysis table).
        self.open_hands = open_hands
        self.lang = lang
        self.level = check_level(level)
        self._fixed = chooser
        self._chooser = chooser or computer(self.level)
        self.selected: Card | None = None
        self.choices: tuple[Play, ...] = ()
        self.message = Message()
        self.last: PlayRecord | None = None
        #: A worked example's table (it steps through its plays, and saves nothing).
        self.example = False
        #: The example's own plays.
        self.script: tuple[Play, ...] = ()
        #: Where the plays Previous / Next walk through begin in the hand's history,
        #: and those plays: the example's, then what was played after them.
        self.start = len(game.history)
        self.line: list[Play] = []
        #: While held, the computer seats wait for the reader (an example just shown).
        self.held = False
        #: A saved game offered back (``Message`` kind ``offer``), or None.
        self.offer: tuple[Game, str] | None = None
        self._pending: object = None
        # Each play of the history gets a serial number when it is made (a play made
        # again after a step back gets a new one): a page announces each play once.
        self._serial = 0
        self._serials: list[int] = []
        for _ in game.history:
            self._serial += 1
            self._serials.append(self._serial)

    @classmethod
    def from_game(
        cls,
        game: Game,
        *,
        seat: int = 0,
        lang: str = "en",
        level: str = DEFAULT_LEVEL,
        chooser: Chooser | None = None,
    ) -> TableController:
        """A table for an existing position (a saved game, a position made by hand).

        >>> game = Game.from_layout([["9d"], ["1d"], ["2d"], ["3d"]], ["1c", "3c", "4s", "5s"],
        ...                         dealer=3)
        >>> c = TableController.from_game(game)
        >>> c.click_card("9d").kind, c.state()["choices"]
        ('choice', ['9d x 4s+5s', '9d x 1c+3c+5s'])
        >>> c.choose(1).text
        'You played the Cavallo of denari and took the Asso of coppe, the 3 of coppe, and the 5 of spade.'
        """
        table = cls.__new__(cls)
        table._setup(game, seat, lang, level, chooser)
        return table

    @classmethod
    def for_example(
        cls,
        game: Game,
        plays: list[Play] | tuple[Play, ...] = (),
        *,
        open_hands: bool = False,
        bottom: int = 0,
        lang: str = "en",
        level: str = DEFAULT_LEVEL,
        chooser: Chooser | None = None,
    ) -> TableController:
        """A worked example: ``game`` before its ``plays``, shown after them as the page does.

        The table keeps the diagram's view: ``bottom`` at the bottom (South on
        every page), every hand face up when the diagram shows them all
        (``open_hands``, an analysis table), else only the bottom seat's.
        Your seat is the one the example is about: with every hand open, the
        seat to move at the final position; else the bottom seat, whose hand
        the diagram shows. :meth:`step_back` and :meth:`step_forward` walk
        through the example's plays; nothing moves until you act: Next play,
        at the final position, lets the computer seat to move play, and once you
        have played a card the computer seats answer as in a game. Each play is
        checked (an illegal one raises, nothing is built).

        >>> game = Game.from_layout([["7d", "2c"], ["4d", "9c"], ["1s", "6c"], ["2s", "4b"]],
        ...                         ["3c", "4s"], dealer=3)
        >>> c = TableController.for_example(game, [Play.parse("7d x 3c+4s"), Play.parse("9c")],
        ...                                 open_hands=True)
        >>> c.seat, c.bottom, c.step, c.at_end, [str(x) for x in c.game.table]
        (2, 0, 2, True, ['9c'])
        >>> c.step_back().text
        'Back one play: East to play.'
        >>> c.click_card("1s").kind, c.computer_due
        ('error', False)
        >>> c.step_forward().text
        'East played the Cavallo of coppe.'
        >>> hidden = TableController.for_example(game, [Play.parse("7d x 3c+4s")])
        >>> hidden.seat, hidden.game.turn, hidden.computer_due, hidden.held
        (0, 1, False, True)
        >>> hidden.step_forward().text      # the computer seat to move plays on request
        'East played the Cavallo of coppe.'
        """
        walker = game.copy()
        for play in plays:
            walker.play(play)
        seat = (bottom if walker.is_hand_over else walker.turn) if open_hands else bottom
        table = cls.__new__(cls)
        table._setup(game.copy(), seat, lang, level, chooser, bottom=bottom, open_hands=open_hands)
        table.example = True
        table.script = tuple(plays)
        for play in plays:
            table._make(play)
        table.held = True
        return table

    # -- the plays a table walks through ------------------------------------------------

    @property
    def step(self) -> int:
        """How many plays of :attr:`line` are made (the example's and those after them)."""
        return len(self.game.history) - self.start

    @property
    def at_end(self) -> bool:
        """True unless the table is stepping back through the plays made."""
        return self.step >= len(self.line)

    def can_step_back(self) -> bool:
        """A play can be taken back with Previous (an example's, or one made after it)."""
        return self.example and self.step > 0

    def can_step_forward(self) -> bool:
        """Next play has something to show: a play taken back, or the computer's turn."""
        if not self.example:
            return False
        if not self.at_end:
            return True
        return not self.game.is_hand_over and self.game.turn != self.seat

    def step_back(self) -> Message:
        """Take back the last play shown (the example's, or one made after it)."""
        if not self.can_step_back():
            # TRANSLATORS: "Previous" pressed when the example's plays cannot be stepped back.
            return self._refuse_text(gettext_for("There is no earlier play to show.", self.lang))
        self._undo_one()
        self.selected, self.choices, self.last = None, (), None
        # TRANSLATORS: after "Previous" in a worked example; {seat} is "East".
        text = gettext_for("Back one play: {seat} to play.", self.lang)
        self.message = Message(text.format(seat=seat_name(self.game.turn, self.lang)))
        return self.message

    def step_forward(self) -> Message:
        """Make the next play again; at the final position, the computer seat to move plays."""
        if not self.can_step_forward():
            # TRANSLATORS: "Next" pressed at the end of a worked example's plays.
            return self._refuse_text(gettext_for("There is no later play to show.", self.lang))
        play = self._chooser(self.game) if self.at_end else self.line[self.step]
        return self._played(self._make(play))

    def _refuse_text(self, text: str) -> Message:
        self.message = Message(text, "error")
        return self.message

    def _make(self, play: Play) -> PlayRecord:
        """Make ``play``: the next of the line when stepping, else a new one at its end."""
        if self.at_end:
            del self.line[self.step :]
            self.line.append(play)
        record = self.game.play(play)
        self._serial += 1
        self._serials.append(self._serial)
        return record

    def _undo_one(self) -> PlayRecord:
        self._serials.pop()
        return self.game.undo()

    # -- what the table shows ----------------------------------------------------------

    @property
    def your_turn(self) -> bool:
        """True when the hand is on and it is your seat's turn."""
        return self.at_end and not self.game.is_hand_over and self.game.turn == self.seat

    @property
    def computer_due(self) -> bool:
        """True when a computer seat is to play (the view calls :meth:`computer_step`)."""
        return (
            self.at_end
            and not self.held
            and not self.game.is_hand_over
            and self.game.turn != self.seat
        )

    @property
    def in_progress(self) -> bool:
        """A game you have played in and not finished: leaving it is asked first, it is saved."""
        g = self.game
        if g.is_game_over or g.number is None or self.example:
            return False
        return g.hand_number > 1 or any(r.seat == self.seat for r in g.history)

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards of your hand you may play now (every card, on your turn).

        >>> c = TableController(1, seat=3)   # game 1: West leads
        >>> len(c.legal_cards()), TableController(1).legal_cards()
        (10, ())
        """
        if not self.your_turn or self.offer is not None:
            return ()
        return tuple(dict.fromkeys(p.card for p in self.game.legal_plays()))

    def face_up(self, seat: int) -> bool:
        """Whether ``seat``'s hand is shown face up: yours always, the others on an open table."""
        return seat == self.seat or self.open_hands

    def record(self) -> list[dict[str, Any]]:
        """The last plays of the hand, oldest first (each seat's last one): the round's record.

        Each item has the ``seat``, the ``play`` (notation), the ``text`` that tells
        it in the table's language, ``scopa`` and a ``serial`` that is new for
        every play made (a page announces each play once).
        """
        history = self.game.history
        out = []
        for record, serial in zip(
            history[-RECORD_LENGTH:], self._serials[-RECORD_LENGTH:], strict=True
        ):
            out.append(
                {
                    "seat": record.seat,
                    "play": str(record.play),
                    "text": play_sentence(
                        record.seat,
                        record.play,
                        self.lang,
                        you=record.seat == self.seat,
                        scopa=record.scopa,
                    ),
                    "scopa": record.scopa,
                    "serial": serial,
                }
            )
        return out

    def state(self) -> dict[str, Any]:
        """Everything a view draws, as plain values."""
        g = self.game
        return {
            "seat": self.seat,
            "bottom": self.bottom,
            "open": self.open_hands,
            "turn": None if g.is_hand_over else g.turn,
            "dealer": g.dealer,
            "number": g.number,
            "level": self.level,
            "hand": [str(c) for c in g.hands[self.seat]],
            "counts": [len(h) for h in g.hands],
            "table": [str(c) for c in g.table],
            "legal": [str(c) for c in self.legal_cards()],
            "selected": None if self.selected is None else str(self.selected),
            "choices": [str(p) for p in self.choices],
            "piles": [len(p) for p in g.captured],
            "scope": list(g.scope),
            "totals": list(g.totals),
            "hand_over": g.is_hand_over,
            "game_over": g.is_game_over,
            "message": self.message.text,
            "message_kind": self.message.kind,
            "record": self.record(),
            "step": self.step,
            "plays": len(self.script),
            "held": self.held,
        }

    # -- your actions ------------------------------------------------------------------

    def _refuse(self, err: ScoponeError) -> Message:
        self.message = Message(error_message(err.code, err.params, self.lang, words=True), "error")
        return self.message

    def _played(self, record: PlayRecord, *, keep: bool = False) -> Message:
        """After a play: the record tells it; the message says what it leads to.

        ``keep`` (a computer seat answering) leaves a note standing ("Game 12: a
        new game."); anything else is cleared by a play.
        """
        self.last = record
        self.selected, self.choices = None, ()
        self._pending = None
        told = play_sentence(
            record.seat, record.play, self.lang, you=record.seat == self.seat, scopa=record.scopa
        )
        if not (keep and self.message.kind == "info"):
            self.message = Message()
        if self.game.is_hand_over:
            # TRANSLATORS: added at the end of a hand.
            self.message = Message(gettext_for("The hand is over.", self.lang), "end")
            if not self.example and self.game.number is not None:
                self.keep(HandRecord.from_game(self.game))
        return Message(told, self.message.kind)

    def _your_play(self, play: Play) -> Message:
        self.held = False
        return self._played(self._make(play))

    def click_card(self, card: str | Card) -> Message:
        """Play ``card`` from your hand; with several captures, ask which (no play yet).

        A refused click says why in your language and changes nothing.
        """
        if self.offer is not None:
            return self._refuse_text(self._offer_text())
        if not self.at_end:
            # TRANSLATORS: a card pressed while a worked example's plays are being stepped through.
            return self._refuse_text(
                gettext_for(
                    "To play on, first go to the end of the example with “Next play”.", self.lang
                )
            )
        try:
            card = Card.parse(card)
            if self.game.is_hand_over:
                raise IllegalPlay("hand-over")
            if self.game.turn != self.seat:
                raise IllegalPlay("not-your-turn", seat=self.seat, turn=self.game.turn)
            if card not in self.game.hands[self.seat]:
                raise IllegalPlay("not-in-hand", card=card, seat=self.seat)
        except ScoponeError as err:
            return self._refuse(err)
        plays = [p for p in self.game.legal_plays() if p.card == card]
        if len(plays) == 1:
            return self._your_play(plays[0])
        self.selected, self.choices = card, tuple(plays)
        # TRANSLATORS: a card pressed that can take in several ways; the sets are buttons
        # under the table. {card} is "the 9 of denari" (the subject of the sentence).
        text = gettext_for("{card} can take in more than one way: choose what it takes.", self.lang)
        self.message = Message(sentence(text.format(card=card_words(card, self.lang))), "choice")
        return self.message

    def choice_text(self, index: int) -> str:
        """What the button of capture set ``index`` says: ``Take the 4 of spade and …``."""
        # TRANSLATORS: a capture set's button: {cards} "the 4 of spade and the 5 of spade".
        text = gettext_for("Take {cards}", self.lang)
        return sentence(text.format(cards=cards_words(self.choices[index].captures, self.lang)))

    def choose(self, index: int) -> Message:
        """Take the capture set number ``index`` (from 0) of the picked card.

        >>> c = TableController(7)
        >>> c.choose(0).text
        'There is no capture to choose now.'
        """
        if not self.choices or isinstance(index, bool) or not 0 <= index < len(self.choices):
            # TRANSLATORS: a capture set was chosen while none is offered.
            self.message = Message(
                gettext_for("There is no capture to choose now.", self.lang), "error"
            )
            return self.message
        return self._your_play(self.choices[index])

    def cancel(self) -> None:
        """Put the picked card back (no play)."""
        self.selected, self.choices = None, ()
        self.message = Message()

    def computer_step(self) -> Message | None:
        """Let the computer seat to move play one card; ``None`` when none is due."""
        if not self.computer_due:
            return None
        return self._played(self._make(self._chooser(self.game)), keep=True)

    def hint(self) -> Message:
        """The play the computer would make in your place (at the club level)."""
        if not self.your_turn:
            return self._refuse(IllegalPlay("not-your-turn", seat=self.seat, turn=self.game.turn))
        play = computer(DEFAULT_LEVEL)(self.game)
        card = card_words(play.card, self.lang, taken=True)
        if play.captures:
            # TRANSLATORS: a hint: {card} "the 7 of spade", {cards} "the 2 of denari and the
            # 5 of denari" (forms of a sentence's object).
            text = gettext_for("Hint: play {card} and take {cards}.", self.lang)
        else:
            # TRANSLATORS: a hint for a card that takes nothing: {card} "the 9 of coppe".
            text = gettext_for("Hint: play {card}.", self.lang)
        text = text.format(card=card, cards=cards_words(play.captures, self.lang))
        self.message = Message(text, "info")
        return self.message

    def undo(self) -> Message:
        """Take back your own last card, and the computer plays made after it."""
        floor = self.start + len(self.script)
        mine = [i for i, r in enumerate(self.game.history) if r.seat == self.seat and i >= floor]
        if not mine or not self.at_end:
            return self._refuse(IllegalPlay("nothing-to-undo"))
        while len(self.game.history) > mine[-1]:
            self._undo_one()
        del self.line[self.step :]
        self.selected, self.choices, self.last = None, (), None
        # TRANSLATORS: after undo.
        self.message = Message(gettext_for("Your last card is back in your hand.", self.lang))
        return self.message

    def next_hand(self) -> Message:
        """Deal the next hand once this one is over (refused with the reason otherwise)."""
        try:
            self.game.next_hand()
        except ScoponeError as err:
            return self._refuse(err)
        self.selected, self.choices, self.last = None, (), None
        self.script, self.line, self.start = (), [], 0
        self._serials = []
        self.message = Message()
        return self.message

    # -- the other hands, the level ------------------------------------------------------

    def show_hands(self, shown: bool) -> None:
        """Show the other three hands face up (an analysis table), or hide them."""
        self.open_hands = bool(shown)

    def set_level(self, level: str) -> Message:
        """Play the computer seats at ``level`` from now on (refused with the reason if unknown)."""
        try:
            self.level = check_level(level)
        except ScoponeError as err:
            return self._refuse(err)
        if self._fixed is None:
            self._chooser = computer(self.level)
        return self.message

    # -- the records of finished hands, stepped through and reviewed -----------------------

    def keep(self, record: HandRecord) -> None:
        """Keep ``record`` among the finished hands (the same hand played again replaces it).

        >>> c = TableController(7, chooser=lambda g: g.legal_plays()[0], seat=1)
        >>> while c.computer_due or c.your_turn:
        ...     _ = c.computer_step() or c.click_card(c.legal_cards()[0])
        >>> [(r.number, r.hand_number, len(r)) for r in c.records]
        [(7, 1, 40)]
        >>> c.keep(c.records[0]); len(c.records)
        1
        """
        same = (record.number, record.hand_number, record.variant, record.start.totals)
        self.records = [
            r for r in self.records if (r.number, r.hand_number, r.variant, r.start.totals) != same
        ]
        self.records = [*self.records, record][-RECORDS_KEPT:]

    def kept(self) -> str:
        """The finished hands as the browser keeps them (JSON: their link codes)."""
        return kept_text(self.records)

    def read_kept(self, data: str) -> None:
        """Take back the hands the browser kept (those it can read; the others are left)."""
        for record in read_kept(data):
            self.keep(record)

    def record_label(self, record: HandRecord) -> str:
        """How a kept hand is named: ``Game 7, hand 2``.

        >>> c = TableController(7)
        >>> c.record_label(HandRecord.from_game(c.game))
        'Game 7, hand 1'
        """
        # TRANSLATORS: a finished hand in the list of the hands kept; {number}, {hand}: "7", "2".
        text = gettext_for("Game {number}, hand {hand}", self.lang)
        return text.format(
            number=format_number(record.number or 0, self.lang),
            hand=format_number(record.hand_number, self.lang),
        )

    @classmethod
    def for_record(
        cls,
        record: HandRecord,
        *,
        ply: int | None = None,
        open_hands: bool = False,
        lang: str = "en",
        level: str = DEFAULT_LEVEL,
        chooser: Chooser | None = None,
    ) -> TableController:
        """A table that steps through ``record`` from South's seat, at play ``ply`` (the end).

        Every hand is face up with ``open_hands``, else only South's (as South
        saw it). :meth:`step_to` goes to any play, :meth:`play_on` plays on
        from the position shown.

        >>> game = Game.new(7)
        >>> for _ in range(6):
        ...     _ = game.play(game.legal_plays()[0])
        >>> c = TableController.for_record(HandRecord.from_game(game), ply=2)
        >>> c.step, len(c.line), c.seat, c.held
        (2, 6, 0, True)
        >>> c.step_to(0).text
        'The start of the hand: North plays first.'
        >>> c.step_to(6).text
        'West played the Asso of coppe.'
        >>> c.step_to(7).kind
        'error'
        """
        table = cls.__new__(cls)
        table._setup(record.game(0), 0, lang, level, chooser, open_hands=open_hands)
        table.example = True
        table.shown = record
        table.script = record.plays
        for play in record.plays:
            table._make(play)
        table.held = True
        if ply is not None:
            table.step_to(ply)
            table.message = Message()
        return table

    def step_to(self, ply: int) -> Message:
        """Show the position after the first ``ply`` plays of the line (0: the start)."""
        if isinstance(ply, bool) or not isinstance(ply, int) or not 0 <= ply <= len(self.line):
            return self._refuse(ParseError("bad-ply", text=str(ply), count=len(self.line)))
        while self.step > ply:
            self._undo_one()
        while self.step < ply:
            self._make(self.line[self.step])
        self.selected, self.choices = None, ()
        if ply == 0:
            # TRANSLATORS: a record shown at its start; {seat} is "North".
            text = gettext_for("The start of the hand: {seat} plays first.", self.lang)
            self.message = Message(text.format(seat=seat_name(self.game.turn, self.lang)))
            return self.message
        move = self.game.history[-1]
        told = play_sentence(move.seat, move.play, self.lang, you=False, scopa=move.scopa)
        self.message = Message(told)
        return self.message

    def play_on(self) -> Message:
        """Play on from the position shown: the plays after it are left, the computer answers.

        >>> game = Game.new(7)
        >>> for _ in range(6):
        ...     _ = game.play(game.legal_plays()[0])
        >>> c = TableController.for_record(HandRecord.from_game(game), ply=1,
        ...                                chooser=lambda g: g.legal_plays()[0])
        >>> c.play_on().text
        'You play on from here as South.'
        >>> len(c.line), c.computer_due, c.shown is None
        (1, True, True)
        """
        del self.line[self.step :]
        self.script = tuple(self.line)
        self.shown = None
        self.held = False
        self.selected, self.choices = None, ()
        # TRANSLATORS: "Play from here" pressed on a recorded hand; {seat} is "South".
        text = gettext_for("You play on from here as {seat}.", self.lang)
        self.message = Message(text.format(seat=seat_name(self.seat, self.lang)))
        return self.message

    def review(self, progress: Progress | None = None) -> dict[str, Any]:
        """The review of South's plays in the record shown, in words (``review_words``).

        ``progress(done, total)`` is called as the plays are reviewed.
        """
        if self.shown is None:
            raise ParseError("bad-record-value", text="None")
        record = self.shown
        return review_words(record, review_hand(record, self.seat, progress=progress), self.lang)

    def progress_text(self, done: int, total: int) -> str:
        """The message while the review is computed: ``Reviewing your plays: 3 of 10…``.

        >>> TableController(7).progress_text(3, 10)
        'Reviewing your plays: 3 of 10…'
        >>> TableController(7, lang="it").progress_text(3, 10)
        'Analisi delle tue giocate: 3 di 10…'
        """
        # TRANSLATORS: shown while the review is computed; {done} of {total} plays.
        text = gettext_for("Reviewing your plays: {done} of {total}…", self.lang)
        return text.format(
            done=format_number(done, self.lang), total=format_number(total, self.lang)
        )

    # -- new games, saved games ------------------------------------------------------------

    def _progress_text(self, game: Game) -> dict[str, str]:
        a, b = game.totals
        return {
            "number": format_serial(game.number or 0, self.lang),
            "hand": format_number(game.hand_number, self.lang),
            "ns": format_number(a, self.lang),
            "ew": format_number(b, self.lang),
        }

    def new_game(self, number: int | str | None = None) -> Message:
        """Start game ``number``, or a fresh number when none is given.

        While a game is in progress, the first request only says what would be
        left (a ``confirm`` message); the same request again starts the new game.
        A bad number is refused with the reason, and nothing changes.

        >>> c = TableController(7, chooser=lambda g: g.legal_plays()[0])
        >>> c.new_game("x").text
        'Not a game number: “x”. Expected a whole number from 0 to 18446744073709551615.'
        >>> while c.computer_due:
        ...     _ = c.computer_step()
        >>> _ = c.click_card(c.legal_cards()[0])
        >>> c.new_game(12).kind, c.game.number
        ('confirm', 7)
        >>> c.new_game(12).kind, c.game.number, len(c.game.history)
        ('info', 12, 0)
        """
        if number is None or (isinstance(number, str) and not number.strip()):
            request: object = "fresh"
        else:
            try:
                game = Game.new(number.strip() if isinstance(number, str) else number)
            except ScoponeError as err:
                return self._refuse(err)
            request = game.number
        if self.in_progress and self._pending != ("new", request):
            self._pending = ("new", request)
            # TRANSLATORS: "New game" pressed during a game; {number}, {hand}: "7", "2";
            # {ns}, {ew}: the two sides' running totals.
            text = gettext_for(
                "Game {number} is in progress (hand {hand}, {ns}–{ew}): "
                "press “New game” again to leave it.",
                self.lang,
            )
            self.message = Message(text.format(**self._progress_text(self.game)), "confirm")
            return self.message
        if request == "fresh":
            game = Game.new(secrets.randbelow(999_999) + 1)
        self._start_game(game)
        return self.message

    def _start_game(self, game: Game) -> None:
        self._setup(game, self.seat, self.lang, self.level, self._fixed)
        # TRANSLATORS: after a new game is dealt; {number} is its number.
        text = gettext_for("Game {number}: a new game.", self.lang)
        self.message = Message(text.format(number=format_serial(game.number or 0, self.lang)))

    def offer_saved(self, data: str | dict[str, Any]) -> Message:
        """Offer back a game saved in the browser: the table waits for the answer.

        An unreadable save is said so, and the table plays on as it was.
        """
        try:
            game, level = read_saved(data)
        except ScoponeError:
            # TRANSLATORS: the game kept in the browser could not be read back.
            text = gettext_for("The game kept in this browser could not be read.", self.lang)
            self.message = Message(text, "error")
            return self.message
        self.offer = (game, level)
        self.held = True
        self.message = Message(self._offer_text(), "offer")
        return self.message

    def _offer_text(self) -> str:
        assert self.offer is not None
        # TRANSLATORS: a game kept in the browser offered back; {number}, {hand}: "7", "2";
        # {ns}, {ew}: the running totals of North–South and East–West.
        text = gettext_for("Resume game {number}, hand {hand}, {ns}–{ew}?", self.lang)
        return text.format(**self._progress_text(self.offer[0]))

    def answer_offer(self, resume: bool) -> Message:
        """Resume the game offered back, or leave it and play the table's game."""
        if self.offer is None:
            return self.message
        game, level = self.offer
        self.offer = None
        self.held = False
        if resume:
            self.level = level
            self._setup(game, self.seat, self.lang, level, self._fixed)
            # TRANSLATORS: after a saved game is resumed; {number}, {hand}: "7", "2".
            text = gettext_for("Game {number}, hand {hand}: resumed.", self.lang)
            self.message = Message(text.format(**self._progress_text(game)))
        else:
            self.message = Message()
        return self.message

    def saved(self) -> str | None:
        """The game in progress as the browser keeps it (JSON), or None when there is none.

        >>> c = TableController(7, chooser=lambda g: g.legal_plays()[0])
        >>> c.saved() is None              # nothing of yours played yet
        True
        >>> while c.computer_due:
        ...     _ = c.computer_step()
        >>> _ = c.click_card(c.legal_cards()[0])
        >>> read_saved(c.saved())[0] == c.game
        True
        """
        if not self.in_progress or self.offer is not None:
            return None
        return save_text(self.game, self.level)
