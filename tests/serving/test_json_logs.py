"""Structured logs under ``croupier serve``'s gunicorn and a real ``croupier worker``: every
line either writes is one JSON object; each request has an access line with its request id,
route, status and duration (and the match and seat it touched); each job a line with its
match, work and result; and no line holds a token or invite code the test was issued. Waits
give up after generous limits; nothing is timed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import requests
from background.conftest import stop_workers

from .conftest import ROOT, SOCKET_TIMEOUT, own_database, start_server, stop_server

GAME = "revenge-of-the-b-movie"


def _worker(redis_url: str, log: Path) -> subprocess.Popen:
    with log.open("wb") as out:
        return subprocess.Popen(
            [sys.executable, "-m", "service.cli", "worker"],
            cwd=ROOT,
            env={**os.environ, "REDIS_URL": redis_url},
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )


def _play_a_while(url: str, created: dict, actions: int) -> None:
    """Seat 0 (the human) plays ``actions`` of its decisions; the bots play in the worker."""
    match_id, token = created["id"], created["seats"][0]["token"]
    headers = {"Authorization": f"Bearer {token}"}
    deadline, played = time.monotonic() + 300, 0
    while played < actions:
        assert time.monotonic() < deadline, "the bots did not play"
        listed = requests.get(
            f"{url}/v1/matches/{match_id}/actions", headers=headers, timeout=SOCKET_TIMEOUT
        ).json()
        if not listed["actions"]:
            time.sleep(0.05)
            continue
        body = {"action_id": listed["actions"][-1]["id"]}
        done = requests.post(
            f"{url}/v1/matches/{match_id}/actions",
            json=body,
            headers=headers,
            timeout=SOCKET_TIMEOUT,
        )
        assert done.status_code in (200, 409), done.text
        played += done.status_code == 200


def _lines(log: Path) -> list[dict]:
    text = log.read_text(errors="replace")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def test_every_line_is_json_and_none_holds_a_token(redis_url, tmp_path):
    redis_url = own_database(redis_url)
    server_log, worker_log = tmp_path / "gunicorn.log", tmp_path / "worker.log"
    process, server = start_server(redis_url, server_log)
    worker = _worker(redis_url, worker_log)
    seats = [
        {"type": "open"},
        {"type": "bot", "strategy": "random"},
        {"type": "bot", "strategy": "heuristic"},
    ]
    try:
        body = {"game": GAME, "seats": seats, "seed": 4, "invite": True}
        created = requests.post(f"{server.url}/v1/matches", json=body, timeout=SOCKET_TIMEOUT)
        assert created.status_code == 201
        created = created.json()
        claimed = requests.post(
            f"{server.url}/v1/matches/{created['id']}/claims",
            json={"invite_code": created["invite_code"]},
            timeout=SOCKET_TIMEOUT,
        )
        assert claimed.status_code == 201, claimed.text
        created["seats"][0]["token"] = claimed.json()["token"]
        _play_a_while(server.url, created, actions=4)
    finally:
        stop_workers([worker], timeout=10)
        stop_server(process)
    tokens = [seat["token"] for seat in created["seats"] if seat.get("token")]
    tokens.append(created["invite_code"])  # a secret too
    assert len(tokens) == 2
    for log in (server_log, worker_log):
        text = log.read_text(errors="replace")
        assert not [token for token in tokens if token in text], log.name
    server_lines, worker_lines = _lines(server_log), _lines(worker_log)  # each line parses
    access = [line for line in server_lines if line.get("type") == "access"]
    posts = [
        line
        for line in access
        if line["method"] == "POST" and line["route"] == "/v1/matches/<match_id>/actions"
    ]
    assert len(posts) >= 4
    for line in posts:
        assert line["match_id"] == created["id"] and line["seat"] == 0
        assert line["status"] in (200, 409) and line["duration_ms"] >= 0 and line["request_id"]
    jobs = [line for line in worker_lines if line.get("type") == "job"]
    assert jobs and all(line["match_id"] == created["id"] for line in jobs)
    assert any(line["result"].startswith("committed") for line in jobs)


PYTHON_OWN_TEXT = """
import sys, threading
from service import logs

logs.configure()


class Dropped:
    def __del__(self):
        raise RuntimeError("raised in a __del__")


Dropped()
thread = threading.Thread(target=lambda: 1 / 0, name="doomed")
thread.start()
thread.join()
raise LookupError("nothing caught this")
"""


def test_what_python_itself_prints_on_standard_error_is_json_too():
    """An exception ignored in a ``__del__`` (the CI run of stop 46 found RQ's stop request,
    raised from its SIGTERM handler, landing in redis-py's ``ConnectionPool.__del__``: one
    text line in the worker's log), one uncaught in a thread, one uncaught in the main one."""
    done = subprocess.run(
        [sys.executable, "-c", PYTHON_OWN_TEXT], cwd=ROOT, capture_output=True, timeout=120
    )
    assert done.returncode == 1
    lines = [json.loads(line) for line in done.stderr.decode().splitlines()]
    assert [(line["level"], line["logger"]) for line in lines] == [
        ("warning", "python"),
        ("error", "python"),
        ("critical", "python"),
    ]
    unraisable, in_thread, uncaught = lines
    assert "Dropped.__del__" in unraisable["message"]
    assert "RuntimeError: raised in a __del__" in unraisable["exception"]
    assert "doomed" in in_thread["message"] and "ZeroDivisionError" in in_thread["exception"]
    assert "LookupError: nothing caught this" in uncaught["exception"]
