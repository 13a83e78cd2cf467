"""POST /v1/matches and GET /v1/matches/{id}: create a match, read a seat's view."""

from __future__ import annotations

from typing import Any

from flask import Response, current_app, url_for
from flask import request as http_request
from flask.views import MethodView

from . import app_keys, deps, listing, lobby, play, spec
from .http import bearer_token, not_modified, version_headers
from .parsing import Blueprint
from .schemas import (
    CreatedMatchSchema,
    CreateHeadersSchema,
    CreateMatchSchema,
    ErrorSchema,
    MatchListQuerySchema,
    MatchListSchema,
    ReissuedTokenSchema,
    ViewSchema,
)

blp = Blueprint("matches", __name__, url_prefix="/v1/matches", description="Matches.")


@blp.route("")
class Matches(MethodView):
    @blp.doc(operationId="list_matches", security=[{"appKey": []}])
    @blp.arguments(MatchListQuerySchema(), location="query")
    @blp.response(200, MatchListSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="missing_app_key, invalid_app_key.")
    @blp.alt_response(422, schema=ErrorSchema, description="invalid_request (after, limit).")
    def get(self, query: dict[str, Any]) -> dict[str, Any]:
        """The matches the calling app created, oldest first, a page at a time: each with
        its status, game, seats and the seats it waits for. Needs the app's key."""
        app = app_keys.requesting_app(required=True)
        assert app is not None
        return listing.page_of_matches(app, query["after"], query["limit"])

    @blp.doc(
        operationId="create_match",
        security=[{"appKey": []}, {}],
        responses={201: {"links": spec.CREATED_LINKS}},
    )
    @blp.arguments(CreateHeadersSchema(), location="headers")
    @blp.arguments(CreateMatchSchema(), example=spec.create_example())
    @blp.response(201, CreatedMatchSchema, headers={"Location": {"schema": {"type": "string"}}})
    @blp.alt_response(400, schema=ErrorSchema, description="Malformed JSON.")
    @blp.alt_response(
        403,
        schema=ErrorSchema,
        description="client_seed_refused: a seed was given where CROUPIER_CLIENT_SEEDS=refuse.",
    )
    @blp.alt_response(
        409,
        schema=ErrorSchema,
        description="idempotency_in_progress: retry shortly; too_many_active_matches: the "
        "app has CROUPIER_APP_ACTIVE_MATCHES matches open or active.",
    )
    @blp.alt_response(
        401,
        schema=ErrorSchema,
        description="missing_app_key (CROUPIER_APP_KEYS=required and no app key), "
        "invalid_app_key (unknown or revoked).",
    )
    @blp.alt_response(413, schema=ErrorSchema, description="Body over 64 KiB.")
    @blp.alt_response(415, schema=ErrorSchema, description="Body not JSON.")
    @blp.alt_response(
        422,
        schema=ErrorSchema,
        description="invalid_request (malformed body), unknown_game, invalid_seats (a seat "
        "count outside the game's range), invalid_options (an option the game does not take, "
        "or a bad value), unknown_strategy (a bot strategy the game does not offer), "
        "idempotency_key_reused (the key was used for another request), "
        "unclaimable_seats (open seats with neither an app key nor an invite), "
        "webhook_url_refused (details.reason: the URL is not http(s), carries credentials, "
        "does not resolve, or resolves to a loopback, private, link-local or other "
        "non-public address), "
        'webhook_signing_refused ("signing": "app" without an app key, or the app has no '
        "webhook secret: details.reason).",
    )
    def post(
        self, headers: dict[str, Any], request: dict[str, Any]
    ) -> tuple[dict[str, Any], int, dict[str, str]]:
        """Create a match; the response holds each human seat's token and the webhook's
        own secret (where the match has one: the app's secret signs otherwise), shown only
        once. Open seats (``{"type": "open"}``) are claimed later
        (``POST .../claims``), and the match waits for them (status ``open``).

        With an Idempotency-Key (a random one, e.g. a UUID), a retry of the same request
        within an hour gets the first answer, tokens included, and no second match."""
        app = app_keys.requesting_app(app_keys.keys_required())
        creator = play.Creator(
            app,
            deps.client_seeds_allowed(),
            deps.webhook_settings(),
            int(current_app.config["APP_ACTIVE_MATCHES"]),
            http_request.remote_addr,
        )
        created = play.create_once(deps.store(), request, deps.now(), creator, headers.get("key"))
        location = url_for("matches.Match", match_id=created["id"])
        return created, 201, {"Location": location}


@blp.route("/<match_id>")
class Match(MethodView):
    @blp.doc(
        operationId="get_match",
        security=[{"bearer": []}, {}],
        parameters=[spec.IF_NONE_MATCH],
        responses={200: {"links": spec.VIEWED_LINKS}},
    )
    @blp.response(200, ViewSchema, headers={"ETag": {"schema": {"type": "string"}}})
    @blp.alt_response(304, description="Not modified since the version in If-None-Match.")
    @blp.alt_response(401, schema=ErrorSchema, description="invalid_token.")
    @blp.alt_response(404, schema=ErrorSchema, description="unknown_match.")
    def get(self, match_id: str) -> Response | tuple[dict[str, Any], int, dict[str, str]]:
        """The match as the caller's seat sees it; without a token, as a spectator. An
        open match (seats still to claim) carries no ETag: it is at version 0 before and
        after its start."""
        loaded = play.load(deps.store(), match_id, bearer_token())
        version = loaded.match.version
        if loaded.stored.status == "open":  # version 0 until it starts, and after: no ETag
            headers = {"Cache-Control": "no-store", "Vary": "Authorization"}
            return play.view_for(loaded), 200, headers
        if not_modified(version):
            return Response(status=304, headers=version_headers(version))
        return play.view_for(loaded), 200, version_headers(version)

    @blp.doc(operationId="cancel_match", security=[{"appKey": []}])
    @blp.response(204)
    @blp.alt_response(401, schema=ErrorSchema, description="missing_app_key, invalid_app_key.")
    @blp.alt_response(
        403, schema=ErrorSchema, description="not_your_match: another app created it."
    )
    @blp.alt_response(404, schema=ErrorSchema, description="unknown_match.")
    @blp.alt_response(
        409, schema=ErrorSchema, description="match_started: only an open match is called off."
    )
    def delete(self, match_id: str) -> None:
        """Call off an open match (seats still to claim): it is deleted, its claimed seats'
        tokens with it, and no longer counts among the app's active matches. Only the app
        that created it may; a match that has started is played out."""
        app = app_keys.requesting_app(required=True)
        assert app is not None
        lobby.cancel(deps.store(), play.checked_id(match_id), app)


@blp.route("/<match_id>/seats/<int:seat>/token")
class SeatToken(MethodView):
    @blp.doc(operationId="reissue_seat_token", security=[{"appKey": []}])
    @blp.response(201, ReissuedTokenSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="missing_app_key, invalid_app_key.")
    @blp.alt_response(
        403, schema=ErrorSchema, description="not_your_match: another app created it."
    )
    @blp.alt_response(404, schema=ErrorSchema, description="unknown_match.")
    @blp.alt_response(
        422, schema=ErrorSchema, description="not_a_human_seat (a bot's, or still open)."
    )
    def post(self, match_id: str, seat: int) -> dict[str, Any]:
        """Reissue a lost seat token: the app that created the match gets the seat a new
        token, and the old one stops working at once."""
        app = app_keys.requesting_app(required=True)
        assert app is not None
        return play.reissue_token(deps.store(), match_id, seat, app)
