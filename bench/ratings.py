"""Ratings' quality and cost, in process (pure engine and ``service.ratings``, no Redis): how
many matches until the ratings order simulated players of known strength correctly, and the
CPU of one match's rating update.

    .venv/bin/python bench/ratings.py [--players 8] [--matches 300] [--seats 3]

Half the players play Bad Trevor as the ``heuristic`` bot, half as ``random``: a known
order (the heuristic is far stronger: README "How strong are the bots"). Each match seats
``--seats`` players drawn at random, plays it out, and rates it as a finished match is rated
(``ratings.places``, ``ratings.updated``). Printed: the first match after which every
heuristic player's display value is above every random player's and stays so to the end,
the same by mu alone, and the median and p95 CPU of one update.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.bot_strength import play, strategies  # noqa: E402
from service import ratings  # noqa: E402
from service.engine.registry import get_game  # noqa: E402

GAME = "bad-trevor"


def ordered(stored: dict[str, str | None], strength: dict[str, str], key: str) -> bool:
    """Whether every heuristic player is above every random one by ``key``."""

    def value(player: str) -> float:
        rating = json.loads(stored[player]) if stored.get(player) else {"mu": 25.0, "sigma": 25 / 3}
        mu, sigma = rating["mu"], rating["sigma"]
        return mu if key == "mu" else mu - 3 * sigma

    strong = [value(p) for p, s in strength.items() if s == "heuristic"]
    weak = [value(p) for p, s in strength.items() if s == "random"]
    return min(strong) > max(weak)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--matches", type=int, default=300)
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"/proc/loadavg at the start: {Path('/proc/loadavg').read_text().strip()}")
    draw = random.Random(args.seed)
    strength = {f"p{n}": ("heuristic" if n % 2 == 0 else "random") for n in range(args.players)}
    bots, game = strategies(None, GAME), get_game(GAME)
    stored: dict[str, str | None] = {}
    since = {"display": None, "mu": None}
    update_cpu: list[float] = []
    began = time.process_time()
    for index in range(args.matches):
        seated = draw.sample(sorted(strength), args.seats)
        control = [strength[p] for p in seated]
        outcome = play(args.seats, args.seed * 100_000 + index, control, bots, defaultdict(list))
        placed = ratings.places(outcome, args.seats, set(), game.ranked_losers)
        started = time.process_time()
        new = ratings.updated(stored, dict(zip(seated, placed, strict=True)), now=0.0)
        update_cpu.append(time.process_time() - started)
        stored.update({r.player: json.dumps(r.rating) for r in new})
        for key in since:
            good = ordered(stored, strength, key)
            since[key] = (since[key] or index + 1) if good else None
    took = time.process_time() - began
    print(
        f"{args.players} players ({args.players // 2} heuristic, the rest random), "
        f"{args.matches} matches of {args.seats} seats, seed {args.seed}: "
        f"{took:.1f} s CPU in all"
    )
    for key, first in since.items():
        told = f"from match {first} on" if first else "not by the end"
        print(f"ordered correctly by {key}: {told}")
    cpu = sorted(update_cpu)
    p95 = cpu[int(0.95 * (len(cpu) - 1))]
    print(f"one update: median {statistics.median(cpu) * 1e3:.3f} ms CPU, p95 {p95 * 1e3:.3f} ms")
    print(f"/proc/loadavg at the end: {Path('/proc/loadavg').read_text().strip()}")


if __name__ == "__main__":
    main()
