"""The beginner: takes what is in front of it, and looks no further.

When its cards can take, it takes the most cards it can (then the highest
total, then the lowest card that does it); when nothing can take, it lays
its lowest card. It never thinks about what the next player may do with the
table it leaves, nor about the score: the level below the club player.

>>> from scopone import Game
>>> game = Game.from_layout([["5d", "9d", "2b"], ["3c", "2c"], ["4s", "2s"], ["6b", "3b"]],
...                         ["4c", "5s", "1b"], dealer=3, turn=0)
>>> str(choose(game.view(0)))    # 9d takes 4c + 5s: two cards, more than 5d's one
'9d x 4c+5s'
>>> game = Game.from_layout([["6d", "9d"], ["3c"], ["4s"], ["6b"]], ["1b"], dealer=3, turn=0)
>>> str(choose(game.view(0)))    # nothing to take: the lowest card is laid
'6d'
"""

from __future__ import annotations

from ..plays import Play
from ..view import SeatView

__all__ = ["choose"]


def _greed(play: Play) -> tuple[int, int, int]:
    taken = len(play.captures)
    total = sum(c.value for c in play.captures)
    return (taken, total, -play.card.value)


def choose(view: SeatView) -> Play:
    """The beginner's play for the seat of ``view`` (which must be the seat to move)."""
    plays = view.legal_plays()
    takes = [p for p in plays if p.captures]
    if takes:
        return max(takes, key=_greed)  # the first of equals: max keeps the first
    return min(plays, key=lambda p: (p.card.value, p.card.code))
