"""CPU time of processes, from /proc: what the benchmarks divide by the work done."""

from __future__ import annotations

import os
import time
from pathlib import Path


def process_seconds(pid: int, reaped_children: bool = False) -> float:
    """User + system seconds of process ``pid`` so far (0 once it is gone), and with
    ``reaped_children`` those of its children it has waited for (RQ forks a child per job)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except FileNotFoundError:
        return 0.0
    counted = fields[11:15] if reaped_children else fields[11:13]  # utime stime [cutime cstime]
    return sum(int(field) for field in counted) / os.sysconf("SC_CLK_TCK")


def children_of(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(child) for child in path.read_text().split()] if path.exists() else []


YARDSTICK_LOOPS = 5_000_000


def yardstick() -> float:
    """CPU seconds of a fixed pure-Python loop, the best of three: how fast one core of this
    machine runs Python. The machines sessions (and CI) run on differ by 3x and more (Bad
    Trevor's playouts: 21,000-25,000 actions/s on one, 9,500-11,900 on another, the same
    code), so every figure of the benchmarks is worth printing beside it."""
    best = float("inf")
    for _ in range(3):
        started, total = time.process_time(), 0
        for i in range(YARDSTICK_LOOPS):
            total += i * i % 7
        best = min(best, time.process_time() - started)
    return best


def machine_line() -> str:
    """The yardstick and the load, for the head of a benchmark's output."""
    return (
        f"machine: yardstick {yardstick():.2f} s of CPU (a fixed Python loop; less is "
        f"faster), {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f}"
    )
