"""POST action with 1, 2 and 4 API processes against one Redis and against a Redis Cluster
(three masters, three replicas, and the queues on a Redis of their own), in the same run.

    .venv/bin/python -m bench.cluster_scale [--game bad-trevor] [--seconds 10]
        [--connections 32] [--processes 1 2 4] [--no-wait]

On two cores this shows the cluster's overhead, not its scale: the figure that scales is
server CPU per action (gunicorn and every redis-server of the run, from /proc), and the
Redis commands each action costs (INFO commandstats of every master, before and after).
Each target gets fresh servers; AOF off everywhere (the cluster's durability is its
replicas: ``--no-wait`` leaves out the WAIT for one replica that cluster mode does by
default, to show what it costs).
"""

from __future__ import annotations

import argparse
import os
import tempfile
from functools import partial
from pathlib import Path

import redis

from bench.http_actions import (
    COUNTED_NEVER_REFUSED,
    ROOT,
    action_load,
    cpu_seconds,
    report,
    start_gunicorn,
)
from service.cli import free_port, start_embedded_redis
from service.devcluster import DevCluster


def commands(ports: list[int]) -> int:
    """Commands Redis ran so far, over the servers at ``ports`` (INFO commandstats)."""
    total = 0
    for port in ports:
        stats = redis.Redis(port=port).info("commandstats")
        total += sum(int(entry["calls"]) for entry in stats.values())
    return total


def measure(
    args: argparse.Namespace,
    env: dict,
    pids: list[int],
    ports: list[int],
    processes: int,
    name: str,
) -> None:
    """One gunicorn of ``processes`` workers on the Redis ``env`` names, loaded."""
    port = free_port()
    options = argparse.Namespace(workers=processes, reuse_port=True)
    server = start_gunicorn("service.api:create_app()", port, options, env)
    try:
        load = partial(
            action_load, port, args.seconds, args.connections, args.seats, args.game, prepare=True
        )()
        before, ran = cpu_seconds([server.pid, *pids]), commands(ports)
        redis_before = cpu_seconds(pids)
        latencies = load()
        cpu = cpu_seconds([server.pid, *pids]) - before
        redis_ms = (cpu_seconds(pids) - redis_before) / len(latencies) * 1000
        per_action = (commands(ports) - ran) / len(latencies)
        report(f"{name}, {processes} API", latencies, args.seconds, cpu)
        print(
            f"{'':>16}  of which Redis {redis_ms:.3f} ms/action (every redis-server); "
            f"{per_action:.1f} Redis commands per action on the masters (creates included)",
            flush=True,
        )
    finally:
        server.terminate()
        server.wait()


def on_single(args: argparse.Namespace, env: dict, processes: int) -> None:
    with tempfile.TemporaryDirectory() as data_dir:
        process, url = start_embedded_redis(Path(data_dir), durable=False)
        try:
            port = int(url.rsplit(":", 1)[1].split("/")[0])
            measure(args, {**env, "REDIS_URL": url}, [process.pid], [port], processes, "one Redis")
        finally:
            process.terminate()
            process.wait()


def on_cluster(args: argparse.Namespace, env: dict, processes: int) -> None:
    with tempfile.TemporaryDirectory() as data_dir:
        cluster = DevCluster(Path(data_dir) / "cluster").start()
        queue, queue_url = start_embedded_redis(Path(data_dir) / "queue", durable=False)
        try:
            wait = "0" if args.no_wait else "1"
            served = {
                **env,
                "REDIS_URL": cluster.seeds_url,
                "CROUPIER_REDIS_MODE": "cluster",
                "CROUPIER_QUEUE_URL": queue_url,
                "CROUPIER_REDIS_WAIT_REPLICAS": wait,
            }
            pids = [node.process.pid for node in cluster.nodes] + [queue.pid]
            masters = [node.port for node in cluster.masters_alive()]
            name = f"cluster WAIT {wait}"
            measure(args, served, pids, masters, processes, name)
        finally:
            cluster.stop()
            queue.terminate()
            queue.wait()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="bad-trevor")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--processes", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--no-wait", action="store_true", help="cluster writes without WAIT")
    args = parser.parse_args()
    print(
        f"load average at the start {os.getloadavg()}; {os.cpu_count()} cores; "
        f"{args.game}, {args.connections} connections, closed loop, {args.seconds:.0f} s each"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT), **COUNTED_NEVER_REFUSED}
    for processes in args.processes:
        on_single(args, env, processes)
        on_cluster(args, env, processes)
    print(f"load average at the end {os.getloadavg()}")


if __name__ == "__main__":
    main()
