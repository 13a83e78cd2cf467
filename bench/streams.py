"""Push figures (issue 11): fan-out latency of the SSE streams, and how many open streams one
machine holds while the action API keeps its throughput.

    .venv/bin/python -m bench.streams fanout [--subscribers 10 200 1000] [--seconds 10]
    .venv/bin/python -m bench.streams capacity [--streams 2000] [--seconds 10] [--rounds 3]

fanout: N subscribers spread over N/5 Bad Trevor matches (each seat's stream and a
spectator's), then a driver submits actions at --rate over all matches; latency is from the
moment the driver sends the POST to the moment each subscriber reads the first event of that
version (an upper bound of commit -> delivery: it includes the POST's own handling). Goal:
p99 <= 50 ms at 200 subscribers.

capacity: closed-loop POST action throughput (bench.http_actions' load) with no stream, then
with --streams idle streams open on other matches. Goal: >= 2,000 streams with throughput
within 10% of the figure without them.

Both run `croupier serve`'s gunicorn (gevent workers) on an embedded redis-server with AOF on.
Subscribers are asyncio sockets speaking HTTP/1.0 (the server streams until it closes).
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import contextlib
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

from bench.http_actions import Connection, action_load, request, scripted_match, start_gunicorn
from service.cli import free_port, start_embedded_redis

ROOT = Path(__file__).resolve().parents[1]
APP = "service.api:create_app()"
SEATS = 4


class Subscriber:
    """One stream; records when the first event of each version arrived."""

    def __init__(self, match_id: str, token: str | None, arrivals: dict) -> None:
        self.match_id, self.token, self.arrivals = match_id, token, arrivals
        self.ready = asyncio.Event()
        self.failed = False  # the stream closed before its first state message

    async def run(self, port: int) -> None:
        reader, writer = await asyncio.open_connection("127.0.0.1", port, limit=1 << 20)
        auth = f"Authorization: Bearer {self.token}\r\n" if self.token else ""
        writer.write(
            f"GET /v1/matches/{self.match_id}/events/stream HTTP/1.0\r\n"
            f"Host: 127.0.0.1\r\n{auth}\r\n".encode()
        )
        await writer.drain()
        seen: set[int] = set()
        while line := await reader.readline():
            if line.startswith(b"event: state"):
                self.ready.set()
            elif line.startswith(b'data: {"id"'):
                version = json.loads(line[6:])["version"]
                if version not in seen:
                    seen.add(version)
                    self.arrivals[(self.match_id, version)].append(time.perf_counter())
        self.failed = not self.ready.is_set()
        self.ready.set()
        writer.close()


def create_match(port: int, seed: int) -> tuple[str, list[str]]:
    connection = Connection("127.0.0.1", port)
    body = {"game": "bad-trevor", "seats": [{"type": "human"}] * SEATS, "seed": seed}
    status, data, _ = request(connection, "POST", "/v1/matches", body)
    assert status == 201, data
    created = json.loads(data)
    return created["id"], [seat["token"] for seat in created["seats"]]


class Loop:
    """An asyncio loop in a thread of its own, holding the subscribers' sockets.

    It keeps every subscriber's task: the loop itself holds tasks only weakly (and a stream
    reader is held weakly by its protocol), so an unreferenced task blocked on a socket is
    garbage collected mid-stream, silently, once enough of them exist for a full collection.
    """

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.tasks: list[concurrent.futures.Future] = []
        threading.Thread(target=self.loop.run_forever, daemon=True).start()

    def run(self, coroutine, timeout: float = 600):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def start(self, subscriber: Subscriber, port: int) -> None:
        self.tasks.append(asyncio.run_coroutine_threadsafe(subscriber.run(port), self.loop))


async def all_ready(subscribers: list[Subscriber]) -> None:
    await asyncio.gather(*(s.ready.wait() for s in subscribers))


def subscribe(loop: Loop, port: int, count: int, arrivals: dict) -> list[tuple[str, list[str]]]:
    """``count`` open streams, five to a match (each seat's and a spectator's); the matches."""
    matches = [create_match(port, seed) for seed in range(1, -(-count // (SEATS + 1)) + 1)]
    subscribers = []
    for match_id, tokens in matches:
        for token in [*tokens, None]:
            if len(subscribers) < count:
                subscribers.append(Subscriber(match_id, token, arrivals))
    for subscriber in subscribers:
        loop.start(subscriber, port)
    loop.run(all_ready(subscribers))
    failed = sum(s.failed for s in subscribers)
    if failed:
        raise SystemExit(f"{failed} of {len(subscribers)} streams closed before their state")
    return matches


def drive(port: int, matches: list[tuple[str, list[str]]], rate: float, seconds: float) -> dict:
    """Submit actions at ``rate`` per second, spread over the matches; send time by version."""
    scripts = {
        match_id: list(scripted_match(seed)) for seed, (match_id, _) in enumerate(matches, start=1)
    }
    tokens = dict(matches)
    connection, sent = Connection("127.0.0.1", port), {}
    policy, interval = random.Random(1), 1.0 / rate
    next_at = time.perf_counter()
    stop_at = next_at + seconds
    while time.perf_counter() < stop_at:
        live = [match_id for match_id, script in scripts.items() if script]
        if not live:
            break
        match_id = policy.choice(live)
        seat, action_id = scripts[match_id].pop(0)
        time.sleep(max(0.0, next_at - time.perf_counter()))
        started = time.perf_counter()
        headers = {"Authorization": f"Bearer {tokens[match_id][seat]}"}
        path = f"/v1/matches/{match_id}/actions"
        status, data, _ = request(connection, "POST", path, {"action_id": action_id}, headers)
        assert status == 200, data
        sent[(match_id, json.loads(data)["version"])] = started
        next_at += interval
    return sent


def fanout(args: argparse.Namespace, port: int) -> None:
    for count in args.subscribers:
        loop, arrivals = Loop(), defaultdict(list)
        matches = subscribe(loop, port, count, arrivals)
        sent = drive(port, matches, args.rate, args.seconds)
        time.sleep(1.0)  # the last deliveries
        latencies = [
            arrived - sent[key]
            for key, times in arrivals.items()
            if key in sent
            for arrived in times
        ]
        if len(latencies) < 2:
            raise SystemExit(f"{len(sent)} actions sent, {len(arrivals)} versions seen: no figure")
        per_match = {
            match_id: min(SEATS + 1, count - index * (SEATS + 1))
            for index, (match_id, _) in enumerate(matches)
        }
        expected = sum(per_match[match_id] for match_id, _ in sent)
        cuts = statistics.quantiles(latencies, n=100)
        print(
            f"{count:5d} subscribers on {len(matches):4d} matches, {len(sent):5d} actions at "
            f"{args.rate:.0f}/s: {len(latencies):6d} of {expected} deliveries, "
            f"p50 {cuts[49] * 1000:6.1f} ms, p99 {cuts[98] * 1000:6.1f} ms, "
            f"max {max(latencies) * 1000:6.1f} ms",
            flush=True,
        )
        loop.loop.call_soon_threadsafe(loop.loop.stop)


def capacity(args: argparse.Namespace, port: int) -> None:
    """Throughput without streams and with them, alternated (one run varies by about 10% on
    a 2-core machine: medians of several); the streams are held by another process, so that
    the client's own work does not weigh on this one's load driver."""

    def throughput(label: str) -> float:
        latencies = action_load(port, args.seconds, args.connections, SEATS)
        rate = len(latencies) / args.seconds
        cuts = statistics.quantiles(latencies, n=100)
        print(
            f"{label:>24}: {rate:7.0f} actions/s, p50 {cuts[49] * 1000:5.1f} ms, "
            f"p99 {cuts[98] * 1000:6.1f} ms",
            flush=True,
        )
        return rate

    alone, together = [], []
    for round_ in range(1, args.rounds + 1):
        alone.append(throughput(f"round {round_}, no streams"))
        with held_streams(port, args.streams):
            together.append(throughput(f"round {round_}, {args.streams} streams"))
        time.sleep(args.reap)  # the server learns of closed streams at their next heartbeat
    alone.append(throughput("no streams, last"))
    ratio = statistics.median(together) / statistics.median(alone)
    print(f"median with / without streams: {ratio:.0%} (goal >= 90%)")


@contextlib.contextmanager
def held_streams(port: int, count: int) -> Iterator[None]:
    """``count`` streams open in a child process (``hold``) until the block ends."""
    command = [
        sys.executable,
        "-m",
        "bench.streams",
        "hold",
        "--port",
        str(port),
        "--streams",
        str(count),
    ]
    holder = subprocess.Popen(command, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        if holder.stdout.readline().strip() != b"ready":
            raise SystemExit(f"the stream holder failed (exit {holder.wait()})")
        yield
    finally:
        holder.stdin.close()  # the holder's signal to close its streams and exit
        holder.wait()


def hold(args: argparse.Namespace) -> None:
    """Open the streams, say ``ready``, keep them until stdin closes."""
    subscribe(Loop(), args.port, args.streams, defaultdict(list))
    print("ready", flush=True)
    sys.stdin.read()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["fanout", "capacity", "hold"])
    parser.add_argument("--subscribers", type=int, nargs="+", default=[10, 200, 1000])
    parser.add_argument("--streams", type=int, default=2000)
    parser.add_argument("--rate", type=float, default=100.0, help="fanout: actions/s offered")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--connections", type=int, default=16, help="capacity: action loop")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=3, help="capacity: with/without pairs")
    parser.add_argument("--reap", type=float, default=16.0, help="capacity: seconds after")
    parser.add_argument("--port", type=int, help="hold: the server whose streams to hold")
    args = parser.parse_args()
    if args.mode == "hold":
        return hold(args)
    print(
        f"{os.cpu_count()} cores, load average {os.getloadavg()}, gunicorn {args.workers} "
        "gevent workers",
        flush=True,
    )
    with tempfile.TemporaryDirectory() as data_dir:
        redis_process, redis_url = start_embedded_redis(Path(data_dir), durable=True)
        env = {
            **os.environ,
            "REDIS_URL": redis_url,
            "PYTHONPATH": str(ROOT),
            "CROUPIER_WORKER_CONNECTIONS": "4000",
            "CROUPIER_RATE_LIMITS": "off",
        }
        port = free_port()
        server = start_gunicorn(APP, port, args, env, connections=4000)
        try:
            fanout(args, port) if args.mode == "fanout" else capacity(args, port)
        finally:
            server.terminate()
            server.wait()
            redis_process.terminate()
    print(f"load average at the end {os.getloadavg()}")


if __name__ == "__main__":
    main()
