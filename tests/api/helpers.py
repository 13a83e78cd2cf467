"""Helpers for API tests: create a match over HTTP and drive it by listed actions."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from flask.testing import FlaskClient

GAME = "bad-trevor"
MAX_STEPS = 5_000


@dataclass
class Table:
    """A match created over HTTP: its id and each seat's token."""

    client: FlaskClient
    id: str
    tokens: list[str]

    @property
    def url(self) -> str:
        return f"/v1/matches/{self.id}"

    def auth(self, seat: int, **extra: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[seat]}", **extra}

    def view(self, seat: int | None = None) -> dict[str, Any]:
        headers = {} if seat is None else self.auth(seat)
        response = self.client.get(self.url, headers=headers)
        assert response.status_code == 200, response.json
        return response.json

    def actions(self, seat: int) -> list[dict[str, Any]]:
        response = self.client.get(self.url + "/actions", headers=self.auth(seat))
        assert response.status_code == 200, response.json
        return response.json["actions"]

    def post(self, seat: int, body: dict[str, Any], **headers: str) -> Any:
        return self.client.post(
            self.url + "/actions", json=body, headers=self.auth(seat, **headers)
        )

    def act(self, seat: int, action_id: str) -> dict[str, Any]:
        response = self.post(seat, {"action_id": action_id})
        assert response.status_code == 200, response.json
        return response.json

    def deciders(self) -> list[int]:
        """Seats holding an open decision now."""
        return [d["seat"] for d in self.view()["decisions"] if d["seat"] is not None]

    def ready_all(self) -> None:
        for seat in range(len(self.tokens)):
            self.act(seat, "ready")


def create_table(client: FlaskClient, seats: int = 4, seed: int = 7) -> Table:
    body = {"game": GAME, "seats": [{"type": "human"}] * seats, "seed": seed}
    response = client.post("/v1/matches", json=body)
    assert response.status_code == 201, response.json
    return Table(client, response.json["id"], [s["token"] for s in response.json["seats"]])


def play_to_end(
    table: Table,
    policy_seed: int = 3,
    each_step: Callable[[Table, int], None] | None = None,
    until: Callable[[Table], bool] | None = None,
) -> dict[str, Any]:
    """Play by choosing among listed actions until the match ends (or ``until`` holds);
    the spectator's view at the end."""
    policy = random.Random(policy_seed)
    for step in range(MAX_STEPS):
        deciders = table.deciders()
        if not deciders or (until is not None and until(table)):
            return table.view()
        seat = policy.choice(deciders)
        table.act(seat, policy.choice(table.actions(seat))["id"])
        if each_step is not None:
            each_step(table, step)
    raise AssertionError("the match did not finish")


def new_app_key(name: str, monkeypatch: Any, redis_url: str, capsys: Any) -> str:
    """``croupier keys create NAME`` on the test's Redis: the key, its last line."""
    from service.cli import main

    monkeypatch.setenv("REDIS_URL", redis_url)
    assert main(["keys", "create", name]) == 0
    *_, last = capsys.readouterr().out.strip().splitlines()
    return last
