"""HTTP throughput, latency and server CPU of POST /v1/matches/{id}/actions under gunicorn,
next to a trivial endpoint that reads one Redis key, measured in the same run.

    .venv/bin/python -m bench.http_actions [--game bad-trevor] [--connections 32]
        [--seconds 10] [--workers 2] [--rate 0] [--no-aof] [--reuse-port] [--repeat 1]
        [--compare-guards] [--floor] [--py-spy DIR]

Server CPU per request is the user + system time of gunicorn (master and workers) and
redis-server, read from /proc before and after each run, divided by the requests answered
(issue 17's goal: <= 0.8 ms per committed action with AOF on, the default here).
Each connection plays its own matches of ``--game``: the bench plays every match ahead of
time with the engine (same seed, same actions give the same match), then replays it over
HTTP. ``--rate``: open loop, latency from each request's scheduled send. The API runs as
``croupier serve`` does: metrics in ``PROMETHEUS_MULTIPROC_DIR``, every request counted
against the rate limits (set too high to refuse: every request comes from one address);
``--compare-guards`` runs it once more with metrics and limits off (issue 15's goal: what
they cost, under 10% of the throughput). ``--floor`` also loads GET /healthz of the same
app, which does nothing but pass through Flask, flask-smorest and the app's middleware
(request ids, metrics, CORS; health is never rate-limited): the part of an action's CPU no
change to the action's own work can remove. ``--py-spy DIR`` samples each gunicorn worker
during the POST action runs with py-spy (``pip install py-spy``; collapsed stacks, one file
a worker) and prints the top of the profile (``bench.stacks``).
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from functools import partial
from pathlib import Path

import service.games  # noqa: F401  (registers the games)
from bench.cpu import children_of, machine_line, process_seconds
from service.cli import SERVING_WORKER, free_port, start_embedded_redis
from service.engine import match as engine
from service.engine.registry import get_game

ROOT = Path(__file__).resolve().parents[1]


def scripted_match(seed: int, seats: int = 4, game: str = "bad-trevor") -> list[tuple[int, str]]:
    """The (seat, action id) sequence of one whole match, chosen by a seeded random policy."""
    policy = random.Random(seed)
    match, _ = engine.start(game, seats, {}, seed)
    script = []
    # seats' decisions only: the system's (a Rule of Three marker's drop) are the workers'
    while decisions := [d for d in engine.decisions(match) if d.seat is not None]:
        seat = policy.choice(decisions).seat
        action = policy.choice(engine.legal_actions(match, seat))
        script.append((seat, action["id"]))
        match, _ = engine.submit(match, seat, action, 0.0)
    return script


def start_gunicorn(
    app: str, port: int, args: argparse.Namespace, env: dict, connections: int = 1000
) -> subprocess.Popen:
    command = [
        sys.executable,
        "-m",
        "gunicorn",
        "--bind",
        f"127.0.0.1:{port}",
        "--workers",
        str(args.workers),
        "--worker-class",
        SERVING_WORKER,
        "--worker-connections",
        str(connections),
        "--no-control-socket",
        "--log-level",
        "warning",
        app,
    ]
    if getattr(args, "reuse_port", False):
        command.insert(-1, "--reuse-port")
    process = subprocess.Popen(command, env=env, cwd=ROOT)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
            connection.request("GET", "/")
            connection.getresponse().read()
            return process
        except OSError:
            time.sleep(0.1)
    raise SystemExit(f"gunicorn for {app} did not start")


class Connection(http.client.HTTPConnection):
    """Keep-alive HTTP with Nagle off: http.client sends headers and body in two writes."""

    def connect(self) -> None:
        super().connect()
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


class Pacer:
    """Open-loop pacing: one request every ``interval`` seconds per connection (0: closed loop).

    Latency is counted from the scheduled send time, so a slow server cannot hide its queue
    by delaying the client (no coordinated omission).
    """

    def __init__(self, interval: float) -> None:
        self.interval = interval
        self.next_at = time.perf_counter()

    def wait(self) -> float:
        if not self.interval:
            return time.perf_counter()
        scheduled = self.next_at
        self.next_at += self.interval
        delay = scheduled - time.perf_counter()
        if delay > 0:
            time.sleep(delay)
        return scheduled


PACE_INTERVAL = 0.0  # set from --rate in main()


def request(connection, method, path, body=None, headers=None, started=None):
    payload = json.dumps(body).encode() if body is not None else None
    all_headers = {"Content-Type": "application/json", **(headers or {})}
    started = time.perf_counter() if started is None else started
    connection.request(method, path, body=payload, headers=all_headers)
    response = connection.getresponse()
    data = response.read()
    return response.status, data, time.perf_counter() - started


def trivial_load(port: int, seconds: float, connections: int, path: str = "/") -> list[float]:
    def one_connection(latencies: list[float], stop_at: float) -> None:
        connection = Connection("127.0.0.1", port)
        pacer = Pacer(PACE_INTERVAL)
        while time.perf_counter() < stop_at:
            status, _, elapsed = request(connection, "GET", path, started=pacer.wait())
            assert status == 200
            latencies.append(elapsed)

    return run_threads(one_connection, seconds, connections)


def action_load(
    port: int,
    seconds: float,
    connections: int,
    seats: int,
    game: str = "bad-trevor",
    prepare: bool = False,
):
    """Closed- or open-loop POST actions over ``connections``; the latencies. ``prepare``:
    script the matches now and return the load to run later (so that the scripting's CPU
    stays out of what is measured)."""
    # Scripts are played before the clock starts, so the client's own engine work is not timed.
    scripts = [(seed, scripted_match(seed, seats, game)) for seed in range(1, connections * 5 + 1)]
    lock = threading.Lock()

    def one_connection(latencies: list[float], stop_at: float) -> None:
        connection = Connection("127.0.0.1", port)
        pacer = Pacer(PACE_INTERVAL)
        while time.perf_counter() < stop_at:
            with lock:
                if not scripts:
                    return
                seed, script = scripts.pop()
            body = {"game": game, "seats": [{"type": "human"}] * seats, "seed": seed}
            status, data, _ = request(connection, "POST", "/v1/matches", body)
            assert status == 201, data
            created = json.loads(data)
            tokens = [seat["token"] for seat in created["seats"]]
            path = f"/v1/matches/{created['id']}/actions"
            for seat, action_id in script:
                if time.perf_counter() >= stop_at:
                    return
                headers = {"Authorization": f"Bearer {tokens[seat]}"}
                body = {"action_id": action_id}
                scheduled = pacer.wait()
                status, data, elapsed = request(connection, "POST", path, body, headers, scheduled)
                assert status == 200, data
                latencies.append(elapsed)

    run = partial(run_threads, one_connection, seconds, connections)
    return run if prepare else run()


def run_threads(target, seconds: float, connections: int) -> list[float]:
    latencies: list[float] = []
    stop_at = time.perf_counter() + seconds
    threads = [
        threading.Thread(target=target, args=(latencies, stop_at)) for _ in range(connections)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return latencies


def report(
    name: str, latencies: list[float], seconds: float, cpu: float, redis_cpu: float
) -> tuple[float, float]:
    """Print one run's figures; its rate (requests/s) and server CPU per request (ms)."""
    rate = len(latencies) / seconds
    cuts = statistics.quantiles(latencies, n=100)
    print(
        f"{name:>16}: {len(latencies):7d} requests, {rate:8.0f} req/s, "
        f"p50 {cuts[49] * 1000:6.1f} ms, p99 {cuts[98] * 1000:6.1f} ms, "
        f"server CPU {cpu / len(latencies) * 1000:.3f} ms/request "
        f"(Redis {redis_cpu / len(latencies) * 1000:.3f})",
        flush=True,
    )
    return rate, cpu / len(latencies) * 1000


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU time so far of ``pids`` and of their children, from /proc."""
    every = pids + [child for parent in pids for child in children_of(parent)]
    return sum(process_seconds(pid) for pid in every)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="bad-trevor")
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument(
        "--rate", type=float, default=0.0, help="offered requests/s in all (0: as fast as possible)"
    )
    parser.add_argument("--no-aof", dest="aof", action="store_false", help="Redis without AOF")
    parser.add_argument("--reuse-port", action="store_true", help="gunicorn --reuse-port")
    parser.add_argument("--repeat", type=int, default=1, help="runs of both, then medians")
    parser.add_argument(
        "--compare-guards",
        action="store_true",
        help="also POST action with metrics and rate limits off: what they cost",
    )
    parser.add_argument("--py-spy", dest="py_spy", type=Path, help="sample the workers here")
    parser.add_argument(
        "--floor",
        action="store_true",
        help="also GET /healthz through the whole app: what Flask and the app's middleware "
        "cost a request that does nothing",
    )
    args = parser.parse_args()
    args.seats = min(args.seats, get_game(args.game).max_players)  # Villainous seats 3 at most
    global PACE_INTERVAL
    PACE_INTERVAL = args.connections / args.rate if args.rate else 0.0
    print(f"load average at the start {os.getloadavg()}")
    print(machine_line())
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    runs = [run_both(args, env, n) for n in range(args.repeat)]
    summarize(runs, args)
    print(f"load average at the end {os.getloadavg()}")
    if args.py_spy is not None:
        from bench.stacks import print_top

        print_top(sorted(args.py_spy.glob("worker-*.txt")))


COUNTED_NEVER_REFUSED = {
    f"CROUPIER_RATE_LIMIT_{name}": "1000000000/minute" for name in ("ADDRESS", "SEAT", "CREATE")
}


def summarize(runs: list[list[tuple[float, float]]], args: argparse.Namespace) -> None:
    """Medians over the runs (one run varies by 10-20% on a shared 2-core machine)."""
    medians = [
        (statistics.median(run[i][0] for run in runs), statistics.median(run[i][1] for run in runs))
        for i in range(len(runs[0]))
    ]
    (trivial_rate, trivial_cpu), (action_rate, action_cpu) = medians[:2]
    label = f"median of {len(runs)} runs" if len(runs) > 1 else "one run"
    print(
        f"{label}: trivial {trivial_rate:.0f} req/s, {trivial_cpu:.3f} ms CPU/request; "
        f"POST action {action_rate:.0f} req/s, {action_cpu:.3f} ms CPU/action "
        f"(goal <= 0.8); actions / trivial: {action_rate / trivial_rate:.0%} (goal >= 85%)"
    )
    if args.floor:
        floor_rate, floor_cpu = medians[-1]
        print(
            f"{label}: app GET /healthz {floor_rate:.0f} req/s, {floor_cpu:.3f} ms CPU/request "
            f"(of an action's {action_cpu:.3f} ms, {floor_cpu / action_cpu:.0%})"
        )
    if args.compare_guards:
        bare_rate, bare_cpu = medians[2]
        print(
            f"{label}: POST action without metrics and limits {bare_rate:.0f} req/s, "
            f"{bare_cpu:.3f} ms CPU/action; with them: {action_rate / bare_rate - 1:+.1%} "
            f"throughput, {action_cpu - bare_cpu:+.3f} ms CPU/action (goal: under 10% lower)"
        )


def run_both(args: argparse.Namespace, env: dict, run: int = 0) -> list[tuple[float, float]]:
    offered = f"offered {args.rate:.0f} req/s" if args.rate else "closed loop (saturation)"
    print(
        f"{args.game}, {args.connections} connections, {offered}, {args.seconds:.0f} s each, "
        f"gunicorn {args.workers} gevent workers{' --reuse-port' if args.reuse_port else ''}, "
        f"AOF {'on' if args.aof else 'off'}, {os.cpu_count()} cores"
    )
    with tempfile.TemporaryDirectory(prefix="croupier-metrics-") as metrics_dir:
        # as `croupier serve` runs: metrics in files, limits counted (too high to refuse: one
        # address sends every request here)
        served = {**env, **COUNTED_NEVER_REFUSED, "PROMETHEUS_MULTIPROC_DIR": metrics_dir}
        app = "service.api:create_app()"
        variants = [
            ("trivial GET", "bench.trivial_app:app", env, "/"),
            ("POST action", app, served, None),
        ]
        if args.compare_guards:
            bare = {**env, "CROUPIER_METRICS": "off", "CROUPIER_RATE_LIMITS": "off"}
            variants.append(("POST action, no metrics, no limits", app, bare, None))
        if args.floor:
            variants.append(("app GET /healthz", app, served, "/healthz"))
        # every other run measures the variants the other way round, so that what drifts
        # along a run (the AOF growing, a rewrite, a noisy neighbour) weighs on both alike
        order = list(range(len(variants)))
        if run % 2 and len(order) > 2:
            order[1], order[2] = 2, 1
        measured = {i: _measure(args, *variants[i]) for i in order}
        figures = [measured[i] for i in range(len(variants))]
    return figures


def _measure(
    args: argparse.Namespace, name: str, app: str, env: dict, path: str | None
) -> tuple[float, float]:
    """One server on a Redis of its own (an AOF grown by the runs before, and its rewrites,
    would weigh on the later ones), loaded for ``args.seconds``: rate and CPU per request."""
    with tempfile.TemporaryDirectory() as data_dir:
        redis_process, redis_url = start_embedded_redis(Path(data_dir), durable=args.aof)
        try:
            return _measure_on(
                args, name, app, {**env, "REDIS_URL": redis_url}, redis_process.pid, path
            )
        finally:
            redis_process.terminate()
            redis_process.wait()


def _measure_on(
    args: argparse.Namespace, name: str, app: str, env: dict, redis_pid: int, path: str | None
) -> tuple[float, float]:
    """``path``: GET it over every connection; None: POST scripted actions."""
    port = free_port()
    server = start_gunicorn(app, port, args, env)
    try:
        if path is not None:
            load = partial(trivial_load, port, args.seconds, args.connections, path)
        else:
            load = partial(
                action_load,
                port,
                args.seconds,
                args.connections,
                args.seats,
                args.game,
                prepare=True,
            )
            load = load()  # the matches are scripted before the clock (and CPU) starts
        before, redis_before = cpu_seconds([server.pid, redis_pid]), process_seconds(redis_pid)
        samplers = sample_workers(args, server.pid) if path is None else []
        latencies = load()
        cpu = cpu_seconds([server.pid, redis_pid]) - before
        for sampler in samplers:
            sampler.wait()
        return report(name, latencies, args.seconds, cpu, process_seconds(redis_pid) - redis_before)
    finally:
        server.terminate()
        server.wait()


def sample_workers(args: argparse.Namespace, master: int) -> list[subprocess.Popen]:
    """py-spy on every gunicorn worker for the run's length (none without ``--py-spy``)."""
    if args.py_spy is None:
        return []
    args.py_spy.mkdir(parents=True, exist_ok=True)
    return [
        subprocess.Popen(
            [
                "py-spy",
                "record",
                "--pid",
                str(worker),
                "--format",
                "raw",
                "--rate",
                "250",
                "--duration",
                str(int(args.seconds)),
                "--nonblocking",
                "--output",
                str(args.py_spy / f"worker-{worker}.txt"),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for worker in children_of(master)
    ]


if __name__ == "__main__":
    main()
