"""Golden playthroughs: one fixed-seed match of heuristic bots per villain pairing (and the three
together), written move by move and compared line by line with ``playthrough_<villains>.txt``.
Regenerate with CROUPIER_REGEN_PLAYTHROUGH=1 after a deliberate rule change, and read the diff
before committing it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from golden import check_golden

from service.engine import match as engine
from service.engine.bots import bot_rng

GAME = "villainous-bigger-and-badder"
SEED = 21
MAX_STEPS = 20_000
LINE_UPS = [
    ["syndrome", "madame_mim"],
    ["syndrome", "lotso"],
    ["madame_mim", "lotso"],
    ["syndrome", "madame_mim", "lotso"],
]


def _event_line(event: dict) -> str:
    fields = {k: v for k, v in event.items() if k not in ("id", "version", "type")}
    return f"  {event['type']} {json.dumps(fields, sort_keys=True)}"


def _table_line(match: engine.Match) -> str:
    state = match.state
    rows = [[len(row["top"]) for row in rows] for rows in state["board"]]
    return (f"  = round={state['round']} current={state['current']} step={state['step']} "
            f"power={state['power']} hands={[len(h) for h in state['hands']]} "
            f"heroes={rows} stack={[f['kind'] for f in state['stack']]}")  # fmt: skip


def playthrough_lines(villains: list[str], seed: int = SEED) -> list[str]:
    """The whole match as text: the opening, then each move with its events and the table."""
    seats = len(villains)
    options = {"villains": ",".join(villains)}
    match, events = engine.start(GAME, seats, options, seed, control=["heuristic"] * seats)
    lines = [f"# {GAME}, {villains}, heuristic seats, seed {seed}"]
    lines.extend(_event_line(event) for event in events)
    seen = [[engine.redact_event(e, seat) for e in events] for seat in range(seats)]
    memory: list = [None] * seats
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
        for other in range(seats):
            seen[other].extend(engine.redact_event(e, other) for e in events)
        lines.append(f"v{match.version} seat {seat}: {engine.action_id(action)}")
        lines.extend(_event_line(event) for event in events)
        lines.append(_table_line(match))
    raise AssertionError("the match did not finish")


@pytest.mark.parametrize("villains", LINE_UPS, ids=["-".join(v) for v in LINE_UPS])
def test_golden_playthrough(villains):
    """The recording of each line-up, line for line: any change to the rules, the cards, the
    bots or the events shows as a diff."""
    golden = Path(__file__).with_name(f"playthrough_{'_'.join(villains)}.txt")
    check_golden(golden, playthrough_lines(villains))


def test_the_playthroughs_show_the_rules_at_work():
    """The recordings are worth reading: between them they hold a Fate action, a Vanquish, a
    Condition window and a win by an Objective."""
    text = "\n".join(Path(__file__).with_name(f"playthrough_{'_'.join(v)}.txt").read_text()
                     for v in LINE_UPS)  # fmt: skip
    for needle in ("  fate {", "  vanquish {", "  window_opened {", "  objective {"):
        assert needle in text, needle
