"""Revenge of the B-Movie's own playout invariants (tests/playouts.py;
tests/games/test_playouts.py plays 150 matches each for 3, 4, 5 and 6 players, and for 4
players under the ``winner: richest`` variant).

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
face-up reveals, aside). On a rotating sample of states (every fourth), for each seat and a
spectator, the hidden cards dealt anew (the other hands, by their sizes, and the deck) change
neither the observer's view nor the open decisions nor the seat's legal actions
(``check_blind_to_redeal``). At the end: the match is over, with winners and a full ranking;
at the target, as printed, the one winner is the only seat at or over it.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from typing import Any

from playouts import Invariants

from service.engine import match as engine
from service.engine.registry import get_game
from service.games.revenge_of_the_b_movie.deck import CARD_IDS
from service.games.revenge_of_the_b_movie.film import (
    MAX_CARDS,
    is_legal,
    well_formed,
)

GAME = get_game("revenge-of-the-b-movie")
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


def _check_state(state: dict, before: dict | None, version: int) -> None:
    """Every state: cards and table; views on a rotating sample (every other state for one
    seat, every eighth for every seat and a spectator); one decision, the current seat's."""
    _check_cards(state)
    _check_table(state)
    seats = state["seats"]
    if version % 2:
        _check_view(state, version // 2 % seats)
    elif version % FULL_VIEW_EVERY == 0:
        for seat in [None, *range(seats)]:
            _check_view(state, seat)
    decisions = GAME.decisions(state)
    assert not decisions or [d.seat for d in decisions] == [state["current"]], decisions


def _check_step(before: dict | None, after: dict, events: list[dict], version: int) -> None:
    """The opening's events, then every action's money and private parts; every eighth
    action's public parts."""
    if before is None:
        _check_events(events, None, after)
    else:
        _check_money(before, after, events)
        if version % FULL_VIEW_EVERY == 0:
            _check_events(events, before, after)
    _check_private(events, after)


def _redealt(state: dict, observer: int | None, rng: random.Random) -> dict:
    """Another table the observer cannot tell from this one: every card it cannot see (the
    other hands and the deck) dealt anew, each hand keeping its size."""
    new = json.loads(json.dumps(state))
    hidden = [seat for seat in range(state["seats"]) if seat != observer]
    pool = [*new["deck"], *(card for seat in hidden for card in new["hands"][seat])]
    rng.shuffle(pool)
    for seat in hidden:
        size = len(new["hands"][seat])
        new["hands"][seat], pool = pool[:size], pool[size:]
    new["deck"] = pool
    return new


def _check_end(match: engine.Match, tally: Counter[str]) -> None:
    """The target (as printed the first to reach it wins, the only seat at or over it; under
    the richest variant the richest of those at or over it win, B13) or the round cap."""
    state, outcome = match.state, GAME.outcome(match.state)
    assert outcome["winners"]
    tally[outcome["reason"]] += 1
    if outcome["reason"] != "target":
        return
    reached = [s for s, m in enumerate(state["money"]) if m >= state["target"]]
    if state["winner"] == "first":
        assert outcome["winners"] == reached and len(reached) == 1, state["money"]
    else:
        best = max(state["money"])
        assert outcome["winners"] == [s for s, m in enumerate(state["money"]) if m == best]


def _check_overall(tally: Counter[str]) -> None:
    assert set(tally) <= {"target", "round_cap"}, tally
    assert tally["round_cap"] < tally["target"]  # the cap is a backstop, not the game


INVARIANTS = Invariants(
    setups={
        **{f"{seats}p": (seats, {}) for seats in (3, 4, 5, 6)},
        "4p-richest": (4, {"winner": "richest"}),
    },
    max_steps=MAX_STEPS,
    redeal=_redealt,
    state=_check_state,
    events=_check_step,
    end=_check_end,
    overall=_check_overall,
)
