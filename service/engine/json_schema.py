"""Builders of JSON Schema (2020-12, as OpenAPI 3.1 takes it) for the games' own shapes: their
tables, outcomes and events (``Game.table_schema``, ``outcome_schema``, ``event_schemas``).
Everything they build is inline (no ``$ref``): the spec names each schema after the game."""

from __future__ import annotations

from typing import Any

Schema = dict[str, Any]

# A table field's annotation: bookkeeping of the rules (a step name, a queue of pending
# work), not something a player reads; a generic client (``/play``) hides it. Not
# ``x-internal``, which OpenAPI generators read as "generate no model for this schema".
BOOKKEEPING = "x-bookkeeping"


def bookkeeping(schema: Schema) -> Schema:
    """``schema`` marked as bookkeeping (``BOOKKEEPING``)."""
    return {**schema, BOOKKEEPING: True}


def obj(
    required: dict[str, Schema],
    optional: dict[str, Schema] | None = None,
    description: str | None = None,
) -> Schema:
    """An object with these keys and no others; ``required`` ones are always there."""
    schema: Schema = {"type": "object"}
    if description:
        schema["description"] = description
    schema["properties"] = {**required, **(optional or {})}
    schema["required"] = list(required)
    schema["additionalProperties"] = False
    return schema


def mapping(values: Schema, description: str, keys: Schema | None = None) -> Schema:
    """An object used as a map: any keys (``keys`` says which), each mapped to ``values``."""
    schema: Schema = {"type": "object", "description": description}
    if keys:
        schema["propertyNames"] = keys
    schema["additionalProperties"] = values
    return schema


def array(items: Schema, description: str, **more: Any) -> Schema:
    return {"type": "array", "description": description, "items": items, **more}


def integer(description: str, minimum: int = 0, **more: Any) -> Schema:
    return {"type": "integer", "minimum": minimum, "description": description, **more}


def seat(description: str = "A seat number (0 to seats - 1).") -> Schema:
    return integer(description)


def text(description: str) -> Schema:
    return {"type": "string", "description": description}


def card(description: str = "A card id.") -> Schema:
    return text(description)


def enum(values: list[str], description: str) -> Schema:
    return {"type": "string", "enum": list(values), "description": description}


def nullable(schema: Schema) -> Schema:
    """``schema`` or null. An enum lists null among its values and drops ``type``: with
    ``"type": ["string", "null"]`` too, openapi-python-client makes three copies of it."""
    if "enum" in schema:
        untyped = {key: value for key, value in schema.items() if key != "type"}
        return {**untyped, "enum": [*schema["enum"], None]}
    return {**schema, "type": [schema["type"], "null"]}
