"""Fixed-window counters (the API's rate limits): a request's counters counted in one round
trip, and taken back in one. Their scripts are registered once, sent by SHA."""

from __future__ import annotations

import hashlib
from typing import Any

import redis

# KEYS: one counter per limit; ARGV: cost and window (seconds) of each, in turn.
# Returns each counter's count and seconds left, in turn.
COUNT = """
local out = {}
for i, key in ipairs(KEYS) do
  local cost, window = tonumber(ARGV[2 * i - 1]), tonumber(ARGV[2 * i])
  local count = redis.call('INCRBY', key, cost)
  local ttl = redis.call('TTL', key)
  if ttl < 0 then
    redis.call('EXPIRE', key, window)
    ttl = window
  end
  out[#out + 1] = count
  out[#out + 1] = ttl
end
return out
"""
COUNT_SHA = hashlib.sha1(COUNT.encode()).hexdigest()  # what EVALSHA names it by
# A refused request costs nothing: its counts are taken back. KEYS, ARGV: as COUNT's.
UNCOUNT = """
for i, key in ipairs(KEYS) do
  redis.call('DECRBY', key, tonumber(ARGV[2 * i - 1]))
end
"""


def script_lost(reply: Any) -> bool:
    """Whether a piggybacked COUNT's reply says Redis lost the script (a restart)."""
    return isinstance(reply, redis.exceptions.NoScriptError)


class Counters:
    """The named operations on the counters of ``client``, the state Redis. On a Cluster,
    each call's keys must share one slot (one hash tag)."""

    def __init__(self, client: redis.Redis) -> None:
        self._count = client.register_script(COUNT)
        self._uncount = client.register_script(UNCOUNT)

    def count(self, keys: list[str], args: list[int]) -> list[int]:
        """Add each counter's cost, starting its window if new: counts and seconds left."""
        return self._count(keys=keys, args=args) or []

    def uncount(self, keys: list[str], args: list[int]) -> None:
        """Take back what ``count`` added (same keys and arguments)."""
        self._uncount(keys=keys, args=args)
