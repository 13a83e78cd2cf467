"""Issue 32's stream flood, measured: what a victim sees while one client floods the API with
held spectator streams, and after it leaves.

    .venv/bin/python -m bench.stream_flood [--streams 6500] [--maxclients 10000] [--tree DIR]

`croupier serve`'s gunicorn (2 gevent workers, default settings) on a redis-server of its
own (AOF on, `maxclients` 10,000 as by default), as the adversary ran it. The attacker opens
--streams spectator streams from one address, then as many again from many addresses (behind
one proxy hop: X-Forwarded-For names them); an attempt unanswered for 10 s counts as "no
answer", and three in a row stop that wave. The victim's health check, create and view are
timed (10 s timeout) before, during and after the flood, with Redis's connected clients.

--tree runs another checkout's code (e.g. a `git worktree` of the commit before the fix): its
gunicorn is started in that tree with it first on PYTHONPATH.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import redis
import requests

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from stream_flood import Flood, addresses, redis_clients, victim_probes  # noqa: E402

from bench.cpu import yardstick  # noqa: E402
from service.cli import free_port, gunicorn_command, start_embedded_redis  # noqa: E402

VICTIM_TIMEOUT = 10.0


def serve(tree: Path, url: str, log: Path) -> tuple[subprocess.Popen, str]:
    args = argparse.Namespace(host="127.0.0.1", port=free_port(), workers=2)
    env = {
        **os.environ,
        "REDIS_URL": url,
        "PYTHONPATH": str(tree),
        "CROUPIER_PROXIES": "1",
        "CROUPIER_RATE_LIMITS": "off",
    }
    with log.open("wb") as out:
        process = subprocess.Popen(
            gunicorn_command(args), env=env, cwd=tree, stdout=out, stderr=subprocess.STDOUT
        )
    base = f"http://127.0.0.1:{args.port}"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            if requests.get(f"{base}/readyz", timeout=5).status_code == 200:
                return process, base
        except requests.RequestException:
            pass
        time.sleep(0.2)
    raise SystemExit(f"the API did not start: {log.read_text()[-2000:]}")


def report(moment: str, base: str, match_id: str, client: redis.Redis) -> None:
    probes = victim_probes(base, match_id, VICTIM_TIMEOUT)
    seen = "  ".join(
        f"{name} {p.status or 'none'} {p.seconds * 1000:.0f} ms" for name, p in probes.items()
    )
    print(f"{moment:<28} {seen}  redis clients {redis_clients(client)}", flush=True)


def run(args: argparse.Namespace) -> None:
    tree = Path(args.tree).resolve()
    print(f"yardstick {yardstick():.2f} s, load {os.getloadavg()[0]:.2f}, tree {tree}")
    with tempfile.TemporaryDirectory(prefix="croupier-flood-") as workdir:
        redis_process, url = start_embedded_redis(Path(workdir) / "redis", durable=True)
        client = redis.Redis.from_url(url)
        client.config_set("maxclients", args.maxclients)
        api, base = serve(tree, url, Path(workdir) / "gunicorn.log")
        try:
            match = requests.post(
                f"{base}/v1/matches",
                timeout=30,
                json={"game": "bad-trevor", "seats": [{"type": "human"}] * 3},
            ).json()
            report("before", base, match["id"], client)
            flood = Flood(api_port(base), match["id"], timeout=VICTIM_TIMEOUT)
            started = time.monotonic()
            one = flood.open(args.streams, ["10.66.0.1"])
            print(
                f"one address, {args.streams} streams: {dict(one)} "
                f"in {time.monotonic() - started:.1f} s"
            )
            report("during (one address)", base, match["id"], client)
            many = flood.open(args.streams, addresses(args.streams))
            print(f"many addresses, {args.streams} streams: {dict(many)}; held {len(flood.held)}")
            report("during (many addresses)", base, match["id"], client)
            flood.leave()
            time.sleep(args.settle)
            report(f"{args.settle:g} s after it left", base, match["id"], client)
        finally:
            api.terminate()
            api.wait(timeout=60)
            redis_process.terminate()
            redis_process.wait(timeout=60)


def api_port(base: str) -> int:
    return int(base.rsplit(":", 1)[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--streams", type=int, default=6500)
    parser.add_argument("--maxclients", type=int, default=10_000, help="Redis's default")
    parser.add_argument("--settle", type=float, default=5.0, help="seconds after the flood")
    parser.add_argument("--tree", default=str(ROOT), help="the checkout whose code runs")
    run(parser.parse_args())


if __name__ == "__main__":
    main()
