"""The player's logic (scorpion.widget.controller) and its ipywidgets view, in CPython."""

from __future__ import annotations

import pytest

from scorpion import Card, Game, Move
from scorpion.examples import EXAMPLE_2
from scorpion.i18n import card_name, error_message, gettext_for
from scorpion.render import isolated_html
from scorpion.widget.controller import Controller, parse_steps

LANGS = ("en", "ro", "ar", "ru", "it")


def ex2(**kw: object) -> Controller:
    kw.setdefault("solver", None)
    return Controller(Game.from_text(EXAMPLE_2), **kw)  # type: ignore[arg-type]


def little() -> Game:
    """Spades only. Winning: 6♠ 2→1, 4♠ 2→1, R, 2♠ 2→1, A♠ 3→1.

    The reserve first (3♠ onto 7♠, 2♠ onto 5♠, A♠ to column 3) loses.
    """
    return Game.from_layout(
        [["K♠", "Q♠", "J♠", "10♠", "9♠", "8♠", "7♠"], ["4♠", "6♠", "5♠"]] + [[]] * 5,
        [0, 1, 0, 0, 0, 0, 0],
        reserve=["3♠", "2♠", "A♠"],
    )


def win(c: Controller) -> None:
    c.click_card(2, 1)
    c.click_column(1)
    c.click_card(2, 0)
    c.click_column(1)
    # Column 1's whole King column may still move out of column 1 before the
    # deal (RULES.md, Moves, item 1): the first press arms, the second deals.
    c.press_reserve()
    c.press_reserve()
    c.click_card(2, 0)
    c.click_column(1)
    c.click_card(3, 0)
    c.click_column(1)


def lose(c: Controller) -> None:
    c.press_reserve()
    c.press_reserve()


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


# ---------------------------------------------------------------- selection


def test_select_lifts_the_block_and_highlights_targets() -> None:
    c = ex2()
    c.click_card(2, 3)
    assert c.selection == (2, 3)
    assert c.targets == (5,)
    assert "Eight of Hearts" in c.message.text and "4" in c.message.text  # 4 cards lifted


def test_face_down_card_is_refused_and_nothing_selected() -> None:
    c = ex2()
    c.click_card(2, 0)
    assert c.selection is None
    assert c.message.kind == "error"
    assert c.message.text == gettext_for(
        "That card is face down: only face-up cards can be moved.", "en"
    )


@pytest.mark.parametrize("lang", LANGS)
def test_refusal_in_the_page_language_changes_nothing(lang: str) -> None:
    c = ex2(lang=lang)
    before = c.game.copy()
    c.click_card(2, 3)
    c.click_column(6)
    expected = error_message(
        "same-suit", {"card": Card.parse("8♥"), "target": Card.parse("9♥")}, lang, named=True
    )
    assert c.message.text == expected
    assert c.message.kind == "error"
    assert c.game == before


def test_clicking_a_card_of_another_column_moves_there() -> None:
    c = ex2()
    c.click_card(2, 3)
    c.click_card(5, 6)  # 9♥, the top of column 5
    assert c.game.moves_played == 1
    assert [str(card) for card, _ in c.game.columns[4][-4:]] == ["8♥", "3♣", "J♠", "5♦"]


def test_second_click_auto_moves_to_the_only_target() -> None:
    c = ex2()
    c.click_card(2, 3)
    c.click_card(2, 3)
    assert c.game.moves_played == 1
    assert c.selection is None
    assert len(c.game.columns[1]) == 3 and c.game.columns[1][-1][1]  # A♥ turned up
    assert c.message.kind == "success"


def test_second_click_without_a_single_target_explains() -> None:
    c = ex2()
    c.click_card(1, 6)  # J♣: no legal target
    assert c.targets == ()
    c.click_card(1, 6)
    assert c.game.moves_played == 0
    assert c.message.kind == "error"


def test_shrink_and_grow_the_selection() -> None:
    c = ex2()
    c.click_card(2, 3)
    c.shrink()
    assert c.selection == (2, 4)  # 3♣ now the bottom of the block
    c.grow()
    assert c.selection == (2, 3)
    c.grow()  # below 8♥ are face-down cards
    assert c.selection == (2, 3) and c.message.kind == "error"
    c.click_card(2, 6)  # top card alone
    c.shrink()
    assert c.selection == (2, 6) and c.message.kind == "error"


def test_shrink_without_selection_says_so() -> None:
    c = ex2()
    c.shrink()
    assert c.selection is None and c.message.kind == "error"


# ------------------------------------------------------------------ reserve


def test_reserve_is_armed_then_dealt_while_other_moves_exist() -> None:
    c = ex2()
    c.press_reserve()
    assert c.armed and len(c.game.reserve) == 3 and c.game.moves_played == 0
    c.press_reserve()
    assert not c.armed and c.game.reserve == () and c.game.moves_played == 1


def test_any_other_action_disarms_the_reserve() -> None:
    c = ex2()
    c.press_reserve()
    c.click_card(2, 3)
    assert not c.armed
    c.press_reserve()
    assert c.armed and len(c.game.reserve) == 3


def test_reserve_deals_at_once_when_nothing_else_moves() -> None:
    # (This used little() after two moves; there its whole King column in
    # column 1 may now move before the deal, so the press only arms.)
    c = Controller(Game.deal(53), solver=None)
    c.click_card(4, 6)  # A♦
    c.click_column(5)
    assert c.game.legal_moves() == [Move.reserve()]
    c.press_reserve()
    assert c.game.reserve == () and c.game.moves_played == 2


def test_reserve_dealt_twice_is_the_engine_refusal() -> None:
    c = ex2(lang="ar")
    c.press_reserve()
    c.press_reserve()
    c.press_reserve()
    assert c.message.text == error_message("reserve-dealt", {}, "ar")


# --------------------------------------------------------------------- undo


def test_undo_restores_the_position_and_counts() -> None:
    c = ex2()
    start = c.game.copy()
    c.click_card(2, 3)
    c.click_column(5)
    c.undo()
    assert c.game == start
    assert c.counters.undos == 1
    c.undo()
    assert c.message.text == error_message("nothing-to-undo", {}, "en")
    assert c.counters.undos == 1


# ---------------------------------------------------------- counters & time


def test_clock_starts_at_the_first_move_and_stops_at_the_win() -> None:
    clock = Clock()
    game = little()
    game.deal_number = 7
    c = Controller(game, clock=clock, solver=None)
    clock.now += 30
    assert c.elapsed() == 0.0
    c.click_card(2, 1)
    c.click_column(1)
    clock.now += 12
    assert c.elapsed() == 12
    c.undo()
    win(c)
    assert c.game.is_won and c.game.moves_played == 5
    clock.now += 50
    assert c.elapsed() == 12
    assert c.records == {"classic:7": 5} and c.new_record and c.record == 5
    assert c.message.kind == "won"  # the board celebrates it (board.css)


def test_record_keeps_the_fewest_moves() -> None:
    game = little()
    game.deal_number = 7
    c = Controller(game, records={"classic:7": 4, "classic:8": 9}, solver=None)
    assert c.record == 4
    win(c)
    assert c.game.is_won and c.records == {"classic:7": 4, "classic:8": 9} and not c.new_record


# ---------------------------------------------------- hint and dead ends


def test_hint_shows_the_solver_move_and_counts() -> None:
    c = Controller(little())
    c.hint()
    assert c.counters.hints == 1
    assert str(c.hint_move) == "6♠ 2→1"
    assert c.selection == (2, 1) and c.targets == (1,)
    assert c.message.kind == "hint"
    c.click_card(2, 1)  # clicking the hinted card again plays it
    assert c.game.moves_played == 1


def test_without_solver_hint_degrades_with_a_message() -> None:
    c = Controller(little(), solver=None)
    c.hint()
    assert c.message.kind == "error" and c.hint_move is None and c.counters.hints == 0


def test_advisor_reads_each_solver_answer() -> None:
    """The solver's help as its own piece: a stub solver's answers, one by one."""
    from types import SimpleNamespace

    from scorpion.widget.advice import Advisor

    game = little()
    move = game.legal_moves()[0]
    stub = SimpleNamespace(
        hint=lambda g, budget: SimpleNamespace(status="lost", move=None),
        solve=lambda g, budget: SimpleNamespace(status="UNSOLVABLE"),
        last_winnable=lambda g, budget: 3,
        catalogue=lambda variant: (4, 9),
    )
    a = Advisor(stub)
    assert a.hint(game).lost and a.hint(game).move is None
    stub.hint = lambda g, budget: SimpleNamespace(status="unknown", move=None)
    assert not a.hint(game).lost and a.hint(game).move is None
    stub.hint = lambda g, budget: move  # a bare move is a hint too
    assert a.hint(game).move == move
    assert a.proven_lost(game) and a.moves_back(game) == 3
    assert a.solvable(4, "classic", "en") == (4, "")
    assert a.solvable(5, "classic", "en")[0] == 9
    assert a.solvable(10, "classic", "en") == (
        4,
        "The list of proven-solvable deals ends at deal 9: here is its first deal instead "
        "of deal 10.",
    )
    assert Advisor(None).moves_back(game) is None and not Advisor(None).available


def test_no_legal_move_is_a_dead_end_even_without_solver() -> None:
    c = Controller(little(), solver=None)
    lose(c)
    assert not c.dead_end  # moves remain; without the solver nothing is proven
    c.click_card(2, 3)  # 2♠ onto 3♠
    c.click_column(1)
    c.click_card(3, 0)  # A♠ onto 2♠: now nothing moves at all
    c.click_column(1)
    assert c.game.legal_moves() == []
    assert c.dead_end
    assert gettext_for("This line can no longer be won.", "en") in c.message.text


def test_dead_end_proven_by_the_solver_then_back_to_winnable() -> None:
    c = Controller(little())
    lose(c)
    assert c.dead_end and c.message.kind == "error"
    c.back_to_winnable()
    assert not c.dead_end and c.game.moves_played == 0 and c.counters.undos == 1
    lose(c)
    c.resign()
    assert c.resigned and c.over
    c.click_card(2, 2)
    assert c.selection is None  # a resigned game only shows
    c.undo()
    assert not c.resigned and c.game.moves_played == 0


# ------------------------------------------------------------ step-through


def test_step_through_and_free_play() -> None:
    c = ex2(steps=parse_steps("8♥ 2→5;R"))
    assert c.step_index == 0 and c.step_count == 2
    c.forward()
    assert c.step_index == 1 and c.game.moves_played == 1
    assert c.message.text == (
        "Step 1 of 2: The Eight of Hearts moved to column 5. The Ace of Hearts turned face up."
    )
    c.last()
    assert c.step_index == 2 and c.game.reserve == ()
    c.back()
    assert c.step_index == 1 and len(c.game.reserve) == 3
    c.undo()  # undo follows the script back
    assert c.step_index == 0
    c.click_card(3, 3)  # 5♥, a move the example does not play: free play
    c.click_card(1, 3)  # 8♠ → nothing; then play 8♥ onto 9♥ from the start
    c.cancel()
    c.click_card(2, 3)
    c.click_column(5)
    assert c.step_index == 1  # the reader played the example's own move
    c.press_reserve()
    c.press_reserve()
    assert c.step_index == 2
    c.first()
    assert c.step_index == 0 and c.game.moves_played == 0
    c.click_card(4, 3)  # A♦ … play something else from step 0
    c.undo()
    c.click_card(1, 6)
    c.press_reserve()
    c.press_reserve()  # R first: off script
    assert c.step_index is None
    c.forward()  # from free play: back onto the script where the reader left it
    assert c.step_index == 0 and c.game.moves_played == 0


# ---------------------------------------------------------------- new games


def test_new_game_by_number_and_bad_input() -> None:
    c = ex2()
    c.new_game("12", solvable_only=False)
    assert c.game == Game.deal(12) and c.game.deal_number == 12
    before = c.game.copy()
    c.new_game("twelve", solvable_only=False)
    assert c.game == before and c.message.kind == "error"
    assert "twelve" in c.message.text


def test_new_game_only_solvable_picks_from_the_catalogue() -> None:
    from scorpion.solver import catalogue

    numbers = catalogue("classic")
    c = Controller(Game.deal(0))
    c.new_game(0, solvable_only=True)
    if numbers:
        assert c.game.deal_number == numbers[0]
    else:  # no catalogue shipped yet: the number as asked, and a clear note
        assert c.game.deal_number == 0
        assert "solvable" in c.message.text


# ------------------------------------------------------------------- the view


def test_view_hooks_and_clicks() -> None:
    pytest.importorskip("ipywidgets")
    from scorpion.widget.board import Board

    c = ex2(lang="ar")
    board = Board(c, mode="example", rows=11)
    root = board.root
    assert "scorpion-board" in root._dom_classes and "scorpion-rtl" in root._dom_classes
    cols = board.tableau.children
    assert [f"scorpion-col-{n}" in col._dom_classes for n, col in enumerate(cols, 1)] == [True] * 7
    eight = cols[1].children[3]
    assert {"scorpion-card", "scorpion-card-8H"} <= set(eight._dom_classes)
    assert "scorpion-card-back" in cols[1].children[0]._dom_classes
    # Its text (its accessible name) and its tooltip: the card in words and its column.
    assert (
        eight.description
        == eight.tooltip
        == gettext_for("{card}, column {column}", "ar").format(
            card=card_name(Card.parse("8♥"), "ar"), column=2
        )
    )
    assert "scorpion-message" in board.message._dom_classes
    eight.click()
    assert "scorpion-selected" in eight._dom_classes
    assert "scorpion-target" in board.slots[4]._dom_classes
    board.slots[5].click()  # column 6: refused, in Arabic
    refusal = error_message(
        "same-suit", {"card": Card.parse("8♥"), "target": Card.parse("9♥")}, "ar", named=True
    )
    assert isolated_html(refusal) in board.message.value
    eight.click()
    eight.click()  # select again, then the second click auto-moves
    assert c.game.moves_played == 1
    assert any("scorpion-card-5D" in b._dom_classes for b in cols[4].children)
    board.undo.click()
    assert c.game.moves_played == 0 and "scorpion-card-5D" in cols[1].children[-2]._dom_classes


def test_board_highlights_a_whole_column_target_before_the_deal() -> None:
    # RULES.md, Moves, item 1 (corrected): Wasp deal 3031 after five moves; 9♥
    # is the bottom card of column 5 and column 2 is empty, the reserve undealt.
    pytest.importorskip("ipywidgets")
    from scorpion.widget.board import Board

    game = Game.deal(3031, "wasp")
    for text in ("2♥ 7→5", "8♦ 2→7", "2♠ 2→3", "4♣ 2→7", "3♦ 2→4"):
        game.play(game.parse_move(text))
    c = Controller(game, solver=None, dead_end_check=False)
    board = Board(c, mode="player")
    nine = board.tableau.children[4].children[0]
    assert nine.description == "Nine of Hearts, column 5"  # the card in words, its column
    nine.click()
    assert c.selection == (5, 0) and c.targets == (2,)
    assert "scorpion-target" in board.slots[1]._dom_classes
    assert board.slots[1].tooltip == gettext_for("Move here: column {number}", "en").format(
        number=2
    )
    nine.click()  # the only target: the second click moves the whole column there
    assert c.game.moves_played == 6 and not c.game.columns[4]
    assert str(c.game.columns[1][0][0]) == "9♥"
    board.reserve.click()  # other moves exist: armed, then dealt
    board.reserve.click()
    assert str(c.game.columns[1][-1][0]) == "Q♥" and str(c.game.columns[1][-2][0]) == "A♦"


def test_undo_says_what_it_took_back_in_one_sentence() -> None:
    c = ex2()
    c.click_card(2, 3)
    c.click_column(5)
    c.undo()
    assert c.message.text == "Undone: the Eight of Hearts from column 2 to column 5."
    c.press_reserve()
    c.press_reserve()  # armed, then dealt
    c.undo()
    assert c.message.text == "Undone: the reserve deal."


def test_undo_of_a_card_set_aside_names_the_aside_row() -> None:
    game = Game.deal(1, "three-blind-mice")
    c = Controller(game, solver=None, dead_end_check=False)
    move = next(m for m in game.legal_moves() if m.card in game.aside) if game.aside else None
    if move is None:
        pytest.skip("deal 1 of three-blind-mice has no move from the aside row at start")
    c.game.play(move)
    c.undo()
    assert c.message.text == (
        f"Undone: the {card_name(move.card)} from the cards set aside to column {move.target}."
    )


def test_widget_messages_are_whole_translatable_sentences() -> None:
    """Extraction sees every sentence whole: contexts for "empty", plurals for counts."""
    from pathlib import Path

    from babel.messages.extract import extract_from_file

    keywords = {
        "gettext_for": None,
        "pgettext_for": ((1, "c"), 2),
        "ngettext_for": (1, 2),
        "N_": None,
        "NC_": ((1, "c"), 2),
    }
    found = []
    # The board draws the aside row and the foundations with the diagram's code.
    for name in (
        "widget/controller.py",
        "widget/advice.py",
        "widget/wording.py",
        "widget/board.py",
        "render.py",
    ):
        path = Path(__file__).parents[1] / "scorpion" / name
        found += [
            (context, message)
            for _line, message, _comments, context in extract_from_file(
                "python", str(path), keywords=keywords
            )
        ]
    assert ("column", "empty") in found
    assert ("cards set aside", "empty") in found
    assert (None, "empty") not in found
    texts = {m if isinstance(m, str) else m[0] for _c, m in found}
    assert "Undone: the {card} from the cards set aside to column {target}." in texts
    assert "Undone: {move}." not in texts and "the cards set aside" not in texts
    plurals = {m[0] for _c, m in found if isinstance(m, tuple)}
    assert {"Step {index} of {count}", "Step {index} of {count}: {text}"} <= plurals
    assert not any("{count}" in t for t in texts - plurals), "a count outside ngettext_for"


def test_view_names_empty_column_and_aside_row() -> None:
    pytest.importorskip("ipywidgets")
    from scorpion.i18n import pgettext_for
    from scorpion.widget.board import Board

    spades = [f"{r}♠" for r in ("A", 2, 3, 4, 5, 6, 7, 8, 9, 10, "J", "Q", "K")]
    game = Game.from_layout([spades] + [[]] * 9, [0] * 10, variant="three-blind-mice")
    board = Board(Controller(game, "ro", solver=None, dead_end_check=False), rows=8)
    assert board.slots[1].description == pgettext_for("column", "empty", "ro")
    assert pgettext_for("cards set aside", "empty", "ro") in board.aside.value
    assert board.aside.layout.display != "none"


def test_worked_example_does_not_call_its_moves_lost() -> None:
    """EXAMPLE_2 is not winnable: the example board must not say so after each move."""
    pytest.importorskip("ipywidgets")
    from scorpion.widget import example

    root = example(EXAMPLE_2, "8♥ 2→5", "en")
    message = next(w for w in root.children if "scorpion-message" in w._dom_classes)
    tableau = next(w for w in root.children if "scorpion-tableau" in w._dom_classes)
    eight = tableau.children[1].children[3]
    eight.click()
    eight.click()  # the selected card again: to its only target, column 5
    assert "Eight of Hearts" in message.value and "column 5" in message.value
    assert gettext_for("This line can no longer be won.", "en") not in message.value


def _board_texts(widget: object) -> list[str]:
    """Every text a board shows: labels, tooltips, HTML values (tags removed)."""
    import re

    texts = []
    todo = [widget]
    while todo:
        w = todo.pop()
        for attr in ("description", "tooltip", "placeholder", "value"):
            value = getattr(w, attr, None)
            if isinstance(value, str) and not value.startswith("<style"):
                texts.append(re.sub(r"<[^>]+>", " ", value))
                texts += re.findall(r'(?:title|aria-label)="([^"]*)"', value)
        todo.extend(getattr(w, "children", ()))
    return texts


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
def test_every_label_of_the_board_is_in_the_page_language(lang: str) -> None:
    """No English label is left on a board drawn in another language."""
    import re

    pytest.importorskip("ipywidgets")
    from scorpion.i18n import catalog
    from scorpion.widget import example, player

    shown = " ".join(_board_texts(player(5, lang)) + _board_texts(example(EXAMPLE_2, "", lang)))
    english = [
        (key.split("\x04")[-1], text)
        for key, text in catalog(lang)._catalog.items()
        if isinstance(key, str) and key and "{" not in key
    ]
    left = [
        msgid
        for msgid, text in english
        if msgid != text
        and len(msgid) > 3
        and re.search(rf"(?<!\w){re.escape(msgid)}(?!\w)", shown)
    ]
    assert left == [], left


def test_a_card_turned_face_down_again_keeps_no_trace_of_its_face() -> None:
    """ipywidgets' button view keeps its old text when the new description is
    empty: a back must never get an empty description, nor a name that says
    which card it is (undo and step back turn A♥ face down again)."""
    pytest.importorskip("ipywidgets")
    from scorpion.cards import full_deck
    from scorpion.widget.board import Board

    c = Controller(Game.from_text(EXAMPLE_2), "en", steps=parse_steps("8♥ 2→5"), solver=None)
    board = Board(c, mode="example", rows=11)
    col2 = board.tableau.children[1]
    c.forward()
    assert "scorpion-card-AH" in col2.children[2]._dom_classes
    for again in (c.back, c.forward, c.undo):
        again()
        if again == c.forward:
            continue
        back = col2.children[2]
        assert "scorpion-card-back" in back._dom_classes
        assert back.description.strip()  # never empty: the view would keep "A♥"
        said = f"{back.description} {back.tooltip}"
        assert not [card for card in full_deck() if str(card) in said], said
        assert not [cls for cls in back._dom_classes if cls.startswith("scorpion-card-A")]


def _doc_positions() -> list[tuple[str, dict[str, str], Game]]:
    """Every ``scorpion-position`` of the docs: (page, options, its start position)."""
    import re
    from pathlib import Path

    from scorpion import examples

    docs = Path(__file__).resolve().parents[1] / "docs"
    # Options are written either as ``:key: value`` lines or as a ``---`` block of
    # ``key: value`` lines (indented lines continue a ``claims: |`` value).
    block = re.compile(r"```\{scorpion-position\}\n(?:((?::[a-z-]+:.*\n)+)|---\n((?:.*\n)*?)---\n)")
    found = []
    for md in sorted(docs.rglob("*.md")):
        for m in block.finditer(md.read_text(encoding="utf-8")):
            if m.group(1) is not None:
                opts = dict(re.findall(r"^:([a-z-]+): ?(.*)$", m.group(1), re.M))
            else:
                opts = dict(re.findall(r"^([a-z-]+): ?(.*)$", m.group(2), re.M))
            if "deal" in opts:
                game = Game.deal(int(opts["deal"]), opts.get("variant", "classic"))
            elif "example" in opts:
                game = Game.from_text(getattr(examples, opts["example"]))
            elif "file" in opts:
                game = Game.from_text((md.parent / opts["file"]).read_text(encoding="utf-8"))
            else:
                continue
            found.append((str(md.relative_to(docs)), opts, game))
    return found


def test_every_example_board_starts_from_a_winnable_position() -> None:
    """Hint and the dead-end notice teach only on a position that can be won: the
    hidden cards (and the cards the rules leave free) of every example are chosen so
    that the solver proves its start winnable (bounded by positions, not by time)."""
    from scorpion.solver import solve

    positions = _doc_positions()
    assert len(positions) >= 15
    lost = [
        (page, opts.get("example") or opts.get("file") or opts.get("deal"))
        for page, opts, game in positions
        if solve(game, 60.0, max_nodes=200_000).status != "solved"
    ]
    assert not lost, lost


def test_a_win_with_hints_is_counted_apart_and_sets_no_record() -> None:
    """Defect: a win made with hints counted as a record for the deal."""
    game = little()
    game.deal_number = 7
    c = Controller(game, solver=None)
    c.session.hinted()  # as Hint does (the solver is not needed to count it)
    win(c)
    assert c.game.is_won and c.records == {} and not c.new_record and c.record is None
    assert c.message.text == "Won in 5 moves! With 1 hint: not counted as a record."


def test_the_last_step_of_a_winning_example_says_it_is_won() -> None:
    """Defect: the winning game's last step ended without saying the game is won."""
    c = Controller(little(), steps=parse_steps("6♠ 2→1; 4♠ 2→1; R; 2♠ 2→1; A♠ 3→1"), solver=None)
    c.last()
    assert c.game.is_won and c.step_index == 5
    assert c.message.kind == "won" and c.message.text.endswith("Won in 5 moves!")
    c.back()
    assert "Won" not in c.message.text


def test_resigning_an_example_offers_no_new_game() -> None:
    """Defect: Resign on an example said "Start a new game", which it has not."""
    c = ex2(steps=parse_steps("8♥ 2→5"))
    c.resign()
    assert "new game" not in c.message.text and c.resigned
    p = Controller(Game.deal(3), solver=None)
    p.resign()
    assert "new game" in p.message.text


def test_the_player_chooses_among_the_five_variants() -> None:
    """Defect: no variant chooser (only a hand-typed ?variant= worked)."""
    pytest.importorskip("ipywidgets")
    from scorpion.variants import VARIANTS
    from scorpion.widget.board import Board

    c = Controller(Game.deal(0), "en", solver=None)
    board = Board(c, mode="player")
    assert [v for _name, v in board.variant.options] == list(VARIANTS)
    board.variant.value = "three-blind-mice"
    board.solvable.value = False
    board.deal_number.value = "12"
    board._new_game()
    assert c.game.variant == "three-blind-mice" and c.game == Game.deal(12, "three-blind-mice")
    assert len(board.tableau.children) == len(c.game.columns) == 10
    assert "variant=three-blind-mice" in board.link.value
    board.variant.value = "classic"
    board._new_game()
    assert len(board.tableau.children) == 7 and c.game.variant == "classic"


def test_link_to_this_deal_is_in_the_page_language() -> None:
    """Defect: "Link to this deal" was English in every language (its text sat inside
    an f-string, where message extraction does not look)."""
    pytest.importorskip("ipywidgets")
    from scorpion.widget.board import Board

    for lang in ("ro", "ar", "ru", "it"):
        board = Board(Controller(Game.deal(3), lang, solver=None), mode="player")
        assert "Link to this deal" not in board.link.value, lang
        assert gettext_for("Link to this deal", lang) in board.link.value


def test_each_game_start_and_end_is_an_event_for_the_statistics() -> None:
    """The page counts played, won, won with hints and the streak from these events."""
    game = little()
    c = Controller(game, solver=None)
    assert c.session.event is None
    c.click_card(2, 1)
    c.click_column(1)
    assert c.session.event == {"id": 1, "type": "start", "hints": 0}
    c.resign()
    assert c.session.event == {"id": 2, "type": "lost", "hints": 0}
    w = Controller(little(), solver=None)
    w.session.hinted()
    win(w)
    assert w.session.event is not None and w.session.event["type"] == "won"
    assert w.session.event["hints"] == 1


def test_a_dealt_reserve_is_no_longer_offered_for_dealing() -> None:
    """Defect: after the deal the reserve was still announced as "Deal the reserve
    onto columns 1 to 3"."""
    pytest.importorskip("ipywidgets")
    from scorpion.widget.board import Board

    c = ex2()
    board = Board(c, mode="example", rows=11)
    assert board.reserve.tooltip == gettext_for("Deal the reserve onto columns 1 to 3", "en")
    c.press_reserve()
    c.press_reserve()
    assert c.game.reserve == ()
    assert board.reserve.tooltip == gettext_for("Reserve dealt", "en")
    assert "scorpion-reserve-dealt" in board.reserve._dom_classes


# ------------------------------------------------- issue #28: a whole game on Play


def test_tapping_another_card_selects_it_unless_it_is_a_legal_move_onto_it() -> None:
    """Defect: with a card selected, tapping another card repeated the refusal instead
    of selecting that card."""
    c = ex2()
    c.click_card(2, 3)  # 8♥ (with 3♣ J♠ 5♦): it may go to column 5 only
    c.click_card(6, 6)  # 9♦, the top of column 6: not a legal move onto it
    assert c.selection == (6, 6) and c.game.moves_played == 0
    assert c.message.kind == "info" and "Nine of Diamonds" in c.message.text
    c.click_card(1, 4)  # 9♠, covered in column 1: selected too
    assert c.selection == (1, 4)
    c.click_card(2, 3)  # 8♥ again, then the top of column 5: the legal move onto it
    c.click_card(5, 6)
    assert c.game.moves_played == 1 and c.selection is None
    c.click_card(4, 4)  # 10♦ selected; a face-down card is refused, nothing selected
    c.click_card(4, 0)
    assert c.selection is None and c.message.kind == "error"


@pytest.mark.parametrize("lang", LANGS)
def test_board_messages_name_cards_in_words(lang: str) -> None:
    """Defect: the board's messages named cards by their notation (8♥): a selection,
    a refusal, a move, an undo and a hint now name them in words, in the page's
    language; the notation stays for the terminal (error_message without named)."""
    from scorpion.moves import Move
    from scorpion.render import CARD_LABEL
    from scorpion.widget.advice import hint_text

    def name(code: str) -> str:
        return card_name(Card.parse(code), lang, in_sentence=True)

    c = ex2(lang=lang)
    said = []
    c.click_card(2, 3)
    said.append(c.message.text)
    c.click_column(6)  # refused: the same-suit rule
    said.append(c.message.text)
    assert name("9♥") in c.message.text
    assert c.selection == (2, 3)  # still picked up after the refusal
    c.click_card(5, 6)  # played: 8♥ to column 5, A♥ turns face up
    said.append(c.message.text)
    assert name("A♥") in c.message.text
    c.undo()
    said.append(c.message.text)
    said.append(hint_text(Move(Card.parse("8♥"), 2, 5), lang))
    for text in said:
        assert name("8♥") in text, (lang, text)
        assert not CARD_LABEL.search(text), (lang, text)
    if lang != "en":  # every name translated, in the form it takes inside a sentence
        for card in ("8♥", "9♥", "A♥"):
            assert name(card) != card_name(Card.parse(card), "en", in_sentence=True), card
    # The terminal keeps the notation.
    eight, nine = Card.parse("8♥"), Card.parse("9♥")
    assert "8♥" in error_message("same-suit", {"card": eight, "target": nine}, lang)


def deal_with_a_move(number: int = 5) -> Controller:
    c = Controller(Game.deal(0), solver=None)
    c.new_game(number, solvable_only=False)
    move = next(m for m in c.game.legal_moves() if not m.is_reserve)
    where = c.game.locate(move.card)
    c.click_card(where[1], where[2])
    c.click_column(move.target)
    assert c.game.moves_played == 1
    return c


def test_new_game_deals_a_fresh_number_and_an_empty_box_is_a_new_deal() -> None:
    """Defects: New game dealt the same number again; an empty number was an error."""
    from scorpion.solver import catalogue

    numbers = catalogue("classic")
    c = Controller(Game.deal(0))
    c.new_game(0, solvable_only=True)
    assert c.game.deal_number == numbers[0]
    c.press_new_game(str(numbers[0]), solvable_only=True)  # the box shows this deal
    assert c.game.deal_number == numbers[1] and c.message.kind == "info"
    c.press_new_game("", solvable_only=True)  # an empty box: a new deal, not an error
    assert c.game.deal_number == numbers[2] and c.message.kind == "info"
    c.enter_deal_number("", solvable_only=True)
    assert c.game.deal_number == numbers[3]
    c.enter_deal_number(str(numbers[3]), solvable_only=True)  # Enter: this deal again
    assert c.game.deal_number == numbers[3]
    c.press_new_game("12", solvable_only=False)  # a number typed: that deal
    assert c.game.deal_number == 12
    c.press_new_game("12", solvable_only=False)
    assert c.game.deal_number == 13
    c.game.deal_number = numbers[-1]  # past the list's last deal: its first again
    c.press_new_game("", solvable_only=True)
    assert c.game.deal_number == numbers[0]
    c.press_new_game("", solvable_only=True, variant="wasp")
    assert c.game.variant == "wasp" and c.game.deal_number == next(
        n for n in catalogue("wasp") if n > numbers[0]
    )


def test_leaving_a_game_in_progress_takes_a_second_press_and_says_so() -> None:
    """Defect: New game left the game being played without a word."""
    from scorpion.widget.wording import leave_text

    c = deal_with_a_move(5)
    before = c.game.copy()
    c.press_new_game("", solvable_only=False)
    assert c.game == before and c.leaving
    assert c.message.text == leave_text("classic", 5, 1, "en")
    c.cancel()  # any other action: New game is asked again
    c.press_new_game("", solvable_only=False)
    assert c.game == before
    c.press_new_game("", solvable_only=False)
    assert c.game.deal_number == 6 and c.game.moves_played == 0
    assert c.session.event is not None and c.session.event["type"] == "lost"


def test_the_game_in_progress_is_kept_and_offered_back() -> None:
    """Defect: a reload (or another language) lost the game in progress. The page keeps
    it in the browser (SavedGame's JSON), and the board offers it back; until the
    player answers, no move is played."""
    from scorpion.widget.saved import read_saved
    from scorpion.widget.wording import offer_text, resumed_text

    clock = Clock()
    c = Controller(Game.deal(0), solver=None, clock=clock)
    c.new_game(5, solvable_only=False)
    for _ in range(3):
        move = next(m for m in c.game.legal_moves() if not m.is_reserve)
        where = c.game.locate(move.card)
        c.click_card(where[1], where[2])
        c.click_column(move.target)
        clock.now += 10
    c.undo()
    c.session.hinted()
    saved = c.saved()
    assert saved is not None and saved.count == 2 and saved.undos == 1 and saved.hints == 1
    text = saved.to_json()
    # Another page (Russian, after a reload) starts on another deal and offers it back.
    r = Controller(Game.deal(0), "ru", solver=None, clock=clock)
    r.new_game(9, solvable_only=False)
    r.offer(text)
    assert r.offered == read_saved(text)
    assert r.message.text == offer_text("classic", 5, 2, "ru")
    r.click_card(1, 6)  # no move before the answer
    assert r.game.moves_played == 0 and r.selection is None
    r.resume()
    assert r.game == c.game and r.line == c.line and r.offered is None
    assert (r.counters.undos, r.counters.hints, r.elapsed()) == (1, 1, 30.0)
    assert r.message.text == resumed_text("classic", 5, 2, "ru")
    assert r.session.event is None  # counted as started on the first page, not again
    r.undo()  # its undo history is back too
    assert r.game.moves_played == 1
    # Discarded instead: it counts as lost, the deal shown stays.
    d = Controller(Game.deal(0), solver=None)
    d.new_game(9, solvable_only=False)
    d.offer(text)
    d.discard()
    assert d.game.deal_number == 9 and d.offered is None
    assert d.session.event is not None and d.session.event["type"] == "lost"
    # New game while it is offered: asked first, then it is left.
    n = Controller(Game.deal(0), solver=None)
    n.new_game(9, solvable_only=False)
    n.offer(text)
    n.press_new_game("9", solvable_only=False)
    assert n.offered is not None and n.game.deal_number == 9
    n.press_new_game("9", solvable_only=False)
    assert n.offered is None and n.game.deal_number == 10


def test_a_won_or_resigned_game_is_not_kept() -> None:
    c = Controller(little(), solver=None)
    c.game.deal_number = 7
    c.click_card(2, 1)
    c.click_column(1)
    assert c.saved() is not None
    win_rest = [(2, 0, 1), (None, None, None), (2, 0, 1), (3, 0, 1)]
    for col, h, target in win_rest:
        if col is None:
            # A whole column may still move before the deal (RULES.md, Moves, item 1):
            # the first press arms, the second deals.
            c.press_reserve()
            c.press_reserve()
        else:
            c.click_card(col, h)
            c.click_column(target)
    assert c.game.is_won and c.saved() is None


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "[1, 2]",
        '{"variant": "spider", "deal": 5, "moves": []}',
        '{"variant": "classic", "deal": "5", "moves": []}',
        '{"variant": "classic", "deal": 5, "moves": "9♣ 1→4"}',
        '{"variant": "classic", "deal": 5, "moves": [], "undos": -1}',
        '{"variant": "classic", "deal": 5, "moves": [], "seconds": NaN}',
        '{"variant": "classic", "deal": 5, "moves": ["K♠ 1→2"]}',
    ],
)
def test_a_damaged_saved_game_is_said_and_changes_nothing(text: str) -> None:
    c = Controller(Game.deal(0), solver=None)
    c.new_game(9, solvable_only=False)
    before = c.game.copy()
    c.offer(text)
    if c.offered is not None:  # well formed, but a move that is not legal there
        c.resume()
    assert c.game == before and c.offered is None
    assert c.message.kind == "error"
    assert c.message.text.startswith("The game kept in this browser could not be resumed: ")


def test_the_new_game_bar_shows_the_game_resumed() -> None:
    """The deal number and the variant of the new-game bar follow the game resumed."""
    pytest.importorskip("ipywidgets")
    from scorpion.widget.board import Board
    from scorpion.widget.saved import SavedGame

    game = Game.deal(41, "wasp")
    move = next(m for m in game.legal_moves() if not m.is_reserve)
    game.play(move)
    c = Controller(Game.deal(0), solver=None)
    c.new_game(9, solvable_only=False)
    c.offer(SavedGame.of(game, [move], undos=0, hints=0, seconds=3))
    board = Board(c, mode="player")
    assert board.offer.layout.display != "none"
    next(b for b in board.offer.children if "scorpion-resume" in b._dom_classes).click()
    assert c.game == game and board.deal_number.value == "41" and board.variant.value == "wasp"
    assert board.offer.layout.display == "none"
