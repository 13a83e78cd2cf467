"""A Practical Guide to Evil's own playout invariants (tests/playouts.py;
tests/games/test_playouts.py plays 150 matches each for 2, 3, 4 and 5 players).

The policy takes the open decision (a seat's, or the system's for a due Rule of Three
trigger, resolved here in process) and one of its legal actions, uniformly. Checked after
every action: all 66 cards are in exactly one place and what is attached hangs on a card in
play. Checked on a rotating sample of states (every other state for one seat, every eighth
state for every seat and a spectator): no view shows a card of another hand or of the draw pile,
and no event's public part names a hidden card. At the end: the match is over, with winners.
Checked after every action too: the table keeps the rules that hold at all times (what hangs
on a Named is its controller's, one attached Named a host, Seraphim's feather only on a Hero,
and every band of one side while Team up! is not in play).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

from playouts import Invariants

from service.engine import match as engine
from service.engine.registry import get_game
from service.games.practical_guide_to_evil.deck import CARD_IDS, NAMED
from service.games.practical_guide_to_evil.table import (
    STORIES_TO_WIN,
    band_of,
    counted_stories,
    named_on,
    side,
    team_up,
)

GAME = get_game("practical-guide-to-evil")
MAX_STEPS = 20_000  # a failure guard, not a rule: the turn cap ends every match
FULL_VIEW_EVERY = 8
ALL_CARDS = frozenset(CARD_IDS)
_STRING = re.compile(r'"([^"\\]*)"')


def _cards_in(value: Any) -> set[str]:
    """Every card id anywhere in a view or event (values, list items, dict keys): every JSON
    string of it that is a card id."""
    return ALL_CARDS.intersection(_STRING.findall(json.dumps(value)))


def _check_cards(state: dict) -> None:
    """Conservation: every card in exactly one place."""
    places = [*state["draw"], *state["discard"], *state["play"]]
    for hand in state["hands"]:
        places.extend(hand)
    assert len(places) == len(ALL_CARDS) and set(places) == ALL_CARDS


def _check_table(state: dict) -> None:
    """What hangs on a card hangs on a Named in play and is its controller's (R8); an attached
    Named hangs on an unattached one, one a host (R10); Seraphim's feather hangs only on a
    Hero (R14); without Team up! every band is of one side (R9)."""
    play = state["play"]
    for card, entry in play.items():
        host = entry["on"]
        if host is not None:
            assert host in play and host in NAMED, (card, host)
            assert entry["owner"] == play[host]["owner"], (card, host)
        if card in NAMED and host is not None:
            assert play[host]["on"] is None and named_on(state, host) == card, (card, host)
    feather = play.get("feather")
    if feather is not None and feather["on"] is not None:
        assert side(state, feather["on"]) == "hero", feather
    if not team_up(state):
        for seat in range(state["seats"]):
            sides = {side(state, named) for named in band_of(state, seat)}
            assert len(sides) <= 1, (seat, band_of(state, seat))


def _public(state: dict) -> set[str]:
    return set(state["discard"]) | set(state["play"])


def _check_view(state: dict, seat: int | None) -> None:
    """A view shows public cards and its own hand only; never the draw pile."""
    allowed = _public(state) | (set(state["hands"][seat]) if seat is not None else set())
    seen = GAME.view(state, seat)
    found = _cards_in(seen)
    assert found <= allowed, (seat, found - allowed)
    if seat is not None:
        assert seen["hand"] == sorted(state["hands"][seat])


def _check_events(events: list[dict], before: dict, after: dict) -> None:
    """An event's public part names only cards public before or after it (a card raised from
    the discard pile into a hand was public), or a card played or discarded face up."""
    public = _public(before) | _public(after)
    for event in events:
        shown = _cards_in({k: v for k, v in event.items() if k != "private"})
        revealed = {event["card"]} if event["type"] in ("played", "discarded") else set()
        assert shown <= public | revealed, event


def _check_state(state: dict, before: dict | None, version: int) -> None:
    """Every state: cards and table; views on a rotating sample (every other state for one
    seat, every eighth for every seat and a spectator); one decision at a time."""
    _check_cards(state)
    _check_table(state)
    seats = state["seats"]
    if version % 2:
        _check_view(state, version // 2 % seats)
    elif version % FULL_VIEW_EVERY == 0:
        for seat in [None, *range(seats)]:
            _check_view(state, seat)
    assert len(GAME.decisions(state)) <= 1


def _check_step(before: dict | None, after: dict, events: list[dict], version: int) -> None:
    if before is not None and version % FULL_VIEW_EVERY == 0:
        _check_events(events, before, after)


def _check_end(match: engine.Match, tally: Counter[str]) -> None:
    """Three Stories, or the turn cap of R7; the winners have Stories."""
    state, outcome = match.state, GAME.outcome(match.state)
    assert outcome["winners"]
    tally[outcome["reason"]] += 1
    if outcome["reason"] == "stories":
        (winner,) = outcome["winners"]
        assert len(counted_stories(state, winner)) >= STORIES_TO_WIN


def _check_overall(tally: Counter[str]) -> None:
    assert set(tally) <= {"stories", "turn_cap"}, tally
    assert tally["stories"] > tally["turn_cap"]  # the cap is a backstop, not the game


INVARIANTS = Invariants(
    setups={f"{seats}p": (seats, {}) for seats in (2, 3, 4, 5)},
    max_steps=MAX_STEPS,
    state=_check_state,
    events=_check_step,
    end=_check_end,
    overall=_check_overall,
)
