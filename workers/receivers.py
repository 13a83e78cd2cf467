"""What one webhook receiver may take of the delivery workers, shared by all of them.

A receiver is a webhook URL's origin (scheme, host and port): every match whose webhook
points there shares its record, kept on the queue Redis, so every worker sees the same:

- a time budget: the seconds its POSTs took in the current window (``WINDOW``, from its
  first POST) may not exceed the budget (``Limits.budget``); past it, its deliveries wait
  for the next window. A receiver that answers slowly (or not at all, until our timeout)
  takes at most that share of the workers' time, and the other receivers the rest.
- a circuit breaker: after ``Limits.trip_after`` failed POSTs in a row (not 2xx, a timeout,
  no connection), the receiver is skipped for ``Limits.cool_down`` seconds; then one POST
  tries it again (a failure opens the breaker again at once, a success closes it).

A delivery that finds its receiver paused sends nothing and records no attempt: it is run
again when the pause ends (``workers.webhooks``), from the webhook's cursor, so nothing is
lost. Losing these records (a queue Redis restarted empty) only forgets a pause.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import urlsplit

from service.store import Store

WINDOW = 60.0  # seconds over which a receiver's budget is counted
BUDGET = 30.0  # seconds of POSTs a receiver may take per window, by default
TRIP_AFTER = 5  # failed POSTs in a row that open the breaker
COOL_DOWN = 30.0  # seconds the breaker stays open, by default
STREAK_TTL = 600  # seconds after its last failure that a receiver's streak is forgotten


@dataclass(frozen=True)
class Limits:
    """``CROUPIER_WEBHOOK_RECEIVER_BUDGET`` (seconds of POSTs per minute, per receiver) and
    ``CROUPIER_WEBHOOK_BREAKER_COOL_DOWN`` (seconds a tripped receiver is skipped)."""

    budget: float = BUDGET
    cool_down: float = COOL_DOWN
    trip_after: int = TRIP_AFTER

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> Limits:
        budget = float(environ.get("CROUPIER_WEBHOOK_RECEIVER_BUDGET") or BUDGET)
        cool_down = float(environ.get("CROUPIER_WEBHOOK_BREAKER_COOL_DOWN") or COOL_DOWN)
        if budget <= 0 or cool_down <= 0:
            raise ValueError("the webhook receiver budget and cool-down are positive seconds")
        return cls(budget, cool_down)


def origin(url: str) -> str:
    """The receiver of a URL: ``scheme://host:port``, the port given or the scheme's."""
    parts = urlsplit(url)
    port = parts.port or (443 if parts.scheme == "https" else 80)
    return f"{parts.scheme}://{(parts.hostname or '').lower()}:{port}"


def paused_for(store: Store, receiver: str, limits: Limits) -> float:
    """Seconds until ``receiver`` may be sent to again: 0 now; else its breaker's cool-down
    left, or what is left of a window whose budget it has spent."""
    return store.receivers.paused_for(receiver, limits.budget)


def record(store: Store, receiver: str, seconds: float, ok: bool, limits: Limits) -> int:
    """Count one POST to ``receiver`` (it took ``seconds``); the failures in a row after it."""
    ledger = store.receivers
    return ledger.record(
        receiver, seconds, ok, WINDOW, limits.trip_after, STREAK_TTL, limits.cool_down
    )
