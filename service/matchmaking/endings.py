"""What is told once a matchmaking ticket ends, by the one call that ended it (the store's
scripts say which: ``Tickets.end``, ``Tickets.seated``), so nothing is told twice: an
expired or cancelled ticket's ``ticket_ended`` notes on its players' streams (a matched
one's ``matched`` notes are the seating's), and for a ticket with a webhook its delivery
job (``workers.ticket_webhooks``). Both best effort, as ``matched`` is: a Redis fault is
logged, and the ticket itself (GET, its long poll) says it all."""

from __future__ import annotations

import logging
from typing import Any

from service import dispatch, player_events
from service.store import STORE_FAULTS, Store

log = logging.getLogger(__name__)


def ended(store: Store, app: str, ticket_id: str, ticket: dict[str, Any], status: str) -> None:
    """An expired or cancelled ticket (``ticket`` as stored): its players' notes, then its
    webhook's delivery."""
    try:
        player_events.note_ticket_ended(store, app, ticket_id, ticket, status)
    except STORE_FAULTS as error:
        log.error("matchmaking: ticket %s ended unannounced to its players: %s", ticket_id, error)
    deliver(store, ticket_id, ticket)


def deliver(store: Store, ticket_id: str, ticket: dict[str, Any]) -> None:
    """Enqueue the ended ticket's webhook delivery, if it has a webhook."""
    if not ticket.get("webhook"):
        return
    try:
        dispatch.deliver_ticket_webhook(store.queue, ticket_id)
    except STORE_FAULTS as error:
        log.error("matchmaking: ticket %s's webhook was not enqueued: %s", ticket_id, error)
