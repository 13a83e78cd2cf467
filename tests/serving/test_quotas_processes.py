"""Rate limits hold across API processes: two ``croupier serve`` gunicorns (two workers each)
on one Redis share every allowance, so a client spreading its requests over both gets no
more than the limit. Waits give up after generous limits; nothing is timed."""

from __future__ import annotations

import requests

from .conftest import SOCKET_TIMEOUT, own_database, start_server, stop_server

LIMIT = 10


def test_two_servers_share_one_allowance(redis_url, tmp_path):
    redis_url = own_database(redis_url)
    env = {"CROUPIER_RATE_LIMITS": "on", "CROUPIER_RATE_LIMIT_ADDRESS": f"{LIMIT}/minute"}
    servers = [start_server(redis_url, tmp_path / f"gunicorn-{n}.log", env=env) for n in (0, 1)]
    try:
        statuses = [
            requests.get(f"{server.url}/v1/games", timeout=SOCKET_TIMEOUT).status_code
            for _ in range(LIMIT // 2 + 1)
            for _, server in servers
        ]
        refused = [
            requests.get(f"{server.url}/v1/games", timeout=SOCKET_TIMEOUT) for _, server in servers
        ]
    finally:
        for process, _ in servers:
            stop_server(process)
    assert statuses.count(200) == LIMIT and statuses.count(429) == 2
    for response in refused:
        assert response.status_code == 429 and response.json()["code"] == "rate_limited"
        assert int(response.headers["Retry-After"]) >= 1
