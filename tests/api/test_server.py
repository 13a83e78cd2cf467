"""Over a real HTTP server: streamed bodies, methods and probes behave as in the test client."""

from __future__ import annotations

from collections.abc import Iterator

import requests

from .helpers import GAME

JSON = {"Content-Type": "application/json"}


def chunks(size: int) -> Iterator[bytes]:
    """A JSON body of about ``size`` bytes, sent chunked (no Content-Length)."""
    yield b'{"game": "bad-trevor", "seats": [' + b", ".join([b'{"type": "human"}'] * 3)
    yield b'], "options": {"x": "'
    for _ in range(size // 1000):
        yield b"y" * 1000
    yield b'"}}'


def test_a_chunked_body_over_64_kib_is_413(base_url, redis_client):
    response = requests.post(f"{base_url}/v1/matches", data=chunks(100_000), headers=JSON)
    assert response.status_code == 413 and response.json()["code"] == "payload_too_large"
    assert list(redis_client.scan_iter()) == []


def test_a_small_chunked_body_is_read_whole(base_url):
    response = requests.post(f"{base_url}/v1/matches", data=chunks(1_000), headers=JSON)
    assert response.status_code == 422 and response.json()["code"] == "invalid_options"


def test_create_and_read_over_http(base_url):
    body = {"game": GAME, "seats": [{"type": "human"}] * 3}
    created = requests.post(f"{base_url}/v1/matches", json=body, timeout=60)
    assert created.status_code == 201
    location = base_url + created.headers["Location"]
    token = created.json()["seats"][1]["token"]
    view = requests.get(location, headers={"Authorization": f"Bearer {token}"}, timeout=60)
    assert view.json()["seat"] == 1 and view.headers["ETag"] == '"0"'


PATHS = ["/v1/games", "/v1/matches", "/v1/matches/x", "/v1/matches/x/actions", "/healthz"]
METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"]


def test_no_method_on_any_route_gets_a_500(base_url):
    for path in PATHS:
        for method in METHODS:
            response = requests.request(method, base_url + path, data=b"{", headers=JSON)
            assert response.status_code < 500, (method, path)
            if response.status_code == 405:
                assert method not in response.headers["Allow"], (method, path)
