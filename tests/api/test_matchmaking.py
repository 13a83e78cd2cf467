"""Matchmaking over HTTP (service/api/matchmaking.py): tickets made, read, long-polled and
cancelled by an app's key, and seated by matchmaking rounds (``seating.run_round``, run
here in the test's process as the workers' watchdog runs it; tests/background runs it in
real workers)."""

from __future__ import annotations

import os
import threading
import time
from typing import Any

import pytest
from flask.testing import FlaskClient
from rq import Queue
from rq.job import Job

from service import dispatch
from service.api import create_app
from service.matchmaking import seating
from service.store import Store, apps

from .helpers import new_app_key

TICKETS = "/v1/matchmaking/tickets"


@pytest.fixture
def keyed(redis_url, redis_client) -> FlaskClient:
    settings = {"TESTING": True, "REDIS_URL": redis_url, "APP_KEYS": "required"}
    return create_app(settings).test_client()


@pytest.fixture
def arcade(redis_client, redis_url, monkeypatch, capsys) -> str:
    return new_app_key("arcade", monkeypatch, redis_url, capsys)


@pytest.fixture
def rival(redis_client, redis_url, monkeypatch, capsys) -> str:
    return new_app_key("rival", monkeypatch, redis_url, capsys)


@pytest.fixture
def store(redis_url) -> Store:
    """The store as the workers see it (on a cluster under the suite's cluster pass)."""
    return Store.from_env({**os.environ, "REDIS_URL": redis_url})


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def ticket(client: FlaskClient, key: str, **body: Any) -> dict[str, Any]:
    response = client.post(TICKETS, json={"game": "bad-trevor", **body}, headers=bearer(key))
    assert response.status_code == 201, response.json
    return response.json


def read(client: FlaskClient, key: str, ticket_id: str, wait: int = 0) -> dict[str, Any]:
    response = client.get(f"{TICKETS}/{ticket_id}?wait={wait}", headers=bearer(key))
    assert response.status_code == 200, response.json
    return response.json


def test_three_tickets_for_a_table_of_three_are_seated_together(keyed, arcade, store):
    made = [ticket(keyed, arcade, player=name, seats=[3, 3]) for name in ("ann", "bob", "cy")]
    assert all(t["status"] == "waiting" and t["match_id"] is None for t in made)
    (match_id,) = seating.run_round(store, time.time())
    seen = [read(keyed, arcade, t["id"]) for t in made]
    assert {t["status"] for t in seen} == {"matched"} and {t["match_id"] for t in seen} == {
        match_id
    }
    for t, player in zip(seen, ("ann", "bob", "cy"), strict=True):
        (token,) = t["tokens"].values()
        assert list(t["tokens"]) == [player]
        seat = keyed.get(f"/v1/matches/{match_id}", headers=bearer(token)).json["seat"]
        listed = keyed.get(f"/v1/players/{player}/matches", headers=bearer(arcade)).json
        assert [(m["id"], m["seat"]) for m in listed["matches"]] == [(match_id, seat)]
    again = read(keyed, arcade, made[0]["id"])
    assert "tokens" not in again and again["match_id"] == match_id  # shown once


def test_a_long_poll_answers_when_the_ticket_is_seated(keyed, arcade, store):
    made = [ticket(keyed, arcade, player=name, seats=[3, 3]) for name in ("ann", "bob")]
    last = ticket(keyed, arcade, player="cy", seats=[3, 3])
    answers: list[dict[str, Any]] = []
    poll = threading.Thread(target=lambda: answers.append(read(keyed, arcade, last["id"], 30)))
    poll.start()
    seating.run_round(store, time.time())
    poll.join()
    assert answers[0]["status"] == "matched" and answers[0]["tokens"]
    assert {read(keyed, arcade, t["id"])["status"] for t in made} == {"matched"}


def test_a_party_sits_together_at_one_table(keyed, arcade, store):
    party = ticket(keyed, arcade, players=["ann", "bob"], seats=[3, 3])
    solo = ticket(keyed, arcade, player="cy", seats=[3, 3])
    (match_id,) = seating.run_round(store, time.time())
    assert read(keyed, arcade, party["id"])["tokens"].keys() == {"ann", "bob"}
    assert read(keyed, arcade, solo["id"])["match_id"] == match_id


def test_past_its_wait_a_ticket_sits_with_bots_or_expires(keyed, arcade, store):
    with_bots = ticket(keyed, arcade, player="ann", max_wait_seconds=1, bots_after_wait="random")
    alone = ticket(keyed, arcade, player="bob", max_wait_seconds=1, seats=[5, 5])
    (match_id,) = seating.run_round(store, time.time() + 2)
    assert read(keyed, arcade, with_bots["id"])["match_id"] == match_id
    assert read(keyed, arcade, alone["id"])["status"] == "expired"
    (listed,) = keyed.get("/v1/matches", headers=bearer(arcade)).json["matches"]
    seats = [(seat["type"], seat.get("player")) for seat in listed["seats"]]
    assert sorted(seats, key=str) == [("bot", None), ("bot", None), ("human", "ann")]


def test_a_player_queued_twice_is_seated_once_a_table(keyed, arcade, store):
    """Two tickets of ann's and one of bob's do not make a table of three (ann would sit
    twice, which a match refuses, and the claimed tickets would be stuck); cy makes it."""
    twice = [ticket(keyed, arcade, player="ann", seats=[3, 3]) for _ in range(2)]
    ticket(keyed, arcade, player="bob", seats=[3, 3])
    assert seating.run_round(store, time.time()) == []
    ticket(keyed, arcade, player="cy", seats=[3, 3])
    (match_id,) = seating.run_round(store, time.time())
    statuses = sorted(read(keyed, arcade, t["id"])["status"] for t in twice)
    assert statuses == ["matched", "waiting"]


def test_tickets_wait_for_their_own_options_and_their_own_app(keyed, arcade, rival, store):
    ticket(keyed, arcade, player="ann", seats=[3, 3])
    ticket(keyed, arcade, player="bob", seats=[3, 3], options={"window_seconds": 20})
    ticket(keyed, rival, player="cy", seats=[3, 3])
    assert seating.run_round(store, time.time()) == []


def test_a_cancelled_ticket_is_never_seated(keyed, arcade, store):
    made = [ticket(keyed, arcade, player=name, seats=[3, 3]) for name in ("ann", "bob", "cy")]
    gone = keyed.delete(f"{TICKETS}/{made[0]['id']}", headers=bearer(arcade))
    assert gone.status_code == 200 and gone.json["status"] == "cancelled"
    assert seating.run_round(store, time.time()) == []
    assert read(keyed, arcade, made[1]["id"])["status"] == "waiting"


def test_another_apps_ticket_is_unknown_to_it(keyed, arcade, rival):
    made = ticket(keyed, arcade, player="ann")
    for call in (keyed.get, keyed.delete):
        response = call(f"{TICKETS}/{made['id']}", headers=bearer(rival))
        assert response.status_code == 404 and response.json["code"] == "unknown_ticket"
    assert keyed.get(f"{TICKETS}/nope", headers=bearer(arcade)).json["code"] == "unknown_ticket"


def test_matchers_racing_make_one_match_per_table(keyed, arcade, store):
    made = [ticket(keyed, arcade, player=f"p{n}", seats=[3, 3]) for n in range(9)]
    found: list[str] = []
    threads = [
        threading.Thread(target=lambda: found.extend(seating.run_round(store, time.time())))
        for _ in range(3)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(found) == len(set(found)) == 3
    seen = {read(keyed, arcade, t["id"])["match_id"] for t in made}
    assert seen == set(found)


def test_a_table_claimed_by_a_round_that_died_is_made_once_by_a_later_one(keyed, arcade, store):
    made = [ticket(keyed, arcade, player=name, seats=[3, 3]) for name in ("ann", "bob", "cy")]
    tickets = store.tickets
    digest = made[0]["id"][:16]
    ids = [t["id"] for t in made]
    assert tickets.claim(digest, ids, {"seats": 3, "bots": 0, "strategy": None}, time.time())
    assert read(keyed, arcade, ids[0])["status"] == "waiting"  # seating, shown as waiting
    later = time.time() + seating.STALE_CLAIM + 1
    (match_id,) = seating.run_round(store, later)
    assert seating.run_round(store, later) == []
    assert {read(keyed, arcade, i)["match_id"] for i in ids} == {match_id}


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"game": "chess", "player": "ann"}, 422, "unknown_game"),
        ({"game": "bad-trevor"}, 422, "invalid_request"),
        ({"game": "bad-trevor", "player": "ann", "players": ["bob"]}, 422, "invalid_request"),
        ({"game": "bad-trevor", "players": ["ann", "ann"]}, 422, "duplicate_player"),
        ({"game": "bad-trevor", "player": "a b"}, 422, "invalid_request"),
        ({"game": "bad-trevor", "player": "ann", "seats": [2, 3]}, 422, "invalid_seats"),
        ({"game": "bad-trevor", "player": "ann", "seats": [5, 4]}, 422, "invalid_seats"),
        (
            {"game": "bad-trevor", "players": ["a", "b", "c", "d"], "seats": [3, 3]},
            422,
            "invalid_seats",
        ),
        ({"game": "bad-trevor", "player": "ann", "options": {"nope": 1}}, 422, "invalid_options"),
        (
            {"game": "bad-trevor", "player": "ann", "bots_after_wait": "genius"},
            422,
            "unknown_strategy",
        ),
        ({"game": "bad-trevor", "player": "ann", "max_wait_seconds": 0}, 422, "invalid_request"),
    ],
)
def test_a_bad_ticket_is_refused_with_its_code(keyed, arcade, body, status, code):
    response = keyed.post(TICKETS, json=body, headers=bearer(arcade))
    assert (response.status_code, response.json["code"]) == (status, code), response.json


def test_a_ticket_needs_the_apps_key(keyed):
    response = keyed.post(TICKETS, json={"game": "bad-trevor", "player": "ann"})
    assert response.status_code == 401 and response.json["code"] == "missing_app_key"


# a ticket's webhook (deliveries themselves: tests/background/test_ticket_webhooks.py)

HOOK = {"url": "http://127.0.0.1:9/hooks"}  # never delivered: no worker runs here


@pytest.fixture
def private_ok(redis_url, redis_client) -> FlaskClient:
    """The API with private webhook addresses allowed (the URL above is on 127.0.0.1)."""
    settings = {
        "TESTING": True,
        "REDIS_URL": redis_url,
        "APP_KEYS": "required",
        "WEBHOOK_ALLOW_PRIVATE": True,
    }
    return create_app(settings).test_client()


@pytest.mark.parametrize(
    ("webhook", "code", "reason"),
    [
        ({"url": "http://127.0.0.1:9/hooks"}, "webhook_url_refused", "loopback"),
        ({"url": "ftp://example.com/hooks"}, "webhook_url_refused", "scheme"),
        ({"url": "https://user:pw@example.com/"}, "webhook_url_refused", "credentials"),
        ({"url": ""}, "invalid_request", None),
        ({"url": "https://example.com/", "signing": "match"}, "invalid_request", None),
        ({}, "invalid_request", None),
    ],
)
def test_a_tickets_webhook_the_api_refuses_stores_nothing(
    keyed, arcade, redis_client, webhook, code, reason
):
    body = {"game": "bad-trevor", "player": "ann", "webhook": webhook}
    refused = keyed.post(TICKETS, json=body, headers=bearer(arcade))
    assert (refused.status_code, refused.json["code"]) == (422, code), refused.json
    assert refused.json["details"].get("reason") == reason
    assert list(redis_client.scan_iter("croupier:mm:*")) == []


def test_a_tickets_webhook_needs_the_apps_webhook_secret(private_ok, redis_url, redis_client):
    legacy = apps.Apps(redis_client).create_key("legacy", time.time())  # no secret issued
    body = {"game": "bad-trevor", "player": "ann", "webhook": HOOK}
    refused = private_ok.post(TICKETS, json=body, headers=bearer(legacy))
    assert refused.status_code == 422, refused.json
    assert refused.json["code"] == "webhook_signing_refused"
    assert refused.json["details"]["reason"] == "no_app_secret"
    assert list(redis_client.scan_iter("croupier:mm:*")) == []
    made = ticket(private_ok, legacy, player="ann")  # without a webhook it needs none
    assert made["webhook"] is None


def test_a_ticket_shows_its_webhook_and_its_end_is_enqueued_once(private_ok, arcade, store):
    made = ticket(private_ok, arcade, player="ann", webhook=HOOK)
    assert made["webhook"] == {
        "url": HOOK["url"],
        "status": "pending",
        "next_attempt_at": None,
        "gave_up_at": None,
        "attempts": [],
    }
    job_id = dispatch.ticket_webhook_job_id(made["id"])
    assert not Job.exists(job_id, connection=store.queue)  # nothing before it ends
    for _ in range(2):
        gone = private_ok.delete(f"{TICKETS}/{made['id']}", headers=bearer(arcade))
        assert gone.status_code == 200 and gone.json["status"] == "cancelled"
    job = Job.fetch(job_id, connection=store.queue)
    assert job.func_name == dispatch.TICKET_WEBHOOK_FUNCTION and job.args[0] == made["id"]
    queued = Queue(dispatch.WEBHOOK_QUEUE, connection=store.queue).job_ids
    assert queued == [job_id]
    notes = store.players.notes_after("arcade", "ann", "0-0", 10)
    assert [kind for _, kind, _ in notes] == ["ticket_ended"]  # told once


def test_a_seated_tickets_webhook_is_enqueued_and_one_without_none(private_ok, arcade, store):
    hooked = [ticket(private_ok, arcade, player=p, seats=[3, 3], webhook=HOOK) for p in "ab"]
    plain = ticket(private_ok, arcade, player="c", seats=[3, 3])
    (match_id,) = seating.run_round(store, time.time())
    queued = Queue(dispatch.WEBHOOK_QUEUE, connection=store.queue).job_ids
    assert sorted(queued) == sorted(dispatch.ticket_webhook_job_id(t["id"]) for t in hooked)
    seen = read(private_ok, arcade, plain["id"])
    assert seen["match_id"] == match_id and seen["webhook"] is None
