"""Matchmaking tickets in Redis (service.store.tickets): the claim is all-or-none and once,
however many matchers race for the same tickets; tokens are shown once."""

from __future__ import annotations

import threading

import pytest
import redis

from service.store import tickets as store_tickets
from service.store.tickets import Ending, Tickets

APP, GAME = "acme", "bad-trevor"


@pytest.fixture
def tickets(redis_client: redis.Redis) -> Tickets:
    return Tickets(redis_client)


def opened(tickets: Tickets, n: int, options: dict | None = None) -> list[str]:
    made = []
    for k in range(n):
        spec = {"players": [f"p{k}"], "seats": [3, 3], "created": 100 + k, "max_wait": 60}
        made.append(tickets.open(APP, GAME, options or {}, spec))
    return made


def test_a_ticket_waits_in_its_pool_found_by_its_id(tickets):
    (first,) = opened(tickets, 1)
    (pool,) = tickets.pools()
    assert (pool.app, pool.game, pool.options) == (APP, GAME, {})
    assert first.startswith(pool.digest)
    assert list(tickets.waiting(pool.digest)) == [first]
    record = tickets.read(first)
    assert record["status"] == "waiting" and record["ticket"]["players"] == ["p0"]


def test_other_options_or_another_app_make_another_pool(tickets):
    opened(tickets, 1)
    opened(tickets, 1, {"window_seconds": 20})
    tickets.open("other", GAME, {}, {"players": ["p0"], "created": 1, "max_wait": 5})
    assert len({pool.digest for pool in tickets.pools()}) == 3


def test_a_claim_takes_every_ticket_of_its_table_or_none(tickets):
    ids = opened(tickets, 4)
    digest = ids[0][: store_tickets.DIGEST]
    assert tickets.claim(digest, ids[:3], {"seats": 3}, now=200) is not None
    assert tickets.claim(digest, ids[2:], {"seats": 2}, now=200) is None  # ids[2] is taken
    assert list(tickets.waiting(digest)) == [ids[3]]  # untouched by the refused claim
    assert [tickets.read(i)["status"] for i in ids] == ["seating"] * 3 + ["waiting"]


def test_matchers_racing_for_the_same_tickets_seat_each_once(tickets, redis_client):
    ids = opened(tickets, 12)
    digest = ids[0][: store_tickets.DIGEST]
    won: list[list[str]] = []
    start = threading.Barrier(6)

    def matcher(k: int) -> None:
        mine = Tickets(redis_client)
        start.wait()
        for table in (ids[k % 4 : k % 4 + 3], ids[6:9], ids[9:12]):
            if mine.claim(digest, table, {"seats": 3}, now=200):
                won.append(table)

    threads = [threading.Thread(target=matcher, args=(k,)) for k in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    seated = [ticket for table in won for ticket in table]
    assert len(seated) == len(set(seated))  # no ticket in two tables
    assert ids[6:9] in won and ids[9:12] in won


def test_an_ended_ticket_leaves_its_pool_and_a_seated_one_cannot_end(tickets):
    ids = opened(tickets, 2)
    digest = ids[0][: store_tickets.DIGEST]
    assert tickets.end(ids[0], "cancelled") == Ending("cancelled", ended=True)
    assert tickets.end(ids[0], "cancelled") == Ending("cancelled", ended=False)  # told once
    assert tickets.end(ids[0], "expired") == Ending("cancelled", ended=False)  # unchanged
    tickets.claim(digest, [ids[1]], {"seats": 1}, now=1)
    assert tickets.end(ids[1], "cancelled") == Ending("seating", ended=False)
    assert tickets.end("0" * 32, "cancelled") == Ending(None, ended=False)
    assert tickets.waiting(digest) == {}


def test_a_seated_ticket_shows_its_tokens_once(tickets):
    ids = opened(tickets, 3)
    digest = ids[0][: store_tickets.DIGEST]
    claim = tickets.claim(digest, ids, {"seats": 3}, now=1)
    tokens = {ticket: {f"p{k}": f"token-{k}"} for k, ticket in enumerate(ids)}
    assert tickets.seated(digest, claim, "match-1", tokens)
    assert not tickets.seated(digest, claim, "match-2", tokens)  # recorded once
    first = tickets.read(ids[1])
    assert first["status"] == "matched" and first["match"] == "match-1"
    assert first["tokens"] == {"p1": "token-1"}
    again = tickets.read(ids[1])
    assert "tokens" not in again and again["shown"] == "1" and again["match"] == "match-1"


def test_a_claim_whose_match_was_not_made_is_found_again(tickets):
    ids = opened(tickets, 3)
    digest = ids[0][: store_tickets.DIGEST]
    claim = tickets.claim(digest, ids, {"seats": 3}, now=100)
    assert tickets.stale_claims(digest, before=99) == []
    (stale,) = tickets.stale_claims(digest, before=130)
    assert stale["claim"] == claim and stale["tickets"] == ids and stale["seats"] == 3
    tickets.seated(digest, claim, "m", {ticket: {} for ticket in ids})
    assert tickets.stale_claims(digest, before=130) == []


def test_an_empty_pool_is_unlisted_and_a_new_ticket_lists_it_again(tickets):
    ids = opened(tickets, 1)
    digest = ids[0][: store_tickets.DIGEST]
    tickets.prune(digest)
    assert [pool.digest for pool in tickets.pools()] == [digest]  # still has a ticket
    tickets.end(ids[0], "expired")
    tickets.prune(digest)
    assert tickets.pools() == []
    opened(tickets, 1)
    assert [pool.digest for pool in tickets.pools()] == [digest]


@pytest.mark.parametrize("ticket_id", ["", "nope", "0" * 31, "g" * 32, "0" * 33])
def test_a_malformed_ticket_id_reads_as_none(tickets, ticket_id):
    assert tickets.read(ticket_id) is None


def test_a_tickets_webhook_state_keeps_it_longer_and_never_revives_it(tickets, redis_client):
    (ticket_id,) = opened(tickets, 1)
    key = store_tickets.ticket_key(ticket_id)
    lasts = redis_client.ttl(key)
    tickets.update_webhook(ticket_id, {"url": "https://example.com/", "cursor": "1"}, 0)
    assert tickets.peek(ticket_id)["webhook"]["cursor"] == "1"
    assert redis_client.ttl(key) <= lasts  # never shortened
    later = redis_client.time()[0] + lasts + 5000
    tickets.update_webhook(ticket_id, {"url": "https://example.com/", "cursor": "1"}, later)
    assert redis_client.ttl(key) > lasts + 4000
    gone = "0" * 32
    tickets.update_webhook(gone, {"url": "https://example.com/"}, later)
    assert not redis_client.exists(store_tickets.ticket_key(gone))
