"""Where the ``heuristic`` aims Fate (issue 37): "It's up to you to decide how best to use Fate
cards against your opponents, so as to slow their progress" (rulebook, Fate).

``SETBACK`` is a table per target villain: for each of its Fate cards, how far playing it now
sets that villain back, from public facts only (its realm, its defeated and discard piles).
The heuristic adds it to the trial of each revealed card (``heuristic._choose``), so the pick
is the card that hurts the target's Objective most, not only the one that changes the
standing most on a sampled table; a Hero is placed where it blocks most by the same trial.
"""

from __future__ import annotations

from collections.abc import Callable

from . import data, table
from .table import CATERPILLAR_ROOM, OMNIDROIDS, State, key_of

LOTSO_HEROES = ("woody", "jessie", "hamm", "rex")
Setback = Callable[[State, int], float]


# --- Madame Mim: every setback is to her Merlin forms and her Transformations ---------------


def _mim_defeated(state: State, target: int) -> int:
    return len(state["merlin"]["defeated"])


def _mim_matched(state: State, target: int) -> int:
    """Transformations in her realm whose Merlin form is in her realm too."""
    forms = {key_of(h) for h in table.heroes(state, target) if table.is_merlin_form(h)}
    count = 0
    for ally in table.allies(state, target):
        form = _form_of(ally)
        if form in forms:
            count += 1
    return count


def _form_of(card: str) -> str | None:
    return data.CARDS.get(key_of(card), {}).get("defeats")


def _merlin(state: State, target: int) -> float:
    """Merlin: a defeated form goes back to the Merlin deck, a whole step of her Objective."""
    return 4.0 if _mim_defeated(state, target) else 0.0


def _germ_merlin(state: State, target: int) -> float:
    """Germ Merlin discards a Transformation: worst for her when it faces its form."""
    transformations = [a for a in table.allies(state, target) if _form_of(a)]
    return 1.0 * bool(transformations) + 2.0 * bool(_mim_matched(state, target))


def _knowledge(state: State, target: int) -> float:
    """Knowledge and Wisdom moves a form away from its Transformation."""
    return 1.5 * bool(_mim_matched(state, target))


# --- Syndrome: his parts and Allies (That Was Totally Wicked!), and Heroes once near ---------


def _wicked(state: State, target: int) -> float:
    items = table.realm_items(state, target)
    parts = sum(1 for c in items if key_of(c) == "major_modifications")
    remote = any(key_of(c) == "syndromes_remote" for c in items)
    return 1.5 * parts + 0.5 * len(table.allies(state, target)) + 4.0 * remote


def _syndrome_hero(state: State, target: int) -> float:
    """Any Hero once his v.10 is built: his Objective needs a realm clear of them."""
    omni = state["omnidroid"]
    if not omni or omni["seat"] != target:
        return 0.0
    return 2.5 if omni["defeated"] or omni["tile"] == OMNIDROIDS[2] else 0.0


# --- Lotso: his four Heroes at 0 in the Caterpillar Room, and Buzz there --------------------


def _room_zeroed(state: State, target: int) -> int:
    room = table.heroes_at(state, target, CATERPILLAR_ROOM)
    return sum(1 for h in room if key_of(h) in LOTSO_HEROES and h in state["zeroed"])


def _claw(state: State, target: int) -> float:
    """The Claw discards a Hero at 0: one of his four gone back into the Fate deck."""
    return 3.0 if _room_zeroed(state, target) else 0.0


def _one_way_out(state: State, target: int) -> float:
    room = table.heroes_at(state, target, CATERPILLAR_ROOM)
    return 1.5 * bool([h for h in room if key_of(h) in LOTSO_HEROES])


def _spanish_mode(state: State, target: int) -> float:
    buzz = state["buzz"]
    return 1.5 if buzz and buzz["seat"] == target and buzz["side"] != "guardian" else 0.5


def _andys(state: State, target: int) -> float:
    above = [h for h in table.heroes(state, target) if h not in state["zeroed"]]
    return 0.5 * len(above)


SETBACK: dict[str, dict[str, Setback]] = {
    "madame_mim": {
        "merlin": _merlin,
        "germ_merlin": _germ_merlin,
        "knowledge_and_wisdom": _knowledge,
    },
    "syndrome": {
        "that_was_totally_wicked": _wicked,
        **{
            hero: _syndrome_hero
            for hero in ("mr_incredible", "elastigirl", "frozone", "violet", "dash", "jack_jack")
        },
    },
    "lotso": {
        "the_claw": _claw,
        "one_way_out": _one_way_out,
        "spanish_mode": _spanish_mode,
        "andys_looking_for_us": _andys,
    },
}


def setback(state: State, target: int, card: str) -> float:
    """How far playing Fate card ``card`` now sets ``target`` back (0 when nothing known)."""
    rule = SETBACK[table.villain_of(state, target)].get(key_of(card))
    return 0.0 if rule is None else rule(state, target)
