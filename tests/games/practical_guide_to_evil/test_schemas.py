"""The game's published schemas (``schemas.py``) hold what it says: every view of every seat and
of a spectator, every outcome and every event as each of them receives it, on random playouts
over every seat count and option (timeouts, stand-in bots and resigns included) and on
hand-built tables for the events random play seldom reaches; every event type the code can
emit has a schema, every schema is met in play, and the checker refuses what does not fit."""

from __future__ import annotations

import ast
import random
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

import jsonschema_rs
import pytest
from schema_check import errors, event_errors, match_errors

import service.games.practical_guide_to_evil as package
from service.engine import match as engine
from service.engine import triggers
from service.engine.game import engine_event_schemas
from service.engine.registry import get_game
from service.games.practical_guide_to_evil.plays import play_action

GAME_ID = "practical-guide-to-evil"
GAME = get_game(GAME_ID)
PACKAGE = Path(package.__file__).parent
ROT = "rule-of-three-1"
MAX_STEPS = 5_000  # a failure guard: the turn cap ends every match far sooner
TIMEOUT_CHANCE = 0.03  # per seat decision under a turn timer: let the clock run out
TAKE_BACK_CHANCE = 0.05  # per seat decision: a seat's token takes a stand-in bot's seat back
# Every option value that changes what is said: no timer, and a timer under each policy.
OPTIONS = [
    {"turn_seconds": 0, "on_timeout": "bot"},
    {"turn_seconds": 60, "on_timeout": "bot"},
    {"turn_seconds": 60, "on_timeout": "bot_turn"},
    {"turn_seconds": 60, "on_timeout": "forfeit"},
]
SEATS = range(GAME.min_players, GAME.max_players + 1)


def _step(
    match: engine.Match, policy: random.Random, now: float
) -> tuple[engine.Match, list[dict], float]:
    """One move of a random playout: a timeout once in a while when a timer runs, a seat taken
    back from its stand-in bot, or a uniformly random legal action of the open decision."""
    (decision,) = engine.decisions(match)
    if decision.deadline is not None and policy.random() < TIMEOUT_CHANCE:
        now = max(now, decision.deadline)
        return (*engine.submit(match, None, {"type": "timeout"}, now), now)
    if decision.seat is not None and match.control[decision.seat] is not None:
        if policy.random() < TAKE_BACK_CHANCE:
            return (*engine.set_control(match, decision.seat, None, now), now)
    action = policy.choice(engine.legal_actions(match, decision.seat))
    return (*engine.submit(match, decision.seat, action, now), now)


def _playout(
    seats: int, options: dict[str, Any], seed: int, resign: tuple[int, int] | None = None
) -> tuple[list[str], Counter, engine.Match]:
    """A random match, held to the schemas after every step: misfits, event types seen and the
    match at its end. ``resign``: (step, seat), that seat resigns at that step."""
    policy, now = random.Random(seed), 0.0
    match, events = engine.start(GAME_ID, seats, options, seed)
    found, seen = match_errors(match, events), Counter(e["type"] for e in events)
    for step in range(MAX_STEPS):
        if engine.is_finished(match):
            return found, seen, match
        if resign is not None and step == resign[0]:
            match, events = engine.submit(match, resign[1], {"type": "resign"}, now)
        else:
            match, events, now = _step(match, policy, now)
        found += match_errors(match, events)
        seen.update(e["type"] for e in events)
    raise AssertionError(f"{seats} seats, {options}, seed {seed}: no end in {MAX_STEPS} steps")


@pytest.fixture(scope="module")
def playouts() -> dict[str, tuple[list[str], Counter, engine.Match]]:
    """One random match per seat count and option set (the seed varies with both), and two
    per seat count where a seat resigns: the first seat early, the last one later."""
    found = {
        f"{seats}p {options}": _playout(seats, options, 10 * seats + n)
        for seats in SEATS
        for n, options in enumerate(OPTIONS)
    }
    for seats in SEATS:
        for step, seat in ((2, 0), (25, seats - 1)):
            name = f"{seats}p, seat {seat} resigns at step {step}"
            found[name] = _playout(seats, {}, 100 + seats + step, (step, seat))
    return found


def test_random_playouts_fit_the_schemas(playouts):
    """Every view (each seat and a spectator), outcome and event, after every step."""
    for name, (found, _, _) in playouts.items():
        assert found == [], (name, found[:10])


def test_resigning_at_any_moment_ends_the_match_as_the_schemas_say(playouts):
    """A seat resigns (``{"type": "resign"}``), whether it holds the decision or not."""
    resigned = [(name, m) for name, (_, _, m) in playouts.items() if "resigns" in name]
    assert len(resigned) == 2 * len(SEATS)
    for name, match in resigned:
        outcome = match.game.outcome(match.state)
        assert (
            outcome["reason"] == "forfeit" and outcome["ranking"][-1] == match.state["forfeited"]
        ), name


# --- Events random play seldom reaches, on hand-built tables (see test_rules.py) ------------


def _events_of(t, match, seat, action) -> tuple[engine.Match, list[dict]]:
    match, events = t.act(match, seat, action)
    assert match_errors(match, events) == []
    return match, events


def _play(card: str, host: str = "", aim: str = "") -> dict[str, Any]:
    """The public action of the rules' option (host, aim) (``plays.play_action``)."""
    return play_action(card, host, aim)


def _rule_of_three_table(t, hand: list[str], play: dict, seats: int = 2, **kw: Any):
    """Seat 1 has just destroyed a Named of seat 0, whose turn 3 it is (test_rules' _wronged)."""
    play = {"amadeus": {"owner": 0}, "wekesa": {"owner": 0}, "hanno": {"owner": 1}, **play}
    grudges = [{"1": 2}] + [{} for _ in range(seats - 1)]
    hands = [hand] + [[] for _ in range(seats - 1)]
    return t.match(hands, play, turn=3, grudges=grudges, discard=["hye-sue"], **kw)


def _marker_removed(t) -> list[dict]:
    """A Rule of Three, three turns of its controller later: the system drops a marker."""
    match, said = _events_of(t, _rule_of_three_table(t, [ROT], {}), 0, _play(ROT, "", "1"))
    while engine.decisions(match)[0].seat is not None:
        match, events = _events_of(t, match, match.state["current"], {"type": "end_turn"})
        said += events
    match, events = _events_of(t, match, None, {"type": "drop_marker", "card": ROT})
    return said + events


def _duel_tie_at_one_marker(t) -> list[dict]:
    """At one marker: the tie spares your Named and removes the last marker (R21)."""
    play = {ROT: {"owner": 0, "markers": 1, "linked": 1}}
    play.update({"william": {"owner": 0}, "wekesa": {"owner": 1}})
    match = t.match([["duel-1"], []], play)
    return _events_of(t, match, 0, _play("duel-1", "william", "wekesa"))[1]


def _broken_at_two_markers(t) -> list[dict]:
    play = {ROT: {"owner": 0, "markers": 2, "linked": 1}}
    match = _rule_of_three_table(t, ["assassinate-1"], play)
    match.state["triggers"] = [triggers.after_turns(ROT, "rule_of_three", 0, 3, {"card": ROT})]
    return _events_of(t, match, 0, _play("assassinate-1", "", "hanno"))[1]


def _evil_on_evil(t) -> list[dict]:
    play = {"hanno": {"owner": 0}, "amadeus": {"owner": 1}, "wekesa": {"owner": 1}}
    match = t.match([["evil-on-evil-1"], []], play)
    return _events_of(t, match, 0, _play("evil-on-evil-1", "", "amadeus+wekesa"))[1]


def _arthurian(t) -> list[dict]:
    play = {"catherine": {"owner": 0}, "gladius-1": {"owner": 1}}
    match = t.match([["arthurian-1"], []], play)
    return _events_of(t, match, 0, _play("arthurian-1", "catherine", "gladius-1"))[1]


def _redemption_both_ways(t) -> list[dict]:
    """Redemption's coin, head (control) and tail (destroyed), over seeds."""
    said, results = [], set()
    for seed in range(1, 12):
        match = t.match([["redemption-1"], []], {"hanno": {"owner": 0}, "amadeus": {"owner": 1}})
        match = replace(match, seed=seed)
        events = _events_of(t, match, 0, _play("redemption-1", "", "amadeus"))[1]
        results.update(e["result"] for e in events if e["type"] == "coin")
        said += events
    assert results == {"head", "tail"}
    return said


def _corruption_drops_the_feather(t) -> list[dict]:
    play = {"amadeus": {"owner": 0}, "hanno": {"owner": 1}, "feather": {"owner": 1, "on": "hanno"}}
    match = t.match([["corruption-1"], []], play)
    return _events_of(t, match, 0, _play("corruption-1", "", "hanno"))[1]


SCENARIOS = [
    _marker_removed,
    _duel_tie_at_one_marker,
    _broken_at_two_markers,
    _evil_on_evil,
    _arthurian,
    _redemption_both_ways,
    _corruption_drops_the_feather,
]


@pytest.fixture
def scenario_events(t) -> list[dict]:
    """Every scenario's events (each scenario checks its views and events as it goes)."""
    return [event for scenario in SCENARIOS for event in scenario(t)]


def test_rare_events_on_hand_built_tables_fit_the_schemas(scenario_events):
    """The scenarios reach what random play may miss, whatever the seeds give."""
    wanted = {
        "marker_removed",
        "not_destroyed",
        "rule_of_three_fulfilled",
        "rule_of_three_broken",
        "story_control",
        "sword_drawn",
        "coin",
        "control",
        "sword_dropped",
    }
    assert wanted <= {e["type"] for e in scenario_events}


# --- Every event type has a schema, and every schema is met ---------------------------------


def _emitted_literals() -> list[tuple[str, set[str]]]:
    """Every dict literal of the game's code (its schemas apart) with a constant ``"type"``
    that is not one of its actions (a declared action type with exactly that action's
    arguments): (type, keys)."""
    actions = {a.name: {"type", *dict(a.args)} for a in GAME.action_types}
    found = []
    for path in sorted(set(PACKAGE.glob("*.py")) - {PACKAGE / "schemas.py"}):
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
            if isinstance(kind, str) and actions.get(kind) != keys:
                found.append((kind, keys))
    return found


def test_every_event_the_code_emits_has_a_schema_naming_its_keys():
    """Read from the source: each emitted event's type has a schema, and each key it sets is
    a property of it (``private`` is merged for its seat: its keys are properties too)."""
    literals = _emitted_literals()
    assert {kind for kind, _ in literals} == set(GAME.event_schemas)
    for kind, keys in literals:
        properties = GAME.event_schemas[kind]["properties"]
        assert keys - {"type", "private"} <= set(properties), kind
    assert "cards" in GAME.event_schemas["drew"]["properties"]  # drew's private part
    assert not set(GAME.event_schemas) & set(engine_event_schemas({}, True))


def test_every_declared_event_is_met_in_play(playouts, scenario_events):
    """No dead schema: random playouts and the hand-built tables meet every event type."""
    seen = Counter(e["type"] for e in scenario_events)
    for _, counted, _ in playouts.values():
        seen.update(counted)
    assert set(GAME.every_event_schema()) - set(seen) == set()


# --- The schemas themselves, and the checker bites -------------------------------------------


def _objects(schema: Any, where: str = ""):
    """Every sub-schema of ``schema`` with where it sits."""
    if isinstance(schema, dict):
        yield where, schema
        for key, value in schema.items():
            yield from _objects(value, f"{where}/{key}")
    elif isinstance(schema, list):
        for n, value in enumerate(schema):
            yield from _objects(value, f"{where}/{n}")


def test_the_schemas_are_inline_described_and_closed():
    """What the SDK generators need: valid 2020-12, no ``$ref``, every object closed (a map's
    values have a schema), every property described, every required key a property, arrays
    with items."""
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
            elif "object" in kinds:
                assert isinstance(part["additionalProperties"], dict), where
            if "array" in kinds:
                assert "items" in part, where


def test_the_checker_refuses_what_does_not_fit():
    """An extra key, a missing key, a wrong type, a value off an enum, a secret left in."""
    match, events = engine.start(GAME_ID, 3, {}, 5)
    seat = match.state["current"]
    table = engine.view(match, seat)["table"]
    assert errors(GAME.table_schema, table) == []
    spoiled = [
        {**table, "extra": 1},
        {k: v for k, v in table.items() if k != "turn"},
        {**table, "turn": "1"},
        {**table, "step": "lunch"},
        {**table, "winners": 0},
        {**table, "play": {"amadeus": {"owner": 0}}},
        {**table, "hand": [3]},
    ]
    for bad in spoiled:
        assert errors(GAME.table_schema, bad) != [], bad
    outcome = {"winners": [0], "losers": [1, 2], "ranking": [0, 1, 2], "reason": "stories"}
    assert errors(GAME.outcome_schema, outcome) == []
    assert errors(GAME.outcome_schema, {**outcome, "reason": None}) != []
    assert errors(GAME.outcome_schema, {**outcome, "winners": []}) != []
    drew = events[-1]
    assert drew["type"] == "drew" and event_errors(GAME, engine.redact_event(drew, seat)) == []
    assert event_errors(GAME, drew) != []  # ``private`` itself never reaches anyone
    assert event_errors(GAME, {**drew, "type": "drawn"}) != []
    assert event_errors(GAME, {"type": "turn", "seat": 0}) != []
    assert event_errors(GAME, {"type": "coin", "seat": 0, "result": "edge"}) != []
    broken = replace(match, state={**match.state, "first": None})
    assert match_errors(broken, []) != []
