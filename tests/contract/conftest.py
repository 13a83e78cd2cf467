"""Fixtures of the contract tests: the API under a real gunicorn, on the test Redis."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from background.conftest import spawn_worker, stop_workers
from readiness import wait_until_ready

from service.cli import free_port, gunicorn_command

ROOT = Path(__file__).resolve().parents[2]
PYTHON_SDK = ROOT / "clients" / "python" / "sdk"


@pytest.fixture(scope="session")
def live_server(redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``croupier serve`` (gunicorn, 2 workers) on a free port; its base URL. Its log goes to
    a file (a pipe nobody reads would block gunicorn once full) and is printed on failure."""
    args = argparse.Namespace(host="127.0.0.1", port=free_port(), workers=2)
    env = {**os.environ, "REDIS_URL": redis_url}
    log_path = tmp_path_factory.mktemp("gunicorn") / "gunicorn.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            gunicorn_command(args), env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=log
        )
    url = f"http://127.0.0.1:{args.port}"
    try:
        try:
            wait_until_ready(f"{url}/readyz", process)
        except AssertionError:
            print(log_path.read_text()[-4000:])
            raise
        yield url
    finally:
        process.terminate()
        process.wait(timeout=60)


@pytest.fixture(scope="session")
def python_sdk() -> Path:
    """The generated Python SDK, importable as ``croupier_client``."""
    if str(PYTHON_SDK) not in sys.path:
        sys.path.insert(0, str(PYTHON_SDK))
    return PYTHON_SDK


@pytest.fixture
def worker(redis_url: str) -> Iterator[subprocess.Popen]:
    """A real worker to play the server's bot seats, for one test only (background tests
    count on no stray worker)."""
    process = spawn_worker(redis_url)
    yield process
    stop_workers([process], timeout=5)
