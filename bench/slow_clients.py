"""GET /healthz latency under gunicorn with and without slow clients connected (issue 9), for
the serving model of ``croupier serve`` (gevent) and for the gthread model it replaced.

    .venv/bin/python -m bench.slow_clients [--slow 40] [--probes 200] [--models gevent,gthread]

A slow client sends a create request's head and 10 of its 1,000 announced body bytes, then
nothing. Each probe is a new connection (as a health checker makes), with a timeout; after
``--give-up`` probes time out in a row the model is reported unavailable. Prints the machine
load (``os.getloadavg()``) beside every figure: the machine is shared.
"""

from __future__ import annotations

import argparse
import http.client
import os
import select
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from service.cli import free_port, gunicorn_command, start_embedded_redis

ROOT = Path(__file__).resolve().parents[1]
PARTIAL_BODY = (
    b"POST /v1/matches HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\n"
    b'Content-Length: 1000\r\n\r\n{"game": "'
)


def command(model: str, port: int, args: argparse.Namespace) -> list[str]:
    """``croupier serve``'s command line, or the gthread one it had before issue 9."""
    serve = argparse.Namespace(host="127.0.0.1", port=port, workers=args.workers)
    if model == "gevent":
        return gunicorn_command(serve)
    return [
        sys.executable,
        "-m",
        "gunicorn",
        "--bind",
        f"127.0.0.1:{port}",
        "--workers",
        str(args.workers),
        "--worker-class",
        "gthread",
        "--threads",
        str(args.threads),
        "service.api:create_app()",
    ]


def start(model: str, args: argparse.Namespace, env: dict[str, str]) -> tuple:
    port = free_port()
    process = subprocess.Popen(
        command(model, port, args),
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if probe(port, timeout=5.0) is not None:
            return process, port
        time.sleep(0.1)
    process.kill()
    raise SystemExit(f"gunicorn ({model}) did not answer within 120 s")


def probe(port: int, timeout: float) -> float | None:
    """Seconds one GET /healthz took on a new connection; None if it failed or timed out."""
    began = time.perf_counter()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        connection.request("GET", "/healthz", headers={"Connection": "close"})
        response = connection.getresponse()
        response.read()
        return time.perf_counter() - began if response.status == 200 else None
    except OSError:  # refused, reset or timed out: all count as unavailable
        return None
    finally:
        connection.close()


def measure(port: int, args: argparse.Namespace) -> tuple[list[float], int]:
    """Latencies of the probes that succeeded, and how many failed."""
    latencies, failed, in_a_row = [], 0, 0
    for _ in range(args.probes):
        latency = probe(port, args.probe_timeout)
        if latency is None:
            failed, in_a_row = failed + 1, in_a_row + 1
            if in_a_row >= args.give_up:
                break
        else:
            latencies.append(latency)
            in_a_row = 0
    return latencies, failed


def open_slow_clients(port: int, count: int) -> list[socket.socket]:
    opened = []
    for _ in range(count):
        sock = socket.create_connection(("127.0.0.1", port), timeout=30)
        sock.sendall(PARTIAL_BODY)
        opened.append(sock)
    return opened


def still_open(sockets: list[socket.socket]) -> int:
    readable, _, _ = select.select(sockets, [], [], 0)
    return len(sockets) - len(readable)


def report(model: str, label: str, latencies: list[float], failed: int) -> None:
    load = " ".join(f"{value:.2f}" for value in os.getloadavg())
    if latencies:
        ms = sorted(value * 1000 for value in latencies)
        p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
        figures = f"p50 {statistics.median(ms):6.1f} ms  p95 {p95:6.1f} ms  max {ms[-1]:6.1f} ms"
    else:
        figures = "no probe answered" + " " * 28
    print(
        f"{model:7} {label:16} ok {len(latencies):4}  failed {failed:3}  {figures}  load {load}",
        flush=True,
    )


def run(model: str, args: argparse.Namespace, env: dict[str, str]) -> None:
    process, port = start(model, args, env)
    try:
        report(model, "no slow clients", *measure(port, args))
        slow = open_slow_clients(port, args.slow)
        try:
            report(model, f"{args.slow} slow clients", *measure(port, args))
            print(f"{model:7} slow clients still held after the probes: {still_open(slow)}")
        finally:
            for sock in slow:
                sock.close()
    finally:
        process.terminate()
        process.wait(timeout=60)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--slow", type=int, default=40, help="slow clients held open")
    parser.add_argument("--probes", type=int, default=200, help="GET /healthz per phase")
    parser.add_argument("--probe-timeout", type=float, default=3.0, help="seconds per probe")
    parser.add_argument("--give-up", type=int, default=3, help="timeouts in a row: unavailable")
    parser.add_argument("--models", default="gevent,gthread", help="comma-separated")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads", type=int, default=8, help="gthread only")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="croupier-bench-") as data:
        redis_process, url = start_embedded_redis(Path(data), durable=False)
        try:
            for model in args.models.split(","):
                run(model, args, {**os.environ, "REDIS_URL": url, "CROUPIER_RATE_LIMITS": "off"})
        finally:
            redis_process.terminate()
            redis_process.wait(timeout=10)


if __name__ == "__main__":
    main()
