"""The watchdog: no match stalls because a worker died in the middle of its job.

Every worker runs one watchdog thread. Each second it refreshes its worker's liveness key
(``croupier:alive:<worker>``, TTL ``ALIVE_TTL``), and one watchdog at a time (a short lock)
sweeps ``croupier:pending`` for work overdue by more than ``GRACE`` seconds. Overdue work whose
job is still queued, or running on a live worker, is left alone; any other (its worker was
killed, its scheduler died with it, it failed) is dispatched again under a new attempt number.
RQ alone would notice a SIGKILLed job only when its worker's TTL runs out, minutes later.
"""

from __future__ import annotations

import json
import logging
import time

import redis
from rq.job import Job, JobStatus

from service import dispatch
from service.engine.match import Match
from service.store import Store

TICK = 1.0
ALIVE_TTL = 3  # seconds a worker counts as alive after its last heartbeat
GRACE = 2.0  # seconds work may be overdue before the watchdog looks at its job
MAX_ATTEMPTS = 5
LOCK = "croupier:watchdog:lock"
log = logging.getLogger(__name__)


def alive_key(worker_name: str) -> str:
    return f"croupier:alive:{worker_name}"


def loop(url: str, worker_name: str) -> None:
    """Heartbeat and sweep forever (a daemon thread of the worker)."""
    connection = redis.Redis.from_url(url)
    while True:
        try:
            connection.set(alive_key(worker_name), 1, ex=ALIVE_TTL)
            if connection.set(LOCK, worker_name, nx=True, px=int(TICK * 900)):
                sweep(connection, time.time())
        except redis.RedisError as error:
            log.warning("watchdog: %s", error)
        time.sleep(TICK)


def sweep(connection: redis.Redis, now: float) -> list[str]:
    """Re-dispatch overdue work whose job is lost; returns the match ids re-dispatched."""
    overdue = connection.zrangebyscore(dispatch.PENDING, "-inf", now - GRACE)
    again = []
    for raw in overdue:
        match_id = raw.decode()
        info = connection.hget(dispatch.PENDING_INFO, match_id)
        if info is None:
            continue
        record = json.loads(info)
        if record["attempt"] >= MAX_ATTEMPTS:
            _give_up(connection, match_id, record)
            continue
        if _in_hand(connection, record["jobs"]):
            continue
        if _redispatch(connection, match_id, record["attempt"] + 1):
            again.append(match_id)
    return again


def _give_up(connection: redis.Redis, match_id: str, record: dict) -> None:
    """Say loudly that a match's work failed every attempt, and stop sweeping it."""
    log.error(
        "watchdog: match %s, version %s: work failed %s times; giving up (see failed jobs)",
        match_id, record["version"], record["attempt"],
    )  # fmt: skip
    connection.zrem(dispatch.PENDING, match_id)
    connection.hdel(dispatch.PENDING_INFO, match_id)


def _in_hand(connection: redis.Redis, job_ids: list[str]) -> bool:
    """Whether one of the jobs is still queued, or running on a worker that is alive."""
    for job_id in job_ids:
        try:
            job = Job.fetch(job_id, connection=connection)
        except Exception:  # noqa: BLE001 - a missing or unreadable job is not in hand
            continue
        status = job.get_status(refresh=False)
        if status == JobStatus.QUEUED:
            return True
        if status == JobStatus.STARTED and job.worker_name:
            if connection.exists(alive_key(job.worker_name)):
                return True
    return False


def _redispatch(connection: redis.Redis, match_id: str, attempt: int) -> bool:
    stored = Store(connection).load(match_id).stored
    if stored is None or stored.archived:
        connection.zrem(dispatch.PENDING, match_id)
        connection.hdel(dispatch.PENDING_INFO, match_id)
        return False
    match = Match.from_json(stored.match)
    log.warning("watchdog: re-dispatching %s v%s (attempt %s)", match_id, match.version, attempt)
    dispatch.dispatch(connection, match_id, match, time.time(), attempt=attempt)
    return True
