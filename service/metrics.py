"""What the service is doing, in Prometheus' text format (``GET /metrics``, prometheus_client).

Every process records into the same metrics: the API's requests, commits and refusals, the
workers' jobs, deadlines and re-dispatches, the streams held open. Under gunicorn (and in
``croupier up``, where the workers run beside it) each process writes its samples to files in
``PROMETHEUS_MULTIPROC_DIR``, and a scrape of any API process sums them all (prometheus_client's
multiprocess mode); ``croupier serve`` and ``croupier up`` make that directory when it is not
set. A worker on a machine of its own serves its metrics on ``CROUPIER_WORKER_METRICS_PORT``.

Queue depths and the matches waiting for work are read from Redis when scraped.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

from service.store import STORE_FAULTS

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"
FAST = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)
SLOW = (0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)

REQUESTS = Counter(
    "croupier_http_requests",
    "HTTP requests answered, by route, method and status.",
    ["route", "method", "status"],
)
REQUEST_SECONDS = Histogram(
    "croupier_http_request_duration_seconds",
    "Time the app took to produce a response (a long poll's wait included, a stream's body not).",
    ["route", "method"],
    buckets=FAST,
)
ERRORS = Counter(
    "croupier_errors",
    "Error answers by their stable code (4xx: illegal_action, "
    "stale_version...; 5xx: redis_unavailable, internal_error).",
    ["code"],
)
ACTIONS = Counter(
    "croupier_actions_committed",
    "Actions committed, by game and by who acted.",
    ["game", "actor"],
)
COMMITS = Counter(
    "croupier_commits",
    "Commit attempts by result: ok, conflict (another commit won: stale "
    "version), duplicate (an idempotent retry), missing.",
    ["result"],
)
COMMIT_SECONDS = Histogram(
    "croupier_commit_duration_seconds",
    "One commit's round trip to Redis (its Lua script).",
    buckets=FAST,
)
MATCHES = Counter("croupier_matches", "Matches created, finished and cancelled.", ["event"])
JOB_WAIT_SECONDS = Histogram(
    "croupier_job_wait_seconds",
    "From when a job was due (enqueued, or its scheduled time) to when a worker started it.",
    ["work"],
    buckets=SLOW,
)
JOB_SECONDS = Histogram(
    "croupier_job_duration_seconds",
    "A job's run in a worker, by work and result.",
    ["work", "result"],
    buckets=SLOW,
)
DEADLINE_LATENESS = Histogram(
    "croupier_deadline_lateness_seconds",
    "How long after a deadline its timeout was committed (never before it).",
    buckets=SLOW,
)
REDISPATCHES = Counter(
    "croupier_watchdog_redispatches", "Matches whose lost work the watchdog dispatched again."
)
MATCHMAKING_TICKETS = Counter(
    "croupier_matchmaking_tickets",
    "Matchmaking tickets by how they ended: matched, matched_with_bots, expired.",
    ["game", "result"],
)
MATCHMAKING_WAIT_SECONDS = Histogram(
    "croupier_matchmaking_wait_seconds",
    "From a ticket's creation to its match (or its expiry), by result.",
    ["game", "result"],
    buckets=(1.0, 2.5, 5.0, 10.0, 20.0, 30.0, 60.0, 120.0, 300.0, 600.0),
)
MATCHMAKING_MATCHES = Counter(
    "croupier_matchmaking_matches", "Matches made by matchmaking, by game.", ["game"]
)
BOT_RATING_MATCHES = Counter(
    "croupier_bot_rating_matches",
    "All-bot matches the workers started to keep the bots' shared ratings fresh, by game.",
    ["game"],
)
STREAMS = Gauge(
    "croupier_stream_subscribers", "Event streams (SSE) open now.", multiprocess_mode="livesum"
)


def actor_kind(seat: int | None, control: tuple[str | None, ...]) -> str:
    """human, bot or system: who made a committed action."""
    if seat is None:
        return "system"
    return "bot" if seat < len(control) and control[seat] is not None else "human"


Backlog = Callable[[tuple[str, ...]], tuple[list[int], int]]  # ``PendingWork.backlog``


class RedisCollector(Collector):
    """Read at scrape time: each queue's depth, the matches waiting for work and the
    matchmaking tickets waiting, by game (``waiting``: game -> count)."""

    def __init__(
        self,
        backlog: Callable[[], Backlog],
        queues: tuple[str, ...],
        waiting: Callable[[], dict[str, int]] | None = None,
    ) -> None:
        self.backlog, self.queues, self.waiting = backlog, queues, waiting

    def collect(self) -> Iterator[GaugeMetricFamily]:
        depth = GaugeMetricFamily(
            "croupier_queue_depth",
            "Jobs waiting in each queue (scheduled ones apart).",
            labels=["queue"],
        )
        pending = GaugeMetricFamily(
            "croupier_matches_pending", "Matches with work recorded and not yet done."
        )
        try:
            lengths, waiting = self.backlog()(self.queues)
        except STORE_FAULTS:
            return  # a scrape during an outage shows the rest
        for queue, length in zip(self.queues, lengths, strict=True):
            depth.add_metric([queue], length)
        pending.add_metric([], waiting)
        yield depth
        yield pending
        if self.waiting is not None:
            yield from _tickets_waiting(self.waiting)


def _tickets_waiting(count: Callable[[], dict[str, int]]) -> Iterator[GaugeMetricFamily]:
    tickets = GaugeMetricFamily(
        "croupier_matchmaking_tickets_waiting",
        "Matchmaking tickets waiting now, by game.",
        labels=["game"],
    )
    try:
        by_game = count()
    except STORE_FAULTS:
        return
    for game, waiting in sorted(by_game.items()):
        tickets.add_metric([game], waiting)
    yield tickets


def registry() -> CollectorRegistry:
    """What a page shows: every process's samples (multiprocess mode), else this one's."""
    if not os.environ.get(MULTIPROC_ENV):
        return REGISTRY
    summed = CollectorRegistry()
    multiprocess.MultiProcessCollector(summed)
    return summed


def render(extra: Collector | None = None) -> tuple[bytes, str]:
    """The metrics page, with ``extra``'s metrics (read when scraped) after the rest."""
    page = generate_latest(registry())
    if extra is not None:
        scraped = CollectorRegistry()
        scraped.register(extra)
        page += generate_latest(scraped)
    return page, CONTENT_TYPE_LATEST
