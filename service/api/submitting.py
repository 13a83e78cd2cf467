"""The POST action route's own parser: the hot route of the API, read by hand (issue 39).

webargs and marshmallow cost a submit 0.11-0.13 ms of CPU (alternated A/B runs of
``bench.http_actions`` and ``bench.profile_actions``, ``SUBMIT_PARSER`` switched): three
``use_args`` wrappers, a schema load per location, the proxies around headers and query.
Here the request is read with the schemas' own rules (the same validators, the same body
reader: ``schemas`` and ``parsing`` share them), and whatever these rules do not accept at
once (a refusal, a dry run, an unusual but valid body) goes to the documented route's own
schemas through the same parser, which answer it exactly as before: the same status, code,
message and details. The route stays documented by its decorated method
(``actions.Actions.post``), which ``SUBMIT_PARSER = "schemas"`` serves instead; the tests
hold the two to the same answers (``tests/api/test_submit_parsing.py``).

The locations are read in the documented route's order: headers, query string, body.
"""

from __future__ import annotations

from typing import Any

import flask

from .parsing import Blueprint, read_json_body
from .schemas import (
    ACTION_ID_LENGTH,
    IDEMPOTENCY_KEY_RULE,
    IF_MATCH_RULE,
    ActionHeadersSchema,
    SubmitActionSchema,
    SubmitQuerySchema,
    action_of,
)

PARSER = Blueprint.ARGUMENTS_PARSER  # the documented route's parser, for what it refuses
HEADERS, QUERY, BODY = ActionHeadersSchema(), SubmitQuerySchema(), SubmitActionSchema()
NOT_A_DRY_RUN = {"dry_run": False}  # what the query schema loads from no query string


def submit_arguments(req: flask.Request) -> tuple[dict[str, Any], dict[str, Any], Any]:
    """The (headers, query, body) the route's schemas would load from ``req``, or their
    refusal."""
    return headers_of(req), query_of(req), body_of(req)


def headers_of(req: flask.Request) -> dict[str, Any]:
    """If-Match and Idempotency-Key, each checked by its field's validator."""
    if_match = req.headers.get("If-Match")
    key = req.headers.get("Idempotency-Key")
    if _matches(IF_MATCH_RULE, if_match) and _matches(IDEMPOTENCY_KEY_RULE, key):
        loaded = {} if if_match is None else {"if_match": if_match}
        return loaded if key is None else {**loaded, "idempotency_key": key}
    return PARSER.parse(HEADERS, req, location="headers")


def _matches(rule: Any, value: str | None) -> bool:
    """An absent header passes; a present one must match the validator's pattern, as the
    validator itself tests it (``re.match``)."""
    return value is None or rule.regex.match(value) is not None


def query_of(req: flask.Request) -> dict[str, Any]:
    """No query string: not a dry run. Any other (a dry run, a repeated or unknown
    parameter) is the schema's to read."""
    if not req.query_string:
        return dict(NOT_A_DRY_RUN)
    return PARSER.parse(QUERY, req, location="query")


def body_of(req: flask.Request) -> Any:
    """``{"action_id": <1-1000 chars>}`` or ``{"action": <an action>}``: loaded here; any
    other body, the schema's (which refuses it, or loads it)."""
    value = read_json_body(req)
    if type(value) is dict and len(value) == 1:
        action_id = value.get("action_id")
        if type(action_id) is str and _long_enough(action_id):
            return {"action_id": action_id}
        if "action" in value and (action := action_of(value["action"])) is not None:
            return {"action": action}
    return PARSER.parse(BODY, req, location="json")


def _long_enough(text: str) -> bool:
    return ACTION_ID_LENGTH.min <= len(text) <= ACTION_ID_LENGTH.max
