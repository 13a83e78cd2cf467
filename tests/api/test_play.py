"""Playing over HTTP: creating, views and their secrecy, ETags, events and a whole match."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest
import redis

from service.api import play
from service.engine import match as engine
from service.engine.match import Match
from service.engine.registry import all_games, get_game
from service.store import Store
from workers import jobs

from .helpers import GAME, Table, create_table, play_to_end


def stored_state(redis_client: redis.Redis, match_id: str) -> dict[str, Any]:
    """The true game state, read straight from Redis (white box)."""
    snapshot = Store(redis_client).load(match_id)
    assert snapshot.stored is not None
    return snapshot.stored.match["state"]


def strings_in(value: Any) -> set[str]:
    """Every string anywhere in a JSON value, keys included."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set(value).union(*map(strings_in, value.values()))
    if isinstance(value, list):
        return set().union(*map(strings_in, value))
    return set()


def hidden_from(state: dict[str, Any], seat: int | None) -> set[str]:
    """Cards ``seat`` must not see: other hands, and face-down cards laid by another seat."""
    hidden = {card for other, hand in enumerate(state["hands"]) if other != seat for card in hand}
    attack = state["attack"]
    if attack and not attack["face_up"] and attack["attacker"] != seat:
        hidden.update(attack["cards"])
    return hidden


def assert_views_keep_secrets(table: Table, redis_client: redis.Redis) -> None:
    state = stored_state(redis_client, table.id)
    for seat in [None, *range(len(table.tokens))]:
        view = table.view(seat)
        assert not strings_in(view) & hidden_from(state, seat), (seat, view)
        if seat is None:
            assert "hand" not in view["table"]
        else:
            assert view["table"]["hand"] == sorted(state["hands"][seat])


# catalog and creating


def test_catalog_lists_bad_trevor(client):
    games = {game["id"]: game for game in client.get("/v1/games").json}
    entry = games[GAME]
    assert (entry["min_players"], entry["max_players"]) == (3, 5)
    assert entry["title"] and entry["summary"]
    assert isinstance(entry["options"], list) and isinstance(entry["strategies"], list)


def test_each_game_seats_its_own_range(client):
    """Two seats: a Practical Guide to Evil match, not a Bad Trevor one (invalid_seats)."""
    seats = [{"type": "human"}] * 2
    created = client.post("/v1/matches", json={"game": "practical-guide-to-evil", "seats": seats})
    assert created.status_code == 201, created.json
    refused = client.post("/v1/matches", json={"game": GAME, "seats": seats})
    assert (refused.status_code, refused.json["code"]) == (422, "invalid_seats")


def test_create_returns_one_token_per_seat_and_a_location(client):
    body = {"game": GAME, "seats": [{"type": "human"}] * 4, "seed": 7}
    response = client.post("/v1/matches", json=body)
    assert response.status_code == 201
    created = response.json
    assert response.headers["Location"] == f"/v1/matches/{created['id']}"
    assert len(created["id"]) >= 22
    assert [s["seat"] for s in created["seats"]] == [0, 1, 2, 3]
    assert len({s["token"] for s in created["seats"]}) == 4
    assert created["version"] == 0 and created["status"] == "active"
    assert created["seed_hash"] != hashlib.sha256(b"croupier-seed:7").hexdigest()  # salted
    assert created["seed_source"] == "creator"
    view = client.get(response.headers["Location"]).json
    assert view["seed_hash"] == created["seed_hash"] and "seed" not in view
    assert not strings_in(view) & {s["token"] for s in created["seats"]}


def test_ids_and_seeds_are_drawn_by_the_server(client):
    body = {"game": GAME, "seats": [{"type": "human"}] * 3}
    first, second = (client.post("/v1/matches", json=body).json for _ in range(2))
    assert first["id"] != second["id"]
    assert first["seed_hash"] != second["seed_hash"]


# views


def test_each_seat_sees_its_own_hand_and_a_spectator_none(table, redis_client):
    assert_views_keep_secrets(table, redis_client)
    table.ready_all()
    assert_views_keep_secrets(table, redis_client)


def test_views_are_the_engines_views_unchanged(table, redis_client):
    table.ready_all()
    match = Match.from_json(Store(redis_client).load(table.id).stored.match)
    for seat in [None, 0, 1, 2, 3]:
        assert table.view(seat) == json.loads(json.dumps(engine.view(match, seat)))


def test_a_spectator_holds_no_decision_and_cannot_act(client, table):
    listed = client.get(table.url + "/actions").json
    assert listed == {
        "game": "bad-trevor",
        "version": 0,
        "actions": [],
        "awaiting": [0, 1, 2, 3],
        "reason": "spectator",
    }
    view = client.get(table.url).json
    assert view["seat"] is None and view["status"] == "active"
    response = client.post(table.url + "/actions", json={"action_id": "ready"})
    assert response.status_code == 401


def test_actions_list_belongs_to_a_version(table):
    listed = table.actions(0)
    assert {"id": "ready", "type": "ready"} in [
        {key: action[key] for key in ("id", "type")} for action in listed
    ]
    assert all(action["label"]["text"] and action["group"] for action in listed)
    assert all(isinstance(action["id"], str) for action in listed)
    table.act(0, "ready")
    assert table.actions(0) == []
    assert table.client.get(table.url + "/actions", headers=table.auth(1)).json["version"] == 1


def test_etag_is_the_version_and_if_none_match_gives_304(table):
    first = table.client.get(table.url, headers=table.auth(0))
    assert first.headers["ETag"] == '"0"'
    assert "Authorization" in first.headers["Vary"]
    assert first.headers["Cache-Control"] == "no-store"  # no seat's view kept by a browser
    same = table.client.get(table.url, headers=table.auth(0, **{"If-None-Match": '"0"'}))
    assert same.status_code == 304 and same.get_data() == b""
    assert same.headers["ETag"] == '"0"'
    table.act(1, "ready")
    moved = table.client.get(table.url, headers=table.auth(0, **{"If-None-Match": '"0"'}))
    assert moved.status_code == 200 and moved.headers["ETag"] == '"1"'
    assert moved.json["version"] == 1


def test_submit_returns_version_events_and_the_callers_view(table):
    result = table.post(2, {"action": {"type": "ready"}}, **{"If-Match": "0"}).json
    assert result["version"] == 1
    assert [e["type"] for e in result["events"]] and all(
        "private" not in e for e in result["events"]
    )
    assert result["view"] == table.view(2)


def test_an_action_given_with_its_listed_id_is_applied_as_listed(table, redis_client):
    listed = table.actions(3)[-1]
    assert table.post(3, {"action": listed}).status_code == 200
    log = Store(redis_client).action_log(table.id)
    assert log[0]["seat"] == 3 and log[0]["action"] == {"type": "ready"}
    assert isinstance(log[0]["now"], float)


# events


def pull(table: Table, seat: int | None, after: int, limit: int = 100) -> dict[str, Any]:
    headers = {} if seat is None else table.auth(seat)
    url = f"{table.url}/events?after={after}&limit={limit}"
    response = table.client.get(url, headers=headers)
    assert response.status_code == 200, response.json
    return response.json


def test_the_event_cursor_pages_through_the_log(table):
    table.ready_all()
    everything = pull(table, 0, 0, 1000)["events"]
    ids = [event["id"] for event in everything]
    assert ids == list(range(1, len(ids) + 1)) and everything[0]["type"] == "match_started"
    paged, after = [], 0
    while page := pull(table, 0, after, 2):
        if not page["events"]:
            assert page["next_after"] == after
            break
        assert len(page["events"]) <= 2
        paged += page["events"]
        after = page["next_after"]
    assert paged == everything
    empty = {"game": "bad-trevor", "events": [], "next_after": 10_000, "has_more": False}
    assert pull(table, 0, 10_000) == empty


def test_events_are_redacted_per_seat(table, redis_client):
    def raw_events(table: Table) -> list[dict[str, Any]]:
        return Store(redis_client).load(table.id, events_after=0, events_limit=1000).events

    def secrets_told(table: Table) -> bool:
        return sum("private" in event for event in raw_events(table)) >= 5

    play_to_end(table, policy_seed=4, until=secrets_told)
    raw = raw_events(table)
    assert secrets_told(table), "the match should have told some secrets by now"
    for seat in [None, 0, 1, 2, 3]:
        seen = pull(table, seat, 0, 1000)["events"]
        assert len(seen) == len(raw)
        for mine, full in zip(seen, raw, strict=True):
            private = full.get("private", {})
            expected = {k: v for k, v in full.items() if k != "private"}
            expected.update(private.get(str(seat), {}) if seat is not None else {})
            assert {key: value for key, value in mine.items() if key != "text"} == expected
            assert mine["text"]["text"]  # and its words, told to that seat


# a whole match


def test_a_whole_match_over_http(table, redis_client):
    cursors: dict[int | None, int] = {seat: 0 for seat in [None, 0, 1, 2, 3]}
    collected: dict[int | None, list] = {seat: [] for seat in cursors}

    def each_step(table: Table, step: int) -> None:
        assert_views_keep_secrets(table, redis_client)
        for seat in cursors:
            page = pull(table, seat, cursors[seat])
            collected[seat] += page["events"]
            cursors[seat] = page["next_after"]

    final = play_to_end(table, policy_seed=3, each_step=each_step)
    assert final["status"] == "finished" and final["outcome"]["winners"]
    assert (
        hashlib.sha256(f"croupier-seed:{final['salt']}:{final['seed']}".encode()).hexdigest()
        == final["seed_hash"]
    )
    assert collected[0][-1]["type"] == "match_finished"
    for seat in cursors:  # a finished match serves its events again, rebuilt by replay
        assert pull(table, seat, 0, 1000)["events"] == collected[seat]
    assert_views_keep_secrets(table, redis_client)
    for seat in range(4):
        assert table.actions(seat) == []
        response = table.post(seat, {"action": {"type": "ready"}})
        assert response.status_code == 409 and response.json["code"] == "match_finished"


@pytest.mark.parametrize("seats, policy_seed", [(3, 1), (5, 2)])
def test_matches_of_other_sizes_finish(client, seats, policy_seed):
    table = create_table(client, seats=seats, seed=policy_seed)
    assert play_to_end(table, policy_seed)["status"] == "finished"


def _all_events(table, seat):
    """Every event ``seat`` may see, page by page."""
    headers = {} if seat is None else table.auth(seat)
    events, after = [], 0
    while True:
        response = table.client.get(f"{table.url}/events?after={after}&limit=1000", headers=headers)
        assert response.status_code == 200, response.json
        if not response.json["events"]:
            return events
        events += response.json["events"]
        after = response.json["next_after"]


def _play(table, policy, until_version=None):
    """Play listed actions; a due system decision is resolved by the worker's own job
    function, in process. Stops at the end, or at ``until_version``."""
    while True:
        view = table.view()
        if view["status"] == "finished" or view["version"] == until_version:
            return view
        if any(d["seat"] is None for d in view["decisions"]):
            assert jobs.step(table.id, view["version"], "system").startswith("committed")
            continue
        seat = policy.choice([d["seat"] for d in view["decisions"]])
        table.act(seat, policy.choice(table.actions(seat))["id"])


@pytest.mark.parametrize("game", [game.id for game in all_games()])
def test_a_finished_match_serves_the_same_events_it_served_live(
    client, redis_url, monkeypatch, game
):
    """Finishing compacts a match; its events are then rebuilt by replay. Every seat and the
    spectator must get exactly what the live stream gave them, for every game."""
    monkeypatch.setenv("REDIS_URL", redis_url)  # for the worker's job function
    seats = get_game(game).min_players + 1

    def new_table():
        body = {"game": game, "seats": [{"type": "human"}] * seats, "seed": 11}
        created = client.post("/v1/matches", json=body).json
        return Table(client, created["id"], [s["token"] for s in created["seats"]])

    final_version = _play(new_table(), random.Random(3))["version"]
    table = new_table()  # the same match again, stopped one action before its end
    _play(table, random.Random(3), until_version=final_version - 1)
    live = {seat: _all_events(table, seat) for seat in [None, *range(seats)]}
    assert _play(table, random.Random(3))["status"] == "finished"
    for seat, before in live.items():
        after = _all_events(table, seat)
        assert after[: len(before)] == before and after[-1]["type"] == "match_finished"


def test_putting_a_seat_under_the_control_it_already_has_changes_nothing(client):
    """PUT is idempotent: taking back a seat that is already human answers 200, no new version."""
    table = create_table(client)
    response = client.put(table.url + "/seat", json={"control": "human"}, headers=table.auth(0))
    assert response.status_code == 200, response.json
    assert response.json == {"version": 0, "seat": 0, "control": "human", "strategy": None}
    assert table.view()["version"] == 0


def test_two_seats_may_use_the_same_idempotency_key(client):
    """A key is the sending seat's own: another seat's identical key is not a reuse."""
    table = create_table(client)
    headers = {"Idempotency-Key": "ready-1"}
    first = table.post(0, {"action": {"type": "ready"}}, **headers)
    second = table.post(1, {"action": {"type": "ready"}}, **headers)
    assert (first.status_code, second.status_code) == (200, 200)
    assert second.json["version"] == first.json["version"] + 1


def test_no_actions_say_why_and_who_is_awaited(client, table):
    """Issue 10: an empty list is either not your decision or the end; say which."""
    table.ready_all()
    holder = table.deciders()[0]
    other = next(seat for seat in range(4) if seat not in table.deciders())
    listed = client.get(table.url + "/actions", headers=table.auth(other)).json
    assert (listed["actions"], listed["reason"], listed["awaiting"]) == (
        [],
        "not_your_decision",
        table.deciders(),
    )
    assert "reason" not in client.get(table.url + "/actions", headers=table.auth(holder)).json
    play_to_end(table)
    listed = client.get(table.url + "/actions", headers=table.auth(holder)).json
    assert (listed["actions"], listed["reason"], listed["awaiting"]) == ([], "finished", [])


def test_an_event_page_says_whether_more_follow(client, table):
    """The cursor is an event id; has_more tells a client to read on."""
    table.ready_all()
    first = client.get(table.url + "/events?limit=2").json
    assert len(first["events"]) == 2 and first["has_more"] is True
    assert first["next_after"] == first["events"][-1]["id"]
    rest = client.get(table.url + f"/events?after={first['next_after']}&limit=1000").json
    assert rest["has_more"] is False and rest["events"][0]["id"] == first["next_after"] + 1


def test_a_dry_run_answers_what_the_submit_would_and_commits_nothing(client, table, redis_client):
    """Issue 10: validate a move without a copy of the rules."""
    before = Store(redis_client).load(table.id).stored
    dry = table.client.post(
        table.url + "/actions?dry_run=true", json={"action_id": "ready"}, headers=table.auth(0)
    )
    assert dry.status_code == 200 and dry.json["dry_run"] is True
    assert Store(redis_client).load(table.id).stored == before  # nothing written
    real = table.post(0, {"action_id": "ready"}).json
    assert {**real, "dry_run": True} == dry.json
    refused = table.client.post(
        table.url + "/actions?dry_run=true", json={"action_id": "ready"}, headers=table.auth(0)
    )
    assert (refused.status_code, refused.json["code"]) == (403, "not_your_turn")


def test_a_retried_create_under_its_idempotency_key_makes_one_match(client, redis_client):
    """Issue 10: a retried create made a second match, and tokens are shown only once."""
    body = {"game": GAME, "seats": [{"type": "human"}] * 3}
    headers = {"Idempotency-Key": "3f1c2d9e-create"}
    first = client.post("/v1/matches", json=body, headers=headers)
    again = client.post("/v1/matches", json=body, headers=headers)
    assert (first.status_code, again.status_code) == (201, 201)
    assert again.json == first.json  # the same match, the same tokens
    assert len(list(redis_client.scan_iter("m:*:state"))) == 1
    other = client.post("/v1/matches", json={**body, "seed": 1}, headers=headers)
    assert (other.status_code, other.json["code"]) == (422, "idempotency_key_reused")


def test_a_refused_create_keeps_no_claim_on_its_key(client):
    headers = {"Idempotency-Key": "fix-and-resend"}
    bad = {"game": GAME, "seats": [{"type": "human"}] * 2}  # Bad Trevor seats 3 to 5
    assert client.post("/v1/matches", json=bad, headers=headers).json["code"] == "invalid_seats"
    good = {"game": GAME, "seats": [{"type": "human"}] * 3}
    assert client.post("/v1/matches", json=good, headers=headers).status_code == 201


def test_a_create_racing_another_under_its_key_is_told_to_retry(client, redis_client):
    key = "racing-create"
    Store(redis_client).claim_create(hashlib.sha256(key.encode()).hexdigest(), 60)
    body = {"game": GAME, "seats": [{"type": "human"}] * 3}
    raced = client.post("/v1/matches", json=body, headers={"Idempotency-Key": key})
    assert (raced.status_code, raced.json["code"]) == (409, "idempotency_in_progress")
    assert raced.headers["Retry-After"] == "1"


def test_a_seat_resigns_over_http_while_another_holds_the_decision(client, table):
    table.ready_all()
    idle = next(seat for seat in range(4) if seat not in table.deciders())
    resigned = table.post(idle, {"action": {"type": "resign"}})
    assert resigned.status_code == 200, resigned.json
    final = table.view()
    assert final["status"] == "finished" and final["outcome"]["losers"] == [idle]


@pytest.mark.parametrize(
    ("path", "body"),
    [("/seat", {"control": "bot"}), ("/seat/settings", {"settings": {"auto_pass": True}})],
    ids=["control", "settings"],
)
def test_a_seat_change_lands_though_another_seat_committed_after_its_read(
    client, monkeypatch, path, body
):
    """A seat's control and settings carry no version: another commit (a bot's move, here
    another seat's) landing between the request's read and its write does not refuse it
    with ``stale_version``; it is made on the new version. The test run of stop 47 met it:
    a person handing her seat to a bot was told the match had moved on."""
    table = create_table(client)
    real_load, raced = play.load, []

    def load_then_race(*args: Any, **kwargs: Any) -> Any:
        loaded = real_load(*args, **kwargs)
        if not raced:  # once: the seat change's first read
            raced.append(table.act(1, "ready")["version"])
        return loaded

    monkeypatch.setattr(play, "load", load_then_race)
    changed = client.put(table.url + path, json=body, headers=table.auth(0))
    assert raced == [1]
    assert changed.status_code == 200, changed.json
    assert changed.json["version"] == 2 and table.view()["version"] == 2
