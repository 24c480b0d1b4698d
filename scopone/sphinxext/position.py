"""Directives that ask the Scopone engine for a position and draw it with :mod:`scopone.render`.

``scopone-position`` draws one position, given either as a layout —

- ``:south:``, ``:east:``, ``:north:``, ``:west:`` the four hands (cards in
  notation, ``7d 3c``; a seat left out holds nothing), ``:table:`` the table,
  ``:dealer:`` and ``:turn:`` (a seat name or number), ``:taken-ns:`` and
  ``:taken-ew:`` the two sides' piles (``rest`` for every card found
  nowhere else), ``:scope:`` the scopas so far (``1 0``);

— or as ``:game: N`` (a numbered game at the start of its first hand), or
``:file: positions/name.txt`` (a position text, :meth:`scopone.Game.to_text`,
next to the page). Then it
plays ``:plays:`` (``;``-separated: ``7d x 3c+4s; 2b``), each checked by the
engine, and shows the result: the bottom seat's hand face up and the others as
backs, or every hand with ``:open:``. ``:mark:`` highlights cards, ``:faces:
french`` draws French suits. The content is the caption, written in the page
so that it is translated with it.

``scopone-best-play`` draws a position in the same way, every hand open, and
claims that ``:best:`` is a best play for the seat to move, as the open-hands
exact search (:mod:`scopone.ai`) finds it. The build fails when the claim is
false, naming the plays that do better.

The role ``{scopone-card}`7d``` writes a card's label in running text, isolated
with ``<bdi>`` so that it reads the same in right-to-left pages.

``scopone-cards`` draws a row of cards (``:cards:``), ``scopone-score`` the
score sheet of a whole hand of game ``:game:``, played by the computer seats
(or by the ``:plays:`` given).

No position is drawn by hand: every card comes from the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util.docutils import SphinxDirective

from cardsite.formats import format_list
from cardsite.sphinx.static import add_css
from scopone import Card, Game, Play, ScoponeError
from scopone.cards import full_deck
from scopone.i18n import card_name
from scopone.render import CSS, FACES, cards_html, label_html, position_html, score_sheet_html

__all__ = [
    "BestPlayClaimError",
    "CardsDirective",
    "PositionDirective",
    "ScoreDirective",
    "check_best_play",
    "example_wrapper",
    "layout_game",
    "parse_plays",
    "parse_seat",
    "setup",
]

_SEATS = {"south": 0, "s": 0, "east": 1, "e": 1, "north": 2, "n": 2, "west": 3, "w": 3}


class BestPlayClaimError(Exception):
    """A page claims a best play that the open-hands search refutes."""


def parse_seat(text: str) -> int:
    """A seat from its compass name (``south``, ``E``) or number (``0``–``3``).

    >>> parse_seat("west"), parse_seat(" N "), parse_seat("1")
    (3, 2, 1)
    >>> parse_seat("up")
    Traceback (most recent call last):
    ...
    ValueError: not a seat: 'up' (expected south, east, north, west or 0-3)
    """
    key = text.strip().lower()
    if key in _SEATS:
        return _SEATS[key]
    if key in ("0", "1", "2", "3"):
        return int(key)
    raise ValueError(f"not a seat: {text!r} (expected south, east, north, west or 0-3)")


def _cards(text: str | None) -> list[str]:
    return [] if not text or text.strip() == "-" else text.split()


def layout_game(options: dict[str, Any]) -> Game:
    """The position a directive's options describe, built and checked by the engine.

    >>> game = layout_game({"south": "8d 2c", "east": "4d 9c", "north": "1s 7c",
    ...                     "west": "2s 4b", "table": "3c 5b 8s"})
    >>> [str(p) for p in game.legal_plays()]
    ['2c', '8d x 8s']
    >>> game = layout_game({"south": "7d", "east": "7c", "north": "1s", "west": "2s",
    ...                     "taken-ns": "7b 7s", "taken-ew": "rest", "scope": "1 0"})
    >>> [len(pile) for pile in game.captured], game.scope, game.out
    ([2, 34], [1, 0], [])
    >>> layout_game({"south": "8d", "table": "8d"})
    Traceback (most recent call last):
    ...
    scopone.errors.ParseError: 8d appears more than once in the position.
    """
    if "game" in options:
        return Game.new(options["game"], options.get("variant", "scientifico"))
    hands = [_cards(options.get(name)) for name in ("south", "east", "north", "west")]
    table = _cards(options.get("table"))
    dealer = parse_seat(options["dealer"]) if "dealer" in options else None
    turn = parse_seat(options["turn"]) if "turn" in options else None
    if dealer is None:
        dealer = ((0 if turn is None else turn) - 1) % 4
    captured = None
    ns, ew = options.get("taken-ns"), options.get("taken-ew")
    if ns is not None or ew is not None:
        listed = {Card.parse(c) for part in (*hands, table) for c in part}
        piles = [_cards(ns), _cards(ew)]
        for pile in piles:
            listed |= {Card.parse(c) for c in pile if c != "rest"}
        rest = [str(c) for c in full_deck() if c not in listed]
        captured = [[c for c in pile if c != "rest"] for pile in piles]
        for i, raw in enumerate((ns, ew)):
            if raw is not None and "rest" in raw.split():
                captured[i] += rest
    scope = tuple(int(x) for x in options.get("scope", "0 0").split())
    return Game.from_layout(hands, table, dealer=dealer, turn=turn, captured=captured, scope=scope)


def parse_plays(game: Game, text: str) -> list[Play]:
    """Parse ``;``- or newline-separated plays and check each by making it on a copy.

    >>> game = layout_game({"south": "7d 2c", "east": "4d 9c", "north": "1s 6c",
    ...                     "west": "2s 4b", "table": "3c 4s"})
    >>> [str(p) for p in parse_plays(game, "7d x 3c+4s; 9c")]
    ['7d x 3c+4s', '9c']
    >>> parse_plays(game, "7d x 3c+4s; 2c")
    Traceback (most recent call last):
    ...
    scopone.errors.IllegalPlay: 2c is not in the hand of East, who plays now.
    """
    walker = game.copy()
    out = []
    for raw in text.replace("\n", ";").split(";"):
        if raw.strip():
            play = Play.parse(raw.strip())
            walker.play(play)
            out.append(play)
    return out


def _search_values(game: Game) -> dict[Play, int]:
    """Each legal play's exact value for the side to move (the open-hands search)."""
    from scopone.ai import solve

    return solve(game).values


def check_best_play(
    game: Game,
    claim: str | Play,
    values: Callable[[Game], dict[Play, int]] = _search_values,
) -> list[Play]:
    """Check that ``claim`` is a best play of ``game``; return every best play.

    ``values`` gives each legal play's exact value for the side to move (by
    default the open-hands search of :mod:`scopone.ai`). A claim that is not
    legal, or that another play beats, raises :class:`BestPlayClaimError`
    naming the better plays and their values.

    >>> game = layout_game({"south": "7d 2c", "east": "4d 9c", "north": "1s 6c",
    ...                     "west": "2s 4b", "table": "3c 4s"})
    >>> fake = {Play.parse("7d x 3c+4s"): 3, Play.parse("2c"): 0}
    >>> [str(p) for p in check_best_play(game, "7d x 3c+4s", lambda g: fake)]
    ['7d x 3c+4s']
    >>> check_best_play(game, "2c", lambda g: fake)
    Traceback (most recent call last):
    ...
    scopone.sphinxext.position.BestPlayClaimError: 2c is not a best play (value 0): 7d x 3c+4s gets 3
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


def example_wrapper(
    html: str,
    game: Game,
    lang: str,
    faces: str = "italian",
    plays: Sequence[Play] = (),
    *,
    open_hands: bool = False,
) -> str:
    """Wrap a drawn position with what a live table needs to take its place.

    ``game`` is the position before the example's ``plays`` (the diagram
    shows it after them): the wrapper carries its exact text
    (:meth:`scopone.Game.to_text`), the plays, the language, the faces and
    how the diagram shows the hands (``open_hands``: every hand face up; the
    bottom seat is South), so that the live table shows what the diagram
    shows. The page's player.js adds the ▶ button that starts it there.

    >>> from html import unescape
    >>> game = layout_game({"south": "7d", "east": "7c", "north": "1s", "west": "2s"})
    >>> out = example_wrapper("<figure></figure>", game, "ar", plays=[Play.parse("7d")])
    >>> out.startswith('<div class="scopone-example" data-scopone-lang="ar"')
    True
    >>> text = unescape(out.split('data-scopone-position="')[1].split('"')[0])
    >>> Game.from_text(text) == game, 'data-scopone-plays="7d"' in out
    (True, True)
    """
    moves = "; ".join(str(p) for p in plays)
    return (
        f'<div class="scopone-example" data-scopone-lang="{escape(lang)}" '
        f'data-scopone-faces="{escape(faces)}" '
        f'data-scopone-position="{escape(game.to_text())}" '
        f'data-scopone-plays="{escape(moves)}" '
        f'data-scopone-open="{"true" if open_hands else "false"}" '
        f'data-scopone-bottom="0">{html}</div>'
    )


def _lang(directive: SphinxDirective) -> str:
    return directive.config.language or "en"


_POSITION_OPTIONS: dict[str, Any] = {
    "south": directives.unchanged,
    "east": directives.unchanged,
    "north": directives.unchanged,
    "west": directives.unchanged,
    "table": directives.unchanged,
    "dealer": directives.unchanged_required,
    "turn": directives.unchanged_required,
    "taken-ns": directives.unchanged,
    "taken-ew": directives.unchanged,
    "scope": directives.unchanged_required,
    "game": directives.nonnegative_int,
    "file": directives.path,
    "variant": directives.unchanged_required,
    "plays": directives.unchanged,
    "mark": directives.unchanged,
    "faces": lambda arg: directives.choice(arg, FACES),
    "open": directives.flag,
}


class _Figure(SphinxDirective):
    has_content = True

    def figure(
        self, html: str, game: Game | None = None, *, open_hands: bool = False
    ) -> list[nodes.Node]:
        figure = nodes.container(classes=["scopone-figure"])
        if game is not None:
            start, plays = self._start
            html = example_wrapper(
                html,
                start,
                _lang(self),
                self.options.get("faces", "italian"),
                plays,
                open_hands=open_hands,
            )
        figure += nodes.raw("", html, format="html")
        if self.content:
            caption = nodes.container(classes=["scopone-caption"])
            caption += self.parse_content_to_nodes()
            figure += caption
        return [figure]

    def position(self) -> Game:
        try:
            if "file" in self.options:
                rel, path = self.env.relfn2path(self.options["file"], self.env.docname)
                self.env.note_dependency(rel)
                game = Game.from_text(Path(path).read_text(encoding="utf-8"))
            else:
                game = layout_game(self.options)
            plays = parse_plays(game, self.options.get("plays", ""))
            self._start = (game.copy(), plays)
            for play in plays:
                game.play(play)
        except (ScoponeError, ValueError, OSError) as err:
            raise self.error(f"{self.name}: {err}") from err
        return game

    def marked(self) -> list[Card]:
        try:
            return [Card.parse(c) for c in _cards(self.options.get("mark"))]
        except ScoponeError as err:
            raise self.error(f"{self.name}: {err}") from err


class PositionDirective(_Figure):
    """``scopone-position``: one engine-built position, its caption as content."""

    option_spec: ClassVar[dict[str, Any]] = dict(_POSITION_OPTIONS)

    def run(self) -> list[nodes.Node]:
        game = self.position()
        html = position_html(
            game,
            _lang(self),
            self.options.get("faces", "italian"),
            open_hands="open" in self.options,
            marked=self.marked(),
            css=False,
        )
        return self.figure(html, game, open_hands="open" in self.options)


class BestPlayDirective(_Figure):
    """``scopone-best-play``: a position and a best play, checked by the exact search."""

    option_spec: ClassVar[dict[str, Any]] = {
        **_POSITION_OPTIONS,
        "best": directives.unchanged_required,
    }

    def run(self) -> list[nodes.Node]:
        if "best" not in self.options:
            raise self.error(f"{self.name}: needs :best: and the play claimed best")
        game = self.position()
        try:
            check_best_play(game, self.options["best"])
        except (BestPlayClaimError, ScoponeError) as err:
            raise self.error(f"{self.name}: the claim is false: {err}") from err
        html = position_html(
            game,
            _lang(self),
            self.options.get("faces", "italian"),
            open_hands=True,
            marked=self.marked(),
            css=False,
        )
        return self.figure(html, game, open_hands=True)


class CardsDirective(_Figure):
    """``scopone-cards``: a row of cards with a caption."""

    option_spec: ClassVar[dict[str, Any]] = {
        "cards": directives.unchanged_required,
        "faces": lambda arg: directives.choice(arg, FACES),
    }

    def run(self) -> list[nodes.Node]:
        try:
            cards = [Card.parse(c) for c in _cards(self.options.get("cards"))]
        except ScoponeError as err:
            raise self.error(f"{self.name}: {err}") from err
        if not cards:
            raise self.error(f"{self.name}: needs :cards:")
        lang = _lang(self)
        label = format_list([card_name(c, lang) for c in cards], lang)  # read aloud: names
        html = cards_html(cards, lang, self.options.get("faces", "italian"), label=label)
        return self.figure(html)


def play_hand(game: Game, chooser: Callable[[Game], Play]) -> list[Play]:
    """Play ``game``'s current hand to its end with ``chooser``; return the plays made.

    >>> game = layout_game({"south": "7d", "east": "7c", "north": "1s", "west": "2s",
    ...                     "table": "3b"})
    >>> [str(p) for p in play_hand(game, lambda g: g.legal_plays()[0])], game.is_hand_over
    (['7d', '7c x 7d', '1s', '2s'], True)
    """
    plays = []
    while not game.is_hand_over:
        play = chooser(game)
        game.play(play)
        plays.append(play)
    return plays


def _computer(game: Game) -> Play:
    from scopone.ai import choose

    return choose(game, "baseline")


class ScoreDirective(_Figure):
    """``scopone-score``: a whole hand of ``:game:`` and its score sheet."""

    option_spec: ClassVar[dict[str, Any]] = {
        "game": directives.nonnegative_int,
        "plays": directives.unchanged,
        "faces": lambda arg: directives.choice(arg, FACES),
    }

    def run(self) -> list[nodes.Node]:
        if "game" not in self.options:
            raise self.error(f"{self.name}: needs :game: N")
        try:
            game = Game.new(self.options["game"])
            if self.options.get("plays"):
                for play in parse_plays(game, self.options["plays"]):
                    game.play(play)
                if not game.is_hand_over:
                    raise self.error(f"{self.name}: the :plays: do not finish the hand")
            else:
                play_hand(game, _computer)
        except (ScoponeError, ValueError) as err:
            raise self.error(f"{self.name}: {err}") from err
        faces = self.options.get("faces", "italian")
        return self.figure(score_sheet_html(game.hand_score(), _lang(self), faces))


def card_role(
    name: str,
    rawtext: str,
    text: str,
    lineno: int,
    inliner: Any,
    options: Any = None,
    content: Any = None,
) -> tuple[list[nodes.Node], list[nodes.system_message]]:
    """``{scopone-card}`7d```: a card's label in running text, isolated (``<bdi>``)."""
    try:
        card = Card.parse(text)
    except ScoponeError as err:
        msg = inliner.reporter.error(f"scopone-card: {err}", line=lineno)
        return [inliner.problematic(rawtext, rawtext, msg)], [msg]
    lang = inliner.document.settings.env.config.language or "en"
    return [nodes.raw(rawtext, label_html(card, lang), format="html")], []


def setup(app: Any) -> dict[str, Any]:
    app.add_directive("scopone-position", PositionDirective)
    app.add_directive("scopone-best-play", BestPlayDirective)
    app.add_directive("scopone-cards", CardsDirective)
    app.add_directive("scopone-score", ScoreDirective)
    app.add_role("scopone-card", card_role)
    add_css(app, "scopone-board.css", CSS)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
