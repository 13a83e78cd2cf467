"""App keys (service/store/apps.py, service/api/app_keys.py): made, listed and revoked with
``croupier keys``, kept hashed; required to create a match where CROUPIER_APP_KEYS=required;
each match records its app, and ``GET /v1/matches`` pages through an app's own matches."""

from __future__ import annotations

import pytest
import redis
from flask.testing import FlaskClient

from service.api import create_app
from service.cli import main
from service.store import Store, apps

from .helpers import new_app_key

BODY = {"game": "bad-trevor", "seats": [{"type": "human"}] * 3}


def keyed(redis_url: str, mode: str = "required") -> FlaskClient:
    return create_app({"TESTING": True, "REDIS_URL": redis_url, "APP_KEYS": mode}).test_client()


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def test_keys_are_made_once_kept_hashed_listed_and_revoked(
    redis_client: redis.Redis, redis_url, monkeypatch, capsys
):
    key = new_app_key("arcade", monkeypatch, redis_url, capsys)
    assert key.startswith("ck_") and len(key) > 40
    assert apps.Apps(redis_client).app_for_key(key) == "arcade"
    stored = b"".join(redis_client.dump(name) or b"" for name in redis_client.keys("*"))
    assert key.encode() not in stored  # only its SHA-256 is kept
    assert main(["keys", "create", "arcade"]) == 2  # one live key at a time
    assert "has a live key" in capsys.readouterr().err
    assert main(["keys", "list"]) == 0
    assert capsys.readouterr().out.startswith("arcade\tlive\tcreated ")
    assert main(["keys", "revoke", "arcade"]) == 0
    assert apps.Apps(redis_client).app_for_key(key) is None
    main(["keys", "list"])
    assert "arcade\trevoked" in capsys.readouterr().out
    assert main(["keys", "create", "bad name!"]) == 2


def test_where_keys_are_required_a_create_needs_a_live_one(
    redis_client, redis_url, monkeypatch, capsys
):
    client = keyed(redis_url)
    missing = client.post("/v1/matches", json=BODY)
    assert missing.status_code == 401 and missing.json["code"] == "missing_app_key"
    wrong = client.post("/v1/matches", json=BODY, headers=bearer("ck_nope"))
    assert wrong.status_code == 401 and wrong.json["code"] == "invalid_app_key"
    assert redis_client.keys("m:*") == []
    key = new_app_key("arcade", monkeypatch, redis_url, capsys)
    created = client.post("/v1/matches", json=BODY, headers=bearer(key))
    assert created.status_code == 201
    listed = client.get("/v1/matches", headers=bearer(key)).json
    assert [m["id"] for m in listed["matches"]] == [created.json["id"]]
    assert main(["keys", "revoke", "arcade"]) == 0
    for refused in (
        client.post("/v1/matches", json=BODY, headers=bearer(key)),
        client.get("/v1/matches", headers=bearer(key)),
    ):
        assert refused.status_code == 401 and refused.json["code"] == "invalid_app_key"


def test_keys_off_anyone_creates_and_a_key_shown_still_records_its_app(
    redis_client, redis_url, monkeypatch, capsys
):
    client = keyed(redis_url, mode="off")
    assert client.post("/v1/matches", json=BODY).status_code == 201
    key = new_app_key("arcade", monkeypatch, redis_url, capsys)
    created = client.post("/v1/matches", json=BODY, headers=bearer(key)).json
    listed = client.get("/v1/matches", headers=bearer(key)).json["matches"]
    assert [m["id"] for m in listed] == [created["id"]]  # only the one made with the key
    assert client.get("/v1/matches").json["code"] == "missing_app_key"


def test_an_app_pages_through_its_own_matches_oldest_first(
    redis_client, redis_url, monkeypatch, capsys
):
    client = keyed(redis_url)
    mine, theirs = (new_app_key(app, monkeypatch, redis_url, capsys) for app in ("mine", "theirs"))
    made = [
        client.post("/v1/matches", json=BODY, headers=bearer(mine)).json["id"] for _ in range(5)
    ]
    client.post("/v1/matches", json=BODY, headers=bearer(theirs))
    for key in Store(redis_client).match_keys(made[1]):  # one of them expired
        redis_client.delete(key)
    pages, after = [], 0
    while after is not None:
        page = client.get(f"/v1/matches?limit=2&after={after}", headers=bearer(mine)).json
        assert "matches" in page, page
        pages.append([m["id"] for m in page["matches"]])
        after = page["next"]
    assert pages == [[made[0], made[2]], [made[3], made[4]]]
    first = client.get("/v1/matches?limit=1", headers=bearer(mine)).json["matches"][0]
    assert first["status"] == "active" and first["game"] == "bad-trevor"
    assert [s["type"] for s in first["seats"]] == ["human"] * 3
    assert first["awaited"] and first["version"] == 0
    assert redis_client.zscore(apps.matches_key("mine"), made[1]) is None  # dropped


@pytest.mark.parametrize("query", ["limit=0", "limit=101", "after=-1", "after=x"])
def test_a_bad_page_query_is_refused(redis_client, redis_url, monkeypatch, capsys, query):
    key = new_app_key("arcade", monkeypatch, redis_url, capsys)
    refused = keyed(redis_url).get(f"/v1/matches?{query}", headers=bearer(key))
    assert refused.status_code == 422 and refused.json["code"] == "invalid_request"


def test_the_app_that_made_a_match_reissues_a_lost_seat_token(
    redis_client, redis_url, monkeypatch, capsys
):
    client = keyed(redis_url)
    mine, theirs = (new_app_key(app, monkeypatch, redis_url, capsys) for app in ("mine", "theirs"))
    seats = [{"type": "human"}, {"type": "bot", "strategy": "random"}, {"type": "human"}]
    created = client.post("/v1/matches", json={**BODY, "seats": seats}, headers=bearer(mine))
    match_id, old = created.json["id"], created.json["seats"][2]["token"]
    url = f"/v1/matches/{match_id}/seats/2/token"
    reissued = client.post(url, headers=bearer(mine))
    assert reissued.status_code == 201 and reissued.json["seat"] == 2
    new = reissued.json["token"]
    assert client.get(f"/v1/matches/{match_id}", headers=bearer(new)).json["table"]["hand"]
    stale = client.get(f"/v1/matches/{match_id}", headers=bearer(old))
    assert stale.status_code == 401 and stale.json["code"] == "invalid_token"
    first = created.json["seats"][0]["token"]  # another seat's token still works
    assert client.get(f"/v1/matches/{match_id}", headers=bearer(first)).status_code == 200
    other = client.post(url, headers=bearer(theirs))
    assert other.status_code == 403 and other.json["code"] == "not_your_match"
    bot = client.post(f"/v1/matches/{match_id}/seats/1/token", headers=bearer(mine))
    assert bot.status_code == 422 and bot.json["code"] == "not_a_human_seat"
    assert client.post(url).json["code"] == "missing_app_key"
    gone = client.post("/v1/matches/nope/seats/0/token", headers=bearer(mine))
    assert gone.status_code == 404 and gone.json["code"] == "unknown_match"


def test_an_apps_own_quotas_outlive_its_key(redis_client, redis_url, monkeypatch, capsys):
    """``croupier keys quota`` sets the app's quotas, not its key's: a new key keeps them."""
    new_app_key("arcade", monkeypatch, redis_url, capsys)
    assert (
        main(["keys", "quota", "arcade", "--creates", "5/second", "--search-seats", "9/hour"]) == 0
    )
    assert main(["keys", "revoke", "arcade"]) == 0
    new_app_key("arcade", monkeypatch, redis_url, capsys)
    assert apps.Apps(redis_client).quotas("arcade") == {
        "app_creates": "5/second",
        "app_search_seats": "9/hour",
    }
    assert main(["keys", "quota", "arcade"]) == 0
    shown = capsys.readouterr().out.splitlines()
    assert shown[1:4:2] == ["arcade\tcreates\t5/second\town", "arcade\tsearch_seats\t9/hour\town"]
