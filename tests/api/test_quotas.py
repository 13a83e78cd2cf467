"""Rate limits (service/api/quotas.py), counted in the test's real Redis: the RateLimit
headers on every counted answer, 429 rate_limited with Retry-After and its details, per
address, per seat token and per create (bot seats, searching ones apart), per app for a
request with a live app key (its own quotas set by ``croupier keys quota``), a refused request
costing nothing, and a match played flat out within the default limits."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from service.api import create_app, quotas
from service.cli import QUOTA_FLAGS, main

from .helpers import Table, create_table, new_app_key, play_to_end

HUMANS = [{"type": "human"}] * 3


def limited(redis_url: str, **limits: Any) -> FlaskClient:
    config = {"TESTING": True, "REDIS_URL": redis_url, "RATE_LIMITS": "on", **limits}
    return create_app(config).test_client()


def test_every_counted_answer_says_where_the_closest_limit_stands(redis_client, redis_url):
    client = limited(redis_url)
    response = client.get("/v1/games")
    assert response.status_code == 200
    assert response.headers["RateLimit-Limit"] == "12000"
    assert response.headers["RateLimit-Remaining"] == "11999"
    assert 0 < int(response.headers["RateLimit-Reset"]) <= 60
    assert response.headers["RateLimit-Policy"] == '12000;w=60;comment="address"'
    assert "RateLimit-Limit" not in client.get("/healthz").headers  # never limited


def test_over_the_address_limit_a_429_says_when_to_retry(redis_client, redis_url):
    client = limited(redis_url, RATE_LIMIT_ADDRESS="3/minute")
    assert [client.get("/v1/games").status_code for _ in range(3)] == [200] * 3
    refused = client.get("/v1/games")
    assert refused.status_code == 429
    body = refused.json
    assert body["code"] == "rate_limited" and body["details"]["key"] == "address"
    assert 0 < body["details"]["retry_after"] <= 60
    assert refused.headers["Retry-After"] == str(body["details"]["retry_after"])
    assert (body["details"]["limit"], body["details"]["window"]) == (3, 60)
    assert refused.headers["RateLimit-Remaining"] == "0"


def test_a_seat_token_has_its_own_allowance(redis_client, redis_url):
    client = limited(redis_url, RATE_LIMIT_SEAT="2/minute")
    table = create_table(client, seats=3)
    for _ in range(2):
        assert client.get(table.url, headers=table.auth(0)).status_code == 200
    refused = client.get(table.url, headers=table.auth(0))
    assert refused.status_code == 429 and refused.json["details"]["key"] == "seat"
    assert client.get(table.url, headers=table.auth(1)).status_code == 200
    assert client.get(table.url).status_code == 200  # a spectator: the address alone


def test_creates_and_bot_seats_are_limited_and_a_refusal_costs_nothing(redis_client, redis_url):
    client = limited(redis_url, RATE_LIMIT_SEARCH_SEATS="2/hour", RATE_LIMIT_CREATE="3/minute")
    searching = [{"type": "human"}, {"type": "bot", "strategy": "ismcts"}]
    body = {"game": "bad-trevor", "seats": [*searching, searching[1]]}
    too_many = client.post("/v1/matches", json={**body, "seats": [*body["seats"], searching[1]]})
    assert too_many.status_code == 429 and too_many.json["details"]["key"] == "search_seats"
    assert redis_client.keys("m:*") == []  # refused: no match was written
    assert client.post("/v1/matches", json=body).status_code == 201  # the refusal cost none
    again = client.post("/v1/matches", json=body)
    assert again.status_code == 429 and again.json["details"]["key"] == "search_seats"
    humans = {"game": "bad-trevor", "seats": HUMANS}
    assert [client.post("/v1/matches", json=humans).status_code for _ in range(2)] == [201] * 2
    over = client.post("/v1/matches", json=humans)  # the fourth create counted in a minute
    assert over.status_code == 429 and over.json["details"]["key"] == "create"


@pytest.mark.parametrize("game", ["bad-trevor", "revenge-of-the-b-movie"])
def test_a_match_played_flat_out_stays_within_the_default_limits(redis_client, redis_url, game):
    """Every seat's requests from one address, as fast as the test client goes."""
    client = limited(redis_url)
    seats = [{"type": "human"}] * 4
    created = client.post("/v1/matches", json={"game": game, "seats": seats, "seed": 2})
    assert created.status_code == 201
    table = Table(client, created.json["id"], [s["token"] for s in created.json["seats"]])
    final = play_to_end(table)
    assert final["status"] == "finished"


def test_behind_a_proxy_each_forwarded_client_has_its_own_allowance(redis_client, redis_url):
    client = limited(redis_url, RATE_LIMIT_ADDRESS="1/minute", PROXIES=1)
    first = {"X-Forwarded-For": "203.0.113.9"}
    second = {"X-Forwarded-For": "198.51.100.7"}
    assert client.get("/v1/games", headers=first).status_code == 200
    assert client.get("/v1/games", headers=first).status_code == 429
    assert client.get("/v1/games", headers=second).status_code == 200


def test_an_app_key_has_its_own_allowance(redis_client, redis_url, monkeypatch, capsys):
    key = new_app_key("arcade", monkeypatch, redis_url, capsys)
    client = limited(redis_url, RATE_LIMIT_APP="2/minute", APP_KEYS="required")
    headers = {"Authorization": f"Bearer {key}"}
    assert [client.get("/v1/matches", headers=headers).status_code for _ in range(2)] == [200] * 2
    refused = client.get("/v1/matches", headers=headers)
    assert refused.status_code == 429 and refused.json["details"]["key"] == "app"
    assert refused.json["details"]["scope"] == "app"
    assert client.get("/v1/games").status_code == 200  # the address's allowance is apart


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def creates(client: FlaskClient, count: int, headers: dict[str, str] | None = None) -> list[int]:
    body = {"game": "bad-trevor", "seats": HUMANS}
    return [
        client.post("/v1/matches", json=body, headers=headers).status_code for _ in range(count)
    ]


def test_an_app_creates_past_the_address_limit_up_to_its_own_quota(
    redis_client, redis_url, monkeypatch, capsys
):
    """A backend creating for all its users from one address: its key's creates count
    against the app's quota, not the address's; over it, 429 says the app's limit."""
    key = new_app_key("arcade", monkeypatch, redis_url, capsys)
    client = limited(redis_url, RATE_LIMIT_CREATE="2/minute", RATE_LIMIT_APP_CREATES="4/minute")
    assert creates(client, 4, bearer(key)) == [201] * 4  # past the address's 2
    refused = client.post(
        "/v1/matches", json={"game": "bad-trevor", "seats": HUMANS}, headers=bearer(key)
    )
    assert refused.status_code == 429
    details = refused.json["details"]
    assert (details["key"], details["scope"], details["app"]) == ("app_creates", "app", "arcade")
    assert (details["limit"], details["window"]) == (4, 60)
    assert refused.headers["Retry-After"] == str(details["retry_after"])
    assert "of app 'arcade'" in refused.json["message"]
    assert creates(client, 3) == [201, 201, 429]  # anonymous: the address's, untouched


def test_an_invalid_key_is_counted_as_its_address(redis_client, redis_url):
    client = limited(redis_url, RATE_LIMIT_CREATE="2/minute")
    assert creates(client, 2, bearer("ck_nope")) == [401] * 2  # counted, though refused
    refused = client.post("/v1/matches", json={"game": "bad-trevor", "seats": HUMANS})
    assert refused.status_code == 429
    assert (refused.json["details"]["key"], refused.json["details"]["scope"]) == (
        "create",
        "address",
    )
    assert "app" not in refused.json["details"]


def test_two_apps_from_one_address_do_not_share_a_quota(
    redis_client, redis_url, monkeypatch, capsys
):
    arcade = new_app_key("arcade", monkeypatch, redis_url, capsys)
    casino = new_app_key("casino", monkeypatch, redis_url, capsys)
    client = limited(redis_url, RATE_LIMIT_APP_CREATES="2/minute")
    assert creates(client, 3, bearer(arcade)) == [201, 201, 429]
    assert creates(client, 2, bearer(casino)) == [201] * 2


def test_an_apps_own_quota_set_by_the_cli_takes_effect(
    redis_client, redis_url, monkeypatch, capsys
):
    key = new_app_key("arcade", monkeypatch, redis_url, capsys)
    client = limited(redis_url, RATE_LIMIT_APP_CREATES="1/minute")
    assert main(["keys", "quota", "arcade", "--creates", "3/minute", "--bot-seats", "1/hour"]) == 0
    shown = capsys.readouterr().out.splitlines()
    assert "arcade\tcreates\t3/minute\town" in shown
    assert "arcade\trequests\t6000/minute\tdefault (CROUPIER_RATE_LIMIT_APP)" in shown
    bots = {"game": "bad-trevor", "seats": [*HUMANS[:2], {"type": "bot"}, {"type": "bot"}]}
    over = client.post("/v1/matches", json=bots, headers=bearer(key))
    assert over.status_code == 429 and over.json["details"]["key"] == "app_bot_seats"
    assert creates(client, 4, bearer(key)) == [201, 201, 201, 429]  # the refusal cost none
    assert main(["keys", "quota", "arcade", "--creates", "default"]) == 0
    assert "arcade\tcreates\t600/minute\tdefault" in capsys.readouterr().out  # the CLI's env
    assert creates(client, 2, bearer(key)) == [201, 429]  # the setting again (counted afresh)


def test_the_quota_cli_refuses_what_it_cannot_set(redis_client, redis_url, monkeypatch, capsys):
    assert set(QUOTA_FLAGS) == set(quotas.APP_QUOTAS)  # a flag for each quota, none else
    new_app_key("arcade", monkeypatch, redis_url, capsys)
    assert main(["keys", "quota", "arcade", "--creates", "many"]) == 2
    assert "--creates" in capsys.readouterr().err
    assert main(["keys", "quota", "nobody"]) == 2
    assert main(["keys", "list", "--creates", "5/minute"]) == 2
    assert main(["keys", "quota", "arcade"]) == 0
    assert "arcade\tcreates\t600/minute\tdefault" in capsys.readouterr().out


def test_a_submit_is_counted_in_its_match_read_and_refused_before_it_commits(
    redis_client, redis_url
):
    """POST .../actions counts the request in the same round trip as its match read: the
    headers say so, one submit counts once, and over the seat limit it is refused with 429
    before anything is applied (the match keeps its version)."""
    client = limited(redis_url, RATE_LIMIT_SEAT="2/minute")
    table = create_table(client, seats=3)
    seat = table.deciders()[0]  # a spectator's read: the address's allowance alone
    action_id = table.actions(seat)[0]["id"]  # the seat's first request
    response = table.post(seat, {"action_id": action_id})  # its second
    assert response.status_code == 200, response.json
    assert response.headers["RateLimit-Remaining"] == "0"
    assert 'comment="seat"' in response.headers["RateLimit-Policy"]
    refused = table.post(seat, {"action_id": action_id})
    assert refused.status_code == 429 and refused.json["details"]["key"] == "seat"
    assert table.view()["version"] == response.json["version"]


def test_a_submit_whose_redis_lost_the_script_is_still_counted(redis_client, redis_url):
    """After a Redis restart (SCRIPT FLUSH here) the carried EVALSHA fails with NOSCRIPT: the
    count runs again the usual way, and the submit goes through counted."""
    client = limited(redis_url)
    table = create_table(client, seats=3)
    seat = table.deciders()[0]
    listed = client.get(f"{table.url}/actions", headers=table.auth(seat)).json
    redis_client.script_flush()
    response = table.post(seat, {"action_id": listed["actions"][0]["id"]})
    assert response.status_code == 200, response.json
    assert "RateLimit-Remaining" in response.headers


def test_a_malformed_submit_is_counted_though_too_late_to_refuse(redis_client, redis_url):
    """A submit refused before it reads its match (a body that is not an action) never
    reaches the read its count rides on: it is counted after, so it still uses the
    allowance the next request is judged by."""
    client = limited(redis_url, RATE_LIMIT_ADDRESS="40/minute")
    table = create_table(client, seats=3)
    before = int(client.get("/v1/games").headers["RateLimit-Remaining"])
    malformed = table.post(0, {"nothing": "here"})
    assert malformed.status_code == 422
    after = int(client.get("/v1/games").headers["RateLimit-Remaining"])
    assert after == before - 2  # the malformed submit and this request
