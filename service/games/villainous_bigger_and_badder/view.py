"""What one seat may see: the one redaction point of the state.

Public (rulebook "Can I look through my discard piles?", "reveal"): every realm, Power, every
discard pile, the revealed Fate cards, deck and hand sizes, who answered a window. Secret: each
hand, the order of every deck, what a seat looked at ("look at"), a window's sealed answers
(V23), and the options of a choice (legal actions tell them to its holder only).
"""

from __future__ import annotations

from typing import Any

from . import table, turn
from .table import State


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The table as ``seat`` sees it: a spectator's has no ``hand`` and no ``known``."""
    shown = _public(state)
    if seat is not None:
        shown["hand"] = sorted(state["hands"][seat])
        shown["known"] = _known(state, seat)
        _own_choices(state, shown, seat)
    return shown


def _public(state: State) -> dict[str, Any]:
    seats = range(state["seats"])
    return {
        "villains": list(state["villains"]),
        "first": state["first"],
        "current": state["current"],
        "round": state["round"],
        "step": state["step"],
        "power": list(state["power"]),
        "hand_counts": [len(state["hands"][s]) for s in seats],
        "deck_counts": [len(state["decks"][s]) for s in seats],
        "discards": [list(pile) for pile in state["discards"]],
        "fate_deck_counts": [len(state["fate_decks"][s]) for s in seats],
        "fate_discards": [list(pile) for pile in state["fate_discards"]],
        "realms": [_realm(state, s) for s in seats],
        "attached": dict(state["attached"]),
        "tokens": dict(state["tokens"]),
        "zeroed": list(state["zeroed"]),
        "used": list(state["used"]),
        "revealed": list(state["revealed"]),
        "resolving": list(state["resolving"]),
        "omnidroid": state["omnidroid"] and dict(state["omnidroid"]),
        "merlin": _merlin(state),
        "buzz": state["buzz"] and dict(state["buzz"]),
        "stack": [_frame(frame) for frame in state["stack"]],
        "auto": list(state["auto"]),
        "winners": state["winners"],
        "reason": state["reason"],
    }


def _realm(state: State, seat: int) -> dict[str, Any]:
    keys = table.location_keys(state, seat)
    cards = [c for row in state["board"][seat] for side in ("top", "bottom") for c in row[side]]
    cards += [i for i in state["attached"] if table.in_realm(state, seat, i)]
    return {
        "mover": keys[state["mover"][seat]],
        "locations": [
            {
                "key": key,
                "actions": _actions(state, seat, index),
                "top": list(row["top"]),
                "bottom": list(row["bottom"]),
            }
            for index, (key, row) in enumerate(zip(keys, state["board"][seat], strict=True))
        ],
        "strength": {c: table.strength(state, seat, c) for c in cards if _has_strength(state, c)},
    }


def _actions(state: State, seat: int, index: int) -> list[dict[str, Any]]:
    """The action symbols of a location: the board's top row (covered while a card stands
    there), its bottom row, then those cards there add (V11); each used this turn or not."""
    visible = {slot for slot, _ in turn.slots(state, seat, index)}
    here = state["current"] == seat and state["mover"][seat] == index
    top, bottom = turn.printed_slots(table.villain_of(state, seat), index)
    added = [(slot, action) for slot, action in turn.slots(state, seat, index) if slot[0] == "x"]
    rows = [("top", top), ("bottom", bottom), ("card", added)]
    return [
        {
            "symbol": action,
            "row": row,
            "covered": slot not in visible,
            "used": here and slot in state["used"],
        }
        for row, slots in rows
        for slot, action in slots
    ]


def _has_strength(state: State, card: str) -> bool:
    return table.is_hero(card) or table.is_ally(state, card) or table.card_type(card) == "omnidroid"


def _merlin(state: State) -> dict[str, Any] | None:
    merlin = state["merlin"]
    if merlin is None:
        return None
    return {
        "seat": merlin["seat"],
        "deck_count": len(merlin["deck"]),
        "defeated": list(merlin["defeated"]),
    }


def _frame(frame: dict[str, Any]) -> dict[str, Any]:
    if frame["kind"] == "window":
        trigger = frame["trigger"]
        return {
            "kind": "window",
            "id": frame["id"],
            "situation": trigger["kind"],
            "seat": trigger["actor"],
            "seats": list(frame["seats"]),
            "answered": list(frame["answered"]),
            "closed": frame["closed"],
        }
    if frame["kind"] == "then":
        return {
            "kind": "then",
            "id": frame["id"],
            "step": frame["handler"],
            "data": table.clone(frame["data"]),
        }
    shown = {"kind": "choice", "id": frame["id"], "seat": frame["seat"], "prompt": frame["prompt"]}
    about = asking(frame)
    if about is not None:
        shown["card"] = about
    return shown


def asking(frame: dict[str, Any]) -> str | None:
    """The public card a choice is about: the card whose text asks (an Effect or a Condition
    resolving, a card just played or activated), else the Fate card being played; None when
    the rules themselves ask (which Fate card to play, the Discard action)."""
    known = frame["data"]
    if "ctx" in known:
        return known["ctx"]["card"]
    return known.get("card")


def _own_choices(state: State, shown: dict[str, Any], seat: int) -> None:
    """A seat's own choices in full: what it may pick, and what the card asking knows (its
    handler and data), all the chooser knows (the bots' determinizer rebuilds them: V60)."""
    for frame, seen in zip(state["stack"], shown["stack"], strict=True):
        if frame["kind"] == "choice" and frame["seat"] == seat:
            seen.update(
                options=list(frame["options"]),
                handler=frame["handler"],
                data=table.clone(frame["data"]),
            )


def _known(state: State, seat: int) -> dict[str, list[str]]:
    return {key: list(cards) for key, cards in state["known"].get(str(seat), {}).items()}
