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
    reads: list[int | None] = []
    load = store.load

    def spying_load(*args, **kwargs):
        reads.append(kwargs.get("events_after"))
        return load(*args, **kwargs)

    for _ in range(MAX_JOBS):
        stored = store.load(match_id).stored
        assert stored is not None
        if stored.archived:
            break
        match = Match.from_json(stored.match)
        work = _next_work(match)
        every = store.all_events(match_id)
        with monkeypatch.context() as patch:
            patch.setattr(jobs.job_store(), "load", spying_load)
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
    bot_reads = [after for after in reads if after is not None]
    assert len(bot_reads) > 20 and sum(1 for after in bot_reads if after > 0) > len(bot_reads) - 5
    assert store.redis.exists(keys.memory(match_id)) == 0  # the finish dropped it


def test_a_lost_memory_is_rebuilt_from_the_stream(client, store):
    seats = [{"type": "bot", "strategy": "heuristic"}] * 3
    match_id = client.post(
        "/v1/matches", json={"game": "bad-trevor", "seats": seats, "seed": 4}
    ).json["id"]
    for _ in range(30):
        match = Match.from_json(store.load(match_id).stored.match)
        jobs.step(match_id, match.version, _next_work(match))
    store.redis.delete(keys.memory(match_id))
    match = Match.from_json(store.load(match_id).stored.match)
    work = _next_work(match)
    assert jobs.step(match_id, match.version, work).startswith("committed")
    seat = int(work.split(":")[1])
    memory, after = store.bot_memory(match_id, seat)
    seen = [engine.redact_event(e, seat) for e in store.all_events(match_id) if e["id"] <= after]
    assert memory == engine.remember(match, seat, None, seen)
