"""Villainous' golden playthroughs (tests/golden.py): one fixed-seed match of heuristic bots
per villain pairing (and the three together), written move by move in
``playthrough_<villains>.txt``."""

from __future__ import annotations

from functools import partial

from golden import HeuristicSeats, Playthrough, event_line, moves

from service.engine import match as engine

GAME = "villainous-bigger-and-badder"
SEED = 21
MAX_STEPS = 20_000
LINE_UPS = [
    ["syndrome", "madame_mim"],
    ["syndrome", "lotso"],
    ["madame_mim", "lotso"],
    ["syndrome", "madame_mim", "lotso"],
]


def _table_line(match: engine.Match) -> str:
    state = match.state
    rows = [[len(row["top"]) for row in rows] for rows in state["board"]]
    return (
        f"  = round={state['round']} current={state['current']} step={state['step']} "
        f"power={state['power']} hands={[len(h) for h in state['hands']]} "
        f"heroes={rows} stack={[f['kind'] for f in state['stack']]}"
    )


def playthrough_lines(villains: list[str], seed: int = SEED) -> list[str]:
    """The whole match as text: the opening, then each move with its events and the table."""
    seats = len(villains)
    options = {"villains": ",".join(villains)}
    match, events = engine.start(GAME, seats, options, seed, control=["heuristic"] * seats)
    lines = [f"# {GAME}, {villains}, heuristic seats, seed {seed}"]
    lines.extend(event_line(event) for event in events)
    bots = HeuristicSeats(seats, seed, events)
    return lines + moves(match, bots.choose, _table_line, MAX_STEPS, saw=bots.saw)


def shows(text: str) -> dict[str, bool]:
    """The recordings are worth reading: between them they hold a Fate action, a Vanquish, a
    Condition window and a win by an Objective."""
    needles = ("  fate {", "  vanquish {", "  window_opened {", "  objective {")
    return {needle.strip(" {"): needle in text for needle in needles}


PLAYTHROUGHS = [
    Playthrough(f"playthrough_{'_'.join(villains)}.txt", partial(playthrough_lines, villains))
    for villains in LINE_UPS
]
