"""How an outcome becomes places and ratings (service/ratings.py), from hand-built outcomes:
winners share the first place, the game's ranking orders the rest, forfeits come last."""

from __future__ import annotations

import pytest

from service import ratings


@pytest.mark.parametrize(
    ("outcome", "seats", "forfeited", "expected"),
    [
        ({"winners": [2], "ranking": [2, 0, 1, 3]}, 4, set(), [2, 3, 1, 4]),
        # a shared win (Villainous' forfeit: every other seat wins) and the forfeit last
        ({"winners": [0, 2], "ranking": [0, 2, 1, 3]}, 4, {3}, [1, 3, 1, 4]),
        # a full tie and no winner (Badass Force, RULINGS F19): the tied seats share the top
        ({"winners": [], "tied": [1, 2], "ranking": [1, 2, 0]}, 3, set(), [3, 1, 1]),
        # a game that ranks the forfeiter high still has it last; two forfeits share last
        ({"winners": [0], "ranking": [1, 0, 2, 3]}, 4, {1, 3}, [1, 3, 2, 3]),
    ],
)
def test_places_from_an_outcome(outcome, seats, forfeited, expected):
    assert ratings.places(outcome, seats, forfeited) == expected


def test_forfeits_are_resignations_and_forfeit_timeouts():
    events = [
        {"type": "resigned", "seat": 2},
        {"type": "timeout", "seat": 0, "policy": "forfeit"},
        {"type": "timeout", "seat": 1, "policy": "bot"},
    ]
    assert ratings.forfeits(events) == {0, 2}


def test_tied_players_move_alike_and_the_winner_gains():
    new = {r.player: r for r in ratings.updated({}, {"a": 1, "b": 2, "c": 2}, now=1.0)}
    assert new["a"].rating["mu"] > 25 > new["b"].rating["mu"] == new["c"].rating["mu"]
    assert all(r.before is None and r.rating["matches"] == 1 for r in new.values())
    assert new["a"].score == new["a"].rating["mu"] - 3 * new["a"].rating["sigma"]


def test_a_new_player_shows_1000():
    assert ratings.display(25.0, 25 / 3) == 1000
