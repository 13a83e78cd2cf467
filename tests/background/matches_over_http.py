"""Requests the worker suites make of the API through Flask's test client: create a match,
read a seat's view, its listed actions and its events, play a listed action under If-Match.
Each asserts the answer it expects, so a test reads as the match it plays."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from flask.testing import FlaskClient

from service.store import Store

from .conftest import match_version, wait_for

# Bots unpaced, in matches with a human seat whose test is not about the pace (issue 37's
# default paces them a second a move there): the rules, queues and timing under test.
UNPACED = {"options": {"bot_pace_ms": 0}}


def bot(strategy: str) -> dict[str, Any]:
    return {"type": "bot", "strategy": strategy}


def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def create(
    client: FlaskClient, game: str, seats: list[dict], seed: int, **options: Any
) -> dict[str, Any]:
    body = {"game": game, "seats": seats, "seed": seed, "options": options}
    response = client.post("/v1/matches", json=body)
    assert response.status_code == 201, response.json
    return response.json


def view(client: FlaskClient, match_id: str, token: str | None = None) -> dict[str, Any]:
    response = client.get(f"/v1/matches/{match_id}", headers=auth(token))
    assert response.status_code == 200, response.json
    return response.json


def listed(client: FlaskClient, match_id: str, token: str) -> dict[str, Any]:
    response = client.get(f"/v1/matches/{match_id}/actions", headers=auth(token))
    assert response.status_code == 200, response.json
    return response.json


def post(client: FlaskClient, match_id: str, token: str, action_id: str, version: int) -> Any:
    """Submit a listed action, naming the version it was listed at (If-Match)."""
    headers = {**auth(token), "If-Match": f'"{version}"'}
    return client.post(
        f"/v1/matches/{match_id}/actions", json={"action_id": action_id}, headers=headers
    )


def act(client: FlaskClient, match_id: str, token: str, action_id: str) -> dict[str, Any]:
    """Play a listed action at the version it was listed at."""
    offer = listed(client, match_id, token)
    assert action_id in [a["id"] for a in offer["actions"]], offer
    response = post(client, match_id, token, action_id, offer["version"])
    assert response.status_code == 200, response.json
    return response.json


def events(client: FlaskClient, match_id: str, token: str | None = None) -> list[dict[str, Any]]:
    """Every event the caller may see, page after page."""
    found: list[dict[str, Any]] = []
    after = 0
    while True:
        response = client.get(
            f"/v1/matches/{match_id}/events?limit=1000&after={after}", headers=auth(token)
        )
        assert response.status_code == 200, response.json
        found += response.json["events"]
        if not response.json["has_more"]:
            return found
        after = response.json["next_after"]


def action_log(store: Store, match_id: str) -> list[dict[str, Any]]:
    """A match's action log, live or archived."""
    stored = store.load(match_id).stored
    assert stored is not None
    return stored.log if stored.archived else store.action_log(match_id)


def of_type(found: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [event for event in found if event["type"] == kind]


# --- a whole match, seat 0 a human over HTTP, the others bots in the workers -----------------

Pick = Callable[[list[dict[str, Any]], str, list[str], random.Random], dict[str, Any]]
WAIT = 240.0
MAX_STEPS = 4_000


def pick_any(
    offer: list[dict[str, Any]], prompt: str, chosen: list[str], policy: random.Random
) -> dict[str, Any]:
    return policy.choice(offer)


@dataclass(frozen=True)
class Played:
    """A finished match of a set-up: seat 0's last view, its token, the types of the actions
    it played and the prompts it answered."""

    setup: str
    match_id: str
    seen: dict[str, Any]
    token: str
    chosen: list[str]
    prompts: set[str]


def _no_check(client: FlaskClient, played: Played) -> None:
    return None


@dataclass(frozen=True)
class RoundTrip:
    """A game's whole match through the workers: each set-up (id: the bots' strategies, seat
    1 on, and the options) with seat 0 human, playing ``pick`` (the listed actions, the
    prompt, the types it chose so far); ``check`` looks at the finished match."""

    setups: dict[str, tuple[tuple[str, ...], dict[str, Any]]]
    seed: int
    reasons: tuple[str | None, ...]  # None: the game gives no reason
    min_acted: int = 5
    workers: int = 1
    pick: Pick = pick_any
    check: Callable[[FlaskClient, Played], None] = _no_check


def _mine_or_over(client: FlaskClient, match_id: str, token: str) -> dict[str, Any] | None:
    seen = view(client, match_id, token)
    mine = [d for d in seen["decisions"] if d["seat"] == 0]
    return seen if mine or seen["status"] == "finished" else None


def play_against_bots(client: FlaskClient, game: str, trip: RoundTrip, setup: str) -> Played:
    """Seat 0 plays every decision it holds from the listed actions under If-Match (a bot
    that committed in between makes it list again) until the match is over."""
    strategies, options = trip.setups[setup]
    options = {**UNPACED["options"], **options}  # the rules' flow, not a person's pace
    created = create(client, game, [{"type": "human"}, *map(bot, strategies)], trip.seed, **options)
    match_id, token = created["id"], created["seats"][0]["token"]
    policy, chosen, prompts = random.Random(trip.seed), [], set()
    for _ in range(MAX_STEPS):
        seen = wait_for(
            lambda: _mine_or_over(client, match_id, token),
            timeout=WAIT,
            progress=lambda: match_version(client, match_id),
        )
        if seen["status"] == "finished":
            return Played(setup, match_id, seen, token, chosen, prompts)
        offer = listed(client, match_id, token)
        held = [d for d in view(client, match_id)["decisions"] if d["seat"] == 0]
        if not offer["actions"] or not held:
            continue  # moved on between the two requests
        choice = trip.pick(offer["actions"], held[0]["prompt"], chosen, policy)
        response = post(client, match_id, token, choice["id"], offer["version"])
        if response.status_code == 409:  # a bot committed in between
            assert response.json["code"] in ("stale_version", "system_pending"), response.json
            continue
        assert response.status_code == 200, response.json
        chosen.append(choice["type"])
        prompts.add(held[0]["prompt"])
    raise AssertionError("the match did not finish")


def check_finished(played: Played, trip: RoundTrip, log: list[dict[str, Any]]) -> None:
    """Over by one of the game's reasons, every seat ranked; seat 0 played its share and
    every seat played (the bots in the workers)."""
    outcome = played.seen["outcome"]
    seats = len(outcome["ranking"])
    assert outcome.get("reason") in trip.reasons, outcome
    assert sorted(outcome["ranking"]) == list(range(seats))
    assert len(played.chosen) >= trip.min_acted, played.chosen
    assert {entry["seat"] for entry in log} >= set(range(seats)), "a seat never played"
