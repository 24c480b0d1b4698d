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

from cardsite.errors import shown
from cardsite.formats import format_list, format_number
from cardsite.i18n import LANGUAGES, N_, NC_, NP_, Catalogs, direction

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
    "card_words",
    "cards_words",
    "direction",
    "error_message",
    "gettext_for",
    "named_cards",
    "ngettext_for",
    "pgettext_for",
    "play_sentence",
    "play_text",
    "reason_text",
    "seat_line",
    "seat_name",
    "sentence",
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
    "taken-twice": N_(
        "{card} is named more than once among the cards taken: a card on the table can be "
        "taken only once."
    ),
    "nothing-to-take": N_("{card} takes nothing here: it is laid on the table."),
    "no-such-capture": N_("{card} cannot take {captures}: the cards must add up to {value}."),
    "choose-capture": N_("{card} can take in more than one way: choose {choices}."),
    # Input that is not a card, a play, a seat, a number or a position.
    "bad-card": N_(
        "Not a card: “{text}”. Expected a value from 1 to 10 (or A, J, Q, K) and a suit "
        "letter d c s b (or ♦ ♥ ♠ ♣), such as 7d, 10s or K♠."
    ),
    "bad-card-code": N_("Not a card code: “{text}”. Expected a whole number from 0 to 39."),
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
    "bad-hand-number": N_("Not a hand number: “{text}”. Hands are numbered from 1."),
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
    # Positions no game can reach (scopone.reachable).
    "hand-too-big": N_("In {variant} a hand holds at most {most} cards, not {count}."),
    "too-many-scope": NP_(
        "{team} cannot have {count} scopa: it has played {played} cards and taken {taken}, and "
        "each scopa is one of its plays taking at least one card from the table.",
        "{team} cannot have {count} scope: it has played {played} cards and taken {taken}, and "
        "each scopa is one of its plays taking at least one card from the table.",
    ),
    "first-hand-totals": N_("Hand 1 starts at 0 to 0, not {a} to {b}."),
    "totals-too-low": NP_(
        "{count} earlier hand scored at least the settebello’s point: totals of {a} to {b} "
        "are too few.",
        "{count} earlier hands each scored at least the settebello’s point: totals of {a} to "
        "{b} are too few.",
    ),
    "game-already-over": N_(
        "Totals of {a} to {b} have already ended the game: no further hand is dealt."
    ),
    "turn-order": NP_(
        "With {dealer} dealing and {count} card played, {seat} plays now, not {turn}.",
        "With {dealer} dealing and {count} cards played, {seat} plays now, not {turn}.",
    ),
    "no-last-taker": N_(
        "Cards have been taken in this hand, so the position needs the seat that took last."
    ),
    "last-taker-took-nothing": N_("{seat} took last, but {team} has taken nothing."),
    # The computer players.
    "unknown-level": N_("Unknown level “{text}”. Expected one of: {choices}."),
    "bad-budget": N_("Not a time budget: “{text}”. Expected a number of seconds above 0."),
    "bad-game": N_("Expected a Scopone game, not {text}."),
    "bad-limit": N_("Not a limit: “{text}”. Expected a whole number above 0."),
    "bad-iterations": N_("Not a number of samples: “{text}”. Expected a whole number above 0."),
    "search-nodes": N_(
        "The open-hands search stopped after {nodes} positions without an exact answer."
    ),
    "search-time": N_("The open-hands search stopped after {seconds} s without an exact answer."),
    "bad-view": N_("Expected a seat view, as Game.view() returns it, not {text}."),
    # The live table.
    "bad-saved-game": N_("This is not a game the table saved."),
    # Hand records and their review.
    "bad-record": N_("Line {line} of the hand record: expected {expected}, found “{text}”."),
    "record-start": N_(
        "Lines {first} to {last} of the hand record do not make a position to start from: {reason}"
    ),
    "record-illegal-play": N_("Line {line} of the hand record: {play} cannot be played. {reason}"),
    "record-mismatch": N_(
        "Line {line} of the hand record says “{text}”, but the plays give “{expected}”."
    ),
    "record-no-link": N_(
        "This hand does not start from a numbered deal, so it has no link: share its text instead."
    ),
    "bad-record-code": N_("Not a hand record link: “{text}” ({why})."),
    "bad-record-start": N_(
        "Expected the start of a hand, as Game.layout() returns it, not {text}."
    ),
    "bad-record-value": N_("Expected a hand record, not {text}."),
    "bad-ply": N_("Not a position of this hand: “{text}”. Expected a number from 0 to {count}."),
    "bad-progress": N_("Expected a function to report the progress, not {text}."),
    "record-file": N_("Not a record code, nor a file of records that can be read: “{text}”."),
    "record-path": N_(
        "Cannot write the records to “{text}”: expected a file in a folder that exists."
    ),
}

#: A record code shown as an example (hand 1 of game 123, six plays: ``scopone.record``).
EXAMPLE_CODE = "1s.123.1.0-0.Afq-bQ"
#: Why a link code was refused (``bad-record-code``'s ``why``), by key.
WHY: dict[str, str] = {
    # TRANSLATORS: {example} is a record code, such as 1s.123.1.0-0.Afq-bQ.
    "form": N_(
        "expected a version, a game number, a hand number, the totals and the plays, "
        "such as {example}"
    ),
    "version": N_("a version of the link this site cannot read"),
    "variant": N_("an unknown variant letter"),
    "game": N_("not a game number"),
    "hand": N_("not a hand number"),
    "totals": N_("totals that no game has before that hand"),
    "plays": N_("its plays are not legal plays of that hand"),
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
    "record header": N_("“scopone”, a variant name and “record”"),
    "play": N_("“play N:” and the play of that seat, or the score sheet’s lines"),
    "score": N_("the score sheet’s line of that side, “score N: …”"),
    "totals": N_("the running totals, “totals N N”"),
}

#: Why a play cost points (:class:`scopone.review.Reason`), by code; the
#: ``left-`` codes have a second wording for a scopa.
REASONS: dict[str, str | tuple[str, str]] = {
    "left-card": N_("Left {card} on the table: {seat} took it with {took_with}."),
    "left-card/scopa": N_(
        "Left {card} alone on the table: {seat} swept it with {took_with}, a scopa."
    ),
    "left-sum": N_("Left {cards} = {total}: {seat} took them with {took_with}."),
    "left-sum/scopa": N_("Left {cards} = {total}: {seat} swept them with {took_with}, a scopa."),
    "gave-settebello": N_("The settebello stayed on the table: {seat} took it with {took_with}."),
    "missed-scopa": N_("{play} would have swept the table: a scopa."),
    "missed-settebello": N_("{play} would have taken the settebello."),
    "lost-items": N_(
        "With every hand known and the best play after it, this play does worse than "
        "{best} on {items}."
    ),
    "worth-less/exact": NP_(
        "{best} was worth {points} point more.", "{best} was worth {points} points more."
    ),
    "worth-less/estimate": N_("{best} was worth about {points} more, by the rollouts’ estimate."),
}

#: The items of the score sheet as a sentence names them (``lost-items``).
_ITEM_NAMES = {
    "scope": NC_("score item", "the scopas"),
    "settebello": NC_("score item", "the settebello"),
    "denari": NC_("score item", "the denari"),
    "carte": NC_("score item", "the cards"),
    "primiera": NC_("score item", "the primiera"),
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


# A card named in a message, as the pages write it in running text ("the 7 of spade",
# "the Asso of bastoni"): number cards as digits, the Asso and the figures by their
# Italian names. Two forms, for the languages whose nouns change with their role in
# the sentence (Russian: the subject "семёрка", the object "семёрку").
_VALUE_IN_TEXT = (
    "",
    NC_("card named in a sentence", "the Asso"),
    NC_("card named in a sentence", "the 2"),
    NC_("card named in a sentence", "the 3"),
    NC_("card named in a sentence", "the 4"),
    NC_("card named in a sentence", "the 5"),
    NC_("card named in a sentence", "the 6"),
    NC_("card named in a sentence", "the 7"),
    NC_("card named in a sentence", "the Fante"),
    NC_("card named in a sentence", "the Cavallo"),
    NC_("card named in a sentence", "the Re"),
)
_VALUE_AS_OBJECT = (
    "",
    NC_("card named as the object of a sentence", "the Asso"),
    NC_("card named as the object of a sentence", "the 2"),
    NC_("card named as the object of a sentence", "the 3"),
    NC_("card named as the object of a sentence", "the 4"),
    NC_("card named as the object of a sentence", "the 5"),
    NC_("card named as the object of a sentence", "the 6"),
    NC_("card named as the object of a sentence", "the 7"),
    NC_("card named as the object of a sentence", "the Fante"),
    NC_("card named as the object of a sentence", "the Cavallo"),
    NC_("card named as the object of a sentence", "the Re"),
)
_SUIT_IN_TEXT = {
    Suit.DENARI: NC_("suit of a card named in a sentence", "denari"),
    Suit.COPPE: NC_("suit of a card named in a sentence", "coppe"),
    Suit.SPADE: NC_("suit of a card named in a sentence", "spade"),
    Suit.BASTONI: NC_("suit of a card named in a sentence", "bastoni"),
}


def card_words(card: Card, lang: str | None = None, *, taken: bool = False) -> str:
    """The card named in a sentence, in ``lang``: ``the 7 of spade``, ``l’Asso di bastoni``.

    ``taken=True`` gives the form of the sentence's object (the card played or
    taken: *West played …*), which differs from the subject's in some languages.

    >>> card_words(Card.parse("7s")), card_words(Card.parse("1b"), "it")
    ('the 7 of spade', 'l’Asso di bastoni')
    >>> card_words(Card.parse("7c"), "ru"), card_words(Card.parse("7c"), "ru", taken=True)
    ('семёрка кубков', 'семёрку кубков')
    """
    context, values = (
        ("card named as the object of a sentence", _VALUE_AS_OBJECT)
        if taken
        else ("card named in a sentence", _VALUE_IN_TEXT)
    )
    # TRANSLATORS: a card named in a message: {value} is "the 7", "the Fante"; {suit} "spade".
    pattern = pgettext_for("card named in a sentence", "{value} of {suit}", lang)
    return pattern.format(
        value=pgettext_for(context, values[card.value], lang),
        suit=pgettext_for("suit of a card named in a sentence", _SUIT_IN_TEXT[card.suit], lang),
    )


def cards_words(cards: Iterable[Card], lang: str | None = None, *, taken: bool = True) -> str:
    """Cards named in a sentence, listed the language's way (the object form by default).

    >>> cards_words([Card.parse("2d"), Card.parse("5d")])
    'the 2 of denari and the 5 of denari'
    """
    return format_list([card_words(c, lang, taken=taken) for c in cards], lang)


def sentence(text: str) -> str:
    """``text`` with a capital first letter (a sentence may open with a card's name).

    >>> sentence("the 7 of spade can take.")
    'The 7 of spade can take.'
    """
    return text[:1].upper() + text[1:] if text[:1].islower() else text


def play_sentence(
    seat: int, play: Any, lang: str | None = None, *, you: bool = False, scopa: bool = False
) -> str:
    """A play told in words: ``West played the 9 of coppe.``, with what it took and the scopa.

    ``you=True`` tells it to the player who made it (``You played …``).

    >>> from scopone.plays import Play
    >>> play_sentence(1, Play.parse("7s x 2d+5d"), scopa=True)
    'East played the 7 of spade and took the 2 of denari and the 5 of denari. Scopa!'
    >>> play_sentence(0, Play.parse("9c"), "it", you=True)
    'Hai calato il Cavallo di coppe.'
    """
    card = card_words(play.card, lang, taken=True)
    if play.captures:
        if you:
            # TRANSLATORS: your play that took cards: {card} "the 7 of spade", {cards}
            # "the 2 of denari and the 5 of denari" (forms of a sentence's object).
            text = gettext_for("You played {card} and took {cards}.", lang)
        else:
            # TRANSLATORS: a seat's play that took cards: {seat} "West", {card} "the 7 of
            # spade", {cards} "the 2 of denari and the 5 of denari".
            text = gettext_for("{seat} played {card} and took {cards}.", lang)
    elif you:
        # TRANSLATORS: your play that took nothing: {card} "the 9 of coppe".
        text = gettext_for("You played {card}.", lang)
    else:
        # TRANSLATORS: a seat's play that took nothing: {seat} "West", {card} "the 9 of coppe".
        text = gettext_for("{seat} played {card}.", lang)
    text = text.format(
        seat=seat_name(seat, lang), card=card, cards=cards_words(play.captures, lang)
    )
    if scopa:
        # TRANSLATORS: added when a play empties the table.
        text += " " + gettext_for("Scopa!", lang)
    return sentence(text)


def suit_name(suit: Suit, lang: str | None = None) -> str:
    """The suit's name in ``lang`` (the Italian names are kept in most languages)."""
    return pgettext_for("suit", _SUIT_NAMES[suit], lang)


#: A card's value in a name inside a sentence or a list (named_cards).
_VALUE_IN_LIST = (
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
            value=pgettext_for("card value in a sentence", _VALUE_IN_LIST[card.value], lang),
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


def _format_param(value: Any, lang: str | None, name: str = "", words: bool = False) -> str:
    if isinstance(value, Card):
        # In words, the played card is the sentence's subject, the others its objects.
        return card_words(value, lang, taken=name != "card") if words else card_label(value, lang)
    if isinstance(value, ScoponeError):
        return value.message(lang)
    if hasattr(value, "card") and hasattr(value, "captures"):  # a play
        return play_text(value, lang)
    if isinstance(value, Suit):
        return suit_name(value, lang)
    if isinstance(value, tuple):  # a set of cards taken together
        if words:
            return cards_words(value, lang)
        return "+".join(_format_param(v, lang) for v in value)
    if isinstance(value, list):  # alternatives or a list of cards, joined the language's way
        style = "or" if name in _OR_LISTS else "standard"
        items = [_format_param(v, lang, name, words) for v in value]
        return format_list(items, lang, style=style)
    if isinstance(value, int) and not isinstance(value, bool):
        return format_number(value, lang)
    # Whatever was typed or passed, the sentence stays readable.
    return shown(value)


def error_message(
    code: str, params: Mapping[str, Any], lang: str | None = None, *, words: bool = False
) -> str:
    """The sentence for an error ``code`` with its ``params``, in ``lang``.

    Cards are named by their labels (``7d``, as the command line writes them), or
    in words with ``words=True`` (``the 7 of denari``, as the live table says them).

    >>> error_message("not-your-turn", {"seat": 1, "turn": 0}, "en")
    'It is not East’s turn: South plays now.'
    >>> error_message("must-capture", {"card": Card.parse("8b"),
    ...               "choices": [(Card.parse("8d"),)]}, words=True)
    'The Fante of bastoni can take, so it must: the Fante of denari.'
    """
    msgid = MESSAGES.get(code)
    if msgid is None:
        return code
    values: dict[str, str] = {}
    for name, value in params.items():
        if name in ("seat", "turn", "dealer") and isinstance(value, int) and 0 <= value <= 3:
            values[name] = seat_name(value, lang)
        elif name == "team" and value in (0, 1):
            values[name] = team_name(value, lang)
        elif name == "variant" and value in _VARIANT_NAMES:
            values[name] = variant_name(value, lang)
        elif name == "expected" and isinstance(value, str) and code != "record-mismatch":
            first = value.split()[0] if value.split() else value
            key = first if first in ("seat", "taken", "score") else value
            values[name] = gettext_for(EXPECTED.get(key, value), lang)
        elif name == "why" and isinstance(value, str):
            values[name] = gettext_for(WHY.get(value, value), lang).format(example=EXAMPLE_CODE)
        else:
            values[name] = _format_param(value, lang, name, words)
    if code == "no-such-capture" and isinstance(params.get("card"), Card):
        values["value"] = str(params["card"].value)
    text = CATALOGS.message(msgid, values, lang, count=params.get("count", 0))
    return sentence(text) if words else text


def reason_text(code: str, params: Mapping[str, Any], lang: str | None = None) -> str:
    """Why a play cost points, in ``lang``: a review's reason (:class:`scopone.review.Reason`).

    >>> from scopone.plays import Play
    >>> print(reason_text("left-sum", {"cards": (Card.parse("2d"), Card.parse("5d")), "total": 7,
    ...                               "seat": 1, "took_with": Card.parse("7b"), "scopa": True}))
    Left 2d + 5d = 7: East swept them with 7b, a scopa.
    >>> print(reason_text("worth-less", {"best": Play.parse("5d x 5s"), "points": 2, "exact": True},
    ...                   "it"))
    5d × 5s valeva 2 punti in più.
    """
    key = code
    if code in ("left-card", "left-sum") and params.get("scopa"):
        key += "/scopa"
    if code == "worth-less":
        key += "/exact" if params.get("exact") else "/estimate"
    msgid = REASONS.get(key)
    if msgid is None:
        return code
    values: dict[str, str] = {}
    for name, value in params.items():
        if name == "seat" and isinstance(value, int) and 0 <= value <= 3:
            values[name] = seat_name(value, lang)
        elif name == "cards" and isinstance(value, tuple):
            values[name] = " + ".join(card_label(c, lang) for c in value)
        elif name == "items" and isinstance(value, tuple | list):
            names = [pgettext_for("score item", _ITEM_NAMES[i], lang) for i in value]
            values[name] = format_list(names, lang)
        elif name == "points" and isinstance(value, int | float) and not isinstance(value, bool):
            values[name] = format_number(value, lang, decimals=None if value % 1 else 0)
        else:
            values[name] = _format_param(value, lang, name)
    points = params.get("points", 0)
    count = int(points) if isinstance(points, int | float) and points % 1 == 0 else 0
    return CATALOGS.message(msgid, values, lang, count=count)


ScoponeError.use_messages(error_message)
