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
import re
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from html import escape
from typing import Any

import ipywidgets as w

from cardsite.i18n import direction

from ..cards import Card, full_deck
from ..i18n import card_label, card_name, gettext_for, named_cards, team_name
from ..render import CSS, card_class, card_svg, cards_html, position_html, score_sheet_html
from .controller import TableController

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
.scopone-table .scopone-hand { display: flex; flex-wrap: wrap; gap: .3rem; margin: .3rem 0; }
.scopone-table .scopone-hand .scopone-card.widget-button { width: 3.4rem; height: 5.1rem;
  padding: 0; flex: none;
  background-size: 100% 100%; background-color: transparent; border: none; color: transparent;
  font-size: 0; border-radius: .3rem; }
.scopone-table .scopone-hand .scopone-card.scopone-waiting { opacity: .6; }
.scopone-table .scopone-hand .scopone-card.scopone-legal { box-shadow: 0 0 0 .18rem #8a5a00; }
.scopone-table .scopone-hand .scopone-card:focus-visible { outline: .2rem solid #174a87;
  outline-offset: .15rem; }
.scopone-table .scopone-choices { display: flex; flex-wrap: wrap; gap: .4rem; }
.scopone-table .scopone-capture-choice { margin: .2rem; }
.scopone-table .scopone-message { min-height: 1.6rem; }
.scopone-table .scopone-message p { margin: .2rem 0; }
.scopone-table .scopone-message .scopone-error { color: #b71c1c; font-weight: 600; }
.scopone-table .scopone-controls, .scopone-table .scopone-steps { display: flex;
  flex-wrap: wrap; gap: .4rem; align-items: center; }
.scopone-table .widget-button { min-height: 2.2rem; }
"""


class Table:
    """The table's widgets, bound to one controller. :attr:`root` is what to display.

    ``batch`` wraps every redraw (the page runtime sends each one to the page
    as one message: :func:`cardsite.page.batch`).
    """

    def __init__(
        self,
        controller: TableController,
        *,
        faces: str = "italian",
        pace: float = 0.8,
        batch: Callable[[], AbstractContextManager[Any]] = nullcontext,
    ) -> None:
        self.c = controller
        self.lang = controller.lang
        self.faces = faces
        self.pace = pace
        self.batch = batch
        self._task: asyncio.Task[None] | None = None
        self.style = w.HTML(f"<style>{CSS}{_TABLE_CSS}{faces_css(faces)}</style>")
        self.board = w.HTML()
        self.board.add_class("scopone-board-view")
        self.choices = w.HBox()
        self.choices.add_class("scopone-choices")
        self.hand = w.HBox()
        self.hand.add_class("scopone-hand")
        self._cards: list[Card] = []
        self._card_buttons = [self._card_button(i) for i in range(10)]
        self.message = w.HTML()
        self.message.add_class("scopone-message")
        self.sheet = w.HTML()
        self.sheet.add_class("scopone-sheet")
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
        # TRANSLATORS: a worked example's buttons: show the play before / after this position.
        self.back_button = self._button(
            "◀ " + gettext_for("Previous play", lang), self._back, "scopone-step-back"
        )
        self.forward_button = self._button(
            gettext_for("Next play", lang) + " ▶", self._forward, "scopone-step-forward"
        )
        steps = w.HBox([self.back_button, self.forward_button])
        steps.add_class("scopone-steps")
        parts = [self.style, self.board, self.choices, self.hand, self.message]
        if controller.script:
            parts.append(steps)
        self.root = w.VBox([*parts, controls, self.sheet])
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
        self.board.value = position_html(
            c.game, lang, self.faces, seat=c.seat, css=False, own_hand=False
        )
        legal = set(state["legal"])
        self._cards = list(c.game.hands[c.seat])
        for card, b in zip(self._cards, self._card_buttons, strict=False):
            label = card_label(card, lang)
            classes = ["scopone-card", card_class(card)]
            if label in legal:
                classes.append("scopone-legal")
            else:
                classes.append("scopone-waiting")
            b.description = label
            b.tooltip = card_name(card, lang)
            # Never disabled: a card pressed out of turn is refused with the reason.
            b._dom_classes = tuple(classes)
        self.hand.children = tuple(self._card_buttons[: len(self._cards)])
        old = [box for box in self.choices.children]
        choices = []
        for i, play in enumerate(c.choices):
            taken = cards_html(list(play.captures), lang, self.faces, css_class="scopone-cards")
            b = self._button(
                " + ".join(card_label(x, lang) for x in play.captures),
                lambda i=i: self._choose(i),
                "scopone-capture-choice",
            )
            # TRANSLATORS: the accessible name of a capture set's button: "take Four of Spade, …".
            b.tooltip = gettext_for("take {cards}", lang).format(
                cards=named_cards(play.captures, lang, start=False)
            )
            choices.append(w.VBox([w.HTML(taken), b]))
        self.choices.children = tuple(choices)
        for box in old:
            for child in box.children:
                child.close()
            box.close()
        kind = state["message_kind"]
        css = "scopone-error" if kind == "error" else f"scopone-{kind}"
        self.message.value = (
            f'<p class="{css}" dir="{direction(lang)}">{isolate_labels(state["message"])}</p>'
            if state["message"]
            else ""
        )
        over = state["hand_over"]
        self.next_button.disabled = not over or state["game_over"]
        self.hint_button.disabled = not c.your_turn
        self.back_button.disabled = not c.can_step_back()
        self.forward_button.disabled = c.at_end
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

    def _back(self) -> None:
        self.c.step_back()
        self.refresh()

    def _forward(self) -> None:
        self.c.step_forward()
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
            if self.c.computer_step() is not None:
                self.refresh()
