"""The pending sets: every match with work outstanding, scored by when the work is due, with
the ids of its jobs (``service.dispatch`` records them, the workers' watchdog sweeps them).

They live with the match state, not with the queues: a commit's work is recorded wherever
the match is, even while the queue Redis is down. On a Redis Cluster they are
``CLUSTER_SHARDS`` pairs, ``croupier:pending:{<n>}`` and ``croupier:pending:{<n>}:info``, a
match's pair chosen by a hash of its id: each script over a pair touches one slot.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import redis

from .connect import is_cluster

PENDING = "croupier:pending"  # zset: match id -> when its work is due
PENDING_INFO = "croupier:pending:info"  # hash: match id -> {"version", "jobs", "attempt"}
CLUSTER_SHARDS = 16  # pending pairs on a Cluster: spread over the nodes, each swept per tick

# Record the pending work of a version unless a newer version already did: a Lua function,
# which the commit's script runs too (``scripts.COMMIT``: a commit keeps its work's record).
# Arguments: pending zset, info hash, match id, version, due ('' = none: the record goes),
# info json. 1 when written, 0 when a newer version's record stands.
RECORD_FUNCTION = """
local function record_pending(zset, info, member, version, due, payload)
  local prior = redis.call('HGET', info, member)
  if prior and cjson.decode(prior)['version'] > tonumber(version) then return 0 end
  if due == '' then
    redis.call('ZREM', zset, member)
    redis.call('HDEL', info, member)
  else
    redis.call('ZADD', zset, due, member)
    redis.call('HSET', info, member, payload)
  end
  return 1
end
"""
# KEYS: pending zset, info hash. ARGV: match id, version, due ('' = none), info json.
RECORD = RECORD_FUNCTION + "return record_pending(KEYS[1], KEYS[2], unpack(ARGV))\n"

# An intent: recorded only over older versions' records. A commit that lost the race to a
# version already recorded (with its jobs) must not blank that record's jobs.
INTENT = """
local prior = redis.call('HGET', KEYS[2], ARGV[1])
if prior and cjson.decode(prior)['version'] >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[4])
return 1
"""

Pair = tuple[str, str]  # (pending set, its info hash)


@dataclass(frozen=True)
class PendingRecord:
    """What the pending sets are to say of a match once its ``version`` is written: its work
    is due at ``due`` (None: it has none, and the record goes), ``info`` the record itself
    (the version, the ids of the jobs that do the work, the attempt)."""

    version: int
    due: float | None
    info: dict[str, Any]

    def args(self, match_id: str) -> list[str | int | float]:
        """The arguments of ``RECORD`` (and of the commit's record) after its keys."""
        return [match_id, self.version, "" if self.due is None else self.due, json.dumps(self.info)]


def pending_keys(client: redis.Redis, match_id: str) -> Pair:
    """The pending set and its info hash that hold ``match_id``'s work."""
    if not is_cluster(client):
        return PENDING, PENDING_INFO
    return shard_keys(zlib.crc32(match_id.encode()) % CLUSTER_SHARDS)


def shard_keys(shard: int) -> Pair:
    tag = f"croupier:pending:{{{shard}}}"
    return tag, tag + ":info"


def every_pending_keys(client: redis.Redis) -> list[Pair]:
    """Every (pending set, info hash) pair the watchdog sweeps."""
    if not is_cluster(client):
        return [(PENDING, PENDING_INFO)]
    return [shard_keys(shard) for shard in range(CLUSTER_SHARDS)]


class PendingWork:
    """The named operations on the pending sets of ``client``, the state Redis; the two
    scripts are registered once (sent by SHA, loaded again where Redis lost them)."""

    def __init__(self, client: redis.Redis) -> None:
        self.client = client
        self._record = client.register_script(RECORD)
        self._intent = client.register_script(INTENT)

    def record(self, match_id: str, record: PendingRecord) -> None:
        """``record``, unless a newer version's record is there already."""
        self._record(keys=list(pending_keys(self.client, match_id)), args=record.args(match_id))

    def record_intent(self, match_id: str, record: PendingRecord) -> None:
        """The work a version will ask for, before its write: only over older records."""
        self._intent(keys=list(pending_keys(self.client, match_id)), args=record.args(match_id))

    def forget(self, match_id: str) -> None:
        """Drop the match's record (its work is done, or given up)."""
        pending, info = pending_keys(self.client, match_id)
        self.client.zrem(pending, match_id)
        self.client.hdel(info, match_id)

    def pairs(self) -> list[Pair]:
        """Every pending pair, to sweep one at a time (``overdue``)."""
        return every_pending_keys(self.client)

    def overdue(self, pair: Pair, before: float) -> Iterator[tuple[str, dict[str, Any]]]:
        """(match id, its record) of each match of ``pair`` whose work was due before
        ``before``, each record read as it is reached."""
        pending, info_key = pair
        for raw in self.client.zrangebyscore(pending, "-inf", before):
            match_id = raw.decode()
            info = self.client.hget(info_key, match_id)
            if info is not None:
                yield match_id, json.loads(info)

    def backlog(self, queues: tuple[str, ...]) -> tuple[list[int], int]:
        """Jobs waiting in each of the RQ ``queues`` (its list) and the matches with work
        recorded (in the single-Redis pending set), in one round trip."""
        with self.client.pipeline(transaction=False) as pipe:
            for queue in queues:
                pipe.llen(f"rq:queue:{queue}")
            pipe.zcard(PENDING)
            *lengths, waiting = pipe.execute()
        return lengths, waiting
