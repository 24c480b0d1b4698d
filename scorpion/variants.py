"""The modes and variants of Scorpion, as data the rules read.

Each :class:`Variant` states how its table is laid out and which of the few
rule switches it turns. The rules themselves live in :mod:`scorpion.game`, in
one place each; a variant only chooses.

>>> VARIANTS["relaxed"].same_suit
False
>>> get_variant("three-blind-mice").columns
10
>>> get_variant("spider")
Traceback (most recent call last):
...
scorpion.errors.ParseError: Unknown variant “spider”. Expected one of: classic, relaxed, traditional, wasp, or three-blind-mice.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardsite.errors import shown

from .errors import ParseError

__all__ = ["VARIANTS", "Variant", "get_variant"]


@dataclass(frozen=True)
class Variant:
    """How one variant lays out the cards and which rules it changes.

    ``face_down[i]`` is how many of column i's dealt cards lie face down.
    """

    name: str
    #: Number of columns and cards dealt to each.
    columns: int = 7
    column_size: int = 7
    face_down: tuple[int, ...] = (3, 3, 3, 3, 0, 0, 0)
    #: Cards kept back for the one reserve deal (dealt onto columns 1, 2, 3).
    reserve_size: int = 3
    #: Face-up cards set aside that can be played but never built on.
    aside_size: int = 0
    #: A card must go on the next higher card *of its suit* (False: any suit).
    same_suit: bool = True
    #: An empty column takes any card or block, not only a King.
    empty_takes_any: bool = False
    #: A complete K–A suit leaves for a foundation (False: it stays in place).
    suits_leave: bool = True
    #: The reserve may be dealt only when no other move exists.
    reserve_when_stuck: bool = False

    @property
    def hidden_cards(self) -> int:
        """How many cards a new deal hides (face down in the columns)."""
        return sum(self.face_down)


VARIANTS: dict[str, Variant] = {
    "classic": Variant("classic"),
    "relaxed": Variant("relaxed", same_suit=False),
    "traditional": Variant("traditional", suits_leave=False, reserve_when_stuck=True),
    "wasp": Variant("wasp", empty_takes_any=True),
    "three-blind-mice": Variant(
        "three-blind-mice",
        columns=10,
        column_size=5,
        face_down=(0, 0, 0, 0, 0, 0, 0, 3, 3, 3),
        reserve_size=0,
        aside_size=2,
    ),
}


def get_variant(name: str | Variant) -> Variant:
    """The :class:`Variant` called ``name`` (case and ``_``/space tolerant)."""
    if isinstance(name, Variant):
        return name
    key = name.strip().lower().replace("_", "-").replace(" ", "-") if isinstance(name, str) else ""
    try:
        return VARIANTS[key]
    except KeyError:
        raise ParseError("unknown-variant", text=shown(name), choices=list(VARIANTS)) from None
