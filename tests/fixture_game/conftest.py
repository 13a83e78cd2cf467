"""The fixture game registered for its tests only, and an app that knows it: the API builds
its spec from the registry in ``create_app``, so the game is registered first.

The app gets a spec options dict of its own: apispec writes every component it renders into
the ``API_SPEC_OPTIONS`` it was given (``deepupdate`` updates its argument), and the default
one is the module-level ``service.api.DEFAULTS``'s, shared by every app of the process. An
app that serves its spec with this game would leave the game's schemas in every later
app's spec (the contract's drift test saw them)."""

from __future__ import annotations

import copy
from collections.abc import Iterator

import pytest
import redis
from flask import Flask

from service.api import DEFAULTS, create_app
from service.engine.registry import register, unregister

from .game import OneCardPoker


@pytest.fixture
def poker() -> Iterator[OneCardPoker]:
    game = register(OneCardPoker())
    yield game
    unregister(game.id)


@pytest.fixture
def app(poker: OneCardPoker, redis_url: str, redis_client: redis.Redis) -> Flask:
    options = copy.deepcopy(DEFAULTS["API_SPEC_OPTIONS"])
    return create_app({"TESTING": True, "REDIS_URL": redis_url, "API_SPEC_OPTIONS": options})
