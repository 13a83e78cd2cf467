"""GET /metrics in one process (the test client): requests, commits, actions and error codes
are counted as they happen; the page can be turned off or put behind a token."""

from __future__ import annotations

from flask.testing import FlaskClient
from metrics_page import Samples, samples_of, value

from service.api import create_app

from .helpers import GAME, create_table, new_app_key


def scrape(client: FlaskClient, **headers: str) -> Samples:
    """Every sample of the page, by (name, sorted labels)."""
    response = client.get("/metrics", headers=headers)
    assert response.status_code == 200, response.data
    assert response.content_type.startswith("text/plain")
    return samples_of(response.get_data(as_text=True))


def test_requests_are_counted_by_route_method_and_status(client):
    before = scrape(client)
    for _ in range(3):
        assert client.get("/v1/games").status_code == 200
    assert client.get("/v1/matches/nope").status_code == 404
    after = scrape(client)
    games = {"route": "/v1/games", "method": "GET", "status": "200"}
    assert (
        value(after, "croupier_http_requests_total", **games)
        - value(before, "croupier_http_requests_total", **games)
        == 3
    )
    timed = {"route": "/v1/games", "method": "GET"}
    name = "croupier_http_request_duration_seconds_count"
    assert value(after, name, **timed) - value(before, name, **timed) == 3
    missing = value(after, "croupier_errors_total", code="unknown_match")
    assert missing - value(before, "croupier_errors_total", code="unknown_match") == 1


def test_commits_actions_and_stale_versions_are_counted(client):
    before = scrape(client)
    table = create_table(client, seats=3)
    seat = table.deciders()[0]
    action_id = table.actions(seat)[0]["id"]
    table.act(seat, action_id)
    stale = table.post(seat, {"action_id": action_id}, **{"If-Match": '"0"'})
    assert stale.status_code == 409 and stale.json["code"] == "stale_version"
    after = scrape(client)

    def moved(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    assert moved("croupier_matches_total", event="created") == 1
    assert moved("croupier_actions_committed_total", game=GAME, actor="human") == 1
    assert moved("croupier_commits_total", result="ok") == 1
    assert moved("croupier_commit_duration_seconds_count") == 1
    assert moved("croupier_errors_total", code="stale_version") == 1


def test_queue_depths_and_pending_matches_are_read_from_redis(client):
    samples = scrape(client)
    queues = {
        dict(labels).get("queue") for name, labels in samples if name == "croupier_queue_depth"
    }
    assert {
        "croupier",
        "croupier-webhooks",
        "croupier-search-0",
        "croupier-all-bot",
        "croupier-all-bot-search-15",
    } <= queues
    assert ("croupier_matches_pending", ()) in samples


def test_the_page_can_be_off_or_behind_a_token(redis_url):
    off = create_app({"TESTING": True, "REDIS_URL": redis_url, "METRICS": "off"}).test_client()
    response = off.get("/metrics")
    assert response.status_code == 404 and response.json["code"] == "not_found"
    guarded = create_app({"TESTING": True, "REDIS_URL": redis_url, "METRICS_TOKEN": "s3cret"})
    client = guarded.test_client()
    assert client.get("/metrics").status_code == 401
    wrong = client.get("/metrics", headers={"Authorization": "Bearer nope"})
    assert wrong.status_code == 401 and wrong.json["code"] == "invalid_token"
    assert scrape(client, Authorization="Bearer s3cret")


def test_the_tickets_waiting_are_counted_by_game(redis_url, redis_client, monkeypatch, capsys):
    """Read from Redis when scraped: every game shown, 0 where none wait; a cancelled
    ticket no longer counts."""
    key = {"Authorization": f"Bearer {new_app_key('arcade', monkeypatch, redis_url, capsys)}"}
    settings = {"TESTING": True, "REDIS_URL": redis_url, "APP_KEYS": "required"}
    keyed = create_app(settings).test_client()
    queued = {}
    for game, player in (("bad-trevor", "ann"), ("bad-trevor", "bob"), ("badass-force", "cy")):
        body = {"game": game, "player": player, "seats": [3, 3]}
        response = keyed.post("/v1/matchmaking/tickets", json=body, headers=key)
        assert response.status_code == 201, response.json
        queued[player] = response.json["id"]
    assert keyed.delete(f"/v1/matchmaking/tickets/{queued['bob']}", headers=key).status_code == 200
    samples = scrape(keyed)
    waiting = {
        dict(labels)["game"]: count
        for (name, labels), count in samples.items()
        if name == "croupier_matchmaking_tickets_waiting"
    }
    assert {game: count for game, count in waiting.items() if count} == {
        "bad-trevor": 1,
        "badass-force": 1,
    }
    assert waiting["villainous-bigger-and-badder"] == 0  # shown, though none waits
