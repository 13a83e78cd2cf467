"""A web app on another origin follows a match live in real headless Chromium with the
browser's own EventSource (issue 11): seat 0's stream opened with a stream ticket (asked for by
fetch with Authorization), by the recipe the TypeScript README prints (its ``watch``, run here
as printed, with a fetch stand-in for the package's ``streamTicket``); and a spectator's stream,
no ticket at all. The test plays the match over HTTP meanwhile; each page stream must have
given exactly what GET .../events gives that caller, in order, once each, then the end."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from service.api import create_app

from .conftest import BROWSER_WAIT, serving

README = Path(__file__).resolve().parents[2] / "clients" / "typescript" / "README.md"
HEARTBEAT = 0.2  # seconds: a stream whose page went away is noticed at once
DROP_AT = 20  # the page drops seat 0's first EventSource after this many events

PAGE = """<!doctype html><html><head><title>follow</title></head><body>
<pre id="status">pending</pre><pre id="out">pending</pre>
<script>
const API = "%(api)s";
const MATCH = "%(match)s";
const me = {basePath: API, token: "%(token)s"};
const report = (id, text) => { document.getElementById(id).textContent = text; };
const fail = (error) => report("out", "error: " + (error && error.message || error));
window.addEventListener("error", (event) => fail(event.message));
window.addEventListener("unhandledrejection", (event) => fail(event.reason));
console.error = fail;

// What the package's streamTicket does: POST .../stream-tickets with the seat's token.
async function streamTicket(me, matchId, after) {
  const answer = await fetch(me.basePath + "/v1/matches/" + matchId + "/stream-tickets",
    {method: "POST", headers: {"Authorization": "Bearer " + me.token}});
  if (answer.status !== 201) throw new Error("no ticket: " + answer.status);
  const issued = await answer.json();
  return me.basePath + issued.stream + (after ? "&after=" + after : "");
}

// Every EventSource the recipe opens, to count them and to drop the first one.
const NativeEventSource = window.EventSource;
const opened = [];
window.EventSource = class extends NativeEventSource {
  constructor(url, init) { super(url, init); opened.push(this); }
};

// The README's recipe, as printed.
%(recipe)s

const seat = {events: [], states: 0, end: null};
const spectator = {events: [], states: 0, end: null, errors: 0};
const live = () => {
  if (seat.states && spectator.states) report("status", "live");
};
const finished = async () => {
  if (!seat.end || !spectator.end) return;
  // The spent ticket: refused to fetch (401), and to an EventSource, as its own reconnection.
  const spentUrl = opened[0].url;
  const refused = await fetch(spentUrl);
  const spent = {status: refused.status, code: (await refused.json()).code};
  const again = new NativeEventSource(spentUrl);
  spent.messages = 0;
  again.onmessage = () => { spent.messages++; };
  spent.readyState = await new Promise((resolve) => {
    again.onerror = () => resolve(again.readyState);
  });
  again.close();
  report("out", JSON.stringify({seat, spectator, spent,
                                urls: opened.map((source) => source.url)}));
};

watch(me, MATCH, (kind, data) => {
  if (kind === "event") seat.events.push(data);
  if (kind === "state") { seat.states++; live(); }
  if (kind === "end") { seat.end = data; finished(); }
  if (kind === "event" && seat.events.length === %(drop_at)d && opened.length === 1) {
    opened[0].onerror(new Event("error")); // what the browser calls when a connection drops
  }
}).catch(fail);

const watcher = new NativeEventSource(API + "/v1/matches/" + MATCH + "/events/stream");
watcher.onmessage = (message) => spectator.events.push(JSON.parse(message.data));
watcher.addEventListener("state", () => { spectator.states++; live(); });
watcher.addEventListener("end", (message) => {
  spectator.end = JSON.parse(message.data);
  watcher.close();
  finished();
});
watcher.onerror = () => { spectator.errors++; };
</script></body></html>"""


def readme_recipe() -> str:
    """The README's browser block: its ``watch`` function, the import line left out."""
    blocks = re.findall(r"```js\n(.*?)```", README.read_text(), flags=re.DOTALL)
    [recipe] = [block for block in blocks if "new EventSource(await streamTicket(" in block]
    lines = recipe.splitlines()
    assert lines[0].startswith("import ") and "streamTicket" in lines[0], lines[0]
    return "\n".join(lines[1:])


class Match:
    """A match of three human seats, played by this test over HTTP."""

    def __init__(self, api: str) -> None:
        body = {"game": "bad-trevor", "seats": [{"type": "human"}] * 3, "seed": 11}
        created = requests.post(f"{api}/v1/matches", json=body, timeout=60).json()
        self.id = created["id"]
        self.url = f"{api}/v1/matches/{self.id}"
        self.tokens = [seat["token"] for seat in created["seats"]]
        self.http = requests.Session()

    def auth(self, seat: int | None) -> dict[str, str]:
        return {} if seat is None else {"Authorization": f"Bearer {self.tokens[seat]}"}

    def view(self) -> dict[str, Any]:
        return self.http.get(self.url, timeout=60).json()

    def events(self, seat: int | None) -> list[dict[str, Any]]:
        page = self.http.get(
            f"{self.url}/events?limit=1000", headers=self.auth(seat), timeout=60
        ).json()
        assert not page["has_more"]
        return page["events"]

    def play(self, policy: random.Random) -> dict[str, Any]:
        """Listed actions of the seats holding decisions, until the match is over: its view."""
        for _ in range(5000):
            view = self.view()
            deciders = [d["seat"] for d in view["decisions"] if d["seat"] is not None]
            if view["status"] == "finished":
                return view
            seat = policy.choice(deciders)
            listed = self.http.get(
                f"{self.url}/actions", headers=self.auth(seat), timeout=60
            ).json()
            chosen = policy.choice(listed["actions"])["id"]
            acted = self.http.post(
                f"{self.url}/actions",
                headers=self.auth(seat),
                json={"action_id": chosen},
                timeout=60,
            )
            assert acted.status_code == 200, acted.text
        raise AssertionError("the match did not finish")


@pytest.fixture
def api(redis_url: str, redis_client, pages) -> Iterator[tuple[str, Any]]:
    """The API on a real threaded server, allowing one page origin; (API URL, that page)."""
    page = pages()
    app = create_app(
        {
            "TESTING": True,
            "REDIS_URL": redis_url,
            "CORS_ORIGINS": page.origin,
            "STREAM_HEARTBEAT": HEARTBEAT,
        }
    )
    with serving(app) as url:
        yield url, page


def test_a_page_follows_a_match_live_with_event_source_and_tickets(browser, api):
    url, page = api
    match = Match(url)
    page.html = PAGE % {
        "api": url,
        "match": match.id,
        "token": match.tokens[0],
        "recipe": readme_recipe(),
        "drop_at": DROP_AT,
    }
    browser.get(page.origin + "/")
    status = browser.find_element(By.ID, "status")
    out = browser.find_element(By.ID, "out")
    WebDriverWait(browser, BROWSER_WAIT).until(
        lambda _: status.text != "pending" or out.text != "pending"
    )
    assert status.text == "live", out.text  # both streams open, their backlog read

    final = match.play(random.Random(4))  # while the page follows
    WebDriverWait(browser, BROWSER_WAIT).until(lambda _: out.text != "pending")
    assert not out.text.startswith("error"), out.text
    seen = json.loads(out.text)

    end = {
        "game": final["game"],
        "version": final["version"],
        "status": "finished",
        "outcome": final["outcome"],
    }
    seat = seen["seat"]
    assert seat["events"] == match.events(0)  # in order, each once, redacted for seat 0
    assert seat["events"][-1]["type"] == "match_finished" and seat["end"] == end
    spectator = seen["spectator"]
    assert spectator["events"] == match.events(None) and spectator["end"] == end
    assert spectator["errors"] == 0
    assert seat["events"] != spectator["events"]  # seat 0 sees its own hand; a spectator not

    # One reconnection, by the recipe: a new ticket, and `after` the last event seen.
    first, second = seen["urls"]
    assert "?ticket=" in first and "after=" not in first
    ticket = re.search(r"ticket=([^&]+)", second)
    assert ticket and ticket.group(1) not in first, seen["urls"]
    assert second.endswith(f"&after={seat['events'][DROP_AT - 1]['id']}"), seen["urls"]
    # The spent ticket: 401 invalid_ticket, and an EventSource on it closes without a message.
    assert seen["spent"] == {
        "status": 401,
        "code": "invalid_ticket",
        "messages": 0,
        "readyState": 2,
    }
