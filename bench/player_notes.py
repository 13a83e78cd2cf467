"""What a player's stream costs an action (issue 40, item 6): submits to matches whose seats
name no player (A) and matches whose three seats all name one (B), alternated match by match
in the same minutes, through the app in process (Flask's test client) against a private
redis-server. Printed per action: the median and p95 wall time of the POST, and the Redis
commands it sent (``total_commands_processed``: a pipeline's commands each count, a script
counts once), with how many ``your_move`` notes B wrote.

    .venv/bin/python bench/player_notes.py [--matches 20] [--actions 60]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import redis  # noqa: E402

from service.api import create_app  # noqa: E402
from service.cli import main as cli  # noqa: E402
from service.cli import start_embedded_redis
from service.store import keys  # noqa: E402


def app_key(url: str) -> str:
    os.environ["REDIS_URL"] = url
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert cli(["keys", "create", "bench"]) == 0
    return out.getvalue().strip().splitlines()[-1]


def commands(client: redis.Redis) -> int:
    return int(client.info("stats")["total_commands_processed"])


def play(web: Any, key: str, named: bool, actions: int, draw: random.Random, r: redis.Redis):
    """One match: (seconds, commands) of each POST, up to ``actions`` of them."""
    seats = [{"type": "human", **({"player": f"p{n}"} if named else {})} for n in range(3)]
    auth = {"Authorization": f"Bearer {key}"}
    made = web.post("/v1/matches", json={"game": "bad-trevor", "seats": seats}, headers=auth).json
    url, tokens = f"/v1/matches/{made['id']}", [s["token"] for s in made["seats"]]
    found = []
    for _ in range(actions):
        deciders = [d["seat"] for d in web.get(url).json["decisions"] if d["seat"] is not None]
        if not deciders:
            break
        seat = draw.choice(deciders)
        mine = {"Authorization": f"Bearer {tokens[seat]}"}
        action = draw.choice(web.get(url + "/actions", headers=mine).json["actions"])["id"]
        before, began = commands(r), time.perf_counter()
        answer = web.post(url + "/actions", json={"action_id": action}, headers=mine)
        took = time.perf_counter() - began
        found.append((took, commands(r) - before - 1))  # less the INFO itself
        assert answer.status_code == 200, answer.json
    return found


def summary(label: str, rows: list[tuple[float, int]]) -> str:
    times = sorted(t for t, _ in rows)
    p95 = times[int(0.95 * (len(times) - 1))]
    sent = statistics.mean(c for _, c in rows)
    return (
        f"{label}: {len(rows)} actions, median {statistics.median(times) * 1e3:.2f} ms, "
        f"p95 {p95 * 1e3:.2f} ms, {sent:.2f} Redis commands per action"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=20, help="of each kind")
    parser.add_argument("--actions", type=int, default=60, help="per match at most")
    args = parser.parse_args()
    print(f"/proc/loadavg at the start: {Path('/proc/loadavg').read_text().strip()}")
    with tempfile.TemporaryDirectory() as workdir:
        process, url = start_embedded_redis(Path(workdir), durable=False)
        try:
            r = redis.Redis.from_url(url)
            key = app_key(url)
            web = create_app({"REDIS_URL": url, "RATE_LIMITS": "off"}).test_client()
            draw = random.Random(1)
            rows: dict[bool, list[tuple[float, int]]] = {False: [], True: []}
            for _ in range(args.matches):
                for named in (False, True):  # alternated, match by match
                    rows[named] += play(web, key, named, args.actions, draw, r)
            notes = sum(r.xlen(keys.player_events("bench", f"p{n}")) for n in range(3))
            print(summary("A, no player named", rows[False]))
            print(summary("B, three players named", rows[True]))
            print(f"B wrote {notes} your_move notes ({notes / len(rows[True]):.2f} per action)")
        finally:
            process.terminate()
    print(f"/proc/loadavg at the end: {Path('/proc/loadavg').read_text().strip()}")


if __name__ == "__main__":
    main()
