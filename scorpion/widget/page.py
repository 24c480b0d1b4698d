"""Scorpion's boards in a web page: what the page runtime's worker calls.

The wire itself (comms over ``postMessage``, batches, the IPython stand-in) is
the game-independent :mod:`cardsite.page`, which the worker
(``docs/_static/player/worker.js``) connects and feeds itself; this module
adds only what is Scorpion's: :func:`prepare` (what the page's memory snapshot
holds) and :func:`show` (the example and player boards), which the worker calls
on the module the lite build's manifest names (this one).

>>> import json
>>> from cardsite import page as wire
>>> sent = []
>>> wire.connect(lambda text, buffers: sent.append(json.loads(text)))
>>> from scorpion.examples import EXAMPLE_2
>>> model = show("example", json.dumps({"position": EXAMPLE_2, "lang": "en"}))
>>> [m["msg_type"] for m in sent] == ["batch"] and len(sent[0]["messages"]) > 50
True
>>> wire.disconnect()
"""

from __future__ import annotations

import json

from cardsite import page as wire

__all__ = ["prepare", "show"]

#: Modules no page uses, left out of the page's memory snapshot and of the page
#: runtime's packages (tools/lite/build_lite.py).
UNUSED = ("scorpion.sphinxext", "scorpion.__main__", "scorpion.cli")
#: Left out of the memory snapshot only: the solvability study (it imports
#: what no board needs, like csv).
SKIP = (*UNUSED, "scorpion.solver.study")


def prepare() -> None:
    """Import and read everything a board needs: what the page's memory snapshot holds.

    ``tools/lite/snapshot.mjs`` calls it in Node at build time, once the
    wheels are unpacked, and saves Python's memory; a page then starts
    from that memory instead of importing (seconds saved on every visit).
    The message catalogs of every language and the solvable-deal catalogues
    are read here too, so that the first board needs no file: the worker
    unpacks the wheels again only after it is shown.
    """
    wire.install_ipython_stub()
    import ipywidgets  # noqa: F401

    import scorpion

    from ..i18n import LANGUAGES, catalog
    from ..solver.catalogue import catalogue
    from ..variants import VARIANTS

    # every module a board may use: not the Sphinx extension, the command
    # line or the solvability study (nor argparse)
    wire.import_all(scorpion, SKIP)
    for lang in LANGUAGES:
        catalog(lang)  # read and cached
    for variant in VARIANTS:
        catalogue(variant)


def show(kind: str, options: str) -> str:
    """Build a board and return its root widget's model id for the page to draw.

    ``kind`` is ``"example"`` (``options``: JSON with ``position``, ``moves``,
    ``lang``) or ``"player"`` (JSON with the arguments of
    :func:`scorpion.widget.player`).
    """
    from . import example, player

    args = json.loads(options)
    if kind not in ("example", "player"):
        raise ValueError(f"unknown board kind {kind!r}: expected 'example' or 'player'")
    with wire.batch():
        if kind == "example":
            root = example(args["position"], args.get("moves", ""), args.get("lang", "en"))
        else:
            root = player(**args)
    return root.model_id
