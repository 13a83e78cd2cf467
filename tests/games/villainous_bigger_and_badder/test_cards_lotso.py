"""Lotso's cards (cards_lotso.py) and Lotso's part of the core, played through the rules from
hand-built tables. Each test names the card or the rule it checks: the rulebook's section, or
a ruling (V<n>: RULINGS.md, V50-V59 this module's)."""

from __future__ import annotations

from typing import Any

import pytest

from service.games.villainous_bigger_and_badder import data, effects, objectives, stack, table
from service.games.villainous_bigger_and_badder.table import BUZZ, key_of

State = dict[str, Any]
LOTSO_CARDS = 45  # 30 Villain cards and 15 Fate cards (V2)
ROOM, LIBRARY, PLAYGROUND, DUMP = "caterpillar_room", "library", "playground", "municipal_dump"
OTHERS = [LIBRARY, PLAYGROUND, DUMP]
EVERYWHERE = [ROOM, *OTHERS]


# --- tables -----------------------------------------------------------------------------------


def lotso(t: Any, location: int = 0, power: int = 0) -> State:
    """Lotso (seat 0) to act at ``location``; Syndrome (seat 1) answers nothing (auto mode,
    empty hand), so no window of his gets in the way."""
    s = t.new(["lotso", "syndrome"], location)
    s["power"][0] = power
    s["auto"][1] = True
    return s


def against(t: Any, villain: str = "lotso") -> State:
    """Syndrome (seat 0) to act at Metroville (Fate in its bottom row) against ``villain``
    (seat 1, auto mode, empty hand)."""
    s = t.new(["syndrome", villain], 3)
    s["auto"][1] = True
    return s


def prompt(s: State) -> str | None:
    top = stack.top(s)
    return None if top is None or top["kind"] != "choice" else top["prompt"]


def options(s: State) -> list[str]:
    return list(stack.top(s)["options"])


def play(t: Any, s: State, card: str) -> tuple[State, list[dict[str, Any]]]:
    """Lotso plays an Effect from his hand."""
    t.hand(s, 0, card)
    return t.act(s, {"type": "play_effect", "card": card})


def playable(t: Any, s: State, card: str) -> bool:
    t.hand(s, 0, card)
    return {"type": "play_effect", "card": card} in t.legal(s)


def fate(t: Any, s: State, card: str, filler: str = "daisys_locket-1") -> tuple[State, list]:
    """Syndrome's Fate action against seat 1 turns over ``card`` and ``filler`` and plays
    ``card`` (picking it if both could be played)."""
    t.on_top(s, "fate_decks", 1, card, filler)
    s, events = t.act(s, {"type": "fate", "target": 1})
    if prompt(s) == "fate":
        s, more = t.choose(s, card)
        events += more
    return s, events


def fate_refused(t: Any, s: State, card: str, filler: str = "daisys_locket-1") -> State:
    """Turn over ``card`` and an unplayable ``filler``: ``card`` cannot be played either, so
    both are discarded without effect (rulebook FAQ "I reveal a Fate card I cannot play")."""
    t.on_top(s, "fate_decks", 1, card, filler)
    s, events = t.act(s, {"type": "fate", "target": 1})
    assert not s["stack"], s["stack"]
    assert not [e for e in events if e["type"] == "fate_played"]
    assert {card, filler} <= set(s["fate_discards"][1])
    return s


def lotso_cards(s: State, seat: int) -> list[str]:
    """Every card of Lotso's, wherever it is (his realm, hands, decks, piles, in flight)."""
    zones = [
        s["hands"][seat],
        s["decks"][seat],
        s["discards"][seat],
        s["fate_decks"][seat],
        s["fate_discards"][seat],
        s["revealed"],
        s["resolving"],
        list(s["attached"]),
    ]
    board = [c for row in s["board"][seat] for side in ("top", "bottom") for c in row[side]]
    cards = [c for zone in zones for c in zone] + board
    return [c for c in cards if c != BUZZ and data.CARDS[key_of(c)]["villain"] == "lotso"]


def assert_nothing_lost(s: State, seat: int) -> None:
    cards = lotso_cards(s, seat)
    assert len(cards) == len(set(cards)) == LOTSO_CARDS


def strength(s: State, seat: int, card: str) -> int:
    return table.strength(s, seat, card)


# --- Big Baby and Stretch (activated) --------------------------------------------------------


def test_big_baby_plays_the_first_hero_anywhere_but_the_caterpillar_room(t: Any) -> None:
    """Big Baby (activated): turn Fate over until a Hero, Lotso plays it anywhere but the
    Caterpillar Room; the other cards turned over are discarded (V10, V50)."""
    s = lotso(t, 1)  # the Library: Activate
    t.put(s, 0, "big_baby-1", PLAYGROUND)
    t.on_top(s, "fate_decks", 0, "bonnies_toys-1", "one_way_out-1", "hamm-1")
    s, events = t.act(s, {"type": "activate", "card": "big_baby-1"})
    assert [e["cards"] for e in events if e["type"] == "revealed"] == [
        ["bonnies_toys-1"],
        ["one_way_out-1"],
        ["hamm-1"],
    ]
    assert prompt(s) == "place_hero" and t.holder(s) == 0
    assert options(s) == OTHERS
    s, _ = t.choose(s, DUMP)
    assert t.where(s, 0, "hamm-1") == DUMP
    assert {"bonnies_toys-1", "one_way_out-1"} <= set(s["fate_discards"][0])
    assert t.where(s, 0, "big_baby-1") == PLAYGROUND  # an ability: the card stays
    assert not s["stack"]
    assert_nothing_lost(s, 0)


@pytest.mark.parametrize("hero_in_discard", [True, False])
def test_big_baby_needs_a_hero_in_the_fate_deck_or_its_discard(
    t: Any, hero_in_discard: bool
) -> None:
    """Big Baby (V50): the ability cannot be used when neither the Fate deck nor its discard
    pile holds a Hero; a Hero in the discard pile is found once the deck is reshuffled."""
    s = lotso(t, 1)
    t.put(s, 0, "big_baby-1", PLAYGROUND)
    for hero in ("woody-1", "jessie-1", "hamm-1"):
        t.put(s, 0, hero, PLAYGROUND)
    if hero_in_discard:
        t.take(s, "rex-1")
        s["fate_discards"][0].append("rex-1")
    else:
        t.put(s, 0, "rex-1", PLAYGROUND)
    activate = {"type": "activate", "card": "big_baby-1"}
    assert (activate in t.legal(s)) is hero_in_discard
    if hero_in_discard:
        s, events = t.act(s, activate)
        assert {"type": "reshuffled", "seat": 0, "deck": "fate"} in events
        s, _ = t.choose(s, LIBRARY)
        assert t.where(s, 0, "rex-1") == LIBRARY
        assert_nothing_lost(s, 0)


def test_stretch_moves_a_hero_from_her_location_to_any_other(t: Any) -> None:
    """Stretch (activated): one Hero from her location to any other location; Heroes
    elsewhere are not offered."""
    s = lotso(t, 1)
    t.put(s, 0, "stretch-1", PLAYGROUND)
    t.put(s, 0, "jessie-1", PLAYGROUND)
    t.put(s, 0, "woody-1", DUMP)
    s, _ = t.act(s, {"type": "activate", "card": "stretch-1"})
    assert options(s) == ["jessie-1"]
    s, _ = t.choose(s, "jessie-1")
    assert options(s) == [ROOM, LIBRARY, DUMP]
    s, _ = t.choose(s, ROOM)
    assert t.where(s, 0, "jessie-1") == ROOM
    assert t.where(s, 0, "stretch-1") == PLAYGROUND
    assert not s["stack"]


@pytest.mark.parametrize("side", ["guardian", "demo_mode"])
def test_stretch_moves_buzz_only_on_his_guardian_side(t: Any, side: str) -> None:
    """Stretch: "Buzz Lightyear on his Guardian side" from her location; Demo Mode Buzz is
    an Ally she cannot move, and with nothing to move she cannot be activated."""
    s = lotso(t, 1)
    t.put(s, 0, "stretch-1", ROOM)  # Buzz starts at the Caterpillar Room (V12)
    s["buzz"]["side"] = side
    activate = {"type": "activate", "card": "stretch-1"}
    assert (activate in t.legal(s)) is (side == "guardian")
    if side == "guardian":
        s, _ = t.act(s, activate)
        assert options(s) == [BUZZ]
        s, _ = t.choose(s, BUZZ)
        s, _ = t.choose(s, DUMP)
        assert t.where(s, 0, BUZZ) == DUMP and s["buzz"]["side"] == "guardian"


# --- Lotso's Effects ------------------------------------------------------------------------


def test_locked_up_puts_a_minus_1_on_each_hero_in_the_caterpillar_room(t: Any) -> None:
    """Locked Up: a -1 Strength token on every Hero in the Caterpillar Room, none elsewhere
    (Lotso's rule strength_tokens)."""
    s = lotso(t, power=3)
    t.put(s, 0, "woody-1", ROOM)
    t.put(s, 0, "jessie-1", ROOM)
    t.put(s, 0, "hamm-1", LIBRARY)
    s, _ = play(t, s, "locked_up-1")
    assert s["tokens"] == {"woody-1": [1, 0], "jessie-1": [1, 0]}
    assert (strength(s, 0, "woody-1"), strength(s, 0, "jessie-1"), strength(s, 0, "hamm-1")) == (
        4,
        2,
        2,
    )
    assert s["power"][0] == 0 and "locked_up-1" in s["discards"][0]
    assert_nothing_lost(s, 0)


def test_new_toys_gives_each_room_hero_as_many_minus_1_as_heroes_there(t: Any) -> None:
    """New Toys Don't Stand a Chance: N Heroes in the Caterpillar Room, N -1 tokens each (V59:
    a Hero already at 0 counts and takes them too)."""
    s = lotso(t, power=4)
    for hero in ("woody-1", "jessie-1", "rex-1"):
        t.put(s, 0, hero, ROOM)
    s["zeroed"].append("rex-1")
    t.put(s, 0, "hamm-1", PLAYGROUND)
    s, _ = play(t, s, "new_toys_dont_stand_a_chance-1")
    assert s["tokens"] == {"woody-1": [3, 0], "jessie-1": [3, 0], "rex-1": [3, 0]}
    assert strength(s, 0, "woody-1") == 2 and strength(s, 0, "jessie-1") == 0
    assert strength(s, 0, "hamm-1") == 2
    assert "new_toys_dont_stand_a_chance-1" in s["discards"][0]
    assert_nothing_lost(s, 0)


def test_not_age_appropriate_moves_a_hero_to_the_caterpillar_room(t: Any) -> None:
    """Not Age Appropriate: one Hero to the Caterpillar Room; Buzz, already there, is not
    offered, nor is a Hero already there."""
    s = lotso(t, power=2)
    t.put(s, 0, "hamm-1", PLAYGROUND)
    t.put(s, 0, "rex-1", ROOM)
    s, _ = play(t, s, "not_age_appropriate-1")
    assert options(s) == ["hamm-1"]
    s, _ = t.choose(s, "hamm-1")
    assert t.where(s, 0, "hamm-1") == ROOM
    assert "not_age_appropriate-1" in s["discards"][0] and not s["stack"]
    assert_nothing_lost(s, 0)


def test_not_age_appropriate_moves_buzz_on_either_side(t: Any) -> None:
    """Not Age Appropriate: "Buzz Lightyear" (either side: V17) to the Caterpillar Room; on
    Demo Mode he stays an Ally in the bottom row."""
    s = lotso(t, power=2)
    t.put(s, 0, BUZZ, LIBRARY)
    s["buzz"]["side"] = "demo_mode"
    s, _ = play(t, s, "not_age_appropriate-1")
    assert options(s) == [BUZZ]
    s, _ = t.choose(s, BUZZ)
    assert BUZZ in s["board"][0][0]["bottom"] and s["buzz"]["side"] == "demo_mode"


def test_the_bookworm_pays_x_and_shares_x_minus_1_tokens(t: Any) -> None:
    """The Bookworm (V8, V56): X from 1 to Lotso's Power, paid, then X -1 tokens one at a time
    on Heroes of his choice (the same Hero may take several); its cost is 0, so no window
    for an opponent's "plays a card" Condition opens (V22)."""
    s = lotso(t, power=3)
    s["auto"][1] = False  # Syndrome would be asked about a card that cost something
    t.put(s, 0, "woody-1", LIBRARY)
    t.put(s, 0, "hamm-1", ROOM)
    s, events = play(t, s, "the_bookworm-1")
    assert {"type": "played", "seat": 0, "card": "the_bookworm-1", "cost": 0} in events
    assert not [e for e in events if e["type"] == "window_opened"]
    assert prompt(s) == "bookworm_pay" and options(s) == ["1", "2", "3"]
    s, _ = t.choose(s, "3")
    assert s["power"][0] == 0
    for hero in ("woody-1", "hamm-1", "woody-1"):
        assert options(s) == ["hamm-1", "woody-1"]
        s, _ = t.choose(s, hero)
    assert s["tokens"] == {"woody-1": [2, 0], "hamm-1": [1, 0]}
    assert "the_bookworm-1" in s["discards"][0] and not s["stack"]
    assert_nothing_lost(s, 0)


def test_the_bookworm_asks_no_more_than_lotso_has(t: Any) -> None:
    """The Bookworm (V8): X at most the Power Lotso holds."""
    s = lotso(t, power=2)
    t.put(s, 0, "woody-1", LIBRARY)
    s, _ = play(t, s, "the_bookworm-1")
    assert options(s) == ["1", "2"]
    s, _ = t.choose(s, "1")
    s, _ = t.choose(s, "woody-1")
    assert s["power"][0] == 1 and s["tokens"] == {"woody-1": [1, 0]}


def test_welcome_to_sunnyside_plays_the_first_hero_in_the_caterpillar_room(t: Any) -> None:
    """Welcome to Sunnyside: Fate turned over until a Hero, played in the Caterpillar Room;
    Lotso played her, so Jessie's "may" is his (V51), and he declines."""
    s = lotso(t, power=2)
    t.put(s, 0, "chunk-1", LIBRARY)
    t.on_top(s, "fate_decks", 0, "the_claw-1", "jessie-1")
    s, _ = play(t, s, "welcome_to_sunnyside-1")
    assert t.where(s, 0, "jessie-1") == ROOM
    assert prompt(s) == "discard_ally" and t.holder(s) == 0
    assert options(s) == ["chunk-1", stack.NONE]
    s, _ = t.choose(s, stack.NONE)
    assert t.where(s, 0, "chunk-1") == LIBRARY
    assert "the_claw-1" in s["fate_discards"][0]
    assert "welcome_to_sunnyside-1" in s["discards"][0] and not s["stack"]
    assert_nothing_lost(s, 0)


def test_woody_played_by_lotso_still_discards_the_hat(t: Any) -> None:
    """Woody played by Welcome to Sunnyside (V51): his Hat is discarded all the same; Lotso,
    who played him, is the one who may move Heroes out of the Caterpillar Room."""
    s = lotso(t, power=2)
    t.put(s, 0, "woodys_hat-1", PLAYGROUND)
    t.on_top(s, "fate_decks", 0, "woody-1")
    s, _ = play(t, s, "welcome_to_sunnyside-1")
    assert "woodys_hat-1" in s["discards"][0]
    assert prompt(s) == "move_out" and t.holder(s) == 0
    assert options(s) == ["woody-1", stack.NONE]
    s, _ = t.choose(s, stack.NONE)
    assert t.where(s, 0, "woody-1") == ROOM
    assert_nothing_lost(s, 0)


def test_original_factory_settings_turns_buzz_to_demo_mode_anywhere(t: Any) -> None:
    """Original Factory Settings (V10): Buzz from Guardian to Demo Mode, at any location of
    Lotso's choice, as his Ally (V17)."""
    s = lotso(t, power=2)
    s, _ = play(t, s, "original_factory_settings-1")
    assert options(s) == EVERYWHERE
    s, _ = t.choose(s, PLAYGROUND)
    assert s["buzz"]["side"] == "demo_mode" and t.where(s, 0, BUZZ) == PLAYGROUND
    assert table.is_ally(s, BUZZ) and BUZZ in table.allies(s, 0)
    assert "original_factory_settings-1" in s["discards"][0] and not s["stack"]
    assert_nothing_lost(s, 0)


def test_patrolling_all_night_long_weakens_a_hero_outside_the_room(t: Any) -> None:
    """Patrolling All Night Long: a -1 token on one Hero not in the Caterpillar Room."""
    s = lotso(t, power=2)
    t.put(s, 0, "woody-1", LIBRARY)
    t.put(s, 0, "jessie-1", ROOM)
    s, _ = play(t, s, "patrolling_all_night_long-1")
    assert options(s) == ["woody-1"]
    s, _ = t.choose(s, "woody-1")
    assert s["tokens"] == {"woody-1": [1, 0]}
    assert "patrolling_all_night_long-1" in s["discards"][0]


def _heroes_in_room(t: Any, s: State) -> None:
    for hero in ("woody-1", "jessie-1"):
        t.put(s, 0, hero, ROOM)


def _heroes_outside(t: Any, s: State) -> None:
    t.put(s, 0, "woody-1", LIBRARY)


def _no_hero_in_fate(t: Any, s: State) -> None:
    for hero in ("woody-1", "jessie-1", "hamm-1", "rex-1"):
        t.put(s, 0, hero, LIBRARY)


def _demo_mode(t: Any, s: State) -> None:
    s["buzz"]["side"] = "demo_mode"


def _no_power(t: Any, s: State) -> None:
    _heroes_outside(t, s)
    s["power"][0] = 0


@pytest.mark.parametrize(
    ("card", "setup"),
    [
        ("locked_up-1", _heroes_outside),
        ("new_toys_dont_stand_a_chance-1", _heroes_outside),
        ("patrolling_all_night_long-1", _heroes_in_room),
        ("not_age_appropriate-1", _heroes_in_room),
        ("welcome_to_sunnyside-1", _no_hero_in_fate),
        ("original_factory_settings-1", _demo_mode),
        ("the_bookworm-1", _no_power),
        ("the_bookworm-1", lambda t, s: None),
    ],
)
def test_lotso_effects_that_cannot_be_performed_cannot_be_played(
    t: Any, card: str, setup: Any
) -> None:
    """Rulebook, Types of Cards: Effect ("If you cannot perform this Effect, you may not play
    this card"): each of Lotso's Effects is absent from the legal actions when it could do
    nothing (no Hero where it acts, no Hero to turn over, Buzz not a Guardian (V10), The
    Bookworm without Power or Heroes (V8)), though Lotso has the Power for its cost."""
    s = lotso(t, power=4)
    setup(t, s)
    assert not playable(t, s, card)


@pytest.mark.parametrize(
    ("card", "setup"),
    [
        ("locked_up-1", _heroes_in_room),
        ("new_toys_dont_stand_a_chance-1", _heroes_in_room),
        ("patrolling_all_night_long-1", _heroes_outside),
        ("not_age_appropriate-1", _heroes_outside),
        ("welcome_to_sunnyside-1", lambda t, s: None),
        ("original_factory_settings-1", lambda t, s: None),
        ("the_bookworm-1", _heroes_outside),
    ],
)
def test_lotso_effects_are_played_when_they_can_be_performed(t: Any, card: str, setup: Any) -> None:
    """Rulebook, Types of Cards: Effect: the counterpart of the test above, each card played
    from the same table once it has something to do."""
    s = lotso(t, power=4)
    setup(t, s)
    assert playable(t, s, card)


# --- Lotso's Conditions ---------------------------------------------------------------------


def syndrome_discards(t: Any, lotso_hand: list[str]) -> State:
    """Syndrome (seat 0, at Nomanisan Island: Discard) with one card; Lotso (seat 1, asked)
    holds ``lotso_hand``."""
    s = t.new(["syndrome", "lotso"], 1)
    t.hand(s, 0, "security-1")
    t.hand(s, 1, *lotso_hand)
    return s


def test_something_snapped_moves_every_hero_to_the_caterpillar_room(t: Any) -> None:
    """Something Snapped (Condition, an opponent discards): every Hero of Lotso's realm to
    the Caterpillar Room (V52), the Conditions window asked to Lotso (V22)."""
    s = syndrome_discards(t, ["something_snapped-1"])
    t.put(s, 1, "woody-1", LIBRARY)
    t.put(s, 1, "jessie-1", DUMP)
    t.put(s, 1, "hamm-1", ROOM)
    s["zeroed"].append("jessie-1")
    s, _ = t.act(s, {"type": "discard"})
    s, events = t.choose(s, "security-1")
    assert {"type": "condition", "cards": ["something_snapped-1"]} in t.legal(s, 1)
    s, _ = t.act(s, {"type": "condition", "cards": ["something_snapped-1"]}, seat=1)
    assert t.keys(table.heroes_at(s, 1, 0)) == ["hamm", "jessie", "woody"]
    assert "something_snapped-1" in s["discards"][1] and not s["stack"]
    assert s["current"] == 0 and s["step"] == "act"
    assert_nothing_lost(s, 1)


def test_something_snapped_opens_no_window_without_a_hero_outside_the_room(t: Any) -> None:
    """Something Snapped (V22, V52): with every Hero already in the Caterpillar Room it could
    not be performed, so no window opens for it and the card stays in hand."""
    s = syndrome_discards(t, ["something_snapped-1"])
    t.put(s, 1, "woody-1", ROOM)
    s, _ = t.act(s, {"type": "discard"})
    s, events = t.choose(s, "security-1")
    assert not s["stack"] and not [e for e in events if e["type"] == "window_opened"]
    assert s["hands"][1] == ["something_snapped-1"]


def syndrome_vanquishes(t: Any, hero: str, lotso_hand: list[str]) -> tuple[State, list]:
    """Syndrome (seat 0, at Parr House: Vanquish) vanquishes ``hero`` with a Velocipod
    Patrol (Strength 3); Lotso (seat 1) holds ``lotso_hand``, his mover at the Library."""
    s = t.new(["syndrome", "lotso"], 0)
    t.hand(s, 1, *lotso_hand)
    s["mover"][1] = 1
    t.put(s, 0, hero, "parr_house")
    t.put(s, 0, "velocipod_patrol-1", "parr_house")
    return s, [{"type": "vanquish", "hero": hero, "allies": ["velocipod_patrol-1"]}]


def test_wheres_your_kid_now_sets_a_hero_at_lotsos_mover_to_0(t: Any) -> None:
    """Where's Your Kid Now? (Condition, an opponent vanquishes a Hero of Strength 2 or more):
    a Hero at Lotso's mover location is held at 0 (V10, V53), and loses its ability (V27);
    Heroes elsewhere are not offered."""
    s, (vanquish,) = syndrome_vanquishes(t, "dash-1", ["wheres_your_kid_now-1"])
    t.put(s, 1, "jessie-1", LIBRARY)
    t.put(s, 1, "woody-1", PLAYGROUND)
    s, _ = t.act(s, vanquish)
    s, _ = t.act(s, {"type": "condition", "cards": ["wheres_your_kid_now-1"]}, seat=1)
    assert prompt(s) == "to_0" and t.holder(s) == 1 and options(s) == ["jessie-1"]
    s, _ = t.choose(s, "jessie-1")
    assert s["zeroed"] == ["jessie-1"] and strength(s, 1, "jessie-1") == 0
    assert not table.has_ability(s, 1, "jessie-1")
    assert strength(s, 1, "woody-1") == 5
    assert "wheres_your_kid_now-1" in s["discards"][1] and not s["stack"]
    assert_nothing_lost(s, 1)


@pytest.mark.parametrize(
    ("hero", "lotso_hero", "where", "opens"),
    [
        ("dash-1", "jessie-1", LIBRARY, True),
        ("jack_jack-1", "jessie-1", LIBRARY, False),  # Strength 1: the trigger asks 2 or more
        ("dash-1", "jessie-1", PLAYGROUND, False),  # no Hero at Lotso's mover
        ("dash-1", "rex-1", LIBRARY, True),  # Rex's protection is no defence against this (V53)
    ],
)
def test_wheres_your_kid_now_window(
    t: Any, hero: str, lotso_hero: str, where: str, opens: bool
) -> None:
    """Where's Your Kid Now? (V22, V53): a window opens to Lotso only for a vanquished Hero of
    Strength 2 or more and a Hero not yet held at 0 at his mover location."""
    s, (vanquish,) = syndrome_vanquishes(t, hero, ["wheres_your_kid_now-1"])
    t.put(s, 1, lotso_hero, where)
    if lotso_hero == "rex-1":
        t.put(s, 1, "hamm-1", LIBRARY)
        s["zeroed"].append("hamm-1")  # held at 0 already: not a target, Rex is
    s, events = t.act(s, vanquish)
    assert bool([e for e in events if e["type"] == "window_opened"]) is opens
    if opens:
        s, _ = t.act(s, {"type": "condition", "cards": ["wheres_your_kid_now-1"]}, seat=1)
        assert options(s) == [lotso_hero]


def test_smells_like_strawberries_shuffles_the_discard_pile_into_the_deck(t: Any) -> None:
    """Smells Like Strawberries (Condition, an opponent takes Power; effect shared with
    Magnificent, Marvelous, Mad: V9): Lotso's Villain discard pile shuffled into his deck."""
    if "shuffle_villain_discard_into_deck" not in effects.EFFECTS:
        pytest.skip("shuffle_villain_discard_into_deck is cards_mim's, not registered yet")
    s = t.new(["syndrome", "lotso"], 0)  # Parr House: Gain 1
    t.hand(s, 1, "smells_like_strawberries-1")
    for card in ("locked_up-1", "chunk-1", "the_bookworm-2"):
        t.take(s, card)
        s["discards"][1].append(card)
    s, _ = t.act(s, {"type": "gain_power"})
    s, _ = t.act(s, {"type": "condition", "cards": ["smells_like_strawberries-1"]}, seat=1)
    assert s["discards"][1] == ["smells_like_strawberries-1"]
    assert {"locked_up-1", "chunk-1", "the_bookworm-2"} <= set(s["decks"][1])
    assert s["power"][0] == 1 and not s["stack"]
    assert_nothing_lost(s, 1)


# --- discarding an Ally: Lotso Was Special, Germ Merlin, Jessie -------------------------------


def test_lotso_was_special_discards_an_ally_but_never_demo_mode_buzz(t: Any) -> None:
    """Lotso Was Special (Fate, chosen by whoever played it: V10): one Ally of the realm to
    Lotso's Villain discard pile; Demo Mode Buzz, a tile, is not offered (V55)."""
    s = against(t)
    t.put(s, 1, "chunk-1", LIBRARY)
    t.put(s, 1, "big_baby-1", DUMP)
    s["buzz"]["side"] = "demo_mode"
    s, _ = fate(t, s, "lotso_was_special-1")
    assert prompt(s) == "discard_ally" and t.holder(s) == 0
    assert options(s) == ["big_baby-1", "chunk-1"]
    s, _ = t.choose(s, "chunk-1")
    assert "chunk-1" in s["discards"][1] and t.where(s, 1, "big_baby-1") == DUMP
    assert {"lotso_was_special-1", "daisys_locket-1"} <= set(s["fate_discards"][1])
    assert not s["stack"]
    assert_nothing_lost(s, 1)


def test_lotso_was_special_cannot_be_played_on_demo_mode_buzz_alone(t: Any) -> None:
    """Lotso Was Special (V55, FAQ "I reveal a Fate card I cannot play"): with Demo Mode
    Buzz the only Ally, it cannot be played and is discarded without effect."""
    s = against(t)
    s["buzz"]["side"] = "demo_mode"
    s = fate_refused(t, s, "lotso_was_special-1")
    assert s["buzz"] == {"seat": 1, "side": "demo_mode"} and t.where(s, 1, BUZZ) == ROOM


def test_germ_merlin_discards_one_of_mims_transformations(t: Any) -> None:
    """Germ Merlin (Madame Mim's Fate; the effect discard_an_ally it shares with Lotso Was
    Special, V9): one of Mim's Transformations to her Villain discard pile."""
    s = against(t, "madame_mim")
    t.put(s, 1, "mim_chicken-1", "forest")
    s, _ = fate(t, s, "germ_merlin-1", filler="bird_arthur-1")
    assert options(s) == ["mim_chicken-1"]
    s, _ = t.choose(s, "mim_chicken-1")
    assert "mim_chicken-1" in s["discards"][1] and "germ_merlin-1" in s["fate_discards"][1]


@pytest.mark.parametrize("choice", ["chunk-1", stack.NONE])
def test_jessie_may_discard_an_ally_when_played(t: Any, choice: str) -> None:
    """Jessie (Fate Hero, on play, V10): whoever played her may discard one Ally anywhere
    in the realm, or none; Demo Mode Buzz is not offered (V55)."""
    s = against(t)
    t.put(s, 1, "chunk-1", DUMP)
    s["buzz"]["side"] = "demo_mode"
    s, _ = fate(t, s, "jessie-1")
    s, _ = t.choose(s, LIBRARY)
    assert prompt(s) == "discard_ally" and t.holder(s) == 0
    assert options(s) == ["chunk-1", stack.NONE]
    s, _ = t.choose(s, choice)
    assert ("chunk-1" in s["discards"][1]) is (choice == "chunk-1")
    assert t.where(s, 1, "jessie-1") == LIBRARY and not s["stack"]
    assert_nothing_lost(s, 1)


def test_jessie_asks_nothing_without_an_ally_to_discard(t: Any) -> None:
    """Jessie (V55): with no Ally but Demo Mode Buzz, playing her asks nothing more."""
    s = against(t)
    s["buzz"]["side"] = "demo_mode"
    s, _ = fate(t, s, "jessie-1")
    s, _ = t.choose(s, LIBRARY)
    assert not s["stack"] and t.where(s, 1, BUZZ) == ROOM


# --- Woody --------------------------------------------------------------------------------------


def test_woody_discards_the_hat_and_may_move_heroes_out_one_at_a_time(t: Any) -> None:
    """Woody (Fate Hero, on play, V10, V54): Woody's Hat is discarded; then whoever played him
    moves Heroes out of the Caterpillar Room one at a time (a Hero at 0 too), then stops."""
    s = against(t)
    t.put(s, 1, "woodys_hat-1", PLAYGROUND)
    t.put(s, 1, "jessie-1", ROOM)
    t.put(s, 1, "hamm-1", ROOM)
    s["zeroed"].append("jessie-1")
    s, _ = fate(t, s, "woody-1")
    s, _ = t.choose(s, LIBRARY)
    assert "woodys_hat-1" in s["discards"][1]
    assert prompt(s) == "move_out" and t.holder(s) == 0
    assert options(s) == ["hamm-1", "jessie-1", stack.NONE]
    s, _ = t.choose(s, "jessie-1")
    assert options(s) == OTHERS
    s, _ = t.choose(s, PLAYGROUND)
    assert t.where(s, 1, "jessie-1") == PLAYGROUND and "jessie-1" in s["zeroed"]
    assert options(s) == ["hamm-1", stack.NONE]
    s, _ = t.choose(s, stack.NONE)
    assert t.where(s, 1, "hamm-1") == ROOM and not s["stack"]
    assert_nothing_lost(s, 1)


def test_woody_played_in_the_room_may_move_himself_out_and_asks_nothing_when_empty(
    t: Any,
) -> None:
    """Woody (V54): "any Heroes" in the Caterpillar Room includes Woody played there; once
    the room is empty nothing more is asked. Without the Hat, nothing is discarded."""
    s = against(t)
    s, _ = fate(t, s, "woody-1")
    s, _ = t.choose(s, ROOM)
    assert options(s) == ["woody-1", stack.NONE]
    s, _ = t.choose(s, "woody-1")
    s, _ = t.choose(s, DUMP)
    assert t.where(s, 1, "woody-1") == DUMP and not s["stack"]
    assert s["discards"][1] == []


# --- Lotso's Fate Effects ---------------------------------------------------------------------


def test_bonnies_toys_takes_the_minus_1_tokens_off_one_hero(t: Any) -> None:
    """Bonnie's Toys (V57): every -1 token off one Hero; its +1 tokens stay; only Heroes
    with -1 tokens are offered."""
    s = against(t)
    t.put(s, 1, "hamm-1", LIBRARY)
    t.put(s, 1, "rex-1", ROOM)
    t.put(s, 1, "woody-1", ROOM)
    s["tokens"] = {"hamm-1": [3, 1], "rex-1": [1, 0], "woody-1": [0, 2]}
    s, _ = fate(t, s, "bonnies_toys-1")
    assert options(s) == ["hamm-1", "rex-1"]
    s, _ = t.choose(s, "hamm-1")
    assert s["tokens"]["hamm-1"] == [0, 1] and strength(s, 1, "hamm-1") == 3
    assert s["tokens"]["rex-1"] == [1, 0]
    assert "bonnies_toys-1" in s["fate_discards"][1] and not s["stack"]
    assert_nothing_lost(s, 1)


def test_bonnies_toys_leaves_a_hero_held_at_0(t: Any) -> None:
    """Bonnie's Toys (V57): a Hero Lotso vanquished stays at 0, tokens gone or not."""
    s = against(t)
    t.put(s, 1, "hamm-1", LIBRARY)
    s["tokens"] = {"hamm-1": [1, 0]}
    s["zeroed"].append("hamm-1")
    s, _ = fate(t, s, "bonnies_toys-1")
    s, _ = t.choose(s, "hamm-1")
    assert strength(s, 1, "hamm-1") == 0


def test_bonnies_toys_cannot_be_played_without_minus_1_tokens(t: Any) -> None:
    """Bonnie's Toys (FAQ "I reveal a Fate card I cannot play"): no Hero with a -1 token."""
    s = against(t)
    t.put(s, 1, "woody-1", ROOM)
    s["tokens"] = {"woody-1": [0, 2]}
    fate_refused(t, s, "bonnies_toys-1")


def test_one_way_out_moves_a_hero_out_of_the_caterpillar_room(t: Any) -> None:
    """One Way Out: one Hero from the Caterpillar Room to another location of the player's
    choice."""
    s = against(t)
    t.put(s, 1, "rex-1", ROOM)
    t.put(s, 1, "hamm-1", LIBRARY)
    s, _ = fate(t, s, "one_way_out-1")
    assert options(s) == ["rex-1"]
    s, _ = t.choose(s, "rex-1")
    assert options(s) == OTHERS
    s, _ = t.choose(s, PLAYGROUND)
    assert t.where(s, 1, "rex-1") == PLAYGROUND
    assert "one_way_out-1" in s["fate_discards"][1] and not s["stack"]
    assert_nothing_lost(s, 1)


def test_one_way_out_cannot_be_played_with_the_room_empty(t: Any) -> None:
    """One Way Out (FAQ "I reveal a Fate card I cannot play"): no Hero in the room."""
    s = against(t)
    t.put(s, 1, "rex-1", LIBRARY)
    fate_refused(t, s, "one_way_out-1")


def test_the_claw_discards_a_hero_at_0_and_reshuffles_the_fate_discard(t: Any) -> None:
    """The Claw (V58): a Hero at Strength 0 to the Fate discard pile, then that pile shuffled
    into the Fate deck, which is not empty (nobody knows its order any more); The Claw and
    the other card turned over are discarded after the shuffle."""
    s = against(t)
    t.put(s, 1, "hamm-1", ROOM)
    t.put(s, 1, "jessie-1", LIBRARY)
    s["zeroed"].append("hamm-1")
    s["tokens"] = {"hamm-1": [2, 0]}
    t.take(s, "one_way_out-2")
    s["fate_discards"][1].append("one_way_out-2")
    s["known"] = {"1": {"fate:1": ["the_claw-1", "daisys_locket-1", "rex-1"]}}
    s, events = fate(t, s, "the_claw-1")
    assert options(s) == ["hamm-1"]
    s, events = t.choose(s, "hamm-1")
    assert {"type": "reshuffled", "seat": 1, "deck": "fate"} in events
    assert {"hamm-1", "one_way_out-2"} <= set(s["fate_decks"][1])
    assert sorted(s["fate_discards"][1]) == ["daisys_locket-1", "the_claw-1"]
    assert "hamm-1" not in s["zeroed"] and "hamm-1" not in s["tokens"]
    assert s["known"] == {"1": {}}
    assert not table.in_realm(s, 1, "hamm-1") and not s["stack"]
    assert_nothing_lost(s, 1)


def test_the_claw_takes_rex_at_0_beside_another_hero(t: Any) -> None:
    """The Claw (V58): Rex at 0 has lost his ability (V27), so another Hero beside him does not
    protect him."""
    s = against(t)
    t.put(s, 1, "rex-1", ROOM)
    t.put(s, 1, "woody-1", ROOM)
    s["tokens"] = {"rex-1": [1, 0]}
    s, _ = fate(t, s, "the_claw-1")
    assert options(s) == ["rex-1"]


def test_the_claw_cannot_be_played_without_a_hero_at_0(t: Any) -> None:
    """The Claw (FAQ "I reveal a Fate card I cannot play"): every Hero above 0."""
    s = against(t)
    t.put(s, 1, "rex-1", ROOM)
    fate_refused(t, s, "the_claw-1")


@pytest.mark.parametrize("side", ["demo_mode", "guardian"])
def test_spanish_mode_puts_buzz_back_on_guard_and_jessie_gains_1(t: Any, side: str) -> None:
    """Spanish Mode (V10): Buzz to his Guardian side, whichever was up, at the location the
    player picks (any of the four); Jessie takes a +1 Strength token."""
    s = against(t)
    t.put(s, 1, BUZZ, DUMP)
    s["buzz"]["side"] = side
    t.put(s, 1, "jessie-1", PLAYGROUND)
    s, _ = fate(t, s, "spanish_mode-1")
    assert options(s) == EVERYWHERE
    s, _ = t.choose(s, LIBRARY)
    assert s["buzz"]["side"] == "guardian" and t.where(s, 1, BUZZ) == LIBRARY
    assert not table.is_ally(s, BUZZ)
    assert s["tokens"] == {"jessie-1": [0, 1]} and strength(s, 1, "jessie-1") == 4
    assert "spanish_mode-1" in s["fate_discards"][1] and not s["stack"]
    assert_nothing_lost(s, 1)


def test_spanish_mode_without_jessie_only_moves_buzz(t: Any) -> None:
    """Spanish Mode: "if Jessie is in the realm": she is not, no token lands."""
    s = against(t)
    t.put(s, 1, "woody-1", PLAYGROUND)
    s, _ = fate(t, s, "spanish_mode-1")
    s, _ = t.choose(s, ROOM)
    assert s["tokens"] == {} and t.where(s, 1, BUZZ) == ROOM


def test_andys_looking_for_us_gives_plus_2_to_every_hero_above_0(t: Any) -> None:
    """Andy's Looking For Us (V10, V59): +2 in tokens to each Hero above 0; a Hero at 0, by
    tokens or held there, takes none."""
    s = against(t)
    for hero, where in (
        ("woody-1", ROOM),
        ("hamm-1", LIBRARY),
        ("rex-1", ROOM),
        ("jessie-1", DUMP),
    ):
        t.put(s, 1, hero, where)
    s["tokens"] = {"hamm-1": [1, 0], "rex-1": [1, 0]}
    s["zeroed"].append("jessie-1")
    s, _ = fate(t, s, "andys_looking_for_us-1")
    assert s["tokens"] == {"woody-1": [0, 2], "hamm-1": [1, 2], "rex-1": [1, 0]}
    assert [strength(s, 1, h) for h in ("woody-1", "hamm-1", "rex-1", "jessie-1")] == [7, 3, 0, 0]
    assert "andys_looking_for_us-1" in s["fate_discards"][1]


def test_andys_looking_for_us_cannot_be_played_with_every_hero_at_0(t: Any) -> None:
    """Andy's Looking For Us (FAQ "I reveal a Fate card I cannot play")."""
    s = against(t)
    t.put(s, 1, "rex-1", ROOM)
    s["zeroed"].append("rex-1")
    fate_refused(t, s, "andys_looking_for_us-1")


def test_daisys_locket_discards_big_baby(t: Any) -> None:
    """Daisy's Locket: Big Baby from Lotso's realm to his Villain discard pile."""
    s = against(t)
    t.put(s, 1, "big_baby-1", LIBRARY)
    s, _ = fate(t, s, "daisys_locket-1", filler="the_claw-1")
    assert "big_baby-1" in s["discards"][1] and not table.in_realm(s, 1, "big_baby-1")
    assert "daisys_locket-1" in s["fate_discards"][1]
    assert_nothing_lost(s, 1)


def test_daisys_locket_cannot_be_played_without_big_baby_in_the_realm(t: Any) -> None:
    """Daisy's Locket (FAQ "I reveal a Fate card I cannot play"): Big Baby in the hand is out
    of the realm ("Your hand ... not part of it")."""
    s = against(t)
    t.hand(s, 1, "big_baby-1")
    fate_refused(t, s, "daisys_locket-1", filler="the_claw-1")


# --- Lotso's part of the core -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("allies", "expected"),
    [
        (["chunk-1"], [1]),
        (["chunk-1", "sparks-1"], [2, 1]),
        (["sparks-1", "twitch-1"], [2, 2]),
        (["twitch-1", "chunk-1"], [3, 1]),
        (["chunk-1", "sparks-1", "twitch-1"], [2, 2, 3]),
    ],
)
def test_chunk_sparks_and_twitch_strengthen_each_other(
    t: Any, allies: list[str], expected: list[int]
) -> None:
    """Chunk +1 with Sparks, Sparks +1 with Twitch, Twitch +1 with Chunk (V10: "with" is at the
    same location); apart, none has a bonus."""
    s = lotso(t)
    for ally in allies:
        t.put(s, 0, ally, LIBRARY)
    assert [strength(s, 0, a) for a in allies] == expected
    for n, ally in enumerate(allies):
        t.put(s, 0, ally, EVERYWHERE[n])
    assert [strength(s, 0, a) for a in allies] == [
        data.CARDS[key_of(a)]["strength"] for a in allies
    ]


def test_woodys_hat_weakens_every_hero_but_woody(t: Any) -> None:
    """Woody's Hat (V10): every Hero of the realm other than Woody -1, wherever the Hat is."""
    s = lotso(t)
    t.put(s, 0, "woody-1", ROOM)
    t.put(s, 0, "jessie-1", PLAYGROUND)
    t.put(s, 0, "rex-1", DUMP)
    assert [strength(s, 0, h) for h in ("woody-1", "jessie-1", "rex-1")] == [5, 3, 1]
    t.put(s, 0, "woodys_hat-1", LIBRARY)
    assert [strength(s, 0, h) for h in ("woody-1", "jessie-1", "rex-1")] == [5, 2, 0]
    assert not table.has_ability(s, 0, "rex-1")  # at 0 in Lotso's realm (V27)


def vanquishes(t: Any, s: State, hero: str) -> list[str]:
    """The fighter sets Lotso may vanquish ``hero`` with (his mover at the Municipal Dump)."""
    return sorted(
        ",".join(a["allies"]) for a in t.legal(s) if a["type"] == "vanquish" and a["hero"] == hero
    )


def test_hamm_needs_two_allies(t: Any) -> None:
    """Hamm: a Vanquish against him uses two Allies or more; Big Baby alone, strong enough,
    is not offered."""
    s = lotso(t, 3)
    t.put(s, 0, "hamm-1", LIBRARY)
    t.put(s, 0, "big_baby-1", LIBRARY)
    assert vanquishes(t, s, "hamm-1") == []
    t.put(s, 0, "chunk-1", LIBRARY)
    assert vanquishes(t, s, "hamm-1") == ["big_baby-1,chunk-1"]


def test_rex_is_protected_while_another_hero_is_with_him(t: Any) -> None:
    """Rex (V10): no Vanquish while another Hero shares his location; alone, he may be."""
    s = lotso(t, 3)
    t.put(s, 0, "rex-1", LIBRARY)
    t.put(s, 0, "jessie-1", LIBRARY)
    t.put(s, 0, "big_baby-1", LIBRARY)
    assert vanquishes(t, s, "rex-1") == []
    assert vanquishes(t, s, "jessie-1") == ["big_baby-1"]
    t.put(s, 0, "jessie-1", PLAYGROUND)
    assert vanquishes(t, s, "rex-1") == ["big_baby-1"]


def test_buzz_the_guardian_stops_a_vanquish_at_his_location(t: Any) -> None:
    """Buzz Lightyear, Guardian side (V17): no Hero at his location can be vanquished; moved
    away, or on Demo Mode, he stops nothing."""
    s = lotso(t, 3)
    t.put(s, 0, "jessie-1", LIBRARY)
    t.put(s, 0, "big_baby-1", LIBRARY)
    t.put(s, 0, BUZZ, LIBRARY)
    assert vanquishes(t, s, "jessie-1") == []
    s["buzz"]["side"] = "demo_mode"
    assert "big_baby-1" in vanquishes(t, s, "jessie-1")
    s["buzz"]["side"] = "guardian"
    t.put(s, 0, BUZZ, ROOM)
    assert vanquishes(t, s, "jessie-1") == ["big_baby-1"]


def test_demo_mode_buzz_vanquishes_only_beside_another_ally(t: Any) -> None:
    """Demo Mode Buzz (V17, V28): an Ally of Strength 1 who takes part in a Vanquish only with
    another Ally; used, he stays while the other Ally is discarded."""
    s = lotso(t, 3)
    t.put(s, 0, "rex-1", LIBRARY)
    t.put(s, 0, BUZZ, LIBRARY)
    s["buzz"]["side"] = "demo_mode"
    assert vanquishes(t, s, "rex-1") == []
    t.put(s, 0, "chunk-1", LIBRARY)
    assert vanquishes(t, s, "rex-1") == [f"{BUZZ},chunk-1", "chunk-1"]
    s, _ = t.act(s, {"type": "vanquish", "hero": "rex-1", "allies": [BUZZ, "chunk-1"]})
    assert t.where(s, 0, BUZZ) == LIBRARY and "chunk-1" in s["discards"][0]
    assert "rex-1" in s["zeroed"]


def test_lotso_vanquish_leaves_the_hero_at_0_and_ignores_its_ability(t: Any) -> None:
    """Lotso's rules (V17, V27): a Hero he vanquishes stays where it is at Strength 0, its
    ability gone (Hamm no longer needs two Allies: a Hero at 0 needs none, FAQ); the Allies
    used are discarded."""
    s = lotso(t, 3)
    t.put(s, 0, "hamm-1", LIBRARY)
    t.put(s, 0, "big_baby-1", LIBRARY)
    t.put(s, 0, "chunk-1", LIBRARY)
    s, _ = t.act(s, {"type": "vanquish", "hero": "hamm-1", "allies": ["big_baby-1", "chunk-1"]})
    assert t.where(s, 0, "hamm-1") == LIBRARY and strength(s, 0, "hamm-1") == 0
    assert not table.has_ability(s, 0, "hamm-1")
    assert {"big_baby-1", "chunk-1"} <= set(s["discards"][0])
    assert_nothing_lost(s, 0)


@pytest.mark.parametrize("hero", ["hamm-1", "rex-1"])
def test_a_hero_at_0_by_tokens_loses_its_ability(t: Any, hero: str) -> None:
    """V27: Hamm at 0 needs no Ally any more (FAQ "A Hero's Strength is reduced to 0"), Rex at
    0 is no longer protected by another Hero beside him."""
    s = lotso(t, 3)
    t.put(s, 0, hero, LIBRARY)
    t.put(s, 0, "woody-1", LIBRARY)
    s["tokens"] = {hero: [2, 0]}
    assert not table.has_ability(s, 0, hero)
    assert vanquishes(t, s, hero) == [""]
    s, _ = t.act(s, {"type": "vanquish", "hero": hero, "allies": []})
    assert hero in s["zeroed"] and t.where(s, 0, hero) == LIBRARY


def objective_table(t: Any, buzz_at: str) -> State:
    """Woody, Jessie, Hamm and Rex in the Caterpillar Room, all at 0 but Woody (at 1)."""
    s = lotso(t, power=3)
    for hero in ("woody-1", "jessie-1", "hamm-1", "rex-1"):
        t.put(s, 0, hero, ROOM)
    s["zeroed"] += ["jessie-1", "hamm-1", "rex-1"]
    s["tokens"] = {"woody-1": [4, 0]}
    t.put(s, 0, BUZZ, buzz_at)
    return s


def test_lotso_wins_with_four_heroes_at_0_and_buzz_in_the_caterpillar_room(t: Any) -> None:
    """Lotso's Objective (rulebook "The Villains"; V13): the instant Woody, Jessie, Hamm and
    Rex are at 0 in the Caterpillar Room with Buzz there, the match is over and Lotso wins."""
    s = objective_table(t, ROOM)
    assert s["step"] == "act"
    s, events = play(t, s, "locked_up-1")
    assert s["step"] == "over" and s["winners"] == [0] and s["reason"] == "objective"
    assert {"type": "objective", "seat": 0} in events


def test_lotso_does_not_win_without_buzz_in_the_caterpillar_room(t: Any) -> None:
    """Lotso's Objective (V13): with Buzz elsewhere the four Heroes at 0 are not enough; Not
    Age Appropriate bringing him in (on Demo Mode: either side counts, V13) wins."""
    s = objective_table(t, PLAYGROUND)
    s["zeroed"].append("woody-1")
    s["buzz"]["side"] = "demo_mode"
    s["power"][0] = 2
    assert not objectives.achieved(s, 0)
    s, _ = play(t, s, "not_age_appropriate-1")
    assert s["step"] == "act" and s["winners"] is None
    s, _ = t.choose(s, BUZZ)
    assert s["step"] == "over" and s["winners"] == [0]
