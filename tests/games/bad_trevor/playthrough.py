"""Bad Trevor's golden playthrough (tests/golden.py): a fixed-seed 4-player match of a seeded
random policy, written move by move in playthrough_4p.txt."""

from __future__ import annotations

import random

from golden import Playthrough, moves

from service.engine import match as engine

SEATS, SEED, POLICY_SEED = 4, 2024, 7
WINDOW_CHANCE = 0.05  # how often a Kevin window is chosen over the seat whose turn it is
WRONG_SHOUT_CHANCE = 0.3
MAX_STEPS = 5_000


def _choose(match: engine.Match, policy: random.Random) -> tuple[int, dict]:
    """A seeded policy: mostly the turn's holder, sometimes a Kevin window; any legal action."""
    decisions = engine.decisions(match)
    turns = [d for d in decisions if d.kind == "turn"]
    pool = decisions if not turns or policy.random() < WINDOW_CHANCE else turns
    seat = policy.choice(pool).seat
    action = policy.choice(engine.legal_actions(match, seat))
    if action["type"] == "kevin" and policy.random() < WRONG_SHOUT_CHANCE:
        action = {"type": "kevin", "position": action["position"], "shout": "Take that, Trevor!"}
    return seat, action


def _table_line(match: engine.Match) -> str:
    state = match.state
    counts = [len(hand) for hand in state["hands"]]
    return (
        f"  = step={state['step']} current={state['current']} hands={counts} "
        f"discard={len(state['discard'])} direction={state['direction']} out={state['out']}"
    )


def playthrough_lines() -> list[str]:
    """The whole match as text: the deal, then each action with its events and the table."""
    policy = random.Random(POLICY_SEED)
    match, _ = engine.start("bad-trevor", SEATS, {}, SEED)
    lines = [f"# bad-trevor, {SEATS} seats, seed {SEED}, policy seed {POLICY_SEED}"]
    for seat, hand in enumerate(match.state["hands"]):
        lines.append(f"deal {seat}: {' '.join(sorted(hand))}")
    lines.append(f"kevin in the middle; first player {match.state['first']}")
    return lines + moves(
        match, lambda now: _choose(now, policy), _table_line, MAX_STEPS, outcome=False
    )


PLAYTHROUGHS = [Playthrough("playthrough_4p.txt", playthrough_lines)]
