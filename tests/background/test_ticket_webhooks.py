"""A matchmaking ticket's webhook through real ``croupier worker`` processes (the watchdog's
rounds seat and expire the tickets, the delivery workers POST) and a real receiver on
127.0.0.1: one POST per ticket end, signed with the app's webhook secret, carrying the
ticket's status (and match id once matched) and never a seat token; retried after a
failure. No timed assertions: waits give up after generous limits."""

from __future__ import annotations

import time
from typing import Any

import pytest
import redis
from api.helpers import new_app_key
from flask.testing import FlaskClient

from service import webhooks
from service.api import create_app
from service.store import apps

from .conftest import wait_for
from .test_webhooks import PRIVATE_OK, Delivery, Receiver, documented_verify
from .test_webhooks import receiver as receiver  # noqa: F401  (the fixture)

TICKETS = "/v1/matchmaking/tickets"


@pytest.fixture
def client(redis_url: str, redis_client: redis.Redis) -> FlaskClient:
    """The API with private webhook addresses allowed (the receiver is on 127.0.0.1)."""
    config = {"TESTING": True, "REDIS_URL": redis_url, "WEBHOOK_ALLOW_PRIVATE": True}
    return create_app(config).test_client()


@pytest.fixture
def app_key(redis_client, redis_url, monkeypatch, capsys) -> str:
    return new_app_key("arcade", monkeypatch, redis_url, capsys)


def auth(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def ticket(client: FlaskClient, key: str, url: str, **body: Any) -> str:
    body = {"game": "bad-trevor", "webhook": {"url": url}, **body}
    response = client.post(TICKETS, json=body, headers=auth(key))
    assert response.status_code == 201, response.json
    return response.json["id"]


def read(client: FlaskClient, key: str, ticket_id: str) -> dict[str, Any]:
    response = client.get(f"{TICKETS}/{ticket_id}", headers=auth(key))
    assert response.status_code == 200, response.json
    return response.json


def delivered(receiver: Receiver, ticket_id: str) -> Delivery:
    """The ticket's accepted delivery, waited for."""

    def found() -> Delivery | None:
        mine = [d for d in receiver.accepted() if d.json["ticket"]["id"] == ticket_id]
        return mine[0] if mine else None

    return wait_for(found)  # type: ignore[return-value]


def app_secret(redis_client: redis.Redis) -> str:
    (secret,) = apps.Apps(redis_client).signing_secrets("arcade", time.time())
    return secret


def verifies(delivery: Delivery, secret: str) -> bool:
    """What a receiver checks, with the README's own code (the one match webhooks use)."""
    header = delivery.headers["Croupier-Signature"]
    return documented_verify()(secret, delivery.body, header)


def test_the_tickets_seated_by_the_workers_post_their_match_signed_and_without_tokens(
    client, workers, receiver, app_key, redis_client
):
    workers(role="all", **PRIVATE_OK)
    made = [
        ticket(client, app_key, receiver.url, player=name, seats=[3, 3])
        for name in ("ann", "bob", "cy")
    ]
    deliveries = [delivered(receiver, ticket_id) for ticket_id in made]
    secret = app_secret(redis_client)
    assert all(verifies(d, secret) for d in deliveries)
    assert not any(verifies(d, webhooks.new_secret()) for d in deliveries)
    bodies = [d.json["ticket"] for d in deliveries]
    (match_id,) = {body["match_id"] for body in bodies}
    assert match_id is not None and {body["status"] for body in bodies} == {"matched"}
    assert [body["players"] for body in bodies] == [["ann"], ["bob"], ["cy"]]
    assert all(d.headers["Croupier-Delivery"] == d.json["delivery"] for d in deliveries)
    answers = [read(client, app_key, ticket_id) for ticket_id in made]  # the tokens' first read
    tokens = [token for answer in answers for token in answer["tokens"].values()]
    assert len(tokens) == 3 and not any(t.encode() in d.body for t in tokens for d in deliveries)
    assert "tokens" not in str(bodies)
    shown = wait_for(
        lambda: all(read(client, app_key, t)["webhook"]["status"] == "delivered" for t in made)
    )
    assert shown and len(receiver.deliveries) == 3  # one POST per ticket end


def test_an_expired_and_a_cancelled_ticket_post_their_end(
    client, workers, receiver, app_key, redis_client
):
    workers(role="all", **PRIVATE_OK)
    expiring = ticket(client, app_key, receiver.url, player="ann", max_wait_seconds=1)
    waiting = ticket(client, app_key, receiver.url, player="bob", seats=[5, 5])
    gone = client.delete(f"{TICKETS}/{waiting}", headers=auth(app_key))
    assert gone.status_code == 200 and gone.json["status"] == "cancelled"
    secret = app_secret(redis_client)
    for ticket_id, status in ((expiring, "expired"), (waiting, "cancelled")):
        found = delivered(receiver, ticket_id)
        assert verifies(found, secret)
        assert found.json["ticket"] == {
            "id": ticket_id,
            "status": status,
            "game": "bad-trevor",
            "players": ["ann" if ticket_id == expiring else "bob"],
            "match_id": None,
        }


def test_a_failing_receiver_gets_a_retry(client, workers, receiver, app_key):
    receiver.fail_first = 1
    workers(role="all", **PRIVATE_OK)
    made = ticket(client, app_key, receiver.url, player="ann", seats=[5, 5])
    client.delete(f"{TICKETS}/{made}", headers=auth(app_key))
    found = delivered(receiver, made)
    assert found.json["ticket"]["status"] == "cancelled"
    assert [d.answered for d in receiver.deliveries] == [500, 204]
    first, retried = receiver.deliveries
    assert first.body != retried.body  # a new delivery id: the same ticket, told again
    assert first.json["ticket"] == retried.json["ticket"]

    def settled() -> dict[str, Any] | None:
        hook = read(client, app_key, made)["webhook"]
        return hook if hook["status"] == "delivered" else None

    hook = wait_for(settled)
    assert [a["ok"] for a in hook["attempts"]] == [True, False]  # the latest first
    assert hook["attempts"][1]["error"] == "HTTP 500"
