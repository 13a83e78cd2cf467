"""The card data of Disney Villainous: Bigger and Badder (cards.json through data.py) against
the rulebook (shared/rules/villainous-bigger-and-badder.txt, "Components", "Contents")
and CARDS.md; each test names the ruling of RULINGS.md it checks."""

from __future__ import annotations

import ast
import json
import re
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest

from service.games.villainous_bigger_and_badder import data

PACKAGE = Path(data.__file__).parent
SNAKE = re.compile(r"^[a-z0-9]+(_[a-z0-9]+)*$")
VILLAIN_TYPES = {"ally", "effect", "item", "condition"}
FATE_TYPES = {"hero", "effect", "item"}  # "Heroes appear only in the Fate deck", Allies never

# CARDS.md, "Disney Villainous: Bigger and Badder", typed in again by hand:
# (villain, deck, name): (copies, cost, strength). A card listed without "xN" is one copy.
# Ours, not CARDS.md's: The Bookworm's cost 0 (V8), Woody's Strength 5 (V7).
FACTS: dict[tuple[str, str, str], tuple[int, int | None, int | None]] = {
    ("syndrome", "villain", "Guards"): (3, 2, 1),
    ("syndrome", "villain", "Velocipod Patrol"): (3, 2, 3),
    ("syndrome", "villain", "Security"): (2, 1, 2),
    ("syndrome", "villain", "Mirage"): (1, 3, 2),
    ("syndrome", "villain", "Major Modifications"): (4, 1, None),
    ("syndrome", "villain", "Zero-Point Energy"): (2, 3, None),
    ("syndrome", "villain", "Syndrome's Remote"): (1, 0, None),
    ("syndrome", "villain", "Identification Please"): (2, 2, None),
    ("syndrome", "villain", "Containment Unit"): (2, 4, None),
    ("syndrome", "villain", "15 Years Later"): (3, None, None),
    ("syndrome", "villain", "Not a Sidekick"): (3, None, None),
    ("syndrome", "villain", "Bio Probe"): (2, None, None),
    ("syndrome", "villain", "Who's Super Now?"): (2, None, None),
    ("syndrome", "fate", "Mr. Incredible"): (1, None, 6),
    ("syndrome", "fate", "Elastigirl"): (1, None, 4),
    ("syndrome", "fate", "Frozone"): (1, None, 3),
    ("syndrome", "fate", "Violet"): (1, None, 3),
    ("syndrome", "fate", "Dash"): (1, None, 2),
    ("syndrome", "fate", "Jack-Jack"): (1, None, 1),
    ("syndrome", "fate", "Force Field"): (2, None, None),
    ("syndrome", "fate", "No Capes!"): (2, None, None),
    ("syndrome", "fate", "Teamwork"): (2, None, None),
    ("syndrome", "fate", "Infiltrate"): (1, None, None),
    ("syndrome", "fate", "Monologuing"): (1, None, None),
    ("syndrome", "fate", "That Was Totally Wicked!"): (1, None, None),
    ("lotso", "villain", "Big Baby"): (1, 3, 3),
    ("lotso", "villain", "Chunk"): (1, 1, 1),
    ("lotso", "villain", "Sparks"): (1, 1, 1),
    ("lotso", "villain", "Twitch"): (1, 1, 2),
    ("lotso", "villain", "Stretch"): (1, 2, 2),
    ("lotso", "villain", "Woody's Hat"): (1, 2, None),
    ("lotso", "villain", "Locked Up"): (3, 3, None),
    ("lotso", "villain", "Not Age Appropriate"): (3, 2, None),
    ("lotso", "villain", "The Bookworm"): (3, 0, None),
    ("lotso", "villain", "Welcome to Sunnyside"): (3, 2, None),
    ("lotso", "villain", "Original Factory Settings"): (2, 2, None),
    ("lotso", "villain", "Patrolling All Night Long"): (2, 2, None),
    ("lotso", "villain", "New Toys Don't Stand a Chance"): (1, 4, None),
    ("lotso", "villain", "Something Snapped"): (3, None, None),
    ("lotso", "villain", "Smells Like Strawberries"): (2, None, None),
    ("lotso", "villain", "Where's Your Kid Now?"): (2, None, None),
    ("lotso", "fate", "Woody"): (1, None, 5),
    ("lotso", "fate", "Jessie"): (1, None, 3),
    ("lotso", "fate", "Hamm"): (1, None, 2),
    ("lotso", "fate", "Rex"): (1, None, 1),
    ("lotso", "fate", "Bonnie's Toys"): (2, None, None),
    ("lotso", "fate", "One Way Out"): (2, None, None),
    ("lotso", "fate", "The Claw"): (2, None, None),
    ("lotso", "fate", "Spanish Mode"): (2, None, None),
    ("lotso", "fate", "Andy's Looking For Us"): (1, None, None),
    ("lotso", "fate", "Daisy's Locket"): (1, None, None),
    ("lotso", "fate", "Lotso Was Special"): (1, None, None),
    ("madame_mim", "villain", "I'm Not Cheating"): (4, 1, None),
    ("madame_mim", "villain", "Battle of Wits"): (3, 2, None),
    ("madame_mim", "villain", "I'll Make the Rules"): (3, 4, None),
    ("madame_mim", "villain", "Magnificent, Marvelous, Mad"): (3, 1, None),
    ("madame_mim", "villain", "Wizard's Duel"): (3, 1, None),
    ("madame_mim", "villain", "A Sporting Chance"): (3, None, None),
    ("madame_mim", "villain", "As Big as a House"): (3, None, None),
    ("madame_mim", "villain", "Chicken"): (1, 2, 1),
    ("madame_mim", "villain", "Crocodile"): (1, 2, 2),
    ("madame_mim", "villain", "Elephant"): (1, 2, 3),
    ("madame_mim", "villain", "Fox"): (1, 2, 2),
    ("madame_mim", "villain", "Purple Dragon"): (1, 2, 4),
    ("madame_mim", "villain", "Rattlesnake"): (1, 1, 1),
    ("madame_mim", "villain", "Rhinoceros"): (1, 2, 2),
    ("madame_mim", "villain", "Tiger"): (1, 1, 1),
    ("madame_mim", "fate", "Knowledge and Wisdom"): (4, None, None),
    ("madame_mim", "fate", "Merlin"): (1, None, None),
    ("madame_mim", "fate", "Archimedes"): (1, None, None),
    ("madame_mim", "fate", "Bird Arthur"): (1, None, None),
    ("madame_mim", "fate", "Germ Merlin"): (1, None, None),
}


def all_keys() -> list[str]:
    """Every key of the box: villains, locations, cards and components."""
    keys = [*data.villains(), *data.CARDS, "buzz_lightyear"]
    keys += [loc["key"] for v in data.villains() for loc in data.board(v)]
    keys += [o["key"] for o in data.omnidroids()]
    return keys + [m["key"] for m in data.merlin_transformations()]


# --- counts (V2, V3) -------------------------------------------------------------------------


@pytest.mark.parametrize("villain", ["syndrome", "madame_mim", "lotso"])
def test_villain_decks_hold_30_cards_each(villain):
    """V2: "3 Villain Decks (30 cards each)"."""
    assert len(data.deck_list(villain, "villain")) == 30


def test_fate_decks_hold_15_15_and_8():
    """V2: "15 cards for Syndrome, 8 cards for Madame Mim, 15 cards for Lotso"."""
    sizes = {v: len(data.deck_list(v, "fate")) for v in data.villains()}
    assert sizes == {"syndrome": 15, "madame_mim": 8, "lotso": 15}
    assert sum(sizes.values()) == 38


def test_the_box_totals_match_the_rulebook_contents():
    """V3, V18: "90 Villain cards, 45 Fate cards, 41 tokens, 4 tiles"."""
    box = data.DATA["box"]
    villain_cards = sum(len(data.deck_list(v, "villain")) for v in data.villains())
    fate_cards = sum(len(data.deck_list(v, "fate")) for v in data.villains())
    assert villain_cards == box["villain_cards"] == 90
    assert fate_cards + len(data.merlin_deck()) == box["fate_cards"] == 45
    assert len(data.omnidroids()) + 1 == box["tiles"] == 4
    tokens = box["strength_tokens"] + box["power_tokens"] + box["fate_token"]
    assert (box["strength_tokens"], tokens) == (15, 41)


# --- keys, fields and facts (V1, V4-V6) ------------------------------------------------------


def test_cards_json_has_no_duplicate_fields():
    """V4: a duplicated field would silently hide one of its values when loaded."""

    def refuse_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        names = [name for name, _ in pairs]
        assert len(names) == len(set(names)), sorted(n for n, c in Counter(names).items() if c > 1)
        return dict(pairs)

    json.loads(data.CARDS_FILE.read_text(encoding="utf-8"), object_pairs_hook=refuse_duplicates)


def test_keys_are_snake_case_and_unique_across_the_box():
    """V4."""
    keys = all_keys()
    assert [k for k, n in Counter(keys).items() if n > 1] == []
    assert [k for k in keys if not SNAKE.match(k)] == []
    assert len(data.CARDS) == len(data.DATA["cards"])


def test_instance_ids_are_unique_and_expand_copies():
    """V4: ``guards-1``... one id per physical card, singles included."""
    every = [cid for v in data.villains() for d in data.DECKS for cid in data.deck_list(v, d)]
    every += data.merlin_deck()
    assert len(every) == len(set(every)) == 90 + 38 + 7
    assert [c for c in every if c.startswith("guards")] == ["guards-1", "guards-2", "guards-3"]
    assert "mirage-1" in every
    assert all(data.instance(cid)["key"] == data.key_of(cid) for cid in every[:-7])


def test_every_card_has_the_fields_its_type_needs():
    """V5: a cost for Villain cards but Conditions, a Strength for Allies and Heroes only."""
    needed = {"key", "name", "villain", "deck", "type", "copies", "cost", "strength", "effect"}
    for card in data.CARDS.values():
        assert needed | {"text"} <= set(card), card["key"]
        assert card["villain"] in data.villains() and card["copies"] >= 1, card["key"]
        assert card["type"] in (VILLAIN_TYPES if card["deck"] == "villain" else FATE_TYPES)
        priced = card["deck"] == "villain" and card["type"] != "condition"
        assert isinstance(card["cost"], int) if priced else card["cost"] is None, card["key"]
        strong = card["type"] in {"ally", "hero"}
        assert isinstance(card["strength"], int) if strong else card["strength"] is None
        assert ("trigger" in card) == (card["type"] == "condition"), card["key"]
        assert ("attach" in card) == (card["type"] == "item"), card["key"]
        assert card["text"].strip() and card["text"].endswith((".", "!", "?")), card["key"]


def test_facts_follow_cards_md():
    """V1: every name, count, cost and Strength of CARDS.md, and nothing else."""
    found = {
        (c["villain"], c["deck"], c["name"]): (c["copies"], c["cost"], c["strength"])
        for c in data.CARDS.values()
    }
    assert found == FACTS


def test_fate_decks_use_the_rulebook_card_types():
    """V6: Heroes, one Item (Force Field), Effects; Madame Mim's Fate deck is all Effects."""
    kinds = {
        v: Counter(c["type"] for c in data.cards(v, "fate") for _ in range(c["copies"]))
        for v in data.villains()
    }
    assert kinds["syndrome"] == {"hero": 6, "item": 2, "effect": 7}
    assert kinds["lotso"] == {"hero": 4, "effect": 11}
    assert kinds["madame_mim"] == {"effect": 8}


def test_fate_items_attach_to_a_hero():
    """V6: "All Fate-deck Items must be attached to a Hero!"."""
    items = [c for c in data.cards(deck="fate") if c["type"] == "item"]
    assert items and all(c["attach"] == "hero" for c in items)
    assert data.card("zero_point_energy")["attach"] == "hero"


def test_woody_strength_is_five():
    """V7: CARDS.md gives 5 or 1; we keep 5, above Jessie's 3."""
    heroes = [c["strength"] for c in data.cards("lotso", "fate") if c["type"] == "hero"]
    assert data.card("woody")["strength"] == 5 and heroes == sorted(heroes, reverse=True)


def test_the_bookworm_has_no_fixed_price():
    """V8: cost 0 printed; the Power paid is part of its effect, at least 1."""
    bookworm = data.card("the_bookworm")
    assert bookworm["cost"] == 0 and "at least 1" in bookworm["text"]


# --- effects (V9, V10) -----------------------------------------------------------------------


def test_each_effect_id_has_one_meaning():
    """V9: cards sharing an effect id share its text, and the shared ids are the three named."""
    texts: dict[str, set[str]] = defaultdict(set)
    users: dict[str, list[str]] = defaultdict(list)
    for card in data.CARDS.values():
        if card["effect"] is not None:
            assert SNAKE.match(card["effect"]), card["key"]
            texts[card["effect"]].add(card["text"])
            users[card["effect"]].append(card["key"])
    assert {e: t for e, t in texts.items() if len(t) > 1} == {}
    shared = {e: sorted(k) for e, k in users.items() if len(k) > 1}
    assert shared == {
        "discard_an_ally": ["germ_merlin", "lotso_was_special"],
        "fights_only_merlin_mouse": ["mim_rattlesnake", "mim_tiger"],
        "shuffle_villain_discard_into_deck": [
            "magnificent_marvelous_mad",
            "smells_like_strawberries",
        ],
    }
    assert [c["key"] for c in data.CARDS.values() if c["effect"] is None] == ["security"]


def test_triggers_and_traits_are_defined_and_used():
    """V9: every trigger and trait a card names is in the glossary, and each is used."""
    triggers = {c["trigger"] for c in data.CARDS.values() if "trigger" in c}
    traits = {t for c in data.CARDS.values() for t in c.get("traits", [])}
    assert triggers == set(data.DATA["triggers"])
    assert traits == set(data.DATA["traits"])


READINGS = {  # V10: how a terse summary of CARDS.md was read
    "mirage": "on_play_reveal_own_fate_until_hero_here",
    "chunk": "strength_plus_1_with_sparks",
    "jessie": "on_play_may_discard_ally",
    "rex": "protected_while_another_hero_here",
    "woody": "on_play_discard_hat_may_move_heroes_out",
    "woodys_hat": "heroes_but_woody_minus_1",
    "monologuing": "syndrome_discards_3_of_his_choice",
    "no_capes": "syndrome_mover_stays_next_turn",
    "teamwork": "play_other_revealed_and_reorder_top_6",
    "andys_looking_for_us": "plus_2_every_hero_above_0",
    "original_factory_settings": "buzz_to_demo_mode_and_place",
    "archimedes": "swap_merlin_transformation_with_deck_top",
}


@pytest.mark.parametrize("key", sorted(READINGS))
def test_readings_of_uncertain_summaries(key):
    """V10."""
    assert data.card(key)["effect"] == READINGS[key]


def test_reveal_until_a_hero_cards_use_their_own_fate_deck():
    """V10: "Card effects only apply to cards within the same realm"."""
    revealing = [c for c in data.CARDS.values() if "until a Hero shows up" in c["text"]]
    assert sorted(c["key"] for c in revealing) == [
        "big_baby",
        "fifteen_years_later",
        "mirage",
        "welcome_to_sunnyside",
    ]
    assert all("your Fate deck" in c["text"] and c["deck"] == "villain" for c in revealing)


# --- boards, start, objectives (V11-V13) ----------------------------------------------------

RULEBOOK_LOCATIONS = {
    "syndrome": ["Parr House", "Nomanisan Island", "Syndrome's Base", "Metroville"],
    "madame_mim": ["Forest", "Madame Mim's Hut", "Duel Site", "Swamp"],
    "lotso": ["Caterpillar Room", "Library", "Playground", "Municipal Dump"],
}


def test_boards_follow_the_rulebook_order():
    """V11: "Locations (left to right): ..."."""
    names = {v: [loc["name"] for loc in data.board(v)] for v in data.villains()}
    assert names == RULEBOOK_LOCATIONS


def test_every_location_uses_allowed_actions():
    """V11: top row (what a Hero covers) of 0-2 symbols, bottom row of 2-3, known ids only."""
    allowed = {
        "gain_power_1",
        "gain_power_2",
        "gain_power_3",
        "play_card",
        "activate",
        "move_item_or_ally",
        "move_hero",
        "fate",
        "vanquish",
        "discard_cards",
    }
    assert data.ACTIONS == allowed
    for villain in data.villains():
        for loc in data.board(villain):
            assert set(loc["top"]) | set(loc["bottom"]) <= allowed, loc["key"]
            assert len(loc["top"]) <= 2 and 2 <= len(loc["bottom"]) <= 3, loc["key"]


def test_granted_actions_fill_the_boards_gaps():
    """V11: Mim's board has no Vanquish, Syndrome's no Activate: cards add them."""
    printed = {
        v: {a for loc in data.board(v) for a in loc["top"] + loc["bottom"]} for v in data.villains()
    }
    assert "vanquish" not in printed["madame_mim"] and "activate" not in printed["syndrome"]
    granting = {
        c["key"]: c["traits"]
        for c in data.CARDS.values()
        if "traits" in c and set(c["traits"]) & {"adds_vanquish_here", "adds_activate_here"}
    }
    assert granting["syndromes_remote"] == ["adds_activate_here"]
    assert len([k for k in granting if k.startswith("mim_")]) == 8


def test_mover_starts_on_the_leftmost_location():
    """V12: "place your Mover on the left-most one"."""
    for villain in data.villains():
        assert data.start_location(villain) == data.board(villain)[0]["key"]


def test_each_villain_has_its_own_setup():
    """V12: "each Villain requires a particular setup for their Board"."""
    setups = {v: [s["id"] for s in data.villain(v)["setup"]] for v in data.villains()}
    assert setups == {
        "syndrome": ["omnidroid_v_x8_at_nomanisan_island"],
        "madame_mim": ["shuffle_merlin_deck", "first_merlin_form_at_duel_site"],
        "lotso": ["buzz_guardian_at_caterpillar_room"],
    }


def test_objectives_are_checked_immediately():
    """V13: none of the three board texts says "at the start of your turn"."""
    assert {data.objective(v)["checked"] for v in data.villains()} == {"immediately"}
    assert all(SNAKE.match(data.objective(v)["id"]) for v in data.villains())


def test_lotso_objective_names_his_four_fate_heroes():
    """V13, V17: "gather 4 Heroes of Strength 0, and Buzz Lightyear"."""
    heroes = [c["name"] for c in data.cards("lotso", "fate") if c["type"] == "hero"]
    text = data.objective("lotso")["text"]
    assert len(heroes) == 4 and all(name in text for name in heroes) and "Buzz" in text


# --- special components (V14-V17) ------------------------------------------------------------


def test_syndrome_has_three_omnidroids():
    """V14: v.X8 5, v.X9 6, v.10 7; the v.X8 starts at Nomanisan Island, the v.10 goes to
    Metroville."""
    facts = [(o["name"], o["strength"], o["starts_at"], o["plays_at"]) for o in data.omnidroids()]
    assert facts == [
        ("Omnidroid v.X8", 5, "nomanisan_island", None),
        ("Omnidroid v.X9", 6, None, None),
        ("Omnidroid v.10", 7, None, "metroville"),
    ]


def test_omnidroids_are_built_in_order():
    """V14: 0, 1 and 3 Major Modifications (4 in the deck), each one's fate after a Vanquish."""
    droids = data.omnidroids()
    assert [o["stage"] for o in droids] == [1, 2, 3]
    assert {o["build"]["discard"] for o in droids} == {"major_modifications"}
    assert [o["build"]["count"] for o in droids] == [0, 1, 3]
    assert sum(o["build"]["count"] for o in droids) <= data.card("major_modifications")["copies"]
    assert [o["after_vanquish"] for o in droids] == [
        "removed_and_villain_discard_reshuffled",
        "removed_and_remote_found_to_hand",
        "stays_and_keeps_fighting",
    ]


def test_every_syndrome_hero_but_jack_jack_takes_the_remote():
    """V15: "every Hero but Jack-Jack takes the Remote if it is in the realm"."""
    takers = {c["key"] for c in data.CARDS.values() if "takes_remote" in c.get("traits", [])}
    heroes = {c["key"] for c in data.cards("syndrome", "fate") if c["type"] == "hero"}
    assert takers == heroes - {"jack_jack"} and len(takers) == 5
    assert data.card("syndromes_remote")["activated"] is True


def test_madame_mim_has_seven_merlin_transformations():
    """V16: "1 Merlin's Transformations card set (7 cards...)", acting as Heroes."""
    forms = data.merlin_transformations()
    assert [(f["name"], f["strength"]) for f in forms] == [
        ("Caterpillar", 1),
        ("Mouse", 1),
        ("Crab", 2),
        ("Rabbit", 2),
        ("Turtle", 2),
        ("Walrus", 3),
        ("Goat", 4),
    ]
    assert {f["type"] for f in forms} == {"hero"}
    assert len(data.merlin_deck()) == 7


def test_each_mim_transformation_fights_one_merlin_form_of_equal_strength():
    """V16: each Mim Transformation defeats only its match; every form has one."""
    forms = {f["key"]: f for f in data.merlin_transformations()}
    mims = [c for c in data.cards("madame_mim", "villain") if "defeats" in c]
    assert len(mims) == 8
    for mim in mims:
        form = forms[mim["defeats"]]
        assert mim["key"] in form["defeated_by"] and mim["strength"] == form["strength"]
    assert sorted(k for f in forms.values() for k in f["defeated_by"]) == sorted(
        m["key"] for m in mims
    )


def test_buzz_lightyear_tile_has_guardian_and_demo_mode():
    """V17: Guardian at the Caterpillar Room; Demo Mode an Ally of Strength 1."""
    buzz = data.buzz_lightyear()
    assert (buzz["starts_at"], buzz["start_side"]) == ("caterpillar_room", "guardian")
    sides = buzz["sides"]
    assert (sides["guardian"]["type"], sides["guardian"]["strength"]) == ("guardian", None)
    assert (sides["demo_mode"]["type"], sides["demo_mode"]["strength"]) == ("ally", 1)
    rules = [r["id"] for r in data.villain("lotso")["rules"]]
    assert "vanquished_heroes_stay_at_0" in rules and "heroes_at_0_have_no_ability" in rules


# --- not applicable in this box (V19, V20) ---------------------------------------------------


def test_the_box_holds_three_villains():
    """V19: Mixing needs villains from other boxes; this one seats 2 or 3."""
    assert data.villains() == ("syndrome", "madame_mim", "lotso")


def test_no_location_starts_locked():
    """V20: "No location is locked." (CARDS.md); the Padlock belongs to other boxes."""
    assert not any(loc["locked"] for v in data.villains() for loc in data.board(v))


# --- the loader -----------------------------------------------------------------------------


def test_data_module_is_pure():
    """V1: the loader imports no Flask, Redis, clock or randomness."""
    tree = ast.parse(Path(data.__file__).read_text(encoding="utf-8"))
    imported = {
        alias.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    }
    imported |= {
        node.module.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module
    }
    assert imported <= {"__future__", "json", "pathlib", "typing"}
