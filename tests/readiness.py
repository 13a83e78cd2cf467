"""Waiting for a process we started to answer, on a machine that may be very busy: every
failure a probe can meet (refused, reset, timed out, a 5xx while starting) means "not yet"."""

from __future__ import annotations

import os
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
    an AssertionError) only once the command has neither printed anything nor used any CPU
    for ``stall`` seconds: on a busy machine a long run that still makes progress is slow,
    not stuck, and a command that prints only at its end (mypy) works while its CPU grows."""
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
    used = cpu_seconds(process.pid)
    while process.poll() is None:
        if (now_used := cpu_seconds(process.pid)) > used:
            used, last[0] = now_used, time.monotonic()
        if time.monotonic() - last[0] > stall:
            process.kill()
            process.wait()
            tails = ("".join(output[name])[-3000:] for name in ("stdout", "stderr"))
            message = f"{command[0]} printed nothing and used no CPU for {stall} s:\n"
            raise AssertionError(message + "\n".join(tails))
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


def cpu_seconds(pid: int) -> float:
    """The CPU a process has used, with that of its children it has waited for (Linux'
    ``/proc/<pid>/stat``: utime, stime, cutime, cstime); 0 where it cannot be read."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rpartition(")")[2].split()
    except OSError:
        return 0.0
    return sum(int(ticks) for ticks in fields[11:15]) / CLOCK_TICKS


CLOCK_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
