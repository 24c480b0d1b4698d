"""The match score: the chance of winning the game from the running totals.

A hand's points matter only through the game: at 20–20 the side that wins
the hand wins the game, whatever the margin, while at 0–0 every point
counts about the same. :func:`win_chance` is the chance that the side with
``ours`` points wins against ``theirs`` when a hand is about to be dealt, for
two evenly matched sides whose hands score as :data:`HAND_POINTS` says; the
strong player maximises it at the end of the hand instead of the hand's
points (:func:`outcome_value`), scaled so that one point of the hand is still
worth about one.

>>> round(win_chance(0, 0), 3), round(win_chance(20, 20), 3)
(0.5, 0.5)
>>> win_chance(21, 20), win_chance(20, 21), win_chance(25, 25)
(1.0, 0.0, 0.5)
>>> win_chance(18, 5) > win_chance(10, 5) > win_chance(5, 5)
True
>>> [round(outcome_value(0, 0, won, 1), 1) for won in (3, 8)]     # early: about the margin
[2.1, 7.1]
>>> [round(outcome_value(20, 20, won, 1), 1) for won in (3, 8)]   # at 20–20: the game, won
[1.0, 1.0]
>>> round(outcome_value(18, 18, 3, 1), 1)   # 21–19: the game won, worth five points of 18–18
5.1
"""

from __future__ import annotations

from functools import cache

__all__ = ["HAND_POINTS", "TARGET", "outcome_value", "simulate_hand_points", "win_chance"]

#: The points that end the game (as :data:`scopone.game.TARGET`).
TARGET = 21

#: How often a hand ends ``a`` points to ``b`` (``HAND_POINTS[a][b]``, 12 standing for
#: 12 or more), over 20,000 hands of club players dealt at random, counted for both
#: sides (so the table is symmetric): ``simulate_hand_points(20_000)`` gives it.
HAND_POINTS: tuple[tuple[int, ...], ...] = (
    (0, 6, 110, 633, 2027, 1311, 837, 316, 138, 68, 20, 4, 11),
    (6, 132, 1033, 2082, 2059, 1140, 539, 194, 86, 35, 10, 2, 6),
    (110, 1033, 2858, 2134, 1318, 588, 254, 92, 24, 15, 3, 5, 2),
    (633, 2082, 2134, 1000, 459, 190, 52, 20, 3, 2, 0, 0, 0),
    (2027, 2059, 1318, 459, 158, 64, 20, 4, 0, 0, 0, 0, 0),
    (1311, 1140, 588, 190, 64, 6, 5, 1, 0, 0, 0, 0, 0),
    (837, 539, 254, 52, 20, 5, 2, 0, 0, 0, 0, 0, 0),
    (316, 194, 92, 20, 4, 1, 0, 0, 0, 0, 0, 0, 0),
    (138, 86, 24, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0),
    (68, 35, 15, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0),
    (20, 10, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
    (4, 2, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
    (11, 6, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
)


def simulate_hand_points(hands: int, seed: object = "scopone hand points") -> list[list[int]]:
    """Count the hands' outcomes as :data:`HAND_POINTS` does: club rollouts of random deals.

    >>> counts = simulate_hand_points(50)
    >>> sum(map(sum, counts)), counts == [list(r) for r in zip(*counts)]
    (100, True)
    """
    import random

    from .sim import EMPTY_SUMMARY, team_points
    from .strong import rollout

    rng = random.Random(seed)
    counts = [[0] * 13 for _ in range(13)]
    for _ in range(hands):
        deck = list(range(40))
        rng.shuffle(deck)
        dealt = [sorted(deck[10 * k : 10 * k + 10]) for k in range(4)]
        a, b = rollout(dealt, [], rng.randrange(4), -1, EMPTY_SUMMARY, leaf=team_points)
        a, b = min(a, 12), min(b, 12)
        counts[a][b] += 1
        counts[b][a] += 1
    return counts


def _outcomes() -> list[tuple[int, int, float]]:
    total = sum(map(sum, HAND_POINTS))
    return [
        (a, b, n / total)
        for a, row in enumerate(HAND_POINTS)
        for b, n in enumerate(row)
        if n and (a or b)
    ]


_OUTCOMES = _outcomes()


@cache
def win_chance(ours: int, theirs: int) -> float:
    """The chance of winning the game with ``ours`` points to ``theirs`` at the end of a hand."""
    if max(ours, theirs) >= TARGET:
        if ours == theirs:
            return 0.5  # another hand, between even sides
        return 1.0 if ours > theirs else 0.0
    weight = sum(p for _, _, p in _OUTCOMES)
    return sum(p * win_chance(ours + a, theirs + b) for a, b, p in _OUTCOMES) / weight


@cache
def _slope(ours: int = 0, theirs: int = 0) -> float:
    """How much one more point in the next hand adds to the chance of winning, from these totals."""
    return (win_chance(ours + 1, theirs) - win_chance(ours, theirs + 1)) / 2


def outcome_value(ours: int, theirs: int, won: int, lost: int) -> float:
    """A hand that ends ``won`` to ``lost``, from ``ours`` to ``theirs``, in points of the moment.

    The change in the chance of winning the game, divided by what one point is
    worth at these totals (never less than at 0–0): a hand that is lost or won
    by one point is worth about ∓1 or ±1 whatever the totals, so the club
    player's score keeps its weight beside it; near 21 a hand that decides the
    game is worth more than its margin, and the margin beyond it nothing.
    """
    scale = max(_slope(ours, theirs), _slope())
    return (win_chance(ours + won, theirs + lost) - win_chance(ours, theirs)) / scale
