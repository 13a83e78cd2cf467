"""A match's webhook record in the store: made with the match, never outliving it, and the
delivery lock that keeps deliveries in order."""

from __future__ import annotations

import pytest
import redis

from service.engine import match as engine
from service.engine.match import Match
from service.store import Store, Ttls, keys

from .helpers import play

TTLS = Ttls(active=5_000, finished=3_000, idempotency=1_000)
MATCH = "hooked"
RECORD = {"url": "https://hooks.example.com/", "secret": "whsec_x", "cursor": "0"}


@pytest.fixture
def store(redis_client: redis.Redis) -> Store:
    return Store(redis_client, TTLS)


def start_hooked(store: Store, match_id: str = MATCH, record: dict | None = RECORD) -> None:
    match, events = engine.start("bad-trevor", 4, {}, 7)
    meta = {"seats": [{"type": "human"}] * 4}
    assert store.create(match_id, match.to_json(), meta, events, {"t": 0}, record)


def test_the_record_is_made_with_the_match_and_its_ttl(store, redis_client):
    start_hooked(store)
    assert store.webhook(MATCH) == {k.encode(): v.encode() for k, v in RECORD.items()}
    assert 4_990 < redis_client.ttl(keys.webhook(MATCH)) <= 5_000
    start_hooked(store, "plain", None)
    assert store.webhook("plain") is None and keys.webhook("plain") not in store.match_keys("plain")


def test_a_create_that_finds_the_id_taken_writes_no_record(store, redis_client):
    start_hooked(store, record=None)
    match, events = engine.start("bad-trevor", 4, {}, 7)
    assert not store.create(MATCH, match.to_json(), {}, events, {}, RECORD)
    assert store.webhook(MATCH) is None


def test_each_commit_refreshes_the_records_ttl(store, redis_client):
    start_hooked(store)
    redis_client.expire(keys.webhook(MATCH), 100)
    play(store, MATCH, until=lambda m: m.version >= 1)
    assert 4_990 < redis_client.ttl(keys.webhook(MATCH)) <= 5_000


def test_the_finishing_commit_gives_the_record_the_finished_ttl(store, redis_client):
    start_hooked(store)
    assert engine.is_finished(play(store, MATCH))
    assert 2_990 < redis_client.ttl(keys.webhook(MATCH)) <= 3_000


def test_the_commit_result_says_whether_the_match_has_a_webhook_to_deliver_to(store):
    start_hooked(store)
    start_hooked(store, "plain", None)
    start_hooked(store, "given-up", {**RECORD, "status": "gave_up"})
    for match_id, expected in ((MATCH, True), ("plain", False), ("given-up", False)):
        stored = store.load(match_id).stored
        match = Match.from_json(stored.match)
        seat = next(d.seat for d in engine.decisions(match))
        action = engine.without_id(engine.legal_actions(match, seat)[0])
        advanced, events = engine.submit(match, seat, action, 1_000.0)
        entry = {"seat": seat, "action": action, "now": 1_000.0}
        result = store.commit(match_id, 0, advanced.to_json(), events, entry)
        assert result.ok and result.webhook is expected


def test_an_update_never_brings_back_an_expired_record(store, redis_client):
    start_hooked(store)
    assert store.update_webhook(MATCH, {"cursor": "5"})
    assert store.webhook(MATCH)[b"cursor"] == b"5"
    redis_client.delete(keys.webhook(MATCH))  # as if it expired with its match
    assert not store.update_webhook(MATCH, {"cursor": "6"})
    assert not redis_client.exists(keys.webhook(MATCH))


def test_the_lock_leaves_word_for_its_holder_who_looks_again_before_letting_go(store):
    start_hooked(store)
    assert store.lock_webhook(MATCH, "job-a", 60_000)
    assert store.lock_webhook(MATCH, "job-a", 60_000)  # run again after an outage: its own
    assert not store.lock_webhook(MATCH, "job-b", 60_000)  # word left: more to deliver
    assert not store.unlock_webhook(MATCH, "job-a", 60_000)  # so job-a looks again
    assert store.unlock_webhook(MATCH, "job-a", 60_000)  # nothing new: let go
    assert store.lock_webhook(MATCH, "job-b", 60_000)
    assert store.extend_webhook_lock(MATCH, "job-b", 60_000)
    assert not store.extend_webhook_lock(MATCH, "job-a", 60_000)


def test_the_lock_never_makes_a_record_and_expires(store, redis_client):
    assert store.lock_webhook("none", "job-a", 60_000)
    assert not store.lock_webhook("none", "job-b", 60_000)
    assert not redis_client.exists(keys.webhook("none"))
    assert 0 < redis_client.pttl(keys.webhook_lock("none")) <= 60_000
