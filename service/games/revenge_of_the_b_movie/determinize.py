"""Determinization for search bots: a full state consistent with all one seat knows.

Everything but the other hands and the deck's order is face up (films, the discard pile,
money), so the seat's match view is all it knows: every card it cannot see is dealt at
random into the other hands, by their sizes, and the rest is the deck.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.engine.dealing import deal_unseen
from service.engine.rng import Rng

from .deck import CARD_IDS
from .table import State, clone


def determinizer(view: dict[str, Any], memory: Any, seat: int) -> Callable[[Rng], State]:
    """The sampler of states consistent with ``view`` (a match view), which shows all the
    seat knows: its bots keep no ``memory`` of events (it is None)."""
    table = view["table"]
    base = _public_state(table, int(view["seats"]), seat)
    placed = set(table["hand"]) | set(table["discard"])
    placed |= {entry["card"] for film in table["films"] for entry in film["cards"]}
    unseen = [card for card in CARD_IDS if card not in placed]
    places = [o for o, count in enumerate(table["hand_counts"]) if o != seat for _ in range(count)]

    def sample(rng: Rng) -> State:
        state = clone(base)
        state["deck"] = deal_unseen(state["hands"], unseen, places, rng)
        return state

    return sample


def _public_state(table: dict[str, Any], seats: int, seat: int) -> State:
    """The state as far as it shows: other hands and the deck empty."""
    hands: list[list[str]] = [[] for _ in range(seats)]
    hands[seat] = list(table["hand"])
    films = [
        {
            "id": f["id"],
            "owner": f["owner"],
            "cards": [dict(e) for e in f["cards"]],
            "wrapped": f["wrapped"],
            **({"unsold": True} if f["unsold"] else {}),
        }
        for f in table["films"]
    ]
    return {
        "seats": seats,
        "round": table["round"],
        "max_rounds": table["max_rounds"],
        "dealer": table["dealer"],
        "current": table["current"],
        "step": table["step"],
        "hands": hands,
        "deck": [],
        "discard": list(table["discard"]),
        "films": films,
        "next_film": 1 + max((int(f["id"][1:]) for f in films), default=0),
        "money": list(table["money"]),
        "target": table["target"],
        "winner": table["winner"],
        "rearranged": table["rearranged"],
        "winners": table["winners"],
        "reason": table["reason"],
    }
