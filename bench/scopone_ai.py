"""Scopone's computer players against each other over complete games to 21.

    python bench/scopone_ai.py --ladder --games 400      # beginner–club, club–strong
    python bench/scopone_ai.py --a strong --b club --games 400
    python bench/scopone_ai.py --a strong:match_from=0 --b strong --games 800 --out m.jsonl
    python bench/scopone_ai.py --a strong:match_from=14 --b strong --games 400 --from 16
    python bench/scopone_ai.py --report a.jsonl b.jsonl  # the figures of games already played
    python bench/scopone_ai.py --timing 300              # the strong player's decision time
    python bench/scopone_ai.py --solve 20                # open hands on 16-card positions

A player is a level (``beginner``, ``club``, ``strong``), and for ``strong``
its settings after a colon (:class:`scopone.ai.strong.Settings`, plus
``iterations``): ``strong:match_from=14,infer=1,tiebreak=1,candidates=all,iterations=32``.
``strong`` alone is the shipped player at 16 samples a decision.

Games come in pairs with the same game number (so the same first dealer and
the same shuffles), player A sitting North–South in one and East–West in the
other: seats, first dealers and cards are balanced. The strong player
searches a fixed number of samples per decision, so a match is reproducible
and its length does not depend on the machine's load; the time per decision
at the real budget (0.3 s) is measured with ``--timing``.

Printed: A's games won with a 95 % Wilson interval; A's share of all the
points with a 95 % interval (the ratio over the pairs of games, delta
method); points and scopas per hand for each side; the decision times.
With ``--out`` every game is written to a JSON-lines file as it ends, and a
run started again with the same file resumes after the games it holds.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from options import seconds, whole

from scopone import Game, Play
from scopone.ai import SEAT_LEVELS, check_level, choose_for_view, solve
from scopone.ai import strong as strong_player
from scopone.deal import MAX_GAME

#: Samples per decision of the strong player in a match (reproducible, load-independent);
#: ``--iterations`` changes it, a player's ``iterations=`` setting overrides it.
ITERATIONS = 16

Chooser = Callable[[Game, int], Play]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def ratio_interval(
    num: list[float], den: list[float], z: float = 1.96
) -> tuple[float, float, float]:
    """sum(num) / sum(den) and its 95 % interval over independent units (delta method)."""
    n = len(num)
    r = sum(num) / sum(den) if sum(den) else 0.0
    if n < 2:
        return (r, 0.0, 1.0)
    mean_den = sum(den) / n
    resid = [a - r * b for a, b in zip(num, den, strict=True)]
    se = math.sqrt(statistics.variance(resid) / n) / mean_den
    return (r, r - z * se, r + z * se)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def parse_spec(spec: str) -> tuple[str, strong_player.Settings, int]:
    """A player's level, the strong player's settings and samples: ``strong:match=1,iterations=32``."""
    level, _, options = spec.partition(":")
    level = check_level(level, SEAT_LEVELS)
    if level != "strong" and options:
        raise SystemExit(f"{level} takes no settings: {spec}")
    known = {f.name for f in fields(strong_player.Settings)}
    values: dict[str, object] = {}
    iterations = ITERATIONS
    for item in filter(None, options.split(",")):
        name, _, raw = item.partition("=")
        if name == "iterations":
            iterations = int(raw)
        elif name in ("screen", "infer"):
            values[name] = int(raw)
        elif name == "win_bonus":
            values[name] = float(raw)
        elif name in ("candidates", "match_from"):
            values[name] = None if raw in ("all", "none") else int(raw)
        elif name in known:
            values[name] = raw in ("1", "true", "yes")
        else:
            raise SystemExit(f"unknown setting {name!r} in {spec}")
    return level, strong_player.Settings(**values), iterations


def checked_spec(spec: str) -> str:
    """``--a`` / ``--b``: a player spec that :func:`parse_spec` reads, or argparse's error."""
    try:
        parse_spec(spec)
    except (SystemExit, ValueError, TypeError) as error:  # ParseError is a ValueError
        raise argparse.ArgumentTypeError(f"{spec!r}: {error}") from None
    return spec


def player(spec: str) -> tuple[str, Chooser]:
    """A player from its spec (:func:`parse_spec`): a function of the game and its number."""
    level, settings, iterations = parse_spec(spec)
    if level != "strong":
        return spec, lambda game, number: choose_for_view(game.view(game.turn), level)

    def choose(game: Game, number: int) -> Play:
        return strong_player.choose(
            game.view(game.turn), seed=number, iterations=iterations, settings=settings
        )

    return spec, choose


def play_game(
    number: int, a_team: int, a: Chooser, b: Chooser, times: dict, totals: tuple[int, int]
) -> dict:
    """One game to 21, player A holding side ``a_team``, from ``totals`` (side 0's first)."""
    game = Game.new(number) if totals == (0, 0) else Game.dealt(number, 2, totals=totals)
    points = [0, 0]
    scope = [0, 0]
    hands = 0
    while True:
        while not game.is_hand_over:
            side = "a" if game.turn % 2 == a_team else "b"
            t = time.process_time()
            play = (a if side == "a" else b)(game, number)
            times[side].append(time.process_time() - t)
            game.play(play)
        score = game.hand_score()
        hands += 1
        for team in (0, 1):
            points[team] += score[team].total
            scope[team] += score[team].scope
        if game.is_game_over:
            break
        game.next_hand()
    return {
        "number": number,
        "a_team": a_team,
        "won": game.winner == a_team,
        "hands": hands,
        "a_points": points[a_team],
        "b_points": points[1 - a_team],
        "a_scope": scope[a_team],
        "b_scope": scope[1 - a_team],
    }


def report(results: list[dict], times: dict, names: tuple[str, str], seconds: float) -> None:
    n = len(results)
    if not n:
        return
    wins = sum(r["won"] for r in results)
    low, high = wilson(wins, n)
    hands = sum(r["hands"] for r in results)
    pairs: dict[int, list[dict]] = {}
    for r in results:
        pairs.setdefault(r["number"], []).append(r)
    num = [sum(r["a_points"] for r in p) for p in pairs.values()]
    den = [sum(r["a_points"] + r["b_points"] for r in p) for p in pairs.values()]
    share, s_low, s_high = ratio_interval(num, den)
    print(f"A = {names[0]}, B = {names[1]}; {n} games ({len(pairs)} game numbers, sides swapped)")
    print(f"A games won: {wins}/{n} = {wins / n:.1%} (95 % CI {low:.1%}–{high:.1%})")
    print(f"A share of points: {share:.1%} (95 % CI {s_low:.1%}–{s_high:.1%})")
    print(f"hands: {hands}, {hands / n:.2f} per game")
    for side, name in zip("ab", names, strict=True):
        pts = sum(r[f"{side}_points"] for r in results) / hands
        sc = sum(r[f"{side}_scope"] for r in results) / hands
        t = times.get(side) or []
        timing = (
            f"; CPU per decision p50 {percentile(t, 0.5) * 1000:.1f} ms, "
            f"p95 {percentile(t, 0.95) * 1000:.1f} ms"
            if t
            else ""
        )
        print(f"{side.upper()} {name}: {pts:.2f} points, {sc:.2f} scopas per hand{timing}")
    print(f"time: {seconds:.0f} s for the games played in this run", flush=True)


def match(
    a_spec: str,
    b_spec: str,
    games: int,
    first: int,
    every: int,
    out: Path | None,
    totals: tuple[int, int] = (0, 0),
) -> None:
    a_name, a = player(a_spec)
    b_name, b = player(b_spec)
    results: list[dict] = []
    if out is not None and out.exists():
        results = [json.loads(line) for line in out.read_text().splitlines() if line.strip()]
        print(f"resuming after {len(results)} games of {out}", flush=True)
    times: dict[str, list[float]] = {"a": [], "b": []}
    start = time.perf_counter()
    for i in range(len(results), games):
        result = play_game(first + i // 2, i % 2, a, b, times, totals)
        results.append(result)
        if out is not None:
            with out.open("a") as f:
                f.write(json.dumps(result) + "\n")
        if every and (i + 1) % every == 0 and i + 1 < games:
            print(f"--- after {i + 1} games", flush=True)
            report(results, times, (a_name, b_name), time.perf_counter() - start)
    print(f"=== {len(results)} games")
    report(results, times, (a_name, b_name), time.perf_counter() - start)


def timing(decisions: int, budget: float, spec: str) -> None:
    """Decision time of the strong player at ``budget`` seconds over positions of real games."""
    _, settings, _ = parse_spec(spec)
    rng = random.Random("timing")
    times: list[float] = []
    cpu: list[float] = []
    number = 0
    while len(times) < decisions:
        game = Game.new(number)
        number += 1
        while not game.is_hand_over and len(times) < decisions:
            view = game.view(game.turn)
            t, c = time.perf_counter(), time.process_time()
            play = strong_player.choose(view, seed=number, budget_s=budget, settings=settings)
            times.append(time.perf_counter() - t)
            cpu.append(time.process_time() - c)
            game.play(play if rng.random() < 0.5 else rng.choice(game.legal_plays()))
    for label, values in (("wall", times), ("CPU", cpu)):
        print(
            f"{spec}, budget {budget} s, {label} time: p50 {percentile(values, 0.5) * 1000:.0f} ms,"
            f" p95 {percentile(values, 0.95) * 1000:.0f} ms, max {max(values) * 1000:.0f} ms "
            f"over {len(values)} decisions",
            flush=True,
        )


def solving(positions: int) -> None:
    """Open hands on positions with 16 cards left in the hands (four each)."""
    times: list[float] = []
    cpu: list[float] = []
    for n in range(positions):
        game = Game.new(10_000 + n)
        rng = random.Random(n)
        while sum(len(h) for h in game.hands) > 16:
            game.play(rng.choice(game.legal_plays()))
        t, c = time.perf_counter(), time.process_time()
        solve(game)
        times.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
    for label, values in (("wall", times), ("CPU", cpu)):
        print(
            f"open hands, 16 cards, {label} time: mean {statistics.mean(values):.2f} s, "
            f"max {max(values):.2f} s over {positions} positions"
        )


def main(argv: list[str] | None = None) -> int:
    global ITERATIONS
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--a", type=checked_spec, default="strong", help="player A (default strong)"
    )
    parser.add_argument("--b", type=checked_spec, default="club", help="player B (default club)")
    parser.add_argument("--ladder", action="store_true", help="beginner–club, then club–strong")
    parser.add_argument("--games", type=whole(0), default=0, help="games of each match (even)")
    parser.add_argument(
        "--iterations",
        type=whole(1, 100_000),
        default=ITERATIONS,
        help="strong samples per decision (default 16)",
    )
    parser.add_argument(
        "--every", type=whole(1), default=50, help="print the figures every N games"
    )
    parser.add_argument("--first", type=whole(0, MAX_GAME), default=1, help="first game number")
    parser.add_argument("--out", type=Path, help="JSON-lines file of the games (resumable)")
    parser.add_argument(
        "--from",
        dest="start",
        type=whole(0, 20),
        default=0,
        help="start each game with both sides at this total (hand 2 of the game number)",
    )
    parser.add_argument(
        "--report",
        type=Path,
        nargs="+",
        help="print the figures of the games in these JSON-lines files (one match, run in parts)",
    )
    parser.add_argument(
        "--timing", type=whole(0), default=0, help="decisions to time at the budget"
    )
    parser.add_argument("--budget", type=seconds(high=60), default=0.3, help="seconds per decision")
    parser.add_argument("--solve", type=whole(0), default=0, help="16-card positions to solve")
    args = parser.parse_args(argv)
    if args.games % 2:
        parser.error(f"--games {args.games}: give an even number (each deal is played twice)")
    if args.first + args.games > MAX_GAME:
        parser.error(f"--first {args.first} --games {args.games}: beyond game {MAX_GAME}")
    ITERATIONS = args.iterations
    if args.report:
        try:
            results = [
                json.loads(line)
                for path in args.report
                for line in path.read_text(encoding="utf-8").splitlines()
                if line.strip()
            ]
        except (OSError, ValueError) as error:
            parser.error(f"--report: cannot read the games: {error}")
        report(results, {}, (args.a, args.b), 0.0)
        return 0
    if args.games:
        if args.ladder:
            for a, b in (("club", "beginner"), ("strong", "club")):
                out = None if args.out is None else args.out.with_suffix(f".{a}-{b}.jsonl")
                match(a, b, args.games, args.first, args.every, out)
        else:
            start = (args.start, args.start)
            match(args.a, args.b, args.games, args.first, args.every, args.out, start)
    if args.timing:
        timing(args.timing, args.budget, args.a if args.a.startswith("strong") else "strong")
    if args.solve:
        solving(args.solve)
    if not (args.games or args.timing or args.solve):
        parser.print_help()
    return 0


if __name__ == "__main__":
    sys.exit(main())
