"""A web app on another origin calls the API from real headless Chromium (issue 10: every
call failed with "Failed to fetch"): it creates a match, reads the ETag, and submits an
action with Authorization, If-Match and Idempotency-Key (a preflighted request)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from service.api import create_app
from service.store import Store

from .conftest import BROWSER_WAIT, serving

PAGE = """<!doctype html><html><head><title>table</title></head><body><pre id="out">pending</pre>
<script>
const API = "%(api)s";
async function play() {
  const created = await fetch(API + "/v1/matches", {method: "POST",
    headers: {"Content-Type": "application/json"},
    body: JSON.stringify({game: "bad-trevor", seats: [{type: "human"}, {type: "human"},
                                                      {type: "human"}]})});
  const match = await created.json();
  const auth = {"Authorization": "Bearer " + match.seats[0].token};
  const viewed = await fetch(API + "/v1/matches/" + match.id, {headers: auth});
  const etag = viewed.headers.get("ETag");
  const acted = await fetch(API + "/v1/matches/" + match.id + "/actions", {method: "POST",
    headers: {...auth, "Content-Type": "application/json", "If-Match": etag,
              "Idempotency-Key": "browser-ready"},
    body: JSON.stringify({action_id: "ready"})});
  const result = await acted.json();
  return {id: match.id, created: created.status, location: created.headers.get("Location"),
          etag: etag, acted: acted.status, version: result.version,
          request_id: acted.headers.get("X-Request-Id")};
}
play().then(r => { document.getElementById("out").textContent = JSON.stringify(r); },
            e => { document.getElementById("out").textContent = "error: " + e.message; });
</script></body></html>"""


@pytest.fixture
def api(redis_url: str, redis_client, pages) -> Iterator[tuple[str, str]]:
    """The API on a real threaded server, allowing one page origin; (API URL, that origin)."""
    allowed = pages()
    app = create_app({"TESTING": True, "REDIS_URL": redis_url, "CORS_ORIGINS": allowed.origin})
    with serving(app) as url:
        allowed.html = PAGE % {"api": url}
        yield url, allowed.origin


def page_result(browser, origin: str) -> str:
    browser.get(origin + "/")
    out = browser.find_element(By.ID, "out")
    WebDriverWait(browser, BROWSER_WAIT).until(lambda _: out.text != "pending")
    return out.text


def test_a_page_on_an_allowed_origin_creates_a_match_and_acts(browser, api, redis_client):
    url, origin = api
    result = json.loads(page_result(browser, origin))
    assert (result["created"], result["etag"], result["acted"], result["version"]) == (
        201,
        '"0"',
        200,
        1,
    )
    assert result["location"] == f"/v1/matches/{result['id']}" and result["request_id"]
    stored = Store(redis_client).load(result["id"]).stored
    assert stored is not None and stored.match["state"]["ready"][0] is True


def test_a_page_on_another_origin_is_kept_out(browser, api, pages, redis_client):
    url, _ = api
    stranger = pages()
    stranger.html = PAGE % {"api": url}
    assert page_result(browser, stranger.origin) == "error: Failed to fetch"
    assert not list(redis_client.scan_iter("m:*"))  # its preflight was refused: no create
