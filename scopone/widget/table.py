"""The ipywidgets view of a :class:`~scopone.widget.controller.TableController`.

A thin layer: :meth:`Table.refresh` draws the controller's state, the buttons
forward clicks, and the computer seats play one card every ``pace`` seconds
(``pace=0`` plays them at once, for tests and scripts). The faces are the
site's own SVG faces (:mod:`scopone.render`), carried in the stylesheet as
``data:`` images, so nothing comes from another host.

The table is drawn as the page's diagrams are (:func:`scopone.render.position_html`):
the four seats around the cards on the table, the controller's ``bottom`` seat
at the bottom; your own cards are buttons where your seat sits, the other
hands face up on an open (analysis) table, else face down.

Stable hooks for tests and styles: the root has the class ``scopone-table``;
each seat ``scopone-seat scopone-seat-<spot> scopone-seat-n<seat>`` (spot
``south`` … ``west``, seat 0 … 3); your hand ``scopone-hand``, each of its
cards ``scopone-card scopone-card-<value><suit>`` (``scopone-card-7d``); the
table's cards ``scopone-table-cards``; each capture set offered
``scopone-capture-choice``; the message area ``scopone-message``; the record
of the last plays ``scopone-record`` (one ``li`` per play, ``data-serial``
new for every play made); the Play page's new-game bar ``scopone-new-game``.
"""

from __future__ import annotations

import asyncio
import base64
import re
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from html import escape
from typing import Any

import ipywidgets as w

from cardsite.formats import format_serial
from cardsite.i18n import direction

from ..cards import Card, full_deck
from ..i18n import card_name, gettext_for, team_name
from ..render import (
    CSS,
    card_class,
    card_svg,
    cards_html,
    piles_html,
    score_sheet_html,
    seat_cards_html,
    seat_heading,
    spot,
    table_html,
)
from .controller import Message, TableController
from .levels import LEVELS, level_name

__all__ = ["Table", "faces_css", "isolate_labels"]

#: A card's label in running text (``7d``, ``10b``): letters and digits around it
#: would make it another word.
_LABEL = re.compile(r"(?<![0-9A-Za-z])(?:10|[1-9])[dcsb](?![0-9A-Za-z])")


def isolate_labels(text: str) -> str:
    """Escape ``text`` for HTML and isolate every card label in it (``<bdi>``).

    In a right-to-left page a label such as ``7d`` between Arabic words would
    otherwise be reordered with them.

    >>> isolate_labels("You played 7d × 3c + 4s.")
    'You played <bdi dir="ltr">7d</bdi> × <bdi dir="ltr">3c</bdi> + <bdi dir="ltr">4s</bdi>.'
    >>> isolate_labels("<b>10b</b>")
    '&lt;b&gt;<bdi dir="ltr">10b</bdi>&lt;/b&gt;'
    """
    return _LABEL.sub(lambda m: f'<bdi dir="ltr">{m.group(0)}</bdi>', escape(text))


def faces_css(faces: str = "italian") -> str:
    """Each card's face as a ``data:`` background of its button class (buttons only:
    the cards drawn as images carry the same class and draw their own face).

    >>> css = faces_css()
    >>> css.count("data:image/svg+xml;base64,"), ".widget-button.scopone-card-7d{" in css
    (40, True)
    """
    rules = []
    for card in full_deck():
        svg = card_svg(card, faces).replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1)
        data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
        rules.append(
            f".scopone-table .widget-button.{card_class(card)}{{"
            f'background-image:url("data:image/svg+xml;base64,{data}")}}'
        )
    return "".join(rules)


# The whole table is one green panel with white text, in the light and the dark
# theme alike: every text on it at least 4.5:1, every card's edge and outline at
# least 3:1 (tests/browser measures them). Targets are at least 24 px.
_TABLE_CSS = """
.scopone-table { max-width: 44rem; box-sizing: border-box; padding: .6rem; border-radius: .5rem;
  background: #2f6b3a; color: #fff; gap: .45rem; overflow: visible; line-height: 1.3;
  color-scheme: light; }
.scopone-table .scopone-empty { color: #e6efe6; }
.scopone-table * { box-sizing: border-box; }
.scopone-table.scopone-dir-rtl { direction: rtl; }
.scopone-table .widget-html, .scopone-table .widget-box, .scopone-table .widget-button,
.scopone-table .widget-checkbox, .scopone-table .widget-text, .scopone-table .widget-dropdown {
  margin: 0; }
.scopone-table .widget-box { overflow: visible; }
.scopone-table .widget-html { height: auto; min-height: 0; }
.scopone-table .widget-html-content { line-height: 1.3; height: auto; font-size: inherit;
  color: #fff; }
.scopone-table .widget-label, .scopone-table label, .scopone-table .widget-label-basic span {
  color: #fff; font-size: .9rem; }
.scopone-table .scopone-style, .scopone-table .scopone-save { display: none !important; }
.scopone-table .scopone-grid { display: grid; direction: ltr; }
.scopone-table .scopone-seat { display: flex; flex-direction: column; min-width: 0; gap: .15rem; }
.scopone-table .scopone-seat .widget-html-content { line-height: 0; }
.scopone-table .scopone-seat .scopone-seat-name, .scopone-table .scopone-middle .scopone-seat-name {
  line-height: 1.2; }
.scopone-table .scopone-middle .widget-html-content { line-height: 0; }
.scopone-table .scopone-middle .scopone-empty { line-height: 1.4; }
.scopone-table .scopone-hand { display: flex; flex-wrap: wrap; gap: .3rem; --scopone-button-w: 3.4rem; }
.scopone-table .scopone-seat-north .scopone-hand, .scopone-table .scopone-seat-east .scopone-hand,
.scopone-table .scopone-seat-west .scopone-hand { --scopone-button-w: 2.8rem; gap: .25rem; }
.scopone-table .scopone-hand .scopone-card.widget-button { width: var(--scopone-button-w);
  height: calc(var(--scopone-button-w) * 1.5); min-height: 0; padding: 0; flex: none;
  background-size: 100% 100%; background-color: transparent; border: none; color: transparent;
  font-size: 0; line-height: 0; border-radius: .3rem; overflow: hidden; box-shadow: none; }
.scopone-table .scopone-hand .scopone-card.scopone-waiting { opacity: .75; }
.scopone-table .scopone-hand .scopone-card.scopone-legal { box-shadow: 0 0 0 .18rem #ffd54a; }
.scopone-table .scopone-hand .scopone-card:focus-visible { outline: .2rem solid #fff;
  outline-offset: .2rem; }
.scopone-table .scopone-choices { display: flex; flex-wrap: wrap; gap: .5rem; }
.scopone-table .scopone-choice { gap: .2rem; padding: .3rem; border-radius: .3rem;
  background: #245a2e; }
.scopone-table .scopone-choice .scopone-cards { min-height: 0; }
.scopone-table .scopone-message .widget-html-content p { margin: 0; padding: .3rem .5rem;
  border-radius: .3rem; background: #245a2e; }
.scopone-table .scopone-message .widget-html-content p.scopone-error { background: #7a1020;
  font-weight: 600; }
.scopone-table .scopone-message .widget-html-content p.scopone-confirm,
.scopone-table .scopone-message .widget-html-content p.scopone-offer { background: #6b4a00; }
.scopone-table .scopone-record .widget-html-content { font-size: .85rem; }
/* Room for four plays from the start: the controls under it do not move as it fills. */
.scopone-table .scopone-record { min-height: 5.9rem; }
.scopone-table .scopone-round { list-style: none; margin: 0; padding: 0; display: grid; gap: .1rem; }
.scopone-table .scopone-round-title { margin: 0; font-size: .8rem; font-weight: 700; }
.scopone-table .scopone-round > li { margin: 0; padding: 0 .4rem; border-inline-start: .25rem solid
  transparent; }
.scopone-table .scopone-round > li.scopone-record-last { font-weight: 700; }
.scopone-table .scopone-round > li.scopone-record-scopa { border-inline-start-color: #ffd54a; }
.scopone-table .scopone-controls, .scopone-table .scopone-steps, .scopone-table .scopone-new-game,
.scopone-table .scopone-offer { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
.scopone-table .scopone-settings { display: flex; flex-wrap: wrap; gap: .1rem 1.2rem; }
@media (max-width: 30rem) {
  .scopone-table .scopone-settings { flex-direction: column; align-items: flex-start; } }
.scopone-table .widget-button { min-height: 2.2rem; height: auto; padding: .2rem .8rem;
  background: #f4f1e8; color: #111; border: 1px solid #1d1d1d; border-radius: .3rem;
  font-size: .9rem; line-height: 1.2; white-space: normal; }
.scopone-table .widget-button:disabled { opacity: .5; }
.scopone-table .widget-button:focus-visible { outline: .2rem solid #ffd54a; outline-offset: .1rem; }
.scopone-table .widget-checkbox { width: auto; height: auto; min-height: 2.2rem; }
.scopone-table .widget-checkbox label { display: flex; align-items: center; gap: .4rem;
  cursor: pointer; }
.scopone-table .widget-checkbox input[type=checkbox] { width: 1.5rem; height: 1.5rem; margin: 0;
  flex: none; accent-color: #ffd54a; }
.scopone-table .widget-text, .scopone-table .widget-dropdown { width: auto; gap: .4rem;
  align-items: center; }
.scopone-table .widget-text input, .scopone-table .widget-dropdown select { height: 2.2rem;
  font-size: .95rem; color: #111; background: #fff; border: 1px solid #1d1d1d; }
.scopone-table .scopone-game-number input { width: 8rem; }
.scopone-table .widget-text .widget-label, .scopone-table .widget-dropdown .widget-label {
  width: auto; margin: 0; text-align: start; }
.scopone-table .scopone-sheet .widget-html-content { color: #1d1d1d; background: #fffdf7;
  border-radius: .3rem; padding: .3rem .5rem; }
.scopone-table .scopone-sheet:empty, .scopone-table .scopone-sheet .widget-html-content:empty {
  display: none; }
/* The sheet is paper in both themes: the theme's table colours (its dark rows
   under the sheet's dark text in the dark theme) are set to the paper's. */
.scopone-table .scopone-sheet { --pst-color-table-row-zebra-low-bg: #fffdf7;
  --pst-color-table-row-zebra-high-bg: #fffdf7; --pst-color-table-heading-bg: #fffdf7;
  --pst-color-table-row-hover-bg: #fffdf7; --pst-color-table: #1d1d1d;
  --pst-color-table-inner-border: #8c8c8c; --pst-color-table-outer-border: #8c8c8c; }
.scopone-table .scopone-sheet table, .scopone-table .scopone-sheet th,
.scopone-table .scopone-sheet td { color: #1d1d1d; border-color: #8c8c8c; }
.scopone-table .scopone-sheet .pst-scrollable-table-container { margin: 0; }
.scopone-table .scopone-records { gap: .4rem; border-top: 1px solid #a9c8ae; padding-top: .4rem; }
.scopone-table .scopone-records-buttons { display: flex; flex-wrap: wrap; gap: .4rem;
  align-items: center; }
.scopone-table .scopone-copy-row { display: flex; flex-wrap: wrap; gap: .4rem; align-items: end;
  margin: 0 0 .3rem; }
.scopone-table .scopone-copy-row label { display: flex; flex-direction: column; gap: .15rem;
  flex: 1 1 14rem; min-width: 0; font-size: .85rem; }
.scopone-table .scopone-copy-row textarea, .scopone-table .scopone-copy-row input {
  width: 100%; font: .8rem/1.3 ui-monospace, monospace; color: #111; background: #fff;
  border: 1px solid #1d1d1d; border-radius: .2rem; padding: .2rem .3rem; text-align: left; }
.scopone-table .scopone-copy-row input { height: 2.2rem; }
.scopone-table button.scopone-copy { min-height: 2.2rem; padding: .2rem .8rem; background: #f4f1e8;
  color: #111; border: 1px solid #1d1d1d; border-radius: .3rem; font-size: .9rem; cursor: pointer; }
.scopone-table button.scopone-copy:focus-visible { outline: .2rem solid #ffd54a; }
.scopone-table .scopone-review-body { color: #1d1d1d; background: #fffdf7; border-radius: .3rem;
  padding: .4rem .6rem; font-size: .88rem; }
.scopone-table .scopone-review-body .widget-html-content, .scopone-table .scopone-review-body * {
  color: #1d1d1d; }
.scopone-table .scopone-review .widget-html-content { color: #1d1d1d; }
.scopone-table .scopone-review-title { font-size: 1rem; margin: 0 0 .3rem; }
.scopone-table .scopone-review-plays { margin: 0; padding-inline-start: 1.2rem; }
.scopone-table .scopone-review-play { margin: 0 0 .35rem; }
.scopone-table .scopone-review-play p, .scopone-table .scopone-review-summary { margin: 0; }
.scopone-table .scopone-review-play.scopone-review-mistake { border-inline-start: .25rem solid
  #9b1c1c; padding-inline-start: .35rem; }
.scopone-table .scopone-review-mistake .scopone-review-mark { color: #9b1c1c; }
.scopone-table .scopone-review-values { font-size: .82rem; }
.scopone-table .scopone-review-values bdi { white-space: nowrap; }
.scopone-table .scopone-review-reasons { margin: .1rem 0 0; padding-inline-start: 1.1rem; }
"""


def _button(text: str, on_click: Callable[[], Any], *classes: str) -> w.Button:
    b = w.Button(description=text, layout=w.Layout(width="auto"))
    b.on_click(lambda _b: on_click())
    for c in classes:
        b.add_class(c)
    return b


class Table:
    """The table's widgets, bound to one controller. :attr:`root` is what to display.

    ``batch`` wraps every redraw (the page runtime sends each one to the page
    as one message: :func:`cardsite.page.batch`). ``player=True`` adds the Play
    page's parts: the new-game bar (a game number, New game, the computer's
    level) and the game saved for the browser (``scopone-save``).
    """

    def __init__(
        self,
        controller: TableController,
        *,
        faces: str = "italian",
        pace: float = 0.8,
        batch: Callable[[], AbstractContextManager[Any]] = nullcontext,
        player: bool = False,
    ) -> None:
        self.c = controller
        #: The game's own table; :attr:`c` is another while a record is stepped through.
        self.live = controller
        self.lang = lang = controller.lang
        self.faces = faces
        self.pace = pace
        self.batch = batch
        self._task: asyncio.Task[None] | None = None
        self.style = w.HTML(self._style())
        self.style.add_class("scopone-style")
        # The four seats around the table's cards, as in the diagrams.
        self.hand = w.HBox()
        self.hand.add_class("scopone-hand")
        self._cards: list[Card] = []
        self._card_buttons = [self._card_button(i) for i in range(10)]
        self._headings = [w.HTML() for _ in range(4)]
        self._others = [w.HTML() for _ in range(4)]
        self.seats = []
        for seat in range(4):
            cards = self.hand if seat == controller.seat else self._others[seat]
            box = w.VBox([self._headings[seat], cards])
            self.seats.append(box)
        self.middle = w.HTML()
        self.middle.add_class("scopone-middle")
        grid = w.Box([*self.seats, self.middle])
        grid.add_class("scopone-grid")
        self.piles = w.HTML()
        self.piles.add_class("scopone-piles-area")
        self.board = w.VBox([grid, self.piles])
        self.board.add_class("scopone-board-view")
        self.board.add_class(f"scopone-faces-{faces}")
        self.choices = w.HBox()
        self.choices.add_class("scopone-choices")
        self.message = w.HTML()
        self.message.add_class("scopone-message")
        self.record = w.HTML()
        self.record.add_class("scopone-record")
        self.sheet = w.HTML()
        self.sheet.add_class("scopone-sheet")
        # TRANSLATORS: the live table's buttons.
        self.hint_button = _button(gettext_for("Hint", lang), self._hint, "scopone-hint")
        self.undo_button = _button(gettext_for("Undo", lang), self._undo, "scopone-undo")
        self.next_button = _button(gettext_for("Next hand", lang), self._next, "scopone-next-hand")
        # TRANSLATORS: the setting that draws the cards with French suits (♦ ♥ ♠ ♣).
        self.french = w.Checkbox(
            value=faces == "french",
            description=gettext_for("French-suited cards", lang),
            indent=False,
        )
        self.french.add_class("scopone-faces-setting")
        self.french.observe(self._faces_changed, names="value")
        settings: list[w.Widget] = [self.french]
        # TRANSLATORS: a worked example's setting: the other three hands face up (an
        # analysis table) or face down (as in a game).
        self.open_hands = w.Checkbox(
            value=controller.open_hands,
            description=gettext_for("Show every hand", lang),
            indent=False,
        )
        self.open_hands.add_class("scopone-open-hands")
        self.open_hands.observe(self._open_changed, names="value")
        if controller.example or player:
            settings.insert(0, self.open_hands)
        controls = w.HBox([self.hint_button, self.undo_button, self.next_button])
        controls.add_class("scopone-controls")
        # The settings on a row of their own (one under the other on a phone): the
        # table is as tall in every language, and the page keeps the room for it.
        self.settings = w.HBox(settings)
        self.settings.add_class("scopone-settings")
        # TRANSLATORS: a worked example's buttons: show the play before / after this position.
        self.back_button = _button(
            "◀ " + gettext_for("Previous play", lang), self._back, "scopone-step-back"
        )
        self.forward_button = _button(
            gettext_for("Next play", lang) + " ▶", self._forward, "scopone-step-forward"
        )
        # TRANSLATORS: a recorded hand's buttons: its first position, its last one.
        self.first_button = _button(
            "◀◀ " + gettext_for("First", lang), self._first, "scopone-step-first"
        )
        self.last_button = _button(
            gettext_for("Last", lang) + " ▶▶", self._last, "scopone-step-last"
        )
        steps = w.HBox([self.back_button, self.forward_button])
        steps.add_class("scopone-steps")
        if player:
            steps.children = (
                self.first_button,
                self.back_button,
                self.forward_button,
                self.last_button,
            )
        self.steps = steps
        # A saved game offered back (the Play page): two answers.
        # TRANSLATORS: the answers to "Resume game 7, hand 2, 12–9?".
        self.resume_button = _button(gettext_for("Resume", lang), self._resume, "scopone-resume")
        self.decline_button = _button("", self._decline, "scopone-decline")
        self.offer = w.HBox([self.resume_button, self.decline_button])
        self.offer.add_class("scopone-offer")
        parts: list[w.Widget] = [
            self.style,
            self.board,
            self.choices,
            self.message,
            self.offer,
            self.record,
        ]
        if controller.example or player:
            parts.append(steps)
        parts.append(controls)
        parts.append(self.settings)
        self.save = w.HTML()
        self.save.add_class("scopone-save")
        if player:
            parts.append(self._new_game_bar())
        parts.append(self.sheet)
        if player:
            parts.append(self._records_bar())
            parts.append(self.save)
        self.player = player
        self.root = w.VBox(parts)
        self.root.add_class("scopone-table")
        self.root.add_class(f"scopone-dir-{direction(lang)}")
        self.refresh()
        self._run_computers()

    def _new_game_bar(self) -> w.HBox:
        lang, c = self.lang, self.c
        # TRANSLATORS: the Play page's new-game bar: the number of the game to deal
        # (the same number deals the same cards), the button, the computer's level.
        self.number = w.Text(
            value=str(c.game.number if c.game.number is not None else ""),
            description=gettext_for("Game number", lang),
            style={"description_width": "initial"},
            layout=w.Layout(width="auto"),
        )
        self.number.add_class("scopone-game-number")
        # Enter in the box: the front end sends a "submit" event.
        self.number.on_msg(self._number_msg)
        self.new_button = _button(gettext_for("New game", lang), self._new_game, "scopone-new")
        self.level = w.Dropdown(
            options=[(level_name(name, lang), name) for name, _ai, _shown in LEVELS],
            value=c.level,
            description=gettext_for("Computer", lang),
            style={"description_width": "initial"},
            layout=w.Layout(width="auto"),
        )
        self.level.add_class("scopone-level")
        self.level.observe(self._level_changed, names="value")
        bar = w.HBox([self.number, self.new_button, self.level])
        bar.add_class("scopone-new-game")
        return bar

    def _records_bar(self) -> w.VBox:
        """The hands kept: which one, step through it, review it, its text and link."""
        lang = self.lang
        # TRANSLATORS: the Play page's list of the last hands finished.
        self.kept = w.Dropdown(
            options=[],
            description=gettext_for("Hands played", lang),
            style={"description_width": "initial"},
            layout=w.Layout(width="auto"),
        )
        self.kept.add_class("scopone-kept")
        self.kept.observe(lambda _change: self.refresh(), names="value")
        # TRANSLATORS: the buttons of a finished hand: show it play by play on the table;
        # review the reader's plays; go back to the game in progress; play on from the
        # position shown.
        self.show_button = _button(
            gettext_for("Step through", lang), self._show_record, "scopone-show-record"
        )
        self.review_button = _button(
            gettext_for("Review your plays", lang), self._review, "scopone-review-button"
        )
        self.game_button = _button(
            gettext_for("Back to the game", lang), self._back_to_game, "scopone-back-to-game"
        )
        self.play_on_button = _button(
            gettext_for("Play from here", lang), self._play_on, "scopone-play-on"
        )
        buttons = w.HBox(
            [self.kept, self.show_button, self.review_button, self.play_on_button, self.game_button]
        )
        buttons.add_class("scopone-records-buttons")
        self.copy = w.HTML()
        self.copy.add_class("scopone-record-copy")
        self.review_panel = w.HTML()
        self.review_panel.add_class("scopone-review")
        self.records_bar = w.VBox([buttons, self.copy, self.review_panel])
        self.records_bar.add_class("scopone-records")
        self._reviewed: tuple[str, str] | None = None
        return self.records_bar

    def _style(self) -> str:
        return f"<style>{CSS}{_TABLE_CSS}{faces_css(self.faces)}</style>"

    def _card_button(self, index: int) -> w.Button:
        b = w.Button()  # its size is the face's, from the stylesheet
        b.on_click(lambda _b: self._click(self._cards[index]))
        return b

    # -- drawing -----------------------------------------------------------------------

    def refresh(self) -> None:
        """Draw the controller's state."""
        with self.batch():
            self._draw()

    def _draw(self) -> None:
        c, lang = self.c, self.lang
        state = c.state()
        game = c.game
        rtl = direction(lang)
        for seat, box in enumerate(self.seats):
            heading = seat_heading(game, seat, lang, you=seat == c.seat and c.example)
            self._headings[
                seat
            ].value = f'<p class="scopone-seat-name" dir="{rtl}">{escape(heading)}</p>'
            classes = [
                "scopone-seat",
                f"scopone-seat-{spot(seat, c.bottom)}",
                f"scopone-seat-n{seat}",
            ]
            if seat == state["turn"]:
                classes.append("scopone-to-play")
            box._dom_classes = tuple(classes)
            if seat != c.seat:
                face_up = c.face_up(seat)
                css = "scopone-cards" if face_up else "scopone-cards scopone-backs"
                items = seat_cards_html(game, seat, lang, self.faces, face_up)
                self._others[seat].value = f'<ul class="{css}">{items}</ul>'
        self.middle.value = table_html(game, lang, self.faces)
        self.piles.value = piles_html(game, lang)
        self.board._dom_classes = ("scopone-board-view", f"scopone-faces-{self.faces}")
        legal = set(state["legal"])
        self._cards = list(game.hands[c.seat])
        for card, b in zip(self._cards, self._card_buttons, strict=False):
            classes = ["scopone-card", card_class(card)]
            classes.append("scopone-legal" if str(card) in legal else "scopone-waiting")
            # The face is the button's background; its text, the card's full name, is
            # its accessible name (hidden: the face shows it).
            b.description = card_name(card, lang)
            # Never disabled: a card pressed out of turn is refused with the reason.
            b._dom_classes = tuple(classes)
        self.hand.children = tuple(self._card_buttons[: len(self._cards)])
        self._draw_choices()
        kind = state["message_kind"]
        self.message.value = (
            f'<p class="scopone-{kind}" dir="{rtl}">{isolate_labels(state["message"])}</p>'
            if state["message"]
            else ""
        )
        self.record.value = self._record_html(state["record"])
        self.offer.layout.display = None if c.offer is not None else "none"
        if c.offer is not None:
            # TRANSLATORS: declines "Resume game 7, …?": plays the page's game instead.
            self.decline_button.description = gettext_for("Play game {number}", lang).format(
                number=format_serial(game.number or 0, lang)
            )
        over = state["hand_over"]
        self.next_button.disabled = not over or state["game_over"]
        self.hint_button.disabled = not c.your_turn
        self.back_button.disabled = not c.can_step_back()
        self.forward_button.disabled = not c.can_step_forward()
        self.first_button.disabled = not c.can_step_back()
        self.last_button.disabled = c.at_end
        if self.player:
            stepping = c is not self.live
            self.steps.layout.display = None if stepping else "none"
            self.open_hands.layout.display = None if stepping else "none"
            self.next_button.disabled = self.next_button.disabled or stepping
        if over:
            sheet = score_sheet_html(game.hand_score(), lang, self.faces, totals=game.totals)
            if state["game_over"]:
                a, b = game.totals
                winner = team_name(0 if a > b else 1, lang)
                # TRANSLATORS: the end of a game; {team} is "North–South".
                text = gettext_for("{team} win {a} to {b}.", lang).format(
                    team=winner, a=max(a, b), b=min(a, b)
                )
                sheet += f'<p class="scopone-winner"><strong>{escape(text)}</strong></p>'
            self.sheet.value = sheet
        else:
            self.sheet.value = ""
        if self.player:
            self._draw_save()
            self._draw_records()

    def _draw_choices(self) -> None:
        c, lang = self.c, self.lang
        old = list(self.choices.children)
        boxes = []
        for i, play in enumerate(c.choices):
            taken = cards_html(list(play.captures), lang, self.faces, css_class="scopone-cards")
            b = _button(c.choice_text(i), lambda i=i: self._choose(i), "scopone-capture-choice")
            face = w.HTML(taken)
            face.add_class("scopone-choice-cards")
            box = w.VBox([face, b])
            box.add_class("scopone-choice")
            boxes.append(box)
        self.choices.children = tuple(boxes)
        for box in old:
            for child in box.children:
                child.close()
            box.close()

    def _record_html(self, record: list[dict[str, Any]]) -> str:
        rtl = direction(self.lang)
        items = []
        for i, item in enumerate(record):
            css = [f"scopone-record-seat-{item['seat']}"]
            if item["scopa"]:
                css.append("scopone-record-scopa")
            if i == len(record) - 1:
                css.append("scopone-record-last")
            items.append(
                f'<li class="{" ".join(css)}" data-serial="{item["serial"]}" '
                f'data-play="{escape(item["play"])}">{escape(item["text"])}</li>'
            )
        # TRANSLATORS: the heading of the record of the last plays under the table.
        title = escape(gettext_for("Last plays", self.lang))
        return (
            f'<p class="scopone-round-title" dir="{rtl}">{title}</p>'
            f'<ol class="scopone-round" dir="{rtl}" aria-label="{title}">{"".join(items)}</ol>'
        )

    def _draw_save(self) -> None:
        c = self.live
        saved = c.saved()
        if saved is not None:
            action, data = "save", saved
        elif c.game.is_game_over:
            action, data = "clear", ""
        else:
            action, data = "keep", ""
        self.save.value = (
            f'<span data-save-action="{action}" data-save="{escape(data)}" '
            f'data-game="{escape(str(c.game.number))}" data-kept="{escape(c.kept())}"></span>'
        )
        if self.number.value.strip() == "" and c.game.number is not None:
            self.number.value = str(c.game.number)

    def _draw_records(self) -> None:
        """The hands kept, the one chosen's text and link, and its review once made."""
        live, c, lang = self.live, self.c, self.lang
        records = live.records
        self.records_bar.layout.display = None if records else "none"
        options = [(live.record_label(r), i) for i, r in enumerate(records)]
        if list(self.kept.options) != options:
            self.kept.options = options
            self.kept.value = len(records) - 1 if records else None
        stepping = c is not live
        self.play_on_button.layout.display = None if stepping else "none"
        self.game_button.layout.display = None if stepping else "none"
        record = self._chosen()
        if record is None:
            self.copy.value = ""
            return
        code = record.to_code()
        rtl = direction(lang)
        # TRANSLATORS: the chosen hand's record as text, and its link (the Play page's
        # address with the record's code), each with a button that copies it.
        text_label = escape(gettext_for("The hand’s record", lang))
        link_label = escape(gettext_for("Link to this hand", lang))
        copy = escape(gettext_for("Copy", lang))
        self.copy.value = (
            f'<div class="scopone-copy-row" dir="{rtl}">'
            f'<label>{text_label}<textarea class="scopone-record-text" readonly rows="4" '
            f'dir="ltr">{escape(record.to_text())}</textarea></label>'
            f'<button type="button" class="scopone-copy" data-copy="scopone-record-text">'
            f"{copy}</button></div>"
            f'<div class="scopone-copy-row" dir="{rtl}">'
            f'<label>{link_label}<input class="scopone-record-link" readonly dir="ltr" '
            f'value="?record={escape(code)}" data-record-code="{escape(code)}"></label>'
            f'<button type="button" class="scopone-copy" data-copy="scopone-record-link">'
            f"{copy}</button></div>"
        )
        if self._reviewed is not None and self._reviewed[0] != code:
            self._reviewed = None
            self.review_panel.value = ""

    def _chosen(self) -> Any:
        records = self.live.records
        index = self.kept.value
        if not records or index is None or not 0 <= index < len(records):
            return None
        return records[index]

    def review_html(self, words: dict[str, Any]) -> str:
        """The review (:func:`scopone.review.review_words`) as the page shows it."""
        rtl = direction(self.lang)
        items = []
        for item in words["plays"]:
            css = "scopone-review-play"
            mark = ""
            if item["mistake"]:
                css += " scopone-review-mistake"
                mark = f' <strong class="scopone-review-mark">· {escape(item["mark"])}</strong>'
            kind = "exact" if item["exact"] else "estimate"
            reasons = "".join(f"<li>{isolate_labels(r)}</li>" for r in item["reasons"])
            reasons = f'<ul class="scopone-review-reasons">{reasons}</ul>' if reasons else ""
            # Each play with its value isolated as one: "7d × 3c +1" keeps its order
            # in right-to-left text (a sign alone would move to the other side).
            pairs = " · ".join(f'<bdi dir="ltr">{escape(p)}</bdi>' for p in item["pairs"])
            values = escape(item["label"]).replace("{values}", pairs)
            items.append(
                f'<li class="{css}" data-ply="{item["ply"]}">'
                f'<p class="scopone-review-head">{isolate_labels(item["head"])}{mark}</p>'
                f'<p class="scopone-review-values scopone-review-{kind}">{values}</p>'
                f"{reasons}</li>"
            )
        return (
            f'<section class="scopone-review-body" dir="{rtl}" lang="{self.lang}">'
            f'<h3 class="scopone-review-title">{escape(words["title"])}</h3>'
            f'<ol class="scopone-review-plays">{"".join(items)}</ol>'
            f'<p class="scopone-review-summary">{escape(words["summary"])}</p></section>'
        )

    # -- records: step through, review, play on ------------------------------------------

    def open_record(self, record: Any) -> None:
        """Step through ``record`` on this table (the Play page's ``?record=``)."""
        self.live.keep(record)
        self._draw_records()
        self.kept.value = len(self.live.records) - 1
        self._show_record()

    def _show_record(self, *, at_end: bool = False) -> None:
        """Step through the hand chosen, from its start (or its end: the review's view)."""
        record = self._chosen()
        if record is None:
            return
        live = self.live
        self.c = TableController.for_record(
            record,
            open_hands=self.open_hands.value,
            lang=self.lang,
            level=live.level,
            chooser=live._fixed,
        )
        self.c.step_to(len(record) if at_end else 0)
        self.refresh()

    def _back_to_game(self) -> None:
        self.c = self.live
        self.refresh()
        self._run_computers()

    def _first(self) -> None:
        self.c.step_to(0)
        self.refresh()

    def _last(self) -> None:
        self.c.step_to(len(self.c.line))
        self.refresh()

    def _play_on(self) -> None:
        if self.c is self.live:
            return
        self.c.play_on()
        self.refresh()
        self._run_computers()

    def _review(self) -> None:
        record = self._chosen()
        if record is None:
            return
        if self.c is self.live or self.c.shown != record:
            self._show_record(at_end=True)
        c = self.c

        def progress(done: int, total: int) -> None:
            with self.batch():
                self.message.value = (
                    f'<p class="scopone-info scopone-progress" dir="{direction(self.lang)}">'
                    f"{escape(c.progress_text(done, total))}</p>"
                )

        words = c.review(progress)
        self._reviewed = (record.to_code(), self.lang)
        with self.batch():
            self.review_panel.value = self.review_html(words)
            c.message = Message(words["summary"])
            self._draw()

    # -- actions -----------------------------------------------------------------------

    def _click(self, card: Card) -> None:
        self.c.click_card(card)
        self.refresh()
        self._run_computers()

    def _choose(self, index: int) -> None:
        self.c.choose(index)
        self.refresh()
        self._run_computers()

    def _faces_changed(self, change: dict[str, Any]) -> None:
        self.faces = "french" if change["new"] else "italian"
        self.style.value = self._style()
        self.refresh()

    def _open_changed(self, change: dict[str, Any]) -> None:
        self.c.show_hands(bool(change["new"]))
        self.refresh()

    def _hint(self) -> None:
        self.c.hint()
        self.refresh()

    def _undo(self) -> None:
        self.c.undo()
        self.refresh()

    def _next(self) -> None:
        self.c.next_hand()
        self.refresh()
        self._run_computers()

    def _back(self) -> None:
        self.c.step_back()
        self.refresh()

    def _forward(self) -> None:
        self.c.step_forward()
        self.refresh()
        self._run_computers()

    def _number_msg(self, _widget: Any, content: dict[str, Any], _buffers: Any) -> None:
        if content.get("event") == "submit":
            self._new_game()

    def _new_game(self) -> None:
        asked = self.number.value.strip()
        current = str(self.c.game.number)
        before = self.c.game
        self.c.new_game(None if asked in ("", current) else asked)
        if self.c.game is not before:
            self.number.value = str(self.c.game.number)
        self.refresh()
        self._run_computers()

    def _level_changed(self, change: dict[str, Any]) -> None:
        self.c.set_level(change["new"])
        self.refresh()

    def _resume(self) -> None:
        self.c.answer_offer(True)
        self.number.value = str(self.c.game.number)
        self.level.value = self.c.level
        self.refresh()
        self._run_computers()

    def _decline(self) -> None:
        self.c.answer_offer(False)
        self.refresh()
        self._run_computers()

    def _run_computers(self) -> None:
        """Let the computer seats play up to your turn: at once, or one card per ``pace``."""
        if self.c is not self.live and self.c.held:
            return
        if self.pace <= 0:
            while self.c.computer_step() is not None:
                pass
            self.refresh()
            return
        if self._task is not None and not self._task.done():
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = asyncio.get_event_loop()
        self._task = loop.create_task(self._tick())

    async def _tick(self) -> None:
        c = self.c
        while c.computer_due:
            await asyncio.sleep(self.pace)
            if c.computer_step() is not None and c is self.c:
                self.refresh()
