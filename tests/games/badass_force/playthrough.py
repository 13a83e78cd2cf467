"""Badass Force's golden playthrough (tests/golden.py): a fixed-seed 4-player match of
heuristic bots, written move by move in playthrough_4p.txt. The seed was chosen so that the
match shows an announcement that stands, a bluff found out, a truth denounced, an execution,
the armoury, a power aimed by its announcer, Vengeance mode and its Cool bonus, and a win on
the target."""

from __future__ import annotations

from golden import HeuristicSeats, Playthrough, event_line, has, moves

from service.engine import match as engine

GAME = "badass-force"
SEATS, SEED = 4, 1
MAX_STEPS = 5_000


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
    lines.extend(event_line(event) for event in events)
    bots = HeuristicSeats(SEATS, seed, events)
    return lines + moves(match, bots.choose, _table_line, MAX_STEPS, saw=bots.saw)


def shows(text: str) -> dict[str, bool]:
    """What the golden match is chosen to show."""
    return {
        "announcement stands": has(text, "  window_closed ", '"denouncer_seat": null'),
        "bluff found out": has(text, "  revealed ", '"bluff": true'),
        "truth denounced": has(text, "  revealed ", '"bluff": false'),
        "execution": has(text, "  executed "),
        "armoury": has(text, "  armoury "),
        "power aimed": " power:target=" in text,
        "vengeance": has(text, "  vengeance "),
        "cool bonus": has(text, "  turn ", '"bonus": 1'),
        "won on the target": has(text, "outcome ", '"reason": "target"'),
    }


PLAYTHROUGHS = [Playthrough("playthrough_4p.txt", playthrough_lines)]
