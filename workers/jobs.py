"""RQ job functions. Thin: load, check the version, engine, commit, dispatch.

Jobs take ids, never objects, and are idempotent: a job whose match has moved past its
version (or whose work is gone) does nothing and says why in its return value.
"""

from __future__ import annotations

import os
import time
from typing import Any

import redis
from rq import get_current_job

from service import dispatch
from service.engine import match as engine
from service.engine.bots import bot_rng
from service.engine.errors import RuleError
from service.engine.match import Match
from service.store import Store, Ttls

EARLY_SLACK = 0.0005  # sleep granularity: a deadline job never acts before its deadline
_STORES: dict[str, Store] = {}


def step(match_id: str, version: int, work: str, at: float | None = None) -> str:
    """Do one piece of dispatched work: ``system`` (due triggers and deadlines, at ``at``)
    or ``bot:<seat>``. Returns what happened, for logs and tests."""
    _fault_delay()
    store = _store()
    if at is not None:
        _sleep_until(at)
    stored = store.load(match_id, events_after=0 if work.startswith("bot:") else None,
                        events_limit=100_000)  # fmt: skip
    if stored.stored is None or stored.stored.archived or stored.stored.version != version:
        return "stale"
    match = Match.from_json(stored.stored.match)
    now = time.time()
    try:
        if work == "system":
            advanced, events, entry = _system(match, now)
        else:
            advanced, events, entry = _bot(match, int(work.split(":")[1]), stored.events, now)
    except _Nothing as nothing:
        return str(nothing)
    return _commit(store, match_id, match, advanced, events, entry, now)


class _Nothing(Exception):
    """The work is no longer wanted at this version."""


def _system(match: Match, now: float) -> tuple[Match, list[dict], dict[str, Any]]:
    """Resolve a due trigger of the game first, else every expired deadline."""
    due = engine.due(match, now)
    if not due:
        raise _Nothing("not_due")
    triggers = engine.legal_actions(match, None) if any(d.seat is None for d in due) else []
    action = triggers[0] if triggers else {"type": engine.TIMEOUT.name}
    action = engine.without_id(action)
    advanced, events = engine.submit(match, None, action, now)
    return advanced, events, {"seat": None, "action": action, "now": now}


def _bot(
    match: Match, seat: int, events: list[dict], now: float
) -> tuple[Match, list[dict], dict[str, Any]]:
    strategy = match.control[seat] if seat < len(match.control) else None
    if strategy is None or engine.decision_for(match, seat) is None:
        raise _Nothing("not_a_bot_turn")
    seen = engine.bot_input(match, seat, [engine.redact_event(e, seat) for e in events])
    rng = bot_rng(match.seed, match.version, seat)
    action = engine.bot_action(match, seat, strategy, seen, rng)
    try:
        advanced, new_events = engine.submit(match, seat, action, now)
    except RuleError as refused:  # e.g. system_pending: the system job goes first
        raise _Nothing(refused.code) from refused
    return advanced, new_events, {"seat": seat, "action": action, "now": now}


def _commit(
    store: Store,
    match_id: str,
    match: Match,
    advanced: Match,
    events: list[dict],
    entry: dict[str, Any],
    now: float,
) -> str:
    result = store.commit(
        match_id,
        match.version,
        advanced.to_json(),
        events,
        entry,
        finished=engine.is_finished(advanced),
    )
    if not result.ok:
        return "stale"
    dispatch.dispatch(store.redis, match_id, advanced, time.time(), previous=match)
    return f"committed:{advanced.version}"


def _sleep_until(at: float) -> None:
    """RQ schedules in whole seconds, so a deadline job can start up to a second early."""
    while (left := at - time.time()) > 0:
        time.sleep(max(left, EARLY_SLACK))


def _store() -> Store:
    """The store on the job's own connection (or REDIS_URL when run in process)."""
    job = get_current_job()
    key = str(id(job.connection)) if job else _redis_url()
    if key not in _STORES:
        _STORES.clear()
        connection = job.connection if job else redis.Redis.from_url(key)
        _STORES[key] = Store(connection, Ttls.from_env(os.environ))
    return _STORES[key]


def _redis_url() -> str:
    return os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")


def _fault_delay() -> None:
    """Fault injection for tests and drills: CROUPIER_FAULT_DELAY seconds before each job."""
    delay = float(os.environ.get("CROUPIER_FAULT_DELAY", "0") or 0)
    if delay:
        time.sleep(delay)
