"""The web table (issues 18 and 38) as a person meets it: the README's ``croupier up``
(gunicorn, one worker, an embedded Redis), then headless Chromium (Debian's chromium and
chromedriver) on /play, one human seat against heuristic bots, played to the end.

    .venv/bin/python -m bench.web_table [--games bad-trevor ...] [--matches 2] [--bot-pace-ms 0]

Each decision picks a listed action at random and plays it as a person would, with the fewest
clicks the table allows (bench/card_first.py reads clients/web/src/cardfirst.ts's rules):
card-first on the table when some clicks there play it (opening a closed pile counts a click,
the element, the target or the element again), its button otherwise (one click); a choice the
table stages (Bad Trevor's attack hand, A Practical Guide to Evil's discard to five) is its
cards then Confirm, counted once for the choice and also per submit it makes. The page is
checked to have pressed the very action picked.

Per game it prints the page's load (navigation to the first table drawn); the time from the
click that submits (the last of a route, the button, Confirm) to the next version drawn
(the POST, GET view and GET actions, the drawing), measured inside the page with
performance.now() and a MutationObserver; the clicks per decision (median and p95) overall and
per action type, with the share played from the table and the buttons listed; the action types
the table cannot reach; the bundle's size, raw and gzipped; and accessibility: axe-core
(clients/web's devDependency, injected into the page) on the lobby, a table mid-match and the
end screen, with the table's own check that every control has a name. Timings include the
machine's load: the yardstick line says how fast this machine's core is (bench/cpu.py). Bots
move at once by default (``--bot-pace-ms -1``: the game's own pace, a second a move while a
person is seated): the page still tells their moves at its own pace.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

from bench.card_first import Action, Element, narrowest, route, staging
from bench.cpu import yardstick
from service.cli import free_port

# the workers started here play no bots' rating matches beside what is measured
QUIET_WORKER = {"CROUPIER_BOT_RATING_EVERY": "0"}

ROOT = Path(__file__).resolve().parents[1]
BUNDLE = ROOT / "service" / "static" / "play"
WAIT = 120.0

# Records, in the page, when the table was last drawn and at which version.
OBSERVE = """
window.__drawn = [];
const table = document.getElementById('table');
new MutationObserver(() => {
  const shown = table.querySelector('.table');
  if (shown) window.__drawn.push([Number(shown.dataset.version), performance.now()]);
}).observe(table, {childList: true});
window.__pressed = [];
document.addEventListener('click', (e) => {
  const b = e.target instanceof Element && e.target.closest('#actions button[data-action-id]');
  if (b) window.__pressed.push(b.dataset.actionId);
}, true);
"""
STATE = """
const table = document.querySelector('#table .table');
const error = document.getElementById('error');
const SHUT = 'details:not([open])';
const closed = (e) => {
  let n = 0;
  for (let d = e.closest(SHUT); d; d = d.parentElement.closest(SHUT)) {
    const summary = d.querySelector(':scope > summary');
    if (!summary || !summary.contains(e)) n += 1;
  }
  return n;
};
return {
  version: table ? Number(table.dataset.version) : -1,
  outcome: !!document.querySelector('[data-zone=outcome]'),
  error: error && !error.hidden,
  sending: document.getElementById('stage-confirm')?.textContent === 'Sending…',
  stageType: table ? table.dataset.stageType || null : null,
  stageNeed: table ? Number(table.dataset.stageNeed || 0) : 0,
  elements: table ? [...table.querySelectorAll('[data-refs].playable')]
    .map((e) => [e.dataset.refs, !!e.closest('summary'), closed(e)]) : [],
  actions: [...document.querySelectorAll('#actions button[data-action-id]:not(:disabled)')]
    .filter((b) => b.dataset.actionType !== 'resign')
    .map((b) => [b.dataset.actionId, b.dataset.actionType, JSON.parse(b.dataset.refs || '[]')]),
};
"""
# Clicks the table's element named arguments[0] (one not in a header or a closed pile when
# there is one), opening its closed piles first when arguments[1]; what the click did.
TAP = """
const [key, open] = arguments;
const all = [...document.querySelectorAll('#table .table [data-refs].playable')]
  .filter((e) => e.dataset.refs === key);
const SHUT = 'details:not([open])';
const free = all.filter((x) => !x.closest('summary'));
const e = free.find((x) => !x.closest(SHUT)) || free[0] || all[0];
if (!e) return null;
if (open) for (let d = e.closest(SHUT); d; d = e.closest(SHUT)) d.open = true;
const pressed = window.__pressed.length;
const at = performance.now();
e.click();
return {at, pressed: window.__pressed.slice(pressed),
        version: Number(document.querySelector('#table .table').dataset.version),
        staged: new Set([...document.querySelectorAll('#table .table [data-refs].staged')]
          .map((x) => x.dataset.refs)).size};
"""
CONFIRM = """
const c = document.getElementById('stage-confirm');
if (!c || c.disabled) return null;
const at = performance.now(); c.click(); return at;
"""
ESCAPE = "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape'}));"
CLEAR = "document.getElementById('stage-clear')?.click();"
DISMISS = "document.querySelector('#error button')?.click();"
REFUSED = "const e = document.getElementById('error'); return !!e && !e.hidden;"
AXE = ROOT / "clients" / "web" / "node_modules" / "axe-core" / "axe.min.js"
RUN_AXE = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ['violations']})
  .then((r) => done(r.violations.map((v) => [v.id, v.impact, v.nodes.length,
                                             String(v.nodes[0].target)])))
  .catch((e) => done([['axe-error', String(e), 0, '']]));
"""
UNNAMED_CONTROLS = """
return [...document.querySelectorAll('button, select, input, a[href]')].filter((e) => {
  const named = (e.labels && e.labels.length) || e.getAttribute('aria-label')
    || e.textContent.trim();
  return !named;
}).length;
"""
CLICK = """
const b = document.querySelector(`button[data-action-id="${CSS.escape(arguments[0])}"]`);
if (!b || b.disabled) return null;
const at = performance.now(); b.click(); return at;
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="*", default=None)
    parser.add_argument("--matches", type=int, default=2)
    parser.add_argument(
        "--bot-pace-ms",
        type=int,
        default=0,
        help="the games' bot_pace_ms option (0: bots move at once; -1: the game's default)",
    )
    args = parser.parse_args()
    print(f"yardstick: {yardstick():.3f} s CPU for a fixed loop; load {os.getloadavg()[0]:.2f}")
    js = (BUNDLE / "play.js").read_bytes()
    print(
        f"bundle: play.js {len(js):,} B ({len(gzip.compress(js)):,} B gzipped), "
        f"play.css {(BUNDLE / 'play.css').stat().st_size:,} B"
    )
    with tempfile.TemporaryDirectory() as data, serving(data) as base, chromium() as browser:
        games = args.games or [g["id"] for g in fetch(f"{base}/v1/games")]
        browser.get(f"{base}/play/")
        until(browser, lambda b: b.find_elements("id", "create"))
        print(f"lobby: {accessibility(browser)}")
        for game in games:
            played = Played()
            for number in range(args.matches):
                play(browser, base, game, number, played, args.bot_pace_ms)
            report(game, played)
    print(f"load average at the end: {os.getloadavg()[0]:.2f}")


@dataclass
class Decision:
    """One choice the person made: the action's type, the clicks it took (opening a closed
    pile, the elements, Confirm; or its button), the buttons listed, whether it was played
    from the table, and the submits it made (a staged choice makes several)."""

    type: str
    clicks: int
    buttons: int
    from_table: bool
    submits: int = 1
    staged: bool = False


@dataclass
class Played:
    """What the matches of one game measured."""

    loads: list[float] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)
    decisions: list[Decision] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    checks: dict[str, str] = field(default_factory=dict)  # accessibility, by where
    # every listed action at every decision, by type: [listed, reachable from the table]
    reach: dict[str, list[int]] = field(default_factory=dict)
    # for each listed action the table cannot play: the fewest buttons a click or two on the
    # table narrows the list to, with it among them (all the buttons when nothing names it)
    narrowed: dict[str, list[int | None]] = field(default_factory=dict)
    examples: dict[str, tuple[list[str], int | None]] = field(default_factory=dict)
    lost: int = 0  # clicks on a route the page moved under (a bot's move), or refused
    mismatched: Counter[str] = field(default_factory=Counter)  # routes the page did not play


def quantiles(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    return statistics.median(ordered), ordered[int(0.95 * (len(ordered) - 1))]


def clicks_line(decisions: list[Decision]) -> str:
    c50, c95 = quantiles([float(d.clicks) for d in decisions])
    table = sum(d.from_table for d in decisions)
    return (
        f"clicks p50 {c50:g}, p95 {c95:g} over {len(decisions)}; "
        f"{table}/{len(decisions)} from the table; "
        f"buttons listed p50 {statistics.median(d.buttons for d in decisions):g}"
    )


def report(game: str, played: Played) -> None:
    p50, p95 = quantiles(played.latencies)
    print(
        f"{game}: load {statistics.median(played.loads):.0f} ms (median of {len(played.loads)}); "
        f"submitting click -> next version drawn p50 {p50:.1f} ms, p95 {p95:.1f} ms over "
        f"{len(played.latencies)} submitting clicks; a match "
        f"{statistics.median(played.seconds):.1f} s; {played.lost} clicks lost to a moved page"
    )
    print(f"  clicks per decision (a staged choice counted once): {clicks_line(played.decisions)}")
    for kind in sorted({d.type for d in played.decisions}):
        of_kind = [d for d in played.decisions if d.type == kind]
        print(f"    {kind}: {clicks_line(of_kind)}")
        staged = [d for d in of_kind if d.staged]
        if staged:
            clicks, submits = sum(d.clicks for d in staged), sum(d.submits for d in staged)
            print(
                f"      staged: {len(staged)} choices of {submits} submits in {clicks} clicks: "
                f"{clicks / len(staged):.2f} clicks a choice, {clicks / submits:.2f} a submit"
            )
    for kind, (listed, reachable) in sorted(played.reach.items()):
        if reachable < listed:
            print(f"  not reachable from the table: {kind}, {unreached(played, kind, listed)}")
    if played.mismatched:
        print(f"  routes the page did not play: {dict(played.mismatched)}")
    for where, check in played.checks.items():
        print(f"  {where}: {check}")


def unreached(played: Played, kind: str, listed: int) -> str:
    """Of the listed actions of ``kind`` no clicks on the table play: how many no element
    names, how many the table only narrows (to how many buttons), and the first one seen."""
    narrowed = played.narrowed[kind]
    unnamed = sum(n is None for n in narrowed)
    named = [float(n) for n in narrowed if n is not None]
    refs, first = played.examples[kind]
    said = f"{len(narrowed)} of {listed} listed: {unnamed} named by no element"
    if named:
        p50, p95 = quantiles(named)
        said += (
            f", {len(named)} narrowed by one or two clicks to p50 {p50:g}, p95 {p95:g} "
            "buttons (its own among them)"
        )
    return (
        said
        + f"; first seen: names {refs}, "
        + ("no element names them" if first is None else f"narrowed to {first} buttons")
    )


def accessibility(browser: webdriver.Chrome) -> str:
    """axe-core's violations on the page as it is (rule, impact, nodes), and the count of
    controls without a name."""
    unnamed = browser.execute_script(UNNAMED_CONTROLS)
    if not AXE.exists():
        return f"axe-core not installed (npm ci in clients/web); {unnamed} unnamed controls"
    browser.set_script_timeout(WAIT)
    if not browser.execute_script("return typeof axe !== 'undefined'"):
        browser.execute_script(AXE.read_text())
    found = browser.execute_async_script(RUN_AXE)
    rules = (
        ", ".join(f"{rule} ({impact}, {nodes}: {first})" for rule, impact, nodes, first in found)
        or "none"
    )
    return f"axe-core: {len(found)} rules violated: {rules}; {unnamed} unnamed controls"


def play(
    browser: webdriver.Chrome, base: str, game: str, number: int, played: Played, pace: int
) -> None:
    """One match, human seat 0 against heuristic bots, into ``played``."""
    catalog = {g["id"]: g for g in fetch(f"{base}/v1/games")}
    bot = {"type": "bot", "strategy": "heuristic"}
    seats = [{"type": "human"}] + [bot] * (catalog[game]["min_players"] - 1)
    paced = any(o["name"] == "bot_pace_ms" for o in catalog[game]["options"]) and pace >= 0
    body = {"game": game, "seats": seats, "options": {"bot_pace_ms": pace} if paced else {}}
    created = fetch(f"{base}/v1/matches", body)
    started = time.monotonic()
    browser.get("about:blank")
    browser.get(f"{base}/play/#/match/{created['id']}?token={created['seats'][0]['token']}")
    until(browser, lambda b: b.execute_script(STATE)["version"] >= 0)
    played.loads.append(browser.execute_script("return performance.now()"))  # from navigation
    browser.execute_script(OBSERVE)
    rng = random.Random(f"{game}-{number}")
    while True:
        state = until(browser, ready_state)
        if state["outcome"]:
            played.seconds.append(time.monotonic() - started)
            if number == 0:
                played.checks["end screen"] = accessibility(browser)
            return
        if number == 0 and "table" not in played.checks and state["version"] >= 3:
            played.checks["table"] = accessibility(browser)
        decide(browser, rng, state, played)


def ready_state(browser: webdriver.Chrome) -> dict[str, Any] | None:
    """The page once it has something to play (and is sending nothing), or the outcome; a
    refusal (a bot moved first) is dismissed."""
    state = browser.execute_script(STATE)
    if state["error"]:
        browser.execute_script(DISMISS)
        return None
    if state["outcome"] or (state["actions"] and not state["sending"]):
        return state
    return None


def decide(
    browser: webdriver.Chrome, rng: random.Random, state: dict[str, Any], played: Played
) -> None:
    """Picks a listed action at random and plays it with the fewest clicks the table allows
    (its button when no clicks on the table play it); records the decision once the page has
    drawn the version it made."""
    elements = distinct(state["elements"])
    actions = [Action(i, t, frozenset(refs)) for i, t, refs in state["actions"]]
    stage, need = state["stageType"], max(1, state["stageNeed"])
    tally_reach(elements, actions, stage, need, played)
    target = rng.choice(actions)
    if stage and target.type == stage:
        picks = stageable(target, elements, actions, stage, need)
        if picks is not None:
            stage_and_confirm(browser, rng, state, target, picks, need, played)
            return
    found = route(target, elements, actions, stage)
    clicks, at = 0, None
    if found is not None:
        clicks, at, moved = tap_through(browser, state["version"], target.id, *found)
        if moved:
            browser.execute_script(ESCAPE)  # the page moved on: look again
            played.lost += clicks
            return
        if at is None:
            browser.execute_script(ESCAPE)
            played.mismatched[target.type] += 1
    from_table = at is not None
    if at is None:
        at = browser.execute_script(CLICK, target.id)
        if at is None:
            played.lost += clicks
            return  # redrawn meanwhile
        clicks += 1
    drawn = next_drawn(browser, state["version"])
    if drawn is None:
        played.lost += clicks
        return
    played.latencies.append(drawn - at)
    played.decisions.append(Decision(target.type, clicks, len(actions), from_table))


def tally_reach(
    elements: list[Element], actions: list[Action], stage: str | None, need: int, played: Played
) -> None:
    """Of everything listed, what the table reaches (and what it only narrows)."""
    for action in actions:
        if stage and action.type == stage:
            reached = stageable(action, elements, actions, stage, need) is not None
        else:
            reached = route(action, elements, actions, stage) is not None
        counts = played.reach.setdefault(action.type, [0, 0])
        counts[0] += 1
        counts[1] += reached
        if not reached:
            narrowed = narrowest(action, elements, actions, stage)
            played.narrowed.setdefault(action.type, []).append(narrowed)
            played.examples.setdefault(action.type, (sorted(action.refs), narrowed))


def distinct(listed: list[list[Any]]) -> list[Element]:
    """The table's playable elements, one a name (the page treats those sharing one as one):
    in a header only if all are, as few piles to open as the least hidden needs."""
    by_key: dict[str, Element] = {}
    for key, header, closed in listed:
        seen = by_key.get(key)
        if seen is not None:
            header, closed = header and seen.header, min(closed, seen.closed)
        by_key[key] = Element(key, frozenset(json.loads(key)), header, closed)
    return list(by_key.values())


def tap_through(
    browser: webdriver.Chrome, version: int, target: str, keys: list[str], opened: int
) -> tuple[int, float | None, bool]:
    """Clicks ``keys`` on the table (opening ``opened`` closed piles first); the clicks made,
    when the click that pressed ``target`` was made (None when the route pressed nothing or
    another action), and whether the page moved to another version meanwhile."""
    clicks = 0
    for index, key in enumerate(keys):
        done = browser.execute_script(TAP, key, index == 0 and opened > 0)
        if done is None or done["version"] != version:
            return clicks, None, True
        clicks += 1 + (opened if index == 0 else 0)
        if done["pressed"]:
            return clicks, done["at"] if done["pressed"] == [target] else None, False
    return clicks, None, False


def stageable(
    target: Action, elements: list[Element], actions: list[Action], stage: str, need: int
) -> tuple[Element, list[Element]] | None:
    """The element that stages ``target`` and the others that can join it, if enough."""
    keys = staging(elements, actions, stage)
    able = [e for e in elements if e.key in keys]
    own = [e for e in able if e.refs & target.refs]
    if not own or len(able) < need:
        return None
    first = min(own, key=lambda e: e.closed)
    return first, [e for e in able if e.key != first.key]


def stage_and_confirm(
    browser: webdriver.Chrome,
    rng: random.Random,
    state: dict[str, Any],
    target: Action,
    picks: tuple[Element, list[Element]],
    need: int,
    played: Played,
) -> None:
    """Stages ``target``'s element and others at random up to what the decision needs, then
    Confirm: one choice, ``need`` submits."""
    first, others = picks
    chosen = [first, *rng.sample(others, need - 1)]
    clicks = 0
    for count, element in enumerate(chosen, start=1):
        done = browser.execute_script(TAP, element.key, element.closed > 0)
        if done is None or done["version"] != state["version"] or done["staged"] != count:
            browser.execute_script(CLEAR)
            played.lost += clicks + 1
            if done is not None and done["version"] == state["version"]:
                played.mismatched[f"staged {target.type}"] += 1
            return
        clicks += 1 + element.closed
    at = browser.execute_script(CONFIRM)
    if at is None:
        browser.execute_script(CLEAR)
        played.lost += clicks
        played.mismatched[f"staged {target.type}"] += 1
        return
    clicks += 1
    drawn = next_drawn(browser, state["version"])
    if drawn is None:
        played.lost += clicks
        return
    played.latencies.append(drawn - at)
    played.decisions.append(
        Decision(target.type, clicks, len(state["actions"]), True, need, staged=True)
    )


def next_drawn(browser: webdriver.Chrome, version: int) -> float | None:
    """When the page drew a version after ``version``; None when the submit was refused."""

    def drawn_or_refused(b: webdriver.Chrome) -> tuple[float | None] | None:
        drawn = b.execute_script("return window.__drawn")
        at = next((t for v, t in drawn if v > version), None)
        if at is not None:
            return (at,)
        return (None,) if b.execute_script(REFUSED) else None

    return until(browser, drawn_or_refused)[0]


def until(browser: webdriver.Chrome, predicate: Callable[[webdriver.Chrome], Any]) -> Any:
    return WebDriverWait(browser, WAIT, poll_frequency=0.01).until(predicate)


def fetch(url: str, body: dict | None = None) -> dict:
    data = json.dumps(body).encode() if body is not None else None
    headers = {"Content-Type": "application/json"} if body is not None else {}
    with urllib.request.urlopen(urllib.request.Request(url, data, headers), timeout=30) as r:
        return json.loads(r.read())


@contextmanager
def serving(data: str, rate_limits: bool = False) -> Iterator[str]:
    """``croupier up`` on a free port with its data in ``data``; its base URL. Rate limits
    off unless asked for (one address plays every match here)."""
    port = free_port()
    env = {**QUIET_WORKER, **os.environ}
    env |= {} if rate_limits else {"CROUPIER_RATE_LIMITS": "off"}
    env.pop("REDIS_URL", None)
    process = subprocess.Popen(
        [sys.executable, "-m", "service.cli", "up", "--port", str(port), "--data-dir", data],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        yield ready(f"http://127.0.0.1:{port}")
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)


def ready(base: str) -> str:
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        try:
            fetch(f"{base}/readyz")
            return base
        except OSError:
            time.sleep(0.2)
    raise SystemExit("croupier up did not get ready")


@contextmanager
def chromium() -> Iterator[webdriver.Chrome]:
    """Headless Chromium, Debian's, at full width."""
    binary, driver = shutil.which("chromium"), shutil.which("chromedriver")
    if not binary or not driver:
        raise SystemExit("needs Debian's chromium and chromium-driver")
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--window-size=1280,1000",
    ):
        options.add_argument(flag)
    browser = webdriver.Chrome(service=Service(executable_path=driver), options=options)
    try:
        yield browser
    finally:
        browser.quit()


if __name__ == "__main__":
    main()
