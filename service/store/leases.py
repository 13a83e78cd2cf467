"""Lease sets: sorted sets of leases scored by when each lapses, capped in size (the API's
caps on concurrent event streams). Their scripts are registered once, sent by SHA."""

from __future__ import annotations

import redis

# KEYS: one lease set per identity. ARGV: now, lapse, member, then each key's cap.
# Takes a lease in every set, or in none when one is full; returns the index (1-based) of
# the first full set, or 0.
TAKE = """
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', ARGV[1])
  if redis.call('ZCARD', key) >= tonumber(ARGV[3 + i]) then return i end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, ARGV[2], ARGV[3])
  redis.call('EXPIREAT', key, math.ceil(tonumber(ARGV[2])))
end
return 0
"""
# KEYS: the lease sets. ARGV: lapse, member. Renews the member's leases it still holds.
RENEW = """
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, 'XX', ARGV[1], ARGV[2])
  redis.call('EXPIREAT', key, math.ceil(tonumber(ARGV[1])))
end
"""


class LeaseSets:
    """The named operations on the lease sets of ``client``. On a Cluster, each call's
    keys must share one slot."""

    def __init__(self, client: redis.Redis) -> None:
        self.client = client
        self._take = client.register_script(TAKE)
        self._renew = client.register_script(RENEW)

    def take(self, keys: list[str], now: float, lapse: float, member: str, caps: list[int]) -> int:
        """A lease lapsing at ``lapse`` in every set, or in none when one holds its cap
        (lapsed leases dropped first): 0, or the 1-based index of the first full set."""
        return int(self._take(keys=keys, args=[now, lapse, member, *caps]))

    def renew(self, keys: list[str], lapse: float, member: str) -> None:
        """Push back the member's leases it still holds."""
        self._renew(keys=keys, args=[lapse, member])

    def drop(self, key: str, member: str) -> None:
        self.client.zrem(key, member)
