"""Holding what a game says to its published schemas (``Game.table_schema``, ``outcome_schema``,
``every_event_schema``): every view of every seat and of a spectator, every event as each of
them receives it. Used by each game's schema tests on random playouts."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import jsonschema_rs

from service.engine import match as engine
from service.engine.game import Game

ENVELOPE = ("id", "version", "type")


@cache
def _validator(schema_json: str) -> Any:
    return jsonschema_rs.Draft202012Validator(json.loads(schema_json))


def validator(schema: dict[str, Any]) -> Any:
    return _validator(json.dumps(schema, sort_keys=True))


def errors(schema: dict[str, Any], instance: Any) -> list[str]:
    """Why ``instance`` does not fit ``schema`` (empty when it does)."""
    return [
        f"{'/'.join(map(str, e.instance_path))}: {e.message}"
        for e in validator(schema).iter_errors(instance)
    ]


def event_errors(game: Game, event: dict[str, Any]) -> list[str]:
    """Why a redacted event does not fit its type's schema (unknown types included)."""
    schemas = game.every_event_schema()
    if event.get("type") not in schemas:
        return [f"event type {event.get('type')!r} has no schema"]
    fields = {key: value for key, value in event.items() if key not in ENVELOPE}
    return [f"{event['type']}: {why}" for why in errors(schemas[event["type"]], fields)]


def match_errors(match: engine.Match, events: list[dict[str, Any]]) -> list[str]:
    """Every misfit of ``match``'s views and of ``events`` for every seat and a spectator."""
    game, found = match.game, []
    for seat in [None, *range(match.seats)]:
        view = engine.view(match, seat)
        found += [f"table of {seat}: {why}" for why in errors(game.table_schema, view["table"])]
        if view["outcome"] is not None:
            found += [f"outcome: {why}" for why in errors(game.outcome_schema, view["outcome"])]
        for event in events:
            found += event_errors(game, engine.redact_event(event, seat))
    return found
