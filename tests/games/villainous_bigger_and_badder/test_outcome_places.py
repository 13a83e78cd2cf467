"""How a Villainous outcome places its seats in players' ratings (service/ratings.py)."""

from __future__ import annotations

from service import ratings
from service.engine.registry import get_game


def test_the_seats_that_did_not_win_share_one_place_in_the_ratings():
    """V78: the rulebook declares a winner and ranks no one after it; a resigner is last."""
    game = get_game("villainous-bigger-and-badder")
    assert game.ranked_losers is False
    outcome = {"winners": [1], "ranking": [1, 2, 0]}
    assert ratings.places(outcome, 3, set(), game.ranked_losers) == [2, 1, 2]
    resigned = {"winners": [0, 2], "ranking": [0, 2, 1]}
    assert ratings.places(resigned, 3, {1}, game.ranked_losers) == [1, 3, 1]
