"""Real worker processes (``croupier worker``) against the test Redis, and an app to drive."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import redis

from service.store import Store

ROOT = Path(__file__).resolve().parents[2]
Spawn = Callable[..., subprocess.Popen]


# A bot's think-time floor (``engine.thinking``) keeps its answer times from telling what it
# holds; it is about 50 ms a move, most of an all-bot match's time here. Workers started by
# tests skip it (the ``CROUPIER_BOT_THINK_SCALE`` setting) unless the environment or the test
# sets the scale: test_bot_timing.py sets it, and proves the floor holds.
TESTS_THINK_SCALE = "0"
# The role of a test's worker: ``game`` (bots, timers, system work) unless the test asks for
# another. The default role, ``all``, also starts a delivery worker beside it
# (``workers.roles``): a second interpreter, a second of CPU to start on a slow machine, idle
# in every test without a webhook. The tests of deliveries and of that role ask for ``all``.
TESTS_ROLE = "game"


def spawn_worker(
    redis_url: str, log: Path | None = None, role: str = TESTS_ROLE, **env: str
) -> subprocess.Popen:
    """One ``croupier worker --role ROLE`` in its own process group (so a test can SIGKILL all
    of it); its output goes to ``log`` when given (a drill shows it when it fails), else
    nowhere."""
    environment = {"CROUPIER_BOT_THINK_SCALE": TESTS_THINK_SCALE, **os.environ}
    environment |= {"REDIS_URL": redis_url, **env}
    output = subprocess.DEVNULL if log is None else log.open("ab")
    try:
        return subprocess.Popen(
            [sys.executable, "-m", "service.cli", "worker", "--role", role],
            cwd=ROOT,
            env=environment,
            start_new_session=True,
            stdout=output,
            stderr=subprocess.STDOUT if log is not None else subprocess.DEVNULL,
        )
    finally:
        if log is not None:
            output.close()


def log_tails(logs: list[Path], lines: int = 40) -> str:
    """The last lines of each worker's log, for a failure's message."""
    tails = []
    for log in logs:
        text = log.read_text(errors="replace").splitlines() if log.exists() else []
        heading = f"--- {log.name} (last {lines} of {len(text)} lines)"
        tails.append("\n".join([heading, *text[-lines:]]))
    return "\n".join(tails)


def kill_group(process: subprocess.Popen, sig: int = signal.SIGKILL) -> None:
    """Signal the worker and every process it forked (RQ's scheduler)."""
    try:
        os.killpg(process.pid, sig)
    except ProcessLookupError:
        pass


@pytest.fixture
def store(redis_url: str, monkeypatch: pytest.MonkeyPatch) -> Store:
    """The store on the test Redis (``REDIS_URL`` set too, for jobs run in process)."""
    monkeypatch.setenv("REDIS_URL", redis_url)
    return Store.from_env(os.environ)


@pytest.fixture
def workers(redis_url: str, redis_client: redis.Redis) -> Iterator[Spawn]:
    """Start workers on demand; all of them are stopped at the end of the test."""
    started: list[subprocess.Popen] = []

    def start(role: str = TESTS_ROLE, **env: str) -> subprocess.Popen:
        process = spawn_worker(redis_url, role=role, **env)
        started.append(process)
        return process

    yield start
    stop_workers(started, timeout=5)


def stop_workers(started: list[subprocess.Popen], timeout: float) -> None:
    """SIGTERM every worker's group, then SIGKILL those still running after ``timeout``."""
    for process in started:
        kill_group(process, signal.SIGTERM)
    for process in started:
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            kill_group(process)
            process.wait(timeout=timeout)


SLOWEST_POLL = 0.1  # seconds: the longest pause between two polls of ``wait_for``


def wait_for(
    predicate: Callable[[], object],
    timeout: float = 180.0,
    every: float = 0.02,
    progress: Callable[[], object] | None = None,
) -> object:
    """Poll until ``predicate`` is truthy; fail (not a timing assertion) after ``timeout``
    seconds, counted from the last change of ``progress()`` when given (what advances while
    the awaited thing is under way, e.g. ``match_version``): a busy machine that moves slowly
    is not a failure, a stall is. The polls start ``every`` seconds apart and space out to
    ``SLOWEST_POLL`` (a poll is often a whole view rendered, and a long wait at 50 a second
    was most of a worker test's own CPU)."""
    seen = progress() if progress else None
    limit = time.monotonic() + timeout
    next_look = time.monotonic() + 1  # progress is looked at once a second
    pause = every
    while time.monotonic() < limit:
        value = predicate()
        if value:
            return value
        time.sleep(pause)
        pause = min(pause * 1.5, max(every, SLOWEST_POLL))
        if progress and time.monotonic() >= next_look:
            next_look = time.monotonic() + 1
            if (now := progress()) != seen:
                seen, limit = now, time.monotonic() + timeout
    raise AssertionError(
        f"gave up waiting after {timeout} s" + (" without progress" * bool(progress))
    )


def match_version(client: Any, match_id: str) -> int:
    """A match's version as a spectator sees it: what ``wait_for`` watches for progress."""
    return client.get(f"/v1/matches/{match_id}").json["version"]
