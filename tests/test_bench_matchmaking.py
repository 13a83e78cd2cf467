"""bench/matchmaking.py runs, small, and says what it measured: every ticket ends and none
sits in two matches (a smoke test; the figures are the README's, with their command)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_matchmaking_bench_seats_every_ticket_once() -> None:
    bench = [sys.executable, "-m", "bench.matchmaking", "--players", "30", "--seconds", "2"]
    bench += ["--max-wait", "2", "--seed", "3"]
    printed = subprocess.run(bench, cwd=ROOT, capture_output=True, text=True, check=True).stdout
    ended = re.search(r"tickets 30: matched (\d+), expired (\d+)", printed)
    assert ended and int(ended[1]) + int(ended[2]) == 30, printed
    assert "a player seated twice: 0" in printed
    assert "round CPU per match made" in printed
