"""The published schemas (``schemas.py``, ``event_schemas.py``) hold what Villainous says:
every view of every seat and of a spectator, every outcome and every event as each receives
it, on random playouts of 2 and 3 seats, with a Condition window deadline and a turn timer
running out, and a resign; every event type the code emits has a schema naming its keys; the
schemas are closed and described, as the SDK generators need."""

from __future__ import annotations

import ast
import random
from pathlib import Path
from typing import Any

import jsonschema_rs
import pytest
from schema_check import errors, event_errors, match_errors

import service.games.villainous_bigger_and_badder as package
from service.engine import match as engine
from service.engine.game import engine_event_schemas
from service.engine.registry import get_game

GAME_ID = "villainous-bigger-and-badder"
GAME = get_game(GAME_ID)
PACKAGE = Path(package.__file__).parent
MAX_STEPS = 20_000
TIMEOUT_CHANCE = 0.05
CHECK_EVERY = 7  # views are checked every few steps (events at every step): the views are big
PLAYOUTS = [
    (2, {"turn_seconds": 60, "window_seconds": 30}, 1, None),
    (3, {"turn_seconds": 60, "on_timeout": "bot_turn", "window_seconds": 30}, 2, None),
    (3, {}, 3, (40, 1)),
    (2, {"turn_seconds": 60, "on_timeout": "forfeit"}, 4, None),
]


def _step(match: engine.Match, policy: random.Random, now: float) -> tuple[Any, list, float]:
    """A timeout once in a while when a deadline runs, else a random legal action."""
    decision = policy.choice(engine.decisions(match))
    if decision.deadline is not None and policy.random() < TIMEOUT_CHANCE:
        now = max(now, decision.deadline)
        return (*engine.submit(match, None, {"type": "timeout"}, now), now)
    action = policy.choice(engine.legal_actions(match, decision.seat))
    return (*engine.submit(match, decision.seat, action, now), now)


def _playout(
    seats: int, options: dict[str, Any], seed: int, resign: tuple[int, int] | None
) -> list[str]:
    policy, now = random.Random(seed), 0.0
    match, events = engine.start(GAME_ID, seats, options, seed)
    found = match_errors(match, events)
    for step in range(MAX_STEPS):
        if engine.is_finished(match):
            return found + match_errors(match, [])
        if resign is not None and step == resign[0]:
            match, events = engine.submit(match, resign[1], {"type": "resign"}, now)
        else:
            match, events, now = _step(match, policy, now)
        found += _event_errors(match, events) if step % CHECK_EVERY else match_errors(match, events)
    raise AssertionError(f"seed {seed}: no end in {MAX_STEPS} steps")


def _event_errors(match: engine.Match, events: list[dict]) -> list[str]:
    return [
        why
        for seat in [None, *range(match.seats)]
        for e in events
        for why in event_errors(GAME, engine.redact_event(e, seat))
    ]


@pytest.mark.parametrize("seats,options,seed,resign", PLAYOUTS)
def test_random_playouts_fit_the_schemas(seats, options, seed, resign):
    """Every view (each seat and a spectator), outcome and event of a random match."""
    found = _playout(seats, options, seed, resign)
    assert found == [], found[:10]


def _emitted_literals() -> list[tuple[str, set[str]]]:
    """Every event dict literal with a constant "type" in the game's code: (type, its keys)."""
    found = []
    for path in sorted(PACKAGE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Dict):
                continue
            keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
            kind = next(
                (
                    v.value
                    for k, v in zip(node.keys, node.values, strict=True)
                    if isinstance(k, ast.Constant)
                    and k.value == "type"
                    and isinstance(v, ast.Constant)
                ),
                None,
            )
            if kind is not None and (kind in GAME.event_schemas or "seat" in keys):
                found.append((kind, keys))
    return found


def test_every_event_the_code_emits_has_a_schema_naming_its_keys():
    """Read from the source: each key an emitted event sets is a property of its type's schema
    (``private`` is merged for its seat: its keys are properties too)."""
    literals = _emitted_literals()
    assert {kind for kind, _ in literals} == set(GAME.event_schemas)
    for kind, keys in literals:
        properties = GAME.event_schemas[kind]["properties"]
        assert keys - {"type", "private"} <= set(properties), kind
    assert not set(GAME.event_schemas) & set(engine_event_schemas({}, True))


def _objects(schema: Any, where: str = ""):
    if isinstance(schema, dict):
        yield where, schema
        for key, value in schema.items():
            yield from _objects(value, f"{where}/{key}")
    elif isinstance(schema, list):
        for n, value in enumerate(schema):
            yield from _objects(value, f"{where}/{n}")


def test_the_schemas_are_inline_described_and_closed():
    """Valid 2020-12, no ``$ref``, every object with properties closed and each property
    described, every required key a property, arrays with items."""
    shapes = {"table": GAME.table_schema, "outcome": GAME.outcome_schema}
    shapes.update({f"event {k}": v for k, v in GAME.event_schemas.items()})
    for name, schema in shapes.items():
        assert jsonschema_rs.meta.is_valid(schema), name
        for where, part in _objects(schema, name):
            assert "$ref" not in part and "$defs" not in part, where
            kinds = part.get("type")
            kinds = kinds if isinstance(kinds, list) else [kinds]
            if "object" in kinds and "properties" in part:
                assert part["additionalProperties"] is False, where
                assert set(part["required"]) <= set(part["properties"]), where
                for key, value in part["properties"].items():
                    assert value.get("description"), f"{where}/{key}"
            if "array" in kinds:
                assert "items" in part, where


def test_the_checker_refuses_what_does_not_fit():
    """An extra key, a wrong type, a secret left in a spectator's table."""
    match, _ = engine.start(GAME_ID, 2, {}, 5)
    table = engine.view(match, 0)["table"]
    assert errors(GAME.table_schema, table) == []
    assert errors(GAME.table_schema, {**table, "extra": 1})
    assert errors(GAME.table_schema, {**table, "power": "rich"})
    spectator = engine.view(match, None)["table"]
    assert "hand" not in spectator and "known" not in spectator
