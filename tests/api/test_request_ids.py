"""X-Request-Id on every answer (issue 10): echoed when the caller sent a sane one."""

from __future__ import annotations

import re

import pytest


def test_every_answer_carries_a_request_id(client):
    for response in (
        client.get("/v1/games"),
        client.get("/v1/matches/nope"),
        client.post("/v1/matches", json={}),
    ):
        assert re.fullmatch(r"[0-9a-f]{32}", response.headers["X-Request-Id"]), response
    first, second = (client.get("/healthz").headers["X-Request-Id"] for _ in range(2))
    assert first != second


def test_a_request_id_sent_by_the_caller_is_echoed(client):
    response = client.get("/v1/games", headers={"X-Request-Id": "app-42.retry:1"})
    assert response.headers["X-Request-Id"] == "app-42.retry:1"


@pytest.mark.parametrize("given", ["has space", "x" * 129, "new\\nline", "é"])
def test_an_unfit_request_id_is_replaced(client, given):
    response = client.get("/v1/games", headers={"X-Request-Id": given})
    assert re.fullmatch(r"[0-9a-f]{32}", response.headers["X-Request-Id"])
