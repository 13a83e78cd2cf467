"""Matchmaking with real workers (the watchdog's round, ``service.matchmaking.seating``):
tickets made over HTTP are seated by the workers alone, and a ticket past its wait plays its
match to the end against the bots that filled its table."""

from __future__ import annotations

from typing import Any

import pytest
from api.helpers import new_app_key
from flask.testing import FlaskClient

from service.api import create_app

from .conftest import match_version, wait_for

TICKETS = "/v1/matchmaking/tickets"


@pytest.fixture
def app_key(redis_client, redis_url, monkeypatch, capsys) -> str:
    return new_app_key("arcade", monkeypatch, redis_url, capsys)


@pytest.fixture
def client(redis_url: str) -> FlaskClient:
    return create_app({"TESTING": True, "REDIS_URL": redis_url}).test_client()


def ticket(client: FlaskClient, key: str, **body: Any) -> str:
    headers = {"Authorization": f"Bearer {key}"}
    response = client.post(TICKETS, json={"game": "bad-trevor", **body}, headers=headers)
    assert response.status_code == 201, response.json
    return response.json["id"]


def seated(client: FlaskClient, key: str, ticket_id: str) -> dict[str, Any] | None:
    """The ticket once it is no longer waiting (a long poll of up to 5 s), else None."""
    headers = {"Authorization": f"Bearer {key}"}
    found = client.get(f"{TICKETS}/{ticket_id}?wait=5", headers=headers).json
    return None if found["status"] == "waiting" else found


def test_the_workers_seat_three_tickets_together(client, workers, app_key):
    workers()
    made = [ticket(client, app_key, player=name, seats=[3, 3]) for name in ("ann", "bob", "cy")]
    answers = [wait_for(lambda t=t: seated(client, app_key, t)) for t in made]
    assert {answer["status"] for answer in answers} == {"matched"}
    assert len({answer["match_id"] for answer in answers}) == 1
    assert all(len(answer["tokens"]) == 1 for answer in answers)


def test_a_ticket_past_its_wait_plays_against_the_bots_that_filled_its_table(
    client, workers, app_key
):
    workers()
    made = ticket(client, app_key, player="ann", max_wait_seconds=1, bots_after_wait="random")
    answer = wait_for(lambda: seated(client, app_key, made))
    assert answer["status"] == "matched"
    match_id, (token,) = answer["match_id"], answer["tokens"].values()
    headers = {"Authorization": f"Bearer {token}"}
    control = client.put(f"/v1/matches/{match_id}/seat", json={"control": "bot"}, headers=headers)
    assert control.status_code == 200, control.json  # the seat is ann's: her token holds it
    wait_for(
        lambda: client.get(f"/v1/matches/{match_id}").json["status"] == "finished",
        progress=lambda: match_version(client, match_id),
    )
