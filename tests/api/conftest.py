"""Fixtures of the API tests."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.serving import make_server

from .helpers import Table, create_table


@pytest.fixture
def table(client: FlaskClient) -> Table:
    """A fresh 4-seat match."""
    return create_table(client)


@pytest.fixture
def base_url(app: Flask) -> Iterator[str]:
    """The app behind a real threaded HTTP server, in a background thread."""
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(timeout=10)
