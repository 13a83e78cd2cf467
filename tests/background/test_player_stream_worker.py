"""A player's stream with real workers (issue 40, item 6): a bot program that knows only its
app key, its player id and its seat's token plays a whole match from its stream alone. The
workers' bots move, a bot's move hands the turn to the named player, and the stream says
``your_move`` (written by the worker's commit); the finished match's ``rate`` job, in a
worker too, says ``match_finished``."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Iterator

import pytest
import requests
from api.helpers import new_app_key
from sse import Message, Stream
from werkzeug.serving import make_server

from service.api import create_app

from .conftest import Spawn

HEARTBEAT = 0.2
STALL = 180.0  # seconds without a new version of the match: a stall, not a slow machine
# Badass Force, whose players all take turns to the end: in Bad Trevor a player can be out
# after the opening, and whether she is depended on who acted first (a loaded machine's
# person acts after the bots; in 9 of 20 such orders she was out before a bot handed her a
# turn, and the test failed in one run of stop 46's)
GAME = "badass-force"


@pytest.fixture
def server(redis_url: str, redis_client) -> Iterator[str]:
    settings = {"TESTING": True, "REDIS_URL": redis_url, "STREAM_HEARTBEAT": HEARTBEAT}
    httpd = make_server("127.0.0.1", 0, create_app(settings), threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_port}"
    httpd.shutdown()
    thread.join(timeout=10)


@pytest.fixture
def app_key(redis_client, redis_url, monkeypatch, capsys) -> str:
    return new_app_key("arcade", monkeypatch, redis_url, capsys)


class Watch:
    """The next note of a stream, failing only if the match stops moving for ``STALL``."""

    def __init__(self, stream: Stream, match_url: str) -> None:
        self.stream, self.match_url = stream, match_url
        self.version, self.moved = -1, time.monotonic()

    def next_note(self) -> Message:
        for message in self.stream:
            if message.event != "comment":
                return message
            version = requests.get(self.match_url, timeout=60).json()["version"]
            if version != self.version:
                self.version, self.moved = version, time.monotonic()
            assert time.monotonic() - self.moved < STALL, "the match stalled"
        raise AssertionError("the stream closed")


def test_a_bot_program_plays_a_match_from_its_player_stream_alone(server, app_key, workers: Spawn):
    workers()
    key = {"Authorization": f"Bearer {app_key}"}
    seats = [{"type": "bot", "strategy": "random"}] * 2 + [{"type": "human", "player": "ella"}]
    with Stream(f"{server}/v1/players/ella/events/stream", key) as stream:
        unpaced = {"bot_pace_ms": 0, "reaction_seconds": 0}  # the flow, not a person's pace
        body = {"game": GAME, "seats": seats, "seed": 9, "options": unpaced}
        made = requests.post(f"{server}/v1/matches", json=body, headers=key, timeout=60).json()
        match_url = f"{server}/v1/matches/{made['id']}"
        token = {"Authorization": f"Bearer {made['seats'][2]['token']}"}
        watch, policy = Watch(stream, match_url), random.Random(1)
        mine, handed = set(), 0  # versions ella's own actions made; turns a bot handed her
        while (note := watch.next_note()).event == "your_move":
            assert note.data["match_id"] == made["id"] and note.data["seat"] == 2
            handed += note.data["version"] not in mine and note.data["version"] > 0
            listed = requests.get(f"{match_url}/actions", headers=token, timeout=60).json()
            if not listed["actions"]:
                continue  # an older note: the window closed meanwhile (a later one follows)
            action = {"action_id": policy.choice(listed["actions"])["id"]}
            done = requests.post(f"{match_url}/actions", json=action, headers=token, timeout=60)
            if done.status_code == 200:
                mine.add(done.json()["version"])
            else:  # the decision closed between the listing and the post
                assert done.json()["code"] in ("not_your_turn", "illegal_action"), done.text
        assert note.event == "match_finished", note
        assert note.data["match_id"] == made["id"] and note.data["place"] in (1, 2, 3)
        assert handed > 0  # some turn came from a worker's commit of a bot's move
