"""The score sheet of a hand, and the player's-eye diagram, in the reader's language.

>>> from scopone import Game
>>> from scopone.cards import full_deck
>>> rest = [c for c in full_deck() if c.code not in (6, 16)]   # all but 7d and 7c
>>> piles = [[c for c in rest if c.code % 2 == 0], [c for c in rest if c.code % 2 == 1]]
>>> game = Game.from_layout([["7d"], [], [], []], ["7c"], dealer=0, turn=0, captured=piles, last_taker=1)
>>> _ = game.play_card("7d")
>>> print(score_sheet(game))  # doctest: +NORMALIZE_WHITESPACE
Hand 1: the score sheet
                North–South           East–West
Scope           0                     0
Settebello      1                     0
Denari          0 (5)                 0 (5)
Carte           0 (20)                0 (20)
Primiera        1 (84: 7d 7c 7s 7b)   0 (72: 6d 6c 6s 6b)
Total           2                     0
Running total   2                     0
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import card_label, gettext_for, ngettext_for, seat_name, team_name

if TYPE_CHECKING:
    from .game import Game
    from .view import SeatView

__all__ = ["score_sheet", "seat_diagram"]


def score_sheet(game: Game, lang: str | None = None) -> str:
    """The finished hand's points, item by item, with the counts that decide them."""
    score = game.hand_score()
    totals = game.totals
    rows: list[tuple[str, list[str]]] = []
    rows.append(("", [team_name(0, lang), team_name(1, lang)]))
    # TRANSLATORS: score sheet row: the scopas of each side ("scope", plural of scopa).
    rows.append((gettext_for("Scope", lang), [str(t.scope) for t in score]))
    rows.append((gettext_for("Settebello", lang), [str(t.settebello) for t in score]))
    # TRANSLATORS: score sheet row: the denari point, with the count of denari taken.
    rows.append((gettext_for("Denari", lang), [f"{t.denari} ({t.denari_count})" for t in score]))
    # TRANSLATORS: score sheet row: the cards point ("carte"), with the count of cards taken.
    rows.append((gettext_for("Carte", lang), [f"{t.carte} ({t.cards})" for t in score]))
    prim = []
    for t in score:
        if t.primiera_cards is None:
            # TRANSLATORS: score sheet: a side without a card of every suit has no primiera.
            none = gettext_for("no primiera", lang)
            prim.append(f"{t.primiera} ({none})")
        else:
            cards = " ".join(card_label(c, lang) for c in t.primiera_cards)
            prim.append(f"{t.primiera} ({t.primiera_value}: {cards})")
    rows.append((gettext_for("Primiera", lang), prim))
    # TRANSLATORS: score sheet row: the points this hand gave each side (not the game's total).
    rows.append((gettext_for("Total", lang), [str(t.total) for t in score]))
    # TRANSLATORS: score sheet row: the running total of the game, to 21.
    rows.append((gettext_for("Running total", lang), [str(t) for t in totals]))
    width0 = max(len(r[0]) for r in rows) + 3
    width1 = max(len(r[1][0]) for r in rows) + 3
    # TRANSLATORS: the score sheet's title: "Hand 3: the score sheet".
    title = gettext_for("Hand {number}: the score sheet", lang).format(number=game.hand_number)
    lines = [title]
    for label, (a, b) in rows:
        lines.append(f"{label.ljust(width0)}{a.ljust(width1)}{b}".rstrip())
    return "\n".join(lines)


def seat_diagram(view: SeatView, lang: str | None = None) -> str:
    """The table as ``view``'s seat sees it: its own hand, the others' card counts.

    >>> from scopone import Game
    >>> print(seat_diagram(Game.from_layout([["7d", "2c"], ["7c"], ["5b"], ["1s"]], ["5s"],
    ...                                     dealer=3, turn=0).view(0)))
    Table: 5s
    East: 1 card · North: 1 card · West: 1 card
    Your hand (South): 2c 7d
    """
    others = []
    for i in (1, 2, 3):
        seat = (view.seat + i) % 4
        n = view.hand_sizes[seat]
        # TRANSLATORS: how many cards another seat holds: "East: 3 cards".
        text = ngettext_for("{seat}: {n} card", "{seat}: {n} cards", n, lang)
        others.append(text.format(seat=seat_name(seat, lang), n=n))
    table = " ".join(card_label(c, lang) for c in view.table) or "-"
    hand = " ".join(card_label(c, lang) for c in view.hand) or "-"
    return "\n".join(
        [
            gettext_for("Table: {cards}", lang).format(cards=table),
            " · ".join(others),
            # TRANSLATORS: the player's own hand in the terminal game.
            gettext_for("Your hand ({seat}): {cards}", lang).format(
                seat=seat_name(view.seat, lang), cards=hand
            ),
        ]
    )
