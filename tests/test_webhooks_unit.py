"""The pure parts of webhooks (``service.webhooks``): signing, which addresses a delivery may
reach, the record and its transitions, and what a batch carries. No Redis, no network: names
resolve through a table."""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import socket
import time
from pathlib import Path
from typing import Any

import pytest

import service.games  # noqa: F401  (registers the games)
from service import webhooks
from service.engine import match as engine
from service.store import StoredMatch
from service.webhooks import Refused, Settings, Webhook

SECRET = "whsec_test-secret"


# signing


def test_the_signature_is_the_hmac_of_the_time_a_dot_and_the_body():
    body = b'{"match_id":"m","events":[]}'
    header = webhooks.signature(SECRET, body, 1_700_000_000)
    expected = hmac.new(SECRET.encode(), b"1700000000." + body, hashlib.sha256).hexdigest()
    assert header == f"t=1700000000,v1={expected}"


@pytest.mark.parametrize(
    ("secret", "body", "now", "ok"),
    [
        (SECRET, b"{}", 1_000, True),
        (SECRET, b"{}", 1_000 + webhooks.TOLERANCE, True),
        (SECRET, b"{}", 1_001 + webhooks.TOLERANCE, False),  # too old: a replay
        ("whsec_another", b"{}", 1_000, False),
        (SECRET, b"{} ", 1_000, False),  # the body changed
    ],
)
def test_verify_checks_the_secret_the_body_and_the_age(secret, body, now, ok):
    header = webhooks.signature(SECRET, b"{}", 1_000)
    assert webhooks.verify(secret, body, header, now) is ok


@pytest.mark.parametrize("header", ["", "t=abc,v1=00", "v1=00", "t=1000", "t=1000,t=1001,v1=0"])
def test_verify_refuses_a_malformed_header(header):
    assert not webhooks.verify(SECRET, b"{}", header, 1_000)


def test_one_v1_per_secret_in_order_and_any_one_verifies():
    """During an app's rotation a delivery carries the new secret's signature and the old
    one's: a receiver holding either verifies it, one holding neither does not."""
    new, old = "whsec_new", "whsec_old"
    header = webhooks.signature([new, old], b"{}", 1_000)
    parts = header.split(",")
    assert parts[0] == "t=1000" and len(parts) == 3
    assert parts[1] == webhooks.signature(new, b"{}", 1_000).split(",")[1]
    assert parts[2] == webhooks.signature(old, b"{}", 1_000).split(",")[1]
    assert webhooks.verify(new, b"{}", header, 1_000)
    assert webhooks.verify(old, b"{}", header, 1_000)
    assert not webhooks.verify("whsec_another", b"{}", header, 1_000)
    assert not webhooks.verify(old, b"{} ", header, 1_000)


def test_the_readmes_check_accepts_any_v1_of_the_header():
    """The receiver's code the README prints (what integrators copy) takes every ``v1``,
    not the last one a dict would keep."""
    text = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    found = re.search(r"```python\n(.*?def verify_croupier_signature.*?)```", text, re.S)
    assert found, "the README lost its signature check"
    scope: dict[str, Any] = {}
    exec(found.group(1), scope)  # noqa: S102 - our own documentation
    check = scope["verify_croupier_signature"]
    now = int(time.time())
    header = webhooks.signature(["whsec_new", "whsec_old"], b"{}", now)
    assert check("whsec_new", b"{}", header) and check("whsec_old", b"{}", header)
    assert not check("whsec_another", b"{}", header)
    assert not check("whsec_new", b"{}", webhooks.signature("whsec_new", b"{}", now - 301))


def test_a_webhook_signed_by_its_app_keeps_no_secret_and_shows_none():
    hook = webhooks.requested({"url": "https://h.example/"}, "arcade")
    assert (hook.secret, hook.signing, hook.app) == ("", webhooks.APP, "arcade")
    answer = webhooks.created_answer(hook)
    assert answer["secret"] is None and answer["signing"] == "app"
    assert webhooks.public(hook)["signing"] == "app"
    raw = {key.encode(): value.encode() for key, value in hook.fields().items()}
    assert Webhook.from_fields(raw) == hook
    given = {"arcade": ["whsec_new", "whsec_old"]}
    assert webhooks.signing_secrets(hook, given.__getitem__) == ["whsec_new", "whsec_old"]
    own = webhooks.requested({"url": "https://h.example/"})
    assert webhooks.signing_secrets(own, given.__getitem__) == [own.secret]
    assert webhooks.created_answer(own)["signing"] == "match"


def test_a_record_from_before_signing_was_kept_reads_as_its_own_secret_or_the_setting():
    mine = {b"url": b"https://h.example/", b"secret": b"whsec_x", b"source": b"request"}
    assert Webhook.from_fields(mine).signing == webhooks.MATCH
    theirs = {**mine, b"source": b"setting"}
    assert Webhook.from_fields(theirs).signing == webhooks.SETTING


def test_a_new_secret_is_prefixed_and_unguessable():
    secrets = {webhooks.new_secret() for _ in range(100)}
    assert len(secrets) == 100
    assert all(s.startswith("whsec_") and len(s) >= len("whsec_") + 32 for s in secrets)


# where deliveries may go


@pytest.mark.parametrize(
    ("address", "reason"),
    [
        ("127.0.0.1", "loopback"),
        ("127.8.9.10", "loopback"),
        ("10.0.0.1", "private"),
        ("172.16.5.4", "private"),
        ("192.168.1.1", "private"),
        ("169.254.169.254", "link_local"),  # cloud metadata
        ("0.0.0.0", "unspecified"),
        ("224.0.0.1", "multicast"),
        ("100.64.0.1", "not_global"),  # carrier-grade NAT
        ("240.0.0.1", "reserved"),
        ("::1", "loopback"),
        ("::", "unspecified"),
        ("fe80::1%eth0", "link_local"),
        ("fc00::1", "private"),
        ("ff02::1", "multicast"),
        ("::ffff:127.0.0.1", "loopback"),  # IPv4-mapped
        ("::ffff:10.0.0.1", "private"),
        ("::ffff:169.254.169.254", "link_local"),
        ("64:ff9b::a00:1", "private"),  # NAT64 of 10.0.0.1
        ("2002:7f00:1::", "loopback"),  # 6to4 of 127.0.0.1
        ("8.8.8.8", None),
        ("2606:4700:4700::1111", None),
        ("::ffff:8.8.8.8", None),
    ],
)
def test_only_public_addresses_are_allowed(address, reason):
    assert webhooks.address_refusal(address) == reason


def resolver(table: dict[str, list[str]]) -> Any:
    """A getaddrinfo over ``table``: unknown names fail as the real one does."""

    def resolve(host: str, port: int, type: int = 0) -> list[tuple[Any, ...]]:  # noqa: A002
        if host not in table:
            raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
        family = {True: socket.AF_INET6, False: socket.AF_INET}
        return [(family[":" in a], type, 6, "", (a, port)) for a in table[host]]

    return resolve


NAMES = {
    "hooks.example.com": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
    "split.example.com": ["93.184.216.34", "10.1.2.3"],
    "localhost": ["::1", "127.0.0.1"],
    "127.0.0.1": ["127.0.0.1"],
}


def test_a_public_url_gives_its_target_and_the_addresses_to_connect_to():
    found = webhooks.check_url("https://hooks.example.com/in?app=7", False, resolver(NAMES))
    assert (found.scheme, found.host, found.port, found.path) == (
        "https",
        "hooks.example.com",
        443,
        "/in?app=7",
    )
    assert found.addresses == tuple(NAMES["hooks.example.com"])
    assert webhooks.check_url("http://hooks.example.com:8080", False, resolver(NAMES)).path == "/"


@pytest.mark.parametrize(
    ("url", "reason"),
    [
        ("http://split.example.com/", "private"),  # one address inside is enough to refuse
        ("http://localhost:8000/", "loopback"),
        ("http://127.0.0.1/", "loopback"),
        ("http://nowhere.invalid/", "unresolvable"),
        ("ftp://hooks.example.com/", "scheme"),
        ("javascript:alert(1)", "scheme"),
        ("https:///no-host", "scheme"),
        ("https://user:pw@hooks.example.com/", "credentials"),
        ("https://hooks.example.com:99999/", "malformed"),
        ("https://hooks.example.com:0/", "port"),  # not the scheme's default port
        ("http://hooks.example.com:00/", "port"),
        ("https://hooks.example.com/" + "a" * webhooks.MAX_URL, "too_long"),
    ],
)
def test_urls_that_reach_inside_or_are_not_http_are_refused(url, reason):
    with pytest.raises(Refused) as refused:
        webhooks.check_url(url, False, resolver(NAMES))
    assert refused.value.reason == reason


def test_the_setting_allows_private_addresses_but_not_other_schemes():
    found = webhooks.check_url("http://localhost:8000/", True, resolver(NAMES))
    assert found.addresses == ("::1", "127.0.0.1")
    with pytest.raises(Refused):
        webhooks.check_url("file:///etc/passwd", True, resolver(NAMES))


# settings


def test_a_default_webhook_needs_its_secret_and_a_valid_url():
    with pytest.raises(ValueError, match="CROUPIER_WEBHOOK_SECRET"):
        Settings(default_url="https://hooks.example.com/")
    with pytest.raises(Refused):
        Settings(default_url="hooks.example.com", default_secret=SECRET)
    default = Settings(default_url="https://hooks.example.com/", default_secret=SECRET).default()
    assert default == Webhook(
        "https://hooks.example.com/", None, SECRET, webhooks.SETTING, signing=webhooks.SETTING
    )
    assert Settings().default() is None


def test_settings_read_flags_as_the_environment_and_flask_give_them():
    assert Settings.from_config({"WEBHOOK_ALLOW_PRIVATE": True}).allow_private
    assert not Settings.from_config({"WEBHOOK_ALLOW_PRIVATE": "false"}).allow_private
    env = {"CROUPIER_WEBHOOK_ALLOW_PRIVATE": "yes", "CROUPIER_WEBHOOK_RETRY_FOR": "2.5"}
    assert Settings.for_delivery(env) == Settings(allow_private=True, retry_for=2.5)
    assert Settings.for_delivery({}) == Settings()


# the record


def test_the_record_round_trips_through_the_stores_strings():
    hook = Webhook(
        "https://h.example/",
        ("turn",),
        SECRET,
        cursor=7,
        status=webhooks.FAILING,
        attempts=({"at": 1.5, "ok": False},),
        failures=2,
        failing_since=1.25,
        retry_at=3.5,
    )
    raw = {key.encode(): value.encode() for key, value in hook.fields().items()}
    assert all(isinstance(value, str) for value in hook.fields().values())
    assert Webhook.from_fields(raw) == hook
    assert Webhook.from_fields({**raw, b"wanted": b"1"}) == hook  # the lock's word is not data


def test_what_is_shown_never_holds_the_secret_but_the_create_answer_does_once():
    hook = webhooks.requested({"url": "https://h.example/", "events": ["turn"]})
    assert webhooks.created_answer(hook)["secret"] == hook.secret
    assert hook.secret not in json.dumps(webhooks.public(hook))
    default = Settings(default_url="https://h.example/", default_secret=SECRET).default()
    assert webhooks.created_answer(default)["secret"] is None


def test_backoff_doubles_from_one_second_up_to_five_minutes():
    assert [webhooks.backoff(n) for n in range(1, 12)] == [
        1,
        2,
        4,
        8,
        16,
        32,
        64,
        128,
        256,
        300,
        300,
    ]


def failure(at: float, status: int = 500) -> dict[str, Any]:
    return webhooks.attempt(at, "d", [1], status, f"HTTP {status}", 0.01)


def test_failures_back_off_then_give_up_once_the_streak_lasts_the_bounded_time():
    hook = Webhook("https://h.example/", None, SECRET)
    hook = webhooks.failed(hook, failure(100.0), 100.0, retry_for=10)
    assert (hook.status, hook.failing_since, hook.retry_at) == (webhooks.FAILING, 100.0, 101.0)
    hook = webhooks.failed(hook, failure(101.0), 101.0, retry_for=10)
    assert hook.retry_at == 103.0
    hook = webhooks.failed(hook, failure(103.0), 103.0, retry_for=10)
    assert hook.retry_at == 107.0 and hook.status == webhooks.FAILING
    hook = webhooks.failed(hook, failure(107.0), 107.0, retry_for=10)  # next would be 115
    assert hook.status == webhooks.GAVE_UP and hook.gave_up_at == 107.0 and hook.retry_at is None
    assert webhooks.public(hook)["next_attempt_at"] is None


def test_a_success_ends_the_streak_and_moves_the_cursor():
    hook = webhooks.failed(Webhook("https://h.example/", None, SECRET), failure(1.0), 1.0, 60)
    done = webhooks.delivered(hook, webhooks.attempt(2.0, "d", [1, 2], 204, None, 0.01), 2)
    assert (done.status, done.cursor, done.failures, done.retry_at) == (webhooks.ACTIVE, 2, 0, None)
    assert [a["ok"] for a in done.attempts] == [False, True]


def test_the_record_keeps_the_last_ten_attempts():
    hook = Webhook("https://h.example/", None, SECRET)
    for n in range(25):
        hook = webhooks.delivered(hook, webhooks.attempt(n, "d", [n], 200, None, 0.0), n)
    assert [a["at"] for a in hook.attempts] == list(range(15, 25))
    assert [a["at"] for a in webhooks.public(hook)["attempts"]] == list(range(24, 14, -1))


# batches


def started(seats: int = 3) -> tuple[StoredMatch, list[dict[str, Any]]]:
    match, events = engine.start("bad-trevor", seats, {}, 7, [None] * seats, 1_000.0)
    return StoredMatch(0, "active", match.to_json(), {}, None), events


def test_a_batch_carries_what_a_spectator_sees_and_who_must_decide():
    stored, events = started()
    dealt = {
        "id": len(events) + 1,
        "version": 1,
        "type": "ready",
        "seat": 0,
        "private": {"0": {"card": "secret-card"}},
    }
    batch = webhooks.next_batch(Webhook("u", None, SECRET), stored, [*events, dealt])
    assert batch is not None and batch.last_id == dealt["id"] and not batch.has_more
    match = engine.Match.from_json(stored.match)
    assert batch.events == [engine.told_event(match, e, None, "en") for e in [*events, dealt]]
    assert "secret-card" not in json.dumps(batch.events)
    assert batch.events[-1]["text"]["text"] == "Seat 1 is ready."
    assert {d["seat"] for d in batch.decisions} == {0, 1, 2}
    assert {"seat", "kind", "prompt", "deadline", "text"} <= set(batch.decisions[0])


def test_a_batch_starts_after_the_cursor_and_the_filter_still_moves_it():
    stored, _ = started()
    events = [
        {"id": n, "version": n, "type": "turn" if n % 2 else "ready", "seat": n % 3}
        for n in range(1, 7)
    ]
    hook = Webhook("u", ("turn",), SECRET, cursor=2)
    batch = webhooks.next_batch(hook, stored, events)
    assert batch is not None and [e["id"] for e in batch.events] == [3, 5]
    assert batch.last_id == 6
    quiet = webhooks.next_batch(Webhook("u", ("match_finished",), SECRET), stored, events)
    assert quiet is not None and quiet.events == [] and quiet.last_id == 6
    assert webhooks.next_batch(Webhook("u", None, SECRET, cursor=6), stored, events) is None


def test_a_batch_holds_at_most_a_hundred_events_and_says_more_follow():
    stored, _ = started()
    many = [{"id": n, "version": n, "type": "turn", "seat": n % 3} for n in range(1, 150)]
    archived = StoredMatch(9, "finished", stored.match, {}, [], many)
    batch = webhooks.next_batch(Webhook("u", None, SECRET, cursor=10), archived, [])
    assert batch is not None and batch.has_more and len(batch.events) == webhooks.BATCH
    assert batch.events[0]["id"] == 11 and batch.decisions == []


def test_the_payload_is_compact_json_and_its_headers_sign_it():
    stored, events = started()
    hook = Webhook("u", None, SECRET)
    batch = webhooks.next_batch(hook, stored, events)
    assert batch is not None
    body = webhooks.payload("m1", batch, "d1")
    decoded = json.loads(body)
    assert set(decoded) == {
        "match_id",
        "game",
        "version",
        "status",
        "events",
        "decisions",
        "has_more",
        "delivery",
    }
    assert body == json.dumps(decoded, separators=(",", ":")).encode()
    sent = webhooks.headers([hook.secret], body, [e["id"] for e in batch.events], 1_000.0, "d1")
    assert webhooks.verify(SECRET, body, sent[webhooks.SIGNATURE], 1_000.0)
    assert sent[webhooks.EVENT_IDS] == ",".join(str(e["id"]) for e in events)


def test_a_stored_url_with_port_zero_is_refused_at_delivery_not_sent_to_port_80():
    """A record made before ``:0`` was refused at create: its delivery fails as refused,
    without a connection (it went to the scheme's default port)."""
    from workers.webhooks import post_batch

    stored, events = started()
    hook = Webhook("http://127.0.0.1:0/hook", None, SECRET)
    batch = webhooks.next_batch(hook, stored, events)
    assert batch is not None
    record = post_batch("m1", hook, batch, Settings(allow_private=True), [hook.secret])
    assert record["status_code"] is None and not record["ok"]
    assert record["error"].startswith("refused: ") and "port" in record["error"]


def test_every_game_lists_its_event_types():
    assert {"match_started", "match_finished", "turn"} <= webhooks.event_types("bad-trevor")
    assert webhooks.event_types("no-such-game") is None


# a matchmaking ticket's webhook


TICKET_RECORD = {
    "status": "matched",
    "app": "arcade",
    "match": "m1",
    "ticket": {"game": "bad-trevor", "players": ["ann", "bob"], "webhook": "https://x.test/"},
    "tokens": {"ann": "secret-token-a", "bob": "secret-token-b"},
}


def test_a_tickets_delivery_names_its_end_and_never_a_token():
    summary = webhooks.ticket_summary("t1", TICKET_RECORD)
    body = webhooks.ticket_payload(summary, "d1")
    assert json.loads(body) == {
        "ticket": {
            "id": "t1",
            "status": "matched",
            "game": "bad-trevor",
            "players": ["ann", "bob"],
            "match_id": "m1",
        },
        "delivery": "d1",
    }
    assert b"secret-token" not in body and b"tokens" not in body
    sent = webhooks.headers([SECRET], body, None, 1_000.0, "d1")
    assert webhooks.verify(SECRET, body, sent[webhooks.SIGNATURE], 1_000.0)
    assert webhooks.EVENT_IDS not in sent and sent[webhooks.DELIVERY] == "d1"


def test_a_tickets_webhook_is_the_apps_and_shows_how_its_delivery_goes():
    hook = webhooks.ticket_hook("https://x.test/", "arcade", None)
    assert (hook.signing, hook.app, hook.secret) == (webhooks.APP, "arcade", "")
    assert webhooks.ticket_public(hook.url, None)["status"] == webhooks.PENDING
    failure = webhooks.attempt(10.0, "d1", [], 500, "HTTP 500", 0.01)
    failing = webhooks.failed(hook, failure, 10.0, retry_for=60)
    shown = webhooks.ticket_public(hook.url, failing.fields())
    assert shown["status"] == webhooks.FAILING and shown["next_attempt_at"] == 11.0
    success = webhooks.attempt(11.0, "d2", [], 204, None, 0.01)
    done = webhooks.delivered(failing, success, 1)
    shown = webhooks.ticket_public(hook.url, done.fields())
    assert shown["status"] == webhooks.DELIVERED and shown["next_attempt_at"] is None
    assert [a["delivery"] for a in shown["attempts"]] == ["d2", "d1"]
    assert "secret" not in shown
    gave_up = webhooks.failed(hook, failure, 10.0, retry_for=0)
    assert webhooks.ticket_public(hook.url, gave_up.fields())["status"] == webhooks.GAVE_UP
