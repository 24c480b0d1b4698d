"""The live table's logic, free of any widget toolkit.

:class:`TableController` holds one game to 21 with you in one seat and the
computer in the other three (your partner included). It turns clicks into
engine calls and keeps what the table shows: the card you picked, the capture
sets to choose from when it can take in more than one way, the message in your
language, and whether a computer seat is due to play. A view only draws
:meth:`TableController.state` and forwards clicks, and it calls
:meth:`TableController.computer_step` at its own pace, so everything here is
tested in plain CPython.

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
'You played 5d × 5c.'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..cards import Card
from ..errors import IllegalPlay, ScoponeError
from ..game import Game, check_seat
from ..i18n import gettext_for, play_text, seat_name
from ..plays import Play, PlayRecord

__all__ = ["Message", "TableController"]


@dataclass(frozen=True)
class Message:
    """What the message area says: ``kind`` is ``info``, ``error``, ``choice`` or ``end``."""

    text: str = ""
    kind: str = "info"


Chooser = Callable[[Game], Play]


def _computer(level: str) -> Chooser:
    def choose(game: Game) -> Play:
        from ..ai import choose_for_view

        return choose_for_view(game.view(game.turn), level)

    return choose


class TableController:
    """One game against three computer seats, as a table shows it.

    ``number`` fixes every deal (as in the command line); ``seat`` is yours
    (0 South … 3 West); ``lang`` the language of every message; ``level`` the
    computer's (``baseline`` or ``strong``); ``chooser`` replaces the computer
    players altogether (tests, worked examples).
    """

    def __init__(
        self,
        number: int,
        *,
        seat: int = 0,
        variant: str = "scientifico",
        lang: str = "en",
        level: str = "baseline",
        chooser: Chooser | None = None,
    ) -> None:
        self._setup(Game.new(number, variant), seat, lang, level, chooser)

    def _setup(self, game: Game, seat: int, lang: str, level: str, chooser: Chooser | None) -> None:
        self.game = game
        self.seat = check_seat(seat)
        self.lang = lang
        self._chooser = chooser or _computer(level)
        self.selected: Card | None = None
        self.choices: tuple[Play, ...] = ()
        self.message = Message()
        self.last: PlayRecord | None = None
        self.script: tuple[Play, ...] = ()
        self.step = 0
        #: How many plays of the history are the example's own (undo stops there).
        self.floor = len(game.history)

    @classmethod
    def from_game(
        cls,
        game: Game,
        *,
        seat: int = 0,
        lang: str = "en",
        level: str = "baseline",
        chooser: Chooser | None = None,
    ) -> TableController:
        """A table for an existing position (a worked example, a saved game).

        >>> game = Game.from_layout([["9d"], ["1d"], ["2d"], ["3d"]], ["1c", "3c", "4s", "5s"],
        ...                         dealer=3)
        >>> c = TableController.from_game(game)
        >>> c.click_card("9d").kind, c.state()["choices"]
        ('choice', ['9d x 4s+5s', '9d x 1c+3c+5s'])
        >>> c.choose(1).text
        'You played 9d × 1c + 3c + 5s.'
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
        lang: str = "en",
        level: str = "baseline",
        chooser: Chooser | None = None,
    ) -> TableController:
        """A worked example: ``game`` before its ``plays``, shown after them.

        The table starts on the final position (the one the page's diagram
        shows), with your seat the one to move there (South once the hand is
        over). :meth:`step_back` and :meth:`step_forward` walk through the
        example's plays; from the final position you play on against the
        computer seats. Each play is checked (an illegal one raises, nothing
        is built).

        >>> game = Game.from_layout([["7d", "2c"], ["4d", "9c"], ["1s", "6c"], ["2s", "4b"]],
        ...                         ["3c", "4s"], dealer=3)
        >>> c = TableController.for_example(game, [Play.parse("7d x 3c+4s"), Play.parse("9c")])
        >>> c.seat, c.step, c.at_end, [str(x) for x in c.game.table]
        (2, 2, True, ['9c'])
        >>> c.step_back().text
        'Back one play: East to play.'
        >>> c.click_card("1s").kind, c.computer_due
        ('error', False)
        >>> c.step_forward().text
        'East played 9c.'
        """
        walker = game.copy()
        for play in plays:
            walker.play(play)
        seat = 0 if walker.is_hand_over else walker.turn
        table = cls.__new__(cls)
        table._setup(game.copy(), seat, lang, level, chooser)
        table.script = tuple(plays)
        for play in plays:
            table.game.play(play)
        table.step = len(plays)
        table.floor = len(table.game.history)
        return table

    # -- a worked example's plays ----------------------------------------------------

    @property
    def at_end(self) -> bool:
        """True unless the table is stepping back through an example's plays."""
        return self.step == len(self.script)

    def can_step_back(self) -> bool:
        """An example's play can be taken back: at the final position or before it."""
        return self.step > 0 and len(self.game.history) == self.floor - len(self.script) + self.step

    def step_back(self) -> Message:
        """Take back the example's last play shown (refused once you have played on)."""
        if not self.can_step_back():
            # TRANSLATORS: "Previous" pressed when the example's plays cannot be stepped back.
            return self._refuse_text(gettext_for("There is no earlier play to show.", self.lang))
        self.game.undo()
        self.step -= 1
        self.selected, self.choices, self.last = None, (), None
        # TRANSLATORS: after "Previous" in a worked example; {seat} is "East".
        text = gettext_for("Back one play: {seat} to play.", self.lang)
        self.message = Message(text.format(seat=seat_name(self.game.turn, self.lang)))
        return self.message

    def step_forward(self) -> Message:
        """Make the example's next play again."""
        if self.at_end:
            # TRANSLATORS: "Next" pressed at the end of a worked example's plays.
            return self._refuse_text(gettext_for("There is no later play to show.", self.lang))
        play = self.script[self.step]
        self.step += 1
        return self._played(self.game.play(play))

    def _refuse_text(self, text: str) -> Message:
        self.message = Message(text, "error")
        return self.message

    # -- what the table shows ----------------------------------------------------------

    @property
    def your_turn(self) -> bool:
        """True when the hand is on and it is your seat's turn."""
        return self.at_end and not self.game.is_hand_over and self.game.turn == self.seat

    @property
    def computer_due(self) -> bool:
        """True when a computer seat is to play (the view calls :meth:`computer_step`)."""
        return self.at_end and not self.game.is_hand_over and self.game.turn != self.seat

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards of your hand you may play now (every card, on your turn).

        >>> c = TableController(1, seat=3)   # game 1: West leads
        >>> len(c.legal_cards()), TableController(1).legal_cards()
        (10, ())
        """
        if not self.your_turn:
            return ()
        return tuple(dict.fromkeys(p.card for p in self.game.legal_plays()))

    def state(self) -> dict[str, Any]:
        """Everything a view draws, as plain values."""
        g = self.game
        return {
            "seat": self.seat,
            "turn": None if g.is_hand_over else g.turn,
            "dealer": g.dealer,
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
            "step": self.step,
            "plays": len(self.script),
        }

    # -- your actions ------------------------------------------------------------------

    def _refuse(self, err: ScoponeError) -> Message:
        self.message = Message(err.message(self.lang), "error")
        return self.message

    def _played(self, record: PlayRecord) -> Message:
        self.last = record
        self.selected, self.choices = None, ()
        if record.seat == self.seat:
            # TRANSLATORS: after your play; {play} is "7d" or "7d × 3c + 4s".
            text = gettext_for("You played {play}.", self.lang)
        else:
            # TRANSLATORS: after a computer seat's play; {seat} is "East".
            text = gettext_for("{seat} played {play}.", self.lang)
        text = text.format(
            play=play_text(record.play, self.lang), seat=seat_name(record.seat, self.lang)
        )
        if record.scopa:
            # TRANSLATORS: added when a play empties the table.
            text += " " + gettext_for("Scopa!", self.lang)
        kind = "info"
        if self.game.is_hand_over:
            kind = "end"
            # TRANSLATORS: added at the end of a hand.
            text += " " + gettext_for("The hand is over.", self.lang)
        self.message = Message(text, kind)
        return self.message

    def click_card(self, card: str | Card) -> Message:
        """Play ``card`` from your hand; with several captures, ask which (no play yet).

        A refused click says why in your language and changes nothing.
        """
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
            return self._played(self.game.play(plays[0]))
        self.selected, self.choices = card, tuple(plays)
        options = [p.captures for p in plays]
        self.message = Message(
            IllegalPlay("choose-capture", card=card, choices=options).message(self.lang), "choice"
        )
        return self.message

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
        return self._played(self.game.play(self.choices[index]))

    def cancel(self) -> None:
        """Put the picked card back (no play)."""
        self.selected, self.choices = None, ()
        self.message = Message()

    def computer_step(self) -> Message | None:
        """Let the computer seat to move play one card; ``None`` when none is due."""
        if not self.computer_due:
            return None
        return self._played(self.game.play(self._chooser(self.game)))

    def hint(self) -> Message:
        """The play the computer would make in your place."""
        if not self.your_turn:
            return self._refuse(IllegalPlay("not-your-turn", seat=self.seat, turn=self.game.turn))
        play = _computer("baseline")(self.game)
        # TRANSLATORS: a hint; {play} is "7d" or "7d × 3c + 4s".
        text = gettext_for("Hint: {play}", self.lang).format(play=play_text(play, self.lang))
        self.message = Message(text, "info")
        return self.message

    def undo(self) -> Message:
        """Take back your own last card, and the computer plays made after it."""
        mine = [
            i for i, r in enumerate(self.game.history) if r.seat == self.seat and i >= self.floor
        ]
        if not mine:
            return self._refuse(IllegalPlay("nothing-to-undo"))
        while len(self.game.history) > mine[-1]:
            self.game.undo()
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
        self.script, self.step, self.floor = (), 0, 0
        self.message = Message()
        return self.message
