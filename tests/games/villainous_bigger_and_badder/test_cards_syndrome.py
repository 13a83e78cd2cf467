"""Syndrome's cards (cards.json, "villain": "syndrome") played through the rules: his Villain
deck's Effects, Conditions and Mirage, his Fate deck's Heroes and Effects, and his part of the
core (Guards, Velocipod Patrol, Zero-Point Energy, the Heroes' lasting abilities, Force Field,
the Remote, the Omnidroids, his Objective). Each test names the card, the rulebook section or
the ruling (RULINGS V<n>) it checks."""

from __future__ import annotations

from typing import Any

import pytest

from service.games.villainous_bigger_and_badder import data, effects, rules, table, turn, windows
from service.games.villainous_bigger_and_badder.table import OMNIDROIDS

State = dict[str, Any]
X8, X9, V10 = OMNIDROIDS
REMOTE = "syndromes_remote-1"
EVERY_SYNDROME_CARD = sorted(
    [*data.deck_list("syndrome", "villain"), *data.deck_list("syndrome", "fate")]
)


def syndrome_turn(t, location: int = 0, opponent: str = "lotso") -> State:
    """Syndrome (seat 0) to act at ``location``; the opponent plays no Condition (auto, no
    card in hand), so no window waits on it."""
    s = t.new(["syndrome", opponent], location)
    s["auto"][1] = True
    return s


def fate_on_syndrome(t, *top: str, seats: int = 2) -> State:
    """Madame Mim (seat 0) at the Forest (its bottom row offers Fate), Syndrome seat 1, his
    Fate deck topped with ``top`` (the first on top)."""
    villains = ["madame_mim", "syndrome", "lotso"][:seats]
    s = t.new(villains, 0)
    t.on_top(s, "fate_decks", 1, *top)
    return s


def census(s: State) -> list[str]:
    """Every Syndrome card wherever it is (a hand, a deck, a pile, the realm, resolving)."""
    found = [*s["revealed"], *s["resolving"], *s["attached"]]
    for zone in ("hands", "decks", "discards", "fate_decks", "fate_discards"):
        found += [c for cards in s[zone] for c in cards]
    found += [
        c for rows in s["board"] for row in rows for side in ("top", "bottom") for c in row[side]
    ]
    return sorted(c for c in found if c in set(EVERY_SYNDROME_CARD))


def nothing_lost(s: State) -> None:
    assert census(s) == EVERY_SYNDROME_CARD


def strength(s: State, seat: int, card: str) -> int:
    return table.strength(s, seat, card)


def options(s: State) -> list[str]:
    """The options of the choice on top, for whoever holds it."""
    actions = rules.actions(s, rules.decisions(s)[0])
    return [a["choice"] for a in actions if a["type"] == "choose"]


def types(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]


# --- Mirage ----------------------------------------------------------------------------------


def test_mirage_plays_the_first_hero_of_his_own_fate_deck_at_her_location(t):
    """Mirage (V10: "Fate" on his own card is his own Fate deck; a one-off act when played):
    the cards turned over before the Hero are discarded, the Hero goes to Mirage's location."""
    s = syndrome_turn(t)
    t.hand(s, 0, "mirage-1")
    s["power"][0] = 3
    t.on_top(s, "fate_decks", 0, "no_capes-1", "teamwork-1", "frozone-1")
    s, events = t.act(s, {"type": "play", "card": "mirage-1", "location": "syndromes_base"})
    assert t.where(s, 0, "mirage-1") == t.where(s, 0, "frozone-1") == "syndromes_base"
    assert "frozone-1" in s["board"][0][2]["top"]
    assert sorted(s["fate_discards"][0]) == ["no_capes-1", "teamwork-1"]
    revealed = [c for e in events if e["type"] == "revealed" for c in e["cards"]]
    assert revealed == ["no_capes-1", "teamwork-1", "frozone-1"]
    assert s["power"][0] == 0 and not s["stack"]
    nothing_lost(s)


def test_mirage_gives_syndrome_the_choices_of_the_hero_she_brings(t):
    """Mirage, Elastigirl (V10: the card's owner makes its choices; V32): Syndrome, who played
    Mirage, decides whether Elastigirl discards an Ally, and may decline."""
    s = syndrome_turn(t)
    t.hand(s, 0, "mirage-1")
    t.put(s, 0, "guards-1", "metroville")
    s["power"][0] = 3
    t.on_top(s, "fate_decks", 0, "elastigirl-1")
    s, _ = t.act(s, {"type": "play", "card": "mirage-1", "location": "metroville"})
    assert t.holder(s) == 0
    assert options(s) == ["guards-1", "mirage-1", "none"]
    s, _ = t.choose(s, "none")
    assert t.where(s, 0, "guards-1") == t.where(s, 0, "elastigirl-1") == "metroville"
    nothing_lost(s)


def test_mirage_without_a_hero_left_only_turns_cards_over(t):
    """Mirage (V10): with no Hero in the Fate deck or its discard pile, every card turned over
    is discarded and nothing is played; Mirage herself stays."""
    s = syndrome_turn(t)
    heroes = [c for c in data.deck_list("syndrome", "fate") if table.is_hero(c)]
    for hero in heroes:
        t.put(s, 0, hero, "syndromes_base" if hero != "frozone-1" else "metroville")
    t.hand(s, 0, "mirage-1")
    s["power"][0] = 3
    s, _ = t.act(s, {"type": "play", "card": "mirage-1", "location": "nomanisan_island"})
    assert s["fate_decks"][0] == [] and len(s["fate_discards"][0]) == 9
    assert t.where(s, 0, "mirage-1") == "nomanisan_island"
    nothing_lost(s)


# --- Identification Please -------------------------------------------------------------------


def test_identification_please_moves_an_ally_to_a_heros_location(t):
    """Identification Please: one of your Allies goes to a location where a Hero stands; the
    Effect is then discarded ("Apply the card's effect, then discard it")."""
    s = syndrome_turn(t, location=1)
    t.hand(s, 0, "identification_please-1")
    t.put(s, 0, "guards-1", "parr_house")
    t.put(s, 0, "dash-1", "metroville")
    t.put(s, 0, "violet-1", "parr_house")
    s["power"][0] = 2
    s, _ = t.act(s, {"type": "play_effect", "card": "identification_please-1"})
    assert options(s) == ["guards-1"]
    s, _ = t.choose(s, "guards-1")
    assert options(s) == ["metroville"]  # not the location it stands at
    s, _ = t.choose(s, "metroville")
    assert t.where(s, 0, "guards-1") == "metroville"
    assert s["discards"][0] == ["identification_please-1"] and s["power"][0] == 0
    assert not s["resolving"] and not s["stack"]
    nothing_lost(s)


def test_identification_please_offers_only_cards_that_may_move(t):
    """Identification Please, V14, V39, Frozone, rulebook "Item": an Ally held by Frozone, an
    Item attached to a Hero and the Omnidroid cannot be moved; a placed Item and a free Ally
    can, to a Hero's location other than their own."""
    s = syndrome_turn(t, location=1)
    t.hand(s, 0, "identification_please-1")
    t.put(s, 0, "frozone-1", "syndromes_base")
    t.put(s, 0, "guards-1", "syndromes_base")  # held by Frozone
    t.put(s, 0, "security-1", "nomanisan_island")  # beside the v.X8
    t.put(s, 0, "major_modifications-1", "parr_house")
    t.put(s, 0, "dash-1", "metroville")
    t.attach(s, "zero_point_energy-1", "dash-1")
    s["power"][0] = 2
    s, _ = t.act(s, {"type": "play_effect", "card": "identification_please-1"})
    assert options(s) == ["major_modifications-1", "security-1"]
    s, _ = t.choose(s, "major_modifications-1")
    assert options(s) == ["syndromes_base", "metroville"]
    s, _ = t.choose(s, "syndromes_base")
    assert t.where(s, 0, "major_modifications-1") == "syndromes_base"
    nothing_lost(s)


@pytest.mark.parametrize("setup", ["no_hero", "already_there", "frozen", "only_omnidroid"])
def test_identification_please_needs_a_possible_move(t, setup):
    """Identification Please, FAQ ("If you cannot do what a card tells you to, you cannot play
    it"): no Hero, the only Ally already with the Hero, the only Ally held by Frozone, or only
    the Omnidroid (V14: it cannot be moved): the card is not offered."""
    s = syndrome_turn(t, location=1)
    t.hand(s, 0, "identification_please-1")
    s["power"][0] = 2
    if setup != "no_hero":
        t.put(s, 0, "dash-1", "parr_house")
    if setup == "already_there":
        t.put(s, 0, "guards-1", "parr_house")
    if setup == "frozen":
        t.put(s, 0, "frozone-1", "metroville")
        t.put(s, 0, "guards-1", "metroville")
    if setup == "no_hero":
        t.put(s, 0, "guards-1", "metroville")
    action = {"type": "play_effect", "card": "identification_please-1"}
    assert action not in t.legal(s)


# --- Containment Unit ------------------------------------------------------------------------


def test_containment_unit_sets_a_hero_to_0_until_it_leaves(t):
    """Containment Unit (V10: "set a Strength to 0 for as long as the Hero stays in the
    realm"); FAQ: a Hero at 0 is vanquished without Allies; leaving, it leaves its 0 behind."""
    s = syndrome_turn(t)
    t.hand(s, 0, "containment_unit-1")
    t.put(s, 0, "mr_incredible-1", "metroville")
    t.put(s, 0, "dash-1", "metroville")
    s["power"][0] = 4
    s, _ = t.act(s, {"type": "play_effect", "card": "containment_unit-1"})
    assert options(s) == ["dash-1", "mr_incredible-1"]
    s, _ = t.choose(s, "mr_incredible-1")
    assert strength(s, 0, "mr_incredible-1") == 0 and strength(s, 0, "dash-1") == 2
    assert s["discards"][0] == ["containment_unit-1"]
    vanquish = {"type": "vanquish", "hero": "mr_incredible-1", "allies": []}
    s, _ = t.act(s, vanquish)
    assert s["zeroed"] == [] and "mr_incredible-1" in s["fate_discards"][0]
    nothing_lost(s)


@pytest.mark.parametrize("setup", ["no_hero", "all_zeroed", "too_poor"])
def test_containment_unit_needs_a_hero_not_yet_at_0(t, setup):
    """Containment Unit, FAQ "If you cannot do what a card tells you to, you cannot play it";
    V33: a Hero already held at 0 is no target; rulebook "Play a Card": Power must pay."""
    s = syndrome_turn(t)
    t.hand(s, 0, "containment_unit-1")
    s["power"][0] = 3 if setup == "too_poor" else 4
    if setup != "no_hero":
        t.put(s, 0, "dash-1", "metroville")
    if setup == "all_zeroed":
        s["zeroed"].append("dash-1")
    assert {"type": "play_effect", "card": "containment_unit-1"} not in t.legal(s)


# --- Conditions ------------------------------------------------------------------------------


def lotso_turn(t, *hand: str) -> State:
    """Lotso (seat 0) at the Caterpillar Room (Discard, Play, Gain 1), Syndrome seat 1 holding
    ``hand`` and answering windows himself."""
    s = t.new(["lotso", "syndrome"], 0)
    t.hand(s, 1, *hand)
    return s


def play_condition(t, s: State, card: str) -> State:
    assert t.holder(s) == 1
    s, _ = t.act(s, {"type": "condition", "cards": [card]}, seat=1)
    return s


def test_fifteen_years_later_plays_a_hero_of_his_fate_deck_at_minus_2(t):
    """15 Years Later (trigger "an opponent takes Power"; V10 his own Fate deck; V32): Syndrome
    turns over until a Hero, then places it where he likes, with a -2 Strength token."""
    s = lotso_turn(t, "fifteen_years_later-1")
    t.on_top(s, "fate_decks", 1, "infiltrate-1", "mr_incredible-1")
    s, events = t.act(s, {"type": "gain_power"})
    assert "window_opened" in types(events)
    s = play_condition(t, s, "fifteen_years_later-1")
    assert t.holder(s) == 1 and options(s) == table.location_keys(s, 1)
    s, _ = t.choose(s, "syndromes_base")
    assert t.where(s, 1, "mr_incredible-1") == "syndromes_base"
    assert strength(s, 1, "mr_incredible-1") == 4 and s["tokens"]["mr_incredible-1"] == [2, 0]
    assert s["fate_discards"][1] == ["infiltrate-1"]
    assert s["discards"][1] == ["fifteen_years_later-1"] and s["hands"][1] == []
    assert not s["stack"] and s["power"][0] == 1 and t.holder(s) == 0
    nothing_lost(s)


def test_fifteen_years_later_waits_for_no_window_without_a_hero_to_find(t):
    """15 Years Later, V22, V31: with every Hero in the realm (public), it could not resolve,
    so no window opens when the opponent takes Power."""
    s = lotso_turn(t, "fifteen_years_later-1")
    for hero in [c for c in data.deck_list("syndrome", "fate") if table.is_hero(c)]:
        t.put(s, 1, hero, "parr_house")
    s, events = t.act(s, {"type": "gain_power"})
    assert "window_opened" not in types(events) and not s["stack"]


def test_not_a_sidekick_draws_as_many_as_the_opponent_discarded(t):
    """Not a Sidekick (trigger "an opponent discards cards from their hand"): Syndrome draws
    that many, the cards drawn told to him alone."""
    s = lotso_turn(t, "not_a_sidekick-1")
    t.hand(s, 0, "locked_up-1", "chunk-1")
    t.on_top(s, "decks", 1, "guards-1", "security-1", "mirage-1")
    s, _ = t.act(s, {"type": "discard"})
    s, _ = t.choose(s, "chunk-1")
    s, _ = t.choose(s, "locked_up-1")
    s = play_condition(t, s, "not_a_sidekick-1")
    assert sorted(s["hands"][1]) == ["guards-1", "security-1"]
    assert s["decks"][1][-1] == "mirage-1" and s["discards"][1] == ["not_a_sidekick-1"]
    nothing_lost(s)


def test_not_a_sidekick_draw_is_private(t):
    """Not a Sidekick, rulebook "Hands ... are secret" (view.py): the draw event names the
    cards only under Syndrome's private part."""
    s = lotso_turn(t, "not_a_sidekick-1")
    t.hand(s, 0, "chunk-1")
    t.on_top(s, "decks", 1, "guards-1")
    s, _ = t.act(s, {"type": "discard"})
    s, _ = t.choose(s, "chunk-1")
    s, events = t.act(s, {"type": "condition", "cards": ["not_a_sidekick-1"]}, seat=1)
    drew = next(e for e in events if e["type"] == "drew")
    assert drew["count"] == 1 and drew["private"] == {"1": {"cards": ["guards-1"]}}
    assert "guards-1" not in str({k: v for k, v in drew.items() if k != "private"})


def lotso_vanquish(t, *hand: str) -> State:
    """Lotso at the Municipal Dump (Vanquish), Jessie (3) and Big Baby (3) at the Library."""
    s = t.new(["lotso", "syndrome"], 3)
    t.hand(s, 1, *hand)
    t.put(s, 0, "jessie-1", "library")
    t.put(s, 0, "big_baby-1", "library")
    return s


def test_bio_probe_defeats_a_hero_no_stronger_than_the_one_vanquished(t):
    """Bio Probe (trigger "an opponent defeats a Hero with the Vanquish action"; V39): Syndrome
    defeats a Hero of his realm of Strength 3 or less (the FAQ's Strength, modifiers counted:
    Mr. Incredible at 7 is no target)."""
    s = lotso_vanquish(t, "bio_probe-1")
    t.put(s, 1, "mr_incredible-1", "metroville")
    t.put(s, 1, "violet-1", "parr_house")
    t.put(s, 1, "dash-1", "metroville")
    s, _ = t.act(s, {"type": "vanquish", "hero": "jessie-1", "allies": ["big_baby-1"]})
    s = play_condition(t, s, "bio_probe-1")
    assert options(s) == ["dash-1", "violet-1"]
    s, _ = t.choose(s, "violet-1")
    assert s["fate_discards"][1] == ["violet-1"] and s["discards"][1] == ["bio_probe-1"]
    nothing_lost(s)


def test_bio_probe_on_a_hero_with_a_force_field_discards_the_field(t):
    """Bio Probe, Force Field ("When that Hero would be defeated, this Item is discarded
    instead"), V39: a Hero with a Force Field is a target; the defeat is stopped by it."""
    s = lotso_vanquish(t, "bio_probe-1")
    t.put(s, 1, "dash-1", "metroville")
    t.attach(s, "force_field-1", "dash-1")
    s, _ = t.act(s, {"type": "vanquish", "hero": "jessie-1", "allies": ["big_baby-1"]})
    s = play_condition(t, s, "bio_probe-1")
    s, _ = t.choose(s, "dash-1")
    assert t.where(s, 1, "dash-1") == "metroville" and s["fate_discards"][1] == ["force_field-1"]
    nothing_lost(s)


def test_bio_probe_opens_no_window_when_every_hero_is_stronger(t):
    """Bio Probe, V22, FAQ "If you cannot do what a card tells you to, you cannot play it":
    with only Heroes stronger than the one vanquished, no window opens."""
    s = lotso_vanquish(t, "bio_probe-1")
    t.put(s, 1, "elastigirl-1", "metroville")
    s, events = t.act(s, {"type": "vanquish", "hero": "jessie-1", "allies": ["big_baby-1"]})
    assert "window_opened" not in types(events)


def test_whos_super_now_gains_the_cost_of_the_card_played(t):
    """Who's Super Now? (trigger "an opponent plays a card"): Syndrome takes as much Power as
    the card cost (windows.gain: itself a situation)."""
    s = lotso_turn(t, "whos_super_now-1")
    t.hand(s, 0, "big_baby-1")
    s["power"] = [3, 1]
    s, _ = t.act(s, {"type": "play", "card": "big_baby-1", "location": "library"})
    s, events = t.act(s, {"type": "condition", "cards": ["whos_super_now-1"]}, seat=1)
    assert s["power"] == [0, 4]
    assert {"type": "power", "seat": 1, "count": 3, "total": 4} in events
    assert s["discards"][1] == ["whos_super_now-1"] and not s["stack"]
    nothing_lost(s)


# --- Fate Heroes -----------------------------------------------------------------------------


def fate(t, s: State, play: str | None = None) -> State:
    s, _ = t.act(s, {"type": "fate", "target": 1})
    if play is not None and {"type": "choose", "choice": play} in t.legal(s):
        s, _ = t.choose(s, play)
    return s


@pytest.mark.parametrize("choice", ["guards-1", "none"])
def test_elastigirl_may_discard_an_ally_at_her_location(t, choice):
    """Elastigirl (V10: "may" on a Fate card is whoever played it): the Fate player may
    discard one Ally at her location (not the Omnidroid, V14, nor an Ally elsewhere)."""
    s = fate_on_syndrome(t, "elastigirl-1", "no_capes-1")
    t.put(s, 1, "guards-1", "nomanisan_island")
    t.put(s, 1, "security-1", "metroville")
    s = fate(t, s, "elastigirl-1")
    s, _ = t.choose(s, "nomanisan_island")
    assert t.holder(s) == 0 and options(s) == ["guards-1", "none"]
    s, _ = t.choose(s, choice)
    assert ("guards-1" in s["discards"][1]) == (choice == "guards-1")
    assert t.where(s, 1, X8) == "nomanisan_island" and t.where(s, 1, "security-1") == "metroville"
    assert s["fate_discards"][1] == ["no_capes-1"] and not s["stack"]
    nothing_lost(s)


def test_violet_discards_every_zero_point_energy(t):
    """Violet ("every Zero-Point Energy in the realm is discarded"): both copies leave, the
    Heroes they held stay, other Items stay."""
    s = fate_on_syndrome(t, "violet-1", "no_capes-1")
    t.put(s, 1, "dash-1", "metroville")
    t.put(s, 1, "frozone-1", "parr_house")
    t.attach(s, "zero_point_energy-1", "dash-1")
    t.attach(s, "zero_point_energy-2", "frozone-1")
    t.put(s, 1, "major_modifications-1", "parr_house")
    s = fate(t, s, "violet-1")
    s, _ = t.choose(s, "syndromes_base")
    assert sorted(s["discards"][1]) == ["zero_point_energy-1", "zero_point_energy-2"]
    assert s["attached"] == {} and t.where(s, 1, "dash-1") == "metroville"
    assert t.where(s, 1, "major_modifications-1") == "parr_house"
    nothing_lost(s)


def test_dash_may_move_another_hero_to_his_location(t):
    """Dash (V10: the Fate player's "may"; V39): one other Hero comes to his location; one held
    by Zero-Point Energy ("cannot be moved") or already there is no option."""
    s = fate_on_syndrome(t, "dash-1", "no_capes-1")
    t.put(s, 1, "mr_incredible-1", "parr_house")
    t.put(s, 1, "frozone-1", "syndromes_base")
    t.put(s, 1, "violet-1", "metroville")
    t.attach(s, "zero_point_energy-1", "frozone-1")
    s = fate(t, s, "dash-1")
    s, _ = t.choose(s, "metroville")
    assert t.holder(s) == 0 and options(s) == ["mr_incredible-1", "none"]
    s, _ = t.choose(s, "mr_incredible-1")
    assert t.where(s, 1, "mr_incredible-1") == "metroville"
    assert strength(s, 1, "mr_incredible-1") == 8  # +1 for Dash, +1 for Violet
    nothing_lost(s)


def test_dash_declined_moves_nothing(t):
    """Dash: "may" is optional (FAQ "if a card says 'may' ... the effect that follows is
    optional")."""
    s = fate_on_syndrome(t, "dash-1", "no_capes-1")
    t.put(s, 1, "mr_incredible-1", "parr_house")
    s = fate(t, s, "dash-1")
    s, _ = t.choose(s, "metroville")
    s, _ = t.choose(s, "none")
    assert t.where(s, 1, "mr_incredible-1") == "parr_house" and not s["stack"]


# --- Fate Effects ----------------------------------------------------------------------------


def test_no_capes_keeps_syndromes_mover_in_place_for_his_next_turn(t):
    """No Capes! (V10: overrides "Your Mover may not stay in the same spot"): on his next turn
    his only move is to stay; the turn after, he moves as usual."""
    s = fate_on_syndrome(t, "no_capes-1", "infiltrate-1")
    s["mover"][1] = 2
    s = fate(t, s, "no_capes-1")
    assert s["stay"][1] is True and "no_capes-1" in s["fate_discards"][1]
    s, _ = t.act(s, {"type": "end_turn"})
    assert t.legal(s) == [{"type": "move", "location": "syndromes_base"}]
    s, _ = t.act(s, {"type": "move", "location": "syndromes_base"})
    assert s["stay"][1] is False and s["step"] == "act"
    nothing_lost(s)


def test_teamwork_plays_the_other_card_then_the_player_reorders_the_top_six(t):
    """Teamwork (V10: both halves, in that order; "look at" is secret, V34): Frozone, the other
    card, is played too; then the Fate player sees the top six and picks them back from the
    top; he alone knows the new order."""
    top6 = ["infiltrate-1", "monologuing-1", "no_capes-1", "no_capes-2", "dash-1", "violet-1"]
    s = fate_on_syndrome(t, "teamwork-1", "frozone-1", *top6)
    s = fate(t, s, "teamwork-1")
    s, _ = t.choose(s, "metroville")  # where Frozone goes
    assert t.where(s, 1, "frozone-1") == "metroville"
    assert t.holder(s) == 0 and options(s) == top6
    new_order = ["violet-1", "no_capes-2", "dash-1", "infiltrate-1", "monologuing-1"]
    events: list[dict[str, Any]] = []
    for card in new_order:
        s, more = t.choose(s, card)
        events += more
    assert s["fate_decks"][1][-6:][::-1] == [*new_order, "no_capes-1"]
    assert s["known"] == {"0": {"fate:1": [*new_order, "no_capes-1"]}}
    assert s["fate_discards"][1] == ["teamwork-1"] and not s["stack"] and not s["revealed"]
    nothing_lost(s)


def test_teamwork_look_is_told_to_the_fate_player_alone(t):
    """Teamwork, rulebook "Revealing"/"Looking at" ("look at them secretly"): the cards looked
    at are only under the Fate player's private part of the event."""
    s = fate_on_syndrome(t, "teamwork-1", "no_capes-1", "infiltrate-1", "dash-1")
    s, _ = t.act(s, {"type": "fate", "target": 1})
    s, events = t.choose(s, "teamwork-1")
    looked = next(e for e in events if e["type"] == "looked_at")
    assert looked["private"].keys() == {"0"} and looked["count"] == 6
    assert looked["private"]["0"]["cards"][:2] == ["infiltrate-1", "dash-1"]
    assert s["known"] == {"0": {"fate:1": looked["private"]["0"]["cards"]}}  # while he picks
    assert "infiltrate-1" not in str({k: v for k, v in looked.items() if k != "private"})


def test_teamwork_discards_the_other_card_if_it_cannot_be_played(t):
    """Teamwork, FAQ "I reveal a Fate card I cannot play": a Force Field with no Hero to join
    is discarded without effect; the reorder still happens."""
    s = fate_on_syndrome(t, "teamwork-1", "force_field-1")
    s = fate(t, s)  # only Teamwork can be played: it is played at once
    assert t.holder(s) == 0 and len(options(s)) == 6
    for _ in range(5):
        s, _ = t.choose(s, options(s)[-1])
    assert sorted(s["fate_discards"][1]) == ["force_field-1", "teamwork-1"]
    assert not s["stack"] and len(s["known"]["0"]["fate:1"]) == 6
    nothing_lost(s)


def test_teamwork_with_fewer_than_six_cards_reorders_them_all(t):
    """Teamwork: "top six" of a deck holding fewer is all it holds; V35: a deck not exhausted
    is not refilled from the discard pile for it."""
    s = fate_on_syndrome(t, "teamwork-1", "no_capes-1", "dash-1", "violet-1")
    s["fate_discards"][1] = s["fate_decks"][1][:-4]
    s["fate_decks"][1] = s["fate_decks"][1][-4:]
    s = fate(t, s, "teamwork-1")  # No Capes! played too, at once
    assert s["stay"][1] is True
    assert options(s) == ["dash-1", "violet-1"]
    s, _ = t.choose(s, "violet-1")
    assert s["fate_decks"][1] == ["dash-1", "violet-1"]
    nothing_lost(s)


def test_teamwork_on_an_exhausted_deck_refills_it_first(t):
    """Teamwork, rulebook "Revealing"/"Looking at" ("If you must reveal or look at cards from an
    exhausted deck, shuffle the corresponding discard pile"), V35."""
    s = fate_on_syndrome(t, "teamwork-1", "no_capes-1")
    s["fate_discards"][1] = s["fate_decks"][1][:-2]
    s["fate_decks"][1] = s["fate_decks"][1][-2:]
    s = fate(t, s, "teamwork-1")
    assert len(options(s)) == 6 and len(s["fate_decks"][1]) == 14  # No Capes! shuffled in
    nothing_lost(s)


def test_teamwork_revealed_with_teamwork_reorders_twice(t):
    """Teamwork with Teamwork: the second copy, played by the first, does all it says (there is
    no other card left for it) and the first then reorders as well."""
    s = fate_on_syndrome(t, "teamwork-1", "teamwork-2")
    s = fate(t, s, "teamwork-1")
    for _ in range(10):  # two reorders of six: five picks each
        s, _ = t.choose(s, options(s)[0])
    assert not s["stack"] and sorted(s["fate_discards"][1]) == ["teamwork-1", "teamwork-2"]
    nothing_lost(s)


def test_infiltrate_shows_syndromes_hand_to_everyone(t):
    """Infiltrate ("Syndrome shows his hand to every player"; rulebook "reveal": "all players
    can see them"): a public event lists his hand; the cards stay in it."""
    s = fate_on_syndrome(t, "infiltrate-1", "no_capes-1")
    t.hand(s, 1, "guards-1", "bio_probe-1")
    s, _ = t.act(s, {"type": "fate", "target": 1})
    s, events = t.choose(s, "infiltrate-1")
    shown = next(e for e in events if e["type"] == "hand_revealed")
    assert shown == {"type": "hand_revealed", "seat": 1, "cards": ["bio_probe-1", "guards-1"]}
    assert sorted(s["hands"][1]) == ["bio_probe-1", "guards-1"]
    nothing_lost(s)


def test_infiltrate_with_an_empty_hand_is_still_played(t):
    """Infiltrate, V37: an empty hand is shown as empty; the card is played, not passed over
    for the other card revealed."""
    s = fate_on_syndrome(t, "infiltrate-1", "force_field-1")
    s, events = t.act(s, {"type": "fate", "target": 1})
    assert {"type": "hand_revealed", "seat": 1, "cards": []} in events
    assert sorted(s["fate_discards"][1]) == ["force_field-1", "infiltrate-1"]


def test_monologuing_syndrome_picks_three_cards_to_discard(t):
    """Monologuing (V10: "discards three cards of his choice"; V36: he chooses, not the Fate
    player): Syndrome is asked three times, one card at a time."""
    s = fate_on_syndrome(t, "monologuing-1", "no_capes-1")
    hand = ["guards-1", "guards-2", "mirage-1", "bio_probe-1", "security-1"]
    t.hand(s, 1, *hand)
    s = fate(t, s, "monologuing-1")
    for card in ("mirage-1", "guards-2", "bio_probe-1"):
        assert t.holder(s) == 1 and card in options(s)
        s, _ = t.choose(s, card)
    assert sorted(s["hands"][1]) == ["guards-1", "security-1"]
    assert sorted(s["discards"][1]) == ["bio_probe-1", "guards-2", "mirage-1"]
    assert "monologuing-1" in s["fate_discards"][1] and not s["stack"]
    nothing_lost(s)


@pytest.mark.parametrize("size", [0, 2, 3])
def test_monologuing_with_three_cards_or_fewer_discards_the_whole_hand(t, size):
    """Monologuing (V10: "his whole hand if it holds fewer, so the card can always resolve")."""
    s = fate_on_syndrome(t, "monologuing-1", "no_capes-1")
    t.hand(s, 1, *["guards-1", "guards-2", "mirage-1"][:size])
    s = fate(t, s, "monologuing-1")
    assert s["hands"][1] == [] and len(s["discards"][1]) == size and not s["stack"]
    nothing_lost(s)


def test_monologuing_discard_is_a_situation_for_the_other_opponent(t, monkeypatch):
    """Monologuing, rulebook "Condition" (an opponent discards): Syndrome's discard opens a
    window to the third villain, who did not cause it and whose turn it is not."""
    stub = effects.Effect(lambda s, ctx, rng, ev: effects.finish(s, ctx, ev))
    monkeypatch.setitem(effects.EFFECTS, "move_every_hero_to_caterpillar_room", stub)
    s = fate_on_syndrome(t, "monologuing-1", "no_capes-1", seats=3)
    t.hand(s, 1, "guards-1", "guards-2", "mirage-1", "security-1")
    s = fate(t, s, "monologuing-1")
    for card in ("guards-1", "guards-2", "mirage-1"):
        s, events = t.choose(s, card)
    window = s["stack"][-1]
    assert window["kind"] == "window" and window["seats"] == [2]
    assert window["trigger"]["actor"] == 1 and window["trigger"]["count"] == 3
    assert windows.waiting(window) == [2]


def test_that_was_totally_wicked_discards_every_ally_and_item_but_force_fields(t):
    """That Was Totally Wicked! ("Every Ally and every Item ... Force Fields excepted"; V14:
    the Omnidroid is neither): attached Items too, each to its own pile."""
    s = fate_on_syndrome(t, "that_was_totally_wicked-1", "no_capes-1")
    t.put(s, 1, "guards-1", "parr_house")
    t.put(s, 1, "velocipod_patrol-1", "metroville")
    t.put(s, 1, "major_modifications-1", "metroville")
    t.put(s, 1, "dash-1", "metroville")
    t.put(s, 1, "violet-1", "parr_house")
    t.attach(s, "zero_point_energy-1", "dash-1")
    t.attach(s, REMOTE, "dash-1")
    t.attach(s, "force_field-1", "violet-1")
    s = fate(t, s, "that_was_totally_wicked-1")
    assert sorted(s["discards"][1]) == [
        "guards-1",
        "major_modifications-1",
        REMOTE,
        "velocipod_patrol-1",
        "zero_point_energy-1",
    ]
    assert s["attached"] == {"force_field-1": "violet-1"}
    assert t.where(s, 1, X8) == "nomanisan_island"
    assert sorted(s["fate_discards"][1]) == ["no_capes-1", "that_was_totally_wicked-1"]
    nothing_lost(s)


def test_that_was_totally_wicked_is_playable_with_nothing_to_discard(t):
    """That Was Totally Wicked!, V37: with no Ally and no Item, "every" is none and the card
    is still played (the Force Field, with no Hero to join, cannot be: FAQ)."""
    s = fate_on_syndrome(t, "that_was_totally_wicked-1", "force_field-1")
    s = fate(t, s)
    assert sorted(s["fate_discards"][1]) == ["force_field-1", "that_was_totally_wicked-1"]
    assert not s["stack"] and not s["resolving"]


# --- Syndrome's part of the core -------------------------------------------------------------


@pytest.mark.parametrize(("others", "expected"), [(0, 1), (1, 2), (2, 3)])
def test_guards_gain_1_per_other_ally_at_their_location(t, others, expected):
    """Guards (V10: "with" is the same location): +1 per other Ally there; an Ally elsewhere
    and the Omnidroid (V14: not an Ally) do not count."""
    s = syndrome_turn(t)
    t.put(s, 0, "guards-1", "nomanisan_island")
    for ally in ["security-1", "guards-2"][:others]:
        t.put(s, 0, ally, "nomanisan_island")
    t.put(s, 0, "security-2", "metroville")
    assert strength(s, 0, "guards-1") == expected


@pytest.mark.parametrize(
    ("patrol_at", "offered"),
    [("syndromes_base", True), ("metroville", True), ("parr_house", False)],
)
def test_velocipod_patrol_vanquishes_from_next_door(t, patrol_at, offered):
    """Velocipod Patrol ("May join a Vanquish against a Hero at a location next to its own"):
    from its own or a neighbouring location, not from two away; it is then discarded."""
    s = syndrome_turn(t)
    t.put(s, 0, "dash-1", "metroville")
    t.put(s, 0, "velocipod_patrol-1", patrol_at)
    action = {"type": "vanquish", "hero": "dash-1", "allies": ["velocipod_patrol-1"]}
    assert (action in t.legal(s)) is offered
    if offered:
        s, _ = t.act(s, action)
        assert s["fate_discards"][0] == ["dash-1"] and s["discards"][0] == ["velocipod_patrol-1"]
        nothing_lost(s)


def test_zero_point_energy_is_attached_and_holds_its_hero(t):
    """Zero-Point Energy (V10: lasting; "Attach to a Hero. That Hero has -2 Strength and cannot
    be moved"): the ``attach`` action plays it on a Hero; Dash cannot then bring that Hero."""
    s = syndrome_turn(t)
    t.hand(s, 0, "zero_point_energy-1")
    t.put(s, 0, "mr_incredible-1", "metroville")
    s["power"][0] = 3
    legal = t.legal(s)
    assert {"type": "play", "card": "zero_point_energy-1", "location": "metroville"} not in legal
    s, _ = t.act(s, {"type": "attach", "card": "zero_point_energy-1", "host": "mr_incredible-1"})
    assert strength(s, 0, "mr_incredible-1") == 4 and s["power"][0] == 0
    assert turn.movable_heroes(s, 0) == []
    ctx = effects.context(0, 1, "dash-1", "fate")
    t.put(s, 0, "dash-1", "parr_house")
    effects.on_play(s, ctx, None, [])
    assert s["stack"] == []  # nobody to bring: Dash asks nothing


def test_zero_point_energy_needs_a_hero(t):
    """Zero-Point Energy, rulebook "Item": "If there is no card of the required type in the
    realm to attach the Item to, you may not play that Item"."""
    s = syndrome_turn(t)
    t.hand(s, 0, "zero_point_energy-1")
    s["power"][0] = 3
    assert not [a for a in t.legal(s) if a.get("card") == "zero_point_energy-1"]


@pytest.mark.parametrize(
    ("company", "expected"), [((), 6), (("dash-1",), 7), (("dash-1", "jack_jack-1"), 8)]
)
def test_mr_incredible_gains_1_per_other_hero_at_his_location(t, company, expected):
    """Mr. Incredible (V10: lasting, "with" the same location): +1 per other Hero there."""
    s = syndrome_turn(t)
    t.put(s, 0, "mr_incredible-1", "metroville")
    for hero in company:
        t.put(s, 0, hero, "metroville")
    t.put(s, 0, "violet-1", "parr_house")
    assert strength(s, 0, "mr_incredible-1") == expected


def test_jack_jack_rises_to_the_strongest_other_hero_at_his_location(t):
    """Jack-Jack (V10: lasting): his Strength is that of the strongest other Hero there, when
    stronger (Mr. Incredible with his +1s); alone he is 1; a Hero elsewhere does not count."""
    s = syndrome_turn(t)
    t.put(s, 0, "jack_jack-1", "metroville")
    t.put(s, 0, "mr_incredible-1", "parr_house")
    assert strength(s, 0, "jack_jack-1") == 1
    t.put(s, 0, "dash-1", "metroville")
    assert strength(s, 0, "jack_jack-1") == 2
    t.put(s, 0, "mr_incredible-1", "metroville")
    assert strength(s, 0, "mr_incredible-1") == 8 and strength(s, 0, "jack_jack-1") == 8


def test_frozone_holds_the_allies_at_his_location(t):
    """Frozone ("No Ally at his location can be moved away from it"): the Move an Item or Ally
    action offers the Item there but not the Ally; an Ally elsewhere moves."""
    s = syndrome_turn(t, location=2)  # Syndrome's Base: Move an Item or Ally
    t.put(s, 0, "frozone-1", "parr_house")
    t.put(s, 0, "guards-1", "parr_house")
    t.put(s, 0, "major_modifications-1", "parr_house")
    t.put(s, 0, "security-1", "metroville")
    moved = {a["card"] for a in t.legal(s) if a["type"] == "move_card"}
    assert moved == {"major_modifications-1", "security-1"}


def test_force_field_is_discarded_instead_of_its_hero(t):
    """Force Field ("When that Hero would be defeated, this Item is discarded instead and the
    Hero stays"): the Vanquish still spends the Allies used (rulebook "Vanquish a Hero")."""
    s = syndrome_turn(t)
    t.put(s, 0, "dash-1", "metroville")
    t.attach(s, "force_field-1", "dash-1")
    t.put(s, 0, "security-1", "metroville")
    s, events = t.act(s, {"type": "vanquish", "hero": "dash-1", "allies": ["security-1"]})
    assert t.where(s, 0, "dash-1") == "metroville" and s["fate_discards"][0] == ["force_field-1"]
    assert s["discards"][0] == ["security-1"] and "shielded" in types(events)
    nothing_lost(s)


@pytest.mark.parametrize(
    ("hero", "takes"), [("mr_incredible-1", True), ("dash-1", True), ("jack_jack-1", False)]
)
def test_a_hero_played_takes_the_remote(t, hero, takes):
    """V15: every Syndrome Hero but Jack-Jack, played while the Remote is in the realm, takes
    it: attached to him, it cannot be activated."""
    s = fate_on_syndrome(t, hero, "no_capes-1")
    t.put(s, 1, REMOTE, "metroville")
    s = fate(t, s, hero)
    s, _ = t.choose(s, "parr_house")
    if s["stack"]:  # Dash's "may"
        s, _ = t.choose(s, "none")
    assert (s["attached"].get(REMOTE) == hero) is takes
    assert t.where(s, 1, REMOTE) == ("parr_house" if takes else "metroville")
    nothing_lost(s)


# --- the Omnidroids and the Objective (V14, V15, V13) ----------------------------------------


def test_omnidroid_v_x8_used_in_a_vanquish_leaves_and_reshuffles_the_discard(t):
    """V14: the v.X8 (5) lends its Strength in a Vanquish at its location, then leaves the game
    and Syndrome's Villain discard pile is shuffled back into his Villain deck."""
    s = syndrome_turn(t)
    t.put(s, 0, "mr_incredible-1", "nomanisan_island")
    s["discards"][0] = ["guards-1", "bio_probe-1"]
    for card in s["discards"][0]:
        s["decks"][0].remove(card)
    t.put(s, 0, "security-1", "nomanisan_island")
    action = {"type": "vanquish", "hero": "mr_incredible-1", "allies": [X8, "security-1"]}
    assert action in t.legal(s)
    s, _ = t.act(s, action)
    assert t.where(s, 0, X8) is None and s["omnidroid"]["tile"] is None
    assert s["omnidroid"]["stage"] == 2
    # V38: the Security used in the same Vanquish is discarded first, so shuffled in too
    assert s["discards"][0] == [] and len(s["decks"][0]) == 30
    nothing_lost(s)


def after_x8(t, location: int = 0) -> State:
    """Syndrome with the v.X8 gone (stage 2): the v.X9 is next."""
    s = syndrome_turn(t, location)
    t.take(s, X8)
    s["omnidroid"].update(tile=None, stage=2)
    return s


def test_omnidroid_v_x9_is_built_for_one_major_modifications(t):
    """V14: once the v.X8 is gone, a Play a Card action builds the v.X9 at any location,
    discarding one Major Modifications from the realm, for no Power."""
    s = after_x8(t)
    assert not [a for a in t.legal(s) if a["type"] == "build"]  # no Major Modifications yet
    t.put(s, 0, "major_modifications-1", "metroville")
    t.put(s, 0, "major_modifications-2", "parr_house")
    builds = [a for a in t.legal(s) if a["type"] == "build"]
    assert {a["location"] for a in builds} == set(table.location_keys(s, 0))
    assert {a["omnidroid"] for a in builds} == {X9}
    s, _ = t.act(s, {"type": "build", "omnidroid": X9, "location": "syndromes_base"})
    assert t.where(s, 0, X9) == "syndromes_base" and s["omnidroid"]["tile"] == X9
    assert s["discards"][0] == ["major_modifications-1"]
    assert t.where(s, 0, "major_modifications-2") == "parr_house"
    assert not [a for a in t.legal(s) if a["type"] == "build"] and "t0" in s["used"]
    nothing_lost(s)


def test_omnidroid_v_x9_used_in_a_vanquish_finds_the_remote_to_hand(t):
    """V14: the v.X9 (6) used in a Vanquish leaves the game and Syndrome finds his Remote
    (rulebook "Finding": from the realm, the discard pile, else the deck) into his hand."""
    s = after_x8(t)
    t.put(s, 0, X9, "metroville")
    s["omnidroid"]["tile"] = X9
    t.put(s, 0, "mr_incredible-1", "metroville")
    s, _ = t.act(s, {"type": "vanquish", "hero": "mr_incredible-1", "allies": [X9]})
    assert s["hands"][0] == [REMOTE] and REMOTE not in s["decks"][0]
    assert s["omnidroid"]["stage"] == 3 and t.where(s, 0, X9) is None
    nothing_lost(s)


def before_v10(t, location: int = 0) -> State:
    s = after_x8(t, location)
    s["omnidroid"]["stage"] = 3
    return s


def test_omnidroid_v_10_is_built_at_metroville_for_three_major_modifications(t):
    """V14: the v.10 goes to Metroville only, for three Major Modifications; with two it
    cannot be built."""
    s = before_v10(t)
    for n in (1, 2):
        t.put(s, 0, f"major_modifications-{n}", "parr_house")
    assert not [a for a in t.legal(s) if a["type"] == "build"]
    t.put(s, 0, "major_modifications-3", "metroville")
    builds = [a for a in t.legal(s) if a["type"] == "build"]
    assert builds == [{"type": "build", "omnidroid": V10, "location": "metroville"}]
    s, _ = t.act(s, builds[0])
    assert t.where(s, 0, V10) == "metroville" and V10 in s["board"][0][3]["bottom"]
    assert sorted(s["discards"][0]) == [f"major_modifications-{n}" for n in (1, 2, 3)]
    nothing_lost(s)


def built_v10(t, location: int = 0) -> State:
    """The v.10 built at Metroville (bottom row), no Vanquish taken part in yet."""
    s = before_v10(t, location)
    t.put(s, 0, V10, "metroville")
    s["omnidroid"]["tile"] = V10
    return s


def test_omnidroid_v_10_is_not_discarded_after_vanquishing_and_keeps_fighting(t):
    """V14, CARDS.md: the v.10 is "not discarded after vanquishing", unlike the v.X8 and the
    v.X9 ("after vanquishing, removed"): it stays in Metroville's bottom row, covers nothing
    (Metroville's Discard and Play stay free) and lends its 7 to the next Vanquish there."""
    s = built_v10(t)
    t.put(s, 0, "dash-1", "metroville")
    s, _ = t.act(s, {"type": "vanquish", "hero": "dash-1", "allies": [V10]})
    assert V10 in s["board"][0][3]["bottom"] and s["board"][0][3]["top"] == []
    assert s["omnidroid"]["tile"] == V10 and not s["omnidroid"]["defeated"]
    s["mover"][0], s["used"] = 3, []
    assert [slot for slot, _ in turn.slots(s, 0)] == ["t0", "t1", "b0", "b1"]
    t.put(s, 0, "mr_incredible-1", "metroville")
    s["mover"][0] = 0  # Parr House: its bottom row's Vanquish
    action = {"type": "vanquish", "hero": "mr_incredible-1", "allies": [V10]}
    assert action in t.legal(s)
    s, _ = t.act(s, action)
    assert V10 in s["board"][0][3]["bottom"] and table.heroes(s, 0) == []
    assert not s["omnidroid"]["defeated"] and s["step"] == "act"  # not defeated: no win
    nothing_lost(s)


def test_the_remote_defeats_the_v_10_before_any_vanquish_and_the_tile_then_covers_metroville(t):
    """V15: CARDS.md, the Remote is "used to defeat the v.10", with no Vanquish needed first:
    activated where the v.10 stands it defeats it. V14: afterwards the tile stays, moved to
    Metroville's top row, where it hides the top actions (Discard, Play) like a Hero; it is
    not a Hero (V13), fights no more, and the Remote cannot be activated again on it."""
    s = built_v10(t)
    t.put(s, 0, "violet-1", "parr_house")  # a Hero left: the Objective is not met yet
    t.put(s, 0, REMOTE, "metroville")
    s["mover"][0] = 3
    assert {"type": "activate", "card": REMOTE} in t.legal(s)
    s, events = t.act(s, {"type": "activate", "card": REMOTE})
    assert {"type": "defeated", "seat": 0, "card": V10, "location": "metroville"} in events
    assert s["omnidroid"]["defeated"] and s["omnidroid"]["tile"] is None
    assert s["board"][0][3]["top"] == [V10] and V10 not in s["board"][0][3]["bottom"]
    assert table.heroes(s, 0) == ["violet-1"] and s["step"] == "act"
    assert [slot for slot, _ in turn.slots(s, 0)] == ["b0", "b1", f"x:{REMOTE}"]
    s["used"] = []
    assert {"type": "activate", "card": REMOTE} not in t.legal(s)
    t.put(s, 0, "dash-1", "metroville")
    assert turn.fighters(s, 0, "dash-1") == []
    nothing_lost(s)


def test_the_remote_at_the_v_10s_location_defeats_it_and_syndrome_wins(t):
    """V15: the Remote, placed at the v.10's location, adds Activate there; activated, it
    defeats the v.10; with no Hero in the realm Syndrome's Objective is achieved and the
    match ends at once (V13: "The game ends as soon as a player achieves their Objective")."""
    s = built_v10(t)
    s["mover"][0] = 3
    t.put(s, 0, REMOTE, "metroville")
    assert {"type": "activate", "card": REMOTE} in t.legal(s)
    s, events = t.act(s, {"type": "activate", "card": REMOTE})
    assert s["omnidroid"]["defeated"] and t.where(s, 0, V10) == "metroville"
    assert s["step"] == "over" and s["winners"] == [0] and s["reason"] == "objective"
    assert {"type": "objective", "seat": 0} in events


def test_the_remote_elsewhere_or_a_hero_left_keeps_the_match_going(t):
    """V15: the Remote away from the v.10 cannot be activated; V13, Syndrome's Objective ("have
    no Heroes in your realm"): the v.10 defeated with a Hero left does not win yet."""
    s = built_v10(t)
    t.put(s, 0, REMOTE, "syndromes_base")
    s["mover"][0] = 2
    assert {"type": "activate", "card": REMOTE} not in t.legal(s)
    t.put(s, 0, REMOTE, "metroville")
    t.put(s, 0, "violet-1", "parr_house")
    s["mover"][0], s["used"] = 3, []
    s, _ = t.act(s, {"type": "activate", "card": REMOTE})
    assert s["omnidroid"]["defeated"] and s["step"] == "act" and s["winners"] is None
    t.put(s, 0, "velocipod_patrol-1", "parr_house")
    s["mover"][0], s["used"] = 0, []
    s, _ = t.act(s, {"type": "vanquish", "hero": "violet-1", "allies": ["velocipod_patrol-1"]})
    assert s["step"] == "over" and s["winners"] == [0]
