"""The player's interaction logic, free of any widget toolkit.

:class:`Controller` turns clicks into engine calls and keeps what the board
shows: the selected block, its legal targets, the armed reserve, the counters,
the message in the reader's language, the dead-end notice and the step-through
position of a worked example. Each concern is its own small piece: what is
selected and where it may go (:mod:`.selection`), the session's counters and
records (:mod:`.session`), the example's script and where its step controls
lead (:mod:`.script`), the last two game-independent, and the solver's help
(:mod:`.advice`); what the board says is worded in :mod:`.wording`. The
controller wires them to the engine and decides what happens when. The
ipywidgets view (:mod:`scorpion.widget.board`) only draws the controller's
state and forwards clicks, so everything here is tested in plain CPython.

>>> from scorpion.examples import EXAMPLE_2
>>> from scorpion import Game
>>> c = Controller(Game.from_text(EXAMPLE_2), solver=None)  # no dead-end proof here
>>> c.click_card(2, 3)          # 8♥, lifting 3♣ J♠ 5♦ with it
>>> c.selection, c.targets
((2, 3), (5,))
>>> c.click_column(6)           # not a target: the engine's refusal
>>> c.message.text
'Rule: cards must be of the same suit. 8♥ goes only on 9♥.'
>>> c.click_card(2, 3)          # the selected card again: its only target
>>> c.game.moves_played, c.selection, c.message.text
(1, None, '8♥ moved to column 5. A♥ turned face up.')
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Card
from ..errors import ScorpionError
from ..game import Game
from ..i18n import error_message, gettext_for
from ..moves import Move, PlayedMove
from .advice import Advisor, back_text, hint_text, no_hint_text, no_way_back_text
from .script import Script, Step, parse_steps
from .selection import Selection, resized, select
from .session import Counters, Session
from .wording import (
    no_auto_move_text,
    played_text,
    resigned_text,
    resize_refused_text,
    selected_text,
    step_text,
    undone_text,
    won_text,
)

__all__ = ["Controller", "Counters", "Message", "Step", "parse_steps"]


@dataclass(frozen=True)
class Message:
    """What the message area says: ``kind`` is ``info``, ``error``, ``success``, ``hint``
    or ``won`` (the game is won: the board celebrates it)."""

    text: str = ""
    kind: str = "info"


class Controller:
    """The state of one board and what each control does to it.

    ``game`` is played in place. ``lang`` is the language of every message.
    ``steps`` makes it a worked example (see :meth:`step_to`). ``solver`` is
    the solver module (by default :mod:`scorpion.solver` when available);
    ``clock`` returns seconds (injected in tests); ``records`` maps a deal key
    (see :meth:`deal_key`) to the fewest moves it was won in.
    """

    def __init__(
        self,
        game: Game,
        lang: str = "en",
        *,
        steps: Sequence[Step] = (),
        solver: Any | None = ...,  # type: ignore[assignment]
        clock: Callable[[], float] = time.monotonic,
        records: Mapping[str, int] | None = None,
        dead_end_check: bool = True,
    ) -> None:
        self.lang = lang
        self.game = game
        self.advisor = Advisor(solver)
        self.dead_end_check = dead_end_check
        self.session = Session(clock=clock, records=records)
        self.picked: Selection | None = None
        self.armed = False
        self.dead_end = False
        self.resigned = False
        self.hint_move: Move | None = None
        self.message = Message()
        self.script: Script | None = None
        #: Called after every change (the view redraws); set by the view.
        self.on_change: Callable[[], None] | None = None
        if steps:
            self.script = Script(game.copy(), list(steps))
            self._show_step(0)

    # ------------------------------------------- the pieces, as the view reads them

    @property
    def selection(self) -> tuple[int, int] | None:
        """``(column, height)`` of the selected block's bottom card, or ``None``."""
        return None if self.picked is None else self.picked.place

    @property
    def targets(self) -> tuple[int, ...]:
        """The columns the selected block may go to."""
        return () if self.picked is None else self.picked.targets

    @property
    def counters(self) -> Counters:
        """Undos, hints and the clock of the game being played."""
        return self.session.counters

    @property
    def records(self) -> dict[str, int]:
        """The fewest moves each deal was won in (without hints), by deal key."""
        return self.session.records

    @property
    def new_record(self) -> bool:
        """True right after a win that set a new record."""
        return self.session.new_record

    @property
    def clock(self) -> Callable[[], float]:
        """The session's clock (seconds)."""
        return self.session.clock

    @property
    def solver(self) -> Any | None:
        """The solver module the help comes from (:class:`.advice.Advisor`), or ``None``."""
        return self.advisor.solver

    @solver.setter
    def solver(self, solver: Any | None) -> None:
        self.advisor.solver = solver

    # ----------------------------------------------------------------- helpers

    def _say(self, text: str, kind: str = "info") -> None:
        self.message = Message(text, kind)

    def _refuse(self, err: ScorpionError) -> None:
        self._say(err.message(self.lang), "error")

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def _clear_selection(self) -> None:
        self.picked = None

    def card_at(self, column: int, height: int) -> tuple[Card, bool] | None:
        """The card at ``height`` (0 = bottom) of ``column`` and whether it is face up."""
        cols = self.game.columns
        if not 1 <= column <= len(cols) or not 0 <= height < len(cols[column - 1]):
            return None
        return cols[column - 1][height]

    @property
    def over(self) -> bool:
        """True when the game is won or the player resigned: the board only shows."""
        return self.game.is_won or self.resigned

    # --------------------------------------------------------------- selection

    def click_card(self, column: int, height: int) -> None:
        """A card was clicked (or pressed with the keyboard).

        With nothing selected it selects a face-up card and everything above
        it. A card of another column is a move to that column. The selected
        card again sends the block to its only legal target.
        """
        self.armed = False
        found = self.card_at(column, height)
        if found is None or self.over:
            return self._changed()
        card, up = found
        if self.selection is not None and column != self.selection[0]:
            return self.click_column(column)
        if self.selection == (column, height):
            return self._auto_move(card)
        if not up:
            self._clear_selection()
            self._say(error_message("face-down", {}, self.lang), "error")
            return self._changed()
        self._select(column, height)
        self._changed()

    def _select(self, column: int, height: int) -> None:
        self.picked = select(self.game, column, height)
        self._say_selected(self.picked)

    def _say_selected(self, picked: Selection) -> None:
        self._say(selected_text(picked.card, picked.lifted, picked.targets, self.lang), "info")

    def shrink(self) -> None:
        """▼: take one card fewer (the selection starts one card nearer the top)."""
        self._resize(+1)

    def grow(self) -> None:
        """▲: take one card more (the selection starts one card deeper), face-up cards only."""
        self._resize(-1)

    def _resize(self, delta: int) -> None:
        self.armed = False
        if self.picked is None:
            self._say(gettext_for("Select a card first.", self.lang), "error")
            return self._changed()
        try:
            self.picked = resized(self.game, self.picked, delta)
        except ValueError as why:
            self._say(resize_refused_text(str(why), self.lang), "error")
        else:
            self._say_selected(self.picked)
        self._changed()

    def cancel(self) -> None:
        """Drop the selection and disarm the reserve."""
        self.armed = False
        self._clear_selection()
        self._say("")
        self._changed()

    # ------------------------------------------------------------------- moves

    def click_column(self, column: int) -> None:
        """A column (its empty space or its header) was clicked: move the selection there."""
        self.armed = False
        if self.over:
            return self._changed()
        if self.picked is None:
            self._say(gettext_for("Select a card to move first.", self.lang), "error")
            return self._changed()
        card = self.picked.card
        if column == self.picked.column:
            self._clear_selection()
            self._say("")
            return self._changed()
        self._play_column_move(card, column)

    def _auto_move(self, card: Card) -> None:
        if len(self.targets) == 1:
            return self._play_column_move(card, self.targets[0])
        self._say(
            no_auto_move_text(card, self.targets, self.lang), "info" if self.targets else "error"
        )
        self._changed()

    def _play_column_move(self, card: Card, column: int) -> None:
        try:
            played = self.game.move(card, column)
        except ScorpionError as err:
            self._refuse(err)
            return self._changed()
        self._after_play(played)

    def press_reserve(self) -> None:
        """The reserve: armed by a first press while other moves exist, dealt by the second."""
        self._clear_selection()
        if self.over:
            return self._changed()
        if not self.game.reserve:
            try:
                self.game.deal_reserve()
            except ScorpionError as err:
                self._refuse(err)
            self.armed = False
            return self._changed()
        others = [m for m in self.game.legal_moves() if not m.is_reserve]
        if others and not self.armed:
            self.armed = True
            self._say(
                gettext_for(
                    "Other moves are still possible. Press the reserve again to deal it.",
                    self.lang,
                ),
                "info",
            )
            return self._changed()
        self.armed = False
        try:
            played = self.game.deal_reserve()
        except ScorpionError as err:
            self._refuse(err)
            return self._changed()
        self._after_play(played)

    def _after_play(self, played: PlayedMove) -> None:
        self._clear_selection()
        self.hint_move = None
        self.session.moved()
        if self.script is not None:
            self.script.played(played.move)
        self._say(self.describe(played), "success")
        if self.game.is_won:
            self._won()
        else:
            self._check_dead_end()
        self._changed()

    def describe(self, played: PlayedMove) -> str:
        """One sentence (or a few) saying what a played move did, in the reader's language."""
        return played_text(played, self.lang)

    def _won(self) -> None:
        self._say(
            self._won_text(record=self.session.won(self.deal_key(), self.game.moves_played)),
            "won",
        )

    def _won_text(self, *, record: bool) -> str:
        return won_text(
            self.game.moves_played, hints=self.counters.hints, record=record, lang=self.lang
        )

    # ------------------------------------------------------------ undo & hint

    def undo(self) -> None:
        """Take back the last action (up to 100)."""
        self.armed = False
        self._clear_selection()
        self.hint_move = None
        if self.game.is_won:
            self._say(gettext_for("The game is won: there is nothing left to play.", self.lang))
            return self._changed()
        try:
            played = self.game.undo()
        except ScorpionError as err:
            self._refuse(err)
            return self._changed()
        self.session.undone()
        self.resigned = False
        self.dead_end = False
        if self.script is not None:
            self.script.undone(self._script_history())
        self._say(self._undone_text(played.move), "info")
        self._check_dead_end()
        self._changed()

    def _undone_text(self, move: Move) -> str:
        """What undo took back (:func:`.wording.undone_text`).

        >>> from scorpion.examples import EXAMPLE_2
        >>> c = Controller(Game.from_text(EXAMPLE_2), solver=None)
        >>> c.click_card(2, 3); c.click_column(5); c.undo()
        >>> c.message.text
        'Undone: 8♥ from column 2 to column 5.'
        """
        return undone_text(move, self.lang)

    def hint(self) -> None:
        """Show the next move of a solution from here (the solver decides)."""
        self.armed = False
        self._clear_selection()
        if self.over:
            return self._changed()
        if not self.advisor.available:
            self._say(no_hint_text(solver=False, lang=self.lang), "error")
            return self._changed()
        self.session.hinted()
        found = self.advisor.hint(self.game)
        move = found.move
        if found.lost:
            self.dead_end = True
            self._say(error_message("dead-end", {}, self.lang), "error")
        elif move is None:
            self._say(no_hint_text(solver=True, lang=self.lang), "error")
        else:
            self.hint_move = move
            if not move.is_reserve:
                where = self.game.locate(move.card)
                if where[0] == "column":
                    self._select(where[1], where[2])
            self._say(hint_text(move, self.lang), "hint")
        self._changed()

    # --------------------------------------------------------------- dead ends

    def _check_dead_end(self) -> None:
        """Set :attr:`dead_end` when the position is proven lost
        (:meth:`.advice.Advisor.proven_lost`), and say so."""
        self.dead_end = False
        if not self.dead_end_check or self.game.is_won:
            return
        self.dead_end = self.advisor.proven_lost(self.game)
        if self.dead_end:
            self._say(self.message.text + " " + error_message("dead-end", {}, self.lang), "error")

    def back_to_winnable(self) -> None:
        """Undo until the solver proves the position winnable again."""
        self._clear_selection()
        back = self.advisor.moves_back(self.game) if self.advisor.available else None
        if back is None:
            self._say(no_way_back_text(solver=self.advisor.available, lang=self.lang), "error")
            return self._changed()
        for _ in range(back):
            self.game.undo()
        self.session.undone(back)
        self.dead_end = False
        self.resigned = False
        if self.script is not None:
            self.script.rejoin(self._script_history())
        self._say(back_text(back, self.lang), "success")
        self._changed()

    def resign(self) -> None:
        """Give up this game: the board stays visible, only undo and new game remain."""
        self._clear_selection()
        self.armed = False
        self.resigned = True
        self.dead_end = False
        self.session.abandon()
        self._say(resigned_text(example=self.script is not None, lang=self.lang), "info")
        self._changed()

    # -------------------------------------------------------------- new games

    def deal_key(self) -> str | None:
        """The key of this deal in :attr:`records`: ``"classic:123"``, or ``None``."""
        if self.game.deal_number is None:
            return None
        return f"{self.game.variant}:{self.game.deal_number}"

    @property
    def record(self) -> int | None:
        """The fewest moves this deal was won in, in this browser."""
        return self.session.record(self.deal_key())

    def new_game(
        self, number: int | str, *, solvable_only: bool = True, variant: str | None = None
    ) -> None:
        """Deal ``number``; with ``solvable_only`` the number picks among proven-solvable deals."""
        variant = variant or self.game.variant
        try:
            text = str(number).strip()
            if not text.isdigit():
                from ..deal import check_deal_number

                check_deal_number(text)  # raises the engine's bad-deal-number message
            number = int(text)
            note = ""
            if solvable_only:
                number, note = self.advisor.solvable(number, variant, self.lang)
            game = Game.deal(number, variant)
        except ScorpionError as err:
            self._refuse(err)
            return self._changed()
        self.game = game
        self.script = None
        self._reset()
        text = gettext_for("Deal {number}. Good luck!", self.lang).format(number=number)
        self._say(f"{text} {note}".strip(), "info")
        self._changed()

    def _reset(self) -> None:
        self._clear_selection()
        self.armed = False
        self.dead_end = False
        self.resigned = False
        self.hint_move = None
        self.session.reset()

    # ---------------------------------------------------------- step-through

    @property
    def step_count(self) -> int:
        """How many moves the worked example has (0 when it is not one)."""
        return self.script.count if self.script else 0

    @property
    def step_index(self) -> int | None:
        """Which step is shown (0 = the start), or ``None`` in free play."""
        return None if self.script is None else self.script.shown

    def step_to(self, index: int) -> None:
        """Show the example after ``index`` of its moves (clamped), leaving free play."""
        if self.script is None:
            return
        self._show_step(self.script.clamp(index))
        self._changed()

    def first(self) -> None:
        """⏮ the example's start."""
        self.step_to(0)

    def back(self) -> None:
        """◀ one step back (from free play: the step the reader left the example at)."""
        if self.script is not None:
            self.step_to(self.script.previous)

    def forward(self) -> None:
        """▶ one step forward."""
        if self.script is not None:
            self.step_to(self.script.following)

    def last(self) -> None:
        """⏭ the example's end."""
        if self.script is not None:
            self.step_to(self.script.count)

    def _show_step(self, index: int) -> None:
        """Set the board to the example's step ``index`` and caption it."""
        assert self.script is not None
        self.game, played = self.script.position(index)
        self._reset()
        if played is None:
            return self._say(step_text(0, self.script.count, "", self.lang), "info")
        note = self.script.note(index) or self.describe(played)
        text = step_text(index, self.script.count, note, self.lang)
        if self.game.is_won:
            # The example's last step wins the game: say so.
            won = won_text(self.game.moves_played, hints=0, record=False, lang=self.lang)
            return self._say(f"{text} {won}", "won")
        self._say(text, "info")

    def _script_history(self) -> list[Move] | None:
        """The moves played since the example's start (a reserve deal counts as one).

        ``None`` when the history cannot account for them (an undo limit
        reached): the reader stays in free play.
        """
        hist = [p.move for p in self.game.history]
        return hist if self.game.moves_played == len(hist) else None

    # ---------------------------------------------------------------- counters

    def elapsed(self) -> float:
        """Seconds since the first move (frozen once the game is won)."""
        return self.session.elapsed()
