"""A Practical Guide to Evil through real ``croupier worker`` processes and real Redis: the
Rule of Three's marker drop ("three turns after playing this card, remove one marker") is a
delayed trigger held in the match state; when it comes due the match opens a system decision,
and a worker resolves it (RULINGS R20).

Three human seats play a scripted, seeded policy over HTTP (seed 2 reaches a due trigger at
its 83rd action); the test never submits the system's action itself. No timed assertions:
waits give up after generous limits."""

from __future__ import annotations

import os
import random
from typing import Any

from flask.testing import FlaskClient

from service.store import Store

from .conftest import match_version, wait_for
from .matches_over_http import RoundTrip

GAME = "practical-guide-to-evil"
SEED = 2
END_TURN_WEIGHT = 0.15
MAX_STEPS = 3_000


def pick(actions: list[dict[str, Any]], policy: random.Random) -> dict[str, Any]:
    """Any legal action, preferring to play cards over ending the turn."""
    plays = [action for action in actions if action["type"] != "end_turn"]
    if plays and policy.random() > END_TURN_WEIGHT:
        return policy.choice(plays)
    return policy.choice(actions)


def _pick_in_round_trip(
    actions: list[dict[str, Any]], prompt: str, chosen: list[str], policy: random.Random
) -> dict[str, Any]:
    return pick(actions, policy)


# A human against a random bot (tests/background/test_game_workers.py); the system resolves
# every due trigger in the workers.
ROUND_TRIP = RoundTrip(
    setups={"": (("random",), {})},
    seed=SEED,
    reasons=("stories", "turn_cap"),
    pick=_pick_in_round_trip,
)


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _view(client: FlaskClient, match_id: str) -> dict[str, Any]:
    response = client.get(f"/v1/matches/{match_id}")
    assert response.status_code == 200, response.json
    return response.json


def _act(client: FlaskClient, match_id: str, token: str, policy: random.Random) -> None:
    listed = client.get(f"/v1/matches/{match_id}/actions", headers=_auth(token)).json
    choice = pick(listed["actions"], policy)
    response = client.post(
        f"/v1/matches/{match_id}/actions",
        json={"action_id": choice["id"]},
        headers={**_auth(token), "If-Match": f'"{listed["version"]}"'},
    )
    assert response.status_code == 200, response.json


def test_a_worker_drops_the_rule_of_three_marker_three_turns_on(client, workers, redis_url):
    """The humans play until the trigger comes due, then a worker starts and resolves it (a
    worker running all along could resolve it before the loop saw it, and the loop would
    play the match to its end: seen once under two busy loops)."""
    body = {"game": GAME, "seats": [{"type": "human"}] * 3, "seed": SEED}
    created = client.post("/v1/matches", json=body).json
    match_id, tokens = created["id"], [seat["token"] for seat in created["seats"]]
    policy = random.Random(SEED)
    for _ in range(MAX_STEPS):
        seen = _view(client, match_id)
        (decision,) = seen["decisions"]
        if decision["seat"] is None:
            break
        _act(client, match_id, tokens[decision["seat"]], policy)
    else:
        raise AssertionError("no Rule of Three trigger came due")
    (trigger,) = seen["table"]["triggers"]
    expected = {
        **{"seat": None, "kind": "system", "prompt": "rule_of_three", "deadline": None},
        "reaction_deadline": None,  # no person's window holds the bots
    }
    assert {k: v for k, v in decision.items() if k != "text"} == {
        **expected,
        "instance": trigger["id"],
    }
    assert decision["text"]["text"].endswith("loses one of its two markers.")  # its words
    card, due_version = trigger["data"]["card"], seen["version"]
    assert seen["table"]["play"][card]["markers"] == 2
    assert trigger["turns_left"] == 0
    workers()
    after = wait_for(lambda: _after(client, match_id, due_version))
    assert after["table"]["play"][card]["markers"] == 1
    assert [d["seat"] for d in after["decisions"]] == [after["table"]["current"]]
    entry = Store.from_env({**os.environ, "REDIS_URL": redis_url}).action_log(match_id)[due_version]
    assert entry["seat"] is None and entry["action"] == {"type": "drop_marker", "card": card}
    events = client.get(f"/v1/matches/{match_id}/events?limit=1000").json["events"]
    (removed,) = [e for e in events if e["type"] == "marker_removed"]
    assert (removed["card"], removed["left"], removed["version"]) == (card, 1, due_version + 1)


def _after(client: FlaskClient, match_id: str, version: int) -> dict[str, Any] | None:
    seen = _view(client, match_id)
    return seen if seen["version"] > version else None


def test_an_all_bot_match_finishes_through_the_worker(client, workers, redis_url):
    """Bots play their seats and the system resolves every due trigger, all in workers."""
    workers()
    strategies = ("heuristic", "random", "ismcts")
    seats = [{"type": "bot", "strategy": s} for s in strategies]
    created = client.post("/v1/matches", json={"game": GAME, "seats": seats, "seed": 4}).json
    finished = wait_for(
        lambda: _finished(client, created["id"]),
        progress=lambda: match_version(client, created["id"]),
    )
    assert finished["outcome"]["winners"]
    log = Store.from_env({**os.environ, "REDIS_URL": redis_url}).load(created["id"]).stored.log
    system = [entry["action"]["type"] for entry in log if entry["seat"] is None]
    assert set(system) <= {"drop_marker"}


def _finished(client: FlaskClient, match_id: str) -> dict[str, Any] | None:
    seen = _view(client, match_id)
    return seen if seen["status"] == "finished" else None
