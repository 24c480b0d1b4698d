"""Scopone's tables in a web page: what the page runtime's worker calls.

The wire (comms over ``postMessage``, batches, the IPython stand-in) is the
game-independent :mod:`cardsite.page`, which the worker
(``docs/_static/player/worker.js``) connects and feeds itself; this module adds
only what is Scopone's: :func:`prepare` (what the page's memory snapshot holds)
and :func:`show` (a worked example's table and the Play page's game). The
worker imports it as the manifest's ``scopone`` page module.

>>> import json
>>> from cardsite import page as wire
>>> sent = []
>>> wire.connect(lambda text, buffers: sent.append(json.loads(text)))
>>> model = show("player", json.dumps({"game": 7, "lang": "it", "pace": 0}))
>>> [m["msg_type"] for m in sent] == ["batch"] and len(sent[0]["messages"]) > 20
True
>>> show("solitaire", "{}")
Traceback (most recent call last):
...
ValueError: unknown table kind 'solitaire': expected 'example' or 'player'
>>> wire.disconnect()
"""

from __future__ import annotations

import json
import math
from typing import Any

from cardsite import page as wire

__all__ = ["prepare", "show", "table_options"]

#: Modules no page uses, left out of the page's memory snapshot and of the page
#: runtime's packages (tools/lite/build_lite.py).
UNUSED = ("scopone.sphinxext", "scopone.__main__", "scopone.cli")

#: The slowest pace a page may ask for (seconds between two computer plays).
MAX_PACE = 5.0


def prepare() -> None:
    """Import and read everything a table needs: what the page's memory snapshot holds.

    ``tools/lite/snapshot.mjs`` calls it in Node at build time (after
    Scorpion's), and the worker when Python starts without a snapshot: every
    module of the package but the Sphinx extension and the command line, the
    message catalogs of every language, and both sets of faces.
    """
    wire.install_ipython_stub()
    import ipywidgets  # noqa: F401

    import scopone

    from ..i18n import CATALOGS, LANGUAGES
    from .table import faces_css

    wire.import_all(scopone, UNUSED)
    for lang in LANGUAGES:
        CATALOGS.gettext("Hint", lang)  # read and cached
    for faces in ("italian", "french"):
        faces_css(faces)


def _bad(text: str) -> ValueError:
    return ValueError(f"scopone table: {text}")


def table_options(kind: str, options: str) -> dict[str, Any]:
    """Check a page's request and return what the table is built from.

    Every problem raises :class:`ValueError` naming it; nothing is built.

    >>> table_options("player", '{"game": "12", "lang": "ar"}')["game"].number
    12
    >>> table_options("player", '{"game": -1}')
    Traceback (most recent call last):
    ...
    ValueError: scopone table: bad game number -1
    >>> table_options("example", '{"position": "nonsense"}')
    Traceback (most recent call last):
    ...
    ValueError: scopone table: bad example position: Line 1 of the position text: expected “scopone” and a variant name, found “nonsense”.
    >>> table_options("player", '{"lang": "xx"}')
    Traceback (most recent call last):
    ...
    ValueError: scopone table: unknown language 'xx' (expected one of en, ro, ar, ru, it)
    """
    from ..cards import Card  # noqa: F401 - the engine's names, imported by prepare()
    from ..errors import ScoponeError
    from ..game import Game
    from ..i18n import LANGUAGES
    from ..plays import Play
    from ..render import FACES
    from .levels import DEFAULT_LEVEL, LEVELS

    names = [name for name, _ai, _shown in LEVELS]
    if kind not in ("example", "player"):
        raise ValueError(f"unknown table kind {kind!r}: expected 'example' or 'player'")
    try:
        args = json.loads(options)
    except (TypeError, ValueError) as err:
        raise _bad(f"options are not JSON: {err}") from None
    if not isinstance(args, dict):
        raise _bad("options must be a JSON object")
    lang = args.get("lang", "en")
    if lang not in LANGUAGES:
        raise _bad(f"unknown language {lang!r} (expected one of {', '.join(LANGUAGES)})")
    faces = args.get("faces", "italian")
    if faces not in FACES:
        raise _bad(f"unknown faces {faces!r} (expected {' or '.join(FACES)})")
    pace = args.get("pace", 0.8)
    if (
        isinstance(pace, bool)
        or not isinstance(pace, int | float)
        or not math.isfinite(pace)
        or not 0 <= pace <= MAX_PACE
    ):
        raise _bad(f"bad pace {pace!r} (expected seconds from 0 to {MAX_PACE:g})")
    out: dict[str, Any] = {"lang": lang, "faces": faces, "pace": float(pace)}
    if kind == "player":
        number = args.get("game", 0)
        try:
            out["game"] = Game.new(number, args.get("variant", "scientifico"))
        except (ScoponeError, ValueError, TypeError):
            raise _bad(f"bad game number {number!r}") from None
        level = args.get("level", DEFAULT_LEVEL)
        if level not in names:
            raise _bad(f"unknown level {level!r} (expected {' or '.join(names)})")
        out["level"] = level
        saved = args.get("saved")
        if saved is not None and not isinstance(saved, str):
            raise _bad("the saved game must be text (what the table saved)")
        # An unreadable saved game is not the page's mistake: the table says so.
        out["saved"] = saved or None
        for name in ("record", "kept"):
            value = args.get(name)
            if value is not None and not isinstance(value, str):
                raise _bad(f"the {name} must be text")
            out[name] = value or None
        return out
    position = args.get("position")
    if not isinstance(position, str) or not position.strip():
        raise _bad("an example needs its position text")
    try:
        game = Game.from_text(position)
    except (ScoponeError, ValueError) as err:
        raise _bad(f"bad example position: {err}") from None
    plays_text = args.get("plays", "")
    if not isinstance(plays_text, str):
        raise _bad("the plays must be text (7d x 3c+4s; 2b)")
    walker = game.copy()
    plays = []
    for raw in plays_text.replace("\n", ";").split(";"):
        if raw.strip():
            try:
                play = Play.parse(raw.strip())
                walker.play(play)
            except ScoponeError as err:
                raise _bad(f"bad example play {raw.strip()!r}: {err}") from None
            plays.append(play)
    out["game"], out["plays"] = game, plays
    open_hands = args.get("open", False)
    if not isinstance(open_hands, bool):
        raise _bad(f"bad open {open_hands!r} (expected true or false)")
    bottom = args.get("bottom", 0)
    if isinstance(bottom, bool) or bottom not in (0, 1, 2, 3):
        raise _bad(f"bad bottom seat {bottom!r} (expected 0 to 3)")
    out["open"], out["bottom"] = open_hands, bottom
    return out


def show(kind: str, options: str) -> str:
    """Build a table and return its root widget's model id for the page to draw.

    ``kind`` is ``"example"`` (``options``: JSON with ``position``, a position
    text, and ``plays``, ``;``-separated: the table shows the position after
    them as the diagram does, ``bottom`` the seat at the bottom and ``open``
    true when every hand is face up, steps back and forth through them, then
    plays on) or ``"player"`` (JSON with ``game``, the game number, and
    ``variant``: a whole game to 21 against the three computer seats, at
    ``level``; ``saved``, a game the table saved in the browser, is offered
    back). Both take ``lang``, ``faces`` (``italian`` or ``french``) and
    ``pace`` (seconds between two computer plays).
    """
    from .controller import TableController
    from .table import Table

    args = table_options(kind, options)
    lang = args["lang"]
    if kind == "example":
        controller = TableController.for_example(
            args["game"], args["plays"], open_hands=args["open"], bottom=args["bottom"], lang=lang
        )
    else:
        controller = TableController.from_game(args["game"], lang=lang, level=args["level"])
        if args["kept"]:
            controller.read_kept(args["kept"])
        if args["saved"] and not args["record"]:
            controller.offer_saved(args["saved"])
    with wire.batch():
        table = Table(
            controller,
            faces=args["faces"],
            pace=args["pace"],
            batch=wire.batch,
            player=kind == "player",
        )
        if kind == "player" and args["record"]:
            open_link(table, args["record"])
    return table.root.model_id


def open_link(table: Any, code: str) -> None:
    """Step through the record a page's ``?record=`` names; a bad one is said on the table.

    >>> from .controller import TableController
    >>> from .table import Table
    >>> table = Table(TableController(7, chooser=lambda g: g.legal_plays()[0]), pace=0,
    ...               player=True)
    >>> open_link(table, "1s.7.1.0-0.zz")
    >>> table.c is table.live, table.c.message.kind
    (True, 'error')
    >>> table.c.message.text
    'Not a hand record link: “1s.7.1.0-0.zz” (expected a version, a game number, a hand number, the totals and the plays, such as 1s.123.1.0-0.Afq-bQ).'
    >>> open_link(table, "1s.7.1.0-0.AQ")
    >>> table.c is table.live, table.c.step, len(table.c.line)
    (False, 0, 1)
    """
    from ..errors import ScoponeError
    from ..record import HandRecord

    try:
        record = HandRecord.from_code(code)
    except ScoponeError as err:
        table.live._refuse(err)
        table.refresh()
        return
    table.open_record(record)
