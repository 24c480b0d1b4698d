"""The player's interaction logic, free of any widget toolkit.

:class:`Controller` turns clicks into engine calls and keeps what the board
shows: the selected block, its legal targets, the armed reserve, the counters,
the message in the reader's language, the dead-end notice and the step-through
position of a worked example. Each concern is its own small piece: what is
selected and where it may go (:mod:`.selection`), the session's counters and
records (:mod:`.session`) and the example's script (:mod:`.script`), the last
two game-independent; the controller wires them to the engine and words what
happens. The ipywidgets view (:mod:`scorpion.widget.board`) only draws the
controller's state and forwards clicks, so everything here is tested in plain
CPython.

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
from ..i18n import card_label, error_message, gettext_for, ngettext_for
from ..moves import Move, PlayedMove
from .script import Script, Step, parse_steps
from .selection import Selection, resized, select
from .session import Counters, Session
from .wording import played_text, selected_text, undone_text, won_text

__all__ = ["Controller", "Counters", "Message", "Step", "parse_steps"]

#: How long the dead-end check may think after each move, in seconds.
DEAD_END_BUDGET = 0.4
#: How long "back to the last winnable move" may think per position.
WINNABLE_BUDGET = 0.5
#: How long a hint may think.
HINT_BUDGET = 2.0


@dataclass(frozen=True)
class Message:
    """What the message area says: ``kind`` is ``info``, ``error``, ``success``, ``hint``
    or ``won`` (the game is won: the board celebrates it)."""

    text: str = ""
    kind: str = "info"


def _load_solver() -> Any | None:
    """The solver module, or ``None`` while it is not part of the package."""
    try:
        from .. import solver
    except ImportError:
        return None
    if not all(hasattr(solver, name) for name in ("solve", "hint")):
        return None
    return solver


def _status(result: Any) -> str:
    """``solved``, ``unsolvable`` or ``unknown`` from whatever ``solve`` returned."""
    status = getattr(result, "status", None)
    if isinstance(status, str):
        return status.lower()
    if result is None:
        return "unknown"
    if isinstance(result, list | tuple):
        return "solved"
    return "unknown"


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
        self.solver = _load_solver() if solver is ... else solver
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

    def _label(self, card: Card) -> str:
        return card_label(card, self.lang)

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
            if str(why) == "top-only":
                text = gettext_for("Only the top card is selected: it cannot shrink.", self.lang)
            else:
                text = gettext_for(
                    "Every face-up card of the column is already selected.", self.lang
                )
            self._say(text, "error")
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
        if not self.targets:
            self._say(
                gettext_for("{card} has no legal move now.", self.lang).format(
                    card=self._label(card)
                ),
                "error",
            )
        else:
            self._say(
                gettext_for(
                    "{card} can go to more than one column: click the one you want.", self.lang
                ).format(card=self._label(card)),
                "info",
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
        if self.solver is None:
            self._say(
                gettext_for("Hints need the solver, which is not available here.", self.lang),
                "error",
            )
            return self._changed()
        self.session.hinted()
        answer = self.solver.hint(self.game, HINT_BUDGET)
        status = getattr(answer, "status", "move")
        move = getattr(answer, "move", answer)
        if status == "lost":
            self.dead_end = True
            self._say(error_message("dead-end", {}, self.lang), "error")
            return self._changed()
        if move is None:
            self._say(
                gettext_for("No hint found in time: try again, or undo a move or two.", self.lang),
                "error",
            )
            return self._changed()
        self.hint_move = move
        if move.is_reserve:
            self._say(gettext_for("Hint: deal the reserve.", self.lang), "hint")
        else:
            where = self.game.locate(move.card)
            if where[0] == "column":
                self._select(where[1], where[2])
            self._say(
                gettext_for("Hint: move {card} to column {column}.", self.lang).format(
                    card=self._label(move.card), column=move.target
                ),
                "hint",
            )
        self._changed()

    # --------------------------------------------------------------- dead ends

    def _check_dead_end(self) -> None:
        """Set :attr:`dead_end` when the position is proven lost.

        No legal move at all is a dead end by itself; otherwise the solver
        (which knows every card) decides within :data:`DEAD_END_BUDGET`.
        """
        self.dead_end = False
        if not self.dead_end_check or self.game.is_won:
            return
        if not self.game.legal_moves():
            self.dead_end = True
        elif self.solver is not None:
            result = self.solver.solve(self.game, DEAD_END_BUDGET)
            self.dead_end = _status(result) == "unsolvable"
        if self.dead_end:
            self._say(self.message.text + " " + error_message("dead-end", {}, self.lang), "error")

    def back_to_winnable(self) -> None:
        """Undo until the solver proves the position winnable again."""
        self._clear_selection()
        if self.solver is None:
            self._say(
                gettext_for("Finding the last winnable move needs the solver.", self.lang), "error"
            )
            return self._changed()
        finder = getattr(self.solver, "last_winnable", None)
        back = finder(self.game, WINNABLE_BUDGET) if finder is not None else None
        if back is None:
            self._say(
                gettext_for("No winnable position is left in the undo history.", self.lang),
                "error",
            )
            return self._changed()
        undone = 0
        for _ in range(back):
            self.game.undo()
            undone += 1
        self.session.undone(undone)
        self.dead_end = False
        self.resigned = False
        if self.script is not None:
            self.script.rejoin(self._script_history())
        self._say(
            ngettext_for(
                "Back {count} move: this position can still be won.",
                "Back {count} moves: this position can still be won.",
                undone,
                self.lang,
            ).format(count=undone),
            "success",
        )
        self._changed()

    def resign(self) -> None:
        """Give up this game: the board stays visible, only undo and new game remain."""
        self._clear_selection()
        self.armed = False
        self.resigned = True
        self.dead_end = False
        self.session.abandon()
        if self.script is not None:
            # An example has no new game: it has its steps.
            text = gettext_for("You resigned. Undo, or step through the example again.", self.lang)
        else:
            text = gettext_for("You resigned. Start a new game or undo.", self.lang)
        self._say(text, "info")
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
                number, note = self._solvable(number, variant)
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

    def _solvable(self, number: int, variant: str) -> tuple[int, str]:
        """The first proven-solvable deal from ``number`` on, and a note when it differs."""
        from bisect import bisect_left

        numbers = ()
        finder = getattr(self.solver, "catalogue", None)
        if finder is not None:
            numbers = finder(variant)
        if not numbers:
            return number, gettext_for(
                "No list of proven-solvable deals is available here: this deal may be unsolvable.",
                self.lang,
            )
        i = bisect_left(numbers, number)
        if i < len(numbers) and numbers[i] == number:
            return number, ""
        if i == len(numbers):
            # Past the list's end: start again from its first deal, and say so.
            return numbers[0], gettext_for(
                "The list of proven-solvable deals ends at deal {last}: "
                "here is its first deal instead of deal {number}.",
                self.lang,
            ).format(last=numbers[-1], number=number)
        return numbers[i], gettext_for(
            "Deal {number} is not in the list of proven-solvable deals; here is the next one.",
            self.lang,
        ).format(number=number)

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
        if self.script is None or self.script.free:
            return None
        return self.script.index

    def step_to(self, index: int) -> None:
        """Show the example after ``index`` of its moves (clamped), leaving free play."""
        if self.script is None:
            return
        self._show_step(max(0, min(index, len(self.script.moves))))
        self._changed()

    def first(self) -> None:
        """⏮ the example's start."""
        self.step_to(0)

    def back(self) -> None:
        """◀ one step back (from free play: the step the reader left the example at)."""
        if self.script is not None:
            self.step_to(self.script.index - (0 if self.script.free else 1))

    def forward(self) -> None:
        """▶ one step forward."""
        if self.script is not None:
            self.step_to(self.script.index + (0 if self.script.free else 1))

    def last(self) -> None:
        """⏭ the example's end."""
        if self.script is not None:
            self.step_to(len(self.script.moves))

    def _show_step(self, index: int) -> None:
        s = self.script
        assert s is not None
        self.game, played = s.position(index)
        self._reset()
        note = s.note(index)
        if played is None:
            text = gettext_for(
                "The example's starting position. Step forward, or play a move yourself.",
                self.lang,
            )
        else:
            count = len(s.moves)
            text = ngettext_for(
                "Step {index} of {count}: {text}",
                "Step {index} of {count}: {text}",
                count,
                self.lang,
            ).format(index=index, count=count, text=note or self.describe(played))
            if self.game.is_won:
                # The example's last step wins the game: say so.
                text += " " + ngettext_for(
                    "Won in {count} move!",
                    "Won in {count} moves!",
                    self.game.moves_played,
                    self.lang,
                ).format(count=self.game.moves_played)
                self._say(text, "won")
                return
        self._say(text, "info")

    def _script_history(self) -> list[Move]:
        """The moves played since the example's start (a reserve deal counts as one).

        Anything the history cannot account for (an undo limit reached) is
        a mismatch: the reader stays in free play.
        """
        hist = [p.move for p in self.game.history]
        if self.game.moves_played != len(hist):
            return [Move.reserve()] * (self.script.count + 1 if self.script else 1)
        return hist

    # ---------------------------------------------------------------- counters

    def elapsed(self) -> float:
        """Seconds since the first move (frozen once the game is won)."""
        return self.session.elapsed()
