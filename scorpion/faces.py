"""Scorpion's own deck: each card's face, and the back, as SVG drawn from geometry.

A face is 50 × 70 (the cards' 5 : 7). Its index — the rank and the suit, side
by side — fills the top strip that stays visible when the card is covered in a
column (30 % of the width), so a column reads at a glance at phone size. Below:
the pips in the classic layouts (the lower half's turned round), one large pip
for an ace; a court card has a framed panel with its own emblem — a plumed cap
for the Jack, a rounded tiara for the Queen, a spiked crown for the King — so
the three differ in shape before the letter is read. Hearts and diamonds are
red, spades and clubs black. The back is a blue lattice with a frame and a
medallion: no white, no index, nothing of a face.

The faces carry no name (they are images in a stylesheet): the board's markup
names each card. :func:`deck_css` gives the stylesheet's rules — each card's
hook class sets ``--scorpion-face`` to its image, which the diagram's face and
the live board's button draw as their background, so the 52 images exist once
per stylesheet whatever the number of boards.

>>> from scorpion.cards import Card
>>> svg = card_svg(Card.parse("QH"))
>>> svg.startswith('<svg viewBox="0 0 50 70"'), svg.count("<path"), 'fill="#c8102e"' in svg
(True, 3, True)
>>> card_svg(Card.parse("8s")).count("<use")  # the index's suit and eight pips
9
>>> "<path" in back_svg() and "#c8102e" not in back_svg()
True
>>> css = deck_css()
>>> css.count("data:image/svg+xml,"), ".scorpion-card-10D{--scorpion-face:" in css
(53, True)
"""

from __future__ import annotations

from collections.abc import Iterable

from cardsite.svg import SUIT_PATHS, data_url, index_path

from .cards import RANK_LABELS, Card, Suit, full_deck

__all__ = ["INK", "back_svg", "card_class", "card_svg", "deck_css"]

#: The suits' ink on the white face: red for ♥ ♦, near-black for ♠ ♣ (both
#: above 5.5 : 1 on white).
INK = {True: "#c8102e", False: "#1b1b1b"}
_GOLD = "#e8b730"
_PANEL = "#fbf1d3"

# Where the pips of each rank sit (x, y), in the 50 × 70 face; the lower half's
# pips are turned round as on printed cards.
_L, _M, _R = 14.5, 25.0, 35.5
_ROWS4 = (23.0, 35.67, 48.33, 61.0)
_TOP, _MID, _BOT = 23.0, 42.0, 61.0
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((_M, _TOP), (_M, _BOT)),
    3: ((_M, _TOP), (_M, _MID), (_M, _BOT)),
    4: ((_L, _TOP), (_R, _TOP), (_L, _BOT), (_R, _BOT)),
    5: ((_L, _TOP), (_R, _TOP), (_M, _MID), (_L, _BOT), (_R, _BOT)),
    6: ((_L, _TOP), (_R, _TOP), (_L, _MID), (_R, _MID), (_L, _BOT), (_R, _BOT)),
}
_PIPS[7] = (*_PIPS[6], (_M, 32.5))
_PIPS[8] = (*_PIPS[7], (_M, 51.5))
_PIPS[9] = (*((x, y) for y in _ROWS4 for x in (_L, _R)), (_M, _MID))
_PIPS[10] = (*((x, y) for y in _ROWS4 for x in (_L, _R)), (_M, 29.3), (_M, 54.7))
_PIP_SCALE = 0.46

# The court cards' emblems, drawn in a box about 24 × 18 centred on (0, 0).
_EMBLEMS = {
    # Jack: a soft cap with a long plume.
    11: (
        '<path d="M-11 6C-11-1-5.5-4.5 0-4.5S11-1 11 6Z"/>'
        '<path d="M1-4C3.5-10 9-12.5 12.5-11.5 9.5-10 6-7.5 3.8-3.6Z"/>'
        '<path d="M-12 6H12V8.6H-12Z"/>'
    ),
    # Queen: a tiara of round arches under one pearl.
    12: (
        '<path d="M-10 7V1C-10-3-7-5-5-2-4-6.5 4-6.5 5-2 7-5 10-3 10 1V7Z"/>'
        '<circle cy="-9" r="2.6"/>'
    ),
    # King: a crown of three spikes, each with a ball.
    13: (
        '<path d="M-10 7V2L-11.5-7-4.6-1.5 0-10 4.6-1.5 11.5-7 10 2V7Z"/>'
        '<circle cx="-11.5" cy="-8.5" r="1.9"/><circle cy="-11.2" r="1.9"/>'
        '<circle cx="11.5" cy="-8.5" r="1.9"/>'
    ),
}


def card_class(card: Card) -> str:
    """The CSS hook of a face-up card: ``scorpion-card-10D``, ``scorpion-card-8H``.

    >>> card_class(Card.parse("10d")), card_class(Card.parse("as"))
    ('scorpion-card-10D', 'scorpion-card-AS')
    """
    return f"scorpion-card-{RANK_LABELS[card.rank]}{card.suit.value}"


def _pip(x: float, y: float, scale: float, *, turned: bool = False) -> str:
    turn = " rotate(180)" if turned else ""
    return f'<use href="#p" transform="translate({x:g} {y:g}) scale({scale:g}){turn}"/>'


def _index(card: Card, ink: str) -> str:
    """Rank and suit side by side in the top strip (at most 14.5 high of the 15 visible)."""
    width, glyph = index_path(RANK_LABELS[card.rank])
    suit_x = 3.4 + width + 6.9
    return (
        f'<path transform="translate(3.4 2.4)" d="{glyph}" fill="none" stroke="{ink}" '
        'stroke-width="2.1" stroke-linecap="round" stroke-linejoin="round"/>'
        f'<use href="#p" transform="translate({suit_x:g} 7.9) scale(.5)"/>'
    )


def card_svg(card: Card) -> str:
    """The face of ``card`` as a standalone SVG (drawn over the card's white; no name)."""
    ink = INK[card.suit.is_red]
    parts = [
        f'<svg viewBox="0 0 50 70" fill="{ink}">',
        f'<defs><path id="p" d="{SUIT_PATHS[card.suit.value]}"/></defs>',
        _index(card, ink),
    ]
    upright = card.suit is Suit.DIAMONDS  # a diamond looks the same turned round
    if card.rank == 1:
        parts.append(_pip(25, 43, 1.45))
    elif card.rank <= 10:
        parts.extend(
            _pip(x, y, _PIP_SCALE, turned=y > _MID and not upright) for x, y in _PIPS[card.rank]
        )
    else:
        parts.append(
            f'<rect x="6.5" y="17.5" width="37" height="49" rx="2.5" fill="{_PANEL}" '
            f'stroke="{ink}" stroke-width="1.2"/>'
            f'<g transform="translate(25 32) scale(.95)" fill="{_GOLD}" stroke="{ink}" '
            f'stroke-width="1.3" stroke-linejoin="round">{_EMBLEMS[card.rank]}</g>'
        )
        parts.append(_pip(25, 54, 0.78))
    parts.append("</svg>")
    return "".join(parts)


def back_svg() -> str:
    """The back: a blue lattice in a cream frame around a medallion; nothing of a face."""
    return (
        '<svg viewBox="0 0 50 70"><defs><pattern id="l" width="5" height="5" '
        'patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
        '<path d="M0 0H5M0 0V5" stroke="#5b86c4" stroke-width="1.2"/></pattern></defs>'
        '<path fill="#1d4f91" d="M0 0H50V70H0Z"/>'
        '<rect x="3.5" y="3.5" width="43" height="63" rx="2.5" fill="url(#l)" '
        'stroke="#f3e4b5" stroke-width="1.4"/>'
        '<circle cx="25" cy="35" r="9" fill="#1d4f91" stroke="#f3e4b5" stroke-width="1.4"/>'
        '<path fill="#f3e4b5" d="M25 28.5 27 33 31.5 35 27 37 25 41.5 23 37 18.5 35 23 33Z"/>'
        "</svg>"
    )


def deck_css(cards: Iterable[Card] | None = None, *, back: bool = True) -> str:
    """CSS setting ``--scorpion-face`` on each card's hook class (and on the back's).

    ``cards`` limits the rules to those cards (a notebook's inline board needs
    only its own); by default the whole deck. A foundation slot shows its
    suit's King (``scorpion-foundation-<suit>``).

    >>> deck_css([Card.parse("KS")], back=False).startswith(
    ...     ".scorpion-card-KS,.scorpion-foundation-S{--scorpion-face:url(")
    True
    """
    rules = []
    for card in full_deck() if cards is None else cards:
        selector = f".{card_class(card)}"
        if card.rank == 13:
            selector += f",.scorpion-foundation-{card.suit.value}"
        rules.append(f'{selector}{{--scorpion-face:url("{data_url(card_svg(card))}")}}')
    if back:
        rules.append(f'.scorpion-card-back{{--scorpion-face:url("{data_url(back_svg())}")}}')
    return "\n".join(rules)
