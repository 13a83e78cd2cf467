"""A whole match played by a Node script compiled from the generated TypeScript SDK."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "clients" / "typescript" / "examples" / "play.ts"
# typescript 5, as the generated package.json asks; CommonJS runs on plain `node`.
TSC = ["npx", "-y", "-p", "typescript@5", "tsc"]
TSC_FLAGS = ["--module", "commonjs", "--target", "es2020", "--lib", "es2020,dom", "--strict"]


@pytest.mark.skipif(
    shutil.which("node") is None or shutil.which("npx") is None, reason="needs node and npx"
)
def test_a_whole_match_through_the_typescript_sdk(live_server, tmp_path):
    out = tmp_path / "js"
    command = [*TSC, *TSC_FLAGS, "--skipLibCheck", "--outDir", str(out), str(SCRIPT)]
    compiled = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    played = subprocess.run(
        ["node", str(out / "examples" / "play.js"), live_server],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert played.returncode == 0, played.stdout + played.stderr
    summary = json.loads(played.stdout.strip().splitlines()[-1])
    assert summary["status"] == "finished" and summary["steps"] > 0 and summary["events"] > 0
