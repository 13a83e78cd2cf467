"""Golden playthrough: a fixed-seed 4-player match written move by move and compared line by
line with playthrough_4p.txt. Regenerate with CROUPIER_REGEN_PLAYTHROUGH=1 after a deliberate
rule change, and read the diff before committing it. The seeds were chosen so that the match
shows a Monster replaced, a rearrangement, a film wrapped by itself at 7 cards, a film wrapped
by its owner, sales that sell and sales that do not, a keep decision and a reshuffled deck."""

from __future__ import annotations

import json
import random
from pathlib import Path

from golden import check_golden

from service.engine import match as engine

GOLDEN = Path(__file__).with_name("playthrough_4p.txt")
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


def _event_line(event: dict) -> str:
    fields = {k: v for k, v in event.items() if k not in ("id", "version", "type")}
    return f"  {event['type']} {json.dumps(fields, sort_keys=True)}"


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
    lines.extend(_event_line(event) for event in events)
    for seat, hand in enumerate(match.state["hands"]):
        lines.append(f"deal {seat}: {' '.join(sorted(hand))}")
    lines.append(_table_line(match))
    for _ in range(MAX_STEPS):
        if not engine.decisions(match):
            lines.append(f"outcome {json.dumps(engine.view(match, None)['outcome'])}")
            return lines
        seat, action = choose(match, policy)
        match, events = engine.submit(match, seat, action, 0.0)
        lines.append(f"v{match.version} seat {seat}: {engine.action_id(action)}")
        lines.extend(_event_line(event) for event in events)
        lines.append(_table_line(match))
    raise AssertionError("the golden match did not finish")


def features(lines: list[str]) -> dict[str, bool]:
    """What the golden match is chosen to show."""

    def has(prefix: str, *parts: str) -> bool:
        return any(line.startswith(prefix) and all(p in line for p in parts) for line in lines)

    return {
        "monster replaced": any(
            line.startswith("  added ") and '"replaced": null' not in line for line in lines
        ),
        "rearranged": has("  rearranged "),
        "wrapped by itself": has("  wrapped ", '"auto": true'),
        "wrapped by its owner": has("  wrapped ", '"auto": false'),
        "sold": has("  sale ", '"sold": true'),
        "not sold": has("  sale ", '"sold": false'),
        "keep decision": any(" keep:film=" in line for line in lines),
        "trashed": has("  trashed "),
        "reshuffled": has("  reshuffled "),
        "won on the target": has("outcome ", '"reason": "target"'),
    }


def test_golden_playthrough_4p_matches_line_by_line():
    """The whole game: a fixed-seed 4-player match replays exactly as recorded."""
    lines = playthrough_lines()
    check_golden(GOLDEN, lines)
    missing = [name for name, found in features(lines).items() if not found]
    assert not missing, f"the golden match no longer shows {missing}"
