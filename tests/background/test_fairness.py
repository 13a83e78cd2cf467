"""Fairness (issues 9 and 32): all-bot matches never hold up a bot that a human waits on, no
search holds up a cheap bot, and one owner's searches do not hold up another owner's.

The routing (``service.dispatch.queue_for``) and the workers' round robin between owners
(``next_order``) are checked as pure functions, then on a real worker: with a flood of
all-bot jobs queued first, it takes the human's bots first; with one owner's searches
queued first, it takes another owner's in turn. The drill of a client flooding the workers
with matches of one human and searching bots is ``test_search_flood.py``. No timed
assertions: the latencies are measured by ``bench/fairness.py``."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
import redis
from flask import Flask
from flask.testing import FlaskClient
from rq import Queue
from rq.job import Job

from service import dispatch
from service.dispatch import (
    ALL_BOT_QUEUE,
    ALL_BOT_SEARCH_QUEUES,
    QUEUE,
    QUEUES,
    SEARCH_QUEUES,
    SEARCH_SHARDS,
    WEBHOOK_QUEUE,
    Work,
    next_order,
    owner_key,
    queue_for,
)
from service.engine import match as engine

from .conftest import wait_for
from .matches_over_http import UNPACED

HUMAN: dict[str, Any] = {"type": "human"}


def bot(strategy: str) -> dict[str, Any]:
    return {"type": "bot", "strategy": strategy}


def started(control: list[str | None]) -> engine.Match:
    return engine.start("bad-trevor", len(control), {}, 7, control=control)[0]


# Addresses whose owners' shards differ, the attacker's first (test_search_flood.py uses them).
ATTACKER, VICTIM, OTHER_OWNER = "10.0.0.1", "10.0.0.2", "10.0.0.3"
OWNER = owner_key(None, ATTACKER)


def shard(owner: str) -> int:
    """The owner's shard, as ``queue_for`` places its searches."""
    return SEARCH_QUEUES.index(queue_for(started([None, "ismcts", "ismcts"]), Work("bot:1"), owner))


@pytest.mark.parametrize(
    ("control", "work", "queue"),
    [
        ([None, "random", "ismcts"], Work("bot:2"), SEARCH_QUEUES[shard(OWNER)]),
        ([None, "random", "ismcts"], Work("bot:1"), QUEUE),
        ([None, None, "random"], Work("bot:2"), QUEUE),
        (["random", "heuristic", "random"], Work("bot:1"), ALL_BOT_QUEUE),
        (["random", "ismcts", "random"], Work("bot:1"), ALL_BOT_SEARCH_QUEUES[shard(OWNER)]),
        (["random", "ismcts", "random"], Work("bot:0"), ALL_BOT_QUEUE),
        (["ismcts", "ismcts", "ismcts"], Work("system"), QUEUE),
        (["ismcts", "ismcts", "ismcts"], Work("system", at=1.0), QUEUE),
    ],
)
def test_work_goes_to_the_queue_of_who_waits_for_it(control, work, queue):
    assert queue_for(started(control), work, OWNER) == queue


def test_a_seat_lent_to_a_bot_for_one_turn_keeps_its_match_with_the_humans():
    lent = dataclasses.replace(started(["random", "random", "random"]), lent=(0,))
    assert queue_for(lent, Work("bot:1")) == QUEUE
    searching = dataclasses.replace(started(["random", "ismcts", "random"]), lent=(0,))
    assert queue_for(searching, Work("bot:1"), OWNER) == SEARCH_QUEUES[shard(OWNER)]


def test_owners_are_apps_else_hashed_addresses_spread_over_the_shards():
    assert owner_key("acme", "10.0.0.1") == "app:acme" != owner_key("other", "10.0.0.1")
    assert owner_key(None, ATTACKER).startswith("address:") and ATTACKER not in OWNER
    owners = [owner_key(None, f"10.1.{n // 256}.{n % 256}") for n in range(400)]
    assert {shard(owner) for owner in owners} == set(range(SEARCH_SHARDS))
    assert shard(OWNER) < shard(owner_key(None, OTHER_OWNER))  # the drill's second owner
    assert shard(OWNER) != shard(owner_key(None, VICTIM))


def test_the_queues_are_listed_highest_priority_first():
    assert (
        QUEUES == (QUEUE, WEBHOOK_QUEUE, *SEARCH_QUEUES, ALL_BOT_QUEUE, *ALL_BOT_SEARCH_QUEUES)
        and QUEUE == "croupier"
    )
    assert len(set(QUEUES)) == len(QUEUES) == 3 + 2 * SEARCH_SHARDS


def test_a_served_shard_goes_behind_the_other_shards_of_its_tier_and_tiers_stay():
    order = [name for name in QUEUES if name != WEBHOOK_QUEUE]  # a game worker's (roles)
    after = next_order(order, SEARCH_QUEUES[3])
    searches = [*SEARCH_QUEUES[4:], *SEARCH_QUEUES[:4]]
    assert after == [QUEUE, *searches, ALL_BOT_QUEUE, *ALL_BOT_SEARCH_QUEUES]
    again = next_order(after, SEARCH_QUEUES[9])
    assert again[1:17] == [*SEARCH_QUEUES[10:], *SEARCH_QUEUES[:10]]
    all_bot = next_order(again, ALL_BOT_SEARCH_QUEUES[0])[18:]
    assert all_bot == [*ALL_BOT_SEARCH_QUEUES[1:], ALL_BOT_SEARCH_QUEUES[0]]
    assert next_order(again, QUEUE) == next_order(again, ALL_BOT_QUEUE) == again


def create(client: FlaskClient, seats: list[dict]) -> str:
    response = client.post("/v1/matches", json={"game": "bad-trevor", "seats": seats, **UNPACED})
    assert response.status_code == 201, response.json
    return response.json["id"]


def version(client: FlaskClient, match_id: str) -> int:
    return client.get(f"/v1/matches/{match_id}").json["version"]


def opening_jobs(match_id: str, seats: range) -> list[str]:
    """The jobs of every bot's opening ``ready`` (Bad Trevor: all seats hold it at once)."""
    return [dispatch.job_id(match_id, 0, Work(f"bot:{seat}")) for seat in seats]


def test_a_worker_takes_a_humans_bots_before_a_flood_of_all_bot_work_queued_first(
    client: FlaskClient, workers, queue_client: redis.Redis
):
    flood_ids = []
    for index in range(12):  # queued while no worker runs
        strategy = "ismcts" if index % 2 else "random"
        match_id = create(client, [bot(strategy)] * 3)
        flood_ids += opening_jobs(match_id, range(3))
    human_match = create(client, [HUMAN, bot("random"), bot("heuristic")])
    human_ids = opening_jobs(human_match, range(1, 3))
    queued = {name: Queue(name, connection=queue_client).get_job_ids() for name in QUEUES}
    assert queued[QUEUE] == human_ids
    all_bot = [job for name in (ALL_BOT_QUEUE, *ALL_BOT_SEARCH_QUEUES) for job in queued[name]]
    assert sorted(all_bot) == sorted(flood_ids)
    workers()
    wait_for(lambda: version(client, human_match) >= 2)  # both bots said ready
    human_jobs = Job.fetch_many(human_ids, connection=queue_client)
    flood_jobs = Job.fetch_many(flood_ids, connection=queue_client)
    last_human = max(job.started_at for job in human_jobs)
    assert all(job.started_at is None or job.started_at > last_human for job in flood_jobs)


def created_at(app: Flask, address: str, seats: list[dict]) -> str:
    """A Bad Trevor match created from ``address`` (its owner)."""
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = address
    return create(client, seats)


def test_a_worker_takes_another_owners_searches_in_turn_with_a_flood_queued_first(
    app: Flask, workers, queue_client: redis.Redis
):
    """One owner's searches (8 jobs) are queued before another's (2): a worker takes the
    shards in turn, so the second owner's start before the first owner's third."""
    searching = [HUMAN, bot("ismcts"), bot("ismcts")]
    flood_ids = []
    for _ in range(4):
        flood_ids += opening_jobs(created_at(app, ATTACKER, searching), range(1, 3))
    other_ids = opening_jobs(created_at(app, OTHER_OWNER, searching), range(1, 3))
    attacker = Queue(SEARCH_QUEUES[shard(OWNER)], connection=queue_client)
    assert attacker.get_job_ids() == flood_ids
    workers()
    every = flood_ids + other_ids
    wait_for(lambda: all(job.ended_at for job in Job.fetch_many(every, connection=queue_client)))
    flood = sorted(job.started_at for job in Job.fetch_many(flood_ids, connection=queue_client))
    other = Job.fetch_many(other_ids, connection=queue_client)
    assert max(job.started_at for job in other) < flood[2]
