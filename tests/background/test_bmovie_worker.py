"""Revenge of the B-Movie over HTTP, with real ``croupier worker`` processes and real Redis: a
human seat against three bots (heuristic, ismcts, random) through the workers, to the end of
the match (``ROUND_TRIP``, played by test_game_workers.py); a wrong placement is refused with
a stable code and changes nothing. No timed assertions: waits give up after generous limits."""

from __future__ import annotations

import random
from typing import Any

from flask.testing import FlaskClient

from . import matches_over_http as http

GAME = "revenge-of-the-b-movie"


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _view(client: FlaskClient, match_id: str, token: str) -> dict[str, Any]:
    response = client.get(f"/v1/matches/{match_id}", headers=_auth(token))
    assert response.status_code == 200, response.json
    return response.json


def _pick(
    actions: list[dict[str, Any]], prompt: str, chosen: list[str], policy: random.Random
) -> dict[str, Any]:
    """A listed action; rearranging only when nothing else is listed."""
    plays = [a for a in actions if a["type"] != "rearrange"]
    return policy.choice(plays or actions)


def _check_whole_match(client: FlaskClient, played: http.Played) -> None:
    """Seat 0 saw its hand, the films and the money; someone won; the deal, the sales and the
    end were told."""
    seen = played.seen
    assert set(seen["table"]) >= {"hand", "films", "money"}
    assert seen["outcome"]["winners"]
    types = {event["type"] for event in http.events(client, played.match_id, played.token)}
    assert {"first_dealer", "dealt", "sale", "game_over"} <= types


# A human against heuristic, ismcts and random bots (tests/background/test_game_workers.py).
ROUND_TRIP = http.RoundTrip(
    setups={"": (("heuristic", "ismcts", "random"), {})},
    seed=8,
    reasons=("target", "round_cap"),
    pick=_pick,
    check=_check_whole_match,
)


def test_a_placement_the_rules_forbid_is_refused_with_its_code(client):
    seats = [{"type": "human"}] * 3
    created = client.post("/v1/matches", json={"game": GAME, "seats": seats, "seed": 2}).json
    match_id = created["id"]
    seen = client.get(f"/v1/matches/{match_id}").json
    dealer = seen["table"]["dealer"]
    token = created["seats"][dealer]["token"]
    hand = _view(client, match_id, token)["table"]["hand"]
    bad = {"type": "add", "card": hand[0], "film": "f9", "as": "monster", "at": 0}
    response = client.post(
        f"/v1/matches/{match_id}/actions", json={"action": bad}, headers=_auth(token)
    )
    assert response.status_code == 422 and response.json["code"] == "illegal_action"
    assert "no unwrapped film 'f9'" in response.json["message"]
    after = client.get(f"/v1/matches/{match_id}").json
    assert after["version"] == seen["version"] and after["table"] == seen["table"]
