"""The ipywidgets view of a :class:`~scorpion.widget.controller.Controller`.

A thin layer: it draws :meth:`Board.refresh` from the controller's state and
forwards clicks. Every label comes from :mod:`scorpion.i18n`. Stable hooks for
tests and styles: the root has the class ``scorpion-board``; column *N*
``scorpion-col-N``; a face-up card ``scorpion-card scorpion-card-<rank><suit>``
(``scorpion-card-10D``), a face-down one ``scorpion-card scorpion-card-back``;
the message area ``scorpion-message``.
"""

from __future__ import annotations

import asyncio
import json
from html import escape
from importlib import resources
from typing import Any

import ipywidgets as w

from cardsite.formats import format_number

from ..cards import Card
from ..faces import card_class
from ..i18n import (
    card_name,
    direction,
    gettext_for,
    ngettext_for,
    pgettext_for,
    variant_name,
)
from ..render import CSS as DIAGRAM_CSS
from ..render import aside_html, foundations_html, isolated_html, reserve_html
from ..variants import VARIANTS
from .controller import Controller

__all__ = ["Board"]

_CSS = resources.files(__package__).joinpath("board.css").read_text(encoding="utf-8")


def card_hook(card: Card) -> str:
    """``scorpion-card-10D``: the stable class of a face-up card.

    >>> card_hook(Card.parse("10d")), card_hook(Card.parse("AS"))
    ('scorpion-card-10D', 'scorpion-card-AS')
    """
    return card_class(card)


#: The step bar's arrows (first, previous, next, last), as they look on screen:
#: a right-to-left page runs from right to left, so its arrows are mirrored.
#: The buttons lay their text out left to right (board.css), so that the bar of
#: "|◀" stays where it is written whatever the page's direction.
STEP_GLYPHS = {"ltr": ("|◀", "◀", "▶", "▶|"), "rtl": ("▶|", "▶", "◀", "|◀")}


def _set_classes(widget: w.DOMWidget, classes: list[str]) -> None:
    value = tuple(classes)
    if widget._dom_classes != value:
        widget._dom_classes = value


def _button(text: str, tooltip: str, on_click: Any, *classes: str) -> w.Button:
    b = w.Button(description=text, tooltip=tooltip, layout=w.Layout(width="auto"))
    b.on_click(lambda _b: on_click())
    for c in ("scorpion-btn", *classes):
        b.add_class(c)
    return b


class Board:
    """The board's widgets, bound to one controller. :attr:`root` is what to display.

    ``mode`` is ``"example"`` (step-through bar, no new-game bar) or
    ``"player"`` (the full player). ``link_base`` is the Play page's address,
    for the "link to this deal"; ``rows`` the card rows each column makes room
    for, so that the board does not grow while playing.
    """

    def __init__(
        self,
        controller: Controller,
        *,
        mode: str = "player",
        link_base: str = "",
        rows: int = 8,
    ) -> None:
        self.c = controller
        self.lang = lang = controller.lang
        self.mode = mode
        self.link_base = link_base
        self.rows = rows
        self._timer: asyncio.Task[None] | None = None
        # Every card button shares one layout and one style: a board has a
        # hundred buttons, and each would otherwise bring two more widgets.
        self._card_layout = w.Layout(width="auto")
        self._card_style = w.ButtonStyle()
        c = controller
        _ = self._t

        ncols = len(c.game.columns)
        shape = (
            f".scorpion-rows-{rows}{{--scorpion-cols:{ncols};--scorpion-rows:{rows};"
            f"--scorpion-aspect:100/{round((1.4 + (rows - 1) * 0.3) * 100)}}}"
        )
        # The static diagram's stylesheet first: the live board is drawn with the
        # same geometry (a notebook has no site stylesheet), then its own.
        self.style = w.HTML(f"<style>{DIAGRAM_CSS}{_CSS}{shape}</style>")
        self.style.add_class("scorpion-style")
        # Top row, as in the static diagram and drawn by the same code: the
        # reserve's face-down cards (one transparent button covers them), the
        # cards set aside, the four foundation slots.
        self.reserve = _button("", "", c.press_reserve, "scorpion-reserve")
        self.reserve_cards = w.HTML()
        self.reserve_cards.add_class("scorpion-reserve-cards")
        self.reserve_area = w.Box([self.reserve_cards, self.reserve])
        self.reserve_area.add_class("scorpion-reserve-area")
        self.foundations = w.HTML()
        self.foundations.add_class("scorpion-foundations-area")
        # The cards set aside (variants with an aside row only).
        self.aside = w.HTML()
        self.aside.add_class("scorpion-aside-area")
        if not c.game.rules.aside_size:
            self.aside.layout.display = "none"
        top = w.HBox([self.reserve_area, self.aside, self.foundations])
        top.add_class("scorpion-top")
        # Under the tableau, as the diagram's status line: the counters.
        self.counters = w.HTML()
        self.counters.add_class("scorpion-counters")
        # The tableau: one VBox per column, card buttons reused between redraws.
        self.columns: list[w.VBox] = []
        self.cards: list[list[w.Button]] = []
        self.slots: list[w.Button] = []
        self.tableau = w.HBox()
        self._ensure_columns(len(c.game.columns))
        # The message area (a live region) and the notice of a dead end.
        self.message = w.HTML()
        self.message.add_class("scorpion-message")
        self.dead_end = w.HBox(
            [
                _button(_("Undo"), _("Take back the last move"), c.undo, "scorpion-undo2"),
                _button(
                    _("Back to the last position that can still be won"),
                    _("Undo until the position can be won again"),
                    c.back_to_winnable,
                    "scorpion-winnable",
                ),
                _button(_("Resign"), _("Give up this game"), c.resign, "scorpion-resign"),
            ]
        )
        self.dead_end.add_class("scorpion-dead-end")
        # Controls.
        self.shrink = _button("▼", _("Select one card fewer"), c.shrink, "scorpion-shrink")
        self.grow = _button("▲", _("Select one card more"), c.grow, "scorpion-grow")
        self.undo = _button(_("Undo"), _("Take back the last move"), c.undo, "scorpion-undo")
        self.hint = _button(
            _("Hint"), _("Show the next move of a solution"), c.hint, "scorpion-hint"
        )
        # Escape presses it (the page's script); shown while cards are picked up.
        self.cancel = _button(
            _("Cancel"), _("Put the selected cards back"), c.cancel, "scorpion-cancel"
        )
        controls = [self.shrink, self.grow, self.cancel, self.undo, self.hint]
        self.controls = w.HBox(controls)
        self.controls.add_class("scorpion-controls")
        parts: list[w.Widget] = [
            self.style,
            top,
            self.tableau,
            self.counters,
            self.message,
            self.dead_end,
        ]
        # Step-through bar for worked examples.
        self.steps: w.HBox | None = None
        if c.script is not None:
            self.step_label = w.HTML()
            self.step_label.add_class("scorpion-step-label")
            first, back, forward, last = STEP_GLYPHS[direction(lang)]
            self.steps = w.HBox(
                [
                    _button(first, _("First step"), c.first, "scorpion-first", "scorpion-glyph"),
                    _button(back, _("Previous step"), c.back, "scorpion-back", "scorpion-glyph"),
                    self.step_label,
                    _button(
                        forward, _("Next step"), c.forward, "scorpion-forward", "scorpion-glyph"
                    ),
                    _button(last, _("Last step"), c.last, "scorpion-last", "scorpion-glyph"),
                ]
            )
            self.steps.add_class("scorpion-steps")
            parts.append(self.steps)
        parts.append(self.controls)
        # New game bar for the player.
        self.new_bar: w.HBox | None = None
        if mode == "player":
            self.deal_number = w.Text(
                value=str(c.game.deal_number or 0),
                description=_("Deal number"),
                layout=w.Layout(width="14em"),
                style={"description_width": "initial"},
            )
            self.deal_number.add_class("scorpion-deal-number")
            # Enter in the box: the front end sends a "submit" event (what the
            # deprecated Text.on_submit listened to).
            self.deal_number.on_msg(self._deal_number_msg)
            # All five variants; each deals from its own list of proven-solvable
            # deals, or says plainly that it has none yet.
            self.variant = w.Dropdown(
                options=[(variant_name(v, lang), v) for v in VARIANTS],
                value=c.game.variant,
                description=_("Variant"),
                style={"description_width": "initial"},
                layout=w.Layout(width="auto"),
            )
            self.variant.add_class("scorpion-variant")
            self.solvable = w.Checkbox(
                value=True, description=_("Only solvable deals"), indent=False
            )
            self.solvable.add_class("scorpion-solvable")
            new = _button(
                _("New game"),
                _("Deal the number typed, or the next deal"),
                self._new_game,
                "scorpion-new",
            )
            self.link = w.HTML()
            self.link.add_class("scorpion-link")
            self.new_bar = w.HBox([self.variant, self.deal_number, self.solvable, new, self.link])
            self.new_bar.add_class("scorpion-new-game")
            parts.append(self.new_bar)
            # The game in progress kept in this browser, offered back (the page
            # passes it to player(); the controller holds it until answered): the
            # message above asks the question (and the live region reads it out),
            # the two answers are here.
            self.offer = w.HBox(
                [
                    _button(
                        _("Resume"),
                        _("Play on where you left off"),
                        self._resume,
                        "scorpion-resume",
                    ),
                    _button(
                        _("Discard"),
                        _("Leave that game: it counts as lost"),
                        c.discard,
                        "scorpion-discard",
                    ),
                ]
            )
            self.offer.add_class("scorpion-offer")
            # Right under the message, where the question is read.
            parts.insert(parts.index(self.dead_end) + 1, self.offer)
            # The statistics the page keeps in this browser: the labels are drawn
            # here once, the page's script (board-interaction.js) fills in the
            # figures from the game events the sink below carries.
            self.stats = w.HTML(self._stats_html())
            self.stats.add_class("scorpion-stats-area")
            parts.append(self.stats)
        # Where the page's script reads the records to keep in localStorage.
        self.sink = w.HTML()
        self.sink.add_class("scorpion-records")
        parts.append(self.sink)
        self.root = w.VBox(parts)
        for cls in (
            "scorpion-board",
            "scorpion-live",
            f"scorpion-{direction(lang)}",
            f"scorpion-rows-{rows}",
        ):
            self.root.add_class(cls)
        self.root.layout = w.Layout(width="100%")
        c.on_change = self.refresh
        self.refresh()

    def _ensure_columns(self, count: int) -> None:
        """As many column widgets as the game has columns (a new variant may change it)."""
        if len(self.columns) == count:
            return
        c = self.c
        del self.columns[count:], self.cards[count:], self.slots[count:]
        for n in range(len(self.columns) + 1, count + 1):
            col = w.VBox()
            col.add_class("scorpion-col")
            col.add_class(f"scorpion-col-{n}")
            slot = _button("", "", lambda n=n: c.click_column(n), "scorpion-slot")
            self.columns.append(col)
            self.cards.append([])
            self.slots.append(slot)
        self.tableau.children = tuple(self.columns)
        _set_classes(self.tableau, ["scorpion-tableau", f"scorpion-cols-{count}"])

    def _stats_html(self) -> str:
        _ = self._t
        items = [
            ("played", _("Played")),
            ("won", _("Won")),
            ("rate", _("Win rate")),
            ("streak", _("Current streak")),
            ("hinted", _("Won with hints")),
        ]
        cells = "".join(
            f'<div><dt>{escape(label)}</dt><dd data-stat="{key}" dir="ltr">0</dd></div>'
            for key, label in items
        )
        title = escape(_("Your games in this browser"))
        # Folded: one line under the board until the player opens it.
        return (
            f'<details class="scorpion-stats"><summary class="scorpion-stats-title">{title}</summary>'
            f"<dl>{cells}</dl></details>"
        )

    def _t(self, msgid: str) -> str:
        return gettext_for(msgid, self.lang)

    # ------------------------------------------------------------------ events

    def _deal_number_msg(self, _widget: Any, content: dict[str, Any], _buffers: Any) -> None:
        if content.get("event") == "submit":
            self._new_game(entered=True)

    def _new_game(self, *, entered: bool = False) -> None:
        ask = self.c.enter_deal_number if entered else self.c.press_new_game
        ask(self.deal_number.value, solvable_only=self.solvable.value, variant=self.variant.value)
        if not self.c.leaving:
            self._show_deal()

    def _resume(self) -> None:
        self.c.resume()
        self._show_deal()

    def _show_deal(self) -> None:
        """The new-game bar shows the deal on the board: its number and variant."""
        game = self.c.game
        if game.deal_number is not None:
            self.deal_number.value = str(game.deal_number)
        self.variant.value = game.variant

    # ------------------------------------------------------------------ drawing

    def refresh(self) -> None:
        """Redraw everything from the controller's state."""
        c, lang, _ = self.c, self.lang, self._t
        game = c.game
        sel_col, sel_h = c.selection or (0, -1)
        hint = c.hint_move
        self._ensure_columns(len(game.columns))
        self.aside.layout.display = None if game.rules.aside_size else "none"
        for i, cols in enumerate(game.columns):
            n = i + 1
            buttons = self.cards[i]
            # One Tab stop per column (roving tabindex): the selected card, else
            # the top card, else the empty column's slot. The page's script
            # moves between cards and columns with the arrow keys.
            stop = sel_h if n == sel_col else len(cols) - 1
            for h, (card, up) in enumerate(cols):
                if up:
                    classes = ["scorpion-card", card_hook(card), f"scorpion-suit-{card.suit.value}"]
                    classes.append("scorpion-red" if card.suit.is_red else "scorpion-black")
                    if n == sel_col and h >= sel_h:
                        classes.append("scorpion-selected" if h == sel_h else "scorpion-lifted")
                    # Its text is its accessible name (what axe and speech input
                    # compare with the name): the card in words and its column.
                    tip = gettext_for("{card}, column {column}", lang).format(
                        card=card_name(card, lang), column=n
                    )
                    desc = tip
                else:
                    # Never an empty description: ipywidgets' button view keeps
                    # its old text when the new one is empty, so a card turned
                    # face down again (undo, step back) would still show its name.
                    classes = ["scorpion-card", "scorpion-card-back"]
                    tip = gettext_for("Face-down card, column {column}", lang).format(column=n)
                    desc = tip
                if h == len(cols) - 1:
                    classes.append("scorpion-top-card")
                if n in c.targets and h == len(cols) - 1:
                    classes.append("scorpion-target")
                if h == len(buttons):
                    # A new card button is born with its state: one message, not four.
                    b = w.Button(
                        description=desc,
                        tooltip=tip,
                        layout=self._card_layout,
                        style=self._card_style,
                        _dom_classes=tuple(classes),
                        tabbable=h == stop,
                    )
                    b.on_click(lambda _b, n=n, h=h: self.c.click_card(n, h))
                    buttons.append(b)
                    continue
                b = buttons[h]
                if b.description != desc:
                    b.description = desc
                if b.tooltip != tip:
                    b.tooltip = tip
                if b.tabbable != (h == stop):
                    b.tabbable = h == stop
                _set_classes(b, classes)
            slot = self.slots[i]
            slot_classes = ["scorpion-slot"] if cols else ["scorpion-slot", "scorpion-slot-empty"]
            if n in c.targets:
                slot_classes.append("scorpion-target")
            if hint is not None and hint.target == n:
                slot_classes.append("scorpion-hinted")
            _set_classes(slot, slot_classes)
            title = gettext_for("Column {number}", lang).format(number=n)
            if n in c.targets:
                title = gettext_for("Move here: column {number}", lang).format(number=n)
            slot.tooltip = title
            # Never empty (see the face-down cards): the text shows only when
            # the column is empty (board.css).
            slot.description = title if cols else pgettext_for("column", "empty", lang)
            slot.tabbable = not cols
            children = (*buttons[: len(cols)], slot)
            if self.columns[i].children != children:
                self.columns[i].children = children
        # Reserve.
        left = len(game.reserve)
        rclasses = ["scorpion-btn", "scorpion-reserve"]
        if c.armed:
            rclasses.append("scorpion-armed")
        if not left:
            rclasses.append("scorpion-reserve-dealt")
        rclasses.append(f"scorpion-reserve-{left}")
        _set_classes(self.reserve, rclasses)
        if game.rules.reserve_size:
            self.reserve_area.layout.display = None
            self.reserve_cards.value = reserve_html(game, lang)
            # Drawn as its face-down cards (board.css); the text shows once dealt.
            self.reserve.description = (
                ngettext_for("Reserve: {count} card", "Reserve: {count} cards", left, lang).format(
                    count=left
                )
                if left
                else gettext_for("dealt", lang)
            )
            if not left:
                self.reserve.tooltip = _("Reserve dealt")
            elif c.armed:
                self.reserve.tooltip = _("Press again to deal the reserve")
            else:
                self.reserve.tooltip = _("Deal the reserve onto columns 1 to 3")
        else:
            self.reserve_area.layout.display = "none"
        # The cards set aside and the foundations: the static diagram's own markup.
        if game.rules.aside_size:
            self.aside.value = aside_html(game, lang)
        self.foundations.value = foundations_html(game, lang)
        self._draw_counters()
        # Message, dead end, step bar, new game bar, link, records.
        # Every card label isolated (<bdi dir="ltr">): in Arabic «8♥» must not read «♥8».
        # An empty message keeps its room (nothing moves when one comes) but shows no strip.
        kind = c.message.kind if c.message.text else "empty"
        self.message.value = (
            f'<div class="scorpion-msg scorpion-msg-{kind}">'
            f"{isolated_html(c.message.text) or '&nbsp;'}</div>"
        )
        self.dead_end.layout.display = None if c.dead_end else "none"
        for b in (self.shrink, self.grow):
            b.disabled = c.selection is None
        self.cancel.layout.display = None if c.selection is not None or c.armed else "none"
        self.hint.disabled = c.over
        if self.steps is not None:
            index = c.step_index
            if index is None:
                text = _("Free play")
            else:
                text = ngettext_for(
                    "Step {index} of {count}", "Step {index} of {count}", c.step_count, lang
                ).format(index=index, count=c.step_count)
            self.step_label.value = f'<span aria-live="polite">{escape(text)}</span>'
            first, back, _label, fwd, last = self.steps.children
            at = c.script.index if c.script else 0
            free = c.step_index is None
            first.disabled = back.disabled = at == 0 and not free
            fwd.disabled = last.disabled = at >= c.step_count and not free
        if self.new_bar is not None:
            self.offer.layout.display = None if c.offered is not None else "none"
            number = game.deal_number
            if number is None:
                self.link.value = ""
            else:
                href = f"{self.link_base}?deal={number}&variant={game.variant}"
                # Outside the f-string: message extraction does not look inside one
                # (this label was English in every language).
                text = _("Link to this deal")
                self.link.value = f'<a href="{escape(href)}" target="_top">{escape(text)}</a>'
        event = json.dumps(c.session.event if self.mode == "player" else None)
        self.sink.value = (
            f'<span class="scorpion-records-data" hidden data-records="{escape(json.dumps(c.records))}" '
            f'data-event="{escape(event)}" data-game="{escape(self._kept())}"></span>'
        )
        self._ensure_timer()

    def _kept(self) -> str:
        """What the page keeps in the browser as the game in progress (JSON): the
        game (:meth:`.saved.SavedGame.to_json`), ``{}`` to forget it (nothing in
        progress), or ``null`` to leave it as it is (an example; a game offered
        back and not answered yet)."""
        c = self.c
        if self.mode != "player" or c.offered is not None:
            return "null"
        saved = c.saved()
        return saved.to_json() if saved is not None else "{}"

    def _draw_counters(self) -> None:
        c, _ = self.c, self._t
        seconds = int(c.elapsed())
        clock = f"{seconds // 60}:{seconds % 60:02d}"

        def number(value: int) -> str:  # grouped the language's way (ru 1 250)
            return format_number(value, self.lang)

        items = [
            (_("Moves"), number(c.game.moves_played)),
            (pgettext_for("clock", "Time", self.lang), clock),
            (_("Undos"), number(c.counters.undos)),
            (_("Hints"), number(c.counters.hints)),
            (_("Score"), number(c.game.score)),
        ]
        if c.record is not None:
            items.append((_("Best"), number(c.record)))
        self.counters.value = " ".join(
            f'<span class="scorpion-counter"><span class="scorpion-counter-name">{escape(k)}</span> '
            f'<b dir="ltr">{escape(v)}</b></span>'
            for k, v in items
        )

    def _ensure_timer(self) -> None:
        c = self.c
        running = c.counters.started is not None and c.counters.finished is None and not c.over
        if not running or (self._timer is not None and not self._timer.done()):
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            try:
                loop = asyncio.get_event_loop()
            except RuntimeError:
                return
        if not loop.is_running():
            return
        self._timer = loop.create_task(self._tick())

    async def _tick(self) -> None:
        c = self.c
        while c.counters.started is not None and c.counters.finished is None and not c.over:
            self._draw_counters()
            await asyncio.sleep(1)
        self._draw_counters()
