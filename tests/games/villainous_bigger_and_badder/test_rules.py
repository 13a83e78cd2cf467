"""Scenario tests of the core rules of Disney Villainous: Bigger and Badder (everything that is
not one villain's card text), each naming the section of the rulebook
(/work/shared/rules/villainous-bigger-and-badder.txt) or the ruling of RULINGS.md it checks.

Tables are hand-built with the ``t`` fixture (seat 0 first and at its act step, hands empty,
decks sorted); where the rule is about randomness (setup) the real setup runs on several seeds.
Where a rule needs a card whose text is not the point (an Effect that can or cannot resolve, an
activated ability, an ability that fires when played), the test registers a stand-in under that
card's effect id with ``monkeypatch``, so it checks the core and nothing else.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from service.engine.errors import InvalidOptions
from service.engine.rng import Rng
from service.games.villainous_bigger_and_badder import (
    data,
    effects,
    objectives,
    realm,
    rules,
    stack,
    table,
    turn,
    view,
    windows,
    words,
)
from service.games.villainous_bigger_and_badder.game import (
    VillainousBiggerAndBadder,
    choose_villains,
)

from .conftest import Events, State, Table

T = type[Table]
VILLAINS = ["syndrome", "madame_mim", "lotso"]
SEEDS = [f"seed-{n}" for n in range(12)]


def _of(events: Events, kind: str) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == kind]


def _types(legal: list[dict[str, Any]]) -> set[str]:
    return {a["type"] for a in legal}


def _plays(legal: list[dict[str, Any]], card: str) -> list[dict[str, Any]]:
    return [
        a for a in legal if a.get("card") == card and a["type"] in ("play", "attach", "play_effect")
    ]


def _symbols(state: State, seat: int) -> set[str]:
    """The action symbols with a free slot at ``seat``'s mover."""
    return {s for s in turn.ACTION_OF.values() if turn.free_slot(state, seat, s)}


def _quiet(t: T, state: State, events: Events) -> tuple[State, Events]:
    """Every seat a Condition window waits on passes (where the windows are not the point)."""
    while (frame := stack.top(state)) is not None and frame["kind"] == "window":
        state, more = t.act(state, {"type": "pass"}, windows.waiting(frame)[0])
        events = [*events, *more]
    return state, events


def _act(t: T, state: State, action: dict[str, Any]) -> tuple[State, Events]:
    """``t.act``, every window it opens passed."""
    return _quiet(t, *t.act(state, action))


def _choose(t: T, state: State, choice: str) -> tuple[State, Events]:
    return _quiet(t, *t.choose(state, choice))


def _end_turn(t: T, state: State) -> tuple[State, Events]:
    return _act(t, state, {"type": "end_turn"})


def _next_turn(t: T, state: State, location: str) -> State:
    """End the current turn and move the next player's mover to ``location``."""
    state, _ = _end_turn(t, state)
    state, _ = t.act(state, {"type": "move", "location": location})
    return state


def _back_to(t: T, state: State, location: str) -> State:
    """End seat 0's turn, let every other seat move and end its turn, then move seat 0's mover
    to ``location``: seat 0's next turn."""
    state, _ = _end_turn(t, state)
    while state["current"] != 0:
        state, _ = _act(t, state, t.legal(state)[0])
        state, _ = _end_turn(t, state)
    state, _ = _act(t, state, {"type": "move", "location": location})
    return state


# --- Setup --------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS[:4])
def test_setup_gives_each_seat_its_board_four_cards_and_shuffled_decks(seed):
    """Rulebook, Setup: "place your Mover on the left-most one", "Shuffle your Villain cards",
    "Draw 4 Villain cards", "Shuffle your Fate cards"; discard piles start empty (V12)."""
    state = table.new_state(list(VILLAINS), Rng(seed))
    for seat, villain in enumerate(VILLAINS):
        assert state["mover"][seat] == 0
        assert table.location_key(state, seat, 0) == data.board(villain)[0]["key"]
        hand, deck = state["hands"][seat], state["decks"][seat]
        assert len(hand) == 4 and len(deck) == 26
        printed = data.deck_list(villain, "villain")
        assert sorted(hand + deck) == sorted(printed)
        assert deck + hand[::-1] != printed  # not dealt in file order
        fate = state["fate_decks"][seat]
        assert sorted(fate) == sorted(data.deck_list(villain, "fate"))
        assert fate != data.deck_list(villain, "fate")
        assert state["discards"][seat] == [] and state["fate_discards"][seat] == []
    assert [len(d) for d in state["fate_decks"]] == [15, 8, 15]
    other = table.new_state(list(VILLAINS), Rng(seed + "-other"))
    assert other["decks"] != state["decks"]


@pytest.mark.parametrize("seats", [2, 3])
def test_setup_gives_power_by_turn_order(seats):
    """Rulebook, Setup: "Choose the player who goes first. ... the 1st player begins with no
    Power token. The 2nd player receives 1 Power token. The 3rd player receives 2." (V21: the
    first player is drawn by the seed)."""
    firsts = set()
    for seed in SEEDS:
        state = table.new_state(VILLAINS[:seats], Rng(seed))
        first = state["first"]
        firsts.add(first)
        assert state["current"] == first and state["step"] == "move" and state["round"] == 1
        for order in range(seats):
            assert state["power"][(first + order) % seats] == order
    assert firsts == set(range(seats))


def test_setup_places_each_villains_own_components():
    """Rulebook, Setup: "each Villain requires a particular setup for their Board" (V12): the
    Omnidroid v.X8 at Nomanisan Island, a Merlin form drawn from his shuffled deck at the Duel
    Site, Buzz the Guardian in the Caterpillar Room."""
    forms = set()
    for seed in SEEDS:
        state = table.new_state(list(VILLAINS), Rng(seed))
        syndrome, mim, lotso = state["board"]
        assert syndrome[1]["bottom"] == ["omnidroid_v_x8-1"] and syndrome[1]["top"] == []
        assert state["omnidroid"] == {
            "seat": 0,
            "stage": 1,
            "tile": "omnidroid_v_x8-1",
            "defeated": False,
        }
        (form,) = mim[table.DUEL_SITE]["top"]
        forms.add(form)
        merlin = state["merlin"]
        assert merlin["seat"] == 1 and merlin["defeated"] == [] and len(merlin["deck"]) == 6
        assert sorted([form, *merlin["deck"]]) == sorted(data.merlin_deck())
        assert lotso[0]["bottom"] == [table.BUZZ]
        assert state["buzz"] == {"seat": 2, "side": "guardian"}
        others = [
            c
            for rows in state["board"]
            for row in rows
            for side in ("top", "bottom")
            for c in row[side]
        ]
        assert len(others) == 3  # nothing else on any board
    assert len(forms) > 1  # the form at the Duel Site is drawn


def test_setup_components_follow_the_villain_whatever_its_seat():
    """Rulebook, Setup (V12): a villain's own setup goes to its own board at any seat."""
    state = table.new_state(["lotso", "syndrome"], Rng("x"))
    assert state["board"][0][0]["bottom"] == [table.BUZZ] and state["buzz"]["seat"] == 0
    assert state["board"][1][1]["bottom"] == ["omnidroid_v_x8-1"]
    assert state["omnidroid"]["seat"] == 1 and state["merlin"] is None


@pytest.mark.parametrize(
    "options, seats, fixed",
    [
        ({"villains": "lotso,syndrome"}, 2, ["lotso", "syndrome"]),
        ({"villains": "madame_mim"}, 2, ["madame_mim", None]),
        ({"villains": "lotso,madame_mim,syndrome"}, 2, ["lotso", "madame_mim"]),
        ({"villains": "syndrome,lotso"}, 3, ["syndrome", "lotso", "madame_mim"]),
        ({}, 3, [None, None, None]),
    ],
)
def test_villains_are_drawn_among_those_no_seat_named(options, seats, fixed):
    """Rulebook, Setup: "Each player chooses a Villain" (V21: the option villains names them
    in seat order; a seat it does not reach draws among the villains it does not name; names
    past the last seat are not used; each villain plays once)."""
    game = VillainousBiggerAndBadder()
    merged = game.validate_options(options)
    seen = [set() for _ in range(seats)]
    for seed in SEEDS:
        chosen = choose_villains(seats, merged, Rng(seed))
        assert len(chosen) == seats and len(set(chosen)) == seats
        named = [v for v in fixed if v]
        for seat, villain in enumerate(chosen):
            seen[seat].add(villain)
            if fixed[seat]:
                assert villain == fixed[seat]
            else:
                assert villain not in named
    for seat in range(seats):
        if fixed[seat] is None:
            assert len(seen[seat]) > 1  # drawn, not fixed


def test_two_seats_cannot_name_one_villain():
    """Rulebook, Setup: "Each player chooses a Villain" (V21: each villain plays once): the
    option's values are the orders of distinct villains, so no create can name one twice."""
    game = VillainousBiggerAndBadder()
    for value in ("lotso,lotso", "syndrome,lotso,syndrome", "batman", "lotso,"):
        with pytest.raises(InvalidOptions):
            game.validate_options({"villains": value})
    (option,) = [o for o in game.options if o.name == "villains"]
    assert all(len(set(v.split(","))) == len(v.split(",")) for v in option.choices)
    assert len(option.choices) == 1 + 3 + 6 + 6


@pytest.mark.parametrize("seats", [2, 3])
def test_game_start_deals_distinct_villains_and_tells_each_hand_to_its_seat(seats):
    """Rulebook, Setup (V21): a match of 2 or 3 with no options gets distinct villains; the
    opening hands are private to their seats."""
    game = VillainousBiggerAndBadder()
    options = game.validate_options({})
    for seed in SEEDS[:6]:
        state, events = game.start(seats, options, Rng(seed))
        assert len(set(state["villains"])) == seats
        assert set(state["villains"]) <= set(VILLAINS)
        (event,) = events
        assert event["villains"] == state["villains"] and event["first"] == state["first"]
        assert event["private"] == {
            str(s): {"hand": sorted(state["hands"][s])} for s in range(seats)
        }
        public = {k: v for k, v in event.items() if k != "private"}
        assert not any(c in json.dumps(public) for hand in state["hands"] for c in hand)
        (decision,) = game.decisions(state)
        assert decision.seat == state["first"] and decision.prompt == "move"


# --- On Your Turn -------------------------------------------------------------------------------


@pytest.mark.parametrize("villain", VILLAINS)
@pytest.mark.parametrize("here", range(4))
def test_mover_must_move_to_a_different_location(t, villain, here):
    """Rulebook, On Your Turn, 1. Move Your Mover: "Move your Mover to a different location.
    You may move it to any location in your realm. Your Mover may not stay in the same spot"."""
    s = t.new([villain, "syndrome" if villain != "syndrome" else "lotso"], location=here)
    s["step"] = "move"
    keys = table.location_keys(s, 0)
    assert t.legal(s) == [{"type": "move", "location": k} for i, k in enumerate(keys) if i != here]
    target = keys[(here + 2) % 4]
    s, events = _act(t, s, {"type": "move", "location": target})
    assert s["mover"][0] == (here + 2) % 4 and s["step"] == "act"
    assert _of(events, "mover") == [{"type": "mover", "seat": 0, "location": target}]


LOCATIONS = [(v, i) for v in VILLAINS for i in range(4)]


@pytest.mark.parametrize("villain, index", LOCATIONS)
def test_a_location_offers_its_own_symbols_only(t, villain, index):
    """Rulebook, On Your Turn, 2. Perform Actions: "The symbols on each location indicate the
    actions you may perform when you move there" (V11: the boards of CARDS.md)."""
    s = t.new([villain, "syndrome" if villain != "syndrome" else "lotso"], location=index)
    if villain == "madame_mim":  # no Merlin form anywhere: none covers a symbol
        t.take(s, s["board"][0][table.DUEL_SITE]["top"][0])
    location = data.board(villain)[index]
    printed = [*location["top"], *location["bottom"]]
    expected = {"gain_power" if a.startswith("gain_power") else a for a in printed}
    assert _symbols(s, 0) == expected
    assert sorted(a for _, a in turn.slots(s, 0)) == sorted(printed)
    legal = _types(t.legal(s))
    assert ("gain_power" in legal) == ("gain_power" in expected)
    assert ("fate" in legal) == ("fate" in expected)
    t.hand(s, 0, data.deck_list(villain, "villain")[0])
    assert ("discard" in _types(t.legal(s))) == ("discard_cards" in expected)


@pytest.mark.parametrize(
    "villain, location, amount",
    [
        ("syndrome", "parr_house", 1),
        ("syndrome", "nomanisan_island", 2),
        ("syndrome", "metroville", 3),
        ("madame_mim", "forest", 2),
        ("madame_mim", "madame_mims_hut", 2),
        ("madame_mim", "duel_site", 1),
        ("madame_mim", "swamp", 1),
        ("lotso", "caterpillar_room", 1),
        ("lotso", "library", 2),
        ("lotso", "playground", 3),
    ],
)
def test_gain_power_takes_the_amount_on_the_symbol_once(t, villain, location, amount):
    """Rulebook, Types of Actions, Gain Power: "Take as many Power tokens from the reserve as
    the number indicated on the symbol"; On Your Turn: "You may perform the action of each
    visible symbol only once"."""
    s = t.new([villain, "syndrome" if villain != "syndrome" else "lotso"])
    if villain == "madame_mim":
        t.take(s, s["board"][0][table.DUEL_SITE]["top"][0])
    s["mover"][0] = table.location_index(s, 0, location)
    s["power"][0] = 3
    s, events = _act(t, s, {"type": "gain_power"})
    assert s["power"][0] == 3 + amount
    assert _of(events, "power") == [
        {"type": "power", "seat": 0, "count": amount, "total": 3 + amount}
    ]
    assert "gain_power" not in _types(t.legal(s))


def test_nomanisan_islands_two_play_symbols_give_two_plays(t):
    """Rulebook, On Your Turn: "You may perform the action of each visible symbol only once":
    Nomanisan Island shows Play a Card twice (V11), so two cards may be played there."""
    s = t.new(["syndrome", "lotso"], location=1)
    s["power"][0] = 10
    t.hand(s, 0, "security-1", "security-2", "guards-1")
    s, _ = _act(t, s, {"type": "play", "card": "security-1", "location": "parr_house"})
    s, _ = _act(t, s, {"type": "play", "card": "guards-1", "location": "parr_house"})
    assert not _plays(t.legal(s), "security-2")
    assert s["power"][0] == 10 - 1 - 2 and s["hands"][0] == ["security-2"]
    assert s["board"][0][0]["bottom"] == ["security-1", "guards-1"]


def test_actions_may_be_done_in_any_order_and_none_is_mandatory(t):
    """Rulebook, On Your Turn: "Actions are not mandatory and may be performed in any order"."""
    s = t.new(["syndrome", "lotso"], location=3)  # Metroville: Discard, Play / Fate, Gain 3
    t.hand(s, 0, "security-1")
    s["power"][0] = 1
    assert {"type": "end_turn"} in t.legal(s)
    first, _ = _act(t, s, {"type": "gain_power"})
    first, _ = _act(t, first, {"type": "play", "card": "security-1", "location": "metroville"})
    second, _ = _act(t, s, {"type": "play", "card": "security-1", "location": "metroville"})
    second, _ = _act(t, second, {"type": "gain_power"})
    assert first["board"] == second["board"] and first["power"][0] == 3 == second["power"][0]
    done, _ = _end_turn(t, s)
    assert done["current"] == 1 and done["power"][0] == 1


def test_a_hero_covers_the_top_row_symbols_of_its_location(t):
    """Rulebook, On Your Turn: "You can no longer perform the actions covered by a Fate card
    until it has been moved or discarded"; Types of Cards, Hero: a Hero goes "so as to hide the
    two action symbols above that location"."""
    s = t.new(["syndrome", "lotso"], location=0)  # Parr House: Play, Fate / Vanquish, Gain 1
    s["power"][0] = 5
    t.hand(s, 0, "security-1")
    assert {"play_card", "fate"} <= _symbols(s, 0)
    t.put(s, 0, "violet-1", "parr_house")
    assert _symbols(s, 0) == {"vanquish", "gain_power"}
    assert not {"play", "fate"} & _types(t.legal(s))
    t.put(s, 0, "violet-1", "nomanisan_island")  # a Hero elsewhere covers only there
    assert _symbols(s, 0) == {"play_card", "fate", "vanquish", "gain_power"}


def _mim_at_hut(t: T) -> State:
    """Madame Mim at her Hut (Play / Gain 2, Move Item or Ally, Move Hero), the Mouse at the
    Duel Site, nothing else in her realm."""
    s = t.new(["madame_mim", "syndrome"], location=1)
    t.take(s, s["board"][0][table.DUEL_SITE]["top"][0])
    t.put(s, 0, "merlin_mouse-1", "duel_site")
    s["power"][0] = 5
    return s


def test_an_uncovered_symbol_is_available_again_at_once(t):
    """Rulebook, On Your Turn: "As soon as an action becomes visible again, it immediately
    becomes available once more (so you may perform it if it is still your turn and your
    Villain is still at that location)"."""
    s = _mim_at_hut(t)
    t.put(s, 0, "merlin_mouse-1", "madame_mims_hut")
    t.hand(s, 0, "mim_tiger-1")
    assert not _plays(t.legal(s), "mim_tiger-1")
    s, _ = _act(t, s, {"type": "move_hero", "card": "merlin_mouse-1", "location": "duel_site"})
    assert _plays(t.legal(s), "mim_tiger-1")
    s, _ = _act(t, s, {"type": "play", "card": "mim_tiger-1", "location": "swamp"})
    assert s["board"][0][3]["bottom"] == ["mim_tiger-1"]


def test_a_symbol_used_before_it_was_covered_stays_used(t):
    """Rulebook, On Your Turn: "You may perform the action of each visible symbol only once":
    covering and uncovering a symbol already used does not make it new again."""
    s = _mim_at_hut(t)
    t.hand(s, 0, "mim_tiger-1", "mim_rattlesnake-1")
    s, _ = _act(t, s, {"type": "play", "card": "mim_tiger-1", "location": "madame_mims_hut"})
    s, _ = _act(
        t, s, {"type": "move_hero", "card": "merlin_mouse-1", "location": "madame_mims_hut"}
    )
    s, _ = _act(t, s, {"type": "vanquish", "hero": "merlin_mouse-1", "allies": ["mim_tiger-1"]})
    assert s["board"][0][1]["top"] == []  # uncovered again
    assert not _plays(t.legal(s), "mim_rattlesnake-1")
    assert "play_card" not in _symbols(s, 0)


def test_cards_are_drawn_only_at_the_end_of_the_turn_up_to_four(t):
    """Rulebook, On Your Turn, 3. Draw Cards: "draw Villain cards until you have 4 in hand
    again" and "You may only draw new cards at the end of your turn, even if you started it
    with fewer than 4 cards in hand"; Discard Cards: "you do not draw immediately"."""
    s = t.new(["syndrome", "lotso"], location=1)  # Nomanisan Island: Discard
    t.hand(s, 0, "security-1", "security-2")
    deck = list(s["decks"][0])
    s, _ = _act(t, s, {"type": "discard"})
    s, _ = _choose(t, s, "security-1")
    s, _ = _choose(t, s, "done")
    assert s["hands"][0] == ["security-2"] and s["decks"][0] == deck
    s, events = _end_turn(t, s)
    drawn = deck[-3:][::-1]
    assert s["hands"][0] == ["security-2", *drawn] and s["decks"][0] == deck[:-3]
    (drew,) = _of(events, "drew")
    assert drew == {"type": "drew", "seat": 0, "count": 3, "private": {"0": {"cards": drawn}}}


def test_an_exhausted_villain_deck_is_the_reshuffled_discard_pile(t):
    """Rulebook, On Your Turn, 3. Draw Cards: "If your Villain deck is exhausted, shuffle the
    discard pile to form a new deck"."""
    s = t.new(["syndrome", "lotso"])
    pile = [c for c in s["decks"][0] if not c.startswith("guards")]
    s["discards"][0] = pile
    s["decks"][0] = ["guards-1"]
    s, events = _end_turn(t, s)
    hand = s["hands"][0]
    assert hand[0] == "guards-1" and len(hand) == 4 and set(hand[1:]) <= set(pile)
    assert s["discards"][0] == [] and sorted(s["decks"][0] + hand[1:]) == sorted(pile)
    assert _of(events, "reshuffled") == [{"type": "reshuffled", "seat": 0, "deck": "villain"}]


def test_nothing_is_drawn_with_four_or_more_in_hand_and_there_is_no_hand_limit(t):
    """Rulebook, FAQ: "There is no limit to the number of cards you may hold in hand at any
    time, but you may only draw at the end of your turn if you have fewer than 4"."""
    s = t.new(["syndrome", "lotso"])
    t.hand(s, 0, *s["decks"][0][:6])
    deck = list(s["decks"][0])
    s, events = _end_turn(t, s)
    assert len(s["hands"][0]) == 6 and s["decks"][0] == deck
    assert _of(events, "drew")[0]["count"] == 0


def test_ending_a_turn_passes_to_the_next_player_with_fresh_symbols(t):
    """Rulebook, On Your Turn: "It is now the next player's turn"; the symbols used are the
    turn's, and the round counts from the first player."""
    s = t.new(["syndrome", "madame_mim", "lotso"])
    s, _ = _act(t, s, {"type": "gain_power"})
    assert s["used"]
    s, events = _end_turn(t, s)
    assert (s["current"], s["step"], s["used"], s["round"]) == (1, "move", [], 1)
    assert _of(events, "turn") == [{"type": "turn", "seat": 1, "round": 1}]
    s, _ = _act(t, s, {"type": "move", "location": "swamp"})
    s = _next_turn(t, s, "library")
    s, _ = _end_turn(t, s)
    assert (s["current"], s["round"], s["turns"]) == (0, 2, 3)


# --- Types of Actions: Play a Card --------------------------------------------------------------


def test_playing_a_card_pays_its_cost_and_an_ally_goes_where_chosen(t):
    """Rulebook, Types of Actions, Play a Card: "you must pay ... as many Power tokens as the
    number shown in the upper-left corner of the card"; "Item or Ally cards may be played to any
    location in the realm"."""
    s = t.new(["syndrome", "lotso"], location=1)
    s["power"][0] = 3
    t.hand(s, 0, "guards-1", "major_modifications-1")
    legal = t.legal(s)
    keys = table.location_keys(s, 0)
    for card in ("guards-1", "major_modifications-1"):
        assert _plays(legal, card) == [{"type": "play", "card": card, "location": k} for k in keys]
    s, events = _act(t, s, {"type": "play", "card": "guards-1", "location": "metroville"})
    assert s["power"][0] == 1 and s["hands"][0] == ["major_modifications-1"]
    assert s["board"][0][3]["bottom"] == ["guards-1"]
    assert _of(events, "played") == [{"type": "played", "seat": 0, "card": "guards-1", "cost": 2}]
    s, _ = _act(t, s, {"type": "play", "card": "major_modifications-1", "location": "parr_house"})
    assert s["power"][0] == 0 and s["board"][0][0]["bottom"] == ["major_modifications-1"]


def test_a_card_one_cannot_pay_for_cannot_be_played(t):
    """Rulebook, Types of Actions, Play a Card: "If you don't have enough Power tokens to pay
    for a card, you cannot play it"."""
    s = t.new(["syndrome", "lotso"], location=1)
    s["power"][0] = 1
    t.hand(s, 0, "guards-1", "security-1", "containment_unit-1")
    legal = t.legal(s)
    assert not _plays(legal, "guards-1") and not _plays(legal, "containment_unit-1")
    assert _plays(legal, "security-1")
    s["power"][0] = 2
    assert _plays(t.legal(s), "guards-1")


def test_an_item_that_must_be_attached_needs_a_host(t):
    """Rulebook, Types of Cards, Item: "If there is no card of the required type in the realm
    to attach the Item to, you may not play that Item"; otherwise "place it beneath a card of
    the required type at any location"."""
    s = t.new(["syndrome", "lotso"], location=1)
    s["power"][0] = 5
    t.hand(s, 0, "zero_point_energy-1")
    assert not _plays(t.legal(s), "zero_point_energy-1")
    t.put(s, 0, "violet-1", "metroville")
    t.put(s, 0, "frozone-1", "parr_house")
    assert _plays(t.legal(s), "zero_point_energy-1") == [
        {"type": "attach", "card": "zero_point_energy-1", "host": h}
        for h in ("frozone-1", "violet-1")
    ]
    s, _ = _act(t, s, {"type": "attach", "card": "zero_point_energy-1", "host": "violet-1"})
    assert s["attached"] == {"zero_point_energy-1": "violet-1"} and s["power"][0] == 2
    assert t.where(s, 0, "zero_point_energy-1") == "metroville"
    assert "zero_point_energy-1" not in table.bottom_cards(s, 0)


def test_conditions_are_never_played_with_the_play_a_card_action(t):
    """Rulebook, Types of Cards, Condition: "You cannot play them using the Play a Card from
    your hand action"."""
    s = t.new(["syndrome", "lotso"], location=1)
    s["power"][0] = 20
    conditions = ["fifteen_years_later-1", "not_a_sidekick-1", "bio_probe-1", "whos_super_now-1"]
    t.hand(s, 0, *conditions)
    legal = t.legal(s)
    assert not any(_plays(legal, c) for c in conditions)
    assert "play_card" in _symbols(s, 0)


def _stand_in(monkeypatch: pytest.MonkeyPatch, effect: str, can: bool = True) -> list[str]:
    """Register a stand-in Effect under ``effect``: it records the cards it resolves."""
    done: list[str] = []

    def resolve(state: State, ctx: dict[str, Any], rng: Rng, events: Events) -> None:
        done.append(ctx["card"])
        effects.finish(state, ctx, events)

    monkeypatch.setitem(effects.EFFECTS, effect, effects.Effect(resolve, lambda s, c: can))
    return done


def test_an_effect_resolves_then_goes_to_its_owners_discard_pile(t, monkeypatch):
    """Rulebook, Types of Cards, Effect: "To play an Effect, pay the cost shown in the
    upper-left corner. Apply the card's effect, then discard it face up onto the corresponding
    pile"."""
    done = _stand_in(monkeypatch, "shuffle_villain_discard_into_deck")
    s = t.new(["madame_mim", "syndrome"], location=3)  # Swamp: Play / ..., Play
    s["power"][0] = 2
    t.hand(s, 0, "magnificent_marvelous_mad-1")
    s, events = _act(t, s, {"type": "play_effect", "card": "magnificent_marvelous_mad-1"})
    assert done == ["magnificent_marvelous_mad-1"]
    assert s["discards"][0] == ["magnificent_marvelous_mad-1"] and s["resolving"] == []
    assert s["power"][0] == 1 and s["hands"][0] == []
    assert _of(events, "resolved") == [
        {"type": "resolved", "seat": 0, "card": "magnificent_marvelous_mad-1"}
    ]


def test_an_effect_that_cannot_be_performed_cannot_be_played(t, monkeypatch):
    """Rulebook, Types of Cards, Effect: "If you cannot perform this Effect, you may not play
    this card"; FAQ: "If you cannot do what a card tells you to, you cannot play it" ... "If
    you cannot play a card, you may discard it with the Discard Cards action"."""
    _stand_in(monkeypatch, "shuffle_villain_discard_into_deck", can=False)
    s = t.new(["madame_mim", "syndrome"], location=3)
    s["power"][0] = 2
    t.hand(s, 0, "magnificent_marvelous_mad-1")
    legal = t.legal(s)
    assert not _plays(legal, "magnificent_marvelous_mad-1")
    assert {"type": "discard"} in legal
    _stand_in(monkeypatch, "shuffle_villain_discard_into_deck", can=True)
    assert _plays(t.legal(s), "magnificent_marvelous_mad-1")


# --- Activated Abilities ------------------------------------------------------------------------

STRETCH = "activate_move_hero_or_guardian_from_here"


def _stand_in_ability(monkeypatch: pytest.MonkeyPatch, effect: str) -> list[str]:
    """Register a stand-in activated ability that records each use."""
    used: list[str] = []
    ability = effects.Effect(lambda s, ctx, rng, ev: used.append(ctx["card"]), effects.always)
    monkeypatch.setitem(effects.ACTIVATED, effect, ability)
    monkeypatch.setitem(effects.ON_PLAY, effect, lambda s, ctx, rng, ev: used.append("on play"))
    return used


def test_an_activated_ability_needs_the_activate_action_and_the_card_stays(t, monkeypatch):
    """Rulebook, Activated Abilities: "you cannot use its ability the moment you place it in
    your realm: each time you want to use this card's ability, you must perform the Activate
    action"; FAQ: "The card remains in your realm. You may activate such a card's ability
    every time you use the Activate action"."""
    used = _stand_in_ability(monkeypatch, STRETCH)
    monkeypatch.delitem(effects.ON_PLAY, STRETCH)
    s = t.new(["lotso", "syndrome"], location=1)  # Library: Fate, Gain 2 / Play, Activate
    s["power"][0] = 2
    t.hand(s, 0, "stretch-1")
    s, _ = _act(t, s, {"type": "play", "card": "stretch-1", "location": "playground"})
    assert used == []
    s, events = _act(t, s, {"type": "activate", "card": "stretch-1"})
    assert used == ["stretch-1"] and t.where(s, 0, "stretch-1") == "playground"
    assert _of(events, "activated") == [{"type": "activated", "seat": 0, "card": "stretch-1"}]
    assert "activate" not in _types(t.legal(s))  # the symbol is used for this turn
    s = _back_to(t, s, "playground")  # Playground shows no Activate
    assert "activate" not in _types(t.legal(s))
    s = _back_to(t, s, "library")
    s, _ = _act(t, s, {"type": "activate", "card": "stretch-1"})
    assert used == ["stretch-1", "stretch-1"] and t.where(s, 0, "stretch-1") == "playground"


def test_the_remote_adds_activate_at_its_location_and_stays_after_use(t):
    """Rulebook, Activate: "Choose a card in your realm that has an activation symbol. Pay the
    activation cost, if any, then use the card's ability" (V11, V15: Syndrome's Remote adds
    Activate where it stands and defeats the v.10 there); FAQ: the card remains."""
    s = t.new(["syndrome", "lotso"], location=2)
    t.take(s, "omnidroid_v_x8-1")
    s["board"][0][3]["bottom"].append("omnidroid_v_10-1")
    s["omnidroid"].update(stage=3, tile="omnidroid_v_10-1")
    t.put(s, 0, "syndromes_remote-1", "metroville")
    assert "activate" not in _symbols(s, 0)  # Syndrome's board has no Activate
    s["mover"][0] = 3
    assert ("x:syndromes_remote-1", "activate") in turn.slots(s, 0)
    t.put(s, 0, "violet-1", "parr_house")  # so that the objective is not met yet
    s, _ = _act(t, s, {"type": "activate", "card": "syndromes_remote-1"})
    assert s["omnidroid"]["defeated"] and s["board"][0][3]["top"] == ["omnidroid_v_10-1"]
    assert t.where(s, 0, "syndromes_remote-1") == "metroville"
    assert s["step"] == "act" and s["discards"][0] == []


# --- Types of Actions: moving -------------------------------------------------------------------


def test_move_an_item_or_ally_goes_to_a_neighbouring_location(t):
    """Rulebook, Types of Actions, Move an Item or Ally: "Move an Item or Ally from any location
    in your realm to a neighboring location of your choice"; "An Item attached to an Ally or a
    Hero can never be moved on its own"."""
    s = t.new(["syndrome", "lotso"], location=2)  # Syndrome's Base: ... / Play, Move Item or Ally
    t.put(s, 0, "security-1", "nomanisan_island")
    t.put(s, 0, "major_modifications-1", "parr_house")
    t.put(s, 0, "violet-1", "metroville")
    t.attach(s, "zero_point_energy-1", "violet-1")
    moves = [a for a in t.legal(s) if a["type"] == "move_card"]
    assert moves == [
        {"type": "move_card", "card": "major_modifications-1", "location": "nomanisan_island"},
        {"type": "move_card", "card": "security-1", "location": "parr_house"},
        {"type": "move_card", "card": "security-1", "location": "syndromes_base"},
    ]
    move = {"type": "move_card", "card": "security-1", "location": "syndromes_base"}
    s, events = _act(t, s, move)
    assert t.where(s, 0, "security-1") == "syndromes_base"
    assert _of(events, "moved") == [
        {
            "type": "moved",
            "seat": 0,
            "card": "security-1",
            "from_zone": "nomanisan_island",
            "to_zone": "syndromes_base",
        }
    ]
    assert "move_card" not in _types(t.legal(s))


def test_move_a_hero_goes_to_a_neighbouring_location_with_its_items(t):
    """Rulebook, Types of Actions, Move a Hero: "Move 1 Hero from any location in your realm to
    a neighboring location of your choice"; "If you move an Ally or a Hero, all Items attached
    to it move with it"."""
    s = _mim_at_hut(t)
    moves = [a for a in t.legal(s) if a["type"] == "move_hero"]
    assert moves == [
        {"type": "move_hero", "card": "merlin_mouse-1", "location": k}
        for k in ("madame_mims_hut", "swamp")
    ]
    t.attach(s, "force_field-1", "merlin_mouse-1")  # no Fate Item of Mim's: the core only
    s, _ = _act(t, s, {"type": "move_hero", "card": "merlin_mouse-1", "location": "swamp"})
    assert s["board"][0][3]["top"] == ["merlin_mouse-1"]
    assert t.where(s, 0, "force_field-1") == "swamp"
    assert "move_hero" not in _types(t.legal(s))


def test_a_moved_hero_stays_in_the_top_row_and_a_moved_ally_in_the_bottom_row(t):
    """Rulebook, FAQ: "Fate cards are always played and moved in the top part of the Board";
    Villain cards go "in the bottom part of your Board"; Move an Item or Ally: "If you move an
    Ally or a Hero, all Items attached to it move with it"."""
    s = t.new(["syndrome", "lotso"])
    t.put(s, 0, "violet-1", "parr_house")
    t.put(s, 0, "security-1", "parr_house")
    t.attach(s, "force_field-1", "violet-1")
    t.attach(s, "major_modifications-1", "security-1")  # no such Item in this box: the core
    realm.move(s, 0, "violet-1", 1, [])
    realm.move(s, 0, "security-1", 2, [])
    assert s["board"][0][1]["top"] == ["violet-1"] and s["board"][0][2]["bottom"] == ["security-1"]
    assert t.where(s, 0, "force_field-1") == "nomanisan_island"
    assert t.where(s, 0, "major_modifications-1") == "syndromes_base"
    assert "major_modifications-1" not in turn.movable_cards(s, 0)


# --- "Playing" a card and "Moving" a card -----------------------------------------------------


def test_an_ability_that_fires_when_played_does_not_fire_when_moved(t, monkeypatch):
    """Rulebook, "Playing" a Card and "Moving" a Card on a Location: "If a card's ability
    triggers when it (or another card) is played, this is not the case if it is simply moved
    to another location"."""
    fired: list[str] = []
    monkeypatch.setitem(
        effects.ON_PLAY,
        "on_play_reveal_own_fate_until_hero_here",
        lambda s, ctx, rng, ev: fired.append(ctx["card"]),
    )
    s = t.new(["syndrome", "lotso"], location=2)
    s["power"][0] = 3
    t.hand(s, 0, "mirage-1")
    s, _ = _act(t, s, {"type": "play", "card": "mirage-1", "location": "syndromes_base"})
    assert fired == ["mirage-1"]
    s, _ = _act(t, s, {"type": "move_card", "card": "mirage-1", "location": "metroville"})
    assert fired == ["mirage-1"] and t.where(s, 0, "mirage-1") == "metroville"


def test_a_heros_play_ability_fires_when_played_by_fate_not_when_moved(t, monkeypatch):
    """Rulebook, "Playing" a Card and "Moving" a Card: "Playing" a card means adding a new card
    to your realm, either from your hand or from your Villain or Fate deck" (fate.place_hero),
    "Moving" does not play it (realm.move)."""
    fired: list[tuple[str, int]] = []
    monkeypatch.setitem(
        effects.ON_PLAY,
        "on_play_may_move_hero_here",
        lambda s, ctx, rng, ev: fired.append((ctx["card"], ctx["chooser"])),
    )
    s = t.new(["madame_mim", "syndrome"])
    events: Events = []
    from service.games.villainous_bigger_and_badder import fate

    fate.place_hero(s, 1, 0, "dash-1", 2, Rng("x"), events)
    assert fired == [("dash-1", 0)] and t.where(s, 1, "dash-1") == "syndromes_base"
    realm.move(s, 1, "dash-1", 3, events)
    assert fired == [("dash-1", 0)]


# --- Types of Actions: Fate ---------------------------------------------------------------------


def _fate_table(t: T, *top: str) -> State:
    """Lotso (seat 0) at the Library (Fate on top); Syndrome's Fate deck with ``top`` on top."""
    s = t.new(["lotso", "syndrome"], location=1)
    t.on_top(s, "fate_decks", 1, *top)
    return s


def test_fate_reveals_two_plays_one_and_discards_the_other(t):
    """Rulebook, Types of Actions, Fate: "Choose an opponent and reveal the first two Fate
    cards from their deck. Choose one of them and play it immediately. Discard the other";
    "You may play a Hero card to any location in your opponent's realm. Place the Hero in the
    top part of their Board"; "Revealing": "so that all players can see them"."""
    s = _fate_table(t, "jack_jack-1", "mr_incredible-1")
    deck = len(s["fate_decks"][1])
    s, events = _act(t, s, {"type": "fate", "target": 1})
    assert _of(events, "fate") == [
        {"type": "fate", "seat": 0, "target": 1, "cards": ["jack_jack-1", "mr_incredible-1"]}
    ]
    assert "private" not in _of(events, "fate")[0]
    assert s["revealed"] == ["jack_jack-1", "mr_incredible-1"]
    assert len(s["fate_decks"][1]) == deck - 2
    assert t.holder(s) == 0  # the Fate player chooses
    assert t.legal(s) == [
        {"type": "choose", "choice": "jack_jack-1"},
        {"type": "choose", "choice": "mr_incredible-1"},
    ]
    s, _ = _choose(t, s, "mr_incredible-1")
    assert t.holder(s) == 0
    assert t.legal(s) == [{"type": "choose", "choice": k} for k in table.location_keys(s, 1)]
    s, events = _choose(t, s, "metroville")
    assert s["board"][1][3]["top"] == ["mr_incredible-1"]
    assert s["fate_discards"][1] == ["jack_jack-1"] and s["revealed"] == [] and s["stack"] == []
    assert _of(events, "fate_discarded") == [
        {"type": "fate_discarded", "seat": 1, "cards": ["jack_jack-1"]}
    ]
    assert s["current"] == 0 and s["step"] == "act" and "fate" not in _types(t.legal(s))


def test_fate_may_target_either_opponent(t):
    """Rulebook, Types of Actions, Fate: "Choose an opponent"."""
    s = t.new(["lotso", "syndrome", "madame_mim"], location=1)
    assert [a for a in t.legal(s) if a["type"] == "fate"] == [
        {"type": "fate", "target": 1},
        {"type": "fate", "target": 2},
    ]


def test_an_exhausted_fate_deck_is_the_reshuffled_fate_discard_pile(t):
    """Rulebook, Types of Actions, Fate: "If your opponent's Fate deck is exhausted, they
    shuffle their discard pile to form a new deck"."""
    s = t.new(["lotso", "syndrome"], location=1)
    pile = [c for c in s["fate_decks"][1] if c != "violet-1"]
    s["fate_discards"][1] = pile
    s["fate_decks"][1] = ["violet-1"]
    s, events = _act(t, s, {"type": "fate", "target": 1})
    (fate_event,) = _of(events, "fate")
    first, second = fate_event["cards"]
    assert first == "violet-1" and second in pile
    assert _of(events, "reshuffled") == [{"type": "reshuffled", "seat": 1, "deck": "fate"}]
    assert sorted(s["fate_decks"][1] + [second]) == sorted(pile)


def test_a_fate_item_is_attached_to_a_hero_of_the_targets_choice_of_the_fate_player(t):
    """Rulebook, Types of Cards, Item: "All Fate-deck Items must be attached to a Hero! Place
    them beneath a Hero at any location in the targeted opponent's realm"."""
    s = _fate_table(t, "force_field-1", "force_field-2")
    t.put(s, 1, "violet-1", "parr_house")
    t.put(s, 1, "dash-1", "metroville")
    s, _ = _act(t, s, {"type": "fate", "target": 1})
    s, _ = _choose(t, s, "force_field-2")
    assert t.holder(s) == 0
    assert t.legal(s) == [{"type": "choose", "choice": h} for h in ("dash-1", "violet-1")]
    s, _ = _choose(t, s, "dash-1")
    assert s["attached"] == {"force_field-2": "dash-1"}
    assert s["fate_discards"][1] == ["force_field-1"]


def test_an_unplayable_fate_card_is_discarded_without_effect(t, monkeypatch):
    """Rulebook, FAQ: "If you cannot play a Fate card (for example, you draw an Item but cannot
    attach it to any Hero in the opponent's realm), discard it immediately without triggering
    any effect"; the other is then the one played."""
    done = _stand_in(monkeypatch, "syndrome_mover_stays_next_turn")
    s = _fate_table(t, "force_field-1", "no_capes-1")
    s, _ = _act(t, s, {"type": "fate", "target": 1})
    assert done == ["no_capes-1"] and s["stack"] == []  # no choice: one card could be played
    assert sorted(s["fate_discards"][1]) == ["force_field-1", "no_capes-1"]
    assert s["attached"] == {}


def test_when_neither_fate_card_can_be_played_both_are_discarded(t, monkeypatch):
    """Rulebook, FAQ: "If you perform the Fate action and cannot play either of the two cards,
    discard both without any effect"."""
    done = _stand_in(monkeypatch, "syndrome_mover_stays_next_turn", can=False)
    s = _fate_table(t, "force_field-1", "no_capes-1")
    s, events = _act(t, s, {"type": "fate", "target": 1})
    assert done == [] and s["stack"] == [] and s["revealed"] == []
    assert s["fate_discards"][1] == ["force_field-1", "no_capes-1"]
    assert _of(events, "fate_discarded")[0]["cards"] == ["force_field-1", "no_capes-1"]
    assert "fate" not in _types(t.legal(s))


def test_a_fate_effect_is_resolved_with_the_fate_player_choosing(t, monkeypatch):
    """Rulebook, Fate: "It's up to you to decide how best to use Fate cards against your
    opponents" (V10: whoever plays a Fate card makes its choices); the Effect acts in the
    target's realm and goes to the target's Fate discard pile."""
    seen: list[dict[str, Any]] = []

    def resolve(state: State, ctx: dict[str, Any], rng: Rng, events: Events) -> None:
        seen.append(dict(ctx))
        effects.finish(state, ctx, events)

    monkeypatch.setitem(effects.EFFECTS, "syndrome_reveals_hand", effects.Effect(resolve))
    s = _fate_table(t, "infiltrate-1", "violet-1")
    s, _ = _act(t, s, {"type": "fate", "target": 1})
    s, _ = _choose(t, s, "infiltrate-1")
    (ctx,) = seen
    assert (ctx["realm"], ctx["chooser"], ctx["source"]) == (1, 0, "fate")
    assert s["fate_discards"][1] == ["infiltrate-1", "violet-1"]


# --- Types of Actions: Vanquish a Hero ----------------------------------------------------------


def _vanquish_table(t: T) -> State:
    """Syndrome at Parr House (Vanquish below); Elastigirl (4) there with Velocipod Patrol (3)
    and two Securities (2)."""
    s = t.new(["syndrome", "lotso"], location=0)
    t.put(s, 0, "elastigirl-1", "parr_house")
    for ally in ("velocipod_patrol-1", "security-1", "security-2"):
        t.put(s, 0, ally, "parr_house")
    return s


def _vanquishes(legal: list[dict[str, Any]], hero: str) -> set[tuple[str, ...]]:
    return {tuple(a["allies"]) for a in legal if a["type"] == "vanquish" and a["hero"] == hero}


def test_vanquish_needs_allies_at_the_heros_location_reaching_its_strength(t):
    """Rulebook, Vanquish a Hero: "The total Strength of your Allies must be greater than or
    equal to that of the Hero being defeated. You may use as many Allies as you like and
    combine their Strength values"."""
    s = _vanquish_table(t)
    assert _vanquishes(t.legal(s), "elastigirl-1") == {
        ("security-1", "security-2"),
        ("security-1", "velocipod_patrol-1"),
        ("security-2", "velocipod_patrol-1"),
        ("security-1", "security-2", "velocipod_patrol-1"),
    }
    t.put(s, 0, "security-2", "nomanisan_island")  # Allies elsewhere do not help
    assert ("security-1", "security-2") not in _vanquishes(t.legal(s), "elastigirl-1")


def test_vanquish_discards_the_hero_and_the_allies_used_and_an_unused_ally_stays(t):
    """Rulebook, Vanquish a Hero: "The defeated Hero is sent to the Fate discard pile and the
    Allies used are sent to the Villain discard pile" ... "The third Ally stays where it is"."""
    s = _vanquish_table(t)
    s, events = _act(
        t,
        s,
        {
            "type": "vanquish",
            "hero": "elastigirl-1",
            "allies": ["security-1", "velocipod_patrol-1"],
        },
    )
    assert s["fate_discards"][1] == [] and s["fate_discards"][0] == ["elastigirl-1"]
    assert sorted(s["discards"][0]) == ["security-1", "velocipod_patrol-1"]
    assert s["board"][0][0] == {"top": [], "bottom": ["security-2"]}
    assert _of(events, "vanquish") == [
        {
            "type": "vanquish",
            "seat": 0,
            "hero": "elastigirl-1",
            "allies": ["security-1", "velocipod_patrol-1"],
            "strength": 4,
        }
    ]
    assert "vanquish" not in _types(t.legal(s))


def test_vanquish_is_offered_only_where_the_mover_shows_the_symbol(t):
    """Rulebook, Types of Actions: "The location where you move your Mover determines which
    actions you may perform. However, these actions may affect cards at any location"."""
    s = _vanquish_table(t)
    s["mover"][0] = 3  # Metroville: no Vanquish
    assert not _vanquishes(t.legal(s), "elastigirl-1")
    s["mover"][0] = 2  # Syndrome's Base: Vanquish, for a Hero at any location
    assert _vanquishes(t.legal(s), "elastigirl-1")


GAME = VillainousBiggerAndBadder()
CROWD = [
    *(f"guards-{n}" for n in (1, 2, 3)),
    *(f"velocipod_patrol-{n}" for n in (1, 2, 3)),
    "security-1",
    "security-2",
    "mirage-1",
]


def _crowded_table(t: T) -> State:
    """Syndrome at Parr House with nine Allies there, more than ``MAX_VANQUISH_ALLIES``, and
    Violet (3): Guards 1 +8 each, Velocipod Patrols 3, Securities and Mirage 2."""
    s = t.new(["syndrome", "lotso"], location=0)
    t.put(s, 0, "violet-1", "parr_house")
    for ally in CROWD:
        t.put(s, 0, ally, "parr_house")
    assert len(CROWD) > turn.MAX_VANQUISH_ALLIES
    return s


def _vanquish(hero: str, *allies: str) -> dict[str, Any]:
    return {"type": "vanquish", "hero": hero, "allies": list(allies)}


def test_with_nine_allies_the_listing_offers_every_set_with_none_to_spare(t):
    """Rulebook, Vanquish a Hero: "You may use as many Allies as you like" and its example,
    "you don't need to use the third Ally": past ``MAX_VANQUISH_ALLIES`` fighters the legal
    actions list the sets with no fighter to spare, of every size (two Securities to keep a
    Velocipod Patrol among them), not only the smallest."""
    s = _crowded_table(t)
    assert _vanquishes(t.legal(s), "violet-1") == {
        *((f"guards-{n}",) for n in (1, 2, 3)),
        *((f"velocipod_patrol-{n}",) for n in (1, 2, 3)),
        ("security-1", "security-2"),
        ("mirage-1", "security-1"),
        ("mirage-1", "security-2"),
    }


def test_any_set_of_allies_the_rule_allows_may_be_submitted_even_unlisted(t):
    """Rulebook, Vanquish a Hero: "You may use as many Allies as you like and combine their
    Strength values": a set the listing leaves out (three Allies where two suffice, named in
    any order) is accepted (``illegal_reason``) and uses exactly those Allies."""
    s = _crowded_table(t)
    action = _vanquish("violet-1", "security-2", "mirage-1", "security-1")
    assert action not in t.legal(s)
    assert GAME.refusal(s, 0, action) is None
    label = words.action_label(view.view(s, 0), 0, action)  # the words name the chosen three
    assert label.template == "action.vanquish"
    assert sorted(c.value for c in label.args["allies"].items) == sorted(action["allies"])
    s, events = _quiet(t, *rules.apply(s, 0, action, Rng("vanquish")))
    assert sorted(s["discards"][0]) == ["mirage-1", "security-1", "security-2"]
    assert _of(events, "vanquish")[0]["allies"] == ["mirage-1", "security-1", "security-2"]
    assert sorted(s["board"][0][0]["bottom"]) == sorted(CROWD[:6])
    assert s["fate_discards"][0] == ["violet-1"]


def test_a_vanquish_the_rule_forbids_is_refused_with_a_reason(t):
    """Rulebook, Vanquish a Hero: Allies "already present at that same location" whose "total
    Strength ... must be greater than or equal to that of the Hero" (Velocipod Patrols from next
    door, V14 the Omnidroids), each used once, at a Vanquish symbol of the mover's location."""
    s = _crowded_table(t)
    t.put(s, 0, "velocipod_patrol-3", "syndromes_base")  # two locations away
    refused = [
        _vanquish("violet-1", "security-1"),  # 2 < 3
        _vanquish("violet-1", "security-1", "security-1"),  # named twice
        _vanquish("violet-1", "velocipod_patrol-3"),  # not at Violet's location or next door
        _vanquish("violet-1"),  # Violet is not at 0
        _vanquish("dash-1", "guards-1"),  # not in the realm
        _vanquish("violet-1", "omnidroid_v_x8-1"),  # the v.X8 stands at Nomanisan Island
    ]
    for action in refused:
        assert GAME.refusal(s, 0, action) is not None, action
    assert GAME.refusal(s, 0, _vanquish("violet-1", "guards-1")) is None
    t.put(s, 0, "violet-1", "nomanisan_island")  # next to Parr House: the Patrols may join
    assert GAME.refusal(s, 0, _vanquish("violet-1", "velocipod_patrol-1")) is None
    assert GAME.refusal(s, 0, _vanquish("violet-1", "omnidroid_v_x8-1")) is None
    assert GAME.refusal(s, 0, _vanquish("violet-1", "guards-1")) is not None
    s["mover"][0] = 3  # Metroville shows no Vanquish
    assert GAME.refusal(s, 0, _vanquish("violet-1", "velocipod_patrol-1")) is not None
    s["mover"][0], s["step"] = 0, "move"
    assert GAME.refusal(s, 0, _vanquish("violet-1", "velocipod_patrol-1")) is not None
    assert GAME.refusal(s, 1, _vanquish("violet-1", "velocipod_patrol-1")) is not None


def test_a_vanquish_refusal_keeps_each_card_rule(t):
    """V16: a Merlin form only with Mim's matching Transformations; V17: Demo Mode Buzz only
    beside another Ally; Hamm "needs 2+ Allies"; V27: a Hero Lotso vanquished stays at 0."""
    s = t.new(["madame_mim", "lotso"], location=0)
    form = s["board"][0][table.DUEL_SITE]["top"][0]
    entry = next(f for f in data.merlin_transformations() if f["key"] == table.key_of(form))
    ally = f"{entry['defeated_by'][0]}-1"
    wrong = next(
        f"{c['key']}-1"
        for c in data.DATA["cards"]
        if "defeats" in c and c["key"] not in entry["defeated_by"]
    )
    t.put(s, 0, ally, "duel_site")
    t.put(s, 0, wrong, "duel_site")
    s["mover"][0] = table.DUEL_SITE  # her Vanquish symbols: the Transformations' own
    assert GAME.refusal(s, 0, _vanquish(form, ally)) is None
    assert GAME.refusal(s, 0, _vanquish(form, wrong)) is not None
    assert GAME.refusal(s, 0, _vanquish(form, ally, wrong)) is not None
    s = t.new(["lotso", "syndrome"], location=3)  # Municipal Dump: Vanquish on top
    s["buzz"]["side"] = "demo_mode"
    t.put(s, 0, table.BUZZ, "playground")
    t.put(s, 0, "hamm-1", "playground")
    t.put(s, 0, "big_baby-1", "playground")
    assert GAME.refusal(s, 0, _vanquish("hamm-1", "big_baby-1")) is not None  # Hamm: two
    assert GAME.refusal(s, 0, _vanquish("hamm-1", table.BUZZ)) is not None  # Buzz alone
    assert GAME.refusal(s, 0, _vanquish("hamm-1", table.BUZZ, "big_baby-1")) is None
    s["zeroed"].append("hamm-1")
    assert GAME.refusal(s, 0, _vanquish("hamm-1", table.BUZZ, "big_baby-1")) is not None


def test_strength_counts_every_modifier_of_the_realm(t):
    """Rulebook, FAQ: "Whenever the Strength of a Hero (or an Ally) is in question, this also
    includes all other abilities of active cards in your realm"; Strength tokens count."""
    s = t.new(["syndrome", "lotso"], location=0)
    t.put(s, 0, "violet-1", "parr_house")
    t.put(s, 0, "security-1", "parr_house")
    assert not _vanquishes(t.legal(s), "violet-1")
    table.add_tokens(s, "violet-1", -1)
    assert table.strength(s, 0, "violet-1") == 2
    assert _vanquishes(t.legal(s), "violet-1") == {("security-1",)}
    table.add_tokens(s, "violet-1", +1)
    t.put(s, 0, "guards-1", "parr_house")  # 1, +1 for the other Ally here
    assert table.strength(s, 0, "guards-1") == 2
    assert _vanquishes(t.legal(s), "violet-1") == {("guards-1", "security-1")}
    table.add_tokens(s, "violet-1", -9)
    assert table.strength(s, 0, "violet-1") == 0  # never below 0


def test_a_hero_at_strength_0_still_needs_the_vanquish_action_but_no_ally(t):
    """Rulebook, FAQ: "You must still use the Vanquish a Hero action. In that case, however, it
    is not necessary to use, and therefore discard, an Ally. You may defeat the Hero even if you
    have no Allies at the Hero's location"."""
    s = t.new(["syndrome", "lotso"], location=3)  # Metroville: no Vanquish
    t.put(s, 0, "violet-1", "metroville")
    table.add_tokens(s, "violet-1", -3)
    assert not _vanquishes(t.legal(s), "violet-1")
    s["mover"][0] = 0
    assert _vanquishes(t.legal(s), "violet-1") == {()}
    s, _ = _act(t, s, {"type": "vanquish", "hero": "violet-1", "allies": []})
    assert s["fate_discards"][0] == ["violet-1"] and s["tokens"] == {}


def test_several_heroes_at_one_location_may_be_defeated_in_any_order(t):
    """Rulebook, FAQ: "If several Heroes are at the same location, you are free to choose which
    one you want to defeat first"."""
    s = t.new(["syndrome", "lotso"], location=0)
    for card in ("violet-1", "dash-1", "velocipod_patrol-1"):
        t.put(s, 0, card, "nomanisan_island")
    heroes = {a["hero"] for a in t.legal(s) if a["type"] == "vanquish"}
    assert heroes == {"violet-1", "dash-1"}


def test_when_the_covering_hero_is_defeated_the_next_one_covers_the_location(t):
    """Rulebook, Types of Cards, Hero: "If several Heroes are at the same location and the one
    covering the action symbols is defeated, the other Heroes move down a step, so that another
    one comes to cover the symbols again"."""
    s = t.new(["syndrome", "lotso"], location=0)  # Parr House: Play, Fate / Vanquish, Gain 1
    t.put(s, 0, "violet-1", "parr_house")
    t.put(s, 0, "dash-1", "parr_house")
    t.put(s, 0, "velocipod_patrol-1", "parr_house")
    s["power"][0] = 5
    t.hand(s, 0, "security-1")
    s, _ = _act(t, s, {"type": "vanquish", "hero": "violet-1", "allies": ["velocipod_patrol-1"]})
    assert s["board"][0][0]["top"] == ["dash-1"]
    assert _symbols(s, 0) == {"gain_power"}
    assert not _plays(t.legal(s), "security-1") and "fate" not in _types(t.legal(s))


def test_defeating_by_a_card_needs_no_ally_and_no_vanquish_action(t):
    """Rulebook, "Defeating" a Hero and "Performing the Vanquish a Hero Action": "If a card's
    ability lets you defeat a Hero directly, it is not necessary to discard Allies, nor to use
    the Vanquish a Hero action" (realm.defeat); its Items are discarded with it."""
    s = t.new(["syndrome", "lotso"], location=3)
    t.put(s, 0, "mr_incredible-1", "metroville")
    t.put(s, 0, "security-1", "metroville")
    t.attach(s, "zero_point_energy-1", "mr_incredible-1")
    events: Events = []
    assert realm.defeat(s, 0, "mr_incredible-1", Rng("x"), events)
    assert s["fate_discards"][0] == ["mr_incredible-1"]
    assert s["discards"][0] == ["zero_point_energy-1"] and s["attached"] == {}
    assert t.where(s, 0, "security-1") == "metroville" and s["used"] == []
    assert [e["type"] for e in events] == ["discarded", "defeated"]


# --- Discard Cards ------------------------------------------------------------------------------


def test_discard_cards_one_at_a_time_then_done(t):
    """Rulebook, Discard Cards from Your Hand: "Discard as many cards as you wish, face up, onto
    your Villain discard pile" (V26: one card at a time, then "done")."""
    s = t.new(["syndrome", "lotso"], location=1)
    t.hand(s, 0, "guards-1", "security-1", "mirage-1")
    s, _ = _act(t, s, {"type": "discard"})
    assert t.holder(s) == 0
    assert t.legal(s) == [
        {"type": "choose", "choice": c} for c in ("guards-1", "mirage-1", "security-1", "done")
    ]
    s, events = _choose(t, s, "mirage-1")
    assert _of(events, "discarded") == [
        {"type": "discarded", "seat": 0, "card": "mirage-1", "from_zone": "hand"}
    ]
    s, _ = _choose(t, s, "guards-1")
    s, events = _choose(t, s, "done")
    assert s["hands"][0] == ["security-1"] and s["discards"][0] == ["mirage-1", "guards-1"]
    assert _of(events, "discarded_cards") == [{"type": "discarded_cards", "seat": 0, "count": 2}]
    assert "discard" not in _types(t.legal(s)) and s["stack"] == []


def test_discarding_the_whole_hand_ends_the_discard_by_itself(t):
    """Rulebook, Discard Cards (V26): with nothing left to discard, the action is done."""
    s = t.new(["syndrome", "lotso"], location=1)
    t.hand(s, 0, "guards-1")
    s, _ = _act(t, s, {"type": "discard"})
    s, events = _choose(t, s, "guards-1")
    assert s["stack"] == [] and s["hands"][0] == []
    assert _of(events, "discarded_cards")[0]["count"] == 1
    assert "discard" not in _types(t.legal(s))


def test_discard_cards_is_not_offered_with_an_empty_hand(t):
    """Rulebook, Discard Cards: there is nothing to discard from an empty hand."""
    s = t.new(["syndrome", "lotso"], location=1)
    assert "discard_cards" in _symbols(s, 0) and "discard" not in _types(t.legal(s))


# --- "Finding" ----------------------------------------------------------------------------------


def test_finding_looks_in_the_realm_then_the_discard_pile_then_the_deck(t):
    """Rulebook, "Finding" a Hero or Ally: "First look to see if it is already at a location in
    the realm ... If it is not in the realm, look for it in the corresponding discard pile. If
    it is not in the discard pile either, look for it in the deck, then reshuffle that deck"."""
    s = t.new(["syndrome", "lotso"])
    t.put(s, 0, "guards-2", "metroville")
    t.take(s, "guards-3")
    s["discards"][0] = ["guards-3"]
    t.on_top(s, "decks", 0, "guards-1")
    table.remember_top(s, 1, "villain", 0, ["guards-1"])
    rng = Rng("find")
    events: Events = []
    assert realm.find(s, 0, "guards", rng, events) == "guards-2"
    assert t.where(s, 0, "guards-2") is None
    assert realm.find(s, 0, "guards", rng, events) == "guards-3" and s["discards"][0] == []
    deck = list(s["decks"][0])
    assert realm.find(s, 0, "guards", rng, events) == "guards-1"
    assert "guards-1" not in s["decks"][0] and s["decks"][0] != deck[:-1]  # reshuffled
    assert sorted(s["decks"][0]) == sorted(deck[:-1])
    assert s["known"] == {"1": {}}  # nobody knows the order of a reshuffled deck
    assert [e["from_zone"] for e in _of(events, "found")] == ["realm", "discard", "deck"]
    assert realm.find(s, 0, "guards", rng, events) is None


def test_a_hero_found_in_the_realm_loses_its_items(t):
    """Rulebook, "Finding": "If applicable, discard any Items that were attached to it, even
    if the Hero/Ally is played to the location where it was found"."""
    s = t.new(["syndrome", "lotso"])
    t.put(s, 0, "violet-1", "parr_house")
    t.attach(s, "force_field-1", "violet-1")
    events: Events = []
    assert realm.find(s, 0, "violet", Rng("x"), events) == "violet-1"
    assert s["fate_discards"][0] == ["force_field-1"] and s["attached"] == {}
    assert t.where(s, 0, "violet-1") is None


# --- FAQ ----------------------------------------------------------------------------------------


def test_power_is_unlimited(t):
    """Rulebook, FAQ: "The number of Power tokens is considered unlimited"."""
    s = t.new(["syndrome", "lotso"], location=3)
    s["power"] = [40, 40]
    s, _ = _act(t, s, {"type": "gain_power"})
    assert s["power"] == [43, 40]


def test_discard_piles_are_public_in_every_view(t):
    """Rulebook, FAQ: "All face-up cards are accessible to everyone, and any player may look
    through any discard pile at any time"."""
    s = t.new(["syndrome", "lotso", "madame_mim"])
    s["discards"] = [["guards-1"], ["chunk-1"], ["battle_of_wits-1"]]
    s["fate_discards"] = [["violet-1"], ["rex-1"], ["merlin-1"]]
    for seat in (None, 0, 1, 2):
        seen = view.view(s, seat)
        assert seen["discards"] == s["discards"] and seen["fate_discards"] == s["fate_discards"]


def test_the_view_hides_hands_deck_orders_and_what_others_looked_at(t):
    """Rulebook, "Revealing" Cards and "Looking at" Cards: "look at them secretly without
    showing them to the other players"; Setup: "You may look at them secretly" (the hand). A
    seat sees its own hand and knowledge; nobody sees another's hand or any deck's order."""
    s = t.new(["syndrome", "lotso", "madame_mim"])
    for seat in range(3):
        t.hand(s, seat, *s["decks"][seat][:4])
    table.remember_top(s, 1, "fate", 0, s["fate_decks"][0][-2:][::-1])
    secret = [c for zone in ("decks", "fate_decks") for deck in s[zone] for c in deck]
    secret += s["merlin"]["deck"]
    for seat in (None, 0, 1, 2):
        seen = view.view(s, seat)
        text = json.dumps(seen)
        others = [c for n, hand in enumerate(s["hands"]) if n != seat for c in hand]
        hidden = [c for c in [*others, *secret] if seat != 1 or c not in s["fate_decks"][0][-2:]]
        assert not any(f'"{c}"' in text for c in hidden), seat
        assert seen.get("hand") == (None if seat is None else sorted(s["hands"][seat]))
        assert seen["hand_counts"] == [4, 4, 4]
        assert seen["deck_counts"] == [len(d) for d in s["decks"]]
        known = {"fate:0": s["fate_decks"][0][-2:][::-1]} if seat == 1 else {}
        assert seen.get("known", {}) == known
    public = view.view(s, None)
    assert public["realms"][2]["locations"][2]["top"] == s["board"][2][2]["top"]
    assert public["merlin"]["deck_count"] == 6


# --- Objectives, the round cap, resigning -------------------------------------------------------


def test_madame_mim_wins_the_moment_the_last_merlin_form_is_defeated(t):
    """Rulebook, Objective: "The game ends as soon as a player achieves their Villain's
    Objective; that player is then declared the winner" (V13; Mim: "You must defeat all of
    Merlin's Transformations")."""
    s = _mim_at_hut(t)
    s["merlin"]["defeated"] = [f for f in data.merlin_deck() if f != "merlin_mouse-1"]
    s["merlin"]["deck"] = []
    t.put(s, 0, "mim_tiger-1", "duel_site")
    s["mover"][0] = 2
    s, events = _act(
        t, s, {"type": "vanquish", "hero": "merlin_mouse-1", "allies": ["mim_tiger-1"]}
    )
    assert (s["step"], s["winners"], s["reason"]) == ("over", [0], "objective")
    assert _of(events, "objective") == [{"type": "objective", "seat": 0}]
    assert rules.decisions(s) == []
    outcome = VillainousBiggerAndBadder().outcome(s)
    assert outcome["winners"] == [0] and outcome["losers"] == [1]


def test_syndrome_wins_when_the_v10_is_defeated_with_no_hero_in_his_realm(t):
    """Rulebook, The Villains: Syndrome "must defeat the Omnidroid v.10 and have no Heroes in
    your realm" (V13, V15)."""
    s = t.new(["lotso", "syndrome"])
    syndrome = 1
    t.take(s, "omnidroid_v_x8-1")
    s["board"][syndrome][3]["bottom"].append("omnidroid_v_10-1")
    s["omnidroid"].update(stage=3, tile="omnidroid_v_10-1")
    t.put(s, syndrome, "syndromes_remote-1", "metroville")
    s["current"] = syndrome
    s["mover"][syndrome] = 3
    s, _ = _act(t, s, {"type": "activate", "card": "syndromes_remote-1"})
    assert (s["step"], s["winners"]) == ("over", [syndrome])


def test_lotsos_objective_ends_the_match_after_any_step_even_an_opponents(t):
    """Rulebook, Objective: "The game ends as soon as a player achieves their Villain's
    Objective" (V13: checked after every step, whoever's turn it is; Lotso: "gather 4 Heroes of
    Strength 0, and Buzz Lightyear, in the Caterpillar Room")."""
    s = t.new(["syndrome", "lotso"], location=3)
    for hero in ("woody-1", "jessie-1", "hamm-1", "rex-1"):
        t.put(s, 1, hero, "caterpillar_room")
        s["zeroed"].append(hero)
    assert objectives.achieved(s, 1)
    s["zeroed"].remove("rex-1")
    assert not objectives.achieved(s, 1)
    table.add_tokens(s, "rex-1", -1)
    s, events = _act(t, s, {"type": "gain_power"})
    assert (s["step"], s["winners"], s["reason"]) == ("over", [1], "objective")


def test_round_cap_ends_the_match_without_winner(t):
    """V29: past table.MAX_ROUNDS rounds the match ends with no winner."""
    assert table.MAX_ROUNDS == table.new_state(list(VILLAINS), Rng("x"))["max_rounds"]
    s = t.new(["syndrome", "lotso"])
    s["max_rounds"] = 1
    s, _ = _end_turn(t, s)
    assert s["step"] == "move" and s["round"] == 1
    s, _ = _act(t, s, {"type": "move", "location": "library"})
    s, events = _end_turn(t, s)
    assert (s["step"], s["winners"], s["reason"]) == ("over", [], "round_cap")
    assert rules.decisions(s) == [] and not _of(events, "turn")
    outcome = VillainousBiggerAndBadder().outcome(s)
    assert outcome["winners"] == [] and sorted(outcome["losers"]) == [0, 1]


def test_resign_ends_the_match_others_win(t):
    """V30: a seat that resigns loses; the match ends and the other seats share the win."""
    s = t.new(["syndrome", "lotso", "madame_mim"])
    game = VillainousBiggerAndBadder()
    new, _ = game.forfeit(s, 1)
    assert s["step"] == "act"  # the input is not changed
    assert (new["step"], new["winners"], new["reason"]) == ("over", [0, 2], "forfeit")
    assert game.outcome(new)["losers"] == [1]


def test_apply_never_changes_its_input(t):
    """The engine's contract: ``apply`` returns a new state (rules.apply clones first)."""
    s = _vanquish_table(t)
    before = json.dumps(s, sort_keys=True)
    _act(t, s, {"type": "vanquish", "hero": "elastigirl-1", "allies": ["security-1", "security-2"]})
    _act(t, s, {"type": "gain_power"})
    assert json.dumps(s, sort_keys=True) == before


# --- Lotso's realm: a Hero at 0 ---------------------------------------------------------------


def test_in_lotsos_realm_a_hero_at_strength_0_has_no_ability(t):
    """V27 (V17): in Lotso's realm a Hero whose Strength is 0 has no ability: Hamm at 0 needs
    no two Allies, Rex at 0 is not protected; elsewhere a Hero at 0 keeps its ability."""
    s = t.new(["lotso", "syndrome"], location=3)  # Municipal Dump: Play, Vanquish / ...
    t.put(s, 0, "hamm-1", "library")
    t.put(s, 0, "rex-1", "library")
    t.put(s, 0, "chunk-1", "library")
    assert table.has_ability(s, 0, "hamm-1") and realm.protected(s, 0, "rex-1")
    assert _vanquishes(t.legal(s), "hamm-1") == set()  # Hamm needs two Allies
    table.add_tokens(s, "hamm-1", -2)
    table.add_tokens(s, "rex-1", -1)
    assert not table.has_ability(s, 0, "hamm-1") and not realm.protected(s, 0, "rex-1")
    assert () in _vanquishes(t.legal(s), "hamm-1") and () in _vanquishes(t.legal(s), "rex-1")
    t.put(s, 1, "frozone-1", "parr_house")
    table.add_tokens(s, "frozone-1", -3)
    assert table.has_ability(s, 1, "frozone-1")


def test_lotso_vanquish_leaves_the_hero_at_0_without_ability(t):
    """V27 (V17): "A Hero vanquished by Lotso stays where it is at strength 0 with its ability
    ignored": it stays in the top row covering the symbols there, the Allies used are
    discarded, it may be moved, and it is not a target of Lotso's Vanquish again; leaving the
    realm, it leaves its Strength 0 behind."""
    s = t.new(["lotso", "syndrome"], location=3)  # Municipal Dump: Play, Vanquish / ...
    t.put(s, 0, "jessie-1", "library")
    t.put(s, 0, "big_baby-1", "library")
    t.put(s, 0, "chunk-1", "library")
    s, events = _act(t, s, {"type": "vanquish", "hero": "jessie-1", "allies": ["big_baby-1"]})
    assert t.where(s, 0, "jessie-1") == "library" and s["zeroed"] == ["jessie-1"]
    assert s["board"][0][1]["top"] == ["jessie-1"] and s["fate_discards"][0] == []
    assert s["discards"][0] == ["big_baby-1"] and table.strength(s, 0, "jessie-1") == 0
    assert not table.has_ability(s, 0, "jessie-1")
    assert _of(events, "zeroed") == [{"type": "zeroed", "seat": 0, "card": "jessie-1"}]
    s = _back_to(t, s, "library")
    assert "fate" not in _symbols(s, 0)  # still covering the Library
    s = _back_to(t, s, "municipal_dump")
    assert not _vanquishes(t.legal(s), "jessie-1")
    assert realm.move(s, 0, "jessie-1", 2, []) is None and t.where(s, 0, "jessie-1") == "playground"
    realm.discard(s, 0, "jessie-1", [])
    assert s["zeroed"] == [] and s["fate_discards"][0] == ["jessie-1"]


def test_demo_mode_buzz_stays_after_a_vanquish(t):
    """V28 (V17): Demo Mode Buzz "vanquishes only with another Ally", and used in a Vanquish he
    stays where he is (a tile never goes to a pile); the other Ally is discarded."""
    s = t.new(["lotso", "syndrome"], location=3)
    s["buzz"]["side"] = "demo_mode"
    t.put(s, 0, table.BUZZ, "library")
    t.put(s, 0, "rex-1", "library")
    assert not _vanquishes(t.legal(s), "rex-1")  # Buzz alone may not
    t.put(s, 0, "chunk-1", "library")
    assert _vanquishes(t.legal(s), "rex-1") == {("chunk-1",), (table.BUZZ, "chunk-1")}
    s, _ = _act(t, s, {"type": "vanquish", "hero": "rex-1", "allies": [table.BUZZ, "chunk-1"]})
    assert t.where(s, 0, table.BUZZ) == "library" and s["discards"][0] == ["chunk-1"]
    assert s["zeroed"] == ["rex-1"]


# --- Condition windows (V22-V25) ----------------------------------------------------------------


def _window(state: State) -> dict[str, Any] | None:
    frame = stack.top(state)
    return frame if frame is not None and frame["kind"] == "window" else None


def _answer(t: T, state: State, seat: int, *cards: str) -> tuple[State, Events]:
    action = {"type": "condition", "cards": list(cards)} if cards else {"type": "pass"}
    return t.act(state, action, seat)


def _lotso_gains(t: T) -> State:
    """Lotso (seat 0) at the Library, Syndrome (seat 1) with Heroes left in his Fate deck."""
    s = t.new(["lotso", "syndrome"], location=1)
    s["power"][0] = 1
    return s


def test_window_opens_to_every_seat_that_could_answer(t):
    """Rulebook, Condition: "If you hold such a card in hand and the condition is met during an
    opponent's turn, you may play it immediately" (V22: the window opens to every seat whose
    villain has a matching Condition with a copy not in its discard pile that could resolve
    now, whether or not it holds one; "Once this condition has been resolved, the opponent
    continues their turn")."""
    s = _lotso_gains(t)
    assert s["hands"][1] == []  # 15 Years Later answers Power; Syndrome holds none
    s, events = t.act(s, {"type": "gain_power"})
    frame = _window(s)
    assert frame is not None and frame["seats"] == [1]
    assert rules.decisions(s) == [
        rules.Decision(1, "window", "condition", instance=str(frame["id"]))
    ]
    assert _of(events, "window_opened") == [
        {
            "type": "window_opened",
            "instance": frame["id"],
            "situation": "power",
            "seat": 0,
            "seats": [1],
        }
    ]
    assert t.legal(s, 1) == [{"type": "pass"}] and t.legal(s, 0) == []
    s, events = _answer(t, s, 1)
    assert s["stack"] == [] and s["power"][0] == 3
    assert _of(events, "window_closed") == [
        {"type": "window_closed", "instance": frame["id"], "played": []}
    ]
    assert t.holder(s) == 0 and {"type": "end_turn"} in t.legal(s)


@pytest.mark.parametrize("discarded, opens", [(3, False), (2, True)])
def test_window_skips_a_villain_whose_copies_are_discarded(t, discarded, opens):
    """V22: only a villain with a copy of the matching Condition not in its (public) discard
    pile could answer."""
    s = _lotso_gains(t)
    for n in range(1, discarded + 1):
        t.take(s, f"fifteen_years_later-{n}")
        s["discards"][1].append(f"fifteen_years_later-{n}")
    s, events = t.act(s, {"type": "gain_power"})
    assert (_window(s) is not None) == opens
    assert bool(_of(events, "window_opened")) == opens


@pytest.mark.parametrize(
    "villains, location, action",
    [
        (["syndrome", "madame_mim"], 0, {"type": "gain_power"}),  # 1 Power: Mim's is for 2+
        (
            ["syndrome", "madame_mim"],
            0,
            {"type": "play", "card": "security-1", "location": "parr_house"},
        ),
        (["madame_mim", "lotso"], 3, {"type": "play", "card": "mim_tiger-1", "location": "swamp"}),
        (["lotso", "madame_mim"], 0, {"type": "discard"}),
    ],
)
def test_no_window_for_a_villain_without_a_condition_for_the_situation(
    t, villains, location, action
):
    """V22: a window opens only to a seat whose villain has a Condition for the situation (no
    Syndrome or Lotso Condition answers 1 Power for Mim; only Syndrome's answers a card
    played; Mim has none for a discard)."""
    s = t.new(villains, location=location)
    s["power"][0] = 5
    t.hand(s, 0, *(["security-1"] if villains[0] == "syndrome" else []))
    t.hand(s, 0, *(["mim_tiger-1"] if villains[0] == "madame_mim" else []))
    t.hand(s, 0, *(["chunk-1"] if villains[0] == "lotso" else []))
    s, events = t.act(s, action)
    if action["type"] == "discard":
        s, events = t.choose(s, "done" if len(s["hands"][0]) > 1 else s["hands"][0][0])
    assert not _of(events, "window_opened") and _window(s) is None


@pytest.mark.parametrize("hero, opens", [("violet-1", True), ("mr_incredible-1", False)])
def test_no_window_for_a_condition_that_could_not_resolve_now(t, hero, opens):
    """Rulebook, FAQ: "If you cannot do what a card tells you to, you cannot play it" (V22:
    "that could resolve now", judged on public information): Bio Probe needs a Hero no
    stronger than the one just vanquished (Jessie, 3) in Syndrome's realm."""
    s = t.new(["lotso", "syndrome"], location=3)  # Municipal Dump: Play, Vanquish / ...
    t.put(s, 0, "jessie-1", "library")
    t.put(s, 0, "big_baby-1", "library")
    t.put(s, 1, hero, "metroville")
    s, events = t.act(s, {"type": "vanquish", "hero": "jessie-1", "allies": ["big_baby-1"]})
    assert (_window(s) is not None) == opens
    assert [e["situation"] for e in _of(events, "window_opened")] == (["vanquish"] if opens else [])


def _monologue(t: T, villains: list[str]) -> tuple[State, Events]:
    """Seat 0 plays Monologuing against Syndrome (seat 1), who discards his three cards; Lotso
    has a Hero (at his Playground) Something Snapped could move to the Caterpillar Room."""
    s = t.new(villains, location=0 if villains[0] == "madame_mim" else 1)  # Forest / Library
    lotso = villains.index("lotso")
    t.put(s, lotso, "hamm-1", "playground")
    t.hand(s, 1, "guards-1", "security-1", "mirage-1")
    t.on_top(s, "fate_decks", 1, "monologuing-1", "force_field-1")
    return t.act(s, {"type": "fate", "target": 1})


@pytest.mark.parametrize(
    "villains, asked",
    [(["madame_mim", "syndrome", "lotso"], [2]), (["lotso", "syndrome", "madame_mim"], None)],
)
def test_neither_the_actor_nor_the_current_player_is_asked(t, villains, asked):
    """Rulebook, Condition: "Conditions are special cards that you may only play during an
    opponent's turn" (V22: not the seat that caused the situation, not the one whose turn it
    is): Syndrome discarding for Monologuing opens a window to Lotso on Mim's turn, to nobody
    on Lotso's own turn."""
    s, events = _monologue(t, villains)
    assert s["hands"][1] == [] and len(s["discards"][1]) == 3
    (discarded,) = _of(events, "discarded_cards")
    assert discarded["seat"] == 1 and discarded["count"] == 3
    opened = _of(events, "window_opened")
    assert [e["seats"] for e in opened] == ([asked] if asked else [])
    if asked:
        assert opened[0]["seat"] == 1


def _mim_discards(t: T, villains: list[str], current: int) -> State:
    """``current`` is Madame Mim at her Swamp, discarding one card; Syndrome holds Not a
    Sidekick (x2) and Lotso Something Snapped, with Hamm at his Library."""
    s = t.new(villains)
    s.update(current=current, first=current)
    s["mover"] = [0] * len(villains)
    s["mover"][current] = 3
    syndrome, lotso = villains.index("syndrome"), villains.index("lotso")
    t.hand(s, syndrome, "not_a_sidekick-1", "not_a_sidekick-2", "bio_probe-1")
    t.hand(s, lotso, "something_snapped-1")
    t.put(s, lotso, "hamm-1", "library")
    t.hand(s, current, "battle_of_wits-1", "wizards_duel-1")
    s, _ = t.act(s, {"type": "discard"})
    s, _ = t.choose(s, "battle_of_wits-1")
    s, _ = t.choose(s, "done")
    return s


def test_window_answers_are_sealed_until_it_closes(t):
    """V23: answers are sealed: everyone sees who answered, only the seat what; V24: when all
    have answered the window closes and every answer is shown."""
    villains = ["madame_mim", "syndrome", "lotso"]
    s = _mim_discards(t, villains, 0)
    frame = _window(s)
    assert frame["seats"] == [1, 2] and frame["trigger"]["count"] == 1
    s, events = _answer(t, s, 1, "not_a_sidekick-1")
    (answered,) = _of(events, "answered")
    assert answered == {
        "type": "answered",
        "seat": 1,
        "instance": frame["id"],
        "private": {"1": {"answer": "condition", "cards": ["not_a_sidekick-1"]}},
    }
    assert not any(
        "not_a_sidekick" in json.dumps({k: v for k, v in e.items() if k != "private"})
        for e in events
    )
    for seat in (None, 0, 2):
        seen = view.view(s, seat)
        assert "not_a_sidekick" not in json.dumps(seen)
        assert seen["stack"][-1]["answered"] == [1] and seen["hand_counts"][1] == 3
    assert t.legal(s, 1) == []  # each seat answers once
    assert [d.seat for d in rules.decisions(s)] == [2]
    s, events = _answer(t, s, 2)
    assert _of(events, "window_closed")[0]["played"] == [[1, "not_a_sidekick-1"]]
    assert _of(events, "condition_played") == [
        {"type": "condition_played", "seat": 1, "card": "not_a_sidekick-1", "instance": frame["id"]}
    ]
    assert s["discards"][1] == ["not_a_sidekick-1"] and len(s["hands"][1]) == 3  # drew 1
    assert s["hands"][2] == ["something_snapped-1"] and t.where(s, 2, "hamm-1") == "library"
    assert s["stack"] == [] and t.holder(s) == 0 and s["step"] == "act"


@pytest.mark.parametrize(
    "villains, current",
    [
        (["madame_mim", "syndrome", "lotso"], 0),
        (["syndrome", "madame_mim", "lotso"], 1),
        (["lotso", "madame_mim", "syndrome"], 1),
    ],
)
def test_two_conditions_resolve_in_turn_order(t, villains, current):
    """Rulebook, Condition: "There is no limit to the number of Condition cards playable at the
    same time" (V24: they resolve in turn order from the current player)."""
    s = _mim_discards(t, villains, current)
    syndrome, lotso = villains.index("syndrome"), villains.index("lotso")
    first, second = table.opponents(s, current)
    s, _ = _answer(
        t, s, second, *(["not_a_sidekick-1"] if second == syndrome else ["something_snapped-1"])
    )
    s, events = _answer(
        t, s, first, *(["not_a_sidekick-1"] if first == syndrome else ["something_snapped-1"])
    )
    played = [(e["seat"], e["card"]) for e in _of(events, "condition_played")]
    assert [seat for seat, _ in played] == [first, second]
    assert _of(events, "window_closed")[0]["played"] == [list(p) for p in played]
    assert t.where(s, lotso, "hamm-1") == "caterpillar_room"
    assert s["discards"][lotso] == ["something_snapped-1"]
    assert s["discards"][syndrome] == ["not_a_sidekick-1"] and t.holder(s) == current


def test_a_seat_answers_once_with_any_set_of_its_matching_conditions(t):
    """V24: each seat answers once, with any set of its matching Conditions (copies are
    interchangeable; Bio Probe does not answer a discard)."""
    s = _mim_discards(t, ["madame_mim", "syndrome", "lotso"], 0)
    assert t.legal(s, 1) == [
        {"type": "pass"},
        {"type": "condition", "cards": ["not_a_sidekick-1"]},
        {"type": "condition", "cards": ["not_a_sidekick-1", "not_a_sidekick-2"]},
    ]
    deck = len(s["decks"][1])
    s, _ = _answer(t, s, 1, "not_a_sidekick-1", "not_a_sidekick-2")
    s, _ = _answer(t, s, 2)
    assert sorted(s["discards"][1]) == ["not_a_sidekick-1", "not_a_sidekick-2"]
    assert s["hands"][1][0] == "bio_probe-1" and len(s["hands"][1]) == 3  # drew 1 each
    assert len(s["decks"][1]) == deck - 2


def test_a_condition_answered_by_pass_stays_in_hand_and_cannot_be_played_later(t):
    """Rulebook, FAQ: "A Condition card can only be played the instant the situation arises
    ... You cannot play it later in the turn. However, a Condition remains optional"."""
    s = _mim_discards(t, ["madame_mim", "syndrome", "lotso"], 0)
    s, _ = _answer(t, s, 1)
    s, events = _answer(t, s, 2)
    assert _of(events, "window_closed")[0]["played"] == []
    assert sorted(s["hands"][1]) == ["bio_probe-1", "not_a_sidekick-1", "not_a_sidekick-2"]
    assert s["stack"] == [] and t.legal(s, 1) == [] and t.holder(s) == 0


def test_condition_that_can_no_longer_resolve_goes_back(t):
    """V24: Conditions resolve one at a time; one that an earlier one left nothing to do goes
    back to its hand (two Bio Probes, one Hero to defeat)."""
    s = t.new(["lotso", "syndrome"], location=3)
    t.put(s, 0, "jessie-1", "library")
    t.put(s, 0, "big_baby-1", "library")
    t.put(s, 1, "violet-1", "metroville")
    t.hand(s, 1, "bio_probe-1", "bio_probe-2")
    s, _ = t.act(s, {"type": "vanquish", "hero": "jessie-1", "allies": ["big_baby-1"]})
    s, _ = _answer(t, s, 1, "bio_probe-1", "bio_probe-2")
    assert t.holder(s) == 1 and t.legal(s) == [{"type": "choose", "choice": "violet-1"}]
    s, events = t.choose(s, "violet-1")
    assert s["fate_discards"][1] == ["violet-1"] and s["discards"][1] == ["bio_probe-1"]
    assert s["hands"][1] == ["bio_probe-2"]
    assert _of(events, "condition_returned") == [
        {"type": "condition_returned", "seat": 1, "card": "bio_probe-2"}
    ]
    assert s["stack"] == [] and t.holder(s) == 0


@pytest.mark.parametrize("card, opens", [("chunk-1", True), ("the_bookworm-1", False)])
def test_only_a_card_costing_1_or_more_makes_a_play_situation(t, card, opens):
    """V22: a situation is a seat "playing a card from its hand with a cost of 1 or more"
    (Who's Super Now? gains the cost: The Bookworm costs 0, V8)."""
    s = t.new(["lotso", "syndrome"], location=0)  # Caterpillar Room: Discard, Play, Gain 1
    s["power"][0] = 2
    t.put(s, 0, "rex-1", "library")
    t.hand(s, 0, card)
    action = [a for a in t.legal(s) if a.get("card") == card][0]
    s, events = t.act(s, action)
    assert [e["situation"] for e in _of(events, "window_opened")] == (["play"] if opens else [])


def test_auto_mode_plays_matching_conditions_without_asking(t):
    """V25: a seat's conditions mode "auto", a seat setting (never a listed action), makes
    the server play its matching Conditions at once (one of each kind) and never ask it."""
    s = t.new(["syndrome", "lotso"], location=2)
    assert not [a for a in t.legal(s) if a["type"] == "conditions"]
    s, events = VillainousBiggerAndBadder().change_setting(s, 0, "conditions", "auto")
    assert s["auto"] == [True, False] and s["used"] == []  # no symbol spent
    assert _of(events, "conditions_mode") == [
        {"type": "conditions_mode", "seat": 0, "mode": "auto"}
    ]
    s, _ = _end_turn(t, s)
    s, _ = t.act(s, {"type": "move", "location": "playground"})
    s["hands"][0] = []
    t.hand(s, 0, "not_a_sidekick-1", "not_a_sidekick-2", "whos_super_now-1")
    t.hand(s, 1, "chunk-1", "sparks-1")
    s, _ = t.act(s, {"type": "discard"})
    s, _ = t.choose(s, "chunk-1")
    s, events = t.choose(s, "done")
    assert [d.seat for d in rules.decisions(s)] == [1]  # never asked
    assert _of(events, "window_opened")[0]["seats"] == []
    assert [e["card"] for e in _of(events, "condition_played")] == ["not_a_sidekick-1"]
    assert s["discards"][0] == ["not_a_sidekick-1"] and len(s["hands"][0]) == 3
    assert "not_a_sidekick-2" in s["hands"][0]


def test_auto_mode_asks_nothing_of_an_empty_hand(t):
    """V25: an auto seat holding no matching Condition is never asked: nothing happens."""
    s = _lotso_gains(t)
    s["auto"][1] = True
    s, events = t.act(s, {"type": "gain_power"})
    assert s["stack"] == [] and not _of(events, "window_opened") and s["power"][0] == 3


@pytest.mark.parametrize("choice", ["chunk-1", "none"])
def test_jessie_may_discard_an_ally_when_played_by_fate_not_when_moved(t, choice):
    """Rulebook, "Playing" a Card and "Moving" a Card: an ability that triggers when a card is
    played does not when it is moved; FAQ: "if a card says "may" ..., the effect that follows is
    optional" (V10: the Fate player decides). Jessie, played by Syndrome's Fate action, lets him
    discard one of Lotso's Allies or not; moved later by Not Age Appropriate, she does nothing."""
    s = t.new(["syndrome", "lotso"], location=0)  # Parr House: Play, Fate / ...
    t.put(s, 1, "chunk-1", "playground")
    t.on_top(s, "fate_decks", 1, "jessie-1", "bonnies_toys-1")
    s["mover"][1] = 3
    s, _ = _act(t, s, {"type": "fate", "target": 1})  # Bonnie's Toys has no Hero to help
    s, _ = _choose(t, s, "library")
    assert t.holder(s) == 0  # the Fate player
    assert t.legal(s) == [{"type": "choose", "choice": c} for c in ("chunk-1", "none")]
    s, _ = _choose(t, s, choice)
    assert (t.where(s, 1, "chunk-1") is None) == (choice == "chunk-1")
    assert s["discards"][1] == ([choice] if choice != "none" else [])
    t.put(s, 1, "sparks-1", "playground")
    s, _ = _end_turn(t, s)
    s, _ = _act(t, s, {"type": "move", "location": "caterpillar_room"})
    s["power"][1] = 2
    t.hand(s, 1, "not_age_appropriate-1")
    s, _ = _act(t, s, {"type": "play_effect", "card": "not_age_appropriate-1"})
    s, events = _choose(t, s, "jessie-1")
    assert t.where(s, 1, "jessie-1") == "caterpillar_room"
    assert t.where(s, 1, "sparks-1") == "playground" and s["stack"] == []
    assert t.holder(s) == 1 and s["step"] == "act"


def test_a_location_showing_a_symbol_twice_spends_the_top_one_first(t):
    """Rulebook, On Your Turn: "You can no longer perform the actions covered by a Fate card";
    turn.py: of two like symbols the top one is spent first, so a Hero arriving later (Mirage's,
    at Nomanisan Island) leaves the bottom Play a Card free, and hides the unused Gain 2."""
    s = t.new(["syndrome", "lotso"], location=1)  # Gain 2, Play / Discard, Play
    s["power"][0] = 4
    t.hand(s, 0, "mirage-1", "security-1")
    t.on_top(s, "fate_decks", 0, "violet-1")
    s, _ = _act(t, s, {"type": "play", "card": "mirage-1", "location": "nomanisan_island"})
    assert s["used"] == ["t1"] and s["board"][0][1]["top"] == ["violet-1"]
    assert _symbols(s, 0) == {"discard_cards", "play_card"}
    s, _ = _act(t, s, {"type": "play", "card": "security-1", "location": "parr_house"})
    assert s["used"] == ["t1", "b1"] and "gain_power" not in _types(t.legal(s))


def test_discarding_no_card_spends_the_symbol_and_raises_no_situation(t):
    """V26: Discard Cards then "done" at once discards nothing: the symbol is spent, no
    situation arises (V22: a situation is discarding from one's hand)."""
    s = t.new(["lotso", "syndrome"], location=0)
    t.hand(s, 0, "chunk-1")
    s, _ = t.act(s, {"type": "discard"})
    s, events = t.choose(s, "done")
    assert s["hands"][0] == ["chunk-1"] and s["stack"] == [] and s["used"] == ["b0"]
    assert not _of(events, "window_opened") and "discard" not in _types(t.legal(s))
    assert _of(events, "discarded_cards") == [{"type": "discarded_cards", "seat": 0, "count": 0}]


@pytest.mark.parametrize("seats", [2, 3])
def test_the_engine_starts_a_match_and_takes_its_first_move(seats):
    """The game as registered with the engine (service.engine.match): a match of 2 or 3 with
    no options starts with distinct villains and its first player moves (V21); a resign ends it
    (V30)."""
    from service.engine import match as engine
    from service.engine.game import RESIGN

    match, events = engine.start("villainous-bigger-and-badder", seats, {}, seed=5)
    state = match.state
    assert len(set(state["villains"])) == seats and events[0]["type"] == "match_started"
    first = state["first"]
    legal = engine.legal_actions(match, first)
    assert legal and all(a["type"] == "move" for a in legal)
    match, _ = engine.submit(match, first, legal[0], now=0.0)
    assert match.state["step"] == "act" and engine.status(match) == "active"
    match, _ = engine.submit(match, first, {"type": RESIGN.name}, now=0.0)
    assert engine.status(match) == "finished"
    assert match.game.outcome(match.state)["winners"] == [s for s in range(seats) if s != first]
    with pytest.raises(InvalidOptions):
        engine.start("villainous-bigger-and-badder", seats, {"villains": "lotso,lotso"}, seed=5)


def test_a_choice_in_the_view_shows_its_holder_and_prompt_not_its_options(t):
    """Rulebook, Setup: the hand is looked at "secretly": a choice among one's own cards (the
    Discard Cards step, V26) shows others who is choosing and what about, not the options."""
    s = t.new(["lotso", "syndrome"], location=0)
    t.hand(s, 0, "chunk-1", "sparks-1")
    s, _ = t.act(s, {"type": "discard"})
    for seat in (None, 1):
        seen = view.view(s, seat)
        assert seen["stack"] == [
            {"kind": "choice", "id": s["stack"][-1]["id"], "seat": 0, "prompt": "discard"}
        ]
        assert "chunk-1" not in json.dumps(seen) and "sparks-1" not in json.dumps(seen)
    assert "chunk-1" in json.dumps(view.view(s, 0))


def _stack_kinds(state: State) -> list[tuple[str, bool]]:
    return [(f["kind"], f.get("closed", False)) for f in state["stack"]]


def test_nested_window_opens_to_the_third_seat(t):
    """V22: a Condition's own gain of Power is a situation: As Big as a House, played by Madame
    Mim in the window of Lotso's 2 Power, opens a nested window, with an instance of its own,
    to Syndrome alone (not Mim, who caused it, nor Lotso, whose turn it is, though Smells Like
    Strawberries could answer); when it is done the outer window's turn resumes."""
    s = t.new(["lotso", "syndrome", "madame_mim"], location=1)  # Library: Fate, Gain 2 / ...
    s["discards"][0].append("chunk-1")  # so that Lotso's Strawberries could resolve
    t.hand(s, 0, "smells_like_strawberries-1")
    t.hand(s, 2, "as_big_as_a_house-1")
    t.hand(s, 1, "fifteen_years_later-1")
    t.on_top(s, "fate_decks", 1, "dash-1")
    s, _ = t.act(s, {"type": "gain_power"})
    outer = _window(s)
    assert outer["seats"] == [1, 2]
    s, _ = _answer(t, s, 1)
    s, events = _answer(t, s, 2, "as_big_as_a_house-1")
    nested = _window(s)
    assert nested["id"] != outer["id"] and nested["trigger"]["actor"] == 2
    assert nested["seats"] == [1] and _stack_kinds(s) == [("window", True), ("window", False)]
    assert _of(events, "window_opened")[0]["seats"] == [1]
    assert [d.seat for d in rules.decisions(s)] == [1]
    assert rules.decisions(s)[0].instance == str(nested["id"])
    assert s["power"] == [2, 0, 2] and s["discards"][2] == ["as_big_as_a_house-1"]
    s, _ = _answer(t, s, 1, "fifteen_years_later-1")
    s, _ = t.choose(s, "metroville")  # 15 Years Later: Syndrome's own Hero, at -2
    assert s["board"][1][3]["top"] == ["dash-1"] and table.strength(s, 1, "dash-1") == 0
    assert s["stack"] == [] and t.holder(s) == 0 and s["step"] == "act"
    assert s["hands"][0] == ["smells_like_strawberries-1"]


def test_a_condition_played_in_a_window_cannot_be_played_again_in_a_nested_one(t):
    """V24: each Condition is played once: Syndrome's 15 Years Later, answered in the window
    of Lotso's 2 Power, waits in his hand until its turn comes (after Mim's As Big as a House,
    which opens a nested window to him); in that nested window he can only pass."""
    s = t.new(["lotso", "madame_mim", "syndrome"], location=1)
    t.hand(s, 1, "as_big_as_a_house-1")
    t.hand(s, 2, "fifteen_years_later-1")
    s, _ = t.act(s, {"type": "gain_power"})
    s, _ = _answer(t, s, 1, "as_big_as_a_house-1")
    s, _ = _answer(t, s, 2, "fifteen_years_later-1")
    assert _window(s)["seats"] == [2] and t.legal(s, 2) == [{"type": "pass"}]
    assert s["hands"][2] == ["fifteen_years_later-1"]
    s, events = _answer(t, s, 2)
    assert [e["card"] for e in _of(events, "condition_played")] == ["fifteen_years_later-1"]
    s, _ = t.choose(s, "parr_house")
    assert s["discards"][2] == ["fifteen_years_later-1"] and s["hands"][2] == []
    assert s["stack"] == [] and t.holder(s) == 0 and s["power"] == [2, 2, 0]


@pytest.mark.parametrize("location, amount, asked", [(0, 1, [2]), (1, 2, [1, 2]), (3, 3, [1, 2])])
def test_a_power_window_opens_by_the_amount_each_condition_answers(t, location, amount, asked):
    """V22: "an opponent takes Power" (Lotso's Smells Like Strawberries, with a discard pile to
    shuffle back) and "2 or more at once" (Madame Mim's As Big as a House) are two situations
    one gain may meet: Syndrome's 1 Power opens a window to Lotso alone, 2 or 3 to both."""
    s = t.new(["syndrome", "madame_mim", "lotso"], location=location)
    s["discards"][2].append("chunk-1")
    s, events = t.act(s, {"type": "gain_power"})
    (opened,) = _of(events, "window_opened")
    assert opened["seats"] == asked and s["power"][0] == amount
    assert _window(s)["trigger"]["triggers"] == (
        ["opponent_gains_power"] + (["opponent_gains_2_or_more_power"] if amount >= 2 else [])
    )


# --- the rulebook's rows with no rule of their own to break (V76) -------------------------------


@pytest.mark.parametrize("locale", ["en", "fr"])
def test_the_catalog_recaps_each_villains_objective_as_the_reference_card_does(locale):
    """Rulebook, Reference Card: "One side of the Reference Card recaps each Villain's
    Objective"; Villain Guide: "all the details about their Objective" (V76): the game's public
    catalog entry, the same for every reader, carries each villain's Objective text with its
    name, and each text names what its board's Objective asks for."""
    entry = GAME.catalog_entry(locale)
    villains = {v["key"]: v for v in entry["reference"]["villains"]}
    assert sorted(villains) == sorted(VILLAINS)
    for key, villain in villains.items():
        assert villain["objective"] == data.objective(key) and villain["objective"]["text"]
        assert entry["reference"]["names"]["villain"][key]
    assert "Omnidroid v.10" in villains["syndrome"]["objective"]["text"]
    assert "Merlin's Transformations" in villains["madame_mim"]["objective"]["text"]
    assert "Caterpillar Room" in villains["lotso"]["objective"]["text"]
    assert "Buzz" in villains["lotso"]["objective"]["text"]


def test_every_player_is_aware_of_every_villains_objective(t):
    """Rulebook, Setup: "Each player reads their Villain's Objective aloud so that everyone can
    be aware of it" (V76): every seat's view and a spectator's name each seat's villain, whose
    Objective the public catalog gives, and what the Objectives count is face up (Merlin's
    defeated forms, the Omnidroid's stage, Buzz's side)."""
    s = t.new(list(VILLAINS))
    for observer in (None, 0, 1, 2):
        shown = view.view(s, observer)
        assert shown["villains"] == VILLAINS
        assert shown["omnidroid"]["stage"] == 1 and shown["omnidroid"]["defeated"] is False
        assert shown["merlin"]["defeated"] == [] and shown["buzz"]["side"] == "guardian"


def test_no_limit_to_the_villain_or_fate_cards_at_a_location(t):
    """Rulebook, Types of Cards: "There is no limit to the number of Villain or Fate cards that
    may be placed at a location" (V76): with eight Allies and five Heroes at Parr House, an
    Ally may still be played there, and a Fate action may still put a Hero there."""
    s = t.new(["syndrome", "lotso"], location=2)  # Syndrome's Base: Play on both rows
    allies = [*CROWD[:3], *CROWD[3:6], "security-1", "mirage-1"]
    heroes = ["mr_incredible-1", "elastigirl-1", "frozone-1", "dash-1", "jack_jack-1"]
    for card in [*allies, *heroes]:
        t.put(s, 0, card, "parr_house")
    t.hand(s, 0, "security-2")
    s["power"][0] = 1
    play = {"type": "play", "card": "security-2", "location": "parr_house"}
    assert play in t.legal(s)
    s, _ = _act(t, s, play)
    assert len(s["board"][0][0]["bottom"]) == 9 and len(s["board"][0][0]["top"]) == 5
    s = t.new(["lotso", "syndrome"], location=1)  # the Library: Fate on top
    for card in heroes:
        t.put(s, 1, card, "parr_house")
    t.on_top(s, "fate_decks", 1, "violet-1", "infiltrate-1")
    s, _ = _act(t, s, {"type": "fate", "target": 1})
    s, _ = _choose(t, s, "violet-1")
    assert {"type": "choose", "choice": "parr_house"} in t.legal(s)
    s, _ = _choose(t, s, "parr_house")
    assert s["board"][1][0]["top"] == [*heroes, "violet-1"]


def test_no_limit_to_the_items_attached_to_a_hero(t):
    """Rulebook, Types of Cards, Item: "There is no limit to the number of Items that may be
    attached to an Ally or a Hero" (V76; no Item of this box attaches to an Ally): Mr.
    Incredible already holding two Force Fields, a Zero-Point Energy and the Remote takes a
    second Zero-Point Energy, and all five move with him."""
    s = t.new(["syndrome", "lotso"], location=1)  # Nomanisan Island: Play on both rows
    t.put(s, 0, "mr_incredible-1", "metroville")
    held = ["force_field-1", "force_field-2", "zero_point_energy-1", "syndromes_remote-1"]
    for item in held:
        t.attach(s, item, "mr_incredible-1")
    t.hand(s, 0, "zero_point_energy-2")
    s["power"][0] = 3
    attach = {"type": "attach", "card": "zero_point_energy-2", "host": "mr_incredible-1"}
    assert attach in t.legal(s)
    s, _ = _act(t, s, attach)
    assert sorted(table.attachments(s, "mr_incredible-1")) == sorted([*held, "zero_point_energy-2"])
    assert table.strength(s, 0, "mr_incredible-1") == 6 - 4
    realm.move(s, 0, "mr_incredible-1", 2, [])
    assert all(t.where(s, 0, item) == "syndromes_base" for item in [*held, "zero_point_energy-2"])
