"""What every game's scenario helpers share (``Table`` in ``tests/games/<game>/conftest.py``):
a hand-built table wrapped as an engine match, actions submitted through the engine as the
API and the workers submit them, and the views, legal actions and events a test reads back.
A game's ``Table`` subclasses ``Scenario`` and adds only how its tables are built."""

from __future__ import annotations

from typing import Any

from service.engine import match as engine
from service.engine.match import Match
from service.engine.registry import get_game

Events = list[dict[str, Any]]


class Scenario:
    @staticmethod
    def as_match(
        game: str, state: dict[str, Any], options: dict[str, Any] | None = None, seed: int = 1
    ) -> Match:
        """``state`` as a match of ``game`` at version 1, under the game's default options
        updated by ``options``."""
        merged = {**get_game(game).default_options(), **(options or {})}
        return Match(game, state["seats"], merged, seed, 1, state)

    @staticmethod
    def act(match: Match, seat: int | None, action: dict[str, Any]) -> tuple[Match, Events]:
        """Submit through the engine, as the API and the workers do."""
        return engine.submit(match, seat, action, 0.0)

    @staticmethod
    def legal(match: Match, seat: int | None) -> list[dict[str, Any]]:
        """``seat``'s legal actions, without the ids they are listed with."""
        return [engine.without_id(action) for action in engine.legal_actions(match, seat)]

    @staticmethod
    def table(match: Match, seat: int | None) -> dict[str, Any]:
        """The table as ``seat`` (None: a spectator) sees it."""
        return engine.view(match, seat)["table"]

    @staticmethod
    def seen(events: Events, seat: int | None) -> Events:
        """The events as ``seat`` receives them (its private part merged, others' dropped)."""
        return [engine.redact_event(event, seat) for event in events]

    @staticmethod
    def of_type(events: Events, kind: str) -> Events:
        """The events of this type, without their envelope (``id``, ``version``)."""
        return [
            {k: v for k, v in event.items() if k not in ("id", "version")}
            for event in events
            if event["type"] == kind
        ]
