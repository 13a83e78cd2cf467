"""Each SDK README's example, copied out and run as printed against a live server (issue 10:
the SDKs needed source-reading to get going)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from .test_typescript_sdk import installed_package

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTED_BASE = "http://127.0.0.1:8000"


def examples(readme: Path, language: str) -> list[str]:
    """The README's code blocks in ``language``."""
    blocks = re.findall(rf"```{language}\n(.*?)```", readme.read_text(), flags=re.DOTALL)
    assert blocks, f"{readme} lost its example"
    return blocks


def run_python(code: str, live_server: str, python_sdk: Path, tmp_path: Path) -> list[str]:
    script = tmp_path / "example.py"
    script.write_text(code.replace(DOCUMENTED_BASE, live_server))
    env = {"PYTHONPATH": str(python_sdk), "PATH": "/usr/bin:/bin"}
    run = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=600, env=env
    )
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout.strip().splitlines()


def test_the_python_sdk_readme_stream_bot_plays_a_match_as_printed(
    live_server, python_sdk, tmp_path, worker
):
    """The first example: a bot for one seat driven by the stream, two server bots."""
    bot, _ = examples(ROOT / "clients" / "python" / "README.md", "python")
    first, *_, last = run_python(bot, live_server, python_sdk, tmp_path)
    assert first == "The match begins with 3 seats.", first  # the log, in sentences
    assert last.startswith("finished after ") and "'losers': [" in last, last


def test_the_python_sdk_readme_typed_example_runs_as_printed(live_server, python_sdk, tmp_path):
    _, typed = examples(ROOT / "clients" / "python" / "README.md", "python")
    first, second = run_python(typed, live_server, python_sdk, tmp_path)
    assert first.startswith("0 ") and "'ready'" in first
    assert second.startswith("1 ") and "'ready'" in second


def run_node(code: str, live_server: str, tmp_path_factory) -> list[str]:
    """Installed by the README's own commands (``installed_package``), then the example saved
    as example.mjs in the new project and run with plain ``node``; its output lines."""
    project = installed_package(tmp_path_factory).project
    assert DOCUMENTED_BASE in code and '"croupier-client"' in code
    (project / "example.mjs").write_text(code.replace(DOCUMENTED_BASE, live_server))
    run = subprocess.run(
        ["node", "example.mjs"], cwd=project, capture_output=True, text=True, timeout=300
    )
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout.strip().splitlines()


def test_the_typescript_sdk_readme_stream_bot_plays_a_match_as_printed(
    live_server, tmp_path_factory, worker
):
    """The first example: a bot for one seat driven by ``followMatch``, two server bots."""
    bot = examples(ROOT / "clients" / "typescript" / "README.md", "js")[0]
    assert "followMatch(me, created.id" in bot
    first, *_, last = run_node(bot, live_server, tmp_path_factory)
    assert first == "The match begins with 3 seats.", first  # the log, in sentences
    assert last.startswith("finished after ") and "losers: [" in last, last


def test_the_typescript_sdk_readme_polling_example_runs_as_printed(live_server, tmp_path_factory):
    polling = examples(ROOT / "clients" / "typescript" / "README.md", "js")[1]
    lines = run_node(polling, live_server, tmp_path_factory)
    output = "\n".join(lines)
    assert len(lines) == 5, output
    assert lines[0].startswith("0 [ 0, 1, 2 ]") and "'ready'" in lines[0], output
    assert lines[1] == "changed: null", output  # a 304, not an exception
    assert lines[2].startswith("1 [") and "'ready'" in lines[2], output
    assert lines[3] == "changed: 1", output
    assert lines[4].startswith("403 not_your_turn "), output  # the ResponseError's body
