"""A circuit breaker on the queue Redis, per process (the API's and the workers').

A blackholed queue Redis (down, partitioned: connections never answered) cost every human
action one connect timeout (``CROUPIER_REDIS_SOCKET_TIMEOUT``, 2 s) in the enqueue after its
commit. After one failure to reach it, enqueues are skipped for ``COOL_DOWN`` seconds
(``QueueSkipped``, a ``redis.ConnectionError``, so every caller that survives a queue fault
survives this one): nothing is lost, because the work a commit asks for was recorded in the
pending set, with the match state, before the commit (``dispatch.record_intent``), and the
workers' watchdog dispatches it once the queues answer again.
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Callable
from typing import TypeVar

import redis

COOL_DOWN = 3.0  # seconds the queue Redis is skipped after it failed
T = TypeVar("T")
_OPEN_UNTIL: weakref.WeakKeyDictionary[redis.Redis, float] = weakref.WeakKeyDictionary()


class QueueSkipped(redis.ConnectionError):
    """The queue Redis failed moments ago: not tried again before its cool-down is over."""


def guarded(connection: redis.Redis, step: Callable[[], T]) -> T:
    """``step()``, which talks to the queue Redis ``connection``, unless it failed less than
    ``COOL_DOWN`` seconds ago (then ``QueueSkipped`` at once); a failure opens the breaker."""
    if time.monotonic() < _OPEN_UNTIL.get(connection, 0.0):
        raise QueueSkipped(f"the queue Redis failed less than {COOL_DOWN:g} s ago; skipped")
    try:
        return step()
    except (redis.ConnectionError, redis.TimeoutError):
        _OPEN_UNTIL[connection] = time.monotonic() + COOL_DOWN
        raise


def is_open(connection: redis.Redis) -> bool:
    return time.monotonic() < _OPEN_UNTIL.get(connection, 0.0)
