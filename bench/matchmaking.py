"""Matchmaking under a minute of arrivals: tickets of players with spread ratings and mixed
seat preferences arrive over ``--seconds``, and rounds run once a second as the workers'
watchdog runs them (``service.matchmaking.seating.run_round``, in this process, against a
real redis-server of its own; the matches it makes are real, their bot jobs left queued).

Prints: time to match (p50, p95), how far apart the ratings inside a table are, the share
of tables filled by bots and of tickets that expired, that no ticket sits in two matches,
and the CPU of the rounds per match made (this process: the matcher, the claims and the
creates).

    .venv/bin/python -m bench.matchmaking --players 1000 --seconds 60
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.cpu import yardstick
from service.cli import start_embedded_redis
from service.engine.registry import get_game
from service.matchmaking import seating
from service.store import Store, keys

GAME = "bad-trevor"
APP = "bench"
PREFERENCES = [(3, 3), (3, 4), (3, 5), (4, 5), (5, 5), (4, 4)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--max-wait", type=int, default=30)
    parser.add_argument("--bots-share", type=float, default=0.5, help="tickets that allow bots")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"/proc/loadavg at the start: {Path('/proc/loadavg').read_text().strip()}")
    print(f"yardstick: {yardstick():.2f} s")
    with tempfile.TemporaryDirectory(prefix="croupier-bench-mm-") as folder:
        process, url = start_embedded_redis(Path(folder), durable=False)
        try:
            report(run(Store.from_env({"REDIS_URL": url}), args))
        finally:
            process.terminate()
            process.wait(timeout=10)
    print(f"/proc/loadavg at the end: {Path('/proc/loadavg').read_text().strip()}")


def run(store: Store, args: argparse.Namespace) -> dict[str, Any]:
    """Open every ticket at its arrival time, a round a second, until all have ended; each
    ticket's end (status, match, when) as the first look after its round saw it."""
    rng = random.Random(args.seed)
    ratings = {f"p{n}": rng.gauss(25.0, 4.0) for n in range(args.players)}
    _rate(store, ratings)
    arrivals = sorted((rng.uniform(0, args.seconds), player) for player in ratings)
    options = get_game(GAME).validate_options({})
    tickets: dict[str, dict[str, Any]] = {}
    open_ids: set[str] = set()
    start, cpu, made = time.time(), 0.0, []
    next_round = start + 1
    while arrivals or open_ids:
        now = time.time()
        while arrivals and start + arrivals[0][0] <= now:
            _, player = arrivals.pop(0)
            ticket_id = store.tickets.open(APP, GAME, options, _ticket(player, now, rng, args))
            tickets[ticket_id] = {"player": player, "created": now}
            open_ids.add(ticket_id)
        if now >= next_round:
            began = time.process_time()
            made += seating.run_round(store, now)
            cpu += time.process_time() - began
            next_round += 1
            _look(store, tickets, open_ids, now)
        time.sleep(0.01)
    return {"tickets": tickets, "matches": made, "cpu": cpu, "ratings": ratings, "store": store}


def _rate(store: Store, ratings: dict[str, float]) -> None:
    """Give every player a rating in the app's pool (as finished matches would)."""
    key = keys.ratings(APP, GAME)
    for player, mu in ratings.items():
        store.redis.hset(key, player, json.dumps({"mu": mu, "sigma": 2.0, "matches": 10}))


def _ticket(player: str, now: float, rng: random.Random, args: argparse.Namespace) -> dict:
    low, high = rng.choice(PREFERENCES)
    return {
        "game": GAME,
        "players": [player],
        "seats": [low, high],
        "options": get_game(GAME).validate_options({}),
        "created": now,
        "max_wait": args.max_wait,
        "bots_after_wait": "auto" if rng.random() < args.bots_share else None,
    }


def _look(store: Store, tickets: dict, open_ids: set[str], now: float) -> None:
    """Record the end of each ticket that a round just ended."""
    for ticket_id in list(open_ids):
        record = store.tickets.peek(ticket_id)
        if record is not None and record["status"] in ("matched", "expired"):
            tickets[ticket_id].update(status=record["status"], match=record.get("match"), ended=now)
            open_ids.discard(ticket_id)


def report(result: dict[str, Any]) -> None:
    tickets, matches, store = result["tickets"], result["matches"], result["store"]
    matched = [t for t in tickets.values() if t.get("status") == "matched"]
    expired = [t for t in tickets.values() if t.get("status") == "expired"]
    waits = sorted(t["ended"] - t["created"] for t in matched)
    tables: dict[str, list[str]] = {}
    for t in matched:
        tables.setdefault(t["match"], []).append(t["player"])
    with_bots = sum(1 for match_id in tables if _bots(store, match_id))
    spreads = sorted(
        seating.SCALE * (max(r) - min(r))
        for r in ([result["ratings"][p] for p in players] for players in tables.values())
        if len(r) > 1
    )
    seated = [p for players in tables.values() for p in players]
    print(f"tickets {len(tickets)}: matched {len(matched)}, expired {len(expired)}")
    print(f"matches made {len(matches)} ({len(set(matches))} distinct), {with_bots} with bots")
    print(f"a player seated twice: {len(seated) - len(set(seated))}")
    print(f"time to match: p50 {_pct(waits, 50):.1f} s, p95 {_pct(waits, 95):.1f} s")
    print(
        f"rating spread inside a table of people (display points): "
        f"p50 {_pct(spreads, 50):.0f}, p95 {_pct(spreads, 95):.0f}"
    )
    print(f"rating spread of all players (p95 - p5): {_population(result['ratings']):.0f}")
    print(f"round CPU per match made: {1000 * result['cpu'] / max(1, len(matches)):.2f} ms")


def _bots(store: Store, match_id: str) -> int:
    stored = store.load(match_id).stored
    return sum(1 for seat in stored.meta["seats"] if seat["type"] == "bot") if stored else 0


def _pct(values: list[float], q: int) -> float:
    if not values:
        return float("nan")
    return values[min(len(values) - 1, round(q / 100 * (len(values) - 1)))]


def _population(ratings: dict[str, float]) -> float:
    scaled = sorted(seating.SCALE * mu for mu in ratings.values())
    return _pct(scaled, 95) - _pct(scaled, 5)


if __name__ == "__main__":
    main()
