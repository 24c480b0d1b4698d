"""The game: hands, table, plays and their captures, scopas, scores and undo.

>>> game = Game.new(123)
>>> game.variant, game.hand_number, [len(h) for h in game.hands], game.table
('scientifico', 1, [10, 10, 10, 10], [])
>>> game.turn == (game.dealer + 1) % 4     # the seat on the dealer's right leads
True
>>> record = game.play(game.legal_plays()[0])
>>> game.turn == (record.seat + 1) % 4
True
>>> game.undo() == record and game == Game.new(123)
True

Seats are 0–3; the next seat, ``(seat + 1) % 4``, is the one on the right,
since play goes counterclockwise. Partners sit opposite: team 0 is seats 0
and 2, team 1 seats 1 and 3. Refusals raise :class:`~scopone.errors.IllegalPlay`
with a code and leave the game exactly as it was.

The worked examples of SCOPONE.md: a Fante takes only the Fante, a Cavallo
takes Asso + 3 + 5 or 4 + 5.

>>> game = Game.from_layout(hands=[["8b", "9d"], ["1d"], ["2d"], ["3d"]],
...                         table=["3c", "5s", "8d"], dealer=3, turn=0)
>>> [str(p) for p in game.legal_plays()]
['8b x 8d', '9d']
>>> game.play_card("8b", captures=["3c", "5s"])
Traceback (most recent call last):
...
scopone.errors.IllegalPlay: 8b must take a card of its own value: 8d.
>>> game = Game.from_layout(hands=[["9d"], [], [], []], table=["1c", "3c", "4s", "5s"],
...                         dealer=3, turn=0)
>>> [str(p) for p in game.legal_plays()]
['9d x 4s+5s', '9d x 1c+3c+5s']
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Sequence
from itertools import pairwise

from cardsite.errors import shown
from cardsite.spoken import spoken

from .cards import Card, full_deck
from .deal import check_game_number, deal_hand, first_dealer
from .errors import IllegalPlay, ParseError
from .notation import Layout, format_diagram, format_position, parse_position
from .plays import Play, PlayRecord, plays_for
from .reachable import Counts, check_reachable
from .rules import TARGET, VARIANTS, TeamScore, captures, check_variant, score_hand
from .view import SeatView

__all__ = ["TARGET", "VARIANTS", "Game", "check_seat", "check_variant"]


def check_seat(seat: object) -> int:
    """``seat`` as 0–3, or ``ParseError("bad-seat")``."""
    if isinstance(seat, str) and seat.strip() in ("0", "1", "2", "3"):
        return int(seat)
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
        raise ParseError("bad-seat", text=shown(seat))
    return seat


class Game:
    """A game of Scopone: the current hand (*smazzata*) and the running totals to 21.

    Make one with :meth:`new` (a numbered game), :meth:`from_layout` (any
    position) or :meth:`from_text` (a position written by :meth:`to_text`).
    Plays are values (:class:`~scopone.plays.Play`): :meth:`legal_plays`
    lists them, :meth:`play` and :meth:`play_card` play one, :meth:`undo`
    takes the last one back, :meth:`next_hand` deals the next hand.
    """

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __init__(self, variant: str = "scientifico") -> None:
        self._variant = check_variant(variant)
        #: The game number, or ``None`` for a position made by hand.
        self.number: int | None = None
        #: The hand being played, from 1.
        self.hand_number = 1
        self.dealer = 0
        self.turn = 1
        self._hands: list[list[Card]] = [[], [], [], []]
        self._table: list[Card] = []
        self._captured: list[list[Card]] = [[], []]
        self._scope = [0, 0]
        self._last_taker: int | None = None
        self._out: list[Card] = []
        self._past = [0, 0]
        self._history: list[PlayRecord] = []

    # ------------------------------------------------------------------ creation

    @classmethod
    def new(cls, number: int | str, variant: str = "scientifico") -> Game:
        """Game ``number`` (0 … 2**64-1): its first dealer and every shuffle are fixed.

        >>> Game.new(123, variant="normale").table   # doctest: +ELLIPSIS
        [Card.parse(...), Card.parse(...), Card.parse(...), Card.parse(...)]
        >>> Game.new("x")
        Traceback (most recent call last):
        ...
        scopone.errors.ParseError: Not a game number: “x”. Expected a whole number from 0 to 18446744073709551615.
        """
        game = cls(variant)
        game.number = check_game_number(number)
        game._deal(first_dealer(game.number))
        return game

    def _deal(self, dealer: int) -> None:
        self.dealer = dealer
        self.turn = (dealer + 1) % 4
        number = self.number if self.number is not None else 0
        self._hands, self._table = deal_hand(number, self.hand_number, dealer, self._variant)
        self._captured = [[], []]
        self._scope = [0, 0]
        self._last_taker = None
        self._out = []
        self._history = []

    @classmethod
    def from_layout(
        cls,
        hands: Sequence[Sequence[str | Card]],
        table: Sequence[str | Card] = (),
        *,
        dealer: int = 0,
        turn: int | None = None,
        variant: str = "scientifico",
        captured: Sequence[Sequence[str | Card]] | None = None,
        scope: Sequence[int] = (0, 0),
        last_taker: int | None = None,
        totals: Sequence[int] = (0, 0),
        number: int | None = None,
        hand_number: int = 1,
    ) -> Game:
        """Any position: the four hands by seat, the table, who deals and who plays.

        ``captured`` gives each side's pile; without it, the cards found
        nowhere else are *out* (already played, counted for neither side),
        which suits examples of a few cards. ``turn`` defaults to the seat on
        the dealer's right. The hands must be sized as the turn order needs:
        from the seat to move round to the right, some hands of ``n`` cards,
        then the rest of ``n - 1``. ``totals`` are the points of earlier hands.

        >>> game = Game.from_layout([["7d"], ["7c"], [], []], ["7s"], dealer=3, turn=0)
        >>> [str(p) for p in game.legal_plays()], len(game.out)
        (['7d x 7s'], 37)
        >>> Game.from_layout([["7d"], ["7d"], [], []])
        Traceback (most recent call last):
        ...
        scopone.errors.ParseError: 7d appears more than once in the position.
        """
        game = cls(variant)
        if number is not None:
            number = check_game_number(number)
        game.number = number
        if isinstance(hand_number, bool) or not isinstance(hand_number, int) or hand_number < 1:
            raise ParseError("bad-hand-number", text=shown(hand_number))
        game.hand_number = hand_number
        game.dealer = check_seat(dealer)
        game.turn = (game.dealer + 1) % 4 if turn is None else check_seat(turn)
        seen: set[Card] = set()

        def cards(items: object) -> list[Card]:
            if isinstance(items, str) or not isinstance(items, Iterable):
                raise ParseError("bad-card-list", text=shown(items))
            out = []
            for item in items:
                card = Card.parse(item)
                if card in seen:
                    raise ParseError("duplicate-card", card=card)
                seen.add(card)
                out.append(card)
            return out

        if isinstance(hands, str) or not isinstance(hands, Sequence) or len(hands) != 4:
            raise ParseError("hand-count", text=shown(hands))
        game._hands = [sorted(cards(h)) for h in hands]
        game._table = cards(table)
        if captured is not None:
            if (
                isinstance(captured, str)
                or not isinstance(captured, Sequence)
                or len(captured) != 2
            ):
                raise ParseError("pile-count", text=shown(captured))
            game._captured = [cards(p) for p in captured]
            missing = [c for c in full_deck() if c not in seen]
            if missing:
                raise ParseError("missing-cards", cards=sorted(missing))
        else:
            game._out = sorted(c for c in full_deck() if c not in seen)
        game._scope = [_count(s) for s in _pair(scope, "scope")]
        game._past = [_count(t) for t in _pair(totals, "totals")]
        game._last_taker = None if last_taker is None else check_seat(last_taker)
        sizes = [len(game._hands[(game.turn + i) % 4]) for i in range(4)]
        n = sizes[0]
        drops = [a - b for a, b in pairwise(sizes)]
        if any(d not in (0, 1) for d in drops) or sum(drops) > 1 or (n == 0 and any(sizes)):
            raise ParseError("hand-sizes", sizes=[len(h) for h in game._hands], seat=game.turn)
        hand_sizes = [len(h) for h in game._hands]
        check_reachable(
            Counts(
                hand_sizes=(hand_sizes[0], hand_sizes[1], hand_sizes[2], hand_sizes[3]),
                scope=(game._scope[0], game._scope[1]),
                taken=(len(game._captured[0]), len(game._captured[1])),
                variant=game._variant,
                out=len(game._out),
                complete=captured is not None,
                dealer=game.dealer,
                turn=game.turn,
                last_taker=game._last_taker,
                totals=(game._past[0], game._past[1]),
                hand_number=game.hand_number,
            )
        )
        return game

    @classmethod
    def dealt(
        cls,
        number: int | str,
        hand_number: int = 1,
        *,
        variant: str = "scientifico",
        totals: Sequence[int] = (0, 0),
    ) -> Game:
        """Hand ``hand_number`` of game ``number`` as dealt, after earlier hands gave ``totals``.

        The dealer is the one the game gives that hand: the first dealer, then
        each seat to the right in turn.

        >>> game = Game.new(9)
        >>> while not game.is_hand_over:
        ...     _ = game.play(game.legal_plays()[0])
        >>> game.next_hand()
        >>> Game.dealt(9, 2, totals=game.totals) == game
        True
        """
        number = check_game_number(number)
        if isinstance(hand_number, bool) or not isinstance(hand_number, int) or hand_number < 1:
            raise ParseError("bad-count", text=str(hand_number))
        game = cls(variant)
        game.number = number
        game.hand_number = hand_number
        game._past = [_count(t) for t in _pair(totals, "totals")]
        game._deal((first_dealer(number) + hand_number - 1) % 4)
        return game

    @classmethod
    def at_start(cls, layout: Layout) -> Game:
        """The position ``layout`` describes, before its plays (see :mod:`scopone.notation`)."""
        return cls.from_layout(
            layout.hands,
            layout.table,
            dealer=layout.dealer,
            turn=layout.turn,
            variant=layout.variant,
            captured=layout.captured,
            scope=layout.scope,
            last_taker=layout.last_taker,
            totals=layout.totals,
            number=layout.number,
            hand_number=layout.hand_number,
        )

    @classmethod
    def from_text(cls, text: str) -> Game:
        """Read a position written by :meth:`to_text` (see :mod:`scopone.notation`)."""
        layout = parse_position(text)
        game = cls.at_start(layout)
        for play in layout.plays:
            try:
                game.play(play)
            except IllegalPlay:
                raise ParseError(
                    "bad-position", line=layout.plays_line, expected="plays", text=shown(play)
                ) from None
        return game

    def layout(self) -> Layout:
        """The start of this hand and the plays made since, as plain values."""
        start = self.copy()
        while start.history:
            start.undo()
        return Layout(
            variant=start.variant,
            hands=tuple(tuple(h) for h in start.hands),
            table=tuple(start.table),
            dealer=start.dealer,
            turn=start.turn,
            captured=None if start.out else tuple(tuple(p) for p in start.captured),
            scope=(start.scope[0], start.scope[1]),
            last_taker=start.last_taker,
            totals=(start._past[0], start._past[1]),
            number=self.number,
            hand_number=self.hand_number,
            out=tuple(start.out),
            plays=tuple(r.play for r in self.history),
        )

    def to_text(self) -> str:
        """The exact position as text, plays of the hand included, for :meth:`from_text`.

        >>> game = Game.new(5)
        >>> _ = game.play(game.legal_plays()[0])
        >>> Game.from_text(game.to_text()) == game
        True
        """
        return format_position(self.layout())

    def copy(self) -> Game:
        """An independent copy: position, totals and the plays undo can take back."""
        other = Game.__new__(Game)
        other._variant = self._variant
        other.number = self.number
        other.hand_number = self.hand_number
        other.dealer = self.dealer
        other.turn = self.turn
        other._hands = [list(h) for h in self._hands]
        other._table = list(self._table)
        other._captured = [list(p) for p in self._captured]
        other._scope = list(self._scope)
        other._last_taker = self._last_taker
        other._out = list(self._out)
        other._past = list(self._past)
        other._history = list(self._history)
        return other

    # --------------------------------------------------------------------- state

    @property
    def variant(self) -> str:
        """``scientifico`` (ten cards each) or ``normale`` (nine each, four on the table)."""
        return self._variant

    @property
    def hands(self) -> list[list[Card]]:
        """The four hands by seat, each sorted by value (a copy)."""
        return [list(h) for h in self._hands]

    @property
    def table(self) -> list[Card]:
        """The cards face up on the table, in the order they came (a copy)."""
        return list(self._table)

    @property
    def captured(self) -> list[list[Card]]:
        """Each side's pile of taken cards, in the order taken (a copy)."""
        return [list(p) for p in self._captured]

    @property
    def scope(self) -> list[int]:
        """Each side's scopas in this hand."""
        return list(self._scope)

    @property
    def last_taker(self) -> int | None:
        """The seat that made the last capture of the hand, or ``None``."""
        return self._last_taker

    @property
    def out(self) -> list[Card]:
        """Cards out of play in a position made by :meth:`from_layout` (empty in a dealt game)."""
        return list(self._out)

    @property
    def history(self) -> tuple[PlayRecord, ...]:
        """The plays of this hand, oldest first: what :meth:`undo` can take back."""
        return tuple(self._history)

    @property
    def is_hand_over(self) -> bool:
        """True when every hand is empty (the table has gone to the last taker)."""
        return not any(self._hands)

    @property
    def totals(self) -> tuple[int, int]:
        """Each side's running total: earlier hands, plus this one once it is over."""
        if not self.is_hand_over:
            return (self._past[0], self._past[1])
        score = self.hand_score()
        return (self._past[0] + score[0].total, self._past[1] + score[1].total)

    @property
    def is_game_over(self) -> bool:
        """True at the end of a hand when a side has 21 or more and the totals differ."""
        if not self.is_hand_over:
            return False
        a, b = self.totals
        return max(a, b) >= TARGET and a != b

    @property
    def winner(self) -> int | None:
        """The winning side (0 or 1) once the game is over, else ``None``."""
        if not self.is_game_over:
            return None
        a, b = self.totals
        return 0 if a > b else 1

    def hand_score(self) -> tuple[TeamScore, TeamScore]:
        """Both sides' points for the finished hand (see :class:`~scopone.rules.TeamScore`).

        Refused with ``hand-not-over`` while cards remain in the hands.
        """
        if not self.is_hand_over:
            raise IllegalPlay("hand-not-over")
        a, b = score_hand(self._captured, self._scope)
        return (a, b)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know: its hand and everything public (see :mod:`scopone.view`)."""
        seat = check_seat(seat)
        plays = []
        for record in self._history:
            plays.append((record.seat, record.play))
        return SeatView(
            seat=seat,
            variant=self._variant,
            dealer=self.dealer,
            turn=self.turn,
            hand=tuple(self._hands[seat]),
            table=tuple(self._table),
            hand_sizes=tuple(len(h) for h in self._hands),
            captured=(tuple(self._captured[0]), tuple(self._captured[1])),
            scope=(self._scope[0], self._scope[1]),
            last_taker=self._last_taker,
            out=tuple(self._out),
            plays=tuple(plays),
            totals=(self._past[0], self._past[1]),
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self._state() == other._state()

    def _state(self) -> tuple[object, ...]:
        return (
            self._variant,
            self.number,
            self.hand_number,
            self.dealer,
            self.turn,
            self._hands,
            self._table,
            self._captured,
            self._scope,
            self._last_taker,
            self._out,
            self._past,
            [(r.seat, r.play) for r in self._history],
        )

    def __str__(self) -> str:
        # English, unless the caller runs inside cardsite.spoken.speaking(lang).
        return format_diagram(self, spoken())

    def __repr__(self) -> str:
        number = f" {self.number}" if self.number is not None else ""
        return (
            f"<Game {self._variant}{number} hand={self.hand_number} turn={self.turn}"
            f" totals={self._past[0]}-{self._past[1]}>"
        )

    # ------------------------------------------------------------------- plays

    def legal_plays(self) -> list[Play]:
        """Every legal play of the seat to move: by card (lowest first), each capture set.

        ``[]`` once the hand is over.
        """
        return plays_for(self._hands[self.turn], self._table)

    def play_card(
        self,
        card: str | Card,
        captures: Iterable[str | Card] | None = None,
        *,
        seat: int | None = None,
    ) -> PlayRecord:
        """Play ``card`` taking ``captures`` (``[]`` to lay it on the table).

        Without ``captures`` the card takes what it must when there is only
        one way (or lays when there is none); with several ways the choice is
        refused as ``choose-capture``, naming them. ``seat``, when given, must
        be the seat to move.
        """
        if seat is not None and check_seat(seat) != self.turn:
            raise IllegalPlay("not-your-turn", seat=seat, turn=self.turn)
        card = Card.parse(card)
        if captures is not None and (
            isinstance(captures, str | Card) or not isinstance(captures, Iterable)
        ):
            raise ParseError("bad-card-list", text=shown(captures))
        self._check_playable(card)
        if captures is None:
            options = _captures(card, self._table)
            if len(options) > 1:
                raise IllegalPlay("choose-capture", card=card, choices=options)
            return self.play(Play(card, options[0] if options else ()))
        return self.play(Play(card, tuple(Card.parse(c) for c in captures)))

    def _check_playable(self, card: Card) -> None:
        if self.is_hand_over:
            raise IllegalPlay("hand-over")
        if card not in self._hands[self.turn]:
            raise IllegalPlay("not-in-hand", card=card, seat=self.turn)

    def check(self, play: Play, *, seat: int | None = None) -> None:
        """Raise the :class:`~scopone.errors.IllegalPlay` that refuses ``play``, if any."""
        if not isinstance(play, Play):
            raise ParseError("bad-play", text=shown(play))
        if seat is not None and check_seat(seat) != self.turn:
            raise IllegalPlay("not-your-turn", seat=seat, turn=self.turn)
        card = play.card
        self._check_playable(card)
        options = _captures(card, self._table)
        if play.captures in options:
            return
        if not play.captures:
            if options:
                raise IllegalPlay("must-capture", card=card, choices=options)
            return
        absent = [c for c in play.captures if c not in self._table]
        if absent:
            raise IllegalPlay("not-on-table", cards=sorted(set(absent)))
        twice = [c for c, d in pairwise(play.captures) if c is d]
        if twice:
            raise IllegalPlay("taken-twice", card=twice[0])
        same = [c for c in self._table if c.value == card.value]
        if same:
            raise IllegalPlay("must-take-same-value", card=card, choices=sorted(same))
        if not options:
            raise IllegalPlay("nothing-to-take", card=card)
        raise IllegalPlay("no-such-capture", card=card, captures=list(play.captures))

    def play(self, play: Play, *, seat: int | None = None) -> PlayRecord:
        """Play a :class:`~scopone.plays.Play` for the seat to move; returns its record.

        When the last card of the hand is played, the cards left on the table
        go to the side of the last taker (not a scopa).
        """
        self.check(play, seat=seat)
        mover = self.turn
        team = mover % 2
        table_before = tuple(self._table)
        last_before = self._last_taker
        hand = self._hands[mover]
        hand.remove(play.card)
        scopa = False
        if play.captures:
            for c in play.captures:
                self._table.remove(c)
            self._captured[team].append(play.card)
            self._captured[team].extend(play.captures)
            self._last_taker = mover
            scopa = not self._table and any(self._hands)
            if scopa:
                self._scope[team] += 1
        else:
            self._table.append(play.card)
        swept: tuple[Card, ...] = ()
        swept_to = None
        if not any(self._hands) and self._table and self._last_taker is not None:
            swept = tuple(self._table)
            swept_to = self._last_taker % 2
            self._captured[swept_to].extend(swept)
            self._table.clear()
        self.turn = (mover + 1) % 4
        record = PlayRecord(mover, play, scopa, swept, swept_to, table_before, last_before)
        self._history.append(record)
        return record

    def undo(self) -> PlayRecord:
        """Take back the last play of this hand and return its record.

        Refused with ``nothing-to-undo`` at the start of a hand.
        """
        if not self._history:
            raise IllegalPlay("nothing-to-undo")
        record = self._history.pop()
        team = record.seat % 2
        if record.swept_to is not None:
            del self._captured[record.swept_to][-len(record.swept) :]
        if record.play.captures:
            del self._captured[team][-(len(record.play.captures) + 1) :]
        if record.scopa:
            self._scope[team] -= 1
        self._table = list(record.table_before)
        self._last_taker = record.last_taker_before
        bisect.insort(self._hands[record.seat], record.play.card)
        self.turn = record.seat
        return record

    def next_hand(self) -> None:
        """Deal the next hand, the deal passing to the right; refused until this one is over.

        The new hand is shuffled by the game number and the hand number (a
        position made by hand, without a number, deals as game 0 would).

        >>> game = Game.new(1)
        >>> while not game.is_hand_over:
        ...     _ = game.play(game.legal_plays()[0])
        >>> first = game.dealer
        >>> game.next_hand()
        >>> game.hand_number, game.dealer == (first + 1) % 4, sum(game.totals) > 0
        (2, True, True)
        """
        if not self.is_hand_over:
            raise IllegalPlay("hand-not-over")
        if self.is_game_over:
            raise IllegalPlay("game-over")
        self._past = list(self.totals)
        self.hand_number += 1
        self._deal((self.dealer + 1) % 4)


def _captures(card: Card, table: Sequence[Card]) -> list[tuple[Card, ...]]:
    return captures(card, table)


def _pair(values: object, name: str) -> list[object]:
    if isinstance(values, str) or not isinstance(values, Sequence) or len(values) != 2:
        raise ParseError("bad-pair", name=name, text=shown(values))
    return list(values)


def _count(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ParseError("bad-count", text=shown(value))
    return value
