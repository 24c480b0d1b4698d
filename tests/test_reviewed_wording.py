"""English messages the reviewers flagged (issue #13), reworded and translated in every language."""

from __future__ import annotations

from pathlib import Path

import polib
import pytest

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("ro", "ar", "ru", "it")

REWORDED = [
    # (domain, context, new English, old English)
    (
        "scorpion",
        None,
        "Unsolvable: this position is proven lost.",
        "Unsolvable: no line wins this position (proven).",
    ),
    (
        "scorpion",
        None,
        "Back to the last position that can still be won",
        "Back to the last winnable move",
    ),
    (
        "scorpion",
        None,
        "Open this board in JupyterLite, a Python console in your browser",
        "Open this player in JupyterLite, a Python console in your browser",
    ),
    (
        "scopone",
        None,
        "play a game: the computer plays the other three seats, your partner included",
        "play a game against three computer seats",
    ),
    (
        "scopone",
        None,
        "Expected a seat view, as Game.view() returns it, not {text}.",
        "Expected what a seat may know (a seat view), not {text}.",
    ),
    ("scopone", "score sheet: a scoring category", "Point", None),
    ("scorpion", "clause separator", "; ", None),
]


def _entries(path: Path) -> dict[tuple[str | None, str], polib.POEntry]:
    return {(e.msgctxt, e.msgid): e for e in polib.pofile(str(path)) if not e.obsolete}


@pytest.mark.parametrize(("domain", "context", "new", "old"), REWORDED)
def test_template_has_the_new_english_only(domain, context, new, old) -> None:
    entries = _entries(ROOT / "locales" / f"{domain}.pot")
    assert (context, new) in entries
    if old is not None:
        assert not any(msgid == old for _c, msgid in entries)
    if context is not None:  # the bare msgid (no context) is gone
        assert (None, new) not in entries


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("domain", "context", "new", "old"), REWORDED)
def test_every_language_translates_the_new_english(lang, domain, context, new, old) -> None:
    entry = _entries(ROOT / "locales" / lang / "LC_MESSAGES" / f"{domain}.po")[(context, new)]
    assert entry.msgstr and "fuzzy" not in entry.flags


def test_arabic_score_events_are_separated_by_the_arabic_semicolon() -> None:
    from scorpion import Game
    from scorpion.examples import EXAMPLE_2
    from scorpion.sphinxext.position import _event_text

    played = Game.from_text(EXAMPLE_2).move("8♥", 5)
    assert len(played.events) >= 2
    assert "؛ " in _event_text(played.events, "ar") and "; " not in _event_text(played.events, "ar")
    assert "; " in _event_text(played.events, "en")
