"""Every sentence and name the engine shows, in the reader's language, through gettext.

This is the one module that turns the engine's codes and parameters into text.
The English text is the gettext ``msgid``; the catalogs in
``locales/<lang>/LC_MESSAGES/scorpion.po`` hold the translations, and the build
compiles them into ``scorpion/locale`` so that the installed package (and the
browser player) carries every language.

>>> error_message("king-only", {}, "en")
'Only a King can be moved to an empty column.'
>>> from scorpion.cards import Card
>>> error_message("same-suit", {"card": Card.parse("8♥"), "target": Card.parse("9♥")})
'Rule: cards must be of the same suit. 8♥ goes only on 9♥.'
>>> card_name(Card.parse("10♦"))
'Ten of Diamonds'
>>> direction("ar"), direction("ru")
('rtl', 'ltr')
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from cardsite.formats import format_list, format_number
from cardsite.i18n import LANGUAGES, N_, NC_, NP_, RTL_LANGUAGES, Catalogs, direction

from .cards import Card, Suit
from .errors import ScorpionError

__all__ = [
    "DOMAIN",
    "LANGUAGES",
    "LOCALE_DIR",
    "MESSAGES",
    "NAMED_MESSAGES",
    "RTL_LANGUAGES",
    "card_label",
    "card_name",
    "catalog",
    "clause_separator",
    "direction",
    "error_message",
    "gettext_for",
    "ngettext_for",
    "pgettext_for",
    "suit_name",
    "variant_name",
]

DOMAIN = "scorpion"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
#: The engine's compiled catalogs (the ``scorpion`` gettext domain).
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
    # Refused moves (RULES.md "Interactive messages").
    "king-only": N_("Only a King can be moved to an empty column."),
    "same-suit": N_("Rule: cards must be of the same suit. {card} goes only on {target}."),
    "wrong-target": N_("{card} goes only on {target}."),
    "wrong-target-king": N_("{card} goes only to an empty column."),
    "wrong-rank": N_("{card} goes only on a card one rank higher, of any suit: {targets}."),
    "dead-end": N_("This line can no longer be won."),
    "face-down": N_("That card is face down: only face-up cards can be moved."),
    "same-column": N_("{card} is already in column {column}: pick another column."),
    "whole-column": N_(
        "{card} is already the bottom card of column {column}, with nothing under it: moving "
        "the whole column to another empty column would change nothing."
    ),
    "whole-column-before-deal": N_(
        "{card} is already the bottom card of column {column}, with nothing under it: before "
        "the reserve deal, a whole column may move to another empty column only when one of "
        "the two is column 1, 2 or 3, where the reserve cards land."
    ),
    "no-such-column": N_("There is no column {column}: the columns are numbered 1 to {count}."),
    "card-in-foundation": N_("{card} has already left the table with its complete suit."),
    "not-legal": N_("{move} is not a legal move in this position."),
    "reserve-dealt": N_("The reserve has already been dealt: it can be dealt only once a game."),
    "no-reserve": N_("This variant has no reserve."),
    "reserve-held": N_(
        "In Traditional Scorpion the reserve can be dealt only when no other move is left."
    ),
    "nothing-to-undo": N_("There is nothing to undo."),
    "undo-limit": NP_(
        "Only the last action can be undone.", "Only the last {limit} actions can be undone."
    ),
    # Text that is not a card, a move, a layout or a position.
    "bad-card": N_(
        "Not a card: “{text}”. Expected a rank (A, 2–10, J, Q, K, or T for 10) and a suit "
        "(♠ ♥ ♦ ♣ or S H D C), such as 4♥, 10♦, KS or ♥8."
    ),
    "bad-suit": N_("Not a suit: “{text}”. Expected ♠ ♥ ♦ ♣ or one of the letters S H D C."),
    "bad-rank": N_("Not a rank: {text}. Expected a whole number from 1 (Ace) to 13 (King)."),
    "bad-move": N_(
        "Not a move: “{text}”. Expected a card and a column number, such as “4♥ 7”, "
        "or R for the reserve."
    ),
    "bad-deal-number": N_(
        "Not a deal number: “{text}”. Expected a whole number from 0 to 18446744073709551615."
    ),
    "unknown-variant": N_("Unknown variant “{text}”. Expected one of: {choices}."),
    "duplicate-card": N_("{card} appears more than once in the layout."),
    "not-a-deck": N_(
        "The layout holds {count} of the 13 cards of {suit}: a position needs every card of a "
        "suit, or none when the suit has left for its foundation."
    ),
    "column-count": NP_(
        "The {variant} layout has {expected} column, not {count}.",
        "The {variant} layout has {expected} columns, not {count}.",
    ),
    "face-down-length": NP_(
        "Give one face-down count per column: {expected} number, not {count}.",
        "Give one face-down count per column: {expected} numbers, not {count}.",
    ),
    "face-down-count": NP_(
        "Column {column} holds {count} card, so it cannot have {face_down} face down.",
        "Column {column} holds {count} cards, so it cannot have {face_down} face down.",
    ),
    "face-down-top": N_(
        "Column {column}: its top card is face down, but a top card always turns face up."
    ),
    "reserve-size": NP_(
        "The reserve holds {expected} card until it is dealt, then none: not {count}.",
        "The reserve holds {expected} cards until it is dealt, then none: not {count}.",
    ),
    "suits-stay": N_("In {variant} complete suits stay on the table: no suit is in a foundation."),
    "hidden-count": NP_(
        "{expected} hidden card is needed, not {count}.",
        "{expected} hidden cards are needed, not {count}.",
    ),
    "foundations-mismatch": N_(
        "The foundations list {given}, but the suits missing from the layout are {missing}."
    ),
    "aside-size": NP_(
        "{variant} sets at most {expected} card aside, not {count}.",
        "{variant} sets at most {expected} cards aside, not {count}.",
    ),
    "bad-position": N_("Line {line} of the position text: expected {expected}, found “{text}”."),
    "wrong-source": N_("{card} is in column {column}, not in column {given}."),
    "source-is-aside": N_("{card} is one of the cards set aside, not in column {given}."),
    "source-not-aside": N_("{card} is in column {column}, not among the cards set aside."),
    # A value of the wrong kind given to the engine (Python callers).
    "bad-argument": N_("Expected {expected}, found “{text}”."),
    "bad-budget": N_(
        "The time budget must be a number of seconds greater than zero, not “{text}”."
    ),
    "unknown-language": N_("Unknown language “{text}”. Expected one of: {choices}."),
    "catalogue-index": NP_(
        "The list of proven-solvable deals of {variant} holds {count} deal, numbered {last}: "
        "there is no entry {index}.",
        "The list of proven-solvable deals of {variant} holds {count} deals, numbered from 0 "
        "to {last}: there is no entry {index}.",
    ),
}

#: For a message with plural forms, the parameter whose number chooses the form.
PLURAL_PARAMS: dict[str, str] = {
    "undo-limit": "limit",
    "column-count": "expected",
    "face-down-length": "expected",
    "face-down-count": "count",
    "reserve-size": "expected",
    "hidden-count": "expected",
    "aside-size": "expected",
}

#: The refusals a board shows with the cards named in words (:func:`error_message`
#: with ``named=True``); the command line keeps :data:`MESSAGES`, with card labels.
#: A ``{card}`` here is a card's name as it reads inside a sentence.
NAMED_MESSAGES: dict[str, str] = {
    # TRANSLATORS: {card} and {target} are cards' names in words ("the Eight of Hearts"),
    # in the form "card name in a sentence" gives them: word the sentence around them.
    "same-suit": N_("Rule: cards must be of the same suit. The {card} goes only on the {target}."),
    # TRANSLATORS: {card} and {target} are cards' names in words, as above.
    "wrong-target": N_("The {card} goes only on the {target}."),
    # TRANSLATORS: {card} is a card's name in words (a King: "the King of Spades").
    "wrong-target-king": N_("The {card} goes only to an empty column."),
    # TRANSLATORS: {card} is a card's name in words; {targets} a list of names ("Nine of
    # Spades, Nine of Hearts, or Nine of Clubs").
    "wrong-rank": N_("The {card} goes only on a card one rank higher, of any suit: {targets}."),
    # TRANSLATORS: {card} is a card's name in words.
    "same-column": N_("The {card} is already in column {column}: pick another column."),
    # TRANSLATORS: {card} is a card's name in words.
    "whole-column": N_(
        "The {card} is already the bottom card of column {column}, with nothing under it: "
        "moving the whole column to another empty column would change nothing."
    ),
    # TRANSLATORS: {card} is a card's name in words.
    "card-in-foundation": N_("The {card} has already left the table with its complete suit."),
}

#: The fragments ``bad-position`` names as what it expected, by key.
EXPECTED: dict[str, str] = {
    "header": N_("“scorpion” and a variant name"),
    "counters": N_("“score N moves N”"),
    "reserve": N_("“reserve:” and the undealt reserve cards"),
    "foundations": N_("“foundations:” and the suits that have left"),
    "aside": N_("“aside:” and the cards set aside"),
    "column": N_("a column number, a colon and its cards, face-down ones in [brackets]"),
    "end": N_("nothing more"),
    # What a ``bad-argument`` error expected.
    "position": N_("a position text (a str, as to_text() writes it)"),
    "columns": N_("a list of columns, each a list of cards"),
    "cards": N_('a list of cards, such as ["4♥", "K♠"]'),
    "counts": N_("a list of face-down counts, one whole number per column"),
    "suits": N_("a list of suits"),
    "score": N_("a score: a whole number, zero or more"),
    "moves-played": N_("a move counter: a whole number, zero or more"),
    "move": N_("a move value, from legal_moves() or parse_move()"),
    "game": N_("a game (scorpion.Game)"),
    "node-limit": N_("a node limit: a whole number, one or more"),
    "catalogue-index": N_(
        "an entry of the list of proven-solvable deals: a whole number, zero or more"
    ),
    # What the Play page found in the browser where it keeps the game in progress.
    "saved-game": N_("a game kept in this browser (a variant, a deal number and its moves)"),
}

_SUIT_NAMES = {
    Suit.SPADES: NC_("suit name", "Spades"),
    Suit.HEARTS: NC_("suit name", "Hearts"),
    Suit.DIAMONDS: NC_("suit name", "Diamonds"),
    Suit.CLUBS: NC_("suit name", "Clubs"),
}

# The long name of each card, in code order (A♠ … K♠, A♥ …): whole names, so that
# every language can word them as its grammar needs ("восьмёрка червей", "4 de cupă").
_CARD_NAMES: tuple[str, ...] = (
    NC_("card name", "Ace of Spades"),
    NC_("card name", "Two of Spades"),
    NC_("card name", "Three of Spades"),
    NC_("card name", "Four of Spades"),
    NC_("card name", "Five of Spades"),
    NC_("card name", "Six of Spades"),
    NC_("card name", "Seven of Spades"),
    NC_("card name", "Eight of Spades"),
    NC_("card name", "Nine of Spades"),
    NC_("card name", "Ten of Spades"),
    NC_("card name", "Jack of Spades"),
    NC_("card name", "Queen of Spades"),
    NC_("card name", "King of Spades"),
    NC_("card name", "Ace of Hearts"),
    NC_("card name", "Two of Hearts"),
    NC_("card name", "Three of Hearts"),
    NC_("card name", "Four of Hearts"),
    NC_("card name", "Five of Hearts"),
    NC_("card name", "Six of Hearts"),
    NC_("card name", "Seven of Hearts"),
    NC_("card name", "Eight of Hearts"),
    NC_("card name", "Nine of Hearts"),
    NC_("card name", "Ten of Hearts"),
    NC_("card name", "Jack of Hearts"),
    NC_("card name", "Queen of Hearts"),
    NC_("card name", "King of Hearts"),
    NC_("card name", "Ace of Diamonds"),
    NC_("card name", "Two of Diamonds"),
    NC_("card name", "Three of Diamonds"),
    NC_("card name", "Four of Diamonds"),
    NC_("card name", "Five of Diamonds"),
    NC_("card name", "Six of Diamonds"),
    NC_("card name", "Seven of Diamonds"),
    NC_("card name", "Eight of Diamonds"),
    NC_("card name", "Nine of Diamonds"),
    NC_("card name", "Ten of Diamonds"),
    NC_("card name", "Jack of Diamonds"),
    NC_("card name", "Queen of Diamonds"),
    NC_("card name", "King of Diamonds"),
    NC_("card name", "Ace of Clubs"),
    NC_("card name", "Two of Clubs"),
    NC_("card name", "Three of Clubs"),
    NC_("card name", "Four of Clubs"),
    NC_("card name", "Five of Clubs"),
    NC_("card name", "Six of Clubs"),
    NC_("card name", "Seven of Clubs"),
    NC_("card name", "Eight of Clubs"),
    NC_("card name", "Nine of Clubs"),
    NC_("card name", "Ten of Clubs"),
    NC_("card name", "Jack of Clubs"),
    NC_("card name", "Queen of Clubs"),
    NC_("card name", "King of Clubs"),
)

# The same names as they read inside a sentence of the board's messages ("the Eight of
# Hearts moved to column 5"): in English the same words; a language that writes them
# in small letters inside a sentence ("восьмёрка червей") gives them so here.
# TRANSLATORS: a card's name inside a sentence of the board's messages, in the form
# that stands alone (no article, no case ending): the sentences are worded around it.
_CARD_NAMES_IN_TEXT: tuple[str, ...] = (
    NC_("card name in a sentence", "Ace of Spades"),
    NC_("card name in a sentence", "Two of Spades"),
    NC_("card name in a sentence", "Three of Spades"),
    NC_("card name in a sentence", "Four of Spades"),
    NC_("card name in a sentence", "Five of Spades"),
    NC_("card name in a sentence", "Six of Spades"),
    NC_("card name in a sentence", "Seven of Spades"),
    NC_("card name in a sentence", "Eight of Spades"),
    NC_("card name in a sentence", "Nine of Spades"),
    NC_("card name in a sentence", "Ten of Spades"),
    NC_("card name in a sentence", "Jack of Spades"),
    NC_("card name in a sentence", "Queen of Spades"),
    NC_("card name in a sentence", "King of Spades"),
    NC_("card name in a sentence", "Ace of Hearts"),
    NC_("card name in a sentence", "Two of Hearts"),
    NC_("card name in a sentence", "Three of Hearts"),
    NC_("card name in a sentence", "Four of Hearts"),
    NC_("card name in a sentence", "Five of Hearts"),
    NC_("card name in a sentence", "Six of Hearts"),
    NC_("card name in a sentence", "Seven of Hearts"),
    NC_("card name in a sentence", "Eight of Hearts"),
    NC_("card name in a sentence", "Nine of Hearts"),
    NC_("card name in a sentence", "Ten of Hearts"),
    NC_("card name in a sentence", "Jack of Hearts"),
    NC_("card name in a sentence", "Queen of Hearts"),
    NC_("card name in a sentence", "King of Hearts"),
    NC_("card name in a sentence", "Ace of Diamonds"),
    NC_("card name in a sentence", "Two of Diamonds"),
    NC_("card name in a sentence", "Three of Diamonds"),
    NC_("card name in a sentence", "Four of Diamonds"),
    NC_("card name in a sentence", "Five of Diamonds"),
    NC_("card name in a sentence", "Six of Diamonds"),
    NC_("card name in a sentence", "Seven of Diamonds"),
    NC_("card name in a sentence", "Eight of Diamonds"),
    NC_("card name in a sentence", "Nine of Diamonds"),
    NC_("card name in a sentence", "Ten of Diamonds"),
    NC_("card name in a sentence", "Jack of Diamonds"),
    NC_("card name in a sentence", "Queen of Diamonds"),
    NC_("card name in a sentence", "King of Diamonds"),
    NC_("card name in a sentence", "Ace of Clubs"),
    NC_("card name in a sentence", "Two of Clubs"),
    NC_("card name in a sentence", "Three of Clubs"),
    NC_("card name in a sentence", "Four of Clubs"),
    NC_("card name in a sentence", "Five of Clubs"),
    NC_("card name in a sentence", "Six of Clubs"),
    NC_("card name in a sentence", "Seven of Clubs"),
    NC_("card name in a sentence", "Eight of Clubs"),
    NC_("card name in a sentence", "Nine of Clubs"),
    NC_("card name in a sentence", "Ten of Clubs"),
    NC_("card name in a sentence", "Jack of Clubs"),
    NC_("card name in a sentence", "Queen of Clubs"),
    NC_("card name in a sentence", "King of Clubs"),
)

_RANK_LABELS: tuple[str, ...] = (
    "",
    NC_("rank label", "A"),
    NC_("rank label", "2"),
    NC_("rank label", "3"),
    NC_("rank label", "4"),
    NC_("rank label", "5"),
    NC_("rank label", "6"),
    NC_("rank label", "7"),
    NC_("rank label", "8"),
    NC_("rank label", "9"),
    NC_("rank label", "10"),
    NC_("rank label", "J"),
    NC_("rank label", "Q"),
    NC_("rank label", "K"),
)

_VARIANT_NAMES = {
    "classic": NC_("variant", "Classic"),
    "relaxed": NC_("variant", "Relaxed"),
    "traditional": NC_("variant", "Traditional"),
    "wasp": NC_("variant", "Wasp"),
    "three-blind-mice": NC_("variant", "Three Blind Mice"),
}


def catalog(lang: str | None = None) -> gettext.NullTranslations:
    """The engine's message catalog for ``lang``, read once and then cached.

    >>> catalog("ru").gettext("Undo") == gettext_for("Undo", "ru")
    True
    """
    return CATALOGS.translation(lang)


def rank_label(rank: int, lang: str | None = None) -> str:
    """The short label of a rank (``A``, ``10``, ``K``), as the language prints it."""
    return pgettext_for("rank label", _RANK_LABELS[rank], lang)


def card_label(card: Card, lang: str | None = None) -> str:
    """The short label of a card, rank then suit symbol: ``8♥``.

    The rank's letter comes from the catalog (``rank label`` context), so a
    language may use its own letters for the court cards; the suit symbol is
    the same everywhere.
    """
    return rank_label(card.rank, lang) + card.suit.symbol


def card_name(card: Card, lang: str | None = None, *, in_sentence: bool = False) -> str:
    """The card's full name in ``lang``, for accessible names and prose (``Ten of Diamonds``).

    ``in_sentence``: the name as it reads inside a sentence of the board's
    messages (Russian ``десятка бубен``, where the name alone is ``Десятка бубен``).

    >>> card_name(Card.parse("10♦"), "ru"), card_name(Card.parse("10♦"), "ru", in_sentence=True)
    ('Десятка бубен', 'десятка бубен')
    """
    if in_sentence:
        return pgettext_for("card name in a sentence", _CARD_NAMES_IN_TEXT[card.code], lang)
    return pgettext_for("card name", _CARD_NAMES[card.code], lang)


def suit_name(suit: Suit, lang: str | None = None) -> str:
    """The suit's name in ``lang`` (``Hearts``)."""
    return pgettext_for("suit name", _SUIT_NAMES[suit], lang)


def variant_name(variant: str, lang: str | None = None) -> str:
    """The display name of a variant (``"three-blind-mice"`` → ``Three Blind Mice``)."""
    return pgettext_for("variant", _VARIANT_NAMES[variant], lang)


#: The longest text a message quotes back from its input: enough to recognise it.
QUOTE_LIMIT = 60


#: The parameters that list alternatives ("9♠ or 9♥"); other lists are joined with "and".
_OR_LISTS = frozenset({"targets", "choices"})
#: Whole-number parameters that name something (a line, a column) rather than count:
#: written as plain digits, never grouped.
_NAMES = frozenset({"line", "column", "given", "number"})


def _format_param(value: Any, lang: str | None, name: str = "", *, named: bool = False) -> str:
    if isinstance(value, str):
        # Whatever was typed or passed, the sentence stays readable.
        return value if len(value) <= QUOTE_LIMIT else value[: QUOTE_LIMIT - 1] + "…"
    if isinstance(value, Card):
        return card_name(value, lang, in_sentence=True) if named else card_label(value, lang)
    if isinstance(value, Suit):
        return suit_name(value, lang)
    if isinstance(value, list | tuple):
        # Joined the language's way (CLDR): "9♠, 9♥, or 9♣", Arabic "3 و5".
        style = "or" if name in _OR_LISTS else "standard"
        return format_list([_format_param(v, lang, named=named) for v in value], lang, style=style)
    if isinstance(value, int) and not isinstance(value, bool) and name not in _NAMES:
        return format_number(value, lang)
    return str(value)


def clause_separator(lang: str | None = None) -> str:
    """What separates clauses listed in one sentence (``same suit +5; 9♠ turns face up +5``).

    CLDR has no such pattern, so the catalog gives it (Arabic ``؛ ``).
    """
    # TRANSLATORS: what separates clauses listed one after the other (score events, the
    # details of a move): "; " in English, "؛ " in Arabic.
    return pgettext_for("clause separator", "; ", lang)


def error_message(
    code: str, params: Mapping[str, Any], lang: str | None = None, *, named: bool = False
) -> str:
    """The sentence for an error ``code`` with its ``params``, in ``lang``.

    Cards are printed as labels, suits by name, the expected fragment of a
    ``bad-position`` error in the same language. ``named``: the cards named in
    words, as a board says them (:data:`NAMED_MESSAGES`), where the code names one.

    >>> eight, nine = Card.parse("8♥"), Card.parse("9♥")
    >>> error_message("same-suit", {"card": eight, "target": nine}, "en", named=True)
    'Rule: cards must be of the same suit. The Eight of Hearts goes only on the Nine of Hearts.'
    """
    key = code
    if code == "wrong-target" and params.get("target") is None:
        key = "wrong-target-king"
    named = named and key in NAMED_MESSAGES
    msgid = NAMED_MESSAGES[key] if named else MESSAGES.get(key)
    if msgid is None:
        return code
    values: dict[str, str] = {}
    for name, value in params.items():
        if name == "expected" and value in EXPECTED:
            values[name] = gettext_for(EXPECTED[value], lang)
        elif name == "variant" and value in _VARIANT_NAMES:
            values[name] = variant_name(value, lang)
        else:
            values[name] = _format_param(value, lang, name, named=named)
    return CATALOGS.message(
        msgid, values, lang, count=params.get(PLURAL_PARAMS.get(key, "count"), 0)
    )


ScorpionError.use_messages(error_message)
