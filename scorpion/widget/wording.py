"""What the Scorpion board says, in the reader's language: one function per event.

Pure functions from engine values (cards, moves, what a move did) to sentences
through the engine's gettext domain; the controller decides *when* to say
them. Each sentence is whole and translatable (plurals through
``ngettext_for``), so translators never assemble fragments. Cards are named in
words, in the form a name takes inside a sentence
(:func:`scorpion.i18n.card_name`, ``in_sentence``): the terminal's notation
(``8♥``) is not what a reader, or a screen reader, should have to decode.

>>> from scorpion import Game
>>> from scorpion.examples import EXAMPLE_2
>>> game = Game.from_text(EXAMPLE_2)
>>> played_text(game.move("8♥", 5), "en")
'The Eight of Hearts moved to column 5. The Ace of Hearts turned face up.'
>>> undone_text(game.undo().move, "en")
'Undone: the Eight of Hearts from column 2 to column 5.'
>>> won_text(51, hints=2, record=False, lang="en")
'Won in 51 moves! With 2 hints: not counted as a record.'
"""

from __future__ import annotations

from collections.abc import Sequence

from cardsite.formats import format_list
from cardsite.i18n import NP_

from ..cards import Card
from ..i18n import card_name, gettext_for, ngettext_for, suit_name, variant_name
from ..moves import ASIDE, Move, PlayedMove

__all__ = [
    "leave_text",
    "no_auto_move_text",
    "offer_text",
    "played_text",
    "resigned_text",
    "resize_refused_text",
    "resumed_text",
    "selected_text",
    "step_text",
    "undone_text",
    "won_text",
]


def _name(card: Card, lang: str) -> str:
    return card_name(card, lang, in_sentence=True)


def selected_text(card: Card, lifted: int, targets: Sequence[int], lang: str) -> str:
    """A block of ``lifted`` cards from ``card`` up was picked up; where it may go.

    >>> selected_text(Card.parse("8♥"), 4, (5,), "en")
    'The Eight of Hearts is selected (4 cards). It can go to column 5.'
    """
    label = _name(card, lang)
    if not targets:
        return ngettext_for(
            # TRANSLATORS: {card} is a card's name in words, in the form "card name in a
            # sentence" gives it; here and in every sentence of the board that names one.
            "The {card} is selected ({count} card): it has no legal move now.",
            "The {card} is selected ({count} cards): it has no legal move now.",
            lifted,
            lang,
        ).format(card=label, count=lifted)
    # Alternatives, joined the language's way: "3, 5, or 7", Arabic "3 أو 5".
    cols = format_list([str(t) for t in targets], lang, style="or")
    selected = ngettext_for(
        "The {card} is selected ({count} card).",
        "The {card} is selected ({count} cards).",
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


def resize_refused_text(reason: str, lang: str) -> str:
    """Why ▲/▼ did not resize the selection: ``reason`` as :func:`.selection.resized` raised it.

    >>> resize_refused_text("top-only", "en")
    'Only the top card is selected: it cannot shrink.'
    """
    if reason == "top-only":
        return gettext_for("Only the top card is selected: it cannot shrink.", lang)
    return gettext_for("Every face-up card of the column is already selected.", lang)


def no_auto_move_text(card: Card, targets: Sequence[int], lang: str) -> str:
    """Why clicking the selected card again did not move it: no target, or several.

    >>> no_auto_move_text(Card.parse("8♥"), (), "en")
    'The Eight of Hearts has no legal move now.'
    """
    label = _name(card, lang)
    if not targets:
        return gettext_for("The {card} has no legal move now.", lang).format(card=label)
    return gettext_for(
        "The {card} can go to more than one column: press the one you want.", lang
    ).format(card=label)


def resigned_text(*, example: bool, lang: str) -> str:
    """What the board says once the player resigned (an example has steps, no new game)."""
    if example:
        return gettext_for("You resigned. Undo, or step through the example again.", lang)
    return gettext_for("You resigned. Start a new game or undo.", lang)


def played_text(played: PlayedMove, lang: str) -> str:
    """One sentence (or a few) saying what a played move did."""
    move = played.move
    parts = []
    if move.is_reserve:
        parts.append(gettext_for("The reserve was dealt onto columns 1 to 3.", lang))
    else:
        assert move.card is not None
        parts.append(
            gettext_for("The {card} moved to column {column}.", lang).format(
                card=_name(move.card, lang), column=move.target
            )
        )
    for event in played.events:
        if event.kind == "flip" and event.card is not None:
            parts.append(
                gettext_for("The {card} turned face up.", lang).format(card=_name(event.card, lang))
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
    label = _name(move.card, lang)
    if move.source == ASIDE:
        return gettext_for(
            "Undone: the {card} from the cards set aside to column {target}.", lang
        ).format(card=label, target=move.target)
    return gettext_for("Undone: the {card} from column {source} to column {target}.", lang).format(
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


def step_text(index: int, count: int, text: str, lang: str) -> str:
    """The caption of a worked example's step ``index`` of ``count`` (0: its start).

    ``text`` is the step's note, or what its move did.

    >>> step_text(1, 3, "The Eight of Hearts moved to column 5.", "en")
    'Step 1 of 3: The Eight of Hearts moved to column 5.'
    >>> step_text(0, 3, "", "en")
    "The example's starting position. Step forward, or play a move yourself."
    """
    if not index:
        return gettext_for(
            "The example's starting position. Step forward, or play a move yourself.", lang
        )
    return ngettext_for(
        "Step {index} of {count}: {text}",
        "Step {index} of {count}: {text}",
        count,
        lang,
    ).format(index=index, count=count, text=text)


#: The sentences about the game kept in the browser (its variant, deal and moves).
_OFFER = NP_(
    "Resume the game in progress ({variant}, deal {number}, {count} move)?",
    "Resume the game in progress ({variant}, deal {number}, {count} moves)?",
)
_LEAVE = NP_(
    "The game in progress ({variant}, deal {number}, {count} move) will count as lost: "
    "press New game again to leave it.",
    "The game in progress ({variant}, deal {number}, {count} moves) will count as lost: "
    "press New game again to leave it.",
)
_RESUMED = NP_(
    "Game resumed: {variant}, deal {number}, {count} move played.",
    "Game resumed: {variant}, deal {number}, {count} moves played.",
)


def _kept_game(forms: tuple[str, str], variant: str, number: int, count: int, lang: str) -> str:
    return ngettext_for(forms[0], forms[1], count, lang).format(
        variant=variant_name(variant, lang), number=number, count=count
    )


def offer_text(variant: str, number: int, count: int, lang: str) -> str:
    """The question of the game kept in the browser, offered back.

    >>> offer_text("classic", 5, 11, "en")
    'Resume the game in progress (Classic, deal 5, 11 moves)?'
    """
    return _kept_game(_OFFER, variant, number, count, lang)


def leave_text(variant: str, number: int, count: int, lang: str) -> str:
    """What a first press of New game says while a game is in progress.

    >>> leave_text("wasp", 7, 1, "en")
    'The game in progress (Wasp, deal 7, 1 move) will count as lost: press New game again to leave it.'
    """
    return _kept_game(_LEAVE, variant, number, count, lang)


def resumed_text(variant: str, number: int, count: int, lang: str) -> str:
    """What the board says once the game kept in the browser is back.

    >>> resumed_text("classic", 5, 11, "en")
    'Game resumed: Classic, deal 5, 11 moves played.'
    """
    return _kept_game(_RESUMED, variant, number, count, lang)
