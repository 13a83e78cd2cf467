"""A stream flood, as issue 32's adversary ran it: many ``GET .../events/stream`` held open
on raw sockets (as spectators, no token), from one client address or from many (behind one
proxy hop, so ``X-Forwarded-For`` names them), while a victim uses the API. Shared by the
drill (``tests/serving/test_stream_flood.py``) and its bench (``bench/stream_flood.py``)."""

from __future__ import annotations

import socket
import time
from collections import Counter
from dataclasses import dataclass, field

import redis
import requests

SOCKET_TIMEOUT = 120.0  # seconds a socket waits for the server: busy machines are slow


@dataclass
class Flood:
    """The attacker: the streams it holds open, and the status each attempt got."""

    port: int
    match_id: str
    timeout: float = SOCKET_TIMEOUT  # seconds an attempt waits for its answer
    held: list[socket.socket] = field(default_factory=list)
    statuses: Counter[int] = field(default_factory=Counter)

    def open(self, count: int, addresses: list[str]) -> Counter[int]:
        """``count`` more streams, from ``addresses`` in turn; the statuses they got (a
        refused one is closed, an accepted one kept open; 0: no answer, and after three in a
        row the server is taken to have stopped answering, and the flood stops)."""
        got: Counter[int] = Counter()
        unanswered = 0
        for i in range(count):
            status, sock = self._attempt(addresses[i % len(addresses)])
            got[status] += 1
            unanswered = unanswered + 1 if status == 0 else 0
            if status == 200:
                self.held.append(sock)
            else:
                sock.close()
            if unanswered == 3:
                break
        self.statuses.update(got)
        return got

    def _attempt(self, address: str) -> tuple[int, socket.socket]:
        sock = socket.create_connection(("127.0.0.1", self.port), timeout=self.timeout)
        head = b""
        try:
            sock.sendall(
                f"GET /v1/matches/{self.match_id}/events/stream HTTP/1.1\r\nHost: flood\r\n"
                f"X-Forwarded-For: {address}\r\n\r\n".encode()
            )
            while b"\r\n" not in head:
                chunk = sock.recv(4096)
                if not chunk:
                    return 0, sock  # closed without an answer
                head += chunk
        except OSError:  # reset, or no answer within the timeout
            return 0, sock
        return int(head.split(b" ")[1]), sock

    def leave(self) -> None:
        """The attacker goes: every stream it holds closed at once."""
        for sock in self.held:
            sock.close()
        self.held.clear()


def addresses(count: int, prefix: str = "10.77") -> list[str]:
    return [f"{prefix}.{i // 250}.{i % 250 + 1}" for i in range(count)]


def redis_clients(client: redis.Redis) -> int:
    """Connections Redis holds now (the caller's own included)."""
    return int(client.info("clients")["connected_clients"])


@dataclass(frozen=True)
class Probe:
    """What a victim saw of one request: its status (0: no answer) and how long it took."""

    status: int
    seconds: float


def probe(method: str, url: str, timeout: float, **kwargs: object) -> Probe:
    started = time.monotonic()
    try:
        status = requests.request(method, url, timeout=timeout, **kwargs).status_code  # type: ignore[arg-type]
    except requests.RequestException:
        status = 0
    return Probe(status, time.monotonic() - started)


def victim_probes(base: str, match_id: str, timeout: float = SOCKET_TIMEOUT) -> dict[str, Probe]:
    """The victim's health check, create and view of a match, from an address of its own."""
    headers = {"X-Forwarded-For": "10.1.1.1"}
    body = {"game": "bad-trevor", "seats": [{"type": "human"}] * 3}
    return {
        "healthz": probe("GET", f"{base}/healthz", timeout, headers=headers),
        "create": probe("POST", f"{base}/v1/matches", timeout, json=body, headers=headers),
        "view": probe("GET", f"{base}/v1/matches/{match_id}", timeout, headers=headers),
    }
