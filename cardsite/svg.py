"""What the games' own card faces share: French suit marks, index glyphs, ``data:`` URLs.

A game draws its faces as SVG from geometry, offline, and carries them in its
stylesheets as ``data:`` images, so that a page requests nothing from another
host and a board of 52 cards costs no more markup than its names. This module
holds the pieces that do not belong to one game:

- :data:`SUIT_PATHS`, the four French suits (``S H D C``) as paths in a
  20 × 20 box centred on the origin, placed with ``translate``/``scale``;
- :data:`GLYPHS` and :func:`index_path`, a stroke alphabet for the corner
  index (``A 2 … 10 J Q K``): drawn lines, not a font, so the index reads the
  same in every browser, print and language, at any size;
- :func:`data_url`, an SVG as a compact ``data:`` URL for CSS.

>>> width, d = index_path("10")
>>> width, d.startswith("M0 2.2")
(10.2, True)
>>> url = data_url('<svg viewBox="0 0 1 1"><path fill="#c00" d="M0 0h1v1z"/></svg>')
>>> url
"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Cpath fill='%23c00' d='M0 0h1v1z'/%3E%3C/svg%3E"
"""

from __future__ import annotations

import re

__all__ = ["GLYPHS", "GLYPH_HEIGHT", "SUIT_PATHS", "data_url", "index_path"]

#: The French suits, ``S H D C``, each a closed path in the 20 × 20 box centred on (0, 0).
SUIT_PATHS: dict[str, str] = {
    # A spade: an upturned heart on a flared stem.
    "S": (
        "M0-10C-3-6-10-2.2-10 2.4-10 5.8-7.6 7.6-5 7.6-3.1 7.6-1.6 6.7-.8 5.4-1 7.6-2"
        " 9-3.8 10H3.8C2 9 1 7.6.8 5.4 1.6 6.7 3.1 7.6 5 7.6 7.6 7.6 10 5.8 10 2.4 10-2.2"
        " 3-6 0-10Z"
    ),
    # A heart: two lobes meeting in a point.
    "H": (
        "M0 9.4C-3.2 6.4-10 1.8-10-3.4-10-7.4-7.2-9.6-4.8-9.6-2.6-9.6-.9-8.2 0-6.2.9-8.2"
        " 2.6-9.6 4.8-9.6 7.2-9.6 10-7.4 10-3.4 10 1.8 3.2 6.4 0 9.4Z"
    ),
    # A diamond with slightly drawn-in sides.
    "D": "M0-10Q3.2-4.6 7.6 0 3.2 4.6 0 10-3.2 4.6-7.6 0-3.2-4.6 0-10Z",
    # A club: three leaves and a flared stem.
    "C": (
        "M-4.6-5a4.6 4.6 0 1 0 9.2 0a4.6 4.6 0 1 0-9.2 0ZM-9.9 1.6a4.6 4.6 0 1 0 9.2 0a4.6"
        " 4.6 0 1 0-9.2 0ZM.7 1.6a4.6 4.6 0 1 0 9.2 0a4.6 4.6 0 1 0-9.2 0ZM-.9-1C-1 4-2 7.8"
        "-3.8 10H3.8C2 7.8 1-1 .9-1Z"
    ),
}

#: The height of the index glyphs (their box is ``width × GLYPH_HEIGHT``, origin top left).
GLYPH_HEIGHT = 11.0

#: The index's characters as centre lines, to be stroked (round caps and joins):
#: ``(width, path)``. Bold, open shapes that stay apart at eight pixels high.
GLYPHS: dict[str, tuple[float, str]] = {
    "A": (7.0, "M0 11 3.5 0 7 11M1.3 7.4H5.7"),
    "2": (7.0, "M.4 2.8C.6.9 2 0 3.6 0 5.4 0 6.7 1.2 6.7 3 6.7 5.6 3.3 7.3.2 11H7"),
    "3": (7.0, "M.6.3H6.4L3.2 4.4C5.6 4.4 7 5.7 7 7.6 7 9.7 5.4 11 3.4 11 2 11 .8 10.4.1 9.4"),
    "4": (7.0, "M5.2 11V0L0 7.8H7"),
    "5": (
        7.0,
        "M6.3.3H1.2L.7 5C1.5 4.4 2.5 4.1 3.5 4.1 5.6 4.1 7 5.5 7 7.5 7 9.6 5.5 11 3.4 11"
        " 2 11 .8 10.4.1 9.4",
    ),
    "6": (
        7.0,
        "M6.2 1C5.5.3 4.7 0 3.8 0 1.5 0 0 2.3 0 6.2 0 9.4 1.3 11 3.5 11 5.5 11 7 9.6 7 7.6"
        " 7 5.6 5.5 4.3 3.6 4.3 1.8 4.3.5 5.4 0 7",
    ),
    "7": (7.0, "M0 .3H7L2.6 11"),
    "8": (
        7.0,
        "M3.5 5.1C1.7 5.1.6 4.2.6 2.6.6 1 1.8 0 3.5 0S6.4 1 6.4 2.6C6.4 4.2 5.3 5.1 3.5 5.1"
        " 1.4 5.1 0 6.2 0 8S1.4 11 3.5 11 7 9.8 7 8 5.6 5.1 3.5 5.1Z",
    ),
    "9": (
        7.0,
        "M.8 10C1.5 10.7 2.3 11 3.2 11 5.5 11 7 8.7 7 4.8 7 1.6 5.7 0 3.5 0 1.5 0 0 1.4 0 3.4"
        " 0 5.4 1.5 6.7 3.4 6.7 5.2 6.7 6.5 5.6 7 4",
    ),
    "10": (
        10.2,
        "M0 2.2 2.2 0V11M7.4 0C5.6 0 4.6 2.2 4.6 5.5S5.6 11 7.4 11 10.2 8.8 10.2 5.5 9.2 0 7.4 0Z",
    ),
    "J": (7.0, "M2.4.3H7M5.7.3V7.6C5.7 9.8 4.6 11 2.8 11 1.4 11 .4 10.2 0 8.9"),
    "Q": (
        7.0,
        "M3.5 0C1.3 0 0 2.2 0 5.5S1.3 11 3.5 11 7 8.8 7 5.5 5.7 0 3.5 0ZM4.1 7.6 7.3 11.4",
    ),
    "K": (7.0, "M.6 0V11M6.8 0 .6 6.6M2.7 4.4 7 11"),
}


def index_path(text: str) -> tuple[float, str]:
    """The stroke glyph of an index (``"A"``, ``"10"``, ``"K"``): ``(width, path)``.

    >>> index_path("Q")[0]
    7.0
    >>> index_path("Z")
    Traceback (most recent call last):
    ...
    ValueError: no index glyph for 'Z'
    """
    try:
        return GLYPHS[text]
    except KeyError:
        raise ValueError(f"no index glyph for {text!r}") from None


_ESCAPES = {'"': "'", "%": "%25", "#": "%23", "<": "%3C", ">": "%3E", "\n": " "}
_ESCAPE = re.compile("|".join(re.escape(k) for k in _ESCAPES))


def data_url(svg: str) -> str:
    """``svg`` as a ``data:`` URL for a CSS ``url("…")``: UTF-8, only the needed escapes.

    The root gets the SVG namespace (an image needs it; inline markup does not).
    Double quotes become single quotes, so the URL sits in double quotes.
    """
    if "xmlns=" not in svg.split(">", 1)[0]:
        svg = svg.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"', 1)
    return "data:image/svg+xml," + _ESCAPE.sub(lambda m: _ESCAPES[m.group(0)], svg)
