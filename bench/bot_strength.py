"""Bot strength, in process (pure engine, no Redis): how often each strategy ends up the loser.

    .venv/bin/python bench/bot_strength.py [--matches 1000] [--seats 3]

One ``heuristic`` seat against ``random`` seats, rotating the heuristic's seat and the seed.
The loser is the seat left holding Bad Trevor; with equal players each seat loses 1/seats.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from service.engine import match as engine  # noqa: E402
from service.engine.bots import bot_rng  # noqa: E402


def play(seats: int, seed: int, control: list[str]) -> dict:
    """One all-bot match to the end; returns its outcome."""
    match, events = engine.start("bad-trevor", seats, {}, seed, control)
    seen: list[list[dict]] = [[engine.redact_event(e, s) for e in events] for s in range(seats)]
    while not engine.is_finished(match):
        decision = engine.bot_decisions(match)[0]
        seat = decision.seat
        given = engine.bot_input(match, seat, seen[seat])
        rng = bot_rng(seed, match.version, seat)
        action = engine.bot_action(match, seat, control[seat], given, rng)
        match, new = engine.submit(match, seat, action, 0.0)
        for s in range(seats):
            seen[s].extend(engine.redact_event(e, s) for e in new)
    return match.game.outcome(match.state)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--strong", default="heuristic")
    parser.add_argument("--weak", default="random")
    args = parser.parse_args()
    lost = {args.strong: 0, args.weak: 0}
    won = {args.strong: 0, args.weak: 0}
    start = time.monotonic()
    for index in range(args.matches):
        hero = index % args.seats
        control = [args.strong if s == hero else args.weak for s in range(args.seats)]
        outcome = play(args.seats, 10_000 + index, control)
        lost[control[outcome["losers"][0]]] += 1
        won[control[outcome["winners"][0]]] += 1
    n, weak_seats = args.matches, args.seats - 1
    print(f"{n} matches of {args.seats} seats, one {args.strong} vs {weak_seats} {args.weak} "
          f"({time.monotonic() - start:.0f} s); fair share {1 / args.seats:.3f}")  # fmt: skip
    strong = args.strong
    print(f"  {strong}: loser rate {lost[strong] / n:.3f}, win rate {won[strong] / n:.3f}")
    print(f"  {args.weak} (per seat): loser rate {lost[args.weak] / n / weak_seats:.3f}, "
          f"win rate {won[args.weak] / n / weak_seats:.3f}")  # fmt: skip


if __name__ == "__main__":
    main()
