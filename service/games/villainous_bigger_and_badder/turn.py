"""The turn (rulebook "On Your Turn", "Types of Actions"): move the mover, perform each visible
action symbol at most once, draw up to four at the end.

Which symbols a location offers: its bottom row, its top row unless a Hero (or a rogue
Omnidroid v.10) stands there, and the actions cards add at their own location (V11). Each is
a slot (``t0``, ``b1``, ``x:<card>``) used at most once a turn; an action takes the first
free slot of its kind, so a covered symbol used before it was covered stays used.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from . import data, realm, table
from .table import BUZZ, Action, State, key_of, strength

ACTION_OF = {  # an action type -> the symbol it needs
    "gain_power": "gain_power",
    "play": "play_card",
    "attach": "play_card",
    "play_effect": "play_card",
    "build": "play_card",
    "activate": "activate",
    "move_card": "move_item_or_ally",
    "move_hero": "move_hero",
    "fate": "fate",
    "vanquish": "vanquish",
    "discard": "discard_cards",
}
MAX_VANQUISH_ALLIES = 8  # past this many at hand, only the smallest sets of Allies are listed


def slots(state: State, seat: int, index: int | None = None) -> list[tuple[str, str]]:
    """The visible symbols at location ``index`` (by default ``seat``'s mover), as (slot,
    action) pairs, used ones included."""
    index = state["mover"][seat] if index is None else index
    top, bottom = _printed_slots(table.villain_of(state, seat), index)
    found = [*top, *bottom] if not state["board"][seat][index]["top"] else list(bottom)
    for card in state["board"][seat][index]["bottom"]:
        for trait in data.CARDS.get(key_of(card), {}).get("traits", []):
            if trait == "adds_vanquish_here":
                found.append((f"x:{card}", "vanquish"))
            elif trait == "adds_activate_here":
                found.append((f"x:{card}", "activate"))
    return found


def printed_slots(villain: str, index: int) -> tuple[tuple[tuple[str, str], ...], ...]:
    """The (slot, action) pairs a location's board prints: its top row, then its bottom."""
    return _printed_slots(villain, index)


@cache
def _printed_slots(villain: str, index: int) -> tuple[tuple[tuple[str, str], ...], ...]:
    """The (slot, action) pairs a location's board prints: its top row, then its bottom."""
    location = data.board(villain)[index]
    top = tuple((f"t{n}", a) for n, a in enumerate(location["top"]))
    return top, tuple((f"b{n}", a) for n, a in enumerate(location["bottom"]))


def free_slot(state: State, seat: int, symbol: str) -> str | None:
    """The first unused visible slot offering ``symbol``, or None."""
    for slot, action in slots(state, seat):
        if slot not in state["used"] and _offers(action, symbol):
            return slot
    return None


def free_symbols(state: State, seat: int) -> set[str]:
    """Every symbol a free visible slot at the mover offers (Gain Power as ``gain_power``)."""
    used = state["used"]
    return {
        "gain_power" if a.startswith("gain_power") else a
        for slot, a in slots(state, seat)
        if slot not in used
    }


def _offers(action: str, symbol: str) -> bool:
    return action.startswith("gain_power") if symbol == "gain_power" else action == symbol


def use(state: State, seat: int, action_type: str) -> None:
    """Spend the first free slot an action of ``action_type`` needs."""
    state["used"].append(free_slot(state, seat, ACTION_OF[action_type]))


def power_here(state: State, seat: int) -> int:
    """How much Power the free Gain Power symbol at the mover gives."""
    slot = free_slot(state, seat, "gain_power")
    action = dict(slots(state, seat))[slot] if slot else "gain_power_0"
    return int(action.rsplit("_", 1)[1])


def move_actions(state: State, seat: int) -> list[Action]:
    """ "Move your Mover to a different location" (No Capes!: it stays, V10)."""
    here = state["mover"][seat]
    keys = table.location_keys(state, seat)
    if state["stay"][seat]:
        return [{"type": "move", "location": keys[here]}]
    return [{"type": "move", "location": key} for i, key in enumerate(keys) if i != here]


# --- vanquishing -------------------------------------------------------------------------------


def fighters(state: State, seat: int, hero: str) -> list[str]:
    """Whatever may lend its Strength against ``hero``: Allies at its location (Velocipod
    Patrols from next door too), Syndrome's Omnidroid there, and for Merlin's forms only
    Mim's matching Transformations (V16)."""
    index = table.where(state, seat, hero)
    if index is None:
        return []
    found = list(table.allies_at(state, seat, index))
    found += [c for c in state["board"][seat][index]["bottom"] if table.card_type(c) == "omnidroid"]
    for near in table.neighbours(index):
        found += [c for c in table.allies_at(state, seat, near) if key_of(c) == "velocipod_patrol"]
    if table.is_merlin_form(hero):
        allowed = _matching(hero)
        found = [c for c in found if key_of(c) in allowed]
    return found


def _matching(hero: str) -> list[str]:
    form = next(f for f in data.merlin_transformations() if f["key"] == key_of(hero))
    return form["defeated_by"]


def vanquishable(state: State, seat: int, hero: str) -> bool:
    """Whether anything keeps ``hero`` from being vanquished: Buzz the Guardian at its
    location, Rex's protection."""
    index = table.where(state, seat, hero)
    buzz = state["buzz"]
    if buzz and buzz["seat"] == seat and buzz["side"] == "guardian":
        if realm.buzz_index(state) == index:
            return False
    return not realm.protected(state, seat, hero)


def vanquish_sets(state: State, seat: int, hero: str) -> list[tuple[str, ...]]:
    """The sets of fighters whose total Strength reaches the Hero's (FAQ: a Hero at 0 needs
    none), as sorted tuples; Hamm needs two or more, Demo Mode Buzz another Ally beside him."""
    if not vanquishable(state, seat, hero):
        return []
    target = strength(state, seat, hero)
    pool = sorted(fighters(state, seat, hero))
    least = 2 if key_of(hero) == "hamm" and table.has_ability(state, seat, hero) else 0
    found = [()] if target == 0 and least == 0 else []
    power = {card: strength(state, seat, card) for card in pool}  # once, not per set
    for size in range(max(1, least), len(pool) + 1):
        for group in combinations(pool, size):
            if sum(power[c] for c in group) >= target and _buzz_has_company(state, group):
                found.append(group)
        if found and len(pool) > MAX_VANQUISH_ALLIES:
            break
    return found


def _buzz_has_company(state: State, group: tuple[str, ...]) -> bool:
    """Demo Mode Buzz vanquishes only beside another Ally (V17)."""
    return BUZZ not in group or any(table.is_ally(state, c) and c != BUZZ for c in group)


def vanquish_actions(state: State, seat: int) -> list[Action]:
    """Every Hero and set of fighters that may vanquish it; in Lotso's realm a Hero he already
    vanquished stays at 0 and is not vanquished again (V27)."""
    found = []
    lotso = state["buzz"] is not None and state["buzz"]["seat"] == seat
    for hero in sorted(table.heroes(state, seat)):
        if lotso and hero in state["zeroed"]:
            continue
        for group in vanquish_sets(state, seat, hero):
            found.append({"type": "vanquish", "hero": hero, "allies": list(group)})
    return found


# --- moving -------------------------------------------------------------------------------------


def movable_cards(state: State, seat: int) -> list[str]:
    """Allies and Items placed at a location (attached ones move only with their host,
    Omnidroids never; V14), except Allies held by Frozone at his location."""
    found = []
    for index, row in enumerate(state["board"][seat]):
        frozen = _frozone_at(state, seat, index)
        for card in row["bottom"]:
            kind = table.card_type(card)
            if kind == "item" or (table.is_ally(state, card) and not frozen):
                found.append(card)
    return found


def _frozone_at(state: State, seat: int, index: int) -> bool:
    return any(
        key_of(h) == "frozone" and table.has_ability(state, seat, h)
        for h in table.heroes_at(state, seat, index)
    )


def movable_heroes(state: State, seat: int) -> list[str]:
    """Heroes that may be moved: not one held by Zero-Point Energy."""
    return [h for h in table.heroes(state, seat) if not pinned(state, h)]


def pinned(state: State, hero: str) -> bool:
    return any(key_of(i) == "zero_point_energy" for i in table.attachments(state, hero))


def neighbour_moves(state: State, seat: int, cards: list[str], kind: str) -> list[Action]:
    keys = table.location_keys(state, seat)
    found = []
    for card in sorted(cards):
        index = table.where(state, seat, card)
        for near in table.neighbours(index):
            found.append({"type": kind, "card": card, "location": keys[near]})
    return found
