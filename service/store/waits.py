"""A follower's blocked read that ends when the follower hangs up (issue 32).

``XREAD BLOCK`` holds a Redis connection for up to a heartbeat; a client that went away
meanwhile used to be noticed only when the next heartbeat failed to write, its connection
held all that time. Here the read is sent, and then the Redis connection and the client's
socket are watched together: an answer from Redis is read as usual, and a client whose
socket reads as closed ends the wait at once. The Redis connection is then closed (it is
mid-command: no other caller may use it), which also unblocks the read in Redis.

``select.poll`` is the standard one, or gevent's under ``croupier serve`` (whose workers
patch it before the app is loaded), so a wait holds a greenlet there and a thread elsewhere.
"""

from __future__ import annotations

import select
import socket
import time
from typing import Any

import redis


class FollowerGone(Exception):
    """The follower's connection closed while it waited."""


def xread_unless_gone(
    client: redis.Redis, streams: dict[str, str], block_ms: int, follower: Any
) -> bool:
    """Whether an entry came into ``streams`` (XREAD's ids) within ``block_ms``; raises
    ``FollowerGone`` as soon as the ``follower`` socket reads as closed."""
    pool = client.connection_pool
    connection = pool.get_connection()
    try:
        connection.send_command(
            "XREAD", "COUNT", 1, "BLOCK", block_ms, "STREAMS", *streams.keys(), *streams.values()
        )
        limit = block_ms / 1000 + (connection.socket_timeout or 0)
        if not _redis_first(connection, follower, limit):
            raise FollowerGone()
        return bool(connection.read_response())
    except BaseException:
        connection.disconnect()  # mid-command, or failed: of no use to the next caller
        raise
    finally:
        pool.release(connection)


def _redis_first(connection: Any, follower: Any, seconds: float) -> bool:
    """Wait for Redis's answer or the follower's hang-up, whichever comes first: True for
    Redis. A follower that sends bytes is there: only Redis is watched from then on. (poll,
    not select: a busy process's descriptors pass select's limit of 1,024.)"""
    deadline = time.monotonic() + seconds
    redis_fd, follower_fd = connection._sock.fileno(), follower.fileno()
    poller = select.poll()
    for fd in (redis_fd, follower_fd):
        poller.register(fd, select.POLLIN)
    while True:
        left_ms = max(0, int((deadline - time.monotonic()) * 1000))
        ready = {fd for fd, _ in poller.poll(left_ms)}
        if not ready:
            raise redis.TimeoutError("Timeout reading from the store while following")
        if redis_fd in ready:
            return True
        if hung_up(follower):
            return False
        poller.unregister(follower_fd)


def hung_up(follower: Any) -> bool:
    """Whether a readable socket reads as closed (its peer shut it, or reset it)."""
    try:
        return follower.recv(1, socket.MSG_PEEK) == b""
    except (BlockingIOError, InterruptedError, ValueError):  # ValueError: TLS cannot peek
        return False
    except OSError:
        return True
