"""Ratings with real workers (service/ratings.py, workers/jobs.py ``rate``): a finished
match counts once in its players' ratings, whether its job runs again (a retry, a watchdog's
re-dispatch) or its worker is SIGKILLed before or after the ratings' write."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
import redis
from api.helpers import Table, new_app_key, play_to_end
from flask.testing import FlaskClient

from service import dispatch
from service.api import create_app
from service.engine.match import Match
from service.store import Store, keys
from service.store import pending as pending_sets

from .conftest import Spawn, kill_group, wait_for

PLAYERS = ["alice", "bob", "carol"]


@pytest.fixture
def app_key(redis_client, redis_url, monkeypatch, capsys) -> str:
    return new_app_key("arcade", monkeypatch, redis_url, capsys)


@pytest.fixture
def client(redis_url: str) -> FlaskClient:
    settings = {"TESTING": True, "REDIS_URL": redis_url, "RATE_LIMITS": "off"}
    return create_app(settings).test_client()


def finish_a_match(client: FlaskClient, key: str) -> str:
    """A 3-seat Bad Trevor match of named players, played to its end over HTTP."""
    seats = [{"type": "human", "player": player} for player in PLAYERS]
    headers = {"Authorization": f"Bearer {key}"}
    body = {"game": "bad-trevor", "seats": seats, "seed": 5}
    response = client.post("/v1/matches", json=body, headers=headers)
    assert response.status_code == 201, response.json
    tokens = [seat["token"] for seat in response.json["seats"]]
    play_to_end(Table(client, response.json["id"], tokens))
    return response.json["id"]


def stored_ratings(client: redis.Redis) -> dict[str, Any]:
    found = client.hgetall(keys.ratings("arcade", "bad-trevor"))
    return {player.decode(): json.loads(raw) for player, raw in found.items()}


def counted(client: redis.Redis, match_id: str) -> bool:
    return client.zscore(keys.rated_matches("arcade", "bad-trevor"), match_id) is not None


def work_done(client: redis.Redis, match_id: str) -> bool:
    """The match's pending record is gone: its rate job ran to its end."""
    pending, _ = pending_sets.pending_keys(client, match_id)
    return client.zscore(pending, match_id) is None


def test_a_match_is_rated_once_though_its_job_runs_again(
    client, app_key, workers: Spawn, store: Store, redis_client, queue_client
):
    workers()
    match_id = finish_a_match(client, app_key)
    wait_for(lambda: counted(redis_client, match_id) and work_done(redis_client, match_id))
    first = stored_ratings(redis_client)
    assert sorted(first) == PLAYERS and {r["matches"] for r in first.values()} == {1}
    stored = store.load(match_id).stored
    assert stored is not None
    match = Match.from_json(stored.match)
    again = dispatch.dispatch(store, match_id, match, time.time(), attempt=1)  # a retry
    assert again == [dispatch.job_id(match_id, match.version, dispatch.Work("rate"), 1)]
    wait_for(lambda: work_done(redis_client, match_id))
    wait_for(lambda: queue_client.hget(f"rq:job:{again[0]}", "status") == b"finished")
    assert stored_ratings(redis_client) == first


@pytest.mark.parametrize("killed", ["before_the_write", "after_the_write"])
def test_a_worker_killed_in_a_rate_job_leaves_the_match_counted_once(
    client, app_key, workers: Spawn, redis_client, queue_client, killed: str
):
    """SIGKILLed before its ratings' write (CROUPIER_FAULT_DELAY: the job is in hand, nothing
    written) or after it (CROUPIER_FAULT_RATE_PAUSE: written, the match not yet marked
    rated, the job not done): a second worker's watchdog runs the job again, which counts
    the match once and marks it."""
    pause = "CROUPIER_FAULT_DELAY" if killed == "before_the_write" else "CROUPIER_FAULT_RATE_PAUSE"
    doomed = workers(**{pause: "50"})
    match_id = finish_a_match(client, app_key)
    wait_for(
        lambda: any(
            queue_client.hget(k, "current_job") for k in queue_client.smembers("rq:workers")
        )
    )
    if killed == "after_the_write":
        wait_for(lambda: counted(redis_client, match_id))
    written = stored_ratings(redis_client)
    assert bool(written) == (killed == "after_the_write")
    kill_group(doomed)
    doomed.wait(timeout=10)
    workers()
    wait_for(lambda: counted(redis_client, match_id) and work_done(redis_client, match_id))
    final = stored_ratings(redis_client)
    assert {r["matches"] for r in final.values()} == {1}
    if written:
        assert final == written
    marked = "already" if written else "applied"  # the run again found it counted
    assert redis_client.hget(keys.state(match_id), "rated") == marked.encode()


def test_all_bot_matches_rate_the_strategies_in_the_catalog(client, workers: Spawn, redis_client):
    """Two all-bot matches (no app needed: the bots' pool is every app's): each strategy
    counted once a match, in the pool shared by every app, and shown in the catalog."""
    workers()
    bots = [{"type": "bot", "strategy": s} for s in ("heuristic", "random", "random")]
    made = [
        client.post("/v1/matches", json={"game": "bad-trevor", "seats": bots, "seed": seed})
        for seed in (1, 2)
    ]
    assert all(response.status_code == 201 for response in made)
    pool = keys.rated_matches(keys.BOT_POOL, "bad-trevor")
    wait_for(lambda: redis_client.zcard(pool) == 2, progress=lambda: redis_client.dbsize())
    catalog = {game["id"]: game for game in client.get("/v1/games").json}
    rated = catalog["bad-trevor"]["strategy_ratings"]
    assert sorted(rated) == ["heuristic", "random"]
    assert {rating["matches"] for rating in rated.values()} == {2}
    assert catalog["badass-force"]["strategy_ratings"] == {}


def test_the_workers_keep_the_bots_ratings_fresh_with_matches_of_their_own(
    client, workers: Spawn, redis_client, store: Store
):
    """No app plays: a worker starts the period's rating match (every strategy seated once),
    its bots play it out and it counts in the shared pool, shown in the catalog."""
    workers(CROUPIER_BOT_RATING_EVERY="3600", CROUPIER_BOT_RATING_GAMES="bad-trevor")
    match_id = str(wait_for(lambda: _started_match(store, "bad-trevor")))
    pool = keys.rated_matches(keys.BOT_POOL, "bad-trevor")
    wait_for(
        lambda: redis_client.zscore(pool, match_id) is not None,
        progress=lambda: client.get(f"/v1/matches/{match_id}").json["version"],
    )
    catalog = {game["id"]: game for game in client.get("/v1/games").json}
    rated = catalog["bad-trevor"]["strategy_ratings"]
    assert sorted(rated) == ["heuristic", "ismcts", "random"]
    assert {rating["matches"] for rating in rated.values()} == {1}
    assert catalog["badass-force"]["strategy_ratings"] == {}  # only the games asked for
    assert redis_client.zcard(pool) == 1  # one match this period, however many ticks


def _started_match(store: Store, game_id: str) -> str | None:
    """The period's rating match, once made (``due`` while it is being created)."""
    current = store.ladder.current(game_id)
    return None if current in (None, "due") else current
