"""A player's stream (issue 40, item 6): GET /v1/players/{player}/events/stream over a real
HTTP server against the test Redis: ``your_move`` when a named seat's decision opens,
``matched`` when a ticket is seated (before that match's ``your_move``), ``match_finished``
once the match's result is worked out (the ``rate`` job's function, run here as a worker
would); resumable by Last-Event-ID, with the app's key. Every wait is on a message."""

from __future__ import annotations

import os
import random
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
import requests
from sse import Message, Stream
from werkzeug.serving import make_server

from service import ratings
from service.api import create_app
from service.matchmaking import seating
from service.store import Store, keys

HEARTBEAT = 0.2
GAME = "bad-trevor"


@pytest.fixture(scope="module")
def server(redis_url: str) -> Iterator[str]:
    settings = {
        "TESTING": True,
        "REDIS_URL": redis_url,
        "APP_KEYS": "required",
        "STREAM_HEARTBEAT": HEARTBEAT,
        "STREAMS_PER_PLAYER": 2,
    }
    httpd = make_server("127.0.0.1", 0, create_app(settings), threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_port}"
    httpd.shutdown()
    thread.join(timeout=10)


@pytest.fixture
def arcade(redis_client, redis_url, monkeypatch, capsys) -> str:
    from .helpers import new_app_key

    return new_app_key("arcade", monkeypatch, redis_url, capsys)


@pytest.fixture
def rival(redis_client, redis_url, monkeypatch, capsys) -> str:
    from .helpers import new_app_key

    return new_app_key("rival", monkeypatch, redis_url, capsys)


@pytest.fixture
def store(redis_url: str) -> Store:
    return Store.from_env({**os.environ, "REDIS_URL": redis_url})  # a cluster's mode too


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def player_stream(server: str, key: str, player: str, **headers: str) -> Stream:
    url = f"{server}/v1/players/{player}/events/stream"
    return Stream(url, {**bearer(key), **headers})


def next_note(stream: Stream) -> Message:
    """The next note (heartbeats skipped)."""
    return stream.next()


class Played:
    """A match created over HTTP with the app's key: its id, tokens, and a log of every
    version's open decisions (from the public view) with the seat that acted."""

    def __init__(self, server: str, key: str, seats: list[dict[str, Any]], **options: Any) -> None:
        seats = seats + [{"type": "human"}] * (3 - len(seats))  # the game takes 3 to 5
        body = {"game": GAME, "seats": seats, "seed": 7, "options": options}
        made = requests.post(f"{server}/v1/matches", json=body, headers=bearer(key), timeout=60)
        assert made.status_code == 201, made.text
        self.id, self.url = made.json()["id"], f"{server}/v1/matches/{made.json()['id']}"
        self.tokens = [seat["token"] for seat in made.json()["seats"]]
        self.history = [(None, self.decisions())]  # (actor, decisions) per version

    def decisions(self) -> dict[int, tuple[str, str, str]]:
        view = requests.get(self.url, timeout=60).json()
        return {
            d["seat"]: (d["kind"], d["prompt"], d["instance"])
            for d in view["decisions"]
            if d["seat"] is not None
        }

    def play_one(self, policy: random.Random) -> bool:
        deciders = sorted(self.history[-1][1])
        if not deciders:
            return False
        seat = policy.choice(deciders)
        auth = {"Authorization": f"Bearer {self.tokens[seat]}"}
        listed = requests.get(f"{self.url}/actions", headers=auth, timeout=60).json()["actions"]
        action = policy.choice(listed)["id"]
        done = requests.post(
            f"{self.url}/actions", json={"action_id": action}, headers=auth, timeout=60
        )
        assert done.status_code == 200, done.text
        self.history.append((seat, self.decisions()))
        return True

    def turns_of(self, seat: int) -> list[int]:
        """The versions at which ``seat`` was to be told ``your_move``: its decision opened,
        or changed, or it acted and must act again (the stream's rule, from public views)."""
        found = []
        for version, (actor, now) in enumerate(self.history):
            before = self.history[version - 1][1] if version else {}
            if seat in now and (before.get(seat) != now[seat] or actor == seat):
                found.append(version)
        return found


def test_a_players_stream_tells_each_turn_then_the_result(server, arcade, store):
    """Every your_move of alice's seat, at the versions its decision opened, with the
    decision as every view lists it; then, once rated, match_finished with her place."""
    with player_stream(server, arcade, "alice") as stream:
        assert stream.status == 200
        played = Played(server, arcade, [{"type": "human", "player": "alice"}, {"type": "human"}])
        policy = random.Random(4)
        while played.play_one(policy):
            pass
        expected = played.turns_of(0)
        notes = [next_note(stream) for _ in expected]
        assert [(n.event, n.data["version"]) for n in notes] == [("your_move", v) for v in expected]
        for note in notes:
            kind, prompt, instance = played.history[note.data["version"]][1][0]
            assert note.data == {
                "match_id": played.id,
                "game": GAME,
                "seat": 0,
                "version": note.data["version"],
                "kind": kind,
                "prompt": prompt,
                "instance": instance,
                "deadline": None,
            }
        assert ratings.rate_match(store, played.id, time.time()) == "unrated"  # one player
        finished = next_note(stream)
        listed = requests.get(f"{server}/v1/players/alice/matches", headers=bearer(arcade))
        (entry,) = listed.json()["matches"]
        assert finished.event == "match_finished"
        assert finished.data == {
            "match_id": played.id,
            "game": GAME,
            "seat": 0,
            "place": entry["place"],
            "rated": False,
        }


def test_your_move_says_the_decisions_deadline(server, arcade):
    with player_stream(server, arcade, "fay") as stream:
        played = Played(server, arcade, [{"type": "human", "player": "fay"}], turn_seconds=600)
        note = next_note(stream)
    view = requests.get(played.url, timeout=60).json()
    (decision,) = [d for d in view["decisions"] if d["seat"] == 0]
    assert note.data["deadline"] == decision["deadline"] is not None


def test_a_stream_resumes_after_last_event_id_and_starts_with_new_notes(server, arcade):
    Played(server, arcade, [{"type": "human", "player": "bob"}, {"type": "human"}])
    Played(server, arcade, [{"type": "human"}, {"type": "human", "player": "bob"}])
    url = f"{server}/v1/players/bob/events/stream?after=0-0"
    with Stream(url, bearer(arcade)) as every:
        first, second = next_note(every), next_note(every)
    assert first.event == second.event == "your_move" and first.id < second.id
    with player_stream(server, arcade, "bob", **{"Last-Event-ID": str(first.id)}) as resumed:
        assert next_note(resumed).id == second.id
    with player_stream(server, arcade, "bob") as fresh:  # new notes only
        third = Played(server, arcade, [{"type": "human", "player": "bob"}, {"type": "human"}])
        note = next_note(fresh)
        assert note.data["match_id"] == third.id  # not the two before it


def test_a_player_is_the_apps_own_and_the_stream_needs_its_key(server, arcade, rival):
    with player_stream(server, rival, "carol") as theirs:
        Played(server, arcade, [{"type": "human", "player": "carol"}, {"type": "human"}])
        mine = Played(server, rival, [{"type": "human"}, {"type": "human", "player": "carol"}])
        assert next_note(theirs).data["match_id"] == mine.id  # arcade's carol is not rival's
    url = f"{server}/v1/players/carol/events/stream"
    assert requests.get(url, timeout=60).json()["code"] == "missing_app_key"
    wrong = requests.get(url, headers=bearer("ck_nope"), timeout=60)
    assert wrong.status_code == 401 and wrong.json()["code"] == "invalid_app_key"
    bad = requests.get(url, headers={**bearer(arcade), "Last-Event-ID": "17x"}, timeout=60)
    assert bad.status_code == 422 and bad.json()["code"] == "invalid_request"
    odd = requests.get(url + "?after=soon", headers=bearer(arcade), timeout=60)
    assert odd.status_code == 422
    named = requests.get(f"{server}/v1/players/a%20b/events/stream", headers=bearer(arcade))
    assert named.status_code == 422


def test_a_players_open_streams_are_capped(server, arcade):
    with player_stream(server, arcade, "dan"), player_stream(server, arcade, "dan"):
        third = requests.get(
            f"{server}/v1/players/dan/events/stream", headers=bearer(arcade), timeout=60
        )
        assert third.status_code == 429 and third.json()["details"]["key"] == "player"
    # closed streams give theirs back once the server sees them closed (its next heartbeat:
    # on a loaded machine, later than the client's next request)
    deadline = time.monotonic() + 120
    while (again := player_stream(server, arcade, "dan")).status == 429:
        again.close()
        assert time.monotonic() < deadline, "the closed streams kept their places"
        time.sleep(HEARTBEAT)
    with again:
        assert again.status == 200


def test_a_seated_ticket_says_matched_before_that_matchs_first_move(server, arcade, store):
    tickets = f"{server}/v1/matchmaking/tickets"
    streams = {name: player_stream(server, arcade, name) for name in ("ann", "ben", "cy")}
    try:
        made = {}
        for name in streams:
            body = {"game": GAME, "player": name, "seats": [3, 3]}
            answer = requests.post(tickets, json=body, headers=bearer(arcade), timeout=60)
            made[name] = answer.json()["id"]
        (match_id,) = seating.run_round(store, time.time())
        for name, stream in streams.items():
            matched = next_note(stream)
            assert matched.event == "matched"
            assert matched.data["ticket_id"] == made[name]
            assert matched.data["match_id"] == match_id and "token" not in matched.data
            turn = next_note(stream)  # bad-trevor opens with every seat's ready
            assert turn.event == "your_move" and turn.data["version"] == 0
            assert turn.data["seat"] == matched.data["seat"]
    finally:
        for stream in streams.values():
            stream.close()


def test_a_ticket_that_ends_unseated_says_so_on_its_players_streams(server, arcade, store):
    tickets = f"{server}/v1/matchmaking/tickets"

    def made(**body: Any) -> str:
        body = {"game": GAME, "seats": [5, 5], **body}
        answer = requests.post(tickets, json=body, headers=bearer(arcade), timeout=60)
        assert answer.status_code == 201, answer.json()
        return answer.json()["id"]

    streams = {name: player_stream(server, arcade, name) for name in ("ann", "ben", "cy")}
    try:
        party = made(players=["ann", "ben"], max_wait_seconds=1)  # bots_after_wait null
        solo = made(player="cy")
        assert seating.run_round(store, time.time() + 2) == []  # the party's wait is over
        gone = requests.delete(f"{tickets}/{solo}", headers=bearer(arcade), timeout=60)
        assert gone.status_code == 200 and gone.json()["status"] == "cancelled"
        requests.delete(f"{tickets}/{solo}", headers=bearer(arcade), timeout=60)  # no news
        seating.run_round(store, time.time() + 3)  # nothing left to end
        for name, (ticket_id, status) in {
            "ann": (party, "expired"),
            "ben": (party, "expired"),
            "cy": (solo, "cancelled"),
        }.items():
            note = next_note(streams[name])
            assert note.event == "ticket_ended"
            assert note.data == {"ticket_id": ticket_id, "game": GAME, "status": status}
        again = made(player="cy")
        requests.delete(f"{tickets}/{again}", headers=bearer(arcade), timeout=60)
        assert next_note(streams["cy"]).data["ticket_id"] == again  # nothing told twice
    finally:
        for stream in streams.values():
            stream.close()


def test_a_match_naming_no_player_writes_no_note(server, arcade, redis_client):
    played = Played(server, arcade, [{"type": "human"}, {"type": "human"}])
    policy = random.Random(2)
    while played.play_one(policy):
        pass
    assert not list(redis_client.scan_iter(match=keys.player_events("*", "*")))


def test_the_claim_that_starts_a_match_tells_every_named_player_its_move(server, arcade):
    """Named at creation or by the last claim: each is told once the match starts (an open
    match has no decision, so nothing before)."""
    auth = bearer(arcade)
    with player_stream(server, arcade, "gus") as gus, player_stream(server, arcade, "hal") as hal:
        seats = [{"type": "human", "player": "gus"}, {"type": "open"}, {"type": "open"}]
        body = {"game": GAME, "seats": seats, "seed": 3}
        made = requests.post(f"{server}/v1/matches", json=body, headers=auth, timeout=60).json()
        claims = f"{server}/v1/matches/{made['id']}/claims"
        first = requests.post(claims, json={}, headers=auth, timeout=60)
        assert first.status_code == 201, first.text
        last = requests.post(claims, json={"player": "hal"}, headers=auth, timeout=60)
        assert last.status_code == 201, last.text
        for stream, seat in ((gus, 0), (hal, last.json()["seat"])):
            note = next_note(stream)
            assert note.event == "your_move" and note.data["match_id"] == made["id"]
            assert note.data["seat"] == seat and note.data["prompt"] == "opening"
