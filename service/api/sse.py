"""Server-Sent Events framing shared by the match streams (``following``) and the player
streams (``player_following``): who follows, and one message as it goes on the wire."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from service.engine.words import DEFAULT_LOCALE

RETRY_MS = 1000  # what an EventSource waits before it reconnects


@dataclass(frozen=True)
class Follower:
    """Who follows: its socket (watched while it waits: a hang-up ends the stream at once;
    None: noticed when a write fails), what it does before each wait (renew its
    leases) and the language of its words (chosen when the stream opened)."""

    socket: Any = None
    before_wait: Callable[[], None] = field(default=lambda: None)
    locale: str = DEFAULT_LOCALE


def message(
    data: dict[str, Any], *, event: str | None = None, event_id: int | str | None = None
) -> str:
    """One SSE message: ``event:`` (absent: a match event), ``id:``, one ``data:`` line."""
    lines = [f"event: {event}"] if event else []
    lines += [f"id: {event_id}"] if event_id is not None else []
    lines.append("data: " + json.dumps(data, separators=(",", ":"), ensure_ascii=False))
    return "\n".join(lines) + "\n\n"
