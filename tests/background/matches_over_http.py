"""Requests the worker suites make of the API through Flask's test client: create a match,
read a seat's view, its listed actions and its events, play a listed action under If-Match.
Each asserts the answer it expects, so a test reads as the match it plays."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient


def bot(strategy: str) -> dict[str, Any]:
    return {"type": "bot", "strategy": strategy}


def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def create(client: FlaskClient, game: str, seats: list[dict], seed: int,
           **options: Any) -> dict[str, Any]:  # fmt: skip
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
    return client.post(f"/v1/matches/{match_id}/actions", json={"action_id": action_id},
                       headers=headers)  # fmt: skip


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
        response = client.get(f"/v1/matches/{match_id}/events?limit=1000&after={after}",
                              headers=auth(token))  # fmt: skip
        assert response.status_code == 200, response.json
        found += response.json["events"]
        if not response.json["has_more"]:
            return found
        after = response.json["next_after"]


def of_type(found: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [event for event in found if event["type"] == kind]
