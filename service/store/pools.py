"""A connection pool that keeps few idle connections open (the waiters' pool, issue 32).

A stream or a long poll holds a connection while it waits; when it ends, redis-py's pool
keeps the connection open for the next caller, so a process's open connections stayed at
the most it ever held: after a flood of streams, thousands of idle connections per process,
and with several processes Redis refused everyone at ``maxclients`` long after the flood.
Here a connection given back while ``spare`` others are idle is closed instead, and its
place in the pool freed (the next caller that needs one makes a new one).
"""

from __future__ import annotations

from typing import Any

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from .connect import state_client

Client = redis.Redis  # a state or queue client, as the layers above hold it


class SparingPool(redis.BlockingConnectionPool):
    """A ``BlockingConnectionPool`` that closes what it is given back beyond ``spare`` idle
    connections."""

    spare = 32

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._lent: set[int] = set()

    def get_connection(self, *args: Any, **kwargs: Any) -> Any:
        connection = super().get_connection(*args, **kwargs)
        self._lent.add(id(connection))
        return connection

    def release(self, connection: Any) -> None:
        lent = id(connection) in self._lent
        self._lent.discard(id(connection))
        idle = len(self._connections) - len(self._lent)
        if lent and idle > self.spare and self.owns_connection(connection):
            self._close(connection)
            return
        super().release(connection)

    def idle(self) -> int:
        """Connections made and not lent out now (open, or closed by Redis)."""
        return len(self._connections) - len(self._lent)

    def _close(self, connection: Any) -> None:
        connection.disconnect()
        self._connections.remove(connection)
        self.pool.put_nowait(None)  # a place for a connection made anew when needed


def sparing(spare: int) -> type[SparingPool]:
    """A ``SparingPool`` class keeping ``spare`` idle connections (a class, as a cluster
    client makes one pool per node from it)."""
    return type("SparingPool", (SparingPool,), {"spare": spare})


def pooled_client(
    url: str,
    mode: str,
    *,
    size: int,
    wait: float,
    timeout: float,
    connect_timeout: float,
    spare: int | None = None,
) -> redis.Redis:
    """A client on a pool of ``size`` connections at most; a request finding all of them
    busy waits ``wait`` seconds for one (then 503 redis_unavailable), where redis-py's own
    pool (100 connections since redis-py 8) would fail at once. With ``spare``, no more
    than that many idle connections stay open (``SparingPool``).

    No retries inside redis-py: a commit whose reply was lost must not run twice (its
    client retries with its Idempotency-Key instead), and a hung Redis must cost a request
    one timeout, not ten. On a cluster (``mode``), each node has such a pool."""
    pool_class = redis.BlockingConnectionPool if spare is None else sparing(spare)
    if mode == "cluster":
        return state_client(
            url,
            "cluster",
            connection_pool_class=pool_class,
            max_connections=size,
            timeout=wait,
            socket_timeout=timeout,
            socket_connect_timeout=connect_timeout,
        )
    pool = pool_class.from_url(
        url,
        max_connections=size,
        timeout=wait,
        socket_timeout=timeout,
        socket_connect_timeout=connect_timeout,
        retry=Retry(NoBackoff(), 0),
    )
    return redis.Redis(connection_pool=pool)
