"""A bot's move touches its match in two Redis round trips (issue 39): one read (the match,
the seat's bot memory and the events since it, in one MULTI) and one write (the commit,
which keeps the memory). The job runs in process on the test Redis, its store's clients on
real connections that note every request they send: one send is one round trip."""

from __future__ import annotations

import os
import time
from typing import Any

import pytest
import redis

from service.engine import match as engine
from service.engine.match import Match
from service.store import Store, sealing
from workers import jobs

CONNECTING = (b"HELLO", b"CLIENT", b"AUTH", b"SELECT", b"READONLY")


class CountingConnection(redis.Connection):
    """A real connection that keeps what it sends, one entry a round trip (a pipeline, a
    MULTI block or a command)."""

    sent: list[bytes] = []

    def send_packed_command(self, command: Any, check_health: bool = True) -> None:
        chunks = [command] if isinstance(command, bytes | bytearray | memoryview) else command
        CountingConnection.sent.append(b"".join(bytes(chunk) for chunk in chunks))
        super().send_packed_command(command, check_health)


def round_trips() -> list[bytes]:
    """What was sent since the last look, but connections being set up."""
    sent = [each for each in CountingConnection.sent if _command(each) not in CONNECTING]
    CountingConnection.sent.clear()
    return sent


def _command(sent: bytes) -> bytes:
    """The first command's name in a RESP request (``*n\\r\\n$len\\r\\nNAME\\r\\n``)."""
    return sent.split(b"\r\n", 3)[2].upper()


@pytest.fixture
def counted(redis_url: str, redis_client: redis.Redis, monkeypatch: pytest.MonkeyPatch) -> Store:
    """The jobs' store on counting connections (both its state and its queue clients)."""
    monkeypatch.setenv("REDIS_URL", redis_url)
    monkeypatch.setenv("CROUPIER_BOT_THINK_SCALE", "0")
    store = Store.from_env(os.environ, connection_class=CountingConnection)
    key = tuple(os.environ.get(name, "") for name in jobs.STORE_ENVIRONMENT)
    monkeypatch.setattr(jobs, "_STORES", {key: store})
    return store


def _bot_work(match: Match) -> str | None:
    if engine.due(match, time.time()):
        return None
    seats = [d.seat for d in engine.bot_decisions(match) if d.seat is not None]
    return f"bot:{seats[0]}" if seats else None


def test_a_bot_move_reads_and_writes_its_match_in_one_round_trip_each(client, counted: Store):
    seats = [{"type": "bot", "strategy": "heuristic"}] * 4
    body = {"game": "bad-trevor", "seats": seats, "seed": 5}
    match_id = client.post("/v1/matches", json=body).json["id"]
    tag = f"m:{{{match_id}}}:".encode()
    counted_moves = 0
    for step in range(40):
        match = Match.from_json(counted.load(match_id).stored.match)
        work = _bot_work(match)
        round_trips()  # the look above is the test's own
        if work is None:  # a system job: not what is counted here
            jobs.step(match_id, match.version, "system")
            continue
        result = jobs.step(match_id, match.version, work)
        sent = round_trips()
        if step == 0 or sealing.due(match.version + 1):
            continue  # the first may load the scripts; a seal follows every 32nd commit
        mine = [each for each in sent if tag in each]
        assert result.startswith("committed"), result
        assert len(mine) == 2, [each[:120] for each in mine]
        read, write = mine
        assert _command(read) == b"MULTI" and tag + b"memory" in read
        assert _command(write) == b"EVALSHA" and tag + b"state" in write
        counted_moves += 1
        print(f"{work} at version {match.version}: {len(sent)} round trips in all")
    assert counted_moves >= 20
    seat_memories = counted.redis.hlen(f"m:{{{match_id}}}:memory")
    assert seat_memories == 4  # each seat's memory was kept, by its commits
