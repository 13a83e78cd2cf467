"""Madame Mim's plan for the ``heuristic`` (issue 37): "defeat all of Merlin's
Transformations" (her Board; RULINGS V16). Her progress is the forms in their defeated pile;
her set-up, each Transformation facing its Merlin form (only it may fight that form).
The rest of her play (a Transformation on its form, I'll Make the Rules, Wizard's Duel) is in
``heuristic``'s worth rules, keyed by card.
"""

from __future__ import annotations

from . import data, table
from .table import State, key_of


def progress(state: State, seat: int) -> float:
    """How near she is to her Objective, 0 to 1: the forms defeated."""
    return 0.95 * len(state["merlin"]["defeated"]) / 7


def setup(state: State, seat: int) -> float:
    """Each form out, and each Transformation facing its form (or in the realm, for later)."""
    value = 0.0
    forms = [
        (h, table.where(state, seat, h))
        for h in table.heroes(state, seat)
        if table.is_merlin_form(h)
    ]
    for form, index in forms:
        value += 0.1
        fights = set(matching(form))
        for ally in table.allies(state, seat):
            if key_of(ally) in fights:
                value += 1.0 if table.where(state, seat, ally) == index else 0.4
    return value


def matching(form: str) -> list[str]:
    """The Mim Transformations that fight this Merlin form (a card id or its key)."""
    entry = next(f for f in data.merlin_transformations() if f["key"] == key_of(form))
    return entry["defeated_by"]
