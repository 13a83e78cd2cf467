"""Webhooks through real ``croupier worker`` processes and a real receiver on 127.0.0.1: signed
deliveries of what a spectator sees, in order, retried with backoff, visible through the API,
given up after a bounded time; URLs refused where they would reach inside.

No timed assertions: waits give up after generous limits; latency figures live in bench/."""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import jsonschema_rs
import pytest
import redis
from flask import Flask
from flask.testing import FlaskClient
from rq.job import Job

from service import dispatch
from service.api import create_app

from .conftest import ROOT, match_version, wait_for
from .matches_over_http import UNPACED

HUMAN: dict[str, Any] = {"type": "human"}
BOT: dict[str, Any] = {"type": "bot", "strategy": "random"}
PRIVATE_OK = {"CROUPIER_WEBHOOK_ALLOW_PRIVATE": "true"}


# the receiver


@dataclass
class Delivery:
    headers: dict[str, str]
    body: bytes
    answered: int

    @property
    def json(self) -> dict[str, Any]:
        return json.loads(self.body)


@dataclass
class Receiver:
    """Records every POST; answers 500 to the first ``fail_first`` (all: ``always_fail``)."""

    url: str = ""
    fail_first: int = 0
    always_fail: bool = False
    deliveries: list[Delivery] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def answer(self, headers: dict[str, str], body: bytes) -> int:
        with self.lock:
            failing = self.always_fail or len(self.deliveries) < self.fail_first
            status = 500 if failing else 204
            self.deliveries.append(Delivery(headers, body, status))
            return status

    def accepted(self) -> list[Delivery]:
        with self.lock:
            return [d for d in self.deliveries if d.answered < 300]

    def events(self) -> list[dict[str, Any]]:
        return [event for d in self.accepted() for event in d.json["events"]]


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    found = Receiver()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - http.server's name
            body = self.rfile.read(int(self.headers["Content-Length"]))
            status = found.answer(dict(self.headers.items()), body)
            self.send_response(status)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    found.url = f"http://127.0.0.1:{server.server_port}/hooks/croupier?app=test"
    yield found
    server.shutdown()
    thread.join(timeout=10)


# the API


@pytest.fixture
def open_app(redis_url: str, redis_client: redis.Redis) -> Flask:
    """The API with private webhook addresses allowed (the receiver is on 127.0.0.1)."""
    return create_app({"TESTING": True, "REDIS_URL": redis_url, "WEBHOOK_ALLOW_PRIVATE": True})


@pytest.fixture
def api(open_app: Flask) -> FlaskClient:
    return open_app.test_client()


def create(client: FlaskClient, seats: list[dict], webhook: Any = ..., **extra: Any) -> Any:
    body = {"game": "bad-trevor", "seats": seats, "seed": 5, **UNPACED, **extra}
    if webhook is not ...:
        body["webhook"] = webhook
    return client.post("/v1/matches", json=body)


def created(client: FlaskClient, seats: list[dict], webhook: Any = ...) -> dict[str, Any]:
    response = create(client, seats, webhook)
    assert response.status_code == 201, response.json
    return response.json


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def hand_to_bot(client: FlaskClient, match_id: str, token: str) -> None:
    """The human seat plays as a bot from now on: the match runs to its end by itself."""
    response = client.put(
        f"/v1/matches/{match_id}/seat", json={"control": "bot"}, headers=auth(token)
    )
    assert response.status_code == 200, response.json


def events(client: FlaskClient, match_id: str, token: str | None = None) -> list[dict]:
    headers = auth(token) if token else {}
    found, after = [], 0
    while True:
        page = client.get(
            f"/v1/matches/{match_id}/events?after={after}&limit=1000", headers=headers
        ).json
        found += page["events"]
        if not page["has_more"]:
            return found
        after = page["next_after"]


def webhook(client: FlaskClient, match_id: str, token: str) -> dict[str, Any]:
    response = client.get(f"/v1/matches/{match_id}/webhook", headers=auth(token))
    assert response.status_code == 200, response.json
    return response.json


def finished(client: FlaskClient, match_id: str) -> bool:
    return client.get(f"/v1/matches/{match_id}").json["status"] == "finished"


def all_delivered(client: FlaskClient, match_id: str, token: str) -> bool:
    """The match is over and its webhook's cursor is at its last event."""
    if not finished(client, match_id):
        return False
    return webhook(client, match_id, token)["cursor"] == events(client, match_id)[-1]["id"]


def documented_verify() -> Any:
    """``verify_croupier_signature`` exactly as the README prints it."""
    text = (Path(ROOT) / "README.md").read_text()
    found = re.search(r"```python\n(.*?def verify_croupier_signature.*?)```", text, re.S)
    assert found, "the README lost its signature check"
    scope: dict[str, Any] = {}
    exec(found.group(1), scope)  # noqa: S102 - our own documentation
    return scope["verify_croupier_signature"]


# deliveries


def test_deliveries_are_signed_in_order_and_carry_what_a_spectator_sees(api, workers, receiver):
    workers(role="all", **PRIVATE_OK)
    answer = created(api, [HUMAN, BOT, BOT], {"url": receiver.url})
    match_id, token = answer["id"], answer["seats"][0]["token"]
    secret = answer["webhook"]["secret"]
    assert secret.startswith("whsec_") and answer["webhook"]["source"] == "request"
    assert answer["webhook"]["signing"] == "match"  # no app key: a secret of its own
    hand_to_bot(api, match_id, token)
    wait_for(
        lambda: all_delivered(api, match_id, token),
        progress=lambda: (match_version(api, match_id), webhook(api, match_id, token)["cursor"]),
    )

    verify = documented_verify()
    components = api.get("/openapi.json").json["components"]
    published = {"$ref": "#/components/schemas/WebhookDelivery", "components": components}
    fits = jsonschema_rs.Draft202012Validator(published)
    for delivery in receiver.deliveries:
        assert list(fits.iter_errors(delivery.json)) == []  # what the spec's webhooks say
        signature = delivery.headers["Croupier-Signature"]
        assert verify(secret, delivery.body, signature)
        assert not verify("whsec_" + "x" * 32, delivery.body, signature)
        assert not verify(secret, delivery.body + b" ", signature)
        ids = [event["id"] for event in delivery.json["events"]]
        assert delivery.headers["Croupier-Event-Ids"] == ",".join(map(str, ids))
        assert delivery.headers["Croupier-Delivery"] == delivery.json["delivery"]
        assert delivery.json["match_id"] == match_id and delivery.json["game"] == "bad-trevor"
    spectator = events(api, match_id)
    assert receiver.events() == spectator  # in order, each once, exactly the spectator's
    assert all("private" not in event for event in receiver.events())
    seat = events(api, match_id, token)
    withheld = [mine for mine, seen in zip(seat, spectator, strict=True) if mine != seen]
    assert withheld  # seat 0's own cards: in its events, never in a delivery
    assert receiver.deliveries[-1].json["status"] == "finished"
    assert receiver.deliveries[-1].json["decisions"] == []

    seen = webhook(api, match_id, token)
    assert seen["status"] == "active" and "secret" not in json.dumps(seen)
    assert seen["attempts"] and all(a["ok"] and a["status_code"] == 204 for a in seen["attempts"])
    assert len(seen["attempts"]) <= 10


def test_a_failing_receiver_gets_retries_with_backoff_and_deliveries_stay_in_order(
    api, workers, receiver
):
    receiver.fail_first = 2
    workers(role="all", **PRIVATE_OK)
    answer = created(api, [HUMAN, HUMAN, HUMAN], {"url": receiver.url})
    match_id, tokens = answer["id"], [seat["token"] for seat in answer["seats"]]
    failing = wait_for(lambda: _status(api, match_id, tokens[0], "failing"))
    assert failing["attempts"][0]["status_code"] == 500 and failing["next_attempt_at"]
    for token in tokens[:2]:  # more events while the receiver fails
        assert (
            api.post(
                f"/v1/matches/{match_id}/actions", json={"action_id": "ready"}, headers=auth(token)
            ).status_code
            == 200
        )
    wait_for(lambda: _delivered_all_so_far(api, match_id, tokens[0]))
    assert (
        api.post(
            f"/v1/matches/{match_id}/actions", json={"action_id": "ready"}, headers=auth(tokens[2])
        ).status_code
        == 200
    )
    wait_for(lambda: _delivered_all_so_far(api, match_id, tokens[0]))

    answered = [d.answered for d in receiver.deliveries]
    assert answered[:2] == [500, 500] and all(status == 204 for status in answered[2:])
    assert receiver.events() == events(api, match_id)  # nothing lost, nothing twice
    first_ids = [d.json["events"][0]["id"] for d in receiver.deliveries[:3]]
    assert first_ids == [1, 1, 1]  # a retry starts where the failed delivery did
    notices = receiver.deliveries[2].json["decisions"]  # "seat N must decide by T"
    assert {d["seat"] for d in notices} == {2}  # seats 0 and 1 said ready meanwhile
    assert {"seat", "kind", "prompt", "deadline"} <= set(notices[0])
    seen = webhook(api, match_id, tokens[0])
    attempts = list(reversed(seen["attempts"]))
    assert [a["status_code"] for a in attempts] == answered
    gaps = [attempts[n + 1]["at"] - attempts[n]["at"] for n in range(2)]
    assert gaps[0] >= 0.9 and gaps[1] >= 1.9  # 1 s, then 2 s: never sooner
    assert seen["status"] == "active" and seen["failing_since"] is None


def _delivered_all_so_far(client: FlaskClient, match_id: str, token: str) -> bool:
    return webhook(client, match_id, token)["cursor"] == events(client, match_id)[-1]["id"]


def _status(client: FlaskClient, match_id: str, token: str, status: str) -> dict | None:
    seen = webhook(client, match_id, token)
    return seen if seen["status"] == status else None


def test_a_webhook_gives_up_after_the_bounded_time_and_delivers_nothing_more(
    api, workers, receiver, queue_client
):
    receiver.always_fail = True
    workers(role="all", **PRIVATE_OK, CROUPIER_WEBHOOK_RETRY_FOR="2")
    answer = created(api, [HUMAN, HUMAN, HUMAN], {"url": receiver.url})
    match_id, token = answer["id"], answer["seats"][0]["token"]
    gave_up = wait_for(lambda: _status(api, match_id, token, "gave_up"))
    assert [a["status_code"] for a in gave_up["attempts"]] == [500, 500]  # at 0 s, 1 s; not 3 s
    assert gave_up["gave_up_at"] and gave_up["next_attempt_at"] is None
    tried = len(receiver.deliveries)
    response = api.post(
        f"/v1/matches/{match_id}/actions", json={"action_id": "ready"}, headers=auth(token)
    )
    assert response.status_code == 200, response.json
    ident = dispatch.webhook_job_id(match_id, response.json["version"])
    assert not Job.exists(ident, connection=queue_client)  # the commit queued no delivery
    assert len(receiver.deliveries) == tried


def test_a_delivery_checks_the_address_again(api, workers, receiver):
    """Created where private addresses are allowed, delivered by workers where they are not:
    the delivery is refused and recorded as a failed attempt (DNS may change meanwhile)."""
    workers(role="all")  # CROUPIER_WEBHOOK_ALLOW_PRIVATE unset: off
    answer = created(api, [HUMAN, HUMAN, HUMAN], {"url": receiver.url})
    match_id, token = answer["id"], answer["seats"][0]["token"]
    failing = wait_for(lambda: _status(api, match_id, token, "failing"))
    attempt = failing["attempts"][0]
    assert attempt["status_code"] is None and "loopback" in attempt["error"]
    assert receiver.deliveries == []


def test_a_delivery_goes_during_a_flood_of_all_bot_work(api, workers, receiver, queue_client):
    """Nobody waits on an all-bot match's next move; an app waits on its webhook: a delivery
    runs on a delivery worker of its own, whatever the game work queued (once after it, a
    steady flow of all-bot moves kept deliveries waiting for good)."""
    flood = [created(api, [BOT] * 3, None)["id"] for _ in range(8)]  # queued, no worker yet
    answer = created(api, [HUMAN] * 3, {"url": receiver.url})
    workers(role="all", **PRIVATE_OK)
    # no clock: were the delivery queued behind the game work, the flood would finish first
    wait_for(receiver.accepted, progress=lambda: [match_version(api, one) for one in flood])
    unfinished = [match_id for match_id in flood if not finished(api, match_id)]
    assert unfinished  # delivered while all-bot moves were still to play
    delivery = Job.fetch(dispatch.webhook_job_id(answer["id"], 0), connection=queue_client)
    moves = Job.fetch_many(
        [dispatch.job_id(flood[0], 0, dispatch.Work("bot:0"))], connection=queue_client
    )
    assert delivery.worker_name and moves[0] is not None
    assert delivery.worker_name != moves[0].worker_name  # a worker of its own


def test_only_the_chosen_event_types_are_delivered(api, workers, receiver):
    workers(role="all", **PRIVATE_OK)
    chosen = ["match_started", "match_finished"]
    answer = created(api, [HUMAN, BOT, BOT], {"url": receiver.url, "events": chosen})
    assert answer["webhook"]["events"] == chosen
    match_id, token = answer["id"], answer["seats"][0]["token"]
    hand_to_bot(api, match_id, token)
    wait_for(
        lambda: all_delivered(api, match_id, token),
        progress=lambda: (match_version(api, match_id), webhook(api, match_id, token)["cursor"]),
    )
    assert [event["type"] for event in receiver.events()] == chosen
    assert len(receiver.deliveries) == 2


def test_the_default_webhook_comes_from_the_settings(redis_url, redis_client, workers, receiver):
    workers(role="all", **PRIVATE_OK)
    secret = "whsec_the-deployments-own-secret"
    settings = {
        "WEBHOOK_URL": receiver.url,
        "WEBHOOK_SECRET": secret,
        "WEBHOOK_ALLOW_PRIVATE": True,
    }
    client = create_app({"TESTING": True, "REDIS_URL": redis_url, **settings}).test_client()
    answer = created(client, [HUMAN, HUMAN, HUMAN])
    assert answer["webhook"] == {
        "url": receiver.url,
        "events": None,
        "secret": None,
        "source": "setting",
        "signing": "setting",
    }
    wait_for(lambda: receiver.accepted())
    delivery = receiver.accepted()[0]
    assert documented_verify()(secret, delivery.body, delivery.headers["Croupier-Signature"])
    assert delivery.json["events"][0]["type"] == "match_started"
    opted_out = created(client, [HUMAN, HUMAN, HUMAN], None)
    assert "webhook" not in opted_out
    token = opted_out["seats"][0]["token"]
    response = client.get(f"/v1/matches/{opted_out['id']}/webhook", headers=auth(token))
    assert response.status_code == 404 and response.json["code"] == "no_webhook"


def test_a_default_webhook_needs_its_secret(redis_url):
    with pytest.raises(ValueError, match="CROUPIER_WEBHOOK_SECRET"):
        create_app({"TESTING": True, "REDIS_URL": redis_url, "WEBHOOK_URL": "https://x.test/"})


# the API alone


@pytest.mark.parametrize(
    ("url", "reason"),
    [
        ("http://127.0.0.1:9/hook", "loopback"),
        ("http://10.0.0.1/hook", "private"),
        ("http://169.254.169.254/latest/meta-data/", "link_local"),
        ("http://[::1]:8080/hook", "loopback"),
        ("http://[::ffff:127.0.0.1]/hook", "loopback"),
        ("http://localhost:9/hook", "loopback"),
        ("ftp://example.com/hook", "scheme"),
        ("https://user:password@example.com/hook", "credentials"),
        ("http://example.com:0/hook", "port"),  # was delivered to port 80
    ],
)
def test_urls_that_reach_inside_are_refused_when_the_setting_is_off(
    client, redis_client, url, reason
):
    response = create(client, [HUMAN, HUMAN, HUMAN], {"url": url})
    assert response.status_code == 422, response.json
    assert response.json["code"] == "webhook_url_refused"
    assert response.json["details"]["reason"] == reason
    assert list(redis_client.scan_iter("m:*")) == []  # no match made


def test_an_event_type_the_game_does_not_have_is_refused(api, receiver):
    response = create(api, [HUMAN, HUMAN, HUMAN], {"url": receiver.url, "events": ["nope"]})
    assert response.status_code == 422 and response.json["code"] == "invalid_request"
    assert "nope" in json.dumps(response.json["details"]["fields"])


def test_a_replayed_create_shows_the_same_secret_and_the_webhook_never_again(api, receiver):
    body = {"game": "bad-trevor", "seats": [HUMAN] * 3, "webhook": {"url": receiver.url}}
    headers = {"Idempotency-Key": "create-with-a-webhook"}
    first = api.post("/v1/matches", json=body, headers=headers)
    again = api.post("/v1/matches", json=body, headers=headers)
    assert first.status_code == again.status_code == 201
    assert first.json == again.json and first.json["webhook"]["secret"].startswith("whsec_")
    match_id, token = first.json["id"], first.json["seats"][0]["token"]
    seen = api.get(f"/v1/matches/{match_id}/webhook", headers=auth(token))
    assert seen.status_code == 200 and first.json["webhook"]["secret"] not in seen.text
    assert api.get(f"/v1/matches/{match_id}/webhook").status_code == 401
    assert api.get(f"/v1/matches/{match_id}/webhook", headers=auth("nope")).status_code == 401
