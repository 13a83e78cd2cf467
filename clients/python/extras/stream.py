"""Follow a match as it happens: the Server-Sent Events of ``GET /v1/matches/{id}/events/stream``.

Hand-written (``clients/python/extras/stream.py``), copied into the generated package by
``clients/generate``: the generator writes no streaming code. It needs nothing beyond the
SDK's own ``httpx``.

    for message in follow(client, match_id):
        if message.kind == "state" and message.state.yours is not None:
            ...  # this seat must act: message.state.actions lists what it may do
        elif message.kind == "event":
            ...  # message.event: the event, as list_events types it (BadTrevorLaidEvent...)
        elif message.kind == "end":
            break  # message.end: the game's StreamEnd, its outcome typed

Every message is typed as its game's models (``state``: ``BadTrevorStreamState``...; the game
is the match's, read once when ``follow`` is not told it); ``data`` keeps the plain JSON.
A dropped connection is resumed from the last event id (``Last-Event-ID``), so no event is
lost or repeated; ``follow`` returns after the ``end`` message.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

import httpx

from . import models
from .client import AuthenticatedClient, Client
from .events import Event
from .models import (
    BadassForceStreamEnd,
    BadassForceStreamState,
    BadTrevorStreamEnd,
    BadTrevorStreamState,
    PracticalGuideToEvilStreamEnd,
    PracticalGuideToEvilStreamState,
    RevengeOfTheBMovieStreamEnd,
    RevengeOfTheBMovieStreamState,
    VillainousBiggerAndBadderStreamEnd,
    VillainousBiggerAndBadderStreamState,
)

StreamState = (
    BadTrevorStreamState
    | BadassForceStreamState
    | PracticalGuideToEvilStreamState
    | RevengeOfTheBMovieStreamState
    | VillainousBiggerAndBadderStreamState
)
StreamEnd = (
    BadTrevorStreamEnd
    | BadassForceStreamEnd
    | PracticalGuideToEvilStreamEnd
    | RevengeOfTheBMovieStreamEnd
    | VillainousBiggerAndBadderStreamEnd
)

RECONNECT_DELAYS = (0.5, 1.0, 2.0, 5.0)  # seconds before each try, the last one repeated
READ_TIMEOUT = 60.0  # the server sends a heartbeat at least every 15 s


@dataclass(frozen=True)
class Message:
    """One message of the stream. ``kind``: ``event`` (a match event, ``id`` set),
    ``state`` (after each version), ``end`` (the match is over) or ``error`` (the server is
    closing the stream: ``follow`` reconnects). ``game``: the match's game, which types it."""

    kind: str
    data: dict[str, Any]
    id: int | None = None
    game: str | None = None

    @property
    def state(self) -> StreamState:
        """A ``state`` message as its game's typed model (``BadTrevorStreamState``...)."""
        return typed(self.data["game"], "StreamState").from_dict(self.data)

    @property
    def end(self) -> StreamEnd:
        """An ``end`` message as its game's typed model, the outcome typed."""
        return typed(self.data["game"], "StreamEnd").from_dict(self.data)

    @property
    def event(self) -> Event:
        """An ``event`` message as its game's event model, as list_events gives it
        (``BadTrevorLaidEvent``...): dispatch on ``isinstance``."""
        if self.game is None:
            raise ValueError("an event is typed by its game: follow(..., game=...)")
        return typed(self.game, words(self.data["type"]) + "Event").from_dict(self.data)


def words(name: str) -> str:
    """``bad-trevor`` -> ``BadTrevor``; ``hand_off`` -> ``HandOff``: as the models are named."""
    return "".join(word.capitalize() for word in name.replace("-", "_").split("_"))


def typed(game: str, shape: str) -> Any:
    """The SDK's model of ``shape`` in ``game``: ``bad-trevor``, ``StreamState`` ->
    ``BadTrevorStreamState``."""
    return getattr(models, words(game) + shape)


class StreamRefused(Exception):
    """The server refused to open the stream (a 4xx: a bad token, no such match)."""

    def __init__(self, status: int, body: dict[str, Any]) -> None:
        super().__init__(f"{status} {body.get('code')}: {body.get('message')}")
        self.status, self.body = status, body


def follow(
    client: Client | AuthenticatedClient,
    match_id: str,
    *,
    after: int = 0,
    retries: int = 20,
    game: str | None = None,
) -> Iterator[Message]:
    """The stream's messages from event id ``after`` on, until ``end``; up to ``retries``
    reconnections in a row (each after a pause) ride out a dropped connection. ``game``
    (the match's, read with one GET when not given) types every message."""
    game = game or game_of(client, match_id)
    cursor, failures = after, 0
    while True:
        try:
            for message in _one_connection(client, match_id, cursor):
                failures = 0
                if message.id is not None:
                    cursor = message.id
                if message.kind != "error":
                    yield replace(message, game=game)
                if message.kind == "end":
                    return
        except httpx.TransportError:
            pass  # dropped: resume from the cursor
        failures += 1
        if failures > retries:
            raise ConnectionError(f"the stream of {match_id} dropped {failures} times in a row")
        time.sleep(RECONNECT_DELAYS[min(failures, len(RECONNECT_DELAYS)) - 1])


def game_of(client: Client | AuthenticatedClient, match_id: str) -> str:
    """The match's game, from its view."""
    answer = client.get_httpx_client().get(f"/v1/matches/{match_id}")
    if answer.status_code != 200:
        raise StreamRefused(answer.status_code, answer.json())
    return str(answer.json()["game"])


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
    name: str | None = None
    data: list[str] = []
    event_id: int | None = None
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
