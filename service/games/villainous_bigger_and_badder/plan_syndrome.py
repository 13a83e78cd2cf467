"""Syndrome's plan for the ``heuristic`` (issue 37): "defeat the Omnidroid v.10 and have no
Heroes in your realm" (his Board; RULINGS V14, V15, V63).

- Major Modifications stay in hand while That Was Totally Wicked! can still come (it is not in
  his Fate discard pile, which is public): in the realm they are what that Fate card discards,
  and the v.10 takes the last three of his four. The v.10's three go down once all three are
  at hand (``modification_worth``).
- His Allies are not cycled away for parts while Heroes stand in his realm (``ALLY_KEEP``).
- The Remote stays in hand (safe from the Heroes that take it, V15) until the mover stands at
  the v.10's location with a Play symbol free, so it is played and activated in one turn, and
  only when that can win soon (``fire_ready``: no Hero left, or one or two each within reach
  of the fighters at its location); until then the v.10 keeps Metroville clear (it fights
  only there) and Metroville's top row free.
- Once the v.10 is built, what he keeps in hand is what clears Heroes (``clearing_keep``), and
  each Hero vanquished counts as progress however many are left (``progress``).

Only public facts and his own hand are read.
"""

from __future__ import annotations

from typing import Any

from . import data, table, turn
from .table import OMNIDROIDS, State, key_of

REMOTE = "syndromes_remote-1"
WICKED = "that_was_totally_wicked"
V10 = OMNIDROIDS[2]
REMOTE_NOW = 14.0  # the Remote played where the v.10 stands, the mover there: it fires now


def v10_built(omni: dict[str, Any] | None) -> bool:
    """The v.10 stands in Syndrome's realm, not yet defeated by his Remote."""
    return bool(omni and omni["tile"] == V10)


def clearing(state: State, seat: int) -> bool:
    """Syndrome with his v.10 built or defeated: what is left is clearing his realm."""
    omni = state["omnidroid"]
    return bool(omni and omni["seat"] == seat and (v10_built(omni) or omni["defeated"]))


def modifications(state: State, seat: int) -> int:
    return sum(1 for c in table.realm_items(state, seat) if key_of(c) == "major_modifications")


def held_modifications(hand: list[str]) -> int:
    return sum(1 for card in hand if key_of(card) == "major_modifications")


def wicked_can_come(state: State, seat: int) -> bool:
    """That Was Totally Wicked! may still come: it is not in his Fate discard pile (public),
    so an opponent's Fate may reveal and play it."""
    return not any(key_of(c) == WICKED for c in state["fate_discards"][seat])


def parts_to_build(omni: dict[str, Any]) -> int:
    """Major Modifications the builds still ahead take: the v.X9's one and the v.10's three
    while the v.X9 is to come, the v.10's three after."""
    return 4 if omni["stage"] == 1 or (omni["stage"] == 2 and omni["tile"] is None) else 3


def next_build_need(omni: dict[str, Any]) -> int:
    """Parts the next Omnidroid's build takes (1 for the v.X9, 3 for the v.10); 0 while the
    v.X8 or v.X9 still stands (nothing to build yet)."""
    if omni["tile"] is not None or omni["stage"] not in (2, 3):
        return 0
    return data.omnidroids()[omni["stage"] - 1]["build"]["count"]


def modification_worth(state: State, seat: int) -> float:
    """A Major Modifications played to his realm now (the location does not matter). While
    That Was Totally Wicked! can come: the v.X9's one as it comes, the v.10's three only once
    all three are at hand (realm and hand: two go down, then the last and the build the next
    turn), none past the next build's parts. Measured over 80 Syndrome-Lotso matches (seeds
    500000-500079): the v.10 built in 19 with this, 14 with the parts played as they come,
    15 with two at hand. Once that card lies in his Fate discard pile: as they come."""
    omni = state["omnidroid"]
    if omni is None or omni["stage"] > 3 or v10_built(omni) or omni["defeated"]:
        return -1.0
    placed = modifications(state, seat)
    if placed >= parts_to_build(omni):
        return 0.2
    if not wicked_can_come(state, seat):
        return 3.0
    if placed >= next_parts(omni):
        return -0.4  # kept in hand: in the realm it would only feed That Was Totally Wicked!
    if next_parts(omni) == 3 and placed + held_modifications(state["hands"][seat]) < 3:
        return -0.4  # the v.10's three go down only once all three are at hand
    return 3.0


def next_parts(omni: dict[str, Any]) -> int:
    """Parts the next build takes: the v.X9's one until it is built, then the v.10's three."""
    return 1 if omni["stage"] == 1 or (omni["stage"] == 2 and omni["tile"] is None) else 3


ALLY_KEEP = {  # his Allies while he builds and Heroes stand in his realm: what vanquishes them
    "guards": 1.35,
    "velocipod_patrol": 1.6,
    "security": 1.4,
    "mirage": 0.5,
}
CLEARING_DIG = 1.1  # once clearing, cards kept below this are cycled for those that clear
CLEARING_KEEP = {  # what clears his realm of Heroes, kept in hand
    "guards": 1.3,
    "velocipod_patrol": 1.6,
    "security": 1.4,
    "containment_unit": 1.8,
    "zero_point_energy": 1.2,
    "bio_probe": 1.2,
    "syndromes_remote": 3.0,
    "not_a_sidekick": 0.6,
    "whos_super_now": 0.4,
    "fifteen_years_later": -1.0,
    "mirage": -0.5,
    "major_modifications": -1.0,
}


def clearing_keep(state: State, seat: int, key: str) -> float:
    """What a card in hand is worth keeping while he clears his realm: the Allies and the
    cards that defeat or weaken Heroes; Identification Please only with an Ally to move; a
    second Bio Probe less (one answers each Vanquish of an opponent)."""
    if key == "identification_please":
        return 1.2 if table.allies(state, seat) else -0.3
    if key == "bio_probe" and sum(1 for c in state["hands"][seat] if key_of(c) == key) > 1:
        return 0.8
    return CLEARING_KEEP.get(key, 0.3)


def fire_ready(state: State, seat: int) -> bool:
    """Whether to fire the Remote now rather than keep the v.10 standing: a realm clear of
    Heroes wins at once; with a Hero or two left, each one within reach of the fighters at
    its location, the next Vanquish can win (after the v.10 falls, its tile covers
    Metroville's top row for good, so firing early costs two symbols and the v.10's Strength).
    """
    heroes = table.heroes(state, seat)
    if len(heroes) > 2:
        return False
    return all(_within_reach(state, seat, hero) for hero in heroes)


def _within_reach(state: State, seat: int, hero: str) -> bool:
    return bool(turn.vanquish_sets(state, seat, hero))


def remote_place_worth(state: State, seat: int, index: int) -> float:
    """The Remote played to ``index``: only where the v.10 stands and the mover is (played and
    activated in one turn); elsewhere or later it waits in hand."""
    omni = state["omnidroid"]
    if not v10_built(omni):
        return -1.0
    v10 = table.where(state, seat, V10)
    if index != v10 or state["mover"][seat] != v10 or not fire_ready(state, seat):
        return -1.0
    return REMOTE_NOW


def remote_move_bonus(state: State, seat: int, index: int, play_slots: int) -> float:
    """The mover's worth at ``index`` from the Remote in hand: the v.10's location with a
    Play symbol free, where it is played and fired in one turn (the more so with his realm
    clear of Heroes: that wins)."""
    if REMOTE not in state["hands"][seat] or not v10_built(state["omnidroid"]):
        return 0.0
    if play_slots == 0 or table.where(state, seat, V10) != index or not fire_ready(state, seat):
        return 0.0
    return REMOTE_NOW + (20.0 if not table.heroes(state, seat) else 0.0)


def progress(state: State, seat: int) -> float:
    """How near Syndrome is to his Objective, 0 to 1, from public facts."""
    omni = state["omnidroid"]
    heroes = min(len(table.heroes(state, seat)), 8)
    if omni["defeated"]:
        return 0.82 + 0.12 / (1 + heroes)
    if v10_built(omni):
        return 0.68 + 0.08 / (1 + heroes)
    stage, built = omni["stage"], omni["tile"] is not None
    base = {1: 0.0, 2: 0.22, 3: 0.45}.get(stage, 0.45) + (0.1 if built and stage > 1 else 0.0)
    need = next_build_need(omni)
    if need:
        base += 0.03 * min(modifications(state, seat), need)
    if stage == 3 and built:
        base += 0.1
    return base


def setup(state: State, seat: int) -> float:
    heroes = table.heroes(state, seat)
    value = 0.2 * len(table.allies(state, seat)) - 0.15 * len(heroes)
    omni = state["omnidroid"]
    if omni["tile"]:
        index = table.where(state, seat, omni["tile"])
        reach = sum(table.strength(state, seat, c) for c in _fighting_at(state, seat, index))
        here = table.heroes_at(state, seat, index)
        if any(table.strength(state, seat, h) <= reach for h in here):
            value += 0.8
    if omni["stage"] in (1, 2, 3) and not omni["defeated"]:
        value += 0.25 * min(modifications(state, seat), 4 - max(0, omni["stage"] - 2))
    return value


def _fighting_at(state: State, seat: int, index: int | None) -> list[str]:
    """Allies and Omnidroids at a location (what may vanquish a Hero there)."""
    if index is None:
        return []
    row = state["board"][seat][index]["bottom"]
    return [c for c in row if table.is_ally(state, c) or table.card_type(c) == "omnidroid"]
