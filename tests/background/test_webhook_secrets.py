"""An app's webhook secret, end to end: a real delivery worker process (``--role
webhooks``), a real receiver on 127.0.0.1, ``croupier keys`` on the test Redis. A match
made with the app's key is signed by the app's secret; one that asks for its own, by its
own; after a rotation every delivery (of new matches and old ones alike) carries the new
secret's signature and the old one's until the overlap ends, then the new one's alone.

The matches are One Card Poker (tests/fixture_game), all humans: the worker registers the
game before it starts, as the test process does, and nothing here depends on a real game's
rules. No timed assertions: waits give up after generous limits."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from fixture_game.game import OneCardPoker
from flask.testing import FlaskClient

from service.api import create_app
from service.cli import main
from service.engine.registry import register, unregister

from .conftest import ROOT, stop_workers, wait_for
from .test_webhooks import PRIVATE_OK, Delivery, Receiver, auth, documented_verify
from .test_webhooks import receiver as receiver  # noqa: F401  (the fixture)

# A delivery worker that knows One Card Poker: registered first, then the worker's own main.
LAUNCH = (
    "import sys; sys.path.insert(0, 'tests'); "
    "from fixture_game.game import OneCardPoker; "
    "from service.engine.registry import register; register(OneCardPoker()); "
    "from workers.__main__ import main; sys.exit(main(['--role', 'webhooks']))"
)


@pytest.fixture
def api(redis_url: str, redis_client: redis.Redis) -> Iterator[FlaskClient]:
    """The API, knowing One Card Poker, with private webhook addresses allowed."""
    game = register(OneCardPoker())
    config = {"TESTING": True, "REDIS_URL": redis_url, "WEBHOOK_ALLOW_PRIVATE": True}
    yield create_app(config).test_client()
    unregister(game.id)


@pytest.fixture
def delivery_worker(redis_url: str) -> Iterator[subprocess.Popen]:
    """One delivery worker process that knows the game, in its own process group (like
    ``croupier worker``'s: stopped with SIGTERM, then SIGKILL, at the end)."""
    process = subprocess.Popen(
        [sys.executable, "-c", LAUNCH],
        cwd=ROOT,
        env={**os.environ, "REDIS_URL": redis_url, **PRIVATE_OK},
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    yield process
    stop_workers([process], timeout=5)


def keys(*argv: str, capsys: pytest.CaptureFixture[str]) -> list[list[str]]:
    """``croupier keys ARGV``: its lines, split at tabs."""
    assert main(["keys", *argv]) == 0
    return [line.split("\t") for line in capsys.readouterr().out.strip().splitlines()]


def create(api: FlaskClient, key: str, url: str, **webhook: Any) -> dict[str, Any]:
    body = {
        "game": "one-card-poker",
        "seats": [{"type": "human"}] * 3,
        "webhook": {"url": url, **webhook},
    }
    answer = api.post("/v1/matches", json=body, headers=auth(key))
    assert answer.status_code == 201, answer.json
    return answer.json


def delivered(receiver: Receiver, match_id: str, count: int) -> list[Delivery]:
    """The first ``count`` accepted deliveries of the match, waited for."""

    def found() -> list[Delivery]:
        mine = [d for d in receiver.accepted() if d.json["match_id"] == match_id]
        return mine if len(mine) >= count else []

    return wait_for(found)[:count]  # type: ignore[index]


def signatures(delivery: Delivery) -> list[str]:
    header = delivery.headers["Croupier-Signature"]
    return [part for part in header.split(",") if part.startswith("v1=")]


def verifies(delivery: Delivery, secret: str) -> bool:
    """What a receiver checks, with the README's own code."""
    header = delivery.headers["Croupier-Signature"]
    return documented_verify()(secret, delivery.body, header)


def act(api: FlaskClient, match: dict[str, Any]) -> None:
    """The seat whose turn it is bets or folds (its first listed action)."""
    url = f"/v1/matches/{match['id']}/actions"
    tokens = [seat["token"] for seat in match["seats"]]
    listed = {token: api.get(url, headers=auth(token)).json["actions"] for token in tokens}
    token, actions = next((token, found) for token, found in listed.items() if found)
    done = api.post(url, json={"action_id": actions[0]["id"]}, headers=auth(token))
    assert done.status_code == 200, done.json


def test_an_apps_secret_signs_its_matches_and_a_rotation_overlaps_then_ends(
    api, delivery_worker, receiver, redis_url, monkeypatch, capsys
):
    monkeypatch.setenv("REDIS_URL", redis_url)
    *_, [key] = keys("create", "arcade", capsys=capsys)
    [[_, first, _]] = keys("webhook-secret", "arcade", capsys=capsys)

    signed = create(api, key, receiver.url)
    assert signed["webhook"]["signing"] == "app" and signed["webhook"]["secret"] is None
    [opening] = delivered(receiver, signed["id"], 1)
    assert len(signatures(opening)) == 1 and verifies(opening, first)

    own = create(api, key, receiver.url, signing="match")
    [mine] = delivered(receiver, own["id"], 1)
    assert verifies(mine, own["webhook"]["secret"]) and not verifies(mine, first)

    [[_, second, _], [_, old, _]] = keys(
        "webhook-secret", "arcade", "--rotate", "--overlap", "600", capsys=capsys
    )
    assert old == first
    act(api, signed)  # a match made before the rotation: signed by both from now on
    later = delivered(receiver, signed["id"], 2)[1]
    fresh = create(api, key, receiver.url)
    [overlapping] = delivered(receiver, fresh["id"], 1)
    for delivery in (later, overlapping):
        assert len(signatures(delivery)) == 2
        assert verifies(delivery, second) and verifies(delivery, first)

    [[_, third, _], *_] = keys(
        "webhook-secret", "arcade", "--rotate", "--overlap", "1", capsys=capsys
    )
    ends = time.time() + 1  # the rotation was made before this: its overlap is over by then
    wait_for(lambda: time.time() > ends + 0.1, timeout=5)
    act(api, fresh)
    [_, after] = delivered(receiver, fresh["id"], 2)
    assert len(signatures(after)) == 1 and verifies(after, third)
    assert not verifies(after, second) and not verifies(after, first)
