"""What the published spec says beyond the schemas: each game's action types as typed schemas,
joined in one ``Action`` union discriminated by ``type``, and the field that refers to it."""

from __future__ import annotations

import copy
import json
from typing import Any

import marshmallow as ma
from flask import Flask
from flask_smorest import Api

from service.engine.game import ActionType, Game, Option
from service.engine.registry import all_games

from . import examples, game_shapes
from .game_shapes import game_stem, schema_ref

ACTION = "Action"
CREATE_MATCH = "CreateMatch"
WEBHOOK_REQUEST = "WebhookRequest"
WEBHOOK_DESCRIPTION = (
    "Deliver this match's events to a URL, signed by the app's webhook secret or one of "
    "the match's own (signing; README, Webhooks). Absent: the "
    "deployment's default webhook, if it sets one (CROUPIER_WEBHOOK_URL); null: none, not "
    "even the default."
)
ARG_SCHEMAS = {
    "string": {"type": "string"},
    "integer": {"type": "integer"},
    "array": {"type": "array", "items": {"type": "string"}},
}
LISTED_WORDS = {
    "label": {
        "$ref": "#/components/schemas/Words",
        "description": "What the action does, for a person (listed actions; ignored on submit).",
    },
    "group": {
        "type": "string",
        "description": "A heading shared by the actions of this type, e.g. for a menu (listed "
        "actions; ignored on submit).",
    },
}
ID_PROPERTY = {
    "type": "string",
    "description": "The id it was listed with (GET actions); optional and ignored on submit.",
}


def _link(operation_id: str, description: str, **extra: Any) -> dict[str, Any]:
    match_id = extra.pop("match_id", "$request.path.match_id")
    return {
        "operationId": operation_id,
        "parameters": {"match_id": match_id},
        "description": description,
        **extra,
    }


# OpenAPI links: how one response leads to the next call (schemathesis' stateful phase
# follows them; they document the flow for readers too).
CREATED_LINKS = {
    "GetMatch": _link("get_match", "Read the new match.", match_id="$response.body#/id"),
    "ListActions": _link("list_actions", "List my actions.", match_id="$response.body#/id"),
    "ListEvents": _link("list_events", "Read the event log.", match_id="$response.body#/id"),
}
LISTED_LINKS = {
    # No requestBody here: OpenAPI allows an object with embedded expressions, but
    # openapi-generator's parser only accepts a string.
    "SubmitAction": _link("submit_action", "Submit one of the listed actions."),
}
SUBMITTED_LINKS = {
    "GetMatch": _link("get_match", "Read the match after the action."),
    "ListActions": _link("list_actions", "List what may be done next."),
    "ListEvents": _link("list_events", "Read the events since."),
}
VIEWED_LINKS = {"ListActions": _link("list_actions", "List what may be done now.")}
SUBMIT_EXAMPLES = {
    "by_id": {"summary": "A listed action, by its id", "value": {"action_id": "ready"}},
    "typed": {"summary": "An action as type and arguments", "value": {"action": {"type": "ready"}}},
}
MAX_SEED = 2**63 - 1
SEED_PROPERTY = {
    "type": "integer",
    "minimum": 0,
    "maximum": MAX_SEED,
    "description": "Optional shuffle seed, for reproducible deals (tests, tournaments); the "
    "server draws one if absent. A chosen seed is marked in every view (seed_source: creator): "
    "whoever knows it can compute the deal. Refused (403 client_seed_refused) where the "
    "deployment sets CROUPIER_CLIENT_SEEDS=refuse.",
}
IF_NONE_MATCH = {
    "in": "header",
    "name": "If-None-Match",
    "required": False,
    "schema": {"type": "string"},
    "description": 'A version read before, e.g. "7": 304 while the match has not moved.',
}


def component_ref(self: Any, field: ma.fields.Field, **kwargs: Any) -> dict[str, Any]:
    """apispec attribute function: a field with an ``OPENAPI_REF`` refers to that component."""
    name = getattr(field, "OPENAPI_REF", None)
    return {"$ref": f"#/components/schemas/{name}"} if name else {}


def create_example() -> dict[str, Any]:
    """A match of the first game, all seats human."""
    game = all_games()[0]
    return {"game": game.id, "seats": [{"type": "human"}] * game.min_players, "seed": 7}


def strategy_names() -> list[str]:
    return sorted({name for game in all_games() for name in game.strategies()})


def seat_settings() -> dict[str, Option]:
    """Every seat setting some game offers, by name (one meaning per name across games)."""
    return {option.name: option for game in all_games() for option in game.offered_settings()}


def seat_types(game: Game | None = None) -> list[str]:
    """Bot seats are offered where the game (else any game) has a bot strategy."""
    strategies = game.strategies() if game else strategy_names()
    return ["human", "bot", "open"] if strategies else ["human", "open"]


INVITE_DESCRIPTION = (
    "Anyone with the invite code the answer shows (once) may claim an open seat; without "
    "it, only the app that creates the match claims them. Needs an open seat."
)
# "invite": true only with an open seat among the seats (else 422 unclaimable_seats).
INVITE_NEEDS_AN_OPEN_SEAT = {
    "if": {"properties": {"invite": {"const": True}}, "required": ["invite"]},
    "then": {
        "properties": {
            "seats": {"contains": {"properties": {"type": {"const": "open"}}, "required": ["type"]}}
        }
    },
}


def create_match_names(game: Game) -> dict[str, str]:
    """The component names of one game's create-match body and of its parts."""
    stem = game_stem(game)
    return {
        "body": f"Create{stem}Match",
        "seat": f"{stem}SeatRequest",
        "options": f"{stem}MatchOptions",
        "webhook": f"{stem}WebhookRequest",
    }


PLAYER_PATTERN = r"^[A-Za-z0-9_.:-]{1,64}$"
PLAYER_DESCRIPTION = (
    "The app's own id of the player in this seat (1-64 letters, digits, '_', '.', ':' or "
    "'-'; ids are the app's: another app's \"alice\" is another player). Needs the app's key "
    "(422 player_needs_app_key); a player holds one seat of a match at most (422 "
    "duplicate_player). Rated matches rate the seats named so. Keep personal data out of it."
)
RATED_DESCRIPTION = (
    "Whether the match counts in its players' ratings (once it finishes); a match with "
    "fewer than two seats naming a player is unrated whatever this says."
)


def player_property() -> dict[str, Any]:
    return {"type": "string", "pattern": PLAYER_PATTERN, "description": PLAYER_DESCRIPTION}


def seat_request_schema(game: Game) -> dict[str, Any]:
    """One seat of a new match of ``game``: human, or a bot of one of its strategies."""
    strategy = {"type": "string", "description": "Bot strategy (bot seats only)."}
    if game.strategies():
        strategy["enum"] = sorted(game.strategies())
    return {
        "type": "object",
        "properties": {
            "type": {"type": "string", "enum": seat_types(game)},
            "strategy": strategy,
            "player": player_property(),
        },
        "required": ["type"],
        "additionalProperties": False,
        **only_with("type", "bot", "strategy"),
        "allOf": [only_with("type", "human", "player")],
    }


def only_with(field: str, value: str, dependent: str) -> dict[str, Any]:
    """JSON Schema for "``dependent`` only where ``field`` is ``value``" (a human seat has no
    strategy, nor does taking a seat back); generators that cannot say it ignore it."""
    return {
        "if": {"not": {"properties": {field: {"const": value}}}},
        "then": {"not": {"required": [dependent]}},
    }


def options_schema(game: Game) -> dict[str, Any]:
    """The match options ``game`` takes, as JSON Schema; it takes no other."""
    properties = {option.name: option_schema(option) for option in game.options}
    return {
        "type": "object",
        "description": f"{game.title}: match options (GET /v1/games lists their defaults).",
        "properties": properties,
        "additionalProperties": False,
    }


def create_match_schema(game: Game) -> dict[str, Any]:
    """The create-match body for ``game``: its id, its seat count, seats, options, seed and
    webhook."""
    names = create_match_names(game)
    seats = {
        "type": "array",
        "minItems": game.min_players,
        "maxItems": game.max_players,
        "items": schema_ref(names["seat"]),
    }
    players = f"{game.min_players}-{game.max_players} seats"
    return {
        "type": "object",
        "description": f"A new match of {game.title} ({players}).",
        "properties": {
            "game": {"type": "string", "const": game.id},
            "seats": seats,
            "options": schema_ref(names["options"]),
            "seed": SEED_PROPERTY,
            "webhook": {
                "oneOf": [schema_ref(names["webhook"]), {"type": "null"}],
                "description": WEBHOOK_DESCRIPTION,
            },
            "invite": {"type": "boolean", "default": False, "description": INVITE_DESCRIPTION},
            "rated": {"type": "boolean", "default": True, "description": RATED_DESCRIPTION},
        },
        "required": ["game", "seats"],
        "additionalProperties": False,
        **INVITE_NEEDS_AN_OPEN_SEAT,
    }


def webhook_request_schema(webhook: dict[str, Any], game: Game) -> dict[str, Any]:
    """``webhook`` (the marshmallow schema's WebhookRequest) for ``game``: its events are
    the game's event types, as the server checks them (422 for any other)."""
    schema = copy.deepcopy(webhook)
    events = schema["properties"]["events"]
    events["items"] = {"type": "string", "enum": sorted(game.every_event_schema())}
    events["description"] = (
        f"The {game.title} event types to deliver (its events' `type`); all when absent."
    )
    return schema


def register_create_match(api: Api) -> None:
    """Each game's create-match body (with its seat, options and webhook schemas), and
    ``CreateMatch``, the union of them discriminated by ``game``, in place of the
    marshmallow schema's."""
    mapping = {}
    webhook = api.spec.components.schemas.pop(WEBHOOK_REQUEST)  # each game has its own
    for game in all_games():
        names = create_match_names(game)
        api.spec.components.schema(names["seat"], component=seat_request_schema(game))
        api.spec.components.schema(names["options"], component=options_schema(game))
        hook = webhook_request_schema(webhook, game)
        api.spec.components.schema(names["webhook"], component=hook)
        api.spec.components.schema(names["body"], component=create_match_schema(game))
        mapping[game.id] = schema_ref(names["body"])["$ref"]
    api.spec.components.schemas[CREATE_MATCH] = {
        "description": "A new match: the body of the game named by `game`.",
        "oneOf": [{"$ref": ref} for ref in mapping.values()],
        "discriminator": {"propertyName": "game", "mapping": mapping},
    }


def option_schema(option: Option) -> dict[str, Any]:
    if option.choices:
        return {"enum": list(option.choices), "description": option.description}
    if isinstance(option.default, bool):
        return {"type": "boolean", "description": option.description}
    if isinstance(option.default, int):
        bounds = {"minimum": option.minimum, "maximum": option.maximum}
        limits = {key: value for key, value in bounds.items() if value is not None}
        return {"type": "integer", **limits, "description": option.description}
    return {"description": option.description}


def schema_name(game: Game, action_type: ActionType) -> str:
    """Readable SDK names: ``bad-trevor`` + ``carry_on`` -> ``BadTrevorCarryOnAction``."""
    return game_shapes.action_name(game, action_type.name)


def action_type_schema(game: Game, action_type: ActionType) -> dict[str, Any]:
    properties: dict[str, Any] = {"type": {"type": "string", "const": action_type.name}}
    properties.update({name: ARG_SCHEMAS[kind] for name, kind in action_type.args})
    properties["id"] = ID_PROPERTY
    properties.update(LISTED_WORDS)
    return {
        "type": "object",
        "description": f"{game.title}: {action_type.description}",
        "properties": properties,
        "required": ["type", *(name for name, _ in action_type.args)],
        "additionalProperties": False,
    }


def action_union(named: list[tuple[str, str]]) -> dict[str, Any]:
    """``oneOf`` the action schemas, discriminated by ``type`` while type names are unique
    across games; should two games share a type name, a plain ``anyOf`` stays true."""
    refs = [{"$ref": f"#/components/schemas/{name}"} for name, _ in named]
    types = [type_name for _, type_name in named]
    if len(set(types)) < len(types):
        return {"anyOf": refs}
    mapping = {type_name: ref["$ref"] for (_, type_name), ref in zip(named, refs, strict=True)}
    return {"oneOf": refs, "discriminator": {"propertyName": "type", "mapping": mapping}}


def register_actions(api: Api) -> None:
    """Every game's action types as schemas, and the ``Action`` union of them all."""
    named = []
    for game in all_games():
        for action_type in game.every_action_type():
            name = schema_name(game, action_type)
            api.spec.components.schema(name, component=action_type_schema(game, action_type))
            named.append((name, action_type.name))
    union = action_union(named)
    union["description"] = "One action: its `type` and that type's arguments."
    api.spec.components.schema(ACTION, component=union)
    api.ma_plugin.converter.add_attribute_function(component_ref)


def refine(api: Api) -> None:
    """What marshmallow cannot say: a submission names exactly one of action_id and action;
    a new match's body depends on its game (seat count, options, strategies)."""
    submit = api.spec.components.schemas["SubmitAction"]
    submit.update(minProperties=1, maxProperties=1)
    register_create_match(api)
    game_shapes.register_game_shapes(api)
    examples.register(api)
    api.spec.components.schemas["SeatControl"].update(only_with("control", "bot", "strategy"))
    register_created_seats(api)
    api.spec.components.schemas.pop("SeatRequest", None)  # each game has its own
    api.spec.components.schemas.pop("PaginationMetadata", None)  # flask-smorest's; we never page


CREATED_SEATS = {  # each seat type as a create answer shows it: its token, or none
    "human": ("CreatedHumanSeat", {"type": "string", "description": "Its bearer token: once."}),
    "bot": ("CreatedBotSeat", {"type": ["string", "null"], "description": "None: null."}),
    "open": ("CreatedOpenSeat", {"type": ["string", "null"], "description": "Null: a claim."}),
}


def register_created_seats(api: Api) -> None:
    """``CreatedSeat`` as a union by ``type``: a human seat's token is a string, always."""
    schemas = api.spec.components.schemas
    base = schemas["CreatedSeat"]
    mapping = {}
    for seat_type, (name, token) in CREATED_SEATS.items():
        properties = {
            "seat": base["properties"]["seat"],
            "type": {"type": "string", "const": seat_type},
            "token": token,
        }
        if seat_type == "bot":
            properties["strategy"] = base["properties"]["strategy"]
        schemas[name] = {
            "type": "object",
            "description": f"A {seat_type} seat of a new match.",
            "properties": properties,
            "required": list(properties),
            "additionalProperties": False,
        }
        mapping[seat_type] = f"#/components/schemas/{name}"
    schemas["CreatedSeat"] = {
        "description": "A seat of a new match, by its type.",
        "oneOf": [{"$ref": ref} for ref in mapping.values()],
        "discriminator": {"propertyName": "type", "mapping": mapping},
    }


def spec_json(app: Flask) -> str:
    """The spec as committed in ``openapi/openapi.json``: stable key order, a final newline."""
    api: Api = app.extensions["flask-smorest"]["apis"][""]["ext_obj"]
    return json.dumps(api.spec.to_dict(), indent=2, ensure_ascii=False) + "\n"
