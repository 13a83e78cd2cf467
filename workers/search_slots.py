"""Search slots: the game workers keep ``reserve`` of themselves off searching bots' moves.

A worker runs one job at a time, and a searching bot's move holds it for 0.1-1.3 s (its
think time included, ``engine.thinking``), a cheap bot's for ~5-60 ms. With every worker
searching, a cheap move queued behind nothing still waits for a search to end. So a game
worker takes work from the searching queues only while it holds a slot; there are as many
slots as live game workers less ``reserve`` (at least one: a lone worker searches), and the
other workers take everything else, at once. A slot stays with its worker while the worker
lives (its watchdog refreshes it every second, ``keep``): a dead worker's slot is free
within ``SLOT_TTL``. Times are Redis's own (``TIME``), so workers' clocks never disagree.
"""

from __future__ import annotations

import redis

SLOTS = "croupier:search-slots"  # zset: worker name -> when it last held its slot
GAME_WORKERS = "croupier:game-workers"  # zset: worker name -> when it last looked for work
SLOT_TTL = 3  # seconds: the watchdog's liveness (workers.watchdog.ALIVE_TTL)
MEMBER_TTL = 30  # seconds a game worker counts after it last looked for work (a job ends)
RESERVE_ENV = "CROUPIER_SEARCH_RESERVE"
DEFAULT_RESERVE = 1

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


def claim(connection: redis.Redis, worker: str, reserve: int) -> bool:
    """Whether ``worker`` (a game worker, about to look for work) may take a search now:
    it holds a slot, or took a free one."""
    reply = connection.eval(_CLAIM, 2, SLOTS, GAME_WORKERS, worker, SLOT_TTL, MEMBER_TTL, reserve)
    return bool(reply)


def keep(connection: redis.Redis, worker: str) -> None:
    """The worker is alive: it keeps its slot, if it holds one."""
    connection.eval(_KEEP, 1, SLOTS, worker)


def leave(connection: redis.Redis, worker: str) -> None:
    """The worker stops: its slot is free, and it counts no more."""
    connection.zrem(SLOTS, worker)
    connection.zrem(GAME_WORKERS, worker)
