"""Bad Trevor's published schemas (service/games/bad_trevor/schemas.py) hold what it says.

Random playouts through the engine, for 3 to 5 players and every option value (timeouts under
each policy, window deadlines, resigns), check every view of every seat and of a spectator and
every event as each of them receives it after every action (tests/schema_check.py). The
playouts must see every declared event type and every declared key, the game's code must emit
no event type without a schema, and the checker must refuse what does not fit.
"""

from __future__ import annotations

import ast
import copy
import random
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
from schema_check import ENVELOPE, errors, event_errors, match_errors

import service.games  # noqa: F401  (registers the built-in games)
from service.engine import match as engine
from service.engine import timing
from service.engine.registry import get_game
from service.games import bad_trevor

GAME = get_game("bad-trevor")
MAX_STEPS = 2_000  # a failure guard, not a rule
TURN, WINDOW = 30, 10
# Every value of every option (test_option_sets_cover_every_option_value): no timers at all;
# window deadlines only (bots giving no reaction time, a set pace); a turn timer under each
# on_timeout policy.
OPTION_SETS = (
    {},
    {"window_seconds": WINDOW, "reaction_seconds": 0, "bot_pace_ms": 500},
    {"turn_seconds": TURN, "on_timeout": "bot", "window_seconds": WINDOW},
    {"turn_seconds": TURN, "on_timeout": "bot_turn", "window_seconds": WINDOW},
    {"turn_seconds": TURN, "on_timeout": "forfeit"},
)
SEEDS = 2  # per player count and option set
TIMEOUT_RATE = 0.03  # how often a playout with a deadline lets the clock run out
WRONG_SHOUTS = ("Take that, Trevor!", "Gotcha!", "")

Seen = dict[str, set[str]]  # event type (or "table", "attack"...) -> keys received


def _setting(value: Any) -> Any:
    """What matters of an option value: a choice itself; of a number of seconds, whether it
    sets a timer."""
    return value if isinstance(value, str) else value > 0


def _next_move(match: engine.Match, policy: random.Random, now: float) -> tuple:
    """(seat, action, now): sometimes the clock runs out, else a random seat's random move.

    Civilian rescues and demands are preferred (random play otherwise bounces cards around
    for hundreds of moves); a Kevin slam sometimes gets the wrong words."""
    deadline = timing.next_deadline(engine.decisions(match))
    if deadline is not None and policy.random() < TIMEOUT_RATE:
        return None, {"type": "timeout"}, max(now, deadline)
    seat = policy.choice(engine.decisions(match)).seat
    legal = [engine.without_id(action) for action in engine.legal_actions(match, seat)]
    pairs = [action for action in legal if action["type"] in ("rescue", "demand")]
    action = policy.choice(pairs if pairs and policy.random() < 0.9 else legal)
    if action["type"] == "kevin" and policy.random() < 0.3:
        action = {**action, "shout": policy.choice(WRONG_SHOUTS)}
    return seat, action, now


def _note(seen: Seen, match: engine.Match, events: list[dict]) -> None:
    """Record which keys each view part and each event type showed anyone."""
    for seat in [None, *range(match.seats)]:
        table = GAME.view(match.state, seat)
        seen["table"].update(table)
        for part in ("attack", "pending"):
            if table[part] is not None:
                seen[part].update(table[part])
        for event in events:
            received = engine.redact_event(event, seat)
            seen[event["type"]].update(key for key in received if key not in ENVELOPE)


def _playout(seats: int, options: dict[str, Any], seed: int, seen: Seen) -> None:
    policy = random.Random(f"{seats}-{seed}-{sorted(options.items())}")
    resign_at = policy.randrange(20, 200) if seed == SEEDS - 1 else None
    auto_pass_at = policy.randrange(5, 60) if seed == 0 else None  # a seat setting (issue 37)
    match, events = engine.start(GAME.id, seats, options, seed)
    now = 0.0
    for step in range(MAX_STEPS):
        assert match_errors(match, events) == [], (seats, options, seed, step)
        _note(seen, match, events)
        if engine.is_finished(match):
            return
        if step == auto_pass_at:
            wanted = {"auto_pass": True}
            match, events = engine.change_settings(match, policy.randrange(seats), wanted, now)
            continue
        if step == resign_at:
            seat, action = policy.randrange(seats), {"type": "resign"}
        else:
            seat, action, now = _next_move(match, policy, now)
        match, events = engine.submit(match, seat, action, now)
    raise AssertionError(f"{seats}p {options} seed {seed} did not finish in {MAX_STEPS} steps")


@pytest.fixture(scope="module")
def seen() -> Seen:
    """Every playout of the module, checked as it goes; what they showed, by event type."""
    found: Seen = defaultdict(set)
    for seats in range(GAME.min_players, GAME.max_players + 1):
        for options in OPTION_SETS:
            for seed in range(SEEDS):
                _playout(seats, options, seed, found)
    return found


def test_random_playouts_fit_the_schemas(seen):
    """Every view and every event of every playout fits (checked inside the playouts)."""
    assert seen["match_finished"]


def test_option_sets_cover_every_option_value():
    covered = defaultdict(set)
    for options in OPTION_SETS:
        for name, value in GAME.validate_options(options).items():
            covered[name].add(_setting(value))
    for option in GAME.options:
        wanted = set(option.choices) if option.choices else {False, True}
        assert covered[option.name] == wanted, option.name


def _emitted_types() -> set[str]:
    """Every event type the game's code writes: dicts with a literal "type" that are appended
    to ``events`` or assigned to ``event`` (how every module of the game builds its events)."""
    found = set()
    for path in Path(bad_trevor.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            candidates: list[ast.AST] = []
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                if node.func.attr == "append" and ast.unparse(node.func.value) == "events":
                    candidates = list(node.args)
            elif isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "event":
                candidates = [node.value]
            for candidate in candidates:
                if isinstance(candidate, ast.Dict):
                    for key, value in zip(candidate.keys, candidate.values, strict=True):
                        if isinstance(key, ast.Constant) and key.value == "type":
                            assert isinstance(value, ast.Constant), ast.unparse(candidate)
                            found.add(value.value)
    return found


def test_every_event_type_the_code_emits_has_a_schema_and_no_other():
    emitted = _emitted_types()
    assert "left_holding_trevor" in emitted and "no_effect" in emitted  # the scan works
    assert emitted == set(GAME.event_schemas)


def test_playouts_show_every_declared_event_type_and_key(seen):
    """No declared schema or key is dead: each one was received by someone in the playouts."""
    schemas = {
        **GAME.every_event_schema(),
        "table": GAME.table_schema,
        "attack": GAME.table_schema["properties"]["attack"],
        "pending": GAME.table_schema["properties"]["pending"],
    }
    missing = {name: set(schema["properties"]) - seen[name] for name, schema in schemas.items()}
    assert {name: keys for name, keys in missing.items() if keys} == {}
    assert not set(seen) - set(schemas), "the checker let an unknown event type through"


def _walk(schema: dict[str, Any], path: str = ""):
    yield path, schema
    for name, sub in schema.get("properties", {}).items():
        yield from _walk(sub, f"{path}/{name}")
    if "items" in schema:
        yield from _walk(schema["items"], f"{path}[]")


def test_schemas_are_publishable():
    """Typed SDK models: closed objects, described keys, arrays with items, no references."""
    roots = {"table": GAME.table_schema, "outcome": GAME.outcome_schema}
    roots |= {f"event {name}": schema for name, schema in GAME.event_schemas.items()}
    for root, schema in roots.items():
        assert "$ref" not in repr(schema) and "$defs" not in repr(schema), root
        for path, part in _walk(schema):
            kinds = part["type"] if isinstance(part["type"], list) else [part["type"]]
            if "object" in kinds:
                assert part["additionalProperties"] is False, (root, path)
                assert set(part["required"]) <= set(part["properties"]), (root, path)
                for name, sub in part["properties"].items():
                    assert sub.get("description"), (root, f"{path}/{name}")
            if "array" in kinds:
                assert "items" in part, (root, path)


def _started() -> tuple[engine.Match, dict[str, Any]]:
    match, _ = engine.start(GAME.id, 4, {}, 7)
    return match, engine.view(match, 0)["table"]


@pytest.mark.parametrize(
    ("spoil", "needle"),
    [
        (lambda table: table.update(secret=1), "secret"),
        (lambda table: table.pop("phase"), "phase"),
        (lambda table: table.update(hand_counts="13"), "hand_counts"),
        (lambda table: table.update(step="dancing"), "step"),
        (lambda table: table["hand"].append("Z99"), "hand"),
        (lambda table: table.update(current="0"), "current"),
        (lambda table: table.update(attack={"attacker": 0}), "attack"),
    ],
)
def test_the_checker_refuses_a_spoiled_view(spoil, needle):
    _, table = _started()
    assert errors(GAME.table_schema, table) == []
    spoil(table)
    found = errors(GAME.table_schema, table)
    assert found and any(needle in why for why in found), found


def test_the_checker_refuses_spoiled_events_and_outcomes():
    laid = {"id": 9, "version": 3, "type": "laid", "seat": 1, "position": 0, "face_up": False}
    laid["private"] = {"1": {"card": "C01a"}}
    assert event_errors(GAME, engine.redact_event(laid, 1)) == []
    assert event_errors(GAME, engine.redact_event(laid, 2)) == []
    assert event_errors(GAME, laid), "an unredacted private part must not fit"
    assert event_errors(GAME, {**laid, "type": "dancing"}) == ["event type 'dancing' has no schema"]
    wrong_card = copy.deepcopy(laid)
    wrong_card["private"]["1"]["card"] = "C16a"
    assert event_errors(GAME, engine.redact_event(wrong_card, 1))
    no_position = {key: value for key, value in laid.items() if key not in ("position", "private")}
    assert event_errors(GAME, no_position)
    outcome = {"winners": [0], "losers": [3], "ranking": [0, 1, 2, 3]}
    assert errors(GAME.outcome_schema, outcome) == []
    assert errors(GAME.outcome_schema, {**outcome, "losers": [3, 2]})
    assert errors(GAME.outcome_schema, {**outcome, "ranking": ["0"]})


def test_match_errors_bites_on_a_leaky_view_or_event(monkeypatch):
    """The shared checker itself: one misfit per receiver, for views and for events."""
    match, events = engine.start(GAME.id, 3, {}, 7)
    assert match_errors(match, events) == []
    leaky = {"id": 2, "version": 0, "type": "turn", "seat": 0, "hand": ["C01a"]}
    assert len(match_errors(match, [leaky])) == match.seats + 1
    real_view = GAME.view
    monkeypatch.setattr(GAME, "view", lambda state, seat: {**real_view(state, seat), "to": 2})
    assert len(match_errors(match, events)) == match.seats + 1
