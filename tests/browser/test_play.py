"""The web table at /play (issue 18), in real headless Chromium against the real app, Redis and
``croupier worker`` processes, for every game the registry holds:

- a person creates a match from the lobby (one human seat, bots in the others), follows the
  human seat's invite link and plays it to the end by clicking (or pressing Enter on) the
  listed actions, while the page is checked against the seat's own view at several points;
  its log, fed by the event stream through three dropped connections, ends with every event
  once, in order; then it steps through the replay, forward and back, and switches its point
  of view;
- a spectator's page (and another seat's) shows no card its view does not hold, at phone width
  too, with every control named for a screen reader.

Screenshots of each game's table go to ``build/screenshots`` (``CROUPIER_SCREENSHOTS`` names
another folder: ``docs/screenshots`` refreshes the ones the README links to). No timed
assertions: every wait gives up only after ``BROWSER_WAIT``."""

from __future__ import annotations

import itertools
import os
import random
from collections import Counter
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest
import requests
from background.conftest import spawn_worker, stop_workers
from flask import Flask
from selenium.common.exceptions import (
    ElementNotInteractableException,
    NoSuchElementException,
    StaleElementReferenceException,
    TimeoutException,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import Select, WebDriverWait

from service.engine import registry

from .conftest import BROWSER_WAIT, serving

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / os.environ.get("CROUPIER_SCREENSHOTS", "build/screenshots")
GAMES = sorted(game.id for game in registry.all_games())
CHECK_EVERY = 4  # clicks between two comparisons of the page with the seat's view
MIN_CHECKS = 3  # compared at every click until this many comparisons held
SHOT_AT = 3  # the comparison after which the table's screenshot is taken
ALLOWED_REFUSALS = {"stale_version", "system_pending"}  # a bot moved first: the page reloads
MAX_CLICKS = 2_000
FULL_WIDTH = (1280, 1000)
PHONE = (390, 844)

# What the page shows, read in one script: the table's version, the seat's enabled action
# buttons, the hand, the decisions, the outcome, the error region.
PAGE_STATE = """
const table = document.querySelector('.table');
const error = document.getElementById('error');
const all = (selector) => [...document.querySelectorAll(selector)];
return {
  version: table ? Number(table.dataset.version) : -1,
  buttons: all('#actions button[data-action-id]:not(:disabled)')
    .map((b) => [b.dataset.actionId, b.dataset.actionType]),
  hand: all('.mine [data-zone=hand] [data-card]').map((c) => c.dataset.card),
  deciders: all('[data-decision-seat]').map((d) => d.dataset.decisionSeat),
  outcome: document.querySelector('[data-zone=outcome]') !== null,
  announced: document.getElementById('announce')?.textContent ?? null,
  error: error.hidden ? null : error.querySelector('[data-code]').dataset.code,
};
"""
UNNAMED_CONTROLS = """
return [...document.querySelectorAll('button, select, input, a[href]')].filter((e) => {
  const named = (e.labels && e.labels.length) || e.getAttribute('aria-label')
    || e.textContent.trim();
  return !named;
}).map((e) => e.outerHTML.slice(0, 120));
"""


class CutStreams:
    """WSGI middleware: each of the first ``cuts`` event streams ends after ``chunks``
    chunks, without its ``end`` message, as a dropped connection does."""

    def __init__(self, app: Any, cuts: int = 3, chunks: int = 8) -> None:
        self.app, self.cuts, self.chunks = app, cuts, chunks
        self.cut = 0

    def __call__(self, environ: dict[str, Any], start_response: Any) -> Iterable[bytes]:
        body = self.app(environ, start_response)
        if not environ["PATH_INFO"].endswith("/events/stream") or self.cut >= self.cuts:
            return body
        self.cut += 1
        return self._first_chunks(body)

    def _first_chunks(self, body: Iterable[bytes]) -> Iterator[bytes]:
        try:
            yield from itertools.islice(body, self.chunks)
        finally:
            getattr(body, "close", lambda: None)()


@pytest.fixture
def site(app: Flask, redis_url: str) -> Iterator[str]:
    """The app behind a real HTTP server, its first event streams cut short, with one real
    worker playing the bots."""
    app.wsgi_app = CutStreams(app.wsgi_app)  # type: ignore[method-assign]
    worker = spawn_worker(redis_url)
    try:
        with serving(app) as base:
            yield base
    finally:
        stop_workers([worker], timeout=10)


def wait(browser: WebDriver, what: str, predicate: Any) -> Any:
    """``predicate``'s first truthy answer; on giving up, what the page showed then."""
    try:
        return WebDriverWait(browser, BROWSER_WAIT, poll_frequency=0.05).until(predicate)
    except TimeoutException:
        shown = browser.execute_script("return document.body.innerText.slice(0, 400)")
        raise AssertionError(
            f"the page never showed {what}: {browser.current_url}, {shown}"
        ) from None


def page_state(browser: WebDriver) -> dict[str, Any]:
    return browser.execute_script(PAGE_STATE)


def shoot(browser: WebDriver, name: str, whole_page: bool = False) -> None:
    """A screenshot from the top of the page (as tall as the page, up to 2,400 px)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    size = browser.get_window_size()
    if whole_page:
        height = browser.execute_script("return document.documentElement.scrollHeight")
        browser.set_window_size(size["width"], min(max(height, size["height"]), 2400))
    browser.execute_script("window.scrollTo(0, 0)")
    browser.save_screenshot(str(SHOTS / f"{name}.png"))
    browser.set_window_size(size["width"], size["height"])


def get(url: str, token: str | None = None) -> dict[str, Any]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    response = requests.get(url, headers=headers, timeout=60)
    assert response.status_code == 200, response.text
    return response.json()


# --- a human against bots, from the lobby to the replay -------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_a_person_plays_a_match_against_bots_to_the_end_then_replays_it(
    game: str, app: Flask, site: str, browser: WebDriver
) -> None:
    browser.set_window_size(*FULL_WIDTH)
    match_id, token = create_from_the_lobby(browser, site, game)
    seen = play_to_the_end(browser, site, game, match_id, token)
    final = get(f"{site}/v1/matches/{match_id}", token)
    assert final["status"] == "finished"
    events = get(f"{site}/v1/matches/{match_id}/events?limit=1000", token)["events"]
    logged = wait(
        browser,
        "every event in the log",
        lambda b: logged_ids(b) if logged_ids(b)[-1:] == [events[-1]["id"]] else None,
    )
    assert logged == [event["id"] for event in events]
    cutter = app.wsgi_app
    assert isinstance(cutter, CutStreams) and cutter.cut == cutter.cuts  # it resumed each time
    winners = browser.find_element(By.CSS_SELECTOR, "[data-zone=outcome] [data-field=winners]")
    won = final["outcome"]["winners"]
    expected = ", ".join(f"Seat {seat + 1}" for seat in won) or "none"  # counted from 1
    assert winners.text.split(None, 1)[1] == expected  # none: a turn cap's tie, say
    step_through_the_replay(browser, match_id, seen, final)


def logged_ids(browser: WebDriver) -> list[int]:
    return browser.execute_script(
        "return [...document.querySelectorAll('#log [data-event]')].map((e) => +e.dataset.event)"
    )


def create_from_the_lobby(browser: WebDriver, site: str, game: str) -> tuple[str, str]:
    """The lobby's form: this game, seat 0 human, seat 1 the game's strongest cheap bot and
    the rest random; the invite link of seat 0 is opened."""
    browser.get(f"{site}/play")  # redirected to /play/
    Select(wait(browser, "the game list", lambda b: b.find_element(By.ID, "game"))).select_by_value(
        game
    )
    catalog = {g["id"]: g for g in get(f"{site}/v1/games")}
    seats = Select(browser.find_element(By.ID, "seat-count"))
    seats.select_by_value(str(catalog[game]["min_players"]))
    assert Select(browser.find_element(By.ID, "seat-0")).first_selected_option.text == "Human"
    strategy = "heuristic" if "heuristic" in catalog[game]["strategies"] else "random"
    Select(browser.find_element(By.ID, "seat-1")).select_by_value(f"bot:{strategy}")
    pace = browser.find_element(By.ID, "option-bot_pace_ms")  # the whole match, unpaced
    pace.clear()
    pace.send_keys("0")
    assert browser.execute_script(UNNAMED_CONTROLS) == []
    browser.find_element(By.ID, "create").click()
    invite = wait(
        browser, "the invite link", lambda b: b.find_element(By.CSS_SELECTOR, "[data-invite='0']")
    )
    bots = browser.find_elements(By.CSS_SELECTOR, ".invites li")
    assert len(bots) == catalog[game]["min_players"]
    assert f"bot ({strategy})" in bots[1].text
    link = invite.get_attribute("href")
    match_id, token = link.split("#/match/", 1)[1].split("?token=", 1)
    browser.get(link)
    return match_id, token


def play_to_the_end(
    browser: WebDriver, site: str, game: str, match_id: str, token: str
) -> dict[int, list[str]]:
    """Clicks listed actions until the page shows the outcome; returns the hands the page
    showed, by version, where they were checked against the seat's view."""
    rng = random.Random(game)
    checked: dict[int, list[str]] = {}
    for clicks in range(MAX_CLICKS):
        state = wait(
            browser,
            "an action or the outcome",
            lambda b: s if (s := page_state(b))["outcome"] or s["buttons"] else None,
        )
        if state["outcome"]:
            assert len(checked) >= MIN_CHECKS, f"only {len(checked)} comparisons with the view"
            return checked
        due = len(checked) < MIN_CHECKS or clicks % CHECK_EVERY == 0  # short matches too
        if due and compare_with_view(site, match_id, token, state):
            checked[state["version"]] = state["hand"]
            if len(checked) == SHOT_AT:
                shoot(browser, game, whole_page=True)
        choices = [b for b in state["buttons"] if b[1] != "resign"] or state["buttons"]
        if not press(browser, rng.choice(choices)[0], keyboard=clicks % 3 == 0):
            continue  # the match moved on as the button was pressed: look again
        after = wait(
            browser,
            "the answer to the action",
            lambda b, v=state["version"]: (
                s if (s := page_state(b))["version"] > v or s["error"] else None
            ),
        )
        if after["error"]:
            assert after["error"] in ALLOWED_REFUSALS, after["error"]
            browser.find_element(By.CSS_SELECTOR, "#error button").click()
    raise AssertionError(f"{game}: no outcome after {MAX_CLICKS} clicks")


def press(browser: WebDriver, action_id: str, keyboard: bool) -> bool:
    """Clicks the action's button, or focuses it and presses Enter; False when the page had
    drawn a new version (and new buttons) in between, or was drawing it (a button being
    replaced is not interactable for that moment)."""
    try:
        button = browser.find_element(By.CSS_SELECTOR, f"button[data-action-id='{action_id}']")
        if keyboard:
            browser.execute_script("arguments[0].focus()", button)
            button.send_keys(Keys.ENTER)
        else:
            button.click()
        return True
    except (
        StaleElementReferenceException,
        NoSuchElementException,
        ElementNotInteractableException,
    ):
        return False


def compare_with_view(site: str, match_id: str, token: str, state: dict[str, Any]) -> bool:
    """The page against GET view and GET actions of its seat, when both are still at the
    page's version (else the match moved on meanwhile: False)."""
    view = get(f"{site}/v1/matches/{match_id}", token)
    listed = get(f"{site}/v1/matches/{match_id}/actions", token)
    if view["version"] != state["version"] or listed["version"] != state["version"]:
        return False
    assert state["hand"] == view["table"].get("hand", [])
    assert state["deciders"] == [
        str(d["seat"]) if d["seat"] is not None else "system" for d in view["decisions"]
    ]
    assert sorted(b[0] for b in state["buttons"]) == sorted(a["id"] for a in listed["actions"])
    assert state["announced"].startswith("Your move: ")  # what a screen reader is told
    return True


def step_through_the_replay(
    browser: WebDriver, match_id: str, seen: dict[int, list[str]], final: dict[str, Any]
) -> None:
    browser.find_element(By.ID, "replay-link").click()
    slider = wait(browser, "the replay's slider", lambda b: b.find_element(By.ID, "step"))
    last = int(slider.get_attribute("max"))
    assert last >= final["version"] > 0

    def shown() -> dict[str, Any]:
        return page_state(browser)

    assert shown()["version"] == 0
    browser.find_element(By.ID, "next").click()
    assert shown()["version"] == 1
    browser.find_element(By.ID, "previous").click()
    assert shown()["version"] == 0
    slider.send_keys(Keys.END)
    assert shown()["version"] == final["version"] and shown()["outcome"]
    slider.send_keys(Keys.ARROW_LEFT)
    assert shown()["version"] < final["version"]
    for version, hand in seen.items():  # step n shows version n, as the seat saw it live
        browser.execute_script(
            "const s = document.getElementById('step'); s.value = arguments[0];"
            "s.dispatchEvent(new Event('input'));",
            version,
        )
        assert shown()["version"] == version and shown()["hand"] == hand
    Select(browser.find_element(By.ID, "point-of-view")).select_by_value("")
    wait(
        browser,
        "the spectator's replay",
        lambda b: "seat=" not in b.current_url and b.find_elements(By.ID, "step"),
    )
    assert wait(
        browser,
        "a spectator's table",
        lambda b: b.find_elements(By.CSS_SELECTOR, ".table[data-seat=spectator]"),
    )
    assert not browser.find_elements(By.CSS_SELECTOR, ".mine")


# --- what a spectator and another seat may see -----------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_pages_show_no_card_their_view_does_not_hold(
    game: str, app: Flask, browser: WebDriver
) -> None:
    """An all-human match played over HTTP to mid-game: the spectator's page and seat 1's
    page, at phone width without sideways scrolling, show each card no more often than
    their own views hold it (a card leaked from a hand would show once more: Badass Force's
    cast is public, who holds whom is not); the cards of the other seats' hands that their
    views lack are on none of them."""
    with serving(app) as site:
        match_id, tokens = mid_game(site, game)
        views = [get(f"{site}/v1/matches/{match_id}", token) for token in tokens]
        spectator = get(f"{site}/v1/matches/{match_id}")
        hands = [view["table"].get("hand", []) for view in views]
        assert all(hands), "the test needs hidden hands to look for"
        browser.set_window_size(*PHONE)
        shown = cards_on_page(browser, f"{site}/play/#/match/{match_id}", spectator["version"])
        assert shown <= strings_in(spectator)
        assert not set(shown) & (
            {card for hand in hands for card in hand} - set(strings_in(spectator))
        )
        assert browser.execute_script(
            "return document.documentElement.scrollWidth <= window.innerWidth + 1"
        )
        assert browser.execute_script(UNNAMED_CONTROLS) == []
        if game == GAMES[0]:
            shoot(browser, f"{game}-spectator-phone")
        seat_page = f"{site}/play/#/match/{match_id}?token={tokens[1]}"
        shown = cards_on_page(browser, seat_page, views[1]["version"])
        assert page_state(browser)["hand"] == hands[1]  # seat 1's own page, not a cached one
        assert shown <= strings_in(views[1])
        assert browser.execute_script(
            "return document.documentElement.scrollWidth <= window.innerWidth + 1"
        )
        others = {card for hand in hands[:1] + hands[2:] for card in hand}
        assert not set(shown) & (others - set(strings_in(views[1])))


def mid_game(site: str, game: str) -> tuple[str, list[str]]:
    """A match of the fewest seats, every one human, after 12 random listed actions."""
    catalog = {g["id"]: g for g in get(f"{site}/v1/games")}
    body = {"game": game, "seed": 3, "seats": [{"type": "human"}] * catalog[game]["min_players"]}
    created = requests.post(f"{site}/v1/matches", json=body, timeout=60).json()
    match_id, tokens = created["id"], [seat["token"] for seat in created["seats"]]
    rng = random.Random(game)
    for _ in range(12):
        view = get(f"{site}/v1/matches/{match_id}")
        seats = [d["seat"] for d in view["decisions"] if d["seat"] is not None]
        token = tokens[seats[0]]
        listed = get(f"{site}/v1/matches/{match_id}/actions", token)["actions"]
        answer = requests.post(
            f"{site}/v1/matches/{match_id}/actions",
            timeout=60,
            json={"action_id": rng.choice(listed)["id"]},
            headers={"Authorization": f"Bearer {token}"},
        )
        assert answer.status_code == 200, answer.text
    return match_id, tokens


def cards_on_page(browser: WebDriver, url: str, version: int) -> Counter[str]:
    browser.get("about:blank")  # a new document: the hash route starts afresh
    browser.get(url)
    wait(browser, f"version {version}", lambda b: page_state(b)["version"] == version)
    return Counter(
        browser.execute_script(
            "return [...document.querySelectorAll('[data-card]')].map((c) => c.dataset.card)"
        )
    )


def strings_in(value: Any) -> Counter[str]:
    """Every string in a JSON value, keys included, as often as it is there: what a view
    could show as a card, and how many times."""
    if isinstance(value, str):
        return Counter([value])
    found: Counter[str] = Counter()
    if isinstance(value, dict):
        found.update(value.keys())
        value = list(value.values())
    for item in value if isinstance(value, list) else []:
        found.update(strings_in(item))
    return found


# --- deadlines, seat control and refusals -----------------------------------------------------


def test_a_deadline_counts_down_a_seat_goes_to_a_bot_and_back_and_refusals_show_their_code(
    app: Flask, browser: WebDriver
) -> None:
    """No worker runs: the match stays at its opening, whose decision has a 10-minute turn
    timer. The page counts it down, hands the seat to a bot and takes it back through its
    buttons; the lobby opens the match for a spectator; a refused token shows its status and
    code."""
    body = {
        "game": "bad-trevor",
        "seats": [{"type": "human"}] * 3,
        "options": {"turn_seconds": 600},
    }
    with serving(app) as site:
        created = requests.post(f"{site}/v1/matches", json=body, timeout=60).json()
        match_id, token = created["id"], created["seats"][0]["token"]
        browser.set_window_size(*FULL_WIDTH)
        browser.get("about:blank")
        browser.get(f"{site}/play/#/match/{match_id}?token={token}")
        first = wait(browser, "a countdown", lambda b: seconds_left(b))
        assert 0 < first <= 600
        wait(browser, "the countdown going down", lambda b: 0 < (seconds_left(b) or 0) < first)
        Select(browser.find_element(By.ID, "hand-to")).select_by_value("heuristic")
        browser.find_element(By.ID, "hand-over").click()
        wait(browser, "the take-back button", lambda b: b.find_elements(By.ID, "take-back"))
        control = get(f"{site}/v1/matches/{match_id}")["control"][0]
        assert control == {"seat": 0, "control": "bot", "strategy": "heuristic"}
        assert "bot (heuristic)" in browser.find_element(By.CSS_SELECTOR, ".seat.you h2").text
        browser.find_element(By.ID, "take-back").click()
        wait(browser, "the hand-over button", lambda b: b.find_elements(By.ID, "hand-over"))
        assert get(f"{site}/v1/matches/{match_id}")["control"][0]["control"] == "human"
        browser.get("about:blank")
        browser.get(f"{site}/play/")  # the lobby's "Open a match", with the keyboard
        wait(browser, "the open form", lambda b: b.find_element(By.ID, "open-id")).send_keys(
            match_id, Keys.ENTER
        )
        wait(
            browser,
            "the spectator's table",
            lambda b: b.find_elements(By.CSS_SELECTOR, ".table[data-seat=spectator]"),
        )
        browser.get("about:blank")
        browser.get(f"{site}/play/#/match/{match_id}?token=not-a-token")
        code = wait(browser, "the refusal", lambda b: page_state(b)["error"])
        assert code == "invalid_token"
        assert browser.find_element(By.ID, "error").text.startswith("401 invalid_token: ")


def seconds_left(browser: WebDriver) -> int | None:
    """The seconds the page's first countdown shows, or None while it shows none."""
    text = browser.execute_script(
        "const c = document.querySelector('.countdown'); return c ? c.textContent : ''"
    )
    return int(text.strip(" ()").split()[0]) if text else None
