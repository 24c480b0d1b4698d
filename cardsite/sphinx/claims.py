"""Statements of fact that the build proves: every game's claims, counted and enforced.

A page states facts about the positions it shows ("K♣ 6→7 still wins",
"West can sweep it"). Each game's directives write such a statement as an
option, ask their engine whether it holds, then report here:

- :func:`checked` — the engine proved the claim; it is counted for the
  build's summary, per game;
- :func:`refuted` — the engine found otherwise (or could not decide within
  its budget, which is not a proof either): an error at the page and line of
  the directive, saying what the engine found. Every refuted claim of the
  build is reported, then the build stops, with or without ``-W``.

At the end of the build one line on standard output gives the counts (also
under ``-q``), for instance ``claims checked (en): scopone 21, scorpion 34``.

A game's extension uses it like this::

    from cardsite.sphinx import claims

    if engine_says_yes:
        claims.checked(self, "scorpion")
    else:
        claims.refuted(self, "scorpion", "K♦ 4→7 wins", "the solver proves it lost")

>>> from types import SimpleNamespace
>>> env = SimpleNamespace(docname="examples/x")
>>> record(env, "scorpion"); record(env, "scorpion"); record(env, "scopone")
>>> summary(env.cardsite_claims)
{'scopone': 1, 'scorpion': 2}
>>> failure_text("examples/x.md", 12, "K♦ 4→7 wins", "the solver proves the deal lost")
'examples/x.md:12: false claim “K♦ 4→7 wins”: the solver proves the deal lost.'
"""

from __future__ import annotations

import sys
from collections import Counter
from typing import Any

from sphinx.util import logging

__all__ = [
    "checked",
    "failure_text",
    "record",
    "refuted",
    "setup",
    "summary",
]

logger = logging.getLogger(__name__)


def record(env: Any, game: str) -> None:
    """Count one proven claim of ``game`` on the page being read."""
    store: dict[str, Counter[str]] = env.__dict__.setdefault("cardsite_claims", {})
    store.setdefault(env.docname, Counter())[game] += 1


def summary(store: dict[str, Counter[str]]) -> dict[str, int]:
    """The proven claims of every page, added up per game, in the games' order."""
    total: Counter[str] = Counter()
    for counts in store.values():
        total.update(counts)
    return dict(sorted(total.items()))


def failure_text(where: str, line: int | None, claim: str, found: str) -> str:
    """The sentence that stops the build: the page, the line, the claim, what was found."""
    place = f"{where}:{line}" if line else where
    return f"{place}: false claim “{claim}”: {found.rstrip('.')}."


def checked(directive: Any, game: str) -> None:
    """The directive's engine proved one of its claims."""
    record(directive.env, game)


def refuted(directive: Any, game: str, claim: str, found: str, *, line: int | None = None) -> None:
    """The directive's engine refutes ``claim``; ``found`` says what it found instead.

    Logged as an error at the directive's page and line (``line``, when given,
    is the claim's own line within it); the build goes on to report every
    other false claim, then stops with exit status 1.
    """
    env = directive.env
    if line is None:
        _source, line = directive.get_source_info()
    where = env.doc2path(env.docname, False)
    failures: dict[str, list[str]] = env.__dict__.setdefault("cardsite_claim_failures", {})
    failures.setdefault(env.docname, []).append(failure_text(str(where), line, claim, found))
    logger.error(
        "false claim “%s” (%s): %s",
        claim,
        game,
        found,
        location=(env.docname, line),
        type="claims",
        subtype=game,
    )


_STORES = ("cardsite_claims", "cardsite_claim_failures")


def _purge(app: Any, env: Any, docname: str) -> None:
    for name in _STORES:
        env.__dict__.get(name, {}).pop(docname, None)


def _merge(app: Any, env: Any, docnames: set[str], other: Any) -> None:
    for name in _STORES:
        mine = env.__dict__.setdefault(name, {})
        for docname, value in other.__dict__.get(name, {}).items():
            if docname in docnames:
                mine[docname] = value


def _finish(app: Any, exception: BaseException | None) -> None:
    if exception is not None or app.builder.name not in ("html", "dirhtml", "singlehtml"):
        return
    env = app.env
    lang = app.config.language or "en"
    counts = summary(env.__dict__.get("cardsite_claims", {}))
    listed = ", ".join(f"{game} {n}" for game, n in counts.items()) or "none"
    print(f"claims checked ({lang}): {listed}", flush=True)
    failures = [
        text
        for _doc, texts in sorted(env.__dict__.get("cardsite_claim_failures", {}).items())
        for text in texts
    ]
    if failures:
        sys.stderr.write(
            f"{len(failures)} false claim(s) in the {lang} pages; a page may only state what "
            "its engine proves, so the build stops:\n" + "".join(f"  {t}\n" for t in failures)
        )
        app.statuscode = 1


def setup(app: Any) -> dict[str, Any]:
    """Count and enforce the games' claims."""
    app.connect("env-purge-doc", _purge)
    app.connect("env-merge-info", _merge)
    app.connect("build-finished", _finish)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
