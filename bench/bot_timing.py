"""How long a bot takes to answer a Villainous Condition window, holding a matching Condition
or not (issue 32, item 4: the answer time must not tell a spectator which).

    .venv/bin/python bench/bot_timing.py [--strategy ismcts] [--trials 15]

Against a private redis-server and one real ``croupier worker`` process: matches of Lotso
(seat 0, a human played by the bench through the API) against Syndrome (seat 1, a bot), on
deals where Lotso moves first; Lotso takes 2 Power, which opens a window to Syndrome whatever
he holds (RULINGS V22). Half the deals put a Condition that answers it in his hand (so he
has a choice), half do not (pass is his only action). The answer time is from the commit
that opened the window (its clock) to the moment his answer's event reaches the match's
stream (an XREAD BLOCK on it, as every follower waits); the two cases alternate, so both
meet the same load. Run as a script, it imports the ``service`` that ``PYTHONPATH`` names
first, so the same bench times an older tree (its worker runs from that tree too).
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import redis

import service
import service.games  # noqa: F401  (registers the games)
from service.api import create_app
from service.cli import start_embedded_redis
from service.engine import match as engine
from service.engine.match import Match
from service.store import Store, keys

# the workers started here play no bots' rating matches beside what is measured
QUIET_WORKER = {"CROUPIER_BOT_RATING_EVERY": "0"}

GAME = "villainous-bigger-and-badder"
VILLAINS = "lotso,syndrome"
MOVES = ("move:location=library", "gain_power")  # Lotso takes 2 Power at the Library
BOT = 1
WAITER: list[redis.Redis] = []  # a client of its own for the blocking read, waiting 30 s


def window_deal(seed: int) -> bool | None:
    """Whether Syndrome, asked by the window this seed's deal opens, holds a choice (None:
    Lotso does not move first, or no window opens to Syndrome)."""
    match, _ = engine.start(GAME, 2, {"villains": VILLAINS}, seed)
    if match.state["first"] != 0:
        return None
    for action_id in MOVES:
        action = engine.find_action(match, 0, action_id)
        match, _ = engine.submit(match, 0, engine.without_id(action), 0.0)
    held = engine.decision_for(match, BOT)
    if held is None or held.kind != "window":
        return None
    return len(engine.legal_actions(match, BOT)) > 1


def seeds(trials: int) -> dict[bool, list[int]]:
    """``trials`` seeds of each case: True (a matching Condition in hand), False (none)."""
    found: dict[bool, list[int]] = {True: [], False: []}
    for seed in range(1, 100_000):
        case = window_deal(seed)
        if case is not None and len(found[case]) < trials:
            found[case].append(seed)
        if all(len(each) >= trials for each in found.values()):
            return found
    raise RuntimeError("too few deals of each case")


def answer_time(client: Any, store: Store, seed: int, strategy: str) -> float:
    """Seconds from the window's opening to a spectator seeing the bot's answer."""
    seats = [{"type": "human"}, {"type": "bot", "strategy": strategy}]
    body = {"game": GAME, "seats": seats, "seed": seed, "options": {"villains": VILLAINS}}
    created = client.post("/v1/matches", json=body).json
    match_id, token = created["id"], created["seats"][0]["token"]
    last = 0
    for action_id in MOVES:
        done = client.post(
            f"/v1/matches/{match_id}/actions",
            json={"action_id": action_id},
            headers={"Authorization": f"Bearer {token}"},
        ).json
        last = max([last, *(event["id"] for event in done["events"])])
    # the match's stream holds event n as entry n-0: block until the one after ``last``
    came = WAITER[0].xread({keys.events(match_id): f"{last}-0"}, count=1, block=30_000)
    if not came:
        raise RuntimeError("the bot did not answer within 30 s")
    answered = time.time() - window_opened(store, match_id)
    _settle(store, match_id)
    return answered


def _settle(store: Store, match_id: str) -> None:
    """Wait until the bot has nothing left to do (a Condition it played may ask it to
    choose), so that the next trial's job meets an idle worker."""
    for _ in range(30_000):
        stored = store.load(match_id).stored
        if stored is None or not engine.bot_decisions(Match.from_json(stored.match)):
            return
        time.sleep(0.002)
    raise RuntimeError("the bot is still busy after a minute")


def window_opened(store: Store, match_id: str) -> float:
    """When the window opened: the time of the commit that opened it (Lotso's gain_power)."""
    log = store.action_log(match_id)
    (entry,) = [e for e in log if e.get("seat") == 0 and e["action"]["type"] == "gain_power"]
    return float(entry["now"])


def spawn_worker(url: str) -> subprocess.Popen:
    """One ``croupier worker`` from the same tree as the ``service`` imported here."""
    root = Path(service.__file__).resolve().parents[1]
    path = os.pathsep.join([str(root), os.environ.get("PYTHONPATH", "")])
    environment = {**QUIET_WORKER, **os.environ, "REDIS_URL": url, "PYTHONPATH": path}
    return subprocess.Popen(
        [sys.executable, "-m", "service.cli", "worker"],
        cwd=root,
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def stop(worker: subprocess.Popen) -> None:
    """SIGTERM the worker's process group (it and its scheduler), SIGKILL after 10 s."""
    try:
        os.killpg(worker.pid, signal.SIGTERM)
        worker.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(worker.pid, signal.SIGKILL)
        worker.wait(timeout=10)
    except ProcessLookupError:
        pass


def report(case: str, times: list[float]) -> None:
    ms = sorted(t * 1000 for t in times)
    quartiles = statistics.quantiles(ms, n=4)
    low, mid, high = quartiles
    print(
        f"{case:>28}: n={len(ms)} min {ms[0]:7.1f}  p25 {low:7.1f}  p50 {mid:7.1f}  "
        f"p75 {high:7.1f}  max {ms[-1]:7.1f} ms",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--strategy", default="ismcts")
    parser.add_argument("--trials", type=int, default=15)
    args = parser.parse_args()
    print(f"service from {service.__file__}; strategy {args.strategy}")
    print(f"/proc/loadavg at the start: {Path('/proc/loadavg').read_text().strip()}")
    cases = seeds(args.trials)
    times: dict[bool, list[float]] = {True: [], False: []}
    with tempfile.TemporaryDirectory() as data_dir:
        process, url = start_embedded_redis(Path(data_dir), durable=False)
        try:
            worker = spawn_worker(url)
            try:
                client = create_app({"REDIS_URL": url, "RATE_LIMITS": "off"}).test_client()
                store = Store(redis.Redis.from_url(url))
                WAITER.append(redis.Redis.from_url(url, socket_timeout=40))
                answer_time(client, store, cases[True][0], args.strategy)  # warms the worker up
                for pair in zip(cases[True], cases[False], strict=True):
                    for case, seed in zip((True, False), pair, strict=True):
                        times[case].append(answer_time(client, store, seed, args.strategy))
            finally:
                stop(worker)
        finally:
            process.terminate()
    report("holds a matching Condition", times[True])
    report("holds none (pass only)", times[False])
    print(f"/proc/loadavg at the end: {Path('/proc/loadavg').read_text().strip()}")


if __name__ == "__main__":
    main()
