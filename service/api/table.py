"""The web table at ``/play``: static files built from ``clients/web`` (TypeScript on the
generated SDK, bundled by esbuild) and committed under ``service/static/play``, so the
service serves the page on a machine without Node. The page calls the API on its own origin."""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, redirect, send_from_directory

PAGE = Path(__file__).resolve().parents[1] / "static" / "play"
# The page's own files and the API on this origin; styles set from script only (no inline
# style attribute or <style> in the markup), no frames, no plugins.
POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
    "form-action 'self'"
)

page = Blueprint("table", __name__, url_prefix="/play")


@page.route("")
def to_page() -> Response:
    """``/play`` -> ``/play/``, where the page's relative asset paths resolve."""
    return redirect("/play/", code=308)  # type: ignore[return-value]


@page.route("/")
def index() -> Response:
    return asset("index.html")


@page.route("/<path:name>")
def asset(name: str) -> Response:
    """One of the page's files (404 for anything else), revalidated on each load (its ETag),
    so a new deployment's page is never mixed with an old cached script."""
    response = send_from_directory(PAGE, name, max_age=0)
    response.headers["Content-Security-Policy"] = POLICY
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    return response
