"""GET /v1/games: the catalog of registered games."""

from __future__ import annotations

import logging
from typing import Any

from flask.views import MethodView

from service import ratings
from service.engine.registry import all_games
from service.store import STORE_FAULTS

from . import deps, wording
from .parsing import Blueprint
from .schemas import GameSchema

log = logging.getLogger(__name__)

blp = Blueprint("games", __name__, url_prefix="/v1/games", description="The games on offer.")


@blp.route("")
class Games(MethodView):
    @blp.doc(operationId="list_games")
    @blp.response(200, GameSchema(many=True))
    def get(self) -> list[dict[str, Any]]:
        """List the games: players, options with defaults, bot strategies and their
        ratings."""
        games = all_games()
        rated = _strategy_ratings([game.id for game in games])
        return [
            {**game.catalog_entry(wording.chosen()), "strategy_ratings": rated.get(game.id, {})}
            for game in games
        ]


def _strategy_ratings(games: list[str]) -> dict[str, dict[str, Any]]:
    """Each game's bots' ratings (``service.ratings``); none while the store is away: the
    catalog itself needs no store."""
    try:
        found = deps.store().players.pool(ratings.BOT_POOL, games)
    except STORE_FAULTS as error:
        log.warning("the bots' ratings are left out of the catalog: %s", error)
        return {}
    return {game: {s: ratings.shown(r) for s, r in pool.items()} for game, pool in found.items()}
