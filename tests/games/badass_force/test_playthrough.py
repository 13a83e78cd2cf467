"""Golden playthrough: a fixed-seed 4-player match of heuristic bots written move by move and
compared line by line with playthrough_4p.txt. Regenerate with CROUPIER_REGEN_PLAYTHROUGH=1
after a deliberate rule change, and read the diff before committing it. The seed was chosen so
that the match shows an announcement that stands, a bluff found out, a truth denounced, an
execution, the armoury, a power aimed by its announcer, Vengeance mode and its Cool bonus, and
a win on the target."""

from __future__ import annotations

import json
from pathlib import Path

from golden import check_golden

from service.engine import match as engine
from service.engine.bots import bot_rng

GOLDEN = Path(__file__).with_name("playthrough_4p.txt")
GAME = "badass-force"
SEATS, SEED = 4, 9
MAX_STEPS = 5_000


def _event_line(event: dict) -> str:
    fields = {k: v for k, v in event.items() if k not in ("id", "version", "type")}
    return f"  {event['type']} {json.dumps(fields, sort_keys=True)}"


def _table_line(match: engine.Match) -> str:
    state = match.state
    return (
        f"  = round={state['round']} step={state['step']} current={state['current']} "
        f"scores={state['scores']} charges={[w['charge'] for w in state['weapons']]} "
        f"actives={state['actives']} hands={[len(h) for h in state['hands']]} "
        f"modes={''.join(m[0] for m in state['modes'])}"
    )


def playthrough_lines(seed: int = SEED) -> list[str]:
    """The whole match as text: the opening, then each move with its events and the table."""
    match, events = engine.start(GAME, SEATS, {}, seed, control=["heuristic"] * SEATS)
    lines = [f"# {GAME}, {SEATS} heuristic seats, seed {seed}"]
    lines.extend(_event_line(event) for event in events)
    seen = [[engine.redact_event(e, seat) for e in events] for seat in range(SEATS)]
    memory: list = [None] * SEATS
    for _ in range(MAX_STEPS):
        decisions = engine.decisions(match)
        if not decisions:
            lines.append(f"outcome {json.dumps(engine.view(match, None)['outcome'])}")
            return lines
        seat = decisions[0].seat
        assert seat is not None
        given = engine.bot_input(match, seat, seen[seat], memory[seat])
        memory[seat], seen[seat] = given.memory, []
        rng = bot_rng(seed, match.version, seat)
        action = engine.bot_action(match, seat, "heuristic", given, rng)
        match, events = engine.submit(match, seat, action, 0.0)
        for other in range(SEATS):
            seen[other].extend(engine.redact_event(e, other) for e in events)
        lines.append(f"v{match.version} seat {seat}: {engine.action_id(action)}")
        lines.extend(_event_line(event) for event in events)
        lines.append(_table_line(match))
    raise AssertionError("the golden match did not finish")


def features(lines: list[str]) -> dict[str, bool]:
    """What the golden match is chosen to show."""

    def has(prefix: str, *parts: str) -> bool:
        return any(line.startswith(prefix) and all(p in line for p in parts) for line in lines)

    return {
        "announcement stands": has("  window_closed ", '"challenger": null'),
        "bluff found out": has("  revealed ", '"bluff": true'),
        "truth denounced": has("  revealed ", '"bluff": false'),
        "execution": has("  executed "),
        "armoury": has("  armoury "),
        "power aimed": any(" power:target=" in line for line in lines),
        "vengeance": has("  vengeance "),
        "cool bonus": has("  turn ", '"bonus": 1'),
        "won on the target": has("outcome ", '"reason": "target"'),
    }


def test_golden_playthrough_4p_matches_line_by_line():
    """The whole game: a fixed-seed 4-player match replays exactly as recorded."""
    lines = playthrough_lines()
    check_golden(GOLDEN, lines)
    missing = [name for name, found in features(lines).items() if not found]
    assert not missing, f"the golden match no longer shows {missing}"
