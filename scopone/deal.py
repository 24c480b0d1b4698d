"""Game numbers: the project's own shuffle for Scopone, fixed forever.

A game number ``n`` (``0 <= n < 2**64``) fixes the first dealer and every
shuffle of the game, in CPython and in the browser alike. The algorithm:

1. **Generator: SplitMix64** (Steele, Lea and Flood, 2014;
   :func:`cardsite.numbers.splitmix64`, shared with Scorpion): each step adds
   ``0x9E3779B97F4A7C15`` to a 64-bit state and returns it mixed by
   ``z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9``,
   ``z = (z ^ (z >> 27)) * 0x94D049BB133111EB``, ``z ^ (z >> 31)`` (mod ``2**64``).
2. **First dealer:** the first value of the sequence seeded with ``n``,
   ``x``, gives seat ``(x * 4) >> 64``.
3. **Shuffle of hand h (1, 2, …), attempt a (0, or more after a redeal):**
   the sequence seeded with ``n ^ (h * 0xD1B54A32D192ED03 + a) mod 2**64``
   drives a Fisher–Yates shuffle of the deck in code order (1d … 10d, 1c …,
   1s …, 1b … 10b): for ``i`` from 39 down to 1, swap positions ``i`` and
   ``(x * (i + 1)) >> 64``.
4. **Deal:** starting with the seat on the dealer's right, one card at a time
   round the table (counterclockwise) until each holds ten cards (Scopone
   scientifico); in Scopone normale nine each, then the next four cards face
   up on the table, dealt again (attempt ``a + 1``) when three or four are Re.

>>> first_dealer(0), [str(c) for c in shuffled_deck(0, 1)[:5]]
(3, ['2d', '5b', '2b', '9b', '6c'])
"""

from __future__ import annotations

from cardsite.numbers import MAX_NUMBER, check_number, splitmix64

from .cards import Card, full_deck
from .errors import ParseError
from .rules import HAND_SIZE

__all__ = ["MAX_GAME", "check_game_number", "deal_hand", "first_dealer", "shuffled_deck"]

#: The largest game number.
MAX_GAME = MAX_NUMBER


def _bad_game_number(text: str) -> ParseError:
    return ParseError("bad-game-number", text=text)


def check_game_number(number: object) -> int:
    """Return ``number`` as a game number, or raise ``ParseError("bad-game-number")``.

    Only the digits 0–9 are read; see :func:`cardsite.numbers.check_number`.

    >>> check_game_number(" 42 ")
    42
    >>> check_game_number(-1)
    Traceback (most recent call last):
    ...
    scopone.errors.ParseError: Not a game number: “-1”. Expected a whole number from 0 to 18446744073709551615.
    """
    return check_number(number, _bad_game_number, ascii_only=True)


def first_dealer(number: int) -> int:
    """The seat (0–3) of the first dealer of game ``number``."""
    return (next(splitmix64(check_game_number(number))) * 4) >> 64


def shuffled_deck(number: int, hand: int, attempt: int = 0) -> tuple[Card, ...]:
    """The 40 cards in the order they are dealt for ``hand`` (from 1) of game ``number``."""
    seed = check_game_number(number) ^ ((hand * 0xD1B54A32D192ED03 + attempt) & MAX_NUMBER)
    deck = list(full_deck())
    rng = splitmix64(seed)
    for i in range(39, 0, -1):
        j = (next(rng) * (i + 1)) >> 64
        deck[i], deck[j] = deck[j], deck[i]
    return tuple(deck)


def deal_hand(
    number: int, hand: int, dealer: int, variant: str
) -> tuple[list[list[Card]], list[Card]]:
    """The four hands (by seat, each sorted) and the table of a hand, as dealt."""
    attempt = 0
    while True:
        deck = shuffled_deck(number, hand, attempt)
        size = HAND_SIZE[variant]
        hands: list[list[Card]] = [[] for _ in range(4)]
        for i in range(4 * size):
            hands[(dealer + 1 + i) % 4].append(deck[i])
        table = list(deck[4 * size :])
        if sum(1 for c in table if c.value == 10) < 3:
            return [sorted(h) for h in hands], table
        attempt += 1
