"""Fixtures of the serving tests: ``croupier serve``'s own gunicorn command on the test Redis,
with the client time limits each test needs, and raw sockets to talk to it."""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import redis
from readiness import wait_until_ready

from service.cli import free_port, gunicorn_command

ROOT = Path(__file__).resolve().parents[2]
SOCKET_TIMEOUT = 120.0  # seconds a raw socket waits for the server; generous: busy machines
OWN_DATABASE = 13  # no other test uses it


def own_database(redis_url: str) -> str:
    """The session's Redis on a database of the calling test's own, emptied: no job of
    another test's match is left in its queues for the test's worker to run."""
    url = urlsplit(redis_url)._replace(path=f"/{OWN_DATABASE}").geturl()
    redis.Redis.from_url(url).flushdb()
    return url


class Server:
    """A running gunicorn: where it listens, and its log for a failing test to show."""

    def __init__(self, port: int, log: Path) -> None:
        self.port, self.log = port, log
        self.url = f"http://127.0.0.1:{port}"

    def connect(self) -> socket.socket:
        return socket.create_connection(("127.0.0.1", self.port), timeout=SOCKET_TIMEOUT)

    def log_tail(self) -> str:
        return self.log.read_text(errors="replace")[-4000:]


def start_server(
    redis_url: str, log: Path, env: dict[str, str] | None = None, **limits: int
) -> tuple[subprocess.Popen, Server]:
    """``croupier serve``'s gunicorn (2 workers) on ``redis_url``, with ``env`` added."""
    args = argparse.Namespace(host="127.0.0.1", port=free_port(), workers=2, **limits)
    env = {**os.environ, "REDIS_URL": redis_url, **(env or {})}
    with log.open("wb") as out:  # a file: a pipe nobody reads would block gunicorn once full
        process = subprocess.Popen(
            gunicorn_command(args), env=env, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT
        )
    server = Server(args.port, log)
    try:
        wait_until_ready(f"{server.url}/readyz", process)
    except AssertionError:
        print(server.log_tail())
        stop_server(process)
        raise
    return process, server


def stop_server(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=60)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=60)


def _serving(redis_url: str, tmp: pytest.TempPathFactory, **limits: int) -> Iterator[Server]:
    process, server = start_server(redis_url, tmp.mktemp("gunicorn") / "gunicorn.log", **limits)
    try:
        yield server
    finally:
        stop_server(process)


@pytest.fixture(scope="session")
def patient_server(redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Client limits far longer than any test: a slow client it holds stays held throughout."""
    yield from _serving(redis_url, tmp_path_factory, keepalive=600, request_timeout=600)


@pytest.fixture(scope="session")
def strict_server(redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Short client limits (2 s for a head, 2 s for a body), so slow sockets are cut soon."""
    yield from _serving(redis_url, tmp_path_factory, keepalive=2, request_timeout=2)


def read_until_closed(sock: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection (a reset ends it too)."""
    received = b""
    try:
        while chunk := sock.recv(65536):
            received += chunk
    except ConnectionResetError:
        pass
    return received
