"""Random playouts: 150 matches each for 3, 4, 5 and 6 players (``CROUPIER_PLAYOUTS``: see
tests/playouts.py), with invariants.

The policy takes the one open decision and one of its legal actions, uniformly, through the
game's own functions (``start``, ``decisions``, ``legal_actions``, ``apply``). Checked after
every action: all 108 cards are in exactly one place (deck, discard pile, hands, films);
every film is well formed, at most 7 cards, wrapped at 7, legal once wrapped; at most two
films a player; film ids unique; money never decreases and grows by the sales' payouts only;
the step is act, wrap, keep or over; a private part names only its own seat's new hand.
Checked on a rotating sample of states (every other state for one seat, every eighth state for
every seat and a spectator): no view shows a card of another hand or of the deck, and a seat's
view shows its own hand sorted; on every eighth action no event's public part names a card that
was hidden before and after it (the card played or discarded face up, and the first dealer's
face-up reveals, aside). At the end: the match is over, with winners and a full ranking.

A second test cross-checks ``illegal_reason`` (the game checks actions without listing them)
against the listed legal actions on sampled playout states.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from typing import Any

import playouts
import pytest

from service.engine.registry import get_game
from service.engine.rng import Rng
from service.games.revenge_of_the_b_movie.deck import CARD_IDS, TYPES, TYPES_ORDER
from service.games.revenge_of_the_b_movie.film import (
    MAX_CARDS,
    is_legal,
    layout,
    placements,
    well_formed,
)

GAME = get_game("revenge-of-the-b-movie")
MATCHES = playouts.MATCHES
MAX_STEPS = 20_000  # a failure guard, not a rule: the round cap ends every match
FULL_VIEW_EVERY = 8
STEPS = {"act", "wrap", "keep", "over"}
ALL_CARDS = frozenset(CARD_IDS)
FACE_UP = ("started", "added", "discarded")  # the card of these events is played face up
_STRING = re.compile(r'"([^"\\]*)"')


def _cards_in(value: Any) -> set[str]:
    """Every card id anywhere in a view or event: every JSON string of it that is a card id."""
    return ALL_CARDS.intersection(_STRING.findall(json.dumps(value)))


def _film_cards(state: dict) -> list[str]:
    return [entry["card"] for film in state["films"] for entry in film["cards"]]


def _check_cards(state: dict) -> None:
    """Conservation: every card in exactly one place."""
    places = [*state["deck"], *state["discard"], *_film_cards(state)]
    for hand in state["hands"]:
        places.extend(hand)
    assert len(places) == len(ALL_CARDS) and set(places) == ALL_CARDS


def _check_table(state: dict) -> None:
    """Films keep the placement rules, the 7-card rule and the two-films rule; the step is
    one of the four; the hands empty together (one card a turn from five each)."""
    assert state["step"] in STEPS, state["step"]
    ids = [film["id"] for film in state["films"]]
    assert len(ids) == len(set(ids)), ids
    owners = Counter(film["owner"] for film in state["films"])
    assert all(0 <= owner < state["seats"] and n <= 2 for owner, n in owners.items()), owners
    for film in state["films"]:
        cards = film["cards"]
        assert cards and len(cards) <= MAX_CARDS and well_formed(cards), film
        if film["wrapped"]:
            assert is_legal(cards), film
        if len(cards) == MAX_CARDS:
            assert film["wrapped"], film  # it wraps by itself at 7 cards
    sizes = [len(hand) for hand in state["hands"]]
    assert max(sizes) - min(sizes) <= 1 and max(sizes) <= 5, sizes
    if state["step"] in ("act", "wrap"):
        assert state["round"] >= 1
    if state["step"] == "act":
        assert state["hands"][state["current"]], "the player to act holds no card"
    if state["step"] == "keep":
        assert not any(state["hands"]), "keep comes in the selling phase"


def _check_money(before: dict, after: dict, events: list[dict]) -> None:
    """Money never decreases; it grows by what the sales of the action paid, seat by seat."""
    paid = [0] * before["seats"]
    for event in events:
        if event["type"] == "sale":
            paid[event["seat"]] += event["paid"]
            assert event["paid"] == 0 or event["sold"], event
    for seat in range(before["seats"]):
        assert after["money"][seat] >= before["money"][seat]
        assert after["money"][seat] - before["money"][seat] == paid[seat], (seat, events)


def _public(state: dict) -> set[str]:
    return set(state["discard"]) | set(_film_cards(state))


def _check_view(state: dict, seat: int | None) -> None:
    """A view shows the discard pile, the films and its own hand only; never the deck."""
    allowed = _public(state) | (set(state["hands"][seat]) if seat is not None else set())
    seen = GAME.view(state, seat)
    found = _cards_in(seen)
    assert found <= allowed, (seat, found - allowed)
    assert seen["hand_counts"] == [len(hand) for hand in state["hands"]]
    assert seen["deck_count"] == len(state["deck"])
    if seat is not None:
        assert seen["hand"] == sorted(state["hands"][seat])
    else:
        assert "hand" not in seen


def _check_private(events: list[dict], after: dict) -> None:
    """A private part is addressed to a seat and names cards of that seat's hand only."""
    for event in events:
        for seat, part in event.get("private", {}).items():
            assert _cards_in(part) <= set(after["hands"][int(seat)]), event


def _check_events(events: list[dict], before: dict | None, after: dict) -> None:
    """An event's public part names only cards public before or after it, or the card played
    or discarded face up, or a card shown face up to find the first dealer."""
    public = (_public(before) if before is not None else set()) | _public(after)
    for event in events:
        shown = _cards_in({k: v for k, v in event.items() if k != "private"})
        if event["type"] in FACE_UP:
            revealed = {event["card"]}
        elif event["type"] == "first_dealer":
            revealed = {reveal["card"] for dealt in event["reveals"] for reveal in dealt}
        else:
            revealed = set()
        assert shown <= public | revealed, event


def _playout(seats: int, seed: int, policy: random.Random) -> dict:
    state, events = GAME.start(seats, GAME.default_options(), Rng.for_step(seed, 0))
    _check_events(events, None, state)
    _check_private(events, state)
    for version in range(1, MAX_STEPS):
        _check_cards(state)
        _check_table(state)
        if version % 2:
            _check_view(state, version // 2 % seats)
        elif version % FULL_VIEW_EVERY == 0:
            for seat in [None, *range(seats)]:
                _check_view(state, seat)
        if GAME.outcome(state) is not None:
            return state
        (decision,) = GAME.decisions(state)
        assert decision.seat == state["current"]
        action = policy.choice(GAME.legal_actions(state, decision.seat))
        rng = Rng.for_step(seed, version)
        following, events = GAME.apply(state, decision.seat, action, rng, 0.0)
        _check_money(state, following, events)
        _check_private(events, following)
        if version % FULL_VIEW_EVERY == 0:
            _check_events(events, state, following)
        state = following
    raise AssertionError(f"{seats}p seed {seed} did not finish in {MAX_STEPS} steps")


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_random_playouts_keep_every_invariant(seats):
    """The whole game, random play: the 108 cards are conserved, hands and the deck stay
    hidden, every film keeps the placement, 7-card and legality rules, at most two films a
    player, money only grows by sales, and every match ends (the target, or the round cap)."""
    policy = random.Random(seats)
    reasons = Counter({"target": 0, "round_cap": 0})
    for seed in range(MATCHES):
        state = _playout(seats, seed, policy)
        outcome = GAME.outcome(state)
        assert outcome is not None and outcome["winners"] and GAME.decisions(state) == []
        assert sorted(outcome["ranking"]) == list(range(seats))
        assert set(outcome["ranking"][: len(outcome["winners"])]) == set(outcome["winners"])
        reasons[outcome["reason"]] += 1
        if outcome["reason"] == "target":  # the richest of those at or over it (B13)
            best = max(state["money"])
            assert best >= state["target"]
            assert outcome["winners"] == [s for s, m in enumerate(state["money"]) if m == best]
    assert set(reasons) == {"target", "round_cap"}, reasons
    assert reasons["round_cap"] < reasons["target"]  # the cap is a backstop, not the game


# --- illegal_reason against the listed actions ---------------------------------------------

CROSS_MATCHES = 12  # per seat count
CROSS_EVERY = 5  # every fifth state of those matches


def _candidates(state: dict, seat: int) -> list[dict]:
    """Actions of every type for ``seat``, legal or not: every card of the hand and one it
    does not hold, every type, every film and one that does not exist, every index."""
    hand = sorted(state["hands"][seat])
    stranger = next(card for card in CARD_IDS if card not in hand)
    films = [film["id"] for film in state["films"]] + ["f999"]
    found: list[dict] = [{"type": "end_turn"}]
    for card in [*hand, stranger]:
        found.append({"type": "discard", "card": card})
        for kind in TYPES_ORDER:
            found.append({"type": "start", "card": card, "as": kind})
            for film in films:
                for at in range(MAX_CARDS + 2):
                    found.append({"type": "add", "card": card, "film": film, "as": kind, "at": at})
    for film in state["films"]:
        found.append({"type": "rearrange", "film": film["id"], "layout": layout(film["cards"])})
        reverse = list(reversed(film["cards"]))
        found.append({"type": "rearrange", "film": film["id"], "layout": layout(reverse)})
    for film in films:
        found.append({"type": "wrap", "film": film})
        found.append({"type": "keep", "film": film})
    found.append({"type": "keep", "film": ""})
    return found


def _wrong_actions(state: dict, seat: int, legal: list[dict]) -> list[dict]:
    """Deliberately wrong actions built from the legal ones."""
    hand = state["hands"][seat]
    stranger = next(card for card in CARD_IDS if card not in hand)
    wrong: list[dict] = [{"type": "keep", "film": "f999"}, {"type": "wrap", "film": "f999"}]
    if state["step"] == "act":
        wrong += [
            {"type": "discard", "card": stranger},
            {"type": "start", "card": stranger, "as": TYPES[stranger][0]},
        ]
        for action in legal:
            if action["type"] == "start":
                missing = next(k for k in TYPES_ORDER if k not in TYPES[action["card"]])
                wrong.append({**action, "as": missing})
            if action["type"] == "add":
                film = next(f for f in state["films"] if f["id"] == action["film"])
                spots = {at for at, _ in placements(film["cards"], action["card"], action["as"])}
                wrong.append({**action, "film": "f999"})
                wrong.append({**action, "at": max(spots) + 1})
                missing = next(k for k in TYPES_ORDER if k not in TYPES[action["card"]])
                wrong.append({**action, "as": missing})
                wrong.append({**action, "card": stranger})
    for film in state["films"]:  # the current layout is no rearrangement; rivals' never are
        wrong.append({"type": "rearrange", "film": film["id"], "layout": layout(film["cards"])})
    if state["step"] == "keep":
        offered = {action["film"] for action in legal}
        wrong += [
            {"type": "keep", "film": f["id"]} for f in state["films"] if f["id"] not in offered
        ]
    return wrong


def _check_reasons(state: dict, seat: int) -> None:
    legal = GAME.legal_actions(state, seat)
    for action in legal:
        assert GAME.illegal_reason(state, seat, action) is None, action
    for action in _wrong_actions(state, seat, legal):
        assert action not in legal, action
        assert GAME.illegal_reason(state, seat, action) is not None, action
    for action in _candidates(state, seat):
        allowed = GAME.illegal_reason(state, seat, action) is None
        assert allowed == (action in legal), (allowed, action)


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_illegal_reason_agrees_with_the_listed_actions(seats):
    """The game refuses actions without listing them (``illegal_reason``): on sampled playout
    states every listed action passes, deliberately wrong ones (a card not in hand, a film
    that does not exist, an index not among the placements, a type the card does not have,
    a layout not listed, a keep not offered) are refused, and of a broad set of candidate
    actions exactly the listed ones pass."""
    policy = random.Random(100 + seats)
    checked = Counter[str]()
    for seed in range(CROSS_MATCHES):
        state = GAME.setup(seats, GAME.default_options(), Rng.for_step(seed, 0))
        version = 0
        while GAME.outcome(state) is None:
            (decision,) = GAME.decisions(state)
            if version % CROSS_EVERY == 0:
                _check_reasons(state, decision.seat)
                checked[state["step"]] += 1
            action = policy.choice(GAME.legal_actions(state, decision.seat))
            version += 1
            state, _ = GAME.apply(state, decision.seat, action, Rng.for_step(seed, version), 0)
    assert checked["act"] and checked["wrap"] and checked["keep"], checked
