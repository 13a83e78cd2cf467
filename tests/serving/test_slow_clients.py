"""Issue 9's drill on a real gunicorn: slow clients hold no thread of the API, and each has a
bounded time to send its request before the server closes on it."""

from __future__ import annotations

import json
import select
import socket
from collections.abc import Iterator

import pytest
import requests

from .conftest import SOCKET_TIMEOUT, Server, read_until_closed

SLOW_BODIES = 40  # the drill's count: more than gthread's 2 x 8 threads
SLOW_HEADS = 8
CREATE = {"game": "bad-trevor", "seats": [{"type": "human"}] * 4}
# A create request announcing 1,000 bytes of body and sending 10 of them.
PARTIAL_BODY = (
    b"POST /v1/matches HTTP/1.1\r\nHost: croupier\r\nContent-Type: application/json\r\n"
    b'Content-Length: 1000\r\n\r\n{"game": "'
)
PARTIAL_HEAD = b"GET /healthz HTTP/1.1\r\nHost: croupier\r\nX-Still-Typing: "


def open_slow_clients(server: Server, bodies: int, heads: int) -> list[socket.socket]:
    """Sockets that sent part of a request and then nothing more."""
    opened = []
    for payload in [PARTIAL_BODY] * bodies + [PARTIAL_HEAD] * heads:
        sock = server.connect()
        sock.sendall(payload)
        opened.append(sock)
    return opened


@pytest.fixture
def slow_clients(request: pytest.FixtureRequest) -> Iterator[list[socket.socket]]:
    server: Server = request.getfixturevalue(request.param)
    opened = open_slow_clients(server, SLOW_BODIES, SLOW_HEADS)
    try:
        yield opened
    finally:
        for sock in opened:
            sock.close()


@pytest.mark.parametrize("slow_clients", ["patient_server"], indirect=True)
def test_slow_clients_held_by_the_server_do_not_starve_healthz_nor_a_create(
    patient_server: Server, slow_clients: list[socket.socket]
):
    # Connections are accepted in order, so anything answered below was accepted after every
    # slow client; the patient server's limits keep all of those held meanwhile.
    health = requests.get(f"{patient_server.url}/healthz", timeout=SOCKET_TIMEOUT)
    assert health.status_code == 200, patient_server.log_tail()
    assert health.json() == {"status": "ok"}
    created = requests.post(f"{patient_server.url}/v1/matches", json=CREATE, timeout=SOCKET_TIMEOUT)
    assert created.status_code == 201, created.text
    assert len(created.json()["seats"]) == 4
    assert _still_open(slow_clients) == len(slow_clients)


def _still_open(sockets: list[socket.socket]) -> int:
    """How many of ``sockets`` the server has neither answered nor closed (yet)."""
    readable, _, _ = select.select(sockets, [], [], 0)
    return len(sockets) - len(readable)


@pytest.mark.parametrize("slow_clients", ["strict_server"], indirect=True)
def test_the_server_answers_a_slow_body_408_and_closes_a_slow_head(
    strict_server: Server, slow_clients: list[socket.socket]
):
    answers = [read_until_closed(sock) for sock in slow_clients]
    for answer in answers[:SLOW_BODIES]:
        assert answer.startswith(b"HTTP/1.1 408 Request Timeout\r\n"), answer
        assert _body(answer)["code"] == "request_timeout"
    # an unfinished head gets no answer: it may be an idle keep-alive connection
    assert answers[SLOW_BODIES:] == [b""] * SLOW_HEADS
    health = requests.get(f"{strict_server.url}/healthz", timeout=SOCKET_TIMEOUT)
    assert health.status_code == 200


def test_a_body_trickled_byte_by_byte_is_cut_off_by_the_deadline(strict_server: Server):
    """The limit is on the whole body, not on each read: steady trickling does not extend it."""
    with strict_server.connect() as sock:
        sock.sendall(PARTIAL_BODY)
        sent = _trickle(sock, remaining=1000 - 10, pause=0.1)
        answer = read_until_closed(sock)
    assert sent < 990, "the server let a trickling client send its whole body"
    if answer:  # a reset may beat the answer to a client still sending
        assert _body(answer)["code"] == "request_timeout"


def _trickle(sock: socket.socket, remaining: int, pause: float) -> int:
    """Send one byte per ``pause`` until the server speaks or closes; the bytes sent."""
    for sent in range(remaining):
        readable, _, _ = select.select([sock], [], [], pause)
        if readable:
            return sent
        try:
            sock.sendall(b" ")
        except OSError:  # closed by the server between two bytes
            return sent
    return remaining


def _body(answer: bytes) -> dict:
    head, _, body = answer.partition(b"\r\n\r\n")
    assert b"\r\nContent-Type: application/json\r\n" in head, answer
    return json.loads(body)
