"""Bot jobs keep each seat's bot memory (``Game.remember``) in Redis and read only the events
since the seat's last move (issue 17: a job must not re-read the whole stream). The memory
kept is the one the whole stream gives, move after move; a missing one is rebuilt; the
finishing commit drops it. The job function runs in process, on the test Redis."""

from __future__ import annotations

import time

import pytest
import redis

from service.engine import match as engine
from service.engine.match import Match
from service.store import Store, keys
from workers import jobs

MAX_JOBS = 5_000


@pytest.fixture
def store(redis_client: redis.Redis, redis_url: str, monkeypatch) -> Store:
    monkeypatch.setenv("REDIS_URL", redis_url)
    monkeypatch.setattr(jobs, "_STORES", {})
    return Store(redis_client)


def _next_work(match: Match) -> str:
    if engine.due(match, time.time()):
        return "system"
    return f"bot:{next(d.seat for d in engine.decisions(match) if d.seat is not None)}"


@pytest.mark.parametrize("game", ["bad-trevor", "practical-guide-to-evil"])
def test_each_bot_job_reads_only_what_came_since_and_keeps_the_whole_story(
    client, store, monkeypatch, game
):
    seats = [{"type": "bot", "strategy": "heuristic"}] * 4
    match_id = client.post("/v1/matches", json={"game": game, "seats": seats, "seed": 3}).json["id"]
    reads: list[int] = []
    load_for_bot = store.load_for_bot

    def spying_load(match_id: str, seat: int):
        snapshot, kept = load_for_bot(match_id, seat)
        after = 0 if kept is None else kept.after
        reads.append(after)
        since = [event for event in store.all_events(match_id) if event["id"] > after]
        assert snapshot.events == since  # every event since its memory, and no other
        return snapshot, kept

    for _ in range(MAX_JOBS):
        stored = store.load(match_id).stored
        assert stored is not None
        if stored.archived:
            break
        match = Match.from_json(stored.match)
        work = _next_work(match)
        every = store.all_events(match_id)
        with monkeypatch.context() as patch:
            patch.setattr(jobs.job_store(), "load_for_bot", spying_load)
            jobs.step(match_id, match.version, work)
        if work == "system":
            continue
        seat = int(work.split(":")[1])
        memory, after = store.bot_memory(match_id, seat)
        if not store.load(match_id).stored.archived:
            assert after == every[-1]["id"]  # it took in every event before its move
            seen = [engine.redact_event(event, seat) for event in every]
            assert memory == engine.remember(match, seat, None, seen)  # as the whole stream says
    else:
        raise AssertionError("the match did not finish")
    assert len(reads) > 20 and sum(1 for after in reads if after > 0) > len(reads) - 5
    assert store.redis.exists(keys.memory(match_id)) == 0  # the finish dropped it


@pytest.mark.parametrize("jobs_before", [30, 70], ids=["from the stream", "from sealed blocks"])
def test_a_lost_memory_is_rebuilt_from_every_event(client, store, jobs_before):
    """After 70 jobs, the match's first events are sealed in blocks (``sealing``): a memory
    rebuilt from scratch reads them as well as the stream."""
    seats = [{"type": "bot", "strategy": "heuristic"}] * 3
    match_id = client.post(
        "/v1/matches", json={"game": "bad-trevor", "seats": seats, "seed": 4}
    ).json["id"]
    for _ in range(jobs_before):
        match = Match.from_json(store.load(match_id).stored.match)
        jobs.step(match_id, match.version, _next_work(match))
    assert not store.load(match_id).stored.archived
    sealed = store.redis.llen(keys.event_blocks(match_id))
    assert (sealed > 0) == (jobs_before > 32)
    store.redis.delete(keys.memory(match_id))
    match = Match.from_json(store.load(match_id).stored.match)
    work = _next_work(match)
    assert jobs.step(match_id, match.version, work).startswith("committed")
    seat = int(work.split(":")[1])
    memory, after = store.bot_memory(match_id, seat)
    seen = [engine.redact_event(e, seat) for e in store.all_events(match_id) if e["id"] <= after]
    assert memory == engine.remember(match, seat, None, seen)
