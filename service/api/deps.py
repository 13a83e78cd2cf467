"""What views take from the application: the store and the clock."""

from __future__ import annotations

import time

from flask import current_app

from service import webhooks
from service.store import Store

STORE_EXTENSION = "croupier.store"
WEBHOOKS_EXTENSION = "croupier.webhooks"


def store() -> Store:
    return current_app.extensions[STORE_EXTENSION]


def client_seeds_allowed() -> bool:
    """Whether a match's creator may choose its seed (``CROUPIER_CLIENT_SEEDS``)."""
    return current_app.config["CLIENT_SEEDS"] == "allow"


def webhook_settings() -> webhooks.Settings:
    """The ``CROUPIER_WEBHOOK_*`` settings: a default webhook, private addresses allowed."""
    return current_app.extensions[WEBHOOKS_EXTENSION]


def now() -> float:
    """The engine's ``now``: the engine itself never reads a clock."""
    return time.time()
