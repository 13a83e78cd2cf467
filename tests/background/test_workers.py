"""Bots, windows, timers and faults through real ``croupier worker`` processes and real Redis.

No timed assertions: waits give up after generous limits; figures live in bench/."""

from __future__ import annotations

import random
import signal
import time
from typing import Any

from flask.testing import FlaskClient
from rq import Queue

from service import dispatch
from service.dispatch import QUEUE
from service.store import Store
from workers import jobs

from .conftest import kill_group, match_version, wait_for
from .matches_over_http import RoundTrip

HUMAN: dict[str, Any] = {"type": "human"}


def bot(strategy: str = "random") -> dict[str, Any]:
    return {"type": "bot", "strategy": strategy}


def create(
    client: FlaskClient, seats: list[dict], seed: int | None = None, **options: Any
) -> dict[str, Any]:
    body = {"game": "bad-trevor", "seats": seats, "options": options}
    response = client.post("/v1/matches", json=body | ({} if seed is None else {"seed": seed}))
    assert response.status_code == 201, response.json
    return response.json


def view(client: FlaskClient, match_id: str, token: str | None = None) -> dict[str, Any]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    response = client.get(f"/v1/matches/{match_id}", headers=headers)
    assert response.status_code == 200, response.json
    return response.json


def finished(client: FlaskClient, match_id: str) -> dict[str, Any] | None:
    seen = view(client, match_id)
    return seen if seen["status"] == "finished" else None


def action_log(store: Store, match_id: str) -> list[dict[str, Any]]:
    stored = store.load(match_id).stored
    assert stored is not None
    return stored.log if stored.archived else store.action_log(match_id)


def events(client: FlaskClient, match_id: str) -> list[dict[str, Any]]:
    response = client.get(f"/v1/matches/{match_id}/events?limit=1000")
    return response.json["events"]


def test_all_bot_matches_of_3_4_and_5_seats_finish_through_the_worker(client, workers, store):
    workers()
    ids = []
    for seats in (3, 4, 5):
        mix = [bot("heuristic" if seat % 2 else "random") for seat in range(seats)]
        ids.append((seats, create(client, mix)["id"]))
    for seats, match_id in ids:
        outcome = wait_for(
            lambda m=match_id: finished(client, m),
            progress=lambda m=match_id: match_version(client, m),
        )["outcome"]
        assert sorted(outcome["ranking"]) == list(range(seats))
        assert all(entry["seat"] is not None for entry in action_log(store, match_id))


def _pick(
    actions: list[dict[str, Any]], prompt: str, chosen: list[str], policy: random.Random
) -> dict[str, Any]:
    """Any listed action but a Kevin slam, while there is another."""
    return policy.choice([a for a in actions if a["type"] != "kevin"] or actions)


# Bots answer every human action: seat 0 is human, and after each of its actions the random
# and heuristic bots play in the workers until it holds a decision again
# (tests/background/test_game_workers.py).
ROUND_TRIP = RoundTrip(
    setups={"": (("random", "heuristic"), {})},
    seed=3,
    reasons=(None,),  # Bad Trevor names none: the last holding it loses
    min_acted=6,
    pick=_pick,
)


def _to_first_attack(client: FlaskClient, created: dict[str, Any]) -> dict[str, Any]:
    """Every human says ready; the first player lays three cards. Returns the view."""
    match_id = created["id"]
    tokens = [seat["token"] for seat in created["seats"]]
    for token in tokens:
        _act(client, match_id, token, "ready")
    first = view(client, match_id)["table"]["current"]
    for _ in range(3):
        listed = client.get(
            f"/v1/matches/{match_id}/actions", headers={"Authorization": f"Bearer {tokens[first]}"}
        ).json
        lay = next(a for a in listed["actions"] if a["type"] == "lay")
        _act(client, match_id, tokens[first], lay["id"])
    return view(client, match_id)


def _act(client: FlaskClient, match_id: str, token: str, action_id: str) -> dict[str, Any]:
    response = client.post(
        f"/v1/matches/{match_id}/actions",
        json={"action_id": action_id},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert response.status_code == 200, response.json
    return response.json


def test_a_kevin_window_closes_at_its_deadline_never_before(client, workers, store):
    workers()
    created = create(client, [HUMAN] * 4, window_seconds=1, seed=8)
    opened = _to_first_attack(client, created)
    windows = [d for d in opened["decisions"] if d["kind"] == "window"]
    assert len(windows) == 2 and all(d["deadline"] for d in windows)
    match_id = created["id"]
    wait_for(lambda: [e for e in events(client, match_id) if e["type"] == "window_closed"])
    timeout = action_log(store, match_id)[-1]
    assert timeout["seat"] is None and timeout["now"] >= windows[0]["deadline"]
    assert [d["kind"] for d in view(client, match_id)["decisions"]] == ["turn"]


def test_on_timeout_bot_hands_the_seat_over_and_its_token_takes_it_back(client, workers):
    workers()
    created = create(client, [HUMAN, bot(), bot()], turn_seconds=1, on_timeout="bot")
    match_id, token = created["id"], created["seats"][0]["token"]
    wait_for(lambda: [e for e in events(client, match_id) if e["type"] == "seat_control"])
    back = client.put(
        f"/v1/matches/{match_id}/seat",
        json={"control": "human"},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert back.status_code in (200, 409), back.json
    if back.status_code == 200:
        assert back.json["control"] == "human" and back.json["seat"] == 0
        away = client.put(
            f"/v1/matches/{match_id}/seat",
            json={"control": "bot", "strategy": "random"},
            headers={"Authorization": f"Bearer {token}"},
        )
        assert away.status_code in (200, 409), away.json
    assert wait_for(
        lambda: finished(client, match_id), progress=lambda: match_version(client, match_id)
    )  # the timer hands it over again if need be


def test_on_timeout_forfeit_ends_the_match_with_the_absent_seat_losing(client, workers, store):
    workers()
    created = create(client, [bot(), HUMAN, bot()], turn_seconds=1, on_timeout="forfeit")
    outcome = wait_for(lambda: finished(client, created["id"]))["outcome"]
    assert outcome["losers"] == [1]
    assert action_log(store, created["id"])[-1]["seat"] is None


def test_on_timeout_pass_is_refused_for_bad_trevor(client):
    response = client.post(
        "/v1/matches",
        json={"game": "bad-trevor", "seats": [HUMAN] * 3, "options": {"on_timeout": "pass"}},
    )
    assert response.status_code == 422 and response.json["code"] == "invalid_options"


def test_a_deadline_job_started_early_waits_for_its_deadline(client, store, redis_client):
    """RQ may start a deadline job up to a second early: the job sleeps off the remainder.

    The job is started at once, about two seconds early; on a machine so slow that creating the
    match took longer, it starts late and the check still holds (no precondition on the clock)."""
    created = create(client, [HUMAN] * 3, turn_seconds=2)
    deadline = view(client, created["id"])["decisions"][0]["deadline"]
    assert jobs.step(created["id"], 0, "system", deadline).startswith("committed")
    assert action_log(store, created["id"])[0]["now"] >= deadline
    assert jobs.step(created["id"], 1, "system", None) == "not_due"


def test_stale_jobs_do_nothing(client, store):
    created = create(client, [HUMAN] * 3)
    token = created["seats"][0]["token"]
    _act(client, created["id"], token, "ready")
    assert jobs.step(created["id"], 0, "bot:1") == "stale"
    assert jobs.step(created["id"], 1, "bot:1") == "not_a_bot_turn"
    assert jobs.step(created["id"], 1, "system", time.time()) == "not_due"
    assert view(client, created["id"])["version"] == 1


def test_a_sigkilled_worker_does_not_stall_the_match(client, workers, queue_client):
    """Worker A dies (SIGKILL, whole process group) in the middle of the only job the match
    waits for; the watchdog of worker B dispatches the work again and the match moves on."""
    created = create(client, [bot(), HUMAN, HUMAN])
    match_id = created["id"]
    for seat in (1, 2):
        _act(client, match_id, created["seats"][seat]["token"], "ready")
    queue = Queue(QUEUE, connection=queue_client)
    for version in (0, 1):  # leave only the job of the current version
        queue.remove(dispatch.job_id(match_id, version, dispatch.Work("bot:0")))
    slow = workers(CROUPIER_FAULT_DELAY="60")
    wait_for(lambda: queue.started_job_registry.get_job_ids())
    workers()
    kill_group(slow, signal.SIGKILL)
    killed_at = time.monotonic()
    wait_for(lambda: view(client, match_id)["version"] > 2)
    print(f"\nmatch moved on {time.monotonic() - killed_at:.2f} s after the SIGKILL")
