"""The one path of a change to a match, for the API and the workers alike: the engine applies
one log entry, the store commits it atomically, then dispatch queues what the new version
asks for. A finished match is archived with its final views frozen, so that what it serves
never depends on the rules code of a later release."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from service import dispatch, metrics
from service.engine import match as engine
from service.engine.match import Match
from service.store import STORE_FAULTS, CommitResult, Idempotency, Store

log = logging.getLogger(__name__)

SPECTATOR = "spectator"  # the key of the spectator's view among the frozen views

Keep = Callable[[Match, list[dict[str, Any]]], Idempotency | None]


@dataclass(frozen=True)
class Advanced:
    """What one change did: the store's answer, the new version and its events."""

    result: CommitResult
    match: Match  # the match itself when the entry changed nothing
    events: list[dict[str, Any]]


def advance(
    store: Store, match_id: str, match: Match, entry: dict[str, Any], keep: Keep | None = None
) -> Advanced:
    """Apply ``entry`` (engine refusals raise before anything is written), record the work
    the result will ask for, commit it with the idempotency record ``keep`` builds, then
    dispatch. The record comes first so that a commit whose reply is lost still has its work
    on the watchdog's list (``dispatch.record_intent``)."""
    advanced, events = engine.apply_entry(match, entry)
    if advanced is match:
        return Advanced(CommitResult("ok"), match, [])
    finished = engine.is_finished(advanced)
    dispatch.record_intent(store, match_id, advanced, entry["now"])
    started = time.perf_counter()
    result = store.commit(
        match_id,
        match.version,
        advanced.to_json(),
        events,
        entry,
        finished=finished,
        idempotency=keep(advanced, events) if keep else None,
        frozen={"views": final_views(advanced)} if finished else None,
    )
    _count(match, entry, result, time.perf_counter() - started, finished)
    if result.ok:
        dispatch_quietly(store, match_id, advanced, entry["now"], match, result.webhook)
    return Advanced(result, advanced, events)


def _count(
    match: Match, entry: dict[str, Any], result: CommitResult, seconds: float, finished: bool
) -> None:
    """The commit's metrics: its round trip and result, and an action committed."""
    metrics.COMMIT_SECONDS.observe(seconds)
    metrics.COMMITS.labels(result.status).inc()
    if result.ok:
        actor = metrics.actor_kind(entry.get("seat"), match.control)
        metrics.ACTIONS.labels(match.game_id, actor).inc()
        if finished:
            metrics.MATCHES.labels("finished").inc()


def final_views(match: Match) -> dict[str, dict[str, Any]]:
    """Every seat's view and the spectator's, keyed by seat number as text."""
    views = {str(seat): engine.view(match, seat) for seat in range(match.seats)}
    return {**views, SPECTATOR: engine.view(match, None)}


def dispatch_quietly(
    store: Store,
    match_id: str,
    match: Match,
    now: float,
    previous: Match | None = None,
    webhook: bool = False,
) -> None:
    """Queue what the committed state asks for, then (``webhook``) the delivery of its
    events to the match's webhook. The commit stands whatever happens here, so a failure
    is logged, not raised: the change did happen (a later commit delivers these events)."""
    try:
        dispatch.dispatch(store, match_id, match, now, previous=previous)
        if webhook:
            dispatch.deliver_webhook(store.queue, match_id, match.version)
    except STORE_FAULTS as error:
        log.error("dispatch failed for match %s at version %s: %s", match_id, match.version, error)
