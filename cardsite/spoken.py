"""The language ``str()`` speaks: English, unless a caller asks for another one for a while.

An engine's ``str(error)`` and ``str(game)`` are English, as Python programs and
doctests expect. The site's translated pages show what a code example prints in
the page's language by running it inside :func:`speaking`; nothing else changes.

>>> spoken()
'en'
>>> with speaking("ru-RU"):
...     spoken()
'ru_RU'
>>> spoken()
'en'
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

__all__ = ["speaking", "spoken"]

_SPOKEN: ContextVar[str] = ContextVar("spoken", default="en")


def spoken() -> str:
    """The language ``str()`` of an engine's errors and games speaks now (``"en"`` by default)."""
    return _SPOKEN.get()


@contextmanager
def speaking(lang: str | None) -> Iterator[None]:
    """Within the block, ``str()`` of errors and games speaks ``lang``."""
    token = _SPOKEN.set((lang or "en").replace("-", "_"))
    try:
        yield
    finally:
        _SPOKEN.reset(token)
