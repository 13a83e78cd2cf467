"""Villainous: each villain's win share among heuristic bots, to check the rulebook's "Your
chances of winning are the same no matter which Villain you play".

    .venv/bin/python -m bench.villainous_balance [--matches 300] [--seats 2 3] [--seed 100000]

Every seat is a heuristic bot; the villains rotate over the seats (every pairing and every
order, so no villain gains from playing first), the seed changes each match. The table is
each villain's win rate as a multiple of the fair rate (1 / seats), with a 95% interval (and
Wilson's), how
matches ended (objective or the round cap, V29) and their length in rounds.
"""

from __future__ import annotations

import argparse
import math
import time
from collections import Counter
from collections.abc import Callable
from itertools import permutations

import service.games  # noqa: F401  (registers the games)
from bench.stats import wilson
from service.engine import match as engine
from service.engine.bots import bot_rng
from service.engine.game import Action, BotInput
from service.engine.rng import Rng
from service.games.villainous_bigger_and_badder import data

GAME = "villainous-bigger-and-badder"


Choose = Callable[[int, BotInput, Rng], Action]  # a seat's bot: (seat, its input, rng) -> action


def play(
    villains: tuple[str, ...], seed: int, choose: Choose | None = None
) -> tuple[list[int], str, int]:
    """One match, every seat the served heuristic unless ``choose`` plays them: its winners,
    why it ended and its rounds."""
    seats = len(villains)
    options = {"villains": ",".join(villains)}
    match, events = engine.start(GAME, seats, options, seed, control=["heuristic"] * seats)
    seen = [[engine.redact_event(e, seat) for e in events] for seat in range(seats)]
    memory: list = [None] * seats
    while decisions := engine.decisions(match):
        seat = decisions[0].seat
        assert seat is not None
        given = engine.bot_input(match, seat, seen[seat], memory[seat])
        memory[seat], seen[seat] = given.memory, []
        rng = bot_rng(seed, match.version, seat)
        if choose is None:
            action = engine.bot_action(match, seat, "heuristic", given, rng)
        else:
            action = choose(seat, given, rng)
        match, new = engine.submit(match, seat, action, 0.0)
        for other in range(seats):
            seen[other].extend(engine.redact_event(e, other) for e in new)
    outcome = match.game.outcome(match.state)
    return list(outcome["winners"]), outcome["reason"], match.state["round"]


def measure(seats: int, matches: int, first_seed: int) -> None:
    orders = list(permutations(data.villains(), seats))
    won, played, reasons, rounds = Counter(), Counter(), Counter(), []
    pairings: dict[tuple[str, ...], Counter] = {}
    started = time.process_time()
    for n in range(matches):
        villains = orders[n % len(orders)]
        winners, reason, length = play(villains, first_seed + n)
        played.update(villains)
        reasons[reason] += 1
        rounds.append(length)
        table = pairings.setdefault(tuple(sorted(villains)), Counter())
        table["matches"] += 1
        for winner in winners:
            won[villains[winner]] += 1 / len(winners)
            table[villains[winner]] += 1 / len(winners)
    took = time.process_time() - started
    print(
        f"{seats} seats, {matches} matches ({took:.0f} s CPU), ended by {dict(reasons)}, "
        f"rounds mean {sum(rounds) / len(rounds):.1f} max {max(rounds)}:"
    )
    for villain in data.villains():
        n = played[villain]
        rate = won[villain] / n
        margin = 1.96 * math.sqrt(rate * (1 - rate) / n) * seats
        low, high = wilson(won[villain], n)
        print(
            f"  {villain:12s} {rate * seats:.2f}x fair +/- {margin:.2f}  "
            f"(won {won[villain]:.0f} of {n}; Wilson 95% {low * seats:.2f}x-{high * seats:.2f}x)"
        )
    if seats == 2:
        for pairing, table in sorted(pairings.items()):
            wins = ", ".join(f"{v} {table[v]:.0f}" for v in pairing)
            print(f"  {' v '.join(pairing)}: {table['matches']} matches, won by {wins}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=300)
    parser.add_argument("--seats", type=int, nargs="+", default=[2, 3])
    parser.add_argument("--seed", type=int, default=100_000, help="the first match's seed")
    args = parser.parse_args()
    for seats in args.seats:
        measure(seats, args.matches, first_seed=args.seed)


if __name__ == "__main__":
    main()
