"""Each SDK README's example, copied out and run as printed against a live server (issue 10:
the SDKs needed source-reading to get going)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTED_BASE = "http://127.0.0.1:8000"


def example(readme: Path, language: str) -> str:
    """The README's first code block in ``language``."""
    blocks = re.findall(rf"```{language}\n(.*?)```", readme.read_text(), flags=re.DOTALL)
    assert blocks, f"{readme} lost its example"
    return blocks[0]


def test_the_python_sdk_readme_example_runs_as_printed(live_server, python_sdk, tmp_path):
    code = example(ROOT / "clients" / "python" / "README.md", "python")
    script = tmp_path / "example.py"
    script.write_text(code.replace(DOCUMENTED_BASE, live_server))
    env = {"PYTHONPATH": str(python_sdk), "PATH": "/usr/bin:/bin"}
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         timeout=300, env=env)  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    first, second = run.stdout.strip().splitlines()
    assert first.startswith("0 ") and "'ready'" in first
    assert second.startswith("1 ") and "'ready'" in second


@pytest.mark.skipif(shutil.which("npx") is None, reason="needs node and npx")
def test_the_typescript_sdk_readme_example_runs_as_printed(live_server, tmp_path):
    readme = ROOT / "clients" / "typescript" / "README.md"
    code = example(readme, "ts").replace(DOCUMENTED_BASE, live_server)
    sdk = ROOT / "clients" / "typescript" / "sdk" / "src"
    (tmp_path / "example.ts").write_text(code.replace('"./sdk/src"', json.dumps(str(sdk))))
    steps = example(readme, "sh").splitlines()[1:]  # after the cd
    for step in steps:
        run = subprocess.run(["bash", "-c", step], cwd=tmp_path, capture_output=True, text=True,
                             timeout=300)  # fmt: skip
        assert run.returncode == 0, step + "\n" + run.stdout + run.stderr
    first, second = run.stdout.strip().splitlines()
    assert first.startswith("0 [ 0, 1, 2 ]") and "'ready'" in first, run.stdout
    assert second.startswith("1 [") and "'ready'" in second, run.stdout
