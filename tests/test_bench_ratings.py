"""bench/ratings.py runs and says what it measured (a few matches: a smoke test, not the
figures, which the README and the closing note give with their command)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_ratings_bench_prints_its_figures() -> None:
    bench = [sys.executable, "bench/ratings.py", "--matches", "4", "--players", "4"]
    printed = subprocess.run(bench, cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert "ordered correctly by display" in printed
    assert "one update: median" in printed
