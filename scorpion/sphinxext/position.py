"""Directives that ask the engine for a position and draw it with :mod:`scorpion.render`.

``scorpion-position`` draws one position, given as

- ``:deal: N`` (and ``:variant:``), a numbered deal;
- ``:example: EXAMPLE_2``, a position text from :mod:`scorpion.examples`;
- ``:file: positions/name.txt``, a position text next to the page;
- ``:data: winning-game``, ``scorpion/data/winning-game.txt``;

then plays ``:moves:`` (``;``-separated, e.g. ``4♥ 2→7; R``) and shows the
result. ``:steps:`` lists the moves a reader may step through from there (the
live player uses them). The directive's content is the caption, written in
the page so that it is translated with it.

``:claims:`` states, one per line, what the page says about the position
(``wins: K♣ 6→7``, ``loses: R``, ``earns: 8♥ 2→5 = 10``, …: the kinds are
:mod:`scorpion.claims`'), each played from the position the directive starts
from, before ``:moves:``. The build checks every claim in every language with
the engine and the solver (:mod:`cardsite.sphinx.claims` counts them); a claim
that is false, or that the solver cannot decide within its limit, stops the
build with the page, the line and what the engine found.

``scorpion-solution`` shows a whole game from ``:data: NAME`` (``NAME.txt`` and
``NAME.moves``, one move per line): the start, every move with what it earned,
and the position after each milestone (reserve dealt, each suit gone). When the
data is absent it shows its content instead (a note written in the page).
It takes ``:claims:`` too, about its start position.

No position is drawn by hand: every card comes from the engine.
"""

from __future__ import annotations

from html import escape
from importlib import resources
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util.docutils import SphinxDirective

from cardsite.formats import format_number
from cardsite.sphinx import claims as build_claims
from cardsite.sphinx.static import add_css
from scorpion import Game
from scorpion.claims import ClaimSyntaxError, check, parse_claim, parse_moves
from scorpion.errors import ScorpionError
from scorpion.i18n import card_label, clause_separator, gettext_for, suit_name
from scorpion.moves import Move
from scorpion.render import CSS, example_html

__all__ = ["PositionDirective", "SolutionDirective", "data_path", "setup"]


def data_path(name: str, suffix: str) -> Path:
    """The path of ``scorpion/data/<name><suffix>`` (it may not exist)."""
    return Path(str(resources.files("scorpion"))) / "data" / f"{name}{suffix}"


def _lang(directive: SphinxDirective) -> str:
    return directive.config.language or "en"


class _EngineDirective(SphinxDirective):
    """What both directives share: reading a position and reporting engine errors."""

    option_spec: ClassVar[dict[str, Any]] = {
        "deal": directives.nonnegative_int,
        "variant": directives.unchanged_required,
        "example": directives.unchanged_required,
        "file": directives.path,
        "data": directives.unchanged_required,
        "moves": directives.unchanged,
        "steps": directives.unchanged,
        "claims": directives.unchanged,
    }

    def start_position(self) -> Game:
        opts = self.options
        given = [k for k in ("deal", "example", "file", "data") if k in opts]
        if len(given) != 1:
            raise self.error(
                f"{self.name}: give exactly one of :deal:, :example:, :file:, :data: "
                f"(got {', '.join(given) or 'none'})"
            )
        source = given[0]
        if source == "deal":
            return Game.deal(opts["deal"], opts.get("variant", "classic"))
        if source == "example":
            from scorpion import examples

            text = getattr(examples, opts["example"], None)
            if not isinstance(text, str):
                raise self.error(
                    f"{self.name}: scorpion.examples has no position {opts['example']!r}"
                )
            return Game.from_text(text)
        if source == "file":
            rel, path = self.env.relfn2path(opts["file"], self.env.docname)
            self.env.note_dependency(rel)
            return Game.from_text(Path(path).read_text(encoding="utf-8"))
        path = data_path(opts["data"], ".txt")
        self.env.note_dependency(str(path))
        return Game.from_text(path.read_text(encoding="utf-8"))

    def check_claims(self, game: Game) -> None:
        """Prove every line of ``:claims:`` about ``game``; report each to the build."""
        for line in self.options.get("claims", "").splitlines():
            if not line.strip():
                continue
            try:
                found = check(game, parse_claim(line))
            except ClaimSyntaxError as err:
                found = f"cannot read the claim: {err}"
            if found is None:
                build_claims.checked(self, "scorpion")
            else:
                where = self._claim_line(line)
                build_claims.refuted(self, "scorpion", " ".join(line.split()), found, line=where)

    def _claim_line(self, line: str) -> int | None:
        """The line of the page that holds ``line`` of the claims (else the directive's)."""
        _source, first = self.get_source_info()
        for offset, text in enumerate(self.block_text.splitlines()):
            if text.strip() == line.strip() or text.strip() == f":claims: {line.strip()}":
                return first + offset if first else None
        return first


class PositionDirective(_EngineDirective):
    """``scorpion-position``: one engine-drawn position, its caption as content."""

    has_content = True

    def run(self) -> list[nodes.Node]:
        lang = _lang(self)
        try:
            game = self.start_position()
            start = game.copy()
            for move in parse_moves(game, self.options.get("moves", "")):
                game.play(move)
            steps = parse_moves(game, self.options.get("steps", ""))
        except (ScorpionError, OSError) as err:
            raise self.error(f"{self.name}: {err}") from err
        self.check_claims(start)
        figure = nodes.container(classes=["scorpion-figure"])
        figure += nodes.raw("", example_html(game, lang, moves=steps), format="html")
        if self.content:
            caption = nodes.container(classes=["scorpion-caption"])
            caption += self.parse_content_to_nodes()
            figure += caption
        return [figure]


def _event_text(events: Any, lang: str) -> str:
    parts = []
    for event in events:
        if event.kind == "same-suit":
            parts.append(gettext_for("same suit +5", lang))
        elif event.kind == "flip":
            text = gettext_for("{card} turns face up +5", lang)
            parts.append(text.format(card=_bdi(card_label(event.card, lang))))
        elif event.kind == "suit":
            text = gettext_for("{suit} complete, leaves +100", lang)
            parts.append(text.format(suit=escape(suit_name(event.suit, lang))))
    return clause_separator(lang).join(parts)


def _bdi(label: str) -> str:
    return f'<bdi dir="ltr">{escape(label)}</bdi>'


def _move_label(move: Move, lang: str) -> str:
    if move.is_reserve:
        return escape(gettext_for("deal the reserve", lang))
    assert move.card is not None
    text = gettext_for("{card} from column {source} to column {target}", lang)
    return text.format(
        card=_bdi(card_label(move.card, lang)), source=move.source, target=move.target
    )


class SolutionDirective(_EngineDirective):
    """``scorpion-solution``: a whole game from ``:data:``, step by step."""

    has_content = True

    def run(self) -> list[nodes.Node]:
        lang = _lang(self)
        name = self.options.get("data")
        if not name:
            raise self.error(f"{self.name}: needs :data: NAME (NAME.txt and NAME.moves)")
        position, moves_file = data_path(name, ".txt"), data_path(name, ".moves")
        self.env.note_dependency(str(position))
        self.env.note_dependency(str(moves_file))
        if not (position.is_file() and moves_file.is_file()):
            # The data comes from the solver; until it exists the page says so.
            note = nodes.container(classes=["scorpion-missing-data"])
            note += self.parse_content_to_nodes()
            return [note]
        try:
            game = self.start_position()
            moves = parse_moves(game, moves_file.read_text(encoding="utf-8"))
        except (ScorpionError, OSError) as err:
            raise self.error(f"{self.name}: {err}") from err
        self.check_claims(game)
        out: list[nodes.Node] = []
        out.append(nodes.raw("", example_html(game, lang, moves=moves), format="html"))

        head = (
            gettext_for("Move", lang),
            gettext_for("What is played", lang),
            gettext_for("What it earns", lang),
            gettext_for("Score", lang),
        )
        rows = []
        milestones = []
        walker = game.copy()
        for n, move in enumerate(moves, start=1):
            played = walker.play(move)
            rows.append(
                f"<tr><td>{n}</td><td>{_move_label(move, lang)}</td>"
                f"<td>{_event_text(played.events, lang)}</td><td>{format_number(walker.score, lang)}</td></tr>"
            )
            if move.is_reserve or played.removed:
                milestones.append((n, walker.copy()))
        table = (
            '<div class="pst-scrollable-table-container"><table class="table scorpion-solution">'
            "<thead><tr>"
            + "".join(f"<th>{escape(h)}</th>" for h in head)
            + "</tr></thead><tbody>"
            + "".join(rows)
            + "</tbody></table></div>"
        )
        out.append(nodes.raw("", table, format="html"))
        for n, position_after in milestones:
            summary = escape(gettext_for("The position after move {number}", lang)).format(number=n)
            board = example_html(position_after, lang)
            out.append(
                nodes.raw(
                    "",
                    f'<details class="scorpion-milestone"><summary>{summary}</summary>{board}</details>',
                    format="html",
                )
            )
        return out


def setup(app: Any) -> dict[str, Any]:
    app.add_directive("scorpion-position", PositionDirective)
    app.add_directive("scorpion-solution", SolutionDirective)
    add_css(app, "scorpion-board.css", CSS)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
