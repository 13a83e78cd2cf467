"""GET /healthz and /readyz: liveness, and readiness (Redis answers)."""

from __future__ import annotations

import redis
from flask.views import MethodView

from . import deps
from .errors import ApiError
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
    @blp.alt_response(503, schema=ErrorSchema, description="redis_unavailable.")
    def get(self) -> dict[str, str]:
        """Ready to serve: Redis answers PING."""
        try:
            deps.store().ping()
        except (redis.RedisError, OSError) as error:
            raise ApiError(503, "redis_unavailable", "Redis does not answer") from error
        return {"status": "ok"}
