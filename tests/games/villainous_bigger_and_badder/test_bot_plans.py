"""Each villain's plan in the ``heuristic`` (issue 37; RULINGS V63): Syndrome's parts kept from
That Was Totally Wicked!, his Remote fired only when it can win, what he keeps while clearing;
Fate aimed at the card that sets the target back most; Lotso's Stretch kept in the Room. Every
scenario is decided from the bot's input only (its view and its own hand).
"""

from __future__ import annotations

from typing import Any

from service.engine.bots import BotInput
from service.engine.rng import Rng
from service.games.villainous_bigger_and_badder import fate_aim, rules, table
from service.games.villainous_bigger_and_badder import plan_syndrome as syndrome
from service.games.villainous_bigger_and_badder.heuristic import heuristic_bot

from .test_bots import GAME, _syndrome_after_the_v_x9

State = dict[str, Any]


def _pick(state: State, seat: int = 0, seed: str = "pick") -> dict:
    decision = GAME.decisions(state)[0]
    assert decision.seat == seat
    legal = GAME.legal_actions(state, seat)
    view = {"table": GAME.view(state, seat), "seats": state["seats"]}
    seen = BotInput(seat=seat, view=view, memory=None, legal=legal, options={})
    return heuristic_bot(seen, Rng(seed))


def _turn(state: State, seat: int) -> tuple[State, list[dict]]:
    """The heuristic's actions for ``seat`` until its turn or the match ends (the others pass
    their windows), and the state after."""
    played = []
    while state["current"] == seat and state["step"] != "over":
        decision = GAME.decisions(state)[0]
        if decision.seat != seat:
            action = {"type": "pass"}
        else:
            action = _pick(state, seat, seed=f"turn{len(played)}")
            played.append(action)
        state, _ = rules.apply(state, decision.seat, action, Rng("turn"))
    return state, played


def _plays_of(played: list[dict], key: str) -> list[dict]:
    return [a for a in played if a["type"] == "play" and a["card"].startswith(key)]


# --- Syndrome: the Major Modifications and That Was Totally Wicked! --------------------------


def test_syndrome_keeps_the_v10_parts_in_hand_while_that_was_totally_wicked_can_come(t):
    """Rulebook "Fate" and CARDS.md (That Was Totally Wicked!: "discard all Allies and Items
    except Force Field"): two of the v.10's three Major Modifications in hand, the third not
    yet drawn, and the card still in his Fate deck, he keeps them in hand at Nomanisan Island
    (two Play symbols free, Power to spare)."""
    s = _syndrome_after_the_v_x9(t, location=1)
    t.hand(s, 0, "major_modifications-1", "major_modifications-2", "syndromes_remote-1")
    s["power"][0] = 6
    assert syndrome.wicked_can_come(s, 0)
    _, played = _turn(s, 0)
    assert not _plays_of(played, "major_modifications")


def test_syndrome_plays_his_parts_once_that_was_totally_wicked_is_in_his_fate_discard(t):
    """The same turn with That Was Totally Wicked! in his Fate discard pile (public, rulebook
    FAQ "any player may look through any discard pile"): it cannot come before his Fate deck is
    reshuffled, so the parts go down."""
    s = _syndrome_after_the_v_x9(t, location=1)
    t.hand(s, 0, "major_modifications-1", "major_modifications-2", "syndromes_remote-1")
    t.take(s, "that_was_totally_wicked-1")
    s["fate_discards"][0].append("that_was_totally_wicked-1")
    s["power"][0] = 6
    _, played = _turn(s, 0)
    assert len(_plays_of(played, "major_modifications")) == 2


def test_syndrome_puts_the_v10_parts_down_once_all_three_are_at_hand(t):
    """All three in hand: two go down at Nomanisan Island's two Play symbols, so the third and
    the build take one turn more (V14: the v.10 takes three Major Modifications)."""
    s = _syndrome_after_the_v_x9(t, location=1)
    t.hand(s, 0, "major_modifications-1", "major_modifications-2", "major_modifications-3")
    s["power"][0] = 6
    _, played = _turn(s, 0)
    assert len(_plays_of(played, "major_modifications")) == 2


# --- Syndrome: the Remote ---------------------------------------------------------------------


def _v10_built(t, location: int) -> State:
    s = t.new(["syndrome", "lotso"], location=location)
    s["board"][0][1]["bottom"].remove("omnidroid_v_x8-1")
    s["board"][0][3]["bottom"].append("omnidroid_v_10-1")
    s["omnidroid"].update(stage=3, tile="omnidroid_v_10-1")
    return s


def test_syndrome_keeps_the_remote_while_heroes_he_cannot_reach_stand(t):
    """V15: the Remote defeats the v.10 standing at its location. With three Heroes in his
    realm and no Ally to fight them, firing would lose the v.10 and Metroville's top row
    (V14) for nothing: at Metroville, Play free, the Remote stays in hand."""
    s = _v10_built(t, location=3)
    t.put(s, 0, "mr_incredible-1", "parr_house")
    t.put(s, 0, "frozone-1", "nomanisan_island")
    t.put(s, 0, "violet-1", "syndromes_base")
    t.hand(s, 0, "syndromes_remote-1")
    _, played = _turn(s, 0)
    assert not _plays_of(played, "syndromes_remote")
    assert not syndrome.fire_ready(s, 0)


def test_syndrome_with_a_realm_clear_of_heroes_goes_to_the_v10_and_fires_the_remote(t):
    """His Objective ("defeat the Omnidroid v.10 and have no Heroes in your realm"): no Hero
    in his realm and the Remote in hand, he moves to Metroville, plays the Remote beside the
    v.10, activates it and wins (the Objective is checked after every step, V13)."""
    s = _v10_built(t, location=0)
    s["step"] = "move"
    t.hand(s, 0, "syndromes_remote-1", "guards-1")
    assert _pick(s) == {"type": "move", "location": "metroville"}
    s, played = _turn(s, 0)
    assert {"type": "play", "card": "syndromes_remote-1", "location": "metroville"} in played
    assert s["step"] == "over" and s["winners"] == [0]


def test_syndrome_clearing_his_realm_cycles_identification_please_without_an_ally(t):
    """Once the v.10 is built, Identification Please (move an Ally or Item to a Hero) is of no
    use with no Ally in his realm: at Nomanisan Island (Discard) he cycles it, and keeps the
    Containment Unit (a Hero to 0) and Bio Probe, which clear Heroes."""
    s = _v10_built(t, location=1)
    t.put(s, 0, "frozone-1", "parr_house")
    t.put(s, 0, "mr_incredible-1", "syndromes_base")
    hand = ("identification_please-1", "containment_unit-1", "bio_probe-1")
    t.hand(s, 0, *hand, "syndromes_remote-1")
    assert syndrome.clearing_keep(s, 0, "identification_please") < syndrome.CLEARING_DIG
    _, played = _turn(s, 0)
    discarded = {a["choice"] for a in played if a["type"] == "choose"}
    assert "identification_please-1" in discarded, played
    assert not discarded & {"containment_unit-1", "bio_probe-1", "syndromes_remote-1"}


# --- Fate, aimed at what sets the target back most ----------------------------------------------


def _fate_pick(t, s: State, target: int, *cards: str) -> str:
    t.on_top(s, "fate_decks", target, *cards)
    s, _ = t.act(s, {"type": "fate", "target": target})
    assert s["stack"][-1]["prompt"] == "fate"
    return _pick(s)["choice"]


def _mim_with_a_defeated_form(t) -> State:
    """Lotso at the Library (Fate) to act; one of Merlin's forms in Mim's defeated pile."""
    s = t.new(["lotso", "madame_mim"], location=1)
    form = s["merlin"]["deck"][0]
    t.take(s, form)
    s["merlin"]["defeated"].append(form)
    return s


def test_fate_against_mim_picks_merlin_over_knowledge_and_wisdom(t):
    """Rulebook "Fate" ("so as to slow their progress") and CARDS.md (Merlin: "a defeated form
    back into the Merlin deck"): with a form in her defeated pile, Merlin undoes a whole step
    of her Objective; it is picked over Knowledge and Wisdom."""
    s = _mim_with_a_defeated_form(t)
    assert fate_aim.setback(s, 1, "merlin-1") > fate_aim.setback(s, 1, "knowledge_and_wisdom-1")
    assert _fate_pick(t, s, 1, "knowledge_and_wisdom-1", "merlin-1") == "merlin-1"


def test_fate_against_mim_picks_germ_merlin_when_a_transformation_faces_its_form(t):
    """CARDS.md (Germ Merlin: "discard a Mim Transformation"): the Chicken beside the
    Caterpillar, her next Vanquish; Germ Merlin is picked over Archimedes and Bird Arthur."""
    s = t.new(["lotso", "madame_mim"], location=1)
    t.put(s, 1, "merlin_caterpillar-1", "forest")
    t.put(s, 1, "mim_chicken-1", "forest")
    assert _fate_pick(t, s, 1, "archimedes-1", "germ_merlin-1") == "germ_merlin-1"


def test_fate_against_syndrome_picks_that_was_totally_wicked_with_his_parts_down(t):
    """CARDS.md (That Was Totally Wicked!): two Major Modifications and an Ally in his realm,
    it is picked over Infiltrate (his hand revealed, nothing lost)."""
    s = t.new(["lotso", "syndrome"], location=1)
    t.put(s, 1, "major_modifications-1", "parr_house")
    t.put(s, 1, "major_modifications-2", "parr_house")
    t.put(s, 1, "guards-1", "syndromes_base")
    pick = _fate_pick(t, s, 1, "infiltrate-1", "that_was_totally_wicked-1")
    assert pick == "that_was_totally_wicked-1"


def test_fate_against_lotso_picks_the_claw_with_a_hero_at_0_in_the_room(t):
    """CARDS.md (The Claw: "discard a Hero at 0, reshuffle Fate"): Jessie at 0 in the
    Caterpillar Room, one of his four, goes back to his Fate deck; The Claw is picked over
    One Way Out (a Hero out of the Room)."""
    s = t.new(["syndrome", "lotso"], location=0)
    t.put(s, 1, "jessie-1", "caterpillar_room")
    s["zeroed"].append("jessie-1")
    assert _fate_pick(t, s, 1, "one_way_out-1", "the_claw-1") == "the_claw-1"


# --- Lotso ----------------------------------------------------------------------------------------


def test_lotso_does_not_activate_stretch_in_the_caterpillar_room(t):
    """CARDS.md (Stretch: "move a Hero or the Guardian from her location anywhere"): from the
    Caterpillar Room she could only take a Hero out of it, away from his Objective; at the
    Library (Activate) he does not activate her."""
    s = t.new(["lotso", "syndrome"], location=1)
    t.put(s, 0, "stretch-1", "caterpillar_room")
    t.put(s, 0, "jessie-1", "caterpillar_room")
    s["zeroed"].append("jessie-1")
    _, played = _turn(s, 0)
    assert {"type": "activate", "card": "stretch-1"} not in played
    assert table.where(s, 0, "jessie-1") == table.CATERPILLAR_ROOM
