"""Revenge of the B-Movie over HTTP, with real ``croupier worker`` processes and real Redis: a
human seat plays every one of its decisions from the listed actions while three bots
(heuristic, ismcts, random) play theirs in the workers, to the end of the match; a wrong
placement is refused with a stable code and changes nothing. No timed assertions: waits give
up after generous limits."""

from __future__ import annotations

import random
from typing import Any

from flask.testing import FlaskClient

from .conftest import wait_for

GAME = "revenge-of-the-b-movie"
MAX_STEPS = 2_000


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _view(client: FlaskClient, match_id: str, token: str) -> dict[str, Any]:
    response = client.get(f"/v1/matches/{match_id}", headers=_auth(token))
    assert response.status_code == 200, response.json
    return response.json


def _my_turn_or_over(client: FlaskClient, match_id: str, token: str) -> dict[str, Any] | None:
    seen = _view(client, match_id, token)
    mine = [d for d in seen["decisions"] if d["seat"] == 0]
    return seen if mine or seen["status"] == "finished" else None


def _pick(actions: list[dict[str, Any]], policy: random.Random) -> dict[str, Any]:
    """A listed action; rearranging only when nothing else is listed."""
    plays = [a for a in actions if a["type"] != "rearrange"]
    return policy.choice(plays or actions)


def test_a_human_plays_a_whole_match_against_three_bots(client, workers):
    workers()
    seats = [{"type": "human"}, *[{"type": "bot", "strategy": s}
                                  for s in ("heuristic", "ismcts", "random")]]  # fmt: skip
    created = client.post("/v1/matches", json={"game": GAME, "seats": seats, "seed": 8})
    assert created.status_code == 201, created.json
    match_id, token = created.json["id"], created.json["seats"][0]["token"]
    policy, acted = random.Random(8), 0
    for _ in range(MAX_STEPS):
        seen = wait_for(lambda: _my_turn_or_over(client, match_id, token))
        if seen["status"] == "finished":
            break
        assert set(seen["table"]) >= {"hand", "films", "money"}
        listed = client.get(f"/v1/matches/{match_id}/actions", headers=_auth(token)).json
        choice = _pick(listed["actions"], policy)
        response = client.post(
            f"/v1/matches/{match_id}/actions",
            json={"action_id": choice["id"]},
            headers={**_auth(token), "If-Match": f'"{listed["version"]}"'},
        )
        assert response.status_code == 200, response.json
        acted += 1
    else:
        raise AssertionError("the match did not finish")
    assert acted >= 5 and seen["outcome"]["winners"]
    assert seen["outcome"]["reason"] in ("target", "round_cap")
    events = client.get(f"/v1/matches/{match_id}/events?limit=1000", headers=_auth(token)).json
    types = {event["type"] for event in events["events"]}
    assert {"first_dealer", "dealt", "sale", "game_over"} <= types


def test_a_placement_the_rules_forbid_is_refused_with_its_code(client):
    seats = [{"type": "human"}] * 3
    created = client.post("/v1/matches", json={"game": GAME, "seats": seats, "seed": 2}).json
    match_id = created["id"]
    seen = client.get(f"/v1/matches/{match_id}").json
    dealer = seen["table"]["dealer"]
    token = created["seats"][dealer]["token"]
    hand = _view(client, match_id, token)["table"]["hand"]
    bad = {"type": "add", "card": hand[0], "film": "f9", "as": "monster", "at": 0}
    response = client.post(f"/v1/matches/{match_id}/actions", json={"action": bad},
                           headers=_auth(token))  # fmt: skip
    assert response.status_code == 422 and response.json["code"] == "illegal_action"
    assert "no unwrapped film 'f9'" in response.json["message"]
    after = client.get(f"/v1/matches/{match_id}").json
    assert after["version"] == seen["version"] and after["table"] == seen["table"]
