"""Real headless Chromium (Debian's ``chromium`` and ``chromedriver``, driven by selenium
with explicit paths: nothing is downloaded). Without them a test skips, saying why, except
under CI (``CI=true``), where it fails: CI installs them (``.ci/run``)."""

from __future__ import annotations

import os
import shutil
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from flask import Flask
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from werkzeug.serving import make_server

BROWSER_WAIT = 180.0  # seconds a page may take to finish its calls on a busy machine


def _binaries() -> tuple[str, str]:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if chromium and driver:
        return chromium, driver
    reason = "needs Debian's chromium and chromium-driver (apt-get install both)"
    if os.environ.get("CI") == "true":
        pytest.fail(reason)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def browser() -> Iterator[webdriver.Chrome]:
    chromium, driver = _binaries()
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    chrome = webdriver.Chrome(service=Service(executable_path=driver), options=options)
    chrome.set_page_load_timeout(BROWSER_WAIT)
    try:
        yield chrome
    finally:
        chrome.quit()


@contextmanager
def serving(app: Flask) -> Iterator[str]:
    """``app`` behind a real threaded HTTP server on a free port; its base URL."""
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()


class Pages:
    """A static page server on a port of its own: another origin than the API's."""

    def __init__(self) -> None:
        self.html = ""
        pages = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 - http.server's name
                body = pages.html.encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.origin = f"http://127.0.0.1:{self.server.server_port}"


@pytest.fixture
def pages() -> Iterator[Callable[[], Pages]]:
    started: list[Pages] = []

    def start() -> Pages:
        served = Pages()
        threading.Thread(target=served.server.serve_forever, args=(0.05,), daemon=True).start()
        started.append(served)
        return served

    yield start
    for served in started:
        served.server.shutdown()
