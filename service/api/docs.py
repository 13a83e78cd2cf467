"""Swagger UI's files for ``/docs``, served by the service itself from the pinned
``flask-swagger-ui`` package (Swagger UI 5, which renders OpenAPI 3.1): the page works
offline, and its version moves only with ours."""

from __future__ import annotations

from pathlib import Path

import flask_swagger_ui
from flask import Blueprint, Response, send_from_directory

ASSETS_URL = "/docs/assets/"
DIST = Path(flask_swagger_ui.__file__).resolve().parent / "dist"
CACHE_SECONDS = 24 * 3600

assets = Blueprint("docs_assets", __name__, url_prefix=ASSETS_URL.rstrip("/"))


@assets.route("/<path:name>")
def asset(name: str) -> Response:
    """One of Swagger UI's files (404 for anything else)."""
    return send_from_directory(DIST, name, max_age=CACHE_SECONDS)
