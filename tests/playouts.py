"""Random playouts of every game (tests/games/test_playouts.py), with the invariants every
game keeps and each game's own (``INVARIANTS`` in ``tests/games/<package>/invariants.py``).

The policy, seeded by game, set-up and match, takes an open decision and one of its legal
actions, uniformly (a game may choose otherwise), and the game's own functions play it (the
engine's wrapper would cost a third more). Every game keeps, in every match: the match ends
within ``max_steps``; once over, no decision is open and the ranking orders every seat,
winners first. On a rotating sample of states: the events that led to it are JSON data, and
for each seat and a spectator the table re-dealt in what that observer may not know (the
game's ``redeal``) shows it the same view, decisions and legal actions. In the first
``frozen`` matches every state is JSON data and no apply changes the state it was given;
the first ``replayed`` replay through the engine (``service.engine.match.replay``) from
their action log to the same state.

How many matches each set-up plays, CI runs 150, sized to keep `.ci/run` within its budget on
a busy 2-core machine as games are added (250 were a fifth of its 20 minutes with five games);
the long run (e.g. before a release, or after touching a game's rules) sets more:

    CROUPIER_PLAYOUTS=1000 .venv/bin/pytest tests/games -k playouts
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from per_game import game_modules

import service.games  # noqa: F401  (registers every game)
from service.engine import match as engine
from service.engine.game import Game
from service.engine.registry import get_game
from service.engine.rng import Rng

MATCHES = int(os.environ.get("CROUPIER_PLAYOUTS", "150"))
State = dict[str, Any]
Events = list[dict[str, Any]]
Move = tuple[int | None, dict[str, Any]]


def _nothing(*_: Any) -> None:
    return None


@dataclass(frozen=True)
class Invariants:
    """A game's playouts: its set-ups (id: seats and options) and its own checks.

    ``choose(state, policy)``: the policy's move (by default uniform); ``state(state,
    before, version)``: every state (``before`` the one before it, if any); ``events(before,
    after, events, version)``: every action's events (``before`` None for the opening's);
    ``sample(match, seat, action, policy, tally)``: the sampled states, with the action the
    policy took there; ``end(match, tally)``: each finished match; ``overall(tally)``: every
    match of a set-up together."""

    setups: dict[str, tuple[int, dict[str, Any]]]
    matches: int = MATCHES
    max_steps: int = 20_000  # a failure guard, not a rule
    frozen: int = 1
    replayed: int = 1
    sample_every: int = 4
    choose: Callable[[State, random.Random], Move] | None = None
    redeal: Callable[[State, int | None, random.Random], State] | None = None
    state: Callable[[State, State | None, int], None] = _nothing
    events: Callable[[State | None, State, Events, int], None] = _nothing
    sample: Callable[[engine.Match, int | None, dict, random.Random, Counter[str]], None] = _nothing
    end: Callable[[engine.Match, Counter[str]], None] = _nothing
    overall: Callable[[Counter[str]], None] = _nothing


def check_blind_to_redeal(
    game: Game, state: dict[str, Any], redealt: Callable[[dict[str, Any], int | None], Any]
) -> None:
    """Nothing an observer is shown changes with what it may not know: for each seat and the
    spectator (None), ``redealt(state, observer)`` deals that anew, and the observer's view,
    the open decisions and the seat's legal actions stay as they were."""
    for observer in [None, *range(state["seats"])]:
        other = redealt(state, observer)
        assert game.view(other, observer) == game.view(state, observer), observer
        assert game.decisions(other) == game.decisions(state), observer
        if observer is not None:
            assert game.legal_actions(other, observer) == game.legal_actions(state, observer)


def _check_json(value: Any, dumped: str | None = None) -> None:
    assert json.loads(json.dumps(value) if dumped is None else dumped) == value


def _uniform(game: Game, state: State, policy: random.Random) -> Move:
    """Any open decision, then any of its legal actions."""
    seat = policy.choice(game.decisions(state)).seat
    return seat, policy.choice(game.legal_actions(state, seat))


def _check_redeal(game: Game, checks: Invariants, state: State, policy: random.Random) -> None:
    redeal = checks.redeal
    if redeal is not None:
        check_blind_to_redeal(game, state, lambda table, seen: redeal(table, seen, policy))


def _as_applied(events: Events) -> Events:
    """The events as the game's ``apply`` gives them (without the engine's numbering)."""
    return [{k: v for k, v in event.items() if k not in ("id", "version")} for event in events]


def _check_end(match: engine.Match) -> None:
    """Over: no decision open, every seat ranked, the winners first."""
    outcome = engine.outcome(match)
    assert outcome is not None and match.game.decisions(match.state) == []
    assert sorted(outcome["ranking"]) == list(range(match.seats)), outcome
    assert set(outcome["ranking"][: len(outcome["winners"])]) == set(outcome["winners"])


def playout(
    game_id: str, checks: Invariants, setup: str, seed: int, tally: Counter[str]
) -> engine.Match:
    """One random match of ``setup``, checked at every step; the match as the engine holds
    it at the end."""
    seats, options = checks.setups[setup]
    policy = random.Random(f"{game_id}:{setup}:{seed}")
    game = get_game(game_id)
    choose = checks.choose or partial(_uniform, game)
    started, events = engine.start(game_id, seats, options, seed)
    state, log = started.state, []
    checks.events(None, state, _as_applied(events), 0)
    before: State | None = None
    for version in range(1, checks.max_steps):
        checks.state(state, before, version)
        if game.outcome(state) is not None:
            match = started.evolve(state=state, version=version - 1)
            _check_end(match)
            _check_replay(game_id, checks, setup, match, log)
            return match
        seat, action = choose(state, policy)
        if version % checks.sample_every == seed % checks.sample_every:
            _check_json(events)
            _check_redeal(game, checks, state, policy)
            now = started.evolve(state=state, version=version - 1)
            checks.sample(now, seat, action, policy, tally)
        frozen = json.dumps(state) if seed < checks.frozen else None
        following, events = game.apply(state, seat, action, Rng.for_step(seed, version), 0.0)
        if frozen is not None:
            _check_json(state, frozen)  # JSON data, and apply left it as it was
        checks.events(state, following, events, version)
        log.append({"seat": seat, "action": engine.without_id(action), "now": 0.0})
        before, state = state, following
    raise AssertionError(f"{game_id} {setup} seed {seed} did not finish")


def _check_replay(
    game_id: str, checks: Invariants, setup: str, match: engine.Match, log: list[dict[str, Any]]
) -> None:
    if match.seed >= checks.replayed:
        return
    seats, options = checks.setups[setup]
    replayed, _ = engine.replay(game_id, seats, options, match.seed, log)
    assert replayed.state == match.state and replayed.version == match.version


def play(game_id: str, checks: Invariants, setup: str) -> None:
    """``checks.matches`` random matches of ``setup``, then the game's overall checks."""
    tally: Counter[str] = Counter()
    for seed in range(checks.matches):
        match = playout(game_id, checks, setup, seed, tally)
        checks.end(match, tally)
    checks.overall(tally)


def invariants() -> dict[str, Invariants]:
    """Each registered game's ``INVARIANTS``, by game id."""
    found = game_modules("invariants", "playout invariants")
    return {game: module.INVARIANTS for game, module in found.items()}
