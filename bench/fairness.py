"""Fairness: the reply time of a human's bot while searching bots flood the workers.

    .venv/bin/python bench/fairness.py [--workers 2] [--flood 40] [--replies 50]
                                       [--strategy random] [--routing both|split|single]
                                       [--flood-kind all-bot|human-search]

A match with one human seat and one bot seat (Practical Guide to Evil) is played by this
script; a reply is the time from the human's commit (its log entry's ``now``) to the bot's
answer reaching the event stream. It is measured without and with a flood of ``--flood``
matches (kept at that number: a finished one is replaced), under the queues of
``service.dispatch.queue_for`` (``split``) and under the one queue of before (``single``:
this script patches ``queue_for`` in itself and in its workers). The flood is all-bot
four-seat Bad Trevor ismcts matches (``all-bot``, issue 9), or (``human-search``, issue 32)
Badass Force matches of one human and five ismcts bots whose human seat another process
plays flat out from another address, as a client within its limits would. Each run starts
a private redis-server (or uses REDIS_URL) and real ``croupier worker`` processes; the API
runs in process (Flask test client, the code gunicorn serves). Prints p50/p95/p99 and the
load average; the flood's own pace (moves per second) shows what it gave up.

To measure another checkout's code (before a change), put it first on the path:
``PYTHONPATH=/path/to/checkout``; the workers run from the checkout ``service`` came from.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import redis
from rq import Worker

sys.path.append(str(Path(__file__).resolve().parents[1]))  # PYTHONPATH, if set, goes first

import service  # noqa: E402
from service import dispatch  # noqa: E402
from service.api import create_app  # noqa: E402
from service.cli import start_embedded_redis  # noqa: E402
from service.store import Store, keys  # noqa: E402

# the workers started here play no bots' rating matches beside what is measured
QUIET_WORKER = {"CROUPIER_BOT_RATING_EVERY": "0"}

ROOT = Path(service.__file__).resolve().parents[1]  # the checkout measured
PGTE = "practical-guide-to-evil"
BADASS = "badass-force"
HUMAN = {"type": "human"}
ATTACKER = "10.0.0.1"  # the flooding client's address (the victim's is the test client's)
ATTACK_BOTS = 5
SPLIT_QUEUE_FOR = dispatch.queue_for
# A worker under the routing of before: every job on the one queue.
SINGLE_WORKER = (
    "import sys; from service import dispatch; "
    "dispatch.queue_for = lambda match, work, *owner: dispatch.QUEUE; "
    "from service.cli import main; sys.exit(main(['worker']))"
)
TOP_UP_EVERY = 10  # replies between looks at the flood (a look costs one read per match)
REPLY_WAIT_MS = 120_000  # a reply slower than this is lost, not measured


def bot(strategy: str) -> dict[str, Any]:
    return {"type": "bot", "strategy": strategy}


def use_routing(routing: str) -> None:
    """The routing of this process's dispatch (the API side of the benchmark)."""
    single = routing == "single"
    one_queue = lambda match, work, *owner: dispatch.QUEUE  # noqa: E731
    dispatch.queue_for = one_queue if single else SPLIT_QUEUE_FOR


def spawn_worker(url: str, routing: str) -> subprocess.Popen:
    command = (
        [sys.executable, "-c", SINGLE_WORKER]
        if routing == "single"
        else [sys.executable, "-m", "service.cli", "worker"]
    )
    env = {**QUIET_WORKER, **os.environ, "REDIS_URL": url}
    return subprocess.Popen(command, cwd=ROOT, env=env, start_new_session=True)


def stop(process: subprocess.Popen) -> None:
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class Bench:
    def __init__(self, url: str, strategy: str) -> None:
        app = create_app({"TESTING": True, "REDIS_URL": url, "RATE_LIMITS": "off"})
        self.client = app.test_client()
        # its blocking XREAD waits up to REPLY_WAIT_MS: the socket must wait longer
        self.redis = redis.Redis.from_url(url, socket_timeout=REPLY_WAIT_MS / 1000 + 10)
        self.store = Store(self.redis)
        self.strategy = strategy
        self.policy = random.Random(7)

    def create(self, game: str, seats: list[dict]) -> dict[str, Any]:
        response = self.client.post("/v1/matches", json={"game": game, "seats": seats})
        assert response.status_code == 201, response.json
        return response.json

    def finished(self, match_id: str) -> bool:
        stored = self.store.load(match_id).stored
        return stored is None or stored.archived

    def moves(self, match_ids: list[str]) -> int:
        return sum(self.store.load(m).stored.version for m in match_ids)


class Flood:
    """``size`` all-bot ismcts matches at any time (a finished one is replaced)."""

    def __init__(self, bench: Bench, size: int) -> None:
        self.bench, self.size = bench, size
        self.active: list[str] = []
        self.done_moves = 0
        self.top_up()

    def top_up(self) -> None:
        still = []
        for match_id in self.active:
            if self.bench.finished(match_id):
                self.done_moves += self.bench.moves([match_id])
            else:
                still.append(match_id)
        while len(still) < self.size:
            still.append(self.bench.create("bad-trevor", [bot("ismcts")] * 4)["id"])
        self.active = still

    def moves(self) -> int:
        return self.done_moves + self.bench.moves(self.active)

    def stop(self) -> None:
        """Nothing runs on its own: the matches are left to the workers."""


class HumanFlood:
    """``size`` Badass Force matches of one human and ``ATTACK_BOTS`` ismcts bots at any time,
    their human seat played flat out by another process from ``ATTACKER``'s address (a
    finished match is replaced): issue 32's attack, at any size."""

    def __init__(self, url: str, size: int) -> None:
        self.size = size
        context = multiprocessing.get_context("fork")
        self.stopping = context.Event()
        self.played = context.Value("l", 0)  # versions its matches reached, all told
        self.created = context.Value("l", 0)
        args = (url, size, self.stopping, self.played, self.created)
        self.process = context.Process(target=attack, args=args, daemon=True)
        self.process.start()

    def top_up(self) -> None:
        """Its process keeps its matches up."""

    def moves(self) -> int:
        return int(self.played.value)

    def stop(self) -> None:
        self.stopping.set()
        self.process.join(timeout=60)
        print(
            f"  (the attacker created {self.created.value} matches of {ATTACK_BOTS} ismcts bots)",
            flush=True,
        )


def attack(url: str, size: int, stopping: Any, played: Any, created: Any) -> None:
    """The attacker's process: plays seat 0 of its matches whenever it holds a decision."""
    bench = Bench(url, "ismcts")
    bench.client.environ_base["REMOTE_ADDR"] = ATTACKER
    rng, matches, reached, done = random.Random(11), {}, {}, 0
    while not stopping.is_set():
        for match_id, token in list(matches.items()):
            reached[match_id], finished = attack_once(bench, match_id, token, rng)
            if finished:
                done += reached.pop(match_id)
                del matches[match_id]
        while len(matches) < size:
            made = bench.create(BADASS, [HUMAN] + [bot("ismcts")] * ATTACK_BOTS)
            matches[made["id"]] = made["seats"][0]["token"]
            created.value += 1
        played.value = done + sum(reached.values())
        stopping.wait(0.002)


def attack_once(bench: Bench, match_id: str, token: str, rng: random.Random) -> tuple[int, bool]:
    """One look at an attacking match, and an action if seat 0 holds one: (its version,
    whether it finished)."""
    headers = {"Authorization": f"Bearer {token}"}
    seen = bench.client.get(f"/v1/matches/{match_id}", headers=headers).json
    if seen["status"] == "finished":
        return seen["version"], True
    if any(d["seat"] == 0 for d in seen["decisions"]):
        listed = bench.client.get(f"/v1/matches/{match_id}/actions", headers=headers).json
        if listed.get("actions"):
            action = rng.choice(listed["actions"])["id"]
            bench.client.post(
                f"/v1/matches/{match_id}/actions", headers=headers, json={"action_id": action}
            )
    return seen["version"], False


Floods = Flood | HumanFlood


def replies(bench: Bench, wanted: int, flood: Floods | None) -> list[float]:
    """Reply times (s) of the bot of human-and-bot matches, one match after another."""
    found: list[float] = []
    while len(found) < wanted:
        created = bench.create(PGTE, [HUMAN, bot(bench.strategy)])
        found += play(bench, created, wanted - len(found), flood)
    return found


def play(bench: Bench, created: dict, wanted: int, flood: Floods | None) -> list[float]:
    match_id, token = created["id"], created["seats"][0]["token"]
    headers = {"Authorization": f"Bearer {token}"}
    found: list[float] = []
    while len(found) < wanted and wait_human(bench, match_id, token):
        if flood is not None and found and len(found) % TOP_UP_EVERY == 0:
            flood.top_up()
        listed = bench.client.get(f"/v1/matches/{match_id}/actions", headers=headers).json
        action = bench.policy.choice(listed["actions"])
        response = bench.client.post(
            f"/v1/matches/{match_id}/actions", json={"action_id": action["id"]}, headers=headers
        )
        if response.status_code == 200:
            found += reply_time(bench, match_id, response.json)
    return found


def reply_time(bench: Bench, match_id: str, body: dict[str, Any]) -> list[float]:
    """[the bot's reply time] when the human's commit handed the bot a decision, else []."""
    view = body["view"]
    if view["status"] == "finished" or not {d["seat"] for d in view["decisions"]} - {0}:
        return []
    human_now = bench.store.action_log(match_id)[-1]["now"]
    last = f"{body['events'][-1]['id']}-0"
    reply = bench.redis.xread({keys.events(match_id): last}, count=1, block=REPLY_WAIT_MS)
    return [time.time() - human_now] if reply else []


def wait_human(bench: Bench, match_id: str, token: str) -> bool:
    """Until seat 0 holds a turn (True), or the match is over (False)."""
    headers = {"Authorization": f"Bearer {token}"}
    while True:
        seen = bench.client.get(f"/v1/matches/{match_id}", headers=headers).json
        if seen["status"] == "finished":
            return False
        if any(d["seat"] == 0 for d in seen["decisions"]):
            return True
        time.sleep(0.001)


def scenario(args: argparse.Namespace, url: str, routing: str, flood_size: int) -> None:
    bench = Bench(url, args.strategy)
    bench.redis.flushdb()
    use_routing(routing)
    workers = [spawn_worker(url, routing) for _ in range(args.workers)]
    try:
        while len(Worker.all(connection=bench.redis)) < args.workers:
            time.sleep(0.05)
        flood = start_flood(args.flood_kind, bench, url, flood_size)
        try:
            time.sleep(2.0 if flood else 0.0)  # the flood under way before the first sample
            load_before, started = os.getloadavg(), time.monotonic()
            found = replies(bench, args.replies, flood)
            elapsed = time.monotonic() - started
            report(routing, flood, found, elapsed, load_before, os.getloadavg())
        finally:
            if flood is not None:
                flood.stop()
    finally:
        for worker in workers:
            stop(worker)


def start_flood(kind: str, bench: Bench, url: str, size: int) -> Floods | None:
    if not size:
        return None
    return HumanFlood(url, size) if kind == "human-search" else Flood(bench, size)


def report(
    routing: str,
    flood: Floods | None,
    found: list[float],
    elapsed: float,
    load_before: tuple[float, ...],
    load_after: tuple[float, ...],
) -> None:
    ms = [value * 1000 for value in found]
    marks = " ".join(
        f"{name}={percentile(ms, q):.0f} ms"
        for name, q in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99))
    )
    kind = "human-search" if isinstance(flood, HumanFlood) else "all-bot"
    flood_text = "no flood" if flood is None else f"{kind} flood of {flood.size}"
    pace = "" if flood is None else f"; flood {flood.moves() / elapsed:.1f} moves/s"
    print(
        f"{routing:>6} routing, {flood_text:>25}: bot reply n={len(ms)} {marks} "
        f"max={max(ms):.0f} ms{pace}; loadavg {_load(load_before)} -> {_load(load_after)}",
        flush=True,
    )


def _load(load: tuple[float, ...]) -> str:
    return "/".join(f"{value:.2f}" for value in load)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--flood", type=int, default=40, help="matches in the flood")
    parser.add_argument("--replies", type=int, default=50, help="bot replies per figure")
    parser.add_argument("--strategy", default="random", help="the human's opponent bot")
    parser.add_argument("--routing", choices=["both", "split", "single"], default="both")
    parser.add_argument(
        "--flood-kind",
        choices=["all-bot", "human-search"],
        default="all-bot",
        help="all-bot ismcts matches, or a client playing the human seat of "
        "matches with ismcts bots flat out",
    )
    args = parser.parse_args()
    server, url = None, os.environ.get("REDIS_URL")
    if not url:
        server, url = start_embedded_redis(Path(tempfile.mkdtemp()), durable=False)
    print(
        f"{os.cpu_count()} CPUs; {args.workers} workers; code of {ROOT}; "
        f"loadavg {_load(os.getloadavg())}"
    )
    try:
        for routing in ("split", "single") if args.routing == "both" else (args.routing,):
            for flood_size in (0, args.flood):
                scenario(args, url, routing, flood_size)
    finally:
        if server is not None:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    main()
