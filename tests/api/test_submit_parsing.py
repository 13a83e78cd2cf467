"""POST .../actions is read by hand (``service.api.submitting``) where its spec documents it
read by schemas (``SUBMIT_PARSER = "schemas"``): the two must give every request the same
answer. Twin matches (same game, same seed) are played in lockstep, one on an app of each
kind, and every request of a corpus of bad and good ones goes to both: the same status, the
same code, the same body (but the seed's hash, salted per match). The parsers themselves
are held to the same loaded values too (an action's ``2.0`` read as ``2`` by both)."""

from __future__ import annotations

import io
import itertools
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from flask import Flask, request
from flask.testing import FlaskClient
from werkzeug.exceptions import HTTPException

from service.api import create_app, submitting
from service.api.errors import ApiError
from service.api.parsing import MAX_DEPTH

from .helpers import Table, create_table

SEED = 7
LEGAL = object()  # the body: the deciding seat's first legal action, by id
LEGAL_BY_TYPE = object()  # the same action, as its type and arguments


@dataclass(frozen=True)
class Case:
    """One request: its query string, headers, body (bytes, JSON-able value, or one of the
    markers above) and content type; whose token it carries."""

    name: str
    query: str = ""
    headers: dict[str, str] = field(default_factory=dict)
    body: Any = LEGAL
    raw: bool = False  # ``body`` is the bytes sent as they are
    content_type: str | None = "application/json"
    auth: str = "decider"  # decider | none | bad | scheme


HEADERS = {
    "none": {},
    "if-match *": {"If-Match": "*"},
    "if-match list": {"If-Match": ' "0" , W/"1",2 '},
    "if-match stale": {"If-Match": '"999"'},
    "if-match bad": {"If-Match": "seven"},
    "if-match empty": {"If-Match": ""},
    "if-match 20 digits": {"If-Match": '"12345678901234567890"'},
    "if-match trailing comma": {"If-Match": '"1",'},
    "key": {"Idempotency-Key": "key-1"},
    "key 200": {"Idempotency-Key": "k" * 200},
    "key 201": {"Idempotency-Key": "k" * 201},
    "key empty": {"Idempotency-Key": ""},
    "key space": {"Idempotency-Key": "a key"},
    "key latin-1": {"Idempotency-Key": "clé"},
    "both bad": {"If-Match": "x", "Idempotency-Key": " "},
}
QUERIES = {
    "none": "",
    "dry run": "dry_run=true",
    "dry run 1": "dry_run=1",
    "dry run off": "dry_run=false",
    "dry run maybe": "dry_run=maybe",
    "dry run empty": "dry_run=",
    "repeated": "dry_run=true&dry_run=false",
    "unknown": "verbose=1",
    "unknown and dry run": "dry_run=true&verbose=1",
    "ampersand": "&",
}
BODIES: dict[str, Any] = {
    "legal": LEGAL,
    "legal by type": LEGAL_BY_TYPE,
    "unknown id": {"action_id": "no-such-action"},
    "empty id": {"action_id": ""},
    "id 1000": {"action_id": "a" * 1000},
    "id 1001": {"action_id": "a" * 1001},
    "id number": {"action_id": 7},
    "id null": {"action_id": None},
    "id list": {"action_id": ["ready"]},
    "both": {"action_id": "ready", "action": {"type": "ready"}},
    "id and more": {"action_id": "ready", "extra": 1},
    "neither": {},
    "unknown field": {"act": "ready"},
    "action string": {"action": "ready"},
    "action null": {"action": None},
    "action no type": {"action": {"card": 1}},
    "action numeric type": {"action": {"type": 1}},
    "action float args": {"action": {"type": "play", "card": 2.0, "to": 1.5}},
    "action list": {"action": [{"type": "ready"}]},
    "list": [{"action_id": "ready"}],
    "string": "ready",
    "number": 3,
    "null": None,
    "true": True,
}
RAW_BODIES: dict[str, bytes] = {
    "NaN": b'{"action_id": NaN}',
    "Infinity": b'{"action": {"type": "x", "n": Infinity}}',
    "huge float": b'{"action": {"type": "x", "n": 1e999}}',
    "bare NaN": b"NaN",
    "too deep": b'{"action": {"type": "x", "a": ' + b"[" * MAX_DEPTH + b"]" * MAX_DEPTH + b"}}",
    "deep enough": b'{"action": {"type": "x", "a": '
    + b"[" * (MAX_DEPTH - 2)
    + b"]" * (MAX_DEPTH - 2)
    + b"}}",
    "far too deep": b"[" * 5000 + b"]" * 5000,
    "not utf-8": b'{"action_id": "\xff"}',
    "truncated": b'{"action_id": "rea',
    "trailing garbage": b'{"action_id": "ready"} x',
    "duplicate keys": b'{"action_id": "x", "action_id": "ready"}',
    "whitespace": b"   ",
    "empty": b"",
    "over 64 KiB": b'{"action_id": "' + b"a" * 70_000 + b'"}',
}

CONTENT_TYPES = (None, "text/plain", "application/merge-patch+json", "application/json; charset=x")


def cases() -> Iterator[Case]:
    """Every header, query and body variant once with good others; then every combination
    of a few (the order of refusals: headers, then query, then body)."""
    for name, headers in HEADERS.items():
        yield Case(f"headers {name}", headers=headers)
    for name, query in QUERIES.items():
        yield Case(f"query {name}", query=query)
    for name, body in BODIES.items():
        yield Case(f"body {name}", body=body)
    for name, raw in RAW_BODIES.items():
        yield Case(f"raw {name}", body=raw, raw=True)
    for kind in CONTENT_TYPES:
        yield Case(f"content type {kind}", content_type=kind)
        yield Case(f"empty, content type {kind}", body=b"", raw=True, content_type=kind)
    for auth in ("none", "bad", "scheme"):
        yield Case(f"auth {auth}", auth=auth)
        yield Case(f"auth {auth}, bad body", auth=auth, body={"action_id": ""})
    few_headers = ("none", "if-match bad", "key", "key 201")
    few_queries = ("none", "dry run", "repeated", "unknown")
    few_bodies = ("legal", "id number", "neither", "action string", "list")
    for h, q, b in itertools.product(few_headers, few_queries, few_bodies):
        yield Case(f"{h} / {q} / {b}", query=QUERIES[q], headers=HEADERS[h], body=BODIES[b])
    few_raw = ("NaN", "too deep", "over 64 KiB")
    for h, q, r in itertools.product(few_headers, few_queries, few_raw):
        raw = RAW_BODIES[r]
        yield Case(f"{h} / {q} / raw {r}", QUERIES[q], HEADERS[h], raw, raw=True)


@pytest.fixture
def twins(redis_url: str, redis_client: Any) -> tuple[Table, Table]:
    """Twin matches, each on an app of its own: the plain parser's and the schemas'."""
    tables = []
    for parser in ("plain", "schemas"):
        app = create_app({"TESTING": True, "REDIS_URL": redis_url, "SUBMIT_PARSER": parser})
        tables.append(create_table(app.test_client(), seed=SEED))
    return tables[0], tables[1]


def send(table: Table, case: Case) -> Any:
    """``case`` sent to ``table``'s match: (status, body without the seed's hash, headers
    that say how to retry or authenticate)."""
    seat = table.deciders()[0]
    headers = {**case.headers, **_auth(table, seat, case.auth)}
    if case.content_type is not None:
        headers["Content-Type"] = case.content_type
    url = table.url + "/actions" + (f"?{case.query}" if case.query else "")
    response = table.client.post(url, data=_body(table, seat, case), headers=headers)
    kept = {name: response.headers.get(name) for name in ("WWW-Authenticate", "Retry-After")}
    return response.status_code, _without_seed_hash(response.get_json(silent=True)), kept


def _auth(table: Table, seat: int, auth: str) -> dict[str, str]:
    return {
        "decider": table.auth(seat),
        "none": {},
        "bad": {"Authorization": "Bearer not-a-token"},
        "scheme": {"Authorization": f"Basic {table.tokens[seat]}"},
    }[auth]


def _body(table: Table, seat: int, case: Case) -> bytes:
    if case.raw:
        return case.body
    body = case.body
    if body is LEGAL or body is LEGAL_BY_TYPE:
        action = table.actions(seat)[0]
        body = {"action_id": action["id"]}
        if case.body is LEGAL_BY_TYPE:
            body = {"action": {k: v for k, v in action.items() if k not in ("id", "label")}}
    return json.dumps(body).encode()


def _without_seed_hash(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_seed_hash(v) for k, v in value.items() if k != "seed_hash"}
    if isinstance(value, list):
        return [_without_seed_hash(item) for item in value]
    return value


def test_the_plain_parser_answers_every_request_as_the_schemas_do(twins: tuple[Table, Table]):
    plain, reference = twins
    answered: dict[int, int] = {}
    for case in cases():
        expected = send(reference, case)
        got = send(plain, case)
        assert got == expected, case.name
        answered[expected[0]] = answered.get(expected[0], 0) + 1
    # the corpus reaches every answer the route gives a request it parses
    assert {200, 400, 401, 409, 413, 415, 422} <= set(answered), answered
    assert answered[200] >= 15, answered  # good requests, committed and dry runs


def test_a_streamed_body_cut_at_the_limit_is_refused_alike(twins: tuple[Table, Table]):
    """A chunked body has no Content-Length: werkzeug stops reading it at the limit."""
    answers = []
    for table in twins:
        seat = table.deciders()[0]
        response = table.client.post(
            table.url + "/actions",
            input_stream=io.BytesIO(b'{"action_id": "' + b"a" * 70_000 + b'"}'),
            headers={**table.auth(seat), "Content-Type": "application/json"},
        )
        answers.append((response.status_code, response.get_json()))
    assert answers[0] == answers[1]
    assert answers[0][0] == 413


def parsed(parse: Callable[[], Any]) -> Any:
    """What a parser gives: the loaded values as JSON (2 and 2.0 differ), or its refusal."""
    try:
        return json.dumps(parse(), sort_keys=True)
    except ApiError as error:
        return ("api", error.status, error.code, error.message, error.details)
    except HTTPException as error:
        data = getattr(error, "data", {}) or {}
        return ("http", error.code, json.dumps(data.get("messages"), sort_keys=True))


def by_the_schemas() -> Any:
    """The documented route's reading: each location through its schema, in its order."""
    return [
        submitting.PARSER.parse(schema, request, location=location)
        for schema, location in (
            (submitting.HEADERS, "headers"),
            (submitting.QUERY, "query"),
            (submitting.BODY, "json"),
        )
    ]


def test_both_parsers_load_the_same_values(app: Flask):
    app.config["MAX_CONTENT_LENGTH"] = 65536
    for case in cases():
        if case.body is LEGAL or case.body is LEGAL_BY_TYPE:
            data = b'{"action": {"type": "play", "card": 3.0, "to": [1, 2.5]}}'
        else:
            data = case.body if case.raw else json.dumps(case.body).encode()
        headers = dict(case.headers)
        if case.content_type is not None:
            headers["Content-Type"] = case.content_type
        path = "/v1/matches/x/actions" + (f"?{case.query}" if case.query else "")
        with app.test_request_context(path, method="POST", data=data, headers=headers):
            expected = parsed(by_the_schemas)
        with app.test_request_context(path, method="POST", data=data, headers=headers):
            got = parsed(lambda: list(submitting.submit_arguments(request)))
        assert got == expected, case.name


def test_an_unknown_submit_parser_is_refused(redis_url: str):
    with pytest.raises(ValueError, match="SUBMIT_PARSER"):
        create_app({"REDIS_URL": redis_url, "SUBMIT_PARSER": "fast"})


def test_the_default_is_the_plain_parser(client: FlaskClient):
    assert client.application.config["SUBMIT_PARSER"] == "plain"
