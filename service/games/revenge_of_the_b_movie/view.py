"""What a seat may see: the one place the hands and the deck's order are stripped."""

from __future__ import annotations

from typing import Any

from .film import cult, is_legal
from .table import State


def film_view(film: dict[str, Any]) -> dict[str, Any]:
    """A film as everyone sees it, with its cult value and legality worked out."""
    return {
        "id": film["id"],
        "owner": film["owner"],
        "cards": [dict(entry) for entry in film["cards"]],
        "wrapped": film["wrapped"],
        "cult": cult(film["cards"]),
        "legal": is_legal(film["cards"]),
        "unsold": bool(film.get("unsold")),
    }


def view(state: State, seat: int | None) -> dict[str, Any]:
    """Every film, the discard pile and the money; a seat's own hand; counts of the rest."""
    table: dict[str, Any] = {
        "round": state["round"],
        "max_rounds": state["max_rounds"],
        "dealer": state["dealer"],
        "current": state["current"],
        "step": state["step"],
        "rearranged": state["rearranged"],
        "target": state["target"],
        "winner": state["winner"],
        "money": list(state["money"]),
        "hand_counts": [len(hand) for hand in state["hands"]],
        "deck_count": len(state["deck"]),
        "discard": list(state["discard"]),
        "films": [film_view(film) for film in state["films"]],
        "winners": state["winners"],
        "reason": state["reason"],
    }
    if seat is not None:
        table["hand"] = sorted(state["hands"][seat])
    return table
