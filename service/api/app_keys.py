"""Who is asking, when an app key is the answer: the app behind ``Authorization: Bearer`` on
``POST /v1/matches`` and ``GET /v1/matches`` (see ``service.apps``), and the app's matches.

``CROUPIER_APP_KEYS``: ``off`` (the default, as ``croupier up`` runs for development) lets
anyone create a match, and records the app of a create that shows a live key; ``required``
refuses a create without one (401 ``missing_app_key``, or ``invalid_app_key`` for a key that
is unknown or revoked). Listing matches always needs the app's key.
"""

from __future__ import annotations

from typing import Any

from flask import current_app

from service import apps
from service.engine import match as engine
from service.engine.match import Match
from service.store import StoredMatch

from . import deps, play
from .errors import ApiError
from .http import bearer_token


def keys_required() -> bool:
    return current_app.config["APP_KEYS"] == "required"


def requesting_app(required: bool) -> str | None:
    """The app whose live key the request shows; None when it shows none and may."""
    try:
        token = bearer_token()
    except ApiError:  # a malformed header: not a key of ours either
        raise ApiError(401, "invalid_app_key", "this app key is unknown or revoked") from None
    if token is None:
        if required:
            raise ApiError(401, "missing_app_key", "this needs an app key: Authorization: "
                           "Bearer <app key> (croupier keys create NAME makes one)")  # fmt: skip
        return None
    app = apps.app_for_key(deps.store().redis, token)
    if app is None and (required or token.startswith(apps.KEY_PREFIX)):
        raise ApiError(401, "invalid_app_key", "this app key is unknown or revoked")
    return app


def page_of_matches(app: str, after: int, limit: int) -> dict[str, Any]:
    """The app's matches after the cursor, oldest first; expired ones leave the index."""
    store, found, place = deps.store(), [], after
    while len(found) < limit:
        batch = apps.matches_after(store.redis, app, place, limit - len(found))
        if not batch:
            return {"matches": found, "next": None}
        ids = [match_id for match_id, _ in batch]
        for match_id, stored in zip(ids, store.stored_matches(ids), strict=True):
            if stored is None:
                apps.forget_match(store.redis, app, match_id)
            else:
                found.append(_summary(match_id, stored))
        place = batch[-1][1]
    more = bool(apps.matches_after(store.redis, app, place, 1))
    return {"matches": found, "next": place if more else None}


def _summary(match_id: str, stored: StoredMatch) -> dict[str, Any]:
    """What a listing says of one match."""
    meta = stored.meta
    awaited: list[int] = []
    if not stored.archived:
        match = Match.from_json(stored.match)
        awaited = sorted({d.seat for d in engine.decisions(match) if d.seat is not None})
    seats = [play.seat_summary(n, seat) for n, seat in enumerate(meta["seats"])]
    return {"id": match_id, "game": stored.match["game"], "status": stored.status,
            "created_at": meta["created_at"], "version": stored.version, "seats": seats,
            "awaited": awaited}  # fmt: skip
