"""The Python SDK README's examples, copied out and run as printed against a live server with a
worker playing its bots, each a few times (issue 10: the SDKs needed source-reading to get
going; issue 35: an example that passes once may still race the server's bots), and
type-checked as a user would: plain ``mypy`` over the examples and the generated SDK."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from api.helpers import new_app_key
from readiness import run_watched

from .readmes import DOCUMENTED_BASE, ROOT, RUNS, examples

PYTHON_README = ROOT / "clients" / "python" / "README.md"


def run_python(
    code: str, live_server: str, python_sdk: Path, tmp_path: Path, **env: str
) -> list[str]:
    script = tmp_path / "example.py"
    script.write_text(code.replace(DOCUMENTED_BASE, live_server))
    env |= {"PYTHONPATH": str(python_sdk), "PATH": "/usr/bin:/bin", "PYTHONUNBUFFERED": "1"}
    run = run_watched([sys.executable, str(script)], env=env)  # given up on a stall only
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout.strip().splitlines()


@pytest.mark.parametrize("attempt", range(RUNS))
def test_the_python_sdk_readme_stream_bot_plays_a_match_as_printed(
    live_server, python_sdk, tmp_path, worker, attempt
):
    """The first example: a bot for one seat driven by the stream, two server bots."""
    bot, _, _ = examples(PYTHON_README, "python")
    first, *_, last = run_python(bot, live_server, python_sdk, tmp_path)
    assert first == "The match begins with 3 seats.", first  # the log, in sentences
    assert last.startswith("finished after ") and "'losers': [" in last, last


@pytest.mark.parametrize("attempt", range(RUNS))
def test_the_python_sdk_readme_queued_bot_is_matched_and_plays_to_the_end_as_printed(
    live_server, python_sdk, tmp_path, worker, redis_client, redis_url, monkeypatch, capsys, attempt
):
    """The second example (issue 40, item 5): a bot program with an app's key and a player id
    queues for a match, is seated with the server's bots once its second of waiting is over,
    and plays with the token its ticket answered. The Redis is emptied first, so nobody else
    waits in the queue and the table is the bot's and two server bots'."""
    key = new_app_key("bot-maker", monkeypatch, redis_url, capsys)
    _, queued, _ = examples(PYTHON_README, "python")
    lines = run_python(queued, live_server, python_sdk, tmp_path, CROUPIER_APP_KEY=key)
    first, *_, last = lines
    assert first == "The match begins with 3 seats.", lines
    assert last.startswith("finished after ") and "'losers': [" in last, last


@pytest.mark.parametrize("attempt", range(RUNS))
def test_the_python_sdk_readme_typed_example_runs_as_printed(
    live_server, python_sdk, tmp_path, worker, attempt
):
    *_, typed = examples(PYTHON_README, "python")
    first, second = run_python(typed, live_server, python_sdk, tmp_path)
    assert first.startswith("0 [0, 1, 2] ") and "'ready'" in first, first
    assert second.startswith("1 ") and "'ready'" in second, second


def test_the_python_examples_and_the_sdk_type_check_with_plain_mypy(python_sdk, tmp_path):
    """Plain ``mypy`` (no options), as a newcomer runs it, over every README example and the
    whole generated package: every answer narrowed before use, no ``Any`` in the way."""
    files = []
    for number, code in enumerate(examples(PYTHON_README, "python")):
        files.append(tmp_path / f"example_{number}.py")
        files[-1].write_text(code)
    command = [sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache")]
    checked = run_watched(  # from the SDK's folder: the examples import the package there
        [*command, "croupier_client", *map(str, files)],
        env={"PATH": "/usr/bin:/bin"},
        cwd=python_sdk,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert checked.stdout.startswith("Success: no issues found"), checked.stdout
