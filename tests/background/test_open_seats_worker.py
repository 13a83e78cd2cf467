"""Open seats with real ``croupier worker`` processes: a match whose last seat is claimed
starts, and its bots play in the workers from then on, to the end; a match its app starts
with bots in every open seat plays itself out. No timed assertions: waits give up after
generous limits."""

from __future__ import annotations

import random
from typing import Any

from flask.testing import FlaskClient

from service.store import apps

from .conftest import wait_for
from .matches_over_http import UNPACED

MAX_STEPS = 2_000


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _view(client: FlaskClient, match_id: str, token: str | None = None) -> dict[str, Any]:
    response = client.get(f"/v1/matches/{match_id}", headers=_auth(token) if token else {})
    assert response.status_code == 200, response.json
    return response.json


def _mine_or_over(client: FlaskClient, match_id: str, token: str, seat: int) -> Any:
    seen = _view(client, match_id, token)
    mine = [d for d in seen["decisions"] if d["seat"] == seat]
    return seen if mine or seen["status"] == "finished" else None


def test_claimed_seats_start_the_match_and_the_bots_play_it_with_them(
    client, workers, redis_client
):
    workers()
    key = apps.Apps(redis_client).create_key("arcade", 0.0)
    seats = [{"type": "bot", "strategy": "heuristic"}, {"type": "open"}, {"type": "bot"}]
    created = client.post(
        "/v1/matches",
        json={"game": "bad-trevor", "seats": seats, "seed": 5, **UNPACED},
        headers=_auth(key),
    )
    assert created.status_code == 201 and created.json["status"] == "open"
    match_id = created.json["id"]
    claimed = client.post(f"/v1/matches/{match_id}/claims", json={}, headers=_auth(key)).json
    assert claimed["status"] == "active" and claimed["seat"] == 1
    token, policy = claimed["token"], random.Random(5)
    for _ in range(MAX_STEPS):
        seen = wait_for(lambda: _mine_or_over(client, match_id, token, 1))
        if seen["status"] == "finished":
            break
        listed = client.get(f"/v1/matches/{match_id}/actions", headers=_auth(token)).json
        if not listed["actions"]:  # a bot or the system moved since: look again
            continue
        choice = policy.choice(listed["actions"])
        response = client.post(
            f"/v1/matches/{match_id}/actions",
            json={"action_id": choice["id"]},
            headers={**_auth(token), "If-Match": f'"{listed["version"]}"'},
        )
        assert response.status_code in (200, 409), response.json  # 409: a bot moved first
    else:
        raise AssertionError("the match did not finish")
    log = client.get(f"/v1/matches/{match_id}/export").json["log"]
    assert {entry["seat"] for entry in log} >= {0, 1, 2}  # the bots in the workers, and us


def test_an_app_fills_its_open_match_with_bots_and_the_workers_finish_it(
    client, workers, redis_client
):
    workers()
    key = apps.Apps(redis_client).create_key("arcade", 0.0)
    body = {"game": "practical-guide-to-evil", "seats": [{"type": "open"}] * 3, "seed": 9}
    created = client.post("/v1/matches", json=body, headers=_auth(key)).json
    started = client.post(
        f"/v1/matches/{created['id']}/start", json={"strategy": "heuristic"}, headers=_auth(key)
    )
    assert started.status_code == 200 and started.json["status"] == "active"
    final = wait_for(
        lambda: (v := _view(client, created["id"]))["status"] == "finished" and v, timeout=600
    )
    assert final["outcome"] is not None and final["version"] > 3
