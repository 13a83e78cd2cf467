"""The typed game shapes of the published spec hold for what the API really answers: every
view (each seat and a spectator), every submit's answer and every page of events of a match
played to its end over HTTP, in every game (issue 10: views, events and outcomes were untyped
dicts in the SDKs)."""

from __future__ import annotations

import json
import random
from typing import Any

import jsonschema_rs
import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.api.game_shapes import game_stem
from service.api.schemas import SubmitResultSchema
from service.api.spec import spec_json
from service.engine.registry import all_games, get_game

from .helpers import MAX_STEPS

GAMES = [game.id for game in all_games()]
STEMS = {game.id: game_stem(game) for game in all_games()}


class Published:
    """Validators of the spec's components, each one resolving refs within the spec."""

    def __init__(self, app: Flask) -> None:
        self.components = json.loads(spec_json(app))["components"]
        self._validators: dict[str, Any] = {}

    def errors(self, name: str, instance: Any) -> list[str]:
        """Misfits of ``instance`` to component ``name``; for a union of games' bodies, why it
        misfits the body of the game it names too (a oneOf alone says only "none matched")."""
        found = self._errors(name, instance)
        stem = STEMS.get(instance.get("game"))
        if found and f"{stem}{name}" in self.components["schemas"]:
            found += self._errors(f"{stem}{name}", instance)
        return found

    def _errors(self, name: str, instance: Any) -> list[str]:
        if name not in self._validators:
            document = {"$ref": f"#/components/schemas/{name}", "components": self.components}
            self._validators[name] = jsonschema_rs.Draft202012Validator(document)
        found = self._validators[name].iter_errors(instance)
        return [f"{name} {'/'.join(map(str, e.instance_path))}: {e.message}" for e in found]


@pytest.fixture(scope="module")
def published(redis_url: str) -> Published:
    from service.api import create_app

    return Published(create_app({"TESTING": True, "REDIS_URL": redis_url}))


def seat_headers(tokens: list[str], seat: int | None) -> dict[str, str]:
    return {} if seat is None else {"Authorization": f"Bearer {tokens[seat]}"}


def check_views(client: FlaskClient, published: Published, url: str, tokens: list[str]) -> None:
    for seat in [None, *range(len(tokens))]:
        view = client.get(url, headers=seat_headers(tokens, seat)).json
        assert published.errors("View", view) == [], (seat, view)


def check_events(client: FlaskClient, published: Published, url: str, tokens: list[str]) -> int:
    """Every page of events of every seat and of a spectator; the spectator's event count."""
    for seat in [*range(len(tokens)), None]:
        after, seen, more = 0, 0, True
        while more:
            page = client.get(
                f"{url}/events?after={after}&limit=200", headers=seat_headers(tokens, seat)
            ).json
            assert published.errors("EventList", page) == [], seat
            after, more, seen = page["next_after"], page["has_more"], seen + len(page["events"])
    return seen


@pytest.mark.parametrize("game_id", GAMES)
def test_a_match_played_over_http_fits_the_published_shapes(
    client: FlaskClient, published: Published, game_id: str
) -> None:
    game = get_game(game_id)
    body = {"game": game_id, "seats": [{"type": "human"}] * game.max_players, "seed": 11}
    created = client.post("/v1/matches", json=body).json
    url, tokens = f"/v1/matches/{created['id']}", [seat["token"] for seat in created["seats"]]
    policy = random.Random(5)
    for step in range(MAX_STEPS):
        deciders = [d["seat"] for d in client.get(url).json["decisions"] if d["seat"] is not None]
        if not deciders:
            break
        seat = policy.choice(deciders)
        listed = client.get(f"{url}/actions", headers=seat_headers(tokens, seat)).json
        chosen = {"action_id": policy.choice(listed["actions"])["id"]}
        answer = client.post(f"{url}/actions", headers=seat_headers(tokens, seat), json=chosen)
        assert answer.status_code == 200, answer.json
        assert published.errors("SubmitResult", answer.json) == [], answer.json
        assert SubmitResultSchema().dump(answer.json) == answer.json  # written undumped
        if step % 25 == 0:
            check_views(client, published, url, tokens)
    final = client.get(url).json
    assert final["status"] == "finished"
    check_views(client, published, url, tokens)  # the frozen final views
    assert check_events(client, published, url, tokens) > 0


def test_the_published_shapes_refuse_what_a_game_does_not_say(
    client: FlaskClient, published: Published
) -> None:
    """The check bites: an undeclared table key, an event of another game, a wrong outcome."""
    created = client.post("/v1/matches", json={"game": GAMES[0], "seats": [{"type": "human"}] * 3})
    view = client.get(f"/v1/matches/{created.json['id']}").json
    assert published.errors("View", view) == []
    assert published.errors("View", {**view, "table": {**view["table"], "secret": 1}})
    assert published.errors("View", {**view, "game": GAMES[1]})
    assert published.errors("View", {**view, "status": "finished", "outcome": {"winner": "me"}})
    events = client.get(f"/v1/matches/{created.json['id']}/events").json
    alien = {"id": 99, "version": 0, "type": "no_such_event"}
    assert published.errors("EventList", {**events, "events": [*events["events"], alien]})
