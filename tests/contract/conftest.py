"""Fixtures of the contract tests: the API under a real gunicorn, on the test Redis."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import requests

from service.cli import free_port, gunicorn_command

ROOT = Path(__file__).resolve().parents[2]
PYTHON_SDK = ROOT / "clients" / "python" / "sdk"


@pytest.fixture(scope="session")
def live_server(redis_url: str) -> Iterator[str]:
    """``croupier serve`` (gunicorn, 2 workers) on a free port; its base URL."""
    args = argparse.Namespace(host="127.0.0.1", port=free_port(), workers=2, threads=8)
    env = {**os.environ, "REDIS_URL": redis_url}
    process = subprocess.Popen(
        gunicorn_command(args), env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    url = f"http://127.0.0.1:{args.port}"
    try:
        _wait_until_ready(url, process)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=15)


def _wait_until_ready(url: str, process: subprocess.Popen[bytes], timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"gunicorn exited: {process.stderr.read().decode()[-2000:]}")
        try:
            if requests.get(f"{url}/readyz", timeout=1).status_code == 200:
                return
        except requests.ConnectionError:
            pass
        time.sleep(0.1)
    raise RuntimeError("gunicorn did not become ready")


@pytest.fixture(scope="session")
def python_sdk() -> Path:
    """The generated Python SDK, importable as ``croupier_client``."""
    if str(PYTHON_SDK) not in sys.path:
        sys.path.insert(0, str(PYTHON_SDK))
    return PYTHON_SDK
