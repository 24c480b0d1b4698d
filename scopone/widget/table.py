"""The ipywidgets view of a :class:`~scopone.widget.controller.TableController`.

A thin layer: :meth:`Table.refresh` draws the controller's state, the buttons
forward clicks, and the computer seats play one card every ``pace`` seconds
(``pace=0`` plays them at once, for tests and scripts). The faces are the
site's own SVG faces (:mod:`scopone.render`), carried in the stylesheet as
``data:`` images, so nothing comes from another host.

Stable hooks for tests and styles: the root has the class ``scopone-table``;
your hand ``scopone-hand``, each of its cards ``scopone-card
scopone-card-<value><suit>`` (``scopone-card-7d``); the table's cards
``scopone-table-cards``; each capture set offered ``scopone-capture-choice``;
the message area ``scopone-message``.
"""

from __future__ import annotations

import asyncio
import base64
from html import escape
from typing import Any

import ipywidgets as w

from cardsite.i18n import direction

from ..cards import Card, full_deck
from ..i18n import card_label, card_name, gettext_for, team_name
from ..render import CSS, card_class, card_svg, cards_html, position_html, score_sheet_html
from .controller import TableController

__all__ = ["Table", "faces_css"]


def faces_css(faces: str = "italian") -> str:
    """Each card's face as a ``data:`` background of its button class.

    >>> css = faces_css()
    >>> css.count("data:image/svg+xml;base64,"), ".scopone-card-7d{" in css
    (40, True)
    """
    rules = []
    for card in full_deck():
        svg = card_svg(card, faces).replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1)
        data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
        rules.append(
            f".scopone-table .{card_class(card)}{{"
            f'background-image:url("data:image/svg+xml;base64,{data}")}}'
        )
    return "".join(rules)


_TABLE_CSS = """
.scopone-table { max-width: 44rem; }
.scopone-table .scopone-hand { display: flex; flex-wrap: wrap; gap: .3rem; }
.scopone-table .scopone-hand .scopone-card { width: 3.4rem; height: 5.1rem; padding: 0;
  background-size: 100% 100%; background-color: transparent; border: none; color: transparent;
  font-size: 0; }
.scopone-table .scopone-hand .scopone-card:disabled { opacity: .55; }
.scopone-table .scopone-hand .scopone-card.scopone-legal { box-shadow: 0 0 0 .15rem #f0b400; }
.scopone-table .scopone-capture-choice { margin: .2rem; }
.scopone-table .scopone-message { min-height: 1.6rem; }
.scopone-table .scopone-message .scopone-error { color: #b71c1c; font-weight: 600; }
"""


class Table:
    """The table's widgets, bound to one controller. :attr:`root` is what to display."""

    def __init__(
        self, controller: TableController, *, faces: str = "italian", pace: float = 0.8
    ) -> None:
        self.c = controller
        self.lang = controller.lang
        self.faces = faces
        self.pace = pace
        self._task: asyncio.Task[None] | None = None
        self.style = w.HTML(f"<style>{CSS}{_TABLE_CSS}{faces_css(faces)}</style>")
        self.board = w.HTML()
        self.choices = w.HBox()
        self.hand = w.HBox()
        self.hand.add_class("scopone-hand")
        self.message = w.HTML()
        self.message.add_class("scopone-message")
        self.sheet = w.HTML()
        lang = self.lang
        # TRANSLATORS: the live table's buttons.
        self.hint_button = self._button(gettext_for("Hint", lang), self._hint, "scopone-hint")
        self.undo_button = self._button(gettext_for("Undo", lang), self._undo, "scopone-undo")
        self.next_button = self._button(
            gettext_for("Next hand", lang), self._next, "scopone-next-hand"
        )
        # TRANSLATORS: the setting that draws the cards with French suits (♦ ♥ ♠ ♣).
        self.french = w.Checkbox(
            value=faces == "french",
            description=gettext_for("French-suited cards", lang),
            indent=False,
        )
        self.french.add_class("scopone-faces-setting")
        self.french.observe(self._faces_changed, names="value")
        controls = w.HBox([self.hint_button, self.undo_button, self.next_button, self.french])
        controls.add_class("scopone-controls")
        self.root = w.VBox(
            [self.style, self.board, self.choices, self.hand, self.message, controls, self.sheet]
        )
        self.root.add_class("scopone-table")
        self.root.add_class(f"scopone-dir-{direction(self.lang)}")
        self.refresh()
        self._run_computers()

    def _button(self, text: str, on_click: Any, *classes: str) -> w.Button:
        b = w.Button(description=text, layout=w.Layout(width="auto"))
        b.on_click(lambda _b: on_click())
        for c in classes:
            b.add_class(c)
        return b

    # -- drawing -----------------------------------------------------------------------

    def refresh(self) -> None:
        """Draw the controller's state."""
        c, lang = self.c, self.lang
        state = c.state()
        self.board.value = position_html(
            c.game, lang, self.faces, seat=c.seat, css=False, own_hand=False
        )
        legal = set(state["legal"])
        buttons = []
        for card in c.game.hands[c.seat]:
            label = card_label(card, lang)
            b = self._button(label, lambda card=card: self._click(card), "scopone-card")
            b.add_class(card_class(card))
            b.tooltip = card_name(card, lang)
            b.disabled = label not in legal
            if label in legal:
                b.add_class("scopone-legal")
            buttons.append(b)
        self.hand.children = tuple(buttons)
        choices = []
        for i, play in enumerate(c.choices):
            taken = cards_html(list(play.captures), lang, self.faces, css_class="scopone-cards")
            b = self._button(
                " + ".join(card_label(x, lang) for x in play.captures),
                lambda i=i: self._choose(i),
                "scopone-capture-choice",
            )
            b.tooltip = ", ".join(card_name(x, lang) for x in play.captures)
            choices.append(w.VBox([w.HTML(taken), b]))
        self.choices.children = tuple(choices)
        kind = state["message_kind"]
        css = "scopone-error" if kind == "error" else f"scopone-{kind}"
        self.message.value = (
            f'<p class="{css}" role="status" dir="{direction(lang)}">{escape(state["message"])}</p>'
        )
        over = state["hand_over"]
        self.next_button.disabled = not over or state["game_over"]
        self.hint_button.disabled = not c.your_turn
        if over:
            sheet = score_sheet_html(c.game.hand_score(), lang, self.faces, totals=c.game.totals)
            if state["game_over"]:
                a, b = c.game.totals
                winner = team_name(0 if a > b else 1, lang)
                # TRANSLATORS: the end of a game; {team} is "North–South".
                text = gettext_for("{team} win {a} to {b}.", lang).format(
                    team=winner, a=max(a, b), b=min(a, b)
                )
                sheet += f"<p><strong>{escape(text)}</strong></p>"
            self.sheet.value = sheet
        else:
            self.sheet.value = ""

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
        self.style.value = f"<style>{CSS}{_TABLE_CSS}{faces_css(self.faces)}</style>"
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

    def _run_computers(self) -> None:
        """Let the computer seats play up to your turn: at once, or one card per ``pace``."""
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
        while self.c.computer_due:
            await asyncio.sleep(self.pace)
            self.c.computer_step()
            self.refresh()
