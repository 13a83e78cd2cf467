"""Vanquishing a Hero (rulebook "Vanquish a Hero", FAQ) and Syndrome's Omnidroids (V14, V15).

A Vanquish names the Hero and the fighters it uses; ``turn.vanquish_sets`` lists the sets
that reach its Strength. The Hero is defeated (a Force Field is discarded instead), and the
Allies used go to the Villain discard pile. In Lotso's realm the Hero stays where it is at
Strength 0, its ability ignored (V17, V27). An Omnidroid used in a Vanquish does what its
tile says instead of being discarded (the v.10 stays and keeps fighting); Demo Mode Buzz, a
tile, stays (V28). Syndrome's Remote defeats the v.10 standing at its location (V15).
"""

from __future__ import annotations

from typing import Any

from service.engine.rng import Rng

from . import data, effects, realm, stack, table, turn, windows
from .table import BUZZ, OMNIDROIDS, Action, Event, State, key_of


def vanquish(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    """The Vanquish symbol spent (V75: a fighter's own first, else the player's pick when
    several stay), then the Vanquish itself."""
    hero = action["hero"]
    group = sorted(action["allies"])  # any order may be submitted (``rules.illegal_reason``)
    slot = symbol_to_spend(state, seat, group)
    if slot is None:
        options = [s.removeprefix("x:") for s in turn.free_slots(state, seat, "vanquish")]
        stack.ask(
            state, seat, "vanquish_symbol", "vanquish_symbol", options, hero=hero, allies=group
        )
        return
    state["used"].append(slot)
    _vanquish_with(state, seat, hero, group, rng, events)


def symbol_to_spend(state: State, seat: int, group: list[str]) -> str | None:
    """Which free Vanquish symbol a Vanquish with ``group`` spends, or None when the player
    picks: the symbol a fighter adds (it leaves with the fighter anyway), else the only one
    or the first printed one (V70); the player picks among two or more that cards add and
    that stay."""
    free = turn.free_slots(state, seat, "vanquish")
    own = [slot for slot in free if slot.removeprefix("x:") in group]
    if own:
        return own[0]
    added = [slot for slot in free if slot.startswith("x:")]
    if len(added) > 1 and len(added) == len(free):
        return None
    return free[0]


@effects.handler("vanquish_symbol")
def _vanquish_symbol(
    state: State, frame: dict[str, Any], choice: str, rng: Rng, events: list[Event]
) -> None:
    """The player picked the card whose Vanquish symbol is spent (V75)."""
    seat, known = frame["seat"], frame["data"]
    state["used"].append(f"x:{choice}")
    _vanquish_with(state, seat, known["hero"], known["allies"], rng, events)


def _vanquish_with(
    state: State, seat: int, hero: str, group: list[str], rng: Rng, events: list[Event]
) -> None:
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
    """Each Omnidroid's own reward for taking part in a Vanquish (V14): the v.X8 and the v.X9
    leave the game, the v.10 is "not discarded after vanquishing" and keeps fighting."""
    omni = state["omnidroid"]
    stage = OMNIDROIDS.index(tile)
    if stage == 2:
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
    """The Remote defeats the v.10 built and standing at the Remote's location, whether or not
    it has vanquished yet; attached to a Hero, the Remote cannot be used (V15)."""
    omni = state["omnidroid"]
    if omni is None or omni["seat"] != ctx["realm"] or omni["tile"] != OMNIDROIDS[2]:
        return False
    remote, seat = ctx["card"], ctx["realm"]
    if remote in state["attached"]:
        return False
    return table.where(state, seat, remote) == table.where(state, seat, OMNIDROIDS[2])


def _remote(state: State, ctx: effects.Ctx, rng: Rng, events: list[Event]) -> None:
    """The v.10 is defeated; its tile stays, moved to the top row of its location, where it
    covers the top actions (Metroville's Discard and Play) for the rest of the match (V14)."""
    seat = ctx["realm"]
    index = realm.detach(state, seat, OMNIDROIDS[2])
    state["board"][seat][index]["top"].append(OMNIDROIDS[2])
    state["omnidroid"].update(defeated=True, tile=None)
    events.append(
        {
            "type": "defeated",
            "seat": seat,
            "card": OMNIDROIDS[2],
            "location": table.location_key(state, seat, index),
        }
    )


effects.ACTIVATED["activate_defeat_omnidroid_v_10"] = effects.Effect(_remote, _remote_can)
