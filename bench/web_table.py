"""The web table (issue 18) as a person meets it: the README's ``croupier up`` (gunicorn, one
worker, an embedded Redis), then headless Chromium (Debian's chromium and chromedriver) on
/play, one human seat against bots, played to the end by clicking listed actions.

    .venv/bin/python -m bench.web_table [--games bad-trevor ...] [--matches 2]

Per game it prints the page's load (navigation to the first table drawn), and for each click
the time until the page drew the next version (the POST, then GET view and GET actions, then
the drawing), measured inside the page with performance.now() and a MutationObserver; and the
bundle's size, raw and gzipped. Timings include the machine's load: the yardstick line says
how fast this machine's core is (bench/cpu.py).
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
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

from bench.cpu import yardstick
from service.cli import free_port

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
"""
STATE = """
const t = document.querySelector('.table');
return {version: t ? Number(t.dataset.version) : -1,
        outcome: !!document.querySelector('[data-zone=outcome]'),
        buttons: [...document.querySelectorAll('#actions button[data-action-id]:not(:disabled)')]
          .filter((b) => b.dataset.actionType !== 'resign').map((b) => b.dataset.actionId)};
"""
CLICK = """
const b = document.querySelector(`button[data-action-id="${arguments[0]}"]`);
if (!b || b.disabled) return null;
const at = performance.now(); b.click(); return at;
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="*", default=None)
    parser.add_argument("--matches", type=int, default=2)
    args = parser.parse_args()
    print(f"yardstick: {yardstick():.3f} s CPU for a fixed loop; load {os.getloadavg()[0]:.2f}")
    js = (BUNDLE / "play.js").read_bytes()
    print(
        f"bundle: play.js {len(js):,} B ({len(gzip.compress(js)):,} B gzipped), "
        f"play.css {(BUNDLE / 'play.css').stat().st_size:,} B"
    )
    with tempfile.TemporaryDirectory() as data, serving(data) as base, chromium() as browser:
        games = args.games or [g["id"] for g in fetch(f"{base}/v1/games")]
        for game in games:
            loads, clicks, seconds = [], [], []
            for number in range(args.matches):
                load, latencies, took = play(browser, base, game, number)
                loads.append(load)
                clicks += latencies
                seconds.append(took)
            report(game, loads, clicks, seconds)
    print(f"load average at the end: {os.getloadavg()[0]:.2f}")


def report(game: str, loads: list[float], clicks: list[float], seconds: list[float]) -> None:
    clicks.sort()
    p95 = clicks[int(0.95 * (len(clicks) - 1))]
    print(
        f"{game}: load {statistics.median(loads):.0f} ms (median of {len(loads)}); "
        f"click -> next version drawn p50 {statistics.median(clicks):.1f} ms, p95 {p95:.1f} "
        f"ms over {len(clicks)} clicks; a match {statistics.median(seconds):.1f} s"
    )


def play(
    browser: webdriver.Chrome, base: str, game: str, number: int
) -> tuple[float, list[float], float]:
    """One match, human seat 0 against random bots: (load ms, click latencies ms, seconds)."""
    catalog = {g["id"]: g for g in fetch(f"{base}/v1/games")}
    seats = [{"type": "human"}] + [{"type": "bot"}] * (catalog[game]["min_players"] - 1)
    created = fetch(f"{base}/v1/matches", {"game": game, "seats": seats})
    started = time.monotonic()
    browser.get("about:blank")
    browser.get(f"{base}/play/#/match/{created['id']}?token={created['seats'][0]['token']}")
    until(browser, lambda b: b.execute_script(STATE)["version"] >= 0)
    load = browser.execute_script("return performance.now()")  # from the navigation's start
    browser.execute_script(OBSERVE)
    rng, latencies = random.Random(f"{game}-{number}"), []
    while True:
        state = until(
            browser,
            lambda b: s if (s := b.execute_script(STATE))["outcome"] or s["buttons"] else None,
        )
        if state["outcome"]:
            return load, latencies, time.monotonic() - started
        clicked = browser.execute_script(CLICK, rng.choice(state["buttons"]))
        if clicked is None:
            continue
        drawn = until(
            browser,
            lambda b, v=state["version"]: next(
                (t for version, t in b.execute_script("return window.__drawn") if version > v), None
            ),
        )
        latencies.append(drawn - clicked)


def until(browser: webdriver.Chrome, predicate: Callable[[webdriver.Chrome], Any]) -> Any:
    return WebDriverWait(browser, WAIT, poll_frequency=0.01).until(predicate)


def fetch(url: str, body: dict | None = None) -> dict:
    data = json.dumps(body).encode() if body is not None else None
    headers = {"Content-Type": "application/json"} if body is not None else {}
    with urllib.request.urlopen(urllib.request.Request(url, data, headers), timeout=30) as r:
        return json.loads(r.read())


@contextmanager
def serving(data: str) -> Iterator[str]:
    """``croupier up`` on a free port with its data in ``data``; its base URL."""
    port = free_port()
    env = {**os.environ, "CROUPIER_RATE_LIMITS": "off"}
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
