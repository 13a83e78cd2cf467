"""PUT /v1/matches/{id}/seat: hand the caller's seat to a bot, or take it back;
PUT /v1/matches/{id}/seat/settings: the seat's own preferences (e.g. ``auto_pass``)."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from . import deps, play
from .http import bearer_token
from .parsing import Blueprint
from .schemas import (
    ErrorSchema,
    SeatControlResultSchema,
    SeatControlSchema,
    SeatSettingsResultSchema,
    SeatSettingsSchema,
)

blp = Blueprint(
    "seats",
    __name__,
    url_prefix="/v1/matches/<match_id>/seat",
    description="Seat control: a bot may play a human's seat until its token takes it back; "
    "seat settings: a seat's own preferences, never listed as actions.",
)


@blp.route("")
class Seat(MethodView):
    @blp.doc(operationId="set_seat_control", security=[{"bearer": []}])
    @blp.arguments(SeatControlSchema())
    @blp.response(200, SeatControlResultSchema)
    @blp.alt_response(400, schema=ErrorSchema, description="Malformed JSON.")
    @blp.alt_response(401, schema=ErrorSchema, description="missing_token, invalid_token.")
    @blp.alt_response(404, schema=ErrorSchema, description="unknown_match.")
    @blp.alt_response(413, schema=ErrorSchema, description="Body over 64 KiB.")
    @blp.alt_response(415, schema=ErrorSchema, description="Body not JSON.")
    @blp.alt_response(422, schema=ErrorSchema, description="invalid_request, unknown_strategy.")
    @blp.alt_response(
        409,
        schema=ErrorSchema,
        description="match_finished, system_pending, stale_version, control_changes_exhausted "
        "(a seat may change control 100 times a match).",
    )
    def put(self, body: dict[str, Any], match_id: str) -> dict[str, Any]:
        """Hand the caller's seat to a bot (``control: bot``) or take it back (``human``)."""
        strategy = body.get("strategy", "random") if body["control"] == "bot" else None
        return play.set_control(deps.store(), match_id, bearer_token(), strategy, deps.now())


@blp.route("/settings")
class SeatSettings(MethodView):
    @blp.doc(operationId="set_seat_settings", security=[{"bearer": []}])
    @blp.arguments(SeatSettingsSchema())
    @blp.response(200, SeatSettingsResultSchema)
    @blp.alt_response(400, schema=ErrorSchema, description="Malformed JSON.")
    @blp.alt_response(401, schema=ErrorSchema, description="missing_token, invalid_token.")
    @blp.alt_response(404, schema=ErrorSchema, description="unknown_match.")
    @blp.alt_response(413, schema=ErrorSchema, description="Body over 64 KiB.")
    @blp.alt_response(415, schema=ErrorSchema, description="Body not JSON.")
    @blp.alt_response(
        422,
        schema=ErrorSchema,
        description="invalid_request, invalid_settings (a setting the game does not offer, "
        "or a value it does not take).",
    )
    @blp.alt_response(
        409,
        schema=ErrorSchema,
        description="match_finished, match_not_started, system_pending, stale_version, "
        "setting_changes_exhausted (a seat may change its settings 100 times a match).",
    )
    def put(self, body: dict[str, Any], match_id: str) -> dict[str, Any]:
        """Change some of the caller's seat settings (``auto_pass``, a game's own, e.g.
        Villainous' ``conditions``): the others keep theirs. A change is a version of its own
        (a public ``seat_settings`` event, or the game's); the same values again change
        nothing. Settings are never listed among the actions."""
        wanted = body["settings"]
        return play.set_settings(deps.store(), match_id, bearer_token(), wanted, deps.now())
