"""CPU time of processes, from /proc: what the benchmarks divide by the work done."""

from __future__ import annotations

import os
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
