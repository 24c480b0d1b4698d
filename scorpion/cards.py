"""Cards, ranks and suits: the immutable values everything else is made of.

A :class:`Card` is one of 52 interned values. It prints as rank then suit
(``4♥``, ``10♦``, ``K♠``) and :meth:`Card.parse` reads that form back, as well
as ASCII (``4H``, ``TD``, ``10d``, ``ks``) and the suit-first form (``♥8``).

>>> card = Card.parse("10d")
>>> card
Card.parse('10♦')
>>> str(card), card.rank, card.suit
('10♦', 10, <Suit.DIAMONDS: 'D'>)
>>> Card.parse("♥8") == Card(8, Suit.HEARTS)
True
>>> Card.parse("4♥").successor()
Card.parse('5♥')

Internally a card is also a small integer, its *code*: ``suit index * 13 +
rank - 1``, with suits in the order ♠ ♥ ♦ ♣. The engine and the solver work on
codes; the public API speaks in :class:`Card` values.
"""

from __future__ import annotations

from enum import Enum
from typing import ClassVar

from cardsite.errors import shown

from .errors import ParseError

__all__ = [
    "RANKS",
    "RANK_LABELS",
    "SUITS",
    "Card",
    "Suit",
    "card_code",
    "code_card",
    "full_deck",
]

RANKS = range(1, 14)
#: The printed label of each rank, index = rank.
RANK_LABELS = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

_RANK_BY_TEXT = {label: rank for rank, label in enumerate(RANK_LABELS) if label}
_RANK_BY_TEXT.update({"T": 10, "1": 1})


class Suit(Enum):
    """One of the four suits, in the engine's fixed order ♠ ♥ ♦ ♣.

    >>> Suit.HEARTS.symbol, Suit.HEARTS.index, Suit.HEARTS.is_red
    ('♥', 1, True)
    >>> Suit.parse("s") is Suit.SPADES
    True
    """

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        """The suit's symbol: ``♠``, ``♥``, ``♦`` or ``♣``."""
        return _SYMBOLS[self]

    @property
    def index(self) -> int:
        """0 for ♠, 1 for ♥, 2 for ♦, 3 for ♣."""
        return _SUIT_INDEX[self]

    @property
    def is_red(self) -> bool:
        """True for ♥ and ♦."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit from its symbol or its ASCII letter (either case).

        >>> Suit.parse(None)
        Traceback (most recent call last):
        ...
        scorpion.errors.ParseError: Not a suit: “None”. Expected ♠ ♥ ♦ ♣ or one of the letters S H D C.
        """
        if isinstance(text, Suit):
            return text
        if not isinstance(text, str):
            raise ParseError("bad-suit", text=shown(text))
        suit = _SUIT_BY_TEXT.get(text.strip().upper())
        if suit is None:
            raise ParseError("bad-suit", text=text)
        return suit


SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}
_SUIT_BY_TEXT: dict[str, Suit] = {}
for _suit in SUITS:
    _SUIT_BY_TEXT[_suit.value] = _suit
    _SUIT_BY_TEXT[_SYMBOLS[_suit]] = _suit
# The outlined symbols some keyboards and fonts produce mean the same suits.
_SUIT_BY_TEXT.update({"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS})


class Card:
    """A playing card: an immutable, hashable, interned value.

    ``Card(rank, suit)`` with ``rank`` from 1 (Ace) to 13 (King) and a
    :class:`Suit` (or its letter) always returns the same object for the same
    card, so ``is`` and ``==`` agree.

    >>> Card(13, "S")
    Card.parse('K♠')
    >>> Card(13, Suit.SPADES) is Card.parse("ks")
    True
    >>> sorted({Card.parse("2♣"), Card.parse("A♠")})
    [Card.parse('A♠'), Card.parse('2♣')]
    """

    __slots__ = ("_label", "code", "rank", "suit")
    _cache: ClassVar[dict[int, Card]] = {}
    rank: int
    suit: Suit
    code: int
    _label: str

    def __new__(cls, rank: int, suit: Suit | str) -> Card:
        if not isinstance(suit, Suit):
            suit = Suit.parse(suit)
        # A bool is an int to Python, but True is not an Ace.
        if isinstance(rank, bool) or not isinstance(rank, int) or not 1 <= rank <= 13:
            raise ParseError("bad-rank", text=shown(rank, 40, as_repr=True))
        code = suit.index * 13 + rank - 1
        card = cls._cache.get(code)
        if card is None:
            card = object.__new__(cls)
            object.__setattr__(card, "rank", rank)
            object.__setattr__(card, "suit", suit)
            object.__setattr__(card, "code", code)
            object.__setattr__(card, "_label", RANK_LABELS[rank] + _SYMBOLS[suit])
            cls._cache[code] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[int, Suit]]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self

    @classmethod
    def parse(cls, text: str | Card) -> Card:
        """Read a card written rank-then-suit or suit-then-rank.

        Accepted: ``4♥``, ``10♦``, ``K♠``, ``4H``, ``TD``, ``10d``, ``ks``,
        ``♥8``. Anything else raises :class:`~scorpion.errors.ParseError`
        saying what was expected.

        >>> [str(Card.parse(t)) for t in ["4♥", "TD", "10d", "ks", "♥8", "a♣"]]
        ['4♥', '10♦', '10♦', 'K♠', '8♥', 'A♣']
        >>> Card.parse("11♥")
        Traceback (most recent call last):
        ...
        scorpion.errors.ParseError: Not a card: “11♥”. Expected a rank (A, 2–10, J, Q, K, or T for 10) and a suit (♠ ♥ ♦ ♣ or S H D C), such as 4♥, 10♦, KS or ♥8.
        """
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise ParseError("bad-card", text=shown(text))
        raw = text.strip()
        if len(raw) >= 2:
            suit = _SUIT_BY_TEXT.get(raw[-1].upper())
            rank_text = raw[:-1]
            if suit is None:  # suit-first form: ♥8
                suit = _SUIT_BY_TEXT.get(raw[0].upper())
                rank_text = raw[1:]
            rank = _RANK_BY_TEXT.get(rank_text.strip().upper())
            if suit is not None and rank is not None:
                return cls(rank, suit)
        raise ParseError("bad-card", text=text)

    @classmethod
    def from_code(cls, code: int) -> Card:
        """The card whose internal code is ``code`` (0–51)."""
        if isinstance(code, bool) or not isinstance(code, int) or not 0 <= code < 52:
            raise ParseError("bad-card", text=shown(code, 40, as_repr=True))
        return _BY_CODE[code]

    @property
    def label(self) -> str:
        """The card as printed: rank label then suit symbol (``10♦``)."""
        return self._label

    @property
    def ascii(self) -> str:
        """The card in two ASCII characters (``TD``, ``4H``), for ids and CSS classes."""
        return ("T" if self.rank == 10 else RANK_LABELS[self.rank]) + self.suit.value

    @property
    def is_king(self) -> bool:
        """True for the four Kings."""
        return self.rank == 13

    def successor(self) -> Card | None:
        """The card of the same suit one rank higher, or ``None`` for a King.

        In Classic this is the only card this card may be placed on.
        """
        return None if self.rank == 13 else _BY_CODE[self.code + 1]

    def __str__(self) -> str:
        return self._label

    def __repr__(self) -> str:
        return f"Card.parse({self.label!r})"

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return (self.rank, self.suit.index) < (other.rank, other.suit.index)

    def __hash__(self) -> int:
        return self.code

    def __eq__(self, other: object) -> bool:
        return self is other


_BY_CODE: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)


def full_deck() -> tuple[Card, ...]:
    """All 52 cards in the engine's order: A♠ … K♠, A♥ … K♥, A♦ … K♦, A♣ … K♣."""
    return _BY_CODE


def card_code(card: Card | str) -> int:
    """The internal code of a card given as a :class:`Card` or as text."""
    return Card.parse(card).code


def code_card(code: int) -> Card:
    """The :class:`Card` for an internal code."""
    return _BY_CODE[code]
