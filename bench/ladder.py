"""The strategy ladder: how strong each server bot strategy is, game by game.

    .venv/bin/python bench/ladder.py [--games bad-trevor,...] [--matches 12] [--jobs 2]
    .venv/bin/python bench/ladder.py --quick      # 1 match per pairing, every game

For every game and every ordered pair of its strategies (A, B), ``--matches`` all-bot matches
put one seat of A against B at every other seat, rotating A's seat and the seed (the same
seeds for every pairing). A cell is A's share per match: how often A wins (a tie splits the
win), or in Bad Trevor how often A is the loser; fair is 1/seats. The interval is Wilson's
95% for one seat's result over the matches. Each strategy's decisions with a choice are
timed, wall (what a player waits, the machine's load included) and CPU (the bot's own cost).
Seats: 4, or the game's most when it takes fewer (Villainous: 3). Prints markdown.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import permutations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bot_strength import LOSER_GAMES, Timings, percentile, play, strategies  # noqa: E402
from bench.cpu import machine_line  # noqa: E402
from bench.stats import wilson  # noqa: E402
from service.engine.registry import all_games, get_game  # noqa: E402

SEATS = 4
FIRST_SEED = 20_000


@dataclass(frozen=True)
class Pairing:
    """``matches`` matches of one ``strong`` seat (rotating) against ``field`` at the rest."""

    game: str
    seats: int
    strong: str
    field: str
    matches: int
    first_seed: int


@dataclass
class Result:
    """A pairing's count of the one seat's results (wins, or losses in Bad Trevor) and the
    timings of every strategy in it."""

    pairing: Pairing
    count: float = 0.0
    timings: Timings = field(default_factory=lambda: Timings(list))


def run(pairing: Pairing) -> Result:
    """Plays one pairing to the end (in a worker process)."""
    bots = strategies(None, pairing.game)
    result = Result(pairing)
    for index in range(pairing.matches):
        hero = index % pairing.seats
        control = [pairing.strong if s == hero else pairing.field for s in range(pairing.seats)]
        seed = pairing.first_seed + index
        outcome = play(pairing.seats, seed, control, bots, result.timings, pairing.game)
        result.count += _share(pairing.game, outcome, hero)
    print(_progress(result), file=sys.stderr, flush=True)
    return result


def _progress(result: Result) -> str:
    """A pairing's line as it ends: its cell and its strategies' times (kept if the run is
    cut short)."""
    pairing = result.pairing
    times = "; ".join(_times(name, times) for name, times in result.timings.items())
    return f"  {pairing.game}: one {pairing.strong} vs {pairing.field}: {cell(result)}; {times}"


def _share(game: str, outcome: dict, hero: int) -> float:
    """The hero's result in one match: 1 for a loss (Bad Trevor) or a win, a tie split."""
    if game in LOSER_GAMES:
        return float(hero in outcome["losers"])
    winners = outcome["winners"]
    return 1 / len(winners) if hero in winners else 0.0


def pairings(
    game: str, matches: int, first_seed: int, seats: int, only: list[str] | None = None
) -> list[Pairing]:
    """Every ordered pair of the game's strategies (of ``only`` if given), at ``seats`` or
    the game's most."""
    at = min(seats, get_game(game).max_players)
    names = [name for name in get_game(game).strategies() if not only or name in only]
    return [Pairing(game, at, a, b, matches, first_seed) for a, b in permutations(names, 2)]


def cell(result: Result) -> str:
    n, fair = result.pairing.matches, 1 / result.pairing.seats
    low, high = wilson(result.count, n)
    rate = result.count / n
    return f"{rate:.2f} [{low:.2f}, {high:.2f}] {rate / fair:.1f}x"


def _times(name: str, times: list[tuple[float, float]]) -> str:
    """A strategy's median and p95 wall (CPU) ms in one pairing, for the progress lines."""
    wall, cpu = [t[0] * 1000 for t in times], [t[1] * 1000 for t in times]
    return (
        f"{name} {percentile(wall, 0.5):.0f}/{percentile(wall, 0.95):.0f} ms "
        f"(CPU {percentile(cpu, 0.5):.0f}/{percentile(cpu, 0.95):.0f})"
    )


def table(game: str, results: list[Result]) -> list[str]:
    """A game's markdown: the share table and each strategy's decision times."""
    first = results[0].pairing
    names = list(dict.fromkeys(r.pairing.strong for r in results))
    by_pair = {(r.pairing.strong, r.pairing.field): r for r in results}
    measure = "loses (lower is stronger)" if game in LOSER_GAMES else "wins"
    lines = [
        f"### {get_game(game).title} ({first.seats} seats, {first.matches} matches a pairing)",
        "",
        f"How often one seat of the row's strategy {measure} against the column's at every "
        f"other seat; fair {1 / first.seats:.2f}; 95% interval; x fair share.",
        "",
        "| one seat of | " + " | ".join(f"vs {name}" for name in names) + " |",
        "|---" * (len(names) + 1) + "|",
    ]
    for strong in names:
        cells = [cell(by_pair[strong, b]) if b != strong else "-" for b in names]
        lines.append(f"| {strong} | " + " | ".join(cells) + " |")
    lines += ["", *timing_table(results), ""]
    return lines


def timing_table(results: list[Result]) -> list[str]:
    """Median and p95 decision times per strategy, over every pairing of the game."""
    merged: Timings = defaultdict(list)
    for result in results:
        for name, times in result.timings.items():
            merged[name].extend(times)
    lines = [
        "| strategy | decisions | median ms | p95 ms | CPU median ms | CPU p95 ms |",
        "|---|---|---|---|---|---|",
    ]
    for name, times in merged.items():
        wall, cpu = [t[0] * 1000 for t in times], [t[1] * 1000 for t in times]
        lines.append(
            f"| {name} | {len(times)} | {percentile(wall, 0.5):.1f} | {percentile(wall, 0.95):.1f}"
            f" | {percentile(cpu, 0.5):.1f} | {percentile(cpu, 0.95):.1f} |"
        )
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", default="", help="comma-separated ids (default: every game)")
    parser.add_argument("--matches", type=int, default=12, help="matches per pairing")
    parser.add_argument("--quick", action="store_true", help="1 match per pairing")
    parser.add_argument("--seats", type=int, default=SEATS)
    parser.add_argument("--first-seed", type=int, default=FIRST_SEED)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--strategies", default="", help="comma-separated (default: all)")
    args = parser.parse_args(argv)
    games = args.games.split(",") if args.games else [game.id for game in all_games()]
    matches = 1 if args.quick else args.matches
    only = args.strategies.split(",") if args.strategies else None
    work = [p for g in games for p in pairings(g, matches, args.first_seed, args.seats, only)]
    print(machine_line(), f"loadavg {Path('/proc/loadavg').read_text().strip()}", sep="; ")
    started = time.monotonic()
    results = _run_all(work, args.jobs)
    for game in games:
        print("\n".join(table(game, [r for r in results if r.pairing.game == game])))
    print(
        f"{len(work)} pairings, {matches} matches each, {time.monotonic() - started:.0f} s; "
        f"loadavg {Path('/proc/loadavg').read_text().strip()}"
    )


def _run_all(work: list[Pairing], jobs: int) -> list[Result]:
    if jobs <= 1:
        return [run(pairing) for pairing in work]
    with ProcessPoolExecutor(max_workers=min(jobs, os.cpu_count() or 1)) as pool:
        return list(pool.map(run, work))


if __name__ == "__main__":
    main()
