"""What a seat may see: the one place hands, face-down active characters, Loges, sealed
answers and the weapon pile's order are stripped (RULINGS F9, F10)."""

from __future__ import annotations

from typing import Any

from .table import State


def player_view(state: State, seat: int) -> dict[str, Any]:
    """What everyone sees of a player: score, mode, weapon and charge, the graveyard face up,
    how many cards it holds, whether it has a face-down active character and a shield."""
    return {
        "seat": seat,
        "score": state["scores"][seat],
        "mode": state["modes"][seat],
        "weapon": state["weapons"][seat]["card"],
        "charge": state["weapons"][seat]["charge"],
        "hand_count": len(state["hands"][seat]),
        "has_active": state["actives"][seat] is not None,
        "graveyard": list(state["graves"][seat]),
        "bulletproof": state["shields"][seat],
    }


def announcement_view(state: State) -> dict[str, Any] | None:
    """The open announcement: who claims whom, and who has answered (not how)."""
    announcement = state["announcement"]
    if announcement is None:
        return None
    answered = sorted(int(seat) for seat in announcement["answers"])
    return {
        "seat": announcement["seat"],
        "character": announcement["character"],
        "instance": announcement["instance"],
        "answered": answered,
    }


def view(state: State, seat: int | None) -> dict[str, Any]:
    table: dict[str, Any] = {
        "round": state["round"],
        "max_rounds": state["max_rounds"],
        "target": state["target"],
        "first": state["first"],
        "current": state["current"],
        "step": state["step"],
        "cast": list(state["cast"]),
        "players": [player_view(state, s) for s in range(state["seats"])],
        "centre": list(state["centre"]),
        "pile_count": len(state["pile"]),
        "discard": list(state["discard"]),
        "announcement": announcement_view(state),
        "pending": [dict(item) for item in state["pending"]],
        "kills": list(state["kills"]),
        "winners": state["winners"],
        "tied": state["tied"],
        "reason": state["reason"],
    }
    if seat is not None:
        table["hand"] = sorted(state["hands"][seat])
        table["active"] = state["actives"][seat]
        table["loge"] = state["loges"][seat]
    return table
