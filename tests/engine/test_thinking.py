"""Think times (``engine.thinking``, issue 32 item 4): a bot's floor is a function of public
data and the match's salt only, so two deals that differ in what a seat holds give it the
same think time; and a search given a time budget stops within it."""

from __future__ import annotations

import itertools
from functools import partial

import pytest

import service.games  # noqa: F401  (registers the games)
from service.engine import match as engine
from service.engine.bots import BotInput
from service.engine.match import Match
from service.engine.registry import all_games, get_game
from service.engine.rng import Rng
from service.engine.thinking import SPREAD, think_seconds

GAMES = [game.id for game in all_games()]
VILLAINOUS = "villainous-bigger-and-badder"
MOVES = ("move:location=library", "gain_power")  # Lotso takes 2 Power at the Library


@pytest.mark.parametrize("game_id", GAMES)
def test_every_strategy_of_every_game_has_a_floor(game_id):
    game = get_game(game_id)
    assert set(game.strategies()) <= set(game.think_floors)
    assert all(floor > 0 for floor in game.think_floors.values())
    assert game.think_floors["random"] <= game.think_floors["ismcts"]


def _started(game_id: str, seed: int) -> Match:
    game = get_game(game_id)
    seats = min(4, game.max_players)
    match, _ = engine.start(game_id, seats, {}, seed, salt="the same salt")
    return match


@pytest.mark.parametrize("game_id", GAMES)
def test_two_deals_give_every_seat_the_same_think_time(game_id):
    """Different seeds deal different hands; the think times stay the same, seat by seat and
    strategy by strategy, within [floor, floor * (1 + SPREAD)) (two deals whose public
    decisions are the same: who plays first is public)."""
    left = _started(game_id, 1)
    right = next(
        m
        for m in map(partial(_started, game_id), range(2, 100))
        if engine.decisions(m) == engine.decisions(left)
    )
    assert left.state != right.state
    floors = get_game(game_id).think_floors
    for decision, strategy in itertools.product(engine.decisions(left), floors):
        seat = decision.seat
        assert seat is not None
        assert engine.decision_for(right, seat) == decision
        thought = think_seconds(left, seat, strategy)
        assert thought == think_seconds(right, seat, strategy)
        assert floors[strategy] <= thought < floors[strategy] * (1 + SPREAD)


def _window(seed: int) -> Match | None:
    match, _ = engine.start(VILLAINOUS, 2, {"villains": "lotso,syndrome"}, seed, salt="salt")
    if match.state["first"] != 0:
        return None
    for action_id in MOVES:
        action = engine.find_action(match, 0, action_id)
        match, _ = engine.submit(match, 0, engine.without_id(action), 0.0)
    held = engine.decision_for(match, 1)
    return match if held is not None and held.kind == "window" else None


def test_a_condition_window_takes_as_long_to_answer_holding_a_condition_or_not():
    """The issue's case: Syndrome asked by Lotso's 2 Power, with a matching Condition in hand
    (a choice) or without one (pass only): the same think time, for every strategy."""
    windows = [m for m in map(_window, range(1, 400)) if m is not None]
    holding = next(m for m in windows if len(engine.legal_actions(m, 1)) > 1)
    empty = next(m for m in windows if len(engine.legal_actions(m, 1)) == 1)
    for strategy in get_game(VILLAINOUS).think_floors:
        assert think_seconds(holding, 1, strategy) == think_seconds(empty, 1, strategy)


def test_the_draw_changes_with_the_version_and_the_salt():
    match = _started("bad-trevor", 1)
    draws = {think_seconds(match.evolve(version=v), 0, "random") for v in range(20)}
    assert len(draws) == 20
    assert think_seconds(match.evolve(salt="another"), 0, "random") != think_seconds(
        match, 0, "random"
    )


def test_a_search_with_a_time_budget_stops_within_it():
    """A clock that advances one second a reading: a search given 5 seconds reads it before
    each iteration and stops after about 5, not after its 40."""
    match = next(
        m
        for m in map(_window, range(1, 400))
        if m is not None and len(engine.legal_actions(m, 1)) > 1
    )
    readings = itertools.count()
    seen = engine.bot_input(match, 1, [])
    capped = BotInput(
        seen.seat,
        seen.view,
        seen.memory,
        seen.legal,
        seen.options,
        search_seconds=5,
        clock=lambda: float(next(readings)),
    )
    action = get_game(VILLAINOUS).bots()["ismcts"](capped, Rng("capped"))
    assert action in seen.legal
    assert 3 <= next(readings) <= 8  # read once an iteration, for about 5 iterations
