"""Sealing a live match's older events and log entries into blocks (service/store/sealing.py):
every read gives what it gave before, the stream stays short, nothing outlives the match."""

from __future__ import annotations

import random
import threading

import pytest
import redis

from service.engine import match as engine
from service.store import Store, Ttls, entries, keys, sealing

from .helpers import GAME, current, start, step

TTLS = Ttls(active=5_000, finished=3_000, idempotency=1_000)
MATCH = "sealed"


@pytest.fixture
def store(redis_client: redis.Redis) -> Store:
    return Store(redis_client, TTLS)


def advance(store: Store, policy: random.Random) -> tuple[list, dict]:
    """One random legal action committed: its events and its log entry (none at the end)."""
    return step(store, MATCH, policy) or ([], {})


def opening_events(seed: int = 7) -> list[dict]:
    return engine.start(GAME, 4, {}, seed)[1]


def stream_ids(client: redis.Redis, match_id: str = MATCH) -> list[int]:
    return [int(entry_id.split(b"-")[0]) for entry_id, _ in client.xrange(keys.events(match_id))]


def test_every_read_after_any_event_is_what_an_unsealed_match_gives(store, redis_client):
    start(store, MATCH)
    every, log, policy = opening_events(), [], random.Random(5)
    while current(store, MATCH).version < 150:
        events, entry = advance(store, policy)
        every, log = every + events, log + [entry]
        after = policy.randrange(len(every))
        limit = policy.choice([1, 5, 31, 32, 33, 100, 100_000])
        read = store.load(MATCH, events_after=after, events_limit=limit).events
        assert read == every[after : after + limit], (after, limit)
    assert redis_client.llen(keys.event_blocks(MATCH)) >= 3  # it did seal
    assert redis_client.llen(keys.log_blocks(MATCH)) >= 3
    assert store.all_events(MATCH) == every
    assert store.action_log(MATCH) == log
    for after in range(len(every) + 1):  # every cursor, across every block's edges
        assert store.load(MATCH, events_after=after, events_limit=40).events == every[after:][:40]


def test_the_stream_keeps_the_last_events_and_the_blocks_hold_the_rest(store, redis_client):
    start(store, MATCH)
    policy = random.Random(1)
    while current(store, MATCH).version < 160:
        advance(store, policy)
        ids = stream_ids(redis_client)
        sealed = redis_client.llen(keys.event_blocks(MATCH))
        assert ids == list(range(sealed * sealing.BLOCK + 1, ids[-1] + 1))  # no gap, no overlap
        if sealing.due(current(store, MATCH).version):  # just sealed
            assert len(ids) < sealing.KEEP + sealing.BLOCK
            assert len(ids) >= sealing.KEEP or sealed == 0
        log_sealed = redis_client.llen(keys.log_blocks(MATCH))
        unsealed = redis_client.llen(keys.log(MATCH))
        assert unsealed + log_sealed * sealing.BLOCK == current(store, MATCH).version
        assert unsealed < sealing.BLOCK + sealing.EVERY
    blocks = redis_client.lrange(keys.event_blocks(MATCH), 0, -1)
    for k, block in enumerate(blocks):
        first = k * sealing.BLOCK + 1
        assert [event["id"] for event in entries.unpack(block)] == list(range(first, first + 32))


def test_a_seal_that_never_ran_is_made_by_the_next_and_a_second_seal_writes_nothing(
    store, redis_client, monkeypatch
):
    start(store, MATCH)
    policy = random.Random(2)
    monkeypatch.setattr(sealing, "due", lambda version: False)  # its writers all died
    while current(store, MATCH).version < 120:
        advance(store, policy)
    assert redis_client.llen(keys.event_blocks(MATCH)) == 0
    unsealed_events, unsealed_log = store.all_events(MATCH), store.action_log(MATCH)
    store.seal(MATCH, GAME)
    sealed = redis_client.llen(keys.event_blocks(MATCH))
    assert sealed >= 2 and redis_client.llen(keys.log_blocks(MATCH)) == 120 // sealing.BLOCK
    before = {key: redis_client.dump(key) for key in redis_client.scan_iter()}
    store.seal(MATCH, GAME)  # nothing more to seal
    assert {key: redis_client.dump(key) for key in redis_client.scan_iter()} == before
    assert store.all_events(MATCH) == unsealed_events
    assert store.action_log(MATCH) == unsealed_log


def test_a_seal_that_lost_the_race_writes_nothing(store, redis_client, monkeypatch):
    start(store, MATCH)
    policy = random.Random(4)
    monkeypatch.setattr(sealing, "due", lambda version: False)
    while current(store, MATCH).version < 80:
        advance(store, policy)
    names = [
        name(MATCH)
        for name in (keys.state, keys.events, keys.event_blocks, keys.log, keys.log_blocks)
    ]
    read = store._sealable(keys=names, args=[sealing.BLOCK, sealing.KEEP])
    store.seal(MATCH, GAME)  # another writer's seal lands first
    before = {key: redis_client.dump(key) for key in redis_client.scan_iter()}
    late_block = entries.pack_block([{"id": 0}], GAME)
    stale = [sealing.BLOCK, read[0], 1, late_block, read[2], 1, late_block]
    assert store._seal(keys=names, args=stale) == 1
    assert {key: redis_client.dump(key) for key in redis_client.scan_iter()} == before


def test_blocks_live_as_long_as_the_match_and_go_with_its_finish(store, redis_client):
    start(store, MATCH)
    policy, every, log = random.Random(3), opening_events(), []
    while current(store, MATCH).version < 64:
        events, entry = advance(store, policy)
        every, log = every + events, log + [entry]
    for key in redis_client.scan_iter():
        redis_client.expire(key, 100)
    while not sealing.due(current(store, MATCH).version + 1):
        events, entry = advance(store, policy)
        every, log = every + events, log + [entry]
    events, entry = advance(store, policy)  # this commit refreshes every TTL, then seals
    every, log = every + events, log + [entry]
    block_keys = (keys.event_blocks(MATCH), keys.log_blocks(MATCH), keys.events(MATCH))
    assert all(4_990 < redis_client.ttl(key) <= 5_000 for key in block_keys)
    while events:
        events, entry = advance(store, policy)
        every, log = every + events, log + ([entry] if entry else [])
    stored = store.load(MATCH).stored
    assert stored.archived and stored.events == every and stored.log == log
    assert not redis_client.exists(keys.event_blocks(MATCH), keys.log_blocks(MATCH))
    assert store.seal(MATCH, GAME) is None and not redis_client.exists(keys.event_blocks(MATCH))


def test_a_follower_blocked_on_the_stream_sleeps_through_a_seal_and_wakes_on_the_next_event(
    store, redis_client, monkeypatch
):
    start(store, MATCH)
    policy = random.Random(6)
    monkeypatch.setattr(sealing, "due", lambda version: False)
    while current(store, MATCH).version < 100:
        advance(store, policy)
    last = stream_ids(redis_client)[-1]
    woke: list[bool] = []
    follower = threading.Thread(target=lambda: woke.append(store.wait_for_event(MATCH, last, 60)))
    follower.start()
    store.seal(MATCH, GAME)  # the stream is written anew, its newest event the same
    assert redis_client.llen(keys.event_blocks(MATCH)) >= 2
    follower.join(0.5)
    assert follower.is_alive() and not woke
    events, _ = advance(store, policy)
    follower.join(60)
    assert woke == [True] and events


def test_a_block_reads_back_exactly_and_smaller_than_its_entries_one_by_one():
    events = opening_events()
    policy, match = random.Random(8), engine.start(GAME, 4, {}, 7)[0]
    while len(events) < sealing.BLOCK:
        seat = next(d.seat for d in engine.decisions(match) if d.seat is not None)
        match, new = engine.submit(match, seat, policy.choice(engine.legal_actions(match, seat)), 0)
        events += new
    block = events[: sealing.BLOCK]
    packed = entries.pack_block(block, GAME)
    assert entries.unpack(packed) == block
    assert len(packed) < sum(len(entries.pack(event, GAME)) for event in block)
    assert entries.unpack(entries.pack_block(block, "no-such-game")) == block  # plain JSON


def test_a_follower_wakes_on_a_version_that_adds_no_event(store, redis_client):
    """A step that says nothing yet (a part of a multi-part choice) commits a version without
    events: a follower waiting past the last event and that version still wakes, at once."""
    start(store, MATCH)
    match = current(store, MATCH)
    last = stream_ids(redis_client)[-1]
    woke: list[bool] = []

    def wait() -> None:
        woke.append(store.wait_for_event(MATCH, last, 60, version=match.version))

    follower = threading.Thread(target=wait)
    follower.start()
    follower.join(0.5)
    assert follower.is_alive() and not woke
    entry = {"seat": None, "action": {"type": "noop"}, "now": 1.0}
    quiet = match.evolve(version=match.version + 1)
    assert store.commit(MATCH, match.version, quiet.to_json(), [], entry).ok
    follower.join(60)
    assert woke == [True]
    assert stream_ids(redis_client)[-1] == last  # no event was made up
    assert not store.wait_for_event(MATCH, last, 0.05, version=quiet.version)
