"""POST /v1/matches/{id}/claims and /start: open seats taken by their players, and an open
match started by its app (see ``lobby``)."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from . import app_keys, deps, lobby, play
from .parsing import Blueprint
from .schemas import (
    ClaimedSeatSchema,
    ClaimHeadersSchema,
    ClaimSeatSchema,
    ErrorSchema,
    MatchSummarySchema,
    StartMatchSchema,
)

blp = Blueprint(
    "claims",
    __name__,
    url_prefix="/v1/matches/<match_id>",
    description="Open seats: claimed by the app's key or the match's invite code.",
)


@blp.route("/claims")
class Claims(MethodView):
    @blp.doc(operationId="claim_seat", security=[{"appKey": []}, {}])
    @blp.arguments(ClaimHeadersSchema(), location="headers")
    @blp.arguments(ClaimSeatSchema())
    @blp.response(201, ClaimedSeatSchema)
    @blp.alt_response(400, schema=ErrorSchema, description="Malformed JSON.")
    @blp.alt_response(
        401,
        schema=ErrorSchema,
        description="missing_app_key, invalid_app_key (no invite code, and no live key).",
    )
    @blp.alt_response(
        403,
        schema=ErrorSchema,
        description="invalid_invite; not_your_match (another app's key).",
    )
    @blp.alt_response(404, schema=ErrorSchema, description="unknown_match.")
    @blp.alt_response(
        409,
        schema=ErrorSchema,
        description="match_started (no seat is open), seat_taken (details.open_seats).",
    )
    @blp.alt_response(413, schema=ErrorSchema, description="Body over 64 KiB.")
    @blp.alt_response(415, schema=ErrorSchema, description="Body not JSON.")
    @blp.alt_response(
        422,
        schema=ErrorSchema,
        description="invalid_request, not_an_open_seat, idempotency_key_reused, "
        "idempotency_key_not_uuid4 (an invite claim's key is not a random UUID).",
    )
    def post(self, headers: dict[str, Any], body: dict[str, Any], match_id: str) -> dict[str, Any]:
        """Claim an open seat (the one named, else the lowest open one) with the key of the
        app that created the match, or with the match's invite code: the answer holds the
        seat's token, shown only here. The claim of the last open seat starts the match.

        Under 20 claimers at once, each open seat goes to exactly one of them; the others
        get 409. With an Idempotency-Key, a retry answers the first claim's seat and token: an
        invite claim's key must be a random UUID (version 4), the claimer's secret, since
        every holder of the invite shows the same code."""
        match_id = play.checked_id(match_id)
        return lobby.claim(deps.store(), match_id, body, deps.now(), headers.get("key"))


@blp.route("/start")
class Start(MethodView):
    @blp.doc(operationId="start_match", security=[{"appKey": []}])
    @blp.arguments(StartMatchSchema())
    @blp.response(200, MatchSummarySchema)
    @blp.alt_response(400, schema=ErrorSchema, description="Malformed JSON.")
    @blp.alt_response(401, schema=ErrorSchema, description="missing_app_key, invalid_app_key.")
    @blp.alt_response(
        403, schema=ErrorSchema, description="not_your_match: another app created it."
    )
    @blp.alt_response(404, schema=ErrorSchema, description="unknown_match.")
    @blp.alt_response(409, schema=ErrorSchema, description="match_started.")
    @blp.alt_response(413, schema=ErrorSchema, description="Body over 64 KiB.")
    @blp.alt_response(415, schema=ErrorSchema, description="Body not JSON.")
    @blp.alt_response(422, schema=ErrorSchema, description="invalid_request, unknown_strategy.")
    @blp.alt_response(
        429, schema=ErrorSchema, description="rate_limited: the bot seats it would add."
    )
    def post(self, body: dict[str, Any], match_id: str) -> dict[str, Any]:
        """Start an open match now, bots of ``strategy`` in the seats still open. Only the
        app that created the match may; the answer is the match as a listing shows it."""
        app = app_keys.requesting_app(required=True)
        assert app is not None
        match_id = play.checked_id(match_id)
        return lobby.start_now(deps.store(), match_id, app, body["strategy"], deps.now())
