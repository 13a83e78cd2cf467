"""A Practical Guide to Evil: random-playout actions per second on one core (goal >= 10,000).

    .venv/bin/python -m bench.pgte_playouts [--matches 300] [--direct]

By default each step goes through the engine's public wrapper (``engine.submit``: the same
checks the API runs, legality included); ``--direct`` calls the game's own functions, as the
random playout tests do. Due Rule of Three triggers are resolved in process, as the system.
"""

from __future__ import annotations

import argparse
import random
import time

import service.games  # noqa: F401  (registers the games)
from bench.engine_playouts import playout
from service.engine.registry import get_game
from service.engine.rng import Rng

GAME = "practical-guide-to-evil"


def direct_playout(seats: int, seed: int, policy: random.Random) -> int:
    """One match through the game's functions only; returns its number of actions."""
    game = get_game(GAME)
    state = game.setup(seats, game.default_options(), Rng.for_step(seed, 0))
    actions = 0
    while decisions := game.decisions(state):
        seat = decisions[0].seat
        action = policy.choice(game.legal_actions(state, seat))
        actions += 1
        state, _ = game.apply(state, seat, action, Rng.for_step(seed, actions), 0.0)
    return actions


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, default=300)
    parser.add_argument("--direct", action="store_true")
    args = parser.parse_args()
    policy = random.Random(1)
    via = "game functions" if args.direct else "engine.submit"
    game = get_game(GAME)
    # The deck plays 2-5; the service seats min_players..max_players (RULINGS R2).
    counts = range(2, 6) if args.direct else range(game.min_players, game.max_players + 1)
    for seats in counts:
        started = time.process_time()
        if args.direct:
            actions = sum(direct_playout(seats, s, policy) for s in range(args.matches))
        else:
            actions = sum(playout(GAME, seats, s, policy) for s in range(args.matches))
        elapsed = time.process_time() - started
        print(
            f"{GAME} {seats}p via {via}: {args.matches} matches, {actions} actions, "
            f"{actions / args.matches:.0f} actions/match, {actions / elapsed:,.0f} actions/s (CPU)"
        )


if __name__ == "__main__":
    main()
