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
