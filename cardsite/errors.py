"""Errors as codes and parameters, turned into sentences by a game's i18n layer.

Rule code never builds sentences: it raises a :class:`CodedError` subclass
with a *code* (``"king-only"``) and *parameters* (``card=…``). Each game's
i18n module registers, with :meth:`CodedError.use_messages`, the function that
turns a code and its parameters into a sentence; the error type itself stays
below the i18n layer and imports nothing of it.

>>> class DemoError(CodedError):
...     pass
>>> err = DemoError("no-such-seat", seat=7)
>>> err.code, err.params
('no-such-seat', {'seat': 7})
>>> str(err)  # no message table registered: the code itself
'no-such-seat'
>>> DemoError.use_messages(lambda code, params, lang: f"[{lang}] {code} {params['seat']}")
>>> err.message("it")
'[it] no-such-seat 7'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from .quoting import QUOTE_LIMIT, shown
from .spoken import spoken

__all__ = ["QUOTE_LIMIT", "CodedError", "MessageFormatter", "shown"]


#: ``(code, params, lang) -> sentence``: what a game's i18n layer provides.
MessageFormatter = Callable[[str, Mapping[str, Any], "str | None"], str]


class CodedError(Exception):
    """Base of every error a game raises on purpose: a ``code`` and its ``params``.

    ``str(err)`` is the English sentence; :meth:`message` gives it in another
    language, through the formatter the game's i18n layer registered.
    """

    _formatter: ClassVar[MessageFormatter | None] = None

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params: dict[str, Any] = params
        super().__init__(code)

    @classmethod
    def use_messages(cls, formatter: MessageFormatter) -> None:
        """Register the function that words this class's (and its subclasses') codes."""
        cls._formatter = formatter

    def message(self, lang: str | None = None) -> str:
        """The error as a sentence in ``lang`` (``"ro"``, ``"ar"``, …; English by default)."""
        formatter = type(self)._formatter
        if formatter is None:
            return self.code
        return formatter(self.code, self.params, lang)

    def __str__(self) -> str:
        # English, unless the caller runs inside cardsite.spoken.speaking(lang).
        return self.message(spoken())

    def __repr__(self) -> str:
        params = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"{type(self).__name__}({self.code!r}{params})"
