"""Following a player: the Server-Sent Events of ``GET /v1/players/{player}/events/stream``.

Each message is one note of the player's Redis stream (``service.player_events``): its
``event:`` the note's kind (``matched``, ``ticket_ended``, ``your_move``,
``match_finished``), its ``id:`` the note's stream id (``<ms>-<n>``), its data the note as
JSON. Like a match's stream: a
``retry:`` line first, a heartbeat comment after ``STREAM_HEARTBEAT`` seconds of quiet,
``event: error`` before a close the server did not plan (reconnect with the last id), and
every wait an ``XREAD BLOCK`` on the player's key, watched with the follower's socket
(``waits``), so any API process serves any follower and a reconnect loses nothing kept.
The stream never ends on its own: a player has no last match.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from flask import request

from service.store import STORE_FAULTS, Store, keys
from service.store.waits import FollowerGone

from .errors import ApiError, redis_fault
from .schemas import NOTE_ID_PATTERN
from .sse import RETRY_MS, Follower, message

PAGE = 200  # notes per read while catching up
_NOTE_ID = re.compile(NOTE_ID_PATTERN)


def cursor(query: dict[str, Any]) -> str | None:
    """Where the stream starts: after ``Last-Event-ID`` when sent, else ``after``; None
    for new notes only."""
    header = (request.headers.get("Last-Event-ID") or "").strip()
    if not header:
        return query.get("after")
    if not _NOTE_ID.fullmatch(header):
        raise ApiError(
            422,
            "invalid_request",
            "Last-Event-ID must be a note's id, e.g. 1733560000000-0",
            fields={"headers": {"Last-Event-ID": ["Not a note id."]}},
        )
    return header


def starting_after(store: Store, app: str, player: str, query: dict[str, Any]) -> str:
    """The note id the stream starts after: the cursor sent, else the player's newest note
    now, read before the response begins (a note written once the request is answered is
    never missed)."""
    return cursor(query) or store.players.last_note_id(app, player)


def follow(
    store: Store, app: str, player: str, after: str, heartbeat: float, follower: Follower
) -> Iterator[str]:
    """The messages of one player's stream from the note id ``after``, until the follower
    hangs up (or Redis fails: an ``error`` message, then the end)."""
    yield f"retry: {RETRY_MS}\n\n"
    try:
        yield from _follow(store, app, player, after, heartbeat, follower)
    except FollowerGone:
        return
    except STORE_FAULTS as error:
        code, text = redis_fault(error)
        yield message({"code": code, "message": f"{text}: reconnect"}, event="error")


def _follow(
    store: Store, app: str, player: str, after: str, heartbeat: float, follower: Follower
) -> Iterator[str]:
    key = keys.player_events(app, player)
    block_ms = max(1, int(heartbeat * 1000))
    while True:
        notes = store.players.notes_after(app, player, after, PAGE)
        for ident, kind, fields in notes:
            yield message(fields, event=kind, event_id=ident)
            after = ident
        if len(notes) == PAGE:
            continue
        follower.before_wait()
        if not store.wait_on_streams({key: after}, block_ms, follower.socket):
            yield ": heartbeat\n\n"
