"""Players and ratings over HTTP (service/api/players.py, service/ratings.py): an app names
its players by ids of its own, reads their matches newest first, and, once a match is
rated (the ``rate`` job's function, run here in the test's process as a worker would run
it), their ratings and each game's leaderboard."""

from __future__ import annotations

import time
from typing import Any

import pytest
from flask.testing import FlaskClient

from service import dispatch, ratings
from service.api import create_app, deps
from service.engine import match as engine
from service.engine.match import Match
from service.store import PendingRecord, Store
from service.store import pending as pending_sets

from .helpers import Table, new_app_key, play_to_end


def keyed_client(redis_url: str) -> FlaskClient:
    settings = {"TESTING": True, "REDIS_URL": redis_url, "APP_KEYS": "required"}
    return create_app(settings).test_client()


@pytest.fixture
def keyed(redis_url) -> FlaskClient:
    return keyed_client(redis_url)


@pytest.fixture
def arcade(redis_client, redis_url, monkeypatch, capsys) -> str:
    return new_app_key("arcade", monkeypatch, redis_url, capsys)


@pytest.fixture
def rival(redis_client, redis_url, monkeypatch, capsys) -> str:
    return new_app_key("rival", monkeypatch, redis_url, capsys)


def bearer(key: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"} if key else {}


def human(player: str | None = None) -> dict[str, Any]:
    return {"type": "human", **({"player": player} if player else {})}


def create(client: FlaskClient, key: str | None, seats: list[dict], **extra: Any) -> Any:
    body = {"game": "bad-trevor", "seats": seats, "seed": 11, **extra}
    return client.post("/v1/matches", json=body, headers=bearer(key))


def created(client: FlaskClient, key: str, seats: list[dict], **extra: Any) -> Table:
    response = create(client, key, seats, **extra)
    assert response.status_code == 201, response.json
    tokens = [seat["token"] for seat in response.json["seats"]]
    return Table(client, response.json["id"], tokens)


def store_of(client: FlaskClient) -> Store:
    with client.application.app_context():
        return deps.store()


def rate(client: FlaskClient, match_id: str) -> str:
    """What the finished match's ``rate`` job does (``workers.jobs._rate``)."""
    return ratings.rate_match(store_of(client), match_id, time.time())


def player_matches(client: FlaskClient, key: str, player: str, **query: Any) -> Any:
    return client.get(f"/v1/players/{player}/matches", query_string=query, headers=bearer(key))


def test_an_apps_players_are_its_own_and_their_matches_list_newest_first(keyed, arcade, rival):
    first = created(keyed, arcade, [human("alice"), human("bob"), human()])
    second = created(keyed, arcade, [human("bob"), human("alice"), human()])
    theirs = created(keyed, rival, [human("alice"), human("carol"), human()])
    page = player_matches(keyed, arcade, "alice", limit=1).json
    assert [m["id"] for m in page["matches"]] == [second.id]
    assert page["matches"][0] | {"created_at": 0} == {
        "id": second.id,
        "game": "bad-trevor",
        "status": "active",
        "seat": 1,
        "created_at": 0,
        "finished_at": None,
        "place": None,
        "rated": True,
    }
    rest = player_matches(keyed, arcade, "alice", before=page["next"]).json
    assert [(m["id"], m["seat"]) for m in rest["matches"]] == [(first.id, 0)]
    assert rest["next"] is None
    other = player_matches(keyed, rival, "alice").json["matches"]
    assert [m["id"] for m in other] == [theirs.id]  # another app's alice is another player
    listed = keyed.get("/v1/matches", headers=bearer(arcade)).json["matches"]
    assert [s.get("player") for s in listed[0]["seats"]] == ["alice", "bob", None]


def test_naming_players_is_refused_with_a_code_for_each_wrong_case(keyed, arcade, redis_url):
    unkeyed = create_app({"TESTING": True, "REDIS_URL": redis_url}).test_client()
    refused = create(unkeyed, None, [human("alice"), human(), human()])
    assert (refused.status_code, refused.json["code"]) == (422, "player_needs_app_key")
    twice = create(keyed, arcade, [human("alice"), human("alice"), human()])
    assert (twice.status_code, twice.json["code"]) == (422, "duplicate_player")
    for bad in ("", "a" * 65, "al ice", "al/ice", "al{ice}", "émile", "a@b.c"):
        seat = human(bad) if bad else {"type": "human", "player": ""}
        wrong = create(keyed, arcade, [seat, human(), human()])
        assert (wrong.status_code, wrong.json["code"]) == (422, "invalid_request"), bad
    on_a_bot = create(keyed, arcade, [human(), human(), {"type": "bot", "player": "robo"}])
    assert on_a_bot.json["code"] == "invalid_request"
    assert player_matches(keyed, None, "alice").json["code"] == "missing_app_key"
    assert keyed.get("/v1/players/alice").json["code"] == "missing_app_key"
    assert keyed.get("/v1/games/bad-trevor/leaderboard").json["code"] == "missing_app_key"
    bad_path = keyed.get("/v1/players/al%20ice", headers=bearer(arcade))
    assert (bad_path.status_code, bad_path.json["code"]) == (422, "invalid_request")
    unknown = keyed.get("/v1/games/no-such-game/leaderboard", headers=bearer(arcade))
    assert unknown.json["code"] == "unknown_game"


def test_a_claim_names_its_player_with_the_apps_key_only(keyed, arcade):
    response = create(keyed, arcade, [human("alice"), {"type": "open"}, {"type": "open"}])
    match_id = response.json["id"]
    claims = f"/v1/matches/{match_id}/claims"
    taken = keyed.post(claims, json={"player": "alice"}, headers=bearer(arcade))
    assert (taken.status_code, taken.json["code"]) == (422, "duplicate_player")
    invite = keyed.post(claims, json={"player": "bob", "invite_code": "ci_x"})
    assert invite.status_code == 403  # a wrong code: refused before the player is looked at
    assert keyed.post(claims, json={"player": "bob"}, headers=bearer(arcade)).status_code == 201
    last = keyed.post(claims, json={"seat": 2, "player": "carol"}, headers=bearer(arcade))
    assert last.json["status"] == "active"
    seats = keyed.get("/v1/matches", headers=bearer(arcade)).json["matches"][0]["seats"]
    assert [seat.get("player") for seat in seats] == ["alice", "bob", "carol"]
    assert player_matches(keyed, arcade, "carol").json["matches"][0]["seat"] == 2


def test_an_invite_claim_names_no_player(keyed, arcade):
    response = create(keyed, arcade, [human("alice"), {"type": "open"}, human()], invite=True)
    claims = f"/v1/matches/{response.json['id']}/claims"
    body = {"player": "bob", "invite_code": response.json["invite_code"]}
    refused = keyed.post(claims, json=body)
    assert (refused.status_code, refused.json["code"]) == (422, "player_needs_app_key")


def finished(keyed: FlaskClient, key: str, players: list[str], **extra: Any) -> Table:
    table = created(keyed, key, [human(p) for p in players], **extra)
    play_to_end(table)
    return table


def test_a_finished_match_is_rated_once_by_its_places(keyed, arcade):
    table = finished(keyed, arcade, ["alice", "bob", "carol"])
    spectator = table.view()
    ranking = spectator["outcome"]["ranking"]
    assert rate(keyed, table.id) == "applied"
    assert rate(keyed, table.id) == "already"  # a retried job counts nothing more
    board = keyed.get("/v1/games/bad-trevor/leaderboard", headers=bearer(arcade)).json
    names = ["alice", "bob", "carol"]
    assert [entry["player"] for entry in board["players"]] == [names[s] for s in ranking]
    assert [entry["place"] for entry in board["players"]] == [1, 2, 3]
    assert (board["total"], board["next"]) == (3, None)
    winner = keyed.get(f"/v1/players/{names[ranking[0]]}", headers=bearer(arcade)).json
    rating = winner["ratings"]["bad-trevor"]
    assert rating["matches"] == 1 and rating["mu"] > 25
    assert rating["display"] == ratings.display(rating["mu"], rating["sigma"])
    listed = player_matches(keyed, arcade, names[ranking[-1]]).json["matches"][0]
    assert (listed["status"], listed["place"], listed["rated"]) == ("finished", 3, True)
    assert listed["finished_at"] >= listed["created_at"]
    page = keyed.get(
        "/v1/games/bad-trevor/leaderboard", query_string={"limit": 2}, headers=bearer(arcade)
    ).json
    assert (len(page["players"]), page["next"]) == (2, 2)


def test_unrated_matches_leave_the_ratings_alone(keyed, arcade):
    opted_out = finished(keyed, arcade, ["alice", "bob", "carol"], rated=False)
    assert rate(keyed, opted_out.id) == "unrated"
    alone = created(keyed, arcade, [human("alice"), human(), human()])
    play_to_end(alone)
    assert rate(keyed, alone.id) == "unrated"  # fewer than two named players
    assert player_matches(keyed, arcade, "alice").json["matches"][0]["rated"] is False
    assert keyed.get("/v1/players/alice", headers=bearer(arcade)).json["ratings"] == {}


def test_a_finished_match_asks_for_its_rating_as_its_work(keyed, arcade):
    """The finishing commit records ``rate`` work (the watchdog's list), so a lost job is
    run again; the job clears the record once done."""
    table = finished(keyed, arcade, ["alice", "bob", "carol"])
    store = store_of(keyed)
    stored = store.load(table.id).stored
    assert stored is not None
    match = Match.from_json(stored.match)
    assert engine.is_finished(match)
    assert dispatch.plan(match, time.time()) == [dispatch.Work(dispatch.RATE)]
    assert store.players.is_rated("arcade", "bad-trevor", table.id) is False
    assert rate(keyed, table.id) == "applied"
    rated = store.load(table.id).stored
    assert rated is not None and rated.rated == "applied"  # the match is marked: done


def test_the_watchdog_drops_the_work_of_a_match_marked_rated(keyed, arcade, queue_client):
    """The dispatch that enqueued a rate job records its work after enqueueing: a fast job
    may be done (and have cleared the record) before. The record that comes back is
    dropped by the watchdog, not run again and again (each run counted a failure)."""
    from workers import watchdog

    table = finished(keyed, arcade, ["alice", "bob", "carol"])
    store = Store(store_of(keyed).redis, queue=queue_client)
    assert watchdog._redispatch(store, table.id, 1, 0) is True  # not rated yet: runs again
    assert rate(keyed, table.id) == "applied"
    version = store.load(table.id).stored.version
    info = {"version": version, "jobs": [], "attempt": 0}
    store.pending.record(table.id, PendingRecord(version, time.time() - 60, info))
    assert watchdog.sweep(store, time.time()) == []
    pending, _ = pending_sets.pending_keys(store.redis, table.id)
    assert store.redis.zscore(pending, table.id) is None


def test_a_seat_that_resigns_ranks_last(keyed, arcade):
    """Whatever the game's own ranking says of a resigned seat, the ratings put it last."""
    table = created(keyed, arcade, [human("alice"), human("bob"), human("carol")])
    table.ready_all()
    assert table.post(1, {"action": {"type": "resign"}}).status_code == 200
    assert rate(keyed, table.id) == "applied"
    board = keyed.get("/v1/games/bad-trevor/leaderboard", headers=bearer(arcade)).json
    assert board["players"][-1]["player"] == "bob"
    listed = player_matches(keyed, arcade, "bob").json["matches"][0]
    assert listed["place"] == 3
