"""Random playouts: 150 matches each for 3, 4 and 5 players (``CROUPIER_PLAYOUTS``: see
tests/playouts.py), with invariants in every state.

The policy picks a seat holding a decision, then one of its legal actions, both uniformly;
a Kevin slam sometimes gets a wrong shout. Checked after every action: all 52 cards are
somewhere exactly once, there is one Bad Trevor, and no view shows a seat (or a spectator) a
card it may not see, nor an event's public part. At the end: one loser, holding Bad Trevor.
"""

from __future__ import annotations

import json
import random

import playouts
import pytest

from service.engine.registry import get_game
from service.engine.rng import Rng
from service.games.bad_trevor.deck import CARD_IDS, KEVIN, TREVOR

GAME = get_game("bad-trevor")
MATCHES = playouts.MATCHES
MAX_STEPS = 5_000  # a failure guard, not a rule
FROZEN_MATCHES = 25  # matches in which every apply is also checked not to mutate its input
WRONG_SHOUTS = ("Take that, Trevor!", "Gotcha!", "")
ALL_CARDS = frozenset(CARD_IDS)


def _cards_in(view: dict) -> set[str]:
    """Every card id anywhere in a view (its lists are flat: a nested one raises TypeError)."""
    found: set[str] = set()
    for value in view.values():
        if isinstance(value, list):
            found.update(ALL_CARDS.intersection(value))
        elif isinstance(value, dict):
            found |= _cards_in(value)
        elif value in ALL_CARDS:
            found.add(value)
    return found


def _check_cards(state: dict) -> None:
    """All 52 cards are in exactly one place; Kevin is never in a hand."""
    attack = state["attack"]["cards"] if state["attack"] else []
    middle = [KEVIN] if state["kevin"] == "middle" else []
    places = [*(c for hand in state["hands"] for c in hand), *attack, *state["discard"], *middle]
    assert len(places) == 52 and set(places) == ALL_CARDS
    assert all(KEVIN not in hand for hand in state["hands"])
    assert TREVOR not in state["discard"]


def _check_views(state: dict) -> None:
    """A view shows only its seat's hand, public cards and (laid by it, or face up) attacks."""
    public = set(state["discard"]) | {KEVIN}
    attack = state["attack"]
    if attack and attack["face_up"]:
        public |= set(attack["cards"])
    for seat in [None, *range(state["seats"])]:
        allowed = public
        if seat is not None:
            allowed = public | set(state["hands"][seat])
            if attack and attack["attacker"] == seat:
                allowed = allowed | set(attack["cards"])
        view = GAME.view(state, seat)
        found = _cards_in(view)
        assert found <= allowed, (seat, found - allowed)
        if seat is not None:
            assert view["hand"] == sorted(state["hands"][seat])


def _check_events(events: list[dict], state: dict) -> None:
    """An event's public part names only cards that are face up (or Bad Trevor, picked)."""
    public = set(state["discard"]) | {TREVOR, KEVIN}
    if state["attack"] and state["attack"]["face_up"]:
        public |= set(state["attack"]["cards"])
    for event in events:
        shown = _cards_in({k: v for k, v in event.items() if k not in ("private", "shout")})
        revealed = {event["card"]} if event["type"] == "kevin" else set()
        assert shown <= public | revealed, event


def _choose(state: dict, policy: random.Random) -> tuple[int, dict]:
    seat = policy.choice(GAME.decisions(state)).seat
    actions = GAME.legal_actions(state, seat)
    assert actions, f"seat {seat} holds a decision without actions"
    action = policy.choice(actions)
    if action["type"] == "kevin" and policy.random() < 0.3:
        action = {**action, "shout": policy.choice(WRONG_SHOUTS)}
        assert GAME.illegal_reason(state, seat, action) is None
    return seat, action


def _playout(seats: int, seed: int, policy: random.Random, frozen: bool) -> dict:
    state = GAME.setup(seats, {}, Rng.for_step(seed, 0))
    for version in range(1, MAX_STEPS):
        _check_cards(state)
        _check_views(state)
        if GAME.outcome(state) is not None:
            return state
        seat, action = _choose(state, policy)
        before = json.dumps(state) if frozen else None
        following, events = GAME.apply(state, seat, action, Rng.for_step(seed, version), 0.0)
        assert before is None or json.dumps(state) == before, "apply mutated its input"
        _check_events(events, following)
        state = following
    raise AssertionError(f"{seats}p seed {seed} did not finish in {MAX_STEPS} steps")


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_random_playouts_keep_every_invariant(seats):
    """How to Play / Ending the Game: random play conserves cards, hides secrets and ends
    with exactly one loser holding Bad Trevor."""
    policy = random.Random(seats)
    for seed in range(MATCHES):
        state = _playout(seats, seed, policy, seed < FROZEN_MATCHES)
        outcome = GAME.outcome(state)
        (loser,) = outcome["losers"]
        assert sorted(outcome["ranking"]) == list(range(seats))
        assert outcome["ranking"][-1] == loser and outcome["winners"] == outcome["ranking"][:1]
        assert TREVOR in state["hands"][loser] and GAME.decisions(state) == []
        assert all(not hand for seat, hand in enumerate(state["hands"]) if seat != loser)
