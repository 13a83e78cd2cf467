"""Badass Force's cast, measured for balance (RULINGS F1; goal: no character above 1.5x fair).

    .venv/bin/python -m bench.badass_force_balance [--matches 2000] [--seats 3 4 5 6]

Heuristic bots each keep a different favourite character active whenever they can; the table
is each favourite's win rate as a multiple of the fair rate (1 / seats), with a 95% interval.
"""

from __future__ import annotations

import argparse
import math
import time

import service.games  # noqa: F401  (registers the games)
from service.games.badass_force.balance import measure


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=2000)
    parser.add_argument("--seats", type=int, nargs="+", default=[3, 4, 5, 6])
    args = parser.parse_args()
    for seats in args.seats:
        started = time.process_time()
        shares = measure(seats, args.matches, first_seed=100_000)
        took = time.process_time() - started
        print(f"{seats} seats, {args.matches} matches ({took:.0f} s CPU):")
        for character, ratio in shares.against_fair().items():
            n = shares.played[character]
            rate = shares.won[character] / n
            margin = 1.96 * math.sqrt(rate * (1 - rate) / n) * seats
            print(f"  {character:20s} {ratio:.2f}x fair +/- {margin:.2f}  ({n} seats)")


if __name__ == "__main__":
    main()
