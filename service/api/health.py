"""GET /healthz and /readyz: liveness, and readiness (Redis answers)."""

from __future__ import annotations

from flask.views import MethodView

from service.store import STORE_FAULTS

from . import deps
from .errors import RETRY_AFTER, ApiError, redis_fault
from .parsing import Blueprint
from .schemas import ErrorSchema, HealthSchema

blp = Blueprint("health", __name__, description="Liveness and readiness probes.")


@blp.route("/healthz")
class Health(MethodView):
    @blp.doc(operationId="healthz")
    @blp.response(200, HealthSchema)
    def get(self) -> dict[str, str]:
        """The process is up."""
        return {"status": "ok"}


@blp.route("/readyz")
class Ready(MethodView):
    @blp.doc(operationId="readyz")
    @blp.response(200, HealthSchema)
    @blp.alt_response(
        503,
        schema=ErrorSchema,
        description="redis_unavailable, redis_read_only, redis_out_of_memory, redis_loading.",
    )
    def get(self) -> dict[str, str]:
        """Ready to serve: Redis takes a write (a read-only replica or a full Redis is not
        ready: every action would fail)."""
        try:
            deps.store().probe_write()
        except STORE_FAULTS as error:
            code, message = redis_fault(error)
            raise ApiError(503, code, message, {"Retry-After": RETRY_AFTER}) from error
        return {"status": "ok"}
