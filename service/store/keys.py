"""Redis key names. Every key of a match carries its id as a hash tag, so that a match
lives on one Redis Cluster slot and a commit touching all its keys stays atomic."""

from __future__ import annotations


def prefix(match_id: str) -> str:
    return f"m:{{{match_id}}}:"


def state(match_id: str) -> str:
    """A hash: version, status, meta, and either match (JSON) or archive (finished)."""
    return prefix(match_id) + "state"


def events(match_id: str) -> str:
    """A stream of the match's events; the engine's event id n is stream id ``n-0``. Those
    older than its last few are sealed into ``event_blocks`` (``sealing``)."""
    return prefix(match_id) + "events"


def versions(match_id: str) -> str:
    """A stream of one entry, ``<version>-1``, written by a commit that adds no event: a
    follower blocked on ``events`` waits on it too, so such a version still wakes it."""
    return prefix(match_id) + "versions"


def log(match_id: str) -> str:
    """A list of action-log entries ``{"seat", "action", "now"}``, enough to replay; its
    older entries are sealed into ``log_blocks`` (``sealing``)."""
    return prefix(match_id) + "log"


def event_blocks(match_id: str) -> str:
    """A list: the live match's older events, sealed ``sealing.BLOCK`` at a time, each
    element one deflated block (element k holds event ids k * BLOCK + 1 to (k + 1) * BLOCK);
    those events are no longer in the stream, which holds the rest."""
    return prefix(match_id) + "events:sealed"


def log_blocks(match_id: str) -> str:
    """A list: the live match's older log entries, sealed ``sealing.BLOCK`` at a time (element
    k holds entries k * BLOCK to (k + 1) * BLOCK - 1); the log list holds the rest."""
    return prefix(match_id) + "log:sealed"


def tokens(match_id: str) -> str:
    """A hash: sha256 of a seat token -> seat number."""
    return prefix(match_id) + "tokens"


def webhook(match_id: str) -> str:
    """A hash: the match's webhook (url, events, secret) and how its deliveries go (cursor,
    status, last attempts); only for a match created with one."""
    return prefix(match_id) + "webhook"


def webhook_lock(match_id: str) -> str:
    """Held (SET NX PX) by the one job delivering the match's events: deliveries in order."""
    return prefix(match_id) + "webhook:lock"


def memory(match_id: str) -> str:
    """A hash: seat -> that seat's bot memory (``Game.remember``) and the id of the last
    event it holds; a cache, rebuilt from the stream when missing, dropped at the finish."""
    return prefix(match_id) + "memory"


def idempotency(match_id: str, key: str) -> str:
    return prefix(match_id) + "idem:" + key


def ticket(match_id: str, ticket_digest: str) -> str:
    """A stream ticket (by its SHA-256): the seat it opens, for a minute, once."""
    return prefix(match_id) + "ticket:" + ticket_digest


def pattern(match_id: str) -> str:
    """A SCAN pattern matching every key of the match."""
    return prefix(match_id) + "*"


def created(key_digest: str) -> str:
    """A create request's answer under its Idempotency-Key (by the key's SHA-256): one key
    of its own, so one slot on a Cluster."""
    return f"croupier:created:{key_digest}"


PROBE = "croupier:readyz:probe"  # written by readiness probes, expires within a second
