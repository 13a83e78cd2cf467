"""Creating a match from a worker (a matchmaking table, a bots' ladder match) through the
API's own create path, ``service.api.play``, imported at the first create.

The API package brings Flask, the schemas and every route: a third of a worker process's
start (1.29 s of CPU with it, 0.87 s without, on a quiet 2-core machine), which a worker needs
only once it seats a match, and most never do (a delivery worker; a deployment without
matchmaking or the bots' ladder). ``tests/test_layers.py`` holds a worker's start to no
Flask.
"""

from __future__ import annotations

from typing import Any

from service.store import Store


class Refused(Exception):
    """The API refused the create (its error ``code``: e.g. an app at its limit of active
    matches)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def create(
    store: Store, request: dict[str, Any], now: float, app: str | None, key: str | None = None
) -> dict[str, Any]:
    """``play.create_once`` for ``app`` (None: none), at most once under ``key``; the named
    players are not told here (matchmaking tells them itself, once matched)."""
    from service.api import play  # here, not above: the docstring says why
    from service.api.errors import ApiError

    creator = play.Creator(app=app, notify=False)
    try:
        return play.create_once(store, request, now, creator, key)
    except ApiError as error:
        raise Refused(error.code) from error
