"""Drill (issue 32, item 3): one client floods the workers with searching bots in matches that
have a human seat, within its limits, and another client's bots are still served first.

The attack: matches of one human and ``ismcts`` bots (Badass Force: each announcement opens a
window that every bot answers with a search), their human seat played flat out by a client
from one address, on a real ``croupier worker``. Meanwhile a victim from another address
plays its own match against a cheap bot, and a third owner against a searching bot. Each
time a victim's bot is asked to move, the attacker has searches queued; the victim's bot
must start before some of them: a cheap bot before any queued search, a searching bot of
another owner in turn with the attacker's (round robin between owners' shards); and with
two workers, one stays off the searches (``workers.search_slots``), so no two searches ever
run at once and a cheap bot never waits for one. Before the fix every bot of a match with a
human went to one queue, first come first served, each victim's bot started after every
search queued before it, and every worker searched. No timed assertions: the reply
times are measured by ``bench/fairness.py --flood-kind human-search``."""

from __future__ import annotations

import itertools
import random
import threading
from collections.abc import Iterator
from typing import Any, TypeVar

import pytest
import redis
from flask import Flask
from flask.testing import FlaskClient
from rq import Queue
from rq.job import Job
from rq.registry import FinishedJobRegistry

from service import dispatch

from .conftest import wait_for
from .matches_over_http import UNPACED

BADASS = "badass-force"
PGTE = "practical-guide-to-evil"
# Owners whose searches land on different shards, the attacker's the lower one (so that
# a worker taking the shards in their listed order only would starve the third owner):
# test_fairness.py checks it.
ATTACKER, VICTIM, OTHER_OWNER = "10.0.0.1", "10.0.0.2", "10.0.0.3"
ATTACK_MATCHES = 3
ATTACK_BOTS = 4  # searching bots a match: each window is four searches
QUEUED = 5  # the attacker's jobs waiting in the queues when a victim acts
REPLIES = 3  # bot replies checked per victim


def bot(strategy: str) -> dict[str, Any]:
    return {"type": "bot", "strategy": strategy}


HUMAN: dict[str, Any] = {"type": "human"}
Listed = TypeVar("Listed")


def client_at(app: Flask, address: str) -> FlaskClient:
    """A client whose requests come from ``address`` (the owner of what it creates)."""
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = address
    return client


def create(client: FlaskClient, game: str, seats: list[dict]) -> dict[str, Any]:
    response = client.post("/v1/matches", json={"game": game, "seats": seats, **UNPACED})
    assert response.status_code == 201, response.json
    return response.json


def play_once(client: FlaskClient, match_id: str, token: str, rng: random.Random) -> dict | None:
    """Play one listed action of seat 0 if it holds a decision: the new view, else None."""
    headers = {"Authorization": f"Bearer {token}"}
    listed = client.get(f"/v1/matches/{match_id}/actions", headers=headers).json
    if not listed.get("actions"):
        return None
    action = rng.choice(listed["actions"])
    body = {"action_id": action["id"]}
    headers["If-Match"] = f'"{listed["version"]}"'
    response = client.post(f"/v1/matches/{match_id}/actions", json=body, headers=headers)
    return response.json["view"] if response.status_code == 200 else None


class Attacker:
    """Plays the human seat of its matches flat out, in a thread, until stopped."""

    def __init__(self, app: Flask) -> None:
        self.client = client_at(app, ATTACKER)
        seats = [HUMAN] + [bot("ismcts")] * ATTACK_BOTS
        created = [create(self.client, BADASS, seats) for _ in range(ATTACK_MATCHES)]
        self.matches = {m["id"]: m["seats"][0]["token"] for m in created}
        self.stopping = threading.Event()
        self.failed: list[BaseException] = []
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        rng = random.Random(3)
        try:
            while not self.stopping.is_set():
                for match_id, token in self.matches.items():
                    play_once(self.client, match_id, token, rng)
                self.stopping.wait(0.005)
        except BaseException as error:  # noqa: BLE001 - shown by the test
            self.failed.append(error)

    def queued(self, queue_client: redis.Redis) -> list[str]:
        """The ids of its jobs waiting in any queue now."""
        found = [Queue(name, connection=queue_client).get_job_ids() for name in dispatch.QUEUES]
        return [job_id for ids in found for job_id in ids if self.owns(job_id)]

    def finished(self, queue_client: redis.Redis) -> list[Job]:
        """Its jobs that have run (all of them searching bots' moves)."""
        found = [
            FinishedJobRegistry(name, connection=queue_client).get_job_ids()
            for name in dispatch.QUEUES
        ]
        ids = [job_id for listed in found for job_id in listed if self.owns(job_id)]
        return [job for job in Job.fetch_many(ids, connection=queue_client) if job is not None]

    def owns(self, job_id: str) -> bool:
        return any(job_id.startswith(f"{match_id}_v") for match_id in self.matches)


@pytest.fixture
def attacker(app: Flask) -> Iterator[Attacker]:
    flood = Attacker(app)
    yield flood
    flood.stopping.set()
    flood.thread.join(timeout=30)
    assert not flood.failed, flood.failed


def served_before_queued_work(
    app: Flask, attacker: Attacker, queue_client: redis.Redis, address: str, seats: list[dict]
) -> None:
    """A victim from ``address`` plays its match until its bot (seat 1) was asked to move
    ``REPLIES`` times, each while the attacker had searches queued; each time, its bot's
    job starts before one of those."""
    client, rng = client_at(app, address), random.Random(5)
    created = create(client, PGTE, seats)
    match_id, token = created["id"], created["seats"][0]["token"]
    checked = 0
    while checked < REPLIES:
        wait_for(lambda: waiting_for_human(client, match_id, token))
        ahead = wait_for(lambda: _at_least(attacker.queued(queue_client), QUEUED))
        view = play_once(client, match_id, token, rng)
        assert view is not None and view["status"] != "finished", "the victim's match ended"
        if not any(decision["seat"] == 1 for decision in view["decisions"]):
            continue
        job = bot_job(queue_client, match_id, view["version"])
        earlier = Job.fetch_many(ahead, connection=queue_client)
        still = [other for other in earlier if other is not None and _after(other, job)]
        assert still, f"the victim's bot started after all {len(ahead)} jobs queued before it"
        checked += 1


def waiting_for_human(client: FlaskClient, match_id: str, token: str) -> bool:
    seen = client.get(f"/v1/matches/{match_id}", headers={"Authorization": f"Bearer {token}"})
    return any(decision["seat"] == 0 for decision in seen.json["decisions"])


def bot_job(queue_client: redis.Redis, match_id: str, version: int) -> Job:
    """The bot's job for ``version``, once it has run."""
    job_id = dispatch.job_id(match_id, version, dispatch.Work("bot:1"))
    return wait_for(lambda: _ended(queue_client, job_id))


def _ended(queue_client: redis.Redis, job_id: str) -> Job | None:
    job = Job.fetch(job_id, connection=queue_client)
    return job if job.ended_at is not None else None


def _after(other: Job, job: Job) -> bool:
    """Whether ``other`` had not started when ``job`` did."""
    return other.started_at is None or other.started_at > job.started_at


def _at_least(found: list[Listed], count: int) -> list[Listed] | None:
    return found if len(found) >= count else None


def test_a_search_flood_from_one_client_does_not_delay_another_clients_cheap_bot(
    app: Flask, workers, attacker: Attacker, queue_client: redis.Redis
):
    workers()
    attacker.thread.start()
    served_before_queued_work(app, attacker, queue_client, VICTIM, [HUMAN, bot("random")])


def test_a_search_flood_from_one_client_shares_the_searches_with_another_owner(
    app: Flask, workers, attacker: Attacker, queue_client: redis.Redis
):
    workers()
    attacker.thread.start()
    served_before_queued_work(app, attacker, queue_client, OTHER_OWNER, [HUMAN, bot("ismcts")])


def test_of_two_workers_one_stays_off_the_searches_and_serves_the_cheap_bots(
    app: Flask, workers, attacker: Attacker, queue_client: redis.Redis
):
    workers()
    workers()
    attacker.thread.start()
    served_before_queued_work(app, attacker, queue_client, VICTIM, [HUMAN, bot("random")])
    # enough searches to compare (the flood goes on): the cheap bot may have been served
    # before more than two had ended (seen once, in a full run at load ~20)
    finished = wait_for(lambda: _at_least(attacker.finished(queue_client), QUEUED))
    spans = sorted((job.started_at, job.ended_at) for job in finished)
    overlapping = [pair for pair in itertools.pairwise(spans) if pair[1][0] < pair[0][1]]
    assert not overlapping, f"{len(overlapping)} of {len(spans)} searches ran beside another"
