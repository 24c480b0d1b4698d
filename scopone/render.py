"""Draw Scopone cards and positions as accessible HTML with the project's own SVG faces.

Pure functions of the engine: no Sphinx, no widgets, no JavaScript. Every card
is an inline SVG face — Italian suits by default (denari, coppe, spade,
bastoni), French suits (♦ ♥ ♠ ♣) as an option — with its value in the top
corner, large enough to read at phone size. A face is an image with the card's
full name in the reader's language (``role="img"``, ``aria-label``), so a
screen reader says "Seven of Denari" where the eye sees the settebello.

>>> from scopone import Card, Game
>>> html = card_html(Card.parse("7d"))
>>> 'class="scopone-card scopone-card-7d scopone-suit-denari"' in html
True
>>> 'role="img" aria-label="Seven of Denari"' in html
True
>>> game = Game.from_layout([["7d", "3c"], ["1s", "2s"], ["5b", "6b"], ["9c", "10c"]], ["4d"])
>>> board = position_html(game, css=False)
>>> board.count('class="scopone-card scopone-card-back"')  # East, North, West: 2 each
6
>>> 'class="scopone-table-cards"' in board and 'class="scopone-cards scopone-hand"' in board
True

Stable hooks (the live table uses the same ones): a board is
``scopone-board``; a face-up card ``scopone-card scopone-card-<value><suit
letter>`` (``scopone-card-7d``, ``scopone-card-10b``), a face-down one
``scopone-card scopone-card-back``; the seat at the bottom holds
``scopone-hand``; the table's cards are ``scopone-table-cards``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import TYPE_CHECKING, Literal

from cardsite.i18n import direction

from .cards import Card, Suit
from .i18n import (
    card_label,
    card_name,
    gettext_for,
    ngettext_for,
    pgettext_for,
    seat_name,
    team_name,
)

if TYPE_CHECKING:
    from .game import Game
    from .rules import TeamScore

__all__ = [
    "CSS",
    "FACES",
    "SPOTS",
    "back_html",
    "card_html",
    "card_svg",
    "cards_html",
    "label_html",
    "piles_html",
    "position_html",
    "score_sheet_html",
    "seat_cards_html",
    "seat_heading",
    "spot",
    "table_html",
]

Faces = Literal["italian", "french"]
#: The two sets of faces: Italian suits (the default) and French suits.
FACES: tuple[str, ...] = ("italian", "french")

# --- The faces -------------------------------------------------------------------------
# A card is drawn in a 60 × 90 box. Suit marks are drawn in a 20 × 20 box centred
# on (0, 0) and placed with translate/scale.

_ITALIAN_MARKS: dict[Suit, str] = {
    # A coin: a gold disc with a ring and a centre.
    Suit.DENARI: (
        '<circle r="9" fill="#e2a829" stroke="#7a4f00" stroke-width="1.4"/>'
        '<circle r="5.4" fill="none" stroke="#7a4f00" stroke-width="1.1"/>'
        '<circle r="1.8" fill="#7a4f00"/>'
    ),
    # A cup: bowl, stem and foot.
    Suit.COPPE: (
        '<path d="M-8-8H8C8 0 4 3 0 3S-8 0-8-8Z" fill="#c62828" stroke="#7f1010" '
        'stroke-width="1.2"/><rect x="-1.5" y="3" width="3" height="4" fill="#7f1010"/>'
        '<ellipse cy="8" rx="6" ry="2" fill="#c62828" stroke="#7f1010" stroke-width="1"/>'
    ),
    # A sword, point up: blade, guard, grip and pommel.
    Suit.SPADE: (
        '<path d="M0-10 2.2-6.5V4h-4.4V-6.5Z" fill="#cfd8e3" stroke="#1a4f8f" '
        'stroke-width="1.1"/><rect x="-6.5" y="4" width="13" height="2.4" rx="1" '
        'fill="#1a4f8f"/><rect x="-1.2" y="6.4" width="2.4" height="2.6" fill="#1a4f8f"/>'
        '<circle cy="10" r="1.6" fill="#1a4f8f"/>'
    ),
    # A cudgel: a tapering knotted stick.
    Suit.BASTONI: (
        '<path d="M-3.2-9.5C-1-10.5 2.5-10 3.4-8L1.6 9.6C1.3 10.6-1.3 10.6-1.6 9.6Z" '
        'fill="#2e7d32" stroke="#1b4a1d" stroke-width="1.1"/>'
        '<circle cx="-2.9" cy="-3" r="1.4" fill="#8d6e37"/>'
        '<circle cx="2.4" cy="2.5" r="1.2" fill="#8d6e37"/>'
    ),
}

_FRENCH_MARKS: dict[Suit, str] = {
    Suit.DENARI: '<path d="M0-10 7 0 0 10-7 0Z" fill="#c62828"/>',
    Suit.COPPE: (
        '<path d="M0 9C-4 5-10 1-10-4-10-8-6-10-3.5-10-1.5-10 0-8.5 0-7 0-8.5 1.5-10 3.5-10 '
        '6-10 10-8 10-4 10 1 4 5 0 9Z" fill="#c62828"/>'
    ),
    Suit.SPADE: (
        '<path d="M0-10C3-5 10-2 8 3 6 7 2 6 1 3L2 9H-2L-1 3C-2 6-6 7-8 3-10-2-3-5 0-10Z" '
        'fill="#1d1d1d"/>'
    ),
    Suit.BASTONI: (
        '<circle cy="-5" r="4.4" fill="#1d1d1d"/><circle cx="-5" cy="1.5" r="4.4" '
        'fill="#1d1d1d"/><circle cx="5" cy="1.5" r="4.4" fill="#1d1d1d"/>'
        '<path d="M-1 1H1L2.5 9.5H-2.5Z" fill="#1d1d1d"/>'
    ),
}

_INK: dict[str, dict[Suit, str]] = {
    "italian": {
        Suit.DENARI: "#8a5a00",
        Suit.COPPE: "#b71c1c",
        Suit.SPADE: "#174a87",
        Suit.BASTONI: "#1b5e20",
    },
    "french": {
        Suit.DENARI: "#c62828",
        Suit.COPPE: "#c62828",
        Suit.SPADE: "#1d1d1d",
        Suit.BASTONI: "#1d1d1d",
    },
}

# Pip centres for the number cards, in the 60 × 90 box (clear of the top-left corner).
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((34, 52),),
    2: ((36, 32), (36, 72)),
    3: ((36, 28), (36, 52), (36, 76)),
    4: ((27, 32), (46, 32), (27, 72), (46, 72)),
    5: ((27, 30), (46, 30), (36.5, 52), (27, 74), (46, 74)),
    6: ((27, 28), (46, 28), (27, 52), (46, 52), (27, 76), (46, 76)),
    7: ((27, 28), (46, 28), (36.5, 40), (27, 52), (46, 52), (27, 76), (46, 76)),
}
_PIP_SCALE = {1: 1.9, 2: 1.1, 3: 1.0}
_FRENCH_LABELS = ("", "A", "2", "3", "4", "5", "6", "7", "J", "Q", "K")
# A small emblem for each figure: Fante a cap, Cavallo a horseshoe, Re a crown.
_FIGURE_MARKS = {
    8: '<path d="M-7 3C-7-4 7-4 7 3Z M-9 3H9V5H-9Z"/>',
    9: '<path d="M-6 5V-1A6 6 0 0 1 6-1V5H3V-1A3 3 0 0 0-3-1V5Z"/>',
    10: '<path d="M-8 5-9-5-4 0 0-7 4 0 9-5 8 5Z"/>',
}


def _check_faces(faces: str) -> str:
    if faces not in FACES:
        raise ValueError(f"faces must be one of {', '.join(FACES)}, not {faces!r}")
    return faces


def _mark(card: Card, faces: str, x: float, y: float, scale: float) -> str:
    marks = _ITALIAN_MARKS if faces == "italian" else _FRENCH_MARKS
    return f'<g transform="translate({x:g} {y:g}) scale({scale:g})">{marks[card.suit]}</g>'


def corner_label(card: Card, faces: Faces = "italian") -> str:
    """What the corner of a face shows: the value (Italian) or the French rank.

    >>> corner_label(Card.parse("9c")), corner_label(Card.parse("9c"), "french")
    ('9', 'Q')
    """
    _check_faces(faces)
    return str(card.value) if faces == "italian" else _FRENCH_LABELS[card.value]


def card_svg(card: Card, faces: Faces = "italian") -> str:
    """The face of ``card`` as an inline SVG image (decorative: the name is on its holder).

    >>> svg = card_svg(Card.parse("10b"))
    >>> svg.startswith('<svg class="scopone-face" viewBox="0 0 60 90"'), ">10</text>" in svg
    (True, True)
    >>> card_svg(Card.parse("1d"), "spanish")
    Traceback (most recent call last):
    ...
    ValueError: faces must be one of italian, french, not 'spanish'
    """
    _check_faces(faces)
    ink = _INK[faces][card.suit]
    parts = [
        '<svg class="scopone-face" viewBox="0 0 60 90" direction="ltr" aria-hidden="true" focusable="false">',
        '<rect x="0.75" y="0.75" width="58.5" height="88.5" rx="5" fill="#fffdf7" '
        'stroke="#8c8c8c" stroke-width="1.5"/>',
        f'<text x="4" y="19" fill="{ink}" font-size="19" font-weight="700" '
        f'font-family="system-ui, sans-serif">{corner_label(card, faces)}</text>',
        _mark(card, faces, 10.5, 29, 0.45),
    ]
    if card.value <= 7:
        scale = _PIP_SCALE.get(card.value, 0.85)
        parts.extend(_mark(card, faces, x, y, scale) for x, y in _PIPS[card.value])
    else:
        parts.append(
            f'<rect x="17" y="22" width="38" height="62" rx="3" fill="{ink}" '
            f'fill-opacity=".1" stroke="{ink}" stroke-width="1.2"/>'
        )
        parts.append(_mark(card, faces, 36, 45, 1.35))
        parts.append(
            f'<g transform="translate(36 72)" fill="{ink}">{_FIGURE_MARKS[card.value]}</g>'
        )
    parts.append("</svg>")
    return "".join(parts)


def _back_svg() -> str:
    return (
        '<svg class="scopone-face" viewBox="0 0 60 90" direction="ltr" aria-hidden="true" focusable="false">'
        '<rect x="0.75" y="0.75" width="58.5" height="88.5" rx="5" fill="#24527a" '
        'stroke="#f4efe0" stroke-width="1.5"/><rect x="6" y="6" width="48" height="78" rx="3" '
        'fill="none" stroke="#e8d7a8" stroke-width="1.5"/><path d="M30 18 44 45 30 72 16 45Z" '
        'fill="none" stroke="#e8d7a8" stroke-width="1.5"/></svg>'
    )


def card_class(card: Card) -> str:
    """The CSS hook of a face-up card: ``scopone-card-7d``, ``scopone-card-10b``.

    >>> card_class(Card.parse("K♣"))
    'scopone-card-10b'
    """
    return f"scopone-card-{card.value}{card.suit.letter}"


def card_html(
    card: Card, lang: str = "en", faces: Faces = "italian", *, tag: str = "span", extra: str = ""
) -> str:
    """One face-up card: its SVG face in an element named after the card.

    ``tag="li"`` puts it in a list item (the image is a ``<span>`` inside it:
    a list item keeps its role); ``extra`` adds CSS classes
    (``scopone-marked`` for a card the text points at).

    >>> html = card_html(Card.parse("8b"), "en", "french", tag="li", extra="scopone-marked")
    >>> html.startswith('<li><span class="scopone-card scopone-card-8b scopone-suit-bastoni '
    ...                 'scopone-marked" role="img" aria-label="Jack of Bastoni"')
    True
    """
    name = escape(card_name(card, lang))
    classes = f"scopone-card {card_class(card)} scopone-suit-{card.suit.value}"
    if extra:
        classes += f" {extra}"
    face = (
        f'<span class="{classes}" role="img" aria-label="{name}" title="{name}" '
        f'data-card="{card_label(card, lang)}">{card_svg(card, faces)}</span>'
    )
    return f"<li>{face}</li>" if tag == "li" else face


def back_html(lang: str = "en", *, tag: str = "span") -> str:
    """A face-down card, named as such for screen readers (``tag="li"``: in a list item).

    >>> 'aria-label="Face-down card"' in back_html()
    True
    """
    # TRANSLATORS: what a screen reader says for a card seen from the back.
    name = escape(gettext_for("Face-down card", lang))
    face = (
        f'<span class="scopone-card scopone-card-back" role="img" aria-label="{name}">'
        f"{_back_svg()}</span>"
    )
    return f"<li>{face}</li>" if tag == "li" else face


def label_html(card: Card, lang: str = "en") -> str:
    """A card's short label for running text, isolated for right-to-left pages.

    >>> label_html(Card.parse("7d"))
    '<bdi class="scopone-label" dir="ltr">7d</bdi>'
    """
    return f'<bdi class="scopone-label" dir="ltr">{escape(card_label(card, lang))}</bdi>'


def cards_html(
    cards: Sequence[Card],
    lang: str = "en",
    faces: Faces = "italian",
    *,
    label: str | None = None,
    css_class: str = "scopone-cards",
    marked: Iterable[Card] = (),
) -> str:
    """A labelled row of face-up cards (``label``: plain text, escaped here).

    >>> html = cards_html([Card.parse("1d"), Card.parse("2d")], label="Two denari")
    >>> html.count("<li><span class=\\"scopone-card "), 'aria-label="Two denari"' in html
    (2, True)
    """
    marked = set(marked)
    items = "".join(
        card_html(c, lang, faces, tag="li", extra="scopone-marked" if c in marked else "")
        for c in cards
    )
    if not cards:
        # TRANSLATORS: shown for an empty row of cards (an empty table, an empty hand).
        empty = escape(pgettext_for("cards", "none", lang))
        items = f'<li class="scopone-empty">{empty}</li>'
    named = f' aria-label="{escape(label)}"' if label else ""
    return f'<ul class="{css_class}"{named}>{items}</ul>'


# --- Positions -------------------------------------------------------------------------


def _count_text(n: int, lang: str) -> str:
    return ngettext_for("{n} card", "{n} cards", n, lang).format(n=n)


SPOTS: tuple[str, ...] = ("south", "east", "north", "west")


def spot(seat: int, bottom: int) -> str:
    """Where ``seat`` sits when ``bottom`` is at the bottom: ``south``, ``east``, ``north``, ``west``.

    >>> spot(2, 0), spot(2, 2), spot(3, 2)
    ('north', 'south', 'east')
    """
    return SPOTS[(seat - bottom) % 4]


def seat_heading(game: Game, seat: int, lang: str = "en", *, you: bool = False) -> str:
    """A seat's heading (plain text): ``West · dealer · 3 cards``; ``you`` tags the reader's.

    >>> from scopone import Game
    >>> seat_heading(Game.new(7), 2), seat_heading(Game.new(7), 2, you=True)
    ('North · to play · 10 cards', 'North · you · to play · 10 cards')
    """
    tags = []
    if you:
        # TRANSLATORS: tag of your own seat on a live table that is not always South's.
        tags.append(gettext_for("you", lang))
    if seat == game.turn and not game.is_hand_over:
        # TRANSLATORS: tag of the seat whose turn it is, in a diagram.
        tags.append(gettext_for("to play", lang))
    if seat == game.dealer:
        # TRANSLATORS: tag of the dealer (il mazziere), in a diagram.
        tags.append(gettext_for("dealer", lang))
    # TRANSLATORS: a seat's heading in a diagram: "West · dealer · 3 cards".
    return " · ".join([seat_name(seat, lang), *tags, _count_text(len(game.hands[seat]), lang)])


def seat_cards_html(game: Game, seat: int, lang: str, faces: str, face_up: bool) -> str:
    """A seat's cards, face up or as backs, as the items of a list (an empty hand says so)."""
    hand = game.hands[seat]
    if not hand:
        return f'<li class="scopone-empty">{escape(pgettext_for("cards", "none", lang))}</li>'
    if face_up:
        return "".join(card_html(c, lang, faces, tag="li") for c in hand)
    return "".join(back_html(lang, tag="li") for _ in hand)


def _seat_block(
    game: Game, seat: int, bottom: int, lang: str, faces: str, open_: bool, own: bool = True
) -> str:
    where = spot(seat, bottom)
    heading = seat_heading(game, seat, lang)
    face_up = open_ or seat == bottom
    if seat == bottom and not own:
        return (
            f'<div class="scopone-seat scopone-seat-{where}" data-seat="{seat}">'
            f'<p class="scopone-seat-name" dir="{direction(lang)}">{escape(heading)}</p></div>'
        )
    items = seat_cards_html(game, seat, lang, faces, face_up)
    css = "scopone-cards" if face_up else "scopone-cards scopone-backs"
    if seat == bottom:
        css += " scopone-hand"
    if seat == game.turn and not game.is_hand_over:
        where += " scopone-to-play"
    return (
        f'<div class="scopone-seat scopone-seat-{where}" data-seat="{seat}" '
        f'role="group" aria-label="{escape(heading)}">'
        f'<p class="scopone-seat-name" aria-hidden="true" dir="{direction(lang)}">'
        f'{escape(heading)}</p><ul class="{css}">{items}</ul></div>'
    )


def table_html(
    game: Game, lang: str = "en", faces: Faces = "italian", marked: Iterable[Card] = ()
) -> str:
    """The cards on the table with their heading (the middle of a position).

    >>> from scopone import Game
    >>> 'aria-label="Table · 0 cards"' in table_html(Game.new(7))
    True
    """
    # TRANSLATORS: the accessible name of the cards lying face up on the table.
    table = gettext_for("Table", lang)
    n = len(game.table)
    return (
        f'<p class="scopone-seat-name" aria-hidden="true" dir="{direction(lang)}">'
        f"{escape(table)} · {escape(_count_text(n, lang))}</p>"
        + cards_html(
            game.table,
            lang,
            faces,
            label=f"{table} · {_count_text(n, lang)}",
            css_class="scopone-table-cards",
            marked=marked,
        )
    )


def piles_html(game: Game, lang: str = "en") -> str:
    """Each side's pile and scopas, and the running score after the first hand."""
    rows = []
    for team in (0, 1):
        n = len(game.captured[team])
        scope = game.scope[team]
        text = _count_text(n, lang)
        # TRANSLATORS: the scopas a side has made in this hand.
        scopas = ngettext_for("{n} scopa", "{n} scope", scope, lang).format(n=scope)
        rows.append(
            f'<li class="scopone-pile scopone-pile-{team}" data-cards="{n}" data-scope="{scope}">'
            f"<strong>{escape(team_name(team, lang))}</strong> "
            f"{escape(text)} · {escape(scopas)}</li>"
        )
    # TRANSLATORS: the heading of the two sides' captured piles in a diagram.
    title = escape(gettext_for("Cards taken", lang))
    out = (
        f'<ul class="scopone-piles" aria-label="{title}" dir="{direction(lang)}">'
        f"{''.join(rows)}</ul>"
    )
    if any(game.totals):
        a, b = game.totals
        # TRANSLATORS: the running score of earlier hands, towards 21.
        score = gettext_for("Score: {team0} {points0}, {team1} {points1}", lang).format(
            team0=team_name(0, lang), points0=a, team1=team_name(1, lang), points1=b
        )
        out += f'<p class="scopone-status" dir="{direction(lang)}">{escape(score)}</p>'
    return out


def position_html(
    game: Game,
    lang: str = "en",
    faces: Faces = "italian",
    *,
    seat: int = 0,
    open_hands: bool = False,
    marked: Iterable[Card] = (),
    caption: str | None = None,
    css: bool = True,
    own_hand: bool = True,
) -> str:
    """The position of ``game`` as seen from ``seat`` (at the bottom), as accessible HTML.

    The bottom seat's hand is face up; the other three are backs with their
    counts, unless ``open_hands`` shows every hand (an analysis diagram). The
    table's cards sit in the middle; ``marked`` cards are highlighted. Under the
    table: each side's pile (cards and scopas) and, after the first hand, the
    running totals. ``caption`` is already-escaped HTML; ``css=True`` embeds the
    stylesheet (for a notebook), the site links :data:`CSS` once instead.
    ``own_hand=False`` leaves the bottom seat's cards out (a live table draws
    them as buttons).

    >>> from scopone import Game
    >>> game = Game.from_layout([["7d"], ["7c"], ["1s"], ["2s"]], ["7s", "3b"], dealer=3)
    >>> html = position_html(game, open_hands=True, marked=[Card.parse("7s")], css=False)
    >>> html.count('class="scopone-card scopone-card-back"'), "scopone-marked" in html
    (0, True)
    >>> 'aria-label="South · to play · 1 card"' in html
    True
    """
    _check_faces(faces)
    marked = list(marked)
    parts = []
    if css:
        parts.append(f"<style>{CSS}</style>")
    # TRANSLATORS: the accessible name of a diagram of a Scopone position.
    label = escape(gettext_for("Scopone position", lang))
    parts.append(
        f'<figure class="scopone-board scopone-faces-{faces}" role="group" aria-label="{label}">'
        '<div class="scopone-grid" dir="ltr">'
    )
    for s in range(4):
        parts.append(_seat_block(game, s, seat, lang, faces, open_hands, own_hand))
    parts.append(f'<div class="scopone-middle">{table_html(game, lang, faces, marked)}</div></div>')
    parts.append(piles_html(game, lang))
    if caption:
        parts.append(f'<figcaption dir="{direction(lang)}">{caption}</figcaption>')
    parts.append("</figure>")
    return "".join(parts)


# --- The score sheet -------------------------------------------------------------------


def _inline_cards(cards: Sequence[Card] | None, lang: str, faces: str) -> str:
    if not cards:
        return ""
    return cards_html(list(cards), lang, faces, css_class="scopone-cards scopone-cards-small")


def score_sheet_html(
    scores: Sequence[TeamScore],
    lang: str = "en",
    faces: Faces = "italian",
    *,
    totals: Sequence[int] | None = None,
) -> str:
    """The score sheet of a hand: each point, the counts and cards behind it, per side.

    ``scores`` is :meth:`scopone.Game.hand_score` (one :class:`~scopone.TeamScore`
    per side); ``totals`` the running totals after the hand, if any.

    >>> from scopone.rules import score_hand
    >>> pile = [Card.parse(t) for t in "7d 6d 5d 4d 3d 2d 7c 7s 7b".split()]
    >>> html = score_sheet_html(score_hand([pile, []], [2, 1]))
    >>> html.count("<tr"), "scopone-card-7b" in html
    (7, True)
    """
    _check_faces(faces)

    def yes(points: int) -> str:
        return str(points)

    rows: list[tuple[str, list[str]]] = []
    # TRANSLATORS: score sheet rows.
    rows.append((gettext_for("Scope", lang), [yes(s.scope) for s in scores]))
    rows.append((gettext_for("Settebello", lang), [yes(s.settebello) for s in scores]))
    rows.append(
        (
            gettext_for("Denari", lang),
            [f"{yes(s.denari)} <small>({s.denari_count}/10)</small>" for s in scores],
        )
    )
    rows.append(
        (
            gettext_for("Carte", lang),
            [f"{yes(s.carte)} <small>({s.cards}/40)</small>" for s in scores],
        )
    )
    prim = []
    for s in scores:
        value = (
            gettext_for("no primiera", lang) if s.primiera_value is None else str(s.primiera_value)
        )
        prim.append(
            f"{yes(s.primiera)} <small>({value})</small>"
            + _inline_cards(s.primiera_cards, lang, faces)
        )
    rows.append((gettext_for("Primiera", lang), prim))
    # TRANSLATORS: score sheet row: the points this hand gave each side (not the game's total).
    rows.append((gettext_for("Total", lang), [f"<strong>{s.total}</strong>" for s in scores]))
    if totals is not None:
        # TRANSLATORS: score sheet row: the running total of the game, to 21.
        rows.append((gettext_for("Running total", lang), [str(t) for t in totals]))
    # TRANSLATORS: the heading of the score sheet's first column, above the rows Cards,
    # Coins, Settebello, Primiera, Scope: each is one of the points a hand awards
    # (Italian "punto"), not a unit of score.
    point = pgettext_for("score sheet: a scoring category", "Point", lang)
    head = (
        f"<tr><th>{escape(point)}</th>"
        + "".join(f'<th scope="col">{escape(team_name(t, lang))}</th>' for t in (0, 1))
        + "</tr>"
    )
    body = "".join(
        f'<tr><th scope="row">{escape(name)}</th>'
        + "".join(f"<td>{c}</td>" for c in cells)
        + "</tr>"
        for name, cells in rows
    )
    return (
        '<div class="pst-scrollable-table-container">'
        f'<table class="table scopone-score"><thead>{head}</thead><tbody>{body}</tbody></table></div>'
    )


CSS = """
.scopone-card { display: inline-block; width: var(--scopone-card-w, 3.2rem); line-height: 0;
  border-radius: .3rem; }
.scopone-card .scopone-face { width: 100%; height: auto; display: block; }
.scopone-cards, .scopone-table-cards { display: flex; flex-wrap: wrap; gap: .3rem;
  align-items: flex-start;
  list-style: none; margin: 0; padding: 0; min-height: calc(var(--scopone-card-w, 3.2rem) * 1.5); }
.scopone-cards > li, .scopone-table-cards > li { margin: 0; padding: 0; display: flex;
  line-height: 0; flex: none; }
.scopone-cards > li > .scopone-card, .scopone-table-cards > li > .scopone-card { display: block; }
.scopone-cards > li.scopone-empty, .scopone-table-cards > li.scopone-empty { display: block;
  line-height: 1.4; }
.scopone-cards-small { --scopone-card-w: 2rem; min-height: 0; margin-top: .25rem; }
.scopone-empty { align-self: center; color: var(--pst-color-text-muted, #666); font-style: italic;
  line-height: 1.4; }
.scopone-marked { outline: .2rem solid #f0b400; outline-offset: .1rem; }
.scopone-board { margin: 1rem 0; padding: .6rem; border-radius: .5rem; background: #2f6b3a;
  color: #fff; max-width: 44rem; }
.scopone-board .scopone-empty { color: #e6efe6; }
.scopone-grid { display: grid; gap: .5rem; grid-template-columns: 1fr 2fr 1fr;
  grid-template-areas: ". north ." "west middle east" "south south south"; }
.scopone-seat-north { grid-area: north; } .scopone-seat-south { grid-area: south; }
.scopone-seat-east { grid-area: east; } .scopone-seat-west { grid-area: west; }
.scopone-middle { grid-area: middle; background: rgba(0,0,0,.15); border-radius: .4rem;
  padding: .4rem; }
.scopone-seat-name { margin: 0 0 .2rem; font-size: .8rem; line-height: 1.2; text-align: left; }
.scopone-to-play .scopone-seat-name { font-weight: 700; }
.scopone-to-play .scopone-seat-name::before { content: "▶ "; }
.scopone-to-play .scopone-seat-name:dir(rtl)::before { content: "◀ "; }
.scopone-seat-east .scopone-cards, .scopone-seat-west .scopone-cards,
.scopone-seat-north .scopone-cards { --scopone-card-w: 2.4rem; gap: .2rem; }
.scopone-backs { flex-wrap: nowrap; }
.scopone-seat .scopone-card-back { --scopone-card-w: 1.6rem; }
.scopone-backs > li + li { margin-inline-start: -1rem; }
.scopone-piles { display: flex; flex-wrap: wrap; gap: .2rem 1.5rem; list-style: none;
  margin: .5rem 0 0; padding: 0; font-size: .85rem; }
.scopone-status { margin: .3rem 0 0; font-size: .85rem; }
.scopone-board figcaption { margin-top: .4rem; font-size: .9rem; }
.scopone-figure { margin: 1.25rem 0; }
.scopone-caption { font-size: .92em; color: var(--pst-color-text-muted, #555); max-width: 44rem; }
.scopone-caption > p { margin: .35rem 0 0; }
.scopone-label { unicode-bidi: isolate; direction: ltr; white-space: nowrap; }
table.scopone-score td { vertical-align: top; }
@media (max-width: 30rem) {
  .scopone-card { --scopone-card-w: 2.6rem; }
  .scopone-grid { grid-template-columns: 1fr 1fr;
    grid-template-areas: "north north" "west east" "middle middle" "south south"; }
}
"""
