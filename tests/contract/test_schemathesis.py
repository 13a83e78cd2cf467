"""schemathesis against the live server: every phase, every check, real seat tokens, no failure.

The command it runs (see ``command``) can be rerun by hand against ``croupier up``.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import requests
from readiness import run_watched

ROOT = Path(__file__).resolve().parents[2]
PHASES = "examples,coverage,fuzzing,stateful"
MAX_EXAMPLES = 60
MIN_CASES = 500

# One check narrowed, for submit_action (and replay_match, below): a schema-valid action is
# often illegal *now* (wrong seat, wrong moment, a card the seat does not hold), which is 422
# illegal_action by the rules, not a spec mismatch; no schema can say which action is legal
# at a version.
CONFIG = """
[cache]
enabled = false

[parameters]
match_id = "{match_id}"

[[operations]]
include-operation-id = "submit_action"
checks.positive_data_acceptance.expected-statuses = ["2xx", "401", "403", "404", "409", "422"]

# Likewise a seat setting: the spec names every setting of every game, but which ones a
# match offers depends on its game (422 invalid_settings for another), which no schema of
# the one operation can say.
[[operations]]
include-operation-id = "set_seat_settings"
checks.positive_data_acceptance.expected-statuses = ["2xx", "401", "404", "409", "422"]

# Likewise a replay's seat: any number from 0 fits the schema, but whether the match has that
# seat depends on the match (422 invalid_request past its last one), which no schema can say.
[[operations]]
include-operation-id = "replay_match"
checks.positive_data_acceptance.expected-statuses = ["2xx", "401", "404", "409", "422"]

# The SSE stream of an active match never ends: a client reads it, it is no request to fuzz.
# tests/api/test_streams.py, both SDKs' stream tests and the browser test cover it.
[[operations]]
include-operation-id = "stream_events"
enabled = false

# A player's stream never ends at all (a player has no last match): likewise not fuzzed;
# tests/api/test_player_stream.py and tests/background/test_player_stream_worker.py cover it.
[[operations]]
include-operation-id = "stream_player_events"
enabled = false

# A match has a webhook only if its create asked for one (whose URL this run cannot make
# reachable): 404 no_webhook for the others is the documented answer, not a lost resource.
[[operations]]
include-operation-id = "get_webhook"
phases.stateful.enabled = false
"""


def create_match(base_url: str) -> dict[str, Any]:
    body = {"game": "bad-trevor", "seats": [{"type": "human"}] * 3, "seed": 1}
    response = requests.post(f"{base_url}/v1/matches", json=body, timeout=60)
    assert response.status_code == 201, response.text
    return response.json()


def command(base_url: str, config: Path, report: Path) -> list[str]:
    return [
        str(Path(sys.executable).parent / "schemathesis"),
        "--config-file",
        str(config),
        "run",
        f"{base_url}/openapi.json",
        "--url",
        base_url,
        "--phases",
        PHASES,
        "--checks",
        "all",
        "--max-examples",
        str(MAX_EXAMPLES),
        "--seed",
        "1",
        "--report",
        "json",
        "--report-json-path",
        str(report),
    ]


def test_schemathesis_finds_nothing(live_server, tmp_path):
    match = create_match(live_server)
    config = tmp_path / "schemathesis.toml"
    config.write_text(CONFIG.format(match_id=match["id"]), encoding="utf-8")
    report_path = tmp_path / "report.json"
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "PYTHONUNBUFFERED": "1",  # its progress as it goes: run_watched waits on it
        "SCHEMATHESIS_HOOKS": "tests.contract.st_hooks",
        "CROUPIER_ST_BASE_URL": live_server,
        "CROUPIER_ST_MATCH": match["id"],
        "CROUPIER_ST_TOKENS": json.dumps([seat["token"] for seat in match["seats"]]),
    }
    run = run_watched(command(live_server, config, report_path), cwd=tmp_path, env=env)
    report = json.loads(report_path.read_text(encoding="utf-8"))
    summary = summarize(report)
    print(summary)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert report["failures"] == [] and report["errors"] == [], summary
    assert all(p["status"] == "success" for p in report["phases"].values()), summary
    assert report["test_cases"]["generated"] >= MIN_CASES, summary


def summarize(report: dict[str, Any]) -> str:
    cases = report["test_cases"]
    phases = ", ".join(f"{name}: {p['status']}" for name, p in report["phases"].items())
    return f"schemathesis: {cases['generated']} cases ({phases}); failures {report['failures']}"
