"""``python -m scorpion play N``: a game in the terminal, every refusal explained.

Type a move as ``4♥ 7`` or ``4h 7`` (card, then target column), ``r`` twice
to deal the reserve, ``u`` to undo, ``h`` for a hint, ``m`` to list the legal
moves, ``?`` for help and ``q`` to quit. After each move the solver checks,
briefly, whether the game can still be won, and says so when it cannot.

>>> import io
>>> from scorpion import Game
>>> out = io.StringIO()
>>> play(Game.deal(123), io.StringIO("A♥ 2\\nA♥ 3\\nu\\nq\\n"), out)
0
>>> print(out.getvalue())  # doctest: +ELLIPSIS
Classic, deal 123
...
> A♥ goes only on 2♥.
> A♥ 1→3: +5
...
> A♥ 1→3 undone: −5
...
"""

from __future__ import annotations

import argparse
from typing import TextIO

from cardsite.cli import prompt
from cardsite.formats import format_list

from ..errors import ScorpionError
from ..game import Game
from ..i18n import card_label, clause_separator, gettext_for, pgettext_for, suit_name
from ..moves import PlayedMove
from ..notation import format_diagram, move_text
from ..solver import api as solver
from .common import EXIT_OK, title

__all__ = ["DEAD_END_BUDGET", "HINT_BUDGET", "add_parser", "help_lines", "play"]

#: How long the dead-end check may think after each move, in seconds.
DEAD_END_BUDGET = 0.4
#: How long a hint may think.
HINT_BUDGET = 2.0


def add_parser(sub: argparse._SubParsersAction, _: object) -> argparse.ArgumentParser:
    """The ``play`` subcommand (no options of its own)."""
    return sub.add_parser("play", help=_("play a deal in the terminal"))  # type: ignore[operator]


def help_lines(game: Game, lang: str) -> list[str]:
    """The help, in short lines (a terminal of 80 columns wraps none of them).

    The reserve key is offered only when the game has a reserve to deal.
    """
    lines = [
        gettext_for("Type a move as a card and a column, such as “4♥ 7” or “4h 7”.", lang),
        # TRANSLATORS: terminal help: how to read the rows of the diagram.
        gettext_for("Each row is a column, from its bottom card to its top card.", lang),
    ]
    if game.reserve:
        # TRANSLATORS: terminal help: the reserve key; a second r confirms the deal.
        lines.append(gettext_for("r: deal the reserve (press r twice)", lang))
    # TRANSLATORS: terminal help: the other keys, separated by " · ".
    lines.append(gettext_for("u: undo · h: hint · m: legal moves · ?: help · q: quit", lang))
    return lines


def _outcome(played: PlayedMove, lang: str, undone: bool = False) -> str:
    """One line saying what a move did and earned: ``4♥ 2→7: +10 (turned up: 9♠)``."""
    text = move_text(played.move, lang)
    sign = "−" if undone else "+"
    points = f"{sign}{played.points}"
    if undone:
        # TRANSLATORS: after undo: "4♥ 2→7 undone: −10" (the points taken back).
        return gettext_for("{move} undone: {points}", lang).format(move=text, points=points)
    details = []
    if played.flips:
        cards = format_list([card_label(c, lang) for c in played.flips], lang)
        # TRANSLATORS: the face-down cards a move turned face up: "turned up: 9♠".
        details.append(gettext_for("turned up: {cards}", lang).format(cards=cards))
    for suit in played.removed:
        # TRANSLATORS: a complete suit left the table: "Hearts complete".
        details.append(gettext_for("{suit} complete", lang).format(suit=suit_name(suit, lang)))
    line = f"{text}: {points}"
    return line + (f" ({clause_separator(lang).join(details)})" if details else "")


def _hint(game: Game, lang: str, budget: float) -> str:
    """The hint line: the next move of a winning line, or why there is none."""
    answer = solver.hint(game, budget)
    if answer.status == "lost":
        return gettext_for("This line can no longer be won: undo (u) or quit (q).", lang)
    if answer.move is None:
        return gettext_for("No hint found in time: try again, or undo a move or two.", lang)
    if answer.move.is_reserve:
        return gettext_for("Hint: deal the reserve.", lang)
    return gettext_for("Hint: move {card} to column {column}.", lang).format(
        card=card_label(answer.move.card, lang), column=answer.move.target
    )


def _dead_end(game: Game, lang: str, budget: float | None) -> str | None:
    """The notice for a position that can no longer be won, or ``None``."""
    if game.is_won:
        return None
    if not game.legal_moves():
        return gettext_for("No legal move is left: undo (u) or quit (q).", lang)
    if budget is not None and solver.solve(game, budget).status == "unsolvable":
        return gettext_for("This line can no longer be won: undo (u) or quit (q).", lang)
    return None


def play(
    game: Game,
    stdin: TextIO,
    stdout: TextIO,
    lang: str = "en",
    *,
    dead_end_budget: float | None = DEAD_END_BUDGET,
    hint_budget: float = HINT_BUDGET,
) -> int:
    """Play ``game`` reading commands from ``stdin``; returns 0 when it ends.

    Every refused command prints its reason and changes nothing. The reserve
    is dealt on a second ``r`` (as the board asks for a second press), and
    after each move the solver looks for ``dead_end_budget`` seconds for a
    proof that the game is lost (``None``: only "no legal move" is noticed).
    """

    def say(text: str = "") -> None:
        print(text, file=stdout, flush=True)

    def board() -> None:
        say(format_diagram(game, lang, align=True))

    say(title(game, lang))
    say("\n".join(help_lines(game, lang)))
    board()
    armed = False  # the first r asked for the reserve deal; a second one deals it
    while not game.is_won:
        line = prompt(stdin, stdout)
        if not line:
            say()
            return EXIT_OK
        command = line.strip()
        if not command:
            continue
        low = command.casefold()
        confirm, armed = armed, False
        if low in ("q", "quit", "exit"):
            return EXIT_OK
        if low in ("?", "help"):
            say("\n".join(help_lines(game, lang)))
            continue
        if low in ("m", "moves"):
            moves = game.legal_moves()
            # TRANSLATORS: what separates the legal moves the terminal lists (m).
            separator = pgettext_for("list separator", ", ", lang)
            say(
                separator.join(move_text(m, lang) for m in moves)
                or gettext_for("No legal move.", lang)
            )
            continue
        if low in ("h", "hint"):
            say(_hint(game, lang, hint_budget))
            continue
        try:
            if low in ("u", "undo"):
                say(_outcome(game.undo(), lang, undone=True))
            elif low in ("r", "reserve") and game.reserve and not confirm:
                armed = True
                # TRANSLATORS: terminal: the first r only asks; a second r deals the reserve.
                say(gettext_for("Deal the reserve? Press r again to deal it.", lang))
                continue
            elif low in ("r", "reserve"):
                say(_outcome(game.deal_reserve(), lang))
            else:
                say(_outcome(game.play(game.parse_move(command)), lang))
        except ScorpionError as err:
            say(err.message(lang))
            continue
        board()
        notice = _dead_end(game, lang, dead_end_budget)
        if notice:
            say(notice)
    say(gettext_for("You won! Score: {score}.", lang).format(score=game.score))
    return EXIT_OK
