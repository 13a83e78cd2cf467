"""``X-Request-Id`` on every response: the caller's own (when it is a sane token) or a new
one, so a client's report and the server's logs name the same request."""

from __future__ import annotations

import re
import uuid

from flask import Flask, Response, g, has_request_context, request

HEADER = "X-Request-Id"
_ACCEPTED = re.compile(r"[A-Za-z0-9._:-]{1,128}")


def current() -> str | None:
    """The request id of the request being served, if any."""
    return g.get("request_id") if has_request_context() else None


def _assign() -> None:
    given = request.headers.get(HEADER, "")
    g.request_id = given if _ACCEPTED.fullmatch(given) else uuid.uuid4().hex


def _echo(response: Response) -> Response:
    response.headers[HEADER] = current() or uuid.uuid4().hex
    _note_for_the_access_log()
    return response


def note_seat(seat: int | None) -> None:
    """The seat the request's token opened (None: a spectator), for the access log."""
    if has_request_context():
        g.seat = seat


def _note_for_the_access_log() -> None:
    """What the access log line says of the request beyond the path (``service.serving``'s
    logger reads it from the WSGI environ): the route, the match, the seat; never a token."""
    environ = request.environ
    environ["croupier.route"] = request.url_rule.rule if request.url_rule else None
    if request.view_args and "match_id" in request.view_args:
        environ["croupier.match_id"] = request.view_args["match_id"]
    if "seat" in g:
        environ["croupier.seat"] = g.seat


def register(app: Flask) -> None:
    """Every response gets the header; the API's error logs and gunicorn's access log
    (``service.serving.CroupierLogger``) name it."""
    app.before_request(_assign)
    app.after_request(_echo)
