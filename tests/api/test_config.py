"""create_app's configuration: defaults, then CROUPIER_* variables, REDIS_URL, test config."""

from __future__ import annotations

from service.api import create_app
from service.api.deps import STORE_EXTENSION


def test_defaults(monkeypatch):
    monkeypatch.delenv("REDIS_URL", raising=False)
    app = create_app()
    assert app.config["REDIS_URL"] == "redis://127.0.0.1:6379/0"
    assert app.config["MAX_CONTENT_LENGTH"] == 65536
    ttls = app.extensions[STORE_EXTENSION].ttls
    assert (ttls.active, ttls.finished, ttls.idempotency) == (30 * 86400, 7 * 86400, 86400)


def test_environment_then_test_config(monkeypatch):
    monkeypatch.setenv("CROUPIER_FINISHED_TTL", "60")
    monkeypatch.setenv("REDIS_URL", "redis://example:1/2")
    app = create_app()
    assert app.config["REDIS_URL"] == "redis://example:1/2"
    assert app.extensions[STORE_EXTENSION].ttls.finished == 60
    app = create_app({"REDIS_URL": "redis://other:3/4", "FINISHED_TTL": 30})
    assert app.config["REDIS_URL"] == "redis://other:3/4"
    assert app.extensions[STORE_EXTENSION].ttls.finished == 30
