"""One Card Poker is a complete game on the engine's defaults: random playouts end and fit the
published schemas, no view or event shows a seat another seat's hidden card, a view is blind
to a re-deal of what it may not see, and the heuristic and ismcts bots play it."""

from __future__ import annotations

import random
from typing import Any

import pytest
from playouts import check_blind_to_redeal
from schema_check import match_errors

from service.engine import match as engine
from service.engine.game import Game
from service.engine.rng import Rng

from .game import OneCardPoker
from .rules import RANKS


def play(game_id: str, seats: int, seed: int, choose: Any) -> tuple[engine.Match, list[Any]]:
    """A match to its end, each move from ``choose(match, seat)``; all its events."""
    match, events = engine.start(game_id, seats, {}, seed)
    while decisions := engine.decisions(match):
        seat = decisions[0].seat
        match, more = engine.submit(match, seat, choose(match, seat), 0.0)
        events += more
    return match, events


def random_choice(policy: random.Random) -> Any:
    return lambda match, seat: policy.choice(engine.legal_actions(match, seat))


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_playouts_end_and_fit_the_schemas(poker, seats):
    for seed in range(40):
        match, events = play(poker.id, seats, seed, random_choice(random.Random(seed)))
        outcome = engine.outcome(match)
        assert outcome is not None and outcome["winners"]
        assert sorted(outcome["ranking"]) == list(range(seats))
        assert match_errors(match, events) == []


def _hidden_from(match: engine.Match, observer: int | None) -> set[str]:
    """The cards ``observer`` may not know: every other seat's, unless the showdown shows it."""
    state = match.state
    shown = state["reason"] == "showdown"
    return {
        card
        for seat, card in enumerate(state["cards"])
        if seat != observer and not (shown and seat not in state["folded"])
    }


def _cards_in(event: dict[str, Any]) -> set[str]:
    """Every card an event names: its own (``dealt``) and those a showdown shows."""
    return {*([event["card"]] if "card" in event else []), *event.get("cards", {}).values()}


def test_no_view_or_event_shows_another_seats_card(poker):
    for seed in range(30):
        match, events = engine.start(poker.id, 3, {}, seed)
        policy = random.Random(seed)
        while True:
            for observer in [None, 0, 1, 2]:
                hidden = _hidden_from(match, observer)
                assert not set(engine.view(match, observer)["table"]["cards"]) & hidden
                for event in events:
                    assert not _cards_in(engine.redact_event(event, observer)) & hidden
            if not (decisions := engine.decisions(match)):
                break
            seat = decisions[0].seat
            match, events = engine.submit(
                match, seat, policy.choice(engine.legal_actions(match, seat)), 0.0
            )


def _redealt(state: dict[str, Any], observer: int | None) -> dict[str, Any]:
    """The cards ``observer`` cannot see, dealt anew from the ranks it has not seen."""
    seen = {card for seat, card in enumerate(state["cards"]) if seat == observer}
    others = [rank for rank in RANKS if rank not in seen]
    random.Random(len(others)).shuffle(others)
    cards = [card if seat == observer else others.pop() for seat, card in enumerate(state["cards"])]
    return {**state, "cards": cards}


def test_views_decisions_and_actions_are_blind_to_a_redeal(poker):
    for seed in range(20):
        match, _ = engine.start(poker.id, 4, {}, seed)
        policy = random.Random(seed)
        while decisions := engine.decisions(match):
            check_blind_to_redeal(poker, match.state, _redealt)
            seat = decisions[0].seat
            match, _ = engine.submit(
                match, seat, policy.choice(engine.legal_actions(match, seat)), 0.0
            )


def _bot(strategy: str, seed: int) -> Any:
    """A bot's move for the seat, from what the seat may know (no memory: the game keeps none)."""

    def choose(match: engine.Match, seat: int) -> Any:
        seen = engine.bot_input(match, seat, [])
        return engine.bot_action(match, seat, strategy, seen, Rng.for_step(seed, match.version))

    return choose


@pytest.mark.parametrize("strategy", ["heuristic", "ismcts"])
def test_the_games_bots_play_it_to_the_end(poker, strategy):
    for seed in range(8):
        match, _ = play(poker.id, 3, seed, _bot(strategy, seed))
        assert engine.outcome(match) is not None


def test_the_determinizer_keeps_what_the_seat_sees():
    game = OneCardPoker()
    state, _ = game.start(3, {}, Rng.for_step(5, 0))
    sample = game.determinizer({"table": game.view(state, 1)}, None, 1)
    for n in range(20):
        sampled = sample(Rng.for_step(n, 0))
        assert game.view(sampled, 1) == game.view(state, 1)
        assert sorted(sampled["cards"]) == sorted(set(sampled["cards"]))


def test_everything_else_is_the_engines_default():
    """What the game did not write: bots from its two attributes, the stand-in, the timeout
    policies, forfeit (``resign``) around its ``concede``, the JSON clone, no pass."""
    game = OneCardPoker()
    assert game.strategies() == ("random", "heuristic", "ismcts")
    assert game.stand_in == "heuristic" and game.timeout_policies == Game.timeout_policies
    assert game.can_forfeit() and "resign" in [t.name for t in game.every_action_type()]
    state, _ = game.start(3, {}, Rng.for_step(1, 0))
    before = game.clone(state)
    after, events = game.forfeit(state, 0)
    assert state == before and after["step"] == "over" and 0 not in after["winners"]
    assert events[-1]["type"] == "won"
    assert game.pass_action(state, 0, game.decisions(state)[0]) is None
    assert game.remember(None, 0, 3, events) is None
