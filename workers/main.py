"""``croupier worker``: an RQ worker with the scheduler on, plus a watchdog thread.

The worker is a ``SimpleWorker``: jobs run in the worker process itself (a forking worker
adds ~13 ms per job, most of a bot's reply time). RQ's scheduler checks scheduled jobs every
second and stores their times in whole seconds; ours checks every ``SCHEDULER_TICK`` so a
deadline job is queued within a tick of its (floored) time, and the job itself sleeps off
any remainder (``workers.jobs._sleep_until``).
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
import uuid

import redis
from rq import Queue, SimpleWorker
from rq.job import Job
from rq.registry import ScheduledJobRegistry
from rq.scheduler import RQScheduler
from rq.utils import current_timestamp
from rq.worker import base as worker_base

from service.dispatch import JOB_FUNCTION, QUEUE

from . import watchdog

SCHEDULER_TICK = 0.05


class TickScheduler(RQScheduler):
    """RQ's scheduler, polling every SCHEDULER_TICK instead of every second (its lock TTLs
    still use the integer ``interval``), and holding a deadline job back until its exact
    time: RQ's registry keeps whole seconds, and a job queued a second early would sleep
    that second away in a worker that could be playing bots meanwhile."""

    def enqueue_scheduled_jobs(self) -> None:
        if not self._scheduled_job_registries and self._acquired_locks:
            self.prepare_registries()
        for registry in self._scheduled_job_registries:
            job_ids = registry.get_jobs_to_schedule(current_timestamp())
            if job_ids:
                self._enqueue_ripe(registry, job_ids)

    def _enqueue_ripe(self, registry: ScheduledJobRegistry, job_ids: list[str]) -> None:
        queue = Queue(registry.name, connection=self.connection, serializer=self.serializer)
        jobs = Job.fetch_many(job_ids, connection=self.connection, serializer=self.serializer)
        ripe_before = time.time() + SCHEDULER_TICK / 2
        with self.connection.pipeline() as pipeline:
            for job_id, job in zip(job_ids, jobs, strict=True):
                if job is not None and _exact_time(job) > ripe_before:
                    continue  # not yet: its whole-second score is up to a second early
                if job is not None:
                    queue._enqueue_job(job, pipeline=pipeline, at_front=True)
                registry.remove(job_id, pipeline=pipeline)
            pipeline.execute()

    def work(self) -> None:
        self._install_signal_handlers()
        self.register_birth()
        last_locks = time.monotonic()
        while not self._stop_requested:
            if self.should_reacquire_locks or time.monotonic() - last_locks > self.interval:
                self.acquire_locks()
                last_locks = time.monotonic()
            self.heartbeat()
            self.enqueue_scheduled_jobs()
            time.sleep(SCHEDULER_TICK)
        self.stop()


def _exact_time(job: Job) -> float:
    """The exact time a deadline job of ours is for (``workers.jobs.step``'s ``at``)."""
    if job.func_name == JOB_FUNCTION and len(job.args) >= 4 and job.args[3] is not None:
        return float(job.args[3])
    return 0.0


def run(url: str, name: str | None = None, burst: bool = False) -> int:
    """Run one worker against ``url`` until stopped (or, with ``burst``, until idle)."""
    logging.basicConfig(level=os.environ.get("CROUPIER_LOG_LEVEL", "WARNING"))
    worker_base.RQScheduler = TickScheduler  # type: ignore[misc]  # RQ has no scheduler hook
    connection = redis.Redis.from_url(url)
    worker_name = name or f"croupier-{socket.gethostname()}-{os.getpid()}-{uuid.uuid4().hex[:6]}"
    worker = SimpleWorker([Queue(QUEUE, connection=connection)], connection=connection,
                          name=worker_name)  # fmt: skip
    guard = threading.Thread(
        target=watchdog.loop, args=(url, worker_name), name="croupier-watchdog", daemon=True
    )
    guard.start()
    worker.work(with_scheduler=True, burst=burst, logging_level="WARNING")
    return 0
