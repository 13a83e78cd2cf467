"""The workers' scheduler (``workers.main.TickScheduler``), one tick at a time on the real
queue Redis: what a tick reads and enqueues, and how often it beats."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta

import redis
from rq import Queue
from rq.registry import ScheduledJobRegistry

from workers import roles
from workers.main import TickScheduler


def _scheduler(connection: redis.Redis) -> TickScheduler:
    queues = roles.role_queues(roles.GAME)
    scheduler = TickScheduler(queues, connection=connection)
    scheduler._connection = connection
    scheduler.acquire_locks()
    return scheduler


def test_a_tick_enqueues_the_ripe_jobs_of_every_registry_and_leaves_the_rest(queue_client):
    """One script reads every registry (36 of them); a job due is queued in its own queue,
    wherever its registry is among them, and a job not yet due stays scheduled."""
    scheduler = _scheduler(queue_client)
    names = roles.role_queues(roles.GAME)
    assert len(names) > 30
    first, last = (
        Queue(names[0], connection=queue_client),
        Queue(names[-1], connection=queue_client),
    )
    past = datetime.now(UTC) - timedelta(seconds=5)
    ripe = [first.enqueue_at(past, "os.getpid"), last.enqueue_at(past, "os.getpid")]
    later = last.enqueue_at(datetime.now(UTC) + timedelta(hours=1), "os.getpid")
    scheduler.enqueue_scheduled_jobs()
    assert first.job_ids == [ripe[0].id] and last.job_ids == [ripe[1].id]
    registry = ScheduledJobRegistry(queue=last)
    assert registry.get_job_ids() == [later.id]
    scheduler.enqueue_scheduled_jobs()  # nothing ripe now: nothing moves
    assert first.job_ids == [ripe[0].id] and registry.get_job_ids() == [later.id]


def test_a_tick_beats_once_per_interval_not_every_tick(queue_client):
    """The heartbeat (a lock script per queue) once a second, as RQ's own loop beats; the
    ripe jobs every tick (every 50 ms)."""
    scheduler = _scheduler(queue_client)
    locks, beat = scheduler._tick(time.monotonic(), 0.0)
    assert scheduler.last_heartbeat is not None
    scheduler.last_heartbeat = None
    _, again = scheduler._tick(locks, beat)  # within the interval: no beat
    assert scheduler.last_heartbeat is None and again == beat
    _, later = scheduler._tick(locks, beat - scheduler.interval)
    assert scheduler.last_heartbeat is not None and later > beat
