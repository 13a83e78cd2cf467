"""GET /v1/matches/{id}/events/stream (Server-Sent Events) and the stream tickets that let a
browser's EventSource, which cannot send an Authorization header, open a seat's stream."""

from __future__ import annotations

from typing import Any

from flask import Response, current_app, request
from flask.views import MethodView
from flask_smorest import Api

from . import deps, following, play, stream_caps, wording
from .errors import ApiError, missing_token
from .http import bearer_token
from .parsing import Blueprint
from .schemas import (
    ErrorSchema,
    PlayerNoteSchema,
    StreamEndSchema,
    StreamQuerySchema,
    StreamStateSchema,
    StreamTicketSchema,
)

blp = Blueprint(
    "streams",
    __name__,
    url_prefix="/v1/matches/<match_id>",
    description="Push: follow a match as it happens (SSE), with tickets for browsers.",
)

STREAM_DESCRIPTION = """Server-Sent Events: exactly the events GET .../events gives the
caller (same redaction; `id:` is the event id), from `Last-Event-ID` (or `after`; the header
wins, as an EventSource sends it when it reconnects). Unnamed messages are match events, their
`data` the event as JSON. After the events of each new version comes a `state` message
(`event: state`, no id; the StreamState schema): the open decisions, the one the caller holds
(`yours`) and its legal actions, so a bot needs nothing else to act. A comment line
(`: heartbeat`) comes after 15 s without news. When the match is over: an `end` message
(StreamEnd), then the stream closes. `event: error` (`code`, `message`) precedes a close the
server did not plan (Redis unavailable): reconnect with the last id.

Authenticate with the seat token (`Authorization: Bearer`), or with a `ticket` from POST
.../stream-tickets (single use, one minute: a browser's EventSource cannot send headers; a
ticket spent, open the next stream with a new one and `after`), or with neither to watch as a
spectator. Open streams are capped per client address, per seat and per app (429
`too_many_streams`, `details.key` says which; `Retry-After`), and per server process (503
`streams_at_capacity`): close the streams you no longer read."""

STREAM_EXAMPLE = (
    'retry: 1000\n\nid: 9\ndata: {"id":9,"version":4,"type":"laid","seat":1}\n\n'
    'event: state\ndata: {"game":"bad-trevor","version":4,"status":"active","yours":{"seat":0,'
    '"kind":"turn","prompt":"pick","deadline":null,"instance":""},'
    '"actions":[{"id":"pick:1","type":"pick","card":1}],"awaiting":[0],'
    '"decisions":[]}\n\n: heartbeat\n\n'
)


def last_event_id(query: dict[str, Any]) -> int:
    """The cursor: ``Last-Event-ID`` when sent, else ``after`` (default 0)."""
    header = request.headers.get("Last-Event-ID")
    if header is None or not header.strip():
        return query["after"]
    text = header.strip()
    if not text.isdigit() or len(text) > 19:
        raise ApiError(
            422,
            "invalid_request",
            "Last-Event-ID must be an event id, e.g. 17",
            fields={"headers": {"Last-Event-ID": ["Not an event id."]}},
        )
    return int(text)


def stream_seat(match_id: str, ticket: str | None) -> tuple[int | None, str | None]:
    """The seat the caller follows (None: a spectator), once its token or ticket checks out,
    and the app whose match it is; 404 for no match."""
    token, store = bearer_token(), deps.store()
    if token is not None or ticket is None:
        loaded = play.load(store, match_id, token)
        return loaded.seat, loaded.stored.meta.get("app")
    valid, seat = store.redeem_ticket(play.checked_id(match_id), ticket)
    if not valid:
        raise ApiError(401, "invalid_ticket", "the stream ticket is unknown, expired or used")
    loaded = play.load(store, match_id, None)  # 404 if the match is gone
    return seat, loaded.stored.meta.get("app")


@blp.route("/events/stream")
class EventStream(MethodView):
    @blp.doc(
        operationId="stream_events",
        security=[{"bearer": []}, {}],
        description=STREAM_DESCRIPTION,
        responses={
            "200": {
                "description": "The stream: Server-Sent Events, each message's `data` one line "
                "of JSON, typed by its `event:` in `x-sse-messages` (OpenAPI 3.1 cannot type "
                "a text/event-stream body itself).",
                "content": {
                    "text/event-stream": {
                        "schema": {"type": "string", "contentMediaType": "text/event-stream"},
                        "x-sse-messages": {
                            "message": {
                                "type": "object",
                                "required": ["id", "version", "type"],
                                "description": "No `event:` line: a match event as GET "
                                ".../events lists it (the game's <Game>Event schema); "
                                "`id:` is its id.",
                            },
                            "state": {"$ref": "#/components/schemas/StreamState"},
                            "end": {"$ref": "#/components/schemas/StreamEnd"},
                            "error": {"$ref": "#/components/schemas/Error"},
                        },
                        "example": STREAM_EXAMPLE,
                    }
                },
            }
        },
    )
    @blp.arguments(StreamQuerySchema(), location="query")
    @blp.alt_response(401, schema=ErrorSchema, description="invalid_token, invalid_ticket.")
    @blp.alt_response(404, schema=ErrorSchema, description="unknown_match.")
    @blp.alt_response(422, schema=ErrorSchema, description="invalid_request (after, ticket).")
    @blp.alt_response(429, schema=ErrorSchema, description="too_many_streams, rate_limited.")
    @blp.alt_response(503, schema=ErrorSchema, description="streams_at_capacity, redis_*.")
    def get(self, query: dict[str, Any], match_id: str) -> Response:
        """Follow the match: its events as they happen, as Server-Sent Events."""
        seat, app = stream_seat(match_id, query.get("ticket"))
        after = last_event_id(query)
        heartbeat = float(current_app.config["STREAM_HEARTBEAT"])
        held, leases = stream_caps.hold(stream_caps.identities(seat, match_id, app), heartbeat)
        socket, locale = stream_caps.follower_socket(), wording.chosen()
        follower = following.Follower(socket, leases.renew, locale)
        messages = following.follow(
            deps.store().waiting, match_id, seat, after, heartbeat, follower
        )
        headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        response = Response(
            stream_caps.counted(messages), mimetype="text/event-stream", headers=headers
        )
        response.call_on_close(held.release)  # even if the server never starts sending it
        return response


@blp.route("/stream-tickets")
class StreamTickets(MethodView):
    @blp.doc(operationId="create_stream_ticket", security=[{"bearer": []}])
    @blp.response(201, StreamTicketSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="missing_token, invalid_token.")
    @blp.alt_response(404, schema=ErrorSchema, description="unknown_match.")
    def post(self, match_id: str) -> dict[str, Any]:
        """A ticket that opens this seat's stream once, within a minute (for EventSource)."""
        token = bearer_token()
        if token is None:
            raise missing_token()
        loaded = play.load(deps.store(), match_id, token)
        seconds = int(current_app.config["STREAM_TICKET_SECONDS"])
        ticket = deps.store().issue_ticket(match_id, loaded.seat, seconds)
        stream = f"/v1/matches/{match_id}/events/stream?ticket={ticket}"
        return {"ticket": ticket, "expires_in": seconds, "stream": stream}


def register_messages(api: Api) -> None:
    """The data of the stream's ``state`` and ``end`` messages, as components: the spec
    cannot type a text/event-stream body, but SDKs and readers can type these."""
    api.spec.components.schema("StreamState", schema=StreamStateSchema)
    api.spec.components.schema("StreamEnd", schema=StreamEndSchema)
    api.spec.components.schema("PlayerNote", schema=PlayerNoteSchema)
