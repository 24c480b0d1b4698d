"""What the Scorpion board says, in the reader's language: one function per event.

Pure functions from engine values (cards, moves, what a move did) to sentences
through the engine's gettext domain; the controller decides *when* to say
them. Each sentence is whole and translatable (plurals through
``ngettext_for``), so translators never assemble fragments.

>>> from scorpion import Game
>>> from scorpion.examples import EXAMPLE_2
>>> game = Game.from_text(EXAMPLE_2)
>>> played_text(game.move("8♥", 5), "en")
'8♥ moved to column 5. A♥ turned face up.'
>>> undone_text(game.undo().move, "en")
'Undone: 8♥ from column 2 to column 5.'
>>> won_text(51, hints=2, record=False, lang="en")
'Won in 51 moves! With 2 hints: not counted as a record.'
"""

from __future__ import annotations

from collections.abc import Sequence

from cardsite.formats import format_list

from ..cards import Card
from ..i18n import card_label, gettext_for, ngettext_for, suit_name
from ..moves import ASIDE, Move, PlayedMove

__all__ = ["played_text", "selected_text", "undone_text", "won_text"]


def selected_text(card: Card, lifted: int, targets: Sequence[int], lang: str) -> str:
    """A block of ``lifted`` cards from ``card`` up was picked up; where it may go.

    >>> selected_text(Card.parse("8♥"), 4, (5,), "en")
    '8♥ selected (4 cards). It can go to column 5.'
    """
    label = card_label(card, lang)
    if not targets:
        return ngettext_for(
            "{card} selected ({count} card): it has no legal move now.",
            "{card} selected ({count} cards): it has no legal move now.",
            lifted,
            lang,
        ).format(card=label, count=lifted)
    # Alternatives, joined the language's way: "3, 5, or 7", Arabic "3 أو 5".
    cols = format_list([str(t) for t in targets], lang, style="or")
    selected = ngettext_for(
        "{card} selected ({count} card).",
        "{card} selected ({count} cards).",
        lifted,
        lang,
    ).format(card=label, count=lifted)
    where = ngettext_for(
        "It can go to column {columns}.",
        "It can go to columns {columns}.",
        len(targets),
        lang,
    ).format(columns=cols)
    return f"{selected} {where}"


def played_text(played: PlayedMove, lang: str) -> str:
    """One sentence (or a few) saying what a played move did."""
    move = played.move
    parts = []
    if move.is_reserve:
        parts.append(gettext_for("The reserve was dealt onto columns 1 to 3.", lang))
    else:
        assert move.card is not None
        parts.append(
            gettext_for("{card} moved to column {column}.", lang).format(
                card=card_label(move.card, lang), column=move.target
            )
        )
    for event in played.events:
        if event.kind == "flip" and event.card is not None:
            parts.append(
                gettext_for("{card} turned face up.", lang).format(
                    card=card_label(event.card, lang)
                )
            )
        elif event.kind == "suit":
            assert event.suit is not None
            parts.append(
                gettext_for("The {suit} are complete and leave the table.", lang).format(
                    suit=suit_name(event.suit, lang)
                )
            )
    return " ".join(parts)


def undone_text(move: Move, lang: str) -> str:
    """What undo took back, as one translatable sentence per kind of move."""
    if move.is_reserve:
        return gettext_for("Undone: the reserve deal.", lang)
    assert move.card is not None
    label = card_label(move.card, lang)
    if move.source == ASIDE:
        return gettext_for(
            "Undone: {card} from the cards set aside to column {target}.", lang
        ).format(card=label, target=move.target)
    return gettext_for("Undone: {card} from column {source} to column {target}.", lang).format(
        card=label, source=move.source, target=move.target
    )


def won_text(moves: int, *, hints: int, record: bool, lang: str) -> str:
    """The win's sentence: moves, and hints used (a win with hints is no record)."""
    text = ngettext_for("Won in {count} move!", "Won in {count} moves!", moves, lang).format(
        count=moves
    )
    if hints:
        text += " " + ngettext_for(
            "With {count} hint: not counted as a record.",
            "With {count} hints: not counted as a record.",
            hints,
            lang,
        ).format(count=hints)
    elif record:
        text += " " + gettext_for("A new record for this deal.", lang)
    return text
