"""GET /v1/matches/{id}/events: the events the caller may see, after a cursor."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from . import deps, play, stream_caps
from .http import bearer_token
from .parsing import Blueprint
from .schemas import ErrorSchema, EventListSchema, EventQuerySchema

blp = Blueprint(
    "events",
    __name__,
    url_prefix="/v1/matches/<match_id>/events",
    description="The event log, redacted per seat.",
)


@blp.route("")
class Events(MethodView):
    @blp.doc(operationId="list_events", security=[{"bearer": []}, {}])
    @blp.arguments(EventQuerySchema(), location="query")
    @blp.response(200, EventListSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="invalid_token.")
    @blp.alt_response(404, schema=ErrorSchema, description="unknown_match.")
    @blp.alt_response(422, schema=ErrorSchema, description="invalid_request (after, limit, wait).")
    def get(self, query: dict[str, Any], match_id: str) -> dict[str, Any]:
        """Events with ids above ``after``, oldest first; resume from ``next_after``.
        With ``wait``, a long poll: answers as soon as an event after ``after`` exists."""
        token, after, limit = bearer_token(), query["after"], query["limit"]
        # a long poll waits only if the process has a waiter's place free
        with stream_caps.waiting_place(query["wait"] > 0) as placed:
            wait = query["wait"] if placed else 0.0
            return play.events_for(
                deps.store(), match_id, token, after, limit, wait, stream_caps.follower_socket()
            )
