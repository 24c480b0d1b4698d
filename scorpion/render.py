"""Draw a position as accessible HTML: the site's diagrams and ``Game._repr_html_``.

Pure functions of the engine: no Sphinx, no widgets. Every card is a face of
the project's own deck (:mod:`scorpion.faces`: SVG drawn from geometry) or its
back for a hidden card, and carries its full name in the reader's language
(:func:`scorpion.i18n.card_name`) for screen readers. The markup holds only the
names: the stylesheet (:data:`CSS`) draws each face from the card's hook class,
so 52 images cost one stylesheet, not a copy per board, and the diagram reads on
a phone, in print and with JavaScript off.

>>> from scorpion.game import Game
>>> from scorpion.examples import EXAMPLE_2
>>> html = position_html(Game.from_text(EXAMPLE_2), css=False)
>>> html.count('class="scorpion-card scorpion-card-back"')  # 12 hidden + 3 in the reserve
15
>>> 'class="scorpion-card scorpion-card-8H scorpion-red"' in html
True
>>> 'aria-label="Eight of Hearts"' in html
True

Stable hooks (the embedded player uses the same ones): the board is
``scorpion-board``; column *N* is ``scorpion-col-N``; a face-up card is
``scorpion-card scorpion-card-<rank><suit>`` (rank ``A 2 … 10 J Q K``, suit
``S H D C``), a face-down one ``scorpion-card scorpion-card-back``.

The board's size depends only on the number of columns and on ``rows`` (the
tallest column it must hold), never on the cards shown, so a live board of the
same ``rows`` can take its place without the page moving.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from html import escape
from typing import TYPE_CHECKING

from cardsite.formats import format_number

from .cards import Card, Suit
from .faces import card_class, deck_css
from .i18n import card_name, gettext_for, pgettext_for, suit_name

if TYPE_CHECKING:
    from .game import Game
    from .moves import Move

__all__ = [
    "CARD_LABEL",
    "CSS",
    "FORMULA",
    "board_rows",
    "card_class",
    "example_html",
    "isolated_html",
    "position_html",
]

#: The one-letter words Arabic writes attached to the next word ("and", "then", "with",
#: "to/for", "like"): «و8♥» is "and 8♥", and the label after the letter is still a label.
ATTACHED_PREFIXES = "وفبلك"
_BEFORE = rf"(?:(?<![\w♠♥♦♣+−])|(?<=(?<![\w♠♥♦♣+−])[{ATTACHED_PREFIXES}]))"
#: A card label in running text: rank then suit (``10♦``), or suit then rank (``♥8``);
#: also a signed number of points (``+5``, ``+100``), which right-to-left text would
#: otherwise draw as ``5+``. A label may follow an attached one-letter prefix (``و8♥``).
CARD_LABEL = re.compile(
    _BEFORE + r"(?:(?:10|[2-9AJQK])[♠♥♦♣]|[♠♥♦♣](?:10|[2-9AJQK]))(?![\w♠♥♦♣])"
    "|" + _BEFORE + r"[+−]\d+(?![\w.,]\d)"
)

#: The Arabic letters (tatweel included): a number written right after one (Arabic
#: attaches «و» "and", «ب» "with", … to the next word, digits too: «و4 + 5») still
#: starts a formula.
ARABIC_LETTERS = "\u0620-\u064a\u0671-\u06d3"
#: A formula in running text: numbers joined by × + − = ÷ (``9 × 5 + 400 = 445``,
#: ``7 × 7``), or its numeric tail after a worded operand (``12 cards turned up × 5 = 60``
#: → ``× 5 = 60``), also right after an Arabic letter (``و4 + 5``), never inside a Latin
#: word or number (``x4 + 5``). The site's one rule for formulas in right-to-left text: a
#: formula is shown left to right, isolated, exactly as in English (docs/translators.md).
FORMULA = re.compile(
    rf"(?<![.,])(?<![^\W{ARABIC_LETTERS}])(?:[×÷=]\s?)?\d+(?:[.,]\d+)?(?:\s?[×+−=÷]\s?\d+(?:[.,]\d+)?)+(?![\w♠♥♦♣]|[.,]\d)"
)


def isolated_html(text: str) -> str:
    """Plain ``text`` as HTML, every card label isolated left to right (``<bdi dir="ltr">``).

    In right-to-left text a bare ``8♥`` is drawn ``♥8``; isolated, it reads rank
    then suit in every language, also after an attached Arabic prefix:

    >>> isolated_html("لا توضع الورقة 8♥ إلا على 9♥ و10♦ <b>")
    'لا توضع الورقة <bdi dir="ltr">8♥</bdi> إلا على <bdi dir="ltr">9♥</bdi> و<bdi dir="ltr">10♦</bdi> &lt;b&gt;'
    >>> isolated_html("AK♥ 38♥ +5")  # no label inside a longer word
    'AK♥ 38♥ <bdi dir="ltr">+5</bdi>'
    """
    out, last = [], 0
    for m in CARD_LABEL.finditer(text):
        out.append(escape(text[last : m.start()]))
        out.append(f'<bdi dir="ltr">{escape(m.group(0))}</bdi>')
        last = m.end()
    out.append(escape(text[last:]))
    return "".join(out)


#: The fewest card rows a board makes room for (a fresh deal is 7 high).
MIN_ROWS = 8
#: The ratios the stylesheet uses: card height / width, and the visible strip
#: of a covered card / card width. ``_aspect`` derives a column's shape from them.
CARD_RATIO = 1.4
STRIP_RATIO = 0.3

_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def board_rows(games: Iterable[Game]) -> int:
    """The rows a board needs to show every position of ``games`` without growing.

    >>> from scorpion.game import Game
    >>> board_rows([Game.deal(0)])
    8
    """
    tallest = 0
    for game in games:
        tallest = max([tallest, *(len(col) for col in game.columns)])
    return max(MIN_ROWS, tallest)


def _aspect(rows: int) -> str:
    # width : height of a column holding `rows` cards, in hundredths.
    height = round((CARD_RATIO + (rows - 1) * STRIP_RATIO) * 100)
    return f"100 / {height}"


def _face(card: Card, lang: str) -> str:
    # The face is the deck's SVG image (scorpion.faces), drawn by the stylesheet
    # from the hook class; the markup carries only the card's name.
    colour = "scorpion-red" if card.suit.is_red else "scorpion-black"
    name = escape(card_name(card, lang))
    return (
        f'<li class="scorpion-card {card_class(card)} {colour}">'
        f'<span class="scorpion-face" role="img" aria-label="{name}" title="{name}"></span></li>'
    )


def _back(lang: str) -> str:
    name = escape(gettext_for("Face-down card", lang))
    return (
        '<li class="scorpion-card scorpion-card-back">'
        f'<span class="scorpion-face" role="img" aria-label="{name}" title="{name}"></span></li>'
    )


def _column(number: int, cards: Sequence[tuple[Card, bool]], lang: str) -> str:
    title = escape(gettext_for("Column {number}", lang).format(number=number))
    items = []
    for card, up in cards:
        items.append(_face(card, lang) if up else _back(lang))
    if not cards:
        empty = escape(pgettext_for("column", "empty", lang))
        items.append(f'<li class="scorpion-empty"><span class="scorpion-sr">{empty}</span></li>')
    return (
        f'<ol class="scorpion-col scorpion-col-{number}" aria-label="{title}" '
        f'data-column="{number}">{"".join(items)}</ol>'
    )


def _area(css_class: str, title: str, cards: str) -> str:
    """A labelled row of cards above the columns (the reserve, the cards set aside)."""
    title = escape(title)
    return (
        f'<div class="{css_class}" role="group" aria-label="{title}">'
        f'<span class="scorpion-area-label" aria-hidden="true">{title}</span>'
        f'<ol class="scorpion-row">{cards}</ol></div>'
    )


def reserve_html(game: Game, lang: str) -> str:
    """The reserve: its face-down cards, or "dealt", as the diagram draws it."""
    if game.reserve:
        cards = "".join(_back(lang) for _ in game.reserve)
    else:
        dealt = escape(gettext_for("dealt", lang))
        cards = f'<li class="scorpion-empty scorpion-slot-note">{dealt}</li>'
    return _area("scorpion-reserve", gettext_for("Reserve", lang), cards)


_reserve = reserve_html


def aside_html(game: Game, lang: str) -> str:
    """The cards set aside (Wasp-like variants), as the diagram draws them."""
    cards = "".join(_face(c, lang) for c in game.aside)
    if not cards:
        empty = escape(pgettext_for("cards set aside", "empty", lang))
        cards = f'<li class="scorpion-empty"><span class="scorpion-sr">{empty}</span></li>'
    return _area("scorpion-aside", gettext_for("Set aside", lang), cards)


_aside = aside_html


def foundations_html(game: Game, lang: str) -> str:
    """The four foundation slots, a completed suit showing its King, as the diagram draws them."""
    title = escape(gettext_for("Foundations", lang))
    slots = []
    left = list(game.foundations)
    for i in range(4):
        if i < len(left):
            suit = left[i]
            colour = "scorpion-red" if suit.is_red else "scorpion-black"
            name = escape(gettext_for("{suit}: complete", lang).format(suit=suit_name(suit, lang)))
            # The suit's King face (scorpion.faces), from the slot's suit class.
            slots.append(
                f'<li class="scorpion-card scorpion-foundation scorpion-foundation-{suit.value} '
                f'{colour}" data-suit="{suit.value}">'
                f'<span class="scorpion-face" role="img" aria-label="{name}" title="{name}">'
                "</span></li>"
            )
        else:
            name = escape(gettext_for("Empty foundation", lang))
            slots.append(
                f'<li class="scorpion-empty scorpion-foundation">'
                f'<span class="scorpion-sr">{name}</span></li>'
            )
    return (
        f'<div class="scorpion-foundations" role="group" aria-label="{title}">'
        f'<span class="scorpion-area-label" aria-hidden="true">{title}</span>'
        f'<ol class="scorpion-row">{"".join(slots)}</ol></div>'
    )


_foundations = foundations_html


def position_html(
    game: Game,
    lang: str = "en",
    *,
    caption: str | None = None,
    rows: int | None = None,
    css: bool = True,
) -> str:
    """The position of ``game`` as an accessible HTML board.

    ``caption`` (already escaped HTML) is shown under the board and names it;
    ``rows`` fixes the board's height to that many cards per column (at least
    the tallest column); ``css=True`` embeds the stylesheet so that the board
    also looks right in a notebook; the site links :data:`CSS` once instead.

    >>> from scorpion import Game
    >>> html = position_html(Game.deal(1), "en", caption="Deal 1", css=False)
    >>> html.startswith('<figure class="scorpion-board"'), "<figcaption>Deal 1</figcaption>" in html
    (True, True)
    """
    needed = board_rows([game])
    rows = max(needed, rows or 0)
    ncols = len(game.columns)
    parts = []
    if css:
        # Inline (a notebook): the layout and the faces of this board's cards only.
        shown = [c for col in game.columns for c, up in col if up]
        shown += [*game.aside, *(Card(13, s) for s in game.foundations)]
        parts.append(f"<style>{_LAYOUT_CSS}{deck_css(set(shown))}</style>")
    label = escape(gettext_for("Scorpion position", lang))
    style = f"--scorpion-cols: {ncols}; --scorpion-rows: {rows}; --scorpion-aspect: {_aspect(rows)}"
    parts.append(
        f'<figure class="scorpion-board" role="group" aria-label="{label}" '
        f'data-scorpion-rows="{rows}" data-scorpion-cols="{ncols}" style="{style}">'
    )
    top = [_reserve(game, lang)] if game.rules.reserve_size else []
    if game.rules.aside_size:
        top.append(_aside(game, lang))
    top.append(_foundations(game, lang))
    parts.append(f'<div class="scorpion-top" dir="ltr">{"".join(top)}</div>')
    cols = "".join(_column(i, col, lang) for i, col in enumerate(game.columns, start=1))
    parts.append(f'<div class="scorpion-tableau" dir="ltr">{cols}</div>')
    status = gettext_for("Score {score} · moves {moves}", lang).format(
        score=format_number(game.score, lang), moves=format_number(game.moves_played, lang)
    )
    parts.append(f'<p class="scorpion-status">{escape(status)}</p>')
    if caption:
        parts.append(f"<figcaption>{caption}</figcaption>")
    parts.append("</figure>")
    return "".join(parts)


def example_html(
    game: Game,
    lang: str = "en",
    *,
    moves: Sequence[Move] = (),
    caption: str | None = None,
    css: bool = False,
) -> str:
    """A worked example: the board wrapped with the data the live player starts from.

    ``game`` is the position shown; ``moves`` the moves a reader can step
    through from it. The wrapper carries the exact position text, the moves in
    notation (``;``-separated) and the language; its board is high enough for
    every step, so the live board that replaces it keeps the same size.

    >>> from scorpion.game import Game
    >>> from scorpion.examples import EXAMPLE_2
    >>> game = Game.from_text(EXAMPLE_2)
    >>> html = example_html(game, moves=[game.parse_move("8h 5")])
    >>> 'data-scorpion-moves="8♥ 2→5"' in html
    True
    """
    steps = [game]
    walker = game.copy()
    for move in moves:
        walker.play(move)
        steps.append(walker.copy())
    rows = board_rows(steps)
    board = position_html(game, lang, caption=caption, rows=rows, css=css)
    return (
        '<div class="scorpion-example" '
        f'data-scorpion-position="{escape(game.to_text())}" '
        f'data-scorpion-moves="{escape(";".join(str(m) for m in moves))}" '
        f'data-scorpion-lang="{escape(lang)}">{board}</div>'
    )


#: The board's layout. Sizes are relative to the board's width only (the note
#: "dealt" spans the reserve's three cards and keeps their height: 3 / (0.92 × 1.4),
#: so the board does not move when the reserve is dealt). A card's
#: face is the image its hook class puts in ``--scorpion-face`` (:mod:`scorpion.faces`).
#:
#: The board is at most 40rem wide, and, in a window 48rem wide or more, narrower
#: when its rows would make it taller than the window under the site's header: a live
#: example board is about 12.5rem + 24px per covered card + 0.356 × its width high
#: (measured on the winning game's 21 rows from 360 to 438 px, counters, message,
#: step bar and controls included, where the strips are 24 px), so its width is
#: capped at (window − 18rem − 24px × (rows − 1)) / 0.356 (18rem: that 12.5rem, the
#: header's 5rem and a margin), never below 20rem. The winning game's board is
#: 371 px wide in a 1366 × 900 window (809 px high) instead of 640 (887 px). A phone
#: keeps its whole width: no board of many rows fits it anyway, and its cards would
#: only shrink. A column keeps a 26 px foot under its longest column: the live
#: board's drop zone (24 px, the smallest target WCAG 2.2 allows) and its margin.
_LAYOUT_CSS = """
.scorpion-board{--scorpion-gap:1.2%;container-type:inline-size;margin:1rem 0;padding:.6rem;
 max-width:40rem;background:#0b5d3b;border-radius:.5rem;color:#fff;box-sizing:border-box;
 font-family:system-ui,"DejaVu Sans",sans-serif;line-height:1.1;
 -webkit-print-color-adjust:exact;print-color-adjust:exact;break-inside:avoid}
@media (min-width:48rem){.scorpion-board{
 max-width:max(20rem,min(40rem,calc((100svh - 18rem - 24px * (var(--scorpion-rows,8) - 1)) / .356)))}}
.scorpion-board *{box-sizing:border-box}
.scorpion-board ol{list-style:none;margin:0;padding:0}
.scorpion-board li{margin:0;padding:0}
.scorpion-top{display:flex;justify-content:space-between;gap:4%;margin-bottom:.4rem}
.scorpion-top>div{display:flex;flex-direction:column;
 width:calc(3 * (100% - 6 * var(--scorpion-gap)) / var(--scorpion-cols))}
.scorpion-top>.scorpion-foundations{width:calc(4 * (100% - 6 * var(--scorpion-gap)) / var(--scorpion-cols))}
.scorpion-area-label{font-size:max(9px,1.9cqi);opacity:.9;margin-bottom:.15rem}
.scorpion-row{display:grid;grid-auto-flow:column;grid-auto-columns:1fr;gap:4%}
.scorpion-tableau{display:grid;gap:var(--scorpion-gap);
 grid-template-columns:repeat(var(--scorpion-cols),minmax(0,1fr));
 --scorpion-card-w:calc((100cqi - (var(--scorpion-cols) - 1) * 1.2cqi) / var(--scorpion-cols))}
.scorpion-col{display:flex;flex-direction:column;border-radius:6%/4%;background:rgba(255,255,255,.08);
 height:calc(1.4 * var(--scorpion-card-w) + (var(--scorpion-rows) - 1) * max(24px, .3 * var(--scorpion-card-w)) + 26px)}
.scorpion-card,.scorpion-empty{position:relative;width:100%;aspect-ratio:5/7;flex:none}
.scorpion-col .scorpion-card+.scorpion-card{margin-top:calc(max(24px, 30%) - 140%)}
.scorpion-face{display:block;width:100%;height:100%;
 background:#fff var(--scorpion-face,none) no-repeat center/100% 100%;
 border:1px solid #555;border-radius:9%/6.5%;box-shadow:0 1px 2px rgba(0,0,0,.35);overflow:hidden}
.scorpion-card-back .scorpion-face{background-color:#1d4f91;border-color:#fff;outline:1px solid #1d4f91}
.scorpion-empty{border:1px dashed rgba(255,255,255,.55);border-radius:9%/6.5%}
.scorpion-slot-note{display:flex;align-items:center;justify-content:center;font-size:max(9px,1.9cqi);
 grid-column:span 3;aspect-ratio:2.329}
.scorpion-status{margin:.4rem 0 0;font-size:max(10px,2cqi);text-align:end}
.scorpion-board figcaption{margin-top:.35rem;font-size:max(11px,2.2cqi);color:#fff}
.scorpion-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media print{.scorpion-board{background:#fff;color:#000;border:1px solid #000}
 .scorpion-board figcaption{color:#000}.scorpion-col{background:none}
 .scorpion-empty{border-color:#888}}
"""

#: The board's stylesheet with the whole deck: the site serves it as
#: ``_static/scorpion-board.css`` (one copy of the 53 images for every board of
#: every page); the live board carries it too.
CSS = _LAYOUT_CSS + deck_css()
