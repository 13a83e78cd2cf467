"""Drills: a receiver we do not control never delays game work, a receiver that keeps failing
is skipped and delivered once it recovers, and a delivery lost with its worker (SIGKILLed
mid-POST) is sent again with no later commit. Real ``croupier worker`` processes, real
receivers on 127.0.0.1, real Redis.

Figures (bot replies, the redelivery's delay) are printed; what is asserted is behaviour.
The bench: ``python bench/webhooks.py --slow-receivers 6``."""

from __future__ import annotations

import os
import signal
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from functools import partial
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
import redis
from api.helpers import new_app_key
from flask.testing import FlaskClient
from rq.job import Job
from rq.registry import FinishedJobRegistry

from service import dispatch
from service.api import create_app

from .conftest import ROOT, kill_group, stop_workers, wait_for
from .test_webhooks import BOT, HUMAN, PRIVATE_OK, auth, created, events, webhook

SLOW = 4.0  # seconds the slow receiver sleeps before each answer


class Hook:
    """A receiver on 127.0.0.1 whose answer ``respond`` decides (it may sleep or block)."""

    def __init__(self, respond: Callable[[dict[str, Any]], int]) -> None:
        self.respond = respond
        self.posts: list[tuple[float, str]] = []  # (arrival, Croupier-Event-Ids)
        self.lock = threading.Lock()
        hook = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                self.rfile.read(int(self.headers["Content-Length"]))
                ids = self.headers["Croupier-Event-Ids"]
                with hook.lock:
                    hook.posts.append((time.monotonic(), ids))
                try:
                    self.send_response(hook.respond({"ids": ids}))
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                except OSError:
                    pass  # its sender was killed meanwhile

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_port}/hook"
        threading.Thread(target=self.server.serve_forever, args=(0.05,), daemon=True).start()

    def count(self) -> int:
        with self.lock:
            return len(self.posts)

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def api(redis_url: str, redis_client: redis.Redis) -> FlaskClient:
    """The API in process, private webhook addresses allowed (receivers on 127.0.0.1)."""
    settings = {
        "TESTING": True,
        "REDIS_URL": redis_url,
        "WEBHOOK_ALLOW_PRIVATE": True,
        "RATE_LIMITS": "off",
    }
    return create_app(settings).test_client()


@pytest.fixture
def hooks() -> Iterator[Callable[[Callable[[dict[str, Any]], int]], Hook]]:
    made: list[Hook] = []

    def make(respond: Callable[[dict[str, Any]], int]) -> Hook:
        made.append(Hook(respond))
        return made[-1]

    yield make
    for hook in made:
        hook.close()


@pytest.fixture
def role_workers(redis_url: str) -> Iterator[Callable[..., subprocess.Popen]]:
    """``croupier worker --role ROLE --name NAME`` processes, stopped at the end."""
    started: list[subprocess.Popen] = []

    def start(role: str, name: str, **env: str) -> subprocess.Popen:
        command = [sys.executable, "-m", "service.cli", "worker", "--role", role, "--name", name]
        environment = {**os.environ, "REDIS_URL": redis_url, **PRIVATE_OK, **env}
        started.append(
            subprocess.Popen(
                command,
                cwd=ROOT,
                env=environment,
                start_new_session=True,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        )
        return started[-1]

    yield start
    stop_workers(started, timeout=15)


# the attack: slow receivers beside a human's match


def test_slow_receivers_never_delay_a_humans_bot_reply(
    api, workers, hooks, queue_client: redis.Redis
):
    """Four all-bot matches flood a receiver that takes 4 s per POST; a human plays beside
    them on the default ``croupier worker``. Before, the worker's POSTs held each of the
    human's bot replies for up to a POST; now no game job runs where a delivery does."""
    slow = hooks(lambda _: (time.sleep(SLOW), 204)[1])
    workers(role="all", **PRIVATE_OK)  # a game worker and its delivery worker
    flood = [created(api, [BOT] * 3, {"url": slow.url})["id"] for _ in range(4)]
    wait_for(lambda: slow.count() >= 1)
    replies: list[float] = []
    while len(replies) < 12:
        replies += _human_replies(api, created(api, [HUMAN, BOT, BOT], None), 12 - len(replies))
    print(f"\nbot replies beside the slow receivers (ms): {[round(r * 1000) for r in replies]}")

    assert slow.count() >= 1  # the flood was on
    # a POST received is not yet a delivery finished (each takes SLOW seconds): wait for one
    wait_for(lambda: _workers_by_function(queue_client)[dispatch.WEBHOOK_FUNCTION])
    ran = _workers_by_function(queue_client)
    delivering, gaming = ran[dispatch.WEBHOOK_FUNCTION], ran[dispatch.JOB_FUNCTION]
    assert delivering and gaming and not delivering & gaming  # never the same worker
    assert statistics.median(replies) < SLOW / 4  # not behind a POST in progress
    assert flood


def _human_replies(client: FlaskClient, match: dict[str, Any], samples: int) -> list[float]:
    """Seat 0 plays its turns (the first legal action); each time from its action to the next
    bot commit, measured by the match's version."""
    match_id, token = match["id"], match["seats"][0]["token"]
    replies: list[float] = []
    while len(replies) < samples:
        seen = wait_for(lambda: _my_turn(client, match_id, token), timeout=120)
        if seen == "finished":
            break
        listed = client.get(f"/v1/matches/{match_id}/actions", headers=auth(token)).json
        action = {"action_id": listed["actions"][0]["id"]}
        began = time.monotonic()
        answer = client.post(f"/v1/matches/{match_id}/actions", json=action, headers=auth(token))
        if answer.status_code != 200 or answer.json["view"]["status"] == "finished":
            continue
        if not {d["seat"] for d in answer.json["view"]["decisions"]} - {0}:
            continue  # seat 0 again: no bot to wait on
        wait_for(partial(_moved_past, client, match_id, answer.json["version"]), 120, 0.005)
        replies.append(time.monotonic() - began)
    return replies


def _moved_past(client: FlaskClient, match_id: str, version: int) -> bool:
    return client.get(f"/v1/matches/{match_id}").json["version"] > version


def _my_turn(client: FlaskClient, match_id: str, token: str) -> str | None:
    seen = client.get(f"/v1/matches/{match_id}", headers=auth(token)).json
    if seen["status"] == "finished":
        return "finished"
    return "mine" if any(d["seat"] == 0 for d in seen["decisions"]) else None


def _workers_by_function(connection: redis.Redis) -> dict[str, set[str]]:
    """The workers that finished jobs of each function (deliveries, game work)."""
    ran: dict[str, set[str]] = {dispatch.WEBHOOK_FUNCTION: set(), dispatch.JOB_FUNCTION: set()}
    for name in dispatch.QUEUES:
        ids = FinishedJobRegistry(name, connection=connection).get_job_ids()
        for job in Job.fetch_many(ids, connection=connection):
            if job is not None and job.func_name in ran and job.worker_name:
                ran[job.func_name].add(job.worker_name)
    return ran


# the circuit breaker


def test_a_receiver_that_keeps_failing_is_skipped_then_gets_everything(
    api, role_workers, hooks, queue_client: redis.Redis
):
    healthy = threading.Event()
    flaky = hooks(lambda _: 204 if healthy.is_set() else 500)
    role_workers("game", "drill-game")
    role_workers("webhooks", "drill-deliveries", CROUPIER_WEBHOOK_BREAKER_COOL_DOWN="3")
    matches = [created(api, [HUMAN] * 3, {"url": flaky.url}) for _ in range(3)]
    opened = f"croupier:receiver:http://127.0.0.1:{flaky.server.server_port}:open"
    wait_for(lambda: queue_client.exists(opened))
    tripped_at = flaky.count()
    wait_for(lambda: _paused_jobs(queue_client))  # skipped, not sent
    for match in matches:  # more events while it is paused
        token = match["seats"][0]["token"]
        answer = api.post(
            f"/v1/matches/{match['id']}/actions", json={"action_id": "ready"}, headers=auth(token)
        )
        assert answer.status_code == 200, answer.json
    assert flaky.count() <= tripped_at + 1  # nothing more sent while open (one in flight)
    healthy.set()
    for match in matches:
        token = match["seats"][0]["token"]
        wait_for(lambda m=match, t=token: _all_delivered(api, m["id"], t), timeout=120)
    print(f"\nPOSTs to the failing receiver before it tripped: {tripped_at}")
    assert not queue_client.exists(opened)  # a success closed it


def test_a_slow_receiver_past_its_budget_waits_for_the_next_window(
    api, role_workers, hooks, queue_client: redis.Redis
):
    """Its POSTs may take 1 s a minute here: each takes 0.6 s, so the third match's delivery
    is not sent but scheduled for the next window (the worker free for other receivers)."""
    slow = hooks(lambda _: (time.sleep(0.6), 204)[1])
    role_workers("webhooks", "drill-deliveries", CROUPIER_WEBHOOK_RECEIVER_BUDGET="1")
    for _ in range(3):
        created(api, [HUMAN] * 3, {"url": slow.url})
    paused = wait_for(lambda: _paused_jobs(queue_client))
    assert slow.count() == 2
    job = Job.fetch(paused[0].decode().removeprefix("rq:job:"), connection=queue_client)
    assert job.args[3] > time.time() + 30  # the window's end: ~60 s after the first POST


def _paused_jobs(connection: redis.Redis) -> list[bytes]:
    return list(connection.scan_iter("rq:job:*_webhook_paused*"))


def _all_delivered(client: FlaskClient, match_id: str, token: str) -> bool:
    return webhook(client, match_id, token)["cursor"] == events(client, match_id)[-1]["id"]


# the watchdog: a delivery lost with its worker


def test_a_delivery_lost_with_its_worker_mid_post_is_sent_again_with_no_later_commit(
    api, role_workers, hooks, queue_client: redis.Redis
):
    first = threading.Event()

    def respond(_: dict[str, Any]) -> int:
        if not first.is_set():  # the first POST hangs: its sender is killed meanwhile
            first.set()
            time.sleep(30)
        return 204

    hook = hooks(respond)
    processes = {name: role_workers("webhooks", name) for name in ("drill-a", "drill-b")}
    role_workers("game", "drill-game")
    match = created(api, [HUMAN] * 3, {"url": hook.url})
    wait_for(first.is_set)
    job = Job.fetch(dispatch.webhook_job_id(match["id"], 0), connection=queue_client)
    holder = wait_for(lambda: job.get_status(refresh=True) == "started" and job.worker_name)
    kill_group(processes[str(holder)], signal.SIGKILL)
    killed = time.monotonic()
    wait_for(lambda: hook.count() >= 2, timeout=120)
    again = hook.posts[1]
    print(f"\nredelivered {again[0] - killed:.1f} s after its worker was SIGKILLed (goal: 10 s)")
    assert again[1] == hook.posts[0][1]  # the same batch, from the cursor
    token = match["seats"][0]["token"]
    wait_for(lambda: webhook(api, match["id"], token)["cursor"] > 0)


def test_a_ticket_delivery_lost_with_its_worker_is_sent_again(
    api, role_workers, hooks, queue_client: redis.Redis, redis_url, monkeypatch, capsys
):
    """As a match's: the watchdog enqueues a lost ticket delivery again, as a ticket's (it
    once took the ticket's id for a match's)."""
    first = threading.Event()

    def respond(_: dict[str, Any]) -> int:
        if not first.is_set():
            first.set()
            time.sleep(30)
        return 204

    hook = hooks(respond)
    key = {"Authorization": f"Bearer {new_app_key('arcade', monkeypatch, redis_url, capsys)}"}
    processes = {name: role_workers("webhooks", name) for name in ("drill-a", "drill-b")}
    role_workers("game", "drill-game")  # its watchdog sweeps
    body = {"game": "bad-trevor", "player": "ann", "webhook": {"url": hook.url}}
    made = api.post("/v1/matchmaking/tickets", json=body, headers=key)
    assert made.status_code == 201, made.json
    ticket_id = made.json["id"]
    assert api.delete(f"/v1/matchmaking/tickets/{ticket_id}", headers=key).status_code == 200
    wait_for(first.is_set)
    job = Job.fetch(dispatch.ticket_webhook_job_id(ticket_id), connection=queue_client)
    holder = wait_for(lambda: job.get_status(refresh=True) == "started" and job.worker_name)
    kill_group(processes[str(holder)], signal.SIGKILL)
    wait_for(lambda: hook.count() >= 2)
    shown = api.get(f"/v1/matchmaking/tickets/{ticket_id}", headers=key).json
    wait_for(
        lambda: (
            api.get(f"/v1/matchmaking/tickets/{ticket_id}", headers=key).json["webhook"]["status"]
            == "delivered"
        )
    )
    assert shown["status"] == "cancelled"
