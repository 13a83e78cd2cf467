"""One error shape for every refusal: ``{"code", "message", "details"}``.

Engine rule errors, the API's own errors, werkzeug HTTP errors (404, 405, 413, ...),
webargs validation errors and anything unexpected all end up here.
"""

from __future__ import annotations

import logging
from typing import Any

from flask import Flask, Response, jsonify
from werkzeug.exceptions import HTTPException

from service import metrics
from service.engine.errors import RuleError
from service.store import STORE_FAULTS
from service.store.faults import FAULTS, fault_of

from . import request_ids

log = logging.getLogger(__name__)

RULE_STATUS = {
    "unknown_game": 422,
    "invalid_options": 422,
    "invalid_seats": 422,
    "illegal_action": 422,
    "not_your_turn": 403,
    "match_finished": 409,
    "system_pending": 409,
    "unknown_strategy": 422,
    "control_changes_exhausted": 409,
    "invalid_settings": 422,
    "setting_changes_exhausted": 409,
}

HTTP_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    409: "conflict",
    413: "payload_too_large",
    415: "unsupported_media_type",
    422: "invalid_request",
    500: "internal_error",
}

KEPT_HEADERS = ("Allow", "WWW-Authenticate", "Retry-After")


class ApiError(Exception):
    """A refusal decided by the API itself (not by the game rules)."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        headers: dict[str, str] | None = None,
        **details: Any,
    ) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message
        self.details, self.headers = details, headers or {}


def unknown_match(match_id: str) -> ApiError:
    return ApiError(404, "unknown_match", f"no match with id {match_id!r}", match_id=match_id)


def invalid_token() -> ApiError:
    headers = {"WWW-Authenticate": 'Bearer error="invalid_token"'}
    return ApiError(401, "invalid_token", "the seat token is not valid for this match", headers)


def missing_token() -> ApiError:
    headers = {"WWW-Authenticate": "Bearer"}
    return ApiError(401, "missing_token", "this request needs a seat token", headers)


def client_seed_refused() -> ApiError:
    message = "this deployment draws every match's seed itself: leave seed out"
    return ApiError(403, "client_seed_refused", message)


def stale_version(current_version: int) -> ApiError:
    message = "the match has moved on: read it again and retry"
    return ApiError(409, "stale_version", message, current_version=current_version)


def error_response(
    status: int, code: str, message: str, details: dict[str, Any], headers: Any = None
) -> Response:
    metrics.ERRORS.labels(code).inc()
    response = jsonify({"code": code, "message": message, "details": details})
    response.status_code = status
    for name, value in dict(headers or {}).items():
        response.headers[name] = value
    return response


def handle_api_error(error: ApiError) -> Response:
    return error_response(error.status, error.code, error.message, error.details, error.headers)


def handle_rule_error(error: RuleError) -> Response:
    status = RULE_STATUS.get(error.code, 422)
    return error_response(status, error.code, error.message, error.details)


def handle_http_exception(error: HTTPException) -> Response:
    """Werkzeug and webargs errors; webargs puts field messages in ``error.data``."""
    status = error.code or 500
    data = getattr(error, "data", None) or {}
    code = HTTP_CODES.get(status, (error.name or "error").lower().replace(" ", "_"))
    details = {"fields": data["messages"]} if "messages" in data else {}
    message = "the request is invalid: see details.fields" if details else error.description
    headers = {k: v for k, v in error.get_headers() if k in KEPT_HEADERS}
    headers.update(data.get("headers") or {})
    return error_response(status, code, message or error.name, details, headers)


RETRY_AFTER = "1"  # seconds a client waits before retrying a 503
REDIS_FAULTS = FAULTS  # each store failure's code (``service.store.faults``)
redis_fault = fault_of


def handle_redis_error(error: Exception) -> Response:
    """Every Redis failure is the store's, never the request's: 503, a code, Retry-After."""
    code, message = redis_fault(error)
    log.warning("request %s: %s: %s", request_ids.current(), code, error)
    return error_response(503, code, message, {}, {"Retry-After": RETRY_AFTER})


def handle_unexpected(error: Exception) -> Response:
    log.exception("request %s: unexpected error", request_ids.current(), exc_info=error)
    return error_response(500, "internal_error", "an unexpected error occurred", {})


def register(app: Flask) -> None:
    app.register_error_handler(ApiError, handle_api_error)
    app.register_error_handler(RuleError, handle_rule_error)
    app.register_error_handler(HTTPException, handle_http_exception)
    for fault in STORE_FAULTS:
        app.register_error_handler(fault, handle_redis_error)
    app.register_error_handler(Exception, handle_unexpected)
