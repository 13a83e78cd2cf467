"""The one redaction point (``Game.view``): a seat sees its own card; another seat's card only
once the showdown has shown it. A spectator sees only what is shown."""

from __future__ import annotations

from typing import Any

from service.engine.game import State


def view(state: State, seat: int | None) -> dict[str, Any]:
    shown = state["step"] == "over" and state["reason"] == "showdown"
    cards = [
        card if viewer_may_see(state, owner, seat, shown) else None
        for owner, card in enumerate(state["cards"])
    ]
    return {
        "cards": cards,
        "chips": list(state["chips"]),
        "pot": state["pot"],
        "folded": list(state["folded"]),
        "bet": list(state["bet"]),
        "speaker": state["speaker"],
        "step": state["step"],
    }


def viewer_may_see(state: State, owner: int, seat: int | None, shown: bool) -> bool:
    return owner == seat or (shown and owner not in state["folded"])
