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

``:claims:`` lists, one a line, what the page says about the position shown
(``gone: cavallo``, ``after 1d: sweeps: west 7s``, ``worse: 1d by 4``; the
kinds are in :mod:`.claims`). Each is proven by the engine, by what the seat
to move can know (its :meth:`~scopone.Game.view`) or by the open-hands search,
within a node budget, in every language's build; one that is false or
undecided stops the build with the page, the line and what was found
(:mod:`cardsite.sphinx.claims`).

``scopone-best-play`` draws a position in the same way, every hand open, and
claims that ``:best:`` is a best play for the seat to move, as the open-hands
exact search (:mod:`scopone.ai`) finds it, naming the plays that do better
when it is not.

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
from cardsite.sphinx import claims
from cardsite.sphinx.static import add_css
from scopone import Card, Game, Play, ScoponeError
from scopone.i18n import card_name
from scopone.render import CSS, FACES, cards_html, label_html, position_html, score_sheet_html

from .claims import (
    BestPlayClaimError,
    Claim,
    ClaimChecker,
    ClaimError,
    ClaimSyntaxError,
    check_best_play,
    parse_claim,
    parse_claims,
)
from .options import card_list, layout_game, parse_plays, parse_seat

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


def example_wrapper(
    html: str,
    game: Game,
    lang: str,
    faces: str = "italian",
    plays: Sequence[Play] = (),
) -> str:
    """Wrap a drawn position with what a live table needs to take its place.

    ``game`` is the position before the example's ``plays`` (the diagram
    shows it after them): the wrapper carries its exact text
    (:meth:`scopone.Game.to_text`), the plays, the language and the faces.
    The page's player.js adds the ▶ button that starts the live table there.

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
        f'data-scopone-plays="{escape(moves)}">{html}</div>'
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
    "claims": directives.unchanged,
}


def claim_line(block: str, first: int, claim: str) -> int:
    r"""The page line of ``claim`` in a directive's ``block`` that starts on line ``first``.

    >>> claim_line("```{x}\n---\nclaims: |\n  best: 3d\n  gone:  re\n---\n```", 5, "gone: re")
    9
    >>> claim_line("```{x}\n:best: 3d\n```", 5, "best: 3d")
    6
    """
    for offset, line in enumerate(block.splitlines()):
        if " ".join(line.split()).lstrip(":") == claim:
            return first + offset
    return first


class _ClaimSite:
    """A directive seen at one of its claims' lines, for :func:`cardsite.sphinx.claims.refuted`."""

    def __init__(self, directive: SphinxDirective, line: int) -> None:
        self.env = directive.env
        self._source = directive.get_source_info()[0]
        self._line = line

    def get_source_info(self) -> tuple[str, int]:
        return self._source, self._line


class _Figure(SphinxDirective):
    has_content = True

    def figure(self, html: str, game: Game | None = None) -> list[nodes.Node]:
        figure = nodes.container(classes=["scopone-figure"])
        if game is not None:
            start, plays = self._start
            html = example_wrapper(
                html, start, _lang(self), self.options.get("faces", "italian"), plays
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

    def check_claims(self, game: Game, first: Sequence[Claim] = ()) -> None:
        """Prove ``first`` and the ``:claims:`` on ``game``; report each to the build.

        A claim the engine refutes, or that its search cannot decide within
        its budget, is reported with the page and line and stops the build
        (:mod:`cardsite.sphinx.claims`); a claim written wrongly is an error
        of the directive.
        """
        try:
            listed = [*first, *parse_claims(self.options.get("claims"))]
            checker = ClaimChecker(game)
            for claim in listed:
                try:
                    checker.check(claim)
                except ClaimError as err:
                    at = _ClaimSite(self, claim_line(self.block_text, self.lineno, claim.text))
                    claims.refuted(at, "scopone", claim.text, str(err))
                else:
                    claims.checked(self, "scopone")
        except (ClaimSyntaxError, ScoponeError) as err:
            raise self.error(f"{self.name}: {err}") from err

    def marked(self) -> list[Card]:
        try:
            return [Card.parse(c) for c in card_list(self.options.get("mark"))]
        except ScoponeError as err:
            raise self.error(f"{self.name}: {err}") from err


class PositionDirective(_Figure):
    """``scopone-position``: one engine-built position, its caption as content."""

    option_spec: ClassVar[dict[str, Any]] = dict(_POSITION_OPTIONS)

    def run(self) -> list[nodes.Node]:
        game = self.position()
        self.check_claims(game)
        html = position_html(
            game,
            _lang(self),
            self.options.get("faces", "italian"),
            open_hands="open" in self.options,
            marked=self.marked(),
            css=False,
        )
        return self.figure(html, game)


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
        self.check_claims(game, [parse_claim(f"best: {self.options['best']}")])
        html = position_html(
            game,
            _lang(self),
            self.options.get("faces", "italian"),
            open_hands=True,
            marked=self.marked(),
            css=False,
        )
        return self.figure(html, game)


class CardsDirective(_Figure):
    """``scopone-cards``: a row of cards with a caption."""

    option_spec: ClassVar[dict[str, Any]] = {
        "cards": directives.unchanged_required,
        "faces": lambda arg: directives.choice(arg, FACES),
    }

    def run(self) -> list[nodes.Node]:
        try:
            cards = [Card.parse(c) for c in card_list(self.options.get("cards"))]
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
    app.setup_extension("cardsite.sphinx.claims")
    add_css(app, "scopone-board.css", CSS)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
