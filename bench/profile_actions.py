"""Where a POST action's time goes: cProfile over scripted matches played in process.

    .venv/bin/python -m bench.profile_actions [--game bad-trevor] [--seats 4] [--matches 30]
        [--sort cumulative|tottime] [--top 40] [--no-profile] [--limits off] [--metrics off]
        [--callers dumps] [--segments]

The app is the one ``croupier serve`` runs (rate limits and metrics on, limits too high to
refuse), on the Flask test client, against a private redis-server with AOF on. Each match
is scripted ahead (``bench.http_actions.scripted_match``) and played once to warm up, then
again under the profiler. ``--no-profile`` prints the process CPU per action alone (the
profiler roughly doubles it); the test client's own work is in both, Redis's CPU in neither.
``--segments`` (no profiler) times the named stages of an action instead (``_segments``), with
the process CPU clock around each call: the profiler's own cost weighs on every function
call, so its shares overstate code that makes many small calls.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import service.games  # noqa: F401  (registers the games)
from bench.cpu import machine_line
from bench.http_actions import scripted_match
from service.api import create_app
from service.cli import start_embedded_redis
from service.engine.registry import get_game

NEVER_REFUSED = "1000000000/minute"


def _segments() -> list[tuple[Any, str, str]]:
    """(owner, attribute, label) of each stage ``--segments`` times: module attributes the
    callers look up at each call, so a wrapper set after start-up is the one called."""
    import service.advance as advance
    import service.api.play as play
    import service.store.store as store
    from service.engine import match as engine

    return [
        (play, "submit", "play.submit: all below, from the token check to the response body"),
        (store.Store, "load", "Store.load: one MULTI (state, seat, quota counts)"),
        (store.Store, "commit", "Store.commit: packing and one EVALSHA"),
        (store.Store, "_write", "  of which the EVALSHA (direct on one Redis: store.direct)"),
        (store.entries, "pack", "  of which deflating log and event entries"),
        (store.codec, "dumps", "state and entries to JSON"),
        (store.codec, "loads", "state and entries from JSON"),
        (store.Store, "seal_quietly", "Store.seal_quietly (every 32 versions)"),
        (engine, "apply_entry", "engine.apply_entry: the rules"),
        (engine, "find_action", "engine.find_action: the action id"),
        (play, "_response", "the response body: redacted events and view"),
        (advance, "dispatch_quietly", "dispatch after the commit"),
    ]


def time_segments() -> Callable[[int], None]:
    """Wrap every stage of ``_segments``; the function that prints their CPU per action."""
    spent: dict[str, float] = defaultdict(float)
    calls: dict[str, int] = defaultdict(int)

    def timed(fn: Callable[..., Any], label: str) -> Callable[..., Any]:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            began = time.process_time()
            try:
                return fn(*args, **kwargs)
            finally:
                spent[label] += time.process_time() - began
                calls[label] += 1

        return wrapper

    labels = []
    for owner, name, label in _segments():
        setattr(owner, name, timed(getattr(owner, name), label))
        labels.append(label)

    def report(actions: int) -> None:
        for label in labels:
            print(
                f"  {spent[label] / actions * 1000:6.3f} ms  {calls[label] / actions:5.2f} "
                f"calls/action  {label}"
            )

    return report


def play_all(client, game: str, seats: int, scripts: list) -> int:
    """Every scripted match over the API; the actions played."""
    played = 0
    for seed, script in scripts:
        body = {"game": game, "seats": [{"type": "human"}] * seats, "seed": seed}
        created = client.post("/v1/matches", json=body).json
        tokens = [seat["token"] for seat in created["seats"]]
        path = f"/v1/matches/{created['id']}/actions"
        for seat, action_id in script:
            headers = {"Authorization": f"Bearer {tokens[seat]}"}
            answer = client.post(path, json={"action_id": action_id}, headers=headers)
            assert answer.status_code == 200, answer.json
            played += 1
    return played


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="bad-trevor")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--matches", type=int, default=30)
    parser.add_argument("--sort", default="cumulative")
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--no-profile", dest="profile", action="store_false")
    parser.add_argument("--limits", default="on")
    parser.add_argument("--metrics", default="on")
    parser.add_argument("--callers", help="also print who calls functions matching this")
    parser.add_argument("--segments", action="store_true", help="time named stages, no profiler")
    args = parser.parse_args()
    args.seats = min(args.seats, get_game(args.game).max_players)  # Villainous seats 3 at most
    print(f"load average at the start {os.getloadavg()}")
    print(machine_line())
    with tempfile.TemporaryDirectory() as data_dir:
        process, url = start_embedded_redis(Path(data_dir), durable=True)
        try:
            config = {
                "REDIS_URL": url,
                "RATE_LIMITS": args.limits,
                "METRICS": args.metrics,
                **{f"RATE_LIMIT_{n}": NEVER_REFUSED for n in ("ADDRESS", "SEAT", "CREATE")},
            }
            client = create_app(config).test_client()
            scripts = [
                (s, scripted_match(s, args.seats, args.game)) for s in range(1, args.matches + 1)
            ]
            play_all(client, args.game, args.seats, scripts)  # warm up
            report = time_segments() if args.segments else None
            profiler = cProfile.Profile() if args.profile and not report else None
            began = time.process_time()
            if profiler:
                profiler.enable()
            played = play_all(client, args.game, args.seats, scripts)
            if profiler:
                profiler.disable()
            cpu = time.process_time() - began
        finally:
            process.terminate()
    shown = "profiled" if profiler else "not profiled"
    print(f"{played} actions, {cpu / played * 1000:.3f} ms of process CPU an action ({shown})")
    if report:
        report(played)
    if profiler:
        stats = pstats.Stats(profiler).sort_stats(args.sort)
        stats.print_stats(args.top)
        if args.callers:
            stats.print_callers(args.callers)


if __name__ == "__main__":
    main()
