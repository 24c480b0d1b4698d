"""Statements about a position that the engine and the solver prove: a page's claims.

A page that shows a position often says something about it: "K♣ 6→7 still
wins", "K♦ 4→7 loses", "8♥ 2→5 earns 10 and turns up A♥", "3♣ is refused",
"5♠ is still unseen". Each such statement is written as one line of a claim
text (the ``:claims:`` option of the site's position directives), and
:func:`check` asks the engine whether it holds. Every line reads
``kind: moves = value``, the moves (``;``-separated, in the notation of
:meth:`Game.parse_move <scorpion.Game.parse_move>`) played from the position
the claim is about:

- ``wins: K♣ 6→7`` — after the moves the deal can still be won: the solver
  finds a winning line (and replays it); ``wins:`` alone, the position itself;
- ``loses: K♦ 4→7`` — after the moves no line wins: the solver proves it;
- ``earns: 8♥ 2→5 = 10`` — the moves earn exactly that many points;
- ``turns-up: 8♥ 2→5 = A♥`` — the cards the last move turns face up (``-``: none);
- ``refused: 3♣ 7 = king-only`` — every move but the last is legal, and the
  engine refuses the last with that code (:data:`scorpion.i18n.MESSAGES`);
- ``goes-to: 8♥ = 5 6`` — the columns the card may move to (``-``: none);
  ``goes-to: R; 4♠ = 5`` after the moves;
- ``legal: 8♥ 2→5, R`` — exactly these moves are legal (``,``-separated;
  after moves: ``legal: R = …``);
- ``shows: R = 2♠ on J♣, column 7 empty`` — each card lies directly on the
  other, each column named holds no card;
- ``never-empties: K♦ 4→7`` — after the moves no column is empty, and none
  ever becomes empty again whatever is played (every reachable position is
  visited, at most :data:`SOLVER_NODES` of them);
- ``unseen: 5♠`` — a player has not seen these cards yet (see below);
- ``unseen-only: 5♠ A♣ 2♣`` — the cards a player has not seen are exactly these.

A kind that takes a value may leave out ``=`` when no move comes first
(``unseen: 5♠``, ``goes-to: 8♥ = 5``). Win and loss are the solver's
(:func:`scorpion.solver.solve`), which sees every card; it searches at most
:data:`SOLVER_NODES` positions, so that the verdict is the same on any
machine, and a claim it cannot decide within them is refused, not published.
Claims about what a *player* knows (``unseen``) are derived from the cards
face up in the columns, the cards set aside and the suits that have left —
never from the face-down cards or the reserve (:func:`seen_cards`).

>>> from scorpion import Game
>>> from scorpion.examples import EXAMPLE_2
>>> game = Game.from_text(EXAMPLE_2)
>>> [claim.kind for claim in parse_claims("wins: 8♥ 2→5\\nunseen: A♥")]
['wins', 'unseen']
>>> check(game, parse_claim("earns: 8♥ 2→5 = 10"))
>>> check(game, parse_claim("turns-up: 8♥ 2→5 = K♥"))
'8♥ 2→5 turns up A♥'
>>> check(game, parse_claim("loses: 10♣ 7→1"))
>>> check(game, parse_claim("refused: 8♥ 6 = same-suit"))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .cards import RANKS, Card
from .errors import ScorpionError
from .game import Game
from .moves import Move, PlayedMove
from .solver import solve

__all__ = [
    "KINDS",
    "SOLVER_BUDGET_S",
    "SOLVER_NODES",
    "Claim",
    "ClaimSyntaxError",
    "check",
    "parse_claim",
    "parse_claims",
    "parse_moves",
    "seen_cards",
]

#: At most this many positions for a win or a loss: the same verdict on any machine.
SOLVER_NODES = 100_000
#: A safety net only: on any machine the node limit comes long before it.
SOLVER_BUDGET_S = 600.0

#: Every kind of claim: whether it needs moves, and whether it takes a value after ``=``.
KINDS = {
    "wins": (False, False),
    "loses": (False, False),
    "never-empties": (False, False),
    "earns": (True, True),
    "turns-up": (True, True),
    "refused": (True, True),
    "goes-to": (True, True),
    "legal": (False, True),
    "shows": (False, True),
    "unseen": (False, True),
    "unseen-only": (False, True),
}

_NONE = ("-", "")


class ClaimSyntaxError(ValueError):
    """A claim line that cannot be read, saying what was expected."""


@dataclass(frozen=True)
class Claim:
    """One claim: its ``kind``, the ``moves`` before it and its ``value`` (texts).

    ``text`` is the line as written, to quote it back.
    """

    kind: str
    moves: str
    value: str
    text: str


def parse_claim(line: str) -> Claim:
    """Read one claim line: ``kind: moves = value``.

    >>> parse_claim("wins: K♣ 6→7")
    Claim(kind='wins', moves='K♣ 6→7', value='', text='wins: K♣ 6→7')
    >>> parse_claim("unseen: 5♠").moves, parse_claim("unseen: 5♠").value
    ('', '5♠')
    >>> parse_claim("goes-to: 8♥ = 5").moves
    '8♥'
    >>> parse_claim("win: K♣ 6→7")
    Traceback (most recent call last):
    ...
    scorpion.claims.ClaimSyntaxError: unknown kind 'win' (expected one of: wins, loses, never-empties, earns, turns-up, refused, goes-to, legal, shows, unseen, unseen-only)
    >>> parse_claim("earns: 8♥ 2→5")
    Traceback (most recent call last):
    ...
    scorpion.claims.ClaimSyntaxError: 'earns' needs a value after '=': earns: MOVES = VALUE
    """
    text = " ".join(line.split())
    kind, colon, rest = text.partition(":")
    kind = kind.strip()
    if not colon:
        raise ClaimSyntaxError(f"not a claim: {text!r} (expected 'kind: moves = value')")
    if kind not in KINDS:
        raise ClaimSyntaxError(f"unknown kind {kind!r} (expected one of: {', '.join(KINDS)})")
    needs_moves, takes_value = KINDS[kind]
    left, equals, right = rest.partition("=")
    form = f"{kind}: MOVES = VALUE" if needs_moves else f"{kind}: [MOVES =] VALUE"
    if not takes_value:
        if equals:
            raise ClaimSyntaxError(f"{kind!r} takes no value: {kind}: MOVES")
        return Claim(kind, left.strip(), "", text)
    if equals:
        moves, value = left.strip(), right.strip()
    elif needs_moves:
        raise ClaimSyntaxError(f"{kind!r} needs a value after '=': {form}")
    else:
        moves, value = "", left.strip()
    if not value:
        raise ClaimSyntaxError(f"{kind!r} needs a value after '=': {form}")
    if needs_moves and not moves:
        raise ClaimSyntaxError(f"{kind!r} needs a move before '=': {form}")
    return Claim(kind, moves, value, text)


def parse_claims(text: str) -> list[Claim]:
    """Read every non-empty line of a claim text.

    >>> [c.kind for c in parse_claims("\\nwins: R\\n\\nloses: K♦ 4→7\\n")]
    ['wins', 'loses']
    """
    return [parse_claim(line) for line in text.splitlines() if line.strip()]


def parse_moves(game: Game, text: str) -> list[Move]:
    """Parse ``;``- or newline-separated moves and check each by playing it on a copy.

    >>> from scorpion.examples import EXAMPLE_2
    >>> game = Game.from_text(EXAMPLE_2)
    >>> [str(m) for m in parse_moves(game, "8h 5; R")]
    ['8♥ 2→5', 'R']
    >>> parse_moves(game, "8♥ 2→6")
    Traceback (most recent call last):
    ...
    scorpion.errors.IllegalMove: Rule: cards must be of the same suit. 8♥ goes only on 9♥.
    """
    walker = game.copy()
    moves = []
    for raw in text.replace("\n", ";").split(";"):
        if not raw.strip():
            continue
        move = walker.parse_move(raw.strip())
        walker.play(move)
        moves.append(move)
    return moves


def seen_cards(game: Game) -> frozenset[Card]:
    """The cards a player has seen: face up in a column, set aside, or in a suit that left.

    Only what lies face up is read — a face-down card's value and the
    reserve's are never looked at — so whatever this says a player can know.

    >>> from scorpion.examples import EXAMPLE_2
    >>> game = Game.from_text(EXAMPLE_2)
    >>> len(seen_cards(game)), Card.parse("A♥") in seen_cards(game)
    (37, False)
    """
    seen = {card for column in game.columns for card, face_up in column if face_up}
    seen.update(game.aside)
    seen.update(Card(rank, suit) for suit in game.foundations for rank in RANKS)
    return frozenset(seen)


def _card(text: str) -> Card:
    try:
        return Card.parse(text)
    except ScorpionError as err:
        raise ClaimSyntaxError(str(err)) from None


def _cards(text: str) -> list[Card]:
    if text.strip() in _NONE:
        return []
    return [_card(word) for word in text.replace(",", " ").split()]


def _names(cards: Iterable[Card]) -> str:
    return " ".join(str(card) for card in cards) or "nothing"


def _after(claim: Claim) -> str:
    return f"after {claim.moves}" if claim.moves else "in this position"


def _solver_verdict(game: Game, claim: Claim, want: str) -> str | None:
    result = solve(game, SOLVER_BUDGET_S, max_nodes=SOLVER_NODES)
    where = f"the position after {claim.moves}" if claim.moves else "this position"
    if result.status == want:
        return None
    if result.status == "unknown":
        return (
            f"the solver could not decide {where} within {SOLVER_NODES:,} positions, "
            "so it is not a proven fact"
        )
    if result.status == "unsolvable":
        searched = f"{result.nodes:,} position{'s' if result.nodes != 1 else ''}"
        return f"the solver proves {where} lost ({searched} searched)"
    return f"the solver wins {where}: {_line(result.moves)}"


def _line(moves: Sequence[Move]) -> str:
    """``in 24 moves: Q♣ 6→7, 9♥ 5→3, …`` (the first six)."""
    shown = ", ".join(str(move) for move in moves[:6])
    return f"in {len(moves)} moves: {shown}{', …' if len(moves) > 6 else ''}"


def _lies_on(game: Game, text: str) -> str | None:
    """Check ``X on Y`` and ``column N empty`` (``,``-separated); say what is there instead."""
    for part in text.split(","):
        words = part.split()
        if len(words) == 3 and words[0] == "column" and words[2] == "empty":
            if not words[1].isdecimal() or not 1 <= int(words[1]) <= len(game.columns):
                raise ClaimSyntaxError(f"no column {words[1]!r}")
            held = len(game.columns[int(words[1]) - 1])
            if held:
                return f"column {words[1]} holds {held} card{'s' if held > 1 else ''}"
            continue
        if len(words) != 3 or words[1] != "on":
            raise ClaimSyntaxError(
                f"expected 'CARD on CARD' or 'column N empty', not {part.strip()!r}"
            )
        card, under = _card(words[0]), _card(words[2])
        where, column, height = game.locate(card)
        if where != "column":
            return f"{card} is not in a column ({where})"
        below = game.columns[column - 1][height - 1][0] if height else None
        if below != under:
            lying = f"on {below}" if below else "at the bottom"
            return f"{card} lies {lying} in column {column}"
    return None


def _moves_list(game: Game, text: str) -> list[Move]:
    return [game.parse_move(part.strip()) for part in text.split(",") if part.strip()]


def check(game: Game, claim: Claim) -> str | None:
    """``None`` when the engine proves ``claim`` about ``game``; else what it found.

    ``game`` is never changed. Moves that do not parse or are not legal, and
    values that cannot be read, are reported as found (the claim is not
    proven), never raised.

    >>> from pathlib import Path
    >>> from importlib.resources import files
    >>> game = Game.from_text((files("scorpion") / "data" / "winning-game.txt").read_text())
    >>> print(check(game, parse_claim("unseen: 4♠")))
    None
    >>> check(game, parse_claim("unseen: 5♥"))
    '5♥ is face up in column 7'
    >>> check(game, parse_claim("goes-to: 4♥ = 7"))
    >>> check(game, parse_claim("wins: 9♥ 1"))
    'cannot play 9♥ 1: 9♥ goes only on 10♥.'
    """
    board = game.copy()
    try:
        if claim.kind == "refused":
            return _check_refused(board, claim)
        played = []
        for move in parse_moves(board, claim.moves) if claim.kind != "goes-to" else ():
            played.append(board.play(move))
        return _CHECKS[claim.kind](board, claim, played)
    except ClaimSyntaxError as err:
        return f"cannot read the claim: {err}"
    except ScorpionError as err:
        return f"cannot play {claim.moves}: {err}"


def _check_refused(board: Game, claim: Claim) -> str | None:
    parts = [p.strip() for p in claim.moves.split(";") if p.strip()]
    for move in parse_moves(board, ";".join(parts[:-1])):
        board.play(move)
    try:
        board.play(board.parse_move(parts[-1]))
    except ScorpionError as err:
        if err.code == claim.value:
            return None
        return f"{parts[-1]} is refused with {err.code} ({err})"
    return f"the engine plays {parts[-1]}: it is legal"


def _wins(board: Game, claim: Claim, played: Sequence[PlayedMove]) -> str | None:
    return _solver_verdict(board, claim, "solved")


def _loses(board: Game, claim: Claim, played: Sequence[PlayedMove]) -> str | None:
    return _solver_verdict(board, claim, "unsolvable")


def _never_empties(board: Game, claim: Claim, played: Sequence[PlayedMove]) -> str | None:
    where = f"after {claim.moves}" if claim.moves else "from this position"
    seen = {board.position_key()}
    waiting: list[tuple[Game, tuple[Move, ...]]] = [(board, ())]
    while waiting:
        game, line = waiting.pop()
        empty = [n for n in range(1, len(game.columns) + 1) if game.top(n) is None]
        if empty:
            if not line:
                return f"column {empty[0]} is empty {where}"
            return f"column {empty[0]} becomes empty {where}, for instance {_line(line)}"
        for move in game.legal_moves():
            after = game.copy()
            after.play(move)
            key = after.position_key()
            if key not in seen:
                if len(seen) >= SOLVER_NODES:
                    return (
                        f"more than {SOLVER_NODES:,} positions can be reached {where}: "
                        "not all of them could be visited, so it is not a proven fact"
                    )
                seen.add(key)
                waiting.append((after, (*line, move)))
    return None


def _earns(board: Game, claim: Claim, played: Sequence[PlayedMove]) -> str | None:
    if not claim.value.isdecimal():
        raise ClaimSyntaxError(f"'earns' needs a number of points, not {claim.value!r}")
    points = sum(p.points for p in played)
    return None if points == int(claim.value) else f"{claim.moves} earns {points}"


def _turns_up(board: Game, claim: Claim, played: Sequence[PlayedMove]) -> str | None:
    flips = list(played[-1].flips)
    if flips == _cards(claim.value):
        return None
    return f"{claim.moves} turns up {_names(flips)}"


def _goes_to(board: Game, claim: Claim, played: Sequence[PlayedMove]) -> str | None:
    *before, card_text = [p.strip() for p in claim.moves.split(";")]
    for move in parse_moves(board, ";".join(before)):
        board.play(move)
    card = _card(card_text)
    targets = sorted(m.target for m in board.legal_moves() if m.card == card)
    words = [word for word in claim.value.replace(",", " ").split() if word != "-"]
    if not all(word.isdecimal() for word in words):
        raise ClaimSyntaxError(f"'goes-to' needs column numbers, not {claim.value!r}")
    wanted = sorted(int(word) for word in words)
    if targets == wanted:
        return None
    return f"{card} goes to {' '.join(map(str, targets)) or 'no column'}"


def _legal(board: Game, claim: Claim, played: Sequence[PlayedMove]) -> str | None:
    legal = board.legal_moves()
    if sorted(map(str, legal)) == sorted(map(str, _moves_list(board, claim.value))):
        return None
    return f"the legal moves {_after(claim)} are {', '.join(map(str, legal)) or 'none'}"


def _shows(board: Game, claim: Claim, played: Sequence[PlayedMove]) -> str | None:
    return _lies_on(board, claim.value)


def _unseen(board: Game, claim: Claim, played: Sequence[PlayedMove]) -> str | None:
    seen = seen_cards(board)
    for card in _cards(claim.value):
        if card in seen:
            return f"{card} is {_place(board, card)}"
    return None


def _unseen_only(board: Game, claim: Claim, played: Sequence[PlayedMove]) -> str | None:
    seen = seen_cards(board)
    unseen = sorted(card for card in _all_cards() if card not in seen)
    if unseen == sorted(_cards(claim.value)):
        return None
    return f"the cards not yet seen {_after(claim)} are {_names(unseen)}"


def _all_cards() -> list[Card]:
    return [Card.from_code(code) for code in range(52)]


def _place(board: Game, card: Card) -> str:
    where, column, _ = board.locate(card)
    if where == "column":
        return f"face up in column {column}"
    return "set aside" if where == "aside" else "gone with its suit"


_CHECKS = {
    "wins": _wins,
    "loses": _loses,
    "never-empties": _never_empties,
    "earns": _earns,
    "turns-up": _turns_up,
    "goes-to": _goes_to,
    "legal": _legal,
    "shows": _shows,
    "unseen": _unseen,
    "unseen-only": _unseen_only,
}
