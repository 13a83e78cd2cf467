"""Worker benchmarks: bot reply latency, deadline lateness, all-bot throughput.

    .venv/bin/python bench/workers.py latency [--samples 1000]
    .venv/bin/python bench/workers.py lateness [--deadlines 300]
    .venv/bin/python bench/workers.py throughput [--matches 60]

Each run starts a private redis-server (or uses REDIS_URL) and real ``croupier worker``
processes; the API runs in process (Flask test client, the same code gunicorn serves).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import redis

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.cpu import process_seconds  # noqa: E402
from service.api import create_app  # noqa: E402
from service.cli import start_embedded_redis  # noqa: E402
from service.store import Store, keys  # noqa: E402

# the workers started here play no bots' rating matches beside what is measured
QUIET_WORKER = {"CROUPIER_BOT_RATING_EVERY": "0"}

HUMAN = {"type": "human"}


def bot(strategy: str) -> dict[str, Any]:
    return {"type": "bot", "strategy": strategy}


def spawn_worker(url: str, **extra: str) -> subprocess.Popen:
    env = {**QUIET_WORKER, **os.environ, "REDIS_URL": url, **extra}
    return subprocess.Popen(
        [sys.executable, "-m", "service.cli", "worker"], cwd=ROOT, env=env, start_new_session=True
    )


def stop(process: subprocess.Popen) -> None:
    os.killpg(process.pid, signal.SIGTERM)
    process.wait(timeout=10)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def figures(label: str, values: list[float]) -> None:
    ms = [v * 1000 for v in values]
    marks = {"p50": 0.5, "p90": 0.9, "p99": 0.99}
    shown = " ".join(f"{name}={percentile(ms, q):.1f} ms" for name, q in marks.items())
    print(f"{label}: n={len(ms)} {shown} min={min(ms):.1f} ms max={max(ms):.1f} ms")


class Bench:
    def __init__(self, url: str) -> None:
        self.url = url
        app = create_app({"TESTING": True, "REDIS_URL": url, "RATE_LIMITS": "off"})
        self.client = app.test_client()
        self.redis = redis.Redis.from_url(url)
        self.store = Store(self.redis)

    def create(self, seats: list[dict], **options: Any) -> dict[str, Any]:
        body = {"game": "bad-trevor", "seats": seats, "options": options}
        response = self.client.post("/v1/matches", json=body)
        assert response.status_code == 201, response.json
        return response.json

    def view(self, match_id: str, token: str | None = None) -> dict[str, Any]:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        return self.client.get(f"/v1/matches/{match_id}", headers=headers).json

    def log(self, match_id: str) -> list[dict[str, Any]]:
        stored = self.store.load(match_id).stored
        return stored.log if stored.archived else self.store.action_log(match_id)


# latency


def latency(bench: Bench, strategy: str, samples: int) -> list[float]:
    """Human commit -> first bot commit, whenever a bot holds the next decision."""
    found: list[float] = []
    policy = random.Random(7)
    while len(found) < samples:
        created = bench.create([HUMAN, bot(strategy), bot(strategy)])
        found += _play_human(bench, created, policy)
    return found[:samples]


def _play_human(bench: Bench, created: dict, policy: random.Random) -> list[float]:
    match_id, token = created["id"], created["seats"][0]["token"]
    headers = {"Authorization": f"Bearer {token}"}
    stream, found = keys.events(match_id), []
    while True:
        seen = _wait_human(bench, match_id, token)
        if seen is None:
            return found
        listed = bench.client.get(f"/v1/matches/{match_id}/actions", headers=headers).json
        action = policy.choice(listed["actions"])
        response = bench.client.post(
            f"/v1/matches/{match_id}/actions", json={"action_id": action["id"]}, headers=headers
        )
        if response.status_code != 200:
            continue
        body = response.json
        holders = {d["seat"] for d in body["view"]["decisions"]}
        if body["view"]["status"] == "finished" or not holders - {0}:
            continue
        human_now = bench.store.action_log(match_id)[-1]["now"]
        last = f"{body['events'][-1]['id']}-0"
        reply = bench.redis.xread({stream: last}, count=1, block=1000)
        if reply:
            found.append(time.time() - human_now)


def _wait_human(bench: Bench, match_id: str, token: str) -> dict | None:
    """Until seat 0 holds a turn (the view), or None once the match is over."""
    while True:
        seen = bench.view(match_id, token)
        if seen["status"] == "finished":
            return None
        if any(d["seat"] == 0 and d["kind"] == "turn" for d in seen["decisions"]):
            return seen
        time.sleep(0.001)


# lateness


def lateness(bench: Bench, deadlines: int) -> list[float]:
    """One turn deadline per match (three absent humans, forfeit), spread over sub-second
    phases; lateness is the system action's time minus the deadline."""
    created = []
    for index in range(deadlines):
        created.append(bench.create([HUMAN] * 3, turn_seconds=1, on_timeout="forfeit")["id"])
        time.sleep(0.037 + (index % 7) * 0.011)
    found = []
    for match_id in created:
        while bench.view(match_id)["status"] != "finished":
            time.sleep(0.05)
        log = bench.log(match_id)
        deadline = bench.store.load(match_id).stored.meta["created_at"] + 1
        found.append(log[-1]["now"] - deadline)
    return found


# throughput


def throughput(bench: Bench, matches: int, workers: list[subprocess.Popen]) -> str:
    """All-bot four-seat matches (random and heuristic) finished per minute, and the
    workers' CPU per committed action (their reaped job processes included)."""
    cpu_before = workers_cpu(workers)
    start = time.monotonic()
    ids = []
    for index in range(matches):
        mix = ["random", "heuristic"] * 2
        ids.append(bench.create([bot(s) for s in mix[index % 2 :] + mix[: index % 2]])["id"])
    for match_id in ids:
        while bench.view(match_id)["status"] != "finished":
            time.sleep(0.02)
    rate = matches / (time.monotonic() - start) * 60
    actions = sum(bench.view(match_id)["version"] for match_id in ids)
    cpu = (workers_cpu(workers) - cpu_before) / actions * 1000
    return f"{rate:.0f} matches/min, {actions} actions, worker CPU {cpu:.2f} ms per action"


def workers_cpu(workers: list[subprocess.Popen]) -> float:
    """User + system seconds of the workers and of their job processes already reaped."""
    return sum(process_seconds(worker.pid, reaped_children=True) for worker in workers)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("what", choices=["latency", "lateness", "throughput"])
    parser.add_argument("--samples", type=int, default=1000)
    parser.add_argument("--deadlines", type=int, default=300)
    parser.add_argument("--matches", type=int, default=60)
    args = parser.parse_args()
    with bench_redis() as url:
        run(args, url)


@contextlib.contextmanager
def bench_redis() -> Iterator[str]:
    """``REDIS_URL`` when it is set, else a private redis-server (AOF off) for the run."""
    url = os.environ.get("REDIS_URL")
    if url:
        yield url
        return
    server, url = start_embedded_redis(Path(tempfile.mkdtemp()), durable=False)
    try:
        yield url
    finally:
        server.terminate()
        server.wait()


def run(args: argparse.Namespace, url: str) -> None:
    bench = Bench(url)
    counts = [1, 2] if args.what == "throughput" else [1]
    for count in counts:
        bench.redis.flushdb()
        workers = [spawn_worker(url) for _ in range(count)]
        time.sleep(1.0)
        try:
            if args.what == "latency":
                for strategy in ("random", "heuristic"):
                    found = latency(bench, strategy, args.samples)
                    figures(f"bot reply latency ({strategy})", found)
            elif args.what == "lateness":
                found = lateness(bench, args.deadlines)
                figures("deadline lateness", found)
                print(f"early (negative) deadlines: {sum(1 for v in found if v < 0)}")
            else:
                found = throughput(bench, args.matches, workers)
                print(f"all-bot throughput, {count} worker(s): {found}", flush=True)
        finally:
            for worker in workers:
                stop(worker)


if __name__ == "__main__":
    main()
