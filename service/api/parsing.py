"""Request parsing: a webargs parser that is strict and never lets a body cause a 500.

``parse_json`` is the app's one JSON parser: the arguments' parser and ``request.get_json``
(the rate limits read a create's body before the view does) both read a body with it."""

from __future__ import annotations

import json
import math
from itertools import chain
from typing import Any, NoReturn

import flask
import marshmallow as ma
from flask.json.provider import DefaultJSONProvider
from flask_smorest import Blueprint as SmorestBlueprint
from webargs import core
from webargs.flaskparser import FlaskParser, is_json_request
from werkzeug.exceptions import RequestEntityTooLarge

from .errors import ApiError

MAX_DEPTH = 32  # arrays and objects nested in a body, at most: ours nest 4 or 5 deep


class StrictParser(FlaskParser):
    """Unknown fields are refused in the query string too; a body that is not JSON (wrong
    content type, undecodable, too deeply nested, a number too long or not finite) is a 4xx."""

    DEFAULT_UNKNOWN_BY_LOCATION = {
        **FlaskParser.DEFAULT_UNKNOWN_BY_LOCATION,
        "query": ma.RAISE,
        "querystring": ma.RAISE,
    }

    def load_querystring(self, req: flask.Request, schema: ma.Schema) -> Any:
        """The query string, each parameter given once: ``?after=1&after=2`` says two
        things, and the server will not guess which one was meant."""
        repeated = sorted({key for key in req.args if len(req.args.getlist(key)) > 1})
        if repeated:
            message = f"give each query parameter once: {', '.join(repeated)} repeated"
            raise ApiError(422, "repeated_parameter", message, parameters=repeated)
        return super().load_querystring(req, schema)

    def _raw_load_json(self, req: flask.Request) -> Any:
        return read_json_body(req)

    def _handle_invalid_json_error(self, error: Exception, req: flask.Request) -> NoReturn:
        raise malformed_json() from error


def read_json_body(req: flask.Request) -> Any:
    """The request's JSON body, or ``core.missing`` for none (an empty body, or one sent
    without a JSON content type); a body too large (413), not JSON (415) or malformed
    (400) is refused. The arguments' parser reads every body with it, and so does the POST
    action route's own parser (``service.api.submitting``)."""
    body = req.get_data(cache=True)
    _refuse_cut_stream(req, body)
    if not is_json_request(req):
        if body:
            raise ApiError(415, "unsupported_media_type", "send the body as application/json")
        return core.missing
    try:
        return parse_json(body)
    except ValueError as exc:
        if isinstance(exc, json.JSONDecodeError) and exc.doc == "":
            return core.missing  # no body at all: as webargs' ``load_json`` takes it
        raise malformed_json() from exc


def malformed_json() -> ApiError:
    message = f"the body is not valid JSON (UTF-8, arrays and objects {MAX_DEPTH} deep at most)"
    return ApiError(400, "malformed_json", message)


def parse_json(body: bytes | str) -> Any:
    """Strict JSON: UTF-8, no NaN or Infinity (which json.loads would accept), arrays and
    objects nested ``MAX_DEPTH`` deep at most (deeper is a ValueError, as bad JSON is: no
    RecursionError here, nor in whatever walks the value later)."""
    data = body.encode("utf-8") if isinstance(body, str) else body
    try:
        value = json.loads(data.decode("utf-8"), parse_constant=_refuse, parse_float=_finite)
    except RecursionError as error:  # far deeper than MAX_DEPTH
        raise ValueError(f"nested more than {MAX_DEPTH} deep") from error
    brackets = data.count(b"[") + data.count(b"{")  # nearly every body: too few to nest deep
    if brackets > MAX_DEPTH and _depth(value) > MAX_DEPTH:
        raise ValueError(f"nested more than {MAX_DEPTH} deep")
    return value


def _depth(value: Any) -> int:
    """How deep arrays and objects nest in ``value``, counted level by level (no recursion)
    up to one past ``MAX_DEPTH``."""
    depth, level = 0, [value]
    while depth <= MAX_DEPTH:
        containers = [item for item in level if type(item) in (dict, list)]
        if not containers:
            break
        depth += 1
        level = list(
            chain.from_iterable(
                item.values() if type(item) is dict else item for item in containers
            )
        )
    return depth


def _refuse(constant: str) -> NoReturn:
    raise ValueError(f"{constant} is not JSON")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text} is out of range")
    return value


def _refuse_cut_stream(req: flask.Request, body: bytes) -> None:
    """Werkzeug stops reading a streamed (chunked) body at MAX_CONTENT_LENGTH without an
    error; a body that reached the limit was cut, so refuse it rather than parse a part."""
    limit = req.max_content_length
    if req.content_length is None and limit is not None and len(body) >= limit:
        raise RequestEntityTooLarge()


class StrictJSONProvider(DefaultJSONProvider):
    """The app's JSON: ``request.get_json`` (the rate limits read a create's body before
    its view does) parses with ``parse_json``, as the arguments' parser does."""

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        return parse_json(s)


class StrictRequest(flask.Request):
    """A body ``request.get_json`` refuses is 400 ``malformed_json`` (None if silent)."""

    def on_json_loading_failed(self, e: ValueError | None) -> Any:
        if e is None:
            raise ApiError(415, "unsupported_media_type", "send the body as application/json")
        raise malformed_json() from e


def register(app: flask.Flask) -> None:
    """One JSON parser for every body the app reads."""
    app.json = StrictJSONProvider(app)
    app.request_class = StrictRequest


class Blueprint(SmorestBlueprint):
    ARGUMENTS_PARSER = StrictParser()
