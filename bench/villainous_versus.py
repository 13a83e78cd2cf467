"""Villainous: the ``heuristic`` against its former self (issue 37), to show the new one is
stronger, not only different.

    .venv/bin/python -m bench.villainous_versus [--matches 240] [--seats 2 3] [--seed 300000]
        [--former COMMIT]

One seat plays the served ``heuristic``, the others the former heuristic: heuristic.py as it
stood at ``--former`` (default ``FORMER``, before issue 37), read from git and loaded beside
today's modules, with that commit's Syndrome plan (``plan_syndrome.py``) where it had one (so
the bench needs a clone with its history; issue 36 compares with the plan of its base). The
villains rotate over every order of every pairing (so each villain is the new seat's as often as
any other's) and the new seat over the positions; the seed changes each match. Printed: the new
seat's win share as a multiple of the fair share (1 / seats) with a 95% interval and beside it
an old seat's mean win rate (the round cap, V29, ends some matches with no winner, so the two
need not add up to one), then per villain its win rate when the new heuristic plays it and when
an old seat does (in the same matches, against the new one).
"""

from __future__ import annotations

import argparse
import math
import subprocess
import sys
import time
import types
from collections import Counter
from itertools import permutations
from pathlib import Path

import service.games  # noqa: F401  (registers the games)
from bench import villainous_balance as balance
from service.games.villainous_bigger_and_badder import data
from service.games.villainous_bigger_and_badder.heuristic import heuristic_bot

FORMER = "0efc648"  # stop 42's tree: the heuristic before its per-villain plans (issue 37)
# The rules since then (issue 36, V14/V15) have no rogue v.10: the built v.10 keeps fighting
# and the Remote defeats it wherever both stand. The former heuristic's "rogue" (the moment
# its Remote could defeat the v.10) reads as "the v.10 is built" today.
PORTS = {'omni["rogue"]': "(omni['tile'] == OMNIDROIDS[2])"}
PACKAGE = "service.games.villainous_bigger_and_badder"


def _source(commit: str, name: str) -> str | None:
    """``name``.py of the game's package at ``commit`` (None if it had none)."""
    path = f"service/games/villainous_bigger_and_badder/{name}.py"
    root = Path(__file__).resolve().parents[1]
    shown = subprocess.run(
        ["git", "show", f"{commit}:{path}"], cwd=root, capture_output=True, text=True
    )
    return shown.stdout if shown.returncode == 0 else None


def _module(name: str, source: str, origin: str) -> types.ModuleType:
    module = types.ModuleType(f"{PACKAGE}.{name}")
    module.__package__ = PACKAGE
    sys.modules[module.__name__] = module
    exec(compile(source, origin, "exec"), module.__dict__)
    return module


def former_heuristic(commit: str = FORMER) -> types.ModuleType:
    """heuristic.py at ``commit``, as a module of the game's package (its relative imports
    resolve to today's rules and other plans), bound to that commit's ``plan_syndrome``."""
    source = _source(commit, "heuristic")
    assert source is not None, f"no heuristic.py at {commit}"
    for former, today in PORTS.items():
        source = source.replace(former, today)
    plan = _source(commit, "plan_syndrome")
    if plan is not None:
        _module("plan_syndrome_former", plan, f"{commit}:plan_syndrome.py")
        source = source.replace(
            "from . import plan_syndrome as syndrome",
            "from . import plan_syndrome_former as syndrome",
        )
    return _module("heuristic_former", source, f"{commit}:heuristic.py")


GAME = "villainous-bigger-and-badder"
BOTS = {"new": heuristic_bot}


def play(villains: tuple[str, ...], kinds: list[str], seed: int) -> tuple[list[int], str]:
    """One match, seat ``n`` played by ``BOTS[kinds[n]]``: its winners and why it ended."""
    winners, reason, _ = balance.play(
        villains, seed, lambda seat, given, rng: BOTS[kinds[seat]](given, rng)
    )
    return winners, reason


def measure(seats: int, matches: int, first_seed: int) -> None:
    orders = list(permutations(data.villains(), seats))
    won, played, reasons = Counter(), Counter(), Counter()
    old_won, old_played = Counter(), Counter()
    share = 0.0
    started = time.process_time()
    for n in range(matches):
        villains = orders[n % len(orders)]
        strong = (n // len(orders)) % seats
        kinds = ["new" if seat == strong else "old" for seat in range(seats)]
        winners, reason = play(villains, kinds, first_seed + n)
        reasons[reason] += 1
        played[villains[strong]] += 1
        for seat, villain in enumerate(villains):
            if seat != strong:
                old_played[villain] += 1
        for winner in winners:
            part = 1 / len(winners)
            if winner == strong:
                share += part
                won[villains[winner]] += part
            else:
                old_won[villains[winner]] += part
    took = time.process_time() - started
    rate = share / matches
    margin = 1.96 * math.sqrt(rate * (1 - rate) / matches) * seats
    old_rate = sum(old_won.values()) / (matches * (seats - 1))
    print(
        f"{seats} seats, {matches} matches ({took:.0f} s CPU), ended by {dict(reasons)}: "
        f"new heuristic {rate * seats:.2f}x fair +/- {margin:.2f} (won {share:.0f}, "
        f"{rate:.2f} a match; an old seat {old_rate:.2f} a match)"
    )
    for villain in data.villains():
        n, m = played[villain], old_played[villain]
        mine, theirs = won[villain] / max(n, 1), old_won[villain] / max(m, 1)
        print(
            f"  {villain:12s} played by the new: won {won[villain]:.0f} of {n} ({mine:.2f}); "
            f"by an old seat: won {old_won[villain]:.0f} of {m} ({theirs:.2f})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=240)
    parser.add_argument("--seats", type=int, nargs="+", default=[2, 3])
    parser.add_argument("--seed", type=int, default=300_000, help="the first match's seed")
    parser.add_argument("--former", default=FORMER, help="the commit of the former heuristic")
    args = parser.parse_args()
    BOTS["old"] = former_heuristic(args.former).heuristic_bot
    for seats in args.seats:
        measure(seats, args.matches, first_seed=args.seed)


if __name__ == "__main__":
    main()
