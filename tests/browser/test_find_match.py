"""The lobby's "Find a match" (issue 40, item 7), in real headless Chromium against the real
app, Redis and a ``croupier worker`` running the matchmaking rounds: a named player of an app
(its key pasted into the form, kept in the tab's sessionStorage) queues, the page counts the
wait, and once the workers seat the ticket with bots the page opens the table as that
player's seat; a player who cancels leaves the queue. No timed assertions: every wait gives
up only after ``BROWSER_WAIT``."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import requests
from api.helpers import new_app_key
from background.conftest import spawn_worker, stop_workers
from flask import Flask
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import Select, WebDriverWait

from .conftest import BROWSER_WAIT, serving

GAME = "bad-trevor"
# Every "Waiting… (N s)" the page shows, recorded as it is drawn (the workers may seat the
# ticket before a test could read it otherwise); kept across the hash change to the table.
RECORD_WAITING = """
window.waitingShown = [];
new MutationObserver(() => {
  const shown = document.getElementById('find-waiting');
  if (shown && !window.waitingShown.includes(shown.textContent)) {
    window.waitingShown.push(shown.textContent);
  }
}).observe(document.body, { childList: true, subtree: true, characterData: true });
"""


@pytest.fixture
def site(app: Flask, redis_url: str) -> Iterator[str]:
    """The app behind a real HTTP server, with one real worker (its watchdog runs the
    matchmaking rounds, and its jobs play the bots)."""
    worker = spawn_worker(redis_url)
    try:
        with serving(app) as base:
            yield base
    finally:
        stop_workers([worker], timeout=10)


@pytest.fixture
def app_key(redis_url: str, monkeypatch: pytest.MonkeyPatch, capsys: Any) -> str:
    return new_app_key("table-app", monkeypatch, redis_url, capsys)


def wait(browser: WebDriver, what: str, predicate: Any) -> Any:
    """``predicate``'s first truthy answer; on giving up, what the page showed then."""
    try:
        return WebDriverWait(browser, BROWSER_WAIT, poll_frequency=0.05).until(predicate)
    except TimeoutException:
        shown = browser.execute_script("return document.body.innerText.slice(0, 600)")
        message = f"the page never showed {what}: {browser.current_url}, {shown}"
        raise AssertionError(message) from None


def queue(browser: WebDriver, site: str, key: str, player: str, wait_s: int, bots: str) -> None:
    """The lobby's Find a match form, filled in and sent."""
    browser.get(f"{site}/play")
    wait(browser, "the find form", lambda b: b.find_element(By.ID, "find-key")).send_keys(key)
    browser.find_element(By.ID, "find-player").send_keys(player)
    Select(browser.find_element(By.ID, "find-game")).select_by_value(GAME)
    waited = browser.find_element(By.ID, "find-wait")
    waited.clear()
    waited.send_keys(str(wait_s))
    Select(browser.find_element(By.ID, "find-bots")).select_by_value(bots)
    browser.execute_script(RECORD_WAITING)
    browser.find_element(By.ID, "find").click()


def test_a_named_player_finds_a_match_with_bots_and_lands_on_the_table_in_its_seat(
    site: str, browser: WebDriver, app_key: str
) -> None:
    queue(browser, site, app_key, "alice", wait_s=1, bots="random")
    wait(
        browser,
        "the table",
        lambda b: (
            "#/match/" in b.current_url and b.find_elements(By.CSS_SELECTOR, ".table[data-version]")
        ),
    )
    match_id, token = browser.current_url.split("#/match/", 1)[1].split("?token=", 1)
    view = requests.get(
        f"{site}/v1/matches/{match_id}", headers={"Authorization": f"Bearer {token}"}, timeout=60
    ).json()
    assert view["game"] == GAME and view["seat"] is not None, view
    header = browser.find_element(By.CSS_SELECTOR, ".match-header").text
    assert f"as Seat {view['seat'] + 1}." in header, header
    assert browser.find_elements(By.ID, "my-seat")  # the seat's own panel, not a spectator's
    shown = browser.execute_script("return window.waitingShown")
    assert shown and shown[0].startswith("Waiting… (") and shown[0].endswith(" s)"), shown
    players = requests.get(
        f"{site}/v1/players/alice/matches",
        headers={"Authorization": f"Bearer {app_key}"},
        timeout=60,
    ).json()
    assert match_id in str(players), players  # the seat is alice's, the app's player
    assert app_key not in browser.current_url
    assert browser.execute_script("return sessionStorage.getItem('croupier.appKey')") == app_key


def test_a_player_who_cancels_leaves_the_queue(site: str, browser: WebDriver, app_key: str) -> None:
    queue(browser, site, app_key, "bob", wait_s=3600, bots="")
    wait(browser, "the wait", lambda b: b.find_elements(By.ID, "find-cancel"))
    browser.find_element(By.ID, "find-cancel").click()
    wait(
        browser,
        "the cancelled ticket",
        lambda b: b.find_elements(By.CSS_SELECTOR, "[data-ticket-status=cancelled]"),
    )
    assert "#/match/" not in browser.current_url


def test_a_player_who_leaves_the_lobby_while_waiting_leaves_the_queue(
    site: str, browser: WebDriver, app_key: str
) -> None:
    """Another page of the table (here, a replay's address) cancels the ticket at once: the
    person is not seated later in a match they are no longer looking at."""
    queue(browser, site, app_key, "cy", wait_s=3600, bots="")
    waiting = wait(browser, "the wait", lambda b: b.find_element(By.ID, "find-cancel"))
    ticket_id = waiting.find_element(By.XPATH, "..").get_attribute("data-ticket-id")
    browser.execute_script("location.hash = '#/replay/elsewhere'")

    def ticket() -> dict[str, Any]:
        headers = {"Authorization": f"Bearer {app_key}"}
        url = f"{site}/v1/matchmaking/tickets/{ticket_id}?wait=5"
        return requests.get(url, headers=headers, timeout=60).json()

    WebDriverWait(browser, BROWSER_WAIT, poll_frequency=0.05).until(
        lambda _: ticket()["status"] != "waiting"
    )
    assert ticket()["status"] == "cancelled"
