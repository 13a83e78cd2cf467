"""How a store failure is told to a client: a stable code and message for each kind of
Redis failure, the one mapping every path uses (a request's 503, readiness, a stream's
last message)."""

from __future__ import annotations

import re

import redis

from .connect import STORE_FAULTS
from .store import NotReplicated

# Each store failure's code: by redis-py's class, or by the Redis error code a script's
# error carries (Redis 6 words a script's failed write "ERR Error running script ...: -OOM
# command not allowed ...", a plain ResponseError; Redis 7 keeps the code first).
FAULTS: tuple[tuple[type[Exception] | tuple[type[Exception], ...], str, str, str], ...] = (
    (
        redis.ReadOnlyError,
        "READONLY",
        "redis_read_only",
        "the match store is read-only (a failover?)",
    ),
    (redis.OutOfMemoryError, "OOM", "redis_out_of_memory", "the match store is out of memory"),
    (
        redis.BusyLoadingError,
        "LOADING",
        "redis_loading",
        "the match store is still loading its data",
    ),
    (
        NotReplicated,
        "",
        "redis_not_replicated",
        "no replica confirmed the write in time: it may stand or be lost in a failover; "
        "retry with the same Idempotency-Key",
    ),
    (STORE_FAULTS, "", "redis_unavailable", "the match store is unavailable"),  # a Cluster's too
)
_CARRIED = re.compile(r"(?:^|: -)([A-Z]+) ")  # "OOM ..." or "...: @user_script: 3: -OOM ..."


def fault_of(error: Exception) -> tuple[str, str]:
    """The stable code and message of a store failure, the one mapping every path uses:
    the first class that matches, or the Redis error code the error's text carries."""
    carried = _CARRIED.search(str(error))
    named = carried.group(1) if carried else None
    return next(
        (code, text)
        for kind, name, code, text in FAULTS
        if isinstance(error, kind) or (name and name == named)
    )
