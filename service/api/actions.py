"""GET and POST /v1/matches/{id}/actions: what the caller may do, and doing it."""

from __future__ import annotations

from typing import Any

from flask import Response, current_app, request
from flask.views import MethodView

from . import deps, play, spec, submitting
from .http import bearer_token, if_match_versions, undumped
from .parsing import Blueprint
from .schemas import (
    ActionHeadersSchema,
    ActionListSchema,
    ErrorSchema,
    SubmitActionSchema,
    SubmitQuerySchema,
    SubmitResultSchema,
)

blp = Blueprint(
    "actions",
    __name__,
    url_prefix="/v1/matches/<match_id>/actions",
    description="Legal actions and submitting one.",
)


@blp.route("")
class Actions(MethodView):
    def dispatch_request(self, **kwargs: Any) -> Any:
        """A submit is read by ``submitting`` (the schemas' rules, by hand), unless the app
        is set to read it with the schemas themselves (``SUBMIT_PARSER = "schemas"``), as
        the decorated ``post`` documents it."""
        if request.method == "POST" and current_app.config["SUBMIT_PARSER"] == "plain":
            return submit(*submitting.submit_arguments(request), match_id=kwargs["match_id"])
        return super().dispatch_request(**kwargs)

    @blp.doc(
        operationId="list_actions",
        security=[{"bearer": []}, {}],
        responses={200: {"links": spec.LISTED_LINKS}},
    )
    @blp.response(200, ActionListSchema)
    @blp.alt_response(401, schema=ErrorSchema, description="invalid_token.")
    @blp.alt_response(404, schema=ErrorSchema, description="unknown_match.")
    def get(self, match_id: str) -> dict[str, Any]:
        """The caller's legal actions at this version (none for a spectator)."""
        return play.actions_for(play.load(deps.store(), match_id, bearer_token()))

    @blp.doc(
        operationId="submit_action",
        security=[{"bearer": []}],
        responses={200: {"links": spec.SUBMITTED_LINKS}},
    )
    @blp.arguments(ActionHeadersSchema(), location="headers")
    @blp.arguments(SubmitQuerySchema(), location="query")
    @blp.arguments(SubmitActionSchema(), examples=spec.SUBMIT_EXAMPLES)
    @blp.response(200, SubmitResultSchema)
    @blp.alt_response(400, schema=ErrorSchema, description="Malformed JSON.")
    @blp.alt_response(401, schema=ErrorSchema, description="missing_token, invalid_token.")
    @blp.alt_response(403, schema=ErrorSchema, description="not_your_turn.")
    @blp.alt_response(404, schema=ErrorSchema, description="unknown_match.")
    @blp.alt_response(
        409,
        schema=ErrorSchema,
        description="stale_version (details.current_version), match_finished, "
        "system_pending (a deadline passed or a rule is due: retry shortly).",
    )
    @blp.alt_response(413, schema=ErrorSchema, description="Body over 64 KiB.")
    @blp.alt_response(415, schema=ErrorSchema, description="Body not JSON.")
    @blp.alt_response(
        422,
        schema=ErrorSchema,
        description="invalid_request, illegal_action (details.reason), idempotency_key_reused.",
    )
    def post(
        self, headers: dict[str, Any], query: dict[str, Any], body: dict[str, Any], match_id: str
    ) -> Response:
        """Submit one action, by its listed id or as type and arguments.

        With If-Match, the action applies only to that version; with an Idempotency-Key,
        a retry of the same request returns the first response. With ``dry_run=true``, the
        answer is exactly what the submit would answer (or its refusal), and nothing is
        committed."""
        return submit(headers, query, body, match_id=match_id)


def submit(headers: dict[str, Any], query: dict[str, Any], body: Any, match_id: str) -> Response:
    """The submit itself, after either parser read the request."""
    submission = play.Submission(
        match_id=match_id,
        token=bearer_token(),
        body=body,
        versions=if_match_versions(headers.get("if_match")),
        idempotency_key=headers.get("idempotency_key"),
    )
    if query["dry_run"]:
        return undumped(play.dry_run(deps.store(), submission, deps.now()))
    return undumped(play.submit(deps.store(), submission, deps.now()))
