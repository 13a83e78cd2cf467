"""A JSON answer's head and body leave in one ``send`` (``service.serving.OneSendResponse``,
issue 39), and every kind of answer still arrives whole and in order: a body, no body (HEAD,
304), an error, a stream."""

from __future__ import annotations

import http.client
import socket
from typing import Any

from gunicorn.config import Config
from gunicorn.http.parser import RequestParser

from service.serving import OneSendResponse

from .conftest import Server


class CountedSocket:
    """A real socket whose ``sendall`` calls are counted."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock, self.sends = sock, []

    def sendall(self, data: bytes) -> None:
        self.sends.append(bytes(data))
        self.sock.sendall(data)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.sock, name)


def _answer(
    head: list[tuple[str, str]], chunks: list[bytes], method: bytes = b"GET"
) -> list[bytes]:
    """What gunicorn's response sends, one entry a ``send``, for one request over a real
    socket pair."""
    server, client = socket.socketpair()
    with server, client:
        client.sendall(method + b" /x HTTP/1.1\r\nHost: croupier\r\n\r\n")
        request = next(iter(RequestParser(Config(), server, ("127.0.0.1", 1))))
        counted = CountedSocket(server)
        response = OneSendResponse(request, counted, Config())
        response.start_response("200 OK", head)
        for chunk in chunks:
            response.write(chunk)
        response.close()
        return counted.sends


def test_a_json_answer_is_one_send():
    sends = _answer([("Content-Type", "application/json"), ("Content-Length", "2")], [b"{}"])
    assert len(sends) == 1
    head, _, body = sends[0].partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 200 OK\r\n") and body == b"{}"


def test_a_head_request_and_an_empty_body_still_send_their_head():
    for method, chunks in ((b"HEAD", [b"{}"]), (b"GET", []), (b"GET", [b""])):
        sends = _answer([("Content-Length", "2" if chunks != [] else "0")], chunks, method)
        assert b"".join(sends).startswith(b"HTTP/1.1 200 OK\r\n"), (method, chunks)
        assert b"".join(sends).endswith(b"\r\n\r\n") or sends[-1].endswith(b"{}")


def test_a_stream_sends_its_head_before_its_first_chunk():
    sends = _answer([("Content-Type", "text/event-stream")], [b": hi\n\n", b"data: 1\n\n"])
    assert sends[0].startswith(b"HTTP/1.1 200 OK\r\n") and sends[0].endswith(b"\r\n\r\n")


def test_answers_of_every_kind_arrive_whole_over_one_connection(strict_server: Server):
    connection = http.client.HTTPConnection("127.0.0.1", strict_server.port, timeout=120)
    try:
        for method, path, status in (
            ("GET", "/healthz", 200),
            ("HEAD", "/healthz", 200),
            ("GET", "/v1/matches/nope", 404),
            ("GET", "/openapi.json", 200),
            ("POST", "/v1/matches/nope/actions", 415),
        ):
            connection.request(method, path, body=b"{}" if method == "POST" else None)
            response = connection.getresponse()
            body = response.read()
            assert response.status == status, (method, path, body[:200])
            length = response.getheader("Content-Length")
            assert method == "HEAD" or len(body) == int(length), (method, path)
    finally:
        connection.close()
