"""GET /v1/matches/{id}/replay: a finished match version by version, as one seat (or a
spectator) saw it. Each game is played to its end over HTTP while every seat's view and
events, and the spectator's, are recorded after every step; the replay must give back
exactly what was served then, for every point of view, also from an archive older than
kept events and frozen views."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest
import redis
from flask.testing import FlaskClient

from service.engine import match as engine
from service.engine.registry import all_games, get_game
from service.store import archives, keys
from workers import jobs

from .helpers import GAME, MAX_STEPS, Table, create_table
from .test_game_shapes import Published

GAMES = [game.id for game in all_games()]


@pytest.fixture(scope="module")
def published(redis_url: str) -> Published:
    from service.api import create_app

    return Published(create_app({"TESTING": True, "REDIS_URL": redis_url}))


class Recorder:
    """What each point of view (a seat, None: the spectator) was served at each version:
    its ``GET /v1/matches/{id}`` answer and its ``GET .../events``, read page by page."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.points: list[int | None] = [None, *range(len(table.tokens))]
        self.views: dict[int | None, dict[int, dict[str, Any]]] = {p: {} for p in self.points}
        self.events: dict[int | None, list[dict[str, Any]]] = {p: [] for p in self.points}
        self.after = dict.fromkeys(self.points, 0)

    def record(self, version: int) -> dict[str, Any]:
        """Every point of view's view and new events at ``version``; the spectator's view."""
        for point in self.points:
            view = self.table.view(point)
            assert view["version"] == version, (point, view["version"], version)
            self.views[point][version] = view
            self.events[point] += self.read_events(point)
        return self.views[None][version]

    def read_events(self, point: int | None) -> list[dict[str, Any]]:
        headers = {} if point is None else self.table.auth(point)
        found, more = [], True
        while more:
            url = f"{self.table.url}/events?after={self.after[point]}&limit=1000"
            page = self.table.client.get(url, headers=headers)
            assert page.status_code == 200, page.json
            found += page.json["events"]
            self.after[point], more = page.json["next_after"], page.json["has_more"]
        return found

    def frames(self, point: int | None) -> list[dict[str, Any]]:
        """The frames a replay from ``point`` must hold: what it was served, by version."""
        led: dict[int, list[dict[str, Any]]] = {}
        for event in self.events[point]:
            led.setdefault(event["version"], []).append(event)
        served = self.views[point]
        assert sorted(served) == list(range(len(served)))
        return [{"version": v, "view": served[v], "events": led.get(v, [])} for v in served]


POLICY_SEED = 3  # the random policy that plays every match of these tests
SEEDS = range(16)  # the deals a match is chosen among


def short_seed(game: str, seats: int) -> int:
    """The seed, among ``SEEDS``, of the shortest match the test's policy plays, found by
    playing each offline with the engine as ``play_recorded`` will over HTTP (the same
    choices among the same listed decisions and actions): it keeps the test fast, since
    every version costs a view and an events read for every point of view. A match that
    needs the system (a due rule) is not chosen."""

    def length(seed: int) -> float:
        match, _ = engine.start(game, seats, {}, seed)
        policy = random.Random(POLICY_SEED)
        while not engine.is_finished(match) and match.version < MAX_STEPS:
            deciders = [d.seat for d in engine.decisions(match)]
            if None in deciders:
                return math.inf
            seat = policy.choice(deciders)
            action = policy.choice(engine.legal_actions(match, seat))
            match, _ = engine.submit(match, seat, engine.without_id(action), 0.0)
        return match.version

    return min(SEEDS, key=length)


def new_table(client: FlaskClient, game: str, seats: int, seed: int) -> Table:
    body = {"game": game, "seats": [{"type": "human"}] * seats, "seed": seed}
    created = client.post("/v1/matches", json=body)
    assert created.status_code == 201, created.json
    return Table(client, created.json["id"], [seat["token"] for seat in created.json["seats"]])


def play_recorded(table: Table, policy: random.Random) -> Recorder:
    """Play listed actions to the end (a due system decision by the worker's own job, in
    process), recording every point of view after every step."""
    recorder = Recorder(table)
    view = recorder.record(0)
    for _ in range(MAX_STEPS):
        if view["status"] == "finished":
            return recorder
        if any(d["seat"] is None for d in view["decisions"]):
            assert jobs.step(table.id, view["version"], "system").startswith("committed")
        else:
            seat = policy.choice([d["seat"] for d in view["decisions"]])
            table.act(seat, policy.choice(table.actions(seat))["id"])
        view = recorder.record(view["version"] + 1)
    raise AssertionError("the match did not finish")


def replay(table: Table, seat: int | None = None, **headers: str) -> Any:
    query = "" if seat is None else f"?seat={seat}"
    return table.client.get(f"{table.url}/replay{query}", headers=headers)


def assert_replays_what_was_served(
    table: Table, recorder: Recorder, published: Published | None = None
) -> None:
    game, seats = table.view()["game"], len(table.tokens)
    for point in recorder.points:
        answer = replay(table, point)
        assert answer.status_code == 200, answer.json
        body = answer.json
        expected = recorder.frames(point)
        assert (body["game"], body["seat"], body["seats"]) == (game, point, seats)
        assert [frame["version"] for frame in body["frames"]] == list(range(len(expected)))
        for frame, served in zip(body["frames"], expected, strict=True):
            assert frame == served, (point, served["version"])
        tables = [frame["view"]["table"] for frame in body["frames"]]
        if point is None:
            assert not any("hand" in shown for shown in tables)
        else:
            assert all("hand" in shown for shown in tables)  # the check above bites
        if published is not None:
            assert published.errors("Replay", body) == [], point


def as_older_archive(redis_client: redis.Redis, table: Table, game: str) -> None:
    """Rewrite a finished match's archive as archives were written before events (and then
    the final views) were kept in them: the match and its log alone."""
    stored = redis_client.hget(keys.state(table.id), "archive")
    assert stored is not None
    archive = archives.unpack(stored)
    assert archive.get("events") and archive.get("frozen")
    older = {"match": archive["match"], "log": archive["log"]}
    redis_client.hset(keys.state(table.id), "archive", archives.pack(older, game))


@pytest.mark.parametrize("game", GAMES)
def test_a_replay_is_what_each_seat_and_the_spectator_were_served(
    client: FlaskClient,
    redis_client: redis.Redis,
    redis_url: str,
    monkeypatch: pytest.MonkeyPatch,
    published: Published,
    game: str,
) -> None:
    """Also from an archive older than kept events and frozen views: its frames are rebuilt
    from the match and its log alone, the same as ever."""
    monkeypatch.setenv("REDIS_URL", redis_url)  # for the worker's job function
    seats = get_game(game).min_players
    table = new_table(client, game, seats, short_seed(game, seats))
    for point in [None, 0]:
        running = replay(table, point)
        assert (running.status_code, running.json["code"]) == (409, "match_not_finished")
    recorder = play_recorded(table, random.Random(POLICY_SEED))
    final = recorder.views[None][max(recorder.views[None])]
    assert final["status"] == "finished" and final["version"] > 0
    assert_replays_what_was_served(table, recorder, published)
    # a token is accepted, as by the export, and does not choose the point of view
    with_token = replay(table, None, **table.auth(0))
    assert with_token.status_code == 200 and with_token.json == replay(table).json
    as_older_archive(redis_client, table, game)
    assert_replays_what_was_served(table, recorder)


def test_a_replay_is_refused_for_an_unknown_match_a_bad_seat_or_token(client: FlaskClient):
    unknown = client.get("/v1/matches/no-such-match/replay")
    assert (unknown.status_code, unknown.json["code"]) == (404, "unknown_match")
    table = create_table(client, seats=3)
    resigned = table.post(0, {"action": {"type": "resign"}})
    assert resigned.status_code == 200 and resigned.json["view"]["status"] == "finished"
    assert replay(table, 2).status_code == 200
    for bad in ("3", "-1", "x", "1.5"):
        refused = client.get(f"{table.url}/replay?seat={bad}")
        assert (refused.status_code, refused.json["code"]) == (422, "invalid_request"), bad
        assert "seat" in refused.json["details"]["fields"]["query"], bad
    unknown_parameter = client.get(f"{table.url}/replay?after=3")
    assert (unknown_parameter.status_code, unknown_parameter.json["code"]) == (
        422,
        "invalid_request",
    )
    wrong_token = replay(table, 0, Authorization="Bearer not-a-token")
    assert (wrong_token.status_code, wrong_token.json["code"]) == (401, "invalid_token")


def test_an_archive_its_log_does_not_rebuild_is_not_replayed(
    client: FlaskClient, redis_client: redis.Redis
) -> None:
    """The rebuilt match must be the archived one: frames from a log that does not lead to
    it (a rules change, a damaged archive) would show what never happened."""
    table = create_table(client, seats=3)
    assert table.post(1, {"action": {"type": "resign"}}).status_code == 200
    archive = archives.unpack(redis_client.hget(keys.state(table.id), "archive"))
    damaged = {**archive, "log": archive["log"][:-1]}
    redis_client.hset(keys.state(table.id), "archive", archives.pack(damaged, GAME))
    refused = replay(table, 0)
    assert (refused.status_code, refused.json["code"]) == (500, "internal_error")
