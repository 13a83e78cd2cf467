"""Bot strength, in process (pure engine, no Redis): how often each strategy ends up the loser
(Bad Trevor) or the winner (the other games).

    .venv/bin/python bench/bot_strength.py [--matches 1000] [--seats 3]
    .venv/bin/python bench/bot_strength.py --strong ismcts --weak heuristic [--iterations 150]
    .venv/bin/python bench/bot_strength.py --game revenge-of-the-b-movie --seats 4 --matches 200

One ``strong`` seat against ``weak`` seats, rotating the strong seat and the seed. In Bad
Trevor (the default ``--game``) the loser is the seat left holding Bad Trevor; with equal
players each seat loses 1/seats. In the other games the measure is the win rate (in Revenge
of the B-Movie the richest at or over the money target wins): with equal players each seat
wins 1/seats, a tie splitting the win. ``--iterations`` sets the ``ismcts`` budget (default:
the registered bot's). Each bot decision with more than one legal action is timed (one with a
single legal action is never searched).
"""

from __future__ import annotations

import argparse
import importlib
import math
import sys
import time
from collections import Counter, defaultdict
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import service.games  # noqa: E402, F401  (registers the games)
from bench.cpu import machine_line  # noqa: E402
from service.engine import ismcts  # noqa: E402
from service.engine import match as engine  # noqa: E402
from service.engine.bots import BotInput, bot_rng  # noqa: E402
from service.engine.game import Bot  # noqa: E402
from service.engine.registry import get_game  # noqa: E402
from service.engine.rng import Rng  # noqa: E402

GAME = "bad-trevor"
LOSER_GAMES = {"bad-trevor"}  # measured by the loser; every other game by its winners
Timings = defaultdict[str, list[tuple[float, float]]]  # per strategy: (wall, CPU) s


def search_module(game_id: str):
    """The game's ``search`` module (its ismcts config and budget)."""
    package = type(get_game(game_id)).__module__.rsplit(".", 1)[0]
    return importlib.import_module(f"{package}.search")


def strategies(
    iterations: int | None, game_id: str = GAME, every_root_action: bool = False
) -> dict[str, Bot]:
    """The game's bots, with the ``ismcts`` budget replaced when ``iterations`` is given, and
    its root candidates dropped (every legal action searched) with ``every_root_action``."""
    bots = dict(get_game(game_id).bots())
    if iterations is not None or every_root_action:
        config = search_module(game_id).CONFIG
        if iterations is not None:
            config = replace(config, budget=ismcts.Budget(iterations=iterations))
        if every_root_action:
            config = replace(config, candidates=None)
        bots["ismcts"] = ismcts.make_bot(get_game(game_id), config)
    return bots


def play(
    seats: int,
    seed: int,
    control: list[str],
    bots: dict[str, Bot],
    timings: Timings,
    game_id: str = GAME,
):
    """One all-bot match to the end; returns its outcome and adds to ``timings`` (the wall
    and the CPU seconds of each bot decision with a choice). The system's own decisions (a
    game's delayed triggers) are resolved in process, as a worker's ``system`` job does; each
    seat's bot memory is kept between its moves, as the workers keep it."""
    match, events = engine.start(game_id, seats, {}, seed, control)
    seen: list[list[dict]] = [[engine.redact_event(e, s) for e in events] for s in range(seats)]
    memory: list = [None] * seats
    while decisions := engine.decisions(match):
        seat = decisions[0].seat
        if seat is None:
            action = engine.legal_actions(match, None)[0]
        else:
            given = engine.bot_input(match, seat, seen[seat], memory[seat])
            memory[seat], seen[seat] = given.memory, []
            action = _timed(
                bots[control[seat]],
                given,
                bot_rng(seed, match.version, seat),
                timings[control[seat]],
            )
        match, new = engine.submit(match, seat, action, 0.0)
        for s in range(seats):
            seen[s].extend(engine.redact_event(e, s) for e in new)
    return match.game.outcome(match.state)


def _timed(bot: Bot, given: BotInput, rng: Rng, times: list[tuple[float, float]]) -> dict:
    """The bot's action; a decision with more than one legal action is timed (wall, CPU)."""
    wall, cpu = time.perf_counter(), time.process_time()
    action = bot(given, rng)
    if len(given.legal) > 1:
        times.append((time.perf_counter() - wall, time.process_time() - cpu))
    return action


def rate_line(name: str, count: float, n: int, seats: int, fair: float) -> str:
    """A rate per seat with its 95% interval (normal approximation)."""
    rate = count / n / seats
    half = 1.96 * math.sqrt(max(rate * (1 - rate), 1e-12) / (n * seats))
    return f"{name}: {rate:.3f} +/- {half:.3f} (fair {fair:.3f})"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[int(share * (len(ordered) - 1))]


def timing_line(name: str, times: list[tuple[float, float]]) -> str:
    """Wall time (what a player waits, load included) and CPU time (the search's own cost,
    whatever the load) of a strategy's decisions with a choice."""
    if not times:
        return f"  {name}: no searched decisions"
    wall, cpu = [t[0] for t in times], [t[1] for t in times]
    mean = sum(wall) / len(wall)
    return (
        f"  {name}: {len(times)} decisions with a choice, wall mean {mean * 1000:.1f} ms "
        f"p95 {percentile(wall, 0.95) * 1000:.1f} ms max {max(wall) * 1000:.1f} ms; CPU mean "
        f"{sum(cpu) / len(cpu) * 1000:.1f} ms p95 {percentile(cpu, 0.95) * 1000:.1f} ms; "
        f"total {sum(wall):.0f} s wall"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default=GAME)
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--strong", default="heuristic")
    parser.add_argument("--weak", default="random")
    parser.add_argument("--iterations", type=int, default=None, help="ismcts budget")
    parser.add_argument(
        "--every-root-action", action="store_true", help="ismcts without root candidates"
    )
    parser.add_argument("--first-seed", type=int, default=10_000)
    parser.add_argument("--progress", type=int, default=0, help="a line every N matches")
    args = parser.parse_args()
    bots = strategies(args.iterations, args.game, args.every_root_action)
    by_loser = args.game in LOSER_GAMES
    lost, won, timings = Counter[str](), Counter[str](), Timings(list)
    started = time.monotonic()
    for index in range(args.matches):
        hero = index % args.seats
        control = [args.strong if s == hero else args.weak for s in range(args.seats)]
        outcome = play(args.seats, args.first_seed + index, control, bots, timings, args.game)
        if by_loser:
            lost[control[outcome["losers"][0]]] += 1
            won[control[outcome["winners"][0]]] += 1
        else:  # a tie splits the win
            for winner in outcome["winners"]:
                won[control[winner]] += 1 / len(outcome["winners"])
        if args.progress and (index + 1) % args.progress == 0:
            done = index + 1
            measure = "loser" if by_loser else "win"
            rate = (lost if by_loser else won)[args.strong] / done
            print(
                f"  {done} matches, {args.strong} {measure} rate {rate:.3f}, "
                f"{time.monotonic() - started:.0f} s",
                file=sys.stderr,
                flush=True,
            )
    report(args, lost, won, timings, time.monotonic() - started)


def report(args: argparse.Namespace, lost: Counter, won: Counter, timings: Timings, took: float):
    n, seats, fair = args.matches, args.seats, 1 / args.seats
    budget = ""
    if "ismcts" in (args.strong, args.weak):
        budget = f", ismcts {args.iterations or search_module(args.game).ITERATIONS} iterations"
        budget += ", every root action" if args.every_root_action else ""
    game = "" if args.game == GAME else f"{args.game}: "
    print(machine_line())
    print(
        f"{game}{n} matches of {seats} seats, one {args.strong} vs {seats - 1} {args.weak}"
        f"{budget} ({took:.0f} s)"
    )
    if args.strong == args.weak:
        print(f"  both sides are {args.strong}: nothing to compare")
        return
    for name, count in ((args.strong, 1), (args.weak, seats - 1)):
        if args.game in LOSER_GAMES:
            print("  " + rate_line(f"{name} loser rate per seat", lost[name], n, count, fair))
        print("  " + rate_line(f"{name} win rate per seat", won[name], n, count, fair))
    for name, times in sorted(timings.items()):
        print(timing_line(name, times))


if __name__ == "__main__":
    main()
