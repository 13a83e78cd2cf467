"""Each villain's Objective (rulebook "The Villains"; RULINGS V13), checked after every step:
"The game ends as soon as a player achieves their Villain's Objective"."""

from __future__ import annotations

from collections.abc import Callable

from . import realm, table
from .table import CATERPILLAR_ROOM, Event, State, key_of

LOTSO_HEROES = ("woody", "jessie", "hamm", "rex")


def _syndrome(state: State, seat: int) -> bool:
    """ "Defeat the Omnidroid v.10 and have no Heroes in your realm"."""
    omni = state["omnidroid"]
    return bool(omni and omni["defeated"]) and not table.heroes(state, seat)


def _madame_mim(state: State, seat: int) -> bool:
    """ "Defeat all of Merlin's Transformations": all seven in their defeated pile."""
    return len(state["merlin"]["defeated"]) == 7


def _lotso(state: State, seat: int) -> bool:
    """Hamm, Jessie, Rex and Woody at Strength 0 in the Caterpillar Room, Buzz there too."""
    # checked after every step: the cheap tests first (Strengths cost a sixth of an action)
    if len(state["board"][seat][CATERPILLAR_ROOM]["top"]) < len(LOTSO_HEROES):
        return False
    room = table.heroes_at(state, seat, CATERPILLAR_ROOM)
    if not {key_of(h) for h in room}.issuperset(LOTSO_HEROES):
        return False
    if realm.buzz_index(state) != CATERPILLAR_ROOM:
        return False
    at_zero = {key_of(h) for h in room if table.strength(state, seat, h) == 0}
    return at_zero.issuperset(LOTSO_HEROES)


ACHIEVED: dict[str, Callable[[State, int], bool]] = {
    "syndrome": _syndrome,
    "madame_mim": _madame_mim,
    "lotso": _lotso,
}


def achieved(state: State, seat: int) -> bool:
    return ACHIEVED[table.villain_of(state, seat)](state, seat)


def check(state: State, events: list[Event]) -> bool:
    """End the match if someone achieved their Objective (the current player first, then in
    turn order, should two achieve at one instant: V13)."""
    current = state["current"]
    for seat in [current, *table.opponents(state, current)]:
        if achieved(state, seat):
            events.append({"type": "objective", "seat": seat})
            finish(state, "objective", [seat], events)
            return True
    return False


def finish(state: State, reason: str, winners: list[int], events: list[Event]) -> None:
    state["step"] = "over"
    state["reason"] = reason
    state["winners"] = list(winners)
    state["stack"] = []
