"""``deliver``: the RQ job that sends a match's new events to its webhook, in order.

One job at a time delivers a match (its lock, ``m:{id}:webhook:lock``, owned by the job's
id); a job that finds the lock taken leaves word and ends, and the holder looks again
before it lets go (``service.store.scripts.WEBHOOK_LOCK``), so no commit waits for the next
one. The holder POSTs the batches after the webhook's cursor, moving the cursor after each
2xx, until none is left. A failed POST (not 2xx, 10 s without an answer, no connection, an
address now refused) is recorded and retried by a job of its own after a backoff (1, 2, 4
s ... 5 min); meanwhile commits deliver nothing, so the retry sends everything in order. A
streak of failures lasting ``CROUPIER_WEBHOOK_RETRY_FOR`` seconds (1 h) gives up: the
webhook's status says ``gave_up`` and nothing more is delivered for the match.

Each receiver (a URL's origin) has a time budget and a circuit breaker shared by every
worker (``workers.receivers``): a delivery whose receiver is paused sends nothing, records
no attempt, and is run again when the pause ends. Deliveries run on delivery workers of
their own (``croupier worker --role webhooks``), never on the workers of bots and timers.
A matchmaking ticket's one delivery (``workers.ticket_webhooks``) is sent, signed, counted
by its receiver and retried by the functions below (``post_signed``, ``attempted``).
"""

from __future__ import annotations

import http.client
import logging
import os
import socket
import threading
import time
import uuid
from collections.abc import Callable
from functools import partial
from typing import Any

from rq import get_current_job

from service import dispatch, webhooks
from service.store import Store
from service.webhooks import Batch, Settings, Target, Webhook

from . import receivers
from .jobs import job_store, sleep_until
from .receivers import Limits

LOCK_MS = 60_000  # a holder that died frees the match this long after its last batch
RETRY_SLACK = 0.1  # seconds: a retry job may be released this early by the scheduler
log = logging.getLogger(__name__)


def deliver(match_id: str, version: int, retry: int = 0, at: float | None = None) -> str:
    """Deliver what the match's webhook has not had yet (``version``, ``retry``: the job
    id's; ``at``: a retry's time). Returns what happened, for logs and tests."""
    store = job_store()
    if at is not None:
        sleep_until(min(at, time.time() + 2))  # RQ schedules in whole seconds
    owner = _owner()
    if not store.lock_webhook(match_id, owner, LOCK_MS):
        return "busy"  # the holder was told to look again
    settings, limits = Settings.for_delivery(os.environ), Limits.from_env(os.environ)
    while True:
        outcome = deliver_held(store, match_id, owner, settings, limits)
        if store.unlock_webhook(match_id, owner, LOCK_MS):
            return outcome


def _owner() -> str:
    job = get_current_job()
    return job.id if job else uuid.uuid4().hex


def deliver_held(
    store: Store, match_id: str, owner: str, settings: Settings, limits: Limits | None = None
) -> str:
    """With the lock held: every batch after the cursor, until none is left, one fails, or
    the receiver is paused (then a job is scheduled for the end of the pause)."""
    limits = limits or Limits()
    found = store.webhook(match_id)
    if found is None:
        return "no_webhook"
    hook = Webhook.from_fields(found)
    while True:
        if hook.status == webhooks.GAVE_UP:
            return webhooks.GAVE_UP
        if hook.retry_at is not None and time.time() < hook.retry_at - RETRY_SLACK:
            return "backing_off"  # the retry job will deliver it all
        snapshot = store.load(match_id, events_after=hook.cursor, events_limit=webhooks.BATCH + 1)
        if snapshot.stored is None:
            return "no_match"
        batch = webhooks.next_batch(hook, snapshot.stored, snapshot.events)
        if batch is None:
            return "delivered"
        if batch.events and (wait := paused(store, hook, limits)):
            resume = time.time() + wait
            dispatch.deliver_webhook(
                store.queue, match_id, batch.version, at=resume, tag=f"paused{int(resume)}"
            )
            return "receiver_paused"
        hook = _send(store, match_id, hook, batch, settings, limits)
        if hook.status != webhooks.ACTIVE:
            return hook.status
        store.extend_webhook_lock(match_id, owner, LOCK_MS)


def paused(store: Store, hook: Webhook, limits: Limits) -> float:
    """Seconds until the hook's receiver may be sent to (0: now)."""
    return receivers.paused_for(store, receivers.origin(hook.url), limits)


def _send(
    store: Store, match_id: str, hook: Webhook, batch: Batch, settings: Settings, limits: Limits
) -> Webhook:
    """POST one batch (none when the filter left no event), record it, schedule a retry."""
    if not batch.events:
        updated = webhooks.delivered(hook, None, batch.last_id)
    else:
        record = post_batch(match_id, hook, batch, settings, signers_of(store, hook))
        updated = attempted(store, hook, record, batch.last_id, settings, limits)
    store.update_webhook(match_id, updated.fields())
    if updated.status == webhooks.FAILING:
        assert updated.retry_at is not None
        dispatch.deliver_webhook(
            store.queue, match_id, batch.version, updated.failures, updated.retry_at
        )
    elif updated.status == webhooks.GAVE_UP:
        log.error(
            "webhook of match %s: failing since %s; gave up after %s attempts",
            match_id,
            updated.failing_since,
            updated.failures,
        )
    return updated


def attempted(
    store: Store,
    hook: Webhook,
    record: dict[str, Any],
    cursor: int,
    settings: Settings,
    limits: Limits,
) -> Webhook:
    """The hook after one POST (``record``), counted by its receiver's budget and breaker:
    delivered up to ``cursor``, or failed (the next try's time, or given up)."""
    seconds = record["duration_ms"] / 1000
    receivers.record(store, receivers.origin(hook.url), seconds, record["ok"], limits)
    if record["ok"]:
        return webhooks.delivered(hook, record, cursor)
    return webhooks.failed(hook, record, time.time(), settings.retry_for)


def signers_of(store: Store, hook: Webhook) -> list[str]:
    """The secrets that sign the hook's next POST: read now, not at create, so an app's
    rotation (and the end of its overlap) counts from the next delivery on."""
    return webhooks.signing_secrets(hook, lambda app: store.apps.signing_secrets(app, time.time()))


def post_batch(
    match_id: str, hook: Webhook, batch: Batch, settings: Settings, signers: list[str]
) -> dict[str, Any]:
    """One POST of ``batch`` signed by each of ``signers``, as the attempt the record keeps."""
    ids = [event["id"] for event in batch.events]
    return post_signed(hook, partial(webhooks.payload, match_id, batch), ids, settings, signers)


def post_signed(
    hook: Webhook,
    body_for: Callable[[str], bytes],
    ids: list[int] | None,
    settings: Settings,
    signers: list[str],
) -> dict[str, Any]:
    """One POST to the hook's URL (checked again now) of the body ``body_for`` makes for a
    new delivery id, signed by each of ``signers``, with its event ``ids`` (None: a body
    without events); the attempt, as the record keeps it. None to sign with (an app with
    no secret left) is a failed attempt: nothing unsigned ever leaves."""
    delivery = uuid.uuid4().hex
    body = body_for(delivery)
    started = time.time()
    status, error = None, None
    try:
        if not signers:
            raise webhooks.Refused("unsigned", f"app {hook.app!r} has no webhook secret")
        target = webhooks.check_url(hook.url, settings.allow_private)
        sent = webhooks.headers(signers, body, ids, time.time(), delivery)
        status = post(target, body, sent, webhooks.TIMEOUT)
        error = None if 200 <= status < 300 else f"HTTP {status}"
    except webhooks.Refused as refused:
        error = f"refused: {refused}"
    except (OSError, http.client.HTTPException) as failure:  # ssl.SSLError is an OSError
        error = _described(failure)
    return webhooks.attempt(started, delivery, ids or [], status, error, time.time() - started)


def _described(failure: Exception) -> str:
    if isinstance(failure, TimeoutError):
        return f"timeout after {webhooks.TIMEOUT:g} s"
    return f"{type(failure).__name__}: {failure}" if str(failure) else type(failure).__name__


def post(target: Target, body: bytes, headers: dict[str, str], timeout: float) -> int:
    """POST ``body`` to ``target`` at the addresses checked (never a new resolution of the
    name: DNS rebinding cannot slip an address in), within ``timeout`` seconds overall;
    the status code. Redirects are not followed: a 3xx is a failure."""
    deadline = time.monotonic() + timeout
    connection = _connection(target, deadline)
    expired = threading.Event()
    timer = threading.Timer(timeout, _abort, (connection, expired))
    timer.daemon = True
    timer.start()
    try:
        connection.request("POST", target.path, body=body, headers=headers)
        return connection.getresponse().status
    except (OSError, http.client.HTTPException) as error:
        if expired.is_set():
            raise TimeoutError("timed out") from error
        raise
    finally:
        timer.cancel()
        connection.close()


def _connection(target: Target, deadline: float) -> http.client.HTTPConnection:
    """A connection to the target's host (its Host header and TLS name) that connects to
    the first of its checked addresses that answers."""
    kind = http.client.HTTPSConnection if target.scheme == "https" else http.client.HTTPConnection
    connection = kind(target.host, target.port, timeout=max(deadline - time.monotonic(), 0.01))

    def connect(_: Any, timeout: float | None = None, source: Any = None) -> socket.socket:
        last: OSError = OSError(f"no address of {target.host} answered")
        for address in target.addresses:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("timed out")
            try:
                return socket.create_connection((address, target.port), left, source)
            except OSError as error:
                last = error
        raise last

    connection._create_connection = connect  # type: ignore[attr-defined]  # http.client's hook
    return connection


def _abort(connection: http.client.HTTPConnection, expired: threading.Event) -> None:
    """Out of time: shut the socket, so the request or the read in progress fails now."""
    expired.set()
    sock = connection.sock
    if sock is not None:
        try:
            sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
