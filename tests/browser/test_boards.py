"""The web table's boards and card-first play (issue 38), in real headless Chromium against the
real app, Redis and a ``croupier worker`` playing the bots, for every game:

- a person plays by clicking the table itself: an outlined card, seat, film, location or
  attack position narrows the action buttons to those that use it, and a second click (on the
  same element, or on a target) plays the one action left; where a decision takes several
  submits (Bad Trevor's attack hand, A Practical Guide to Evil's discard to five) the cards
  are staged, one is undone, and Confirm sends them; the buttons stay for the keyboard;
- a card's preview shows its whole text;
- at 390 px wide nothing scrolls sideways and the seat's actions come first;
- each page shows no card its view does not hold (also tested at phone width by
  test_play.py's ``test_pages_show_no_card_their_view_does_not_hold``).

Screenshots of every game at 1280 px and one at 390 px go where test_play.py's go
(``CROUPIER_SCREENSHOTS=docs/screenshots`` refreshes the README's)."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
import requests
from background.conftest import spawn_worker, stop_workers
from flask import Flask
from selenium.common.exceptions import (
    ElementNotInteractableException,
    NoSuchElementException,
    StaleElementReferenceException,
)
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from .conftest import serving
from .test_play import (
    FULL_WIDTH,
    GAMES,
    PHONE,
    UNNAMED_CONTROLS,
    get,
    page_state,
    shoot,
    strings_in,
    wait,
)

CARD_FIRST_PLAYS = 14  # actions played from the table, per game
MIN_PLAYS = 8  # at least, over up to MATCHES matches (a seat may be out of a match early)
MATCHES = 3
MAX_STEPS = 400
# Whether a staged decision must come up within those plays (it comes up on the first turn of
# Bad Trevor, and within those plays of a Practical Guide to Evil, whose turns end with a discard).
MUST_STAGE = {"bad-trevor", "practical-guide-to-evil"}

TABLE_STATE = """
const table = document.querySelector('#table .table');
const error = document.getElementById('error');
const all = (s) => [...document.querySelectorAll(s)];
const refsOf = (e) => e.dataset.refs;
return {
  version: table ? Number(table.dataset.version) : -1,
  outcome: document.querySelector('[data-zone=outcome]') !== null,
  playable: all('#table .table [data-refs].playable').map(refsOf),
  selected: all('#table .table [data-refs].selected').map(refsOf),
  staged: all('#table .table [data-refs].staged').map(refsOf),
  stageType: table ? table.dataset.stageType || null : null,
  stageNeed: table ? Number(table.dataset.stageNeed || 0) : 0,
  shown: all('#actions button[data-action-id]:not([hidden]):not(:disabled)')
    .map((b) => [b.dataset.actionId, b.dataset.actionType, JSON.parse(b.dataset.refs)]),
  buttons: all('#actions button[data-action-id]:not(:disabled)').length,
  confirm: (() => { const c = document.getElementById('stage-confirm');
                    return c ? !c.disabled : null; })(),
  sending: document.getElementById('stage-confirm')?.textContent === 'Sending…',
  error: error.hidden ? null : error.querySelector('[data-code]').dataset.code,
};
"""


@pytest.fixture
def site(app: Flask, redis_url: str) -> Iterator[str]:
    worker = spawn_worker(redis_url)
    try:
        with serving(app) as base:
            yield base
    finally:
        stop_workers([worker], timeout=10)


def table_state(browser: WebDriver) -> dict[str, Any]:
    return browser.execute_script(TABLE_STATE)


def click_refs(browser: WebDriver, refs: str) -> bool:
    """Clicks the table's element named ``refs``; False when the page redrew it meanwhile."""
    try:
        elements = browser.find_elements(By.CSS_SELECTOR, "#table .table [data-refs].playable")
        element = next(e for e in elements if e.get_attribute("data-refs") == refs)
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()
        return True
    except (
        StopIteration,
        StaleElementReferenceException,
        NoSuchElementException,
        ElementNotInteractableException,
    ):
        return False


def click_id(browser: WebDriver, element_id: str) -> bool:
    try:
        browser.find_element(By.ID, element_id).click()
        return True
    except (StaleElementReferenceException, NoSuchElementException):
        return False


def new_match(site: str, game: str, seed: int = 5) -> tuple[str, str]:
    """Seat 0 human, the others random bots, unpaced."""
    catalog = {g["id"]: g for g in get(f"{site}/v1/games")}
    seats = [{"type": "human"}] + [{"type": "bot", "strategy": "random"}] * (
        catalog[game]["min_players"] - 1
    )
    options = (
        {"bot_pace_ms": 0}
        if any(o["name"] == "bot_pace_ms" for o in catalog[game]["options"])
        else {}
    )
    body = {"game": game, "seed": seed, "seats": seats, "options": options}
    created = requests.post(f"{site}/v1/matches", json=body, timeout=60)
    assert created.status_code == 201, created.text
    return created.json()["id"], created.json()["seats"][0]["token"]


class Player:
    """Plays seat 0 from the table: clicks outlined elements, stages where the table says."""

    def __init__(self, browser: WebDriver, game: str) -> None:
        self.browser, self.game = browser, game
        self.rng = random.Random(game)
        self.plays = self.staged_sends = self.narrowed = self.undone = 0
        self.shot = False  # Bad Trevor's screenshot shows an attack hand staged

    def step(self) -> None:
        state = wait(
            self.browser,
            "something to play or the outcome",
            lambda b: (
                s
                if ((s := table_state(b))["outcome"] or s["buttons"]) and not s["sending"]
                else None
            ),
        )
        if state["outcome"]:
            return
        before = state["version"]
        if state["stageType"] and self.stage(state):
            return
        if state["playable"] and self.rng.random() < 0.85:
            self.card_first(state)
        else:  # the buttons stay: an action no element names (end the turn, ready, pass)
            button = self.rng.choice(
                self.browser.find_elements(
                    By.CSS_SELECTOR, "#actions button[data-action-id]:not([hidden]):not(:disabled)"
                )
            )
            try:
                button.click()
            except (StaleElementReferenceException, ElementNotInteractableException):
                return
        now = table_state(self.browser)
        if now["version"] > before or not now["buttons"] or now["error"]:
            self.settle(before)  # sent: wait for its answer

    def card_first(self, state: dict[str, Any]) -> None:
        """One click narrows; the next plays (again on the same element, or on a target)."""
        first = self.rng.choice(state["playable"])
        if not click_refs(self.browser, first):
            return
        after = table_state(self.browser)
        if after["version"] != state["version"] or after["staged"]:
            return
        assert after["selected"] and set(after["selected"]) == {first}, after
        names = set(json.loads(first))
        assert after["shown"] and all(names & set(refs) for _, _, refs in after["shown"])
        assert len(after["shown"]) <= state["buttons"]
        if len(after["shown"]) < state["buttons"]:
            self.narrowed += 1
        targets = [
            refs
            for refs in after["playable"]
            if refs != first and any(set(json.loads(refs)) & set(r) for _, _, r in after["shown"])
        ]
        if len(after["shown"]) == 1:
            click_refs(self.browser, first)  # the same element again plays its one action
        elif targets:
            click_refs(self.browser, self.rng.choice(targets))
        again = table_state(self.browser)
        if again["version"] == state["version"] and again["buttons"]:
            # not played yet (two or more actions still use both): a narrowed button chooses
            try:
                self.browser.find_element(
                    By.CSS_SELECTOR, "#actions button[data-action-id]:not([hidden]):not(:disabled)"
                ).click()
            except (
                StaleElementReferenceException,
                NoSuchElementException,
                ElementNotInteractableException,
            ):
                return
        self.plays += 1

    def stage(self, state: dict[str, Any]) -> bool:
        """Stages the cards the decision needs (one more, undone first), then Confirm."""
        kind, need = state["stageType"], state["stageNeed"]
        stageable = [
            refs
            for refs in state["playable"]
            if any(t == kind and set(json.loads(refs)) & set(r) for _, t, r in state["shown"])
        ]
        if not stageable or need < 1:
            return False
        picks = self.rng.sample(stageable, min(len(stageable), need + 1))
        for refs in picks:
            if not click_refs(self.browser, refs):
                return True
        shown = table_state(self.browser)
        if len(picks) > need:  # one too many was refused; undo the last, stage the spare
            assert len(shown["staged"]) == need and not shown["sending"]
            click_id(self.browser, "stage-undo")
            assert len(table_state(self.browser)["staged"]) == need - 1
            self.undone += 1
            click_refs(self.browser, picks[-1])
        shown = table_state(self.browser)
        if len(shown["staged"]) != need or not shown["confirm"]:
            return True  # the page moved on (a bot's move): look again
        if self.game == "bad-trevor" and not self.shot:
            shoot(self.browser, self.game, whole_page=True)
            self.shot = True
        before = shown["version"]
        click_id(self.browser, "stage-confirm")
        wait(
            self.browser,
            f"the {need} staged cards sent",
            lambda b: (
                (s := table_state(b))["error"]
                or (not s["sending"] and s["version"] >= before + need and not s["staged"])
            ),
        )
        self.staged_sends += 1
        self.plays += 1
        return True

    def settle(self, before: int) -> None:
        after = wait(
            self.browser,
            "the answer",
            lambda b: (
                s
                if (s := table_state(b))["version"] > before or s["error"] or s["outcome"]
                else None
            ),
        )
        if after["error"]:
            assert after["error"] in {"stale_version", "system_pending"}, after["error"]
            self.browser.find_element(By.CSS_SELECTOR, "#error button").click()


@pytest.mark.parametrize("game", GAMES)
def test_a_person_plays_from_the_table_itself(game: str, site: str, browser: WebDriver) -> None:
    browser.set_window_size(*FULL_WIDTH)
    player = Player(browser, game)
    checked = False
    for match in range(MATCHES):  # a match may end (or put the seat out) before enough plays
        if player.plays >= CARD_FIRST_PLAYS and (game not in MUST_STAGE or player.staged_sends):
            break
        match_id, token = new_match(site, game, seed=5 + match)
        browser.get("about:blank")
        browser.get(f"{site}/play/#/match/{match_id}?token={token}")
        checked = play_one(player, site, match_id, token, checked)
    assert player.plays >= MIN_PLAYS, player.__dict__
    assert player.narrowed, "no click ever narrowed the buttons"
    if game in MUST_STAGE:
        assert player.staged_sends and player.undone, player.__dict__
    assert browser.execute_script(UNNAMED_CONTROLS) == []
    print(
        f"\n{game}: {player.plays} plays from the table, {player.narrowed} narrowed, "
        f"{player.staged_sends} staged sends, {player.undone} undone"
    )


# What a screenshot of a game waits for, beyond four plays: its board's own zone in sight.
SHOWN_ZONE = {
    "bad-trevor": "[data-zone=attack]",
    "badass-force": ".weapon",
    "revenge-of-the-b-movie": ".film",
    "practical-guide-to-evil": ".named-group",
    "villainous-bigger-and-badder": ".location .card",
}


def on_show(browser: WebDriver, game: str) -> bool:
    return bool(browser.find_elements(By.CSS_SELECTOR, SHOWN_ZONE.get(game, ".table")))


def play_one(player: Player, site: str, match_id: str, token: str, checked: bool) -> bool:
    """Plays the match from the table until enough plays or its end; True once the page was
    compared with the view and a preview checked."""
    browser, game = player.browser, player.game
    for _ in range(MAX_STEPS):
        if player.plays >= CARD_FIRST_PLAYS and (game not in MUST_STAGE or player.staged_sends):
            break
        player.step()
        state = table_state(browser)
        if state["outcome"]:
            break
        if not checked and player.plays >= 3 and state["playable"] and on_show(browser, game):
            compare_cards(browser, site, match_id, token)
            preview_is_whole(browser)
            if not player.shot:
                shoot(browser, game, whole_page=True)
                player.shot = True
            checked = True
    if not checked:  # the match ended first, or the zone never showed: the table as it is
        compare_cards(browser, site, match_id, token)
    if not player.shot:
        shoot(browser, game, whole_page=True)
        player.shot = True
    return checked


def compare_cards(browser: WebDriver, site: str, match_id: str, token: str) -> None:
    """Every card on the page is in the seat's view, no more often than there."""
    for _ in range(20):
        view = get(f"{site}/v1/matches/{match_id}", token)
        shown = browser.execute_script(
            "const t = document.querySelector('#table .table');"
            "return [Number(t.dataset.version),"
            " [...document.querySelectorAll('[data-card]')].map((c) => c.dataset.card)]"
        )
        if shown[0] == view["version"]:
            assert Counter(shown[1]) <= strings_in(view)
            assert not browser.find_elements(By.CSS_SELECTOR, "#card-preview [data-card]")
            return


def preview_is_whole(browser: WebDriver) -> None:
    """Hovering a card shows its whole text, uncut, in the preview."""
    cards = [c for c in browser.find_elements(By.CSS_SELECTOR, ".mine .card[data-card] .card-text")]
    if not cards:
        return
    target = cards[0].find_element(By.XPATH, "..")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", target)
    ActionChains(browser).move_to_element(target).perform()
    preview = wait(
        browser,
        "the card's preview",
        lambda b: b.find_element(By.CSS_SELECTOR, "#card-preview:not([hidden])"),
    )
    full = browser.execute_script(
        "const t = document.querySelector('#card-preview .card-text');"
        "return [t.textContent, t.scrollHeight <= t.clientHeight + 1,"
        " getComputedStyle(t).webkitLineClamp]",
        preview,
    )
    assert full[0] == cards[0].get_attribute("textContent")
    assert full[1] and full[2] in ("none", "unset", ""), full
    ActionChains(browser).move_by_offset(0, 0).move_to_element(
        browser.find_element(By.TAG_NAME, "h1")
    ).perform()


@pytest.mark.parametrize("game", GAMES)
def test_at_phone_width_the_actions_come_first_and_nothing_scrolls_sideways(
    game: str, site: str, browser: WebDriver
) -> None:
    """At 390 px: no sideways scroll; the actions sheet is in view at the top of the page;
    the other seats' panels are summaries that open on a tap."""
    match_id, token = new_match(site, game)
    browser.set_window_size(*PHONE)
    browser.get("about:blank")
    browser.get(f"{site}/play/#/match/{match_id}?token={token}")
    wait(browser, "the actions", lambda b: page_state(b)["buttons"] or page_state(b)["outcome"])
    assert browser.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth + 1"
    )
    sheet = browser.execute_script(
        "const p = document.getElementById('actions').closest('.panel').getBoundingClientRect();"
        "return [p.top < window.innerHeight, p.bottom <= window.innerHeight + 1]"
    )
    assert sheet == [True, True], sheet
    closed = browser.find_elements(
        By.CSS_SELECTOR, ".seat:not(.you):not(.acting) details:not([open])"
    )
    if closed:
        summary = closed[0].find_element(By.TAG_NAME, "summary")
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
        summary.click()
        assert closed[0].get_attribute("open") is not None
    assert browser.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth + 1"
    )
    if game == "villainous-bigger-and-badder":
        shoot(browser, f"{game}-phone")
