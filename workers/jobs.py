"""RQ job functions. Thin: load, check the version, then the one path of a change
(``service.advance``: engine, commit, dispatch).

Jobs take ids, never objects, and are idempotent: a job whose match has moved past its
version (or whose work is gone) does nothing and says why in its return value.
"""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from rq import get_current_job

from service import dispatch, logs, metrics, player_events, ratings
from service.advance import advance
from service.engine import match as engine
from service.engine.bots import BotInput, bot_rng
from service.engine.errors import RuleError
from service.engine.match import Match
from service.engine.thinking import SEARCH_SHARE, think_seconds
from service.store import BotMemory, Store

log = logging.getLogger(__name__)
EARLY_SLACK = 0.0005  # sleep granularity: a deadline job never acts before its deadline
# Think-time floors times this (``engine.thinking``): 1 by default; 0 lets bots answer as soon
# as they are done, which tells a spectator what they hold (for benches of CPU alone).
THINK_SCALE = "CROUPIER_BOT_THINK_SCALE"
_STORES: dict[str, Store] = {}


def step(match_id: str, version: int, work: str, at: float | None = None) -> str:
    """Do one piece of dispatched work: ``system`` (due triggers and deadlines, at ``at``)
    or ``bot:<seat>``. Returns what happened, for logs and tests (and the job metrics)."""
    _fault_delay()
    if at is not None:
        sleep_until(at)
    kind, began, result = work.split(":")[0], time.time(), "error"
    _observe_wait(kind, at, began)
    try:
        result = _step(match_id, version, work, began)
        return result
    finally:
        seconds = time.time() - began
        metrics.JOB_SECONDS.labels(kind, result.split(":")[0]).observe(seconds)
        if at is not None and kind == "system" and result.startswith("committed"):
            metrics.DEADLINE_LATENESS.observe(time.time() - at)
        fields = {
            "type": "job",
            "match_id": match_id,
            "version": version,
            "work": work,
            "result": result,
            "duration_ms": round(seconds * 1000, 3),
        }
        log.info("job %s", result, extra={logs.FIELDS: fields})


def _observe_wait(kind: str, at: float | None, began: float) -> None:
    """How long the job waited for a worker after it was due (its time, or its enqueuing)."""
    job = get_current_job()
    due = at
    if due is None and job is not None and job.enqueued_at is not None:
        due = job.enqueued_at.timestamp()
    if due is not None:
        metrics.JOB_WAIT_SECONDS.labels(kind).observe(max(0.0, began - due))


def _step(match_id: str, version: int, work: str, began: float | None = None) -> str:
    store = job_store()
    if work == dispatch.RATE:
        return _rate(store, match_id)
    seat = int(work.split(":")[1]) if work.startswith("bot:") else None
    kept: BotMemory | None = None
    if seat is None:
        stored = store.load(match_id)
    else:  # one round trip: the match, the seat's memory and the events since
        stored, kept = store.load_for_bot(match_id, seat)
    if stored.stored is None or stored.stored.archived or stored.stored.version != version:
        return "stale"
    if stored.stored.status == "open":  # its seats are still being claimed: nothing to do
        return "not_started"
    match = Match.from_json(stored.stored.match)
    now = time.time()
    memory = None
    try:
        if seat is None:
            entry = _system(match, now)
        else:
            recall = Recall(kept, stored.events)
            entry, memory = _bot(match, seat, recall, now if began is None else began)
        named = player_events.named(stored.stored)
        done = advance(store, match_id, match, entry, memory=memory, named=named)
    except _Nothing as nothing:
        return str(nothing)
    except RuleError as refused:  # a bot's, e.g. system_pending: the system job goes first
        if work == "system":
            raise
        return refused.code
    return f"committed:{done.match.version}" if done.result.ok else "stale"


def _rate(store: Store, match_id: str) -> str:
    """A finished match's last work: its players' ratings (``service.ratings``, once
    however often this runs), then its pending record goes. CROUPIER_FAULT_RATE_PAUSE
    seconds between the ratings' write and the match's mark, for a test to kill the worker
    there."""
    pause = partial(_fault_pause, "CROUPIER_FAULT_RATE_PAUSE")
    result = ratings.rate_match(store, match_id, time.time(), written=pause)
    if result != "not_finished":
        store.pending.forget(match_id)
    return result


class _Nothing(Exception):
    """The work is no longer wanted at this version."""


def _system(match: Match, now: float) -> dict[str, Any]:
    """The system's entry: a due trigger of the game first, else every expired deadline."""
    due = engine.due(match, now)
    if not due:
        raise _Nothing("not_due")
    triggers = engine.legal_actions(match, None) if any(d.seat is None for d in due) else []
    action = triggers[0] if triggers else {"type": engine.TIMEOUT.name}
    return {"seat": None, "action": engine.without_id(action), "now": now}


@dataclass(frozen=True)
class Recall:
    """A seat's stored bot memory (None: none yet, or lost) and the events since."""

    kept: BotMemory | None
    events: list[dict[str, Any]]


def _bot(
    match: Match, seat: int, recall: Recall, began: float
) -> tuple[dict[str, Any], BotMemory | None]:
    """The bot's entry: the action its strategy chooses from what its seat may know, and
    its memory to keep for the next move (None: nothing new). The memory takes in only the
    events since its last move, and is kept by the move's commit (a move that loses its
    commit keeps none: the next one takes in those events again). It
    is stamped no sooner than the think time after the job ``began`` (``engine.thinking``):
    when it commits, and the deadlines it starts, say nothing of how long the bot worked;
    nor sooner than the bots may act (``engine.bot_earliest``: the match's pace, a human's
    reaction time), which the job was scheduled for less its think time (``dispatch``)."""
    strategy = match.control[seat] if seat < len(match.control) else None
    if strategy is None or engine.decision_for(match, seat) is None:
        raise _Nothing("not_a_bot_turn")
    news = [engine.redact_event(e, seat) for e in recall.events]
    known = None if recall.kept is None else recall.kept.memory
    memory = engine.remember(match, seat, known, news)
    kept = BotMemory(seat, news[-1]["id"], memory) if news else None
    think = think_time(match, seat, strategy)
    seen = _capped(engine.bot_input(match, seat, [], memory), began, think)
    rng = bot_rng(match.seed, match.version, seat)
    action = engine.bot_action(match, seat, strategy, seen, rng)
    if think and time.time() > began + think:
        _overran(match, seat, strategy, think, time.time() - began)
    sleep_until(max(began + think, engine.bot_earliest(match)))
    return {"seat": seat, "action": action, "now": time.time()}, kept


def _overran(match: Match, seat: int, strategy: str, think: float, took: float) -> None:
    """The bot worked past its think time: its answer time may tell what it held, so the
    game's floor for the strategy is too low for this machine (``Game.think_floors``)."""
    fields = {
        "type": "think_overrun",
        "game": match.game_id,
        "strategy": strategy,
        "seat": seat,
        "think_ms": round(think * 1000, 1),
        "took_ms": round(took * 1000, 1),
    }
    log.warning("bot worked past its think time", extra={logs.FIELDS: fields})


def _capped(seen: BotInput, began: float, think: float) -> BotInput:
    """A search (if the strategy searches) over by ``SEARCH_SHARE`` of the think time."""
    if not think:
        return seen
    left = max(0.0, began + SEARCH_SHARE * think - time.time())
    return replace(seen, search_seconds=left, clock=time.monotonic)


def think_time(match: Match, seat: int, strategy: str) -> float:
    """The seat's think time at this version, scaled by ``CROUPIER_BOT_THINK_SCALE``."""
    scale = float(os.environ.get(THINK_SCALE, "1") or 1)
    return think_seconds(match, seat, strategy) * scale if scale > 0 else 0.0


def sleep_until(at: float) -> None:
    """RQ schedules in whole seconds, so a scheduled job could start up to a second early
    (``workers.main.TickScheduler`` holds ours back to their exact time, within a tick):
    the rest is slept off here."""
    while (left := at - time.time()) > 0:
        time.sleep(max(left, EARLY_SLACK))


def job_store() -> Store:
    """The store the environment names (``REDIS_URL``, ``CROUPIER_REDIS_MODE``,
    ``CROUPIER_QUEUE_URL``, with its TTLs and replication), one per process."""
    key = tuple(os.environ.get(name, "") for name in STORE_ENVIRONMENT)
    if key not in _STORES:
        _STORES.clear()
        _STORES[key] = Store.from_env(os.environ)
    return _STORES[key]


STORE_ENVIRONMENT = (
    "REDIS_URL",
    "CROUPIER_REDIS_MODE",
    "CROUPIER_QUEUE_URL",
    "CROUPIER_REDIS_WAIT_REPLICAS",
    "CROUPIER_REDIS_WAIT_MS",
    "CROUPIER_ACTIVE_TTL",
    "CROUPIER_FINISHED_TTL",
    "CROUPIER_IDEMPOTENCY_TTL",
)


def _fault_pause(name: str) -> None:
    """Fault injection for tests: ``name`` seconds at a point of a job (e.g. after the
    ratings are written, before the job is done), for a test to kill the worker there."""
    pause = float(os.environ.get(name, "0") or 0)
    if pause:
        time.sleep(pause)


def _fault_delay() -> None:
    """Fault injection for tests and drills: CROUPIER_FAULT_DELAY seconds before each job."""
    delay = float(os.environ.get("CROUPIER_FAULT_DELAY", "0") or 0)
    if delay:
        time.sleep(delay)
