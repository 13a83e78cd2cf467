"""Open seats (service/api/lobby.py): a match created with seats that its app, or anyone
with its invite code, claims later; it waits (status open) until the last claim starts it,
or until its app starts it with bots in the seats still open."""

from __future__ import annotations

import threading
from typing import Any

import pytest
import requests
from flask.testing import FlaskClient

from service.api import create_app
from service.engine import match as engine
from service.store import Store
from service.store import pending as pending_sets

from .helpers import Table, new_app_key, play_to_end

OPEN = {"type": "open"}
HUMAN = {"type": "human"}
BOT = {"type": "bot", "strategy": "heuristic"}
CLAIMERS = 20


def keyed_client(redis_url: str, **config: Any) -> FlaskClient:
    settings = {"TESTING": True, "REDIS_URL": redis_url, "APP_KEYS": "required", **config}
    return create_app(settings).test_client()


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


@pytest.fixture
def app_key(redis_client, redis_url, monkeypatch, capsys) -> str:
    return new_app_key("arcade", monkeypatch, redis_url, capsys)


@pytest.fixture
def keyed(redis_url) -> FlaskClient:
    return keyed_client(redis_url)


def create(client: FlaskClient, key: str | None, seats: list[dict], **extra: Any) -> Any:
    body = {"game": "bad-trevor", "seats": seats, "seed": 11, **extra}
    response = client.post("/v1/matches", json=body, headers=bearer(key) if key else {})
    assert response.status_code == 201, response.json
    return response.json


def claim(client: FlaskClient, match_id: str, key: str | None = None, **body: Any) -> Any:
    headers = bearer(key) if key else {}
    idempotency = body.pop("idempotency_key", None)
    if idempotency:
        headers["Idempotency-Key"] = idempotency
    return client.post(f"/v1/matches/{match_id}/claims", json=body, headers=headers)


def test_an_open_match_waits_shows_no_hand_and_takes_no_action(keyed, app_key, redis_client):
    created = create(keyed, app_key, [HUMAN, OPEN, OPEN])
    assert created["status"] == "open" and "invite_code" not in created
    assert [(s["type"], s["token"] is None) for s in created["seats"]] == [
        ("human", False),
        ("open", True),
        ("open", True),
    ]
    table = Table(keyed, created["id"], [created["seats"][0]["token"]])
    view = table.view(0)
    assert view["status"] == "open" and view["decisions"] == [] and view["open_seats"] == [1, 2]
    assert view["seat"] == 0 and view["table"] == table.view()["table"]  # a spectator's table
    assert "ETag" not in keyed.get(table.url, headers=table.auth(0)).headers
    listed = keyed.get(table.url + "/actions", headers=table.auth(0)).json
    assert listed["actions"] == [] and listed["reason"] == "not_started"
    refused = table.post(0, {"action": {"type": "ready"}})
    assert (refused.status_code, refused.json["code"]) == (409, "match_not_started")
    control = keyed.put(table.url + "/seat", json={"control": "bot"}, headers=table.auth(0))
    assert (control.status_code, control.json["code"]) == (409, "match_not_started")
    assert keyed.get(table.url + "/events").json["events"] == []
    pending = pending_sets.every_pending_keys(redis_client)
    assert sum(redis_client.zcard(name) for name, _ in pending) == 0  # no work until it starts


def test_the_app_claims_each_seat_and_the_last_claim_starts_the_match(keyed, app_key):
    created = create(keyed, app_key, [OPEN, BOT, OPEN])
    first = claim(keyed, created["id"], app_key)
    assert first.status_code == 201, first.json
    assert first.json["seat"] == 0 and first.json["status"] == "open"
    assert first.json["open_seats"] == [2]
    reissue = f"/v1/matches/{created['id']}/seats/2/token"
    unclaimed = keyed.post(reissue, headers=bearer(app_key))
    assert (unclaimed.status_code, unclaimed.json["code"]) == (422, "not_a_human_seat")
    reissued = keyed.post(reissue.replace("/2/", "/0/"), headers=bearer(app_key))
    assert reissued.status_code == 201  # a claimed seat is a human's: its token is reissued
    old = keyed.get(f"/v1/matches/{created['id']}", headers=bearer(first.json["token"]))
    assert old.json["code"] == "invalid_token"
    last = claim(keyed, created["id"], app_key, seat=2)
    assert last.status_code == 201 and last.json["status"] == "active"
    assert last.json["open_seats"] == [] and last.json["token"] != first.json["token"]
    table = Table(keyed, created["id"], [reissued.json["token"], "", last.json["token"]])
    view = table.view(2)
    assert view["status"] == "active" and view["decisions"] and "open_seats" not in view
    events = keyed.get(table.url + "/events").json["events"]
    assert [e["type"] for e in events][:1] == ["match_started"]
    listed = keyed.get("/v1/matches", headers=bearer(app_key)).json["matches"]
    assert [s["type"] for s in listed[0]["seats"]] == ["human", "bot", "human"]
    again = claim(keyed, created["id"], app_key)
    assert (again.status_code, again.json["code"]) == (409, "match_started")


def test_claims_are_refused_with_a_code_for_each_wrong_case(
    keyed, app_key, redis_url, capsys, monkeypatch
):
    created = create(keyed, app_key, [HUMAN, OPEN, OPEN])
    match_id = created["id"]
    assert claim(keyed, match_id).json["code"] == "missing_app_key"
    assert claim(keyed, match_id, "ck_unknown").json["code"] == "invalid_app_key"
    other = new_app_key("rival", monkeypatch, redis_url, capsys)
    refused = claim(keyed, match_id, other)
    assert (refused.status_code, refused.json["code"]) == (403, "not_your_match")
    no_invite = claim(keyed, match_id, invite_code="ci_guess")
    assert (no_invite.status_code, no_invite.json["code"]) == (403, "invalid_invite")
    for seat in (0, 3, 99):
        wrong = claim(keyed, match_id, app_key, seat=seat)
        assert (wrong.status_code, wrong.json["code"]) == (422, "not_an_open_seat")
        assert wrong.json["details"]["open_seats"] == [1, 2]
    assert claim(keyed, match_id, app_key, seat=1).status_code == 201
    taken = claim(keyed, match_id, app_key, seat=1)
    assert (taken.status_code, taken.json["code"]) == (409, "seat_taken")
    assert taken.json["details"]["open_seats"] == [2]
    assert claim(keyed, "no-such-match", app_key).json["code"] == "unknown_match"
    bad = claim(keyed, match_id, app_key, seat="1")
    assert (bad.status_code, bad.json["code"]) == (422, "invalid_request")


def test_an_invite_lets_anyone_claim_and_nothing_else(keyed, app_key, redis_client):
    created = create(keyed, app_key, [OPEN, OPEN, BOT], invite=True)
    code = created["invite_code"]
    assert code.startswith("ci_")
    stored = b"".join(redis_client.dump(name) or b"" for name in redis_client.keys("*"))
    assert code.encode() not in stored  # kept as its SHA-256 only
    wrong = claim(keyed, created["id"], invite_code=code + "x")
    assert wrong.json["code"] == "invalid_invite"
    first = claim(keyed, created["id"], invite_code=code)
    assert first.status_code == 201 and first.json["seat"] == 0
    token = first.json["token"]
    view = keyed.get(f"/v1/matches/{created['id']}", headers=bearer(token)).json
    assert view["seat"] == 0 and view["status"] == "open"
    start = keyed.post(f"/v1/matches/{created['id']}/start", json={}, headers=bearer(token))
    assert start.json["code"] == "invalid_app_key"  # a seat token starts nothing


@pytest.mark.parametrize(
    ("app", "body", "seats"),
    [(False, {}, [OPEN, HUMAN, HUMAN]), (True, {"invite": True}, [HUMAN, HUMAN, HUMAN])],
)
def test_open_seats_nobody_could_claim_are_refused(redis_url, app_key, app, body, seats):
    client = keyed_client(redis_url, APP_KEYS="off")
    headers = bearer(app_key) if app else {}
    response = client.post(
        "/v1/matches", json={"game": "bad-trevor", "seats": seats, **body}, headers=headers
    )
    assert (response.status_code, response.json["code"]) == (422, "unclaimable_seats")


def test_without_an_app_an_invited_match_fills_by_invites(redis_url):
    client = keyed_client(redis_url, APP_KEYS="off")
    created = create(client, None, [OPEN, OPEN, OPEN], invite=True)
    claimed = [claim(client, created["id"], invite_code=created["invite_code"]) for _ in "abc"]
    assert [c.json["seat"] for c in claimed] == [0, 1, 2]
    assert [c.json["status"] for c in claimed] == ["open", "open", "active"]
    table = Table(client, created["id"], [c.json["token"] for c in claimed])
    assert play_to_end(table)["status"] == "finished"


def test_a_retried_claim_gets_the_first_answer_and_takes_no_second_seat(keyed, app_key):
    created = create(keyed, app_key, [OPEN, OPEN, HUMAN])
    first = claim(keyed, created["id"], app_key, idempotency_key="k-1")
    again = claim(keyed, created["id"], app_key, idempotency_key="k-1")
    assert again.status_code == 201
    assert (again.json["seat"], again.json["token"]) == (first.json["seat"], first.json["token"])
    assert again.json["open_seats"] == [1]
    other = claim(keyed, created["id"], app_key, seat=1, idempotency_key="k-1")
    assert (other.status_code, other.json["code"]) == (422, "idempotency_key_reused")
    last = claim(keyed, created["id"], app_key, idempotency_key="k-2")
    assert last.json["status"] == "active"
    replayed = claim(keyed, created["id"], app_key, idempotency_key="k-2")
    assert replayed.status_code == 201 and replayed.json["token"] == last.json["token"]


def test_twenty_concurrent_claimers_each_seat_goes_to_exactly_one(redis_url, redis_client, app_key):
    """Real HTTP, real threads, one start: every open seat to one claimer, the rest 409."""
    app = create_app({"REDIS_URL": redis_url, "APP_KEYS": "required"})
    server_url, stop = serve(app)
    try:
        body = {"game": "bad-trevor", "seats": [OPEN, OPEN, OPEN, BOT], "invite": True}
        created = requests.post(
            f"{server_url}/v1/matches", json=body, headers=bearer(app_key), timeout=60
        ).json()
        answers = race_claims(
            f"{server_url}/v1/matches/{created['id']}/claims", created["invite_code"]
        )
    finally:
        stop()
    won = [a.json() for a in answers if a.status_code == 201]
    lost = [a.json()["code"] for a in answers if a.status_code != 201]
    assert sorted(w["seat"] for w in won) == [0, 1, 2]
    assert len({w["token"] for w in won}) == 3 and [w["status"] for w in won].count("active") == 1
    assert len(lost) == CLAIMERS - 3 and set(lost) <= {"match_started", "seat_taken"}
    store = Store(redis_client)
    snapshot = [store.load(created["id"], token=w["token"]).token_seat for w in won]
    assert sorted(snapshot) == [0, 1, 2]
    events = store.all_events(created["id"])
    assert [e["type"] for e in events].count("match_started") == 1


def race_claims(url: str, code: str) -> list[requests.Response]:
    """CLAIMERS threads released at once, each claiming with the invite code."""
    gate, answers = threading.Barrier(CLAIMERS), []

    def one() -> None:
        gate.wait(timeout=60)
        answers.append(requests.post(url, json={"invite_code": code}, timeout=60))

    threads = [threading.Thread(target=one) for _ in range(CLAIMERS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert len(answers) == CLAIMERS
    return answers


def serve(app: Any) -> tuple[str, Any]:
    from werkzeug.serving import make_server

    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()

    def stop() -> None:
        server.shutdown()
        thread.join(timeout=10)

    return f"http://127.0.0.1:{server.server_port}", stop


def test_the_app_starts_when_it_chooses_bots_taking_the_open_seats(
    keyed, app_key, redis_url, redis_client, monkeypatch, capsys
):
    created = create(keyed, app_key, [OPEN, OPEN, OPEN])
    claimed = claim(keyed, created["id"], app_key, seat=1).json
    url = f"/v1/matches/{created['id']}/start"
    rival = new_app_key("rival", monkeypatch, redis_url, capsys)
    assert keyed.post(url, json={}, headers=bearer(rival)).json["code"] == "not_your_match"
    assert keyed.post(url, json={}).json["code"] == "missing_app_key"
    unknown = keyed.post(url, json={"strategy": "nope"}, headers=bearer(app_key))
    assert (unknown.status_code, unknown.json["code"]) == (422, "invalid_request")
    started = keyed.post(url, json={"strategy": "heuristic"}, headers=bearer(app_key))
    assert started.status_code == 200, started.json
    assert started.json["status"] == "active"
    assert started.json["seats"] == [
        {"seat": 0, "type": "bot", "strategy": "heuristic"},
        {"seat": 1, "type": "human"},
        {"seat": 2, "type": "bot", "strategy": "heuristic"},
    ]
    view = keyed.get(f"/v1/matches/{created['id']}", headers=bearer(claimed["token"])).json
    assert [c["control"] for c in view["control"]] == ["bot", "human", "bot"]
    pending, _ = pending_sets.pending_keys(redis_client, created["id"])
    assert redis_client.zscore(pending, created["id"]) is not None  # bots to move
    twice = keyed.post(url, json={}, headers=bearer(app_key))
    assert (twice.status_code, twice.json["code"]) == (409, "match_started")
    late = claim(keyed, created["id"], app_key)
    assert late.json["code"] == "match_started"


def test_a_match_started_late_replays_exactly_with_its_clocks(keyed, app_key, redis_client):
    """Its clocks start when it starts, and its export replays it from then."""
    created = create(keyed, app_key, [OPEN, OPEN, OPEN], options={"turn_seconds": 600})
    tokens = [claim(keyed, created["id"], app_key).json["token"] for _ in range(3)]
    table = Table(keyed, created["id"], tokens)
    final = play_to_end(table)
    exported = keyed.get(table.url + "/export").json
    stored = Store(redis_client).load(created["id"]).stored
    assert stored is not None and exported["created_at"] == stored.meta["started_at"]
    assert stored.meta["started_at"] > stored.meta["created_at"]
    replayed, _ = engine.replay(
        exported["game"],
        exported["seats"],
        exported["options"],
        exported["seed"],
        exported["log"],
        exported["control"],
        exported["created_at"],
        exported["salt"],
        exported["seed_source"],
    )
    assert replayed.to_json() == stored.match and final["status"] == "finished"


def test_an_apps_active_matches_are_limited(redis_url, redis_client, app_key, monkeypatch, capsys):
    client = keyed_client(redis_url, APP_ACTIVE_MATCHES=2)
    first = create(client, app_key, [HUMAN, HUMAN, HUMAN])
    create(client, app_key, [OPEN, HUMAN, HUMAN])  # an open match counts too
    refused = client.post(
        "/v1/matches", json={"game": "bad-trevor", "seats": [HUMAN] * 3}, headers=bearer(app_key)
    )
    assert (refused.status_code, refused.json["code"]) == (409, "too_many_active_matches")
    assert refused.json["details"]["limit"] == 2
    other = new_app_key("rival", monkeypatch, redis_url, capsys)
    create(client, other, [HUMAN, HUMAN, HUMAN])  # each app has its own count
    table = Table(client, first["id"], [s["token"] for s in first["seats"]])
    play_to_end(table)  # a finished match no longer counts
    third = create(client, app_key, [HUMAN, HUMAN, HUMAN])
    redis_client.delete(*Store(redis_client).match_keys(third["id"]))  # as if it expired
    create(client, app_key, [HUMAN, HUMAN, HUMAN])  # nor does one that is gone


def test_bots_the_start_adds_count_against_the_apps_bot_seat_limit(redis_url, app_key):
    client = keyed_client(redis_url, RATE_LIMITS="on", RATE_LIMIT_APP_BOT_SEATS="2/hour")
    created = create(client, app_key, [OPEN, OPEN, OPEN])
    url = f"/v1/matches/{created['id']}/start"
    refused = client.post(url, json={}, headers=bearer(app_key))
    assert (refused.status_code, refused.json["code"]) == (429, "rate_limited")
    assert refused.json["details"]["key"] == "app_bot_seats"
    assert client.get(f"/v1/matches/{created['id']}").json["status"] == "open"
    claim(client, created["id"], app_key)
    started = client.post(url, json={}, headers=bearer(app_key))
    assert started.status_code == 200, started.json
    assert [s["type"] for s in started.json["seats"]] == ["human", "bot", "bot"]


def test_an_apps_idempotency_keys_are_its_own(redis_url, app_key, monkeypatch, capsys):
    client = keyed_client(redis_url)
    other = new_app_key("rival", monkeypatch, redis_url, capsys)
    body = {"game": "bad-trevor", "seats": [HUMAN] * 3}
    made = [
        client.post("/v1/matches", json=body, headers={**bearer(key), "Idempotency-Key": "1"})
        for key in (app_key, other, app_key)
    ]
    assert [m.status_code for m in made] == [201, 201, 201]
    assert made[0].json["id"] != made[1].json["id"] and made[0].json == made[2].json


def test_an_open_matchs_work_is_never_done_before_it_starts(
    keyed, app_key, redis_client, queue_client, redis_url, monkeypatch
):
    """Even a stray job or the watchdog finds nothing to do in an open match."""
    from workers import jobs, watchdog

    created = create(keyed, app_key, [BOT, OPEN, OPEN])
    monkeypatch.setenv("REDIS_URL", redis_url)
    monkeypatch.setattr(jobs, "_STORES", {})
    assert jobs._step(created["id"], 0, "bot:0") == "not_started"
    pending, _ = pending_sets.pending_keys(redis_client, created["id"])
    redis_client.zadd(pending, {created["id"]: 0})
    store = Store(redis_client, queue=queue_client)
    assert watchdog._redispatch(store, created["id"], 1, 0) is False
    assert redis_client.zcard(pending) == 0
    stored = Store(redis_client).load(created["id"]).stored
    assert stored is not None and stored.version == 0 and stored.status == "open"


def test_the_store_refuses_a_commit_to_an_open_match(keyed, app_key, redis_client):
    created = create(keyed, app_key, [OPEN, HUMAN, HUMAN])
    store = Store(redis_client)
    stored = store.load(created["id"]).stored
    assert stored is not None and stored.status == "open"
    entry = {"seat": 1, "action": {"type": "ready"}, "now": 1.0}
    result = store.commit(created["id"], 0, stored.match, [], entry)
    assert result.status == "not_started" and store.action_log(created["id"]) == []


def test_the_app_calls_off_an_open_match_and_only_that(
    redis_url, redis_client, app_key, monkeypatch, capsys
):
    client = keyed_client(redis_url, APP_ACTIVE_MATCHES=1)
    created = create(client, app_key, [OPEN, OPEN, HUMAN])
    token = claim(client, created["id"], app_key).json["token"]
    url = f"/v1/matches/{created['id']}"
    rival = new_app_key("rival", monkeypatch, redis_url, capsys)
    assert client.delete(url, headers=bearer(rival)).json["code"] == "not_your_match"
    assert client.delete(url).json["code"] == "missing_app_key"
    cancelled = client.delete(url, headers=bearer(app_key))
    assert cancelled.status_code == 204 and cancelled.data == b""
    assert Store(redis_client).match_keys(created["id"]) == []  # every key, tokens included
    gone = client.get(url, headers=bearer(token))
    assert (gone.status_code, gone.json["code"]) == (404, "unknown_match")
    assert client.delete(url, headers=bearer(app_key)).json["code"] == "unknown_match"
    assert client.get("/v1/matches", headers=bearer(app_key)).json["matches"] == []
    started = create(client, app_key, [HUMAN, HUMAN, HUMAN])  # the limit of 1 is free again
    refused = client.delete(f"/v1/matches/{started['id']}", headers=bearer(app_key))
    assert (refused.status_code, refused.json["code"]) == (409, "match_started")
