"""Redis: load a match, commit atomically, event log, seat tokens, idempotency."""

from .codec import hash_token
from .connect import STORE_FAULTS
from .store import (
    Claim,
    ClaimResult,
    CommitResult,
    Idempotency,
    NotReplicated,
    Piggyback,
    Replication,
    Snapshot,
    Start,
    Store,
    StoredMatch,
    Ttls,
)

__all__ = [
    "Claim",
    "ClaimResult",
    "CommitResult",
    "Idempotency",
    "NotReplicated",
    "STORE_FAULTS",
    "Piggyback",
    "Replication",
    "Snapshot",
    "Start",
    "Store",
    "StoredMatch",
    "Ttls",
    "hash_token",
]
