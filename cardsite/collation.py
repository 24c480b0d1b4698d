"""Words in a language's alphabetical order: the Unicode Collation Algorithm, tailored.

Python's ``sorted`` orders code points, so ``"Ă"`` lands after ``"Z"`` and
``"ё"`` after ``"я"``. A :class:`Collation` orders words as a reader of the
language expects: the Unicode Collation Algorithm with its default table
(DUCET, through the pure-Python ``pyuca``), plus what the language itself
adds, given as data, never as code:

- ``rules``: a *tailoring* in the notation of CLDR and ICU collation rules,
  limited to what alphabets need: ``&a < ă < â`` puts ``ă`` right after ``a``
  as a letter of its own and ``â`` after it; ``<<`` makes a variant of the
  letter before (it differs only where the words are otherwise equal). The
  capital of every tailored letter follows its small letter;
- ``ignore_prefixes``: prefixes that do not count at the start of a term, such
  as a definite article written joined to its word. Among terms equal without
  the prefix, the full terms decide.

>>> plain = Collation()
>>> plain.sorted(["Zed", "alb", "ăla", "Bloc"])  # ă is a with a breve: same letter
['ăla', 'alb', 'Bloc', 'Zed']
>>> ro = Collation(rules="&a < ă < â &i < î &s < ș &t < ț")
>>> ro.sorted(["Coloană", "Cărți", "Cartea", "Culoare"])
['Cartea', 'Cărți', 'Coloană', 'Culoare']
>>> ro.sorted(["Ță", "Tz", "ța"])
['Tz', 'ța', 'Ță']
>>> Collation().sorted(["ея", "ёа", "еж"])  # ё is е with a diaeresis, not a letter after я
['ёа', 'еж', 'ея']
>>> Collation(ignore_prefixes=["ال"]).sorted(["الكتلة", "رقم", "التشابك"])
['التشابك', 'رقم', 'الكتلة']
>>> Collation(rules="&a < ă <")
Traceback (most recent call last):
...
ValueError: collation rules '&a < ă <': a relation without a letter after it
"""

from __future__ import annotations

import copy
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from typing import Any, TypeVar

from pyuca.collator import Collator_10_0_0
from pyuca.trie import Trie

__all__ = ["Collation", "collation_for"]

T = TypeVar("T")

# A tailored letter sits between two of DUCET's integer primary (or
# secondary) weights: anchor + n * _STEP, for up to 99 letters after one anchor.
_STEP = 0.01
_TOKEN = re.compile(r"\s*(&|<<|<)\s*([^\s&<]*)")


@cache
def _ducet() -> Collator_10_0_0:
    """The default collation table, read once per process (about a second)."""
    return Collator_10_0_0()


class _Overlay:
    """A collation table: the tailored entries first, DUCET for the rest."""

    def __init__(self, base: Trie, extra: Trie) -> None:
        self.base, self.extra = base, extra

    def find_prefix(self, key: list[int]) -> tuple[list[int], Any, list[int]]:
        mine = self.extra.find_prefix(key)
        theirs = self.base.find_prefix(key)
        return mine if mine[1] and len(mine[0]) >= len(theirs[0]) else theirs


def _parse(rules: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """``"&a < ă << â"`` → ``[("a", [("<", "ă"), ("<<", "â")])]``."""
    chains: list[tuple[str, list[tuple[str, str]]]] = []
    position = 0
    rules = rules.strip()
    while position < len(rules):
        match = _TOKEN.match(rules, position)
        if match is None or match.end() == position:
            raise ValueError(f"collation rules {rules!r}: cannot read {rules[position:]!r}")
        operator, text = match.groups()
        if not text:
            raise ValueError(f"collation rules {rules!r}: a relation without a letter after it")
        if operator == "&":
            chains.append((text, []))
        elif not chains:
            raise ValueError(f"collation rules {rules!r}: must start with '&letter'")
        else:
            chains[-1][1].append((operator, text))
        position = match.end()
    return chains


class Collation:
    """A language's order of words: DUCET, its tailoring ``rules``, its ``ignore_prefixes``."""

    def __init__(self, rules: str = "", ignore_prefixes: Iterable[str] = ()) -> None:
        self.rules = rules
        self.ignore_prefixes = tuple(sorted(ignore_prefixes, key=len, reverse=True))
        base = _ducet()
        self._collator = copy.copy(base)
        extra = Trie()
        for anchor, relations in _parse(rules):
            self._tailor(base, extra, anchor, relations)
        self._collator.table = _Overlay(base.table, extra)

    @staticmethod
    def _tailor(
        base: Collator_10_0_0, extra: Trie, anchor: str, relations: list[tuple[str, str]]
    ) -> None:
        def elements(text: str) -> list[list[float]]:
            found = base.collation_elements(unicodedata.normalize("NFD", text))
            if len(found) != 1:
                raise ValueError(f"collation rules: {anchor!r} is not one letter of the table")
            return [list(found[0])]

        lower, upper = elements(anchor.lower())[0], elements(anchor.upper())[0]
        primary, secondary = lower[0], lower[1]
        for count, (operator, letter) in enumerate(relations, start=1):
            if operator == "<":
                primary, secondary = lower[0] + count * _STEP, lower[1]
            else:
                secondary = secondary + _STEP
            for variant, case in ((letter.lower(), lower), (letter.upper(), upper)):
                key = [ord(c) for c in unicodedata.normalize("NFD", variant)]
                extra.add(key, [[primary, secondary, case[2]]])

    def key(self, text: str) -> tuple[tuple[float, ...], tuple[float, ...]]:
        """The sort key of ``text``: without an ignored prefix first, then as written."""
        whole = self._collator.sort_key(text)
        for prefix in self.ignore_prefixes:
            if text.startswith(prefix) and len(text) > len(prefix):
                return self._collator.sort_key(text[len(prefix) :]), whole
        return whole, whole

    def sorted(self, items: Iterable[T], key: Callable[[T], str] | None = None) -> list[T]:
        """``items`` in this order (stable: equal terms keep their order).

        >>> Collation().sorted([("b", 1), ("A", 2)], key=lambda pair: pair[0])
        [('A', 2), ('b', 1)]
        """
        text_of: Callable[[Any], str] = key if key is not None else str
        return sorted(items, key=lambda item: self.key(text_of(item)))


def collation_for(settings: dict[str, Any] | None) -> Collation:
    """The :class:`Collation` a language's settings describe (``rules``, ``ignore_prefixes``).

    >>> collation_for({"rules": "&i < î"}).sorted(["îa", "iz"])
    ['iz', 'îa']
    >>> collation_for({"order": "x"})
    Traceback (most recent call last):
    ...
    ValueError: collation settings: unknown key(s) order (known: ignore_prefixes, rules)
    """
    settings = dict(settings or {})
    unknown = sorted(set(settings) - {"rules", "ignore_prefixes"})
    if unknown:
        raise ValueError(
            f"collation settings: unknown key(s) {', '.join(unknown)} "
            "(known: ignore_prefixes, rules)"
        )
    prefixes: Sequence[str] = settings.get("ignore_prefixes", ())
    if isinstance(prefixes, str):
        prefixes = [prefixes]
    return _cached(str(settings.get("rules", "")), tuple(prefixes))


@cache
def _cached(rules: str, prefixes: tuple[str, ...]) -> Collation:
    return Collation(rules, prefixes)
