"""The error-code page (the spec's description, first on /docs) lists exactly the codes the
service can answer with, read off the source: no code undocumented, none stale."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from service import serving
from service.api import errors
from service.api.error_codes import ERROR_CODES
from service.engine import errors as rule_errors

SERVICE = Path(__file__).resolve().parents[2] / "service"


def api_error_codes() -> set[str]:
    """The code of every ``ApiError(status, "code", ...)`` written in the service."""
    found = set()
    for path in SERVICE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            is_call = isinstance(node, ast.Call) and getattr(node.func, "id", None) == "ApiError"
            if is_call and len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
                found.add(node.args[1].value)
    return found


def raised_codes() -> set[str]:
    rules = {
        cls.code
        for _, cls in inspect.getmembers(rule_errors, inspect.isclass)
        if issubclass(cls, rule_errors.RuleError)
    }
    redis = {code for _, _, code, _ in errors.REDIS_FAULTS}
    gunicorn = {refusal.code for _, refusal in serving.REFUSALS}
    return rules | redis | gunicorn | set(errors.HTTP_CODES.values()) | api_error_codes()


def test_every_code_the_service_answers_with_is_documented_and_none_else(client):
    assert set(ERROR_CODES) == raised_codes()
    description = client.get("/openapi.json").json["info"]["description"]
    assert all(
        f"| `{code}` | {status} |" in description for code, (status, _) in ERROR_CODES.items()
    )


def test_each_documented_status_is_the_one_answered():
    for code, status in errors.RULE_STATUS.items():
        assert ERROR_CODES[code][0] == status, code
    for status, code in errors.HTTP_CODES.items():
        assert ERROR_CODES[code][0] == status, code
