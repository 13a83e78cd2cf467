"""`croupier up`: the newcomer's one command starts Redis and the API, and stops both."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import requests
from readiness import wait_until_ready

from service.cli import free_port


def port_is_open(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


def test_up_starts_embedded_redis_and_the_api_then_stops_both_on_ctrl_c(tmp_path: Path):
    port = free_port()
    env = {key: value for key, value in os.environ.items() if key != "REDIS_URL"}
    command = [sys.executable, "-m", "service.cli", "up", "--port", str(port), "--workers", "1"]
    command += ["--data-dir", str(tmp_path / "data")]
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, text=True)
    try:
        wait_until_ready(f"http://127.0.0.1:{port}/readyz", process)
        games = requests.get(f"http://127.0.0.1:{port}/v1/games", timeout=60).json()
        assert "bad-trevor" in [game["id"] for game in games]
        redis_line = next(line for line in process.stdout if "Redis at" in line)
        redis_port = int(redis_line.rsplit(":", 1)[1].split("/")[0])
        assert (tmp_path / "data").is_dir()
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(timeout=120)
    assert not port_is_open(port)
    assert not port_is_open(redis_port)
