"""The Scopone pages' Sphinx extension: engine-built positions and checked claims.

:mod:`.position` holds the directives (``scopone-position``,
``scopone-best-play``, ``scopone-cards``, ``scopone-score``); they draw with
:mod:`scopone.render` and fail the build on an illegal play or a false claim.
:mod:`.player` adds ``scopone-player`` (the Play page's live table) and the
words of the live tables, which the shared page runtime draws.

In ``conf.py``: ``extensions = [..., "scopone.sphinxext"]``.
"""

from __future__ import annotations

from typing import Any

__all__ = ["setup"]


def setup(app: Any) -> dict[str, Any]:
    """Register the Scopone directives and their stylesheet."""
    from cardsite.sphinx.compiled import require_compiled

    from ..i18n import CATALOGS

    require_compiled(app, CATALOGS)  # translated diagrams, never a quiet English fallback
    app.setup_extension("scopone.sphinxext.position")
    app.setup_extension("scopone.sphinxext.player")
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
