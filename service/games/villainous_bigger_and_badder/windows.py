"""Conditions (rulebook "Condition", FAQ "Can I play a Condition at any moment...").

A Condition "can only be played the instant the situation arises", during an opponent's turn.
When a situation arises (someone takes Power, discards, plays a card, vanquishes: the
``triggers`` of ``cards.json``), a window opens to every seat that could answer it *by public
information* (V22): not the one who caused it, not the one whose turn it is, and only a seat
whose villain has a Condition for it with a copy not in its discard pile, that could resolve
now. Answers are sealed (V23): each seat plays any of its matching Conditions, or passes;
when all have answered, the window closes, every answer is shown, and the Conditions resolve
in turn order from the current player (V24). A seat in ``auto`` mode (V25) is never asked:
the server plays its matching Conditions at once if it holds any, else nothing happens.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from service.engine.rng import Rng
from service.engine.windows import Window, fields_of, open_to

from . import data, effects, stack, table
from .table import Action, Event, State, key_of


def window(frame: dict[str, Any]) -> Window:
    """A window frame as the engine's window: sealed (V23), closed once all answered."""
    answered = tuple((seat, None) for seat in frame["answered"])
    return Window("condition", frame["id"], tuple(frame["seats"]), answered)


def gain(state: State, seat: int, amount: int, rng: Rng, events: list[Event]) -> None:
    """Power from the reserve ("considered unlimited"): a situation Conditions answer."""
    state["power"][seat] += amount
    events.append({"type": "power", "seat": seat, "count": amount, "total": state["power"][seat]})
    arise(state, seat, "power", rng, events, amount=amount)


def triggers_for(kind: str, **info: Any) -> list[str]:
    """The trigger ids a situation meets."""
    if kind == "power":
        return ["opponent_gains_power"] + (
            ["opponent_gains_2_or_more_power"] if info["amount"] >= 2 else []
        )
    if kind == "discard":
        return ["opponent_discards"]
    if kind == "play":
        return ["opponent_plays_card"] if (info.get("cost") or 0) >= 1 else []
    if kind == "vanquish":
        return ["opponent_vanquishes"] + (
            ["opponent_vanquishes_strength_2_or_more"] if info["strength"] >= 2 else []
        )
    raise ValueError(kind)


CONDITION_KEYS = {
    villain: [c["key"] for c in data.cards(villain, "villain") if c["type"] == "condition"]
    for villain in data.villains()
}


def arise(state: State, actor: int, kind: str, rng: Rng, events: list[Event], **info: Any) -> None:
    """A situation arose: open a window to whoever could answer it (or resolve auto seats)."""
    trigger = {"kind": kind, "actor": actor, "triggers": triggers_for(kind, **info), **info}
    if not trigger["triggers"]:
        return
    candidates = [seat for seat in table.opponents(state, state["current"]) if seat != actor]
    able = open_to(candidates, lambda seat: _could_answer(state, seat, trigger))
    asked = [seat for seat in able if not state["auto"][seat]]
    played = [
        [seat, card]
        for seat in able
        if state["auto"][seat]
        for card in _auto_answer(state, seat, trigger)
    ]
    if not asked and not played:
        return
    frame = {
        "kind": "window",
        "id": stack.next_serial(state),
        "trigger": trigger,
        "seats": asked,
        "answered": [],
        "played": played,
        "closed": False,
    }
    state["stack"].append(frame)
    opened = window(frame).opened(situation=kind, seat=actor)
    shown = fields_of(opened, "instance", "situation", "seat", "seats")
    events.append({"type": "window_opened", **shown})


def _could_answer(state: State, seat: int, trigger: dict[str, Any]) -> bool:
    """Public information only: a matching Condition of this villain with a copy not known to
    be elsewhere (discarded or resolving), that could resolve now."""
    for key in _matching_keys(state, seat, trigger):
        copies = data.CARDS[key]["copies"]
        known = sum(1 for c in [*state["discards"][seat], *state["resolving"]] if key_of(c) == key)
        ctx = effects.context(seat, seat, f"{key}-1", "condition", trigger=trigger)
        if known < copies and effects.can_resolve(state, ctx):
            return True
    return False


def _matching_keys(state: State, seat: int, trigger: dict[str, Any]) -> list[str]:
    keys = CONDITION_KEYS[table.villain_of(state, seat)]
    return [k for k in keys if data.CARDS[k]["trigger"] in trigger["triggers"]]


def playable(state: State, seat: int, trigger: dict[str, Any]) -> list[str]:
    """The Conditions in ``seat``'s hand that answer ``trigger`` and could resolve now (not
    one already played in a window still resolving: it only leaves the hand then)."""
    keys = set(_matching_keys(state, seat, trigger))
    committed = {
        card for frame in state["stack"] if frame["kind"] == "window" for _, card in frame["played"]
    }
    return sorted(
        card
        for card in state["hands"][seat]
        if key_of(card) in keys
        and card not in committed
        and effects.can_resolve(
            state, effects.context(seat, seat, card, "condition", trigger=trigger)
        )
    )


def _auto_answer(state: State, seat: int, trigger: dict[str, Any]) -> list[str]:
    """An ``auto`` seat plays one of each matching Condition it holds (V25)."""
    chosen, seen = [], set()
    for card in playable(state, seat, trigger):
        if key_of(card) not in seen:
            seen.add(key_of(card))
            chosen.append(card)
    return chosen


def answers(state: State, frame: dict[str, Any], seat: int) -> list[Action]:
    """Pass, or play any non-empty set of matching Conditions (one action per set of card
    kinds and counts: copies are interchangeable)."""
    cards = playable(state, seat, frame["trigger"])
    found: list[Action] = [{"type": "pass"}]
    seen = set()
    for size in range(1, len(cards) + 1):
        for group in combinations(cards, size):
            shape = tuple(sorted(key_of(c) for c in group))
            if shape not in seen:
                seen.add(shape)
                found.append({"type": "condition", "cards": list(group)})
    return found


def waiting(frame: dict[str, Any]) -> list[int]:
    return window(frame).waiting()


def answer(state: State, seat: int, action: Action, events: list[Event]) -> None:
    """A sealed answer: everyone sees that ``seat`` answered, only ``seat`` how (V23)."""
    frame = stack.top(state)
    assert frame is not None
    cards = list(action["cards"]) if action["type"] == "condition" else []
    _, answered = window(frame).answer(seat, action["type"], cards=cards)
    frame["answered"].append(seat)
    frame["played"] += [[seat, card] for card in cards]
    events.append({"type": "answered", **fields_of(answered, "seat", "instance")})


def settle(state: State, rng: Rng, events: list[Event]) -> bool:
    """Carry on with the top window if it waits for nobody: close it, then resolve its
    Conditions one at a time. True if something happened (the caller loops)."""
    frame = stack.top(state)
    if frame is None or frame["kind"] != "window" or waiting(frame):
        return False
    if not frame["closed"]:
        _close(state, frame, events)
    if not frame["played"]:
        stack.pop(state)
        return True
    seat, card = frame["played"].pop(0)
    ctx = effects.context(seat, seat, card, "condition", trigger=frame["trigger"])
    state["hands"][seat].remove(card)
    if effects.can_resolve(state, ctx):
        events.append(
            {"type": "condition_played", "seat": seat, "card": card, "instance": frame["id"]}
        )
        effects.start(state, ctx, rng, events)
    else:  # an earlier Condition of the same instant left it nothing to do (V24)
        state["hands"][seat].append(card)
        events.append({"type": "condition_returned", "seat": seat, "card": card})
    return True


def _close(state: State, frame: dict[str, Any], events: list[Event]) -> None:
    """Every answer shown; the Conditions played leave their hands in turn order (V24)."""
    frame["closed"] = True
    order = {seat: n for n, seat in enumerate(table.opponents(state, state["current"]))}
    frame["played"].sort(key=lambda pair: order[pair[0]])
    closed = window(frame).closed(played=[list(pair) for pair in frame["played"]])
    events.append({"type": "window_closed", **fields_of(closed, "instance", "played")})
