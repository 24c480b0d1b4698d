"""Hand records: the text and the link code round-trip, and anything else is refused, coded.

- a record made from a game replays to that game, position by position;
- ``from_text(to_text())`` and ``from_code(to_code())`` give the record back, over random
  games of both variants, any hand number, finished or not;
- a text with a wrong line is refused naming that line (form, an illegal play, a play by
  the wrong seat, a scopa or a rest of the table the plays do not give, the score lines);
- a link code decodes only to a legal record, and to the one whose code it is: anything
  else (version, variant, numbers written another way, plays past the legal ones, base64
  written another way) is refused with ``bad-record-code`` and a reason.
"""

from __future__ import annotations

import base64
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scopone import Game, IllegalPlay, ParseError, Play, ScoponeError
from scopone.i18n import MESSAGES, WHY
from scopone.record import HandRecord, read_records


def played(
    number: int, plays: int | None = None, *, variant: str = "scientifico", seed: int = 0
) -> Game:
    """Hand 1 of game ``number``, ``plays`` random plays in (every play by default)."""
    game = Game.new(number, variant)
    rng = random.Random(seed)
    while not game.is_hand_over and (plays is None or len(game.history) < plays):
        game.play(rng.choice(game.legal_plays()))
    return game


def test_a_record_replays_its_game() -> None:
    game = played(7, 23)
    record = HandRecord.from_game(game)
    assert len(record) == 23 and not record.is_complete and record.score() is None
    assert record.game() == game and record.game(0) == Game.new(7)
    positions = list(record.positions())
    assert len(positions) == 24 and positions[-1] == game and positions[5] == record.game(5)
    assert [m.seat for m in record.moves] == [r.seat for r in game.history]
    finished = HandRecord.from_game(played(7))
    assert finished.is_complete and finished.score() == played(7).hand_score()
    with pytest.raises(ParseError) as bad:
        record.game(24)
    assert bad.value.code == "bad-ply"


def test_a_record_of_an_illegal_play_is_not_made() -> None:
    start = Game.new(3).layout()
    with pytest.raises(IllegalPlay):
        HandRecord(start, (Play.parse("7d x 7c"),))
    with pytest.raises(ParseError):
        HandRecord("not a layout")  # type: ignore[arg-type]
    with pytest.raises(ParseError) as err:
        HandRecord.from_game("game")  # type: ignore[arg-type]
    assert str(err.value) == "Expected a Scopone game, not builtins.str."


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    variant=st.sampled_from(["scientifico", "normale"]),
    number=st.integers(min_value=0, max_value=2**64 - 1),
    hand=st.integers(min_value=1, max_value=9),
    seed=st.integers(min_value=0, max_value=2**32),
    plays=st.one_of(st.none(), st.integers(min_value=0, max_value=40)),
)
def test_text_and_code_round_trip(
    variant: str, number: int, hand: int, seed: int, plays: int | None
) -> None:
    rng = random.Random(seed)
    totals = (0, 0) if hand == 1 else (rng.randrange(hand - 1, 21), rng.randrange(0, 21))
    game = Game.dealt(number, hand, variant=variant, totals=totals)
    while not game.is_hand_over and (plays is None or len(game.history) < plays):
        game.play(rng.choice(game.legal_plays()))
    record = HandRecord.from_game(game)
    text = record.to_text()
    assert HandRecord.from_text(text) == record
    assert HandRecord.from_text(text).to_text() == text
    code = record.to_code()
    assert HandRecord.from_code(code) == record
    assert HandRecord.from_code(code).to_code() == code
    assert len(code) <= 3 + 20 + 2 + 2 + 2 + 2 + 24  # a URL's worth, not a page's
    assert set(code) <= set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_.")
    assert record.game() == game


def test_the_text_reads_french_cards_and_comments_alike() -> None:
    record = HandRecord.from_game(played(11, 9))
    text = record.to_text().replace("7d", "7♦").replace("play 0:", "# a note\nplay 0:")
    assert HandRecord.from_text(text) == record


def lines_of(record: HandRecord) -> list[str]:
    return record.to_text().splitlines()


def refused(text: str) -> ParseError:
    with pytest.raises(ParseError) as err:
        HandRecord.from_text(text)
    assert err.value.code in MESSAGES and "{" not in str(err.value)
    return err.value


def test_a_bad_line_is_refused_naming_it() -> None:
    record = HandRecord.from_game(played(5))
    lines = lines_of(record)
    first_play = next(i for i, line in enumerate(lines) if line.startswith("play "))

    def with_line(i: int, text: str | None) -> str:
        changed = list(lines)
        if text is None:
            del changed[i]
        else:
            changed[i] = text
        return "\n".join(changed)

    # the header, and a play line that is not one
    err = refused(with_line(0, "scopone scientifico"))
    assert (err.code, err.params["line"]) == ("bad-record", 1)
    err = refused(with_line(first_play, "play 0 7d"))
    assert (err.code, err.params["line"]) == ("bad-record", first_play + 1)
    # a play of the wrong seat, and a card that is not there
    seat = int(lines[first_play].split()[1].rstrip(":"))
    wrong = lines[first_play].replace(f"play {seat}:", f"play {(seat + 1) % 4}:")
    err = refused(with_line(first_play, wrong))
    assert (err.code, err.params["line"]) == ("record-illegal-play", first_play + 1)
    assert err.params["reason"].code == "not-your-turn"
    err = refused(with_line(first_play + 1, f"play {(seat + 1) % 4}: 7x"))
    assert err.params["line"] == first_play + 2
    # plays swapped: the second is not the seat to move's
    err = refused(
        "\n".join(
            [
                *lines[:first_play],
                lines[first_play + 1],
                lines[first_play],
                *lines[first_play + 2 :],
            ]
        )
    )
    assert err.code == "record-illegal-play" and err.params["line"] == first_play + 1


def test_what_a_line_says_the_play_did_is_checked() -> None:
    record = HandRecord.from_game(played(5))
    lines = lines_of(record)
    i = next(n for n, line in enumerate(lines) if line.startswith("play ") and "scopa" not in line)
    err = refused("\n".join([*lines[:i], lines[i] + " scopa", *lines[i + 1 :]]))
    assert (err.code, err.params["line"]) == ("record-mismatch", i + 1)
    assert err.params["expected"] == lines[i]
    last = max(n for n, line in enumerate(lines) if line.startswith("play "))
    if " rest " in lines[last]:
        changed = lines[last].replace(" to 0", " to 9").replace(" to 1", " to 0")
        err = refused("\n".join([*lines[:last], changed, *lines[last + 1 :]]))
        assert err.params["line"] == last + 1


def test_the_score_lines_are_checked() -> None:
    record = HandRecord.from_game(played(6))
    lines = lines_of(record)
    score0 = next(i for i, line in enumerate(lines) if line.startswith("score 0"))
    changed = list(lines)
    changed[score0] = changed[score0].replace("total", "total 1 +")
    err = refused("\n".join(changed))
    assert (err.code, err.params["line"]) == ("record-mismatch", score0 + 1)
    err = refused("\n".join(lines[:-1]))  # no totals line
    assert err.code == "bad-record" and err.params["expected"] == "totals"
    err = refused("\n".join([*lines, "totals 1 2"]))
    assert (err.code, err.params["line"]) == ("bad-record", len(lines) + 1)
    unfinished = lines_of(HandRecord.from_game(played(6, 10)))
    err = refused("\n".join([*unfinished, lines[score0]]))
    assert err.code == "bad-record" and err.params["expected"] == "end"


def test_a_start_that_is_no_position_is_refused() -> None:
    lines = lines_of(HandRecord.from_game(played(2, 0)))
    seat0 = next(i for i, line in enumerate(lines) if line.startswith("seat 0"))
    seat1 = lines[seat0 + 1].split(": ")[1].split()[0]
    lines[seat0] = lines[seat0].replace(lines[seat0].split()[2], seat1)  # a card twice
    err = refused("\n".join(lines))
    assert err.code == "record-start" and err.params["reason"].code == "duplicate-card"
    assert "Lines 1 to 12 of the hand record" in str(err)


@settings(max_examples=80, deadline=None)
@given(
    seed=st.integers(min_value=0, max_value=2**32),
    junk=st.text(alphabet="0123456789 dcsbx+:-#\nplayscoretotalsre", max_size=30),
)
def test_a_damaged_text_is_refused_or_read_back_exactly(seed: int, junk: str) -> None:
    rng = random.Random(seed)
    lines = lines_of(HandRecord.from_game(played(seed % 50, rng.randrange(0, 41), seed=seed)))
    i = rng.randrange(len(lines))
    action = rng.randrange(3)
    if action == 0:
        del lines[i]
    elif action == 1:
        lines[i] = junk
    else:
        lines.insert(i, junk)
    try:
        record = HandRecord.from_text("\n".join(lines))
    except ParseError as err:
        assert err.code in MESSAGES and "{" not in str(err)
    else:
        assert HandRecord.from_text(record.to_text()) == record


def test_a_record_without_a_numbered_deal_has_no_code() -> None:
    game = Game.from_layout([["7d"], ["7c"], [], []], ["7s"], dealer=3, turn=0)
    record = HandRecord.from_game(game)
    assert HandRecord.from_text(record.to_text()) == record
    with pytest.raises(ScoponeError) as err:
        record.to_code()
    assert err.value.code == "record-no-link"
    dealt = Game.new(4)
    swapped = dealt.hands
    swapped[0][0], swapped[1][0] = swapped[1][0], swapped[0][0]
    other = Game.from_layout(
        swapped, dealer=dealt.dealer, number=4, captured=[[], []]
    )  # numbered, but not that deal
    with pytest.raises(ScoponeError):
        HandRecord.from_game(other).to_code()


def refused_code(code: str) -> str:
    with pytest.raises(ParseError) as err:
        HandRecord.from_code(code)
    assert err.value.code == "bad-record-code" and err.value.params["why"] in WHY
    return err.value.params["why"]


def test_a_bad_code_is_refused_saying_why() -> None:
    record = HandRecord.from_game(played(12, 17))
    code = record.to_code()
    head, plays = code.rsplit(".", 1)
    assert refused_code("2" + code[1:]) == "version"
    assert refused_code("1x" + code[2:]) == "variant"
    assert refused_code(code.replace(".12.", ".012.", 1)) == "game"
    assert refused_code(code.replace(".12.", f".{2**64}.", 1)) == "game"
    assert refused_code(code.replace(".1.0-0.", ".0.0-0.", 1)) == "hand"
    assert refused_code(code.replace(".1.0-0.", ".1.3-0.", 1)) == "totals"
    assert refused_code(code.replace(".1.0-0.", ".5.21-2.", 1)) == "totals"
    assert refused_code(code.replace(".1.0-0.", ".5.1-0.", 1)) == "totals"
    for bad in ["", "x", "1s.12.1.0-0", "1s.12.1.0-0.", code + "=", code + " extra", 5]:
        assert refused_code(bad) == "form"  # type: ignore[arg-type]
    assert refused_code(head + ".A" + plays) == "form"  # a leading zero byte
    extra = next(k for k in range(1, 5) if (len(plays) + k) % 4 == 1)
    assert refused_code(head + "." + plays + "A" * extra) == "form"  # a length base64 never has
    number = int.from_bytes(base64.urlsafe_b64decode(plays + "=" * (-len(plays) % 4)), "big")
    too_many = (number // 41 + 10**40) * 41 + number % 41
    raw = too_many.to_bytes((too_many.bit_length() + 7) // 8, "big")
    long = base64.urlsafe_b64encode(raw).rstrip(b"=").decode()
    assert refused_code(f"{head}.{long}") == "plays"
    longer = HandRecord.from_code(f"{head}.{_b64((number // 41) * 41 + 40)}")
    assert longer.plays[:17] == record.plays and longer.is_complete  # the rest: first choices
    normale = HandRecord.from_game(played(12, 0, variant="normale")).to_code()
    assert refused_code(normale[:-2] + _b64(40)) == "plays"  # 40 plays: normale deals 36


def _b64(value: int) -> str:
    raw = value.to_bytes(max(1, (value.bit_length() + 7) // 8), "big")
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


@settings(max_examples=150, deadline=None)
@given(
    number=st.integers(min_value=0, max_value=10**6),
    value=st.integers(min_value=0, max_value=2**140),
    letter=st.sampled_from("sn"),
)
def test_every_code_decodes_to_a_legal_record_or_is_refused(
    number: int, value: int, letter: str
) -> None:
    code = f"1{letter}.{number}.1.0-0.{_b64(value)}"
    try:
        record = HandRecord.from_code(code)
    except ParseError as err:
        assert err.code == "bad-record-code"
    else:
        assert record.to_code() == code  # one code per record
        assert HandRecord.from_text(record.to_text()) == record


def test_several_records_in_one_text() -> None:
    game = Game.new(31)
    records = []
    for _ in range(2):
        while not game.is_hand_over:
            game.play(game.legal_plays()[-1])
        records.append(HandRecord.from_game(game))
        game.next_hand()
    game.play(game.legal_plays()[0])
    records.append(HandRecord.from_game(game))
    text = "# written by a test\n" + "\n".join(r.to_text() for r in records)
    assert read_records(text) == records
    lines = text.splitlines()
    second = [i for i, line in enumerate(lines) if line.endswith(" record")][1]
    lines[second + 1] = "game x"
    with pytest.raises(ParseError) as err:
        read_records("\n".join(lines))
    assert err.value.params["line"] == second + 2  # counted in the whole text
    with pytest.raises(ParseError):
        read_records("nothing here")
    with pytest.raises(ParseError):
        read_records(None)
