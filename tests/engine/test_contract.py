"""The game contract, checked over every registered game."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from service.engine import match as engine
from service.engine.errors import MatchFinished
from service.engine.registry import all_games, get_game
from service.engine.rng import Rng

GAMES = all_games()
GAME_IDS = [game.id for game in GAMES]
MAX_STEPS = 20_000


def play(game_id: str, seats: int, seed: int, policy_seed: int, churn: bool = False):
    """Play a match to the end with a seeded policy; return the match, log and events."""
    policy = random.Random(policy_seed)
    match, events = engine.start(game_id, seats, {}, seed)
    log = []
    for step in range(MAX_STEPS):
        if churn:
            random.seed(step * 7919)  # the engine must not care what the global random does
            random.random()
        holders = engine.decisions(match)
        if not holders:
            return match, log, events
        seat = policy.choice(holders).seat
        action = policy.choice(engine.legal_actions(match, seat))
        now = 1_000.0 + step
        log.append({"seat": seat, "action": action, "now": now})
        match, new_events = engine.submit(match, seat, action, now)
        events.extend(new_events)
    raise AssertionError(f"{game_id} did not finish in {MAX_STEPS} steps")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_same_match_whatever_the_global_random_does(game_id):
    seats = get_game(game_id).min_players
    first = play(game_id, seats, seed=11, policy_seed=5)
    second = play(game_id, seats, seed=11, policy_seed=5, churn=True)
    assert first[0].to_json() == second[0].to_json()
    assert first[2] == second[2]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_different_seeds_deal_differently(game_id):
    seats = get_game(game_id).min_players
    first, second = (engine.start(game_id, seats, {}, seed)[0] for seed in (1, 2))
    assert first.state != second.state


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_replay_reproduces_state_and_events_exactly(game_id):
    game = get_game(game_id)
    for seats in range(game.min_players, game.max_players + 1):
        final, log, events = play(game_id, seats, seed=seats * 101, policy_seed=seats)
        replayed, replayed_events = engine.replay(game_id, seats, final.options, final.seed, log)
        assert replayed.to_json() == final.to_json()
        assert replayed_events == events


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_state_survives_json_and_apply_never_mutates_its_input(game_id):
    policy = random.Random(3)
    seats = get_game(game_id).min_players
    match, _ = engine.start(game_id, seats, {}, 21)
    while engine.decisions(match):
        frozen = json.dumps(match.to_json(), sort_keys=True)
        assert engine.Match.from_json(json.loads(frozen)).to_json() == match.to_json()
        seat = policy.choice(engine.decisions(match)).seat
        action = policy.choice(engine.legal_actions(match, seat))
        engine.submit(match, seat, action, 0.0)  # result dropped: the input must be unchanged
        assert json.dumps(match.to_json(), sort_keys=True) == frozen
        match, _ = engine.submit(match, seat, action, 0.0)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_decision_has_legal_actions_until_the_end(game_id):
    policy = random.Random(8)
    game = get_game(game_id)
    for seats in range(game.min_players, game.max_players + 1):
        match, _ = engine.start(game_id, seats, {}, 40 + seats)
        while engine.status(match) == "active":
            holders = engine.decisions(match)
            assert holders, "an active match must have someone to act"
            for decision in holders:
                listed = engine.legal_actions(match, decision.seat)
                assert listed, decision
                for action in listed:
                    plain = {key: value for key, value in action.items() if key != "id"}
                    assert game.shape_error(plain) is None, action
            seat = policy.choice(holders).seat
            action = policy.choice(engine.legal_actions(match, seat))
            match, _ = engine.submit(match, seat, action, 0)
        assert engine.decisions(match) == []
        assert game.outcome(match.state) is not None
        assert engine.view(match, None)["seed"] == match.seed
        with pytest.raises(MatchFinished):
            engine.submit(match, 0, action, 0)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_a_golden_playthrough(game_id):
    folder = Path(__file__).parents[1] / "games" / game_id.replace("-", "_")
    assert list(folder.glob("playthrough*.txt")), f"{game_id} has no golden playthrough"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_catalog_entry_is_json_and_options_defaults_validate(game_id):
    game = get_game(game_id)
    entry = json.loads(json.dumps(game.catalog_entry()))
    assert entry["id"] == game_id
    assert game.validate_options({}) == game.default_options()


SEARCHABLE = [game.id for game in GAMES if game.can_determinize()]
SAMPLES = 3  # hidden states drawn per seat per checked position


def positions(game_id: str, seats: int, seed: int, every: int):
    """Every ``every``-th position of a random playout, with all events so far."""
    policy = random.Random(seed)
    match, events = engine.start(game_id, seats, {}, seed)
    step = 0
    while engine.status(match) == "active":
        if step % every == 0:
            yield match, events
        seat = policy.choice(engine.decisions(match)).seat
        match, new = engine.submit(match, seat, policy.choice(engine.legal_actions(match, seat)), 0)
        events = [*events, *new]
        step += 1


@pytest.mark.parametrize("game_id", SEARCHABLE)
def test_decisions_and_views_depend_only_on_what_a_seat_may_know(game_id):
    """ARCHITECTURE "Decisions are public": a hidden state sampled from any seat's knowledge
    (``Game.determinizer``) yields the same decisions and the same spectator view as the true
    state, and the same view and legal actions for that seat. A window opened only to the
    seats whose hidden cards can answer it would differ between samples and fail here."""
    game = get_game(game_id)
    for seats in range(game.min_players, game.max_players + 1):
        for match, events in positions(game_id, seats, seed=seats, every=3):
            truth = match.state
            for seat in range(seats):
                seen = [engine.redact_event(event, seat) for event in events]
                memory = engine.remember(match, seat, None, seen)
                sample = game.determinizer(engine.view(match, seat), memory, seat)
                for index in range(SAMPLES):
                    state = sample(Rng(f"contract:{seat}:{index}"))
                    assert game.decisions(state) == game.decisions(truth)
                    assert game.view(state, None) == game.view(truth, None)
                    assert game.view(state, seat) == game.view(truth, seat)
                    assert game.legal_actions(state, seat) == game.legal_actions(truth, seat)


SAMPLED_ACTIONS = 6  # listed actions tried per position: each against every undo of it


def _after(match: engine.Match, seat: int | None, action: dict) -> engine.Match:
    return engine.submit(match, seat, action, 0.0)[0]


def _undone_by(match: engine.Match, seat: int | None, after: engine.Match) -> dict | None:
    """An action ``seat`` is listed in ``after`` that puts the game back where ``match`` was."""
    if engine.is_finished(after):
        return None
    for action in engine.legal_actions(after, seat):
        if _after(after, seat, action).state == match.state:
            return action
    return None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_listed_action_leaves_the_game_where_it_was(game_id):
    """Issue 37, "Settings are not moves": every listed action changes the game, and the
    seat that took it is listed no action that puts the game back where it was (Villainous
    listed a `conditions` toggle at every decision of a turn: a bot toggled it 20,853
    times). A seat's preferences are seat settings (``engine.change_settings``). Random
    playouts of every game at every seat count; a few listed actions tried per position."""
    game = get_game(game_id)
    for seats in range(game.min_players, game.max_players + 1):
        policy = random.Random(seats)
        match, _ = engine.start(game_id, seats, {}, seed=seats * 31)
        for _ in range(MAX_STEPS):
            holders = engine.decisions(match)
            if not holders:
                break
            seat = policy.choice(holders).seat
            listed = engine.legal_actions(match, seat)
            for action in policy.sample(listed, min(SAMPLED_ACTIONS, len(listed))):
                after = _after(match, seat, action)
                assert after.state != match.state, (game_id, action)
                assert _undone_by(match, seat, after) is None, (game_id, action)
            match = _after(match, seat, policy.choice(listed))
        assert engine.is_finished(match), game_id
