"""Request parsing: a webargs parser that is strict and never lets a body cause a 500."""

from __future__ import annotations

import json
import math
from typing import Any, NoReturn

import flask
import marshmallow as ma
from flask_smorest import Blueprint as SmorestBlueprint
from webargs import core
from webargs.flaskparser import FlaskParser, is_json_request
from werkzeug.exceptions import RequestEntityTooLarge

from .errors import ApiError


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
        body = req.get_data(cache=True)
        _refuse_cut_stream(req, body)
        if not is_json_request(req):
            if body:
                raise ApiError(415, "unsupported_media_type", "send the body as application/json")
            return core.missing
        try:
            return _parse_json(body)
        except (RecursionError, ValueError) as exc:
            if isinstance(exc, json.JSONDecodeError) and exc.doc == "":
                raise
            self._handle_invalid_json_error(exc, req)

    def _handle_invalid_json_error(self, error: Exception, req: flask.Request) -> NoReturn:
        raise ApiError(400, "malformed_json", "the body is not valid JSON") from error


def _parse_json(body: bytes) -> Any:
    """Strict JSON: UTF-8, and no NaN or Infinity (which json.loads would accept)."""
    return json.loads(body.decode("utf-8"), parse_constant=_refuse, parse_float=_finite)


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


class Blueprint(SmorestBlueprint):
    ARGUMENTS_PARSER = StrictParser()
