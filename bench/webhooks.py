"""Webhook benchmark: commit -> signed delivery latency to a local receiver.

    .venv/bin/python bench/webhooks.py [--samples 500] [--busy 4]

Starts a private redis-server (or uses REDIS_URL), one real ``croupier worker`` with
CROUPIER_WEBHOOK_ALLOW_PRIVATE=true, and a threaded HTTP receiver on 127.0.0.1 that checks
every signature. The API runs in process (Flask test client). Each sample is one human
action in a match of three humans with a webhook: from just before its POST (so the API's
own apply and commit, a few ms, are included) to the receiver holding its last event. One
action at a time; a second run adds ``--busy`` all-bot matches playing meanwhile (the
webhook queue comes before the all-bot queues: taken last, it waited for good).
Figures are printed with the machine's load average; nothing is asserted.

    .venv/bin/python bench/webhooks.py --slow-receivers 6 [--slow 9] [--bot-samples 12]

The attack of issue 32 item 2 instead: that many all-bot matches (replaced as they finish)
whose webhook receiver sleeps ``--slow`` seconds before each answer, and a human's match
beside them ([human, random, random], no webhook): each figure is a human action's commit
to its first bot's commit. Workers are started from the code imported (``PYTHONPATH=<an
older checkout>`` measures that checkout's workers).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import redis

ROOT = Path(__file__).resolve().parents[1]
sys.path.append(str(ROOT))  # after PYTHONPATH: a bench of an older checkout imports its code

from bench import workers  # noqa: E402
from bench.workers import bench_redis, percentile, stop  # noqa: E402
from service import webhooks  # noqa: E402
from service.api import create_app  # noqa: E402
from service.store import keys  # noqa: E402

HUMAN = {"type": "human"}
WAIT = 10.0  # seconds a sample may wait for its delivery before it counts as missed


class Receiver:
    """Arrival times by (match id, event id); counts deliveries whose signature fails."""

    def __init__(self) -> None:
        self.secrets: dict[str, str] = {}
        self.arrived: dict[tuple[str, int], float] = {}
        self.bad_signatures = 0
        self.deliveries = 0
        self.changed = threading.Condition()

    def take(self, body: bytes, signature: str) -> None:
        now = time.time()
        data = json.loads(body)
        secret = self.secrets.get(data["match_id"], "")
        good = webhooks.verify(secret, body, signature, now)
        with self.changed:
            self.deliveries += 1
            self.bad_signatures += not good
            for event in data["events"]:
                self.arrived.setdefault((data["match_id"], event["id"]), now)
            self.changed.notify_all()

    def wait(self, match_id: str, event_id: int, seconds: float) -> float | None:
        limit = time.monotonic() + seconds
        with self.changed:
            while (match_id, event_id) not in self.arrived:
                left = limit - time.monotonic()
                if left <= 0:
                    return None
                self.changed.wait(left)
            return self.arrived[(match_id, event_id)]

    def serve(self) -> str:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                body = self.rfile.read(int(self.headers["Content-Length"]))
                receiver.take(body, self.headers.get(webhooks.SIGNATURE, ""))
                self.send_response(204)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
        return f"http://127.0.0.1:{server.server_port}/croupier"


def spawn_worker(url: str) -> subprocess.Popen:
    """A worker that may deliver to the receiver on 127.0.0.1."""
    return workers.spawn_worker(url, CROUPIER_WEBHOOK_ALLOW_PRIVATE="true")


def figures(label: str, values: list[float], missed: int) -> None:
    ms = [v * 1000 for v in values]
    marks = {"p50": 0.5, "p90": 0.9, "p99": 0.99}
    shown = " ".join(f"{name}={percentile(ms, q):.1f} ms" for name, q in marks.items())
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(
        f"{label}: n={len(ms)} {shown} max={max(ms):.1f} ms missed={missed} "
        f"(load average {load}, {os.cpu_count()} CPUs)"
    )


class Bench:
    def __init__(self, url: str, receiver: Receiver, hook_url: str) -> None:
        app = create_app(
            {"TESTING": True, "REDIS_URL": url, "WEBHOOK_ALLOW_PRIVATE": True, "RATE_LIMITS": "off"}
        )
        self.client = app.test_client()
        self.receiver, self.hook_url = receiver, hook_url

    def create(self, seats: list[dict], hooked: bool = True) -> dict[str, Any]:
        body: dict[str, Any] = {"game": "bad-trevor", "seats": seats}
        body["webhook"] = {"url": self.hook_url} if hooked else None
        created = self.client.post("/v1/matches", json=body).json
        if hooked:
            self.receiver.secrets[created["id"]] = created["webhook"]["secret"]
        return created

    def act(self, match_id: str, token: str, policy: random.Random) -> tuple[dict, float] | None:
        """A random legal action of the seat: the answer and when its POST was sent."""
        headers = {"Authorization": f"Bearer {token}"}
        listed = self.client.get(f"/v1/matches/{match_id}/actions", headers=headers).json
        if not listed["actions"]:
            return None
        action = policy.choice(listed["actions"])
        sent = time.time()
        response = self.client.post(
            f"/v1/matches/{match_id}/actions", json={"action_id": action["id"]}, headers=headers
        )
        return (response.json, sent) if response.status_code == 200 else None


def latencies(bench: Bench, samples: int) -> tuple[list[float], int]:
    """Human actions one at a time, each waited on until its events are delivered."""
    found, missed, policy = [], 0, random.Random(11)
    while len(found) + missed < samples:
        created = bench.create([HUMAN] * 3)
        match_id, tokens = created["id"], [s["token"] for s in created["seats"]]
        while len(found) + missed < samples:
            view = bench.client.get(f"/v1/matches/{match_id}").json
            holders = [d["seat"] for d in view["decisions"] if d["seat"] is not None]
            if view["status"] == "finished" or not holders:
                break
            done = bench.act(match_id, tokens[policy.choice(holders)], policy)
            if done is None or not done[0]["events"]:
                continue
            arrived = bench.receiver.wait(match_id, done[0]["events"][-1]["id"], WAIT)
            if arrived is None:
                missed += 1
            else:
                found.append(arrived - done[1])
    return found, missed


def busy(url: str, count: int, stop_flag: threading.Event) -> None:
    """Keep ``count`` all-bot matches (no webhook) playing until ``stop_flag``."""
    bench = Bench(url, Receiver(), "")
    bots = [{"type": "bot", "strategy": "heuristic"}] * 4
    running: list[str] = []
    while not stop_flag.is_set():
        running = [
            m for m in running if bench.client.get(f"/v1/matches/{m}").json["status"] != "finished"
        ]
        while len(running) < count:
            running.append(bench.create(bots, hooked=False)["id"])
        stop_flag.wait(0.2)


class SlowReceiver:
    """Answers 204 to every POST after ``seconds``; counts them."""

    def __init__(self, seconds: float) -> None:
        self.posts = 0
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                self.rfile.read(int(self.headers["Content-Length"]))
                receiver.posts += 1
                time.sleep(seconds)
                self.send_response(204)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        server.daemon_threads = True
        threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
        self.url = f"http://127.0.0.1:{server.server_port}/slow"


def slow_flood(url: str, hook: str, count: int, stop_flag: threading.Event) -> None:
    """Keep ``count`` all-bot matches with the slow webhook playing until ``stop_flag``."""
    bench = Bench(url, Receiver(), hook)
    running: list[str] = []
    while not stop_flag.is_set():
        running = [
            m for m in running if bench.client.get(f"/v1/matches/{m}").json["status"] != "finished"
        ]
        while len(running) < count:
            running.append(bench.create([{"type": "bot", "strategy": "random"}] * 3)["id"])
        stop_flag.wait(0.5)


def bot_replies(url: str, samples: int) -> list[float]:
    """A human's actions in [human, random, random] matches, one at a time: each from its
    commit to the next commit, a bot's, waited for however long it takes (bench.workers'
    latency stops waiting at 1 s and keeps only the replies that came by then)."""
    bench, policy, found = workers.Bench(url), random.Random(7), []
    while len(found) < samples:
        created = bench.create([HUMAN, workers.bot("random"), workers.bot("random")])
        found += _replies_in(bench, created, policy, samples - len(found))
    return found


def _replies_in(
    bench: workers.Bench, created: dict, policy: random.Random, wanted: int
) -> list[float]:
    match_id, token = created["id"], created["seats"][0]["token"]
    headers, found = {"Authorization": f"Bearer {token}"}, []
    while len(found) < wanted:
        view = bench.view(match_id, token)
        if view["status"] == "finished":
            break
        if not any(d["seat"] == 0 for d in view["decisions"]):
            time.sleep(0.002)
            continue
        listed = bench.client.get(f"/v1/matches/{match_id}/actions", headers=headers).json
        action = {"action_id": policy.choice(listed["actions"])["id"]}
        response = bench.client.post(
            f"/v1/matches/{match_id}/actions", json=action, headers=headers
        )
        body = response.json
        if response.status_code != 200 or body["view"]["status"] == "finished":
            continue
        if not {d["seat"] for d in body["view"]["decisions"]} - {0}:
            continue
        committed = bench.store.action_log(match_id)[-1]["now"]
        last = f"{body['events'][-1]['id']}-0"
        if _next_event(bench, match_id, last):
            found.append(time.time() - committed)
    return found


def _next_event(bench: workers.Bench, match_id: str, last: str, limit: float = 120.0) -> bool:
    """Wait for the match's next event (a bot's commit), ``limit`` seconds at most."""
    ends = time.monotonic() + limit
    while time.monotonic() < ends:
        if bench.redis.xread({keys.events(match_id): last}, count=1, block=1000):
            return True
    return False


def run_slow_receivers(args: argparse.Namespace, url: str) -> None:
    redis.Redis.from_url(url).flushdb()
    slow = SlowReceiver(args.slow)
    worker = spawn_worker(url)
    flag = threading.Event()
    flood = threading.Thread(
        target=slow_flood, args=(url, slow.url, args.slow_receivers, flag), daemon=True
    )
    try:
        flood.start()
        while slow.posts == 0:
            time.sleep(0.05)
        replies = bot_replies(url, args.bot_samples)
        label = (
            f"human's bot reply beside {args.slow_receivers} matches whose receiver sleeps "
            f"{args.slow:g} s (code: {Path(webhooks.__file__).parents[1]})"
        )
        figures(label, replies, 0)
        print(f"POSTs to the slow receiver meanwhile: {slow.posts}", flush=True)
    finally:
        flag.set()
        flood.join(timeout=10)
        stop(worker)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--samples", type=int, default=500)
    parser.add_argument("--busy", type=int, default=4, help="all-bot matches in the 2nd run")
    attack = "the slow receivers' attack: all-bot matches flooding one"
    parser.add_argument("--slow-receivers", type=int, default=0, help=attack)
    parser.add_argument("--slow", type=float, default=9.0, help="seconds a slow POST takes")
    parser.add_argument("--bot-samples", type=int, default=12, help="bot replies measured")
    args = parser.parse_args()
    with bench_redis() as url:
        if args.slow_receivers:
            run_slow_receivers(args, url)
        else:
            run(args, url)


def run(args: argparse.Namespace, url: str) -> None:
    redis.Redis.from_url(url).flushdb()
    receiver = Receiver()
    bench = Bench(url, receiver, receiver.serve())
    worker = spawn_worker(url)
    time.sleep(1.0)
    try:
        found, missed = latencies(bench, args.samples)
        figures("commit -> signed delivery, idle worker", found, missed)
        if args.busy:
            flag = threading.Event()
            thread = threading.Thread(target=busy, args=(url, args.busy, flag), daemon=True)
            thread.start()
            try:
                found, missed = latencies(bench, args.samples)
            finally:
                flag.set()
                thread.join(timeout=10)
            figures(
                f"commit -> signed delivery, {args.busy} all-bot matches playing", found, missed
            )
        print(f"deliveries: {receiver.deliveries}, bad signatures: {receiver.bad_signatures}")
    finally:
        stop(worker)


if __name__ == "__main__":
    main()
