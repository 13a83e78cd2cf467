"""One public vocabulary across every registered game (ARCHITECTURE.md, "The public
vocabulary"): one name per concept, one meaning per name, in every event, action argument
and table field a game publishes. A game that brings a synonym back, or gives a shared name
another type, fails here."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import service.games  # noqa: F401  (registers every game)
from service.engine.json_schema import BOOKKEEPING
from service.engine.registry import all_games

# A name some game used for a concept the vocabulary names otherwise: the name to use.
SYNONYMS = {
    "actor": "seat (the seat that acted)",
    "by": "seat (the seat that acted)",
    "player": "seat",
    "attacker": "seat (the seat that acted)",
    "challenger": "seat (the seat that acted)",
    "accused": "target (the seat aimed at)",
    "victim": "target (the seat aimed at)",
    "to": "to_seat or to_zone",
    "from": "from_seat or from_zone",
    "took": "count, or card",
    "returned": "count, or card",
    "takes": "count",
    "leaves": "count",
    "amount": "count",
    "number": "count",
    "n": "count",
    "with": "card",
    "max_turns": "max_rounds (or turn for a game that counts turns)",
}

# The type every use of a shared name has: a seat is a number, a card an id, a list a list.
SEAT = {"integer", "null"}
TYPES: dict[str, set[str]] = {
    "seat": SEAT,
    "target": SEAT,
    "card": {"string"},
    "cards": {"array"},
    "count": {"integer"},
}
SUFFIX_TYPES = {"_seat": SEAT, "_count": {"integer"}, "_counts": {"array"}}


def _types(schema: dict[str, Any]) -> set[str]:
    kind = schema.get("type")
    if kind is None:
        return {"string"} if "enum" in schema or "const" in schema else set()
    return set(kind) if isinstance(kind, list) else {kind}


def _properties(schema: Any, where: str) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """Every property of ``schema`` and its sub-schemas: (where, name, its schema)."""
    if not isinstance(schema, dict):
        return
    for name, sub in schema.get("properties", {}).items():
        yield where, name, sub
        yield from _properties(sub, f"{where}.{name}")
    if isinstance(schema.get("items"), dict):
        yield from _properties(schema["items"], f"{where}[]")
    for key in ("oneOf", "anyOf", "allOf"):
        for sub in schema.get(key, []):
            yield from _properties(sub, where)
    for name, sub in schema.get("$defs", {}).items():
        yield from _properties(sub, f"{where}#{name}")


def _published(game: Any) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """Every name a game publishes, with where and its schema."""
    for event, schema in game.event_schemas.items():
        yield from _properties(schema, f"event {event}")
    yield from _properties(game.table_schema, "table")
    for action in game.action_types:
        for name, kind in action.args:
            yield f"action {action.name}", name, {"type": kind}


GAMES = all_games()


@pytest.mark.parametrize("game", GAMES, ids=[game.id for game in GAMES])
def test_no_game_uses_a_synonym_of_a_public_name(game):
    found = [
        f"{where}: {name!r} (say {SYNONYMS[name]})"
        for where, name, _ in _published(game)
        if name in SYNONYMS
    ]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("game", GAMES, ids=[game.id for game in GAMES])
def test_every_public_name_has_its_one_type(game):
    found = []
    for where, name, schema in _published(game):
        wanted = TYPES.get(name) or next(
            (kind for suffix, kind in SUFFIX_TYPES.items() if name.endswith(suffix)), None
        )
        given = _types(schema)
        if wanted is not None and given and not given <= wanted:
            found.append(f"{where}: {name!r} is {sorted(given)}, not {sorted(wanted)}")
    assert not found, "\n".join(found)


def test_the_check_sees_a_synonym_and_a_mistyped_target():
    """The checks above would catch a game that said ``to`` or gave ``target`` as a string."""
    schema = {"properties": {"to": {"type": "integer"}, "target": {"type": "string"}}}
    names = {name: _types(sub) for _, name, sub in _properties(schema, "event x")}
    assert "to" in SYNONYMS
    assert not names["target"] <= TYPES["target"]


@pytest.mark.parametrize("game", GAMES, ids=[game.id for game in GAMES])
def test_every_table_field_says_what_it_is_for(game):
    """A generic client shows a table's fields by their descriptions and hides bookkeeping:
    every field is described, and the bookkeeping mark is the engine's, set to true."""
    for name, schema in game.table_schema.get("properties", {}).items():
        assert schema.get("description", "").strip(), f"table.{name} has no description"
        assert schema.get(BOOKKEEPING, True) is True, name
        assert "x-internal" not in schema, f"table.{name}: say {BOOKKEEPING}"
