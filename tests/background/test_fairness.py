"""Fairness (issue 9): all-bot matches never hold up a bot that a human waits on.

The routing (``service.dispatch.queue_for``) is checked as a pure function, then on a real
worker: with a flood of all-bot jobs queued first, it takes the human's bots first. No timed
assertions: the latencies are measured by ``bench/fairness.py``."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
import redis
from flask.testing import FlaskClient
from rq import Queue
from rq.job import Job

from service import dispatch
from service.dispatch import (
    ALL_BOT_QUEUE,
    QUEUE,
    QUEUES,
    SEARCH_QUEUE,
    WEBHOOK_QUEUE,
    Work,
    queue_for,
)
from service.engine import match as engine

from .conftest import wait_for

HUMAN: dict[str, Any] = {"type": "human"}


def bot(strategy: str) -> dict[str, Any]:
    return {"type": "bot", "strategy": strategy}


def started(control: list[str | None]) -> engine.Match:
    return engine.start("bad-trevor", len(control), {}, 7, control=control)[0]


@pytest.mark.parametrize(
    ("control", "work", "queue"),
    [
        ([None, "random", "ismcts"], Work("bot:2"), QUEUE),
        ([None, None, "random"], Work("bot:2"), QUEUE),
        (["random", "heuristic", "random"], Work("bot:1"), ALL_BOT_QUEUE),
        (["random", "ismcts", "random"], Work("bot:1"), SEARCH_QUEUE),
        (["random", "ismcts", "random"], Work("bot:0"), ALL_BOT_QUEUE),
        (["ismcts", "ismcts", "ismcts"], Work("system"), QUEUE),
        (["ismcts", "ismcts", "ismcts"], Work("system", at=1.0), QUEUE),
    ],
)
def test_work_goes_to_the_queue_of_who_waits_for_it(control, work, queue):
    assert queue_for(started(control), work) == queue


def test_a_seat_lent_to_a_bot_for_one_turn_keeps_its_match_with_the_humans():
    lent = dataclasses.replace(started(["random", "random", "random"]), lent=(0,))
    assert queue_for(lent, Work("bot:1")) == QUEUE


def test_the_queues_are_listed_highest_priority_first():
    assert QUEUES == (QUEUE, WEBHOOK_QUEUE, ALL_BOT_QUEUE, SEARCH_QUEUE) and QUEUE == "croupier"


def create(client: FlaskClient, seats: list[dict]) -> str:
    response = client.post("/v1/matches", json={"game": "bad-trevor", "seats": seats})
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
    assert sorted(queued[ALL_BOT_QUEUE] + queued[SEARCH_QUEUE]) == sorted(flood_ids)
    workers()
    wait_for(lambda: version(client, human_match) >= 2)  # both bots said ready
    human_jobs = Job.fetch_many(human_ids, connection=queue_client)
    flood_jobs = Job.fetch_many(flood_ids, connection=queue_client)
    last_human = max(job.started_at for job in human_jobs)
    assert all(job.started_at is None or job.started_at > last_human for job in flood_jobs)
