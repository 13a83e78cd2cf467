"""Bots of Disney Villainous: Bigger and Badder (RULINGS V60-V64): the heuristic plays only
legal actions and beats random play, its rules of thumb on hand-built tables, the
determinizer keeps all a seat sees and reads nothing it does not, and the ismcts search
moves legally.

Matches are driven with the rules directly (``VillainousBiggerAndBadder``), each bot given
what the engine gives it: its view, its memory of the events redacted for it
(``determinize.remember``) and its legal actions.
"""

from __future__ import annotations

import json
from itertools import combinations, permutations
from typing import Any

import pytest

from service.engine.bots import BotInput, random_bot
from service.engine.ismcts import Budget, Config, make_bot
from service.engine.match import redact_event
from service.engine.rng import Rng
from service.games.villainous_bigger_and_badder import data, determinize, rules, table
from service.games.villainous_bigger_and_badder.determinize import determinizer, remember
from service.games.villainous_bigger_and_badder.game import VillainousBiggerAndBadder
from service.games.villainous_bigger_and_badder.heuristic import heuristic_bot, progress
from service.games.villainous_bigger_and_badder.search import CONFIG

VILLAINS = data.villains()
State = dict[str, Any]


class Searchable(VillainousBiggerAndBadder):
    """The game with the bots' determinizer and memory, as ``game.py`` wires them."""

    def determinizer(self, view: dict[str, Any], memory: Any, seat: int) -> Any:
        return determinizer(view, memory, seat)

    def remember(self, memory: Any, seat: int, seats: int, events: list[dict]) -> Any:
        return remember(memory, seat, seats, events)


GAME = Searchable()


def _view(state: State, seat: int) -> dict[str, Any]:
    """What a bot's view holds of the match (the parts these bots read)."""
    return {"table": GAME.view(state, seat), "seats": state["seats"]}


def _seen(state: State, seat: int, memory: Any, legal: list[dict]) -> BotInput:
    return BotInput(seat=seat, view=_view(state, seat), memory=memory, legal=legal, options={})


class Match:
    """A match played with the rules, each seat's memory kept from its redacted events."""

    def __init__(self, villains: list[str], seed: str) -> None:
        options = {"villains": ",".join(villains)}
        self.rng = Rng(seed)
        self.state, events = GAME.start(len(villains), GAME.validate_options(options), self.rng)
        self.memory: list[Any] = [None] * len(villains)
        self.note(events)

    def note(self, events: list[dict]) -> None:
        seats = self.state["seats"]
        for seat in range(seats):
            seen = [redact_event(event, seat) for event in events]
            self.memory[seat] = remember(self.memory[seat], seat, seats, seen)

    def holder(self) -> tuple[int, list[dict]]:
        decision = GAME.decisions(self.state)[0]
        return decision.seat, GAME.legal_actions(self.state, decision.seat)

    def play(self, seat: int, action: dict) -> None:
        self.state, events = GAME.apply(self.state, seat, action, self.rng, 0.0)
        self.note(events)

    def seen(self, seat: int, legal: list[dict]) -> BotInput:
        return _seen(self.state, seat, self.memory[seat], legal)


def _play_out(villains: list[str], seed: str, bots: list[Any]) -> Match:
    """A whole match, each seat played by its bot; every action checked legal."""
    match = Match(villains, seed)
    step = 0
    while GAME.outcome(match.state) is None:
        seat, legal = match.holder()
        action = bots[seat](match.seen(seat, legal), Rng(f"{seed}:bot:{step}"))
        assert action in legal, (seat, action, legal)
        match.play(seat, action)
        step += 1
    return match


# --- the heuristic ----------------------------------------------------------------------------

PAIRINGS = [*(list(p) for p in combinations(VILLAINS, 2)), list(VILLAINS), list(VILLAINS[::-1])]


@pytest.mark.parametrize("villains", PAIRINGS, ids="-".join)
def test_heuristic_plays_only_legal_actions_over_whole_matches(villains):
    """V63: over whole matches of every pairing, 2 and 3 seats, with the heuristic in every
    seat (and once beside random seats), each action it picks is among the legal ones and the
    match ends, by an Objective or the round cap (V29)."""
    match = _play_out(villains, f"legal:{'-'.join(villains)}", [heuristic_bot] * len(villains))
    assert match.state["reason"] in ("objective", "round_cap")
    mixed = [heuristic_bot, *[random_bot] * (len(villains) - 1)]
    mixed_match = _play_out(villains[::-1], f"mixed:{'-'.join(villains)}", mixed)
    assert mixed_match.state["step"] == "over"


def test_heuristic_beats_random_players():
    """V63: one heuristic seat against one random seat, the seat and the pairing rotating,
    wins far more than its fair half of 40 two-seat matches (measured 36 of 40; random play
    almost never reaches an Objective in 60 rounds)."""
    wins = 0
    for n in range(40):
        pair = [list(p) for p in permutations(VILLAINS, 2)][n % 6]
        hero = n % 2
        bots = [heuristic_bot if seat == hero else random_bot for seat in range(2)]
        match = _play_out(pair, f"beats:{n}", bots)
        wins += hero in match.state["winners"]
    assert wins >= 28, wins


@pytest.fixture
def mim(t):
    """Madame Mim (seat 0) at Madame Mim's Hut against Lotso, the Caterpillar at the Duel Site."""
    s = t.new(["madame_mim", "lotso"], location=1)
    for card in list(s["board"][0][table.DUEL_SITE]["top"]):
        s["board"][0][table.DUEL_SITE]["top"].remove(card)
        s["merlin"]["deck"].append(card)
    s["merlin"]["deck"].remove("merlin_caterpillar-1")
    s["board"][0][table.DUEL_SITE]["top"].append("merlin_caterpillar-1")
    return s


def _pick(state: State, seat: int = 0, seed: str = "pick") -> dict:
    decision = GAME.decisions(state)[0]
    assert decision.seat == seat
    legal = GAME.legal_actions(state, seat)
    return heuristic_bot(_seen(state, seat, None, legal), Rng(seed))


def _turn(state: State, seat: int) -> list[dict]:
    """The heuristic's actions for ``seat`` until its turn ends (others pass their windows)."""
    played = []
    while state["current"] == seat and state["step"] != "over":
        decision = GAME.decisions(state)[0]
        legal = GAME.legal_actions(state, decision.seat)
        if decision.seat != seat:
            action = {"type": "pass"}
        else:
            action = heuristic_bot(_seen(state, seat, None, legal), Rng(f"turn{len(played)}"))
            played.append(action)
        state, _ = rules.apply(state, decision.seat, action, Rng("turn"))
    return played


def test_heuristic_plays_the_transformation_matching_a_form_where_it_stands(t, mim):
    """V63 (Madame Mim): with the Chicken in hand and the Caterpillar at the Duel Site, the
    Chicken is played to the Duel Site, not elsewhere."""
    t.hand(mim, 0, "mim_chicken-1", "battle_of_wits-1")
    mim["power"][0] = 3
    action = _pick(mim)
    assert action == {"type": "play", "card": "mim_chicken-1", "location": "duel_site"}


def test_heuristic_vanquishes_a_merlin_form_with_its_match(t, mim):
    """V63 (Madame Mim): at the Duel Site with the Chicken beside the Caterpillar, it
    vanquishes the Caterpillar with the Chicken before anything else."""
    mim["mover"][0] = table.DUEL_SITE
    t.put(mim, 0, "mim_chicken-1", "duel_site")
    action = _pick(mim)
    assert action == {
        "type": "vanquish",
        "hero": "merlin_caterpillar-1",
        "allies": ["mim_chicken-1"],
    }


def test_heuristic_moves_where_its_vanquish_waits(t, mim):
    """V63 (moving the mover): the Chicken already beside the Caterpillar at the Duel Site, it
    moves there (the Chicken's Vanquish is at the Duel Site) rather than anywhere else."""
    t.put(mim, 0, "mim_chicken-1", "duel_site")
    mim["step"] = "move"
    assert _pick(mim) == {"type": "move", "location": "duel_site"}


def test_heuristic_builds_the_next_omnidroid_where_a_hero_waits(t):
    """V63 (Syndrome): the v.X8 gone and a Major Modifications in his realm, he builds the
    v.X9 at the location of a Hero it can vanquish."""
    s = t.new(["syndrome", "lotso"], location=1)
    s["board"][0][1]["bottom"].remove("omnidroid_v_x8-1")
    s["omnidroid"].update(stage=2, tile=None)
    t.put(s, 0, "major_modifications-1", "parr_house")
    t.put(s, 0, "dash-1", "syndromes_base")
    action = _pick(s)
    build = {"type": "build", "omnidroid": "omnidroid_v_x9-1", "location": "syndromes_base"}
    assert action == build


def _syndrome_after_the_v_x9(t, location: int) -> State:
    """Syndrome to act, the v.X8 and the v.X9 gone: the v.10's three Major Modifications next."""
    s = t.new(["syndrome", "lotso"], location=location)
    s["board"][0][1]["bottom"].remove("omnidroid_v_x8-1")
    s["omnidroid"].update(stage=3, tile=None)
    return s


def test_heuristic_cycles_its_hand_for_the_v10_modifications(t):
    """V63 (Syndrome): one Major Modifications down and one in hand, short of the v.10's
    three, at Nomanisan Island (Discard) he discards what he would keep least to draw more,
    and keeps the Major Modifications."""
    s = _syndrome_after_the_v_x9(t, location=1)
    t.put(s, 0, "major_modifications-1", "parr_house")
    t.hand(s, 0, "major_modifications-2", "guards-1", "security-1")
    s["power"][0] = 2
    played = _turn(s, 0)
    assert {"type": "discard"} in played
    discarded = [a["choice"] for a in played if a["type"] == "choose"]
    assert {"guards-1", "security-1"} <= set(discarded)
    assert "major_modifications-2" not in discarded


def test_heuristic_with_the_three_modifications_at_hand_stops_cycling(t):
    """V63 (Syndrome): the same turn with all three at hand: short of Power, nothing is
    discarded (the Allies are worth keeping). The Remote is in hand, found there by the v.X9's
    Vanquish (V14): without it he would dig for it once the v.10 is built (V63)."""
    s = _syndrome_after_the_v_x9(t, location=1)
    t.put(s, 0, "major_modifications-1", "parr_house")
    t.put(s, 0, "major_modifications-3", "parr_house")
    t.hand(s, 0, "major_modifications-2", "guards-1", "security-1", "syndromes_remote-1")
    s["power"][0] = 2
    assert {"type": "discard"} not in _turn(s, 0)


def test_heuristic_goes_where_the_last_modification_and_the_v10_both_play(t):
    """V63 (Syndrome): two Major Modifications down and the third in hand, he moves to
    Syndrome's Base, whose two Play actions put the third down and build the v.10 in one
    turn (Parr House and a covered Nomanisan Island have one Play each)."""
    s = _syndrome_after_the_v_x9(t, location=3)
    t.put(s, 0, "major_modifications-1", "parr_house")
    t.put(s, 0, "major_modifications-3", "parr_house")
    t.put(s, 0, "dash-1", "nomanisan_island")
    t.hand(s, 0, "major_modifications-2")
    s["power"][0] = 5
    s["step"] = "move"
    assert _pick(s) == {"type": "move", "location": "syndromes_base"}
    played = _turn(s, 0)
    build = {"type": "build", "omnidroid": "omnidroid_v_10-1", "location": "metroville"}
    assert build in played


def test_heuristic_vanquishes_first_the_hero_that_took_the_remote(t):
    """V63 (Syndrome): of two Heroes his Allies can vanquish, the one holding the Remote goes
    first, though the other is stronger (the Remote returns to his discard pile, to be drawn
    again)."""
    s = t.new(["syndrome", "lotso"], location=0)
    t.put(s, 0, "dash-1", "parr_house")
    t.put(s, 0, "violet-1", "parr_house")
    t.attach(s, "syndromes_remote-1", "dash-1")
    t.put(s, 0, "guards-1", "parr_house")
    t.put(s, 0, "guards-2", "parr_house")
    t.put(s, 0, "security-1", "parr_house")
    vanquishes = [a for a in _turn(s, 0) if a["type"] == "vanquish"]
    assert vanquishes and vanquishes[0]["hero"] == "dash-1"


def test_heuristic_defeats_the_v10_with_the_remote(t):
    """V63 (Syndrome): the v.10 built at Metroville and the Remote beside it, at Metroville
    he activates the Remote (V15)."""
    s = t.new(["syndrome", "lotso"], location=3)
    s["board"][0][1]["bottom"].remove("omnidroid_v_x8-1")
    s["board"][0][3]["bottom"].append("omnidroid_v_10-1")
    s["omnidroid"].update(stage=3, tile="omnidroid_v_10-1")
    t.put(s, 0, "syndromes_remote-1", "metroville")
    assert _pick(s) == {"type": "activate", "card": "syndromes_remote-1"}


def test_heuristic_brings_a_hero_at_0_to_the_caterpillar_room(t):
    """V63 (Lotso): Jessie at Strength 0 at the Library, he plays Not Age Appropriate and
    picks her to go to the Caterpillar Room."""
    s = t.new(["lotso", "syndrome"], location=0)
    t.put(s, 0, "jessie-1", "library")
    s["zeroed"].append("jessie-1")
    t.put(s, 0, "rex-1", "playground")
    t.hand(s, 0, "not_age_appropriate-1")
    s["power"][0] = 2
    played = _turn(s, 0)
    assert {"type": "play_effect", "card": "not_age_appropriate-1"} in played
    assert played[played.index({"type": "play_effect", "card": "not_age_appropriate-1"}) + 1] == {
        "type": "choose",
        "choice": "jessie-1",
    }


def test_heuristic_plays_fate_against_the_leader(t):
    """V63 (Fate): of two opponents it plays Fate against the one nearest its Objective
    (Madame Mim with five forms defeated, not Lotso at the start)."""
    s = t.new(["syndrome", "madame_mim", "lotso"], location=3)
    merlin = s["merlin"]
    for form in list(merlin["deck"])[:5]:
        merlin["deck"].remove(form)
        merlin["defeated"].append(form)
    assert progress(s, 1) > progress(s, 2)
    legal = [a for a in t.legal(s) if a["type"] in ("fate", "end_turn")]
    action = heuristic_bot(_seen(s, 0, None, legal), Rng("fate"))
    assert action == {"type": "fate", "target": 1}


def test_heuristic_places_a_hero_to_cover_the_best_symbols_and_not_on_an_omnidroid(t):
    """V63 (placing Heroes): playing Dash against Syndrome it covers a location with symbols
    to hide and keeps him away from the v.X8 at Nomanisan Island, which would vanquish him."""
    s = t.new(["lotso", "syndrome"], location=1)
    t.on_top(s, "fate_decks", 1, "dash-1", "infiltrate-1")
    s, _ = t.act(s, {"type": "fate", "target": 1})
    s, _ = t.choose(s, "dash-1")
    assert s["stack"][-1]["prompt"] == "place_hero"
    choice = _pick(s)["choice"]
    assert choice != "nomanisan_island"
    assert data.location("syndrome", choice)["top"]


def test_heuristic_passes_or_plays_a_condition_from_the_legal_answers_only(t):
    """V63 (Condition windows): in a window it picks one of the answers offered, and plays
    Who's Super Now? (Power for free) rather than pass."""
    s = t.new(["lotso", "syndrome"], location=3)
    t.hand(s, 1, "whos_super_now-1")
    t.hand(s, 0, "stretch-1")
    s["power"][0] = 5
    s, _ = t.act(s, {"type": "play", "card": "stretch-1", "location": "library"})
    legal = t.legal(s, 1)
    assert {"type": "pass"} in legal
    action = heuristic_bot(_seen(s, 1, None, legal), Rng("window"))
    assert action == {"type": "condition", "cards": ["whos_super_now-1"]}


# --- the determinizer -------------------------------------------------------------------------


def _positions(villains: list[str], seed: str, every: int, limit: int = 400):
    """Every ``every``-th position of a random match (all seats random), with its memories."""
    match = Match(villains, seed)
    policy = Rng(f"{seed}:policy")
    step = 0
    while GAME.outcome(match.state) is None and step < limit:
        if step % every == 0:
            yield match
        seat, legal = match.holder()
        if match.state["round"] < 3 and step % 7 == 0 and not match.state["auto"][seat]:
            # some seats answer their windows in auto mode (V25), a seat setting
            match.state, events = GAME.change_setting(match.state, seat, "conditions", "auto")
            match.note(events)
        match.play(seat, policy.choice(legal))
        step += 1


def _every_card(state: State) -> list[str]:
    """Every card of the table, wherever it is (a frame's data aside)."""
    cards: list[str] = []
    for zone in ("hands", "decks", "discards", "fate_decks", "fate_discards"):
        for pile in state[zone]:
            cards += pile
    for rows in state["board"]:
        for row in rows:
            cards += [c for c in row["top"] + row["bottom"] if not _tile(c)]
    cards += list(state["attached"]) + state["revealed"] + state["resolving"]
    if state["merlin"]:
        cards += state["merlin"]["deck"] + state["merlin"]["defeated"]
    return sorted(cards)


def _tile(card: str) -> bool:
    return card == table.BUZZ or card in table.OMNIDROIDS


@pytest.mark.parametrize(
    "villains",
    [["syndrome", "lotso"], ["madame_mim", "syndrome"], ["lotso", "madame_mim", "syndrome"]],
    ids="-".join,
)
def test_a_sample_shows_the_seat_all_it_sees_and_keeps_every_card(villains):
    """V60-V62: at positions of random matches (choices, windows, auto seats included), for
    every seat, each sampled state gives it the same view, the same legal actions, and the
    same decisions and spectator view as the true state; every card of the table is in it
    exactly once; the state keys are the table's; different samples deal differently."""
    keys = set(table.new_state(list(villains), Rng("keys")))
    dealt = set()
    for match in _positions(villains, f"sample:{'-'.join(villains)}", every=3):
        truth = match.state
        for seat in range(truth["seats"]):
            sampler = determinizer(_view(truth, seat), match.memory[seat], seat)
            for n in range(2):
                sample = sampler(Rng(f"s{n}"))
                assert GAME.view(sample, seat) == GAME.view(truth, seat)
                assert GAME.legal_actions(sample, seat) == GAME.legal_actions(truth, seat)
                assert GAME.decisions(sample) == GAME.decisions(truth)
                assert GAME.view(sample, None) == GAME.view(truth, None)
                assert _every_card(sample) == _every_card(truth)
                assert set(sample) == keys
                dealt.add(json.dumps([sample["hands"], sample["decks"]]))
    assert len(dealt) > 10


def test_a_sample_is_json_and_rules_carry_on_from_it():
    """V60: a sample is JSON data the rules accept: every legal action of the seat applies."""
    for match in _positions(["madame_mim", "lotso", "syndrome"], "json", every=11, limit=300):
        seat = GAME.decisions(match.state)[0].seat
        sample = determinizer(_view(match.state, seat), match.memory[seat], seat)(Rng("j"))
        assert json.loads(json.dumps(sample)) == sample
        for action in GAME.legal_actions(sample, seat)[:6]:
            rules.apply(sample, seat, action, Rng("after"))


def _hidden_swap(state: State, seat: int) -> State:
    """The same table with another seat's hand and deck cards swapped and every deck's order
    changed: what ``seat`` cannot see, alone."""
    other = table.clone(state)
    opponent = (seat + 1) % state["seats"]
    hand, deck = other["hands"][opponent], other["decks"][opponent]
    hand[0], deck[0] = deck[0], hand[0]
    for decks in (other["decks"], other["fate_decks"]):
        for pile in decks:
            pile.reverse()
    if other["merlin"]:
        other["merlin"]["deck"].reverse()
    return other


def test_the_determinizer_never_reads_the_hidden_cards(t):
    """V60: two true tables that differ only in cards the seat cannot see (another hand, the
    order of every deck, Merlin's deck) show it the same view, and their samplers deal the
    same states from the same generator."""
    s = t.new(["syndrome", "madame_mim", "lotso"])
    for seat, cards in enumerate(([0, 1, 2, 3], [0, 1, 2], [0, 1, 2, 3, 4])):
        for n in cards:
            s["hands"][seat].append(s["decks"][seat].pop(n))
    other = _hidden_swap(s, 0)
    assert other != s and GAME.view(other, 0) == GAME.view(s, 0)
    first = determinizer(_view(s, 0), None, 0)
    second = determinizer(_view(other, 0), None, 0)
    for n in range(5):
        assert first(Rng(f"h{n}")) == second(Rng(f"h{n}"))


def test_samples_deal_the_hidden_cards_from_the_unseen_ones_only(t):
    """V60: the other hands and the decks are dealt from each deck's list less every card in
    sight; the seat's hand is its own; counts match the view's."""
    s = t.new(["lotso", "syndrome"])
    t.hand(s, 0, "chunk-1", "locked_up-1")
    t.hand(s, 1, "guards-1", "mirage-1", "bio_probe-1")
    t.put(s, 1, "mr_incredible-1", "metroville")
    s["discards"][1].append(s["decks"][1].pop())
    sampler = determinizer(_view(s, 0), None, 0)
    for n in range(10):
        sample = sampler(Rng(f"u{n}"))
        assert sorted(sample["hands"][0]) == ["chunk-1", "locked_up-1"]
        assert len(sample["hands"][1]) == 3
        assert "mr_incredible-1" not in sample["fate_decks"][1]
        unseen = set(data.deck_list("syndrome", "villain")) - set(s["discards"][1])
        assert set(sample["hands"][1]) | set(sample["decks"][1]) == unseen


def test_a_known_deck_top_stays_on_top_in_every_sample(t):
    """V60: what the seat looked at (Teamwork's reorder, ``known``) is the top of that deck in
    every sample, in that order; the rest of the deck is shuffled."""
    s = t.new(["lotso", "syndrome"])
    top = ["violet-1", "no_capes-1", "dash-1"]
    t.on_top(s, "fate_decks", 1, *top)
    table.remember_top(s, 0, "fate", 1, top)
    sampler = determinizer(_view(s, 0), None, 0)
    orders = set()
    for n in range(8):
        deck = sampler(Rng(f"k{n}"))["fate_decks"][1]
        assert deck[::-1][:3] == top
        orders.add(tuple(deck))
    assert len(orders) > 1


def test_cards_shown_from_a_hand_stay_in_it_until_seen_leaving():
    """V61 (memory): Infiltrate shows Syndrome's hand; the seat's memory keeps those cards in
    his sampled hand, less the one it then sees him play."""
    events = [
        {"type": "hand_revealed", "seat": 1, "cards": ["guards-1", "mirage-1", "security-1"]},
        {"type": "played", "seat": 1, "card": "guards-1", "cost": 2},
    ]
    memory = remember(None, 0, 2, events)
    assert memory["hands"]["1"] == ["mirage-1", "security-1"]
    assert json.loads(json.dumps(memory)) == memory
    s = table.new_state(["lotso", "syndrome"], Rng("shown"))
    for card in ("mirage-1", "security-1"):
        for pile in (s["hands"][1], s["decks"][1]):
            if card in pile:
                pile.remove(card)
        s["hands"][1].append(card)
    s["decks"][1].append(s["hands"][1].pop(0))
    s["decks"][1].append(s["hands"][1].pop(0))
    sampler = determinizer(_view(s, 0), memory, 0)
    for n in range(6):
        assert {"mirage-1", "security-1"} <= set(sampler(Rng(f"m{n}"))["hands"][1])


def test_memory_rebuilds_an_open_windows_situation():
    """V61: a window's situation (how much Power, which card, what strength) is not in the
    view; the memory takes it from the events before it opened, and a sample's window has it."""
    events = [
        {"type": "played", "seat": 0, "card": "stretch-1", "cost": 2},
        {"type": "window_opened", "instance": 7, "situation": "play", "seat": 0, "seats": [1]},
    ]
    memory = remember(None, 1, 2, events)
    window = memory["windows"]["7"]
    assert window["info"] == {"card": "stretch-1", "cost": 2} and window["actor"] == 0
    memory = remember(memory, 1, 2, [{"type": "turn", "seat": 1, "round": 2}])
    assert memory["windows"] == {}


def test_view_shows_a_choice_in_full_to_its_chooser_alone(t):
    """V60: the chooser's view of its own choice has its options, step and data; another seat
    and a spectator see only who chooses what."""
    s = t.new(["lotso", "syndrome"], location=1)
    t.on_top(s, "fate_decks", 1, "dash-1", "violet-1")
    s, _ = t.act(s, {"type": "fate", "target": 1})
    frames = [f for f in s["stack"] if f["kind"] == "choice"]
    assert frames and frames[-1]["seat"] == 0
    mine = GAME.view(s, 0)["stack"][-1]
    assert mine["options"] == frames[-1]["options"] and mine["handler"] == frames[-1]["handler"]
    for observer in (1, None):
        assert set(GAME.view(s, observer)["stack"][-1]) == {"kind", "id", "seat", "prompt"}


def test_a_condition_played_in_a_window_still_resolving_cannot_be_played_again(t):
    """V64: a Condition played in a window stays in its hand until it resolves; a window that
    opens meanwhile (a Condition of the first gains Power) does not offer it again."""
    s = t.new(["syndrome", "madame_mim", "lotso"], location=3)
    t.hand(s, 1, "as_big_as_a_house-1")
    t.hand(s, 2, "smells_like_strawberries-1")
    t.take(s, "chunk-1")
    s["discards"][2].append("chunk-1")  # something to shuffle back
    s["auto"][2] = True
    s, _ = t.act(s, {"type": "gain_power"})
    s, _ = t.act(s, {"type": "condition", "cards": ["as_big_as_a_house-1"]}, seat=1)
    assert "smells_like_strawberries-1" not in s["hands"][2]
    assert s["discards"][2] == ["smells_like_strawberries-1"] and "chunk-1" in s["decks"][2]
    assert s["power"][1] == 2 and not s["stack"]


# --- the search -------------------------------------------------------------------------------


def test_a_tiny_budget_ismcts_move_is_legal():
    """V63: the search with a tiny budget picks a legal action at turns, choices and windows
    of a match, for every seat; the full configuration too, at one of them."""
    bot = make_bot(
        GAME,
        Config(
            budget=Budget(iterations=3),
            depth=6,
            tree_depth=1,
            reward=CONFIG.reward,
            policy=CONFIG.policy,
        ),
    )
    kinds = set()
    for match in _positions(["madame_mim", "lotso", "syndrome"], "search", every=9, limit=360):
        seat, legal = match.holder()
        action = bot(match.seen(seat, legal), Rng("tiny"))
        assert action in legal
        top = match.state["stack"][-1]["kind"] if match.state["stack"] else "turn"
        kinds.add(top)
    assert {"turn", "choice"} <= kinds
    match = Match(["syndrome", "lotso"], "full")
    seat, legal = match.holder()
    assert make_bot(GAME, CONFIG)(match.seen(seat, legal), Rng("full")) in legal


def test_ismcts_root_candidates_are_the_heuristics_best_and_its_pick_in_a_choice():
    """ismcts searches the heuristic's ``WIDTH`` best actions at a turn, best first, as the
    heuristic weighs them on the same sample; in a card's choice the heuristic's own pick
    first, then other options; always legal and never twice the same action."""
    from service.games.villainous_bigger_and_badder import search
    from service.games.villainous_bigger_and_badder.heuristic import decide, turn_worths

    checked = {"turn": 0, "choice": 0}
    for match in _positions(["syndrome", "madame_mim", "lotso"], "roots", every=5, limit=500):
        seat, legal = match.holder()
        if len(legal) <= search.WIDTH:
            continue
        seen = match.seen(seat, legal)
        candidates = search.CONFIG.candidates(seen, Rng("root"))
        assert all(action in legal for action in candidates)
        assert len(candidates) == search.WIDTH == len({json.dumps(a) for a in candidates})
        rng = Rng("root")  # the same sample the candidates were drawn from
        state = determinizer(seen.view, seen.memory, seat)(rng)
        worths = turn_worths(state, seat, legal)
        if worths is None:
            assert candidates[0] == decide(state, seat, legal, rng, deep=True)
            checked["choice"] += 1
            continue
        worth = dict(zip((json.dumps(a) for a in legal), worths, strict=True))
        ranked = [worth[json.dumps(a)] for a in candidates]
        assert ranked == sorted(ranked, reverse=True) and ranked[0] == max(worths)
        checked["turn"] += 1
    assert checked["turn"] >= 5 and checked["choice"] >= 1, checked


def test_the_heuristic_reads_no_hidden_card(t):
    """V63: the heuristic's move depends on the view and the legal actions only: two tables
    that differ only in what the seat cannot see get the same move from the same generator."""
    s = t.new(["syndrome", "madame_mim", "lotso"])
    for seat in range(3):
        for _ in range(4):
            s["hands"][seat].append(s["decks"][seat].pop())
    s["power"][0] = 4
    other = _hidden_swap(s, 0)
    legal = t.legal(s, 0)
    assert legal == t.legal(other, 0)
    for n in range(5):
        first = heuristic_bot(_seen(s, 0, None, legal), Rng(f"r{n}"))
        assert first == heuristic_bot(_seen(other, 0, None, legal), Rng(f"r{n}"))


def test_another_seats_choice_is_a_blank_in_a_sample():
    """V62: another seat's choice is rebuilt with the placeholder step, which does nothing."""
    tv = GAME.view(table.new_state(["lotso", "syndrome"], Rng("ph")), 0)
    tv["stack"] = [{"kind": "choice", "id": 3, "seat": 1, "prompt": "discard"}]
    state = determinize.public_state(tv, 2, 0, None)
    frame = state["stack"][0]
    assert frame["handler"] == determinize.UNKNOWN and frame["options"] == ["none"]
    after, _ = rules.apply(state, 1, {"type": "choose", "choice": "none"}, Rng("x"))
    assert after["stack"] == [] and after["serial"] == 3
