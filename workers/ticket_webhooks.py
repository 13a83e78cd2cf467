"""``deliver_ticket``: the RQ job that tells an app's server a matchmaking ticket of its has
ended (``matched``, ``expired``, ``cancelled``), with one signed POST to the ticket's
webhook.

The job is enqueued once per ticket end, by the one call that ended it (the store's
scripts say which: ``service.matchmaking.endings``), on the deliveries' queue, and run by
the delivery workers. Everything else is a match webhook's (``workers.webhooks``): the
app's secrets sign it, read at each POST; the address is checked again before sending; a
failed POST is recorded in the ticket (its ``webhook`` in GET) and retried by a job of its
own after the same backoff, until a streak of failures has lasted
``CROUPIER_WEBHOOK_RETRY_FOR``; a paused receiver (breaker open, budget spent) is tried
again when the pause ends. The body names the ticket, its status, game, players and match
id, never a seat token: the app reads those once from the ticket.
"""

from __future__ import annotations

import logging
import os
import time
from functools import partial
from typing import Any

from service import dispatch, webhooks
from service.store import Store
from service.webhooks import Settings, Webhook

from .jobs import job_store, sleep_until
from .receivers import Limits
from .webhooks import RETRY_SLACK, attempted, paused, post_signed, signers_of

log = logging.getLogger(__name__)


def deliver_ticket(ticket_id: str, retry: int = 0, at: float | None = None) -> str:
    """Deliver the ended ticket to its webhook (``retry``: the job id's; ``at``: a retry's
    time). Returns what happened, for logs and tests."""
    if at is not None:
        sleep_until(min(at, time.time() + 2))  # RQ schedules in whole seconds
    settings, limits = Settings.for_delivery(os.environ), Limits.from_env(os.environ)
    return deliver_ticket_now(job_store(), ticket_id, settings, limits)


def deliver_ticket_now(store: Store, ticket_id: str, settings: Settings, limits: Limits) -> str:
    """One POST of the ticket's end unless it is delivered, given up, backing off (its
    retry job comes) or its receiver is paused (a job is scheduled for the pause's end)."""
    record = store.tickets.peek(ticket_id)
    url = None if record is None else record["ticket"].get("webhook")
    if record is None or url is None:
        return "no_webhook"
    hook = webhooks.ticket_hook(url, record["app"], record.get("webhook"))
    if hook.cursor or hook.status == webhooks.GAVE_UP:
        return webhooks.DELIVERED if hook.cursor else webhooks.GAVE_UP
    if hook.retry_at is not None and time.time() < hook.retry_at - RETRY_SLACK:
        return "backing_off"
    if wait := paused(store, hook, limits):
        resume = time.time() + wait
        tag = f"paused{int(resume)}"
        dispatch.deliver_ticket_webhook(store.queue, ticket_id, at=resume, tag=tag)
        return "receiver_paused"
    updated = _send(store, ticket_id, record, hook, settings, limits)
    return webhooks.DELIVERED if updated.cursor else updated.status


def _send(
    store: Store,
    ticket_id: str,
    record: dict[str, Any],
    hook: Webhook,
    settings: Settings,
    limits: Limits,
) -> Webhook:
    """POST the ticket's end, record the attempt in the ticket, schedule a retry."""
    body = partial(webhooks.ticket_payload, webhooks.ticket_summary(ticket_id, record))
    sent = post_signed(hook, body, None, settings, signers_of(store, hook))
    updated = attempted(store, hook, sent, 1, settings, limits)
    keep_until = time.time() + settings.retry_for + webhooks.BACKOFF_MAX
    store.tickets.update_webhook(ticket_id, updated.fields(), keep_until)
    if updated.status == webhooks.FAILING:
        assert updated.retry_at is not None
        queue = store.queue
        dispatch.deliver_ticket_webhook(queue, ticket_id, updated.failures, updated.retry_at)
    elif updated.status == webhooks.GAVE_UP:
        log.error(
            "webhook of ticket %s: failing since %s; gave up after %s attempts",
            ticket_id,
            updated.failing_since,
            updated.failures,
        )
    return updated
