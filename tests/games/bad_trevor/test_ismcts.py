"""The ``ismcts`` bot for Bad Trevor: determinizations agree with all a seat knows, and the
search plays legal, reproducible moves from a ``BotInput`` alone.

Determinizations are checked on every state of seeded random playouts (wrong shouts, Kevin
windows, lookouts and all), for every seat holding a decision.
"""

from __future__ import annotations

import copy
import random

import pytest

from service.engine import match as engine
from service.engine.bots import bot_rng
from service.engine.game import BotInput
from service.engine.match import Match
from service.engine.registry import get_game
from service.engine.rng import Rng
from service.games.bad_trevor.deck import CARD_IDS, KEVIN, TREVOR
from service.games.bad_trevor.determinize import knowledge, trevor_suspects

GAME = get_game("bad-trevor")
PLAYOUTS = 12
SAMPLES = 2  # determinizations per seat and state


def _places(state: dict) -> list[str]:
    attack = state["attack"]["cards"] if state["attack"] else []
    middle = [KEVIN] if state["kevin"] == "middle" else []
    return [*(c for hand in state["hands"] for c in hand), *attack, *state["discard"], *middle]


def _owner(state: dict) -> int | None:
    """The seat whose hand or own attack hand holds Bad Trevor."""
    attack = state["attack"]
    if attack and TREVOR in attack["cards"]:
        return attack["attacker"]
    return next((s for s, hand in enumerate(state["hands"]) if TREVOR in hand), None)


def _sees_trevor(state: dict, seat: int) -> bool:
    attack = state["attack"]
    shown = attack and (attack["face_up"] or attack["attacker"] == seat)
    return TREVOR in state["hands"][seat] or bool(shown and TREVOR in attack["cards"])


def _check_determinization(match: Match, seat: int, seen: list[dict], rng: Rng) -> None:
    """Same view, same legal actions, 52 cards once each, cards placed by what the seat saw
    truly there, Trevor only with a suspect (and the true holder always one)."""
    state, view = match.state, engine.view(match, seat)
    sample = GAME.determinizer(view, _memory(view, seen), seat)(rng)
    assert GAME.view(sample, seat) == view["table"]
    assert GAME.legal_actions(sample, seat) == GAME.legal_actions(state, seat)
    assert [len(hand) for hand in sample["hands"]] == [len(hand) for hand in state["hands"]]
    places = _places(sample)
    assert len(places) == 52 and set(places) == set(CARD_IDS)
    fixed = knowledge(view, seen, seat).table["hands"]
    for other, cards in enumerate(fixed):
        assert set(cards) <= set(state["hands"][other]), f"seat {other} does not hold {cards}"
    if not _sees_trevor(state, seat):
        suspects = trevor_suspects(seen, seat, match.seats)
        assert _owner(state) in suspects, "the true holder was ruled out"
        assert _owner(sample) in suspects


def _memory(view: dict, events: list) -> dict:
    """The seat's bot memory of ``events``, as the workers keep it."""
    return GAME.remember(None, view["seat"], int(view["seats"]), events)


def _random_match(seats: int, seed: int, policy: random.Random):
    """Every (match, per-seat events) of one random playout through the engine."""
    match, events = engine.start("bad-trevor", seats, {}, seed)
    seen = [[engine.redact_event(e, s) for e in events] for s in range(seats)]
    while not engine.is_finished(match):
        yield match, seen
        seat = policy.choice(engine.decisions(match)).seat
        action = policy.choice(engine.legal_actions(match, seat))
        if action["type"] == "kevin" and policy.random() < 0.2:
            action = {**action, "shout": "Gotcha!"}
        match, new = engine.submit(match, seat, action, 0.0)
        for s in range(seats):
            seen[s].extend(engine.redact_event(e, s) for e in new)


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_determinize_agrees_with_everything_the_seat_knows(seats):
    """Own hand, discard, visible attack cards, counts, Kevin and step stay as the view shows
    them (the sample's view is the true view); every card is somewhere exactly once."""
    policy = random.Random(seats)
    for seed in range(PLAYOUTS):
        for match, seen in _random_match(seats, seed, policy):
            for decision in engine.decisions(match):
                for sample in range(SAMPLES):
                    rng = Rng(f"det:{seed}:{match.version}:{sample}")
                    _check_determinization(match, decision.seat, seen[decision.seat], rng)


def test_determinize_deals_the_unseen_cards_differently():
    match, events = engine.start("bad-trevor", 3, {}, 4)
    seen = [engine.redact_event(e, 0) for e in events]
    view = engine.view(match, 0)
    memory = _memory(view, seen)
    hands = {str(GAME.determinizer(view, memory, 0)(Rng(f"s{i}"))["hands"]) for i in range(5)}
    assert len(hands) == 5


def test_trevor_is_placed_with_the_seat_that_picked_him(t):
    """Picked in the open: only the picker can hold him (R29)."""
    hands = [["C01a", "C02a"], ["C03a", "C04a", TREVOR], ["C05a", "C06a", "C07a"]]
    events = [{"type": "picked", "seat": 1, "from_seat": 0, "position": 0, "kind": "trevor"}]
    view = engine.view(t.match(hands), 0)
    for index in range(20):
        sample = GAME.determinizer(view, _memory(view, events), 0)(Rng(f"t{index}"))
        assert TREVOR in sample["hands"][1]


def test_trevor_suspects_follow_kevin_lookout_and_going_out():
    events = [
        {"type": "lookout", "seat": 0, "target": 1, "hand": ["C01a"]},
        {"type": "kevin", "seat": 3, "target": 2, "correct": False},
        {"type": "out", "seat": 4},
    ]
    assert trevor_suspects(events, 0, 5) == {3}
    assert trevor_suspects(events[:1], 0, 5) == {2, 3, 4}


def test_knowledge_refuses_a_view_whose_counts_do_not_add_up(t):
    view = engine.view(t.match([["C01a"], ["C02a"], ["C03a"]]), 0)
    view["table"]["hand_counts"][1] += 1
    with pytest.raises(ValueError):
        knowledge(view, [], 0)


def _first_decision(seats: int = 3, seed: int = 7) -> tuple[Match, BotInput]:
    """A match in play with seat 0's input at its first real choice, all heuristic till then."""
    control = ["heuristic"] * seats
    match, events = engine.start("bad-trevor", seats, {}, seed, control)
    seen = [[engine.redact_event(e, s) for e in events] for s in range(seats)]
    while True:
        seat = engine.bot_decisions(match)[0].seat
        given = engine.bot_input(match, seat, seen[seat])
        if match.state["phase"] == "play" and len(given.legal) > 1:
            return match, given
        action = engine.bot_action(match, seat, "heuristic", given, bot_rng(seed, 0, seat))
        match, new = engine.submit(match, seat, action, 0.0)
        for s in range(seats):
            seen[s].extend(engine.redact_event(e, s) for e in new)


def test_ismcts_is_offered_and_plays_a_legal_action():
    match, given = _first_decision()
    assert "ismcts" in GAME.strategies()
    action = GAME.bots()["ismcts"](given, bot_rng(7, match.version, given.seat))
    assert action in given.legal


def test_ismcts_same_bot_seed_same_move_and_the_match_is_untouched():
    match, given = _first_decision(seed=11)
    before = copy.deepcopy(match.to_json())
    bot = GAME.bots()["ismcts"]
    moves = [bot(given, bot_rng(11, match.version, given.seat)) for _ in range(2)]
    assert moves[0] == moves[1]
    assert match.to_json() == before


def test_ismcts_sees_only_its_bot_input(t):
    """Two tables that differ only in cards seat 0 cannot see give the same move."""
    mine = ["C01a", "C02a", "C03a", "H01", "V01"]
    left = [mine, ["C01b", "C04a", TREVOR, "H05"], ["C02b", "C05a", "V04", "C06a"]]
    right = [mine, ["C02b", "C05a", TREVOR, "H05"], ["C01b", "C04a", "V04", "C06a"]]
    bot, moves = GAME.bots()["ismcts"], []
    for hands in (left, right):
        given = engine.bot_input(t.match(hands), 0, [])
        moves.append(bot(given, Rng("same")))
    assert moves[0] == moves[1] and moves[0] in given.legal


def test_ismcts_does_not_search_a_single_choice():
    given = BotInput(0, {"seats": 3}, None, [{"type": "ready"}], {})
    assert GAME.bots()["ismcts"](given, Rng("one")) == {"type": "ready"}


def test_cards_seen_going_into_a_hand_stay_there(t):
    """A lookout's hand is placed as seen; a seat that then lays face down is forgotten."""
    hands = [["C01a", "C02a"], ["C03a", "C04a", "H05"], ["C05a", "C06a", "C07a"]]
    view = engine.view(t.match(hands), 0)
    looked = [{"type": "lookout", "seat": 0, "target": 2, "hand": ["C05a", "C06a", "C07a"]}]
    sample = GAME.determinizer(view, _memory(view, looked), 0)(Rng("look"))
    assert sorted(sample["hands"][2]) == ["C05a", "C06a", "C07a"]
    laid = [*looked, {"type": "laid", "seat": 2, "position": 0, "face_up": False}]
    assert knowledge(view, laid, 0).table["hands"][2] == []
