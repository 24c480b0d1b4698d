"""Shared helpers for the engine tests: building positions and checking a game's integrity."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

import pytest

from scorpion import Card, Game, IllegalMove, Move
from scorpion.cards import full_deck
from scorpion.variants import get_variant

VARIANT_NAMES = ("classic", "relaxed", "traditional", "wasp", "three-blind-mice")


def parse_column(text: str) -> tuple[list[str], int]:
    """``"[5♠ 6♠] 8♠ 9♠"`` → (cards bottom → top, face-down count); ``"-"`` is empty."""
    text = text.strip()
    if text in ("", "-"):
        return [], 0
    down: list[str] = []
    if text.startswith("["):
        inner, _, text = text[1:].partition("]")
        down = inner.split()
    return down + text.split(), len(down)


def build(
    columns: Sequence[str],
    variant: str = "classic",
    reserve: str = "",
    aside: str = "",
    dump: int | None = None,
) -> Game:
    """A position from column strings (see :func:`parse_column`), numbered from 1.

    Missing columns are empty. The suits of every card named take part; the
    cards of those suits not named are put face down at the bottom of column
    ``dump`` (numbered from 1), so that the position is a legal one. Suits
    never named are in the foundations.
    """
    v = get_variant(variant)
    cols = [parse_column(c) for c in columns] + [([], 0)] * (v.columns - len(columns))
    named = [c for col, _ in cols for c in col] + reserve.split() + aside.split()
    suits = {Card.parse(c).suit for c in named}
    named_set = {Card.parse(c) for c in named}
    rest = [str(c) for c in full_deck() if c.suit in suits and c not in named_set]
    if rest:
        assert dump is not None, f"unplaced cards {rest}: give a dump column"
        cards, down = cols[dump - 1]
        assert len(cards) > down, "the dump column needs a face-up top card"
        cols[dump - 1] = (rest + cards, down + len(rest))
    return Game.from_layout(
        [c for c, _ in cols], [d for _, d in cols], reserve.split(), variant, aside.split()
    )


def column_text(game: Game, column: int) -> str:
    """A column as ``"[## ##] 8♥ 3♣"``-like text with the hidden cards' identities shown."""
    col = game.columns[column - 1]
    down = [str(c) for c, up in col if not up]
    up = [str(c) for c, up in col if up]
    parts = ([f"[{' '.join(down)}]"] if down else []) + up
    return " ".join(parts) or "-"


def snapshot(game: Game) -> tuple[str, int, int, bool, int]:
    """Everything an action may change, to compare before and after a refusal."""
    return (game.to_text(), game.score, game.moves_played, game.is_won, len(game.history))


def assert_refused(game: Game, code: str, action, *args) -> IllegalMove:
    """Run ``action(*args)``, expect IllegalMove ``code`` and an unchanged game."""
    before = snapshot(game)
    with pytest.raises(IllegalMove) as info:
        action(*args)
    assert info.value.code == code, (info.value.code, str(info.value))
    assert snapshot(game) == before
    return info.value


def all_cards(game: Game) -> list[Card]:
    """Every card of the game wherever it lies, foundations included."""
    cards = [c for col in game.columns for c, _ in col]
    cards += list(game.reserve) + list(game.aside)
    for suit in game.foundations:
        cards += [c for c in full_deck() if c.suit is suit]
    return cards


def solve_dfs(game: Game, budget: int) -> list[Move] | None:
    """A small depth-first search, greedy on the points a move earns."""
    seen: set[object] = set()
    nodes = 0
    path: list[Move] = []

    def points(g: Game, m: Move) -> int:
        if m.is_reserve:
            return -1
        trial = g.copy()
        return trial.play(m).points

    def search(g: Game) -> bool:
        nonlocal nodes
        if g.is_won:
            return True
        nodes += 1
        key = g.position_key()
        if nodes > budget or key in seen:
            return False
        seen.add(key)
        for m in sorted(g.legal_moves(), key=lambda m: points(g, m), reverse=True):
            child = g.copy()
            child.play(m)
            path.append(m)
            if search(child):
                return True
            path.pop()
        return False

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 5000))
    try:
        return path if search(game.copy()) else None
    finally:
        sys.setrecursionlimit(limit)


def translated(msgid: str, lang: str) -> str:
    """``msgid`` in ``lang`` from the project's catalogs; fails if it is not translated there.

    English returns ``msgid`` itself.
    """
    from cardsite.i18n import CATALOGS

    text = CATALOGS.gettext(msgid, lang)
    if lang != "en":
        assert CATALOGS.compiled(lang) is not None and text != msgid, (
            f"{lang}: {msgid!r} untranslated"
        )
    return text


def usage_error_prefix(prog: str, lang: str) -> str:
    """How argparse's usage error line begins for ``prog`` in ``lang`` ("prog: error: ")."""
    line = translated("%(prog)s: error: %(message)s\n", lang)
    return line % {"prog": prog, "message": ""}


def load_tool(relative: str) -> ModuleType:
    """A fresh copy of one of the project's scripts (``tools/…``), loaded
    from its file as a module, for the tests that call its functions."""
    path = Path(__file__).resolve().parents[1] / relative
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
