"""Scopone's joined texts use the language's separators (issue #13): the seat tags and the
hand sizes of an error read «، » and «و» in Arabic, not a Latin comma."""

from __future__ import annotations

from scopone import Game
from scopone.i18n import error_message, seat_line


def test_seat_tags_use_the_catalogs_list_separator() -> None:
    game = Game.new(7)
    seat = game.turn if game.turn == game.dealer else None
    # Find a position where one seat is both to play and dealer: the dealer's seat after
    # three plays of the first round has the turn.
    while seat is None:
        game.play(game.legal_plays()[0])
        seat = game.turn if game.turn == game.dealer else None
    assert seat_line(seat, game, "en").endswith("(to play, dealer)")
    ar = seat_line(seat, game, "ar")
    assert "، " in ar and ", " not in ar


def test_hand_sizes_are_a_list_the_languages_way() -> None:
    text = error_message("hand-sizes", {"sizes": [10, 10, 9, 10], "seat": 0}, "ar")
    assert "10 و10 و9 و10" in text and ", " not in text


def test_the_diagrams_piles_line_joins_count_and_scope_the_languages_way() -> None:
    from scopone.notation import format_diagram

    game = Game.new(7)
    taken = format_diagram(game, "ar").splitlines()[-1]
    assert "، " in taken and ", " not in taken
    assert "0 cards, 0 scope" in format_diagram(game, "en").splitlines()[-1]
