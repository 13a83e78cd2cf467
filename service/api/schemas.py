"""Request and response schemas. Requests are strict: integers must be JSON integers and
unknown fields are refused. Game-specific shapes (tables, actions, events) stay open dicts."""

from __future__ import annotations

import numbers
from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

MAX_SEED = 2**63 - 1


class StrictInteger(fields.Integer):
    """An integer that must arrive as a JSON integer: not a string, float or boolean."""

    default_error_messages = {"invalid": "Not a valid integer (a JSON integer is required)."}

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            raise self.make_error("invalid")
        return int(value)


class StrictSchema(ma.Schema):
    class Meta:
        unknown = ma.RAISE


# errors


class ErrorSchema(ma.Schema):
    code = fields.String(required=True, metadata={"description": "Stable machine code."})
    message = fields.String(required=True)
    details = fields.Dict(required=True, metadata={"description": "Code-specific details."})


# games


class OptionSchema(ma.Schema):
    name = fields.String(required=True)
    default = fields.Raw(required=True)
    description = fields.String()
    minimum = fields.Integer()
    maximum = fields.Integer()
    choices = fields.List(fields.Raw())


class GameSchema(ma.Schema):
    id = fields.String(required=True)
    title = fields.String(required=True)
    summary = fields.String(required=True)
    min_players = fields.Integer(required=True)
    max_players = fields.Integer(required=True)
    options = fields.List(fields.Nested(OptionSchema), required=True)
    strategies = fields.List(fields.String(), required=True)


# matches


class SeatRequestSchema(StrictSchema):
    type = fields.String(required=True, validate=validate.OneOf(["human", "bot"]))
    strategy = fields.String(metadata={"description": "Bot strategy (bot seats only)."})


class CreateMatchSchema(StrictSchema):
    game = fields.String(required=True, validate=validate.Length(min=1, max=100))
    seats = fields.List(fields.Nested(SeatRequestSchema), required=True)
    options = fields.Dict(keys=fields.String(), load_default=dict)
    seed = StrictInteger(
        validate=validate.Range(min=0, max=MAX_SEED),
        metadata={"description": "Optional shuffle seed; the server draws one if absent."},
    )


class CreatedSeatSchema(ma.Schema):
    seat = fields.Integer(required=True)
    type = fields.String(required=True)
    token = fields.String(
        allow_none=True, metadata={"description": "Bearer token of a human seat, shown once."}
    )


class CreatedMatchSchema(ma.Schema):
    id = fields.String(required=True)
    game = fields.String(required=True)
    seats = fields.List(fields.Nested(CreatedSeatSchema), required=True)
    version = fields.Integer(required=True)
    status = fields.String(required=True)
    options = fields.Dict(required=True)
    seed_hash = fields.String(required=True)


class DecisionSchema(ma.Schema):
    seat = fields.Integer(allow_none=True)
    kind = fields.String()
    prompt = fields.String()
    deadline = fields.Float(allow_none=True)


class ViewSchema(ma.Schema):
    game = fields.String(required=True)
    version = fields.Integer(required=True)
    status = fields.String(required=True, validate=validate.OneOf(["active", "finished"]))
    seat = fields.Integer(allow_none=True, metadata={"description": "None for a spectator."})
    seats = fields.Integer(required=True)
    options = fields.Dict(required=True)
    decisions = fields.List(fields.Nested(DecisionSchema), required=True)
    seed_hash = fields.String(required=True)
    seed = fields.Integer(metadata={"description": "Revealed once the match is finished."})
    outcome = fields.Dict(allow_none=True)
    table = fields.Dict(required=True, metadata={"description": "The game's own view."})


# actions


class ActionListSchema(ma.Schema):
    version = fields.Integer(required=True)
    actions = fields.List(
        fields.Dict(), required=True, metadata={"description": "Each with an `id` and a `type`."}
    )


class SubmitActionSchema(StrictSchema):
    action_id = fields.String(validate=validate.Length(min=1, max=1000))
    action = fields.Dict(keys=fields.String())

    @ma.validates_schema
    def exactly_one(self, data: dict[str, Any], **kwargs: Any) -> None:
        if ("action_id" in data) == ("action" in data):
            raise ma.ValidationError("give exactly one of action_id and action", "_schema")
        action = data.get("action")
        if action is not None and not isinstance(action.get("type"), str):
            raise ma.ValidationError("an action needs a string type", "action")


class ActionHeadersSchema(ma.Schema):
    if_match = fields.String(
        data_key="If-Match", metadata={"description": 'The version acted on, e.g. "7".'}
    )
    idempotency_key = fields.String(
        data_key="Idempotency-Key",
        validate=validate.Regexp(r"^[\x21-\x7e]{1,200}$"),
        metadata={"description": "Makes a retry return the first response (1-200 chars)."},
    )


class SubmitResultSchema(ma.Schema):
    version = fields.Integer(required=True)
    events = fields.List(fields.Dict(), required=True)
    view = fields.Nested(ViewSchema, required=True)


# events


class EventQuerySchema(StrictSchema):
    after = fields.Integer(load_default=0, validate=validate.Range(min=0, max=MAX_SEED))
    limit = fields.Integer(load_default=100, validate=validate.Range(min=1, max=1000))


class EventListSchema(ma.Schema):
    events = fields.List(fields.Dict(), required=True)
    next_after = fields.Integer(
        required=True, metadata={"description": "The cursor for the next page."}
    )


# health


class HealthSchema(ma.Schema):
    status = fields.String(required=True)
