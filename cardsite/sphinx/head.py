"""Nothing in a page's head that holds its first paint back but its stylesheets (issue #30).

Sphinx links its own scripts (``documentation_options.js``, ``doctools.js``,
``sphinx_highlight.js``, a translated build's ``translations.js``) and
extensions theirs (``jupyterlite_sphinx.js``) as classic scripts in the head:
the browser stops parsing the page until each has arrived and run (four
round trips on a slow phone line before anything shows). None of them draws
anything, so they are deferred: they still run in their order, before
``DOMContentLoaded``. The theme's small inline scripts that fill in
``DOCUMENTATION_OPTIONS`` (the page's name, search as you type) must run after
``documentation_options.js``: they become inline module scripts, which the
browser runs with the deferred ones, in document order.

The page's handler runs after the theme's (which adds those inline scripts):

>>> from sphinx.builders.html._assets import _JavaScript
>>> scripts = [
...     _JavaScript("_static/doctools.js", priority=200),
...     _JavaScript("_static/player.js", defer="defer"),
...     _JavaScript("", body="DOCUMENTATION_OPTIONS.pagename = 'rules';"),
...     _JavaScript("", body="window.X = 1;"),
...     _JavaScript("_static/gid.js", loading_method="async"),
... ]
>>> for js in deferred(scripts, {"_static/doctools.js"}):
...     print(js.filename or js.attributes["body"], sorted(js.attributes))
_static/doctools.js ['defer']
_static/player.js ['defer']
DOCUMENTATION_OPTIONS.pagename = 'rules'; ['body', 'type']
window.X = 1; ['body']
_static/gid.js ['loading_method']
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

__all__ = ["DEFERRED", "deferred"]

#: The head scripts deferred, under ``_static/`` (``cardsite_deferred_scripts``).
DEFERRED = (
    "documentation_options.js",
    "doctools.js",
    "sphinx_highlight.js",
    "translations.js",
    "jupyterlite_sphinx.js",
)
#: Attributes that already keep a script from blocking the parser.
_NON_BLOCKING = {"defer", "async", "loading_method"}
#: What an inline script that needs a deferred script names.
_NEEDS_DEFERRED = ("DOCUMENTATION_OPTIONS", "Documentation.")


def deferred(scripts: Iterable[Any], names: set[str]) -> list[Any]:
    """``scripts`` with those of ``names`` deferred and the inline ones that need them modules."""
    from sphinx.builders.html._assets import _JavaScript

    out = []
    for js in scripts:
        attrs = dict(js.attributes)
        body = attrs.get("body", "")
        if js.filename and str(js.filename) in names and not _NON_BLOCKING & set(attrs):
            js = _JavaScript(js.filename, priority=js.priority, **{**attrs, "defer": "defer"})
        elif not js.filename and any(name in body for name in _NEEDS_DEFERRED):
            js = _JavaScript(js.filename, priority=js.priority, **{**attrs, "type": "module"})
        out.append(js)
    return out


def _page_context(app: Any, pagename: str, templatename: str, context: dict, doctree: Any) -> None:
    if "script_files" in context:
        names = {f"_static/{name}" for name in app.config.cardsite_deferred_scripts}
        context["script_files"] = deferred(context["script_files"], names)


def setup(app: Any) -> dict[str, Any]:
    """Register ``cardsite_deferred_scripts`` and the page handler (after the theme's)."""
    app.add_config_value("cardsite_deferred_scripts", list(DEFERRED), "html", types=[list])
    app.connect("html-page-context", _page_context, priority=900)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
