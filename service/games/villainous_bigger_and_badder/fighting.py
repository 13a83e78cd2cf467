"""Vanquishing a Hero (rulebook "Vanquish a Hero", FAQ) and Syndrome's Omnidroids (V14, V15).

A Vanquish names the Hero and the fighters it uses; ``turn.vanquish_sets`` lists the sets
that reach its Strength. The Hero is defeated (a Force Field is discarded instead), and the
Allies used go to the Villain discard pile. In Lotso's realm the Hero stays where it is at
Strength 0, its ability ignored (V17, V27). An Omnidroid used in a Vanquish does what its
tile says instead of being discarded; Demo Mode Buzz, a tile, stays (V28).
"""

from __future__ import annotations

from service.engine.rng import Rng

from . import data, effects, realm, table, turn, windows
from .table import BUZZ, OMNIDROIDS, Action, Event, State, key_of


def vanquish(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    hero = action["hero"]
    group = list(action["allies"])
    turn.use(state, seat, "vanquish")
    power = table.strength(state, seat, hero)
    events.append(
        {"type": "vanquish", "seat": seat, "hero": hero, "allies": group, "strength": power}
    )
    if table.villain_of(state, seat) == "lotso":
        realm.set_to_0(state, seat, hero, events)  # listed once: leaving clears it (V66)
    else:
        realm.defeat(state, seat, hero, rng, events)
    tiles = [f for f in group if table.card_type(f) == "omnidroid"]
    for fighter in group:
        if fighter not in tiles and fighter != BUZZ:
            realm.discard(state, seat, fighter, events)
    for tile in tiles:  # after the Allies used are discarded (V38: the v.X8 shuffles them in)
        _after_vanquish(state, seat, tile, rng, events)
    windows.arise(state, seat, "vanquish", rng, events, strength=power, hero=hero)


def _after_vanquish(state: State, seat: int, tile: str, rng: Rng, events: list[Event]) -> None:
    """Each Omnidroid's own reward for taking part in a Vanquish (V14)."""
    omni = state["omnidroid"]
    stage = OMNIDROIDS.index(tile)
    if stage == 2:  # the v.10 turns on Syndrome and covers its location like a Hero
        index = realm.detach(state, seat, tile)
        state["board"][seat][index]["top"].append(tile)
        omni["rogue"] = True
        events.append({"type": "omnidroid", "seat": seat, "card": tile, "what": "rogue"})
        return
    realm.detach(state, seat, tile)
    omni["tile"], omni["stage"] = None, stage + 2
    events.append({"type": "omnidroid", "seat": seat, "card": tile, "what": "removed"})
    if stage == 0:
        table.shuffle_discard_into_deck(state, seat, rng, events)
    else:
        remote = realm.find(state, seat, "syndromes_remote", rng, events)
        if remote is not None:
            state["hands"][seat].append(remote)


def build_actions(state: State, seat: int) -> list[Action]:
    """Building the next Omnidroid (a Play a Card action, V14): the v.X9 anywhere for one
    Major Modifications, the v.10 at Metroville for three."""
    omni = state["omnidroid"]
    if omni is None or omni["seat"] != seat or omni["tile"] is not None or omni["stage"] < 2:
        return []
    if omni["stage"] > 3:
        return []
    tile = OMNIDROIDS[omni["stage"] - 1]
    entry = data.omnidroids()[omni["stage"] - 1]
    if len(_modifications(state, seat)) < entry["build"]["count"]:
        return []
    keys = table.location_keys(state, seat)
    places = [entry["plays_at"]] if entry["plays_at"] else keys
    return [{"type": "build", "omnidroid": tile, "location": key} for key in places]


def _modifications(state: State, seat: int) -> list[str]:
    return sorted(c for c in table.realm_items(state, seat) if key_of(c) == "major_modifications")


def build(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    turn.use(state, seat, "build")
    omni = state["omnidroid"]
    count = data.omnidroids()[omni["stage"] - 1]["build"]["count"]
    for part in _modifications(state, seat)[:count]:
        realm.discard(state, seat, part, events)
    tile = action["omnidroid"]
    realm.place(state, seat, tile, table.location_index(state, seat, action["location"]), events)
    omni["tile"] = tile
    events.append({"type": "omnidroid", "seat": seat, "card": tile, "what": "built"})


def _remote_can(state: State, ctx: effects.Ctx) -> bool:
    """The Remote defeats the v.10 once it has turned on Syndrome and stands at the Remote's
    location; attached to a Hero, the Remote cannot be used (V15)."""
    omni = state["omnidroid"]
    if omni is None or omni["seat"] != ctx["realm"] or not omni["rogue"]:
        return False
    remote, seat = ctx["card"], ctx["realm"]
    if remote in state["attached"]:
        return False
    return table.where(state, seat, remote) == table.where(state, seat, OMNIDROIDS[2])


def _remote(state: State, ctx: effects.Ctx, rng: Rng, events: list[Event]) -> None:
    seat = ctx["realm"]
    index = realm.detach(state, seat, OMNIDROIDS[2])
    omni = state["omnidroid"]
    omni.update(rogue=False, defeated=True, tile=None)
    events.append(
        {
            "type": "defeated",
            "seat": seat,
            "card": OMNIDROIDS[2],
            "location": table.location_key(state, seat, index),
        }
    )


effects.ACTIVATED["activate_defeat_rogue_omnidroid_v_10"] = effects.Effect(_remote, _remote_can)
