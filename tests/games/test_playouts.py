"""Random playouts of every game, set-up by set-up, with the invariants every game keeps and
its own (see tests/playouts.py; a game's own are ``INVARIANTS`` in its ``invariants.py``)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from playouts import invariants, play

from service.engine.registry import get_game

INVARIANTS = invariants()
CASES = [(game, setup) for game, checks in INVARIANTS.items() for setup in checks.setups]


@pytest.mark.parametrize(("game", "setup"), CASES, ids=[f"{g}-{s}" for g, s in CASES])
def test_random_playouts_keep_every_invariant(game: str, setup: str) -> None:
    """Random play, every set-up of every game: each game's invariants hold in every state,
    nothing hidden is shown to anyone, and every match ends."""
    play(game, INVARIANTS[game], setup)


def test_the_shared_secrecy_check_catches_a_view_that_shows_the_hands(monkeypatch):
    """The re-deal is checked for every game that gives one: a view that shows every hand
    differs once the hands are dealt anew."""
    game = get_game("badass-force")
    shown = game.view
    monkeypatch.setattr(
        game, "view", lambda state, seat: {**shown(state, seat), "hands": state["hands"]}
    )
    with pytest.raises(AssertionError):
        play(game.id, replace(INVARIANTS[game.id], matches=1), "4p")
