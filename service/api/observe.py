"""Request metrics and ``GET /metrics`` (see ``service.metrics``).

``CROUPIER_METRICS``: ``on`` (the default) serves the page to anyone who can reach the port
(a scraper inside the deployment); ``off`` answers 404 and records no request metrics (the
commits' and jobs' counters still count, for a worker's page). With ``CROUPIER_METRICS_TOKEN``
set, the page needs ``Authorization: Bearer <that token>`` (401 ``invalid_token`` without).
"""

from __future__ import annotations

import hmac
import time

from flask import Blueprint, Flask, Response, current_app, g, request

from service import metrics
from service.dispatch import QUEUES
from service.engine.registry import all_games

from . import deps
from .errors import ApiError
from .http import bearer_token

blp = Blueprint("metrics", __name__)


def _started() -> None:
    g.started = time.perf_counter()


METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})


def _answered(response: Response) -> Response:
    """Count the answer. Labels stay few whatever clients send: unknown paths are
    ``unmatched``, unknown methods ``other``."""
    route = request.url_rule.rule if request.url_rule is not None else "unmatched"
    method = request.method if request.method in METHODS else "other"
    metrics.REQUESTS.labels(route, method, str(response.status_code)).inc()
    started = g.get("started")
    if started is not None:
        seconds = time.perf_counter() - started
        metrics.REQUEST_SECONDS.labels(route, method).observe(seconds)
    return response


@blp.get("/metrics")
def page() -> Response:
    """Every metric of every process, in Prometheus' text format."""
    config = current_app.config
    if config["METRICS"] != "on":
        raise ApiError(404, "not_found", "metrics are off (CROUPIER_METRICS)")
    wanted = config["METRICS_TOKEN"]
    if wanted and not hmac.compare_digest((bearer_token() or "").encode(), wanted.encode()):
        raise ApiError(401, "invalid_token", "the metrics token is missing or wrong")
    backlog = metrics.RedisCollector(lambda: deps.store().pending.backlog, QUEUES, _tickets_waiting)
    body, content_type = metrics.render(backlog)
    return Response(body, content_type=content_type)


def _tickets_waiting() -> dict[str, int]:
    """Each game's waiting tickets, 0 for a game with none (a gauge per game, always)."""
    found = deps.store().tickets.waiting_by_game()
    return {game.id: found.get(game.id, 0) for game in all_games()}


def register(app: Flask) -> None:
    """The page, and (unless metrics are off) the request metrics' hooks."""
    if app.config["METRICS"] not in ("on", "off"):
        raise ValueError(f"CROUPIER_METRICS must be on or off, not {app.config['METRICS']!r}")
    if app.config["METRICS"] == "on":
        app.before_request(_started)
        app.after_request(_answered)
    app.register_blueprint(blp)
