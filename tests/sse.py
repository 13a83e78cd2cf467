"""A small Server-Sent Events reader for tests: messages as they arrive on a real socket."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import requests

READ_TIMEOUT = 120.0  # seconds without a byte (heartbeats come far more often)


@dataclass
class Message:
    event: str  # "message" for a match event, else "state", "end", "error"; "comment"
    data: Any
    id: int | str | None = None  # a match event's id, or a player note's (``<ms>-<n>``)


def parse(lines: Iterator[str]) -> Iterator[Message]:
    """SSE framing: fields until a blank line; a comment line is a message of its own here."""
    event, data, last_id = "message", [], None
    for line in lines:
        if line == "":
            if data:
                yield Message(event, json.loads("\n".join(data)), last_id)
            event, data, last_id = "message", [], None
        elif line.startswith(":"):
            yield Message("comment", line[1:].strip())
        else:
            name, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if name == "event":
                event = value
            elif name == "data":
                data.append(value)
            elif name == "id":
                last_id = int(value) if value.isdigit() else value


class Stream:
    """One open stream; iterate it for messages; ``close`` ends it."""

    def __init__(self, url: str, headers: dict[str, str] | None = None) -> None:
        self.response = requests.get(
            url, headers=headers or {}, stream=True, timeout=(30, READ_TIMEOUT)
        )
        self.status = self.response.status_code
        self._messages = parse(self._lines()) if self.status == 200 else iter(())

    def _lines(self) -> Iterator[str]:
        buffer = ""
        for chunk in self.response.iter_content(chunk_size=None, decode_unicode=True):
            buffer += chunk
            *lines, buffer = buffer.split("\n")
            yield from (line.rstrip("\r") for line in lines)

    def __iter__(self) -> Iterator[Message]:
        return self._messages

    def next(self, event: str | None = None, skip_comments: bool = True) -> Message:
        """The next message (of kind ``event`` if given, skipping others)."""
        for message in self._messages:
            if skip_comments and message.event == "comment" and event != "comment":
                continue
            if event is None or message.event == event:
                return message
        raise AssertionError("the stream closed")

    def until(self, event: str) -> list[Message]:
        """Every message up to and including the next one of kind ``event``."""
        seen = []
        for message in self._messages:
            seen.append(message)
            if message.event == event:
                return seen
        raise AssertionError(f"the stream closed before {event!r}: {seen[-3:]}")

    def close(self) -> None:
        self.response.close()

    def __enter__(self) -> Stream:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
