"""Which secret signs a match's webhook, as the create chooses it (``"signing"``): the app's
own secret for a match made with its key, once the app has one; the match's own where the
create asks or the app has none; refusals with stable codes. And ``croupier keys
webhook-secret``: shown, issued, rotated with an overlap. Deliveries themselves are in
tests/background/test_webhook_secrets.py."""

from __future__ import annotations

import time
from typing import Any

import pytest
import redis
from flask.testing import FlaskClient

from service.api import create_app
from service.cli import main
from service.store import apps

from .helpers import new_app_key

HOOK = {"url": "http://127.0.0.1:9/hooks"}  # never delivered: no worker runs here


@pytest.fixture
def api(redis_url: str, redis_client: redis.Redis) -> FlaskClient:
    config = {"TESTING": True, "REDIS_URL": redis_url, "WEBHOOK_ALLOW_PRIVATE": True}
    return create_app(config).test_client()


def create(api: FlaskClient, key: str | None, webhook: Any) -> Any:
    body = {"game": "bad-trevor", "seats": [{"type": "human"}] * 3, "webhook": webhook}
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    return api.post("/v1/matches", json=body, headers=headers)


def shown(capsys: pytest.CaptureFixture[str]) -> list[list[str]]:
    return [line.split("\t") for line in capsys.readouterr().out.strip().splitlines()]


def test_an_apps_match_is_signed_by_the_apps_secret_and_shows_none(
    api, redis_url, redis_client, monkeypatch, capsys
):
    key = new_app_key("arcade", monkeypatch, redis_url, capsys)
    assert apps.Apps(redis_client).signing_secrets("arcade", time.time())  # issued with the key
    answer = create(api, key, HOOK)
    assert answer.status_code == 201, answer.json
    hook = answer.json["webhook"]
    assert hook["secret"] is None and hook["signing"] == "app" and hook["source"] == "request"
    token = answer.json["seats"][0]["token"]
    seen = api.get(
        f"/v1/matches/{answer.json['id']}/webhook", headers={"Authorization": f"Bearer {token}"}
    )
    assert seen.status_code == 200 and seen.json["signing"] == "app"
    explicit = create(api, key, {**HOOK, "signing": "app"})
    assert explicit.status_code == 201 and explicit.json["webhook"]["signing"] == "app"


def test_a_match_asks_for_a_secret_of_its_own(api, redis_url, monkeypatch, capsys):
    key = new_app_key("arcade", monkeypatch, redis_url, capsys)
    answer = create(api, key, {**HOOK, "signing": "match"})
    assert answer.status_code == 201, answer.json
    hook = answer.json["webhook"]
    assert hook["signing"] == "match" and hook["secret"].startswith("whsec_")
    anonymous = create(api, None, HOOK)  # no app: its own, as before
    assert anonymous.json["webhook"]["signing"] == "match"
    assert anonymous.json["webhook"]["secret"].startswith("whsec_")


def test_an_app_from_before_app_secrets_keeps_per_match_ones_until_it_is_issued_one(
    api, redis_url, redis_client, monkeypatch
):
    monkeypatch.setenv("REDIS_URL", redis_url)  # the CLI's Redis
    key = apps.Apps(redis_client).create_key("legacy", time.time())  # no secret issued
    before = create(api, key, HOOK)
    assert before.status_code == 201 and before.json["webhook"]["signing"] == "match"
    assert before.json["webhook"]["secret"].startswith("whsec_")
    refused = create(api, key, {**HOOK, "signing": "app"})
    assert refused.status_code == 422, refused.json
    assert refused.json["code"] == "webhook_signing_refused"
    assert refused.json["details"]["reason"] == "no_app_secret"
    assert "croupier keys webhook-secret legacy" in refused.json["message"]
    assert main(["keys", "webhook-secret", "legacy"]) == 0
    after = create(api, key, HOOK)
    assert after.json["webhook"]["signing"] == "app" and after.json["webhook"]["secret"] is None


@pytest.mark.parametrize(
    ("signing", "code"),
    [
        ("app", "webhook_signing_refused"),
        ("both", "invalid_request"),
        ("", "invalid_request"),
        (None, "invalid_request"),
        (["app"], "invalid_request"),
    ],
)
def test_a_signing_the_create_cannot_have_is_refused_and_makes_nothing(
    api, redis_client, signing: Any, code: str
):
    refused = create(api, None, {**HOOK, "signing": signing})
    assert refused.status_code == 422, refused.json
    assert refused.json["code"] == code
    if code == "webhook_signing_refused":
        assert refused.json["details"]["reason"] == "no_app_key"
    else:
        assert "signing" in str(refused.json["details"]["fields"])
    assert list(redis_client.scan_iter("m:*")) == []


# croupier keys webhook-secret


def test_the_cli_shows_rotates_and_ends_an_apps_secrets(
    redis_url, redis_client, monkeypatch, capsys
):
    new_app_key("arcade", monkeypatch, redis_url, capsys)
    assert main(["keys", "webhook-secret", "arcade"]) == 0
    [[name, first, state]] = shown(capsys)
    assert (name, state) == ("arcade", "current") and first.startswith("whsec_")
    assert main(["keys", "webhook-secret", "arcade"]) == 0
    assert shown(capsys) == [["arcade", first, "current"]]  # shown again, unchanged

    assert main(["keys", "webhook-secret", "arcade", "--rotate", "--overlap", "3600"]) == 0
    [[_, second, current], [_, old, until]] = shown(capsys)
    assert second != first and current == "current" and old == first
    ends = time.strftime("%Y-%m-%d %H", time.gmtime(time.time() + 3600))
    assert until.startswith(f"until {ends}") and until.endswith(" UTC")
    assert apps.Apps(redis_client).signing_secrets("arcade", time.time()) == [second, first]

    assert main(["keys", "webhook-secret", "arcade", "--rotate"]) == 0  # the default overlap
    [[_, third, _], *older] = shown(capsys)
    assert [line[1] for line in older] == [second, first]
    assert main(["keys", "webhook-secret", "arcade", "--rotate", "--overlap", "0"]) == 0
    [[_, fourth, _]] = shown(capsys)  # a leaked secret: the old ones stop at once
    assert apps.Apps(redis_client).signing_secrets("arcade", time.time()) == [fourth]


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["keys", "webhook-secret", "nobody"], "no app 'nobody'"),
        (["keys", "webhook-secret"], "needs an app name"),
        (["keys", "webhook-secret", "arcade", "--rotate", "--overlap", "-1"], "overlap"),
        (["keys", "webhook-secret", "arcade", "--rotate", "--overlap", "604801"], "overlap"),
        (["keys", "webhook-secret", "arcade", "--overlap", "60"], "--overlap without --rotate"),
        (["keys", "list", "--rotate"], "keys list takes no --rotate"),
        (["keys", "quota", "arcade", "--overlap", "5"], "keys quota takes no --rotate"),
        (["keys", "webhook-secret", "arcade", "--creates", "5/second"], "no quota flags"),
    ],
)
def test_the_cli_refuses_what_it_cannot_do_and_changes_nothing(
    redis_url, redis_client, monkeypatch, capsys, argv, says
):
    new_app_key("arcade", monkeypatch, redis_url, capsys)
    before = apps.Apps(redis_client).webhook_secrets("arcade", time.time())
    assert main(argv) == 2
    assert says in capsys.readouterr().err
    assert apps.Apps(redis_client).webhook_secrets("arcade", time.time()) == before
