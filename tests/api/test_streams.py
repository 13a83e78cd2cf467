"""Push (issue 11): the SSE stream of a match, its tickets, and the long poll; over a real
HTTP server, against the test Redis. Nothing here waits on a clock: every wait is on a
message, and heartbeats come every 0.2 s in this app."""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
import requests
from redis_mode import CLUSTER
from sse import Stream
from werkzeug.serving import make_server

from service.api import create_app, deps
from service.engine import match as engine
from service.store import Store, Ttls, keys

HEARTBEAT = 0.2
GAME = "bad-trevor"


@pytest.fixture(scope="module")
def server(redis_url: str) -> Iterator[str]:
    app = create_app({"TESTING": True, "REDIS_URL": redis_url, "STREAM_HEARTBEAT": HEARTBEAT})
    httpd = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_port}"
    httpd.shutdown()
    thread.join(timeout=10)


class Match:
    def __init__(self, server: str, seats: int = 3, body: dict[str, Any] | None = None) -> None:
        body = body or {"game": GAME, "seats": [{"type": "human"}] * seats, "seed": 5}
        created = requests.post(f"{server}/v1/matches", json=body, timeout=60).json()
        self.url = f"{server}/v1/matches/{created['id']}"
        self.tokens = [seat["token"] for seat in created["seats"]]

    def auth(self, seat: int | None) -> dict[str, str]:
        return {} if seat is None else {"Authorization": f"Bearer {self.tokens[seat]}"}

    def stream(self, seat: int | None, **headers: str) -> Stream:
        return Stream(f"{self.url}/events/stream", {**self.auth(seat), **headers})

    def events(self, seat: int | None, after: int = 0) -> list[dict[str, Any]]:
        page = requests.get(
            f"{self.url}/events?after={after}&limit=1000", headers=self.auth(seat), timeout=60
        ).json()
        return page["events"]

    def act(self, seat: int, action_id: str) -> dict[str, Any]:
        answer = requests.post(
            f"{self.url}/actions",
            json={"action_id": action_id},
            headers=self.auth(seat),
            timeout=60,
        )
        assert answer.status_code == 200, answer.text
        return answer.json()

    def deciders(self) -> list[int]:
        view = requests.get(self.url, timeout=60).json()
        return [d["seat"] for d in view["decisions"] if d["seat"] is not None]

    def play_one(self, policy: random.Random) -> bool:
        """One listed action of a seat holding a decision; False once the match is over."""
        deciders = self.deciders()
        if not deciders:
            return False
        seat = policy.choice(deciders)
        listed = requests.get(f"{self.url}/actions", headers=self.auth(seat), timeout=60).json()
        self.act(seat, policy.choice(listed["actions"])["id"])
        return True


def events_of(messages: list[Any]) -> list[dict[str, Any]]:
    return [m.data for m in messages if m.event == "message"]


def test_a_stream_sends_what_get_events_gives_then_the_state_then_news(server):
    """The backlog, the same events and ids as GET .../events for that seat; then a state
    message saying what the seat must do; then each new version's events as they happen."""
    match = Match(server)
    with match.stream(0) as stream:
        backlog = stream.until("state")
        assert events_of(backlog) == match.events(0)
        assert [m.id for m in backlog if m.event == "message"] == [e["id"] for e in match.events(0)]
        state = backlog[-1].data
        assert state["yours"]["seat"] == 0 and state["yours"]["prompt"] == "opening"
        listed = requests.get(f"{match.url}/actions", headers=match.auth(0), timeout=60).json()
        assert state["actions"] == listed["actions"] and state["status"] == "active"
        match.act(1, "ready")
        news = stream.until("state")
        assert events_of(news) == match.events(0, after=backlog[-2].id)
        assert news[-1].data["version"] == 1 and 1 not in news[-1].data["awaiting"]


def test_each_seat_s_stream_is_redacted_as_its_events_are(server):
    match = Match(server)
    for seat in (None, 0, 1, 2):
        with match.stream(seat) as stream:
            assert events_of(stream.until("state")) == match.events(seat)
    with match.stream(None) as spectator:
        state = spectator.until("state")[-1].data
        assert state["yours"] is None and state["actions"] == [] and state["reason"] == "spectator"


def test_a_stream_resumes_after_last_event_id_and_after(server):
    match = Match(server)
    every = match.events(0)
    middle = every[len(every) // 2]["id"]
    with match.stream(0, **{"Last-Event-ID": str(middle)}) as stream:
        assert events_of(stream.until("state")) == [e for e in every if e["id"] > middle]
    url = f"{match.url}/events/stream?after={middle}"
    with Stream(url, {**match.auth(0), "Last-Event-ID": str(every[-1]["id"])}) as stream:
        assert events_of(stream.until("state")) == []  # the header wins, as on a reconnect
    with Stream(url, match.auth(0)) as stream:
        assert events_of(stream.until("state")) == [e for e in every if e["id"] > middle]


def test_a_quiet_stream_sends_heartbeats_and_several_streams_of_one_seat_coexist(server):
    match = Match(server)
    with match.stream(0) as first, match.stream(0) as second:
        first.until("state")
        second.until("state")
        assert first.next("comment").data == "heartbeat"
        match.act(2, "ready")
        assert first.until("state")[-1].data["version"] == 1
        assert second.until("state")[-1].data["version"] == 1


def test_a_stream_follows_a_match_to_its_end_then_closes(server):
    match = Match(server)
    with match.stream(None) as stream:
        policy = random.Random(2)
        while match.play_one(policy):
            pass
        messages = stream.until("end")
        assert list(stream) == []  # closed
    every = match.events(None)
    assert events_of(messages) == every and every[-1]["type"] == "match_finished"
    assert messages[-1].data["status"] == "finished"
    assert messages[-1].data["outcome"] == every[-1]["outcome"]
    with match.stream(1) as late:  # a finished match: its events, then the end
        late_messages = late.until("end")
        assert events_of(late_messages) == match.events(1)
        assert [m.event for m in late_messages if m.event != "message"] == ["end"]


def test_a_bot_plays_a_whole_match_from_its_stream_alone(server):
    """A seat needs the stream and its submits, nothing else: one POST per action."""
    match = Match(server)
    others = ThreadPoolExecutor(max_workers=1)
    requests_made, actions = 1, 0
    policy = random.Random(4)
    with match.stream(0) as stream:
        for message in stream:
            if message.event == "end":
                break
            if message.event != "state":
                continue
            state = message.data
            if state["yours"] is not None and state["actions"]:
                match.act(0, policy.choice(state["actions"])["id"])
                requests_made, actions = requests_made + 1, actions + 1
            elif state["awaiting"]:
                others.submit(play_others, match, policy.random()).result(timeout=300)
    others.shutdown()
    assert actions > 0 and requests_made / actions <= 1.2, (requests_made, actions)


def play_others(match: Match, seed: float) -> None:
    """Seats 1 and 2 act until seat 0 holds a decision or the match ends."""
    policy = random.Random(seed)
    for _ in range(1000):
        deciders = match.deciders()
        if not deciders or 0 in deciders:
            return
        seat = policy.choice(deciders)
        listed = requests.get(f"{match.url}/actions", headers=match.auth(seat), timeout=60).json()
        match.act(seat, policy.choice(listed["actions"])["id"])


# tickets


def test_a_ticket_opens_its_seat_s_stream_once(server):
    match = Match(server)
    issued = requests.post(f"{match.url}/stream-tickets", headers=match.auth(1), timeout=60)
    assert issued.status_code == 201, issued.text
    ticket = issued.json()
    assert ticket["expires_in"] == 60 and ticket["stream"].endswith(ticket["ticket"])
    base = match.url.split("/v1/")[0]
    with Stream(base + ticket["stream"]) as stream:
        assert events_of(stream.until("state")) == match.events(1)
    again = requests.get(base + ticket["stream"], timeout=60)
    assert again.status_code == 401 and again.json()["code"] == "invalid_ticket"
    other = Match(server)  # a ticket is its match's only
    issued = requests.post(f"{other.url}/stream-tickets", headers=other.auth(0), timeout=60)
    wrong = requests.get(f"{match.url}/events/stream?ticket={issued.json()['ticket']}", timeout=60)
    assert wrong.status_code == 401 and wrong.json()["code"] == "invalid_ticket"


@pytest.mark.parametrize(
    ("headers", "status", "code"),
    [({}, 401, "missing_token"), ({"Authorization": "Bearer nope"}, 401, "invalid_token")],
)
def test_a_ticket_needs_a_seat_token(server, headers, status, code):
    match = Match(server)
    refused = requests.post(f"{match.url}/stream-tickets", headers=headers, timeout=60)
    assert (refused.status_code, refused.json()["code"]) == (status, code)


@pytest.mark.parametrize(
    ("path", "headers", "status", "code"),
    [
        ("/events/stream", {"Authorization": "Bearer nope"}, 401, "invalid_token"),
        ("/events/stream?ticket=nope", {}, 401, "invalid_ticket"),
        ("/events/stream?after=-1", {}, 422, "invalid_request"),
        ("/events/stream", {"Last-Event-ID": "x1"}, 422, "invalid_request"),
    ],
)
def test_a_stream_refuses_bad_credentials_and_cursors(server, path, headers, status, code):
    match = Match(server)
    refused = requests.get(match.url + path, headers=headers, timeout=60)
    assert (refused.status_code, refused.json()["code"]) == (status, code)


def test_a_stream_of_no_match_is_404(server):
    refused = requests.get(f"{server}/v1/matches/nope/events/stream", timeout=60)
    assert (refused.status_code, refused.json()["code"]) == (404, "unknown_match")


# long poll


def _requests_pool(client, match_id: str):  # type: ignore[no-untyped-def]
    """The requests' pool that reads the match: the client's, or on a cluster its node's."""
    if not CLUSTER:
        return client.connection_pool
    node = client.get_node_from_key(keys.state(match_id))
    return client.get_redis_connection(node).connection_pool


def test_a_stream_reads_on_the_waiters_connections_not_the_requests(redis_url):
    """Streams opening all at once (followers reconnecting after a restart) must not take the
    connections requests need: with every request connection taken, a stream still sends
    its backlog and its state, read on the waiters' pool."""
    config = {
        "TESTING": True,
        "REDIS_URL": redis_url,
        "REDIS_POOL_SIZE": 1,
        "REDIS_SOCKET_TIMEOUT": 0.5,
        "STREAM_HEARTBEAT": HEARTBEAT,
    }
    app = create_app(config)
    client = app.test_client()
    body = {"game": GAME, "seats": [{"type": "human"}] * 3, "seed": 5}
    match_id = client.post("/v1/matches", json=body).get_json()["id"]
    response = client.get(f"/v1/matches/{match_id}/events/stream", buffered=False)
    assert response.status_code == 200
    requests_pool = _requests_pool(app.extensions[deps.STORE_EXTENSION].redis, match_id)
    taken = requests_pool.get_connection()
    try:
        sent = ""
        for chunk in response.response:  # the stream's reads happen as it is iterated
            sent += chunk.decode() if isinstance(chunk, bytes) else chunk
            if "event: state" in sent or "event: error" in sent:
                break
    finally:
        requests_pool.release(taken)
        response.close()
    assert "event: error" not in sent
    assert '"type":"match_started"' in sent and "event: state" in sent


def test_a_long_poll_answers_as_soon_as_an_event_follows_the_cursor(server):
    match = Match(server)
    last = match.events(0)[-1]["id"]
    with ThreadPoolExecutor(max_workers=1) as pool:
        poll = pool.submit(
            requests.get,
            f"{match.url}/events?after={last}&wait=30",
            headers=match.auth(0),
            timeout=120,
        )
        match.act(1, "ready")  # whether the poll is already waiting or not, it sees this
        page = poll.result(timeout=120).json()
    assert [e["type"] for e in page["events"]] == ["ready"] and page["events"][0]["id"] > last


def test_a_long_poll_with_nothing_new_answers_empty_and_wait_is_bounded(server):
    match = Match(server)
    last = match.events(0)[-1]["id"]
    page = requests.get(
        f"{match.url}/events?after={last}&wait=0.3", headers=match.auth(0), timeout=120
    ).json()
    assert page["events"] == [] and page["next_after"] == last and not page["has_more"]
    refused = requests.get(f"{match.url}/events?wait=31", timeout=60)
    assert (refused.status_code, refused.json()["code"]) == (422, "invalid_request")


def test_a_lobby_s_stream_says_open_then_shows_the_match_begin(server):
    """An open match's stream: a state saying open, no events; the last claim's start brings
    the opening events and a state with the decisions."""
    body = {"game": GAME, "seats": [{"type": "open"}] * 3, "seed": 5, "invite": True}
    created = requests.post(f"{server}/v1/matches", json=body, timeout=60).json()
    url = f"{server}/v1/matches/{created['id']}"
    with Stream(f"{url}/events/stream") as stream:
        lobby = stream.until("state")
        assert events_of(lobby) == [] and lobby[-1].data["status"] == "open"
        assert lobby[-1].data["decisions"] == [] and lobby[-1].data["reason"] == "not_started"
        for _ in range(3):
            claimed = requests.post(
                f"{url}/claims", json={"invite_code": created["invite_code"]}, timeout=60
            )
            assert claimed.status_code == 201, claimed.text
        begun = stream.until("state")
        assert events_of(begun)[0]["type"] == "match_started"
        assert begun[-1].data["status"] == "active" and begun[-1].data["decisions"]


@pytest.fixture
def slow_heartbeat_server(redis_url: str) -> Iterator[str]:
    """A server whose streams only look at their match again after 8 heartbeats of 30 s."""
    app = create_app({"TESTING": True, "REDIS_URL": redis_url, "STREAM_HEARTBEAT": 30.0})
    httpd = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_port}"
    httpd.shutdown()
    thread.join(timeout=10)


def test_a_version_without_events_sends_its_state_before_any_heartbeat(
    slow_heartbeat_server, redis_client
):
    """A step that adds no event (a part of a Villainous multi-part choice, a B-Movie keep)
    wakes the stream like an event does: its state comes at once, not at the stream's next
    look at the match (8 heartbeats: 4 minutes here)."""
    match = Match(slow_heartbeat_server)
    match_id = match.url.rsplit("/", 1)[1]
    store = Store(redis_client, Ttls(active=600, finished=600, idempotency=600))
    with match.stream(0) as stream:
        assert stream.until("state")[-1].data["version"] == 0
        stored = store.load(match_id).stored
        assert stored is not None
        current = engine.Match.from_json(stored.match)
        quiet = current.evolve(version=current.version + 1)
        entry = {"seat": None, "action": {"type": "noop"}, "now": 1.0}
        assert store.commit(match_id, current.version, quiet.to_json(), [], entry).ok
        news = stream.next(skip_comments=False)
        assert news.event == "state" and news.data["version"] == 1, news
