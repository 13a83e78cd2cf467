"""How many followers may wait at once: caps on event streams (and long polls), so that one
client cannot hold every connection a process or Redis has (issue 32).

- **Per client** (shared by every API process, in Redis): concurrent streams per client
  address (``STREAMS_PER_ADDRESS``), per seat (``STREAMS_PER_SEAT``: its token's and its
  tickets' streams) and per app (``STREAMS_PER_APP``: the seat streams of the matches an app
  created), and per player (``STREAMS_PER_PLAYER``: an app's player's own streams, ``GET
  /v1/players/{id}/events/stream``, which count against the address too, not the app). A
  stream over one answers 429 ``too_many_streams`` with ``Retry-After`` and ``details.key``
  (``address``, ``seat``, ``app`` or ``player``). Each open stream holds a lease in a
  sorted set per identity, scored by when it lapses; the stream renews it while it waits and
  removes it when it ends, and a process that dies leaves leases that lapse within
  ``LEASE_HEARTBEATS`` heartbeats. 0 turns a cap off.
- **Per process** (``REDIS_WAITERS``): the streams and waiting long polls one API process
  holds, each on a Redis connection of the waiters' pool, whose size it is. One stream more
  answers 503 ``streams_at_capacity`` at once (never a wait for a connection); a long poll
  beyond it answers its page without waiting.
"""

from __future__ import annotations

import contextlib
import hashlib
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from flask import Flask, current_app, request

from service import metrics
from service.store import STORE_FAULTS

from . import deps
from .errors import ApiError

DEFAULTS: dict[str, Any] = {
    "STREAMS_PER_ADDRESS": 200,  # a bot host following its matches; 0: no cap
    "STREAMS_PER_SEAT": 8,  # a person's tabs and devices
    "STREAMS_PER_APP": 5000,  # seat streams of one app's matches, across every address
    "STREAMS_PER_PLAYER": 8,  # streams of one app's player (GET /v1/players/{id}/events/stream)
}
CAPS = {
    "address": "STREAMS_PER_ADDRESS",
    "seat": "STREAMS_PER_SEAT",
    "app": "STREAMS_PER_APP",
    "player": "STREAMS_PER_PLAYER",
}
PREFIX = "croupier:sl"
LEASE_HEARTBEATS = 3  # a lease lapses this many heartbeats (and 5 s) after its last renewal
RETRY_AFTER = 10  # seconds a refused follower is told to wait
PROCESS_EXTENSION = "croupier.waiters"


@dataclass(frozen=True)
class Identity:
    """Who a stream counts against: a cap's name and the identity it counts."""

    cap: str
    who: str

    @property
    def key(self) -> str:
        digest = hashlib.sha256(self.who.encode()).hexdigest()[:32]
        return f"{PREFIX}:{{{self.cap}/{digest}}}"  # one slot per identity on a cluster


def identities(seat: int | None, match_id: str, app: str | None) -> list[Identity]:
    """The caps a stream of ``seat`` (None: a spectator) in an ``app``'s match counts
    against, those configured to a positive number only."""
    found = [Identity("address", request.remote_addr or "unknown")]
    if seat is not None:
        found.append(Identity("seat", f"{match_id}/{seat}"))
        if app is not None:
            found.append(Identity("app", app))
    return [identity for identity in found if cap_of(identity) > 0]


def player_identities(app: str, player: str) -> list[Identity]:
    """The caps a player's stream counts against: its address's and its player's."""
    found = [
        Identity("address", request.remote_addr or "unknown"),
        Identity("player", f"{app}/{player}"),
    ]
    return [identity for identity in found if cap_of(identity) > 0]


class Leases:
    """One stream's leases: taken (or refused, 429) when it opens, renewed while it waits,
    dropped when it ends."""

    def __init__(self, held: list[Identity], heartbeat: float) -> None:
        self.held, self.member = held, uuid.uuid4().hex
        self.lasting = LEASE_HEARTBEATS * heartbeat + 5
        self.renewed = 0.0
        self.store = deps.store().waiting  # a stream's every command on the waiters' pool

    def take(self) -> None:
        if not self.held:
            return
        now = time.time()
        for group in self._groups():
            caps = [cap_of(identity) for identity in group]
            full = self.store.leases.take(_keys(group), now, now + self.lasting, self.member, caps)
            if full:
                self.drop()  # what earlier groups took, on a cluster
                refuse(group[int(full) - 1])
        self.renewed = now

    def renew(self) -> None:
        """Renew, at most once a third of a lease's life (not at every event)."""
        now = time.time()
        if self.held and now - self.renewed > self.lasting / 3:
            for group in self._groups():
                self.store.leases.renew(_keys(group), now + self.lasting, self.member)
            self.renewed = now

    def drop(self) -> None:
        for identity in self.held:
            self.store.leases.drop(identity.key, self.member)

    def _groups(self) -> list[list[Identity]]:
        """Every lease in one script on one Redis; one per identity on a cluster."""
        return [[i] for i in self.held] if self.store.cluster else [self.held]


def _keys(group: list[Identity]) -> list[str]:
    return [identity.key for identity in group]


def cap_of(identity: Identity) -> int:
    return int(current_app.config[CAPS[identity.cap]])


def refuse(identity: Identity) -> None:
    cap = cap_of(identity)
    raise ApiError(
        429,
        "too_many_streams",
        f"this {identity.cap} already holds {cap} open streams: close one, or retry later",
        headers={"Retry-After": str(RETRY_AFTER)},
        key=identity.cap,
        limit=cap,
        retry_after=RETRY_AFTER,
    )


class ProcessWaiters:
    """The followers one process holds at once, at most ``size`` (its waiters' pool)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._free = threading.BoundedSemaphore(size)

    def try_hold(self) -> bool:
        return self._free.acquire(blocking=False)

    def release(self) -> None:
        self._free.release()


def waiters() -> ProcessWaiters:
    return current_app.extensions[PROCESS_EXTENSION]


@contextmanager
def waiting_place(wanted: bool = True) -> Iterator[bool]:
    """A place among the process's waiters, if ``wanted`` and one is free (whether it
    was)."""
    held = wanted and waiters().try_hold()
    try:
        yield held
    finally:
        if held:
            waiters().release()


def stream_place() -> ProcessWaiters:
    """A place for a stream, or 503 ``streams_at_capacity``; the caller releases it."""
    place = waiters()
    if not place.try_hold():
        raise ApiError(
            503,
            "streams_at_capacity",
            f"this server holds all the streams it can ({place.size}): retry later",
            headers={"Retry-After": str(RETRY_AFTER)},
            retry_after=RETRY_AFTER,
        )
    return place


class Held:
    """What an open stream holds: its place in the process and its leases, given back
    once (when its response closes)."""

    def __init__(self, place: ProcessWaiters) -> None:
        self.place: ProcessWaiters | None = place
        self.leases: Leases | None = None

    def release(self) -> None:
        place, leases, self.place, self.leases = self.place, self.leases, None, None
        if place is not None:
            place.release()
        if leases is not None:
            with contextlib.suppress(*STORE_FAULTS):  # they lapse on their own
                leases.drop()


def hold(held: list[Identity], heartbeat: float) -> tuple[Held, Leases]:
    """A new stream's place in the process (else 503) and its leases (else 429), both
    given back if either is refused; its leases (renewed while it waits) with them."""
    found, leases = Held(stream_place()), Leases(held, heartbeat)
    found.leases = leases
    try:
        leases.take()
    except BaseException:
        found.release()
        raise
    return found, leases


def counted(messages: Iterator[str]) -> Iterator[str]:
    """The stream's messages, counted among the open streams while it is being sent."""
    metrics.STREAMS.inc()
    try:
        yield from messages
    finally:
        metrics.STREAMS.dec()


def follower_socket() -> Any:
    """The client's socket, under gunicorn or werkzeug's server (None under others)."""
    environ = request.environ
    return environ.get("gunicorn.socket") or environ.get("werkzeug.socket")


def register(app: Flask) -> None:
    """The process's waiters, as many as its waiters' pool has connections."""
    for setting in CAPS.values():
        if int(app.config[setting]) < 0:
            raise ValueError(f"CROUPIER_{setting} must be 0 (no cap) or more")
    if int(app.config["REDIS_WAITERS"]) < 1:
        raise ValueError("CROUPIER_REDIS_WAITERS must be 1 or more")
    app.extensions[PROCESS_EXTENSION] = ProcessWaiters(int(app.config["REDIS_WAITERS"]))
