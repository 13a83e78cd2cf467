"""The one path of a change to a match, for the API and the workers alike: the engine applies
one log entry, the store commits it atomically, then dispatch queues what the new version
asks for. A finished match is archived with its final views frozen, so that what it serves
never depends on the rules code of a later release.

Every write that makes a playing version goes through ``write_through``: an action or a seat
control (``advance``), a create, the claim that starts an open match, an app's start. It
plans the version's work and its pending record once, writes (a commit on one Redis writes
the record with the match; any other write has it recorded first, as an intent), and
dispatches that work once the write landed."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any, TypeVar

from service import dispatch, metrics, player_events
from service.engine import match as engine
from service.engine.match import Match
from service.store import (
    STORE_FAULTS,
    BotMemory,
    CommitResult,
    Idempotency,
    PendingRecord,
    Store,
)

log = logging.getLogger(__name__)

SPECTATOR = "spectator"  # the key of the spectator's view among the frozen views

Keep = Callable[[Match, list[dict[str, Any]]], Idempotency | None]
Written = TypeVar("Written")


@dataclass(frozen=True)
class Landing:
    """What a write's answer says: whether it made ``match`` the stored version, and
    whether the match's webhook is to be sent its events."""

    landed: bool
    webhook: bool = False


def write_through(
    store: Store,
    match_id: str,
    match: Match,
    now: float,
    write: Callable[[], Written],
    landing: Callable[[Written], Landing],
    previous: Match | None = None,
    named: Notify | None = None,
    recording: Callable[[PendingRecord | None], Written] | None = None,
) -> Written:
    """The one path of a write that makes ``match`` a stored, playing version: plan the
    work it asks for (once) and its pending record, ``write``, and, when the write landed,
    dispatch that work and (``named``: a match naming players) tell the players whose turn
    came (``player_events``). The record goes first, as an intent, so that a write whose
    reply is lost still has its work on the watchdog's list (``dispatch.record_intent``),
    and again after the dispatch; but a ``recording`` write (a commit) writes it itself,
    atomically with the match, where the store can (one Redis:
    ``Store.records_with_commit``), and it is written nowhere else."""
    work = dispatch.plan(match, now)
    record = dispatch.pending_record(match_id, match, now, work, previous)
    recorded = recording is not None and store.records_with_commit
    if recorded:
        written = recording(record)
    else:
        dispatch.record_intent(store, match_id, record)
        written = write()
    landed = landing(written)
    if landed.landed:
        planned = dispatch.Planned(work, record, recorded)
        dispatch_quietly(store, match_id, match, now, landed.webhook, planned)
        if named is not None:
            player_events.note_moves(store, match_id, match, previous, named.players, named.actor)
    return written


@dataclass(frozen=True)
class Notify:
    """Whom a write tells of their turn: the match's named players (None: none named), and
    the seat whose action made it (which is told again if it must act again)."""

    players: player_events.Named | None
    actor: int | None = None


@dataclass(frozen=True)
class Advanced:
    """What one change did: the store's answer, the new version and its events, and the
    idempotency record it kept (its body is the response: built once)."""

    result: CommitResult
    match: Match  # the match itself when the entry changed nothing
    events: list[dict[str, Any]]
    kept: Idempotency | None = None


def advance(
    store: Store,
    match_id: str,
    match: Match,
    entry: dict[str, Any],
    keep: Keep | None = None,
    memory: BotMemory | None = None,
    named: player_events.Named | None = None,
) -> Advanced:
    """Apply ``entry`` (engine refusals raise before anything is written), record the work
    the result will ask for, commit it with the idempotency record ``keep`` builds and the
    bot ``memory`` of the seat that moved, then dispatch and tell the ``named`` players whose
    turn came (``write_through``)."""
    advanced, events = engine.apply_entry(match, entry)
    if advanced is match:
        if memory is not None:  # nothing to commit: the memory is kept on its own
            store.keep_bot_memory(match_id, memory.seat, memory.after, memory.memory)
        return Advanced(CommitResult("ok"), match, [])
    finished = engine.is_finished(advanced)
    kept = keep(advanced, events) if keep else None

    def commit(pending: PendingRecord | None) -> CommitResult:
        started = time.perf_counter()
        result = store.commit(
            match_id,
            match.version,
            advanced.to_json(),
            events,
            entry,
            finished=finished,
            idempotency=kept,
            frozen={"views": final_views(advanced)} if finished else None,
            memory=memory,
            pending=pending,
        )
        _count(match, entry, result, time.perf_counter() - started, finished)
        return result

    def landing(result: CommitResult) -> Landing:
        return Landing(result.ok, result.webhook)

    notify = None if named is None else Notify(named, entry.get("seat"))
    now, write = entry["now"], partial(commit, None)
    result = write_through(store, match_id, advanced, now, write, landing, match, notify, commit)
    return Advanced(result, advanced, events, kept)


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
    webhook: bool = False,
    planned: dispatch.Planned | None = None,
) -> None:
    """Queue what the committed state asks for (``planned``, when ``write_through`` planned
    it already), then
    (``webhook``) the delivery of its events to the match's webhook. The commit stands
    whatever happens here, so a failure is logged, not raised: the change did happen (a
    later commit delivers these events)."""
    try:
        dispatch.dispatch(store, match_id, match, now, planned=planned)
        if webhook:
            dispatch.deliver_webhook(store.queue, match_id, match.version)
    except STORE_FAULTS as error:
        log.error("dispatch failed for match %s at version %s: %s", match_id, match.version, error)
