"""Issue 32, item 1: caps on the streams one client holds (per address, seat and app, shared
through Redis), a cap per process (its waiters' pool), a follower's hang-up noticed at once,
and waiter connections closed when they are no longer needed. Over a real HTTP server and
the test Redis; every wait is on a message or a condition, never on a clock."""

from __future__ import annotations

import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
import requests
from redis_mode import CLUSTER
from sse import Stream
from werkzeug.serving import make_server

from service.api import create_app, deps
from service.store.pools import sparing

from .helpers import new_app_key

GAME = "bad-trevor"
PATIENCE = 60.0  # seconds a condition may take on a busy machine


@contextmanager
def serving(redis_url: str, **config: Any) -> Iterator[str]:
    """The API on a threaded werkzeug server, behind one proxy hop (X-Forwarded-For names
    the client, so one test plays several addresses)."""
    app = create_app(
        {"TESTING": True, "REDIS_URL": redis_url, "PROXIES": 1, "STREAM_HEARTBEAT": 0.2, **config}
    )
    httpd = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_port}"
    finally:
        httpd.shutdown()
        thread.join(timeout=10)


def address() -> str:
    """A client address of this test's own (counters of other tests never meet it)."""
    number = uuid.uuid4().int
    return f"10.{number % 250}.{number // 250 % 250}.{number // 62500 % 250 + 1}"


def create(server: str, headers: dict[str, str] | None = None) -> dict[str, Any]:
    body = {"game": GAME, "seats": [{"type": "human"}] * 3}
    answer = requests.post(f"{server}/v1/matches", json=body, headers=headers or {}, timeout=60)
    assert answer.status_code == 201, answer.text
    return answer.json()


def stream(server: str, match: dict[str, Any], seat: int | None, client: str) -> Stream:
    headers = {"X-Forwarded-For": client}
    if seat is not None:
        headers["Authorization"] = f"Bearer {match['seats'][seat]['token']}"
    return Stream(f"{server}/v1/matches/{match['id']}/events/stream", headers)


def opened(server: str, match: dict[str, Any], seat: int | None, client: str) -> Stream:
    """A stream that opened, read up to its first state (so the server holds it)."""
    opening = stream(server, match, seat, client)
    assert opening.status == 200, opening.response.text
    opening.next("state")
    return opening


def refusal(refused: Stream) -> dict[str, Any]:
    body = refused.response.json()
    refused.response.close()
    return body


def eventually(condition: Callable[[], bool]) -> None:
    deadline = time.monotonic() + PATIENCE
    while not condition():
        assert time.monotonic() < deadline, "the condition never held"
        time.sleep(0.05)


def test_a_seat_holds_at_most_its_cap_of_streams_and_a_closed_one_frees_its_place(redis_url):
    with serving(redis_url, STREAMS_PER_SEAT=2) as server:
        match, client = create(server), address()
        held = [opened(server, match, 0, client) for _ in range(2)]
        refused = stream(server, match, 0, client)
        assert refused.status == 429
        assert refused.response.headers["Retry-After"].isdigit()
        body = refusal(refused)
        assert body["code"] == "too_many_streams"
        assert body["details"]["key"] == "seat" and body["details"]["limit"] == 2
        opened(server, match, 1, client).close()  # another seat's count is its own
        held.pop().close()
        eventually(lambda: _opens(server, match, 0, client))


def _opens(server: str, match: dict[str, Any], seat: int | None, client: str) -> bool:
    attempt = stream(server, match, seat, client)
    attempt.close()
    return attempt.status == 200


def test_an_address_holds_at_most_its_cap_of_streams_whatever_it_follows(redis_url):
    with serving(redis_url, STREAMS_PER_ADDRESS=3) as server:
        matches, client = [create(server) for _ in range(3)], address()
        held = [opened(server, match, None, client) for match in matches]
        refused = stream(server, matches[0], 1, client)  # a seat's stream counts too
        assert refused.status == 429
        assert refusal(refused)["details"]["key"] == "address"
        opened(server, matches[0], None, address()).close()  # another address is not capped
        for each in held:
            each.close()


def test_an_app_holds_at_most_its_cap_of_seat_streams_across_addresses(
    redis_url, monkeypatch, capsys
):
    key = new_app_key(f"caps-{uuid.uuid4().hex[:8]}", monkeypatch, redis_url, capsys)
    with serving(redis_url, STREAMS_PER_APP=2) as server:
        match = create(server, {"Authorization": f"Bearer {key}"})
        held = [opened(server, match, seat, address()) for seat in (0, 1)]
        refused = stream(server, match, 2, address())
        assert refused.status == 429
        assert refusal(refused)["details"]["key"] == "app"
        opened(server, match, None, address()).close()  # a spectator is the address's alone
        for each in held:
            each.close()


def test_a_process_holds_at_most_its_waiters_then_answers_503_at_once(redis_url):
    with serving(redis_url, REDIS_WAITERS=2) as server:
        match = create(server)
        held = [opened(server, match, None, address()) for _ in range(2)]
        refused = stream(server, match, None, address())
        assert refused.status == 503
        assert refusal(refused)["code"] == "streams_at_capacity"
        # a long poll finds no waiter's place: it answers its page without waiting
        page = requests.get(
            f"{server}/v1/matches/{match['id']}/events?after=999&wait=30", timeout=25
        )
        assert page.status_code == 200 and page.json()["events"] == []
        held.pop().close()
        eventually(lambda: _opens(server, match, None, address()))
        for each in held:
            each.close()


def test_a_follower_that_hangs_up_is_let_go_at_once_not_at_its_next_heartbeat(redis_url):
    """The heartbeat is an hour: only the hang-up can free the seat's one place."""
    with serving(redis_url, STREAMS_PER_SEAT=1, STREAM_HEARTBEAT=3600.0) as server:
        match, client = create(server), address()
        raw = _raw_stream(server, match, 0, client)
        assert stream(server, match, 0, client).status == 429  # the raw one holds the place
        raw.close()
        eventually(lambda: _opens(server, match, 0, client))


def _raw_stream(server: str, match: dict[str, Any], seat: int, client: str) -> socket.socket:
    """A stream on a socket of our own, read until its first state message."""
    host, port = server.removeprefix("http://").split(":")
    raw = socket.create_connection((host, int(port)), timeout=PATIENCE)
    token = match["seats"][seat]["token"]
    raw.sendall(
        f"GET /v1/matches/{match['id']}/events/stream HTTP/1.1\r\nHost: {host}\r\n"
        f"Authorization: Bearer {token}\r\nX-Forwarded-For: {client}\r\n\r\n".encode()
    )
    received = b""
    while b"event: state" not in received:
        chunk = raw.recv(65536)
        assert chunk, "the stream closed before its state"
        received += chunk
    assert received.startswith(b"HTTP/1.1 200"), received[:200]
    return raw


def test_a_long_poll_whose_client_hangs_up_gives_its_waiter_place_back(redis_url):
    with serving(redis_url, REDIS_WAITERS=1) as server:
        match = create(server)
        host, port = server.removeprefix("http://").split(":")
        raw = socket.create_connection((host, int(port)), timeout=PATIENCE)
        raw.sendall(
            f"GET /v1/matches/{match['id']}/events?after=999&wait=30 HTTP/1.1\r\n"
            f"Host: {host}\r\n\r\n".encode()
        )
        eventually(lambda: _status_of_a_stream(server, match) == 503)  # the poll holds it
        raw.close()
        eventually(lambda: _opens(server, match, None, address()))


def _status_of_a_stream(server: str, match: dict[str, Any]) -> int:
    attempt = stream(server, match, None, address())
    attempt.close()
    return attempt.status


def test_the_waiters_pool_keeps_only_its_spare_idle_connections_open(redis_url):
    pool = sparing(2).from_url(redis_url, max_connections=20, timeout=5)
    lent = [pool.get_connection() for _ in range(8)]
    for connection in lent:
        connection.connect()
    for connection in lent:
        pool.release(connection)
    assert pool.idle() == 2
    assert sum(1 for c in lent if c._sock is not None) == 2  # the others were closed
    again = [pool.get_connection() for _ in range(8)]  # places freed: the pool never shrinks
    assert len(again) == 8
    for connection in again:
        pool.release(connection)
    pool.disconnect()


def test_caps_are_configuration_checked_at_start(redis_url):
    with pytest.raises(ValueError, match="STREAMS_PER_SEAT"):
        create_app({"TESTING": True, "REDIS_URL": redis_url, "STREAMS_PER_SEAT": -1})
    with pytest.raises(ValueError, match="REDIS_WAITERS"):
        create_app({"TESTING": True, "REDIS_URL": redis_url, "REDIS_WAITERS": 0})
    app = create_app({"TESTING": True, "REDIS_URL": redis_url})
    with app.app_context():
        waiters = deps.store().blocking
        if CLUSTER:  # a pool per node, each of the class given
            waiters = waiters.get_redis_connection(waiters.get_default_node())
        assert waiters.connection_pool.spare == 32
