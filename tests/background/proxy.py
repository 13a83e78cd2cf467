"""A small TCP proxy in front of Redis that can lose one reply: the request reaches Redis
and runs, its answer never reaches the client (the connection drops instead)."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager


class LossyProxy:
    """Forwards 127.0.0.1:<port> to ``target``; ``lose_reply_to(marker)`` arms it to drop
    the reply of the next request containing ``marker`` (and that connection)."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self._marker: bytes | None = None
        self._lock = threading.Lock()
        self.lost = threading.Event()  # set once a reply was dropped

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def lose_reply_to(self, marker: bytes) -> None:
        with self._lock:
            self._marker = marker

    def serve(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return  # closed
            server = socket.create_connection(("127.0.0.1", self.target_port))
            dropping = threading.Event()
            for pump in (self._upstream, self._downstream):
                threading.Thread(target=pump, args=(client, server, dropping), daemon=True).start()

    def _take_marker(self, chunk: bytes) -> bool:
        with self._lock:
            if self._marker is not None and self._marker in chunk:
                self._marker = None
                return True
            return False

    def _upstream(self, client: socket.socket, server: socket.socket, dropping: threading.Event):
        """Client to Redis. A request with the marker goes through, flagged first, so that
        its reply (redis-py waits for each reply before it sends more) is the one dropped."""
        while chunk := _recv(client):
            if self._take_marker(chunk):
                dropping.set()
            try:
                server.sendall(chunk)
            except OSError:
                break
        _close(client, server)

    def _downstream(self, client: socket.socket, server: socket.socket, dropping: threading.Event):
        while chunk := _recv(server):
            if dropping.is_set():  # Redis ran the request; its reply is lost on the way back
                self.lost.set()
                break
            try:
                client.sendall(chunk)
            except OSError:
                break
        _close(client, server)

    def close(self) -> None:
        self.listener.close()


def _recv(sock: socket.socket) -> bytes:
    try:
        return sock.recv(65536)
    except OSError:
        return b""


def _close(*sockets: socket.socket) -> None:
    """Shut down first: a plain close() while the other pump blocks in recv() sends no FIN."""
    for sock in sockets:
        try:
            sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass  # already shut down by the other pump
        sock.close()


@contextmanager
def lossy_proxy(target_port: int) -> Iterator[LossyProxy]:
    proxy = LossyProxy(target_port)
    thread = threading.Thread(target=proxy.serve, daemon=True)
    thread.start()
    try:
        yield proxy
    finally:
        proxy.close()
