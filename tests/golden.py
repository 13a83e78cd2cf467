"""A golden playthrough compared line by line with its recording (each game's
``test_playthrough.py``). ``CROUPIER_REGEN_PLAYTHROUGH=1`` rewrites the recording first, after
a deliberate rule change: read the diff before committing it."""

from __future__ import annotations

import os
from pathlib import Path


def check_golden(golden: Path, lines: list[str]) -> None:
    """``lines`` are the recording, line for line (the first difference is named)."""
    if os.environ.get("CROUPIER_REGEN_PLAYTHROUGH") == "1":
        golden.write_text("\n".join(lines) + "\n", encoding="utf-8")
    recorded = golden.read_text(encoding="utf-8").splitlines()
    for number, (got, want) in enumerate(zip(lines, recorded, strict=False), start=1):
        assert got == want, f"{golden.name} line {number} differs"
    assert len(lines) == len(recorded), f"{golden.name}: {len(recorded)} lines, now {len(lines)}"
