"""Who is asking, when an app key is the answer: the app behind ``Authorization: Bearer`` on
``POST /v1/matches`` and ``GET /v1/matches`` (see ``service.store.apps``), whether it owns a
match, and how many matches it has active.

``CROUPIER_APP_KEYS``: ``off`` (the default, as ``croupier up`` runs for development) lets
anyone create a match, and records the app of a create that shows a live key; ``required``
refuses a create without one (401 ``missing_app_key``, or ``invalid_app_key`` for a key that
is unknown or revoked). Listing matches always needs the app's key.
"""

from __future__ import annotations

from flask import current_app, g

from service.store import Store, StoredMatch, apps

from . import deps
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
            raise ApiError(
                401,
                "missing_app_key",
                "this needs an app key: Authorization: "
                "Bearer <app key> (croupier keys create NAME makes one)",
            )
        return None
    app = app_of_key(token)
    if app is None and (required or token.startswith(apps.KEY_PREFIX)):
        raise ApiError(401, "invalid_app_key", "this app key is unknown or revoked")
    return app


def required_app() -> str:
    """The app whose live key the request shows (401 without one)."""
    app = requesting_app(required=True)
    assert app is not None
    return app


def app_of_key(token: str) -> str | None:
    """The app whose live key ``token`` is, or None; looked up once a request (the rate
    limits ask first, the view after)."""
    known: tuple[str, str | None] | None = g.get("app_of_key")
    if known is None or known[0] != token:
        known = (token, deps.store().apps.app_for_key(token))
        g.app_of_key = known
    return known[1]


def check_owner(stored: StoredMatch, app: str) -> None:
    """Only the app that created a match manages it (its seats, its tokens, its start)."""
    if stored.meta.get("app") != app:
        raise ApiError(403, "not_your_match", "only the app that created this match may do this")


def reserve_active(store: Store, app: str, match_id: str, limit: int) -> None:
    """Count ``match_id`` among the app's active (or open) matches, or refuse it (409
    ``too_many_active_matches``) when the app has ``limit`` already. The count drops the
    matches that finished or expired only when it reaches the limit (one read of each)."""
    if limit <= 0 or store.apps.reserve_active(app, match_id, limit):
        return
    held = store.apps.active_matches(app)
    over = [
        m
        for m, status in zip(held, store.statuses(held), strict=True)
        if status in (None, "finished")
    ]
    store.apps.release_active(app, *over)
    if not store.apps.reserve_active(app, match_id, limit):
        raise ApiError(
            409,
            "too_many_active_matches",
            f"app {app!r} has {limit} matches open or active, its limit: let one finish first",
            limit=limit,
        )
