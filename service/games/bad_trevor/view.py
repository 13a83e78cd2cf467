"""What a seat may see: the one place Bad Trevor's secrets are stripped."""

from __future__ import annotations

from typing import Any

from .table import CLOCKWISE, State, active_seats


def view(state: State, seat: int | None) -> dict[str, Any]:
    """Public table plus, for a seat, its own hand and what it laid (None: a spectator)."""
    table: dict[str, Any] = {
        "phase": state["phase"],
        "step": state["step"],
        "current": state["current"],
        "direction": "clockwise" if state["direction"] == CLOCKWISE else "counterclockwise",
        "first": state["first"],
        "hand_counts": [len(hand) for hand in state["hands"]],
        "attack": _attack_view(state["attack"], seat),
        "attacks": state.get("attacks", 0),
        "discard": list(state["discard"]),
        "kevin": state["kevin"],
        "kevin_banned": sorted(state["kevin_banned"]),
        "ready": list(state["ready"]),
        "ranking": list(state["out"]),
        "active": active_seats(state),
        "spotlight": [s for s, flag in enumerate(state["spotlight"]) if flag],
        "quick_strike": [s for s, flag in enumerate(state["quick_strike"]) if flag],
        "quagmire": state["quagmire"],
        "pending": {"from_seat": state["pending"]["from"]} if state["pending"] else None,
    }
    if seat is not None:
        table["hand"] = sorted(state["hands"][seat])
    return table


def _attack_view(attack: dict[str, Any] | None, seat: int | None) -> dict[str, Any] | None:
    """Face-down cards show only as a count, except to the attacker who laid them."""
    if attack is None:
        return None
    data = {
        "instance": f"attack-{attack.get('number', 0)}",
        "seat": attack["attacker"],
        "defender": attack["defender"],
        "size": attack["size"],
        "count": len(attack["cards"]),
        "face_up": attack["face_up"],
    }
    if attack["face_up"] or seat == attack["attacker"]:
        data["cards"] = list(attack["cards"])
    return data
