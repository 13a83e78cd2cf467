"""``croupier worker``: an RQ worker with the scheduler on, plus a watchdog thread.

The worker is a ``SimpleWorker``: jobs run in the worker process itself (a forking worker
adds ~13 ms per job, most of a bot's reply time). RQ's scheduler checks scheduled jobs every
second and stores their times in whole seconds; ours checks every ``SCHEDULER_TICK`` so a
deadline job is queued within a tick of its (floored) time, and the job itself sleeps off
any remainder (``workers.jobs.sleep_until``).

It listens to the queues of its role (``workers.roles``), highest priority first: a game
worker to every queue of ``service.dispatch.QUEUES`` but the webhook queue, and RQ takes the
first queue that holds a job, so a bot facing a human never waits behind all-bot work; a
delivery worker to the webhook queue alone, so no receiver ever delays a bot or a timer.

Redis outages: RQ retries a lost connection only while waiting for a job; anywhere else (in a
job, recording its result, between jobs) it quits, and its scheduler process dies. Here both
wait for Redis with a bounded backoff (``BACKOFF_FIRST`` doubling up to ``BACKOFF_MAX``)
and carry on: a job that met the outage runs again (jobs are idempotent), a registration
Redis lost is written again, and a scheduler that died is started again.
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import socket
import threading
import time
import uuid
from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

import prometheus_client
import redis
from rq import Queue, SimpleWorker, worker_registration
from rq.exceptions import StopRequested
from rq.job import Job
from rq.registry import ScheduledJobRegistry
from rq.scheduler import RQScheduler
from rq.utils import current_timestamp
from rq.worker import base as worker_base

from service import logs, metrics
from service.dispatch import JOB_FUNCTION, SEARCHING_QUEUES, WEBHOOK_FUNCTION, next_order
from service.matchmaking import bot_ladder

from . import roles, search_slots, watchdog
from .jobs import job_store

SCHEDULER_TICK = 0.05
# BusyLoadingError (AOF replay) included; on a Cluster, until a failed master's replica takes
# over, its slots answer CLUSTERDOWN and redis-py raises exceptions of its own, which are no
# RedisError ("All slots are not covered", SlotNotCoveredError)
OUTAGE = (
    redis.ConnectionError,
    redis.TimeoutError,
    redis.exceptions.ClusterDownError,
    redis.exceptions.RedisClusterException,
)
BACKOFF_FIRST = 0.1  # seconds before the first new try once Redis is gone
BACKOFF_MAX = 1.0  # the longest wait between tries: on again within ~1 s of Redis
RERUNS = 5  # outages one job may meet before it is recorded as failed
SCHEDULER_RETRY = 5.0  # seconds between tries to start a scheduler that is not running
SLOT_WAIT = 2  # seconds a worker without a search slot waits for other work before asking again
# RQ waits on the queues for worker_ttl - 15 s before it looks up again: every 5 s an idle
# worker checks its registration and its scheduler (``_beat``), not every 405 s.
WORKER_TTL = 20
# Seconds a worker asked to stop (SIGTERM, Ctrl-C) may take: its job's end (a bot's move, a
# POST of at most 10 s cut short), its scheduler's, its records. Past it, it exits anyway,
# whatever Redis does: `croupier up` and container runtimes kill at 10 s. Its job, if any, is
# run again (the watchdog finds it abandoned).
SHUTDOWN_BUDGET = 8.0
SCHEDULER_STOP_BUDGET = 2.0  # of which the scheduler's: it releases its locks, if Redis answers
log = logging.getLogger(__name__)
T = TypeVar("T")


class TickScheduler(RQScheduler):
    """RQ's scheduler, polling every SCHEDULER_TICK instead of every second (its lock TTLs
    still use the integer ``interval``), and holding a deadline job back until its exact
    time: RQ's registry keeps whole seconds, and a job queued a second early would sleep
    that second away in a worker that could be playing bots meanwhile. It rides out Redis
    outages, and stops once its worker is gone: an orphan would keep the locks, and no other
    worker's scheduler could take over."""

    def enqueue_scheduled_jobs(self) -> None:
        """Every registry read in one round trip a tick (there is one per queue: 35)."""
        if not self._scheduled_job_registries and self._acquired_locks:
            self.prepare_registries()
        registries, now = self._scheduled_job_registries, current_timestamp()
        with self.connection.pipeline(transaction=False) as pipeline:
            for registry in registries:
                pipeline.zrangebyscore(registry.key, 0, now, start=0, num=1000)
            found = pipeline.execute()
        for registry, job_ids in zip(registries, found, strict=True):
            if job_ids:
                self._enqueue_ripe(registry, [job_id.decode() for job_id in job_ids])

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

    def request_stop(self, signum: Any = None, frame: Any = None) -> None:
        """Stop at the next tick; exit anyway after the budget (a blackholed Redis holds a
        command up to its socket timeout, and the release of the locks after it)."""
        arm_shutdown_budget(f"scheduler {os.getpid()}", seconds=SCHEDULER_STOP_BUDGET)
        super().request_stop(signum, frame)

    def work(self) -> None:
        self._install_signal_handlers()
        worker_pid = os.getppid()  # we are forked by the worker
        wait, born, last_locks = BACKOFF_FIRST, False, 0.0
        while not self._stop_requested and os.getppid() == worker_pid:
            try:
                if not born:  # again after an outage: Redis may have lost our hash
                    self.register_birth()
                    born = True
                last_locks = self._tick(last_locks)
                wait = BACKOFF_FIRST
                time.sleep(SCHEDULER_TICK)
            except OUTAGE as error:
                if wait == BACKOFF_FIRST:
                    log.warning("scheduler: Redis unavailable (%s); waiting for it", error)
                time.sleep(wait)
                wait, born = min(wait * 2, BACKOFF_MAX), False
        arm_shutdown_budget(f"scheduler {os.getpid()}", seconds=SCHEDULER_STOP_BUDGET)
        try:
            self.stop()  # releases the locks: another worker's scheduler may take them now
        except OUTAGE:
            pass  # they expire by themselves

    def _tick(self, last_locks: float) -> float:
        """One round: the locks once per ``interval``, the heartbeat, the ripe jobs."""
        if self.should_reacquire_locks or time.monotonic() - last_locks > self.interval:
            self.acquire_locks()
            last_locks = time.monotonic()
        self.heartbeat()
        self.enqueue_scheduled_jobs()
        return last_locks


def _exact_time(job: Job) -> float:
    """The exact time a deadline job or a webhook retry of ours is for (the ``at`` of
    ``workers.jobs.step`` and ``workers.webhooks.deliver``)."""
    timed = job.func_name in (JOB_FUNCTION, WEBHOOK_FUNCTION)
    if timed and len(job.args) >= 4 and job.args[3] is not None:
        return float(job.args[3])
    return 0.0


class CroupierWorker(SimpleWorker):
    """A SimpleWorker that rides out Redis outages instead of quitting (see the module doc).

    Every step of RQ's loop that talks to Redis is wrapped in ``_riding_out``; a job that
    met an outage is run again from the start, so that no job stays "started" under a
    worker that is alive but no longer running it (the watchdog trusts such a job)."""

    max_connection_wait_time = BACKOFF_MAX  # RQ's own retry while waiting for a job

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._scheduler_tried = 0.0
        reserve = os.environ.get(search_slots.RESERVE_ENV, "")
        self._reserve = int(reserve) if reserve else search_slots.DEFAULT_RESERVE
        self.on_stop: list[Callable[[], None]] = []  # told at the first stop request
        self._probe = _probe(self.connection)

    def request_stop(self, signum: Any, frame: Any) -> None:
        """SIGTERM or Ctrl-C: arm the shutdown budget first (RQ's stop writes to Redis from
        the signal handler, and waits for the scheduler), tell the delivery worker, then stop
        as RQ does: at once when idle, after the job in hand when busy."""
        self._stop_requested = True  # the outage loops see it even if what follows hangs
        arm_shutdown_budget(f"worker {self.name}", self._kill_scheduler)
        for tell in self.on_stop:
            tell()
        try:
            super().request_stop(signum, frame)
        except OUTAGE:  # recording the request: the loops stop anyway
            pass

    def _stop_at_start(self, signum: Any, frame: Any) -> None:
        """A stop asked for while starting: the loop's first look at ``_stop_requested``
        ends it, and the teardown unregisters the worker."""
        self._stop_requested = True
        arm_shutdown_budget(f"worker {self.name}", self._kill_scheduler)
        for tell in self.on_stop:
            tell()

    def unsubscribe(self) -> None:
        """RQ's, but the listening thread is told to stop before the unsubscribe, whose reply
        then ends its read: told after, it could start another read of up to 60 s, and RQ's
        wait for it (redis-py 8 joins for good) held the worker's exit until its budget ran
        out. Once only (``teardown`` calls it early)."""
        if self.pubsub_thread is not None:
            self.pubsub_thread.stop(timeout=0)
            super().unsubscribe()
            self.pubsub_thread = None

    def stop_scheduler(self) -> None:
        """RQ's, but waiting for the scheduler within the budget only (RQ joins for good)."""
        process = self.scheduler._process if self.scheduler else None
        if process is None or not process.pid:
            return
        with contextlib.suppress(OSError):
            os.kill(process.pid, signal.SIGTERM)
        process.join(SCHEDULER_STOP_BUDGET + 1)
        self._kill_scheduler()

    def _kill_scheduler(self) -> None:
        process = self.scheduler._process if self.scheduler else None
        if process is not None and process.pid and process.is_alive():
            with contextlib.suppress(OSError):
                os.kill(process.pid, signal.SIGKILL)

    def reorder_queues(self, reference_queue: Queue) -> None:
        """After each job: round robin between the shards (owners) of a searching tier, the
        tiers in their order (``dispatch.next_order``); RQ's own strategies would rotate
        every queue, the high-priority one included."""
        by_name = {queue.name: queue for queue in self._ordered_queues}
        order = next_order(list(by_name), reference_queue.name)
        self._ordered_queues = [by_name[name] for name in order]

    def register_birth(self) -> None:
        """RQ's, with a stop request recorded from here on: RQ installs its signal handlers
        only after registering the worker and starting its scheduler, and a SIGTERM in
        between killed the process outright, its registration left to expire."""
        for signum in (signal.SIGTERM, signal.SIGINT):
            signal.signal(signum, self._stop_at_start)
        try:
            super().register_birth()
        except OUTAGE as error:
            self._wait_for_redis(error)
            self._riding_out(self._register_again)  # no name check: the first try may have landed

    def subscribe(self) -> None:
        self._riding_out(super().subscribe)

    def set_state(self, state: str, pipeline: Any = None) -> None:
        if pipeline is not None:  # part of a bigger write: its caller rides it out
            super().set_state(state, pipeline=pipeline)
            return
        self._riding_out(partial(super().set_state, state))

    def _start_scheduler(self, *args: Any, **kwargs: Any) -> None:
        self._riding_out(partial(super()._start_scheduler, *args, **kwargs))

    def check_for_suspension(self, burst: bool) -> None:
        self._riding_out(partial(super().check_for_suspension, burst))

    def run_maintenance_tasks(self) -> None:
        self._riding_out(super().run_maintenance_tasks)

    def dequeue_job_and_maintain_ttl(
        self, timeout: int | None, max_idle_time: int | None = None
    ) -> tuple[Job, Queue] | None:
        """RQ's wait for a job, on every queue; or, while the worker holds no search slot
        (``workers.search_slots``), on all but the searching ones, asking again for a slot
        every ``SLOT_WAIT`` seconds (a slot's holder may have died)."""
        while True:
            full = self._ordered_queues
            cheap = [queue for queue in full if queue.name not in SEARCHING_QUEUES]
            if timeout is None or not 0 < len(cheap) < len(full) or self._may_search():
                return self._riding_out(
                    partial(super().dequeue_job_and_maintain_ttl, timeout, max_idle_time)
                )
            self._ordered_queues = cheap
            try:
                found = self._riding_out(
                    partial(super().dequeue_job_and_maintain_ttl, timeout, SLOT_WAIT)
                )
            finally:
                self._ordered_queues = full
            if found is not None or self._stop_requested:
                return found

    def _may_search(self) -> bool:
        claim = partial(search_slots.claim, self.connection, self.name, self._reserve)
        return self._riding_out(claim)

    def heartbeat(self, timeout: int | None = None, pipeline: Any = None) -> None:
        if pipeline is not None:  # part of a bigger write: its caller rides it out
            super().heartbeat(timeout, pipeline=pipeline)
            return
        self._riding_out(partial(self._beat, timeout))

    def _beat(self, timeout: int | None) -> None:
        """RQ's heartbeat, one round trip, checking that Redis still lists us (a Redis
        restarted without its data forgets workers; RQ would carry on unlisted)."""
        with self.connection.pipeline() as pipeline:
            super().heartbeat(timeout, pipeline=pipeline)
            pipeline.sismember(self.redis_workers_keys, self.key)
            listed = pipeline.execute()[-1]
        if not listed:
            self._register_again()
        self._keep_scheduler()

    def _register_again(self) -> None:
        log.warning("worker %s: Redis had lost its registration; registering again", self.name)
        with self.connection.pipeline() as pipeline:
            pipeline.hset(self.key, mapping={**self.serialize(), "state": self.get_state()})
            worker_registration.register(self, pipeline)
            pipeline.expire(self.key, self.worker_ttl + 60)
            pipeline.execute()

    def _keep_scheduler(self) -> None:
        """Start a scheduler that is not running (died, or another worker's lock expired)
        now and then: RQ would try only every maintenance interval (10 minutes)."""
        scheduler = self.scheduler
        if scheduler is None or self._stop_requested:  # stopping: RQ stopped it on purpose
            return
        if scheduler._process and scheduler._process.is_alive():
            return
        if time.monotonic() - self._scheduler_tried > SCHEDULER_RETRY:
            self._scheduler_tried = time.monotonic()
            scheduler.acquire_locks(auto_start=True)

    def execute_job(self, job: Job, queue: Queue) -> None:
        for _ in range(RERUNS):
            try:
                super().execute_job(job, queue)
                return
            except OUTAGE as error:
                self._wait_for_redis(error)
                self._riding_out(partial(self._drop_execution, job))
                log.warning("worker %s: running job %s again after the outage", self.name, job.id)
        self._riding_out(partial(self._fail, job, queue))

    def handle_exception(self, job: Job, *exc_info: Any) -> None:
        if isinstance(exc_info[1], OUTAGE):  # Redis failed, not the job: run it again
            raise exc_info[1]
        super().handle_exception(job, *exc_info)

    def _drop_execution(self, job: Job) -> None:
        """Forget the interrupted run, so RQ's registry cleanup never calls it abandoned. The
        worker's ``current_job`` stays: the watchdog sees the job in hand until it runs again."""
        if self.execution is not None:
            with self.connection.pipeline() as pipeline:
                self.execution.delete(job=job, pipeline=pipeline)
                pipeline.execute()
            self.execution = None

    def _fail(self, job: Job, queue: Queue) -> None:
        """Outage after outage: record the failure; the watchdog re-dispatches the work, and
        does not count this attempt (``watchdog.OUTAGE_MARK``): the store was not live."""
        job.meta[watchdog.OUTAGE_MARK] = True
        job.save_meta()
        self.handle_job_failure(job, queue, exc_string=f"Redis failed {RERUNS} runs of it")
        self.set_state(worker_base.WorkerStatus.IDLE)

    def teardown(self) -> None:
        self.stop_scheduler()  # else Python's exit waits for it (multiprocessing joins it)
        try:
            self._probe.ping()  # a blackholed Redis would hold each write of RQ's teardown
            # before _shorten, whose disconnect would break the listening thread's read (RQ's
            # handler of that error sleeps 2 s before the thread looks at its stop)
            self.unsubscribe()
            _shorten(self.connection)
            super().teardown()
            search_slots.leave(self.connection, self.name)
        except OUTAGE as error:  # stopping while Redis is away: our keys expire on their own
            log.warning("worker %s: stopped without Redis (%s)", self.name, error)

    def _riding_out(self, step: Callable[[], T]) -> T:
        """``step()``, again and again while Redis is unavailable."""
        while True:
            try:
                return step()
            except OUTAGE as error:
                self._wait_for_redis(error)

    def _wait_for_redis(self, error: Exception) -> None:
        """Until Redis answers, with a bounded backoff; a stop request ends the wait."""
        log.warning("worker %s: Redis unavailable (%s); waiting for it", self.name, error)
        lost, wait = time.monotonic(), BACKOFF_FIRST
        while True:
            if self._stop_requested:
                raise StopRequested()
            time.sleep(wait)
            try:
                self._probe.ping()
                break
            except OUTAGE:
                wait = min(wait * 2, BACKOFF_MAX)
        log.warning("worker %s: Redis is back after %.1f s", self.name, time.monotonic() - lost)


def _short() -> dict[str, Any]:
    """Connection options a blackholed Redis cannot hold for long: 1 s, no retry."""
    return {
        "socket_timeout": BACKOFF_MAX,
        "socket_connect_timeout": BACKOFF_MAX,
        "retry": redis.retry.Retry(redis.backoff.NoBackoff(), 0),
    }


def _probe(connection: redis.Redis) -> redis.Redis:
    """A client of the same Redis, with short timeouts, to ping it."""
    pool = connection.connection_pool
    kwargs = {**pool.connection_kwargs, **_short()}
    return redis.Redis(connection_pool=redis.ConnectionPool(pool.connection_class, **kwargs))


def _shorten(connection: redis.Redis) -> None:
    """Short timeouts from now on (new connections): for the writes of a worker stopping."""
    pool = connection.connection_pool
    pool.connection_kwargs.update(_short())
    pool.disconnect()


_BUDGET_ARMED = threading.Event()
# A forked process (a worker's scheduler) inherits the flag but not the timer thread: it arms
# its own.
os.register_at_fork(after_in_child=_BUDGET_ARMED.clear)


def arm_shutdown_budget(
    who: str, last_words: Callable[[], None] | None = None, seconds: float = SHUTDOWN_BUDGET
) -> None:
    """Once per process: exit ``seconds`` from now if still running (after ``last_words``,
    e.g. killing a scheduler that cannot stop), whatever holds us."""
    if _BUDGET_ARMED.is_set():
        return
    _BUDGET_ARMED.set()

    def out_of_time() -> None:
        log.error("%s: still stopping after %.0f s; exiting", who, seconds)
        if last_words is not None:
            last_words()
        os._exit(1)

    timer = threading.Timer(seconds, out_of_time)
    timer.daemon = True
    timer.start()


def wait_for_redis(connection: redis.Redis) -> None:
    """Until Redis answers, before the worker starts (RQ's start-up would quit at once)."""
    wait = BACKOFF_FIRST
    while True:
        try:
            connection.ping()
            return
        except OUTAGE as error:
            log.warning("worker: Redis unavailable (%s); waiting for it", error)
            time.sleep(wait)
            wait = min(wait * 2, BACKOFF_MAX)


def run(url: str, name: str | None = None, burst: bool = False, role: str = roles.ALL) -> int:
    """Run one worker of ``role`` (``workers.roles``) on the queues of the Redis at ``url``
    until stopped (or, with ``burst``, until idle); its jobs' matches are where the
    environment says (``job_store``). Role ``all`` starts a delivery worker beside it."""
    logs.configure(os.environ.get("CROUPIER_LOG_LEVEL", "INFO").upper())  # a JSON line a job
    ladder = bot_ladder.Settings.from_env(os.environ)  # a bad setting stops the start
    serve_metrics(os.environ.get(roles.METRICS_PORT_ENV))
    worker_base.RQScheduler = TickScheduler  # type: ignore[misc]  # RQ has no scheduler hook
    connection = redis.Redis.from_url(url)
    roles.watch_parent()  # before any wait: an orphan waiting for Redis would wait for good
    wait_for_redis(connection)
    worker_name = name or f"croupier-{socket.gethostname()}-{os.getpid()}-{uuid.uuid4().hex[:6]}"
    queues = [Queue(queue, connection=connection) for queue in roles.role_queues(role)]
    worker = CroupierWorker(queues, connection=connection, name=worker_name, worker_ttl=WORKER_TTL)
    guard = threading.Thread(
        target=watchdog.loop,
        args=(job_store(), worker_name, ladder),
        name="croupier-watchdog",
        daemon=True,
    )
    guard.start()
    deliveries = roles.DeliveryChild(f"{worker_name}-webhooks") if role == roles.ALL else None
    if deliveries is not None and not burst:
        deliveries.start()
        worker.on_stop.append(deliveries.terminate)
    try:
        worker.work(with_scheduler=True, burst=burst, logging_level="WARNING")
    finally:
        if deliveries is not None:
            deliveries.stop(SHUTDOWN_BUDGET)
    return 0


def serve_metrics(port: str | None) -> None:
    """A worker on a machine of its own serves its metrics (``service.metrics``) on ``port``;
    beside the API (``croupier up``) they show in the API's /metrics instead."""
    if port:
        prometheus_client.start_http_server(int(port), registry=metrics.registry())
