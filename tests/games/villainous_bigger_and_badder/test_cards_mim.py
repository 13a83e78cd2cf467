"""Madame Mim's cards (cards.json, "villain": "madame_mim") played through the rules: her Villain
deck's Effects and Conditions, her Fate deck's Effects, the Effect she shares with Lotso
(Smells Like Strawberries), and her part of the core (her Transformations' Vanquish, Merlin's
forms as Heroes, the next form at the Duel Site, her Objective). Each test names the card, the
rulebook section or the ruling (RULINGS V<n>; V40-V49 are Mim's) it checks."""

from __future__ import annotations

from typing import Any

import pytest

from service.games.villainous_bigger_and_badder import data, effects, fate, rules, table, turn

State = dict[str, Any]
Events = list[dict[str, Any]]
FORM = {f["key"].removeprefix("merlin_"): f"{f['key']}-1" for f in data.merlin_transformations()}
EVERY_MIM_CARD = sorted(
    [
        *data.deck_list("madame_mim", "villain"),
        *data.deck_list("madame_mim", "fate"),
        *data.merlin_deck(),
    ]
)
OUT = "test_out_of_game"  # the forms a test's ``arrange`` took out of the game
TRANSFORMATIONS = [c["key"] for c in data.cards("madame_mim", "villain") if c["type"] == "ally"]


def mim_turn(t, location: int = 0, opponent: str = "syndrome") -> State:
    """Madame Mim (seat 0) to act at ``location`` (0: the Forest, whose bottom row offers Play);
    the opponent plays no Condition (auto, no card in hand), so no window waits on it."""
    s = t.new(["madame_mim", opponent], location)
    s["auto"][1] = True
    return s


def fate_on_mim(t, *top: str, seats: int = 2) -> State:
    """Syndrome (seat 0) at Parr House (its top row offers Fate), Madame Mim seat 1 (auto, no
    card in hand), her Fate deck topped with ``top`` (the first on top)."""
    s = t.new(["syndrome", "madame_mim", "lotso"][:seats], 0)
    s["auto"][1:] = [True] * (seats - 1)
    t.on_top(s, "fate_decks", 1, *top)
    return s


def arrange(
    t,
    s: State,
    seat: int,
    deck: tuple[str, ...] = (),
    defeated: tuple[str, ...] = (),
    **at: list[str],
) -> State:
    """Merlin's forms by name: ``deck`` top first, ``defeated``, and ``at`` location -> forms in
    that location's top row; any other form is taken out of the game (kept under a key of the
    tests' own, ``OUT``, that ``nothing_lost`` reads)."""
    for form in FORM.values():
        t.take(s, form)
    named = {FORM[name] for names in (deck, defeated, *at.values()) for name in names}
    s[OUT] = sorted(set(FORM.values()) - named)
    s["merlin"]["deck"] = [FORM[name] for name in reversed(deck)]
    s["merlin"]["defeated"] = [FORM[name] for name in defeated]
    for location, names in at.items():
        for name in names:
            t.put(s, seat, FORM[name], location)
    return s


def census(s: State) -> list[str]:
    """Every Mim card and Merlin form wherever it is (a hand, a deck, a pile, Merlin's deck and
    defeated pile, the realm, resolving, revealed)."""
    found = [*s["revealed"], *s["resolving"], *s["attached"]]
    for zone in ("hands", "decks", "discards", "fate_decks", "fate_discards"):
        found += [c for cards in s[zone] for c in cards]
    found += [*s["merlin"]["deck"], *s["merlin"]["defeated"]]
    found += [
        c for rows in s["board"] for row in rows for side in ("top", "bottom") for c in row[side]
    ]
    return sorted(c for c in found if c in set(EVERY_MIM_CARD))


def nothing_lost(s: State, aside: tuple[str, ...] = ()) -> None:
    """Every card is in exactly one place (``aside``: cards a test took out on purpose)."""
    everything = census(s) + [c for c in (*aside, *s.get(OUT, [])) if c in set(EVERY_MIM_CARD)]
    assert sorted(everything) == EVERY_MIM_CARD


def options(s: State) -> list[str]:
    """The options of the choice on top, for whoever holds it."""
    actions = rules.actions(s, rules.decisions(s)[0])
    return [a["choice"] for a in actions if a["type"] == "choose"]


def types(events: Events) -> list[str]:
    return [e["type"] for e in events]


def known(s: State, viewer: int, seat: int) -> list[str] | None:
    return s["known"].get(str(viewer), {}).get(f"merlin:{seat}")


def play(t, s: State, card: str, power: int) -> tuple[State, Events]:
    """Mim (seat 0) plays the Effect ``card`` from her hand with ``power`` Power."""
    t.hand(s, 0, card)
    s["power"][0] = power
    return t.act(s, {"type": "play_effect", "card": card})


def can_play(t, s: State, card: str, power: int = 9) -> bool:
    t.hand(s, 0, card)
    s["power"][0] = power
    return {"type": "play_effect", "card": card} in t.legal(s)


def play_fate(t, s: State, card: str) -> tuple[State, Events]:
    """Syndrome (seat 0) takes the Fate action against Mim (seat 1) and plays ``card``."""
    s, events = t.act(s, {"type": "fate", "target": 1})
    if s["stack"] and s["stack"][-1].get("handler") == "fate_pick":
        s, more = t.choose(s, card)
        events += more
    return s, events


# --- I'm Not Cheating ----------------------------------------------------------------------------


def test_im_not_cheating_looks_at_the_top_two_and_puts_the_chosen_one_on_top(t):
    """I'm Not Cheating (rulebook "'Revealing' Cards and 'Looking at' Cards": secretly; V40):
    Mim alone sees the top two forms, picks the top one, and knows the new order; what the
    opponent knew of the top is forgotten; the card ends in her discard pile."""
    s = arrange(t, mim_turn(t), 0, deck=("crab", "goat", "turtle"), duel_site=["mouse"])
    table.remember_top(s, 1, "merlin", 0, [FORM["crab"]])
    s, events = play(t, s, "im_not_cheating-1", 1)
    look = next(e for e in events if e["type"] == "looked_at")
    assert "cards" not in look and look["private"] == {"0": {"cards": [FORM["crab"], FORM["goat"]]}}
    assert t.holder(s) == 0 and options(s) == sorted([FORM["crab"], FORM["goat"]])
    s, events = t.choose(s, FORM["goat"])
    assert s["merlin"]["deck"] == [FORM["turtle"], FORM["crab"], FORM["goat"]]
    assert known(s, 0, 0) == [FORM["goat"], FORM["crab"]] and known(s, 1, 0) is None
    assert "reordered" in types(events) and not s["stack"]
    assert s["discards"][0] == ["im_not_cheating-1"] and s["power"][0] == 0
    nothing_lost(s)


def test_im_not_cheating_may_keep_the_order(t):
    """I'm Not Cheating ("in the order you like"; V40): picking the top card keeps the order."""
    s = arrange(t, mim_turn(t), 0, deck=("crab", "goat"), duel_site=["mouse"])
    s, _ = play(t, s, "im_not_cheating-1", 1)
    s, _ = t.choose(s, FORM["crab"])
    assert s["merlin"]["deck"] == [FORM["goat"], FORM["crab"]]
    assert known(s, 0, 0) == [FORM["crab"], FORM["goat"]]


def test_im_not_cheating_with_one_form_left_looks_at_it(t):
    """I'm Not Cheating (V40): with one form left in Merlin's deck she looks at it, there is no
    order to choose, and the defeated pile does not refill the deck."""
    s = arrange(t, mim_turn(t), 0, deck=("crab",), defeated=("goat",), duel_site=["mouse"])
    s, events = play(t, s, "im_not_cheating-1", 1)
    assert not s["stack"] and s["merlin"]["deck"] == [FORM["crab"]]
    assert s["merlin"]["defeated"] == [FORM["goat"]]
    assert known(s, 0, 0) == [FORM["crab"]] and "reordered" not in types(events)
    nothing_lost(s)


def test_im_not_cheating_cannot_be_played_with_an_empty_merlin_deck(t):
    """I'm Not Cheating (FAQ "If you cannot do what a card tells you to, you cannot play it";
    V40): no form left in Merlin's deck, the card is not offered."""
    s = arrange(t, mim_turn(t), 0, defeated=("goat", "crab"), duel_site=["mouse"])
    assert not can_play(t, s, "im_not_cheating-1")
    s = arrange(t, mim_turn(t), 0, deck=("goat",), duel_site=["mouse"])
    assert can_play(t, s, "im_not_cheating-1")


# --- Battle of Wits ------------------------------------------------------------------------------


def test_battle_of_wits_draws_four_then_discards_four_of_her_choice(t):
    """Battle of Wits (V41): four cards drawn, told to Mim alone; then four discarded of her
    choice, one at a time, face up; the card itself goes to her discard pile."""
    s = mim_turn(t)
    top = ("im_not_cheating-1", "ill_make_the_rules-1", "mim_chicken-1", "a_sporting_chance-1")
    t.on_top(s, "decks", 0, *top)
    t.hand(s, 0, "wizards_duel-1")
    s, events = play(t, s, "battle_of_wits-1", 2)
    drew = next(e for e in events if e["type"] == "drew")
    assert drew["count"] == 4 and "cards" not in drew
    assert drew["private"] == {"0": {"cards": list(top)}}
    assert sorted(s["hands"][0]) == sorted([*top, "wizards_duel-1"])
    for card in ("wizards_duel-1", "mim_chicken-1", "im_not_cheating-1", "ill_make_the_rules-1"):
        assert t.holder(s) == 0 and card in options(s)
        s, events = t.choose(s, card)
    assert s["hands"][0] == ["a_sporting_chance-1"] and not s["stack"]
    assert s["discards"][0] == [
        "wizards_duel-1",
        "mim_chicken-1",
        "im_not_cheating-1",
        "ill_make_the_rules-1",
        "battle_of_wits-1",
    ]
    assert {"type": "discarded_cards", "seat": 0, "count": 4} in events
    nothing_lost(s)


def test_battle_of_wits_discards_her_whole_hand_if_it_holds_fewer_than_four(t):
    """Battle of Wits (V41; rulebook "If your Villain deck is exhausted, shuffle the discard
    pile"): the deck runs out, the discard pile is reshuffled into it; with fewer than four
    cards in hand she discards them all."""
    s = mim_turn(t)
    t.hand(s, 0, "battle_of_wits-1")
    aside = tuple(s["decks"][0][:-1])
    s["decks"][0] = s["decks"][0][-1:]
    for card in aside[:2]:
        t.take(s, card)
        s["discards"][0].append(card)
    aside = aside[2:]
    s, events = play(t, s, "battle_of_wits-1", 2)
    assert len(s["hands"][0]) == 3 and "reshuffled" in types(events)
    for _ in range(3):
        s, events = t.choose(s, options(s)[0])
    assert s["hands"][0] == [] and not s["stack"] and s["decks"][0] == []
    assert len(s["discards"][0]) == 4 and s["discards"][0][-1] == "battle_of_wits-1"
    assert {"type": "discarded_cards", "seat": 0, "count": 3} in events
    nothing_lost(s, aside)


def test_battle_of_wits_discard_is_a_situation_for_conditions(t):
    """Battle of Wits, Not a Sidekick (rulebook "Condition": "the instant the situation
    arises"; V41): the four discarded make one discard situation, of count four."""
    s = mim_turn(t)
    t.hand(s, 1, "not_a_sidekick-1")
    s, _ = play(t, s, "battle_of_wits-1", 2)
    for _ in range(4):
        s, events = t.choose(s, options(s)[0])
    opened = next(e for e in events if e["type"] == "window_opened")
    assert opened["situation"] == "discard" and opened["seat"] == 0
    assert "not_a_sidekick-1" in s["discards"][1] and len(s["hands"][1]) == 4


# --- I'll Make the Rules -------------------------------------------------------------------------


def test_ill_make_the_rules_defeats_any_form_and_the_next_comes_to_the_duel_site(t):
    """I'll Make the Rules (V16, V42; rulebook "'Defeating' a Hero": "it is not necessary to
    discard Allies, nor to use the Vanquish a Hero action"): any form, no Ally; it goes to the
    defeated pile, the next form to the Duel Site; no Vanquish situation arises."""
    s = arrange(t, mim_turn(t), 0, deck=("crab",), forest=["goat"], duel_site=["mouse"])
    s, _ = play(t, s, "ill_make_the_rules-1", 4)
    assert options(s) == [FORM["goat"], FORM["mouse"]]
    s, events = t.choose(s, FORM["goat"])
    assert s["merlin"]["defeated"] == [FORM["goat"]] and s["merlin"]["deck"] == []
    assert s["board"][0][2]["top"] == [FORM["mouse"], FORM["crab"]]
    assert "vanquish" not in types(events) and "window_opened" not in types(events)
    assert not s["stack"] and s["discards"][0] == ["ill_make_the_rules-1"]
    nothing_lost(s)


def test_ill_make_the_rules_needs_a_form_in_the_realm(t):
    """I'll Make the Rules (FAQ "If you cannot do what a card tells you to, you cannot play
    it"): no form in the realm, nothing to defeat (a form in the deck does not count)."""
    s = arrange(t, mim_turn(t), 0, deck=("crab",))
    assert not can_play(t, s, "ill_make_the_rules-1")
    s = arrange(t, mim_turn(t), 0, swamp=["crab"])
    assert can_play(t, s, "ill_make_the_rules-1")
    assert not can_play(t, s, "ill_make_the_rules-1", power=3)


# --- Magnificent, Marvelous, Mad; Smells Like Strawberries ---------------------------------------


def test_magnificent_marvelous_mad_shuffles_the_discard_pile_into_the_deck(t):
    """Magnificent, Marvelous, Mad (V43): the whole pile goes into the deck, whose order nobody
    knows any more; the card itself, resolving, is not in the pile and is discarded after."""
    s = mim_turn(t)
    for card in ("mim_fox-1", "wizards_duel-2"):
        t.take(s, card)
        s["discards"][0].append(card)
    t.hand(s, 0, "magnificent_marvelous_mad-1")
    table.remember_top(s, 0, "villain", 0, [s["decks"][0][-1]])
    size = len(s["decks"][0])
    s, events = play(t, s, "magnificent_marvelous_mad-1", 1)
    assert s["discards"][0] == ["magnificent_marvelous_mad-1"]
    assert len(s["decks"][0]) == size + 2 and {"mim_fox-1", "wizards_duel-2"} <= set(s["decks"][0])
    assert "villain:0" not in s["known"].get("0", {})
    assert {"type": "reshuffled", "seat": 0, "deck": "villain"} in events
    nothing_lost(s)


def test_magnificent_marvelous_mad_needs_a_discard_pile(t):
    """Magnificent, Marvelous, Mad (FAQ "If you cannot do what a card tells you to, you cannot
    play it"; V43): with an empty discard pile it is not offered (it would not count itself)."""
    s = mim_turn(t)
    assert not can_play(t, s, "magnificent_marvelous_mad-1")
    s["discards"][0].append(s["decks"][0].pop())
    assert can_play(t, s, "magnificent_marvelous_mad-1")


@pytest.mark.parametrize("pile", [["chunk-1"], []])
def test_smells_like_strawberries_shuffles_lotsos_pile_when_an_opponent_takes_power(t, pile):
    """Smells Like Strawberries (shared effect id, V9; V43): when Mim takes Power, Lotso may
    shuffle his discard pile into his deck; with an empty pile no window opens to him."""
    s = mim_turn(t, 0, "lotso")
    s["auto"][1] = False
    t.hand(s, 1, "smells_like_strawberries-1")
    for card in pile:
        t.take(s, card)
        s["discards"][1].append(card)
    s, events = t.act(s, {"type": "gain_power"})
    assert s["power"][0] == 2
    if not pile:
        assert not s["stack"] and "window_opened" not in types(events)
        return
    assert t.holder(s) == 1
    s, _ = t.act(s, {"type": "condition", "cards": ["smells_like_strawberries-1"]})
    assert s["discards"][1] == ["smells_like_strawberries-1"] and "chunk-1" in s["decks"][1]
    assert not s["stack"]


# --- Wizard's Duel -------------------------------------------------------------------------------


def test_wizards_duel_plays_the_next_form_to_the_duel_site_too(t):
    """Wizard's Duel (V44; rulebook "'Playing' a Card"): the top form of Merlin's deck is played
    to the Duel Site beside the one there; what was known of the top moves down a card."""
    s = arrange(t, mim_turn(t), 0, deck=("crab", "goat"), duel_site=["mouse"])
    table.remember_top(s, 0, "merlin", 0, [FORM["crab"], FORM["goat"]])
    s, events = play(t, s, "wizards_duel-1", 1)
    assert s["board"][0][2]["top"] == [FORM["mouse"], FORM["crab"]]
    assert s["merlin"]["deck"] == [FORM["goat"]] and known(s, 0, 0) == [FORM["goat"]]
    assert {"type": "placed", "seat": 0, "card": FORM["crab"], "location": "duel_site"} in events
    assert s["discards"][0] == ["wizards_duel-1"]
    nothing_lost(s)


def test_wizards_duel_cannot_be_played_with_an_empty_merlin_deck(t):
    """Wizard's Duel (FAQ "If you cannot do what a card tells you to, you cannot play it";
    V44)."""
    s = arrange(t, mim_turn(t), 0, defeated=("crab",), duel_site=["mouse"])
    assert not can_play(t, s, "wizards_duel-1")


# --- A Sporting Chance, As Big as a House (Conditions) -------------------------------------------


def syndrome_vanquishes(t, mim_pile: list[str]) -> tuple[State, Events]:
    """Syndrome (seat 0) vanquishes Jack-Jack at Parr House with Security; Mim (seat 1), asked,
    holds A Sporting Chance and has ``mim_pile`` in her discard pile."""
    s = t.new(["syndrome", "madame_mim"], 0)
    t.put(s, 0, "jack_jack-1", "parr_house")
    t.put(s, 0, "security-1", "parr_house")
    t.hand(s, 1, "a_sporting_chance-1")
    for card in mim_pile:
        t.take(s, card)
        s["discards"][1].append(card)
    return t.act(s, {"type": "vanquish", "hero": "jack_jack-1", "allies": ["security-1"]})


def test_a_sporting_chance_takes_a_card_of_her_choice_from_her_pile(t):
    """A Sporting Chance (trigger "an opponent defeats a Hero with the Vanquish action"; V45):
    Mim picks one card of her pile, one option per kind (copies are interchangeable); it goes
    to her hand in view of all; the Condition goes to her discard pile."""
    s, _ = syndrome_vanquishes(t, ["mim_fox-1", "wizards_duel-1", "wizards_duel-2"])
    assert t.holder(s) == 1
    s, _ = t.act(s, {"type": "condition", "cards": ["a_sporting_chance-1"]})
    assert t.holder(s) == 1 and options(s) == ["mim_fox-1", "wizards_duel-1"]
    s, events = t.choose(s, "mim_fox-1")
    assert s["hands"][1] == ["mim_fox-1"]
    assert s["discards"][1] == ["wizards_duel-1", "wizards_duel-2", "a_sporting_chance-1"]
    assert {"type": "found", "seat": 1, "card": "mim_fox-1", "from_zone": "discard"} in events
    assert not s["stack"]
    nothing_lost(s)


def test_a_sporting_chance_is_not_offered_with_an_empty_pile(t):
    """A Sporting Chance (windows open by public information, V22; V45): with nothing in her
    discard pile there is nothing to take, so no window opens to Mim."""
    s, events = syndrome_vanquishes(t, [])
    assert not s["stack"] and "window_opened" not in types(events)
    assert s["hands"][1] == ["a_sporting_chance-1"]


@pytest.mark.parametrize(("location", "asked"), [(1, True), (0, False)])
def test_as_big_as_a_house_answers_a_gain_of_two_or_more(t, location, asked):
    """As Big as a House (trigger "an opponent takes 2 or more Power at once"; V45): Syndrome's
    Gain 2 lets Mim take 2 Power; his Gain 1 does not."""
    s = t.new(["syndrome", "madame_mim"], location)
    t.hand(s, 1, "as_big_as_a_house-1")
    s, _ = t.act(s, {"type": "gain_power"})
    if not asked:
        assert not s["stack"] and s["power"][1] == 0
        return
    assert t.holder(s) == 1
    s, events = t.act(s, {"type": "condition", "cards": ["as_big_as_a_house-1"]})
    assert s["power"] == [2, 2] and s["discards"][1] == ["as_big_as_a_house-1"]
    assert {"type": "power", "seat": 1, "count": 2, "total": 2} in events
    nothing_lost(s)


def test_as_big_as_a_house_power_opens_a_window_to_a_third_seat(t):
    """As Big as a House (windows.gain: taking Power is itself a situation; V45): the 2 Power
    Mim takes during Syndrome's turn is answered by Lotso's Smells Like Strawberries in a
    nested window, after he passed in the first."""
    s = t.new(["syndrome", "madame_mim", "lotso"], 1)
    t.hand(s, 1, "as_big_as_a_house-1")
    t.hand(s, 2, "smells_like_strawberries-1")
    t.take(s, "chunk-1")
    s["discards"][2].append("chunk-1")
    s, _ = t.act(s, {"type": "gain_power"})
    assert s["stack"][-1]["seats"] == [1, 2]
    s, _ = t.act(s, {"type": "condition", "cards": ["as_big_as_a_house-1"]}, seat=1)
    s, events = t.act(s, {"type": "pass"}, seat=2)
    assert s["power"][1] == 2 and s["stack"][-1]["kind"] == "window"
    assert s["stack"][-1]["seats"] == [2] and s["stack"][-1]["trigger"]["actor"] == 1
    s, _ = t.act(s, {"type": "condition", "cards": ["smells_like_strawberries-1"]}, seat=2)
    assert not s["stack"] and s["discards"][2] == ["smells_like_strawberries-1"]
    assert "chunk-1" in s["decks"][2]
    nothing_lost(s)


# --- Knowledge and Wisdom ------------------------------------------------------------------------


def test_knowledge_and_wisdom_moves_a_form_to_any_other_location(t):
    """Knowledge and Wisdom (V10: whoever played the Fate card chooses; V46): Syndrome moves a
    form to any location but its own, neighbouring or not; a move, not a play."""
    s = fate_on_mim(t, "knowledge_and_wisdom-1", "knowledge_and_wisdom-2")
    arrange(t, s, 1, deck=("crab",), duel_site=["mouse"], forest=["goat"])
    s, _ = play_fate(t, s, "knowledge_and_wisdom-1")
    assert t.holder(s) == 0 and options(s) == [FORM["goat"], FORM["mouse"]]
    s, _ = t.choose(s, FORM["mouse"])
    assert options(s) == ["forest", "madame_mims_hut", "swamp"]
    s, events = t.choose(s, "forest")
    assert t.where(s, 1, FORM["mouse"]) == "forest" and s["merlin"]["deck"] == [FORM["crab"]]
    assert {
        "type": "moved",
        "seat": 1,
        "card": FORM["mouse"],
        "from_zone": "duel_site",
        "to_zone": "forest",
    } in events
    assert "placed" not in types(events) and not s["stack"]
    assert sorted(s["fate_discards"][1]) == ["knowledge_and_wisdom-1", "knowledge_and_wisdom-2"]
    nothing_lost(s)


def test_knowledge_and_wisdom_needs_a_form_in_the_realm(t):
    """Knowledge and Wisdom (FAQ "I reveal a Fate card I cannot play": discarded without
    effect): no form in the realm, it cannot be played."""
    s = arrange(t, fate_on_mim(t), 1, deck=("crab",))
    assert not fate.playable(s, 0, 1, "knowledge_and_wisdom-1")
    s = arrange(t, fate_on_mim(t), 1, swamp=["crab"])
    assert fate.playable(s, 0, 1, "knowledge_and_wisdom-1")


# --- Merlin --------------------------------------------------------------------------------------


def test_merlin_shuffles_a_defeated_form_back_into_his_deck(t):
    """Merlin (V10: "shuffled in"; V47): Syndrome picks a defeated form; it goes into Merlin's
    deck, shuffled, and nobody knows the deck's order any more."""
    s = fate_on_mim(t, "merlin-1", "bird_arthur-1")
    arrange(t, s, 1, deck=("mouse",), defeated=("goat", "crab"), duel_site=["rabbit"])
    for viewer in (0, 1):
        table.remember_top(s, viewer, "merlin", 1, [FORM["mouse"]])
    s, _ = play_fate(t, s, "merlin-1")
    assert t.holder(s) == 0 and options(s) == [FORM["crab"], FORM["goat"]]
    s, events = t.choose(s, FORM["goat"])
    assert sorted(s["merlin"]["deck"]) == [FORM["goat"], FORM["mouse"]]
    assert s["merlin"]["defeated"] == [FORM["crab"]]
    assert known(s, 0, 1) is None and known(s, 1, 1) is None
    assert {"type": "reshuffled", "seat": 1, "deck": "merlin"} in events
    assert sorted(s["fate_discards"][1]) == ["bird_arthur-1", "merlin-1"]
    nothing_lost(s)


def test_merlin_shuffles_the_form_in_anywhere(t):
    """Merlin (V10: "shuffled in", not put on top; V47): over several shuffles the form returned
    lands on top of Merlin's deck sometimes, and under the other form sometimes."""
    tops = set()
    for seed in range(8):
        s = fate_on_mim(t, "merlin-1", "bird_arthur-1")
        arrange(t, s, 1, deck=("mouse",), defeated=("goat",), duel_site=["rabbit"])
        s, _ = play_fate(t, s, "merlin-1")
        s, _ = t.act(s, {"type": "choose", "choice": FORM["goat"]}, seed=f"merlin-{seed}")
        tops.add(s["merlin"]["deck"][-1])
    assert tops == {FORM["goat"], FORM["mouse"]}


def test_merlin_needs_a_defeated_form(t):
    """Merlin (FAQ "I reveal a Fate card I cannot play"): nothing defeated, nothing to return."""
    s = arrange(t, fate_on_mim(t), 1, deck=("mouse",), duel_site=["rabbit"])
    assert not fate.playable(s, 0, 1, "merlin-1")
    s["merlin"]["defeated"].append(s["merlin"]["deck"].pop())
    assert fate.playable(s, 0, 1, "merlin-1")


# --- Archimedes ----------------------------------------------------------------------------------


def test_archimedes_swaps_a_form_with_the_top_of_merlins_deck(t):
    """Archimedes (V10: "the form from the deck takes the other's place, the other goes on top
    of the deck"; V47): the new form takes the chosen one's very place; the chosen one leaves
    its tokens behind and, seen by all, is known by every seat to be the top card."""
    s = fate_on_mim(t, "archimedes-1", "merlin-1")
    arrange(t, s, 1, deck=("crab", "turtle"), defeated=("walrus",), forest=["goat", "mouse"])
    table.remember_top(s, 1, "merlin", 1, [FORM["crab"], FORM["turtle"]])
    table.add_tokens(s, FORM["goat"], -1)
    s, _ = play_fate(t, s, "archimedes-1")
    assert t.holder(s) == 0 and options(s) == [FORM["goat"], FORM["mouse"]]
    s, events = t.choose(s, FORM["goat"])
    assert s["board"][1][0]["top"] == [FORM["crab"], FORM["mouse"]]
    assert s["merlin"]["deck"] == [FORM["turtle"], FORM["goat"]]
    assert FORM["goat"] not in s["tokens"]
    assert known(s, 0, 1) == [FORM["goat"]] and known(s, 1, 1) == [FORM["goat"], FORM["turtle"]]
    assert {
        "type": "swapped",
        "seat": 1,
        "card": FORM["goat"],
        "replacement": FORM["crab"],
        "location": "forest",
    } in events
    assert sorted(s["fate_discards"][1]) == ["archimedes-1", "merlin-1"]
    nothing_lost(s)


def test_archimedes_needs_a_form_in_the_realm_and_one_in_the_deck(t):
    """Archimedes (FAQ "I reveal a Fate card I cannot play"; V47): a swap needs both."""
    s = arrange(t, fate_on_mim(t), 1, defeated=("crab",), duel_site=["mouse"])
    assert not fate.playable(s, 0, 1, "archimedes-1")
    s = arrange(t, fate_on_mim(t), 1, deck=("crab",))
    assert not fate.playable(s, 0, 1, "archimedes-1")
    s = arrange(t, fate_on_mim(t), 1, deck=("crab",), duel_site=["mouse"])
    assert fate.playable(s, 0, 1, "archimedes-1")


# --- Bird Arthur ---------------------------------------------------------------------------------


def test_bird_arthur_discards_mims_whole_hand_then_she_draws_two(t):
    """Bird Arthur (V48): her whole hand to her discard pile, face up, then two cards drawn,
    told to her alone."""
    s = fate_on_mim(t, "bird_arthur-1", "merlin-1")
    t.hand(s, 1, "mim_fox-1", "wizards_duel-1", "as_big_as_a_house-1")
    t.on_top(s, "decks", 1, "battle_of_wits-1", "mim_tiger-1")
    s, events = play_fate(t, s, "bird_arthur-1")
    assert sorted(s["discards"][1]) == ["as_big_as_a_house-1", "mim_fox-1", "wizards_duel-1"]
    assert sorted(s["hands"][1]) == ["battle_of_wits-1", "mim_tiger-1"]
    drew = next(e for e in events if e["type"] == "drew")
    assert drew["seat"] == 1 and drew["private"] == {
        "1": {"cards": ["battle_of_wits-1", "mim_tiger-1"]}
    }
    assert {"type": "discarded_cards", "seat": 1, "count": 3} in events
    assert sorted(s["fate_discards"][1]) == ["bird_arthur-1", "merlin-1"] and not s["stack"]
    nothing_lost(s)


def test_bird_arthur_with_an_empty_hand_draws_two(t):
    """Bird Arthur (V48): an empty hand still draws two; no discard situation arises."""
    s = fate_on_mim(t, "bird_arthur-1", "merlin-1")
    s, events = play_fate(t, s, "bird_arthur-1")
    assert len(s["hands"][1]) == 2 and s["discards"][1] == []
    assert "window_opened" not in types(events)
    nothing_lost(s)


def test_bird_arthur_discard_is_a_situation_for_a_third_seat(t):
    """Bird Arthur (rulebook "Condition"; V48): Mim's discard, during Lotso's turn, opens a
    window to Syndrome (neither Lotso, whose turn it is, nor Mim, who discarded)."""
    s = t.new(["lotso", "madame_mim", "syndrome"], 1)
    s["auto"][1] = True
    t.on_top(s, "fate_decks", 1, "bird_arthur-1", "merlin-1")
    t.hand(s, 1, "mim_fox-1", "wizards_duel-1")
    t.hand(s, 2, "not_a_sidekick-1")
    s, events = t.act(s, {"type": "fate", "target": 1})
    opened = next(e for e in events if e["type"] == "window_opened")
    assert opened["situation"] == "discard" and opened["seat"] == 1 and opened["seats"] == [2]
    assert s["stack"][-1]["trigger"]["count"] == 2 and len(s["hands"][1]) == 2


# --- Germ Merlin ---------------------------------------------------------------------------------


def test_germ_merlin_discards_one_of_mims_transformations(t):
    """Germ Merlin (shared effect id discard_an_ally, V9; V49): Syndrome picks any Ally of her
    realm, one of her Transformations; it goes to her Villain discard pile."""
    s = fate_on_mim(t, "germ_merlin-1", "merlin-1")
    t.put(s, 1, "mim_chicken-1", "forest")
    t.put(s, 1, "mim_tiger-1", "swamp")
    s, _ = play_fate(t, s, "germ_merlin-1")
    assert t.holder(s) == 0 and options(s) == ["mim_chicken-1", "mim_tiger-1"]
    s, _ = t.choose(s, "mim_tiger-1")
    assert s["discards"][1] == ["mim_tiger-1"] and t.where(s, 1, "mim_chicken-1") == "forest"
    assert sorted(s["fate_discards"][1]) == ["germ_merlin-1", "merlin-1"] and not s["stack"]
    nothing_lost(s)


def test_germ_merlin_needs_a_transformation_in_the_realm(t):
    """Germ Merlin (FAQ "I reveal a Fate card I cannot play"; V49)."""
    s = fate_on_mim(t)
    assert not fate.playable(s, 0, 1, "germ_merlin-1")
    t.put(s, 1, "mim_rattlesnake-1", "duel_site")
    assert fate.playable(s, 0, 1, "germ_merlin-1")


# --- Mim's part of the core ----------------------------------------------------------------------


def vanquishes(t, s: State) -> list[dict[str, Any]]:
    return [a for a in t.legal(s) if a["type"] == "vanquish"]


def test_a_transformation_adds_a_vanquish_at_its_own_location(t):
    """Mim's Transformations (V11: trait adds_vanquish_here; "Madame Mim's board has no
    Vanquish"): only a Transformation at the mover's location offers a Vanquish there."""
    s = arrange(t, mim_turn(t), 0, forest=["caterpillar"])
    assert not any(a == "vanquish" for _, a in turn.slots(s, 0))
    t.put(s, 0, "mim_chicken-1", "madame_mims_hut")
    assert not any(a == "vanquish" for _, a in turn.slots(s, 0)) and not vanquishes(t, s)
    t.put(s, 0, "mim_chicken-1", "forest")
    assert ("x:mim_chicken-1", "vanquish") in turn.slots(s, 0)
    assert vanquishes(t, s) == [
        {"type": "vanquish", "hero": FORM["caterpillar"], "allies": ["mim_chicken-1"]}
    ]


@pytest.mark.parametrize("form", sorted(FORM))
def test_only_matching_transformations_fight_a_form(t, form):
    """Mim's Transformations (V16: "a Vanquish against a form may use only Allies matching it",
    Rattlesnake or Tiger against the Mouse): with all eight beside a form, every set offered
    uses only its matching Transformations, and the matching one alone suffices."""
    s = arrange(t, mim_turn(t), 0, forest=[form])
    for key in TRANSFORMATIONS:
        t.put(s, 0, f"{key}-1", "forest")
    entry = next(f for f in data.merlin_transformations() if f["key"] == f"merlin_{form}")
    sets = [a["allies"] for a in vanquishes(t, s)]
    assert sets and all({key[:-2] for key in group} <= set(entry["defeated_by"]) for group in sets)
    assert sorted(g[0][:-2] for g in sets if len(g) == 1) == sorted(entry["defeated_by"])


def test_a_purple_dragon_cannot_fight_the_mouse(t):
    """Mim's Transformations (V16): Strength is not enough; the Purple Dragon (4) does not fight
    the Mouse (1); the Tiger does."""
    s = arrange(t, mim_turn(t), 0, forest=["mouse"])
    t.put(s, 0, "mim_purple_dragon-1", "forest")
    assert not vanquishes(t, s)
    t.put(s, 0, "mim_tiger-1", "forest")
    assert vanquishes(t, s) == [
        {"type": "vanquish", "hero": FORM["mouse"], "allies": ["mim_tiger-1"]}
    ]


def test_a_vanquished_form_is_defeated_and_the_next_comes_to_the_duel_site(t):
    """Merlin's Transformations (V16: "a defeated form goes to a defeated pile beside the deck
    ... and the next form is played to the Duel Site"; rulebook "Vanquish a Hero": the Allies
    used go to the Villain discard pile)."""
    s = arrange(t, mim_turn(t), 0, deck=("crab", "goat"), forest=["rabbit"], duel_site=["mouse"])
    table.remember_top(s, 0, "merlin", 0, [FORM["crab"]])
    t.put(s, 0, "mim_fox-1", "forest")
    s, events = t.act(s, {"type": "vanquish", "hero": FORM["rabbit"], "allies": ["mim_fox-1"]})
    assert s["merlin"]["defeated"] == [FORM["rabbit"]] and s["discards"][0] == ["mim_fox-1"]
    assert s["board"][0][2]["top"] == [FORM["mouse"], FORM["crab"]]
    assert s["merlin"]["deck"] == [FORM["goat"]] and known(s, 0, 0) is None
    assert FORM["rabbit"] not in s["fate_discards"][0]
    assert "defeated" in types(events) and "placed" in types(events)
    nothing_lost(s)


def test_merlins_forms_are_heroes_covering_the_top_actions(t):
    """Merlin's Transformations (V16: "Heroes in every respect: in the top row, covering
    actions"; rulebook "Hero": "A covered action is no longer available"): a form at Madame
    Mim's Hut hides its Play; one at the Forest hides its Gain 2, not its bottom row."""
    s = arrange(t, mim_turn(t, 1), 0, duel_site=["mouse"])
    t.hand(s, 0, "mim_chicken-1")
    s["power"][0] = 2
    assert any(a["type"] == "play" for a in t.legal(s))
    t.put(s, 0, FORM["goat"], "madame_mims_hut")
    assert FORM["goat"] in table.heroes(s, 0)
    assert not any(a["type"] == "play" for a in t.legal(s))
    s = arrange(t, mim_turn(t, 0), 0, forest=["goat"])
    legal = [a["type"] for a in t.legal(s)]
    assert "gain_power" not in legal and "fate" in legal


@pytest.mark.parametrize("how", ["vanquish", "ill_make_the_rules"])
def test_mims_objective_all_seven_forms_defeated_ends_the_match(t, how):
    """Madame Mim's Objective (rulebook "The Villains": "You must defeat all of Merlin's
    Transformations"; V13: checked at once): the seventh defeat, by a Vanquish or a card, ends
    the match with Mim the winner."""
    others = tuple(name for name in FORM if name != "caterpillar")
    s = arrange(t, mim_turn(t), 0, defeated=others, forest=["caterpillar"])
    t.put(s, 0, "mim_chicken-1", "forest")
    if how == "vanquish":
        s, events = t.act(
            s, {"type": "vanquish", "hero": FORM["caterpillar"], "allies": ["mim_chicken-1"]}
        )
    else:
        s, _ = play(t, s, "ill_make_the_rules-1", 4)
        s, events = t.choose(s, FORM["caterpillar"])
    assert s["step"] == "over" and s["winners"] == [0] and s["reason"] == "objective"
    assert {"type": "objective", "seat": 0} in events and rules.decisions(s) == []
    nothing_lost(s)


def test_six_defeated_forms_are_not_the_objective(t):
    """Madame Mim's Objective (V13): one form left in the realm, the match goes on."""
    others = tuple(name for name in FORM if name not in ("caterpillar", "goat"))
    s = arrange(t, mim_turn(t), 0, defeated=others, forest=["caterpillar"], swamp=["goat"])
    t.put(s, 0, "mim_chicken-1", "forest")
    s, _ = t.act(s, {"type": "vanquish", "hero": FORM["caterpillar"], "allies": ["mim_chicken-1"]})
    assert s["step"] == "act" and s["winners"] is None


def test_every_mim_effect_is_registered(t):
    """Every Effect and Condition of Mim's decks has a behaviour (effects.EFFECTS), Germ
    Merlin's ``discard_an_ally`` included (V9)."""
    ids = {c["effect"] for c in data.cards("madame_mim") if c["type"] in ("effect", "condition")}
    assert ids <= set(effects.EFFECTS)


@pytest.mark.parametrize("first", ["mim_tiger-1", "mim_rhinoceros-1"])
def test_a_fighter_spends_its_own_vanquish_symbol_whichever_was_placed_first(t, first):
    """Rulebook, On Your Turn: "You may perform the action of each visible symbol only once"
    (V75): the Tiger and the Rhinoceros at the Forest show two Vanquish symbols. The Tiger's
    Vanquish spends the Tiger's own symbol, which leaves with it anyway, so the Rhinoceros's
    stays for a second Vanquish, in either order of placing them (before, one order spent the
    Rhinoceros's symbol and the Tiger took its own away: no second Vanquish)."""
    s = arrange(t, mim_turn(t), 0, forest=["mouse", "crab"])
    second = ({"mim_tiger-1", "mim_rhinoceros-1"} - {first}).pop()
    t.put(s, 0, first, "forest")
    t.put(s, 0, second, "forest")
    s, _ = t.act(s, {"type": "vanquish", "hero": FORM["mouse"], "allies": ["mim_tiger-1"]})
    assert s["used"] == ["x:mim_tiger-1"] and s["stack"] == []
    crab = {"type": "vanquish", "hero": FORM["crab"], "allies": ["mim_rhinoceros-1"]}
    assert crab in t.legal(s)
    s, _ = t.act(s, crab)
    assert s["merlin"]["defeated"] == [FORM["mouse"], FORM["crab"]]
    nothing_lost(s)


@pytest.mark.parametrize("first", ["mim_tiger-1", "mim_rhinoceros-1"])
@pytest.mark.parametrize("spent", ["mim_tiger-1", "mim_rhinoceros-1"])
def test_mim_picks_the_vanquish_symbol_when_no_fighter_stands_at_her_mover(t, first, spent):
    """V75: the Elephant at Madame Mim's Hut vanquishes the Walrus there, while her mover at the
    Forest shows the Tiger's and the Rhinoceros's symbols, neither leaving: she picks which is
    spent, whatever the order they were placed in, and the other stays free."""
    s = arrange(t, mim_turn(t), 0, forest=["mouse"], madame_mims_hut=["walrus"])
    second = ({"mim_tiger-1", "mim_rhinoceros-1"} - {first}).pop()
    t.put(s, 0, first, "forest")
    t.put(s, 0, second, "forest")
    t.put(s, 0, "mim_elephant-1", "madame_mims_hut")
    walrus = {"type": "vanquish", "hero": FORM["walrus"], "allies": ["mim_elephant-1"]}
    s, events = t.act(s, walrus)
    assert not types(events) and s["merlin"]["defeated"] == []
    assert rules.decisions(s)[0].prompt == "vanquish_symbol"
    assert sorted(options(s)) == ["mim_rhinoceros-1", "mim_tiger-1"]
    s, events = t.choose(s, spent)
    assert s["used"] == [f"x:{spent}"] and s["merlin"]["defeated"] == [FORM["walrus"]]
    assert "vanquish" in types(events) and s["discards"][0] == ["mim_elephant-1"]
    left = [slot for slot, a in turn.slots(s, 0) if a == "vanquish" and slot not in s["used"]]
    assert left == [f"x:{({'mim_tiger-1', 'mim_rhinoceros-1'} - {spent}).pop()}"]
    nothing_lost(s)


def test_the_vanquish_symbol_choice_is_said_in_words(t):
    """V75, words: the choice names the Hero vanquished and the card whose symbol is spent."""
    from service.games.villainous_bigger_and_badder import view as views
    from service.games.villainous_bigger_and_badder import words

    s = arrange(t, mim_turn(t), 0, madame_mims_hut=["walrus"])
    t.put(s, 0, "mim_tiger-1", "forest")
    t.put(s, 0, "mim_rhinoceros-1", "forest")
    t.put(s, 0, "mim_elephant-1", "madame_mims_hut")
    s, _ = t.act(s, {"type": "vanquish", "hero": FORM["walrus"], "allies": ["mim_elephant-1"]})
    shown = views.view(s, 0)
    label = words.action_label(shown, 0, {"type": "choose", "choice": "mim_tiger-1"})
    assert label.template == "action.choose.vanquish_symbol"
    assert {a.value for a in label.args.values()} >= {FORM["walrus"], "mim_tiger-1"}
    decision = words.decision_text(shown, rules.decisions(s)[0])
    assert decision.template == "decision.vanquish_symbol"


def test_only_madame_mim_adds_vanquish_symbols_and_her_board_prints_none():
    """V75: the choice of symbol is only among symbols cards add, since no board of the box
    prints a Vanquish where a card of its villain adds one (V11)."""
    adders = {
        c["villain"] for c in data.DATA["cards"] if "adds_vanquish_here" in c.get("traits", [])
    }
    assert adders == {"madame_mim"}
    board = data.board("madame_mim")
    assert not any("vanquish" in [*loc["top"], *loc["bottom"]] for loc in board)
