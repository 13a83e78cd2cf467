"""Matchmaking tickets in Redis (issue 40): a ticket waits in its pool until a matcher seats
it (``service.matchmaking``), it expires, or its app cancels it.

A pool is one app's tickets for one game with the same options; its keys share one hash tag
(the pool's digest), so that seating a table's tickets is one atomic script on one Cluster
slot, and two matchers racing cannot seat a ticket twice: the second finds it gone from the
waiting set and seats nothing. A ticket's id starts with its pool's digest, so the ticket is
found from its id alone. The list of pools (``POOLS``) is one small hash on a slot of its own.

Each script's first write is one Redis refuses when it is out of memory (HSET, SET, not
ZREM or HDEL, which free memory and would pass), so a full Redis refuses the whole script
(503 ``redis_out_of_memory``) and never half-applies it: a ticket out of the waiting set
without its status, or tokens deleted before they were shown.

A ticket goes ``waiting`` -> ``seating`` (claimed with its table, the match not yet made) ->
``matched`` (the match id, and its players' seat tokens, which are shown once), or
``waiting`` -> ``expired`` | ``cancelled``. A claim whose match was never made (its matcher
died) is found by ``stale_claims`` and made again under the same claim id, which is the
create's Idempotency-Key: never two matches for one table.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from dataclasses import dataclass
from typing import Any

import redis

POOLS = "croupier:mm:pools"  # hash: pool digest -> {"app", "game", "options"} (JSON)
DIGEST = 16  # hex characters of a pool's digest, the start of each of its ticket ids
TICKET_ID = re.compile(f"[0-9a-f]{{{DIGEST + 16}}}")
KEPT = 3600  # seconds a ticket is kept after it could last have been seated

WAITING, SEATING, MATCHED = "waiting", "seating", "matched"
EXPIRED, CANCELLED = "expired", "cancelled"

# KEYS: waiting, seating, claim, then each ticket's key; ARGV: now, claim id, table json,
# ttl, then each ticket's id (in the order of their keys).
CLAIM = """
for i = 5, #ARGV do
  if not redis.call('ZSCORE', KEYS[1], ARGV[i]) then return 0 end
end
redis.call('SET', KEYS[3], ARGV[3], 'EX', ARGV[4])
redis.call('ZADD', KEYS[2], ARGV[1], ARGV[2])
for i = 5, #ARGV do
  redis.call('HSET', KEYS[i - 1], 'status', 'seating', 'claim', ARGV[2])
  redis.call('ZREM', KEYS[1], ARGV[i])
end
return 1
"""

# KEYS: waiting, ticket; ARGV: ticket id, the status it ends in ('expired' | 'cancelled').
# Returns the ticket's status after the call (unchanged unless it was waiting), and 1 when
# this call ended it (0: it had ended, or been claimed, before).
END = """
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then
  redis.call('HSET', KEYS[2], 'status', ARGV[2])
  redis.call('ZREM', KEYS[1], ARGV[1])
  return {ARGV[2], 1}
end
return {redis.call('HGET', KEYS[2], 'status'), 0}
"""

# KEYS: seating, claim, then each ticket's key; ARGV: claim id, match id, then each ticket's
# tokens (JSON: player -> seat token). Idempotent: a second call finds the claim gone.
SEATED = """
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 0 end
for i = 3, #KEYS do
  redis.call('HSET', KEYS[i], 'status', 'matched', 'match', ARGV[2], 'tokens', ARGV[i])
end
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('DEL', KEYS[2])
return 1
"""

# KEYS: ticket; ARGV: its webhook's delivery state (JSON), the Unix time to keep it until.
# A ticket gone (expired) stays gone: no stray hash without its ticket, or without a TTL.
WEBHOOK_STATE = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 'webhook', ARGV[1])
redis.call('EXPIREAT', KEYS[1], ARGV[2], 'GT')
return 1
"""

# KEYS: ticket. Returns the ticket's fields; the tokens go with the first read that meets
# them (shown once), which marks the ticket 'shown'.
READ_ONCE = """
local fields = redis.call('HGETALL', KEYS[1])
if redis.call('HEXISTS', KEYS[1], 'tokens') == 1 then
  redis.call('HSET', KEYS[1], 'shown', '1')
  redis.call('HDEL', KEYS[1], 'tokens')
end
return fields
"""


@dataclass(frozen=True)
class Ending:
    """What ``Tickets.end`` did: the ticket's status after it, and whether it ended it."""

    status: str | None
    ended: bool


@dataclass(frozen=True)
class Pool:
    digest: str
    app: str
    game: str
    options: dict[str, Any]


def pool_digest(app: str, game: str, options: dict[str, Any]) -> str:
    canonical = json.dumps([app, game, options], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()[:DIGEST]


def _prefix(digest: str) -> str:
    return f"croupier:mm:{{{digest}}}:"


def waiting_key(digest: str) -> str:
    """A sorted set: each waiting ticket's id -> when it was made."""
    return _prefix(digest) + "waiting"


def ticket_key(ticket_id: str) -> str:
    """A hash: the ticket (JSON), its app, status, and once seated its claim, match and
    tokens (until shown); with a webhook, how its delivery goes (``webhook``, JSON)."""
    return _prefix(ticket_id[:DIGEST]) + "t:" + ticket_id


def seating_key(digest: str) -> str:
    """A sorted set: each claim whose match is being made -> when it was claimed."""
    return _prefix(digest) + "seating"


def claim_key(digest: str, claim: str) -> str:
    """A string: a claimed table (JSON), until its match is made."""
    return _prefix(digest) + "claim:" + claim


class Tickets:
    """The tickets of every pool, on the store's Redis (or Cluster)."""

    def __init__(self, client: redis.Redis) -> None:
        self.redis = client
        self._claim = client.register_script(CLAIM)
        self._end = client.register_script(END)
        self._seated = client.register_script(SEATED)
        self._read_once = client.register_script(READ_ONCE)
        self._webhook_state = client.register_script(WEBHOOK_STATE)

    def open(self, app: str, game: str, options: dict[str, Any], ticket: dict[str, Any]) -> str:
        """Store a new waiting ``ticket`` (its ``created`` and ``max_wait`` set) and return
        its id; its pool is listed after the ticket is in it (``prune`` relies on that)."""
        digest = pool_digest(app, game, options)
        ticket_id = digest + secrets.token_hex(8)
        lasts = int(ticket["max_wait"]) + KEPT
        fields = {"ticket": json.dumps(ticket), "app": app, "status": WAITING}
        with self.redis.pipeline(transaction=True) as pipe:
            pipe.hset(ticket_key(ticket_id), mapping=fields)
            pipe.expire(ticket_key(ticket_id), lasts)
            pipe.zadd(waiting_key(digest), {ticket_id: ticket["created"]})
            pipe.execute()
        entry = {"app": app, "game": game, "options": options}
        self.redis.hset(POOLS, digest, json.dumps(entry, sort_keys=True))
        return ticket_id

    def pools(self) -> list[Pool]:
        listed = self.redis.hgetall(POOLS)
        return [Pool(_text(d), **json.loads(entry)) for d, entry in sorted(listed.items())]

    def waiting_by_game(self) -> dict[str, int]:
        """How many tickets wait now in each game's pools (a game with none listed: absent)."""
        pools = self.pools()
        with self.redis.pipeline(transaction=False) as pipe:
            for pool in pools:
                pipe.zcard(waiting_key(pool.digest))
            counts = pipe.execute() if pools else []
        by_game: dict[str, int] = {}
        for pool, count in zip(pools, counts, strict=True):
            by_game[pool.game] = by_game.get(pool.game, 0) + int(count)
        return by_game

    def waiting(self, digest: str) -> dict[str, dict[str, Any]]:
        """The pool's waiting tickets, by id (a ticket whose record expired is left out)."""
        ids = [_text(i) for i in self.redis.zrange(waiting_key(digest), 0, -1)]
        if not ids:
            return {}
        with self.redis.pipeline(transaction=False) as pipe:
            for ticket_id in ids:
                pipe.hget(ticket_key(ticket_id), "ticket")
            found = pipe.execute()
        return {i: json.loads(t) for i, t in zip(ids, found, strict=True) if t is not None}

    def claim(
        self, digest: str, ticket_ids: list[str], table: dict[str, Any], now: float
    ) -> str | None:
        """Take ``ticket_ids`` out of the waiting set for ``table``, all or none: the claim's
        id, or None when one of them is no longer waiting (another matcher was first)."""
        claim = secrets.token_hex(12)
        keys = [waiting_key(digest), seating_key(digest), claim_key(digest, claim)]
        keys += [ticket_key(ticket_id) for ticket_id in ticket_ids]
        body = json.dumps({**table, "tickets": ticket_ids, "claim": claim})
        args = [now, claim, body, KEPT, *ticket_ids]
        return claim if self._claim(keys=keys, args=args) == 1 else None

    def end(self, ticket_id: str, status: str) -> Ending:
        """End a waiting ticket as ``expired`` or ``cancelled``: its status after the call
        (a ticket seated meanwhile stays seated; None: no such ticket), and whether this
        call ended it: only that caller tells the ticket's end (its notes, its webhook)."""
        keys = [waiting_key(ticket_id[:DIGEST]), ticket_key(ticket_id)]
        found, ended = self._end(keys=keys, args=[ticket_id, status])
        return Ending(None if found is None else _text(found), ended == 1)

    def update_webhook(self, ticket_id: str, state: dict[str, str], until: float) -> None:
        """Record how the ticket's webhook delivery goes (``Webhook.fields``), and keep the
        ticket at least until ``until`` (Unix time), so a delivery retried for
        ``CROUPIER_WEBHOOK_RETRY_FOR`` still finds it (never shortened). A ticket already
        gone is left gone."""
        body = json.dumps(state, separators=(",", ":"))
        self._webhook_state(keys=[ticket_key(ticket_id)], args=[body, int(until) + 1])

    def seated(
        self, digest: str, claim: str, match_id: str, tokens: dict[str, dict[str, str]]
    ) -> bool:
        """Record the claim's match and each ticket's tokens (``tokens``: ticket id ->
        player -> token); False if it was recorded already."""
        ticket_ids = list(tokens)
        keys = [seating_key(digest), claim_key(digest, claim)]
        keys += [ticket_key(ticket_id) for ticket_id in ticket_ids]
        args = [claim, match_id, *(json.dumps(tokens[t]) for t in ticket_ids)]
        return self._seated(keys=keys, args=args) == 1

    def stale_claims(self, digest: str, before: float) -> list[dict[str, Any]]:
        """The tables claimed before ``before`` whose match is not recorded yet."""
        due = self.redis.zrangebyscore(seating_key(digest), 0, before)
        tables = []
        for claim in due:
            body = self.redis.get(claim_key(digest, _text(claim)))
            if body is not None:
                tables.append(json.loads(body))
        return tables

    def read(self, ticket_id: str) -> dict[str, Any] | None:
        """The ticket's record (``ticket`` decoded; ``tokens`` only at the first read that
        meets them), or None if there is none."""
        if not TICKET_ID.fullmatch(ticket_id):
            return None
        flat = [_text(x) for x in self._read_once(keys=[ticket_key(ticket_id)])]
        return _record(dict(zip(flat[::2], flat[1::2], strict=True)))

    def peek(self, ticket_id: str) -> dict[str, Any] | None:
        """The ticket's record as ``read`` gives it, its tokens left unshown."""
        found = self.redis.hgetall(ticket_key(ticket_id))
        return _record({_text(k): _text(v) for k, v in found.items()})

    def prune(self, digest: str) -> None:
        """Unlist an empty pool; listed again at once if a ticket came meanwhile (``open``
        adds the ticket before it lists the pool, so one of the two always sees the other)."""
        if self.redis.zcard(waiting_key(digest)) or self.redis.zcard(seating_key(digest)):
            return
        entry = self.redis.hget(POOLS, digest)
        self.redis.hdel(POOLS, digest)
        if entry is not None and self.redis.zcard(waiting_key(digest)):
            self.redis.hset(POOLS, digest, entry)


def _record(fields: dict[str, str]) -> dict[str, Any] | None:
    if not fields:
        return None
    record: dict[str, Any] = {**fields, "ticket": json.loads(fields["ticket"])}
    for name in ("tokens", "webhook"):
        if name in fields:
            record[name] = json.loads(fields[name])
    return record


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value
