"""The game: a position, its legal moves, playing them and taking them back.

>>> game = Game.deal(1)
>>> len(game.columns), game.hidden_count, len(game.reserve)
(7, 12, 3)
>>> moves = game.legal_moves()
>>> record = game.play(moves[0])
>>> game.moves_played
1
>>> game.undo() == record
True
>>> game == Game.deal(1)
True

Every rule of ``RULES.md`` lives here, once; a :class:`~scorpion.variants.Variant`
only turns its switches. Refusals raise :class:`~scorpion.errors.IllegalMove`
with a code and leave the game exactly as it was.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence
from typing import ClassVar

from cardsite.errors import shown
from cardsite.spoken import spoken

from .cards import Card, Suit, code_card
from .deal import check_deal_number, shuffled_deck
from .errors import IllegalMove, ParseError
from .moves import ASIDE, Event, Move, PlayedMove
from .notation import format_diagram, format_position, read_move, read_position
from .variants import Variant, get_variant

__all__ = ["UNDO_LIMIT", "Game"]

#: How many actions undo can take back.
UNDO_LIMIT = 100

_KING = 12  # code % 13 of a King
_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
# Every column move made so far, by (source index or -1, card code, target index).
_MOVE_CACHE: dict[tuple[int, int, int], Move] = {}
# The top 13 codes of a column holding a complete suit s: K, Q, …, A.
_RUNS = tuple([s * 13 + r for r in range(12, -1, -1)] for s in range(4))
# The longest text an error quotes back.
_QUOTE = 60


def _shown(value: object) -> str:
    """A value as an error message quotes it: its repr, cut to a readable length."""
    return shown(value, _QUOTE, as_repr=True)


def _sequence(value: object, expected: str) -> Sequence[object]:
    """``value`` as a list or tuple, or the ``bad-argument`` refusal (a str is not a list)."""
    if isinstance(value, list | tuple):
        return value
    raise ParseError("bad-argument", expected=expected, text=_shown(value))


def _counter(value: object, expected: str) -> int:
    """A score or move counter: a whole number, zero or more (a bool is not one)."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ParseError("bad-argument", expected=expected, text=_shown(value))
    return value


class Game:
    """A game of Scorpion in one of its variants.

    Make one with :meth:`deal` (a numbered deal), :meth:`from_layout` (any
    position) or :meth:`from_text` (a position written by :meth:`to_text`).

    The state is read through ``columns``, ``reserve``, ``foundations``,
    ``aside``, ``score``, ``moves_played`` and ``is_won``. Moves are values
    (:class:`~scorpion.moves.Move`): :meth:`legal_moves` lists them,
    :meth:`play` plays one, :meth:`move` plays "card to column",
    :meth:`deal_reserve` deals the reserve and :meth:`undo` takes back the
    last action (up to :data:`UNDO_LIMIT`).
    """

    __hash__ = None  # type: ignore[assignment]  # mutable
    #: What draws a game as HTML for notebooks; :mod:`scorpion.render`, a layer
    #: above the model, registers it (see :meth:`use_html`).
    _html: ClassVar[Callable[[Game], str] | None] = None

    def __init__(self, variant: str | Variant = "classic") -> None:
        self._variant = get_variant(variant)
        self._cols: list[list[int]] = [[] for _ in range(self._variant.columns)]
        self._down: list[int] = [0] * self._variant.columns
        self._reserve: list[int] = []
        self._aside: list[int] = []
        self._found: list[int] = []
        self._history: deque[PlayedMove] = deque(maxlen=UNDO_LIMIT)
        # True once the history has dropped an action for the undo limit.
        self._history_dropped = False
        self.score = 0
        self.moves_played = 0
        #: The deal number this game started from, or ``None``.
        self.deal_number: int | None = None

    # ------------------------------------------------------------------ creation

    @classmethod
    def deal(cls, number: int, variant: str | Variant = "classic") -> Game:
        """A new game from deal ``number`` (see :mod:`scorpion.deal`).

        >>> print(Game.deal(0))  # doctest: +ELLIPSIS
        1: ## ## ## 10♣ 3♠ J♣ K♣
        ...
        """
        number = check_deal_number(number)
        game = cls(variant)
        v = game._variant
        codes = [c.code for c in shuffled_deck(number)]
        size = v.column_size
        for i in range(v.columns):
            game._cols[i] = codes[i * size : (i + 1) * size]
            game._down[i] = v.face_down[i]
        rest = codes[v.columns * size :]
        game._reserve = rest[: v.reserve_size]
        game._aside = rest[v.reserve_size : v.reserve_size + v.aside_size]
        game.deal_number = number
        return game

    @classmethod
    def from_layout(
        cls,
        columns: Sequence[Sequence[str | Card]],
        face_down: Sequence[int],
        reserve: Sequence[str | Card] = (),
        variant: str | Variant = "classic",
        aside: Sequence[str | Card] = (),
        *,
        foundations: Iterable[Suit | str] | None = None,
        score: int = 0,
        moves_played: int = 0,
    ) -> Game:
        """Any position: columns bottom → top, face-down counts, the undealt reserve.

        The suits missing from the layout are in the foundations (in suit
        order unless ``foundations`` gives the order they left in). In
        Traditional no suit is ever in a foundation: a suit missing from its
        layout is out of play (a reduced deck, for studies), and an explicit
        ``foundations`` is refused. The reserve is whole (undealt) or empty;
        ``score`` and ``moves_played`` are whole numbers, zero or more. Every
        problem, a value of the wrong kind included, raises
        :class:`~scorpion.errors.ParseError` naming it.

        >>> game = Game.from_layout([["K♠"], [], [], [], [], [], []], [0] * 7)
        Traceback (most recent call last):
        ...
        scorpion.errors.ParseError: The layout holds 1 of the 13 cards of Spades: a position needs every card of a suit, or none when the suit has left for its foundation.
        """
        game = cls(variant)
        v = game._variant
        columns = [_sequence(col, "cards") for col in _sequence(columns, "columns")]
        face_down = _sequence(face_down, "counts")
        reserve = _sequence(reserve, "cards")
        aside = _sequence(aside, "cards")
        score = _counter(score, "score")
        moves_played = _counter(moves_played, "moves-played")
        if len(columns) != v.columns:
            raise ParseError("column-count", variant=v.name, expected=v.columns, count=len(columns))
        if len(face_down) != v.columns:
            raise ParseError("face-down-length", expected=v.columns, count=len(face_down))
        if len(reserve) not in (0, v.reserve_size):
            # Undealt, the reserve is whole; dealt, it is empty: nothing in between.
            raise ParseError("reserve-size", expected=v.reserve_size, count=len(reserve))
        if len(aside) > v.aside_size:
            raise ParseError("aside-size", variant=v.name, expected=v.aside_size, count=len(aside))
        seen: set[int] = set()

        def codes(cards: Iterable[object]) -> list[int]:
            out = []
            for text in cards:
                code = Card.parse(text).code
                if code in seen:
                    raise ParseError("duplicate-card", card=code_card(code))
                seen.add(code)
                out.append(code)
            return out

        for i, (col, down) in enumerate(zip(columns, face_down, strict=True)):
            game._cols[i] = codes(col)
            if isinstance(down, bool) or not isinstance(down, int) or not 0 <= down <= len(col):
                shown = (
                    down if isinstance(down, int) and not isinstance(down, bool) else _shown(down)
                )
                raise ParseError("face-down-count", column=i + 1, count=len(col), face_down=shown)
            if col and down == len(col):
                raise ParseError("face-down-top", column=i + 1)
            game._down[i] = down
        game._reserve = codes(reserve)
        game._aside = codes(aside)
        missing = []
        for s, suit in enumerate(_SUITS):
            count = sum(1 for c in seen if c // 13 == s)
            if count not in (0, 13):
                raise ParseError("not-a-deck", count=count, suit=suit)
            if count == 0:
                missing.append(s)
        if foundations is None:
            given = None
        elif isinstance(foundations, Iterable) and not isinstance(foundations, str | bytes):
            given = list(foundations)
        else:
            raise ParseError("bad-argument", expected="suits", text=_shown(foundations))
        if not v.suits_leave:
            # Traditional: a complete suit stays where it stands; no suit is ever in
            # a foundation. A suit absent from the layout is out of play (a reduced
            # deck, as the tests and studies use), never "in a foundation".
            if given:
                raise ParseError("suits-stay", variant=v.name)
            game._found = missing
        elif given is None:
            game._found = missing
        else:
            order = [Suit.parse(s).index for s in given]
            if sorted(order) != missing:
                raise ParseError(
                    "foundations-mismatch",
                    given=[_SUITS[s] for s in order] or "-",
                    missing=[_SUITS[s] for s in missing] or "-",
                )
            game._found = order
        game.score = score
        game.moves_played = moves_played
        return game

    @classmethod
    def from_text(cls, text: str) -> Game:
        """Read a position written by :meth:`to_text` (see :mod:`scorpion.notation`).

        >>> Game.from_text(b"scorpion classic")
        Traceback (most recent call last):
        ...
        scorpion.errors.ParseError: Expected a position text (a str, as to_text() writes it), found “b'scorpion classic'”.
        """
        layout = read_position(text)
        return cls.from_layout(
            layout.columns,
            layout.face_down,
            layout.reserve,
            variant=layout.variant,
            aside=layout.aside,
            foundations=layout.foundations,
            score=layout.score,
            moves_played=layout.moves_played,
        )

    def to_text(self) -> str:
        """The exact position as text, face-down cards included, for :meth:`from_text`."""
        return format_position(self)

    def copy(self) -> Game:
        """An independent copy of the position, counters and undo history."""
        other = Game.__new__(Game)
        other._variant = self._variant
        other._cols = [list(c) for c in self._cols]
        other._down = list(self._down)
        other._reserve = list(self._reserve)
        other._aside = list(self._aside)
        other._found = list(self._found)
        other._history = deque(self._history, maxlen=UNDO_LIMIT)
        other._history_dropped = self._history_dropped
        other.score = self.score
        other.moves_played = self.moves_played
        other.deal_number = self.deal_number
        return other

    # --------------------------------------------------------------------- state

    @property
    def variant(self) -> str:
        """The variant's name: ``classic``, ``relaxed``, ``traditional``, ``wasp`` or
        ``three-blind-mice``."""
        return self._variant.name

    @property
    def rules(self) -> Variant:
        """The :class:`~scorpion.variants.Variant` this game follows."""
        return self._variant

    @property
    def columns(self) -> tuple[tuple[tuple[Card, bool], ...], ...]:
        """The columns, each bottom → top as ``(card, face_up)`` pairs."""
        return tuple(
            tuple((code_card(c), i >= down) for i, c in enumerate(col))
            for col, down in zip(self._cols, self._down, strict=True)
        )

    @property
    def face_down_counts(self) -> tuple[int, ...]:
        """How many bottom cards of each column lie face down."""
        return tuple(self._down)

    @property
    def reserve(self) -> tuple[Card, ...]:
        """The undealt reserve cards (empty once dealt); ``reserve[0]`` goes to column 1."""
        return tuple(code_card(c) for c in self._reserve)

    @property
    def aside(self) -> tuple[Card, ...]:
        """The face-up cards set aside (Three Blind Mice), playable but never built on."""
        return tuple(code_card(c) for c in self._aside)

    @property
    def foundations(self) -> tuple[Suit, ...]:
        """The suits that have left the table, in the order they left.

        Always empty in Traditional, where complete suits stay in place.
        """
        if not self._variant.suits_leave:
            return ()
        return tuple(_SUITS[s] for s in self._found)

    @property
    def hidden_count(self) -> int:
        """How many cards in the columns are still face down."""
        return sum(self._down)

    @property
    def history(self) -> tuple[PlayedMove, ...]:
        """The actions undo can still take back, oldest first."""
        return tuple(self._history)

    @property
    def is_won(self) -> bool:
        """True when every suit has left (in Traditional: stands complete in place)."""
        if self._variant.suits_leave:
            return len(self._found) == 4
        # Traditional: each suit stands K–A, face up, somewhere in a column; two
        # runs may share a column (one King on the other's Ace), so look everywhere.
        complete = len(self._found)
        for col, down in zip(self._cols, self._down, strict=True):
            for i in range(down, len(col) - 12):
                code = col[i]
                if code % 13 == _KING and col[i : i + 13] == _RUNS[code // 13]:
                    complete += 1
        return complete == 4

    def top(self, column: int) -> Card | None:
        """The top card of ``column`` (numbered from 1), or ``None`` when it is empty."""
        col = self._cols[self._column_index(column)]
        return code_card(col[-1]) if col else None

    def locate(self, card: str | Card) -> tuple[str, int, int]:
        """Where ``card`` is: ``("column", column, height)``, ``("aside", 0, i)``,
        ``("reserve", 0, i)`` or ``("foundation", 0, i)``; height counts from 0 at
        the bottom."""
        code = Card.parse(card).code
        for ci, col in enumerate(self._cols):
            if code in col:
                return ("column", ci + 1, col.index(code))
        if code in self._aside:
            return ("aside", ASIDE, self._aside.index(code))
        if code in self._reserve:
            return ("reserve", 0, self._reserve.index(code))
        return ("foundation", 0, self._found.index(code // 13))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self._state() == other._state()

    def _state(self) -> tuple[object, ...]:
        return (
            self._variant.name,
            [tuple(c) for c in self._cols],
            self._down,
            self._reserve,
            self._aside,
            self._found,
            self.score,
            self.moves_played,
        )

    def position_key(self) -> tuple[object, ...]:
        """A hashable key of the position alone (no score, no counters)."""
        return (
            tuple(tuple(c) for c in self._cols),
            tuple(self._down),
            tuple(self._reserve),
            tuple(self._aside),
            tuple(sorted(self._found)),
        )

    def __str__(self) -> str:
        # English, unless the caller runs inside cardsite.spoken.speaking(lang).
        return format_diagram(self, spoken())

    def __repr__(self) -> str:
        deal = f" deal={self.deal_number}" if self.deal_number is not None else ""
        return f"<Game {self.variant}{deal} score={self.score} moves={self.moves_played}>"

    @classmethod
    def use_html(cls, renderer: Callable[[Game], str]) -> None:
        """Register what draws a game as HTML in a notebook (``_repr_html_``)."""
        cls._html = renderer

    def _repr_html_(self) -> str | None:
        # The model does not import its rendering: the renderer registered itself.
        renderer = type(self)._html
        return renderer(self) if renderer is not None else None

    # ---------------------------------------------------------------- legal moves

    def legal_moves(self) -> list[Move]:
        """Every legal move in this position, the reserve deal included, as values.

        The order is stable: column moves by source column, from the deepest
        card up, then moves of the aside cards, then the reserve deal.
        """
        cache = _MOVE_CACHE
        out = []
        keys = self._column_moves()
        for key in keys:
            move = cache.get(key)
            if move is None:  # moves are immutable values: make each one once
                src, code, dst = key
                move = Move(code_card(code), src + 1 if src >= 0 else ASIDE, dst + 1)
                cache[key] = move
            out.append(move)
        if self._reserve_allowed(keys):
            out.append(Move.reserve())
        return out

    def _reserve_allowed(self, keys: list[tuple[int, int, int]]) -> bool:
        """Whether the reserve may be dealt, given the legal column moves ``keys``.

        In Traditional the reserve waits until no other move is left; a whole
        column moved into or out of columns 1–3 does not hold it back. Such a
        move only chooses where a reserve card will land (its reverse is
        always legal too), so counting it would keep the reserve back for ever
        in any position that has one, and the new rule would take away a deal
        that the old rule allowed.
        """
        if not self._reserve:
            return False
        if not self._variant.reserve_when_stuck:
            return True
        cols = self._cols
        return all(src >= 0 and cols[src][0] == code and not cols[dst] for src, code, dst in keys)

    def _whole_column_counts(self, src: int, dst: int) -> bool:
        """Whether moving the whole of column ``src`` to the empty column ``dst``
        is a real move (indices from 0; RULES.md, Moves, item 1).

        It is one only before the reserve deal, and only when one of the two
        columns is among those the reserve cards land on (columns 1–3): then it
        decides which reserve card lands on the moved cards and which in an
        empty column. After the deal, or between two other columns, it would
        change nothing: columns differ only by the reserve cards they receive.

        Three Blind Mice has no reserve deal, so no card will ever land on any
        column because of where it stands: the rule's reason for the move
        (it decides where a reserve card lands) never holds, the columns are
        interchangeable as they are after a deal, and the move is refused as
        changing nothing. (``len(self._reserve)`` is 0 there, as after a deal.)

        >>> game = Game.from_layout(
        ...     [["K♠", "Q♠", "J♠", "10♠", "9♠", "8♠", "7♠", "6♠", "5♠", "4♠"]] + [[]] * 6,
        ...     [0] * 7, reserve=["3♠", "2♠", "A♠"])
        >>> [str(m) for m in game.legal_moves()]
        ['K♠ 1→2', 'K♠ 1→3', 'K♠ 1→4', 'K♠ 1→5', 'K♠ 1→6', 'K♠ 1→7', 'R']
        >>> game.move("K♠", 5).move
        <Move K♠ 1→5>
        >>> game.move("K♠", 6)
        Traceback (most recent call last):
        ...
        scorpion.errors.IllegalMove: K♠ is already the bottom card of column 5, with nothing under it: before the reserve deal, a whole column may move to another empty column only when one of the two is column 1, 2 or 3, where the reserve cards land.
        """
        landing = len(self._reserve)
        return src < landing or dst < landing

    def _column_moves(self) -> list[tuple[int, int, int]]:
        """Legal column moves as ``(source index or -1 for aside, card code, target index)``."""
        v = self._variant
        cols = self._cols
        down = self._down
        top_of: dict[int, int] = {}
        empties: list[int] = []
        for ci, col in enumerate(cols):
            if col:
                top_of[col[-1]] = ci
            else:
                empties.append(ci)
        same_suit = v.same_suit
        any_to_empty = v.empty_takes_any
        # The columns a pending reserve deal lands on (none once dealt).
        landing = len(self._reserve)
        # Relaxed: the columns whose top has each rank, in suit order.
        by_rank: dict[int, list[int]] = {}
        if not same_suit:
            for top in sorted(top_of):
                by_rank.setdefault(top % 13, []).append(top_of[top])
        out: list[tuple[int, int, int]] = []
        sources = [(ci, down[ci], col) for ci, col in enumerate(cols)]
        if self._aside:
            sources.append((-1, 0, self._aside))
        for ci, start, col in sources:
            for idx in range(start, len(col)):
                code = col[idx]
                rank = code % 13
                if rank != _KING:
                    if same_suit:
                        t = top_of.get(code + 1)
                        if t is not None and t != ci:
                            out.append((ci, code, t))
                    else:
                        for t in by_rank.get(rank + 1, ()):
                            if t != ci:
                                out.append((ci, code, t))
                    if not any_to_empty:
                        continue
                # To an empty column: a King (any card in Wasp); the whole of a
                # column only when that decides where a reserve card lands.
                if idx > 0 or ci < landing:  # aside cards too (ci = -1)
                    out.extend((ci, code, e) for e in empties)
                else:  # a whole column outside columns 1–3: only into them
                    out.extend((ci, code, e) for e in empties if e < landing)
        return out

    def is_legal(self, move: Move) -> bool:
        """True when ``move`` is legal in this position."""
        return move in self.legal_moves()

    # ---------------------------------------------------------------------- play

    def move(self, card: str | Card, column: int) -> PlayedMove:
        """Move ``card`` (with every card above it) to ``column`` (numbered from 1).

        Raises :class:`~scorpion.errors.IllegalMove` with the reason, changing
        nothing, when the rules refuse it.

        >>> from scorpion.examples import EXAMPLE_2
        >>> game = Game.from_text(EXAMPLE_2)
        >>> game.move("8♥", 6)
        Traceback (most recent call last):
        ...
        scorpion.errors.IllegalMove: Rule: cards must be of the same suit. 8♥ goes only on 9♥.
        """
        code = Card.parse(card).code
        dst = self._column_index(column)
        src, idx = self._check_column_move(code, dst)
        return self._do_column_move(src, idx, dst)

    def _column_index(self, column: object) -> int:
        count = len(self._cols)
        if isinstance(column, str) and column.strip().isdecimal() and len(column.strip()) <= 3:
            column = int(column)
        if isinstance(column, bool) or not isinstance(column, int) or not 1 <= column <= count:
            raise IllegalMove("no-such-column", column=shown(column, _QUOTE), count=count)
        return column - 1

    def _find(self, code: int) -> tuple[int, int]:
        """(column index or -1 for aside, height) of a card in play, or raise."""
        for ci, col in enumerate(self._cols):
            if code in col:
                return ci, col.index(code)
        if code in self._aside:
            return -1, self._aside.index(code)
        if code in self._reserve:
            # The same refusal as a face-down card in a column: saying "in the
            # reserve" would tell the player where a hidden card lies.
            raise IllegalMove("face-down")
        raise IllegalMove("card-in-foundation", card=code_card(code))

    def _check_column_move(self, code: int, dst: int) -> tuple[int, int]:
        """Check a column move and return (source, height); raise the refusal."""
        card = code_card(code)
        src, idx = self._find(code)
        if src >= 0 and idx < self._down[src]:
            raise IllegalMove("face-down")
        if src == dst:
            raise IllegalMove("same-column", card=card, column=dst + 1)
        target_col = self._cols[dst]
        rank = code % 13
        if not target_col:
            if rank != _KING and not self._variant.empty_takes_any:
                raise IllegalMove("king-only", card=card, column=dst + 1)
            if src >= 0 and idx == 0 and not self._whole_column_counts(src, dst):
                reason = "whole-column-before-deal" if self._reserve else "whole-column"
                raise IllegalMove(reason, card=card, column=src + 1)
            return src, idx
        top = target_col[-1]
        if rank == _KING:
            raise IllegalMove("wrong-target", card=card, target=None, column=dst + 1)
        successor = code_card(code + 1)
        if top % 13 == rank + 1:
            if top == code + 1 or not self._variant.same_suit:
                return src, idx
            raise IllegalMove("same-suit", card=card, target=successor, column=dst + 1)
        if self._variant.same_suit:
            raise IllegalMove("wrong-target", card=card, target=successor, column=dst + 1)
        targets = tuple(code_card(s + rank + 1) for s in range(0, 52, 13))
        raise IllegalMove("wrong-rank", card=card, targets=targets, column=dst + 1)

    def _snapshot(self, indices: Iterable[int]) -> tuple[tuple[int, tuple[int, ...], int], ...]:
        return tuple((i, tuple(self._cols[i]), self._down[i]) for i in indices)

    def _do_column_move(self, src: int, idx: int, dst: int) -> PlayedMove:
        cols = self._cols
        affected = (dst,) if src < 0 else (src, dst)
        snapshot = self._snapshot(affected)
        aside_before = tuple(self._aside)
        found_before = len(self._found)
        if src < 0:
            code = self._aside.pop(idx)
            block = [code]
        else:
            block = cols[src][idx:]
            del cols[src][idx:]
            code = block[0]
        events: list[Event] = []
        target = cols[dst]
        if target and target[-1] // 13 == code // 13:
            events.append(Event("same-suit", card=code_card(code), column=dst + 1))
        target.extend(block)
        if src >= 0:
            self._flip(src, events)
        self._check_suit(dst, events)
        if src >= 0:
            self._check_suit(src, events)
        move = Move(code_card(code), src + 1 if src >= 0 else ASIDE, dst + 1)
        return self._record(
            PlayedMove(
                move, tuple(events), snapshot, tuple(self._reserve), aside_before, found_before
            )
        )

    def _flip(self, ci: int, events: list[Event]) -> None:
        col = self._cols[ci]
        if col and len(col) == self._down[ci]:
            self._down[ci] -= 1
            events.append(Event("flip", card=code_card(col[-1]), column=ci + 1))

    def _check_suit(self, ci: int, events: list[Event]) -> None:
        """Send a complete, uncovered K–A suit on top of column ``ci`` to a foundation."""
        if not self._variant.suits_leave:
            return
        col = self._cols[ci]
        while (
            len(col) - self._down[ci] >= 13
            and col[-1] % 13 == 0
            and col[-13:] == _RUNS[col[-1] // 13]
        ):
            suit = col[-1] // 13
            del col[-13:]
            self._found.append(suit)
            events.append(Event("suit", suit=_SUITS[suit], column=ci + 1))
            self._flip(ci, events)

    def _record(self, played: PlayedMove) -> PlayedMove:
        if len(self._history) == self._history.maxlen:  # the oldest action drops out
            self._history_dropped = True
        self._history.append(played)
        self.score += played.points
        self.moves_played += 1
        return played

    def deal_reserve(self) -> PlayedMove:
        """Deal the reserve: its cards face up onto columns 1, 2, 3, in that order.

        Allowed once a game (never in Three Blind Mice); in Traditional only
        when no other move exists.
        """
        if not self._reserve:
            raise IllegalMove("no-reserve" if self._variant.reserve_size == 0 else "reserve-dealt")
        if not self._reserve_allowed(self._column_moves()):
            raise IllegalMove("reserve-held")
        count = len(self._reserve)
        snapshot = self._snapshot(range(count))
        reserve_before = tuple(self._reserve)
        found_before = len(self._found)
        for i, code in enumerate(self._reserve):
            self._cols[i].append(code)
        self._reserve = []
        events: list[Event] = []
        for i in range(count):
            self._check_suit(i, events)
        return self._record(
            PlayedMove(
                Move.reserve(),
                tuple(events),
                snapshot,
                reserve_before,
                tuple(self._aside),
                found_before,
            )
        )

    def play(self, move: Move) -> PlayedMove:
        """Play a move value (from :meth:`legal_moves`, a solution, or :meth:`parse_move`).

        A move whose source is not where its card lies is refused as
        ``not-legal``; otherwise the refusal is the rules' own.
        """
        if not isinstance(move, Move):
            raise ParseError("bad-argument", expected="move", text=_shown(move))
        if move.is_reserve:
            return self.deal_reserve()
        if not isinstance(move.card, Card) or not all(
            isinstance(n, int) and not isinstance(n, bool) for n in (move.source, move.target)
        ):
            raise ParseError("bad-argument", expected="move", text=_shown(move))
        src, _ = self._find(move.card.code)
        if (src + 1 if src >= 0 else ASIDE) != move.source:
            raise IllegalMove("not-legal", move=str(move))
        return self.move(move.card, move.target)

    def parse_move(self, text: str) -> Move:
        """Read a move in this position: ``4♥ 7``, ``4h 2→7``, ``4♥ 2-7`` or ``R``.

        The source column is where the card lies now; a source given in the
        text must agree with it, and the refusal names the card's real place.
        A card set aside (Three Blind Mice) may be written ``K♦ aside→4``, or
        with the word for *aside* of any of the site's languages, as the
        terminal lists the moves. The move is not checked for legality.

        >>> from scorpion.examples import EXAMPLE_2
        >>> game = Game.from_text(EXAMPLE_2)
        >>> game.parse_move("8h 5")
        <Move 8♥ 2→5>
        >>> game.parse_move("8h 1→5")
        Traceback (most recent call last):
        ...
        scorpion.errors.ParseError: 8♥ is in column 2, not in column 1.
        """
        written = read_move(text)
        if written.card is None:
            return Move.reserve()
        card = written.card
        where, column, _ = self.locate(card)
        if where == "reserve":  # hidden: refused like any face-down card, saying no more
            raise IllegalMove("face-down")
        if where == "foundation":
            raise IllegalMove("card-in-foundation", card=card)
        source = column if where == "column" else ASIDE
        given = written.source
        if given is not None and given != source:
            if source == ASIDE:
                raise ParseError("source-is-aside", card=card, given=given)
            if given == ASIDE:
                raise ParseError("source-not-aside", card=card, column=source)
            raise ParseError("wrong-source", card=card, column=source, given=given)
        assert written.target is not None
        return Move(card, source, written.target)

    def undo(self) -> PlayedMove:
        """Take back the last action and return it; raise when there is none to undo.

        Score and move counter go back by exactly what the action added.
        """
        if not self._history:
            if self._history_dropped:
                raise IllegalMove("undo-limit", limit=UNDO_LIMIT)
            raise IllegalMove("nothing-to-undo")
        played = self._history.pop()
        for i, cards, down in played.undo_columns:
            self._cols[i] = list(cards)
            self._down[i] = down
        self._reserve = list(played.undo_reserve)
        self._aside = list(played.undo_aside)
        del self._found[played.undo_foundations :]
        self.score -= played.points
        self.moves_played -= 1
        return played
