"""Redis memory per finished match (goal <= 16 KiB for 4 players), through the real API.

    .venv/bin/python -m bench.redis_memory [--matches 50] [--seats 4]

Plays whole matches over the Flask app against a private redis-server, then sums
MEMORY USAGE over every key of each match, live (one action before the end) and finished.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from pathlib import Path

from bench.http_actions import scripted_match
from service.api import create_app
from service.cli import start_embedded_redis


def play(client, seed: int, seats: int, stop_before_end: bool) -> str:
    body = {"game": "bad-trevor", "seats": [{"type": "human"}] * seats, "seed": seed}
    created = client.post("/v1/matches", json=body).json
    tokens = [seat["token"] for seat in created["seats"]]
    script = scripted_match(seed, seats)
    for seat, action_id in script[:-1] if stop_before_end else script:
        headers = {"Authorization": f"Bearer {tokens[seat]}"}
        path = f"/v1/matches/{created['id']}/actions"
        assert client.post(path, json={"action_id": action_id}, headers=headers).status_code == 200
    return created["id"]


def match_bytes(redis_client, match_id: str) -> int:
    keys = redis_client.scan_iter(match=f"m:{{{match_id}}}:*")
    return sum(redis_client.memory_usage(key, samples=0) or 0 for key in keys)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, default=50)
    parser.add_argument("--seats", type=int, default=4)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as data_dir:
        process, url = start_embedded_redis(Path(data_dir), durable=False)
        try:
            app = create_app({"REDIS_URL": url})
            store_client = app.extensions["croupier.store"].redis
            client = app.test_client()
            for label, stop in (("live, one action before the end", True), ("finished", False)):
                sizes = [
                    match_bytes(store_client, play(client, seed, args.seats, stop))
                    for seed in range(1, args.matches + 1)
                ]
                print(
                    f"{args.seats}p {label}: {args.matches} matches, bytes per match "
                    f"mean {statistics.mean(sizes):,.0f}, max {max(sizes):,} (goal <= 16,384)"
                )
        finally:
            process.terminate()


if __name__ == "__main__":
    main()
