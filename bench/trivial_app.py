"""The yardstick for bench/http_actions.py: a WSGI app that reads one Redis key."""

from __future__ import annotations

import os

import redis

_client = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))


def app(environ, start_response):
    body = _client.get("bench:trivial") or b"{}"
    headers = [("Content-Type", "application/json"), ("Content-Length", str(len(body)))]
    start_response("200 OK", headers)
    return [body]
