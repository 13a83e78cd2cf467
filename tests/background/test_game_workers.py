"""Every game through real ``croupier worker`` processes and real Redis: a whole match, seat 0
a human playing every decision it holds over HTTP, the other seats bots in the workers. Each
game says how (``ROUND_TRIP`` in its worker suite: the bots, the seed, the human's policy and
what it checks of the finished match); a new game adds its own. No timed assertions: waits
give up after generous limits."""

from __future__ import annotations

import pytest

import service.games  # noqa: F401  (registers every game)
from service.engine.registry import all_games

from . import matches_over_http as http
from . import (
    test_badass_force_worker,
    test_bmovie_worker,
    test_pgte_worker,
    test_villainous_worker,
    test_workers,
)

ROUND_TRIPS: dict[str, http.RoundTrip] = {
    "bad-trevor": test_workers.ROUND_TRIP,
    "badass-force": test_badass_force_worker.ROUND_TRIP,
    "practical-guide-to-evil": test_pgte_worker.ROUND_TRIP,
    "revenge-of-the-b-movie": test_bmovie_worker.ROUND_TRIP,
    "villainous-bigger-and-badder": test_villainous_worker.ROUND_TRIP,
}
CASES = [(game, setup) for game, trip in ROUND_TRIPS.items() for setup in trip.setups]


def test_every_game_has_a_round_trip():
    assert sorted(ROUND_TRIPS) == sorted(game.id for game in all_games())


@pytest.mark.parametrize(("game", "setup"), CASES, ids=[f"{g}-{s}" if s else g for g, s in CASES])
def test_a_human_plays_a_whole_match_against_bots(client, workers, store, game, setup):
    trip = ROUND_TRIPS[game]
    for _ in range(trip.workers):
        workers()
    played = http.play_against_bots(client, game, trip, setup)
    http.check_finished(played, trip, http.action_log(store, played.match_id))
    trip.check(client, played)
