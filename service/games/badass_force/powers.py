"""What the cast's powers and the weapons' execution abilities do (cards.json; RULINGS F2-F3).

A power is the character's Cool power, or its Vengeance power for a player in Vengeance mode
(RULINGS F12). ``power_targets`` lists whom a power may aim at (None: it aims at no one);
``use_power`` applies it. ``execution_targets`` and ``execute`` do the same for weapons.
"""

from __future__ import annotations

from service.engine.rng import Rng

from .deck import kind, max_charge
from .table import (
    VENGEANCE,
    Event,
    State,
    Strike,
    add_charge,
    alone_in_lead,
    charge,
    neighbours,
    others,
)

UNTARGETED = frozenset({"duke-cartridge", "iron-mike-bulwark", "doc-stitches"})


def mode_of(state: State, seat: int) -> str:
    return state["modes"][seat]


def power_targets(state: State, seat: int, character: str) -> list[int] | None:
    """The seats ``character``'s power may aim at for ``seat`` now; None for one that aims at
    no one. Kills aim only at players with an active character to kill."""
    if character in UNTARGETED:
        return None
    vengeance = mode_of(state, seat) == VENGEANCE
    armed = [s for s in others(state, seat) if state["actives"][s] is not None]
    if character == "rex-kickwell":
        return armed if vengeance else [s for s in neighbours(state, seat) if s in armed]
    if character == "shadow-kage":
        mine = charge(state, seat)
        return [s for s in armed if charge(state, s) < mine + vengeance]
    if character == "sgt-hank-payne":
        return _top_dogs(state, seat, armed, vengeance)
    if character == "big-mama-bazooka":
        return [s for s in others(state, seat) if charge(state, s) > 0]
    if character == "tex-overdrive":
        return others(state, seat)
    raise KeyError(character)


def _top_dogs(state: State, seat: int, armed: list[int], vengeance: bool) -> list[int]:
    """Payne's targets: the player alone in the lead (Cool); any of the highest-scoring others
    (Vengeance)."""
    if not vengeance:
        leader = alone_in_lead(state)
        return [leader] if leader in armed else []
    best = max(state["scores"][s] for s in others(state, seat))
    return [s for s in armed if state["scores"][s] == best]


def use_power(
    state: State, seat: int, character: str, target: int | None, rng: Rng, events: list[Event]
) -> None:
    """Apply the power (its targets were checked: ``target`` is one of ``power_targets``)."""
    vengeance = mode_of(state, seat) == VENGEANCE
    strike = Strike(state, seat, "power", rng, events, aimed=target)
    event = {
        "type": "power",
        "seat": seat,
        "character": character,
        "mode": mode_of(state, seat),
        "target": target,
        "fizzled": False,
    }
    events.append(event)
    if character in ("rex-kickwell", "sgt-hank-payne"):
        assert target is not None
        strike.active(target)
    elif character == "shadow-kage":
        assert target is not None
        strike.active(target)
        add_charge(state, seat, 1 if vengeance else 0)
    elif character == "duke-cartridge":
        add_charge(state, seat, 4 if vengeance else 2)
    elif character == "big-mama-bazooka":
        assert target is not None
        _take_charges(state, seat, target, None if vengeance else 2)
    elif character == "tex-overdrive":
        assert target is not None
        add_charge(state, target, 3 if vengeance else 2, strike)
        add_charge(state, seat, 2 if vengeance else 1)
    elif character == "iron-mike-bulwark":
        state["shields"][seat] = True
        add_charge(state, seat, 2 if vengeance else 1)
        score_bonus(state, seat, 1, events)
    elif character == "doc-stitches":
        _field_surgery(state, seat, 2 if vengeance else 1)
        add_charge(state, seat, 1 if vengeance else 0)
    event["charges"] = [charge(state, s) for s in range(state["seats"])]


def _take_charges(state: State, seat: int, victim: int, most: int | None) -> None:
    """Move up to ``most`` (None: all) of ``victim``'s charges onto ``seat``'s weapon; what it
    cannot hold above its maximum is lost."""
    taken = charge(state, victim) if most is None else min(most, charge(state, victim))
    state["weapons"][victim]["charge"] -= taken
    add_charge(state, seat, taken)


def _field_surgery(state: State, seat: int, count: int) -> None:
    """The ``count`` characters most recently put in the graveyard come back to hand."""
    grave = state["graves"][seat]
    back = grave[len(grave) - min(count, len(grave)) :]
    del grave[len(grave) - len(back) :]
    state["hands"][seat] = sorted(state["hands"][seat] + back)


def fizzles(state: State, seat: int, character: str, events: list[Event]) -> None:
    """A power with no one to aim at does nothing."""
    events.append(
        {
            "type": "power",
            "seat": seat,
            "character": character,
            "mode": mode_of(state, seat),
            "target": None,
            "fizzled": True,
            "charges": [charge(state, s) for s in range(state["seats"])],
        }
    )


# --- weapons -------------------------------------------------------------------------------


def execution_targets(state: State, seat: int) -> list[int]:
    """Whom ``seat``'s weapon may execute: any other player with an active character (Throwing
    Knives: only a neighbour)."""
    armed = [s for s in others(state, seat) if state["actives"][s] is not None]
    if kind(state["weapons"][seat]["card"]) == "throwing-knives":
        return [s for s in armed if s in neighbours(state, seat)]
    return armed


def execute(state: State, seat: int, target: int, rng: Rng, events: list[Event]) -> None:
    """The weapon's execution ability against ``target`` (cards.json ``ability``)."""
    held = state["weapons"][seat]
    weapon_kind = kind(held["card"])
    at_max = held["charge"] >= max_charge(held["card"])
    events.append(
        {
            "type": "executed",
            "seat": seat,
            "weapon": held["card"],
            "target": target,
            "charge": held["charge"],
        }
    )
    pierce = weapon_kind == "sniper-rifle"
    strike = Strike(state, seat, "weapon", rng, events, aimed=target, pierce=pierce)
    victims = [target]
    if weapon_kind == "flamethrower":
        victims += [s for s in neighbours(state, target) if s != seat and s != target]
    killed = [strike.active(victim) for victim in victims]
    extra = {"pump-shotgun": 1, "minigun": 2, "katana": int(at_max)}.get(weapon_kind, 0)
    for _ in range(extra):
        strike.from_hand(target)
    if weapon_kind == "nitro-launcher" and killed[0]:
        score_bonus(state, seat, 1, events)


def score_bonus(state: State, seat: int, points: int, events: list[Event]) -> None:
    """Points a card gives without a kill (the Nitro Launcher's extra, Iron Mike's pose)."""
    state["scores"][seat] += points
    events.append({"type": "bonus", "seat": seat, "points": points, "score": state["scores"][seat]})
