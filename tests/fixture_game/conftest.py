"""The fixture game registered for its tests only, and an app that knows it: the API builds
its spec from the registry in ``create_app``, so the game is registered first (and each app
works on its own copy of the defaults, so the game never shows in a later app's spec)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import redis
from flask import Flask

from service.api import create_app
from service.engine.registry import register, unregister

from .game import OneCardPoker


@pytest.fixture
def poker() -> Iterator[OneCardPoker]:
    game = register(OneCardPoker())
    yield game
    unregister(game.id)


@pytest.fixture
def app(poker: OneCardPoker, redis_url: str, redis_client: redis.Redis) -> Flask:
    return create_app({"TESTING": True, "REDIS_URL": redis_url})
