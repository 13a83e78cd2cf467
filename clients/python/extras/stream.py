"""Follow a match as it happens: the Server-Sent Events of ``GET /v1/matches/{id}/events/stream``.

Hand-written (``clients/python/extras/stream.py``), copied into the generated package by
``clients/generate``: the generator writes no streaming code. It needs nothing beyond the
SDK's own ``httpx``.

    for message in follow(client, match_id):
        if message.kind == "state" and message.state.yours is not None:
            ...  # this seat must act: message.state.actions lists what it may do
        elif message.kind == "event":
            ...  # message.data: the event, exactly as list_events gives it
        elif message.kind == "end":
            break  # message.data: {"version", "status": "finished", "outcome"}

A dropped connection is resumed from the last event id (``Last-Event-ID``), so no event is
lost or repeated; ``follow`` returns after the ``end`` message.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx

from .client import AuthenticatedClient, Client
from .models.stream_state import StreamState

RECONNECT_DELAYS = (0.5, 1.0, 2.0, 5.0)  # seconds before each try, the last one repeated
READ_TIMEOUT = 60.0  # the server sends a heartbeat at least every 15 s


@dataclass(frozen=True)
class Message:
    """One message of the stream. ``kind``: ``event`` (a match event, ``id`` set),
    ``state`` (after each version: ``state`` typed), ``end`` (the match is over) or
    ``error`` (the server is closing the stream: ``follow`` reconnects)."""

    kind: str
    data: dict[str, Any]
    id: int | None = None

    @property
    def state(self) -> StreamState:
        """The ``state`` message as the SDK's typed model."""
        return StreamState.from_dict(self.data)


class StreamRefused(Exception):
    """The server refused to open the stream (a 4xx: a bad token, no such match)."""

    def __init__(self, status: int, body: dict[str, Any]) -> None:
        super().__init__(f"{status} {body.get('code')}: {body.get('message')}")
        self.status, self.body = status, body


def follow(
    client: Client | AuthenticatedClient, match_id: str, *, after: int = 0, retries: int = 20
) -> Iterator[Message]:
    """The stream's messages from event id ``after`` on, until ``end``; up to ``retries``
    reconnections in a row (each after a pause) ride out a dropped connection."""
    cursor, failures = after, 0
    while True:
        try:
            for message in _one_connection(client, match_id, cursor):
                failures = 0
                if message.id is not None:
                    cursor = message.id
                if message.kind != "error":
                    yield message
                if message.kind == "end":
                    return
        except httpx.TransportError:
            pass  # dropped: resume from the cursor
        failures += 1
        if failures > retries:
            raise ConnectionError(f"the stream of {match_id} dropped {failures} times in a row")
        time.sleep(RECONNECT_DELAYS[min(failures, len(RECONNECT_DELAYS)) - 1])


def _one_connection(
    client: Client | AuthenticatedClient, match_id: str, cursor: int
) -> Iterator[Message]:
    headers = {"Accept": "text/event-stream", "Last-Event-ID": str(cursor)}
    timeout = httpx.Timeout(30.0, read=READ_TIMEOUT)
    url = f"/v1/matches/{match_id}/events/stream"
    with client.get_httpx_client().stream("GET", url, headers=headers, timeout=timeout) as answer:
        if answer.status_code != 200:
            answer.read()
            raise StreamRefused(answer.status_code, answer.json())
        yield from parse(answer.iter_lines())


def parse(lines: Iterator[str]) -> Iterator[Message]:
    """SSE framing: fields up to a blank line make a message; comments are skipped."""
    name, data, event_id = None, [], None
    for line in lines:
        if not line:
            if data:
                kind = "event" if name is None else name
                yield Message(kind, json.loads("\n".join(data)), event_id)
            name, data, event_id = None, [], None
            continue
        field, _, value = line.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if field == "event":
            name = value
        elif field == "data":
            data.append(value)
        elif field == "id" and value.isdigit():
            event_id = int(value)
