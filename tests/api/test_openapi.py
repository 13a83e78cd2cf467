"""The published spec: OpenAPI 3.1, one named operation each, every error documented."""

from __future__ import annotations

from typing import Any

import pytest

OPERATIONS = {
    "list_games",
    "create_match",
    "get_match",
    "list_actions",
    "submit_action",
    "set_seat_control",
    "list_events",
    "healthz",
    "readyz",
}
HTTP_METHODS = {"get", "post", "put", "patch", "delete"}


@pytest.fixture
def spec(client) -> dict[str, Any]:
    response = client.get("/openapi.json")
    assert response.status_code == 200
    return response.json


def operations(spec: dict[str, Any]) -> list[dict[str, Any]]:
    return [op for item in spec["paths"].values() for m, op in item.items() if m in HTTP_METHODS]


def resolve(spec: dict[str, Any], response: dict[str, Any]) -> dict[str, Any]:
    ref = response.get("$ref")
    return spec["components"]["responses"][ref.rsplit("/", 1)[1]] if ref else response


def test_the_spec_is_openapi_3_1_for_v1(spec):
    assert spec["openapi"] == "3.1.0"
    assert spec["info"]["version"] == "v1"


def test_every_operation_is_named(spec):
    ids = [op["operationId"] for op in operations(spec)]
    assert sorted(ids) == sorted(OPERATIONS)


def test_every_error_response_uses_the_error_schema(spec):
    for op in operations(spec):
        for status, response in op["responses"].items():
            if status.startswith("2") or status == "304":
                continue
            schema = resolve(spec, response)["content"]["application/json"]["schema"]
            assert schema == {"$ref": "#/components/schemas/Error"}, (op["operationId"], status)


def test_the_error_schema_is_code_message_details(spec):
    error = spec["components"]["schemas"]["Error"]
    assert set(error["properties"]) == {"code", "message", "details"}
