"""Requests gunicorn refuses before the app sees them, over raw sockets to a real gunicorn:
each answer is the API's error shape, with a stable code and Content-Type application/json."""

from __future__ import annotations

import json

import pytest

from .conftest import Server, read_until_closed

HOST = b"Host: croupier\r\n"
CREATE_BODY = json.dumps({"game": "bad-trevor", "seats": [{"type": "human"}] * 4}).encode()

MALFORMED = {
    "a 5,000-digit query value": (
        b"GET /v1/matches/m/events?after=" + b"9" * 5000 + b" HTTP/1.1\r\n" + HOST + b"\r\n",
        414,
        "request_line_too_long",
    ),
    "an over-long path": (
        b"GET /" + b"a" * 8000 + b" HTTP/1.1\r\n" + HOST + b"\r\n",
        414,
        "request_line_too_long",
    ),
    "too many headers": (
        b"GET /healthz HTTP/1.1\r\n"
        + HOST
        + b"".join(b"X-Field-%d: 1\r\n" % n for n in range(150))
        + b"\r\n",
        431,
        "headers_too_large",
    ),
    "one header too large": (
        b"GET /healthz HTTP/1.1\r\n" + HOST + b"X-Big: " + b"a" * 10000 + b"\r\n\r\n",
        431,
        "headers_too_large",
    ),
    "a malformed request line": (b"GARBAGE\r\n\r\n", 400, "bad_request"),
    "a blank request line": (b"\r\n\r\n", 400, "bad_request"),
    "an unknown HTTP version": (b"GET /healthz HTTP/7.0\r\n" + HOST + b"\r\n", 400, "bad_request"),
    "an invalid method": (b"G@T /healthz HTTP/1.1\r\n" + HOST + b"\r\n", 400, "bad_request"),
    "an invalid header name": (
        b"GET /healthz HTTP/1.1\r\n" + HOST + b"Bad Name: x\r\n\r\n",
        400,
        "bad_request",
    ),
    "a non-numeric Content-Length": (
        b"POST /v1/matches HTTP/1.1\r\n" + HOST + b"Content-Length: many\r\n\r\n",
        400,
        "bad_request",
    ),
    "an invalid chunk size": (
        b"POST /v1/matches HTTP/1.1\r\n" + HOST + b"Transfer-Encoding: chunked\r\n\r\nzz\r\n",
        400,
        "bad_request",
    ),
    "an unknown expectation": (
        b"GET /healthz HTTP/1.1\r\n" + HOST + b"Expect: tea\r\n\r\n",
        417,
        "expectation_failed",
    ),
    "a body over the buffer's limit": (
        b"POST /v1/matches HTTP/1.1\r\n" + HOST + b"Content-Length: 2000000\r\n\r\n",
        413,
        "payload_too_large",
    ),
}


def exchange(server: Server, request: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send raw bytes, read until the server closes: status, headers (lower-case), body."""
    with server.connect() as sock:
        sock.sendall(request)
        answer = read_until_closed(sock)
    head, _, body = answer.partition(b"\r\n\r\n")
    status_line, *lines = head.decode("latin-1").split("\r\n")
    fields = dict(line.split(": ", 1) for line in lines)
    return int(status_line.split()[1]), {k.lower(): v for k, v in fields.items()}, body


@pytest.mark.parametrize("request_bytes, status, code", MALFORMED.values(), ids=MALFORMED)
def test_gunicorn_refuses_in_the_api_error_shape(strict_server, request_bytes, status, code):
    answered, headers, body = exchange(strict_server, request_bytes)
    assert answered == status, body
    assert headers["content-type"] == "application/json"
    assert int(headers["content-length"]) == len(body)
    error = json.loads(body)
    assert set(error) == {"code", "message", "details"}
    assert error["code"] == code and error["details"] == {} and error["message"]


def test_a_chunked_create_reaches_the_app_whole(strict_server):
    chunked = b"%x\r\n%s\r\n0\r\n\r\n" % (len(CREATE_BODY), CREATE_BODY)
    status, headers, body = exchange(
        strict_server, _create_head(b"Transfer-Encoding: chunked") + chunked
    )
    assert status == 201, body
    assert len(json.loads(body)["seats"]) == 4


def test_expect_100_continue_gets_its_interim_answer_before_the_body_is_read(strict_server):
    with strict_server.connect() as sock:
        sock.sendall(_create_head(b"Expect: 100-continue\r\nContent-Length: %d" % len(CREATE_BODY)))
        interim = sock.recv(len(b"HTTP/1.1 100 Continue\r\n\r\n"))
        sock.sendall(CREATE_BODY)
        answer = read_until_closed(sock)
    assert interim == b"HTTP/1.1 100 Continue\r\n\r\n"
    assert answer.startswith(b"HTTP/1.1 201 "), answer


def test_a_kept_alive_connection_serves_one_request_after_another(strict_server):
    request = b"GET /healthz HTTP/1.1\r\n" + HOST + b"\r\n"
    with strict_server.connect() as sock:
        sock.sendall(
            request + request + b"GET /healthz HTTP/1.1\r\n" + HOST + b"Connection: close\r\n\r\n"
        )
        answer = read_until_closed(sock)
    assert answer.count(b"HTTP/1.1 200 OK\r\n") == 3, answer


def _create_head(framing: bytes) -> bytes:
    return (
        b"POST /v1/matches HTTP/1.1\r\n"
        + HOST
        + b"Content-Type: application/json\r\n"
        + b"Connection: close\r\n"
        + framing
        + b"\r\n\r\n"
    )
