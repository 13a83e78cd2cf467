"""Cross-origin calls from browser pages (flask-cors), for the origins a deployment names in
``CROUPIER_CORS_ORIGINS`` (comma-separated, e.g. ``https://app.example,http://localhost:5173``;
``*`` for any). None by default: a deployment says which web apps may call it."""

from __future__ import annotations

from flask import Flask
from flask_cors import CORS

# What a page sends beyond the CORS-safelisted ones: the seat token, the version checks,
# the retry key and a JSON body; the request id a client may set; a stream's cursor
# (fetch-based SSE readers resume with Last-Event-ID).
ALLOWED_HEADERS = (
    "Authorization",
    "Content-Type",
    "If-Match",
    "If-None-Match",
    "Idempotency-Key",
    "X-Request-Id",
    "Last-Event-ID",
)
# What a page may read beyond the safelisted ones: the version, where a match was created,
# when to retry, and the request id to quote in a report.
EXPOSED_HEADERS = ("ETag", "Location", "Retry-After", "X-Request-Id")
PREFLIGHT_MAX_AGE = 600  # seconds a browser may cache a preflight answer


def origins(setting: str) -> list[str]:
    """The allowed origins of ``CROUPIER_CORS_ORIGINS``: none when it is empty."""
    return [origin.strip().rstrip("/") for origin in str(setting).split(",") if origin.strip()]


def register(app: Flask, setting: str) -> None:
    allowed = origins(setting)
    if not allowed:
        return  # no Access-Control-* header at all: browsers keep other origins out
    CORS(
        app,
        origins=allowed,
        allow_headers=list(ALLOWED_HEADERS),
        expose_headers=list(EXPOSED_HEADERS),
        methods=["GET", "POST", "PUT", "DELETE", "OPTIONS"],
        max_age=PREFLIGHT_MAX_AGE,
        supports_credentials=False,  # seat tokens travel in Authorization, never in cookies
    )
