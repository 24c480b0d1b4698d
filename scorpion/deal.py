"""Deal numbers: the project's own shuffle, fixed forever.

A deal number ``n`` (``0 <= n < 2**64``) means the same cards in the same
places in CPython and in the browser, today and in every later release. The
algorithm is specified here and pinned by tests; changing it is a breaking
change of the project.

1. **Generator: SplitMix64** (Steele, Lea and Flood, 2014), seeded with ``n``
   (:func:`cardsite.numbers.splitmix64`, shared with Scopone).
   Each step adds ``0x9E3779B97F4A7C15`` to the 64-bit state and returns the
   state mixed by ``z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9``,
   ``z = (z ^ (z >> 27)) * 0x94D049BB133111EB``, ``z ^ (z >> 31)``, all
   modulo ``2**64``.
2. **Shuffle: Fisher–Yates.** Start from the deck in code order (A♠ … K♠,
   A♥ … K♥, A♦ … K♦, A♣ … K♣). For ``i`` from 51 down to 1, draw ``x`` and
   swap positions ``i`` and ``j = (x * (i + 1)) >> 64`` (the high word of the
   product: an index in ``0 … i`` without division).
3. **Layout.** The shuffled deck is dealt in order, column by column, each
   column bottom to top: Scorpion's 7 columns take 7 cards each (positions
   0–48), the reserve takes positions 49, 50, 51 (``reserve[0]`` goes to
   column 1). Three Blind Mice's 10 columns take 5 cards each (positions
   0–49) and the last two cards are set aside.

>>> [str(c) for c in shuffled_deck(0)[:7]]
['K♠', '10♦', '9♠', '10♣', '3♠', 'J♣', 'K♣']
>>> next(splitmix64(0)) == 0xE220A8397B1DCDAF
True
"""

from __future__ import annotations

from cardsite.numbers import MAX_NUMBER, check_number, splitmix64

from .cards import Card, full_deck
from .errors import ParseError

__all__ = ["MAX_DEAL", "check_deal_number", "shuffled_deck", "splitmix64"]

#: The largest deal number.
MAX_DEAL = MAX_NUMBER


def _bad_deal_number(text: str) -> ParseError:
    return ParseError("bad-deal-number", text=text)


def check_deal_number(number: object) -> int:
    """Return ``number`` as a deal number, or raise ``ParseError("bad-deal-number")``.

    Digits of any script are read (``"١٢"`` is 12); see :func:`cardsite.numbers.check_number`.
    """
    return check_number(number, _bad_deal_number)


def shuffled_deck(number: int) -> tuple[Card, ...]:
    """The 52 cards in the order deal ``number`` deals them."""
    number = check_deal_number(number)
    deck = list(full_deck())
    rng = splitmix64(number)
    for i in range(51, 0, -1):
        j = (next(rng) * (i + 1)) >> 64
        deck[i], deck[j] = deck[j], deck[i]
    return tuple(deck)
