"""Sealing a live match's older events and log entries into blocks (issue 17).

A Redis stream costs about 24 bytes of its own per entry, more than a deflated event's 16-22,
and an entry deflated alone compresses far worse than 32 deflated together. So, every
``EVERY`` versions, the commit's writer moves the events older than the last ``KEEP`` out of
the stream into blocks of ``BLOCK`` (``keys.event_blocks``), and the log's entries likewise
(``keys.log_blocks``): a live match holds about half the bytes (``bench/redis_memory.py``).

Every event is in exactly one place, a block or the stream, and one script moves a block's
events from the stream to the block list, so one MULTI read of both sees each event once. A
block k holds event ids ``k * BLOCK + 1`` to ``(k + 1) * BLOCK``: a read after event id n
finds its block by arithmetic. The stream keeps the last ``KEEP`` events at least, so a
follower blocked on it (XREAD after an id) wakes as before, and a reader just behind reads
the stream alone. Sealing is best effort and idempotent: each step names the block count
it expects, a seal that lost a race to another writes nothing, and a seal that never ran
(its writer died) is made by the next one.
"""

from __future__ import annotations

from typing import Any

from . import entries

BLOCK = 32  # events (or log entries) per block: 32 deflate to within 5% of 64's size
KEEP = 32  # events always left in the stream past the sealed ones
# a commit whose new version is a multiple of this seals what it can: a seal costs two round
# trips and a deflate, 5% of an action's CPU every 16 versions, ~2.5% every 32; the stream
# then holds up to ~110 events, still within the one node Redis preallocates for it
EVERY = 32


def due(version: int) -> bool:
    """Whether the commit that made ``version`` seals afterwards."""
    return version % EVERY == 0


def blocks_to_read(after: int, limit: int) -> tuple[int, int]:
    """The first and last block (list indexes) that may hold the ``limit`` events after
    event id ``after``; blocks not sealed yet are simply not there."""
    after = max(after, 0)  # (a negative index would count from the list's end)
    return after // BLOCK, (after + max(limit, 1) - 1) // BLOCK


def events_in(blocks: list[bytes], after: int) -> list[dict[str, Any]]:
    """The events of sealed blocks after event id ``after``, in order."""
    return [event for event in entries_in(blocks) if event["id"] > after]


def entries_in(blocks: list[bytes]) -> list[dict[str, Any]]:
    """Every entry of sealed blocks, in order."""
    return [entry for block in blocks for entry in entries.unpack(block)]


def whole_blocks(events: list[dict[str, Any]], sealed: int) -> list[dict[str, Any]]:
    """``events`` read to seal after ``sealed`` blocks, if they are exactly the ids the next
    blocks hold (else none: the stream is left as it is)."""
    first = sealed * BLOCK + 1
    wanted = list(range(first, first + len(events)))
    whole = len(events) % BLOCK == 0
    return events if whole and [event["id"] for event in events] == wanted else []


def blocks_of(values: list[dict[str, Any]], game: str) -> list[bytes]:
    """``values`` (a whole number of blocks' worth) packed ``BLOCK`` at a time."""
    return [entries.pack_block(values[i : i + BLOCK], game) for i in range(0, len(values), BLOCK)]
