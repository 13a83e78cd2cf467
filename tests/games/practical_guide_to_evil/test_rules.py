"""Scenario tests: each starts from a hand-built table and names the section of the page
(/work/shared/rules/practical-guide-to-evil.txt) or the ruling of RULINGS.md it checks."""

from __future__ import annotations

from dataclasses import replace

import pytest

from service.engine import match as engine
from service.engine import triggers
from service.engine.errors import InvalidOptions, NotYourTurn
from service.engine.registry import get_game
from service.games.practical_guide_to_evil.deck import CARD_IDS
from service.games.practical_guide_to_evil.destroy import destroyable
from service.games.practical_guide_to_evil.table import band_of, counted_stories

GAME = "practical-guide-to-evil"
ROT = "rule-of-three-1"


# --- Dvorak basic rules --------------------------------------------------------------------


def test_deal_five_each_the_rest_is_the_draw_pile_and_a_random_first_player_draws():
    """Dvorak: deal five each, the rest is a face-down draw pile, starting with a random
    player, whose turn begins by drawing (R3)."""
    firsts = set()
    for seed in range(30):
        state = engine.start(GAME, 4, {}, seed)[0].state
        assert sorted(len(hand) for hand in state["hands"]) == [5, 5, 5, 6]
        assert len(state["hands"][state["first"]]) == 6 and state["current"] == state["first"]
        assert len(state["draw"]) == len(CARD_IDS) - 21 and state["discard"] == []
        firsts.add(state["first"])
    assert firsts == {0, 1, 2, 3}


def test_one_thing_and_one_action_a_turn(t):
    """Dvorak: play one Thing and/or one Action per turn; Things stay, Actions are discarded."""
    match = t.match([["amadeus", "wekesa", "schemes-1", "schemes-2"], []])
    match = t.play(match, 0, "amadeus")
    assert t.plays_of(match, 0, "wekesa") == []
    match = t.play(match, 0, "schemes-1")
    assert t.plays_of(match, 0, "schemes-2") == []
    assert t.legal(match, 0)[-1] == {"type": "end_turn"}
    assert "amadeus" in match.state["play"] and match.state["discard"] == ["schemes-1"]
    assert len(match.state["hands"][0]) == 4


def test_an_empty_draw_pile_is_refilled_by_shuffling_the_discard_pile(t):
    """Dvorak: if the draw pile's empty, shuffle the discard pile into a new draw pile."""
    rest = [c for c in CARD_IDS if c != "schemes-1"]
    match = t.match([["schemes-1"], []], discard=rest)
    assert match.state["draw"] == []
    match, events = t.act(match, 0, {"type": "play", "card": "schemes-1", "host": "", "chosen": []})
    assert [e["count"] for e in t.of_type(events, "reshuffled")] == [len(rest)]
    assert len(match.state["hands"][0]) == 2 and match.state["discard"] == ["schemes-1"]
    assert len(match.state["draw"]) == len(rest) - 2


def test_discard_down_to_five_at_the_end_of_the_turn_then_the_next_player_draws(t):
    """Dvorak: checking your hand size; if more than five, discard down to five (R3)."""
    hand = ["schemes-1", "schemes-2", "schemes-3", "duel-1", "duel-2", "duel-3", "duel-4"]
    match = t.end_turn(t.match([hand, ["hanno"]]), 0)
    assert match.state["step"] == "discard"
    assert t.legal(match, 0) == [{"type": "discard", "card": c} for c in sorted(hand)]
    match = t.act(match, 0, {"type": "discard", "card": "duel-1"})[0]
    assert match.state["current"] == 0
    match = t.act(match, 0, {"type": "discard", "card": "duel-2"})[0]
    assert match.state["current"] == 1 and match.state["turn"] == 2
    assert len(match.state["hands"][0]) == 5 and len(match.state["hands"][1]) == 2
    assert match.state["discard"] == ["duel-1", "duel-2"]


# --- Win condition and Stories -------------------------------------------------------------


def _three_band(owner: int = 0) -> dict:
    return {"amadeus": {"owner": owner}, "wekesa": {"owner": owner}, "hye-sue": {"owner": owner}}


def test_three_different_stories_win_and_copies_count_once(t):
    """Win condition: control 3 different stories (R6)."""
    play = {**_three_band(), "arthurian-1": {"owner": 0}, "arthurian-2": {"owner": 0}}
    play["evil-on-evil-1"] = {"owner": 0}
    match = t.match([["band-gathers-1"], []], play)
    assert counted_stories(match.state, 0) == {"arthurian", "evil_on_evil"}
    assert engine.status(match) == "active"
    match = t.play(match, 0, "band-gathers-1")
    assert match.game.outcome(match.state)["winners"] == [0]
    assert match.game.outcome(match.state)["reason"] == "stories"


def test_a_story_only_while_you_control_a_named(t):
    """Stories, later revisions: a Story may be played only while you control a Named (R4)."""
    play = {"amadeus": {"owner": 1}, "learn-1": {"owner": 1, "on": "amadeus"}}
    play["learn-2"] = {"owner": 1, "on": "amadeus"}
    match = t.match([["monster-1"], []], play)
    assert t.plays_of(match, 0, "monster-1") == []
    match = t.match([["monster-1"], []], {**play, "hanno": {"owner": 0}})
    assert t.plays_of(match, 0, "monster-1") == [("", "amadeus")]


def test_at_most_one_story_a_turn_in_a_slot_of_its_own(t):
    """Stories, later revisions: at most one Story a turn; it takes neither the Thing nor the
    Action slot (R4)."""
    match = t.match(
        [["band-gathers-1", "band-gathers-2", "catherine", "schemes-1"], []], _three_band()
    )
    match = t.play(match, 0, "band-gathers-1")
    assert t.plays_of(match, 0, "band-gathers-2") == []
    match = t.play(match, 0, "catherine")
    match = t.play(match, 0, "schemes-1")
    assert match.state["used"] == ["story", "thing", "action"]


# --- Named, Band of Five, attached Named, Team up! ------------------------------------------


def test_a_band_holds_at_most_five_named_eudokia_apart(t):
    """Band of Five: no more than 5 Named; Eudokia doesn't count as a member (R9, R10)."""
    five = ["amadeus", "wekesa", "hye-sue", "assassin", "catherine"]
    match = t.match([["akua", "eudokia"], []], {n: {"owner": 0} for n in five})
    assert t.plays_of(match, 0, "akua") == []
    assert len(t.plays_of(match, 0, "eudokia")) == 5


def test_a_band_is_all_villains_or_all_heroes(t):
    """Band of Five: exclusively Vilains or exclusively Heroes (R9)."""
    match = t.match([["hanno", "wekesa"], []], {"amadeus": {"owner": 0}})
    assert t.plays_of(match, 0, "hanno") == []
    assert t.plays_of(match, 0, "wekesa") == [("", "")]


def test_team_up_mixes_a_band_is_controlled_by_no_one_and_cannot_be_destroyed(t):
    """Other cards, Team up !: undestructible, no player controls it, bands may mix (R13)."""
    match = t.match([["team-up", "hanno"], []], {"amadeus": {"owner": 0}})
    match = t.play(match, 0, "team-up")
    assert match.state["play"]["team-up"]["owner"] is None
    assert not destroyable(match.state, "team-up", 1)
    match = t.match([["hanno"], []], {"amadeus": {"owner": 0}, "team-up": {"owner": None}})
    assert t.plays_of(match, 0, "hanno") == [("", "")]


def test_eudokia_attaches_to_a_named_of_your_band(t):
    """Vilains, Eudokia: must be attached to an other Named of your band (R10)."""
    match = t.match([["eudokia"], []], {"amadeus": {"owner": 0}, "hanno": {"owner": 1}})
    assert t.plays_of(match, 0, "eudokia") == [("amadeus", "")]
    match = t.play(match, 0, "eudokia", "amadeus")
    assert match.state["play"]["eudokia"]["on"] == "amadeus"
    assert band_of(match.state, 0) == ["amadeus"]


def test_an_attached_named_is_destroyed_when_her_host_leaves_play(t):
    """Vilains, Sabah: destroy her if the attached Named leaves play (R10, R12)."""
    play = {"wekesa": {"owner": 0}, "sabah": {"owner": 0, "on": "wekesa"}}
    match = t.match([[], ["assassinate-1"]], play, current=1)
    match, events = t.act(
        match, 1, {"type": "play", "card": "assassinate-1", "host": "", "chosen": ["wekesa"]}
    )
    assert [e["card"] for e in t.of_type(events, "destroyed")] == ["sabah", "wekesa"]
    assert match.state["play"] == {}
    assert match.state["discard"] == ["sabah", "wekesa", "assassinate-1"]


def test_eudokia_guards_her_host_from_assassinate(t):
    """Vilains, Eudokia (our text): the Named she is attached to cannot be assassinated (R2)."""
    play = {"amadeus": {"owner": 0}, "eudokia": {"owner": 0, "on": "amadeus"}}
    match = t.match([[], ["assassinate-1"]], play, current=1)
    assert t.plays_of(match, 1, "assassinate-1") == [("", "eudokia")]


def test_sabah_counts_in_the_band_of_five_and_its_side_rule(t):
    """Vilains, Sabah: the page gives her no band clause ("She doesn't count as a member of
    your band of five" is Eudokia's alone), so Sabah is a member of the band: she needs a
    free place among the five and a band of Vilains, and takes that place (R9, R10)."""
    four = {n: {"owner": 0} for n in ("amadeus", "wekesa", "hye-sue", "assassin")}
    match = t.match([["sabah", "catherine"], []], four)
    match = t.play(match, 0, "sabah", "amadeus")
    assert sorted(band_of(match.state, 0)) == sorted([*four, "sabah"])
    match.state["used"] = []
    assert t.plays_of(match, 0, "catherine") == []
    five = t.match([["sabah"], []], {**four, "catherine": {"owner": 0}})
    assert t.plays_of(five, 0, "sabah") == []
    heroes = t.match([["sabah", "eudokia"], []], {"hanno": {"owner": 0}})
    assert t.plays_of(heroes, 0, "sabah") == []
    assert t.plays_of(heroes, 0, "eudokia") == [("hanno", "")]


def test_corruption_needs_a_vilain_of_your_band_and_eudokia_is_none(t):
    """Band of Five: "exclusively of Vilains or exclusively of Heroes (except when Team up ! is
    in play)". Corruption's Hero joins your band as a Vilain, so it needs a Vilain of your
    band; Eudokia on a Hero of yours is not a member of it (R9, R10, R27)."""
    play = {"hanno": {"owner": 0}, "eudokia": {"owner": 0, "on": "hanno"}, "william": {"owner": 1}}
    match = t.match([["corruption-1"], []], play)
    assert t.plays_of(match, 0, "corruption-1") == []
    play = {**play, "amadeus": {"owner": 0}, "team-up": {"owner": None}}
    match = t.match([["corruption-1"], []], play)
    assert t.plays_of(match, 0, "corruption-1") == [("", "william")]
    play = {"amadeus": {"owner": 0}, "eudokia": {"owner": 0, "on": "amadeus"}}
    match = t.match([["corruption-1"], []], {**play, "william": {"owner": 1}})
    assert t.plays_of(match, 0, "corruption-1") == [("", "william")]


def test_redemption_cannot_bring_sabah_into_a_band_of_heroes(t):
    """Redemption story, head: "the Vilain is now considered a Hero and you gain control of
    it"; what hangs on it follows it (R8). Sabah, a Vilain member of the band, cannot join a
    band of Heroes without Team up !, and she is never turned alone, as she must hang on a
    Named of her controller's band (R9, R10, R26)."""
    play = {"hanno": {"owner": 0}, "amadeus": {"owner": 1}, "wekesa": {"owner": 1}}
    play["sabah"] = {"owner": 1, "on": "amadeus"}
    match = t.match([["redemption-1"], []], play)
    assert t.plays_of(match, 0, "redemption-1") == [("", "wekesa")]
    match = t.match([["redemption-1"], []], {**play, "team-up": {"owner": None}})
    assert t.plays_of(match, 0, "redemption-1") == [("", "amadeus"), ("", "wekesa")]


# --- Aspects -------------------------------------------------------------------------------


def test_an_aspect_attaches_to_your_named_three_at_most(t):
    """Aspects: must be played attached to a Named; a maximum of 3 Aspects (R11)."""
    play = {"amadeus": {"owner": 0}, "wekesa": {"owner": 0}, "hanno": {"owner": 1}}
    for aspect in ("learn-1", "find-1", "endure-1"):
        play[aspect] = {"owner": 0, "on": "amadeus"}
    match = t.match([["learn-2"], []], play)
    assert t.plays_of(match, 0, "learn-2") == [("wekesa", "")]


def test_playing_an_aspect_resolves_its_effect_without_a_marker(t):
    """Aspects: resolves its Effect when it is played; playing is not using (R11)."""
    match = t.match([["learn-1"], []], {"amadeus": {"owner": 0}})
    match = t.play(match, 0, "learn-1", "amadeus")
    assert len(match.state["hands"][0]) == 1 and not match.state["play"]["learn-1"]["marker"]


def test_using_an_aspect_marks_it_and_its_named_waits_for_the_start_of_your_turn(t):
    """Aspects: using one puts a marker on it; a Named uses an Aspect only if none of its
    Aspects carries a marker; each player removes his markers at the start of his turn."""
    play = {"amadeus": {"owner": 0}, "learn-1": {"owner": 0, "on": "amadeus"}}
    play["learn-2"] = {"owner": 0, "on": "amadeus"}
    match = t.match([[], []], play)
    uses = [a for a in t.legal(match, 0) if a["type"] == "use_aspect"]
    assert [a["aspect"] for a in uses] == ["learn-1", "learn-2"]
    match = t.act(match, 0, {"type": "use_aspect", "aspect": "learn-1", "chosen": []})[0]
    assert match.state["play"]["learn-1"]["marker"] and len(match.state["hands"][0]) == 1
    assert not [a for a in t.legal(match, 0) if a["type"] == "use_aspect"]
    match = t.end_turn(t.end_turn(match, 0), 1)
    assert match.state["current"] == 0 and not match.state["play"]["learn-1"]["marker"]


def test_an_aspect_is_used_only_while_its_condition_holds(t):
    """Aspects: can be played when its Condition is met (Conquer: a weaker rival) (R11)."""
    play = {"kairos": {"owner": 0}, "conquer-1": {"owner": 0, "on": "kairos"}}
    match = t.match([[], []], {**play, "william": {"owner": 1}})
    assert not [a for a in t.legal(match, 0) if a["type"] == "use_aspect"]
    match = t.match([[], []], {**play, "bard": {"owner": 1}})
    used = t.act(match, 0, {"type": "use_aspect", "aspect": "conquer-1", "chosen": ["bard"]})
    assert "bard" in used[0].state["discard"]


def test_find_plays_a_card_from_the_discard_pile(t):
    """Aspects, Find: search the discard pile for a card and play it (R17)."""
    match = t.match([["find-1"], []], {"amadeus": {"owner": 0}}, discard=["schemes-1"])
    match = t.play(match, 0, "find-1", "amadeus")
    assert match.state["step"] == "find"
    assert t.legal(match, 0) == [{"type": "play", "card": "schemes-1", "host": "", "chosen": []}]
    match = t.play(match, 0, "schemes-1")
    assert match.state["step"] == "main" and match.state["used"] == ["thing"]
    assert match.state["discard"] == ["schemes-1"] and len(match.state["hands"][0]) == 2


def test_find_needs_a_playable_card_on_the_discard_pile(t):
    """Aspects, Find: you must be able to play it to activate this Aspect (R17)."""
    match = t.match([["find-1"], []], {"amadeus": {"owner": 0}}, discard=["find-2", "hanno"])
    assert t.plays_of(match, 0, "find-1") == []


def test_find_is_judged_as_the_table_will_stand_once_it_is_attached(t):
    """Aspects: "can be played when its Condition is met", judged as the table will stand once
    the Aspect hangs on its Named. Find as a third Aspect fills its Named, so a Learn on the
    discard pile could only go on another Named (R11, R17)."""
    play = {"amadeus": {"owner": 0}, "hanno": {"owner": 1}}
    play["learn-1"] = {"owner": 0, "on": "amadeus"}
    play["endure-1"] = {"owner": 0, "on": "amadeus"}
    match = t.match([["find-1"], []], play, discard=["learn-2"])
    assert t.plays_of(match, 0, "find-1") == []
    match = t.match([["find-1"], []], {**play, "wekesa": {"owner": 0}}, discard=["learn-2"])
    assert t.plays_of(match, 0, "find-1") == [("amadeus", ""), ("wekesa", "")]
    match = t.play(match, 0, "find-1", "amadeus")
    assert match.state["step"] == "find" and t.plays_of(match, 0, "learn-2") == [("wekesa", "")]


def test_conquer_is_judged_with_its_own_strength_once_attached(t):
    """Aspects: the condition is judged as the table will stand once the Aspect is played, so
    Conquer counts its own +1 strength: on Kairos (power 1) it may destroy the Bard (power 1),
    not William (power 2) (R11, R16)."""
    play = {"kairos": {"owner": 0}, "bard": {"owner": 1}, "william": {"owner": 1}}
    match = t.match([["conquer-1"], []], play)
    assert t.plays_of(match, 0, "conquer-1") == [("kairos", "bard")]
    match = t.play(match, 0, "conquer-1", "kairos", "bard")
    assert "bard" in match.state["discard"] and "william" in match.state["play"]


# --- Other cards, Duel, shields -------------------------------------------------------------


def test_seraphims_feather_attaches_only_to_a_hero(t):
    """Other cards, Seraphim's feather: can only be attached to a Hero (R14)."""
    play = {"amadeus": {"owner": 0}, "hanno": {"owner": 0}, "team-up": {"owner": None}}
    match = t.match([["feather", "gladius-1"], []], play)
    assert t.plays_of(match, 0, "feather") == [("", ""), ("hanno", "")]
    assert t.plays_of(match, 0, "gladius-1") == [("", ""), ("amadeus", ""), ("hanno", "")]


@pytest.mark.parametrize(
    ("mine", "extra", "theirs", "destroyed"),
    [
        ("william", {}, "wekesa", ["wekesa", "william"]),
        ("william", {"gladius-1": {"owner": 0, "on": "william"}}, "wekesa", ["wekesa"]),
        ("william", {}, "amadeus", ["william"]),
        ("hanno", {}, "amadeus", ["amadeus", "hanno"]),
        ("hanno", {}, "wekesa", ["wekesa"]),
    ],
)
def test_duel_the_weaker_is_destroyed_and_a_tie_destroys_both(t, mine, extra, theirs, destroyed):
    """Our Duel: strength is power +1 per Aspect, Sword or Sabah; Amadeus and Hanno win
    ties against others (R16)."""
    play = {mine: {"owner": 0}, theirs: {"owner": 1}, **extra}
    match = t.match([["duel-1"], []], play)
    match, events = t.act(
        match, 0, {"type": "play", "card": "duel-1", "host": mine, "chosen": [theirs]}
    )
    assert sorted(e["card"] for e in t.of_type(events, "destroyed")) == destroyed


def test_a_duel_cannot_target_a_named_that_cannot_be_destroyed(t):
    """Our Duel: it aims only at a Named the challenger could destroy; a shielded one could
    only cost the challenger his own Named (R15, R16)."""
    play = {"laurence": {"owner": 0}, "wekesa": {"owner": 1}, "amadeus": {"owner": 1}}
    match = t.match([["duel-1"], []], play, shields={"wekesa": 1})
    assert t.plays_of(match, 0, "duel-1") == [("laurence", "amadeus")]
    match = t.match([["duel-1"], []], play)
    assert t.plays_of(match, 0, "duel-1") == [("laurence", "wekesa"), ("laurence", "amadeus")]


def test_a_destroyed_named_drops_its_sword_unattached_in_front_of_its_controller(t):
    """Our destruction: the Named goes to the discard pile with its Aspects; its Sword drops
    unattached in front of its controller (R12)."""
    play = {"hanno": {"owner": 0}, "gladius-1": {"owner": 0, "on": "hanno"}}
    play.update({"learn-1": {"owner": 0, "on": "hanno"}, "learn-2": {"owner": 0, "on": "hanno"}})
    match = t.match([[], ["monster-1"]], {**play, "amadeus": {"owner": 1}}, current=1)
    match, events = t.act(
        match, 1, {"type": "play", "card": "monster-1", "host": "", "chosen": ["hanno"]}
    )
    assert {"hanno", "learn-1", "learn-2"} <= set(match.state["discard"])
    assert match.state["play"]["gladius-1"] == t.thing(0, card="gladius-1")
    assert [e["card"] for e in t.of_type(events, "sword_dropped")] == ["gladius-1"]


def test_i_am_invincible_shields_until_the_start_of_your_next_turn(t):
    """Other cards, "I am invincible !" (our text): not destroyed until your next turn (R15)."""
    match = t.match([["invincible-1"], ["assassinate-1"]], {"wekesa": {"owner": 0}})
    match = t.end_turn(t.play(match, 0, "invincible-1", "", "wekesa"), 0)
    assert t.plays_of(match, 1, "assassinate-1") == []
    match = t.end_turn(match, 1)
    assert match.state["shields"] == {}


# --- The page's Stories, completed --------------------------------------------------------


def test_evil_turns_on_evil_destroys_two_villains_and_goes_to_their_controller(t):
    """Stories, Evil turn on Evil: two Vilains, none attached to the other (R23)."""
    play = {"hanno": {"owner": 0}, "amadeus": {"owner": 1}, "wekesa": {"owner": 1}}
    play["eudokia"] = {"owner": 1, "on": "amadeus"}
    match = t.match([["evil-on-evil-1"], []], play)
    pairs = [("", "amadeus+wekesa"), ("", "eudokia+wekesa")]  # never Amadeus with Eudokia
    assert t.plays_of(match, 0, "evil-on-evil-1") == pairs
    match = t.play(match, 0, "evil-on-evil-1", "", "eudokia+wekesa")
    assert match.state["play"]["evil-on-evil-1"]["owner"] == 1
    assert set(match.state["play"]) == {"hanno", "amadeus", "evil-on-evil-1"}
    assert match.state["grudges"][1] == {"0": 1}


def test_arthurian_story_gives_an_unattached_sword_to_your_heir(t):
    """Stories, Arthurian story: an heir and an unattached Sword; our effect (R24)."""
    play = {"catherine": {"owner": 0}, "feather": {"owner": 1}, "gladius-1": {"owner": 1}}
    match = t.match([["arthurian-1"], []], play)
    assert t.plays_of(match, 0, "arthurian-1") == [("catherine", "gladius-1")]
    match = t.play(match, 0, "arthurian-1", "catherine", "gladius-1")
    assert match.state["play"]["gladius-1"]["on"] == "catherine"
    assert match.state["play"]["gladius-1"]["owner"] == 0


def test_the_monster_turns_on_its_master(t):
    """Stories, The Monster is freed (our condition and effect) (R25)."""
    play = {"hanno": {"owner": 0}, "amadeus": {"owner": 1}}
    play.update({"learn-1": {"owner": 1, "on": "amadeus"}, "rise-1": {"owner": 1, "on": "amadeus"}})
    match = t.play(t.match([["monster-1"], []], play), 0, "monster-1", "", "amadeus")
    assert {"amadeus", "learn-1", "rise-1"} <= set(match.state["discard"])


def test_redemption_flips_the_match_coin_head_takes_the_villain_tail_destroys_it(t):
    """Stories, Redemption story: flip a coin; the coin is the match's randomness (R26)."""
    outcomes = set()
    for seed in range(1, 12):
        match = t.match([["redemption-1"], []], {"hanno": {"owner": 0}, "amadeus": {"owner": 1}})
        match = replace(match, seed=seed)
        assert t.plays_of(match, 0, "redemption-1") == [("", "amadeus")]
        match, events = t.act(
            match, 0, {"type": "play", "card": "redemption-1", "host": "", "chosen": ["amadeus"]}
        )
        (coin,) = t.of_type(events, "coin")
        amadeus = match.state["play"].get("amadeus")
        if coin["result"] == "head":
            assert amadeus["owner"] == 0 and amadeus["side"] == "hero"
        else:
            assert amadeus is None and "amadeus" in match.state["discard"]
        outcomes.add(coin["result"])
    assert outcomes == {"head", "tail"}


def test_corruption_turns_a_hero_villain_under_your_control_with_its_attachments(t):
    """Stories, Corruption story (our condition); attachments follow their Named (R8, R27)."""
    play = {"amadeus": {"owner": 0}, "hanno": {"owner": 1}}
    play["learn-1"] = {"owner": 1, "on": "hanno"}
    play["gladius-1"] = {"owner": 1, "on": "hanno"}
    match = t.play(t.match([["corruption-1"], []], play), 0, "corruption-1", "", "hanno")
    assert match.state["play"]["hanno"]["owner"] == 0
    assert match.state["play"]["hanno"]["side"] == "villain"
    assert match.state["play"]["learn-1"]["owner"] == 0
    assert match.state["play"]["gladius-1"] == t.thing(0, "hanno", "gladius-1")


def test_corruption_drops_seraphims_feather_in_front_of_its_controller(t):
    """Other cards, Seraphim's feather: "Can only be attached to a Hero". Corruption makes its
    bearer a Vilain, so the feather drops unattached in front of the player who controlled
    it, as a Sword does when its bearer is destroyed (R12, R14, R27)."""
    play = {"amadeus": {"owner": 0}, "hanno": {"owner": 1}, "feather": {"owner": 1, "on": "hanno"}}
    match = t.match([["corruption-1"], []], play)
    match, events = t.act(
        match, 0, {"type": "play", "card": "corruption-1", "host": "", "chosen": ["hanno"]}
    )
    assert match.state["play"]["hanno"]["owner"] == 0
    assert match.state["play"]["feather"] == t.thing(1, card="feather")
    assert [e["card"] for e in t.of_type(events, "sword_dropped")] == ["feather"]


# --- Rule of Three -------------------------------------------------------------------------


def _wronged(t, hand: list[str] | None = None, seats: int = 2, **kw):
    """Seat 1 has just assassinated seat 0's Hye Sue; it is seat 0's turn 3."""
    play = {"amadeus": {"owner": 0}, "wekesa": {"owner": 0}, "hanno": {"owner": 1}}
    play.update(kw.pop("play", {}))
    grudges = [{"1": 2}] + [{} for _ in range(seats - 1)]
    hands = [hand or [ROT]] + [[] for _ in range(seats - 1)]
    return t.match(hands, play, turn=3, grudges=grudges, discard=["hye-sue"], **kw)


def test_rule_of_three_needs_an_opponent_to_have_destroyed_a_named_of_yours(t):
    """Rule of Three, condition 1: one of your Named is destroyed by an opponent (R18)."""
    match = _wronged(t)
    assert t.plays_of(match, 0, ROT) == [("", "1")]
    match = t.match([[ROT], []], {"amadeus": {"owner": 0}, "hanno": {"owner": 1}})
    assert t.plays_of(match, 0, ROT) == []


def test_a_duel_you_start_and_lose_opens_no_grudge(t):
    """Rule of Three, condition: "Play this card when one of your Named is destroyed by an
    opponent". A Named you lose in a Duel you started is destroyed by the winner's
    controller (R12), but on your own turn and by your own card: it opens no grudge, so no
    Rule of Three answers it; his Duel, on his turn, does (R18)."""
    play = {"william": {"owner": 0}, "wekesa": {"owner": 0}, "hanno": {"owner": 1}}
    match = t.match([["duel-1", ROT], ["duel-2"]], play)
    match, events = t.act(
        match, 0, {"type": "play", "card": "duel-1", "host": "william", "chosen": ["hanno"]}
    )
    assert [(e["card"], e["seat"]) for e in t.of_type(events, "destroyed")] == [("william", 1)]
    assert match.state["grudges"][0] == {} and t.plays_of(match, 0, ROT) == []
    match = t.play(t.end_turn(match, 0), 1, "duel-2", "hanno", "wekesa")
    assert match.state["grudges"][0] == {"1": 2}


def test_the_grudge_lasts_until_the_end_of_your_next_turn(t):
    """Rule of Three, condition 1, "when" (R18): the grudge ends with your next turn."""
    match = _wronged(t, ["schemes-1"])
    match = t.end_turn(t.end_turn(match, 0), 1)
    assert match.state["grudges"][0] == {}


def test_rule_of_three_needs_you_to_still_control_a_named(t):
    """Rule of Three, condition 2: you still need to control at least one Named."""
    match = t.match([[ROT], []], {"hanno": {"owner": 1}}, grudges=[{"1": 1}, {}])
    assert t.plays_of(match, 0, ROT) == []


def test_only_one_rule_of_three_linked_to_the_same_opponent(t):
    """Rule of Three, condition 3: no multiple Rule of Three linked to the same opponent."""
    other = {"rule-of-three-2": {"owner": 0, "markers": 0, "linked": 1}}
    assert t.plays_of(_wronged(t, play=other), 0, ROT) == []
    match = _wronged(t, seats=3, play={**other, "william": {"owner": 2}})
    match.state["grudges"][0]["2"] = 3
    assert t.plays_of(match, 0, ROT) == [("", "2")]


def test_rule_of_three_gets_two_markers_a_link_and_a_delayed_trigger_and_does_not_count(t):
    """Rule of Three, on playing it: two markers, linked opponent, not counted (R19, R20)."""
    match = t.play(_wronged(t), 0, ROT, "", "1")
    card = match.state["play"][ROT]
    assert (card["markers"], card["linked"]) == (2, 1)
    expected = triggers.after_turns(ROT, "rule_of_three", 0, 3, {"card": ROT})
    assert match.state["triggers"] == [expected]
    assert counted_stories(match.state, 0) == set()


def test_at_two_markers_destroying_a_named_of_the_linked_opponent_destroys_it(t):
    """Rule of Three, 2 markers: if you destroy one of the linked opponent's Named."""
    play = {ROT: {"owner": 0, "markers": 2, "linked": 1}}
    match = _wronged(t, ["assassinate-1"], play=play)
    match.state["triggers"] = [triggers.after_turns(ROT, "rule_of_three", 0, 3, {"card": ROT})]
    match, events = t.act(
        match, 0, {"type": "play", "card": "assassinate-1", "host": "", "chosen": ["hanno"]}
    )
    assert t.of_type(events, "rule_of_three_broken")[0]["card"] == ROT
    assert ROT in match.state["discard"] and match.state["triggers"] == []


def test_at_two_markers_losing_a_named_to_the_linked_opponent_destroys_it(t):
    """Rule of Three, 2 markers: or he destroys one of yours, destroy this card."""
    play = {ROT: {"owner": 0, "markers": 2, "linked": 1}}
    match = _wronged(t, [], play=play, current=1)
    match.state["hands"][1] = ["assassinate-1"]
    match = t.play(match, 1, "assassinate-1", "", "wekesa")
    assert ROT in match.state["discard"]


def test_at_two_markers_a_destruction_with_a_third_player_changes_nothing(t):
    """Rule of Three, 2 markers: only the linked opponent matters."""
    play = {ROT: {"owner": 0, "markers": 2, "linked": 1}, "william": {"owner": 2}}
    match = _wronged(t, ["assassinate-1"], seats=3, play=play)
    match = t.play(match, 0, "assassinate-1", "", "william")
    assert match.state["play"][ROT]["markers"] == 2


@pytest.mark.parametrize("seats", [2, 3, 5])
def test_three_turns_later_the_system_removes_a_marker(t, seats):
    """Rule of Three, 2 markers: three turns after playing it, remove one marker. The trigger
    is held in the state and surfaces as a system decision at the start of its controller's
    third turn on, before the draw (R20); seats wait for it. The trigger is the engine's
    (``service.engine.triggers``), and the decision is the one its ``system_decision`` gives."""
    match = t.play(_wronged(t, seats=seats), 0, ROT, "", "1")
    for _ in range(3 * seats):
        assert engine.decisions(match)[0].seat is not None
        match = t.end_turn(match, match.state["current"])
    assert (match.state["turn"], match.state["current"]) == (3 + 3 * seats, 0)
    (decision,) = engine.decisions(match)
    expected = triggers.system_decision(match.state["triggers"])
    assert (decision.seat, decision.kind, decision.prompt) == (None, "system", "rule_of_three")
    assert (expected.seat, expected.kind, expected.prompt) == (None, "system", "rule_of_three")
    assert engine.due(match, 0.0) == engine.decisions(match)
    with pytest.raises(NotYourTurn):
        t.end_turn(match, 0)
    hand = len(match.state["hands"][0])
    assert t.legal(match, None) == [{"type": "drop_marker", "card": ROT}]
    match, events = t.act(match, None, {"type": "drop_marker", "card": ROT})
    assert match.state["play"][ROT]["markers"] == 1 and match.state["triggers"] == []
    assert t.of_type(events, "marker_removed")[0]["left"] == 1
    assert len(match.state["hands"][0]) == hand + 1 and match.state["step"] == "main"


def test_at_one_marker_the_linked_opponent_cannot_destroy_your_named(t):
    """Rule of Three, 1 marker: the linked opponent cannot destroy any of your Named (R21)."""
    play = {ROT: {"owner": 0, "markers": 1, "linked": 1}, "william": {"owner": 2}}
    match = _wronged(t, [], seats=3, play=play, current=1)
    match.state["hands"][1] = ["assassinate-1", "duel-1"]
    assert t.plays_of(match, 1, "assassinate-1") == [("", "william")]
    assert t.plays_of(match, 1, "duel-1") == [("hanno", "william")]
    hands = [*match.state["hands"][:2], ["assassinate-2"]]
    match = replace(match, state={**match.state, "current": 2, "hands": hands})
    others = [("", "amadeus"), ("", "wekesa"), ("", "hanno")]
    assert t.plays_of(match, 2, "assassinate-2") == others


def test_at_one_marker_a_duel_you_lose_against_the_linked_opponent_spares_your_named(t):
    """Rule of Three, 1 marker: he cannot destroy your Named, even in a Duel you begin (R21)."""
    play = {ROT: {"owner": 0, "markers": 1, "linked": 1}, "william": {"owner": 0}}
    match = _wronged(t, ["duel-1"], play=play)
    match, events = t.act(
        match, 0, {"type": "play", "card": "duel-1", "host": "william", "chosen": ["hanno"]}
    )
    assert "william" in match.state["play"] and t.of_type(events, "not_destroyed")


def test_at_one_marker_a_duel_tie_is_judged_on_the_table_before_the_duel(t):
    """Rule of Three, 1 marker: "The linked opponent cannot destroy any of your Named" and
    "When you destroy one of the linked opponent's Named, remove the last marker". A tie
    destroys both (R16); both destructions are decided on the table as it stood before the
    Duel, so your Named, protected then, survives the tie that removes the last marker (R21)."""
    play = {ROT: {"owner": 0, "markers": 1, "linked": 1}}
    play.update({"william": {"owner": 0}, "wekesa": {"owner": 1}})
    match, events = t.act(
        t.match([["duel-1"], []], play),
        0,
        {"type": "play", "card": "duel-1", "host": "william", "chosen": ["wekesa"]},
    )
    assert [e["card"] for e in t.of_type(events, "destroyed")] == ["wekesa"]
    assert [e["card"] for e in t.of_type(events, "not_destroyed")] == ["william"]
    assert "william" in match.state["play"] and match.state["play"][ROT]["markers"] == 0


def test_at_one_marker_destroying_his_named_removes_the_last_marker_and_only_then_it_counts(t):
    """Rule of Three, 1 marker: when you destroy one of the linked opponent's Named, remove
    the last marker; it is now taken into account for the win condition (R6, R21)."""
    play = {ROT: {"owner": 0, "markers": 1, "linked": 1}, "william": {"owner": 2}}
    play.update({"arthurian-1": {"owner": 0}, "evil-on-evil-1": {"owner": 0}})
    match = _wronged(t, ["assassinate-1", "assassinate-2"], seats=3, play=play)
    match = t.play(match, 0, "assassinate-1", "", "william")
    assert match.state["play"][ROT]["markers"] == 1 and engine.status(match) == "active"
    match.state["used"] = []
    match, events = t.act(
        match, 0, {"type": "play", "card": "assassinate-2", "host": "", "chosen": ["hanno"]}
    )
    assert match.state["play"][ROT]["markers"] == 0
    assert t.of_type(events, "rule_of_three_fulfilled")
    assert match.game.outcome(match.state)["winners"] == [0]


def test_several_rules_of_three_count_once_for_the_win(t):
    """Rule of Three: one per linked opponent, and as Stories of one name they count once
    (R6, R22)."""
    play = {"amadeus": {"owner": 0}, "arthurian-1": {"owner": 0}}
    play[ROT] = {"owner": 0, "markers": 0, "linked": 1}
    play["rule-of-three-2"] = {"owner": 0, "markers": 0, "linked": 2}
    match = t.match([[], [], []], play)
    assert counted_stories(match.state, 0) == {"rule_of_three", "arthurian"}
    assert engine.status(match) == "active"


def test_a_rule_of_three_destroyed_before_its_time_takes_its_trigger_with_it(t):
    """Rule of Three: a destroyed card's delayed trigger never fires (R20)."""
    match = t.play(_wronged(t), 0, ROT, "", "1")
    match.state["hands"][1] = ["meddling-1"]
    match = t.end_turn(match, 0)
    match = t.play(match, 1, "meddling-1", "", ROT)
    assert match.state["triggers"] == [] and ROT in match.state["discard"]


# --- Turn cap, hidden information, forfeit ---------------------------------------------------


def test_the_turn_cap_ends_the_match_with_the_tie_rule(t):
    """Our turn cap (R7): most counted Stories, then most Named in the band; ties share."""
    play = {"amadeus": {"owner": 0}, "hanno": {"owner": 1}, "arthurian-1": {"owner": 1}}
    match = t.end_turn(t.match([[], []], play, turn=60), 0)
    outcome = match.game.outcome(match.state)
    assert outcome == {"winners": [1], "losers": [0], "ranking": [1, 0], "reason": "turn_cap"}
    match = t.end_turn(
        t.match([[], []], {"amadeus": {"owner": 0}, "hanno": {"owner": 1}}, turn=60), 0
    )
    assert match.game.outcome(match.state)["winners"] == [0, 1]


def test_views_hide_other_hands_and_the_draw_pile(t):
    """Dvorak: hands are hidden; the draw pile is face down; discards are face up (R30)."""
    match = t.match([["amadeus"], ["hanno"]], {"wekesa": {"owner": 0}}, discard=["duel-1"])
    game = get_game(GAME)
    seen = game.view(match.state, 1)
    assert seen["hand"] == ["hanno"] and "draw" not in seen and "hands" not in seen
    assert seen["discard"] == ["duel-1"] and "wekesa" in seen["play"]
    assert seen["draw_count"] == len(CARD_IDS) - 4
    assert "hand" not in game.view(match.state, None)
    assert "amadeus" not in str(seen)


def test_the_options_are_the_turn_timers_and_nothing_else():
    """Options (R33): the engine's turn timer, on_timeout bot or forfeit and the bots' pace
    (issue 37), no window_seconds (nor reaction_seconds)."""
    game = get_game(GAME)
    assert [option.name for option in game.options] == ["turn_seconds", "on_timeout", "bot_pace_ms"]
    assert game.validate_options({"on_timeout": "forfeit"})["on_timeout"] == "forfeit"
    for refused in ({"window_seconds": 5}, {"on_timeout": "pass"}):
        with pytest.raises(InvalidOptions):
            game.validate_options(refused)


def test_a_forfeit_ends_the_match_with_the_forfeiter_last(t):
    """Timers (R32): a forfeiting seat loses; the others are ranked by the tie rule."""
    match = t.match([[], [], []], {"hanno": {"owner": 2}})
    state, _ = get_game(GAME).forfeit(match.state, 0)
    outcome = get_game(GAME).outcome(state)
    assert outcome["winners"] == [2] and outcome["ranking"] == [2, 1, 0]


def test_at_one_marker_corruption_still_takes_a_named_as_it_destroys_none(t):
    """Rule of Three, 1 marker: only destruction is forbidden to the linked opponent (R21)."""
    play = {ROT: {"owner": 0, "markers": 1, "linked": 1}}
    play.update({"hanno": {"owner": 0}, "amadeus": {"owner": 1}})
    match = t.match([[], ["corruption-1", "redemption-1"]], play, current=1)
    assert t.plays_of(match, 1, "corruption-1") == [("", "hanno")]
    match.state["play"].update(hanno={**match.state["play"]["hanno"], "owner": 1})
    match.state["play"]["wekesa"] = t.thing(0, card="wekesa")
    assert t.plays_of(match, 1, "redemption-1") == []


def test_dvorak_the_first_players_opening_draw_is_told_to_them_alone():
    """Dvorak: "Starting with a random player ... Drawing the top card": the first turn's
    draw happens at the start, and its events say so (the card only to the drawer)."""
    match, events = engine.start("practical-guide-to-evil", 3, {}, 5)
    first = match.state["current"]
    assert [e["type"] for e in events] == ["match_started", "turn", "drew"]
    drew = events[-1]
    assert drew["seat"] == first and drew["count"] == 1
    assert engine.redact_event(drew, first)["cards"] == [match.state["hands"][first][-1]]
    assert "cards" not in engine.redact_event(drew, (first + 1) % 3)
    assert "cards" not in engine.redact_event(drew, None)
