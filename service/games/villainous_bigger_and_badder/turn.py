"""The turn (rulebook "On Your Turn", "Types of Actions"): move the mover, perform each visible
action symbol at most once, draw up to four at the end.

Which symbols a location offers: its bottom row, its top row unless a Hero (or the defeated
Omnidroid v.10) stands there, and the actions cards add at their own location (V11). Each is a
slot (``t0``, ``b1``, ``x:<card>``) used at most once a turn; an action takes the first
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
MAX_VANQUISH_ALLIES = 8  # past this many at hand, only the sets with none to spare are listed
MAX_LISTED_SETS = 64  # and no more than this many per Hero (any other set may be submitted)


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


def free_slots(state: State, seat: int, symbol: str) -> list[str]:
    """Every unused visible slot offering ``symbol``, in board order (top, bottom, cards)."""
    return [
        slot
        for slot, action in slots(state, seat)
        if slot not in state["used"] and _offers(action, symbol)
    ]


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
    """The sets of fighters listed against ``hero``, as sorted tuples: every set that may
    vanquish it while at most ``MAX_VANQUISH_ALLIES`` fighters are at hand; past that, the
    sets with no fighter to spare (a bounded subset: any other set is still submittable,
    ``vanquish_refusal``)."""
    if not vanquishable(state, seat, hero):
        return []
    target = strength(state, seat, hero)
    pool = sorted(fighters(state, seat, hero))
    power = {card: strength(state, seat, card) for card in pool}  # once, not per set
    least = _least_fighters(state, seat, hero)
    found = [()] if _reaches(state, (), power, target, least) else []
    spare = len(pool) > MAX_VANQUISH_ALLIES
    for size in range(1, len(pool) + 1):
        for group in combinations(pool, size):
            if not _reaches(state, group, power, target, least):
                continue
            if spare and _has_a_fighter_to_spare(state, group, power, target, least):
                continue
            found.append(group)
            if spare and len(found) >= MAX_LISTED_SETS:
                return found
    return found


def _least_fighters(state: State, seat: int, hero: str) -> int:
    """Hamm "needs 2+ Allies to vanquish" while he has his ability."""
    return 2 if key_of(hero) == "hamm" and table.has_ability(state, seat, hero) else 0


def _reaches(
    state: State, group: tuple[str, ...], power: dict[str, int], target: int, least: int
) -> bool:
    """Rulebook, Vanquish a Hero: "The total Strength of your Allies must be greater than or
    equal to that of the Hero" (FAQ: a Hero at 0 needs none); Hamm's two, Buzz's company."""
    if len(group) < least or (not group and target > 0):
        return False
    return sum(power[c] for c in group) >= target and _buzz_has_company(state, group)


def _buzz_has_company(state: State, group: tuple[str, ...]) -> bool:
    """Demo Mode Buzz vanquishes only beside another Ally (V17)."""
    return BUZZ not in group or any(table.is_ally(state, c) and c != BUZZ for c in group)


def _has_a_fighter_to_spare(
    state: State, group: tuple[str, ...], power: dict[str, int], target: int, least: int
) -> bool:
    """Whether the set still vanquishes without one of its fighters."""
    return any(
        _reaches(state, group[:n] + group[n + 1 :], power, target, least) for n in range(len(group))
    )


def vanquish_refusal(state: State, seat: int, hero: str, allies: list[str]) -> str | None:
    """Why ``allies`` may not vanquish ``hero`` in ``seat``'s realm now, or None: "You may use
    as many Allies as you like and combine their Strength values" (any set, listed or not)."""
    if hero not in table.heroes(state, seat):
        return f"{hero!r} is not a Hero in your realm"
    if _lotso_keeps(state, seat, hero):
        return f"{hero!r} is already vanquished: it stays at Strength 0 (V27)"
    if not vanquishable(state, seat, hero):
        return f"{hero!r} cannot be vanquished now (Buzz the Guardian, Rex)"
    if len(set(allies)) != len(allies):
        return "a fighter is named twice"
    pool = set(fighters(state, seat, hero))
    strangers = [c for c in allies if c not in pool]
    if strangers:
        return f"{strangers} may not fight {hero!r} (fighters: {sorted(pool)})"
    power = {card: strength(state, seat, card) for card in allies}
    target, least = strength(state, seat, hero), _least_fighters(state, seat, hero)
    if not _reaches(state, tuple(allies), power, target, least):
        return f"these fighters do not vanquish {hero!r} (Strength {target})"
    return None


def _lotso_keeps(state: State, seat: int, hero: str) -> bool:
    """In Lotso's realm a Hero he already vanquished stays at 0, not a target again (V27)."""
    lotso = state["buzz"] is not None and state["buzz"]["seat"] == seat
    return lotso and hero in state["zeroed"]


def vanquish_actions(state: State, seat: int) -> list[Action]:
    """Every Hero and the sets of fighters listed against it (``vanquish_sets``); in Lotso's
    realm a Hero he already vanquished stays at 0 and is not vanquished again (V27)."""
    found = []
    for hero in sorted(table.heroes(state, seat)):
        if _lotso_keeps(state, seat, hero):
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
