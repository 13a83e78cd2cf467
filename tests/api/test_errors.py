"""Every refusal: one error shape, the right status and code, and nothing written."""

from __future__ import annotations

import json
from typing import Any

import pytest
import redis
from flask.testing import FlaskClient

from service.api import create_app

from .helpers import GAME, Table, create_table

HUMAN = {"type": "human"}


def redis_image(client: redis.Redis) -> dict[bytes, bytes]:
    """Every key and its serialized value: equal images mean nothing was written."""
    return {key: client.dump(key) for key in client.scan_iter()}


def assert_error(response: Any, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.get_data(as_text=True)
    body = response.json
    assert set(body) == {"code", "message", "details"}, body
    assert body["code"] == code, body
    assert isinstance(body["message"], str) and body["message"]
    assert isinstance(body["details"], dict)
    return body


@pytest.fixture
def untouched(redis_client: redis.Redis, table: Table):
    """Asserts the test's requests left Redis exactly as it was."""
    before = redis_image(redis_client)
    yield table
    assert redis_image(redis_client) == before


def create(client: FlaskClient, **body: Any) -> Any:
    return client.post("/v1/matches", json={"game": GAME, "seats": [HUMAN] * 3, **body})


# routing


def test_unknown_route_is_not_found(client):
    assert_error(client.get("/v1/nope"), 404, "not_found")


@pytest.mark.parametrize(
    "method, path, allowed",
    [
        ("put", "/v1/matches/x", {"GET", "DELETE"}),
        ("put", "/v1/games", {"GET"}),
        ("delete", "/v1/matches", {"GET", "POST"}),
        ("patch", "/v1/matches/x/actions", {"GET", "POST"}),
    ],
)
def test_wrong_method_is_405_with_allow(client, method, path, allowed):
    response = getattr(client, method)(path)
    assert_error(response, 405, "method_not_allowed")
    assert allowed <= {m.strip() for m in response.headers["Allow"].split(",")}


# bodies


def test_body_over_64_kib_is_413(client, redis_client):
    body = json.dumps({"game": GAME, "seats": [HUMAN] * 3, "options": {"x": "y" * 70_000}})
    response = client.post("/v1/matches", data=body, content_type="application/json")
    assert_error(response, 413, "payload_too_large")
    assert redis_image(redis_client) == {}


@pytest.mark.parametrize(
    "raw",
    [
        b"{",
        b"{'game': 'bad-trevor'}",
        b'{"game": "bad-trevor",}',
        b"\xff\xfe\x00garbage",
        b"[" * 30_000 + b"]" * 30_000,
        b'{"game": "bad-trevor", "seed": ' + b"9" * 5_000 + b"}",
        b'{"game": "bad-trevor", "seed": NaN}',
        b'{"game": "bad-trevor", "seed": -Infinity}',
        b'{"game": "bad-trevor", "seed": 1e400}',
        b"   ",
    ],
    ids=[
        "truncated",
        "single-quotes",
        "trailing-comma",
        "not-utf8",
        "deep",
        "long-int",
        "nan",
        "infinity",
        "float-overflow",
        "blank",
    ],
)
def test_malformed_json_is_400(client, redis_client, raw):
    response = client.post("/v1/matches", data=raw, content_type="application/json")
    assert_error(response, 400, "malformed_json")
    assert redis_image(redis_client) == {}


def test_a_body_that_is_not_json_is_415(client):
    response = client.post("/v1/matches", data="game=bad-trevor", content_type="text/plain")
    assert_error(response, 415, "unsupported_media_type")


@pytest.mark.parametrize("body", [[], None, "bad-trevor", 7, True])
def test_a_body_that_is_not_an_object_is_invalid(client, body):
    response = client.post("/v1/matches", data=json.dumps(body), content_type="application/json")
    assert_error(response, 422, "invalid_request")


def test_an_empty_body_lists_the_missing_fields(client):
    response = client.post("/v1/matches", content_type="application/json")
    body = assert_error(response, 422, "invalid_request")
    assert set(body["details"]["fields"]["json"]) == {"game", "seats"}


@pytest.mark.parametrize(
    "field, value",
    [
        ("seed", "7"),
        ("seed", 7.5),
        ("seed", True),
        ("seed", None),
        ("seed", -1),
        ("seed", 2**63),
        ("game", 7),
        ("seats", {"type": "human"}),
        ("seats", ["human", "human", "human"]),
        ("seats", [{"type": "robot"}] * 3),
        ("seats", [{"type": "human", "name": "Kev"}] * 3),
        ("options", []),
        ("options", "fast"),
        ("colour", "red"),
    ],
)
def test_wrong_types_and_unknown_fields_are_refused(client, redis_client, field, value):
    body = assert_error(create(client, **{field: value}), 422, "invalid_request")
    assert field in body["details"]["fields"]["json"]
    assert redis_image(redis_client) == {}


def test_an_integral_number_is_an_integer(client):
    """JSON Schema counts 7.0 as an integer (schemathesis sends such numbers); so do we."""
    assert create(client, seed=7.0).status_code == 201


def test_the_largest_seed_is_accepted(client):
    assert create(client, seed=2**63 - 1).status_code == 201


# creating


@pytest.mark.parametrize(
    "body, code",
    [
        ({"game": "no-such-game"}, "unknown_game"),
        ({"seats": [HUMAN] * 2}, "invalid_seats"),
        ({"seats": [HUMAN] * 6}, "invalid_seats"),
        ({"seats": []}, "invalid_seats"),
        ({"options": {"no_such_option": 1}}, "invalid_options"),
        ({"seats": [HUMAN, HUMAN, {"type": "bot", "strategy": "greedy"}]}, "invalid_request"),
    ],
)
def test_create_refusals(client, redis_client, body, code):
    response = create(client, **body)
    error = assert_error(response, 422, code)
    if code == "invalid_request":
        assert "strategy" in error["details"]["fields"]["json"]["seats"]["2"]
    assert redis_image(redis_client) == {}


# unknown match, tokens


@pytest.mark.parametrize(
    "method, suffix", [("get", ""), ("get", "/actions"), ("get", "/events"), ("post", "/actions")]
)
@pytest.mark.parametrize("match_id", ["no-such-match", "a*b", "%7Bx%7D", "x" * 300, "%00"])
def test_unknown_match_is_404(client, table, method, suffix, match_id):
    kwargs = {"json": {"action_id": "ready"}} if method == "post" else {}
    response = getattr(client, method)(
        f"/v1/matches/{match_id}{suffix}", headers=table.auth(0), **kwargs
    )
    assert_error(response, 404, "unknown_match")


@pytest.mark.parametrize(
    "authorization",
    ["Bearer not-a-token", "Bearer ", "Basic dXNlcjpwYXNz", "token", "Bearer " + "x" * 300],
)
@pytest.mark.parametrize("suffix", ["", "/actions", "/events"])
def test_a_bad_token_is_401(client, untouched, authorization, suffix):
    response = client.get(untouched.url + suffix, headers={"Authorization": authorization})
    assert_error(response, 401, "invalid_token")
    assert response.headers["WWW-Authenticate"].startswith("Bearer")


def test_a_token_of_another_match_is_401(client, table):
    other = create_table(client, seed=8)
    assert_error(client.get(table.url, headers=other.auth(0)), 401, "invalid_token")
    url, body = table.url + "/actions", {"action_id": "ready"}
    assert_error(client.post(url, json=body, headers=other.auth(1)), 401, "invalid_token")


def test_submitting_needs_a_token(client, table, redis_client):
    before = redis_image(redis_client)
    response = client.post(table.url + "/actions", json={"action_id": "ready"})
    assert_error(response, 401, "missing_token")
    response = client.post(
        table.url + "/actions", json={"action_id": "ready"}, headers={"Authorization": "Bearer x"}
    )
    assert_error(response, 401, "invalid_token")
    assert redis_image(redis_client) == before


# submitting


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"action_id": "ready", "action": {"type": "ready"}},
        {"action_id": 7},
        {"action_id": ""},
        {"action": "ready"},
        {"action": {"card": "H03"}},
        {"action": {"type": 1}},
        {"action_id": "ready", "seat": 1},
    ],
)
def test_bad_submissions_are_invalid_requests(untouched, body):
    assert_error(untouched.post(0, body), 422, "invalid_request")


@pytest.mark.parametrize(
    "body",
    [{"action_id": "no-such-action"}, {"action": {"type": "no-such-action"}}],
)
def test_an_illegal_action_is_422_with_a_reason(untouched, body):
    error = assert_error(untouched.post(0, body), 422, "illegal_action")
    assert "reason" in error["details"] or "action_id" in error["details"]


def test_illegal_action_by_type_names_the_reason(untouched):
    error = assert_error(untouched.post(0, {"action": {"type": "bogus"}}), 422, "illegal_action")
    assert error["details"]["reason"]


def test_a_seat_without_a_decision_is_403(table, redis_client):
    table.act(0, "ready")
    before = redis_image(redis_client)
    assert_error(table.post(0, {"action": {"type": "ready"}}), 403, "not_your_turn")
    assert redis_image(redis_client) == before


def test_a_seat_out_of_turn_is_403(table, redis_client):
    table.ready_all()
    (turn,) = table.deciders()
    idle = (turn + 1) % len(table.tokens)
    action = table.actions(turn)[0]
    before = redis_image(redis_client)
    assert_error(table.post(idle, {"action": action}), 403, "not_your_turn")
    assert_error(table.post(idle, {"action_id": action["id"]}), 403, "not_your_turn")
    assert redis_image(redis_client) == before


@pytest.mark.parametrize("if_match", ['"5"', "5", 'W/"3"', '"1", "2"'])
def test_a_stale_if_match_is_409_with_the_current_version(untouched, if_match):
    response = untouched.post(0, {"action_id": "ready"}, **{"If-Match": if_match})
    error = assert_error(response, 409, "stale_version")
    assert error["details"] == {"current_version": 0}


@pytest.mark.parametrize("if_match", ['"0"', "0", "*", '"3", "0"'])
def test_a_current_if_match_is_accepted(table, if_match):
    response = table.post(0, {"action_id": "ready"}, **{"If-Match": if_match})
    assert response.status_code == 200
    assert response.json["version"] == 1


@pytest.mark.parametrize("if_match", ['"seven"', "", "-1", '"1"x'])
def test_a_malformed_if_match_is_invalid(untouched, if_match):
    response = untouched.post(0, {"action_id": "ready"}, **{"If-Match": if_match})
    assert_error(response, 422, "invalid_request")


# idempotency


def test_a_repeated_idempotency_key_returns_the_first_response(table, redis_client):
    first = table.post(0, {"action_id": "ready"}, **{"Idempotency-Key": "k1"})
    assert first.status_code == 200
    before = redis_image(redis_client)
    again = table.post(0, {"action_id": "ready"}, **{"Idempotency-Key": "k1"})
    assert (again.status_code, again.json) == (first.status_code, first.json)
    stale = table.post(0, {"action_id": "ready"}, **{"Idempotency-Key": "k1", "If-Match": '"0"'})
    assert (stale.status_code, stale.json) == (first.status_code, first.json)
    assert redis_image(redis_client) == before
    assert table.view()["version"] == 1


def test_an_idempotency_key_reused_for_another_request_is_422(table, redis_client):
    assert table.post(0, {"action_id": "ready"}, **{"Idempotency-Key": "k1"}).status_code == 200
    before = redis_image(redis_client)
    other_body = table.post(0, {"action": {"type": "ready"}}, **{"Idempotency-Key": "k1"})
    assert_error(other_body, 422, "idempotency_key_reused")
    assert redis_image(redis_client) == before


def test_a_refused_request_is_not_recorded_under_its_key(table):
    refused = table.post(0, {"action_id": "nope"}, **{"Idempotency-Key": "k2"})
    assert_error(refused, 422, "illegal_action")
    assert table.post(0, {"action_id": "ready"}, **{"Idempotency-Key": "k2"}).status_code == 200


@pytest.mark.parametrize("key", ["", "has space", "x" * 201, "tab\there"])
def test_a_malformed_idempotency_key_is_invalid(untouched, key):
    response = untouched.post(0, {"action_id": "ready"}, **{"Idempotency-Key": key})
    assert_error(response, 422, "invalid_request")


# events query


@pytest.mark.parametrize(
    "query",
    ["after=-1", "after=abc", "after=1.5", "after=true", "limit=0", "limit=1001", "limit=", "x=1"],
)
def test_bad_event_queries_are_invalid(client, table, query):
    response = client.get(f"{table.url}/events?{query}")
    assert_error(response, 422, "invalid_request")


# redis down


def test_readyz_is_503_when_redis_is_down(redis_url):
    dead = create_app({"REDIS_URL": "redis://127.0.0.1:1/0", "REDIS_SOCKET_TIMEOUT": 0.5})
    client = dead.test_client()
    assert_error(client.get("/readyz"), 503, "redis_unavailable")
    assert_error(client.get("/v1/matches/x"), 503, "redis_unavailable")
    assert client.get("/healthz").status_code == 200


def test_health_and_readiness(client):
    assert client.get("/healthz").json == {"status": "ok"}
    assert client.get("/readyz").json == {"status": "ok"}


# no input reaches the 500 handler


def test_an_unexpected_exception_is_a_500_internal_error(redis_url):
    app = create_app({"REDIS_URL": redis_url})

    @app.get("/boom")
    def boom():
        raise RuntimeError("boom")

    assert_error(app.test_client().get("/boom"), 500, "internal_error")


GARBAGE = [
    b"",
    b"{}",
    b"[]",
    b"null",
    b'"x"',
    b"{",
    b"\x00\x01",
    b"[" * 10_000,
    b'{"action": {"type": "ready", "x": [[[[[]]]]]}}',
    b'{"action": {"type": {"nested": 1}}}',
    b'{"action_id": "' + "\u00e9".encode() * 1000 + b'"}',
    b'{"action": {"type": "lay", "card": null}}',
    b'{"action": {"type": "lay", "card": ["H03"]}}',
    b'{"action": {"type": "pick", "position": 1e308}}',
    b'{"action": {"type": "pick", "position": -99999999999999999999}}',
    b'{"action": {"type": "kevin", "position": "0", "shout": null}}',
    b'{"game": "bad-trevor", "seats": [{"type": "human"}], "options": {"a": {"b": []}}}',
    b'{"game": "bad-trevor", "seats": null, "seed": 1e400}',
    b'{"game": "\\ud800", "seats": []}',
]


@pytest.mark.parametrize("raw", GARBAGE)
@pytest.mark.parametrize("where", ["/v1/matches", "/actions"])
def test_no_input_gets_a_500(client, table, raw, where):
    path = table.url + "/actions" if where == "/actions" else where
    for content_type in ["application/json", "text/plain"]:
        response = client.post(path, data=raw, content_type=content_type, headers=table.auth(0))
        assert response.status_code < 500, response.get_data(as_text=True)
        assert set(response.json) >= {"version"} or set(response.json) == {
            "code",
            "message",
            "details",
        }


def test_a_strategy_on_a_human_seat_is_refused(client):
    seats = [{"type": "human", "strategy": "random"}, {"type": "human"}, {"type": "human"}]
    refused = client.post("/v1/matches", json={"game": "bad-trevor", "seats": seats})
    assert (refused.status_code, refused.json["code"]) == (422, "invalid_request")
    assert "strategy" in json.dumps(refused.json["details"])


def test_taking_a_seat_back_with_a_strategy_is_refused(client, table):
    body = {"control": "human", "strategy": "random"}
    refused = client.put(table.url + "/seat", json=body, headers=table.auth(0))
    assert (refused.status_code, refused.json["code"]) == (422, "invalid_request")


def test_a_repeated_query_parameter_is_refused(client, table):
    refused = client.get(table.url + "/events?after=1&after=2")
    assert (refused.status_code, refused.json["code"]) == (422, "repeated_parameter")
    assert refused.json["details"] == {"parameters": ["after"]}
