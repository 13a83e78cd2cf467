"""Revenge of the B-Movie: does the deck play? All-bot matches in process (pure engine).

    .venv/bin/python bench/bmovie_deck.py [--matches 300] [--seats 3 4 5 6]
                                          [--strategy heuristic|random|ismcts]

Every seat plays ``--strategy`` (default heuristic), through ``engine.start``,
``engine.bot_input`` and ``engine.submit``, as the workers do. Per seat count it prints the
rounds a match lasts (mean, median, max), the share of the wrapped films offered for sale that
sold and their mean cult, the share of matches ended at the round cap, the win rate by seat
offset from the first dealer (0: the first dealer, 1: the seat on its left...; a tie splits a
win; fair is 1/seats) and the actions a match takes.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import service.games  # noqa: E402, F401  (registers the games)
from service.engine import match as engine  # noqa: E402
from service.engine.bots import bot_rng  # noqa: E402
from service.engine.registry import get_game  # noqa: E402

GAME = "revenge-of-the-b-movie"


@dataclass
class Tally:
    """What the matches of one seat count add up to."""

    seats: int
    rounds: list[int] = field(default_factory=list)
    actions: list[int] = field(default_factory=list)
    offered: int = 0
    sold: int = 0
    cult: int = 0
    reasons: Counter = field(default_factory=Counter)
    wins_by_offset: list[float] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.wins_by_offset = [0.0] * self.seats


def play(seats: int, seed: int, strategy: str, tally: Tally) -> None:
    """One all-bot match to the end, added to ``tally``."""
    bot = get_game(GAME).bots()[strategy]
    match, events = engine.start(GAME, seats, {}, seed)
    first_dealer = match.state["dealer"]
    seen: list[list[dict]] = [[engine.redact_event(e, s) for e in events] for s in range(seats)]
    actions = 0
    while decisions := engine.decisions(match):
        seat = decisions[0].seat
        action = bot(engine.bot_input(match, seat, seen[seat]), bot_rng(seed, match.version, seat))
        match, new = engine.submit(match, seat, action, 0.0)
        actions += 1
        for s in range(seats):
            seen[s].extend(engine.redact_event(e, s) for e in new)
        for event in new:
            if event["type"] == "sale":
                tally.offered += 1
                tally.sold += event["sold"]
                tally.cult += event["cult"]
    outcome = match.game.outcome(match.state)
    tally.rounds.append(match.state["round"])
    tally.actions.append(actions)
    tally.reasons[outcome["reason"]] += 1
    for winner in outcome["winners"]:
        tally.wins_by_offset[(winner - first_dealer) % seats] += 1 / len(outcome["winners"])


def report(tally: Tally, took: float) -> None:
    n, seats = len(tally.rounds), tally.seats
    rounds, actions = tally.rounds, tally.actions
    sold = tally.sold / tally.offered if tally.offered else 0.0
    cult = tally.cult / tally.offered if tally.offered else 0.0
    offsets = " ".join(f"{off}:{wins / n:.3f}" for off, wins in enumerate(tally.wins_by_offset))
    print(f"{seats} seats, {n} matches ({took:.1f} s):")
    print(
        f"  rounds per match: mean {statistics.mean(rounds):.2f}, "
        f"median {statistics.median(rounds):g}, max {max(rounds)}"
    )
    print(
        f"  films offered: {tally.offered} ({tally.offered / n:.1f} a match), sold {sold:.3f}, "
        f"mean cult {cult:.2f}"
    )
    print(
        f"  ended at the round cap: {tally.reasons['round_cap'] / n:.3f} "
        f"({dict(sorted(tally.reasons.items()))})"
    )
    print(f"  win rate by seat offset from the first dealer (fair {1 / seats:.3f}): {offsets}")
    print(
        f"  actions per match: mean {statistics.mean(actions):.1f}, "
        f"median {statistics.median(actions):g}, max {max(actions)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--matches", type=int, default=300, help="per seat count")
    parser.add_argument("--seats", type=int, nargs="+", default=[3, 4, 5, 6])
    parser.add_argument(
        "--strategy", default="heuristic", choices=sorted(get_game(GAME).strategies())
    )
    parser.add_argument("--first-seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{GAME}: every seat {args.strategy}")
    for seats in args.seats:
        tally, started = Tally(seats), time.monotonic()
        for index in range(args.matches):
            play(seats, args.first_seed + index, args.strategy, tally)
        report(tally, time.monotonic() - started)


if __name__ == "__main__":
    main()
