"""Invite claims and their Idempotency-Keys (issue 32, item 5): every holder of an invite
shows the same code, so a claim's key is the one secret telling one claimer from another.
No holder ever obtains the token another holder claimed: a key that is not a random UUID
(version 4) is refused before anything is claimed, and each random key answers its own
claimer's seat and token."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
import redis
from flask.testing import FlaskClient

HUMAN, OPEN = {"type": "human"}, {"type": "open"}


def invited(client: FlaskClient) -> dict[str, Any]:
    body = {"game": "bad-trevor", "seats": [HUMAN, OPEN, OPEN], "invite": True}
    response = client.post("/v1/matches", json=body)
    assert response.status_code == 201, response.json
    return response.json


def claim(client: FlaskClient, match: dict[str, Any], key: str) -> Any:
    return client.post(
        f"/v1/matches/{match['id']}/claims",
        headers={"Idempotency-Key": key},
        json={"invite_code": match["invite_code"]},
    )


def open_seats(client: FlaskClient, match: dict[str, Any]) -> list[int]:
    return client.get(f"/v1/matches/{match['id']}").json["open_seats"]


# Ids of their own: a generated key differs in each process that collects (pytest-xdist's
# workers must collect the same tests).
NOT_RANDOM = [
    "claim-1",
    "{id}-seat1-claim",
    pytest.param(str(uuid.UUID(int=0)), id="nil-uuid"),
    pytest.param(str(uuid.uuid1()), id="uuid1"),
    pytest.param(str(uuid.uuid4())[:-1], id="uuid4-cut-short"),
]


@pytest.mark.parametrize("key", NOT_RANDOM)
def test_two_holders_sending_the_same_body_and_key_never_share_a_token(client, key):
    match = invited(client)
    key = key.format(id=match["id"])  # a deterministic key, as the SDK README once taught
    first, second = claim(client, match, key), claim(client, match, key)
    assert "token" not in (second.json or {}), (first.json, second.json)
    for answer in (first, second):
        assert (answer.status_code, answer.json["code"]) == (422, "idempotency_key_not_uuid4")
    assert open_seats(client, match) == [1, 2]  # nothing was claimed


def test_each_holder_with_a_random_key_gets_its_own_seat_and_its_retry_its_own_token(client):
    match = invited(client)
    keys = [str(uuid.uuid4()), uuid.uuid4().hex.upper()]
    first = [claim(client, match, key) for key in keys]
    assert [a.status_code for a in first] == [201, 201], [a.json for a in first]
    assert {a.json["seat"] for a in first} == {1, 2}
    assert first[0].json["token"] != first[1].json["token"]
    retried = [claim(client, match, key) for key in keys]
    for before, again in zip(first, retried, strict=True):
        assert again.status_code == 201, again.json
        assert again.json["seat"] == before.json["seat"]
        assert again.json["token"] == before.json["token"]


def test_a_claims_key_is_kept_as_a_digest_only(client, redis_client: redis.Redis):
    match = invited(client)
    key = str(uuid.uuid4())
    assert claim(client, match, key).status_code == 201
    stored = b"".join(name + (redis_client.dump(name) or b"") for name in redis_client.keys("*"))
    assert key.encode() not in stored


def test_an_apps_own_claims_take_any_key(client, redis_url, monkeypatch, capsys):
    from .helpers import new_app_key

    app_key = new_app_key("arcade", monkeypatch, redis_url, capsys)
    auth = {"Authorization": f"Bearer {app_key}"}
    body = {"game": "bad-trevor", "seats": [HUMAN, OPEN, OPEN]}
    match = client.post("/v1/matches", json=body, headers=auth).json
    url = f"/v1/matches/{match['id']}/claims"
    first = client.post(url, json={}, headers={**auth, "Idempotency-Key": "seat-1"})
    again = client.post(url, json={}, headers={**auth, "Idempotency-Key": "seat-1"})
    assert first.status_code == again.status_code == 201, (first.json, again.json)
    assert again.json["token"] == first.json["token"]  # one app: its keys are its own
