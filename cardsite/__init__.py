"""What every card game on the site shares, and no game's rules.

``cardsite`` is the bottom layer the games (:mod:`scorpion`, :mod:`scopone`)
build on: the gettext machinery and the languages (:mod:`cardsite.i18n`), the
coded errors (:mod:`cardsite.errors`), the generator and the number check of
numbered games (:mod:`cardsite.numbers`), what the command lines share
(:mod:`cardsite.cli`) and the Sphinx helpers (:mod:`cardsite.sphinx`). It never imports a game; an
import-linter contract in ``pyproject.toml`` holds that.
"""

from __future__ import annotations

__all__: list[str] = []
