"""The bots' rating matches (service/matchmaking/bot_ladder.py): who sits where, and one
match per game and period however many watchdogs ask (real Redis; tests/background runs
them in real workers)."""

from __future__ import annotations

import itertools
import os
import threading

import pytest

import service.games  # noqa: F401 - registers the games
from service.engine.registry import all_games
from service.matchmaking.bot_ladder import Settings, lineup, play_due
from service.store import Store, ladder

STRATEGIES = ("random", "heuristic", "ismcts")


@pytest.fixture
def store(redis_url: str, redis_client) -> Store:
    return Store.from_env({**os.environ, "REDIS_URL": redis_url})


@pytest.mark.parametrize("game", all_games(), ids=lambda game: game.id)
def test_a_rating_match_seats_every_strategy_once_each_at_every_seat_over_time(game):
    strategies = game.strategies()
    lineups = [lineup(strategies, game.min_players, game.max_players, n) for n in range(60)]
    assert all(sorted(seats) == sorted(strategies) for seats in lineups)
    for seat in range(len(strategies)):
        assert {seats[seat] for seats in lineups} == set(strategies)


def test_a_two_seat_game_meets_every_pair_and_a_big_one_repeats_in_order():
    pairs = {frozenset(lineup(STRATEGIES, 2, 2, n)) for n in range(60)}
    assert pairs == {frozenset(pair) for pair in itertools.combinations(STRATEGIES, 2)}
    five = lineup(STRATEGIES, 5, 6, 7)
    assert five[:3] == lineup(STRATEGIES, 3, 3, 7) and five[3:] == five[:2]
    assert lineup(STRATEGIES, 3, 5, 7) == lineup(STRATEGIES, 3, 5, 7)  # pure


def test_one_match_per_game_and_period_however_many_watchdogs_ask(store, redis_client):
    settings = Settings(every=3600, games=("bad-trevor", "villainous-bigger-and-badder"))
    made: list[str] = []
    asking = [
        threading.Thread(target=lambda: made.extend(play_due(store, 1000.0, settings)))
        for _ in range(4)
    ]
    for thread in asking:
        thread.start()
    for thread in asking:
        thread.join()
    assert len(made) == 2
    assert play_due(store, 1001.0, settings) == []  # the period has not run out
    for game_id in settings.games or ():
        match_id = redis_client.get(ladder.period_key(game_id)).decode()
        assert match_id in made
        seats = store.load(match_id).stored.meta["seats"]
        assert sorted(seat["strategy"] for seat in seats) == sorted(STRATEGIES)
        assert all(seat["type"] == "bot" for seat in seats)
        assert 0 < redis_client.ttl(ladder.period_key(game_id)) <= 3600


def test_the_next_period_starts_the_next_match(store, redis_client):
    settings = Settings(every=3600, games=("bad-trevor",))
    first = play_due(store, 1000.0, settings)
    redis_client.delete(ladder.period_key("bad-trevor"))  # as the period's end does
    second = play_due(store, 4600.0, settings)
    assert len(first) == len(second) == 1 and first != second
    assert int(redis_client.get(ladder.count_key("bad-trevor"))) == 2


def test_off_or_unset_games_and_bad_settings(store):
    assert play_due(store, 1000.0, Settings(every=0)) == []
    assert Settings.from_env({}) == Settings(3600.0, None)
    assert Settings.from_env({"CROUPIER_BOT_RATING_GAMES": " bad-trevor, badass-force "}).games == (
        "bad-trevor",
        "badass-force",
    )
    with pytest.raises(ValueError, match="CROUPIER_BOT_RATING_EVERY"):
        Settings.from_env({"CROUPIER_BOT_RATING_EVERY": "-1"})
    for bad in ("hourly", "nan"):
        with pytest.raises(ValueError, match="CROUPIER_BOT_RATING_EVERY"):
            Settings.from_env({"CROUPIER_BOT_RATING_EVERY": bad})
    with pytest.raises(Exception, match="chess"):
        Settings.from_env({"CROUPIER_BOT_RATING_GAMES": "chess"})
