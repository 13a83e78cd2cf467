"""GET /v1/matches/{id}/export: a finished match as the data that replays it; and GET
/v1/matches/{id}/replay: that replay done for the caller, frame by frame, as one seat saw it."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from . import deps, play
from .http import bearer_token
from .parsing import Blueprint
from .schemas import ErrorSchema, ExportSchema, ReplayQuerySchema, ReplaySchema

blp = Blueprint(
    "exports",
    __name__,
    url_prefix="/v1/matches/<match_id>/export",
    description="A finished match, as what replays it with the engine.",
)


@blp.route("")
class Export(MethodView):
    @blp.doc(operationId="export_match", security=[{"bearer": []}, {}])
    @blp.response(200, ExportSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="invalid_token.")
    @blp.alt_response(404, schema=ErrorSchema, description="unknown_match.")
    @blp.alt_response(
        409, schema=ErrorSchema, description="match_not_finished: the seed is still secret."
    )
    def get(self, match_id: str) -> dict[str, Any]:
        """The finished match's game, seats, options, seed, salt and action log: with the
        engine, ``service.engine.match.replay`` rebuilds it exactly (README: "Export")."""
        return play.export(play.load(deps.store(), match_id, bearer_token()))


replays = Blueprint(
    "replays",
    __name__,
    url_prefix="/v1/matches/<match_id>/replay",
    description="A finished match step by step, as one seat (or a spectator) saw it.",
)


@replays.route("")
class Replay(MethodView):
    @replays.doc(operationId="replay_match", security=[{"bearer": []}, {}])
    @replays.arguments(ReplayQuerySchema(), location="query")
    @replays.response(200, ReplaySchema)
    @replays.alt_response(401, schema=ErrorSchema, description="invalid_token.")
    @replays.alt_response(404, schema=ErrorSchema, description="unknown_match.")
    @replays.alt_response(
        409,
        schema=ErrorSchema,
        description="match_not_finished: the seed and the hidden cards are still secret.",
    )
    @replays.alt_response(
        422,
        schema=ErrorSchema,
        description="invalid_request (details.fields.query.seat: a seat the match does not "
        "have; an unknown parameter).",
    )
    def get(self, query: dict[str, Any], match_id: str) -> dict[str, Any]:
        """A finished match version by version, as one seat (or a spectator) saw it: the
        frames of a slider over the match.

        ``seat`` chooses the point of view; without it, a spectator's (no hand shown).
        Frame 0 is the match as started, with its setup events; then comes one frame
        per entry of the action log (an action, a timeout, a seat handed to a bot or taken
        back), up to the final version: ``frames[i].version`` is ``i``. Each frame holds the
        view ``GET /v1/matches/{id}`` answered that seat at that version, and the events
        that step produced, redacted for that seat as ``GET .../events`` gives them: its
        own cards, and nothing it could not see then.

        The server rebuilds the frames with the engine from what the export holds (the seed
        and the action log), so only a finished match is replayed (409 while it runs). No
        token is needed, as for the export; a token given must be one of the match's, and
        does not choose the point of view."""
        loaded = play.load(deps.store(), match_id, bearer_token())
        return play.replay(loaded, query.get("seat"))
