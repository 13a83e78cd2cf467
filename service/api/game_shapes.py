"""Typed game shapes in the published spec: each game's table, outcome and events as schemas
(from the game's own ``table_schema``, ``outcome_schema`` and ``every_event_schema``), and
the responses that carry them (``View``, ``EventList``, ``SubmitResult``, ``Replay``,
``ActionList`` and the stream's ``StreamState`` and ``StreamEnd``) as unions of one body per
game, discriminated by ``game``, so that the SDKs hand users the game's own typed models (its
actions are its own ``<Game>Action`` union: two games' ``end_turn`` share a shape)."""

from __future__ import annotations

import copy
from typing import Any

from flask_smorest import Api

from service.engine.game import Game
from service.engine.registry import all_games

PER_GAME = {  # each response carrying game shapes, and what it is
    "View": "a match as one seat (or a spectator) sees it",
    "EventList": "a page of events, redacted for the caller",
    "SubmitResult": "what an action did: its events and the view after",
    "Replay": "a finished match step by step, as one seat (or a spectator) saw it",
    "ActionList": "the actions the caller may take",
    "StreamState": "a stream's state message: where the match stands for the caller",
    "StreamEnd": "a stream's end message: the match is over",
}
FRAME = "ReplayFrame"  # a replay's frame: typed per game inside each game's Replay
ENVELOPE = {
    "id": {"type": "integer", "description": "The event's id: the cursor of GET .../events."},
    "version": {"type": "integer", "description": "The match version the event led to."},
    "text": {
        "$ref": "#/components/schemas/Words",
        "description": "What happened, written for the caller and redacted like the event.",
    },
}


def game_stem(game: Game) -> str:
    """A game id as a schema name stem: ``bad-trevor`` -> ``BadTrevor``."""
    return "".join(word.capitalize() for word in game.id.replace("-", "_").split("_"))


def schema_ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def camel(name: str) -> str:
    return "".join(word.capitalize() for word in name.split("_"))


def action_name(game: Game, action_type: str) -> str:
    """``bad-trevor`` + ``carry_on`` -> ``BadTrevorCarryOnAction``."""
    return f"{game_stem(game)}{camel(action_type)}Action"


def event_name(game: Game, event_type: str) -> str:
    """``bad-trevor`` + ``hand_off`` -> ``BadTrevorHandOffEvent``."""
    return f"{game_stem(game)}{camel(event_type)}Event"


def event_schema(game: Game, event_type: str, fields: dict[str, Any]) -> dict[str, Any]:
    """One event as a caller receives it: the envelope, its ``type`` and the game's fields."""
    properties = {**ENVELOPE, "type": {"type": "string", "const": event_type}}
    properties.update(fields.get("properties", {}))
    return {
        "type": "object",
        "description": f"{game.title}: the {event_type} event.",
        "properties": properties,
        "required": ["id", "version", "type", "text", *fields.get("required", [])],
        "additionalProperties": False,
    }


def register_events(api: Api, game: Game) -> str:
    """The game's event schemas and their union (by ``type``); returns the union's name."""
    mapping = {}
    for event_type, fields in game.every_event_schema().items():
        name = event_name(game, event_type)
        api.spec.components.schema(name, component=event_schema(game, event_type, fields))
        mapping[event_type] = schema_ref(name)["$ref"]
    union = f"{game_stem(game)}Event"
    api.spec.components.schema(
        union,
        component={
            "description": f"{game.title}: one event, as the caller may see it.",
            "oneOf": [{"$ref": ref} for ref in mapping.values()],
            "discriminator": {"propertyName": "type", "mapping": mapping},
        },
    )
    return union


def register_actions(api: Api, game: Game) -> str:
    """The union of the game's action schemas (``spec.register_actions`` names them), by
    ``type``; returns its name."""
    mapping = {
        action_type.name: schema_ref(action_name(game, action_type.name))["$ref"]
        for action_type in game.every_action_type()
    }
    union = f"{game_stem(game)}Action"
    api.spec.components.schema(
        union,
        component={
            "description": f"{game.title}: one action, its `type` and that type's arguments.",
            "oneOf": [{"$ref": ref} for ref in mapping.values()],
            "discriminator": {"propertyName": "type", "mapping": mapping},
        },
    )
    return union


def described(schema: dict[str, Any], description: str) -> dict[str, Any]:
    return {**schema, "description": schema.get("description", description)}


def specialised(
    shape: str, base: dict[str, Any], game: Game, refs: dict[str, Any]
) -> dict[str, Any]:
    """A copy of a response schema for ``game`` alone: ``game`` fixed, ``refs`` typed."""
    body = typed(base, refs)
    body["properties"]["game"] = {"type": "string", "const": game.id}
    body["description"] = f"{game.title}: {PER_GAME[shape]}."
    return body


def typed(base: dict[str, Any], refs: dict[str, Any]) -> dict[str, Any]:
    """A copy of ``base`` with the properties ``refs`` names typed (descriptions kept)."""
    body = copy.deepcopy(base)
    for name, shape in refs.items():
        description = body["properties"][name].get("description")
        body["properties"][name] = {
            **shape,
            **({"description": description} if description else {}),
        }
    return body


def register_game(api: Api, game: Game, bases: dict[str, dict[str, Any]]) -> None:
    """One game's table, outcome, events, and its own View, EventList and SubmitResult."""
    stem = game_stem(game)
    api.spec.components.schema(
        f"{stem}Table", component=described(game.table_schema, f"{game.title}: the table.")
    )
    api.spec.components.schema(
        f"{stem}Outcome", component=described(game.outcome_schema, f"{game.title}: the end.")
    )
    events = {"type": "array", "items": schema_ref(register_events(api, game))}
    actions = {"type": "array", "items": schema_ref(register_actions(api, game))}
    view = schema_ref(f"{stem}View")
    refs = {
        "View": {
            "table": schema_ref(f"{stem}Table"),
            "outcome": {"oneOf": [schema_ref(f"{stem}Outcome"), {"type": "null"}]},
        },
        "EventList": {"events": events},
        "SubmitResult": {"events": events, "view": view},
        "Replay": {"frames": {"type": "array", "items": schema_ref(f"{stem}{FRAME}")}},
        "ActionList": {"actions": actions},
        "StreamState": {"actions": actions},
        "StreamEnd": {"outcome": schema_ref(f"{stem}Outcome")},
    }
    frame = typed(bases[FRAME], {"view": view, "events": events})
    frame["description"] = f"{game.title}: one version of a replay."
    api.spec.components.schema(f"{stem}{FRAME}", component=frame)
    for shape in PER_GAME:
        body = specialised(shape, bases[shape], game, refs[shape])
        api.spec.components.schema(f"{stem}{shape}", component=body)


def register_game_shapes(api: Api) -> None:
    """Every game's typed shapes, then each response that carries them as a union by game."""
    schemas = api.spec.components.schemas
    bases = {shape: copy.deepcopy(schemas[shape]) for shape in [*PER_GAME, FRAME]}
    for game in all_games():
        register_game(api, game, bases)
    schemas.pop(FRAME)  # each game's Replay has its own; the union refers to none
    for shape in PER_GAME:
        mapping = {g.id: schema_ref(f"{game_stem(g)}{shape}")["$ref"] for g in all_games()}
        schemas[shape] = {
            "description": f"{PER_GAME[shape].capitalize()}: the body of the game named by `game`.",
            "oneOf": [{"$ref": ref} for ref in mapping.values()],
            "discriminator": {"propertyName": "game", "mapping": mapping},
        }
