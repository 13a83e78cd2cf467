"""Waiting for a process we started to answer, on a machine that may be very busy: every
failure a probe can meet (refused, reset, timed out, a 5xx while starting) means "not yet"."""

from __future__ import annotations

import subprocess
import time

import requests

READY_WITHIN = 180.0  # seconds; generous: CI machines are shared and noisy
PROBE_TIMEOUT = 10.0


def wait_until_ready(url: str, process: subprocess.Popen, timeout: float = READY_WITHIN) -> None:
    """Until ``url`` answers 200; fails at once if ``process`` exits, else after ``timeout``."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"{process.args!r} exited with {process.returncode}")
        try:
            if requests.get(url, timeout=PROBE_TIMEOUT).status_code == 200:
                return
        except requests.RequestException:
            pass  # connection refused or reset, or a read timeout: not ready yet
        time.sleep(0.1)
    raise AssertionError(f"{url} never became ready within {timeout} s")
