"""A fast position for the computer players: cards as integers, the piles as counts.

The search does not need the piles themselves, only what decides the score:
each side's number of cards, of denari, the settebello, its best primiera card
in each suit and its scopas (a :data:`Summary`). Cards are their codes
(``suit * 10 + value - 1``; denari are codes 0–9, the settebello is 6).

>>> takes(9, [0, 2, 13, 14])        # a 9 on 1d 3d 4c 5c: 4+5 or 1+3+5
[(13, 14), (0, 2, 14)]
>>> takes(4, [13, 23, 2])           # the same value first
[(13,), (23,)]
>>> final_diff(EMPTY_SUMMARY)
0
"""

from __future__ import annotations

from itertools import combinations

__all__ = [
    "EMPTY_SUMMARY",
    "PRIMIERA",
    "Summary",
    "add_pile",
    "end_of_hand",
    "final_diff",
    "play_out",
    "takes",
    "team_points",
]

#: Primiera points by code.
PRIMIERA = tuple((0, 16, 12, 13, 14, 15, 18, 21, 10, 10, 10)[c % 10 + 1] for c in range(40))
VALUE = tuple(c % 10 + 1 for c in range(40))

#: (cards0, cards1, denari0, denari1, settebello team or -1, prim0, prim1, scope0, scope1)
Summary = tuple
EMPTY_SUMMARY: Summary = (0, 0, 0, 0, -1, (0, 0, 0, 0), (0, 0, 0, 0), 0, 0)


def takes(value: int, table: list[int] | tuple[int, ...]) -> list[tuple[int, ...]]:
    """The sets of table codes a card of ``value`` may take (same value first), ``[]`` to lay."""
    same = [(t,) for t in table if VALUE[t] == value]
    if same:
        return same
    small = [t for t in table if VALUE[t] < value]
    out = []
    for size in range(2, len(small) + 1):
        for combo in combinations(small, size):
            if sum(VALUE[t] for t in combo) == value:
                out.append(combo)
    return out


def add_pile(
    summary: Summary, team: int, cards: tuple[int, ...] | list[int], scopa: int
) -> Summary:
    """The summary after ``team`` takes ``cards`` (and ``scopa`` scopas)."""
    c0, c1, d0, d1, sb, p0, p1, s0, s1 = summary
    n = len(cards)
    d = 0
    prim = list(p1 if team else p0)
    for c in cards:
        if c < 10:
            d += 1
            if c == 6:
                sb = team
        s = c // 10
        if PRIMIERA[c] > prim[s]:
            prim[s] = PRIMIERA[c]
    if team:
        return (c0, c1 + n, d0, d1 + d, sb, p0, tuple(prim), s0, s1 + scopa)
    return (c0 + n, c1, d0 + d, d1, sb, tuple(prim), p1, s0 + scopa, s1)


def play_out(
    table: list[int],
    turn: int,
    last: int,
    summary: Summary,
    card: int,
    taken: tuple[int, ...],
    left: int,
) -> tuple[list[int], int, Summary]:
    """The table, the last taker and the summary after ``turn`` plays ``card`` taking ``taken``.

    ``left`` is the number of cards still in the hands after the play: a
    capture that empties the table is a scopa unless it was the hand's last card.

    >>> play_out([13, 2], 0, -1, EMPTY_SUMMARY, 15, (13, 2), 5)[0:2]
    ([], 0)
    >>> play_out([13], 1, 0, EMPTY_SUMMARY, 4, (), 5)[0:2]
    ([13, 4], 0)
    """
    if taken:
        table = [t for t in table if t not in taken]
        scopa = 1 if not table and left else 0
        return table, turn, add_pile(summary, turn % 2, (card, *taken), scopa)
    return [*table, card], last, summary


def end_of_hand(table: list[int] | tuple[int, ...], last: int, summary: Summary) -> Summary:
    """The summary once the cards left on the table have gone to the last taker's side."""
    if table and last >= 0:
        return add_pile(summary, last % 2, table, 0)
    return summary


def team_points(summary: Summary) -> tuple[int, int]:
    """Both sides' points for the hand from a complete summary."""
    c0, c1, d0, d1, sb, p0, p1, s0, s1 = summary
    a, b = s0, s1
    if sb == 0:
        a += 1
    elif sb == 1:
        b += 1
    if d0 >= 6:
        a += 1
    elif d1 >= 6:
        b += 1
    if c0 >= 21:
        a += 1
    elif c1 >= 21:
        b += 1
    v0 = sum(p0) if all(p0) else 0
    v1 = sum(p1) if all(p1) else 0
    if v0 > v1:
        a += 1
    elif v1 > v0:
        b += 1
    return a, b


def final_diff(summary: Summary) -> int:
    """Side 0's points minus side 1's, from a complete summary."""
    a, b = team_points(summary)
    return a - b
