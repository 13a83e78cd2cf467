"""The Redis store of matches: load a match in one round trip, commit in another.

The store deals in plain JSON data (a match is ``Match.to_json()``); it knows nothing of
the engine or of HTTP. A finished match is compacted in the commit that finishes it: its
state, action log, every event and the caller's ``frozen`` data (the final views) become one
compressed archive, served as stored: a later change of the rules never changes what a
finished match serves. (Archives written before events were kept hold only the log.)
"""

from __future__ import annotations

import contextlib
import functools
import json
import logging
import secrets
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import redis
from redis.commands.core import Script

from . import archives, codec, entries, keys, scripts, sealing, waits
from .apps import Apps
from .connect import STORE_FAULTS, Topology, is_cluster
from .counters import Counters
from .direct import evalsha
from .ladder import Ladder
from .leases import LeaseSets
from .pending import PendingRecord, PendingWork, pending_keys
from .players import Players
from .receivers import Receivers
from .tickets import Tickets

_log = logging.getLogger(__name__)

DAY = 24 * 3600
ATTACHED_RECHECK = 1.0  # seconds between looks at how many replicas a master has
PENDING = "pending"  # a create key claimed by a request still making its match


@dataclass(frozen=True)
class Ttls:
    """Seconds that keys live after their last write."""

    active: int = 30 * DAY  # refreshed by every commit
    finished: int = 7 * DAY  # set on every key by the commit that finishes the match
    idempotency: int = DAY  # a stored response

    def __post_init__(self) -> None:
        if min(self.active, self.finished, self.idempotency) < 1:
            raise ValueError("every TTL must be at least one second")

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> Ttls:
        """The TTLs set by ``CROUPIER_ACTIVE_TTL``, ``_FINISHED_TTL`` and ``_IDEMPOTENCY_TTL``
        (the API reads the same variables through its config), defaults elsewhere."""
        given = {
            name: int(environ[f"CROUPIER_{name.upper()}_TTL"])
            for name in ("active", "finished", "idempotency")
            if f"CROUPIER_{name.upper()}_TTL" in environ
        }
        return cls(**given)

    @property
    def record(self) -> int:
        """A stored response lives no longer than either match TTL, so it never outlives
        its match: a record written at t expires by t + finished <= the match's end."""
        return min(self.idempotency, self.active, self.finished)


@dataclass(frozen=True)
class Replication:
    """How many replicas must hold a write before it counts as made (Redis' WAIT after the
    write, on its connection), and how long to wait for them. 0: a master's word is enough
    (a failover may then lose what was acknowledged in its last moments). A master with
    fewer replicas attached waits for those it has (``Store._replicas_to_wait``)."""

    replicas: int = 0
    timeout_ms: int = 1000

    @classmethod
    def from_settings(cls, replicas: Any, timeout_ms: Any, cluster: bool) -> Replication:
        """``replicas`` unset ('' or None): one on a cluster, none on a single Redis."""
        wanted = (1 if cluster else 0) if replicas in ("", None) else int(replicas)
        return cls(wanted, int(timeout_ms))

    @classmethod
    def from_env(cls, environ: Mapping[str, str], cluster: bool) -> Replication:
        replicas = environ.get("CROUPIER_REDIS_WAIT_REPLICAS")
        return cls.from_settings(replicas, environ.get("CROUPIER_REDIS_WAIT_MS") or 1000, cluster)


class NotReplicated(redis.exceptions.ConnectionError):
    """A write was made on its master, but not as many replicas as asked for took it in
    time: it may be lost in a failover, so it is not acknowledged (the API answers 503, and
    a client retrying with its Idempotency-Key gets the first answer if the write stood)."""


@dataclass(frozen=True)
class StoredMatch:
    """A match as stored: its JSON data, its metadata and, once finished, its action log,
    its events and what the finishing commit froze (None in archives older than that)."""

    version: int
    status: str
    match: dict[str, Any]
    meta: dict[str, Any]
    log: list[dict[str, Any]] | None  # only for a finished (archived) match
    events: list[dict[str, Any]] | None = None
    frozen: dict[str, Any] | None = None
    open_seats: tuple[int, ...] = ()  # seats still to be claimed, while status is "open"
    players: dict[int, str] = field(default_factory=dict)  # seat -> the app's player id
    rated: str | None = None  # a finished match whose rating is done: its rate job's result

    @property
    def archived(self) -> bool:
        return self.log is not None


@dataclass(frozen=True)
class Snapshot:
    """What one consistent read of a match returns."""

    stored: StoredMatch | None  # None: no such match
    token_seat: int | None  # the seat the presented token opens, if any
    idempotency: dict[str, Any] | None  # a stored response for the presented key, if any
    events: list[dict[str, Any]]  # from the stream, when asked for and not archived
    counted: Any = None  # the reply of the ``Piggyback`` script run in the same read, if any


@dataclass(frozen=True)
class Piggyback:
    """A script the caller wants run in the same round trip as a read (a request's
    rate-limit count): by SHA (EVALSHA), its keys and arguments. Its reply, or the error
    Redis gave it (NOSCRIPT after a restart: the caller runs it again its own way), comes
    back as ``Snapshot.counted``."""

    sha: str
    keys: list[str]
    args: list[Any]


@dataclass(frozen=True)
class CommitResult:
    """``status``: ok | conflict (``current_version``) | missing | duplicate (``record``) |
    not_started (the match's seats are still being claimed);
    ``webhook``: whether the committed match has a webhook to deliver to (that has not
    given up)."""

    status: str
    current_version: int | None = None
    record: dict[str, Any] | None = None
    webhook: bool = False

    @property
    def ok(self) -> bool:
        return self.status == "ok"


@dataclass(frozen=True)
class Idempotency:
    """A response to keep under an Idempotency-Key."""

    key: str
    record: dict[str, Any]


@dataclass(frozen=True)
class BotMemory:
    """A seat's bot memory (``Game.remember``) and the id of the last event it holds: read
    with the match by ``load_for_bot``, kept by the commit of the bot's move."""

    seat: int
    after: int
    memory: Any


class Store:
    """Match state on ``client`` (one Redis, or a Redis Cluster); ``queue`` is the Redis of
    the RQ queues the match's work goes to (by default ``client``, which must then be one
    Redis)."""

    def __init__(
        self,
        client: redis.Redis,
        ttls: Ttls | None = None,
        blocking: redis.Redis | None = None,
        *,
        queue: redis.Redis | None = None,
        replication: Replication | None = None,
    ) -> None:
        self.redis = client
        self.blocking = blocking or client  # for waits longer than ``client``'s socket timeout
        self.cluster = is_cluster(client)
        self._queue = queue or (None if self.cluster else client)
        self.ttls = ttls or Ttls()
        self.replication = replication or Replication()
        self._attached: dict[int, tuple[int, float]] = {}  # node -> (replicas, when seen)
        self._create = client.register_script(scripts.CREATE)
        self._commit = client.register_script(scripts.COMMIT)
        self._webhook_update = client.register_script(scripts.WEBHOOK_UPDATE)
        self._webhook_lock = client.register_script(scripts.WEBHOOK_LOCK)
        self._webhook_unlock = client.register_script(scripts.WEBHOOK_UNLOCK)
        self._webhook_free = client.register_script(scripts.WEBHOOK_FREE)
        self._webhook_extend = client.register_script(scripts.WEBHOOK_EXTEND)
        self._reissue = client.register_script(scripts.REISSUE)
        self._mark_rated = client.register_script(scripts.MARK_RATED)
        self._claim = client.register_script(scripts.CLAIM)
        self._keep_memory = client.register_script(scripts.KEEP_MEMORY)
        self._cancel = client.register_script(scripts.CANCEL)
        self._start_open = client.register_script(scripts.START_OPEN)
        self._sealable = client.register_script(scripts.SEALABLE)
        self._seal = client.register_script(scripts.SEAL)
        self.pending = PendingWork(client)  # the work recorded for the watchdog
        # a commit writes its pending record itself (one script): its keys share no slot
        # with the match's on a Cluster
        self.records_with_commit = not self.cluster
        self.apps = Apps(client)  # app keys, and each app's matches
        self.players = Players(client)  # each app's players: their matches and ratings
        self.tickets = Tickets(client)  # matchmaking: each pool's waiting tickets
        self.ladder = Ladder(client)  # the bots' rating matches, a period each
        self.counters = Counters(client)  # the API's rate limits
        self.leases = LeaseSets(client)  # the API's caps on event streams

    @property
    def queue(self) -> redis.Redis:
        if self._queue is None:
            raise ValueError("a store on a Redis Cluster needs a queue Redis of its own")
        return self._queue

    @functools.cached_property
    def receivers(self) -> Receivers:
        """The webhook receivers' records, on the queue Redis."""
        return Receivers(self.queue)

    @functools.cached_property
    def waiting(self) -> Store:
        """This store on the waiters' connections (``blocking``), for what a long-lived
        follower reads: a storm of streams opening at once (every follower reconnecting after
        a restart) then waits for CPU, and never takes the connections requests need."""
        if self.blocking is self.redis:
            return self
        return Store(self.blocking, self.ttls, queue=self._queue, replication=self.replication)

    @classmethod
    def from_url(cls, url: str, ttls: Ttls | None = None) -> Store:
        return cls(redis.Redis.from_url(url), ttls)

    @classmethod
    def from_env(cls, environ: Mapping[str, str], **options: Any) -> Store:
        """The store ``REDIS_URL``, ``CROUPIER_REDIS_MODE`` and ``CROUPIER_QUEUE_URL`` name,
        with the TTLs and replication the environment sets; ``options`` are the clients'."""
        topology = Topology.from_env(environ)
        replication = Replication.from_env(environ, topology.cluster)
        return cls(
            topology.state_client(**options),
            Ttls.from_env(environ),
            queue=topology.queue_client(**options),
            replication=replication,
        )

    def ping(self) -> bool:
        return bool(self.redis.ping())

    def claim_create(self, key_digest: str, seconds: int) -> bool:
        """Claim a create Idempotency-Key while the match is made; False if taken."""
        return bool(self.redis.set(keys.created(key_digest), PENDING, nx=True, ex=seconds))

    def created_under(self, key_digest: str) -> dict[str, Any] | str | None:
        """The answer kept under a create key, ``PENDING`` while it is made, or None."""
        found = self.redis.get(keys.created(key_digest))
        if found is None or found == PENDING.encode():
            return None if found is None else PENDING
        return codec.unpack(found)

    def release_create(self, key_digest: str) -> None:
        self.redis.delete(keys.created(key_digest))

    def remember_create(self, key_digest: str, record: dict[str, Any], seconds: int) -> None:
        self.redis.set(keys.created(key_digest), codec.pack(record), ex=seconds)

    def probe_write(self) -> None:
        """A write that expires at once: raises when Redis cannot take writes (read-only,
        out of memory) as well as when it does not answer."""
        self.redis.set(keys.PROBE, 1, px=1000)

    def create(
        self,
        match_id: str,
        match: dict[str, Any],
        meta: dict[str, Any],
        events: list[dict[str, Any]],
        tokens: dict[str, int],
        webhook: Mapping[str, str] | None = None,
        open_seats: tuple[int, ...] = (),
    ) -> bool:
        """Store a new match with its opening events, seat tokens (kept hashed only) and
        webhook record (field -> value), if any. With ``open_seats``, the match is ``open``
        until they are claimed (``claim_seat``) or filled (``start_open``).

        False when the id is taken, in which case nothing is written."""
        pairs = [item for pair in (webhook or {}).items() for item in pair]
        status = "open" if open_seats else "active"
        args = [
            self.ttls.active,
            codec.dumps(match),
            codec.dumps(meta),
            status,
            _seat_list(open_seats),
            len(tokens),
        ]
        args += _token_args(tokens) + [len(pairs) // 2, *pairs]
        args += _event_args(events, match["game"])
        names = (keys.state, keys.events, keys.tokens, keys.webhook)
        return bool(self._write(self._create, [name(match_id) for name in names], args))

    def claim_seat(self, match_id: str, claim: Claim) -> ClaimResult:
        """Give ``claim``'s token the seat it asks for (or the lowest open one), and start
        the match with ``claim.start`` if that was the last open seat; one atomic step."""
        names = self._start_keys(match_id)
        if claim.idempotency_key is not None:
            names.append(keys.idempotency(match_id, claim.idempotency_key))
        seat = "" if claim.seat is None else str(claim.seat)
        start = claim.start
        args = [
            seat,
            codec.hash_token(claim.token),
            self.ttls.active,
            *start.state_args(),
            claim.record_head,
            min(self.ttls.record, CLAIM_REPLAY_SECONDS),
            claim.player or "",
            *start.event_args(),
        ]
        reply = self._write(self._claim, names, args)
        status = reply[0].decode()
        if status == "duplicate":
            return ClaimResult(status, record=json.loads(reply[1]))
        seat_taken = int(reply[1]) if status in ("claimed", "started") else None
        left = reply[2] if status == "claimed" else reply[1] if status == "taken" else b""
        return ClaimResult(status, seat_taken, _seats(left))

    def cancel_open(self, match_id: str) -> str:
        """Delete an open match and every key of it: cancelled, missing, or the status that
        kept it (it started meanwhile)."""
        names = [*self._start_keys(match_id), keys.memory(match_id)]
        return self._cancel(keys=names).decode()

    def claimed_under(self, match_id: str, idempotency_key: str) -> dict[str, Any] | None:
        """The answer ``claim_seat`` kept under this key, or None."""
        found = self.redis.get(keys.idempotency(match_id, idempotency_key))
        return None if found is None else json.loads(found)

    def start_open(self, match_id: str, seen_open: tuple[int, ...], start: Start) -> str:
        """Start an open match whose open seats are still ``seen_open``: started, missing,
        not_open (it started before) or changed (a seat was claimed since)."""
        args = [_seat_list(seen_open), self.ttls.active, *start.state_args(), *start.event_args()]
        reply = self._write(self._start_open, self._start_keys(match_id), args)
        return reply[0].decode()

    def statuses(self, match_ids: list[str]) -> list[str | None]:
        """Each match's status (open, active, finished), None for one that is gone."""
        pipe = self.redis.pipeline(transaction=False)
        for match_id in match_ids:
            pipe.hget(keys.state(match_id), "status")
        return [None if found is None else found.decode() for found in pipe.execute()]

    def match_owner(self, match_id: str) -> str | None:
        """Who owns the match (its meta's ``owner``: ``dispatch.owner_key``), None if unknown."""
        found = self.redis.hget(keys.state(match_id), "meta")
        return None if found is None else codec.loads(found).get("owner")

    def stored_matches(self, match_ids: list[str]) -> list[StoredMatch | None]:
        """Several matches as stored (None for one that does not exist), one round trip."""
        pipe = self.redis.pipeline(transaction=False)
        for match_id in match_ids:
            pipe.hgetall(keys.state(match_id))
        return [_stored_match(state) if state else None for state in pipe.execute()]

    def mark_rated(self, match_id: str, result: str) -> bool:
        """Record that the finished match's rating is done (``result``); False when it is
        not a finished match (gone, or still playing)."""
        return bool(self._write(self._mark_rated, [keys.state(match_id)], [result]))

    def reissue_token(self, match_id: str, seat: int, token: str) -> bool:
        """``token`` (kept hashed) opens ``seat`` now, and no older token does; False when
        there is no such match."""
        names = [keys.state(match_id), keys.tokens(match_id)]
        return bool(self._write(self._reissue, names, [codec.hash_token(token), seat]))

    def load(
        self,
        match_id: str,
        *,
        token: str | None = None,
        idempotency_key: str | None = None,
        events_after: int | None = None,
        events_limit: int = 100,
        piggyback: Piggyback | None = None,
    ) -> Snapshot:
        """One consistent read (MULTI/EXEC): the match, the token's seat, a stored response
        and, when ``events_after`` is given, the events after it from the stream; and the
        ``piggyback`` script's reply, in the same round trip."""
        pipe = self.redis.pipeline(transaction=True)
        if piggyback is not None:
            pipe.evalsha(piggyback.sha, len(piggyback.keys), *piggyback.keys, *piggyback.args)
        pipe.hgetall(keys.state(match_id))
        pipe.hget(keys.tokens(match_id), codec.hash_token(token or ""))
        pipe.get(keys.idempotency(match_id, idempotency_key or ""))
        if events_after is not None:
            first, last = sealing.blocks_to_read(events_after, events_limit)
            pipe.lrange(keys.event_blocks(match_id), first, last)
            start = f"{events_after + 1}-0"
            pipe.xrange(keys.events(match_id), min=start, max="+", count=events_limit)
        with self._rediscovering():
            replies = pipe.execute(raise_on_error=piggyback is None)
        counted = replies.pop(0) if piggyback is not None else None
        for reply in replies:
            if isinstance(reply, Exception):
                raise reply
        state, seat, record, *read = replies
        stored = _stored_match(state) if state else None
        events = []
        if read:
            blocks, stream = read
            events = [*sealing.events_in(blocks, events_after or 0), *_events(stream)]
        return Snapshot(
            stored=stored,
            token_seat=int(seat) if token and seat is not None else None,
            idempotency=codec.unpack(record) if idempotency_key and record else None,
            events=events[:events_limit],
            counted=counted,
        )

    def load_for_bot(self, match_id: str, seat: int) -> tuple[Snapshot, BotMemory | None]:
        """The match, the seat's bot memory and the events after it, in one MULTI: the
        stream is read whole (the events past the sealed blocks: ~110 at most) and only its
        entries after the memory's last event are unpacked. A memory older than the sealed
        blocks (or none, once a block is sealed) reads them in a second round trip, a
        ``load`` after its last event."""
        pipe = self.redis.pipeline(transaction=True)
        pipe.hgetall(keys.state(match_id))
        pipe.hget(keys.memory(match_id), str(seat))
        pipe.llen(keys.event_blocks(match_id))
        pipe.xrange(keys.events(match_id), min="-", max="+")
        with self._rediscovering():
            state, found, sealed, stream = pipe.execute()
        kept = None
        if found is not None:
            unpacked = codec.unpack(found)
            kept = BotMemory(seat, int(unpacked["after"]), unpacked["memory"])
        after = 0 if kept is None else kept.after
        if after < int(sealed) * sealing.BLOCK:  # events after it are sealed: read them too
            return self.load(match_id, events_after=after, events_limit=EVERY_EVENT), kept
        events = [_entry(fields) for ident, fields in stream if _event_id(ident) > after]
        stored = _stored_match(state) if state else None
        return Snapshot(stored=stored, token_seat=None, idempotency=None, events=events), kept

    def commit(
        self,
        match_id: str,
        expected_version: int,
        match: dict[str, Any],
        events: list[dict[str, Any]],
        log_entry: dict[str, Any],
        *,
        finished: bool = False,
        idempotency: Idempotency | None = None,
        frozen: dict[str, Any] | None = None,
        memory: BotMemory | None = None,
        pending: PendingRecord | None = None,
    ) -> CommitResult:
        """Compare-and-set on the version, then write the state, events, log entry,
        idempotency record and a bot's ``memory``, and refresh every TTL, atomically in one
        round trip; on one Redis (``records_with_commit``), the match's ``pending`` record
        too (``PendingWork.record``'s rule), in the same step.

        The commit that finishes a match first reads the log and the events (the CAS makes
        that read safe: both only change with the version), then archives them with
        ``frozen`` instead of appending (and drops every bot memory)."""
        ttl = self.ttls.finished if finished else self.ttls.active
        if finished:
            log = [*self.action_log(match_id), log_entry]
            every_event = [*self.all_events(match_id), *events]
            archive = {"match": match, "log": log, "events": every_event, "frozen": frozen}
            mode, payload = "archive", archives.pack(archive, match["game"])
        else:
            mode, payload = "append", codec.dumps(match).encode()
        record = codec.pack(idempotency.record) if idempotency else b""
        args = [expected_version, match["version"], ttl, mode, payload]
        game = match["game"]
        args += [entries.pack(log_entry, game), record, self.ttls.record]
        args += _memory_args(memory)
        names = self._commit_keys(match_id, idempotency)
        if pending is None:
            args += ["", "", "", ""]
        elif self.records_with_commit:
            names += pending_keys(self.redis, match_id)
            args += pending.args(match_id)
        else:
            raise ValueError("a commit writes the pending record on one Redis only")
        args += _event_args(events, game)
        reply = self._write(self._commit, names, args)
        result = _commit_result(reply)
        if result.ok and not finished and sealing.due(match["version"]):
            self.seal_quietly(match_id, game)
        return result

    def seal(self, match_id: str, game: str) -> None:
        """Move the live match's older events and log entries into blocks (``sealing``): one
        read and one write, which writes nothing if another seal came first."""
        names = _seal_keys(match_id)
        found = self._sealable(keys=names, args=[sealing.BLOCK, sealing.KEEP])
        if not found:
            return  # finished, or gone
        event_blocks, stream, log_blocks, log = found
        events = sealing.whole_blocks(_events(stream), event_blocks)
        sealed_events = sealing.blocks_of(events, game)
        sealed_log = sealing.blocks_of([entries.unpack(entry) for entry in log], game)
        if not sealed_events and not sealed_log:
            return
        args = [
            sealing.BLOCK,
            event_blocks,
            len(sealed_events),
            *sealed_events,
            log_blocks,
            len(sealed_log),
            *sealed_log,
        ]
        self._write(self._seal, names, args)

    def seal_quietly(self, match_id: str, game: str) -> None:
        """``seal`` after a commit: a failure loses nothing (the next seal does it) and must
        not turn a committed action into an error."""
        try:
            self.seal(match_id, game)
        except STORE_FAULTS as failed:
            _log.warning("sealing match %s failed: %s", match_id, failed)

    def _write(self, script: Script, names: list[str], args: list[Any]) -> Any:
        """Run a writing script; with ``replication``, WAIT on the same connection until
        enough replicas hold what it wrote (``NotReplicated`` if they do not in time)."""
        if not self.replication.replicas:
            if not self.cluster:
                return evalsha(self.redis, script, names, args)
            return script(keys=names, args=args)
        with self._rediscovering():
            reply, replicas, wanted, node = self._write_and_wait(script, names, args)
        if replicas < wanted:
            self._attached.pop(id(node), None)  # a replica may have gone: look again
            raise NotReplicated(f"{replicas} of {wanted} replicas took the write in time")
        return reply

    def _write_and_wait(
        self, script: Script, names: list[str], args: list[Any]
    ) -> tuple[Any, int, int, redis.Redis]:
        """The script's reply, the replicas that confirmed it, those waited for, the node."""
        for _ in range(3):  # once more after NOSCRIPT, and after a slot moved
            node = self._node_of(names[0])
            wanted = self._replicas_to_wait(node)
            with node.pipeline(transaction=False) as pipe:
                pipe.evalsha(script.sha, len(names), *names, *args)
                pipe.wait(wanted, self.replication.timeout_ms)
                reply, replicas = pipe.execute(raise_on_error=False)
            if isinstance(reply, redis.exceptions.NoScriptError):  # it did not run
                node.script_load(script.script)
            elif isinstance(reply, redis.exceptions.MovedError):  # it did not run there
                self.redis.nodes_manager.initialize()  # type: ignore[attr-defined]
            else:
                break
        for answer in (reply, replicas):
            if isinstance(answer, Exception):
                raise answer
        return reply, int(replicas), wanted, node

    def _replicas_to_wait(self, node: redis.Redis) -> int:
        """The replicas asked for, or fewer if the master has fewer attached (ROLE, looked
        at again each ``ATTACHED_RECHECK`` seconds): a master whose replica took over from
        it, and that has no other yet, takes writes on its own word rather than refusing
        every one (one failure never loses an acknowledged write; a second before a replica
        attaches could)."""
        known = self._attached.get(id(node))
        now = time.monotonic()
        if known is None or now - known[1] > ATTACHED_RECHECK:
            role = node.execute_command("ROLE")
            known = (len(role[2]) if role[0] in (b"master", "master") else 0, now)
            self._attached[id(node)] = known
        return min(self.replication.replicas, known[0])

    @contextlib.contextmanager
    def _rediscovering(self) -> Iterator[None]:
        """On a cluster, a node that does not answer makes the client look up the slots
        again (a replica may have taken over), then the error goes on. redis-py does this
        for single commands, not for a transaction's pipeline nor for a node's own client:
        without it, a failed-over slot stays on its dead master for good."""
        try:
            yield
        except (redis.ConnectionError, redis.TimeoutError):
            if self.cluster:  # mid-failover, a slot has no master yet: the lookup fails too
                with contextlib.suppress(*STORE_FAULTS):
                    self.redis.nodes_manager.initialize()  # type: ignore[attr-defined]
            raise

    def _node_of(self, key: str) -> redis.Redis:
        """The client of the one Redis that holds ``key`` (on a cluster, its slot's master)."""
        if not self.cluster:
            return self.redis
        cluster: Any = self.redis
        return cluster.get_redis_connection(cluster.get_node_from_key(key))

    def bot_memory(self, match_id: str, seat: int) -> tuple[Any, int]:
        """The seat's bot memory and the id of the last event it holds; (None, 0): none."""
        found = self.redis.hget(keys.memory(match_id), str(seat))
        if found is None:
            return None, 0
        kept = codec.unpack(found)
        return kept["memory"], int(kept["after"])

    def keep_bot_memory(self, match_id: str, seat: int, after: int, memory: Any) -> bool:
        """Keep the seat's bot memory of the events up to ``after``, while the match runs
        (a bot's move keeps it in its commit: this is for a move that commits nothing)."""
        names = [keys.state(match_id), keys.memory(match_id)]
        args = _memory_args(BotMemory(seat, after, memory))
        return bool(self._keep_memory(keys=names, args=args))

    def wait_for_event(
        self,
        match_id: str,
        after: int,
        seconds: float,
        follower: Any = None,
        version: int | None = None,
    ) -> bool:
        """Block until the match's stream holds an event after ``after`` (an event id), or
        (given ``version``) a version after it was committed without events, or ``seconds``
        pass; whether one came. Reads Redis (XREAD BLOCK), so any API process can serve any
        waiter; the caller then reads the events as usual (``load``). With ``follower`` (the
        waiting client's socket), raises ``waits.FollowerGone`` as soon as it hangs up."""
        block_ms = max(1, int(seconds * 1000))
        stream = {keys.events(match_id): f"{after}-0"}
        if version is not None:
            stream[keys.versions(match_id)] = f"{version}-1"
        return self.wait_on_streams(stream, block_ms, follower)

    def wait_on_streams(self, stream: dict[str, str], block_ms: int, follower: Any = None) -> bool:
        """``XREAD BLOCK`` on ``stream`` (key -> the id after which an entry counts; keys of
        one slot), ending at once if the ``follower`` socket hangs up (``waits``): whether
        an entry came within ``block_ms``."""
        if follower is None:
            return bool(self.blocking.xread(stream, count=1, block=block_ms))
        if not self.cluster:
            return waits.xread_unless_gone(self.blocking, stream, block_ms, follower)
        node = self.blocking.get_node_from_key(next(iter(stream)))
        try:
            if node is not None:
                node_client = self.blocking.get_redis_connection(node)
                return waits.xread_unless_gone(node_client, stream, block_ms, follower)
        except (redis.exceptions.MovedError, redis.exceptions.AskError):
            pass  # the slot moved (a failover): the cluster client follows it, this once
        return bool(self.blocking.xread(stream, count=1, block=block_ms))

    def issue_ticket(self, match_id: str, seat: int | None, seconds: int) -> str:
        """A short-lived, single-use stand-in for a seat token (a browser's EventSource cannot
        send headers); stored hashed, like tokens. ``seat`` None: a spectator's."""
        ticket = secrets.token_urlsafe(24)
        value = "spectator" if seat is None else str(seat)
        self.redis.set(keys.ticket(match_id, codec.hash_token(ticket)), value, ex=seconds)
        return ticket

    def redeem_ticket(self, match_id: str, ticket: str) -> tuple[bool, int | None]:
        """Whether ``ticket`` was valid (it is used up now either way), and its seat."""
        found = self.redis.getdel(keys.ticket(match_id, codec.hash_token(ticket)))
        if found is None:
            return False, None
        return True, None if found == b"spectator" else int(found)

    def webhook(self, match_id: str) -> dict[bytes, bytes] | None:
        """The match's webhook record as stored (field -> value), or None."""
        return self.redis.hgetall(keys.webhook(match_id)) or None

    def update_webhook(self, match_id: str, fields: Mapping[str, str]) -> bool:
        """Write fields of the webhook record, if it still exists (never one without a TTL)."""
        pairs = [item for pair in fields.items() for item in pair]
        return bool(self._webhook_update(keys=[keys.webhook(match_id)], args=pairs))

    def lock_webhook(self, match_id: str, owner: str, milliseconds: int) -> bool:
        """Take the match's delivery lock; when another job holds it, leave it word that
        there is more to deliver (scripts.WEBHOOK_LOCK) and return False."""
        names = [keys.webhook_lock(match_id), keys.webhook(match_id)]
        return bool(self._webhook_lock(keys=names, args=[owner, milliseconds]))

    def unlock_webhook(self, match_id: str, owner: str, milliseconds: int) -> bool:
        """Let the lock go, or keep it (False) when word came meanwhile: look again."""
        names = [keys.webhook_lock(match_id), keys.webhook(match_id)]
        return bool(self._webhook_unlock(keys=names, args=[owner, milliseconds]))

    def free_webhook_lock(self, match_id: str, owner: str) -> bool:
        """Let the lock go if ``owner`` (a job whose worker died) still holds it."""
        return bool(self._webhook_free(keys=[keys.webhook_lock(match_id)], args=[owner]))

    def extend_webhook_lock(self, match_id: str, owner: str, milliseconds: int) -> bool:
        found = self._webhook_extend(keys=[keys.webhook_lock(match_id)], args=[owner, milliseconds])
        return bool(found)

    def action_log(self, match_id: str) -> list[dict[str, Any]]:
        """Every log entry of an active match, sealed blocks first, in order."""
        pipe = self.redis.pipeline(transaction=True)
        pipe.lrange(keys.log_blocks(match_id), 0, -1)
        pipe.lrange(keys.log(match_id), 0, -1)
        blocks, log = pipe.execute()
        return [*sealing.entries_in(blocks), *(entries.unpack(entry) for entry in log)]

    def all_events(self, match_id: str) -> list[dict[str, Any]]:
        """Every event of an active match, sealed blocks first, then its stream, in order."""
        pipe = self.redis.pipeline(transaction=True)
        pipe.lrange(keys.event_blocks(match_id), 0, -1)
        pipe.xrange(keys.events(match_id), min="-", max="+")
        blocks, stream = pipe.execute()
        return [*sealing.entries_in(blocks), *_events(stream)]

    def match_keys(self, match_id: str) -> list[str]:
        """Every key of the match that exists now (a SCAN, for tests and tooling)."""
        found = self.redis.scan_iter(match=keys.pattern(match_id), count=1000)
        return sorted(key.decode() for key in found)

    def memory_usage(self, match_id: str) -> dict[str, int]:
        """Bytes of Redis memory per key of the match (MEMORY USAGE, all samples)."""
        usage = {}
        for key in self.match_keys(match_id):
            usage[key] = int(self.redis.memory_usage(key, samples=0) or 0)
        return usage

    def _start_keys(self, match_id: str) -> list[str]:
        return [name(match_id) for name in (keys.state, keys.tokens, keys.events, keys.webhook)]

    def _commit_keys(self, match_id: str, idempotency: Idempotency | None) -> list[str]:
        names = [
            keys.state,
            keys.events,
            keys.log,
            keys.tokens,
            keys.webhook,
            keys.memory,
            keys.event_blocks,
            keys.log_blocks,
            keys.versions,
        ]
        found = [name(match_id) for name in names]
        if idempotency is not None:
            found.append(keys.idempotency(match_id, idempotency.key))
        return found


def _seal_keys(match_id: str) -> list[str]:
    names = (keys.state, keys.events, keys.event_blocks, keys.log, keys.log_blocks)
    return [name(match_id) for name in names]


def _events(stream: list[Any]) -> list[dict[str, Any]]:
    """The events of stream entries as XRANGE (or a script) returns them."""
    return [_entry(fields) for _, fields in stream]


def _entry(fields: dict[bytes, bytes] | list[bytes]) -> dict[str, Any]:
    """A stream entry's event. redis-py pairs an entry's fields into a dict, but not in a
    Cluster transaction's replies (a flat list there, as Redis sends it)."""
    if not isinstance(fields, dict):
        fields = dict(zip(fields[::2], fields[1::2], strict=True))
    return entries.unpack(fields[b"e"])


EVERY_EVENT = 100_000  # a bot's read of the events since its memory: all of them


def _event_id(stream_id: bytes | str) -> int:
    """The engine's event id of a stream entry's id ``n-0``."""
    text = stream_id.decode() if isinstance(stream_id, bytes) else stream_id
    return int(text.partition("-")[0])


def _memory_args(memory: BotMemory | None) -> list[str | bytes]:
    """The seat and the packed memory (``after`` kept with it), or nothing to keep."""
    if memory is None:
        return ["", b""]
    return [str(memory.seat), codec.pack({"after": memory.after, "memory": memory.memory})]


def _seat_list(seats: tuple[int, ...]) -> str:
    return " ".join(str(seat) for seat in seats)


def _seats(listed: bytes | str) -> tuple[int, ...]:
    text = listed.decode() if isinstance(listed, bytes) else listed
    return tuple(int(seat) for seat in text.split())


def _token_args(tokens: dict[str, int]) -> list[str | int]:
    return [item for token, seat in tokens.items() for item in (codec.hash_token(token), seat)]


def _event_args(events: list[dict[str, Any]], game: str) -> list[str | bytes]:
    """Stream ids and payloads: the engine's event id n becomes the stream id ``n-0``."""
    return [item for event in events for item in (f"{event['id']}-0", entries.pack(event, game))]


def _stored_match(state: dict[bytes, bytes]) -> StoredMatch:
    meta = codec.loads(state[b"meta"])
    version, status = int(state[b"version"]), state[b"status"].decode()
    players = _players(meta, state)
    if b"archive" in state:
        archive = archives.unpack(state[b"archive"])
        return StoredMatch(
            version,
            status,
            archive["match"],
            meta,
            archive["log"],
            archive.get("events"),
            archive.get("frozen"),
            players=players,
            rated=state[b"rated"].decode() if b"rated" in state else None,
        )
    still_open = _seats(state.get(b"open", b""))
    match = codec.loads(state[b"match"])
    return StoredMatch(version, status, match, meta, None, open_seats=still_open, players=players)


def _players(meta: dict[str, Any], state: dict[bytes, bytes]) -> dict[int, str]:
    """Each seat's player: named at creation (in the meta's seats) or by the claim that
    took it (a field ``player:<seat>`` of the state hash, written by the claim's script)."""
    seats = meta.get("seats") or []
    named = {n: seat["player"] for n, seat in enumerate(seats) if seat.get("player")}
    for name, value in state.items():
        if name.startswith(PLAYER_FIELD):
            named[int(name[len(PLAYER_FIELD) :])] = value.decode()
    return named


PLAYER_FIELD = b"player:"


def _commit_result(reply: list[Any]) -> CommitResult:
    status = reply[0].decode()
    if status == "conflict":
        return CommitResult(status, current_version=int(reply[1]))
    if status == "duplicate":
        return CommitResult(status, record=codec.unpack(reply[1]))
    return CommitResult(status, webhook=status == "ok" and bool(reply[1]))


CLAIM_REPLAY_SECONDS = 3600  # a claim's answer, its token included, is kept this long at most


@dataclass(frozen=True)
class Start:
    """What an open match becomes when it starts: its state and meta, its opening events."""

    match: dict[str, Any]
    meta: dict[str, Any]
    events: list[dict[str, Any]]

    def state_args(self) -> list[str]:
        return [codec.dumps(self.match), codec.dumps(self.meta)]

    def event_args(self) -> list[str | bytes]:
        return _event_args(self.events, self.match["game"])


@dataclass(frozen=True)
class Claim:
    """One claim of an open seat: ``seat`` (None: the lowest open one), the token it gets,
    and ``start``, what the match becomes if this claim takes its last open seat. With an
    Idempotency-Key, ``record_head`` is the kept answer's JSON up to its seat. ``player``
    is kept with the seat (``StoredMatch.players``)."""

    seat: int | None
    token: str
    start: Start
    idempotency_key: str | None = None
    record_head: str = ""
    player: str | None = None  # the app's id of the player who takes the seat


@dataclass(frozen=True)
class ClaimResult:
    """``status``: claimed | started (this claim took the last seat) | duplicate (``record``,
    the first answer under the key) | missing | not_open | taken (the seat asked for is
    not open: ``open_seats`` are)."""

    status: str
    seat: int | None = None
    open_seats: tuple[int, ...] = ()
    record: dict[str, Any] | None = None
