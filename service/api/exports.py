"""GET /v1/matches/{id}/export: a finished match as the data that replays it."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from . import deps, play
from .http import bearer_token
from .parsing import Blueprint
from .schemas import ErrorSchema, ExportSchema

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
