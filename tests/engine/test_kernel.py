"""The kernel's own pieces: randomness, options, ids, redaction and the wrapper's checks."""

from __future__ import annotations

import json

import pytest

from service.engine import match as engine
from service.engine.errors import (
    IllegalAction,
    InvalidOptions,
    InvalidSeats,
    NotYourTurn,
    UnknownGame,
)
from service.engine.game import ActionType, Game, Option
from service.engine.registry import get_game
from service.engine.rng import Rng, seed_hash


def test_rng_is_a_pure_function_of_seed_and_version():
    assert [Rng.for_step(7, 3).next64() for _ in range(2)] == [Rng.for_step(7, 3).next64()] * 2
    assert Rng.for_step(7, 3).next64() != Rng.for_step(7, 4).next64()
    assert Rng.for_step(7, 3).next64() != Rng.for_step(8, 3).next64()


def test_rng_below_stays_in_range_and_covers_it():
    rng = Rng("coverage")
    draws = {rng.below(6) for _ in range(500)}
    assert draws == set(range(6))


def test_rng_shuffle_is_a_permutation():
    items = list(range(52))
    Rng("deal").shuffle(items)
    assert sorted(items) == list(range(52)) and items != list(range(52))


def test_seed_hash_commits_to_the_seed():
    assert seed_hash(7) == seed_hash(7) and seed_hash(7) != seed_hash(8)
    assert len(seed_hash(7)) == 64


@pytest.mark.parametrize(
    "option, value",
    [
        (Option("n", 3, "", minimum=1, maximum=5), 0),
        (Option("n", 3, "", minimum=1, maximum=5), 6),
        (Option("n", 3, "", minimum=1, maximum=5), "3"),
        (Option("n", 3, "", minimum=1, maximum=5), True),
        (Option("flag", False, ""), 1),
        (Option("mode", "a", "", choices=("a", "b")), "c"),
    ],
)
def test_option_validation_refuses_bad_values(option, value):
    with pytest.raises(InvalidOptions):
        option.validate(value)


def test_unknown_options_are_refused():
    with pytest.raises(InvalidOptions):
        get_game("bad-trevor").validate_options({"no_such_option": 1})


def test_unknown_game_and_bad_seat_counts_are_refused():
    with pytest.raises(UnknownGame):
        engine.start("no-such-game", 3, {}, 1)
    with pytest.raises(InvalidSeats):
        engine.start("bad-trevor", 2, {}, 1)
    with pytest.raises(InvalidSeats):
        engine.start("bad-trevor", 6, {}, 1)


def test_action_ids_are_stable_and_readable():
    assert engine.action_id({"type": "pick", "position": 2}) == "pick:position=2"
    assert engine.action_id({"type": "ready"}) == "ready"
    assert engine.action_id({"position": 1, "type": "kevin", "shout": "x"}) == (
        "kevin:position=1:shout=x"
    )


def test_an_action_id_writes_a_list_or_dict_argument_as_compact_json():
    """Lists of strings are joined by hand (a listing's hot path): the same text as
    ``json.dumps``, escapes and non-ASCII included, so no id ever changes."""
    arguments = [
        ["swamp-beast-1=monster", "meets-1=connection"],
        [],
        ['say "hi"', "back\\slash", "tab\t", "café", "\u2603", "\U0001f3b2"],
        [1, True, None, "x"],
        {"b": [1, 2], "a": "z"},
        [["nested"]],
    ]
    for value in arguments:
        expected = json.dumps(value, separators=(",", ":"))
        assert engine.action_id({"type": "t", "arg": value}) == f"t:arg={expected}"


def test_redaction_merges_only_the_callers_private_part():
    event = {"id": 4, "type": "picked", "private": {"1": {"card": "C01a"}, "2": {"card": "C01a"}}}
    assert engine.redact_event(event, 1) == {"id": 4, "type": "picked", "card": "C01a"}
    assert engine.redact_event(event, 0) == {"id": 4, "type": "picked"}
    assert engine.redact_event(event, None) == {"id": 4, "type": "picked"}


def test_the_wrapper_refuses_a_seat_without_a_decision_and_unknown_ids():
    match, _ = engine.start("bad-trevor", 3, {}, 5)
    idle = {0, 1, 2} - {d.seat for d in engine.decisions(match)}
    if idle:
        with pytest.raises(NotYourTurn):
            engine.submit(match, idle.pop(), {"type": "ready"}, 0)
    with pytest.raises(IllegalAction):
        engine.find_action(match, engine.decisions(match)[0].seat, "no-such-action")
    with pytest.raises(IllegalAction):
        engine.submit(match, engine.decisions(match)[0].seat, {"type": "fly"}, 0)


def test_view_publishes_the_seed_hash_and_hides_the_seed_until_the_end():
    match, events = engine.start("bad-trevor", 3, {}, 99)
    assert events[0]["seed_hash"] == seed_hash(99)
    view = engine.view(match, None)
    assert view["seed_hash"] == seed_hash(99) and "seed" not in view


@pytest.mark.parametrize("impostor", [True, 1.0, "1"])
def test_the_default_legality_check_is_type_strict(impostor):
    class Counting(Game):
        action_types = (ActionType("take", "Take some.", (("count", "integer"),)),)

        def legal_actions(self, state, seat):
            return [{"type": "take", "count": 1}]

    Counting.__abstractmethods__ = frozenset()
    game = Counting()
    assert game.refusal({}, 0, {"type": "take", "count": 1}) is None
    assert game.refusal({}, 0, {"type": "take", "count": impostor}) is not None


@pytest.mark.parametrize(
    "action",
    [
        {"type": "pick"},
        {"type": "pick", "position": "0"},
        {"type": "pick", "position": True},
        {"type": "pick", "position": 0, "extra": 1},
        {"type": "teleport"},
        {},
    ],
)
def test_malformed_actions_are_refused_before_the_game_sees_them(action):
    match, _ = engine.start("bad-trevor", 3, {}, 5)
    seat = engine.decisions(match)[0].seat
    with pytest.raises(IllegalAction):
        engine.submit(match, seat, action, 0)


def test_a_seat_changes_control_a_bounded_number_of_times():
    """Each change is a version, a log entry and an event: flipping forever would grow the
    match without bound (issue 9), so the seat stops at MAX_CONTROL_CHANGES."""
    from service.engine.errors import ControlChangesExhausted

    match, _ = engine.start("bad-trevor", 3, {}, 5)
    for flip in range(engine.MAX_CONTROL_CHANGES):
        match, _ = engine.set_control(match, 0, "random" if flip % 2 == 0 else None, 0.0)
    with pytest.raises(ControlChangesExhausted):
        engine.set_control(match, 0, "random" if match.control[0] is None else None, 0.0)
    match, _ = engine.set_control(match, 1, "random", 0.0)  # another seat still may
    assert match.control_changes == (engine.MAX_CONTROL_CHANGES, 1, 0)


@pytest.mark.parametrize("game_id", ["bad-trevor", "practical-guide-to-evil"])
def test_the_timer_options_describe_only_what_the_game_does(game_id):
    """Issue 10: on_timeout named a pass no game offers; window_seconds 0 claimed the window
    stays open until every seat passes, while Bad Trevor's closes at the pick (R41)."""
    game = get_game(game_id)
    options = {option.name: option for option in game.options}
    text = options["on_timeout"].description
    for policy in ("bot", "pass", "forfeit"):
        assert (policy in text) == (policy in game.timeout_policies), text
    if "window_seconds" in options:
        assert "until every eligible seat passes" not in options["window_seconds"].description


def test_every_view_says_who_plays_each_seat():
    """Issue 10: a seat handed to a bot (by a timeout or its token) is visible to all."""
    match, _ = engine.start("bad-trevor", 3, {}, 5, control=[None, "heuristic", None])
    match, _ = engine.set_control(match, 2, "random", 0.0)
    expected = [
        {"seat": 0, "control": "human"},
        {"seat": 1, "control": "bot", "strategy": "heuristic"},
        {"seat": 2, "control": "bot", "strategy": "random"},
    ]
    assert all(engine.view(match, seat)["control"] == expected for seat in (None, 0, 1, 2))


@pytest.mark.parametrize("game_id", ["bad-trevor", "practical-guide-to-evil"])
def test_a_seat_may_resign_at_any_time_and_loses(game_id):
    """Issue 10: every game offers resign (its forfeit), even to a seat holding no decision."""
    game = get_game(game_id)
    match, _ = engine.start(game_id, 3, {}, 9)
    idle = next((s for s in range(3) if engine.decision_for(match, s) is None), 0)
    match, events = engine.submit(match, idle, {"type": "resign"}, 0.0)
    assert events[0]["type"] == "resigned" and events[0]["seat"] == idle
    outcome = engine.view(match, None)["outcome"]
    assert outcome is not None and idle in outcome["losers"] and idle not in outcome["winners"]
    assert "resign" in [a["type"] for a in game.catalog_entry()["action_types"]]
    assert {"type": "resign"} not in game.legal_actions(match.state, 0)
    with pytest.raises(IllegalAction):
        engine.submit(engine.start(game_id, 3, {}, 9)[0], 0, {"type": "resign", "now": 1}, 0.0)


def test_on_timeout_bot_turn_lends_the_seat_to_a_bot_for_that_turn_only():
    """Issue 10: under on_timeout=bot three humans on short timers all became bots for good.
    bot_turn hands the timed-out turn to the stand-in; the seat is its human's again after."""
    options = {"turn_seconds": 5, "on_timeout": "bot_turn"}
    match, _ = engine.start("practical-guide-to-evil", 2, options, 3, now=0.0)
    seat = engine.decisions(match)[0].seat
    log = [{"seat": None, "action": {"type": "timeout"}, "now": 6.0}]
    match, events = engine.submit(match, None, {"type": "timeout"}, 6.0)
    assert match.control[seat] == "heuristic" and match.lent == (seat,)
    assert {"type": "seat_control", "seat": seat, "control": "bot", "until": "turn_end"} in [
        {k: e[k] for k in ("type", "seat", "control", "until") if k in e} for e in events
    ]
    while engine.decision_for(match, seat) is not None:  # the stand-in plays the turn out
        action = engine.without_id(engine.legal_actions(match, seat)[-1])  # end, discards
        log.append({"seat": seat, "action": action, "now": 7.0})
        match, events = engine.submit(match, seat, action, 7.0)
    assert match.control[seat] is None and match.lent == ()
    assert events[-1]["type"] == "seat_control" and events[-1]["control"] == "human"
    replayed = engine.replay(match.game_id, 2, match.options, 3, log, now=0.0)[0]
    assert replayed.to_json() == match.to_json()
