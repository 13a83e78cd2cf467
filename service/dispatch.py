"""After every commit (API or worker): enqueue what the new state asks for.

- a due system decision (a trigger, an expired deadline) -> a ``system`` job now;
- otherwise each bot seat holding a decision -> a ``bot`` job, now or, when the match's
  pace or a human's reaction time holds the bots (``engine.bot_earliest``), a job scheduled
  for then (RQ's scheduled registry): no worker is held while the bots wait, and the
  scheduled job survives a worker's restart;
- and the earliest deadline -> a ``system`` job scheduled for that time.
- a finished match -> a ``rate`` job: its players' ratings (``service.ratings``), counted
  once however often the job runs; the job clears the match's pending record when done.

Job ids are ``<match>_v<version>_<work>_<attempt>``, so dispatching the same version twice
collapses onto the same jobs. Every match with work outstanding is also kept in the store's
pending sets (``Store.pending``, ``service.store.pending``), scored by when the work is due,
with the ids of its jobs: the workers' watchdog (``workers.watchdog``) re-dispatches work
that is overdue and whose job is neither queued nor running on a live worker. A commit's
work is recorded with the match state, even while the queue Redis is down, and the watchdog
finds it there when the queues come back: on one Redis by the commit's own script, in the
same step (``pending_record``), on a Cluster before the commit (``record_intent``) and
again after the dispatch.

A match with a webhook also gets a delivery job after each commit (``deliver_webhook``),
on a queue of its own: ``<match>_v<version>_webhook``, and
``..._webhook_retry<n>`` for the n-th retry after a failure, at its backoff time. A
matchmaking ticket with a webhook gets one delivery job on that queue once it ends
(``deliver_ticket_webhook``: ``<ticket>_ticket_webhook``, retried likewise).
"""

from __future__ import annotations

import hashlib
import weakref
import zlib
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from typing import Any

from rq import Queue, Retry
from rq.exceptions import DuplicateJobError
from rq.job import JobStatus

from service.engine import match as engine
from service.engine import timing
from service.engine.match import Match
from service.engine.thinking import think_seconds
from service.store import STORE_FAULTS, PendingRecord, QueueConnection, Store
from service.store.queue_breaker import guarded

# The queues, highest priority first; every worker takes them in this order (workers.main),
# and the shards of a searching tier in turn (``next_order``): a searching bot's move costs
# 0.1-0.7 s, a cheap one ~5 ms, so cheap work never queues behind searches, and searches are
# shared out by the match's owner (``owner_key``), one owner's flood against another's move.
QUEUE = "croupier"  # system work of every match, and the cheap bots of matches with a human
SEARCH_SHARDS = 16  # owners are spread over this many queues per searching tier
# the searching bots of matches with a human seat, a shard per owner's hash
SEARCH_QUEUES = tuple(f"croupier-search-{shard}" for shard in range(SEARCH_SHARDS))
ALL_BOT_QUEUE = "croupier-all-bot"  # the cheap bots' moves in all-bot matches
# the searching bots' moves in all-bot matches, likewise sharded
ALL_BOT_SEARCH_QUEUES = tuple(f"croupier-all-bot-search-{shard}" for shard in range(SEARCH_SHARDS))
SEARCH_TIERS = (SEARCH_QUEUES, ALL_BOT_SEARCH_QUEUES)
SEARCHING_QUEUES = frozenset(SEARCH_QUEUES + ALL_BOT_SEARCH_QUEUES)
# Deliveries to webhooks: after the work a human waits on, before all-bot work, which
# nobody waits on: taken last, a steady flow of all-bot moves kept them waiting for good.
WEBHOOK_QUEUE = "croupier-webhooks"
QUEUES = (QUEUE, WEBHOOK_QUEUE, *SEARCH_QUEUES, ALL_BOT_QUEUE, *ALL_BOT_SEARCH_QUEUES)
SEARCHING = frozenset({"ismcts"})  # strategies whose move costs 0.1-0.7 s, not ~5 ms
JOB_FUNCTION = "workers.jobs.step"
RATE = "rate"  # a finished match's work: count it in its players' ratings, once
RESULT_TTL = 60
FAILURE_TTL = 24 * 3600
JOB_TIMEOUT = 60
WEBHOOK_FUNCTION = "workers.webhooks.deliver"
TICKET_WEBHOOK_FUNCTION = "workers.ticket_webhooks.deliver_ticket"  # an ended ticket's
WEBHOOK_JOB_TIMEOUT = 300  # batches of 10 s at most each, until the match is delivered
# A delivery job that raised, or whose worker died (RQ finds it abandoned at its next
# maintenance), runs again under its id: it takes back its own lock, and delivers from the
# cursor (receivers de-duplicate by event id).
WEBHOOK_JOB_RETRY = (3, [1, 10, 60])


@dataclass(frozen=True)
class Work:
    """One job to enqueue: what (``bot:<seat>`` or ``system``) and when (None: now)."""

    kind: str
    at: float | None = None


def plan(match: Match, now: float) -> list[Work]:
    """What the state asks for at ``now``: pure, so tests can check it without Redis. A
    finished match asks for its rating (``service.ratings``: a match with no players to
    rate finds so in one read)."""
    if engine.is_finished(match):
        return [Work(RATE)]
    if engine.due(match, now):
        return [Work("system")]
    work = [
        _bot_work(match, d.seat, now) for d in engine.bot_decisions(match) if d.seat is not None
    ]
    deadline = timing.next_deadline(engine.decisions(match))
    if deadline is not None:
        work.append(Work("system", deadline))
    return work


def _bot_work(match: Match, seat: int, now: float) -> Work:
    """A bot's move: now, or scheduled for when the bots may act, less its think time (the
    job commits no sooner than both: ``workers.jobs``), so a paced heuristic answers about
    on the pace and a searching bot thinks while it waits."""
    strategy = match.control[seat]
    think = think_seconds(match, seat, strategy) if strategy is not None else 0.0
    at = engine.bot_earliest(match) - think
    return Work(f"bot:{seat}", at if at > now else None)


def job_id(match_id: str, version: int, work: Work, attempt: int = 0) -> str:
    """RQ allows letters, digits, ``_`` and ``-`` only: ``<match>_v<version>_<work>_<attempt>``."""
    kind = work.kind.replace(":", "") + ("" if work.at is None else "-at")
    return f"{match_id}_v{version}_{kind}_{attempt}"


@dataclass(frozen=True)
class Planned:
    """A version's work, its pending record (None: nothing to record or to clear:
    ``pending_record``) and whether the write of the version recorded it already (a commit
    on one Redis: ``Store.records_with_commit``)."""

    work: list[Work]
    record: PendingRecord | None
    recorded: bool = False


def dispatch(
    store: Store,
    match_id: str,
    match: Match,
    now: float,
    attempt: int = 0,
    failures: int = 0,
    planned: Planned | None = None,
) -> list[str]:
    """Enqueue the work ``match`` asks for, then record it in the pending sets unless its
    write did; ``planned`` when the caller planned both already (``write_through``, which
    saves a round trip when neither the version nor the one before asked for work).
    Returns the job ids (existing ones collapse)."""
    if planned is None:
        work = plan(match, now)
        planned = Planned(work, pending_record(match_id, match, now, work, None, attempt, failures))
    if planned.record is None:
        return []
    work = planned.work
    owner = _owner(store, match_id, match, work)
    ids = (
        guarded(
            store.queue,  # skipped while the queue Redis is failing: the intent stays
            lambda: [_enqueue(store.queue, match_id, match, item, attempt, owner) for item in work],
        )
        if work
        else []
    )
    if not planned.recorded:
        store.pending.record(match_id, planned.record)
    return ids


def pending_record(
    match_id: str,
    match: Match,
    now: float,
    work: list[Work],
    previous: Match | None = None,
    attempt: int = 0,
    failures: int = 0,
) -> PendingRecord | None:
    """What the pending sets are to say once ``match`` is written and its ``work``
    dispatched under ``attempt``: when it is due and the ids of its jobs (known before they
    are enqueued: ``job_id``). None when neither ``previous`` nor ``match`` asks for work:
    there is nothing to record or to clear."""
    if not work and previous is not None and not plan(previous, now):
        return None
    due = min((item.at or now for item in work), default=None)
    ids = [job_id(match_id, match.version, item, attempt) for item in work]
    info = {"version": match.version, "jobs": ids, "attempt": attempt, "failures": failures}
    return PendingRecord(match.version, due, info)


def record_intent(store: Store, match_id: str, record: PendingRecord | None) -> None:
    """Before a write of a version that asks for work: ``record`` it, so that no written
    state is left without its due work recorded even when the write's reply (or the
    dispatch after it) is lost. The watchdog re-dispatches such a record once it is overdue
    and no job of it is in hand; a write that did not land leaves a record the watchdog
    clears (the stored version asks for nothing, or for its own work). Not needed where the
    commit writes its record itself (``Store.records_with_commit``)."""
    if record is not None and record.due is not None:
        store.pending.record_intent(match_id, record)


def queue_for(match: Match, work: Work, owner: str = "") -> str:
    """The queue of one piece of work. System work (a timer, a trigger) and the cheap bots
    a human waits on go first; then the searching bots a human waits on, on their owner's
    shard; then the cheap bots of all-bot matches, which wait on nobody; then their
    searching bots, sharded likewise. So no search delays a cheap move, and an owner's
    flood of searches delays another owner's search by one move per shard at most."""
    if work.kind == "system":
        return QUEUE
    human = engine.has_human(match)
    if not _searching(match, work):
        return QUEUE if human else ALL_BOT_QUEUE
    shards = SEARCH_QUEUES if human else ALL_BOT_SEARCH_QUEUES
    return shards[zlib.crc32(owner.encode()) % SEARCH_SHARDS]


def _searching(match: Match, work: Work) -> bool:
    """Whether the work is the move of a searching bot."""
    if not work.kind.startswith("bot:"):
        return False
    seat = int(work.kind.split(":")[1])
    return seat < len(match.control) and match.control[seat] in SEARCHING


def owner_key(app: str | None, address: str | None) -> str:
    """Who owns a new match, as kept in its meta (``owner``): its app, else the address
    that created it, hashed (the address itself is kept nowhere)."""
    if app is not None:
        return f"app:{app}"
    digest = hashlib.sha256((address or "unknown").encode()).hexdigest()[:16]
    return f"address:{digest}"


def _owner(store: Store, match_id: str, match: Match, work: list[Work]) -> str:
    """The owner the match's searching work is shared out by, read only when some of
    ``work`` searches; a match created before owners were kept is its own owner."""
    if not any(_searching(match, item) for item in work):
        return match_id
    return store.match_owner(match_id) or match_id


def next_order(order: list[str], served: str) -> list[str]:
    """The queue order after a job taken from ``served``: a searching tier's shard goes
    behind the other shards of its tier (round robin between owners), the tiers keep their
    places, and every other queue its own."""
    tier = next((shards for shards in SEARCH_TIERS if served in shards), None)
    if tier is None:
        return order
    mine = [name for name in order if name in tier]
    at = mine.index(served)
    turned = iter(mine[at + 1 :] + mine[: at + 1])
    return [next(turned) if name in tier else name for name in order]


def _enqueue(
    connection: QueueConnection, match_id: str, match: Match, work: Work, attempt: int, owner: str
) -> str:
    version = match.version
    ident = job_id(match_id, version, work, attempt)
    queue = Queue(queue_for(match, work, owner), connection=connection)
    args = (match_id, version, work.kind, work.at)
    options = {
        "job_id": ident,
        "result_ttl": RESULT_TTL,
        "failure_ttl": FAILURE_TTL,
        "timeout": JOB_TIMEOUT,
    }
    enqueue_once(queue, JOB_FUNCTION, args, options, work.at)
    return ident


def enqueue_once(
    queue: Queue, function: str, args: tuple[Any, ...], options: dict[str, Any], at: float | None
) -> None:
    """Enqueue ``function(*args)``, a job made with ``options`` (``Queue.create_job``'s,
    ``job_id`` among them), now or scheduled ``at``, unless a job of that id exists (the
    same work of the same version is on its way): one round trip, RQ's unique script.
    Scheduled, the script also registers the queue among RQ's queues (``rq:queues``, which
    ``rq info`` lists); now, RQ asks for that in a pipeline of its own, which is sent once a
    process and queue (and again after the queue Redis failed: it may have come back
    empty)."""
    connection = queue.connection
    try:
        if at is not None:
            when = datetime.fromtimestamp(at, tz=UTC)
            job = queue.create_job(function, args=args, status=JobStatus.SCHEDULED, **options)
            queue.schedule_job(job, when, unique=True)
            return
        job = queue.create_job(function, args=args, **options)
        with connection.pipeline() as registration:
            queue.enqueue_job(job, pipeline=registration, unique=True)
            known = _REGISTERED.setdefault(connection, set())
            if queue.name not in known or len(registration) > 1:  # RQ queued more: send all
                registration.execute()
                known.add(queue.name)
    except DuplicateJobError:
        pass  # the same work of the same version is already on its way
    except STORE_FAULTS:  # the queue Redis may come back empty: register again then
        _REGISTERED.pop(connection, None)
        raise


# the queues each queue connection has registered in ``rq:queues`` (``enqueue_once``)
_REGISTERED: weakref.WeakKeyDictionary[QueueConnection, set[str]] = weakref.WeakKeyDictionary()


def webhook_job_id(match_id: str, version: int, retry: int = 0, tag: str = "") -> str:
    """``<match>_v<version>_webhook``, then ``_retry<n>`` for a retry, or ``_<tag>`` for a
    delivery run again for another reason (its receiver paused, its worker lost)."""
    suffix = f"_{tag}" if tag else (f"_retry{retry}" if retry else "")
    return f"{match_id}_v{version}_webhook{suffix}"


def deliver_webhook(
    connection: QueueConnection,
    match_id: str,
    version: int,
    retry: int = 0,
    at: float | None = None,
    tag: str = "",
) -> str:
    """Enqueue the delivery of the match's new events to its webhook (now, or ``at`` for a
    retry); returns the job id. Enqueueing one twice collapses onto the first."""
    ident = webhook_job_id(match_id, version, retry, tag)
    args = (match_id, version, retry, at)
    guarded(connection, partial(_enqueue_delivery, connection, WEBHOOK_FUNCTION, ident, args))
    return ident


def ticket_webhook_job_id(ticket_id: str, retry: int = 0, tag: str = "") -> str:
    """``<ticket>_ticket_webhook``, then ``_retry<n>`` or ``_<tag>`` as a match's."""
    suffix = f"_{tag}" if tag else (f"_retry{retry}" if retry else "")
    return f"{ticket_id}_ticket_webhook{suffix}"


def deliver_ticket_webhook(
    connection: QueueConnection,
    ticket_id: str,
    retry: int = 0,
    at: float | None = None,
    tag: str = "",
) -> str:
    """Enqueue the delivery of an ended ticket to its webhook, on the deliveries' queue
    (now, or ``at`` for a retry); returns the job id. Enqueued twice, it collapses."""
    ident = ticket_webhook_job_id(ticket_id, retry, tag)
    args = (ticket_id, retry, at)
    step = partial(_enqueue_delivery, connection, TICKET_WEBHOOK_FUNCTION, ident, args)
    guarded(connection, step)
    return ident


def _enqueue_delivery(
    connection: QueueConnection, function: str, ident: str, args: tuple[Any, ...]
) -> None:
    """Enqueue ``function(*args)`` under ``ident``; its last argument is when (None: now)."""
    queue = Queue(WEBHOOK_QUEUE, connection=connection)
    retries, intervals = WEBHOOK_JOB_RETRY
    options = {
        "job_id": ident,
        "result_ttl": RESULT_TTL,
        "failure_ttl": FAILURE_TTL,
        "timeout": WEBHOOK_JOB_TIMEOUT,
        "retry": Retry(max=retries, interval=intervals),
    }
    enqueue_once(queue, function, args, options, args[-1])
