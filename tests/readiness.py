"""Waiting for a process we started to answer, on a machine that may be very busy: every
failure a probe can meet (refused, reset, timed out, a 5xx while starting) means "not yet"."""

from __future__ import annotations

import subprocess
import threading
import time
from typing import IO, Any

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


def run_watched(
    command: list[str], stall: float = 300.0, **popen: Any
) -> subprocess.CompletedProcess[str]:
    """``subprocess.run(command, capture_output=True, text=True)``, but given up (killed, then
    an AssertionError) only once the command has printed nothing for ``stall`` seconds: on a
    busy machine a long run that still makes progress is slow, not stuck."""
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **popen
    )
    output: dict[str, list[str]] = {"stdout": [], "stderr": []}
    last = [time.monotonic()]
    readers = [
        threading.Thread(target=_collect, args=(stream, output[name], last), daemon=True)
        for name, stream in (("stdout", process.stdout), ("stderr", process.stderr))
    ]
    for reader in readers:
        reader.start()
    while process.poll() is None:
        if time.monotonic() - last[0] > stall:
            process.kill()
            process.wait()
            tails = ("".join(output[name])[-3000:] for name in ("stdout", "stderr"))
            raise AssertionError(
                f"{command[0]} printed nothing for {stall} s:\n" + "\n".join(tails)
            )
        time.sleep(0.2)
    for reader in readers:
        reader.join()
    out, err = ("".join(output[name]) for name in ("stdout", "stderr"))
    return subprocess.CompletedProcess(command, process.returncode, out, err)


def _collect(stream: IO[str], chunks: list[str], last: list[float]) -> None:
    """Read ``stream`` to its end into ``chunks``, stamping ``last`` with each one's time: a
    character counts (pytest's progress dots make a line only every 72 tests)."""
    for chunk in iter(lambda: stream.read(1), ""):
        chunks.append(chunk)
        last[0] = time.monotonic()
