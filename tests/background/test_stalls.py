"""Matches that used to stop for good, reproduced on real processes (a real redis-server,
real ``croupier worker`` processes, a TCP proxy that loses a reply), and shown moving again.

No timed assertions: the times printed are for the record (issue 9's note)."""

from __future__ import annotations

import hashlib
import time
from typing import Any

import pytest
from redis_mode import single_redis_only
from rq import Queue

from service.api import create_app
from service.dispatch import QUEUE
from service.engine import match as engine
from service.store import scripts

from .conftest import wait_for
from .matches_over_http import UNPACED
from .proxy import lossy_proxy

PGTE = "practical-guide-to-evil"
COMMIT_SHA = hashlib.sha1(scripts.COMMIT.encode()).hexdigest().encode()


def first_player_seed(seat: int) -> int:
    """A seed whose two-player deal lets ``seat`` play first."""
    return next(s for s in range(1000) if engine.start(PGTE, 2, {}, s)[0].state["current"] == seat)


def version(client, match_id: str) -> int:
    return client.get(f"/v1/matches/{match_id}").json["version"]


def test_an_orphaned_job_is_sent_again_by_where_it_is_not_by_its_status(
    client, workers, queue_client
):
    """A job taken off its queue by a worker that died stays "queued" in no queue: removing
    its id from the queue list reproduces it exactly. The watchdog sends the work again."""
    seats = [{"type": "bot", "strategy": "random"}, {"type": "human"}]
    created = client.post(
        "/v1/matches", json={"game": PGTE, "seats": seats, "seed": first_player_seed(0), **UNPACED}
    ).json
    queue = Queue(QUEUE, connection=queue_client)
    (job_id,) = queue.get_job_ids()
    queue_client.lrem(queue.key, 0, job_id)
    assert queue.fetch_job(job_id).get_status() == "queued"  # the status lies
    workers()
    started = time.monotonic()
    wait_for(lambda: version(client, created["id"]) > 0)
    print(f"\norphaned job: the match moved {time.monotonic() - started:.2f} s after a worker came")


@single_redis_only
@pytest.mark.parametrize("retried", [False, True], ids=["no retry", "retry with the key"])
def test_a_commit_whose_reply_is_lost_still_gets_its_bot_moving(
    redis_url, redis_client, workers, retried: bool
):  # redis_client: flushed Redis for this test
    """The human's commit lands, its reply is lost (503), and the bot that plays next moves
    anyway; a retry under the same Idempotency-Key answers the committed response."""
    workers()
    port = int(redis_url.rsplit(":", 1)[1].split("/")[0])
    with lossy_proxy(port) as proxy:
        client = create_app({"TESTING": True, "REDIS_URL": proxy.url}).test_client()
        seats = [{"type": "human"}, {"type": "bot", "strategy": "random"}]
        body = {"game": PGTE, "seats": seats, "seed": first_player_seed(0), **UNPACED}
        created = client.post("/v1/matches", json=body).json
        match_id, token = created["id"], created["seats"][0]["token"]
        at = _human_plays_until_its_last_action(client, match_id, token)
        proxy.lose_reply_to(COMMIT_SHA)
        lost = _submit(client, match_id, token, at)
        assert proxy.lost.is_set()
        assert (lost.status_code, lost.json["code"]) == (503, "redis_unavailable")
        lost_at = time.monotonic()
        if retried:
            again = _submit(client, match_id, token, at)
            assert again.status_code == 200, again.json
        wait_for(lambda: version(client, match_id) > at["version"] + 1)
        print(
            f"\nlost reply ({'retried' if retried else 'no retry'}): the bot moved "
            f"{time.monotonic() - lost_at:.2f} s after the 503"
        )


def _human_plays_until_its_last_action(client, match_id: str, token: str) -> dict[str, Any]:
    """End the turn; the last action of the human's turn (a discard, or the end) is returned
    with its version, not submitted."""
    auth = {"Authorization": f"Bearer {token}"}
    listed = client.get(f"/v1/matches/{match_id}/actions", headers=auth).json
    end = next(a for a in listed["actions"] if a["type"] == "end_turn")
    listed_after = _after_end_turn(client, match_id, auth, end, listed["version"])
    return listed_after


def _after_end_turn(client, match_id, auth, end, at_version) -> dict[str, Any]:
    view = client.get(f"/v1/matches/{match_id}", headers=auth).json
    if len(view["table"]["hand"]) <= 5:  # no discard follows: the end is the last action
        return {"action_id": end["id"], "version": at_version}
    response = client.post(
        f"/v1/matches/{match_id}/actions", json={"action_id": end["id"]}, headers=auth
    )
    assert response.status_code == 200, response.json
    listed = client.get(f"/v1/matches/{match_id}/actions", headers=auth).json
    return {"action_id": listed["actions"][0]["id"], "version": listed["version"]}


def _submit(client, match_id: str, token: str, at: dict[str, Any]):
    headers = {"Authorization": f"Bearer {token}", "Idempotency-Key": "last-of-my-turn"}
    body = {"action_id": at["action_id"]}
    return client.post(f"/v1/matches/{match_id}/actions", json=body, headers=headers)
