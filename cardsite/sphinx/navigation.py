"""The theme's section navigation, with every expand/collapse toggle named.

pydata-sphinx-theme draws a section with sub-pages as a link followed by a
``<details>`` whose ``<summary>`` holds only a chevron icon, so a screen reader
announces a nameless control (axe-core: ``summary-name``, serious). Each
toggle is named here after the section it opens, in the page's language since
the title is the page's own:

>>> html = ('<a class="reference internal" href="index.html">Worked &amp; played</a>'
...         '<details open="open"><summary><span class="toctree-toggle" role="presentation">'
...         '<i class="fa-solid fa-chevron-down"></i></span></summary><ul></ul></details>')
>>> print(name_toggles(html))  # doctest: +ELLIPSIS
<a ...>Worked &amp; played</a><details open="open"><summary aria-label="Worked &amp; played"><span ...
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import wraps
from html import escape, unescape
from typing import Any

__all__ = ["name_toggles", "setup"]

_TOGGLE = re.compile(
    r'(<a [^>]*>(?P<title>(?:(?!</a>).)*)</a>\s*<details(?: open="open")?>\s*)<summary>'
    r'(?=\s*<span class="toctree-toggle")',
    re.S,
)


def name_toggles(html: str) -> str:
    """Give each navigation toggle (``<summary>``) the name of the section it opens."""

    def named(match: re.Match[str]) -> str:
        title = unescape(re.sub(r"<[^>]+>", "", match.group("title"))).strip()
        return f'{match.group(1)}<summary aria-label="{escape(title, quote=True)}">'

    return _TOGGLE.sub(named, html)


def _wrap(generate: Callable[..., str]) -> Callable[..., str]:
    @wraps(generate)
    def generate_named(*args: Any, **kwargs: Any) -> str:
        return name_toggles(str(generate(*args, **kwargs)))

    return generate_named


def _page_context(app: Any, pagename: str, templatename: str, context: dict, doctree: Any) -> None:
    generate = context.get("generate_toctree_html")
    if callable(generate):
        context["generate_toctree_html"] = _wrap(generate)


def setup(app: Any) -> dict[str, Any]:
    """Name the toggles of every page's navigation (after the theme set its function)."""
    app.connect("html-page-context", _page_context, priority=900)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
