"""Every sentence and name the Scopone engine shows, in the reader's language, through gettext.

This is the one module that turns the engine's codes and parameters into
text. The English text is the gettext ``msgid``; the catalogs in
``locales/<lang>/LC_MESSAGES/scopone.po`` hold the translations, compiled into
``scopone/locale`` so that the installed package carries every language.

>>> error_message("must-capture", {"card": Card.parse("8b"), "choices": [(Card.parse("8d"),)]})
'8b can take, so it must: 8d.'
>>> card_name(Card.parse("7d")), card_name(Card.parse("7d"), "it"), card_name(Card.parse("8b"), "ru")
('Seven of Denari', 'Sette di denari', 'Валет жезлов')
>>> seat_name(0), team_name(1), suit_name(Suit.BASTONI, "it")
('South', 'East–West', 'bastoni')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, Protocol

from cardsite.formats import format_list, format_number
from cardsite.i18n import LANGUAGES, N_, NC_, Catalogs, direction

from .cards import Card, Suit
from .errors import ScoponeError


class Seating(Protocol):
    """What :func:`seat_line` reads of a game: whose turn, who deals, whether the hand is over."""

    turn: int
    dealer: int

    @property
    def is_hand_over(self) -> bool: ...


__all__ = [
    "DOMAIN",
    "LANGUAGES",
    "MESSAGES",
    "Seating",
    "card_label",
    "card_name",
    "direction",
    "error_message",
    "gettext_for",
    "named_cards",
    "ngettext_for",
    "pgettext_for",
    "play_text",
    "seat_line",
    "seat_name",
    "suit_name",
    "team_name",
    "variant_name",
]

DOMAIN = "scopone"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
#: The engine's compiled catalogs (the ``scopone`` gettext domain).
CATALOGS = Catalogs(DOMAIN, LOCALE_DIR)

#: Translate a msgid into a language (English, the msgid itself, when missing):
#: ``gettext_for(msgid, lang)``; with a gettext context, ``pgettext_for(context,
#: msgid, lang)``; the plural form for ``n``, ``ngettext_for(singular, plural, n,
#: lang)``. They are this domain's :class:`~cardsite.i18n.Catalogs` methods.
gettext_for = CATALOGS.gettext
pgettext_for = CATALOGS.pgettext
ngettext_for = CATALOGS.ngettext

#: Every message the engine can raise, by code. The English text is the msgid.
MESSAGES: dict[str, str | tuple[str, str]] = {
    # Refused plays.
    "hand-over": N_("The hand is over: every card has been played."),
    "hand-not-over": N_("The hand is not over yet: cards are still in the hands."),
    "game-over": N_("The game is over: no new hand is dealt."),
    "nothing-to-undo": N_("There is nothing to undo in this hand."),
    "not-your-turn": N_("It is not {seat}’s turn: {turn} plays now."),
    "not-in-hand": N_("{card} is not in the hand of {seat}, who plays now."),
    "must-capture": N_("{card} can take, so it must: {choices}."),
    "must-take-same-value": N_("{card} must take a card of its own value: {choices}."),
    "not-on-table": N_("Not on the table: {cards}."),
    "nothing-to-take": N_("{card} takes nothing here: it is laid on the table."),
    "no-such-capture": N_("{card} cannot take {captures}: the cards must add up to {value}."),
    "choose-capture": N_("{card} can take in more than one way: choose {choices}."),
    # Input that is not a card, a play, a seat, a number or a position.
    "bad-card": N_(
        "Not a card: “{text}”. Expected a value from 1 to 10 (or A, J, Q, K) and a suit "
        "letter d c s b (or ♦ ♥ ♠ ♣), such as 7d, 10s or K♠."
    ),
    "bad-suit": N_("Not a suit: “{text}”. Expected denari, coppe, spade or bastoni (d c s b)."),
    "bad-play": N_(
        "Not a play: “{text}”. Expected a card, then x and the cards it takes, such as 7d, "
        "8b x 8d or 9d x 4s+5s."
    ),
    "bad-card-list": N_("Not a list of cards: “{text}”."),
    "bad-game-number": N_(
        "Not a game number: “{text}”. Expected a whole number from 0 to 18446744073709551615."
    ),
    "unknown-variant": N_("Unknown variant “{text}”. Expected one of: {choices}."),
    "bad-seat": N_("Not a seat: “{text}”. Seats are numbered 0 to 3."),
    "unknown-language": N_("Unknown language “{text}”. Expected one of: {choices}."),
    "bad-count": N_("Not a count: “{text}”. Expected a whole number, 0 or more."),
    "bad-pair": N_("Expected two numbers for {name}, one per side, not “{text}”."),
    "hand-count": N_("Expected four hands, one per seat, not “{text}”."),
    "pile-count": N_("Expected two piles of taken cards, one per side, not “{text}”."),
    "duplicate-card": N_("{card} appears more than once in the position."),
    "missing-cards": N_("Every card must be somewhere; these are missing: {cards}."),
    "hand-sizes": N_(
        "Hands of {sizes} cards cannot be in play with {seat} to move: from that seat round "
        "to the right, each hand holds as many cards as the one before, or one fewer, once."
    ),
    "bad-position": N_("Line {line} of the position text: expected {expected}, found “{text}”."),
    # The computer players.
    "unknown-level": N_("Unknown level “{text}”. Expected one of: {choices}."),
    "bad-budget": N_("Not a time budget: “{text}”. Expected a number of seconds above 0."),
    "bad-game": N_("Expected a Scopone game, not {text}."),
    "bad-limit": N_("Not a limit: “{text}”. Expected a whole number above 0."),
    "search-nodes": N_(
        "The open-hands search stopped after {nodes} positions without an exact answer."
    ),
    "search-time": N_("The open-hands search stopped after {seconds} s without an exact answer."),
    "bad-view": N_("Expected a seat view, as Game.view() returns it, not {text}."),
}

#: The fragments ``bad-position`` names as what it expected, by key.
EXPECTED: dict[str, str] = {
    "header": N_("“scopone” and a variant name"),
    "game": N_("“game N hand N totals N N”"),
    "dealer": N_("“dealer N turn N”"),
    "seat": N_("“seat N:” and that seat’s cards"),
    "table": N_("“table:” and the cards on the table"),
    "taken": N_("“taken N:” and the cards that side has taken, or “out:”"),
    "out": N_("“out:” and the cards out of play"),
    "scope": N_("“scope N N”"),
    "last taker": N_("“last taker:” and a seat, or -"),
    "plays": N_("“plays:” and the plays of the hand, separated by commas"),
    "end": N_("nothing more"),
}

_SUIT_NAMES = {
    Suit.DENARI: NC_("suit", "denari"),
    Suit.COPPE: NC_("suit", "coppe"),
    Suit.SPADE: NC_("suit", "spade"),
    Suit.BASTONI: NC_("suit", "bastoni"),
}
# TRANSLATORS: the suit as it follows the value in a card's name ("Seven of Denari").
_SUIT_IN_NAME = {
    Suit.DENARI: NC_("suit in card name", "Denari"),
    Suit.COPPE: NC_("suit in card name", "Coppe"),
    Suit.SPADE: NC_("suit in card name", "Spade"),
    Suit.BASTONI: NC_("suit in card name", "Bastoni"),
}
_VALUE_NAMES = (
    "",
    NC_("card value", "Ace"),
    NC_("card value", "Two"),
    NC_("card value", "Three"),
    NC_("card value", "Four"),
    NC_("card value", "Five"),
    NC_("card value", "Six"),
    NC_("card value", "Seven"),
    NC_("card value", "Jack"),
    NC_("card value", "Knight"),
    NC_("card value", "King"),
)
_SEAT_NAMES = (
    NC_("seat", "South"),
    NC_("seat", "East"),
    NC_("seat", "North"),
    NC_("seat", "West"),
)
_TEAM_NAMES = (NC_("team", "North–South"), NC_("team", "East–West"))
_VARIANT_NAMES = {
    "scientifico": NC_("variant", "Scopone scientifico"),
    "normale": NC_("variant", "Scopone normale"),
}


def card_label(card: Card, lang: str | None = None) -> str:
    """The short label of a card, its notation (``7d``), the same in every language."""
    return str(card)


def card_name(card: Card, lang: str | None = None) -> str:
    """The card's full name in ``lang``: ``Seven of Denari``, ``Sette di denari``."""
    # TRANSLATORS: a card's full name: {value} is "Seven", {suit} is "Denari".
    pattern = pgettext_for("card name", "{value} of {suit}", lang)
    return pattern.format(
        value=pgettext_for("card value", _VALUE_NAMES[card.value], lang),
        suit=pgettext_for("suit in card name", _SUIT_IN_NAME[card.suit], lang),
    )


def suit_name(suit: Suit, lang: str | None = None) -> str:
    """The suit's name in ``lang`` (the Italian names are kept in most languages)."""
    return pgettext_for("suit", _SUIT_NAMES[suit], lang)


#: A card's value in a name inside a sentence or a list (named_cards).
_VALUE_IN_TEXT = (
    "",
    # TRANSLATORS: a card's value in a name inside a sentence or a list,
    # after its first item ("Ace of Denari, two of Denari"): lowercase
    # where the language writes it so (Russian «двойка денариев»),
    # otherwise as in the card's name (context "card value").
    NC_("card value in a sentence", "Ace"),
    NC_("card value in a sentence", "Two"),
    NC_("card value in a sentence", "Three"),
    NC_("card value in a sentence", "Four"),
    NC_("card value in a sentence", "Five"),
    NC_("card value in a sentence", "Six"),
    NC_("card value in a sentence", "Seven"),
    NC_("card value in a sentence", "Jack"),
    NC_("card value in a sentence", "Knight"),
    NC_("card value in a sentence", "King"),
)


def named_cards(cards: Iterable[Card], lang: str | None = None, *, start: bool = True) -> str:
    """The cards' full names listed the language's way (:func:`cardsite.formats.format_list`).

    The first name is written as it stands alone, since it starts the text, unless
    ``start=False`` (the list follows other words: "take …"); every other name takes
    the form a name has inside a sentence, lowercase where the language writes it so.

    >>> cards = [Card.parse(c) for c in ("1d", "2d", "3d")]
    >>> named_cards(cards), named_cards(cards, "ru")
    ('Ace of Denari, Two of Denari, and Three of Denari', 'Туз денариев, двойка денариев и тройка денариев')
    >>> named_cards(cards[:2], "ru", start=False)
    'туз денариев и двойка денариев'
    """
    pattern = pgettext_for("card name", "{value} of {suit}", lang)
    names = [
        card_name(card, lang)
        if start and i == 0
        else pattern.format(
            value=pgettext_for("card value in a sentence", _VALUE_IN_TEXT[card.value], lang),
            suit=pgettext_for("suit in card name", _SUIT_IN_NAME[card.suit], lang),
        )
        for i, card in enumerate(cards)
    ]
    return format_list(names, lang)


def seat_name(seat: int, lang: str | None = None) -> str:
    """Seat 0–3 by compass point: South, East, North, West (play goes that way round)."""
    return pgettext_for("seat", _SEAT_NAMES[seat], lang)


def team_name(team: int, lang: str | None = None) -> str:
    """Side 0 (seats 0 and 2) is North–South, side 1 (seats 1 and 3) East–West."""
    return pgettext_for("team", _TEAM_NAMES[team], lang)


def variant_name(variant: str, lang: str | None = None) -> str:
    """The display name of a variant: ``Scopone scientifico``, ``Scopone normale``."""
    return pgettext_for("variant", _VARIANT_NAMES[variant], lang)


def play_text(play: Any, lang: str | None = None) -> str:
    """A play as the player reads it: ``7d`` (laid) or ``7d × 3c + 4s``."""
    if not play.captures:
        return card_label(play.card, lang)
    return f"{card_label(play.card, lang)} × " + " + ".join(
        card_label(c, lang) for c in play.captures
    )


def seat_line(seat: int, game: Seating, lang: str | None = None) -> str:
    """A seat's name with its role in the hand: ``South (to play)``, ``West (dealer)``."""
    tags = []
    if seat == game.turn and not game.is_hand_over:
        # TRANSLATORS: diagram tag of the seat whose turn it is.
        tags.append(gettext_for("to play", lang))
    if seat == game.dealer:
        # TRANSLATORS: diagram tag of the dealer (il mazziere).
        tags.append(gettext_for("dealer", lang))
    name = seat_name(seat, lang)
    # TRANSLATORS: what separates the items of a list of cards or choices.
    separator = pgettext_for("list separator", ", ", lang)
    return f"{name} ({separator.join(tags)})" if tags else name


#: The parameters that list alternatives ("choose 8♦ or 3♦+5♦"); other lists are joined with "and".
_OR_LISTS = frozenset({"choices"})


def _format_param(value: Any, lang: str | None, name: str = "") -> str:
    if isinstance(value, Card):
        return card_label(value, lang)
    if isinstance(value, Suit):
        return suit_name(value, lang)
    if isinstance(value, tuple):  # a set of cards taken together
        return "+".join(_format_param(v, lang) for v in value)
    if isinstance(value, list):  # alternatives or a list of cards, joined the language's way
        style = "or" if name in _OR_LISTS else "standard"
        return format_list([_format_param(v, lang) for v in value], lang, style=style)
    if isinstance(value, int) and not isinstance(value, bool):
        return format_number(value, lang)
    return str(value)


def error_message(code: str, params: Mapping[str, Any], lang: str | None = None) -> str:
    """The sentence for an error ``code`` with its ``params``, in ``lang``.

    >>> error_message("not-your-turn", {"seat": 1, "turn": 0}, "en")
    'It is not East’s turn: South plays now.'
    """
    msgid = MESSAGES.get(code)
    if msgid is None:
        return code
    values: dict[str, str] = {}
    for name, value in params.items():
        if name in ("seat", "turn") and isinstance(value, int) and 0 <= value <= 3:
            values[name] = seat_name(value, lang)
        elif name == "expected" and isinstance(value, str):
            key = value.split()[0] if value.split()[0] in ("seat", "taken") else value
            values[name] = gettext_for(EXPECTED.get(key, value), lang)
        else:
            values[name] = _format_param(value, lang, name)
    if code == "no-such-capture" and isinstance(params.get("card"), Card):
        values["value"] = str(params["card"].value)
    return CATALOGS.message(msgid, values, lang, count=params.get("count", 0))


ScoponeError.use_messages(error_message)
