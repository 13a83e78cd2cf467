"""Bots: the heuristic pursues Stories and the Rule of Three and beats random play; the
determinization behind ``ismcts`` keeps every count and never reads hidden cards."""

from __future__ import annotations

from service.engine import match as engine
from service.engine.bots import bot_rng
from service.engine.registry import get_game
from service.engine.rng import Rng
from service.games.practical_guide_to_evil.deck import CARD_IDS

GAME = get_game("practical-guide-to-evil")
ROT = "rule-of-three-1"


def _choice(match: engine.Match, seat: int, strategy: str = "heuristic") -> dict:
    seen = engine.bot_input(match, seat, [])
    return GAME.bots()[strategy](seen, Rng("bot"))


def test_heuristic_plays_the_rule_of_three_when_it_may(t):
    """R31: a Story it does not count yet, the Rule of Three included, comes first."""
    play = {"amadeus": {"owner": 0}, "hanno": {"owner": 1}}
    match = t.match([[ROT, "wekesa", "schemes-1"], []], play, grudges=[{"1": 1}, {}])
    assert _choice(match, 0) == {"type": "play_against", "card": ROT, "target": 1}


def test_heuristic_hunts_the_linked_opponent_at_one_marker_and_spares_him_at_two(t):
    """R31: at one marker, destroying the linked opponent's Named completes the Story; at two
    it would destroy it."""
    play = {"amadeus": {"owner": 0}, "hanno": {"owner": 1}, "william": {"owner": 2}}
    hands = [["assassinate-1"], [], []]
    one = t.match(hands, {**play, ROT: {"owner": 0, "markers": 1, "linked": 1}})
    assert _choice(one, 0)["chosen"] == ["hanno"]
    two = t.match(hands, {**play, ROT: {"owner": 0, "markers": 2, "linked": 1}})
    assert _choice(two, 0)["chosen"] == ["william"]


def test_heuristic_beats_random_players():
    """R31: seated against two random players, the heuristic wins most 3-player matches."""
    wins = 0
    for seed in range(30):
        strategies = ["random", "random", "random"]
        strategies[seed % 3] = "heuristic"
        match, events = engine.start(GAME.id, 3, {}, seed)
        while decisions := engine.decisions(match):
            seat = decisions[0].seat
            if seat is None:
                action = engine.legal_actions(match, None)[0]
            else:
                seen = engine.bot_input(match, seat, [])
                action = GAME.bots()[strategies[seat]](seen, bot_rng(seed, match.version, seat))
            match, _ = engine.submit(match, seat, action, 0.0)
        wins += (seed % 3) in GAME.outcome(match.state)["winners"]
    assert wins >= 18


def test_determinizations_keep_counts_and_ignore_hidden_cards():
    """ismcts: a sampled state matches the seat's view and shows the same whatever the real
    hidden cards are."""
    match, events = engine.start(GAME.id, 4, {}, 5)
    for _ in range(40):
        seat = engine.decisions(match)[0].seat
        action = engine.legal_actions(match, seat)[-1 if _ % 3 else 0]
        match, new = engine.submit(match, seat, action, 0.0)
        events += new
    seat = match.state["current"]
    seen = engine.bot_input(match, seat, [engine.redact_event(e, seat) for e in events])
    sample = GAME.determinizer(seen.view, seen.memory, seat)(Rng("d"))
    places = [*sample["draw"], *sample["discard"], *sample["play"]]
    places += [card for hand in sample["hands"] for card in hand]
    assert sorted(places) == sorted(CARD_IDS)
    assert [len(h) for h in sample["hands"]] == [len(h) for h in match.state["hands"]]
    assert sample["hands"][seat] == sorted(match.state["hands"][seat])
    assert len(sample["draw"]) == len(match.state["draw"])
    assert GAME.legal_actions(sample, seat) == seen.legal


def test_ismcts_chooses_a_legal_action(t):
    """ismcts: the engine's generic search over this game's determinizations."""
    play = {"amadeus": {"owner": 0}, "hanno": {"owner": 1}}
    match = t.match([["wekesa", "schemes-1", "duel-1"], ["william"]], play)
    action = _choice(match, 0, "ismcts")
    assert action in engine.bot_input(match, 0, []).legal


def test_ismcts_root_candidates_are_the_heuristics_best_and_hold_its_choice():
    """ismcts searches the heuristic's ``WIDTH`` best actions at the root, best first, the
    heuristic's own choice among them (or tied with all of them), at every decision of a
    match's first turns that lists more than ``WIDTH`` actions."""
    from service.games.practical_guide_to_evil import search
    from service.games.practical_guide_to_evil.heuristic import score

    match, _ = engine.start(GAME.id, 4, {}, 8)
    checked = 0
    for step in range(60):
        seat = engine.decisions(match)[0].seat
        seen = engine.bot_input(match, seat, [])
        if seat is not None and len(seen.legal) > search.WIDTH:
            candidates = search.CONFIG.candidates(seen, Rng(f"root-{step}"))
            scores = [score(seen.view["table"], seat, action) for action in candidates]
            assert len(candidates) == search.WIDTH and all(a in seen.legal for a in candidates)
            assert scores == sorted(scores, reverse=True)
            choice = GAME.bots()["heuristic"](seen, Rng(f"h-{step}"))
            assert choice in candidates or scores[-1] == scores[0]
            checked += 1
        action = engine.legal_actions(match, seat)[0]
        match, _ = engine.submit(match, seat, action, 0.0)
    assert checked >= 5
