"""Revenge of the B-Movie's golden playthrough (tests/golden.py): a fixed-seed 4-player match
of a seeded policy that looks like play, written move by move in playthrough_4p.txt. The seeds
were chosen so that the match shows a Monster replaced, a rearrangement, a film wrapped by
itself at 7 cards, a film wrapped by its owner, sales that sell and sales that do not, a keep
decision and a reshuffled deck."""

from __future__ import annotations

import random

from golden import Playthrough, event_line, has, moves

from service.engine import match as engine

GAME = "revenge-of-the-b-movie"
SEATS, SEED, POLICY_SEED = 4, 2072, 1
DISCARD_WEIGHT = 0.1  # the policy discards this often when it could start a film or add a card
REARRANGE_WEIGHT = 0.15  # it rearranges this often when it may
WRAP_WEIGHT = 0.7  # it wraps this often when it may
MAX_STEPS = 5_000


def choose(match: engine.Match, policy: random.Random) -> tuple[int, dict]:
    """A seeded policy that looks like play: it starts films and adds cards rather than
    discarding, rearranges now and then, wraps more often than not; any keep."""
    seat = engine.decisions(match)[0].seat
    actions = [engine.without_id(action) for action in engine.legal_actions(match, seat)]
    by_type: dict[str, list[dict]] = {}
    for action in actions:
        by_type.setdefault(action["type"], []).append(action)
    if "rearrange" in by_type and policy.random() < REARRANGE_WEIGHT:
        return seat, policy.choice(by_type["rearrange"])
    if "wrap" in by_type and policy.random() < WRAP_WEIGHT:
        return seat, policy.choice(by_type["wrap"])
    plays = by_type.get("start", []) + by_type.get("add", [])
    if plays and policy.random() > DISCARD_WEIGHT:
        return seat, policy.choice(plays)
    rest = [a for a in actions if a["type"] not in ("rearrange", "wrap", "start", "add")]
    return seat, policy.choice(rest or actions)


def _table_line(match: engine.Match) -> str:
    state = match.state
    counts = [len(hand) for hand in state["hands"]]
    return (
        f"  = round={state['round']} step={state['step']} current={state['current']} "
        f"dealer={state['dealer']} hands={counts} deck={len(state['deck'])} "
        f"discard={len(state['discard'])} films={len(state['films'])} money={state['money']}"
    )


def playthrough_lines(seed: int = SEED, policy_seed: int = POLICY_SEED) -> list[str]:
    """The whole match as text: the opening, then each action with its events and the table."""
    policy = random.Random(policy_seed)
    match, events = engine.start(GAME, SEATS, {}, seed)
    lines = [f"# {GAME}, {SEATS} seats, seed {seed}, policy seed {policy_seed}"]
    lines.extend(event_line(event) for event in events)
    for seat, hand in enumerate(match.state["hands"]):
        lines.append(f"deal {seat}: {' '.join(sorted(hand))}")
    lines.append(_table_line(match))
    return lines + moves(match, lambda now: choose(now, policy), _table_line, MAX_STEPS)


def shows(text: str) -> dict[str, bool]:
    """What the golden match is chosen to show."""
    lines = text.splitlines()
    return {
        "monster replaced": any(
            line.startswith("  added ") and '"replaced": null' not in line for line in lines
        ),
        "rearranged": has(text, "  rearranged "),
        "wrapped by itself": has(text, "  wrapped ", '"auto": true'),
        "wrapped by its owner": has(text, "  wrapped ", '"auto": false'),
        "sold": has(text, "  sale ", '"sold": true'),
        "not sold": has(text, "  sale ", '"sold": false'),
        "keep decision": " keep:film=" in text,
        "trashed": has(text, "  trashed "),
        "reshuffled": has(text, "  reshuffled "),
        "won on the target": has(text, "outcome ", '"reason": "target"'),
    }


PLAYTHROUGHS = [Playthrough("playthrough_4p.txt", playthrough_lines)]
