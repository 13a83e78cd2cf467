"""Engine throughput: random-playout actions per second on one core (goal >= 10,000).

    .venv/bin/python -m bench.engine_playouts [--game bad-trevor] [--matches 300]

Each step lists the legal actions of a seat holding a decision and applies one of them,
through the engine's public wrapper (the same checks the API runs).
"""

from __future__ import annotations

import argparse
import random
import time

import service.games  # noqa: F401  (registers the games)
from bench.cpu import machine_line
from service.engine import match as engine
from service.engine.registry import get_game


def playout(game_id: str, seats: int, seed: int, policy: random.Random) -> int:
    match, _ = engine.start(game_id, seats, {}, seed)
    actions = 0
    while decisions := engine.decisions(match):
        seat = policy.choice(decisions).seat
        action = policy.choice(engine.legal_actions(match, seat))
        match, _ = engine.submit(match, seat, action, 0.0)
        actions += 1
    return actions


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="bad-trevor")
    parser.add_argument("--matches", type=int, default=300)
    args = parser.parse_args()
    print(machine_line())
    game = get_game(args.game)
    policy = random.Random(1)
    for seats in range(game.min_players, game.max_players + 1):
        started = time.process_time()
        actions = sum(playout(args.game, seats, s, policy) for s in range(args.matches))
        elapsed = time.process_time() - started
        print(
            f"{args.game} {seats}p: {args.matches} matches, {actions} actions, "
            f"{actions / args.matches:.0f} actions/match, {actions / elapsed:,.0f} actions/s (CPU)"
        )


if __name__ == "__main__":
    main()
