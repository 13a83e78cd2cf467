"""A Practical Guide to Evil's golden playthrough (tests/golden.py): a fixed-seed 3-player
match of a seeded random policy, written move by move in playthrough_3p.txt. The seeds were
chosen so that a Rule of Three is played and its marker drop is resolved by the system (in
process); policy seed 7 stopped reaching a marker drop once a Duel could no longer target a
shielded Named (R16)."""

from __future__ import annotations

import random

from golden import Playthrough, moves

from service.engine import match as engine

GAME = "practical-guide-to-evil"
SEATS, SEED, POLICY_SEED = 3, 2029, 11
END_TURN_WEIGHT = 0.15  # the policy ends its turn this often when it could still play
MAX_STEPS = 5_000


def choose(match: engine.Match, policy: random.Random) -> tuple[int | None, dict]:
    """A seeded policy: the holder of the decision plays a random legal action, preferring to
    play cards over ending the turn; the system resolves its triggers."""
    seat = engine.decisions(match)[0].seat
    actions = [
        {k: v for k, v in action.items() if k != "id"}
        for action in engine.legal_actions(match, seat)
    ]
    plays = [a for a in actions if a["type"] != "end_turn"]
    if plays and policy.random() > END_TURN_WEIGHT:
        return seat, policy.choice(plays)
    return seat, policy.choice(actions)


def _table_line(match: engine.Match) -> str:
    state = match.state
    counts = [len(hand) for hand in state["hands"]]
    stories = engine.view(match, None)["table"]["stories"]
    return (
        f"  = turn={state['turn']} step={state['step']} current={state['current']} "
        f"hands={counts} draw={len(state['draw'])} discard={len(state['discard'])} "
        f"in_play={len(state['play'])} stories={stories}"
    )


def playthrough_lines(seed: int = SEED, policy_seed: int = POLICY_SEED) -> list[str]:
    """The whole match as text: the deal, then each action with its events and the table."""
    policy = random.Random(policy_seed)
    match, _ = engine.start(GAME, SEATS, {}, seed)
    lines = [f"# {GAME}, {SEATS} seats, seed {seed}, policy seed {policy_seed}"]
    for seat, hand in enumerate(match.state["hands"]):
        lines.append(f"deal {seat}: {' '.join(sorted(hand))}")
    lines.append(f"first player {match.state['first']}")
    return lines + moves(match, lambda now: choose(now, policy), _table_line, MAX_STEPS)


def shows(text: str) -> dict[str, bool]:
    """Dvorak basic rules and the deck's rules, Rule of Three and system trigger included."""
    return {"a system marker drop": " system: drop_marker" in text}


PLAYTHROUGHS = [Playthrough("playthrough_3p.txt", playthrough_lines)]
