"""Redis memory per match, for every game, through the real API (issue 17's goals: <= 24 KiB
for a live match at mid-game, <= 8 KiB for a finished one).

    .venv/bin/python -m bench.redis_memory [--game GAME ...] [--matches 30] [--seats 4]
        [--keys]

``--seats`` is capped at each game's most (Villainous plays 3). ``--keys`` adds the mean
bytes of each kind of key (state, stream, sealed blocks, log...) at each point.

Plays matches of humans over the Flask app against a private redis-server, and sums MEMORY
USAGE over every key of each match at three points: mid-game (half of its actions), one
action before the end, and finished (only the matches that finish: a script of seats'
actions alone may end on the system's decision, which a worker takes). A finished match
keeps its last events in its stream for ``FINAL_EVENTS_MS`` (they wake its followers), then
that key expires: "finished" is the match without it, the stream's bytes printed beside it.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from pathlib import Path

import service.games  # noqa: F401  (registers the games)
from bench.http_actions import scripted_match
from service.api import create_app
from service.cli import start_embedded_redis
from service.engine.registry import all_games, get_game
from service.store import keys
from service.store.scripts import FINAL_EVENTS_MS

GOALS = {"mid-game": 24 * 1024, "one action before the end": 24 * 1024, "finished": 8 * 1024}


def play(client, game: str, seed: int, seats: int, actions: int | None) -> str:
    """A match of ``game`` after ``actions`` of its scripted actions (None: all of them)."""
    body = {"game": game, "seats": [{"type": "human"}] * seats, "seed": seed}
    created = client.post("/v1/matches", json=body).json
    tokens = [seat["token"] for seat in created["seats"]]
    for seat, action_id in scripted_match(seed, seats, game)[:actions]:
        headers = {"Authorization": f"Bearer {tokens[seat]}"}
        path = f"/v1/matches/{created['id']}/actions"
        assert client.post(path, json={"action_id": action_id}, headers=headers).status_code == 200
    return created["id"]


def usage(redis_client, match_id: str) -> dict[str, int]:
    found = redis_client.scan_iter(match=keys.pattern(match_id))
    return {key.decode(): redis_client.memory_usage(key, samples=0) or 0 for key in found}


def measure(client, redis_client, game: str, seed: int, seats: int) -> dict[str, dict[str, int]]:
    """Bytes of one match at each point, by kind of key (its name after the match id), and
    of a finished match's final events."""
    length = len(scripted_match(seed, seats, game))
    points = {"mid-game": length // 2, "one action before the end": length - 1}
    sizes = {
        label: by_kind(usage(redis_client, play(client, game, seed, seats, n)))
        for label, n in points.items()
    }
    match_id = play(client, game, seed, seats, None)
    if client.get(f"/v1/matches/{match_id}").json["status"] != "finished":
        return sizes  # its script ended on the system's decision (a worker's): not finished
    finished = by_kind(usage(redis_client, match_id))
    events = {"events": finished.pop("events", 0)}
    return {**sizes, "finished": finished, "final events": events}


def by_kind(found: dict[str, int]) -> dict[str, int]:
    return {key.split("}:", 1)[1]: size for key, size in found.items()}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", nargs="+", default=[game.id for game in all_games()])
    parser.add_argument("--matches", type=int, default=30)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--keys", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as data_dir:
        process, url = start_embedded_redis(Path(data_dir), durable=False)
        try:
            app = create_app({"REDIS_URL": url, "RATE_LIMITS": "off"})
            redis_client = app.extensions["croupier.store"].redis
            client = app.test_client()
            for game in args.game:
                seats = min(args.seats, get_game(game).max_players)
                runs = [
                    measure(client, redis_client, game, seed, seats)
                    for seed in range(1, args.matches + 1)
                ]
                report(game, seats, args.keys, runs)
        finally:
            process.terminate()


def report(game: str, seats: int, keys: bool, runs: list[dict[str, dict[str, int]]]) -> None:
    for label in (*GOALS, "final events"):
        found = [run[label] for run in runs if label in run]
        sizes = [sum(kinds.values()) for kinds in found]
        goal = f" (goal <= {GOALS[label]:,})" if label in GOALS else f" (kept {FINAL_EVENTS_MS} ms)"
        print(
            f"{game} {seats}p {label}: {len(sizes)} matches, bytes per match mean "
            f"{statistics.mean(sizes):,.0f}, max {max(sizes):,}{goal}",
            flush=True,
        )
        if keys:
            kinds = sorted({kind for kinds in found for kind in kinds})
            means = {kind: statistics.mean(k.get(kind, 0) for k in found) for kind in kinds}
            print("    " + ", ".join(f"{kind} {mean:,.0f}" for kind, mean in means.items()))


if __name__ == "__main__":
    main()
