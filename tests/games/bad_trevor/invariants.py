"""Bad Trevor's own playout invariants (tests/playouts.py; tests/games/test_playouts.py plays
150 matches each for 3, 4 and 5 players).

The policy picks a seat holding a decision, then one of its legal actions, both uniformly;
a Kevin slam sometimes gets a wrong shout. Checked after every action: all 52 cards are
somewhere exactly once, there is one Bad Trevor, and no view shows a seat (or a spectator) a
card it may not see, nor an event's public part. At the end: one loser, holding Bad Trevor.
"""

from __future__ import annotations

import random
from collections import Counter

from playouts import Invariants

from service.engine import match as engine
from service.engine.registry import get_game
from service.games.bad_trevor.deck import CARD_IDS, KEVIN, TREVOR

GAME = get_game("bad-trevor")
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
    """Any open decision and any of its actions; a Kevin slam sometimes gets a wrong shout."""
    seat = policy.choice(GAME.decisions(state)).seat
    actions = GAME.legal_actions(state, seat)
    assert actions, f"seat {seat} holds a decision without actions"
    action = policy.choice(actions)
    if action["type"] == "kevin" and policy.random() < 0.3:
        action = {**action, "shout": policy.choice(WRONG_SHOUTS)}
        assert GAME.illegal_reason(state, seat, action) is None
    return seat, action


def _check_state(state: dict, before: dict | None, version: int) -> None:
    _check_cards(state)
    _check_views(state)


def _check_step(before: dict | None, after: dict, events: list[dict], version: int) -> None:
    if before is not None:
        _check_events(events, after)


def _check_end(match: engine.Match, tally: Counter[str]) -> None:
    """How to Play / Ending the Game: exactly one loser, holding Bad Trevor, the only seat
    with cards left."""
    state = match.state
    outcome = GAME.outcome(state)
    (loser,) = outcome["losers"]
    assert outcome["ranking"][-1] == loser and outcome["winners"] == outcome["ranking"][:1]
    assert TREVOR in state["hands"][loser]
    assert all(not hand for seat, hand in enumerate(state["hands"]) if seat != loser)


INVARIANTS = Invariants(
    setups={f"{seats}p": (seats, {}) for seats in (3, 4, 5)},
    max_steps=MAX_STEPS,
    frozen=FROZEN_MATCHES,
    choose=_choose,
    state=_check_state,
    events=_check_step,
    end=_check_end,
)
