"""A script run by SHA on a pooled connection, past redis-py's command layer (issue 39).

``Script.__call__`` goes through ``Redis.execute_command``: its retry wrapper (no retries
here: ``Retry(NoBackoff(), 0)``), its observability hooks, the response callbacks (none for
EVALSHA); a tenth of a millisecond of CPU for every commit. Here: a connection from the
client's pool, the command sent, the reply read, the connection given back. The connection
itself disconnects on a socket error or a timeout, as under ``execute_command``, so a
connection with a reply still owed never goes back to the pool. Only for one Redis: a
Cluster's client routes the command and follows a moved slot, which this does not.
"""

from __future__ import annotations

from typing import Any

import redis
from redis.commands.core import Script
from redis.exceptions import NoScriptError


def evalsha(client: redis.Redis, script: Script, keys: list[str], args: list[Any]) -> Any:
    """``script``'s reply (EVALSHA; loaded first where Redis lost it: NOSCRIPT means it did
    not run)."""
    pool = client.connection_pool
    connection = pool.get_connection()
    try:
        try:
            return _call(connection, "EVALSHA", script.sha, len(keys), *keys, *args)
        except NoScriptError:  # a restarted or flushed Redis: load it, then run it
            _call(connection, "SCRIPT", "LOAD", script.script)
            return _call(connection, "EVALSHA", script.sha, len(keys), *keys, *args)
    finally:
        pool.release(connection)


def _call(connection: Any, *command: Any) -> Any:
    connection.send_command(*command)
    return connection.read_response()
