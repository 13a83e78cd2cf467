"""What one bot job costs, early and late in a match: the worker's own CPU per bot move.

    .venv/bin/python -m bench.bot_jobs [--games GAME ...] [--matches 5] [--strategy heuristic]

Plays all-bot matches with the worker's job function (``workers.jobs.step``, in process,
against a private redis-server with AOF on), one bot move a job, and prints the mean CPU of
a job in each quarter of the match and the events the match had by its end. Issue 17: a bot
job must not cost more as its match grows (it read the whole event stream each time).
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

import redis

import service.games  # noqa: F401  (registers the games)
from service.api import create_app
from service.cli import start_embedded_redis
from service.engine import match as engine
from service.engine.match import Match
from service.engine.registry import all_games, get_game
from service.store import Store
from workers import jobs

SEATS = 4  # or the game's most, if fewer (Villainous: 3)
MAX_JOBS = 20_000


def play(client, store: Store, game: str, seed: int, strategy: str) -> list[tuple[int, float]]:
    """One all-bot match, job by job: (events so far, CPU seconds) of each bot job."""
    seats = [{"type": "bot", "strategy": strategy}] * min(SEATS, get_game(game).max_players)
    created = client.post("/v1/matches", json={"game": game, "seats": seats, "seed": seed}).json
    match_id, costs = created["id"], []
    for _ in range(MAX_JOBS):
        stored = store.load(match_id).stored
        if stored is None or stored.archived:
            return costs
        match = Match.from_json(stored.match)
        work = _next_work(match)
        began = time.process_time()
        jobs.step(match_id, match.version, work)
        costs.append((match.event_seq, time.process_time() - began))
    raise RuntimeError("the match did not finish")


def _next_work(match: Match) -> str:
    if engine.due(match, time.time()):
        return "system"
    seat = next(d.seat for d in engine.decisions(match) if d.seat is not None)
    return f"bot:{seat}"


def report(game: str, runs: list[list[tuple[int, float]]]) -> None:
    quarters: list[list[float]] = [[], [], [], []]
    for costs in runs:
        for index, (_, cpu) in enumerate(costs):
            quarters[min(3, index * 4 // len(costs))].append(cpu)
    means = " ".join(f"Q{n + 1} {statistics.mean(q) * 1000:6.2f}" for n, q in enumerate(quarters))
    events = statistics.mean(costs[-1][0] for costs in runs)
    jobs_each = statistics.mean(len(costs) for costs in runs)
    print(
        f"{game:>24}: ms CPU per bot job by quarter of the match: {means}; "
        f"late/early {statistics.mean(quarters[3]) / statistics.mean(quarters[0]):.2f}x; "
        f"{jobs_each:.0f} jobs, {events:.0f} events a match",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", nargs="+", default=[game.id for game in all_games()])
    parser.add_argument("--matches", type=int, default=5)
    parser.add_argument("--strategy", default="heuristic")
    args = parser.parse_args()
    os.environ.setdefault(jobs.THINK_SCALE, "0")  # CPU alone: no think-time floor to sleep
    print(f"load average at the start {os.getloadavg()}; strategy {args.strategy}")
    with tempfile.TemporaryDirectory() as data_dir:
        process, url = start_embedded_redis(Path(data_dir), durable=True)
        try:
            os.environ["REDIS_URL"] = url
            client = create_app({"REDIS_URL": url, "RATE_LIMITS": "off"}).test_client()
            store = Store(redis.Redis.from_url(url))
            for game in args.games:
                runs = [
                    play(client, store, game, seed, args.strategy)
                    for seed in range(1, args.matches + 1)
                ]
                report(game, runs)
        finally:
            process.terminate()
    print(f"load average at the end {os.getloadavg()}")


if __name__ == "__main__":
    main()
