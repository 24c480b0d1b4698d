"""A game's stylesheet, made in Python, served as ``_static/<name>`` of every HTML build.

A game's extension calls :func:`add_css` in its ``setup``: the page links the
file, and the file is written when the HTML builder starts, before any page
is written, so that Sphinx links it with its checksum (``?v=``, from the
file's content) from a fresh build on: the pages' service worker shares such
files across the language folders (``tools/lite/cardsite-sw.js``). It is
written again when the build has finished (only for HTML builders, and only
when the build succeeded).

>>> import tempfile, types
>>> calls = []
>>> app = types.SimpleNamespace(
...     add_css_file=lambda name: calls.append(name),
...     connect=lambda event, handler: calls.append((event, handler)),
... )
>>> add_css(app, "game-board.css", ".board { color: red }")
>>> calls[0], calls[1][0], calls[2][0]
('game-board.css', 'builder-inited', 'build-finished')
>>> app.builder = types.SimpleNamespace(format="html")
>>> app.outdir = tempfile.mkdtemp()
>>> calls[1][1](app)
>>> (Path(app.outdir) / "_static" / "game-board.css").read_text(encoding="utf-8")
'.board { color: red }'
>>> (Path(app.outdir) / "_static" / "game-board.css").unlink()
>>> calls[2][1](app, RuntimeError("failed"))
>>> (Path(app.outdir) / "_static" / "game-board.css").exists()
False
>>> calls[2][1](app, None)
>>> (Path(app.outdir) / "_static" / "game-board.css").exists()
True
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

__all__ = ["add_css"]


def add_css(app: Any, name: str, css: str) -> None:
    """Link ``_static/<name>`` from every page and write ``css`` there (HTML builds)."""

    def write(app: Any) -> None:
        if app.builder.format == "html":
            static = Path(app.outdir) / "_static"
            static.mkdir(parents=True, exist_ok=True)
            (static / name).write_text(css, encoding="utf-8")

    def finished(app: Any, exc: Exception | None) -> None:
        if exc is None:
            write(app)

    app.add_css_file(name)
    app.connect("builder-inited", write)
    app.connect("build-finished", finished)
