"""Webhook receivers' records on the queue Redis, shared by every delivery worker: the
seconds of POSTs each took in its window, and its circuit breaker (``workers.receivers``
says what they mean). The script is registered once, sent by SHA."""

from __future__ import annotations

import redis

PREFIX = "croupier:receiver:"

# Record one POST: its seconds in the window's budget, and its outcome in the breaker.
# KEYS: spent, failures, open. ARGV: seconds, window ms, ok (1|0), trip after, streak ms,
# cool-down ms. Returns the failures in a row.
RECORD = """
redis.call('INCRBYFLOAT', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if ARGV[3] == '1' then
  redis.call('DEL', KEYS[2], KEYS[3])
  return 0
end
local failures = redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
if failures >= tonumber(ARGV[4]) then redis.call('SET', KEYS[3], '1', 'PX', ARGV[6]) end
return failures
"""


def _keys(receiver: str) -> list[str]:
    base = PREFIX + receiver
    return [base + ":spent", base + ":failures", base + ":open"]


class Receivers:
    """The named operations on the receivers' records of ``client`` (the queue Redis)."""

    def __init__(self, client: redis.Redis) -> None:
        self.client = client
        self._record = client.register_script(RECORD)

    def paused_for(self, receiver: str, budget: float) -> float:
        """Seconds until ``receiver`` may be sent to again: 0 now; else its breaker's
        cool-down left, or what is left of a window whose ``budget`` it has spent."""
        spent_key, _, open_key = _keys(receiver)
        with self.client.pipeline(transaction=False) as pipeline:
            pipeline.pttl(open_key)
            pipeline.get(spent_key)
            pipeline.pttl(spent_key)
            open_ms, spent, window_ms = pipeline.execute()
        wait_ms = max(open_ms, 0)
        if spent is not None and float(spent) >= budget:
            wait_ms = max(wait_ms, window_ms, 1)
        return wait_ms / 1000

    def record(
        self,
        receiver: str,
        seconds: float,
        ok: bool,
        window: float,
        trip_after: int,
        streak_ttl: float,
        cool_down: float,
    ) -> int:
        """Count one POST to ``receiver`` (it took ``seconds``, in a window of ``window``
        seconds); open its breaker for ``cool_down`` after ``trip_after`` failures in a row
        (a streak forgotten ``streak_ttl`` after its last); the failures in a row after it."""
        milliseconds = [int(window * 1000), int(streak_ttl * 1000), int(cool_down * 1000)]
        window_ms, streak_ms, cool_down_ms = milliseconds
        args = [round(seconds, 3), window_ms, int(ok), trip_after, streak_ms, cool_down_ms]
        return int(self._record(keys=_keys(receiver), args=args))
