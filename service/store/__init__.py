"""Redis, and the only package that speaks it (``tests/test_layers.py``): load a match,
commit atomically, event log, seat tokens, idempotency; and the named operations the layers
above use (``Store.pending``, ``.apps``, ``.players``, ``.counters``, ``.leases``), each
script registered once and sent by SHA. It imports nothing of ours: a game hands it its
compression dictionaries (``dictionaries``)."""

from .codec import hash_token
from .connect import STORE_FAULTS, QueueConnection
from .pending import PendingRecord
from .store import (
    BotMemory,
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
    "BotMemory",
    "Claim",
    "ClaimResult",
    "CommitResult",
    "Idempotency",
    "NotReplicated",
    "PendingRecord",
    "QueueConnection",
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
