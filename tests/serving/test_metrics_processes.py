"""/metrics under ``croupier serve``'s gunicorn (two worker processes) with a real ``croupier
worker`` beside it, all writing to one ``PROMETHEUS_MULTIPROC_DIR`` as ``croupier up``
arranges: whichever process answers the scrape, the page sums every process's counts,
the RQ worker's jobs included. Waits give up after generous limits; nothing is timed."""

from __future__ import annotations

import time

import requests
from background.conftest import spawn_worker, stop_workers
from metrics_page import Samples, samples_of, value

from .conftest import SOCKET_TIMEOUT, own_database, start_server, stop_server

GAME = "revenge-of-the-b-movie"
REQUESTS = 24


def scrape(url: str) -> Samples:
    page = requests.get(f"{url}/metrics", timeout=SOCKET_TIMEOUT)
    assert page.status_code == 200, page.text
    return samples_of(page.text)


def _finished(url: str, match_id: str, limit: float = 300.0) -> dict:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        seen = requests.get(f"{url}/v1/matches/{match_id}", timeout=SOCKET_TIMEOUT).json()
        if seen["status"] == "finished":
            return seen
        time.sleep(0.05)
    raise AssertionError(f"match {match_id} did not finish in {limit} s")


def _counted(url: str, version: int, limit: float = 60.0) -> Samples:
    """The page once the worker has counted its last job: it counts a job after the job's
    commit, which a reader may see first."""
    deadline = time.monotonic() + limit
    while True:
        samples = scrape(url)
        jobs = value(samples, "croupier_job_duration_seconds_count", work="bot", result="committed")
        if jobs >= version or time.monotonic() > deadline:
            return samples
        time.sleep(0.05)


def test_every_process_counts_in_one_page(redis_url, tmp_path):
    redis_url = own_database(redis_url)
    env = {"PROMETHEUS_MULTIPROC_DIR": str(tmp_path / "metrics")}
    (tmp_path / "metrics").mkdir()
    process, server = start_server(redis_url, tmp_path / "gunicorn.log", env=env)
    worker = spawn_worker(redis_url, **env)
    try:
        for _ in range(REQUESTS):  # a new connection each: both gunicorn workers answer some
            assert requests.get(f"{server.url}/v1/games", timeout=SOCKET_TIMEOUT).ok
        seats = [{"type": "bot", "strategy": "random"}] * 3
        body = {"game": GAME, "seats": seats, "seed": 5}
        created = requests.post(f"{server.url}/v1/matches", json=body, timeout=SOCKET_TIMEOUT)
        assert created.status_code == 201, created.text
        finished = _finished(server.url, created.json()["id"])
        samples = _counted(server.url, finished["version"])
    finally:
        stop_workers([worker], timeout=10)
        stop_server(process)
    games = {"route": "/v1/games", "method": "GET", "status": "200"}
    assert value(samples, "croupier_http_requests_total", **games) == REQUESTS
    bots = value(samples, "croupier_actions_committed_total", game=GAME, actor="bot")
    assert bots == finished["version"]  # every action of an all-bot match, from the worker
    jobs = value(samples, "croupier_job_duration_seconds_count", work="bot", result="committed")
    assert jobs == finished["version"]
    assert value(samples, "croupier_matches_total", event="finished") == 1
    assert value(samples, "croupier_job_wait_seconds_count", work="bot") >= jobs
