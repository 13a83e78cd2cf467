"""Redis: load a match, commit atomically, event log, seat tokens, idempotency."""

from .codec import hash_token
from .store import CommitResult, Idempotency, Snapshot, Store, StoredMatch, Ttls

__all__ = [
    "CommitResult",
    "Idempotency",
    "Snapshot",
    "Store",
    "StoredMatch",
    "Ttls",
    "hash_token",
]
