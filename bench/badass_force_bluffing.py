"""Badass Force: how the heuristic bluffs and denounces, and what bluffing wins it.

    .venv/bin/python bench/badass_force_bluffing.py [--matches 400] [--seats 4]
                                                     [--strong heuristic] [--weak honest]

One ``strong`` seat against ``weak`` seats, the strong seat rotated and the seed advanced each
match (pure engine, each bot keeping its memory as the workers do). Strategies: ``heuristic``
(the server's bot) and ``honest`` (the same bot, never bluffing: it announces only its own
active character). Per strategy it prints: its bluff rate (announcements naming a character
that is not its active one), its denounce rate (denounce windows it answered with a
denounce), how often a denounce it made was the one involved and found a bluff, the share of
all points scored from caught bluffs (a denouncer's kill) and from resisted denounces, the share
of announcements someone denounced, and its win share per seat (a tie splits a win) with its
Wilson 95% interval (fair 1/seats).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import service.games  # noqa: E402, F401  (registers the games)
from bench.stats import wilson  # noqa: E402
from service.engine import match as engine  # noqa: E402
from service.engine.bots import bot_rng  # noqa: E402
from service.games.badass_force.heuristic import choose  # noqa: E402

GAME = "badass-force"
STRATEGIES = {
    "heuristic": lambda seen, rng: choose(seen, rng, None),
    "honest": lambda seen, rng: choose(seen, rng, None, bluffing=False),
}


def _count_action(tally: Counter, name: str, state: dict, seat: int, action: dict) -> None:
    if action["type"] == "announce":
        tally[name, "announced"] += 1
        tally[name, "bluffed"] += action["character"] != state["actives"][seat]
    elif action["type"] in ("denounce", "pass") and state["step"] == "denounce":
        tally[name, "windows"] += 1
        tally[name, "denounced"] += action["type"] == "denounce"


def _count_events(tally: Counter, control: list[str], events: list[dict]) -> None:
    for event in events:
        if event["type"] == "window_closed":
            tally["windows", "closed"] += 1
            tally["windows", "challenged"] += event["denouncer_seat"] is not None
        elif event["type"] == "revealed":
            who = control[event["denouncer_seat"]]
            tally[who, "involved"] += 1
            tally[who, "caught"] += event["bluff"]
        elif event["type"] == "killed" and event["cause"] in ("denounce", "resisted"):
            tally["points", event["cause"]] += event["points"]


def play(seats: int, seed: int, control: list[str], tally: Counter) -> list[int]:
    """One match to the end, counted into ``tally``; returns the winners."""
    match, events = engine.start(GAME, seats, {}, seed, control=["heuristic"] * seats)
    seen = [[engine.redact_event(e, s) for e in events] for s in range(seats)]
    memory: list = [None] * seats
    while decisions := engine.decisions(match):
        seat = decisions[0].seat
        given = engine.bot_input(match, seat, seen[seat], memory[seat])
        memory[seat], seen[seat] = given.memory, []
        action = STRATEGIES[control[seat]](given, bot_rng(seed, match.version, seat))
        _count_action(tally, control[seat], match.state, seat, action)
        match, new = engine.submit(match, seat, action, 0.0)
        _count_events(tally, control, new)
        for other in range(seats):
            seen[other].extend(engine.redact_event(e, other) for e in new)
    tally["points", "all"] += sum(match.state["scores"])
    return list(match.game.outcome(match.state)["winners"])


def _share(part: float, whole: float) -> str:
    low, high = wilson(part, int(whole))
    return f"{part / max(whole, 1):.3f} [{low:.3f}, {high:.3f}] of {int(whole)}"


def report(args: argparse.Namespace, tally: Counter, won: Counter, took: float) -> None:
    n, seats = args.matches, args.seats
    print(
        f"{GAME}: {n} matches of {seats} seats, one {args.strong} vs {seats - 1} {args.weak} "
        f"({took:.0f} s)"
    )
    for name, count in dict.fromkeys([args.strong, args.weak], 0).items():
        count = 1 if name == args.strong else seats - 1
        if args.strong == args.weak:
            count = seats
        print(f"  {name}:")
        print(f"    bluff rate: {_share(tally[name, 'bluffed'], tally[name, 'announced'])}")
        print(f"    denounce rate: {_share(tally[name, 'denounced'], tally[name, 'windows'])}")
        print(
            f"    its involved denounces that caught a bluff: "
            f"{_share(tally[name, 'caught'], tally[name, 'involved'])}"
        )
        print(f"    win share per seat: {_share(won[name] / count, n)} (fair {1 / seats:.3f})")
    closed = tally["windows", "closed"]
    print(
        f"  announcements denounced (by anyone): {_share(tally['windows', 'challenged'], closed)}"
    )
    points = tally["points", "all"]
    print(f"  points from caught bluffs: {tally['points', 'denounce'] / points:.3f} of {points}")
    print(f"  points from resisted denounces: {tally['points', 'resisted'] / points:.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--strong", default="heuristic", choices=sorted(STRATEGIES))
    parser.add_argument("--weak", default="honest", choices=sorted(STRATEGIES))
    parser.add_argument("--first-seed", type=int, default=20_000)
    args = parser.parse_args()
    tally, won, started = Counter(), Counter(), time.monotonic()
    for index in range(args.matches):
        hero = index % args.seats
        control = [args.strong if s == hero else args.weak for s in range(args.seats)]
        winners = play(args.seats, args.first_seed + index, control, tally)
        for winner in winners:
            won[control[winner]] += 1 / len(winners)
    report(args, tally, won, time.monotonic() - started)


if __name__ == "__main__":
    main()
