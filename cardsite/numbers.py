"""Numbered games: the SplitMix64 generator and the check of a game's number.

Both games turn a number ``n`` (``0 <= n <= MAX_NUMBER``, that is below
``2**64``) into the same cards in CPython and in the browser, forever. The
generator is **SplitMix64** (Steele, Lea and Flood, 2014): each step adds
``0x9E3779B97F4A7C15`` to a 64-bit state and returns the state mixed by
``z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9``,
``z = (z ^ (z >> 27)) * 0x94D049BB133111EB``, ``z ^ (z >> 31)``, all modulo
``2**64``. What a game does with the numbers (its shuffle, its dealer) is
written down in that game's ``deal`` module.

>>> rng = splitmix64(0)
>>> hex(next(rng)), hex(next(rng))
('0xe220a8397b1dcdaf', '0x6e789e6aa1b965f4')

:func:`check_number` reads a number typed or passed, and raises the game's own
coded error (built by the function it is given) for anything else:

>>> check_number(" 42 ", ValueError)
42
>>> check_number("4x", ValueError)
Traceback (most recent call last):
...
ValueError: 4x
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from .quoting import shown

__all__ = ["MAX_NUMBER", "check_number", "splitmix64"]

_MASK = (1 << 64) - 1
#: The largest game or deal number.
MAX_NUMBER = _MASK


def splitmix64(seed: int) -> Iterator[int]:
    """The endless SplitMix64 sequence of 64-bit integers from ``seed`` (taken modulo ``2**64``).

    >>> next(splitmix64(2**64)) == next(splitmix64(0))
    True
    """
    state = seed & _MASK
    while True:
        state = (state + 0x9E3779B97F4A7C15) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        yield z ^ (z >> 31)


def check_number(
    number: object, error: Callable[[str], Exception], *, ascii_only: bool = False
) -> int:
    """``number`` (an int, or a string of decimal digits) as a number from 0 to :data:`MAX_NUMBER`.

    Anything else raises ``error(text)``, ``text`` being what was given (a
    string as typed). Digits are decimal digits of any script unless
    ``ascii_only``; ``"²"`` is not one, nor is ``True``. A string is refused by
    its length before :func:`int` is asked, so a long one neither hangs nor
    trips Python's limit on digits.

    >>> check_number("١٢", ValueError), check_number(2**64 - 1, ValueError) == MAX_NUMBER
    (12, True)
    >>> check_number("١٢", ValueError, ascii_only=True)
    Traceback (most recent call last):
    ...
    ValueError: ١٢
    >>> check_number("9" * 5000, LookupError)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    LookupError: 999...
    """
    if isinstance(number, str):
        text = number.strip()
        # not isdigit(): "²" is a digit int() refuses; and no more digits than
        # the largest number has, before int() is asked (it refuses 4,300 and more).
        if (
            not text.isdecimal()
            or (ascii_only and not text.isascii())
            or len(text) > len(str(MAX_NUMBER))
        ):
            raise error(number)
        number = int(text)
    if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= MAX_NUMBER:
        raise error(shown(number))
    return number
