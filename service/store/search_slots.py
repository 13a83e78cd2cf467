"""The search slots' records on the queue Redis (``workers.search_slots`` says what they
are for). Times are Redis's own (``TIME``). The scripts are registered once, sent by SHA."""

from __future__ import annotations

import redis

SLOTS = "croupier:search-slots"  # zset: worker name -> when it last held its slot
GAME_WORKERS = "croupier:game-workers"  # zset: worker name -> when it last looked for work
SLOT_TTL = 3  # seconds: the watchdog's liveness (workers.watchdog.ALIVE_TTL)
MEMBER_TTL = 30  # seconds a game worker counts after it last looked for work (a job ends)
# KEYS: slots, game workers. ARGV: worker, slot TTL, member TTL, reserve. Returns 1 if held.
_CLAIM = """
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1e6
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - tonumber(ARGV[3]))
redis.call('ZADD', KEYS[2], now, ARGV[1])
local slots = math.max(1, redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[4]))
if redis.call('ZSCORE', KEYS[1], ARGV[1]) or redis.call('ZCARD', KEYS[1]) < slots then
  redis.call('ZADD', KEYS[1], now, ARGV[1])
  return 1
end
return 0
"""
# KEYS: slots. ARGV: worker. Refreshes the worker's slot if it holds one.
_KEEP = """
local t = redis.call('TIME')
redis.call('ZADD', KEYS[1], 'XX', tonumber(t[1]) + tonumber(t[2]) / 1e6, ARGV[1])
"""


class SearchSlots:
    """The named operations on the search slots of ``client`` (the queue Redis)."""

    def __init__(self, client: redis.Redis) -> None:
        self.client = client
        self._claim = client.register_script(_CLAIM)
        self._keep = client.register_script(_KEEP)

    def claim(self, worker: str, reserve: int) -> bool:
        """Whether ``worker`` holds a slot, or took a free one (``reserve`` workers stay off)."""
        args = [worker, SLOT_TTL, MEMBER_TTL, reserve]
        return bool(self._claim(keys=[SLOTS, GAME_WORKERS], args=args))

    def keep(self, worker: str) -> None:
        """Refresh the worker's slot, if it holds one."""
        self._keep(keys=[SLOTS], args=[worker])

    def leave(self, worker: str) -> None:
        """Free the worker's slot; it counts no more."""
        self.client.zrem(SLOTS, worker)
        self.client.zrem(GAME_WORKERS, worker)
