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
'Rule: cards must be of the same suit. The Eight of Hearts goes only on the Nine of Hearts.'
>>> c.click_card(2, 3)          # the selected card again: its only target
>>> c.game.moves_played, c.selection, c.message.text
(1, None, 'The Eight of Hearts moved to column 5. The Ace of Hearts turned face up.')
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
from .saved import SavedGame, read_saved
from .script import Script, Step, parse_steps
from .selection import Selection, resized, select
from .session import Counters, Session
from .wording import (
    leave_text,
    no_auto_move_text,
    offer_text,
    played_text,
    resigned_text,
    resize_refused_text,
    resumed_text,
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
        #: True after a first press of New game while a game is in progress: the
        #: second press leaves it (any other action disarms it, as the reserve's).
        self.leaving = False
        #: The game in progress kept in the browser, offered back (:meth:`offer`)
        #: until the player resumes or discards it.
        self.offered: SavedGame | None = None
        #: Every move since the deal (the undo history keeps only the last 100):
        #: what the page keeps in the browser to resume the game.
        self.line: list[Move] = []
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
        # The engine's refusal, its cards named in words (the terminal keeps labels).
        self._say(error_message(err.code, err.params, self.lang, named=True), "error")

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
        it. With a block selected, the top card of a column it may go to is a
        move there; any other card is selected instead (a face-down one is
        refused). The selected card again sends the block to its only legal
        target.
        """
        self._disarm()
        found = self.card_at(column, height)
        if found is None or self.over or self._awaiting_answer():
            return self._changed()
        card, up = found
        onto = height == len(self.game.columns[column - 1]) - 1 and column in self.targets
        if self.picked is not None and onto:
            return self._play_column_move(self.picked.card, column)
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
        self._disarm()
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
        """Drop the selection and disarm the reserve (and a first press of New game)."""
        self._disarm()
        self._clear_selection()
        self._say("")
        self._changed()

    # ------------------------------------------------------------------- moves

    def click_column(self, column: int) -> None:
        """A column (its empty space or its header) was clicked: move the selection there."""
        self._disarm()
        if self.over or self._awaiting_answer():
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
        self.leaving = False
        if self.over or self._awaiting_answer():
            self.armed = False
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
        self.line.append(played.move)
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
        self._disarm()
        self._clear_selection()
        self.hint_move = None
        if self._awaiting_answer():
            return self._changed()
        if self.game.is_won:
            self._say(gettext_for("The game is won: there is nothing left to play.", self.lang))
            return self._changed()
        try:
            played = self.game.undo()
        except ScorpionError as err:
            self._refuse(err)
            return self._changed()
        self.session.undone()
        del self.line[-1:]
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
        'Undone: the Eight of Hearts from column 2 to column 5.'
        """
        return undone_text(move, self.lang)

    def hint(self) -> None:
        """Show the next move of a solution from here (the solver decides)."""
        self._disarm()
        self._clear_selection()
        if self.over or self._awaiting_answer():
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
        self._disarm()
        self._clear_selection()
        back = self.advisor.moves_back(self.game) if self.advisor.available else None
        if back is None:
            self._say(no_way_back_text(solver=self.advisor.available, lang=self.lang), "error")
            return self._changed()
        for _ in range(back):
            self.game.undo()
        del self.line[len(self.line) - back :]
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
        self._disarm()
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

    @property
    def in_progress(self) -> bool:
        """True while a numbered deal is being played: moved, not yet won nor resigned."""
        return (
            self.script is None
            and self.game.deal_number is not None
            and self.game.moves_played > 0
            and not self.over
        )

    def saved(self) -> SavedGame | None:
        """The game in progress as the page keeps it in the browser, or ``None``."""
        if not self.in_progress or len(self.line) != self.game.moves_played:
            return None
        counters = self.counters
        return SavedGame.of(
            self.game,
            self.line,
            undos=counters.undos,
            hints=counters.hints,
            seconds=self.elapsed(),
        )

    def press_new_game(
        self, number: int | str, *, solvable_only: bool = True, variant: str | None = None
    ) -> None:
        """The New game button: the deal typed in the number box, or, when the box is
        empty or still shows this deal's number, a fresh deal (:meth:`next_deal`)."""
        typed = str(number).strip()
        fresh = not typed or typed == str(self.game.deal_number)
        self._ask_new_game(typed, solvable_only=solvable_only, variant=variant, fresh=fresh)

    def enter_deal_number(
        self, number: int | str, *, solvable_only: bool = True, variant: str | None = None
    ) -> None:
        """Enter in the number box: exactly the deal typed (this one again: a restart),
        or a fresh deal when the box is empty."""
        typed = str(number).strip()
        self._ask_new_game(typed, solvable_only=solvable_only, variant=variant, fresh=not typed)

    def _ask_new_game(
        self, typed: str, *, solvable_only: bool, variant: str | None, fresh: bool
    ) -> None:
        """Leaving a game in progress (or one offered back) takes a second press, said first."""
        self.armed = False
        if (self.in_progress or self.offered is not None) and not self.leaving:
            self._clear_selection()
            self.leaving = True
            saved = self.offered or self.saved()
            if saved is not None:
                self._say(leave_text(saved.variant, saved.deal, saved.count, self.lang), "info")
            return self._changed()
        self.leaving = False
        variant = variant or self.game.variant
        number: int | str = typed
        if fresh:
            number = self.advisor.next_deal(self.game.deal_number, variant, solvable_only)
        if self.offered is not None:
            self.offered = None
            self.session.left()
        self.new_game(number, solvable_only=solvable_only, variant=variant)

    def new_game(
        self, number: int | str, *, solvable_only: bool = True, variant: str | None = None
    ) -> None:
        """Deal ``number``; with ``solvable_only`` the number picks among proven-solvable deals.

        The game being played is left without a word: the board's New game
        button asks first (:meth:`press_new_game`).
        """
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
        self._disarm()
        self.line = []
        self.dead_end = False
        self.resigned = False
        self.hint_move = None
        self.session.reset()

    # ------------------------------------------------ the game kept in the browser

    def offer(self, saved: SavedGame | str | None) -> None:
        """Offer back the game in progress the page kept (:mod:`.saved`): the player
        resumes it (:meth:`resume`) or discards it (:meth:`discard`); until then no
        move is played, so that it is never left without a word. Text that is not a
        saved game is said and forgotten."""
        if isinstance(saved, str) or saved is None:
            try:
                saved = read_saved(saved)
            except ScorpionError as err:
                self._say(self._not_resumed(err), "error")
                return self._changed()
        if saved is None:
            return
        self.offered = saved
        self._say(offer_text(saved.variant, saved.deal, saved.count, self.lang), "info")
        self._changed()

    def _not_resumed(self, err: ScorpionError) -> str:
        return gettext_for(
            "The game kept in this browser could not be resumed: {reason}", self.lang
        ).format(reason=err.message(self.lang))

    def resume(self) -> None:
        """Play on the game offered back, where it was left (its undos, hints and clock too)."""
        saved = self.offered
        if saved is None:
            return
        self.offered = None
        try:
            game, line = saved.replay_line()
        except ScorpionError as err:
            self.session.left()
            self._say(self._not_resumed(err), "error")
            return self._changed()
        self.game = game
        self.script = None
        self._reset()
        self.line = line
        self.session.resume(undos=saved.undos, hints=saved.hints, seconds=saved.seconds)
        self._say(resumed_text(saved.variant, saved.deal, saved.count, self.lang), "success")
        self._check_dead_end()
        self._changed()

    def discard(self) -> None:
        """Leave the game offered back: it counts as lost; the deal shown stays."""
        if self.offered is None:
            return
        self.offered = None
        self._disarm()
        self.session.left()
        self._say(
            gettext_for("The game in progress was left: it counts as lost.", self.lang), "info"
        )
        self._changed()

    def _awaiting_answer(self) -> bool:
        """While a game is offered back, a move first asks for the answer."""
        if self.offered is None:
            return False
        self._clear_selection()
        self._say(
            gettext_for("Resume the game in progress or discard it first.", self.lang), "info"
        )
        return True

    def _disarm(self) -> None:
        self.armed = False
        self.leaving = False

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
