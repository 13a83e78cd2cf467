"""One Card Poker through the HTTP API, registered by this test alone: a match of a human and
two bots (heuristic, ismcts) is created, the bots' jobs run in this process (an RQ
``SimpleWorker``, which sees the registry this test filled), the human plays listed actions,
and the match ends with its outcome; the human's view never holds another seat's card."""

from __future__ import annotations

import random
from typing import Any

import redis
from flask.testing import FlaskClient
from rq import Queue, SimpleWorker

from service.api import create_app
from service.engine.registry import unregister

MAX_STEPS = 100


def _run_bot_jobs(redis_url: str) -> None:
    """Every queued job, in this process (a forking worker would not know the game)."""
    connection = redis.Redis.from_url(redis_url)
    queues = Queue.all(connection=connection)
    if queues:
        SimpleWorker(queues, connection=connection).work(burst=True)


def _view(client: FlaskClient, url: str, token: str) -> dict[str, Any]:
    response = client.get(url, headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 200, response.json
    return response.json


def test_a_match_with_bots_is_played_to_the_end_over_http(client, redis_url, monkeypatch):
    monkeypatch.setenv("REDIS_URL", redis_url)  # the jobs' store
    monkeypatch.setenv("CROUPIER_BOT_THINK_SCALE", "0")  # no think-time floor here
    seats = [
        {"type": "human"},
        {"type": "bot", "strategy": "heuristic"},
        {"type": "bot", "strategy": "ismcts"},
    ]
    created = client.post(
        "/v1/matches",
        json={"game": "one-card-poker", "seats": seats, "seed": 4, "options": {"bot_pace_ms": 0}},
    )
    assert created.status_code == 201, created.json
    url, token = f"/v1/matches/{created.json['id']}", created.json["seats"][0]["token"]
    policy = random.Random(4)
    for _ in range(MAX_STEPS):
        _run_bot_jobs(redis_url)
        seen = _view(client, url, token)
        if seen["status"] == "finished":
            break
        cards = seen["table"]["cards"]
        assert cards[0] is not None and cards[1] is None and cards[2] is None
        if any(d["seat"] == 0 for d in seen["decisions"]):
            listed = client.get(url + "/actions", headers={"Authorization": f"Bearer {token}"})
            choice = policy.choice(listed.json["actions"])
            done = client.post(
                url + "/actions",
                json={"action_id": choice["id"]},
                headers={"Authorization": f"Bearer {token}"},
            )
            assert done.status_code == 200, done.json
    else:
        raise AssertionError("the match did not finish")
    assert seen["outcome"]["winners"] and sorted(seen["outcome"]["ranking"]) == [0, 1, 2]
    catalog = {game["id"]: game for game in client.get("/v1/games").json}
    assert catalog["one-card-poker"]["strategies"] == ["random", "heuristic", "ismcts"]


def test_the_published_spec_names_the_registered_game(client):
    """The spec is built from the registry in ``create_app``: this app's knows the game."""
    spec = client.get("/openapi.json").json
    assert "one-card-poker" in str(spec)


def test_a_later_app_never_shows_a_game_unregistered_before_it(client, poker, redis_url):
    """apispec writes the components it renders into the spec options it is given: each app
    works on its own copy of the defaults, so a game one app served stays out of the next."""
    assert "one-card-poker" in str(client.get("/openapi.json").json)
    unregister(poker.id)
    later = create_app({"TESTING": True, "REDIS_URL": redis_url}).test_client()
    assert "one-card-poker" not in str(later.get("/openapi.json").json)
