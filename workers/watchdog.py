"""The watchdog: no match stalls because a worker died in the middle of its job.

Every worker runs one watchdog thread. Each second it refreshes its worker's liveness key
(``croupier:alive:<worker>``, TTL ``ALIVE_TTL``), and one watchdog at a time (a short lock)
sweeps the pending sets (``Store.pending``, on the match state's Redis) for work overdue by
more than ``GRACE`` seconds. Overdue work whose job really is somewhere (in its queue's list,
in the hands of a live worker, in the scheduled registry before its time) is left alone; any
other (its worker was killed and took it off the queue first, its scheduler died with it, it
failed, or no job was ever enqueued because a reply was lost) is dispatched again under a new
attempt number. A job's status field is not trusted: a worker
killed between taking a job off its queue and starting it leaves it "queued" in no queue.
RQ alone would notice a SIGKILLed job only when its worker's TTL runs out, minutes later.

Deliveries to webhooks have no pending record: a commit's delivery job is its only trace.
The sweep also looks at the webhook queue's started jobs (``sweep_deliveries``): one whose
worker is no longer alive (SIGKILLed mid-POST) has its match's delivery lock let go and a
new delivery job enqueued, which sends the batch again from the webhook's cursor (RQ alone
found it abandoned after ~10 minutes, and the next commit only if one came).

The liveness keys, the lock and the jobs are on the queue Redis (``Store.queue``); the
pending sets and the matches on the state's (the store's own), which may be another server
or a Cluster: work recorded while the queue Redis was away is found when it is back.

The watchdog holding the lock also runs the tick's matchmaking round (``service.matchmaking``):
waiting tickets seated together, past-wait ones seated with bots or expired; and starts the
all-bot matches that keep the bots' shared ratings fresh when their time has come
(``service.matchmaking.bot_ladder``, ``CROUPIER_BOT_RATING_EVERY``).
"""

from __future__ import annotations

import logging
import time

from rq import Queue, Worker
from rq.job import Job, JobStatus
from rq.registry import ScheduledJobRegistry, StartedJobRegistry

from service import dispatch, metrics
from service.engine.match import Match
from service.matchmaking import bot_ladder, seating
from service.store import STORE_FAULTS, QueueConnection, Store

from . import search_slots

TICK = 1.0
ALIVE_TTL = 3  # seconds a worker counts as alive after its last heartbeat
GRACE = 2.0  # seconds work may be overdue before the watchdog looks at its job
MAX_ATTEMPTS = 5  # failed attempts (on a live store) after which the work is given up
OUTAGE_MARK = "outage"  # a job's meta: it failed because Redis was away (workers.main)
LOCK = "croupier:watchdog:lock"
log = logging.getLogger(__name__)


def alive_key(worker_name: str) -> str:
    return f"croupier:alive:{worker_name}"


def loop(store: Store, worker_name: str, ladder: bot_ladder.Settings) -> None:
    """Heartbeat and sweep forever (a daemon thread of the worker)."""
    queue = store.queue
    while True:
        try:
            queue.set(alive_key(worker_name), 1, ex=ALIVE_TTL)
            search_slots.keep(queue, worker_name)  # a search slot lives with its worker
            if queue.set(LOCK, worker_name, nx=True, px=int(TICK * 900)):
                sweep(store, time.time())
                sweep_deliveries(store, time.time())
                seating.run_round(store, time.time())  # matchmaking: tables of tickets
                bot_ladder.play_due(store, time.time(), ladder)  # the bots' ratings
        except STORE_FAULTS as error:
            log.warning("watchdog: %s", error)
        except Exception:  # noqa: BLE001 - a dead watchdog would stall matches for good
            log.exception("watchdog: the sweep failed; it runs again next tick")
        time.sleep(TICK)


def sweep(store: Store, now: float) -> list[str]:
    """Re-dispatch overdue work whose job is lost; returns the match ids re-dispatched."""
    again = []
    for pair in store.pending.pairs():
        try:
            again += _sweep_one(store, pair, now)
        except STORE_FAULTS as error:  # one shard's master failing over: sweep the rest
            log.warning("watchdog: %s: %s", pair[0], error)
    metrics.REDISPATCHES.inc(len(again))
    return again


def _sweep_one(store: Store, pair: tuple[str, str], now: float) -> list[str]:
    overdue = store.pending.overdue(pair, now - GRACE)
    return [match_id for match_id, record in overdue if _look_after(store, match_id, record, now)]


def _look_after(store: Store, match_id: str, record: dict, now: float) -> bool:
    """Give up on the match's work, leave it to its job, or dispatch it again (True). Only
    attempts that failed on a live store count towards giving up: a job that met Redis
    outage after outage (a flapping store) is marked ``OUTAGE_MARK`` and run again, however
    many times, while the store comes and goes."""
    failures = record.get("failures", record["attempt"])  # records from before: attempts
    if failures >= MAX_ATTEMPTS:
        _give_up(store, match_id, record)
        return False
    if _in_hand(store.queue, record["jobs"], now):
        return False
    if not _lost_to_outages(store.queue, record["jobs"]):
        failures += 1
    return _redispatch(store, match_id, record["attempt"] + 1, failures)


def _lost_to_outages(connection: QueueConnection, job_ids: list[str]) -> bool:
    """Whether a job of the record failed because Redis was away, not on a live store."""
    jobs = Job.fetch_many(job_ids, connection=connection) if job_ids else []
    return any(job is not None and job.meta.get(OUTAGE_MARK) for job in jobs)


def _give_up(store: Store, match_id: str, record: dict) -> None:
    """Say loudly that a match's work failed every attempt, and stop sweeping it."""
    log.error(
        "watchdog: match %s, version %s: work failed %s times; giving up (see failed jobs)",
        match_id,
        record["version"],
        record.get("failures", record["attempt"]),
    )
    store.pending.forget(match_id)


def _in_hand(connection: QueueConnection, job_ids: list[str], now: float) -> bool:
    """Whether one of the jobs really is somewhere it will run from (see the module doc). A
    job still scheduled more than ``GRACE`` past its time is not: no scheduler is moving it
    (its worker was SIGKILLed, and RQ's lock keeps any other scheduler off its queues for a
    minute), so its work is dispatched again, at once; the old job, if it runs later, finds
    its version gone and does nothing."""
    for job_id in job_ids:
        try:
            job = Job.fetch(job_id, connection=connection)
        except Exception:  # noqa: BLE001 - a missing or unreadable job is not in hand
            continue
        if _is_queued(connection, job) or _is_running(connection, job):
            return True
        if _scheduled_on_time(connection, job, now):
            return True
    return False


def _scheduled_on_time(connection: QueueConnection, job: Job, now: float) -> bool:
    """In its queue's scheduled registry, and not yet overdue there by ``GRACE`` (its score
    is its time in whole seconds, floored: a second is allowed for that)."""
    key = ScheduledJobRegistry(job.origin, connection=connection).key
    score = connection.zscore(key, job.id)
    return score is not None and score + 1 + GRACE > now


def _is_queued(connection: QueueConnection, job: Job) -> bool:
    """In its queue's list (its status alone may lie)."""
    queue_key = Queue(job.origin, connection=connection).key
    return connection.lpos(queue_key, job.id) is not None


def _is_running(connection: QueueConnection, job: Job) -> bool:
    """The current job of a worker that is alive."""
    worker = job.worker_name
    if job.get_status(refresh=False) != JobStatus.STARTED or not worker:
        return False
    current = connection.hget(f"{Worker.redis_worker_namespace_prefix}{worker}", "current_job")
    return connection.exists(alive_key(worker)) == 1 and current == job.id.encode()


def _redispatch(store: Store, match_id: str, attempt: int, failures: int) -> bool:
    """Dispatch the match's work again: a finished match's is its rating, until it is
    marked rated (its job clears the record when done, but the record may come back
    after it, written by the dispatch that enqueued the job); an open or vanished match has
    none: clear it."""
    stored = store.load(match_id).stored
    if stored is None or stored.status == "open" or stored.rated is not None:
        store.pending.forget(match_id)
        return False
    match = Match.from_json(stored.match)
    log.warning("watchdog: re-dispatching %s v%s (attempt %s)", match_id, match.version, attempt)
    dispatch.dispatch(store, match_id, match, time.time(), attempt=attempt, failures=failures)
    return True


def sweep_deliveries(store: Store, now: float) -> list[str]:
    """Deliver again what a delivery job lost with its worker; returns the new job ids."""
    registry = StartedJobRegistry(dispatch.WEBHOOK_QUEUE, connection=store.queue)
    again = []
    for job_id, execution in registry.get_job_and_execution_ids(cleanup=False):
        job = Job.fetch_many([job_id], connection=store.queue)[0]
        if job is None or not _abandoned(store.queue, job, now):
            continue
        store.queue.zrem(registry.key, f"{job_id}:{execution}")
        again.append(_deliver_again(store, job, now))
    metrics.REDISPATCHES.inc(len(again))
    return again


def _abandoned(connection: QueueConnection, job: Job, now: float) -> bool:
    """Started more than ``GRACE`` ago by a worker that is no longer alive."""
    started = job.started_at.timestamp() if job.started_at else now
    if now - started < GRACE:
        return False
    return not job.worker_name or connection.exists(alive_key(job.worker_name)) == 0


def _deliver_again(store: Store, job: Job, now: float) -> str:
    """The lost delivery's job failed, and a new one enqueued: a match's (its lock let go
    first), or an ended matchmaking ticket's."""
    job.set_status(JobStatus.FAILED)
    store.queue.expire(job.key, dispatch.FAILURE_TTL)
    log.warning(
        "watchdog: delivery %s lost with worker %s; delivering again", job.id, job.worker_name
    )
    tag = f"rescue{int(now)}"
    if job.func_name == dispatch.TICKET_WEBHOOK_FUNCTION:
        return dispatch.deliver_ticket_webhook(store.queue, job.args[0], tag=tag)
    match_id, version = job.args[0], job.args[1]
    store.free_webhook_lock(match_id, job.id)
    return dispatch.deliver_webhook(store.queue, match_id, version, tag=tag)
