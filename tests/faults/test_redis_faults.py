"""Answers under Redis faults, on a redis-server of this module's own (so it can be filled
up, made read-only and frozen without disturbing other tests): always a 503 with a stable
code and Retry-After, never a 500; readiness fails while Redis cannot take writes."""

from __future__ import annotations

import os
import signal
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from flask.testing import FlaskClient

from service.api import create_app
from service.cli import free_port, start_embedded_redis

BODY = {"game": "bad-trevor", "seats": [{"type": "human"}] * 3}


@pytest.fixture(scope="module")
def own_redis() -> Iterator[tuple[object, str]]:
    with tempfile.TemporaryDirectory(prefix="croupier-faults-") as workdir:
        process, url = start_embedded_redis(Path(workdir), durable=False)
        try:
            yield process, url
        finally:
            process.terminate()
            process.wait(timeout=60)


@pytest.fixture
def faulty(own_redis) -> Iterator[tuple[FlaskClient, redis.Redis]]:
    process, url = own_redis
    admin = redis.Redis.from_url(url)
    admin.flushdb()
    app = create_app({"TESTING": True, "REDIS_URL": url, "REDIS_SOCKET_TIMEOUT": 0.5})
    yield app.test_client(), admin
    admin.config_set("maxmemory", 0)
    admin.replicaof("NO", "ONE")


def assert_fault(response, code: str) -> None:
    assert (response.status_code, response.json["code"]) == (503, code), response.json
    assert response.headers["Retry-After"] == "1"


def test_redis_out_of_memory_is_a_503_and_readiness_fails(faulty):
    client, admin = faulty
    created = client.post("/v1/matches", json=BODY).json
    admin.config_set("maxmemory-policy", "noeviction")
    admin.config_set("maxmemory", 1)  # every write is now refused with OOM
    assert_fault(client.post("/v1/matches", json=BODY), "redis_out_of_memory")
    token = created["seats"][0]["token"]
    ready = client.post(
        f"/v1/matches/{created['id']}/actions",
        json={"action_id": "ready"},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert_fault(ready, "redis_out_of_memory")
    assert_fault(client.get("/readyz"), "redis_out_of_memory")
    # Reads are one MULTI/EXEC, which a full Redis refuses too: a 503 with its code.
    assert_fault(client.get(f"/v1/matches/{created['id']}"), "redis_out_of_memory")


def test_a_read_only_redis_is_a_503_and_readiness_fails(faulty):
    client, admin = faulty
    admin.replicaof("127.0.0.1", free_port())  # a replica of no one: read-only
    assert_fault(client.post("/v1/matches", json=BODY), "redis_read_only")
    assert_fault(client.get("/readyz"), "redis_read_only")
    admin.replicaof("NO", "ONE")
    assert client.get("/readyz").status_code == 200


def test_a_hung_redis_costs_a_request_one_bounded_timeout(faulty, own_redis):
    client, _ = faulty
    process, _ = own_redis
    os.kill(process.pid, signal.SIGSTOP)
    try:
        assert_fault(client.post("/v1/matches", json=BODY), "redis_unavailable")
        assert_fault(client.get("/readyz"), "redis_unavailable")
    finally:
        os.kill(process.pid, signal.SIGCONT)
    assert client.get("/readyz").status_code == 200
