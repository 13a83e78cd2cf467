"""Lotso's plan for the ``heuristic`` (issue 37): "gather 4 Heroes of Strength 0, and Buzz
Lightyear, in the Caterpillar Room" (his Board; RULINGS V17, V27). Progress counts Hamm,
Jessie, Rex and Woody in his realm, in the Room, at 0, and Buzz there; his set-up, the
Heroes' Strength left to take away. Stretch is activated only away from the Room (from it,
she could only move a Hero out of it).
"""

from __future__ import annotations

from . import realm, table
from .table import CATERPILLAR_ROOM, State, key_of

LOTSO_HEROES = ("woody", "jessie", "hamm", "rex")


def progress(state: State, seat: int) -> float:
    """How near he is to his Objective, 0 to 1, from public facts."""
    total = 0.0
    for hero in table.heroes(state, seat):
        if key_of(hero) not in LOTSO_HEROES:
            continue
        in_room = table.where(state, seat, hero) == CATERPILLAR_ROOM
        zero = table.strength(state, seat, hero) == 0
        total += 0.04 + 0.06 * in_room + 0.08 * zero + 0.03 * (zero and in_room)
    return total + 0.04 * (realm.buzz_index(state) == CATERPILLAR_ROOM)


def setup(state: State, seat: int) -> float:
    """His Allies, less the Strength his Heroes have left."""
    value = 0.2 * len(table.allies(state, seat))
    for hero in table.heroes(state, seat):
        if table.strength(state, seat, hero) > 0:
            value -= 0.1 * table.strength(state, seat, hero)
    return value


def stretch_worth(state: State, seat: int, here: int | None, heroes_here: bool) -> float:
    """Stretch's activation (a Hero or the Guardian from her location, anywhere): worth it
    where a Hero or Buzz stands outside the Room, never from the Room (it could only take
    one out of it)."""
    if here is None or here == CATERPILLAR_ROOM:
        return -1.0
    if heroes_here:
        return 2.5
    return 2.0 if realm.buzz_index(state) == here else -1.0
