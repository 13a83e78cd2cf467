"""What a seat may see: the one place the hands and the draw pile's order are stripped."""

from __future__ import annotations

from typing import Any

from .table import State, counted_by_seat


def view(state: State, seat: int | None) -> dict[str, Any]:
    """Everything in play and on the discard pile; a seat's own hand; counts of the rest."""
    table: dict[str, Any] = {
        "turn": state["turn"],
        "last_turn": state["max_turns"],
        "current": state["current"],
        "first": state["first"],
        "step": state["step"],
        "used": list(state["used"]),
        "hand_counts": [len(hand) for hand in state["hands"]],
        "draw_count": len(state["draw"]),
        "discard": list(state["discard"]),
        "play": {card: dict(entry) for card, entry in state["play"].items()},
        "shields": dict(state["shields"]),
        "grudges": [dict(grudges) for grudges in state["grudges"]],
        "triggers": [dict(trigger) for trigger in state["triggers"]],
        "stories": [sorted(stories) for stories in counted_by_seat(state)],
        "winners": state["winners"],
        "reason": state["reason"],
    }
    if seat is not None:
        table["hand"] = sorted(state["hands"][seat])
    return table
