"""The store's named operations for the layers above (issue 33): their scripts are sent by
SHA, and a Redis that lost them (SCRIPT FLUSH, a restart) has them loaded again, on one
Redis and on a Cluster alike (``CROUPIER_TEST_REDIS=cluster``)."""

from __future__ import annotations

import hashlib
import time
from typing import Any

from service.store import PendingRecord, Store
from service.store.pending import RECORD, pending_keys

RECORD_SHA = hashlib.sha1(RECORD.encode()).hexdigest()


def _flush_scripts(client: Any) -> None:
    """Every node forgets every script (a cluster client sends it to every primary)."""
    client.script_flush()
    assert client.script_exists(RECORD_SHA) == [False]


def _record(version: int, due: float | None, jobs: tuple[str, ...] = ()) -> PendingRecord:
    return PendingRecord(version, due, {"version": version, "jobs": list(jobs), "attempt": 0})


def test_pending_work_is_recorded_again_after_redis_lost_its_scripts(redis_client, queue_client):
    store = Store(redis_client, queue=queue_client)
    store.pending.record_intent("m1", _record(3, 100.0))
    _flush_scripts(redis_client)
    store.pending.record("m1", _record(4, 120.0, ("j",)))
    pending, _ = pending_keys(redis_client, "m1")
    assert redis_client.zscore(pending, "m1") == 120.0
    assert [match_id for match_id, _ in _overdue(store, 200.0)] == ["m1"]
    store.pending.record("m1", _record(3, None))  # older
    assert redis_client.zscore(pending, "m1") == 120.0
    store.pending.forget("m1")
    assert _overdue(store, 200.0) == []


def test_counters_and_leases_survive_a_script_flush(redis_client, queue_client):
    store = Store(redis_client, queue=queue_client)
    keys = ["croupier:rl:{address/x}:a"]
    assert store.counters.count(keys, [1, 60])[0] == 1
    _flush_scripts(redis_client)
    assert store.counters.count(keys, [2, 60])[0] == 3
    store.counters.uncount(keys, [2, 60])
    lease, now = ["croupier:sl:{address/x}"], time.time()
    assert store.leases.take(lease, now, now + 60, "a", [1]) == 0
    _flush_scripts(redis_client)
    assert store.leases.take(lease, now, now + 60, "b", [1]) == 1  # full: refused


def _overdue(store: Store, before: float) -> list[tuple[str, dict[str, Any]]]:
    pending = store.pending
    return [found for pair in pending.pairs() for found in pending.overdue(pair, before)]
