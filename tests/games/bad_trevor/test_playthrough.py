"""Golden playthrough: a fixed-seed 4-player match written move by move and compared line by
line with playthrough_4p.txt. Regenerate with CROUPIER_REGEN_PLAYTHROUGH=1 after a deliberate
rule change, and read the diff before committing it."""

from __future__ import annotations

import json
import random
from pathlib import Path

from golden import check_golden

from service.engine import match as engine

GOLDEN = Path(__file__).with_name("playthrough_4p.txt")
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


def _event_line(event: dict) -> str:
    fields = {k: v for k, v in event.items() if k not in ("id", "version", "type")}
    return f"  {event['type']} {json.dumps(fields, sort_keys=True)}"


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
    for _ in range(MAX_STEPS):
        if not engine.decisions(match):
            return lines
        seat, action = _choose(match, policy)
        match, events = engine.submit(match, seat, action, 0.0)
        lines.append(f"v{match.version} seat {seat}: {engine.action_id(action)}")
        lines.extend(_event_line(event) for event in events)
        lines.append(_table_line(match))
    raise AssertionError("the golden match did not finish")


def test_golden_playthrough_4p_matches_line_by_line():
    """How to Play (whole game): a fixed-seed match replays exactly as recorded."""
    lines = playthrough_lines()
    check_golden(GOLDEN, lines)
