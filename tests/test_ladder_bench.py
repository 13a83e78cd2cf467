"""bench/ladder.py runs in its quickest mode and prints a game's markdown table."""

from __future__ import annotations

import sys
from pathlib import Path

from readiness import run_watched

ROOT = Path(__file__).resolve().parents[1]


def test_the_ladder_prints_a_table_per_game_in_its_quick_mode():
    """One match per pairing of Bad Trevor's two cheap strategies: a row and a column each,
    a share with its interval in every cell off the diagonal, and their decision times."""
    command = [sys.executable, "bench/ladder.py", "--quick", "--games", "bad-trevor"]
    command += ["--strategies", "random,heuristic"]
    run = run_watched(command, cwd=ROOT)  # given up on a stall, not on a busy machine's clock
    assert run.returncode == 0, run.stderr[-3000:]
    printed = run.stdout
    assert "### Bad Trevor (4 seats, 1 matches a pairing)" in printed
    rows = [line for line in printed.splitlines() if line.startswith("| ")]
    assert rows[0] == "| one seat of | vs random | vs heuristic |"
    assert rows[1].startswith("| random | - | ") and rows[2].startswith("| heuristic | ")
    assert rows[2].endswith(" | - |") and "x" in rows[2] and "[" in rows[2]
    timed = {row.split(" | ")[0][2:] for row in rows[3:]}
    assert {"random", "heuristic"} <= timed
