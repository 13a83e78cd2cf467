"""Deeply nested JSON on every route that takes a body: a 400 ``malformed_json``, never a
500, whether rate limits (which read a create's body first) are on or off.

The routes come from the app's own spec, and every URL rule that takes a body must be in
it: a new route is covered without touching this file."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.api import create_app
from service.api.parsing import MAX_DEPTH

from .helpers import create_table

WRITE_METHODS = {"POST", "PUT", "PATCH", "DELETE"}
BRACKETS = 5_000  # 10 KB: the adversarial run's body


def deep(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


def routes(app: Flask) -> list[tuple[str, str]]:
    """(method, rule) of every URL rule a request may send a body to."""
    return sorted(
        (method, rule.rule)
        for rule in app.url_map.iter_rules()
        for method in (rule.methods or set()) & WRITE_METHODS
    )


def with_bodies(spec: dict[str, Any]) -> set[tuple[str, str]]:
    """(method, rule) of every operation whose spec takes a request body."""
    return {
        (method.upper(), re.sub(r"\{(\w+)\}", r"<\1>", path))
        for path, item in spec["paths"].items()
        for method, op in item.items()
        if "requestBody" in op
    }


def filled(rule: str, match_id: str) -> str:
    """The rule with its parameters named: a real match, its seat 0."""
    path = re.sub(r"<(?:\w+:)?match_id>", match_id, rule)
    path = re.sub(r"<(?:\w+:)?seat>", "0", path)
    path = re.sub(r"<(?:\w+:)?ticket_id>", "0" * 32, path)  # no such ticket: still a 400
    assert "<" not in path, f"a parameter this test does not fill: {rule}"
    return path


@pytest.fixture(params=["on", "off"], ids=["rate-limits-on", "rate-limits-off"])
def limited_app(request: pytest.FixtureRequest, redis_url: str, redis_client: Any) -> Flask:
    return create_app({"TESTING": True, "REDIS_URL": redis_url, "RATE_LIMITS": request.param})


@pytest.mark.parametrize("depth", [BRACKETS, MAX_DEPTH + 1])
def test_deep_nesting_is_a_400_on_every_route_with_a_body(limited_app: Flask, depth: int):
    client = limited_app.test_client()
    table = create_table(client)
    bodied = with_bodies(client.get("/openapi.json").json)
    assert len(bodied) >= 5, bodied  # creates, claims, starts, actions, seat control
    for method, rule in routes(limited_app):
        rule_name = re.sub(r"<\w+:(\w+)>", r"<\1>", rule)
        response = client.open(
            filled(rule, table.id),
            method=method,
            data=deep(depth),
            content_type="application/json",
            headers=table.auth(0),
        )
        shown = (method, rule, response.status_code, response.get_data(as_text=True)[:200])
        if (method, rule_name) in bodied:
            assert response.status_code == 400, shown
            assert response.json["code"] == "malformed_json", shown
        else:  # a route that reads no body ignores it
            assert response.status_code < 500, shown


def test_nesting_up_to_the_limit_is_read(client: FlaskClient):
    body = b'{"game": "bad-trevor", "seats": [], "options": {"x": %s}}' % deep(MAX_DEPTH - 2)
    response = client.post("/v1/matches", data=body, content_type="application/json")
    assert response.status_code == 422, response.json  # read, then refused
    assert response.json["code"] != "malformed_json"


def test_brackets_inside_strings_are_not_nesting(client: FlaskClient):
    body = b'{"game": "%s", "seats": []}' % (b"[{" * 2_000)
    response = client.post("/v1/matches", data=body, content_type="application/json")
    assert response.status_code == 422, response.json
    assert response.json["code"] != "malformed_json"
