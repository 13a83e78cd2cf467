"""Villainous: how many of its own turns each villain takes to reach its Objective, to tell
what the printed facts cost a villain from what the bots cost it (issue 36, RULINGS V77).

    .venv/bin/python -m bench.villainous_race [--matches 60] [--modes solo nofate fate]
        [--villains syndrome madame_mim lotso] [--seed 700000] [--seats 2]

Each match is two seats (``--seats 3``: three): the villain under test, played by the served
``heuristic``, and opponents that can never win (the other villains in turn, the seats
turning), so the match runs until the villain reaches its Objective or the round cap (V29, 40
rounds). Modes:

- ``solo``: the opponent only moves its mover and ends its turn and passes every Condition
  window: the villain's own turns alone, no Fate ever played against it, none of its
  Conditions ever met ("during an opponent's turn");
- ``nofate``: the opponent is the heuristic playing its own game, never taking the Fate
  action, and never taking an action that would end the match in its favour (it then takes
  its next best): the villain's Conditions meet a real opponent's turns, Fate is absent;
- ``fate``: the same opponent, Fate included: the villain as it races in a real match, but
  with no opponent to win first.

Printed per villain and mode: the Fate actions played against it a turn of its own, its turns
to the Objective (median, p25-p75, a match that did not reach it counted as past the cap), the
share reaching it within 10, 15, 20 and 40 of its turns (Wilson 95%), the Heroes played into
its realm and defeated there a turn, before and after the step ``LATE`` names, and the turn
each step of its Objective was first reached (median over the matches that reached it, and in
how many).
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import time
from collections import Counter
from collections.abc import Callable

import service.games  # noqa: F401  (registers the games)
from bench.villainous_balance import wilson
from service.engine import match as engine
from service.engine.bots import bot_rng
from service.engine.game import Action, BotInput
from service.engine.rng import Rng
from service.games.villainous_bigger_and_badder import data, table
from service.games.villainous_bigger_and_badder.heuristic import heuristic_bot
from service.games.villainous_bigger_and_badder.table import (
    CATERPILLAR_ROOM,
    OMNIDROIDS,
    State,
    key_of,
)

GAME = "villainous-bigger-and-badder"
MODES = ("solo", "nofate", "fate")
WITHIN = (10, 15, 20, 40)
LOTSO_HEROES = ("woody", "jessie", "hamm", "rex")
Bot = Callable[[BotInput, Rng], Action]


# --- each villain's steps towards its Objective, from the true state ---------------------------


def syndrome_steps(state: State, seat: int) -> list[str]:
    omni = state["omnidroid"]
    stage, tile, done = omni["stage"], omni["tile"], omni["defeated"]
    steps = []
    if stage >= 2:
        steps.append("v.X8 vanquished")
    if stage >= 3 or (stage == 2 and tile):
        steps.append("v.X9 built")
    if stage >= 3:
        steps.append("v.X9 vanquished")
    if tile == OMNIDROIDS[2] or done:
        steps.append("v.10 built")
    if done:
        steps.append("v.10 defeated")
    return steps


def mim_steps(state: State, seat: int) -> list[str]:
    defeated = len(state["merlin"]["defeated"])
    return [f"{n} forms defeated" for n in (2, 4, 6) if defeated >= n]


def lotso_steps(state: State, seat: int) -> list[str]:
    heroes = [h for h in table.heroes(state, seat) if key_of(h) in LOTSO_HEROES]
    zeroed = [h for h in heroes if table.strength(state, seat, h) == 0]
    roomed = [h for h in zeroed if table.where(state, seat, h) == CATERPILLAR_ROOM]
    steps = [f"{n} of his 4 at 0" for n in (2, 4) if len(zeroed) >= n]
    return steps + [f"{n} at 0 in the Room" for n in (2, 4) if len(roomed) >= n]


STEPS = {"syndrome": syndrome_steps, "madame_mim": mim_steps, "lotso": lotso_steps}
# The step after which the Heroes coming and going are counted apart: Syndrome's Objective
# then asks only for a realm clear of them (V77).
LATE = {"syndrome": "v.10 built", "madame_mim": "4 forms defeated", "lotso": "4 of his 4 at 0"}


# --- the opponents ----------------------------------------------------------------------------


def idle(given: BotInput, rng: Rng) -> Action:
    """The solo opponent: moves, ends its turn, passes; a choice a card hands it, by the
    heuristic."""
    for kind in ("pass", "end_turn"):
        if {"type": kind} in given.legal:
            return {"type": kind}
    moves = [a for a in given.legal if a["type"] == "move"]
    return moves[0] if moves else heuristic_bot(given, rng)


def harmless(match: engine.Match, seat: int, given: BotInput, rng: Rng, fate: bool) -> Action:
    """The heuristic's action among those that do not end the match in ``seat``'s favour
    (and, without ``fate``, are not the Fate action); if every action would, the first."""
    legal = [a for a in given.legal if fate or a["type"] != "fate"] or list(given.legal)
    while legal:
        action = heuristic_bot(dataclasses.replace(given, legal=legal), rng)
        after, _ = engine.submit(match, seat, action, 0.0)
        if not engine.is_finished(after) or seat not in after.game.outcome(after.state)["winners"]:
            return action
        legal = [a for a in legal if a != action]
    return given.legal[0]


# --- one race -----------------------------------------------------------------------------------


@dataclasses.dataclass
class Race:
    turns: int | None  # the villain's turns to its Objective; None: not reached
    steps: dict[str, int]  # each step of its Objective -> the villain's turn it was reached
    fate: int  # Fate actions played against the villain
    reason: str  # why the match ended (objective, round_cap; the opponent never wins)
    # Heroes played into its realm ("in") and defeated there ("out"), and its turns, before
    # and after its ``LATE`` step ("early", "late")
    flow: Counter = dataclasses.field(default_factory=Counter)


def race(villains: tuple[str, ...], villain_seat: int, mode: str, seed: int) -> Race:
    """One match of ``villains`` (a villain a seat), the one at ``villain_seat`` racing."""
    villain, seats = villains[villain_seat], len(villains)
    options = {"villains": ",".join(villains)}
    match, events = engine.start(GAME, seats, options, seed, control=["heuristic"] * seats)
    seen = [[engine.redact_event(e, seat) for e in events] for seat in range(seats)]
    memory: list = [None] * seats
    turns, last_turn, steps, fate, flow = 0, -1, {}, 0, Counter()
    while decisions := engine.decisions(match):
        state = match.state
        phase = "late" if LATE[villain] in steps else "early"
        if state["current"] == villain_seat and state["turns"] != last_turn:
            turns, last_turn = turns + 1, state["turns"]
            flow["turns", phase] += 1
        seat = decisions[0].seat
        assert seat is not None
        given = engine.bot_input(match, seat, seen[seat], memory[seat])
        memory[seat], seen[seat] = given.memory, []
        rng = bot_rng(seed, match.version, seat)
        if seat == villain_seat:
            action = heuristic_bot(given, rng)
        elif mode == "solo":
            action = idle(given, rng)
        else:
            action = harmless(match, seat, given, rng, fate=mode == "fate")
        match, new = engine.submit(match, seat, action, 0.0)
        for other in range(seats):
            seen[other].extend(engine.redact_event(e, other) for e in new)
        fate += sum(1 for e in new if e["type"] == "fate" and e["target"] == villain_seat)
        flow.update(heroes_flow(new, villain_seat, phase))
        for step in STEPS[villain](match.state, villain_seat):
            steps.setdefault(step, turns)
    outcome = match.game.outcome(match.state)
    won = outcome["reason"] == "objective" and villain_seat in outcome["winners"]
    return Race(turns if won else None, steps, fate, outcome["reason"], flow)


def heroes_flow(events: list[dict], seat: int, phase: str) -> Counter:
    """Heroes played into ``seat``'s realm and defeated there among ``events``."""
    flow: Counter = Counter()
    for event in events:
        kind = {"placed": "in", "defeated": "out"}.get(event["type"])
        if kind and event["seat"] == seat and table.card_type(event["card"]) == "hero":
            flow[kind, phase] += 1
    return flow


# --- the figures ----------------------------------------------------------------------------


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def shown(turns: float) -> str:
    return ">40" if math.isinf(turns) else f"{turns:.0f}"


def seating(villain: str, seats: int, n: int) -> tuple[tuple[str, ...], int]:
    """The ``n``-th match's villains and the racing villain's seat: at 2 seats the opponent
    alternates between the other two and the seat every two matches; at 3 all three play, the
    racing villain's seat turning and the others' order alternating."""
    others = [v for v in data.villains() if v != villain]
    if seats == 2:
        seat, chosen = (n // 2) % 2, [others[n % 2]]
    else:
        seat, chosen = n % 3, others if (n // 3) % 2 == 0 else others[::-1]
    return tuple(chosen[:seat] + [villain] + chosen[seat:]), seat


def measure(villain: str, mode: str, matches: int, first_seed: int, seats: int = 2) -> None:
    started = time.process_time()
    races = [race(*seating(villain, seats, n), mode, first_seed + n) for n in range(matches)]
    took = time.process_time() - started
    turns = [math.inf if r.turns is None else r.turns for r in races]
    within = []
    for cap in WITHIN:
        count = sum(1 for t in turns if t <= cap)
        low, high = wilson(count, matches)
        within.append(f"<={cap}: {count / matches:.2f} ({low:.2f}-{high:.2f})")
    played = sum(r.turns or 40 for r in races)
    print(
        f"{villain:11s} {mode:7s} {seats} seats, {matches} matches ({took:.0f} s CPU, Fate "
        f"against it {sum(r.fate for r in races) / played:.2f} a turn): turns median "
        f"{shown(quantile(turns, 0.5))}, p25-p75 {shown(quantile(turns, 0.25))}-"
        f"{shown(quantile(turns, 0.75))}; " + ", ".join(within)
    )
    names: list[str] = []
    for r in races:
        names.extend(s for s in r.steps if s not in names)
    flow = sum((r.flow for r in races), Counter())
    for phase in ("early", "late"):
        mine = flow["turns", phase]
        if mine:
            print(
                f"    {'before' if phase == 'early' else 'from'} {LATE[villain]}: {mine} turns, "
                f"Heroes into its realm {flow['in', phase] / mine:.2f} a turn, defeated "
                f"{flow['out', phase] / mine:.2f} a turn"
            )
    for name in names:
        reached = [r.steps[name] for r in races if name in r.steps]
        print(
            f"    {name:22s} reached in {len(reached):3d} of {matches}, at turn "
            f"median {quantile(reached, 0.5)} (p25-p75 {quantile(reached, 0.25)}-"
            f"{quantile(reached, 0.75)})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=60)
    parser.add_argument("--modes", nargs="+", choices=MODES, default=list(MODES))
    parser.add_argument("--villains", nargs="+", default=list(data.villains()))
    parser.add_argument("--seed", type=int, default=700_000, help="the first match's seed")
    parser.add_argument("--seats", type=int, default=2, choices=(2, 3))
    args = parser.parse_args()
    for villain in args.villains:
        for mode in args.modes:
            measure(villain, mode, args.matches, args.seed, args.seats)


if __name__ == "__main__":
    main()
