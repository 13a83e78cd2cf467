"""Driving matches through the store directly, the way the API does: load, engine, commit."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from service.engine import match as engine
from service.engine.match import Match
from service.store import Idempotency, Store

GAME = "bad-trevor"


def start(store: Store, match_id: str, seats: int = 4, seed: int = 7) -> list[str]:
    """Store a new match; the raw seat tokens."""
    match, events = engine.start(GAME, seats, {}, seed)
    tokens = [f"token-{match_id}-{seat}-{'x' * 20}" for seat in range(seats)]
    meta = {"seats": [{"type": "human"}] * seats}
    assert store.create(
        match_id, match.to_json(), meta, events, {t: n for n, t in enumerate(tokens)}
    )
    return tokens


def current(store: Store, match_id: str) -> Match:
    stored = store.load(match_id).stored
    assert stored is not None
    return Match.from_json(stored.match)


def step(
    store: Store, match_id: str, policy: random.Random, idempotency_key: str | None = None
) -> tuple[list[dict[str, Any]], dict[str, Any]] | None:
    """One random legal action, committed: its events and its log entry; None once the
    match is over."""
    match = current(store, match_id)
    holders = [d.seat for d in engine.decisions(match) if d.seat is not None]
    if not holders:
        return None
    seat = policy.choice(holders)
    action = {
        k: v for k, v in policy.choice(engine.legal_actions(match, seat)).items() if k != "id"
    }
    advanced, events = engine.submit(match, seat, action, 1_000.0 + match.version)
    idem = (
        Idempotency(idempotency_key, {"fingerprint": "f", "body": {}}) if idempotency_key else None
    )
    entry = {"seat": seat, "action": action, "now": 1_000.0 + match.version}
    result = store.commit(
        match_id,
        match.version,
        advanced.to_json(),
        events,
        entry,
        finished=engine.is_finished(advanced),
        idempotency=idem,
    )
    assert result.ok, result
    return events, entry


def play(
    store: Store,
    match_id: str,
    policy_seed: int = 3,
    until: Callable[[Match], bool] | None = None,
    idempotency: bool = False,
) -> Match:
    """Play random legal actions until the match ends (or ``until`` holds)."""
    policy = random.Random(policy_seed)
    for n in range(10_000):
        if until is not None and until(current(store, match_id)):
            break
        if step(store, match_id, policy, f"key-{n}" if idempotency else None) is None:
            break
    return current(store, match_id)
