"""Issue 32's first attack, as a drill on real processes: ``croupier serve`` (gunicorn, two
gevent workers) on a redis-server of its own whose ``maxclients`` is small, flooded with
spectator streams from one address, then from many. Before the caps, every stream was
accepted and held a Redis connection, Redis refused new clients at ``maxclients``, creates
answered 503, and the idle connections the flood left kept it so after the attacker went.

At this size (caps of 30 streams an address and 40 a process, Redis at 200 clients) the
drill shows: one address is refused past its cap (429), many addresses past the processes'
capacity (503, at once), the victim's health check, create and view answer throughout, and
once the attacker goes Redis is back to what it held before (idle waiter connections past
the spare few closed) and streams open again."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
import requests
from redis_mode import CLUSTER
from stream_flood import Flood, addresses, redis_clients, victim_probes

from service.cli import start_embedded_redis

from .conftest import Server, start_server, stop_server

PER_ADDRESS, PER_PROCESS, SPARE, PROCESSES = 30, 40, 4, 2
MAXCLIENTS = 200  # below what the flood would take without the caps
PATIENCE = 120.0  # seconds a condition may take on a busy machine

pytestmark = pytest.mark.skipif(CLUSTER, reason="a drill on a redis-server of its own")


@pytest.fixture
def flooded(tmp_path: Path) -> Iterator[tuple[Server, redis.Redis]]:
    process, url = start_embedded_redis(tmp_path / "redis", durable=False)
    client = redis.Redis.from_url(url)
    client.config_set("maxclients", MAXCLIENTS)
    env = {
        "CROUPIER_PROXIES": "1",
        "CROUPIER_REDIS_WAITERS": str(PER_PROCESS),
        "CROUPIER_REDIS_SPARE_WAITERS": str(SPARE),
        "CROUPIER_STREAMS_PER_ADDRESS": str(PER_ADDRESS),
        "CROUPIER_STREAM_HEARTBEAT": "3600",  # only a hang-up can free a stream's place
    }
    server_process, server = start_server(url, tmp_path / "gunicorn.log", env=env)
    try:
        yield server, client
    finally:
        stop_server(server_process)
        client.close()
        process.terminate()
        process.wait(timeout=30)


def test_a_stream_flood_is_refused_past_its_caps_and_the_api_and_redis_serve_on(flooded):
    server, client = flooded
    body = {"game": "bad-trevor", "seats": [{"type": "human"}] * 3}
    match = requests.post(f"{server.url}/v1/matches", json=body, timeout=PATIENCE).json()
    before = redis_clients(client)
    flood = Flood(server.port, match["id"])
    try:
        one_address = flood.open(2 * PER_ADDRESS, ["10.66.0.1"])
        assert one_address == {200: PER_ADDRESS, 429: PER_ADDRESS}, server.log_tail()
        many = flood.open(3 * PER_PROCESS * PROCESSES, addresses(3 * PER_PROCESS * PROCESSES))
        assert set(many) <= {200, 503}, many
        assert len(flood.held) <= PER_PROCESS * PROCESSES
        assert many[503] >= 2 * PER_PROCESS * PROCESSES - PER_ADDRESS
        for name, seen in victim_probes(server.url, match["id"]).items():
            assert seen.status in (200, 201), (name, seen, server.log_tail())
    finally:
        flood.leave()
    # each process keeps its spare idle waiters, and a request connection of its own
    _eventually(lambda: redis_clients(client) <= before + (SPARE + 1) * PROCESSES)
    _eventually(lambda: Flood(server.port, match["id"]).open(1, ["10.66.0.2"])[200] == 1)


def _eventually(condition) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + PATIENCE
    while not condition():
        assert time.monotonic() < deadline, "the condition never held"
        time.sleep(0.1)
