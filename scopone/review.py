"""The review of a recorded hand: each of one seat's plays against the best there was.

For every play the seat made, :func:`review_hand` gives:

- what the strong player would have played from the same seat, knowing
  only what that seat knew (its :meth:`~scopone.Game.view`);
- with every hand known, the value of each legal play in points (the
  seat's side's points for the hand minus the other side's): **exact**
  where the open-hands search (:mod:`scopone.ai.solver`) finishes within
  its limit, which it does for the later plays; an **estimate** from
  open-hands rollouts (:mod:`scopone.ai.estimate`) before that;
- when the play cost points (:data:`MISTAKE` or more; :data:`MISTAKE_ESTIMATE`
  for an estimate), the reasons, as codes
  and parameters that :func:`scopone.i18n.reason_text` words in the
  reader's language: the table it left and what the next player did with
  it, the scopa or the settebello it let go, the items of the score sheet it
  lost with best play from everyone after it, and what the best play was
  worth.

The review is deterministic: the same record, seat, seed and limits give the
same review on every machine, unless ``budget_s`` (a limit in seconds) is
given. ``bench/scopone_review.py`` times it.

>>> from scopone import Game
>>> from scopone.record import HandRecord
>>> from scopone.i18n import reason_text
>>> game = Game.from_layout([["5d", "2c"], ["5c", "9s"], ["4s", "1b"], ["6b", "2s"]],
...                         ["5s"], dealer=3, turn=0)
>>> for card in ["2c", "5c", "4s", "6b", "5d", "9s", "1b", "2s"]:   # each takes what it must
...     _ = game.play_card(card)
>>> review = review_hand(HandRecord.from_game(game), 0, iterations=8)
>>> first = review.plays[0]
>>> str(first.played), str(first.best), first.exact, first.cost, first.is_mistake
('2c', '5d x 5s', True, 1, True)
>>> for reason in first.reasons:
...     print(reason.code, "·", reason_text(reason.code, reason.params))
missed-scopa · 5d × 5s would have swept the table: a scopa.
lost-items · With every hand known and the best play after it, this play does worse than 5d × 5s on the primiera.
worth-less · 5d × 5s was worth 1 point more.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cardsite.formats import format_number

from .ai import strong
from .ai.estimate import estimate
from .ai.solver import Search, best_line, play_values
from .cards import Card
from .errors import ParseError, SearchLimit
from .game import Game, check_seat
from .i18n import gettext_for, ngettext_for, play_text, reason_text, seat_name
from .plays import Play
from .record import HandRecord

__all__ = [
    "EXACT_CARDS",
    "ITERATIONS",
    "MAX_NODES",
    "MISTAKE",
    "MISTAKE_ESTIMATE",
    "ROLLOUTS",
    "HandReview",
    "PlayReview",
    "Reason",
    "review_hand",
    "review_words",
]

#: A play that costs this many points or more is marked as a mistake (exact values);
MISTAKE = 0.5
#: and this many where the values are estimates, which err by about half a point: of the
#: plays an estimate at 20 cards left marks from 1 point, about a quarter cost less.
MISTAKE_ESTIMATE = 1.0
#: The open-hands search's limit for one play, in positions (about a second in CPython):
#: with the later plays' table, 17 cards left take 35,000–60,000 positions, 18 up to
#: 120,000, 19 up to 240,000, 21 or more over 600,000.
MAX_NODES = 150_000
#: No exact search is tried with more cards than this left in the hands (from 19 on it
#: seldom finishes within :data:`MAX_NODES`; the time is better spent on the estimates).
EXACT_CARDS = 18
#: Rollouts per legal play where the value is an estimate.
ROLLOUTS = 24
#: Samples of the strong player for each play it is asked about.
ITERATIONS = 24
#: The items of the score sheet, as :class:`~scopone.rules.TeamScore` names them.
ITEMS = ("scope", "settebello", "denari", "carte", "primiera")

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Reason:
    """Why a play cost points: a ``code`` and its ``params``, worded by :mod:`scopone.i18n`.

    ========================  ============================================================
    code                      params
    ========================  ============================================================
    ``left-card``             ``card`` left alone; ``seat`` that took it ``took_with``;
                              ``scopa``
    ``left-sum``              ``cards`` left, adding up to ``total``; ``seat``,
                              ``took_with``, ``scopa``
    ``gave-settebello``       ``seat`` took the settebello ``took_with`` right after
    ``missed-scopa``          ``play`` would have swept the table
    ``missed-settebello``     ``play`` would have taken the settebello
    ``lost-items``            ``items`` (score sheet items) lost against ``best``, with
                              best play from everyone after
    ``worth-less``            ``best`` was worth ``points`` more (``exact`` or estimated)
    ========================  ============================================================
    """

    code: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class PlayReview:
    """One play of the seat, against every play it could have made there."""

    #: The play's index in the record (0 is the hand's first play).
    ply: int
    seat: int
    played: Play
    #: What the strong player would have played from the seat's own view.
    strong: Play
    #: Each legal play's value, points of the seat's side minus the other side's.
    values: dict[Play, float]
    #: True when ``values`` are exact, False when they are estimates.
    exact: bool
    reasons: tuple[Reason, ...] = ()

    @property
    def best(self) -> Play:
        """The play of highest value (the one played, when it is among the best)."""
        top = max(self.values.values())
        if self.values[self.played] >= top:
            return self.played
        return max(self.values, key=lambda p: (self.values[p], -p.card.code))

    @property
    def cost(self) -> float:
        """How many points the play gave away against the best one (0 or more)."""
        return max(self.values.values()) - self.values[self.played]

    @property
    def is_mistake(self) -> bool:
        """True when the play cost :data:`MISTAKE` points or more (:data:`MISTAKE_ESTIMATE`
        for an estimate)."""
        return self.cost >= (MISTAKE if self.exact else MISTAKE_ESTIMATE)


@dataclass(frozen=True)
class HandReview:
    """The review of one seat's plays in a hand, in the order they were made."""

    seat: int
    plays: tuple[PlayReview, ...]
    #: Positions the open-hands search entered (its work, for the benchmark).
    nodes: int = field(default=0, compare=False)

    @property
    def mistakes(self) -> tuple[PlayReview, ...]:
        return tuple(p for p in self.plays if p.is_mistake)

    @property
    def cost(self) -> float:
        """The points given away over the hand, play by play (exact and estimated alike)."""
        return sum(p.cost for p in self.plays)

    def to_data(self, lang: str | None = None) -> dict[str, Any]:
        """The review as plain data (JSON-ready) for a page, its reasons worded in ``lang``.

        Plays are in their notation (``7d x 3c+4s``); each play's ``values`` are
        ``[play, value]`` pairs, best first; values are rounded to a tenth.

        >>> from scopone import Game
        >>> from scopone.record import HandRecord
        >>> game = Game.from_layout([["5d", "9c"], ["7b", "1s"], ["3c", "4s"], ["6b", "8s"]],
        ...                         ["2d"], dealer=3, turn=0)
        >>> for card in ["5d", "7b", "3c", "6b", "9c", "1s", "4s", "8s"]:
        ...     _ = game.play_card(card)
        >>> data = review_hand(HandRecord.from_game(game), 0, iterations=4).to_data("it")
        >>> first = data["plays"][0]
        >>> first["played"], first["best"], first["values"], first["exact"], first["mistake"]
        ('5d', '9c', [['9c', 0], ['5d', -1]], True, True)
        >>> first["reasons"][0]
        {'code': 'left-sum', 'text': 'Restano in tavola solo 2d + 5d = 7: Est le prende tutte con 7b e fa scopa.'}
        """

        def rounded(value: float) -> float | int:
            tenth = round(value, 1)
            return int(tenth) if tenth == int(tenth) else tenth

        plays = []
        for item in self.plays:
            ranked = sorted(item.values.items(), key=lambda kv: (-kv[1], kv[0].card.code))
            plays.append(
                {
                    "ply": item.ply,
                    "seat": item.seat,
                    "played": str(item.played),
                    "strong": str(item.strong),
                    "best": str(item.best),
                    "values": [[str(p), rounded(v)] for p, v in ranked],
                    "exact": item.exact,
                    "cost": rounded(item.cost),
                    "mistake": item.is_mistake,
                    "reasons": [
                        {"code": r.code, "text": reason_text(r.code, r.params, lang)}
                        for r in item.reasons
                    ],
                }
            )
        return {"seat": self.seat, "cost": rounded(self.cost), "plays": plays}


def review_hand(
    record: HandRecord,
    seat: int,
    *,
    seed: object = 0,
    max_nodes: int = MAX_NODES,
    rollouts: int = ROLLOUTS,
    iterations: int = ITERATIONS,
    budget_s: float | None = None,
    progress: Progress | None = None,
) -> HandReview:
    """Review ``seat``'s plays in ``record`` (module docstring).

    ``max_nodes`` limits the open-hands search of each play (positions; past
    it that play and the ones before it are estimated); ``rollouts`` is the
    number of rollouts per legal play of an estimate; ``iterations`` the
    strong player's samples. ``budget_s``, when given, also limits the
    search's seconds over the whole review (the review then depends on the
    machine's speed). ``progress(done, total)`` is called before the first
    play is reviewed (``done`` 0) and after each one, ``total`` being the
    seat's plays in the record; the later plays come first and take the least.
    """
    if not isinstance(record, HandRecord):
        raise ParseError("bad-record-value", text=type(record).__name__)
    seat = check_seat(seat)
    _check_positive(max_nodes, "bad-limit")
    _check_positive(rollouts, "bad-limit")
    _check_positive(iterations, "bad-limit")
    if budget_s is not None and (
        isinstance(budget_s, bool) or not isinstance(budget_s, int | float) or not budget_s > 0
    ):
        raise ParseError("bad-budget", text=str(budget_s))
    if progress is not None and not callable(progress):
        raise ParseError("bad-progress", text=type(progress).__name__)
    deadline = None if budget_s is None else time.monotonic() + budget_s
    positions = list(record.positions())
    plies = [i for i, move in enumerate(record.moves) if move.seat == seat]
    search = Search()
    exact_possible = True
    reviewed: dict[int, PlayReview] = {}
    if progress is not None:
        progress(0, len(plies))
    for done, ply in enumerate(reversed(plies), start=1):  # the last first: the search reuses it
        game = positions[ply]
        played = record.plays[ply]
        values: dict[Play, float] | None = None
        if exact_possible and sum(len(h) for h in game.hands) > EXACT_CARDS:
            exact_possible = False
        if exact_possible:
            left = None if deadline is None else max(0.001, deadline - time.monotonic())
            search.limit(max_nodes, left)
            try:
                values = dict(play_values(game, search))
            except SearchLimit:
                exact_possible = False
        exact = values is not None
        if values is None:
            values = estimate(game, rollouts=rollouts, seed=(seed, ply))
        choice = strong.choose(game.view(seat), seed=(seed, ply), iterations=iterations)
        review = PlayReview(ply, seat, played, choice, values, exact)
        if review.is_mistake:
            reasons = _reasons(record, positions, ply, review, search if exact else None, max_nodes)
            review = PlayReview(ply, seat, played, choice, values, exact, reasons)
        reviewed[ply] = review
        if progress is not None:
            progress(done, len(plies))
    return HandReview(seat, tuple(reviewed[p] for p in plies), search.nodes)


def _check_positive(value: object, code: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ParseError(code, text=str(value))


def _is_scopa(game: Game, play: Play) -> bool:
    """True when ``play`` would take every card on the table before the hand's last card."""
    return (
        bool(play.captures)
        and len(play.captures) == len(game.table)
        and sum(len(h) for h in game.hands) > 1
    )


def _reasons(
    record: HandRecord,
    positions: list[Game],
    ply: int,
    review: PlayReview,
    search: Search | None,
    max_nodes: int,
) -> tuple[Reason, ...]:
    """Why ``review.played`` cost points: what followed it in the record, and against the best."""
    game = positions[ply]
    played, best = review.played, review.best
    reasons: list[Reason] = []
    # What the next seat (always an opponent) did with the table the play left.
    after = positions[ply + 1]
    if ply + 1 < len(record.moves):
        reply = record.moves[ply + 1]
        left = after.table
        took = reply.play.captures
        if took and (reply.scopa or (played.is_lay and played.card in took)):
            cards = tuple(left) if reply.scopa else took
            params = {"seat": reply.seat, "took_with": reply.play.card, "scopa": reply.scopa}
            if len(cards) == 1:
                reasons.append(Reason("left-card", {"card": cards[0], **params}))
            else:
                total = sum(c.value for c in cards)
                reasons.append(Reason("left-sum", {"cards": cards, "total": total, **params}))
        settebello = Card(7, "denari")
        if settebello in took and settebello in left and not _takes(played, settebello):
            reasons.append(
                Reason("gave-settebello", {"seat": reply.seat, "took_with": reply.play.card})
            )
    # What the play let go that another play would have taken.
    sweeps = [p for p in review.values if _is_scopa(game, p)]
    if sweeps and not _is_scopa(game, played):
        pick = max(sweeps, key=lambda p: review.values[p])
        reasons.append(Reason("missed-scopa", {"play": pick}))
    settebello = Card(7, "denari")
    grabs = [p for p in review.values if _takes(p, settebello)]
    if grabs and not _takes(played, settebello):
        pick = max(grabs, key=lambda p: review.values[p])
        reasons.append(Reason("missed-settebello", {"play": pick}))
    # With every hand known and best play after: the score sheet's items it lost.
    if search is not None:
        lost = _lost_items(game, played, best, search, max_nodes)
        if lost:
            reasons.append(Reason("lost-items", {"items": lost, "best": best}))
    points = round(review.cost, 1)
    reasons.append(Reason("worth-less", {"best": best, "points": points, "exact": review.exact}))
    return tuple(reasons)


def _takes(play: Play, card: Card) -> bool:
    return card in play.captures or (play.card == card and bool(play.captures))


def _lost_items(
    game: Game, played: Play, best: Play, search: Search, max_nodes: int
) -> tuple[str, ...]:
    """The score items the seat's side has with ``best`` and lacks with ``played``, best play after."""
    team = game.turn % 2
    items = []
    try:
        search.limit(max_nodes)
        sheets = []
        for first in (best, played):
            copy = game.copy()
            for _, play in best_line(game, first, search):
                copy.play(play)
            sheets.append(copy.hand_score())
    except SearchLimit:
        return ()
    mine_best, mine_played = sheets[0][team], sheets[1][team]
    theirs_best, theirs_played = sheets[0][1 - team], sheets[1][1 - team]
    for item in ITEMS:
        ours = getattr(mine_best, item) - getattr(theirs_best, item)
        other = getattr(mine_played, item) - getattr(theirs_played, item)
        if other < ours:
            items.append(item)
    return tuple(items)


def signed(value: float, lang: str) -> str:
    """A play's value with its sign: ``+2``, ``0``, ``−1.5`` (the language's digits).

    >>> signed(2, "en"), signed(0, "en"), signed(-1.54, "ru")
    ('+2', '0', '−1,5')
    """
    rounded = round(value, 1)
    text = format_number(abs(rounded), lang)
    if rounded > 0:
        return "+" + text
    return "−" + text if rounded < 0 else text


def review_words(record: HandRecord, review: HandReview, lang: str = "en") -> dict[str, Any]:
    """The review in words, in ``lang``: what the terminal prints and the page shows.

    ``title``; for each play (``plays``): its ``ply``, ``head`` (the play and
    the strong player's choice), ``mistake`` and its ``mark`` ("cost points"),
    ``exact``, ``values`` (every legal play's value, best first, saying whether
    they are exact or estimated; also as its ``label`` with ``{values}`` and the
    ``pairs``, each play with its value) and ``reasons``; and the ``summary``.

    >>> from scopone import Game
    >>> game = Game.from_layout([["5d", "9c"], ["7b", "1s"], ["3c", "4s"], ["6b", "8s"]],
    ...                         ["2d"], dealer=3, turn=0)
    >>> for card in ["5d", "7b", "3c", "6b", "9c", "1s", "4s", "8s"]:
    ...     _ = game.play_card(card)
    >>> record = HandRecord.from_game(game)
    >>> words = review_words(record, review_hand(record, 0, iterations=4))
    >>> words["title"]
    'Review of South’s plays, hand 1 of game -'
    >>> first = words["plays"][0]
    >>> first["head"], first["mistake"], first["values"]
    ('Play 1: 5d · the strong player: 9c', True, 'exact values: 9c 0 · 5d −1')
    >>> words["summary"]
    '1 play cost points, 1 in all.'
    """
    # TRANSLATORS: the review's title: "Review of South’s plays, hand 2 of game 123".
    title = gettext_for("Review of {seat}’s plays, hand {hand} of game {game}", lang).format(
        seat=seat_name(review.seat, lang),
        hand=format_number(record.hand_number, lang),
        game="-" if record.number is None else format_number(record.number, lang),
    )
    plays = []
    for item in review.plays:
        # TRANSLATORS: one reviewed play: "Play 6: 3c · the strong player: 7b".
        head = gettext_for("Play {n}: {play} · the strong player: {strong}", lang).format(
            n=format_number(item.ply + 1, lang),
            play=play_text(item.played, lang),
            strong=play_text(item.strong, lang),
        )
        ranked = sorted(item.values.items(), key=lambda kv: (-kv[1], kv[0].card.code))
        pairs = [f"{play_text(p, lang)} {signed(v, lang)}" for p, v in ranked]
        values = " · ".join(pairs)
        if item.exact:
            # TRANSLATORS: the value of each play, every hand known, exactly computed.
            label = gettext_for("exact values: {values}", lang)
        else:
            # TRANSLATORS: the value of each play, every hand known, estimated by rollouts.
            label = gettext_for("estimated values: {values}", lang)
        plays.append(
            {
                "ply": item.ply,
                "head": head,
                "mistake": item.is_mistake,
                # TRANSLATORS: marks a play that cost points in the review.
                "mark": gettext_for("cost points", lang),
                "exact": item.exact,
                "values": label.format(values=values),
                # The same, for a page that isolates each play and its value (in
                # right-to-left text a sign would otherwise move): the label and the pairs.
                "label": label,
                "pairs": pairs,
                "reasons": [reason_text(r.code, r.params, lang) for r in item.reasons],
            }
        )
    count = len(review.mistakes)
    # TRANSLATORS: the review's last line: how many of the seat's plays cost points.
    summary = ngettext_for(
        "{count} play cost points, {points} in all.",
        "{count} plays cost points, {points} in all.",
        count,
        lang,
    ).format(count=format_number(count, lang), points=format_number(round(review.cost, 1), lang))
    return {"title": title, "plays": plays, "summary": summary}
