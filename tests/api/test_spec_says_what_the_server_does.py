"""Where the spec and the server could disagree (issue 32, item 7): a webhook's event types
are an enum of the game's, exactly those the server takes; the event stream's messages are
typed, and a real stream's messages fit those types."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from schema_check import errors
from sse import parse

from service import webhooks
from service.api import create_app
from service.engine.registry import all_games

from .helpers import create_table

STREAM = "/v1/matches/{match_id}/events/stream"


@pytest.fixture
def spec(client: FlaskClient) -> dict[str, Any]:
    return client.get("/openapi.json").json


@pytest.fixture
def hooked(redis_url: str, redis_client: Any) -> Flask:
    """Webhook URLs on loopback allowed: no delivery is made here, the create is the test."""
    config = {"TESTING": True, "REDIS_URL": redis_url, "WEBHOOK_ALLOW_PRIVATE": True}
    return create_app(config)


def resolved(spec: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = spec["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    return schema


def webhook_events(spec: dict[str, Any], game_id: str) -> list[str]:
    """The webhook event types the spec gives ``game_id``'s create body."""
    mapping = spec["components"]["schemas"]["CreateMatch"]["discriminator"]["mapping"]
    body = resolved(spec, {"$ref": mapping[game_id]})
    hook = next(
        resolved(spec, one)
        for one in body["properties"]["webhook"]["oneOf"]
        if one.get("type") != "null"
    )
    return hook["properties"]["events"]["items"]["enum"]


@pytest.mark.parametrize("game", [game.id for game in all_games()])
def test_a_webhooks_event_types_are_the_enum_the_server_takes(hooked: Flask, spec, game):
    listed = webhook_events(spec, game)
    assert sorted(listed) == sorted(webhooks.event_types(game) or ())
    client = hooked.test_client()
    seats = [{"type": "human"}] * next(g.min_players for g in all_games() if g.id == game)

    def create(events: list[str]) -> Any:
        hook = {"url": "http://127.0.0.1:9/hook", "events": events}
        return client.post("/v1/matches", json={"game": game, "seats": seats, "webhook": hook})

    taken = create(listed)
    assert taken.status_code == 201, taken.json
    refused = create(["nope"])
    assert (refused.status_code, refused.json["code"]) == (422, "invalid_request")


def test_no_webhook_schema_takes_any_string(spec):
    """A match webhook's event types are each game's own; a ticket's webhook chooses none
    (one POST, when the ticket ends)."""
    for name, schema in spec["components"]["schemas"].items():
        events = schema.get("properties", {}).get("events")
        if name == "TicketWebhookRequest":
            assert events is None
        elif name.endswith("WebhookRequest"):
            assert "enum" in events["items"], name


def stream(client: FlaskClient, url: str, headers: dict[str, str], until: str) -> list[Any]:
    """The stream's messages up to the first ``until`` one (comments left out)."""
    response = client.get(url, headers=headers, buffered=False)
    assert response.status_code == 200 and response.mimetype == "text/event-stream"
    lines = (line for chunk in response.response for line in chunk.decode().split("\n"))
    seen = []
    try:
        for message in parse(lines):
            seen += [message] if message.event != "comment" else []
            if message.event == until:
                return seen
    finally:
        response.close()
    raise AssertionError(f"the stream closed before {until!r}")


def test_the_streams_messages_are_typed_and_a_real_stream_fits_them(client, spec):
    content = spec["paths"][STREAM]["get"]["responses"]["200"]["content"]
    assert list(content) == ["text/event-stream"]
    typed = content["text/event-stream"]["x-sse-messages"]
    assert set(typed) == {"message", "state", "end", "error"}
    table = create_table(client, seats=3)
    url = f"{table.url}/events/stream"
    messages = stream(client, url, table.auth(1), until="state")
    assert table.post(0, {"action": {"type": "resign"}}).status_code == 200  # it ends
    messages += stream(client, url, table.auth(1), until="end")
    assert {m.event for m in messages} == {"message", "state", "end"}
    for message in messages:
        schema = {**spec, **typed[message.event]}  # its $ref resolves against the spec
        assert not errors(schema, message.data), (message.event, message.data)
