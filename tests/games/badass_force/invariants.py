"""Badass Force's own playout invariants (tests/playouts.py; tests/games/test_playouts.py
plays 150 matches each for 3, 4, 5 and 6 players).

The policy takes one open decision and one of its legal actions, uniformly, through the game's
own functions (``start``, ``decisions``, ``legal_actions``, ``apply``). Checked after every
action: each seat owns exactly one copy of each of the cast's seven characters, in one place
(hand, active, Loge, graveyard); the 24 weapons are each in one place (held, centre, pile,
discard), three in the centre; charges stay between 0 and the weapon's maximum; scores never
fall and grow only by the points the events name; Vengeance never flips back; a player who
owes no new active character has one, and two characters at least; private parts name only
their own seat's cards. On a rotating sample of states: views and decisions are the same
whatever another seat's hidden cards, the pile's order and the sealed answers are (the
hidden information is shuffled and nothing a seat or a spectator is shown may change). At
the end: the target was reached, the winner is the best standing among those at it (on a full
tie, no winner and the tied seats).
"""

from __future__ import annotations

import random
from collections import Counter

from playouts import Invariants

from service.engine import match as engine
from service.engine.registry import get_game
from service.games.badass_force.deck import WEAPON_IDS, max_charge
from service.games.badass_force.table import clone, standing

GAME = get_game("badass-force")
MAX_STEPS = 20_000  # a failure guard, not a rule: the round cap ends every match
SCRAMBLE_EVERY = 4
STEPS = {"setup", "act", "denounce", "resolve", "over"}
PUBLIC_KEYS = {  # what the public part of an event about hidden cards may hold
    "chose": {"type", "seat", "prompt"},
    "changed_character": {"type", "seat"},
    "vengeance": {"type", "seat"},
    "answered": {"type", "instance", "seat"},
}


def _check_cards(state: dict) -> None:
    """Conservation: every seat holds the cast once over; every weapon is in one place."""
    cast = sorted(state["cast"])
    for seat in range(state["seats"]):
        active = state["actives"][seat]
        owned = [*state["hands"][seat], state["loges"][seat], *state["graves"][seat]]
        owned += [active] if active is not None else []
        assert sorted(owned) == cast, (seat, owned)
    weapons = [held["card"] for held in state["weapons"]]
    weapons += [*state["centre"], *state["pile"], *state["discard"]]
    assert sorted(weapons) == sorted(WEAPON_IDS)
    assert len(state["centre"]) == 3


def _check_table(state: dict, before: dict | None) -> None:
    assert state["step"] in STEPS, state["step"]
    for held in state["weapons"]:
        assert 0 <= held["charge"] <= max_charge(held["card"]), held
    owing = {item["seat"] for item in state["pending"] if item["prompt"] in ("replace", "rechoose")}
    if state["step"] not in ("setup", "over"):
        for seat in range(state["seats"]):
            if seat not in owing:
                assert state["actives"][seat] is not None, seat
                assert len(state["hands"][seat]) >= 1, seat  # two characters at least
    if state["step"] == "denounce":
        assert state["announcement"] is not None and not state["pending"]
    if before is not None:
        for seat in range(state["seats"]):
            assert state["scores"][seat] >= before["scores"][seat]
            if before["modes"][seat] == "vengeance":
                assert state["modes"][seat] == "vengeance"


def _check_points(before: dict, after: dict, events: list[dict]) -> None:
    """Scores grow by the points of kills, the Cool bonus and the Nitro Launcher's extra."""
    gained = [0] * before["seats"]
    for event in events:
        if event["type"] == "killed":
            assert event["points"] in (1, 2, 3) and event["seat"] != event["target"], event
            gained[event["seat"]] += event["points"]
        elif event["type"] == "turn":
            gained[event["seat"]] += event["bonus"]
        elif event["type"] == "bonus":
            gained[event["seat"]] += event["points"]
    assert [a - b for a, b in zip(after["scores"], before["scores"], strict=True)] == gained


def _check_events(events: list[dict], after: dict) -> None:
    """A private part is addressed to a seat and holds that seat's own secret only."""
    for event in events:
        public = {key for key in event if key != "private"}
        if event["type"] in PUBLIC_KEYS:
            assert public == PUBLIC_KEYS[event["type"]], event
        for seat, part in event.get("private", {}).items():
            seat_no = int(seat)
            if "loge" in part:
                assert part["loge"] in (after["loges"][seat_no], None) or event["type"] == "set_up"
            if "character" in part:
                assert part["character"] in after["cast"]


def _scrambled(state: dict, keep: int | None, rng: random.Random) -> dict:
    """The same table with every other seat's hidden cards dealt anew (same counts), the
    weapon pile shuffled and the other seats' sealed answers changed."""
    new = clone(state)
    for seat in range(state["seats"]):
        if seat == keep:
            continue
        active = new["actives"][seat]
        pool = [*new["hands"][seat], new["loges"][seat], *([active] if active else [])]
        rng.shuffle(pool)
        new["loges"][seat] = pool.pop()
        if active is not None:
            new["actives"][seat] = pool.pop()
        new["hands"][seat] = sorted(pool)
    rng.shuffle(new["pile"])
    if new["announcement"] is not None:
        answers = new["announcement"]["answers"]
        for seat in answers:
            if int(seat) != keep:
                answers[seat] = rng.choice(["denounce", "pass"])
    return new


def _check_state(state: dict, before: dict | None, version: int) -> None:
    _check_cards(state)
    _check_table(state, before)


def _check_step(before: dict | None, after: dict, events: list[dict], version: int) -> None:
    if before is not None:
        _check_points(before, after, events)
    _check_events(events, after)


def _check_end(match: engine.Match, tally: Counter[str]) -> None:
    """The target was reached, never the round cap (F20); the best standing among those at
    it won (F18, F19)."""
    state = match.state
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome["reason"] == "target", outcome
    reached = [s for s in range(state["seats"]) if state["scores"][s] >= state["target"]]
    best = max(standing(state, s) for s in reached)
    leaders = [s for s in reached if standing(state, s) == best]
    if len(leaders) == 1:
        assert outcome["winners"] == leaders and outcome["tied"] == []
    else:  # a full tie: no winner yet, a new game breaks it (F19)
        assert outcome["winners"] == [] and outcome["tied"] == leaders
    assert state["round"] < state["max_rounds"]


INVARIANTS = Invariants(
    setups={f"{seats}p": (seats, {}) for seats in (3, 4, 5, 6)},
    max_steps=MAX_STEPS,
    sample_every=SCRAMBLE_EVERY,
    redeal=_scrambled,
    state=_check_state,
    events=_check_step,
    end=_check_end,
)
