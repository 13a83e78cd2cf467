"""The Redis store: atomic compare-and-set commits, hashed tokens, TTLs, compaction, memory."""

from __future__ import annotations

import json
import threading
import zlib
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest
import redis

from service.engine import match as engine
from service.store import (
    Idempotency,
    PendingRecord,
    Store,
    Ttls,
    codec,
    entries,
    hash_token,
    scripts,
)
from service.store.pending import pending_keys

from .helpers import current, play, start

TTLS = Ttls(active=5_000, finished=3_000, idempotency=1_000)
MATCH = "abc"
KEYS = {f"m:{{{MATCH}}}:{name}" for name in ("state", "events", "log", "tokens")}


@pytest.fixture
def store(redis_client: redis.Redis) -> Store:
    return Store(redis_client, TTLS)


def image(client: redis.Redis) -> dict[bytes, bytes]:
    return {key: client.dump(key) for key in client.scan_iter()}


def values(client: redis.Redis, key: bytes) -> Iterator[bytes]:
    """Every stored byte string of a key, compressed archives opened."""
    kind = client.type(key).decode()
    if kind == "string":
        raw = [client.get(key)]
    elif kind == "hash":
        raw = [item for pair in client.hgetall(key).items() for item in pair]
    elif kind == "list":
        raw = client.lrange(key, 0, -1)
    elif kind == "stream":
        raw = [v for _, fields in client.xrange(key) for v in fields.values()]
    else:
        raise AssertionError(f"unexpected key type {kind}")
    for value in raw:
        yield value
        try:
            yield zlib.decompress(value)
        except zlib.error:
            pass
        try:  # an event or log entry, deflated with its game's dictionary
            yield codec.dumps(entries.unpack(value)).encode()
        except (ValueError, IndexError, zlib.error):
            pass


# creating and committing


def test_create_writes_every_key_with_the_hash_tag(store, redis_client):
    start(store, MATCH)
    assert {key.decode() for key in redis_client.scan_iter()} == KEYS - {f"m:{{{MATCH}}}:log"}
    assert set(store.match_keys(MATCH)) == KEYS - {f"m:{{{MATCH}}}:log"}
    stored = store.load(MATCH).stored
    assert stored.version == 0 and stored.status == "active" and not stored.archived


def test_create_refuses_a_taken_id(store, redis_client):
    start(store, MATCH)
    before = image(redis_client)
    match, events = engine.start("bad-trevor", 3, {}, 1)
    assert not store.create(MATCH, match.to_json(), {}, events, {"t": 0})
    assert image(redis_client) == before


def advance(store: Store):
    """The next match after seat 0 is ready, and its events (not committed)."""
    match = current(store, MATCH)
    return match, *engine.submit(match, 0, {"type": "ready"}, 1.0)


def test_commit_writes_state_events_log_and_record_together(store, redis_client):
    start(store, MATCH)
    match, advanced, events = advance(store)
    record = Idempotency("k", {"fingerprint": "f", "body": {"version": 1}})
    result = store.commit(
        MATCH,
        0,
        advanced.to_json(),
        events,
        {"seat": 0, "action": {}, "now": 1.0},
        idempotency=record,
    )
    assert result.ok
    snapshot = store.load(MATCH, idempotency_key="k", events_after=0)
    assert snapshot.stored.version == 1 and snapshot.stored.match == advanced.to_json()
    assert snapshot.idempotency == record.record
    assert snapshot.events[-len(events) :] == events
    ids = [entry_id.decode() for entry_id, _ in redis_client.xrange(f"m:{{{MATCH}}}:events")]
    assert ids == [f"{n}-0" for n in range(1, advanced.event_seq + 1)]
    assert store.action_log(MATCH) == [{"seat": 0, "action": {}, "now": 1.0}]


def test_a_commit_on_a_stale_version_writes_nothing(store, redis_client):
    start(store, MATCH)
    match, advanced, events = advance(store)
    assert store.commit(MATCH, 0, advanced.to_json(), events, {"seat": 0}).ok
    before = image(redis_client)
    again = store.commit(
        MATCH, 0, advanced.to_json(), events, {"seat": 0}, idempotency=Idempotency("k", {})
    )
    assert (again.status, again.current_version) == ("conflict", 1)
    assert image(redis_client) == before


def test_a_commit_under_a_used_key_returns_its_record_and_writes_nothing(store, redis_client):
    start(store, MATCH)
    match, advanced, events = advance(store)
    first = Idempotency("k", {"fingerprint": "one"})
    assert store.commit(MATCH, 0, advanced.to_json(), events, {}, idempotency=first).ok
    before = image(redis_client)
    second = store.commit(MATCH, 1, advanced.to_json(), events, {}, idempotency=first)
    assert (second.status, second.record) == ("duplicate", {"fingerprint": "one"})
    assert image(redis_client) == before


def _pending(redis_client: redis.Redis) -> tuple[float | None, dict | None]:
    zset, info = pending_keys(redis_client, MATCH)
    record = redis_client.hget(info, MATCH)
    return redis_client.zscore(zset, MATCH), None if record is None else json.loads(record)


def test_a_commit_on_one_redis_keeps_its_pending_record_and_a_refused_one_none(store, redis_client):
    """Issue 39: the work the new version asks for is recorded by the commit itself (one
    round trip), by ``PendingWork.record``'s rule; a refused commit records nothing; a
    record of no work clears it. On a Cluster the pair is on another slot: refused."""
    start(store, MATCH)
    match, advanced, events = advance(store)
    work = PendingRecord(1, 50.0, {"version": 1, "jobs": ["j1"], "attempt": 0})
    if not store.records_with_commit:
        with pytest.raises(ValueError):
            store.commit(MATCH, 0, advanced.to_json(), events, {}, pending=work)
        return
    stale = store.commit(MATCH, 1, advanced.to_json(), events, {}, pending=work)
    assert stale.status == "conflict" and _pending(redis_client) == (None, None)
    assert store.commit(MATCH, 0, advanced.to_json(), events, {}, pending=work).ok
    assert _pending(redis_client) == (50.0, work.info)

    newer = PendingRecord(5, 60.0, {"version": 5, "jobs": [], "attempt": 1})
    store.pending.record(MATCH, newer)  # a newer version's record stands
    nothing = PendingRecord(2, None, {"version": 2, "jobs": [], "attempt": 0})
    following, following_events = engine.submit(advanced, 1, {"type": "ready"}, 2.0)
    assert store.commit(MATCH, 1, following.to_json(), following_events, {}, pending=nothing).ok
    assert _pending(redis_client) == (60.0, newer.info)

    store.pending.forget(MATCH)
    store.pending.record(MATCH, work)
    done = PendingRecord(3, None, {"version": 3, "jobs": [], "attempt": 0})
    last, last_events = engine.submit(following, 2, {"type": "ready"}, 3.0)
    assert store.commit(MATCH, 2, last.to_json(), last_events, {}, pending=done).ok
    assert _pending(redis_client) == (None, None)  # no work: the record goes


def test_a_commit_on_no_match_is_missing(store, redis_client):
    match, events = engine.start("bad-trevor", 3, {}, 1)
    assert store.commit("nope", 0, match.to_json(), events, {}).status == "missing"
    assert image(redis_client) == {}


def test_racing_commits_on_one_version_succeed_once(store):
    start(store, MATCH)
    match, advanced, events = advance(store)
    barrier = threading.Barrier(20)

    def commit(_: int) -> str:
        barrier.wait()
        return store.commit(MATCH, 0, advanced.to_json(), events, {"seat": 0}).status

    with ThreadPoolExecutor(20) as pool:
        statuses = sorted(pool.map(commit, range(20)))
    assert statuses == ["conflict"] * 19 + ["ok"]
    assert len(store.action_log(MATCH)) == 1


# tokens


def test_tokens_are_stored_only_as_sha256_hashes(store, redis_client):
    tokens = start(store, MATCH)
    play(store, MATCH, until=lambda m: m.version >= 10, idempotency=True)
    for seat, token in enumerate(tokens):
        assert store.load(MATCH, token=token).token_seat == seat
        assert redis_client.hget(f"m:{{{MATCH}}}:tokens", hash_token(token)) == str(seat).encode()
    assert store.load(MATCH, token="wrong").token_seat is None
    for key in redis_client.scan_iter():
        for value in [key, *values(redis_client, key)]:
            assert not any(token.encode() in value for token in tokens), (key, value[:80])


def test_no_raw_token_stored_after_a_match_over_http(client, redis_client):
    body = {"game": "bad-trevor", "seats": [{"type": "human"}] * 3, "seed": 5}
    created = client.post("/v1/matches", json=body).json
    tokens = [seat["token"] for seat in created["seats"]]
    url = f"/v1/matches/{created['id']}/actions"
    for n, token in enumerate(tokens):
        headers = {"Authorization": f"Bearer {token}", "Idempotency-Key": f"k{n}"}
        assert client.post(url, json={"action_id": "ready"}, headers=headers).status_code == 200
    for key in redis_client.scan_iter():
        for value in [key, *values(redis_client, key)]:
            assert not any(token.encode() in value for token in tokens), (key, value[:80])


# TTLs and compaction


def ttls(redis_client: redis.Redis) -> dict[str, int]:
    return {key.decode(): redis_client.ttl(key) for key in redis_client.scan_iter()}


def test_active_keys_get_the_active_ttl_refreshed_by_each_commit(store, redis_client):
    start(store, MATCH)
    assert all(4_990 < ttl <= 5_000 for ttl in ttls(redis_client).values())
    for key in redis_client.scan_iter():
        redis_client.expire(key, 100)
    play(store, MATCH, until=lambda m: m.version >= 1, idempotency=True)
    found = ttls(redis_client)
    idem = {key for key in found if ":idem:" in key}
    assert len(idem) == 1 and all(990 < found[key] <= 1_000 for key in idem)
    assert all(4_990 < ttl <= 5_000 for key, ttl in found.items() if key not in idem)


def test_the_finishing_commit_archives_and_sets_the_finished_ttl(store, redis_client):
    start(store, MATCH)
    finished = play(store, MATCH, idempotency=True)
    assert engine.is_finished(finished)
    assert set(store.match_keys(MATCH)) >= {f"m:{{{MATCH}}}:state", f"m:{{{MATCH}}}:tokens"}
    assert f"m:{{{MATCH}}}:log" not in store.match_keys(MATCH)
    stored = store.load(MATCH).stored
    assert stored.status == "finished" and stored.archived
    assert len(stored.log) == stored.version
    # The stream keeps only the finishing commit's events, for a grace (they wake streams).
    final = redis_client.xrange(f"m:{{{MATCH}}}:events")
    assert [entries.unpack(fields[b"e"]) for _, fields in final] == stored.events[-len(final) :]
    assert stored.events[-1]["type"] == "match_finished" and len(final) < len(stored.events)
    grace = scripts.FINAL_EVENTS_MS // 1000
    for key, ttl in ttls(redis_client).items():
        if key.endswith(":events"):
            assert 0 < ttl <= grace, ttl
            continue
        limit = 1_000 if ":idem:" in key else 3_000
        assert 0 < ttl <= limit and (ttl > limit - 10 or ":idem:" in key), (key, ttl)
    replayed, _ = engine.replay("bad-trevor", 4, {}, 7, stored.log)
    assert replayed.to_json() == stored.match


def test_a_record_never_outlives_its_match(redis_client):
    store = Store(redis_client, Ttls(active=5_000, finished=300, idempotency=1_000))
    start(store, MATCH)
    play(store, MATCH, until=lambda m: m.version >= 3, idempotency=True)
    assert all(ttl <= 300 for key, ttl in ttls(redis_client).items() if ":idem:" in key)


# memory


def test_a_finished_four_player_match_fits_in_16_kib(store, capsys):
    start(store, MATCH)
    finished = play(store, MATCH)
    assert engine.is_finished(finished)
    usage = store.memory_usage(MATCH)
    start(store, "twin")  # the same match again, stopped one action before its end
    play(store, "twin", until=lambda m: m.version == finished.version - 1)
    live = store.memory_usage("twin")
    with capsys.disabled():
        print(f"\nRedis bytes (MEMORY USAGE) of a 4-player match of {finished.version} actions:")
        print(f"  one action before the end: {sum(live.values())} {live}")
        print(f"  finished (compacted): {sum(usage.values())} {usage}")
    assert sum(usage.values()) <= 16 * 1024


def test_a_ttl_below_one_second_is_refused():
    with pytest.raises(ValueError):
        Ttls(finished=0)


def test_ttls_come_from_the_same_environment_variables_as_the_api():
    """Workers commit too (bots, timers, the finishing move): they must keep the same TTLs."""
    env = {"CROUPIER_ACTIVE_TTL": "100", "CROUPIER_FINISHED_TTL": "50", "PATH": "/bin"}
    assert Ttls.from_env(env) == Ttls(active=100, finished=50)
    assert Ttls.from_env({}) == Ttls()
