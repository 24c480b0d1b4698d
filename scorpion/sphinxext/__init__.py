"""The project's Sphinx extension: engine-drawn positions, languages and RTL, data pages.

Thin layers over pure functions (:mod:`scorpion.render` draws, the engine plays):

- :mod:`.position` — the ``scorpion-position`` and ``scorpion-solution`` directives;
- :mod:`.languages` — card labels kept rank-then-suit in right-to-left text,
  the site's name in each language (``lang``/``dir``, the language switcher
  and ``hreflang`` are the shared layer's: :mod:`cardsite.sphinx`);
- :mod:`.solvability` — the solver's study as a table and an SVG plot, built
  from ``data/solvability/`` at build time;
- :mod:`.catalogs` — the translators' statistics table (counted by
  :mod:`cardsite.sphinx.catalogs`), in the engine's words.

In ``conf.py``: ``extensions = ["myst_parser", "cardsite.sphinx", "scorpion.sphinxext", ...]``.
"""

from __future__ import annotations

from typing import Any

__all__ = ["setup"]


def setup(app: Any) -> dict[str, Any]:
    """Register every part of the extension."""
    from cardsite.sphinx.compiled import require_compiled

    from ..i18n import CATALOGS

    require_compiled(app, CATALOGS)  # translated diagrams, never a quiet English fallback
    app.setup_extension("scorpion.sphinxext.position")
    app.setup_extension("scorpion.sphinxext.languages")
    app.setup_extension("scorpion.sphinxext.solvability")
    app.setup_extension("scorpion.sphinxext.catalogs")
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
