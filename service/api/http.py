"""HTTP helpers: the bearer token, If-Match versions, the version ETag, and a response
written without its schema's dump."""

from __future__ import annotations

import re
from typing import Any

from flask import Response, current_app, request

from .errors import ApiError, invalid_token

_ENTITY_TAG = re.compile(r'^(?:W/)?"?(\d{1,19})"?$')


def bearer_token() -> str | None:
    """The caller's seat token; None when it sent no Authorization header."""
    if "Authorization" not in request.headers:
        return None
    token = well_formed_bearer()
    if token is None:
        raise invalid_token()
    return token


def well_formed_bearer() -> str | None:
    """The Authorization header's bearer token, or None when there is none or it is not one
    (for whoever must not refuse the request over it)."""
    scheme, _, token = request.headers.get("Authorization", "").strip().partition(" ")
    token = token.strip()
    return token if scheme.lower() == "bearer" and token and len(token) <= 200 else None


def if_match_versions(header: str | None) -> set[int] | None:
    """The versions an If-Match header accepts (quoted or bare); None accepts any."""
    if header is None or header.strip() == "*":
        return None
    versions = set()
    for tag in header.split(","):
        found = _ENTITY_TAG.match(tag.strip())
        if found is None:
            raise ApiError(
                422,
                "invalid_request",
                'If-Match must be a version, e.g. "7"',
                fields={"headers": {"If-Match": ["Not a version."]}},
            )
        versions.add(int(found.group(1)))
    return versions


def not_modified(version: int) -> bool:
    """Whether the caller's If-None-Match already names this version."""
    return request.if_none_match.contains_weak(str(version))


def version_headers(version: int) -> dict[str, str]:
    """ETag ``"<version>"``; views differ per seat, so caches must vary on the token. And no
    cache may keep a view: the ETag is the same for every seat, and a browser (Chromium)
    whose stored view varies on another token revalidates it with that ETag all the same,
    then shows the 304's stored body, another seat's view, to this caller. A client's own
    If-None-Match still gets its 304."""
    return {"ETag": f'"{version}"', "Vary": "Authorization", "Cache-Control": "no-store"}


def undumped(body: dict[str, Any]) -> Response:
    """``body`` as JSON, exactly as the view's response schema would write it, without the
    schema's dump: a dump walks every field of a view (a tenth of a submit's CPU) to give back
    the same dict. Only for bodies whose every key is their schema's, which the shape tests
    check for every game (``tests/api/test_game_shapes.py``)."""
    return current_app.json.response(body)
