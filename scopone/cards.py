"""The 40 cards of the Italian deck: immutable, interned values.

A card prints as its value then the letter of its suit: ``7d`` is the
settebello, ``1c`` the Asso di coppe, ``10s`` the Re di spade, ``8b`` the
Fante di bastoni. :meth:`Card.parse` reads that form and the French-suited
one (``7♦``, ``A♥``, ``K♠``, ``J♣``): ♦ is denari, ♥ coppe, ♠ spade, ♣ bastoni,
and J, Q, K are the Fante (8), the Cavallo (9) and the Re (10).

>>> card = Card.parse("7d")
>>> card.value, card.suit
(7, <Suit.DENARI: 'denari'>)
>>> card.suit == "denari", card.is_settebello
(True, True)
>>> Card.parse("K♠"), Card.parse("A♥"), Card.parse("Q♣")
(Card.parse('10s'), Card.parse('1c'), Card.parse('9b'))
>>> Card(7, "denari") is Card.parse("7♦")
True

Internally a card is also a small integer, its *code*: ``suit index * 10 +
value - 1`` with the suits in the order denari, coppe, spade, bastoni.
"""

from __future__ import annotations

from enum import StrEnum
from typing import ClassVar

from cardsite.errors import shown

from .errors import ParseError

__all__ = ["PRIMIERA_POINTS", "SUITS", "VALUES", "Card", "Suit", "full_deck"]

VALUES = range(1, 11)

#: The primiera value of each card value (index = value): 7 → 21, 6 → 18, Asso → 16 …
PRIMIERA_POINTS = (0, 16, 12, 13, 14, 15, 18, 21, 10, 10, 10)


class Suit(StrEnum):
    """One of the four Italian suits; a ``str`` equal to its Italian name.

    >>> Suit.parse("d") is Suit.DENARI, Suit.parse("♣"), Suit.COPPE.letter
    (True, <Suit.BASTONI: 'bastoni'>, 'c')
    """

    DENARI = "denari"
    COPPE = "coppe"
    SPADE = "spade"
    BASTONI = "bastoni"

    @property
    def letter(self) -> str:
        """The suit's letter in the text notation: ``d``, ``c``, ``s`` or ``b``."""
        return self.value[0]

    @property
    def symbol(self) -> str:
        """The French suit that stands for it: ♦ denari, ♥ coppe, ♠ spade, ♣ bastoni."""
        return _SYMBOLS[self]

    @property
    def index(self) -> int:
        """0 denari, 1 coppe, 2 spade, 3 bastoni."""
        return _INDEX[self]

    @classmethod
    def parse(cls, text: object) -> Suit:
        """A suit from its letter, its French symbol or its Italian name."""
        if isinstance(text, Suit):
            return text
        suit = _SUIT_BY_TEXT.get(text.strip().lower()) if isinstance(text, str) else None
        if suit is None:
            raise ParseError("bad-suit", text=shown(text))
        return suit


SUITS: tuple[Suit, ...] = (Suit.DENARI, Suit.COPPE, Suit.SPADE, Suit.BASTONI)
_SYMBOLS = {Suit.DENARI: "♦", Suit.COPPE: "♥", Suit.SPADE: "♠", Suit.BASTONI: "♣"}
_INDEX = {suit: i for i, suit in enumerate(SUITS)}
_SUIT_BY_TEXT: dict[str, Suit] = {}
for _suit in SUITS:
    _SUIT_BY_TEXT[_suit.value] = _suit
    _SUIT_BY_TEXT[_suit.letter] = _suit
    _SUIT_BY_TEXT[_SYMBOLS[_suit]] = _suit
_SUIT_BY_TEXT.update({"♢": Suit.DENARI, "♡": Suit.COPPE, "♤": Suit.SPADE, "♧": Suit.BASTONI})
_VALUE_BY_TEXT = {str(v): v for v in VALUES}
_VALUE_BY_TEXT.update({"a": 1, "j": 8, "q": 9, "k": 10})


class Card:
    """A card of the 40-card deck: ``value`` 1 (Asso) to 10 (Re) and a :class:`Suit`.

    ``Card(value, suit)`` always returns the same object for the same card,
    so ``is`` and ``==`` agree. Cards sort by value, then suit.

    >>> sorted([Card(10, "spade"), Card(1, "bastoni"), Card(1, "denari")])
    [Card.parse('1d'), Card.parse('1b'), Card.parse('10s')]
    """

    __slots__ = ("_text", "code", "suit", "value")
    _cache: ClassVar[dict[int, Card]] = {}
    value: int
    suit: Suit
    code: int
    _text: str

    def __new__(cls, value: int, suit: Suit | str) -> Card:
        suit = Suit.parse(suit)
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 10:
            raise ParseError("bad-card", text=shown(value) + suit.letter)
        code = suit.index * 10 + value - 1
        card = cls._cache.get(code)
        if card is None:
            card = object.__new__(cls)
            object.__setattr__(card, "value", value)
            object.__setattr__(card, "suit", suit)
            object.__setattr__(card, "code", code)
            object.__setattr__(card, "_text", f"{value}{suit.letter}")
            cls._cache[code] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[int, str]]:
        return (Card, (self.value, self.suit.value))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self

    @classmethod
    def parse(cls, text: object) -> Card:
        """Read a card: value and suit letter (``7d``, ``10s``) or French (``7♦``, ``K♠``).

        >>> [str(Card.parse(t)) for t in ["7d", " 1C", "10s", "A♥", "J♣", "Q♦", "K♠", "7♢"]]
        ['7d', '1c', '10s', '1c', '8b', '9d', '10s', '7d']
        >>> Card.parse("11d")
        Traceback (most recent call last):
        ...
        scopone.errors.ParseError: Not a card: “11d”. Expected a value from 1 to 10 (or A, J, Q, K) and a suit letter d c s b (or ♦ ♥ ♠ ♣), such as 7d, 10s or K♠.
        """
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise ParseError("bad-card", text=shown(text))
        raw = text.strip().lower()
        if len(raw) >= 2:
            suit = _SUIT_BY_TEXT.get(raw[-1])
            value = _VALUE_BY_TEXT.get(raw[:-1].strip())
            if suit is not None and value is not None:
                return cls(value, suit)
        raise ParseError("bad-card", text=text)

    @classmethod
    def from_code(cls, code: int) -> Card:
        """The card whose code is ``code`` (0–39).

        >>> Card.from_code(6), Card.from_code(39)
        (Card.parse('7d'), Card.parse('10b'))
        >>> Card.from_code(-1)
        Traceback (most recent call last):
        ...
        scopone.errors.ParseError: Not a card code: “-1”. Expected a whole number from 0 to 39.
        """
        if isinstance(code, bool) or not isinstance(code, int) or not 0 <= code < len(_BY_CODE):
            raise ParseError("bad-card-code", text=shown(code))
        return _BY_CODE[code]

    @property
    def french(self) -> str:
        """The card in French-suited notation: ``7♦``, ``A♥``, ``K♠``."""
        return _FRENCH_VALUES[self.value] + _SYMBOLS[self.suit]

    @property
    def is_settebello(self) -> bool:
        """True for the seven of denari."""
        return self.code == 6

    @property
    def primiera_points(self) -> int:
        """What the card is worth in the primiera (7 → 21, 6 → 18, Asso → 16 …)."""
        return PRIMIERA_POINTS[self.value]

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card.parse({self._text!r})"

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return (self.value, self.code) < (other.value, other.code)

    def __hash__(self) -> int:
        return self.code

    def __eq__(self, other: object) -> bool:
        return self is other


_FRENCH_VALUES = ("", "A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")
_BY_CODE: tuple[Card, ...] = tuple(Card(v, s) for s in SUITS for v in VALUES)


def full_deck() -> tuple[Card, ...]:
    """The 40 cards in code order: 1d … 10d, 1c … 10c, 1s … 10s, 1b … 10b."""
    return _BY_CODE
