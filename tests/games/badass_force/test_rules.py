"""Scenario tests: each starts from a hand-built table (or a real setup) and names the section of
the rulebook (/work/shared/rules/badass-force.txt) or the ruling of RULINGS.md it checks.

Seat 0 acts first on a hand-built table; its active character is the one it announces unless
a test says it bluffs. On the four-seat tables of the helpers below, seats 1-3 hold Duke
Cartridge, Iron Mike Bulwark and Tex Overdrive. Dice and random cards are never pinned: a test
either asserts what every draw must satisfy or picks a seed by the draw it needs."""

from __future__ import annotations

from typing import Any

import pytest

from service.engine import match as engine
from service.engine.errors import IllegalAction, InvalidOptions, InvalidSeats, NotYourTurn
from service.engine.match import Match
from service.engine.registry import get_game
from service.games.badass_force.deck import CHARACTER_IDS, WEAPON_IDS, kind, weapon
from service.games.badass_force.powers import power_targets

from .conftest import Events, Table

T = type[Table]
Arms = list[tuple[str, int]] | None

GAME = "badass-force"
REX, KAGE, PAYNE, DUKE = "rex-kickwell", "shadow-kage", "sgt-hank-payne", "duke-cartridge"
MAMA, TEX, MIKE, DOC = "big-mama-bazooka", "tex-overdrive", "iron-mike-bulwark", "doc-stitches"
CAST = [c for c in CHARACTER_IDS if c != DOC]  # a hand-built table's cast
V = ["vengeance", "cool", "cool", "cool"]  # seat 0 in Vengeance mode


def _aim(t: T, character: str, arms: Arms = None, **kw: Any) -> tuple[Match, Events]:
    """Seat 0 announces its active ``character`` on a four-seat table; nobody denounces."""
    return t.announce(t.match([character, DUKE, MIKE, TEX], arms, **kw), 0, character)


def _targets(t: T, character: str, arms: Arms = None, **kw: Any) -> list[int]:
    """Whom the power lets its announcer aim at, once the window closed."""
    return [a["target"] for a in t.legal(_aim(t, character, arms, **kw)[0], 0)]


def _use(
    t: T, character: str, target: int | None = None, arms: Arms = None, **kw: Any
) -> tuple[Match, Events]:
    """``_aim``, then the power aimed at ``target``: the match and every event."""
    match, events = _aim(t, character, arms, **kw)
    if target is not None:
        match, more = t.act(match, 0, {"type": "power", "target": target})
        events += more
    return match, events


def _power(t: T, events: Events) -> dict[str, Any]:
    (found,) = t.of_type(events, "power")
    return found


def _execute(t: T, arm: tuple[str, int], target: int, **kw: Any) -> tuple[Match, Events]:
    """Seat 0 executes ``target`` with ``arm`` (kind, charge), taking the centre's first weapon,
    which it then holds at 0 charge; random victims from the hand came from the hand."""
    match = t.match([REX, DUKE, MIKE, TEX], [arm], **kw)
    new, hand = match.state["centre"][0], match.state["hands"][target]
    match, events = t.act(match, 0, {"type": "execute", "target": target, "weapon": new})
    assert match.state["weapons"][0] == {"card": new, "charge": 0}
    taken = [e["character"] for e in t.of_type(events, "killed") if e["from_zone"] == "hand"]
    assert set(taken) <= set(hand) and len(match.state["hands"][target]) == len(hand) - len(taken)
    return match, events


def _execution_targets(t: T, arm: tuple[str, int]) -> list[int]:
    """Whom seat 0 may execute with ``arm`` on a four-seat table."""
    match = t.match([REX, DUKE, MIKE, TEX], [arm])
    return sorted({a["target"] for a in t.legal(match, 0) if a["type"] == "execute"})


def _change(t: T, match: Match, seat: int) -> tuple[Match, Events]:
    """``seat`` puts its active character back: a turn that does nothing else."""
    return t.act(match, seat, {"type": "change", "card": match.state["actives"][seat]})


# --- Setup ---------------------------------------------------------------------------------


def test_three_to_six_players_sit_at_the_table():
    """Setup: "Badass Force is played by 3 to 6 players"."""
    for seats in (2, 7):
        with pytest.raises(InvalidSeats):
            engine.start(GAME, seats, {}, 1)
    for seats in (3, 4, 5, 6):
        assert engine.start(GAME, seats, {}, 1)[0].state["seats"] == seats


def test_setup_deals_the_table(t):
    """Setup: seven different characters, one copy each to every player; a Loge each; the Cool
    side and 0 points; one weapon each at its starting space, three in the centre, the rest
    the pile; the first player drawn by the seed (RULINGS F3, F6)."""
    firsts = set()
    for seats, seed in [(s, seed) for s in (3, 4, 5, 6) for seed in range(8)]:
        match, events = engine.start(GAME, seats, {}, seed)
        state = match.state
        assert len(set(state["cast"])) == 7 and set(state["cast"]) < set(CHARACTER_IDS)
        for seat in range(seats):
            assert len(state["hands"][seat]) == 6
            assert sorted([*state["hands"][seat], state["loges"][seat]]) == sorted(state["cast"])
            held = state["weapons"][seat]
            assert held["charge"] == weapon(held["card"])["start"]
        assert state["scores"] == [0] * seats and state["modes"] == ["cool"] * seats
        assert state["actives"] == [None] * seats and state["graves"] == [[]] * seats
        cards = [h["card"] for h in state["weapons"]] + state["centre"] + state["pile"]
        assert len(state["centre"]) == 3 and sorted(cards) == sorted(WEAPON_IDS)
        (set_up,) = t.of_type(events, "set_up")
        assert set_up["first"] == state["first"] == engine.view(match, None)["table"]["first"]
        assert set_up["centre"] == state["centre"]
        firsts.add(state["first"])
    assert firsts == {0, 1, 2, 3, 4, 5}
    match, _ = engine.start(GAME, 3, {}, 5)
    start = [h["charge"] for h in match.state["weapons"]]
    for seat in range(3):
        match = engine.submit(match, seat, engine.legal_actions(match, seat)[0], 0.0)[0]
    first = match.state["first"]
    assert match.state["current"] == first and match.state["round"] == 1
    assert match.state["weapons"][first]["charge"] == start[first] + 1


def test_left_out_option_picks_the_cast():
    """Setup: "Select 7 different characters from those available": the ``left_out`` option
    names the one that stays in the box, or one drawn by the seed (RULINGS F4)."""
    for character in CHARACTER_IDS:
        match, _ = engine.start(GAME, 4, {"left_out": character}, 3)
        assert match.state["cast"] == [c for c in CHARACTER_IDS if c != character]
    drawn = set()
    for seed in range(30):
        cast = engine.start(GAME, 4, {}, seed)[0].state["cast"]
        (out,) = set(CHARACTER_IDS) - set(cast)
        drawn.add(out)
    assert len(drawn) > 3
    with pytest.raises(InvalidOptions):
        engine.start(GAME, 4, {"left_out": "chuck"}, 1)


def test_the_loge_is_seen_by_its_owner_alone(t):
    """Setup: the Loge, one card set aside at random, face down under the weapon; its owner may
    look at it; it is not part of the graveyard (RULINGS F5)."""
    match, events = engine.start(GAME, 4, {}, 7)
    (set_up,) = t.of_type(events, "set_up")
    loges = match.state["loges"]
    for seat in range(4):
        assert engine.redact_event(set_up, seat)["loge"] == loges[seat]
        table = engine.view(match, seat)["table"]
        assert table["loge"] == loges[seat] and loges[seat] not in table["hand"]
        assert table["players"][seat]["graveyard"] == []
    assert "loge" not in engine.redact_event(set_up, None)
    assert "loge" not in engine.view(match, None)["table"]
    drawn = {tuple(engine.start(GAME, 4, {}, seed)[0].state["loges"]) for seed in range(6)}
    assert len(drawn) > 1  # set aside at random


def test_setup_choices_are_simultaneous_and_secret(t):
    """Setup: each player selects 1 character from the 6 in their hand, face down: every seat
    at once, and only the chooser is told which (RULINGS F7)."""
    match, _ = engine.start(GAME, 4, {}, 2)
    assert t.held(match) == [(seat, "choose") for seat in range(4)]
    hand = match.state["hands"][2]
    assert [a["card"] for a in engine.legal_actions(match, 2)] == sorted(hand)
    match, events = engine.submit(match, 2, {"type": "choose", "card": hand[0]}, 0.0)
    (chose,) = t.of_type(events, "chose")
    assert engine.redact_event(chose, 2)["character"] == hand[0]
    assert all("character" not in engine.redact_event(chose, s) for s in (None, 0, 1, 3))
    assert {d.seat for d in engine.decisions(match)} == {0, 1, 3}
    assert engine.view(match, 0)["table"]["players"][2]["has_active"]
    assert "active" not in engine.view(match, None)["table"]
    for seat in (3, 0, 1):
        match = engine.submit(match, seat, engine.legal_actions(match, seat)[0], 0.0)[0]
    assert t.held(match) == [(match.state["first"], "act")]


# --- Goal of the Game ----------------------------------------------------------------------


def test_the_target_option_sets_the_score_that_ends_the_match(t):
    """Goal of the Game: first to 16 points; "For a shorter game, you may play to 12 points.
    For a longer one, play to 20, 30, or even 50 points"."""
    option = next(o for o in get_game(GAME).options if o.name == "target")
    assert option.default == 16 and option.choices == (12, 16, 20, 30, 50)
    with pytest.raises(InvalidOptions):
        engine.start(GAME, 3, {"target": 17}, 1)
    assert engine.start(GAME, 3, {"target": 30}, 1)[0].state["target"] == 30
    match = t.match([REX, DUKE, MIKE], target=12, scores=[0, 10, 11])
    match = t.replace(t.announce(match, 0, KAGE, denounce=(1,))[0])[0]  # a found-out bluff
    assert match.game.outcome(match.state)["winners"] == [1]


def test_a_score_is_adjusted_the_moment_a_character_dies(t):
    """Goal of the Game: "Each time a player is responsible for the loss of an opponent's
    character, they gain victory points and their score marker is adjusted immediately"."""
    match, events = _execute(t, ("snub-revolver", 3), 2)
    assert t.of_type(events, "killed")[0]["score"] == 2
    assert t.held(match) == [(2, "replace")]  # the turn is not over yet
    assert t.table(match, 1)["players"][0]["score"] == 2


# --- Turn Structure ------------------------------------------------------------------------


def test_the_turn_charges_then_one_action(t):
    """Turn Structure: increase the charge (+1 on the Cool side, +2 on the Vengeance side),
    then exactly one action: change character or weapon, execute, the armoury, announce
    (RULINGS F8)."""
    match = t.match([REX, DUKE, MIKE], [("pump-shotgun", 4)])
    assert t.kinds(match, 0) == {"change", "swap", "execute", "armoury", "announce"}
    match, events = _change(t, match, 0)
    assert t.held(match) == [(1, "act")] and match.state["weapons"][1]["charge"] == 1
    assert t.of_type(events, "turn") == [
        {"type": "turn", "seat": 1, "round": 1, "bonus": 0, "charge": 1, "score": 0}
    ]
    assert t.kinds(match, 1) == {"change", "swap", "armoury", "announce"}  # 1 < fire
    match = t.match([REX, DUKE, MIKE], modes=["cool", "vengeance", "cool"])
    assert _change(t, match, 0)[0].state["weapons"][1]["charge"] == 2


def test_the_charge_stops_at_the_weapons_maximum(t):
    """Turn Structure / Increase the Charge: "If your weapon was already at maximum charge, the
    charge marker stays on its space" (RULINGS F8)."""
    arms = [("pump-shotgun", 0), ("throwing-knives", 3), ("snub-revolver", 3)]
    match = t.match([REX, DUKE, MIKE], arms, modes=["cool", "cool", "vengeance"])
    match = _change(t, match, 0)[0]
    assert match.state["weapons"][1]["charge"] == 3
    match = _change(t, match, 1)[0]
    assert match.state["weapons"][2]["charge"] == 4


def test_changing_character_may_put_back_the_same_one(t):
    """Turn Structure / Change Character or Weapon: take back the character and choose a new
    one from the hand, "You may perfectly well put back the same one!"; free: the charges
    stay (RULINGS F22)."""
    match = t.match([REX, DUKE, MIKE], [("katana", 2)])
    changes = [a["card"] for a in t.legal(match, 0) if a["type"] == "change"]
    assert changes == sorted([REX, *match.state["hands"][0]])
    same, events = _change(t, match, 0)
    assert same.state["actives"][0] == REX and same.state["hands"][0] == match.state["hands"][0]
    (changed,) = t.of_type(events, "changed_character")
    assert t.seen([changed], 0)[0]["character"] == REX
    assert "character" not in t.seen([changed], 1)[0]
    other = t.act(match, 0, {"type": "change", "card": PAYNE})[0].state
    assert other["actives"][0] == PAYNE and sorted([PAYNE, *other["hands"][0]]) == changes
    assert other["weapons"][0] == {"card": "katana-1", "charge": 2} and other["current"] == 1


def test_changing_weapon_loses_the_charges_and_refills_the_centre(t):
    """Turn Structure / Change Character or Weapon: the charges are lost, the card discarded, a
    centre weapon taken at 0 charge, a new card revealed from the pile (RULINGS F22)."""
    match = t.match([REX, DUKE, MIKE], [("pump-shotgun", 3)])
    centre, top = match.state["centre"], match.state["pile"][-1]
    match, events = t.act(match, 0, {"type": "swap", "weapon": centre[1]})
    state = match.state
    assert state["weapons"][0] == {"card": centre[1], "charge": 0}
    assert state["discard"] == ["pump-shotgun-1"] and state["centre"] == [centre[0], centre[2], top]
    assert t.of_type(events, "changed_weapon") == [
        {
            "type": "changed_weapon",
            "seat": 0,
            "why": "swap",
            "discarded": "pump-shotgun-1",
            "card": centre[1],
            "revealed": top,
            "reshuffled": False,
        }
    ]


def test_executing_needs_the_explosion_space_and_takes_a_new_weapon(t):
    """Turn Structure / Use Your Weapon's Execution Ability: only once the charge reached or
    passed the explosion space; then a new weapon at 0 charge, and the centre refilled
    (RULINGS F22)."""
    early = t.match([REX, DUKE, MIKE], [("pump-shotgun", 3)])
    assert "execute" not in t.kinds(early, 0)
    with pytest.raises(IllegalAction):
        t.act(early, 0, {"type": "execute", "target": 1, "weapon": early.state["centre"][0]})
    match = t.match([REX, DUKE, MIKE], [("pump-shotgun", 4)])
    centre, top = match.state["centre"], match.state["pile"][-1]
    executions = [(a["target"], a["weapon"]) for a in t.legal(match, 0) if a["type"] == "execute"]
    assert executions == [(s, w) for s in (1, 2) for w in sorted(centre)]
    match, _ = t.act(match, 0, {"type": "execute", "target": 1, "weapon": centre[2]})
    assert match.state["weapons"][0] == {"card": centre[2], "charge": 0}
    assert match.state["centre"] == [centre[0], centre[1], top]
    assert match.state["discard"] == ["pump-shotgun-1"]


def test_every_weapons_ability(t):
    """Turn Structure / Use Your Weapon's Execution Ability: each weapon's ability as
    cards.json says; a weapon taken later starts at 0, whatever its starting space
    (RULINGS F3)."""
    assert _execution_targets(t, ("throwing-knives", 1)) == []
    assert _execution_targets(t, ("throwing-knives", 2)) == [1, 3]  # a player next to you
    match, events = _execute(t, ("throwing-knives", 2), 1)
    assert t.kills(events) == [(1, "active", 0, 2)] and match.state["graves"][1] == [DUKE]
    assert kind(match.state["weapons"][0]["card"]) == "throwing-knives"  # at 0, not 1
    assert _execution_targets(t, ("snub-revolver", 3)) == [1, 2, 3]
    assert t.kills(_execute(t, ("snub-revolver", 3), 2)[1]) == [(2, "active", 0, 2)]
    assert t.kills(_execute(t, ("katana", 4), 2)[1]) == [(2, "active", 0, 2)]
    assert t.kills(_execute(t, ("katana", 5), 2)[1]) == [(2, "active", 0, 2), (2, "hand", 0, 1)]
    shotgun = t.kills(_execute(t, ("pump-shotgun", 4), 2)[1])
    assert shotgun == [(2, "active", 0, 2), (2, "hand", 0, 1)]
    match, events = _execute(t, ("nitro-launcher", 4), 3)
    assert t.kills(events) == [(3, "active", 0, 2)] and match.state["scores"][0] == 3
    assert t.of_type(events, "bonus") == [{"type": "bonus", "seat": 0, "points": 1, "score": 3}]
    sniped = _execute(t, ("sniper-rifle", 5), 2, shields=[False, False, True, False])[1]
    assert t.kills(sniped) == [(2, "active", 0, 2)]
    burnt = t.kills(_execute(t, ("flamethrower", 5), 2)[1])
    assert burnt == [(2, "active", 0, 2), (1, "active", 0, 1), (3, "active", 0, 1)]
    burnt = t.kills(_execute(t, ("flamethrower", 5), 1)[1])
    assert burnt == [(1, "active", 0, 2), (2, "active", 0, 1)]  # not seat 0's own
    minigun = t.kills(_execute(t, ("minigun", 6), 2)[1])
    assert minigun == [(2, "active", 0, 2), (2, "hand", 0, 1), (2, "hand", 0, 1)]


def test_the_armoury_dice(t):
    """Turn Structure / Go to the Armoury: green +1 for you; yellow +1 for everyone; red +1 for
    everyone else; two reds: the others gain 2 and you lose all your charges (RULINGS F15)."""
    match = t.match([REX, DUKE, MIKE], [("minigun", 2), ("minigun", 2), ("minigun", 2)])
    seen = set()
    for seed in range(60):
        _, events = t.act(t.reseeded(match, seed), 0, {"type": "armoury"})
        ((roll,), (charges,)) = t.of_type(events, "armoury"), t.of_type(events, "charges")
        dice = roll["dice"]
        jammed = dice == ["red", "red"]
        mine = 0 if jammed else 2 + dice.count("green") + dice.count("yellow")
        theirs = 2 + dice.count("yellow") + dice.count("red")
        assert charges["charges"] == [mine, theirs, theirs] and roll["jammed"] == jammed
        seen.add(tuple(sorted(dice)))
    assert len(seen) == 6  # every pair of faces came up, the double red too


def test_the_denounce_window_opens_to_every_other_player(t):
    """Announce a Character and Use Its Power: "the other players have the chance to denounce
    it": a window for every other player, whatever their cards (RULINGS F9)."""
    match = t.match([REX, DUKE, MIKE, TEX], current=1)
    match, _ = t.act(match, 1, {"type": "announce", "character": DUKE})
    decisions = engine.decisions(match)
    assert [(d.seat, d.kind, d.prompt, d.instance) for d in decisions] == [
        (s, "window", "denounce", "1") for s in (2, 3, 0)
    ]
    assert all(t.legal(match, s) == [{"type": "denounce"}, {"type": "pass"}] for s in (2, 3, 0))
    assert t.legal(match, 1) == []
    match, _ = t.act(match, 3, {"type": "pass"})
    assert [d.seat for d in engine.decisions(match)] == [2, 0]


def test_answers_are_sealed_until_the_window_closes(t):
    """Announce a Character and Use Its Power: everyone sees that a player answered, only the
    player sees how, until the window closes and shows every denouncer (RULINGS F9)."""
    match = t.match([DUKE, DUKE, MIKE, TEX])
    match, _ = t.act(match, 0, {"type": "announce", "character": DUKE})
    match, events = t.act(match, 2, {"type": "denounce"})
    assert t.seen(events, 2)[0]["answer"] == "denounce"
    for seat in (None, 0, 1, 3):
        assert "answer" not in t.seen(events, seat)[0]
        assert t.table(match, seat)["announcement"]["answered"] == [2]
    assert "answers" not in t.table(match, 1)["announcement"]
    match, events = t.act(match, 1, {"type": "pass"})
    match, more = t.act(match, 3, {"type": "pass"})
    assert t.of_type(events, "window_closed") == []
    (closed,) = t.of_type(more, "window_closed")
    assert closed["denouncers"] == [2] and closed["denouncer_seat"] == 2


def test_the_first_denouncer_clockwise_from_the_announcer_is_involved(t):
    """Announce a Character and Use Its Power: "If more than one player denounces the bluff,
    it is the first player clockwise from the active player who is involved" (RULINGS F9)."""
    match = t.match([REX, DUKE, DUKE, TEX], current=2)
    hand_1 = match.state["hands"][1]
    match, events = t.act(match, 2, {"type": "announce", "character": DUKE})
    for seat, answer in ((1, "denounce"), (0, "denounce"), (3, "pass")):
        match, more = t.act(match, seat, {"type": answer})
        events += more
    (closed,) = t.of_type(events, "window_closed")
    assert closed["denouncers"] == [0, 1] and closed["denouncer_seat"] == 0
    assert [kill[:3] for kill in t.kills(events)] == [(0, "hand", 2)]
    assert match.state["hands"][1] == hand_1 and match.state["scores"][1] == 0


def test_a_seat_that_has_not_answered_at_the_deadline_passed(t):
    """Announce a Character and Use Its Power: the window closes when every other player
    answered or at its deadline (``window_seconds``); a seat that did not answer passed
    (RULINGS F9)."""
    match = t.match([DUKE, DUKE, MIKE, TEX], options={"window_seconds": 30})
    match, _ = engine.submit(match, 0, {"type": "announce", "character": DUKE}, 0.0)
    match, _ = engine.submit(match, 2, {"type": "denounce"}, 5.0)
    assert {d.deadline for d in engine.decisions(match)} == {30.0}
    with pytest.raises(NotYourTurn):
        engine.submit(match, None, {"type": "timeout"}, 29.0)
    match, events = engine.submit(match, None, {"type": "timeout"}, 30.0)
    timeouts = [(e["seat"], e["policy"]) for e in t.of_type(events, "timeout")]
    assert timeouts == [(1, "pass"), (3, "pass")]
    (closed,) = t.of_type(events, "window_closed")
    assert closed["denouncers"] == [2] and t.kills(events)[0][:3] == (2, "hand", 0)


def test_a_power_is_the_announced_characters_even_on_an_undenounced_bluff(t):
    """Announce a Character and Use Its Power: "If nobody denounces a bluff, the character
    played is considered to be the one announced": its power, mandatory, aimed by its
    announcer, only at a player with an active character (RULINGS F2)."""
    match, events = t.announce(t.match([MIKE, DUKE, MIKE, TEX]), 0, DUKE)
    assert _power(t, events)["character"] == DUKE and _power(t, events)["charges"][0] == 2
    assert not match.state["shields"][0] and match.state["actives"][0] == MIKE
    assert t.of_type(events, "revealed") == []
    match, _ = t.announce(t.match([DUKE, DUKE, MIKE, TEX]), 0, REX)
    assert t.held(match) == [(0, "power")]
    assert t.legal(match, 0) == [{"type": "power", "target": 1}, {"type": "power", "target": 3}]
    with pytest.raises(IllegalAction):
        t.act(match, 0, {"type": "pass"})
    assert t.kills(t.act(match, 0, {"type": "power", "target": 1})[1]) == [(1, "active", 0, 2)]
    state = t.state([REX, DUKE, MIKE, TEX], modes=V)
    state["actives"][2] = None  # between its loss and its new active character
    assert power_targets(state, 0, REX) == [1, 3]


def test_every_cool_power(t):
    """Announce a Character and Use Its Power; Clarifications: "the character's power
    prevails": every Cool power of the cast, its kills, points and charges (RULINGS F1, F2,
    F26)."""
    assert _targets(t, REX) == [1, 3]  # a player next to you
    match, events = _use(t, REX, 3)
    assert t.kills(events) == [(3, "active", 0, 2)] and match.state["graves"][3] == [TEX]
    arms = [("minigun", 2), ("minigun", 1), ("katana", 2), ("katana", 0)]
    assert _targets(t, KAGE, arms) == [1, 3]  # fewer charges than yours
    events = _use(t, KAGE, 1, arms)[1]
    assert t.kills(events) == [(1, "active", 0, 2)] and _power(t, events)["charges"][0] == 2
    events = _aim(t, PAYNE, scores=[0, 5, 3, 1])[1]  # the lone leader: +1
    assert t.kills(events) == [(1, "active", 0, 3)]
    assert _power(t, _aim(t, DUKE)[1])["charges"] == [2, 0, 0, 0]
    arms = [("minigun", 0), ("katana", 1), ("katana", 3), ("katana", 0)]
    assert _targets(t, MAMA, arms) == [1, 2]  # a weapon with charges on it
    assert _power(t, _use(t, MAMA, 2, arms)[1])["charges"] == [2, 1, 1, 0]
    assert _power(t, _use(t, MAMA, 1, arms)[1])["charges"] == [1, 0, 3, 0]  # up to 2
    assert _targets(t, TEX) == [1, 2, 3]
    assert _power(t, _use(t, TEX, 2)[1])["charges"] == [1, 0, 2, 0]
    match, events = _aim(t, MIKE)
    assert match.state["shields"] == [True, False, False, False]
    assert _power(t, events)["charges"] == [1, 0, 0, 0]  # and 1 charge
    assert t.of_type(events, "bonus") == [{"type": "bonus", "seat": 0, "points": 1, "score": 1}]
    assert match.state["scores"][0] == 1  # and 1 point
    match, events = _aim(t, DOC, left_out=REX, graves=[[KAGE, PAYNE], [], [], []])
    assert match.state["graves"][0] == [KAGE] and PAYNE in match.state["hands"][0]
    assert _power(t, events)["charges"] == [0, 0, 0, 0]


def test_every_vengeance_power(t):
    """Back in the Game: "may now use the power in the red-framed box": a player in Vengeance
    mode uses every character's Vengeance power, the Cool one made stronger (RULINGS F2,
    F12)."""
    assert _targets(t, REX, modes=V) == [1, 2, 3]  # any player
    match, events = _use(t, REX, 2, modes=V)
    assert t.kills(events) == [(2, "active", 0, 2)] and _power(t, events)["mode"] == "vengeance"
    arms = [("minigun", 2), ("minigun", 2), ("katana", 3), ("katana", 0)]
    assert _targets(t, KAGE, arms, modes=V) == [1, 3]  # no more charges than yours
    events = _use(t, KAGE, 1, arms, modes=V)[1]
    assert t.kills(events) == [(1, "active", 0, 2)] and _power(t, events)["charges"][0] == 3
    assert _targets(t, PAYNE, modes=V, scores=[0, 5, 5, 1]) == [1, 2]  # highest of the others
    assert t.kills(_use(t, PAYNE, 2, modes=V, scores=[0, 5, 5, 1])[1]) == [(2, "active", 0, 2)]
    assert _power(t, _aim(t, DUKE, modes=V)[1])["charges"] == [4, 0, 0, 0]
    arms = [("minigun", 1), ("katana", 1), ("katana", 3), ("katana", 0)]
    assert _power(t, _use(t, MAMA, 2, arms, modes=V)[1])["charges"] == [4, 1, 0, 0]  # all
    assert _power(t, _use(t, TEX, 2, modes=V)[1])["charges"] == [2, 0, 3, 0]
    match, events = _aim(t, MIKE, modes=V)
    assert match.state["shields"][0] and _power(t, events)["charges"] == [2, 0, 0, 0]
    assert match.state["scores"][0] == 1
    match, events = _aim(t, DOC, left_out=REX, graves=[[KAGE, PAYNE, DUKE], [], [], []], modes=V)
    assert match.state["graves"][0] == [KAGE]
    assert {PAYNE, DUKE} <= set(match.state["hands"][0])
    assert _power(t, events)["charges"] == [1, 0, 0, 0]


def test_a_power_with_one_target_resolves_by_itself(t):
    """Announce a Character and Use Its Power: "you apply its effects": with one possible
    target nothing is asked of the announcer (RULINGS F11)."""
    match, events = _aim(t, PAYNE, scores=[0, 1, 6, 2])
    assert t.kills(events) == [(2, "active", 0, 3)] and t.held(match) == [(2, "replace")]
    arms = [("minigun", 0), ("katana", 0), ("katana", 0), ("katana", 2)]
    match, events = _aim(t, MAMA, arms)
    assert _power(t, events)["target"] == 3 and _power(t, events)["charges"] == [2, 0, 0, 0]
    assert t.held(match) == [(1, "act")]


def test_a_power_with_no_target_fizzles(t):
    """Announce a Character and Use Its Power: a power with nobody to aim at does nothing, and
    announcing it is still legal (RULINGS F11)."""
    match = t.match([PAYNE, DUKE, MIKE, TEX], scores=[0, 4, 4, 0])
    assert {"type": "announce", "character": PAYNE} in t.legal(match, 0)
    match, events = t.announce(match, 0, PAYNE)  # a tie: nobody is in the lead
    assert _power(t, events)["fizzled"] and t.kills(events) == [] and t.held(match) == [(1, "act")]
    assert _power(t, _aim(t, PAYNE, scores=[5, 4, 0, 0])[1])["fizzled"]  # the lead is yours
    arms = [("minigun", 1), ("katana", 1), ("katana", 2), ("katana", 3)]
    assert _power(t, _aim(t, KAGE, arms)[1])["fizzled"]
    assert _power(t, _aim(t, MAMA)[1])["fizzled"]  # no charges to take


def test_a_denounced_truth_costs_the_challenger_a_random_character(t):
    """Announce a Character and Use Its Power, Option 1: the challenger loses a character at
    random from their hand, you gain 2 points, take the shown character back for a free
    change, then play the power (RULINGS F13)."""
    match = t.match([DUKE, REX, MIKE, TEX])
    hand = match.state["hands"][1]
    match, events = t.announce(match, 0, DUKE, denounce=(1,))
    (revealed,) = t.of_type(events, "revealed")
    assert revealed["character"] == DUKE and not revealed["bluff"]
    ((seat, where, by, points),) = t.kills(events)
    (lost,) = match.state["graves"][1]
    assert (seat, where, by, points) == (1, "hand", 0, 2) and lost in hand
    assert match.state["hands"][1] == [c for c in hand if c != lost]
    assert t.held(match) == [(0, "rechoose")] and match.state["actives"][0] is None
    every_but_the_loge = sorted(c for c in CAST if c != match.state["loges"][0])
    assert t.legal(match, 0) == [{"type": "choose", "card": c} for c in every_but_the_loge]
    match, more = t.act(match, 0, {"type": "choose", "card": REX})
    assert [e["type"] for e in more][:2] == ["chose", "power"]
    assert _power(t, more)["charges"][0] == 2 and match.state["actives"][0] == REX
    table = t.match([DUKE, REX, MIKE, TEX])
    drawn = {
        t.announce(t.reseeded(table, seed), 0, DUKE, denounce=(1,))[0].state["graves"][1][0]
        for seed in range(12)
    }
    assert drawn <= set(hand) and len(drawn) > 1  # at random
    leader = t.match([DUKE, REX, MIKE, TEX], scores=[0, 5, 0, 0])
    assert t.kills(t.announce(leader, 0, DUKE, denounce=(1,))[1]) == [(1, "hand", 0, 3)]


def test_a_found_out_bluff_kills_the_announcers_active_character(t):
    """Announce a Character and Use Its Power, Option 2: you lose your active character, the
    challenger gains 2 points, and you play no power this turn (RULINGS F13)."""
    match = t.match([REX, DUKE, MIKE, TEX], [("minigun", 1)])
    match, events = t.announce(match, 0, DUKE, denounce=(2,))
    (revealed,) = t.of_type(events, "revealed")
    assert revealed["character"] == REX and revealed["bluff"] and revealed["denouncer_seat"] == 2
    assert t.kills(events) == [(0, "active", 2, 2)] and match.state["graves"][0] == [REX]
    assert t.of_type(events, "power") == [] and match.state["weapons"][0]["charge"] == 1
    assert t.held(match) == [(0, "replace")]
    leader = t.match([REX, DUKE, MIKE, TEX], scores=[6, 0, 0, 0])
    assert t.kills(t.announce(leader, 0, DUKE, denounce=(2,))[1]) == [(0, "active", 2, 3)]


def test_a_player_whose_active_character_dies_places_a_new_one_at_once(t):
    """Announce a Character and Use Its Power: "A player must always have an active character
    in front of them. If their character is killed ... they immediately place a new
    character in front of them, face down, from their hand"."""
    match, _ = _execute(t, ("snub-revolver", 3), 2)
    assert t.held(match) == [(2, "replace")] and not t.table(match, 0)["players"][2]["has_active"]
    hand = match.state["hands"][2]
    assert t.legal(match, 2) == [{"type": "choose", "card": c} for c in hand]
    match, events = t.act(match, 2, {"type": "choose", "card": hand[-1]})
    (chose,) = t.of_type(events, "chose")
    assert "character" not in t.seen([chose], 0)[0] and t.seen([chose], 2)[0]["character"]
    assert match.state["actives"][2] == hand[-1] and t.held(match) == [(1, "act")]


def test_any_cast_character_may_be_announced(t):
    """Announce a Character and Use Its Power: "nothing requires you to use the character that
    is actually in front of you": any of the cast, one in your graveyard or your Loge too,
    never one left in the box (RULINGS F25)."""
    match = t.match([REX, DUKE, MIKE], graves=[[KAGE], [], []])
    assert match.state["loges"][0] == MIKE
    assert [a["character"] for a in t.legal(match, 0) if a["type"] == "announce"] == CAST
    with pytest.raises(IllegalAction):
        t.act(match, 0, {"type": "announce", "character": DOC})
    found_out = t.announce(match, 0, KAGE, denounce=(1,))[1]
    assert t.kills(found_out) == [(0, "active", 1, 2)]
    assert t.announce(match, 0, MIKE)[0].state["shields"][0]


# --- Scoring Points ------------------------------------------------------------------------


def test_kills_score_two_then_one_each_turn(t):
    """Scoring Points: "The first character you kill during any player's turn is worth 2
    points. Subsequent characters are worth 1 point each" (RULINGS F16)."""
    arms = [("pump-shotgun", 0), ("sniper-rifle", 0), ("nitro-launcher", 5)]
    match = t.match([TEX, DUKE, MIKE, REX], arms)
    match, events = t.announce(match, 0, TEX, denounce=(1,))
    match, _ = t.replace(match)  # the free change; then Tex blows up seat 2's Nitro Launcher
    match, blown = t.act(match, 0, {"type": "power", "target": 2})
    assert t.kills(events) + t.kills(blown) == [(1, "hand", 0, 2), (2, "active", 0, 1)]
    match, _ = t.replace(match)
    assert match.state["current"] == 1 and match.state["kills"] == [0, 0, 0, 0]
    match, events = t.announce(match, 1, REX, denounce=(0,))  # seat 1 bluffs
    assert t.kills(events) == [(1, "active", 0, 2)] and match.state["scores"][0] == 5


def test_targeting_the_lone_leader_scores_one_more_once(t):
    """Scoring Points: "If you targeted the player who is alone in the lead on the
    Badassometer, you also gain 1 extra point": once for each effect (RULINGS F16)."""
    events = _execute(t, ("minigun", 6), 2, scores=[0, 1, 4, 1])[1]
    assert t.kills(events) == [(2, "active", 0, 3), (2, "hand", 0, 1), (2, "hand", 0, 1)]
    match = t.match([PAYNE, DUKE, MIKE, TEX], scores=[0, 0, 6, 0])
    match, events = t.announce(match, 0, PAYNE, denounce=(2,))
    match, more = t.replace(match)  # the free change; then Payne aims at the leader himself
    assert t.kills(events) + t.kills(more) == [(2, "hand", 0, 3), (2, "active", 0, 2)]


def test_a_tied_lead_pays_no_bonus(t):
    """Scoring Points: "Caution: in case of a tie, nobody is considered to be in the lead!"
    (RULINGS F16)."""
    events = _execute(t, ("snub-revolver", 3), 1, scores=[0, 5, 5, 0])[1]
    assert t.kills(events) == [(1, "active", 0, 2)]
    assert t.kills(_use(t, REX, 1, scores=[0, 5, 5, 0])[1]) == [(1, "active", 0, 2)]


def test_an_overloaded_nitro_launcher_explodes_and_the_giver_scores(t):
    """Scoring Points: "It is also possible by making another player's weapon explode by giving
    them ammunition"; the Nitro Launcher's text prevails over the maximum (RULINGS F14)."""
    arms = [("pump-shotgun", 0), ("sniper-rifle", 0), ("nitro-launcher", 4)]
    table = t.state([TEX, DUKE, MIKE, TEX], arms)
    match, events = _use(t, TEX, 2, arms)
    assert t.of_type(events, "exploded") == [
        {"type": "exploded", "seat": 0, "target": 2, "weapon": "nitro-launcher-1"}
    ]
    assert t.kills(events) == [(2, "active", 0, 2)]
    assert match.state["weapons"][2] == {"card": table["pile"][-1], "charge": 0}
    assert match.state["centre"] == table["centre"]  # the others' to choose from
    assert "nitro-launcher-1" in match.state["discard"] and _power(t, events)["charges"][0] == 1
    arms[2] = ("nitro-launcher", 3)  # 3 + 2 = its maximum: it holds
    assert t.of_type(_use(t, TEX, 2, arms)[1], "exploded") == []
    arms[2] = ("nitro-launcher", 5)
    rolled = t.roll(t.match([TEX, DUKE, MIKE, REX], arms), 0, ["yellow", "green"])[1]
    assert t.kills(rolled) == [(2, "active", 0, 2)]
    own = t.match([DUKE, DUKE, MIKE], [("nitro-launcher", 5), ("nitro-launcher", 5)])
    match, events = t.announce(own, 0, DUKE)  # its own charge; then seat 1's turn charge
    assert t.of_type(events, "exploded") == []
    assert [w["charge"] for w in match.state["weapons"][:2]] == [5, 5]


# --- Back in the Game ----------------------------------------------------------------------


def _last_but_one(t: T, modes: tuple[str, ...] = ("cool",) * 4) -> Match:
    """Seat 2 holds its active Shadow Kage and Iron Mike in hand, nothing else: four dead and
    Tex in the Loge; seat 0's Snub Revolver is loaded."""
    graves = [[], [], [REX, PAYNE, DUKE, MAMA], []]
    return t.match(
        [REX, DUKE, KAGE, TEX],
        [("snub-revolver", 3)],
        graves=graves,
        loges=[MIKE, MIKE, TEX, MIKE],
        modes=list(modes),
    )


def _go_vengeance(t: T, match: Match, seat: int, events: Events) -> None:
    """``seat`` is back in the game: Vengeance mode, every card in hand but a new Loge told to
    it alone, an empty graveyard, a new active character owed."""
    state = match.state
    (vengeance,) = t.of_type(events, "vengeance")
    assert t.seen([vengeance], seat)[0]["loge"] == state["loges"][seat]
    assert all("loge" not in t.seen([vengeance], s)[0] for s in (None, (seat + 1) % 4))
    assert state["modes"][seat] == "vengeance" and state["graves"][seat] == []
    assert sorted([*state["hands"][seat], state["loges"][seat]]) == sorted(CAST)
    assert state["actives"][seat] is None and t.held(match)[0] == (seat, "replace")


def test_down_to_one_character_a_player_goes_into_vengeance(t):
    """Back in the Game: "As soon as a player has only one character left in total (counting
    the active character and those in their hand)": the tile flips, every card comes back
    to hand, the Loge included, a new Loge is set aside at random, a new character placed
    (RULINGS F17)."""
    table = _last_but_one(t)
    execute = {"type": "execute", "target": 2, "weapon": table.state["centre"][0]}
    match, events = t.act(table, 0, execute)
    assert t.kills(events) == [(2, "active", 0, 2)]
    _go_vengeance(t, match, 2, events)
    loges = {t.act(t.reseeded(table, seed), 0, execute)[0].state["loges"][2] for seed in range(12)}
    assert len(loges) > 1  # "set aside one card at random"
    graves = [[], [KAGE, PAYNE, DUKE, MAMA], [], []]
    match = t.match([DUKE, REX, MIKE, TEX], graves=graves, loges=[MIKE, TEX, TEX, MIKE])
    assert match.state["hands"][1] == [MIKE]
    match, events = t.announce(match, 0, DUKE, denounce=(1,))  # Iron Mike dies: Rex alone
    assert t.kills(events) == [(1, "hand", 0, 2)] and REX in match.state["hands"][1]
    _go_vengeance(t, match, 1, events)


def test_vengeance_happens_again_in_vengeance_mode(t):
    """Back in the Game: "If a player is again required to lose all of their characters while
    already in Vengeance mode, proceed in the same way" (RULINGS F17)."""
    match = _last_but_one(t, modes=("cool", "cool", "vengeance", "cool"))
    match, events = t.act(
        match, 0, {"type": "execute", "target": 2, "weapon": match.state["centre"][0]}
    )
    _go_vengeance(t, match, 2, events)


def test_cool_players_score_one_while_anyone_is_in_vengeance(t):
    """Back in the Game: "From the moment there is at least 1 player in Vengeance mode, the
    other players in Cool mode gain 1 point on the Badassometer at the start of their turn"
    (RULINGS F8)."""
    match = t.match([REX, DUKE, MIKE, TEX], modes=["cool", "vengeance", "cool", "cool"])
    match, events = _change(t, match, 0)
    assert t.of_type(events, "turn")[0]["bonus"] == 0 and match.state["scores"][1] == 0
    match, events = _change(t, match, 1)
    assert t.of_type(events, "turn")[0]["bonus"] == 1 and match.state["scores"][2] == 1
    calm = _change(t, t.match([REX, DUKE, MIKE, TEX]), 0)[0]
    assert calm.state["scores"] == [0, 0, 0, 0]


# --- Clarifications ------------------------------------------------------------------------


def test_the_dead_lie_face_up_in_their_owners_graveyard(t):
    """Clarifications: "All characters lost or killed are placed in the player's graveyard, face
    up next to them", visible to the other players; a dead character is out of play."""
    match, events = _execute(t, ("pump-shotgun", 4), 2)
    dead = [e["character"] for e in t.of_type(events, "killed")]
    assert match.state["graves"][2] == dead and len(dead) == 2
    for seat in (None, 0, 1, 3):
        assert t.table(match, seat)["players"][2]["graveyard"] == dead
        assert [e["character"] for e in t.of_type(t.seen(events, seat), "killed")] == dead
    assert not {a["card"] for a in t.legal(match, 2)} & set(dead)


def test_the_weapon_pile_is_rebuilt_from_its_discard_pile(t):
    """Clarifications: "If the Weapon pile is exhausted, shuffle its discard pile to rebuild
    it" (RULINGS F22)."""
    match = t.match([REX, DUKE, MIKE], [("pump-shotgun", 3)])
    match = t.match(
        [REX, DUKE, MIKE], [("pump-shotgun", 3)], pile=[], discard=list(match.state["pile"])
    )
    match, events = t.act(match, 0, {"type": "swap", "weapon": match.state["centre"][0]})
    (changed,) = t.of_type(events, "changed_weapon")
    state = match.state
    assert changed["reshuffled"] and state["discard"] == [] and len(state["centre"]) == 3
    held = [h["card"] for h in state["weapons"]]
    assert sorted(held + state["centre"] + state["pile"]) == sorted(WEAPON_IDS)


def test_bulletproof_stops_kills_of_the_active_character_until_the_next_turn(t):
    """Clarifications: "the character's power prevails": Iron Mike's active character cannot
    be killed until his player's next turn starts; not a found-out bluff, nor a character
    from the hand; a Sniper Rifle goes through (RULINGS F23)."""
    arms = [("pump-shotgun", 0), ("snub-revolver", 2), ("minigun", 0)]
    match, _ = t.announce(t.match([MIKE, DUKE, REX], arms), 0, MIKE)
    assert t.table(match, 1)["players"][0]["bulletproof"]
    match, events = t.act(
        match, 1, {"type": "execute", "target": 0, "weapon": match.state["centre"][0]}
    )
    assert t.of_type(events, "bulletproof") == [{"type": "bulletproof", "seat": 1, "target": 0}]
    assert t.kills(events) == [] and match.state["actives"][0] == MIKE
    match, events = t.announce(match, 2, REX, target=0)
    assert t.of_type(events, "bulletproof") and t.kills(events) == []
    assert match.state["current"] == 0 and not match.state["shields"][0]
    shielded = [False, True, False, False]
    shot = _execute(t, ("pump-shotgun", 4), 1, shields=shielded)[1]
    assert t.kills(shot) == [(1, "hand", 0, 2)]
    sniped = _execute(t, ("sniper-rifle", 5), 1, shields=shielded)[1]
    assert t.kills(sniped) == [(1, "active", 0, 2)]
    arms = [("pump-shotgun", 0), ("nitro-launcher", 5)]
    match, events = _use(t, TEX, 1, arms, shields=shielded)
    assert t.of_type(events, "exploded") and t.kills(events) == []
    bluff = t.match([REX, DUKE, MIKE], shields=[True, False, False])
    assert t.kills(t.announce(bluff, 0, DUKE, denounce=(1,))[1]) == [(0, "active", 1, 2)]


# --- End of the Game -----------------------------------------------------------------------


def _ended(t: T, arms: Arms = None, **kw: Any) -> dict[str, Any]:
    """A table already at the target for someone: seat 0's turn, which ends the match."""
    match = _change(t, t.match([REX, DUKE, MIKE], arms, **kw), 0)[0]
    return match.game.outcome(match.state)


def test_reaching_the_target_ends_the_match_at_the_end_of_the_turn(t):
    """End of the Game: "the game ends at the end of the active player's turn": after its
    action and every decision the action left, whoever reached the target and however
    (RULINGS F21)."""
    match = t.match([REX, DUKE, MIKE], scores=[0, 14, 0])
    match, events = t.announce(match, 0, KAGE, denounce=(1,))  # a found-out bluff
    assert match.state["scores"][1] == 16 and t.held(match) == [(0, "replace")]
    assert match.game.outcome(match.state) is None
    match, events = t.replace(match)
    assert t.of_type(events, "game_over")[0]["winners"] == [1] and engine.decisions(match) == []
    match = t.match([REX, DUKE, MIKE], scores=[0, 15, 0], modes=["cool", "cool", "vengeance"])
    match, _ = _change(t, match, 0)  # seat 1's Cool bonus: 16
    assert match.state["scores"][1] == 16 and t.held(match) == [(1, "act")]
    match, _ = _change(t, match, 1)
    assert match.game.outcome(match.state)["reason"] == "target"


def test_the_winner_and_the_tie_breaks(t):
    """End of the Game: the player who reached or exceeded the limit wins, the highest of
    several; then the most cards in hand, then the most ammunition (RULINGS F18)."""
    outcome = _ended(t, scores=[16, 18, 12])
    assert outcome["winners"] == [1] and outcome["ranking"] == [1, 0, 2]
    assert outcome["reason"] == "target" and outcome["scores"] == [16, 18, 12]
    arms = [("minigun", 1), ("minigun", 3)]
    assert _ended(t, arms, scores=[17, 17, 3], graves=[[], [KAGE], []])["winners"] == [0]
    assert _ended(t, arms, scores=[17, 17, 3])["winners"] == [1]


def test_a_full_tie_ends_with_no_winner_yet_and_a_new_game_breaks_it(t):
    """End of the Game: "If there is still a tie, play on, and a new game must be played to
    break the tie!": the match ends (at the end of the active player's turn) with no winner;
    the tied seats are told, neither winners nor losers, and the words say a new game must
    break the tie (RULINGS F19)."""
    match, events = _change(t, t.match([REX, DUKE, MIKE], scores=[16, 16, 3]), 0)
    outcome = match.game.outcome(match.state)
    assert outcome == {
        "winners": [],
        "tied": [0, 1],
        "losers": [2],
        "ranking": [0, 1, 2],
        "reason": "target",
        "scores": [16, 16, 3],
    }
    assert engine.decisions(match) == [] and match.state["step"] == "over"
    assert t.of_type(events, "game_over") == [
        {
            "type": "game_over",
            "winners": [],
            "tied": [0, 1],
            "reason": "target",
            "scores": [16, 16, 3],
        }
    ]
    assert _ended(t, scores=[16, 17, 3])["tied"] == []  # a winner: nobody is tied


def test_a_full_tie_is_told_as_no_winner_yet(t):
    """End of the Game: "a new game must be played to break the tie!": the game's words and
    the engine's end of match say the tied seats have no winner yet, in English and French
    (RULINGS F19)."""
    match = t.match([REX, DUKE, MIKE], scores=[16, 16, 3])
    match, events = _change(t, match, 0)
    over = next(e for e in events if e["type"] == "game_over")
    finished = next(e for e in events if e["type"] == "match_finished")
    assert finished["outcome"]["winners"] == [] and finished["outcome"]["tied"] == [0, 1]
    told = {
        (e["type"], locale): engine.told_event(match, e, 2, locale)["text"]["text"]
        for e in (over, finished)
        for locale in ("en", "fr")
    }
    assert told[("game_over", "en")].startswith(
        "The target score is reached, but Seat 1 and Seat 2 are still tied on score, cards in "
        "hand and charges: no winner yet, a new game must be played to break the tie."
    )
    assert "une nouvelle partie doit les départager" in told[("game_over", "fr")]
    assert told[("match_finished", "en")] == (
        "The match is over with no winner yet: Seat 1 and Seat 2 are tied, and a new game "
        "must break the tie."
    )
    assert told[("match_finished", "fr")].startswith(
        "La partie est terminée sans gagnant pour l'instant : Joueur 1 et Joueur 2"
    )


def test_the_round_cap_ends_a_stalled_match(t):
    """End of the Game (a server's backstop): after 40 rounds the best standing wins
    (RULINGS F20)."""
    match = t.match([REX, DUKE, MIKE], round=40, current=2, scores=[3, 7, 5])
    match, events = _change(t, match, 2)
    outcome = match.game.outcome(match.state)
    assert outcome["reason"] == "round_cap" and outcome["ranking"] == [1, 2, 0]
    going = _change(t, t.match([REX, DUKE, MIKE], round=39, current=2), 2)[0]
    assert going.state["round"] == 40 and t.held(going) == [(0, "act")]


def test_a_forfeit_ends_the_match(t):
    """A resign, or a timeout under on_timeout=forfeit, ends the match: the forfeiter ranks
    last, the best standing of the others wins (RULINGS F24)."""
    match = t.match([REX, DUKE, MIKE], scores=[5, 3, 4])
    match, _ = engine.submit(match, 0, {"type": "resign"}, 0.0)
    outcome = match.game.outcome(match.state)
    assert outcome["winners"] == [2] and outcome["ranking"] == [2, 1, 0]
    assert outcome["reason"] == "forfeit"
    options = {"turn_seconds": 5, "on_timeout": "forfeit"}
    match, _ = engine.start(GAME, 3, options, 1, now=0.0)
    match, _ = engine.submit(match, None, {"type": "timeout"}, 10.0)
    outcome = match.game.outcome(match.state)
    assert outcome["reason"] == "forfeit" and outcome["ranking"][-1] == 0
