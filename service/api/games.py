"""GET /v1/games: the catalog of registered games."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from service.engine.registry import all_games

from . import wording
from .parsing import Blueprint
from .schemas import GameSchema

blp = Blueprint("games", __name__, url_prefix="/v1/games", description="The games on offer.")


@blp.route("")
class Games(MethodView):
    @blp.doc(operationId="list_games")
    @blp.response(200, GameSchema(many=True))
    def get(self) -> list[dict[str, Any]]:
        """List the games: players, options with defaults, bot strategies."""
        return [game.catalog_entry(wording.chosen()) for game in all_games()]
