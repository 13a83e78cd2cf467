"""Determinization for search bots: a full state consistent with all one seat knows.

Built from the seat's match view (its hand, every hand's size, the draw pile's size, the
discard pile and everything in play) and its bot memory of the events it saw: a card taken
from the discard pile into another hand (Necromancy, Rise, Tariq) stays known to be there
until it is played or discarded. Every other unseen card is dealt at random into the other
hands and the draw pile, matching every count.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.engine.dealing import deal_unseen
from service.engine.rng import Rng

from .deck import CARD_IDS
from .table import Event, State, clone


def remember(
    memory: dict[str, Any] | None, seat: int, seats: int, events: list[Event]
) -> dict[str, Any]:
    """The seat's bot memory (``Game.remember``) after its next ``events``: where each card
    seen going from the discard pile into another hand is, until it is seen leaving it."""
    where: dict[str, int] = dict((memory or {}).get("where", {}))
    for event in events:
        card = event.get("card")
        if event.get("type") == "raised" and event.get("seat") not in (None, seat):
            where[card] = event["seat"]
        elif event.get("type") in ("played", "discarded") and card in where:
            del where[card]
    return {"where": where}


def determinizer(
    view: dict[str, Any], memory: dict[str, Any] | None, seat: int
) -> Callable[[Rng], State]:
    """The sampler of states consistent with ``view`` (a match view) and the seat's bot
    ``memory`` (None: it saw no event)."""
    table = view["table"]
    seats = int(view["seats"])
    base = _public_state(table, seats, seat)
    where = (memory or {}).get("where", {})
    known = _known_hands(where, seat, base, table["hand_counts"])
    for other, cards in known.items():
        base["hands"][other] = list(cards)
    placed = {c for hand in base["hands"] for c in hand} | set(base["discard"]) | set(base["play"])
    unseen = [card for card in CARD_IDS if card not in placed]
    places = [o for o in range(seats) if o != seat for _ in range(_gap(table, base, o))]

    def sample(rng: Rng) -> State:
        state = clone(base)
        state["draw"] = deal_unseen(state["hands"], unseen, places, rng)
        return state

    return sample


def _gap(table: dict[str, Any], base: State, other: int) -> int:
    return table["hand_counts"][other] - len(base["hands"][other])


def _public_state(table: dict[str, Any], seats: int, seat: int) -> State:
    """The state as far as it shows: other hands and the draw pile empty."""
    hands: list[list[str]] = [[] for _ in range(seats)]
    hands[seat] = list(table["hand"])
    return {
        "seats": seats,
        "hands": hands,
        "draw": [],
        "discard": list(table["discard"]),
        "play": {card: dict(entry) for card, entry in table["play"].items()},
        "first": table["first"],
        "current": table["current"],
        "turn": table["turn"],
        "max_turns": table["last_turn"],
        "step": table["step"],
        "used": list(table["used"]),
        "shields": dict(table["shields"]),
        "grudges": [dict(grudges) for grudges in table["grudges"]],
        "triggers": [dict(trigger) for trigger in table["triggers"]],
        "winners": table["winners"],
        "reason": table["reason"],
    }


def _known_hands(
    where: dict[str, int], seat: int, base: State, counts: list[int]
) -> dict[int, list[str]]:
    """Cards seen going from the discard pile into another hand, and not seen leaving it."""
    visible = set(base["discard"]) | set(base["play"]) | set(base["hands"][seat])
    known: dict[int, list[str]] = {}
    for card, owner in where.items():
        if card not in visible and len(known.get(owner, [])) < counts[owner]:
            known.setdefault(owner, []).append(card)
    return known
