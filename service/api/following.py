"""Following a match as it happens: the Server-Sent Events of ``GET .../events/stream``.

A stream sends exactly the events ``GET .../events`` gives the caller (same redaction, same
ids as SSE ``id:``), oldest first from its cursor; then, after the events of each new
version, a ``state`` message that says whether the caller must act (its open decision, its
deadline and its legal actions), so that a bot needs nothing else; a heartbeat comment while
nothing happens; and, once the match is over, an ``end`` message, after which it closes.

Every wait is an ``XREAD BLOCK`` on the match's Redis stream and every read an ordinary
load: nothing is queued in the process, so any API process serves any follower, and a
follower that reconnects with its last event id (``Last-Event-ID``) loses nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from service.engine import match as engine
from service.engine.words import DEFAULT_LOCALE
from service.store import STORE_FAULTS, Store
from service.store.waits import FollowerGone

from . import play
from .errors import redis_fault
from .sse import RETRY_MS, Follower, message

PAGE = 500  # events per read while catching up
RECHECK_EVERY = 8  # heartbeats of quiet after which a stream reads its match again


def state(loaded: play.Seated) -> dict[str, Any]:
    """Where the match stands for the caller: the version, every open decision, the one the
    caller holds (``yours``, None if none) and the actions it may take (as GET .../actions).
    An open match (seats still to claim) has no decision yet."""
    waiting = loaded.stored.status == "open"
    decisions = [] if waiting else engine.told_decisions(loaded.match, loaded.locale)
    yours = next(
        (d for d in decisions if loaded.seat is not None and d["seat"] == loaded.seat), None
    )
    return {
        **play.actions_for(loaded),
        "status": "open" if waiting else "active",
        "decisions": decisions,
        "yours": yours,
    }


def ending(loaded: play.Seated) -> dict[str, Any]:
    view = play.view_for(loaded)
    return {
        "game": view["game"],
        "version": view["version"],
        "status": "finished",
        "outcome": view["outcome"],
    }


def read(
    store: Store, match_id: str, seat: int | None, after: int, locale: str = DEFAULT_LOCALE
) -> tuple[Any, dict[str, Any]]:
    """The match as the caller's seat sees it, and its page of events after ``after``; a
    match gone meanwhile (its TTL passed) is ``(None, {})``."""
    snapshot = store.load(match_id, events_after=after, events_limit=PAGE + 1)
    if snapshot.stored is None:
        return None, {}
    match = engine.Match.from_json(snapshot.stored.match)
    loaded = play.Seated(snapshot.stored, match, seat, locale)
    return loaded, play.page_of_events(loaded, snapshot, after, PAGE)


def follow(
    store: Store,
    match_id: str,
    seat: int | None,
    after: int,
    heartbeat: float,
    follower: Follower | None = None,
) -> Iterator[str]:
    """The messages of one stream, from the cursor ``after`` (an event id) to the end (or
    to the follower's hang-up)."""
    yield f"retry: {RETRY_MS}\n\n"
    try:
        yield from _follow(store, match_id, seat, after, heartbeat, follower or Follower())
    except FollowerGone:
        return
    except STORE_FAULTS as error:
        code, text = redis_fault(error)  # as the API would answer it
        yield message({"code": code, "message": f"{text}: reconnect"}, event="error")


def _follow(
    store: Store,
    match_id: str,
    seat: int | None,
    cursor: int,
    heartbeat: float,
    follower: Follower,
) -> Iterator[str]:
    shown = None  # the version (and status: an open match starts at version 0) sent last
    while True:
        loaded, page = read(store, match_id, seat, cursor, follower.locale)
        if loaded is None:
            yield message({"code": "unknown_match", "message": "the match is gone"}, event="error")
            return
        for event in page["events"]:
            yield message(event, event_id=event["id"])
        cursor = page["next_after"]
        if page["has_more"]:
            continue
        if loaded.stored.archived:
            yield message(ending(loaded), event="end")
            return
        if (loaded.match.version, loaded.stored.status) != shown:
            shown = (loaded.match.version, loaded.stored.status)
            yield message(state(loaded), event="state")
        yield from _quiet(store, match_id, (cursor, loaded.match.version), heartbeat, follower)


def _quiet(
    store: Store, match_id: str, seen: tuple[int, int], heartbeat: float, follower: Follower
) -> Iterator[str]:
    """Heartbeats until an event follows the cursor, or a version follows the one ``seen``
    (a step that adds no event), or until it is time to look again at the match (it may
    have expired): an idle stream costs a blocked read, not a load."""
    cursor, version = seen
    for _ in range(RECHECK_EVERY):
        follower.before_wait()
        if store.wait_for_event(match_id, cursor, heartbeat, follower.socket, version):
            return
        yield ": heartbeat\n\n"
