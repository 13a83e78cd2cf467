"""Villainous' playout checks (invariants.py, played by tests/games/test_playouts.py) fail on
the faults they are there for."""

from __future__ import annotations

from dataclasses import replace

import pytest

from service.engine import match as engine
from service.engine.rng import Rng
from service.games.villainous_bigger_and_badder import rules, table, windows

from .invariants import (
    GAME,
    GAME_ID,
    VILLAINS,
    _check_cards,
    _check_events,
    _check_secrecy,
    _check_step_secrecy,
    _check_vanquish_sets,
    _options,
    _places,
)


def _started(villains: tuple[str, ...] = VILLAINS, seed: int = 0) -> tuple[engine.Match, list]:
    return engine.start(GAME_ID, len(villains), _options(list(villains)), seed)


def test_conservation_check_catches_a_card_lost_or_doubled():
    """V66: a card gone from its deck, or in two places at once, fails the check."""
    match, _ = _started()
    state = table.clone(match.state)
    _check_cards(state, _places(state))
    lost = table.clone(state)
    lost["decks"][0].pop()
    with pytest.raises(AssertionError):
        _check_cards(lost, _places(lost))
    doubled = table.clone(state)
    doubled["discards"][1].append(doubled["hands"][1][0])
    with pytest.raises(AssertionError, match="and in"):
        _places(doubled)


def test_event_check_catches_a_hidden_card_named_in_public():
    """V67: a drawn card named in an event's public part, or a card looked at that the seat
    does not remember in ``known``, fails the check; the same card told to its seat passes."""
    match, events = _started()
    tables = [(match.state, _places(match.state))]
    _check_events(tables, events)
    card = match.state["hands"][1][0]
    _check_events(tables, [{"type": "drew", "seat": 1, "private": {"1": {"cards": [card]}}}])
    with pytest.raises(AssertionError):
        _check_events(tables, [{"type": "drew", "seat": 1, "cards": [card]}])
    top = match.state["fate_decks"][0][-1]
    with pytest.raises(AssertionError):
        _check_events(
            tables, [{"type": "looked_at", "seat": 1, "private": {"1": {"cards": [top]}}}]
        )


def test_secrecy_check_catches_a_view_that_shows_a_hand(monkeypatch):
    """V67: a view that shows the hands differs once they are dealt anew."""
    match, _ = _started()
    _check_secrecy(match.state, Rng("secrecy"))
    shown = GAME.view
    monkeypatch.setattr(
        GAME, "view", lambda state, seat: {**shown(state, seat), "hands": state["hands"]}
    )
    with pytest.raises(AssertionError):
        _check_secrecy(match.state, Rng("secrecy"))


def test_step_check_catches_a_window_opened_by_hidden_cards(t, monkeypatch):
    """V22, V67: Lotso takes Power while Syndrome holds 15 Years Later; the window opens to
    Syndrome whatever his hand holds, and a window opened only to the seats holding a matching
    Condition fails the check."""
    state = t.new(["lotso", "syndrome"])
    t.hand(state, 1, "fifteen_years_later-1")
    match, _ = _started(("lotso", "syndrome"))
    match = replace(match, state=state)
    gain = {"type": "gain_power"}
    after, _ = GAME.apply(state, 0, gain, Rng("gain"), 0.0)
    assert [d.seat for d in GAME.decisions(after)] == [1]
    assert all(_check_step_secrecy(match, 0, gain, Rng(f"deal {n}")) for n in range(5))
    monkeypatch.setattr(
        windows,
        "_could_answer",
        lambda state, seat, trigger: bool(windows.playable(state, seat, trigger)),
    )
    with pytest.raises(AssertionError):
        for n in range(5):
            _check_step_secrecy(match, 0, gain, Rng(f"deal {n}"))


def test_vanquish_check_catches_a_set_refused_for_its_order_or_unlisted(t, monkeypatch):
    """Issue 36 ("You may use as many Allies as you like"): a Vanquish accepted only as listed,
    its fighters in the listed order, fails the check; the game's own check passes."""
    state = t.new(["syndrome", "lotso"], location=0)
    t.put(state, 0, "elastigirl-1", "parr_house")
    for ally in ("velocipod_patrol-1", "security-1", "security-2"):
        t.put(state, 0, ally, "parr_house")
    _check_vanquish_sets(state, 0)
    monkeypatch.setattr(
        rules,
        "illegal_reason",
        lambda state, seat, action: None if action in t.legal(state, seat) else "not listed",
    )
    with pytest.raises(AssertionError):
        _check_vanquish_sets(state, 0)
