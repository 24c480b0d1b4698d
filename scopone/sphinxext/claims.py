"""What a Scopone page says about a position, checked by the engine: pure functions.

A directive's ``:claims:`` option holds one claim a line, each a statement of
the page's text about the position it shows. :func:`parse_claims` reads them
and :class:`ClaimChecker` proves each one or says what the engine found
instead; the directive only reports the result (:mod:`cardsite.sphinx.claims`).

Three kinds of knowledge, never mixed up:

- **rules and public facts** (the engine): ``legal: 7d; 7s`` (the legal
  plays of the cards named are exactly these: name every card of the hand to
  say "nothing else"), ``forced: 1b; 10b x 10s`` (each play, in turn, the
  only legal one), ``pile: north-south denari = 2`` (a side's cards, denari
  or scope so far);
- **what a player can know** (that seat's :meth:`scopone.Game.view`: its own
  hand and every card played, never the others' hands) — ``gone: cavallo``
  (no Cavallo left in any hand), ``unseen: 7 = 3`` (three sevens are in the
  other hands; also a card, ``unseen: 7d``, or a suit, ``unseen: denari = 1``), ``no-pair: 1b`` (nobody else holds a card to pair the 1b on
  the table), ``no-sweep`` (no card in the other hands takes the whole
  table); the seat is the one to move in the shown position, unless the
  claim names one first (``gone: west cavallo``);
- **the open hands** (every card seen, and the exact search of
  :mod:`scopone.ai`) — ``sweeps: west 7s`` (West holds the 7s and it takes the
  whole table: a scopa), ``can: north 7d x 7b`` (North holds the card and may
  make that capture on this table), ``holds: south 6c 6s``, ``best: 3d``, ``value: 3d = 0`` (the
  search's value for the side to move: the hand's points, us − them),
  ``worse: 1d by 4`` (that many points below the best).

Any claim may start with ``after <plays>:`` (``;``-separated, each checked by
the engine): it is then about the position after those plays, from the same
seat's point of view. Seats are written in full (``south`` … ``west``); values
as numbers or Italian names (``asso``, ``fante``, ``cavallo``, ``re`` and
their plurals).

>>> from scopone.sphinxext.options import layout_game
>>> game = layout_game({"north": "1d 3d", "west": "6b 7s", "south": "2c 2s", "east": "7c 8c",
...                     "table": "6c", "turn": "north", "taken-ew": "rest"})
>>> checker = ClaimChecker(game)
>>> for claim in parse_claims('''
...     gone: cavallo
...     unseen: 7 = 2
...     after 1d: sweeps: west 7s
...     after 3d: no-sweep
...     best: 3d
...     worse: 1d by 1
... '''):
...     checker.check(claim)
>>> checker.check(parse_claim("after 3d: sweeps: west 7s"))
Traceback (most recent call last):
...
scopone.sphinxext.claims.ClaimError: 7s takes nothing on 3d 6c
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from scopone import Card, Game, Play, ScoponeError
from scopone.plays import plays_for

from .options import parse_plays

__all__ = [
    "KINDS",
    "SEARCH_NODES",
    "BestPlayClaimError",
    "Claim",
    "ClaimChecker",
    "ClaimError",
    "ClaimSyntaxError",
    "check_best_play",
    "parse_claim",
    "parse_claims",
    "parse_value",
    "search_values",
]

#: The positions one search may enter before it gives up (deterministic: the
#: same in every build). Each example needs at most a few thousand; a whole
#: deal would need far more, and is refused in about two seconds instead of
#: running for minutes.
SEARCH_NODES = 200_000

_SEAT_NAMES = ("south", "east", "north", "west")
_SEATS = {name: seat for seat, name in enumerate(_SEAT_NAMES)}
_VALUE_NAMES = {
    "asso": 1,
    "assi": 1,
    "fante": 8,
    "fanti": 8,
    "cavallo": 9,
    "cavalli": 9,
    "re": 10,
}
_LABELS = {1: "Asso", 8: "Fante", 9: "Cavallo", 10: "Re"}
_SUITS = ("denari", "coppe", "spade", "bastoni")
_SIDES = {"north-south": 0, "east-west": 1}


class ClaimError(Exception):
    """A claim the engine refutes, or cannot decide: ``str()`` says what it found."""


class BestPlayClaimError(ClaimError):
    """A page claims a best play that the open-hands search refutes."""


class ClaimSyntaxError(ValueError):
    """A claim that is not written in a form this module reads."""


@dataclass(frozen=True)
class Claim:
    """One claim: its text as written, the plays it comes ``after``, its kind and arguments."""

    text: str
    kind: str
    args: str
    after: str = ""


def parse_claim(line: str) -> Claim:
    """Read one claim: ``[after <plays>:] <kind>[: <arguments>]``.

    >>> parse_claim("after 6d; 7d x 7c: sweeps: south 6c")
    Claim(text='after 6d; 7d x 7c: sweeps: south 6c', kind='sweeps', args='south 6c', after='6d; 7d x 7c')
    >>> parse_claim("no-sweep").kind
    'no-sweep'
    >>> parse_claim("safe: 3d")
    Traceback (most recent call last):
    ...
    scopone.sphinxext.claims.ClaimSyntaxError: unknown claim “safe: 3d” (the kinds: best, can, forced, gone, holds, legal, no-pair, no-sweep, pile, sweeps, unseen, value, worse)
    """
    text = " ".join(line.split())
    rest, after = text, ""
    if rest.lower().startswith("after "):
        after, colon, rest = rest[6:].partition(":")
        if not colon or not after.strip():
            raise ClaimSyntaxError(f"“{text}”: write after <plays>: <claim>")
        after = after.strip()
    kind, _, args = rest.partition(":")
    kind = kind.strip().lower()
    if kind not in KINDS:
        raise ClaimSyntaxError(f"unknown claim “{text}” (the kinds: {', '.join(sorted(KINDS))})")
    return Claim(text, kind, args.strip(), after)


def parse_claims(text: str | None) -> list[Claim]:
    """Every claim of an option, one a line (blank lines skipped).

    >>> [c.kind for c in parse_claims("best: 3d\\n\\n  gone: cavallo")]
    ['best', 'gone']
    """
    return [parse_claim(line) for line in (text or "").splitlines() if line.strip()]


def parse_value(text: str) -> int:
    """A capture value, as a number (``1``–``10``) or an Italian name (``cavallo``, ``assi``).

    >>> parse_value("7"), parse_value("Cavalli"), parse_value("re")
    (7, 9, 10)
    >>> parse_value("12")
    Traceback (most recent call last):
    ...
    scopone.sphinxext.claims.ClaimSyntaxError: not a value: “12” (1-10, asso, fante, cavallo, re)
    """
    key = text.strip().lower()
    if key in _VALUE_NAMES:
        return _VALUE_NAMES[key]
    if key.isdigit() and 1 <= int(key) <= 10:
        return int(key)
    raise ClaimSyntaxError(f"not a value: “{text}” (1-10, asso, fante, cavallo, re)")


def _value_label(value: int) -> str:
    return _LABELS.get(value, str(value))


def _seat(word: str) -> int:
    key = word.strip().lower()
    if key not in _SEATS:
        raise ClaimSyntaxError(f"not a seat: “{word}” (south, east, north or west)")
    return _SEATS[key]


def _seat_first(args: str) -> tuple[int | None, str]:
    """An optional leading seat name, and the rest of the arguments."""
    head, _, rest = args.partition(" ")
    if head.lower() in _SEATS:
        return _SEATS[head.lower()], rest.strip()
    return None, args


def _plays(text: str) -> list[Play]:
    try:
        return [Play.parse(p.strip()) for p in text.split(";") if p.strip()]
    except ScoponeError as err:
        raise ClaimSyntaxError(str(err)) from None


def _play_and_number(args: str, sep: str) -> tuple[Play, int]:
    play, found, number = args.rpartition(sep)
    if not found or not number.strip().lstrip("-").isdigit():
        raise ClaimSyntaxError(f"“{args}”: write <play> {sep.strip()} <number>")
    return _plays(play)[0], int(number)


def _cards_text(cards: list[Card] | tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in sorted(cards)) or "nothing"


def _plays_text(plays: list[Play]) -> str:
    return "; ".join(str(p) for p in plays)


def takes_all(card: Card, table: list[Card] | tuple[Card, ...]) -> bool:
    """True when ``card``, played on ``table``, may take every card of it.

    >>> takes_all(Card.parse("7s"), [Card.parse("1d"), Card.parse("6c")])
    True
    >>> takes_all(Card.parse("7s"), [Card.parse("7d"), Card.parse("6c")])
    False
    >>> takes_all(Card.parse("7s"), [])
    False
    """
    return bool(table) and any(
        set(p.captures) == set(table) for p in plays_for([card], list(table))
    )


def search_values(game: Game) -> dict[Play, int]:
    """Each legal play's exact value for the side to move, within :data:`SEARCH_NODES`.

    Past the budget it raises :class:`scopone.errors.SearchLimit`.
    """
    from scopone.ai import solve

    return solve(game, max_nodes=SEARCH_NODES).values


def check_best_play(
    game: Game,
    claim: str | Play,
    values: Callable[[Game], dict[Play, int]] = search_values,
) -> list[Play]:
    """Check that ``claim`` is a best play of ``game``; return every best play.

    ``values`` gives each legal play's exact value for the side to move (by
    default the open-hands search of :mod:`scopone.ai`, within its node
    budget). A claim that is not legal, or that another play beats, raises
    :class:`BestPlayClaimError` naming the better plays and their values.

    >>> from scopone.sphinxext.options import layout_game
    >>> game = layout_game({"south": "7d 2c", "east": "4d 9c", "north": "1s 6c",
    ...                     "west": "2s 4b", "table": "3c 4s"})
    >>> fake = {Play.parse("7d x 3c+4s"): 3, Play.parse("2c"): 0}
    >>> [str(p) for p in check_best_play(game, "7d x 3c+4s", lambda g: fake)]
    ['7d x 3c+4s']
    >>> check_best_play(game, "2c", lambda g: fake)
    Traceback (most recent call last):
    ...
    scopone.sphinxext.claims.BestPlayClaimError: 2c is not a best play (value 0): 7d x 3c+4s gets 3
    """
    play = Play.parse(claim)
    found = values(game)
    if play not in found:
        legal = ", ".join(str(p) for p in found)
        raise BestPlayClaimError(f"{play} is not a legal play here (legal: {legal})")
    top = max(found.values())
    best = [p for p, v in found.items() if v == top]
    if found[play] < top:
        better = ", ".join(f"{p} gets {v}" for p, v in found.items() if v > found[play])
        raise BestPlayClaimError(f"{play} is not a best play (value {found[play]}): {better}")
    return best


class ClaimChecker:
    """Checks claims about one position; the seat to move there is the point of view.

    ``max_nodes`` bounds every search (:data:`SEARCH_NODES`); a search that
    reaches it decides nothing, and the claim is refused, never published
    as fact. The searches are kept, so that several claims on one position
    cost one search.
    """

    def __init__(self, game: Game, max_nodes: int = SEARCH_NODES) -> None:
        self.game = game.copy()
        self.seat = game.turn
        self.max_nodes = max_nodes
        self._searched: dict[str, dict[Play, int]] = {}

    # -- the position a claim is about ------------------------------------------------

    def position(self, claim: Claim) -> Game:
        """The shown position, or the one after the claim's ``after`` plays."""
        if not claim.after:
            return self.game
        game = self.game.copy()
        try:
            plays = parse_plays(game, claim.after)
        except ScoponeError as err:
            raise ClaimError(f"after {claim.after}: {err}") from None
        for play in plays:
            game.play(play)
        return game

    def values(self, game: Game) -> dict[Play, int]:
        """Each legal play's exact value for the side to move, or :class:`ClaimError`."""
        from scopone.ai import solve
        from scopone.errors import SearchLimit

        key = game.to_text()
        if key not in self._searched:
            if game.is_hand_over:
                raise ClaimError("the hand is over: nothing left to play")
            try:
                self._searched[key] = solve(game, max_nodes=self.max_nodes).values
            except SearchLimit:
                raise ClaimError(
                    f"the search could not decide within {self.max_nodes:,} positions: "
                    "not published as fact"
                ) from None
        return self._searched[key]

    def check(self, claim: Claim) -> None:
        """Return when the claim holds; raise :class:`ClaimError` saying what was found."""
        game = self.position(claim)
        _CHECKS[claim.kind](self, game, claim.args)

    # -- the open hands ----------------------------------------------------------------

    def _best(self, game: Game, args: str) -> None:
        check_best_play(game, _plays(args)[0], self.values)

    def _value(self, game: Game, args: str) -> None:
        play, number = _play_and_number(args, " = ")
        found = self._legal_value(game, play)
        if found != number:
            raise ClaimError(f"the search gives {play} the value {found}{self._top(game)}")

    def _worse(self, game: Game, args: str) -> None:
        play, number = _play_and_number(args, " by ")
        if number < 1:
            raise ClaimSyntaxError(f"“{args}”: worse by 1 or more")
        found = self._legal_value(game, play)
        top = max(self.values(game).values())
        if top - found != number:
            raise ClaimError(f"{play} is {top - found} below the best{self._top(game)}")

    def _legal_value(self, game: Game, play: Play) -> int:
        values = self.values(game)
        if play not in values:
            raise ClaimError(
                f"{play} is not a legal play here (legal: {_plays_text(list(values))})"
            )
        return values[play]

    def _top(self, game: Game) -> str:
        values = self.values(game)
        top = max(values.values())
        best = _plays_text([p for p, v in values.items() if v == top])
        return f" (best: {best}, value {top})"

    def _holder(self, game: Game, args: str) -> tuple[int, str]:
        seat_word, _, rest = args.partition(" ")
        if not rest.strip():
            raise ClaimSyntaxError(f"“{args}”: write <seat> <card or play>")
        return _seat(seat_word), rest.strip()

    def _sweeps(self, game: Game, args: str) -> None:
        seat, rest = self._holder(game, args)
        card = _card(rest)
        hand = game.hands[seat]
        if card not in hand:
            raise ClaimError(f"{_SEAT_NAMES[seat]} does not hold {card}")
        table = game.table
        if not table:
            raise ClaimError("the table is empty: nothing to sweep")
        if not takes_all(card, table):
            took = [str(p) for p in plays_for([card], table) if p.captures]
            found = ", ".join(took) if took else "nothing"
            raise ClaimError(f"{card} takes {found} on {_cards_text(table)}")
        if sum(len(h) for h in game.hands) == 1:
            raise ClaimError(f"{card} is the last card of the hand: no scopa")

    def _can(self, game: Game, args: str) -> None:
        seat, rest = self._holder(game, args)
        play = _plays(rest)[0]
        if play.card not in game.hands[seat]:
            raise ClaimError(f"{_SEAT_NAMES[seat]} does not hold {play.card}")
        allowed = plays_for([play.card], game.table)
        if play not in allowed:
            raise ClaimError(
                f"on {_cards_text(game.table)} {play.card} may only: {_plays_text(allowed)}"
            )

    def _holds(self, game: Game, args: str) -> None:
        seat, rest = self._holder(game, args)
        cards = [_card(c) for c in rest.split()]
        missing = [c for c in cards if c not in game.hands[seat]]
        if missing:
            raise ClaimError(
                f"{_SEAT_NAMES[seat]} holds {_cards_text(game.hands[seat])}, "
                f"not {_cards_text(missing)}"
            )

    # -- the rules ---------------------------------------------------------------------

    def _legal(self, game: Game, args: str) -> None:
        claimed = _plays(args)
        named = {p.card for p in claimed}
        legal = [p for p in game.legal_plays() if p.card in named]
        if set(claimed) != set(legal) or len(claimed) != len(legal):
            raise ClaimError(
                f"the legal plays of {_cards_text(list(named))} are {_plays_text(legal)}"
            )

    def _pile(self, game: Game, args: str) -> None:
        side_word, _, rest = args.partition(" ")
        what, eq, number = rest.partition("=")
        what = what.strip().lower()
        if side_word.lower() not in _SIDES or what not in ("cards", "denari", "scope"):
            raise ClaimSyntaxError(
                f"“{args}”: write pile: north-south|east-west cards|denari|scope = <number>"
            )
        if not eq or not number.strip().isdigit():
            raise ClaimSyntaxError(f"“{args}”: write … = <number>")
        side = _SIDES[side_word.lower()]
        pile = game.captured[side]
        found = {
            "cards": len(pile),
            "denari": sum(1 for c in pile if c.suit == "denari"),
            "scope": game.scope[side],
        }[what]
        if found != int(number):
            raise ClaimError(f"{side_word.lower()} have {found} {what}")

    def _forced(self, game: Game, args: str) -> None:
        walker = game.copy()
        for play in _plays(args):
            legal = walker.legal_plays()
            if legal != [play]:
                who = _SEAT_NAMES[walker.turn]
                raise ClaimError(f"{who} may play {_plays_text(legal)}, not only {play}")
            walker.play(play)

    # -- what a player can know --------------------------------------------------------

    def _view(self, game: Game, args: str) -> tuple[int, str, object]:
        seat, rest = _seat_first(args)
        seat = self.seat if seat is None else seat
        return seat, rest, game.view(seat)

    def _gone(self, game: Game, args: str) -> None:
        seat, rest, view = self._view(game, args)
        value = parse_value(rest)
        own = [c for c in view.hand if c.value == value]
        left = [c for c in view.unseen if c.value == value]
        if own or left:
            held = f"{_SEAT_NAMES[seat]} holds {_cards_text(own)}; " if own else ""
            raise ClaimError(
                f"{held}unseen by {_SEAT_NAMES[seat]}: {len(left)} card(s) of value "
                f"{_value_label(value)}"
            )

    def _unseen(self, game: Game, args: str) -> None:
        seat, rest, view = self._view(game, args)
        what, eq, number = rest.partition("=")
        if eq and not number.strip().isdigit():
            raise ClaimSyntaxError(f"“{args}”: write unseen: <value or card> [= <number>]")
        match = _matcher(what)
        count = sum(1 for c in view.unseen if match(c))
        wanted = int(number) if eq else None
        if (wanted is None and count == 0) or (wanted is not None and count != wanted):
            raise ClaimError(
                f"unseen by {_SEAT_NAMES[seat]}: {count} card(s) matching “{what.strip()}”"
            )

    def _no_pair(self, game: Game, args: str) -> None:
        seat, rest, view = self._view(game, args)
        card = _card(rest)
        if card not in game.table:
            raise ClaimError(f"{card} is not on the table ({_cards_text(game.table)})")
        pairs = [c for c in view.unseen if c.value == card.value]
        if pairs:
            raise ClaimError(
                f"unseen by {_SEAT_NAMES[seat]}: {len(pairs)} card(s) of value "
                f"{_value_label(card.value)}, which could take it"
            )

    def _no_sweep(self, game: Game, args: str) -> None:
        seat, rest, view = self._view(game, args)
        if rest:
            raise ClaimSyntaxError(f"“{args}”: no-sweep takes only a seat")
        if not game.table:
            raise ClaimError("the table is empty: nothing to sweep")
        sweepers = [c for c in view.unseen if takes_all(c, game.table)]
        if sweepers:
            raise ClaimError(
                f"unseen by {_SEAT_NAMES[seat]}: {len(sweepers)} card(s) of value "
                f"{_value_label(sweepers[0].value)}, which could take {_cards_text(game.table)}"
            )


def _card(text: str) -> Card:
    try:
        return Card.parse(text.strip())
    except ScoponeError as err:
        raise ClaimSyntaxError(str(err)) from None


def _matcher(text: str) -> Callable[[Card], bool]:
    """A card (``7d``), a value (``7``, ``cavallo``) or a suit (``denari``), as a test on cards.

    >>> [_matcher(w)(Card.parse("7d")) for w in ("7d", "7", "denari", "spade", "re")]
    [True, True, True, False, False]
    """
    word = text.strip().lower()
    if word in _SUITS:
        return lambda c: c.suit == word
    try:
        value = parse_value(word)
    except ClaimSyntaxError:
        card = _card(word)
        return lambda c: c == card
    return lambda c: c.value == value


_CHECKS: dict[str, Callable[[ClaimChecker, Game, str], None]] = {
    "best": ClaimChecker._best,
    "value": ClaimChecker._value,
    "worse": ClaimChecker._worse,
    "sweeps": ClaimChecker._sweeps,
    "can": ClaimChecker._can,
    "holds": ClaimChecker._holds,
    "pile": ClaimChecker._pile,
    "legal": ClaimChecker._legal,
    "forced": ClaimChecker._forced,
    "gone": ClaimChecker._gone,
    "unseen": ClaimChecker._unseen,
    "no-pair": ClaimChecker._no_pair,
    "no-sweep": ClaimChecker._no_sweep,
}

#: The kinds of claim, by name.
KINDS = frozenset(_CHECKS)
