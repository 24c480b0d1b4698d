"""A game's stylesheet, made in Python, served as ``_static/<name>`` of every HTML build.

A game's extension calls :func:`add_css` in its ``setup``: the page links the
file, and the file is written when the build has finished (only for HTML
builders, and only when the build succeeded).

>>> import tempfile, types
>>> calls = []
>>> app = types.SimpleNamespace(
...     add_css_file=lambda name: calls.append(name),
...     connect=lambda event, handler: calls.append((event, handler)),
... )
>>> add_css(app, "game-board.css", ".board { color: red }")
>>> calls[0], calls[1][0]
('game-board.css', 'build-finished')
>>> app.builder = types.SimpleNamespace(format="html")
>>> app.outdir = tempfile.mkdtemp()
>>> calls[1][1](app, None)
>>> (Path(app.outdir) / "_static" / "game-board.css").read_text(encoding="utf-8")
'.board { color: red }'
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

__all__ = ["add_css"]


def add_css(app: Any, name: str, css: str) -> None:
    """Link ``_static/<name>`` from every page and write ``css`` there after an HTML build."""

    def write(app: Any, exc: Exception | None) -> None:
        if exc is None and app.builder.format == "html":
            static = Path(app.outdir) / "_static"
            static.mkdir(parents=True, exist_ok=True)
            (static / name).write_text(css, encoding="utf-8")

    app.add_css_file(name)
    app.connect("build-finished", write)
