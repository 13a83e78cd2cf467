"""The spec's examples are true (issue 10): every operation's success response has one, each
fits its schema, and each has the keys the real answer over HTTP has."""

from __future__ import annotations

import json
from typing import Any

import jsonschema_rs
import pytest
from flask.testing import FlaskClient

from service.api import examples

from .helpers import create_table


@pytest.fixture
def spec(client: FlaskClient) -> dict[str, Any]:
    return client.get("/openapi.json").json


def operations(spec: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {
        op["operationId"]: op
        for path in spec["paths"].values()
        for op in path.values()
        if isinstance(op, dict)
    }


def success(operation: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    status = next(code for code in operation["responses"] if code.startswith("2"))
    return status, operation["responses"][status]


def schema_errors(spec: dict[str, Any], schema: dict[str, Any], instance: Any) -> list[str]:
    document = {**schema, "components": spec["components"]}
    validator = jsonschema_rs.Draft202012Validator(document)
    return [f"{list(e.instance_path)}: {e.message}" for e in validator.iter_errors(instance)]


def test_every_operation_has_a_success_example_that_fits_its_schema(spec):
    for operation_id, operation in operations(spec).items():
        status, response = success(operation)
        for media, content in response.get("content", {}).items():
            assert "example" in content, (operation_id, status, media)
            if media == "application/json":
                errors = schema_errors(spec, content["schema"], content["example"])
                assert errors == [], (operation_id, errors)
        body = operation.get("requestBody", {}).get("content", {}).get("application/json")
        if body is not None:
            assert "example" in body or "examples" in body, operation_id
            for value in [body.get("example"), *body.get("examples", {}).values()]:
                value = value["value"] if isinstance(value, dict) and "value" in value else value
                if value is not None:
                    assert schema_errors(spec, body["schema"], value) == [], operation_id


def test_the_examples_are_the_engine_s_own_answers(spec):
    """Not hand-written: the view is what the engine shows seat 0 of the example match."""
    example = operations(spec)["get_match"]["responses"]["200"]["content"]["application/json"]
    assert example["example"] == json.loads(json.dumps(examples.view()))
    assert example["example"]["table"]["hand"]  # seat 0's own cards
    assert example["example"]["seed_hash"] == examples.created()["seed_hash"]


def real_answers(client: FlaskClient) -> dict[str, Any]:
    """One real answer per operation, over HTTP, on a 3-seat match."""
    table = create_table(client, seats=3)
    auth = table.auth(0)
    answers = {
        "list_games": client.get("/v1/games").json,
        "get_match": client.get(table.url, headers=auth).json,
        "list_actions": client.get(table.url + "/actions", headers=auth).json,
        "submit_action": table.act(0, "ready"),
        "list_events": client.get(table.url + "/events?limit=2", headers=auth).json,
        "create_stream_ticket": client.post(table.url + "/stream-tickets", headers=auth).json,
        "healthz": client.get("/healthz").json,
        "readyz": client.get("/readyz").json,
    }
    control = client.put(
        table.url + "/seat", json={"control": "bot", "strategy": "heuristic"}, headers=table.auth(2)
    ).json
    answers["set_seat_control"] = control
    body = {"game": "bad-trevor", "seats": [{"type": "human"}] * 3, "seed": 7}
    answers["create_match"] = client.post("/v1/matches", json=body).json
    return answers


def test_each_example_has_the_keys_of_the_real_answer(client, spec):
    answers = real_answers(client)
    for operation_id, answer in answers.items():
        _, response = success(operations(spec)[operation_id])
        example = response["content"]["application/json"]["example"]
        if isinstance(answer, list):
            answer, example = answer[0], example[0]
        assert set(example) == set(answer), operation_id
