"""The published spec: OpenAPI 3.1, one named operation each, every error documented."""

from __future__ import annotations

import json
import threading
import tomllib
from pathlib import Path
from typing import Any

import pytest

from service.engine.registry import all_games

CLIENTS = Path(__file__).resolve().parents[2] / "clients"
SDK_VERSION = json.loads((CLIENTS / "typescript/package.json").read_text())["version"]


def test_both_sdks_carry_the_spec_version():
    """One version scheme: the Python SDK's package version is the spec's, as the TypeScript
    package's is (clients/generate gives both the spec's info.version)."""
    python = tomllib.loads((CLIENTS / "python/sdk/pyproject.toml").read_text())
    assert python["tool"]["poetry"]["version"] == SDK_VERSION


OPERATIONS = {
    "list_games",
    "list_matches",
    "create_match",
    "get_match",
    "list_actions",
    "submit_action",
    "set_seat_control",
    "set_seat_settings",
    "reissue_seat_token",
    "claim_seat",
    "start_match",
    "cancel_match",
    "list_events",
    "stream_events",
    "create_stream_ticket",
    "export_match",
    "replay_match",
    "get_webhook",
    "get_player",
    "list_player_matches",
    "stream_player_events",
    "get_leaderboard",
    "create_ticket",
    "get_ticket",
    "cancel_ticket",
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
    assert spec["info"]["version"] == SDK_VERSION  # one version scheme: the SDKs take it


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


def component(spec: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    """A schema, or the component its ``$ref`` names."""
    ref = schema.get("$ref")
    return spec["components"]["schemas"][ref.rsplit("/", 1)[1]] if ref else schema


def test_the_create_body_is_one_schema_per_game_discriminated_by_game(spec):
    union = spec["components"]["schemas"]["CreateMatch"]
    mapping = union["discriminator"]["mapping"]
    assert union["discriminator"]["propertyName"] == "game"
    assert [variant["$ref"] for variant in union["oneOf"]] == list(mapping.values())
    assert set(mapping) == {game.id for game in all_games()}
    for game in all_games():
        body = component(spec, {"$ref": mapping[game.id]})
        assert body["properties"]["game"]["const"] == game.id
        assert body["required"] == ["game", "seats"] and body["additionalProperties"] is False


@pytest.mark.parametrize("game", all_games(), ids=lambda game: game.id)
def test_each_game_body_states_its_seats_options_and_strategies(spec, game):
    mapping = spec["components"]["schemas"]["CreateMatch"]["discriminator"]["mapping"]
    body = component(spec, {"$ref": mapping[game.id]})["properties"]
    assert (body["seats"]["minItems"], body["seats"]["maxItems"]) == (
        game.min_players,
        game.max_players,
    )
    seat = component(spec, body["seats"]["items"])
    assert seat["properties"]["strategy"]["enum"] == sorted(game.strategies())
    options = component(spec, body["options"])
    assert set(options["properties"]) == {option.name for option in game.options}
    assert options["additionalProperties"] is False


def test_the_create_refusals_are_documented(spec):
    refusals = spec["paths"]["/v1/matches"]["post"]["responses"]["422"]["description"]
    for code in ("invalid_request", "unknown_game", "invalid_seats", "invalid_options"):
        assert code in refusals


def test_the_document_is_written_at_its_first_use_and_served_whole_to_concurrent_readers(app):
    """An app does not write its OpenAPI document until something reads it (most apps, a
    test's or a gunicorn worker's, never do); the threads that first read it at once all get
    the whole document, the one the repository commits."""
    api = app.extensions["flask-smorest"]["apis"][""]["ext_obj"]
    assert api._steps and "Action" not in api._spec.components.schemas  # nothing written yet
    barrier, bodies = threading.Barrier(4), []

    def read() -> None:
        barrier.wait()
        bodies.append(app.test_client().get("/openapi.json").get_data(as_text=True))

    readers = [threading.Thread(target=read) for _ in range(4)]
    for reader in readers:
        reader.start()
    for reader in readers:
        reader.join(timeout=120)
    assert len(bodies) == 4 and not api._steps
    committed = json.loads((CLIENTS.parent / "openapi/openapi.json").read_text())
    assert all(json.loads(body) == committed for body in bodies)
