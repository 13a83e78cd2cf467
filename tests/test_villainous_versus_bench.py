"""bench/villainous_versus.py loads the former Villainous heuristic from git and it plays
today's rules: its default commit exists and the port of its rogue v.10 holds."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# bench/ is no installed package: the repository's root is where it imports from
sys.path.insert(0, str(ROOT))

from bench import villainous_versus as versus  # noqa: E402


def _in_clone(commit: str) -> bool:
    found = subprocess.run(["git", "cat-file", "-e", f"{commit}^{{commit}}"], cwd=ROOT)
    return found.returncode == 0


def test_the_former_heuristic_loads_and_plays_whole_matches_against_the_new(monkeypatch):
    """Two matches of two seats, the former heuristic at one seat, every villain met: each
    ends (its Objective or the round cap) without an error; unported, the former heuristic
    reads the v.10's rogue flag, which today's rules no longer keep (a KeyError)."""
    if not _in_clone(versus.FORMER):
        pytest.skip(f"a shallow clone: {versus.FORMER} is not in it (the bench needs history)")
    assert 'omni["rogue"]' in (versus._source(versus.FORMER, "heuristic") or "")
    monkeypatch.setitem(versus.BOTS, "old", versus.former_heuristic().heuristic_bot)
    ends = [
        versus.play(("syndrome", "madame_mim"), ["new", "old"], 300_000)[1],
        versus.play(("lotso", "syndrome"), ["old", "new"], 300_001)[1],
    ]
    assert set(ends) <= {"objective", "round_cap"}
