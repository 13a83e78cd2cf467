"""The rules: who decides what (``decisions``), what they may do (``actions``), what it does
(``apply``). Sections named are the rulebook's; RULINGS V<n> are ours.

A turn is ``move`` then ``act`` (any free action symbols, then ``end_turn``). Whatever
interrupts it (a choice a card asks for, a Condition window, a step that waits for the
choices above it) is a frame of ``state["stack"]``; the turn resumes when it is empty.
"""

from __future__ import annotations

from typing import Any

from service.engine.game import Decision
from service.engine.rng import Rng

from . import data, effects, fate, fighting, objectives, realm, stack, table, turn, windows
from .table import HAND_SIZE, Action, Event, State, key_of


def decisions(state: State) -> list[Decision]:
    if state["step"] == "over":
        return []
    frame = stack.top(state)
    if frame is None:
        return [Decision(state["current"], "turn", state["step"])]
    if frame["kind"] == "window":
        return windows.window(frame).decisions()
    return [Decision(frame["seat"], "turn", frame["prompt"], instance=str(frame["id"]))]


def actions(state: State, decision: Decision) -> list[Action]:
    seat = decision.seat
    assert seat is not None
    frame = stack.top(state)
    if frame is None:
        if state["step"] == "move":
            return turn.move_actions(state, seat)
        return act_actions(state, seat)
    if frame["kind"] == "window":
        return windows.answers(state, frame, seat)
    return [{"type": "choose", "choice": option} for option in frame["options"]]


def illegal_reason(state: State, seat: int, action: Action) -> str | None:
    """Why ``action`` is not legal for ``seat`` now, or None. A Vanquish is checked by the
    rule itself, since any set of fighters may be used and not every set is listed
    (``turn.vanquish_sets``); every other action must be among the listed ones."""
    if action["type"] == "vanquish":
        return _vanquish_refusal(state, seat, action)
    decision = next((d for d in decisions(state) if d.seat == seat), None)
    if decision is not None and action in actions(state, decision):
        return None
    return "not among the legal actions"


def _vanquish_refusal(state: State, seat: int, action: Action) -> str | None:
    if state["step"] != "act" or stack.top(state) is not None or state["current"] != seat:
        return "a Vanquish is taken at your own act step only"
    if "vanquish" not in turn.free_symbols(state, seat):
        return "no free Vanquish symbol where your mover stands"
    return turn.vanquish_refusal(state, seat, action["hero"], list(action["allies"]))


def act_actions(state: State, seat: int) -> list[Action]:
    """Every action the free symbols at the mover allow, then ending the turn (the seat's
    Condition mode is a seat setting, not an action: V25)."""
    found: list[Action] = []
    free = turn.free_symbols(state, seat)
    if "gain_power" in free:
        found.append({"type": "gain_power"})
    if "play_card" in free:
        found += play_actions(state, seat)
    if "activate" in free:
        found += [{"type": "activate", "card": c} for c in activatable(state, seat)]
    if "move_item_or_ally" in free:
        found += turn.neighbour_moves(state, seat, turn.movable_cards(state, seat), "move_card")
    if "move_hero" in free:
        found += turn.neighbour_moves(state, seat, turn.movable_heroes(state, seat), "move_hero")
    if "fate" in free:
        found += [{"type": "fate", "target": o} for o in table.opponents(state, seat)]
    if "vanquish" in free:
        found += turn.vanquish_actions(state, seat)
    if "discard_cards" in free and state["hands"][seat]:
        found.append({"type": "discard"})
    found.append({"type": "end_turn"})
    return found


def play_actions(state: State, seat: int) -> list[Action]:
    """ "Play 1 card from your hand": one copy of each kind the seat can pay for and resolve,
    to each place it may go; and building an Omnidroid (V14)."""
    found: list[Action] = []
    keys = table.location_keys(state, seat)
    for card in _one_of_each(state["hands"][seat]):
        entry = data.CARDS[key_of(card)]
        if entry["type"] == "condition" or (entry["cost"] or 0) > state["power"][seat]:
            continue
        if entry["type"] == "ally" or (entry["type"] == "item" and entry["attach"] is None):
            found += [{"type": "play", "card": card, "location": key} for key in keys]
        elif entry["type"] == "item":
            found += [
                {"type": "attach", "card": card, "host": h}
                for h in sorted(table.heroes(state, seat))
            ]
        elif effects.can_resolve(state, effects.context(seat, seat, card, "hand")):
            found.append({"type": "play_effect", "card": card})
    found += fighting.build_actions(state, seat)
    return found


def _one_of_each(hand: list[str]) -> list[str]:
    seen: dict[str, str] = {}
    for card in sorted(hand):
        seen.setdefault(key_of(card), card)
    return list(seen.values())


def activatable(state: State, seat: int) -> list[str]:
    return sorted(
        card
        for card in [*table.bottom_cards(state, seat)]
        if data.CARDS.get(key_of(card), {}).get("activated")
        and effects.can_activate(state, effects.context(seat, seat, card, "activate"))
    )


# --- apply -------------------------------------------------------------------------------------


def apply(state: State, seat: int | None, action: Action, rng: Rng) -> tuple[State, list[Event]]:
    assert seat is not None
    new, events = table.clone(state), []
    kind = action["type"]
    if kind == "choose":
        frame = stack.pop(new)
        effects.handle(new, frame, action["choice"], rng, events)
    elif kind in ("pass", "condition"):
        windows.answer(new, seat, action, events)
    else:
        TURN_ACTIONS[kind](new, seat, action, rng, events)
    settle(new, rng, events)
    return new, events


def settle(state: State, rng: Rng, events: list[Event]) -> None:
    """Run what needs nobody's decision: windows nobody waits on, steps whose choices are
    made; then check every objective ("The game ends as soon as a player achieves...")."""
    while state["step"] != "over":
        if objectives.check(state, events):
            return
        frame = stack.top(state)
        if frame is None:
            return
        if frame["kind"] == "then":
            stack.pop(state)
            effects.HANDLERS[frame["handler"]](state, frame, "", rng, events)
        elif not windows.settle(state, rng, events):
            return


def _move(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    index = table.location_index(state, seat, action["location"])
    state["mover"][seat] = index
    state["stay"][seat] = False
    state["step"] = "act"
    events.append({"type": "mover", "seat": seat, "location": action["location"]})


def _gain_power(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    amount = turn.power_here(state, seat)
    turn.use(state, seat, "gain_power")
    windows.gain(state, seat, amount, rng, events)


def _pay(state: State, seat: int, card: str, events: list[Event]) -> int:
    cost = data.CARDS[key_of(card)]["cost"] or 0
    state["power"][seat] -= cost
    state["hands"][seat].remove(card)
    events.append({"type": "played", "seat": seat, "card": card, "cost": cost})
    return cost


def _play(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    turn.use(state, seat, "play")
    cost = _pay(state, seat, action["card"], events)
    windows.arise(state, seat, "play", rng, events, card=action["card"], cost=cost)
    index = table.location_index(state, seat, action["location"])
    realm.place(state, seat, action["card"], index, events)
    effects.on_play(state, effects.context(seat, seat, action["card"], "play"), rng, events)


def _attach(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    turn.use(state, seat, "attach")
    cost = _pay(state, seat, action["card"], events)
    windows.arise(state, seat, "play", rng, events, card=action["card"], cost=cost)
    realm.attach(state, seat, action["card"], action["host"], events)


def _play_effect(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    turn.use(state, seat, "play_effect")
    cost = _pay(state, seat, action["card"], events)
    windows.arise(state, seat, "play", rng, events, card=action["card"], cost=cost)
    effects.start(state, effects.context(seat, seat, action["card"], "hand"), rng, events)


def _activate(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    turn.use(state, seat, "activate")
    events.append({"type": "activated", "seat": seat, "card": action["card"]})
    effects.activate(state, effects.context(seat, seat, action["card"], "activate"), rng, events)


def _move_card(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    turn.use(state, seat, action["type"])
    realm.move(
        state, seat, action["card"], table.location_index(state, seat, action["location"]), events
    )


def _discard(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    """ "Discard as many cards as you wish": one at a time, then done (V26)."""
    turn.use(state, seat, "discard")
    ask_discard(state, seat, 0)


def ask_discard(state: State, seat: int, count: int) -> None:
    options = [*sorted(state["hands"][seat]), "done"]
    stack.ask(state, seat, "discard", "discard_step", options, count=count)


@effects.handler("discard_step")
def _discard_step(
    state: State, frame: dict[str, Any], choice: str, rng: Rng, events: list[Event]
) -> None:
    seat, count = frame["seat"], frame["data"]["count"]
    if choice == "done":
        events.append({"type": "discarded_cards", "seat": seat, "count": count})
        if count:
            windows.arise(state, seat, "discard", rng, events, count=count)
        return
    state["hands"][seat].remove(choice)
    state["discards"][seat].append(choice)
    events.append({"type": "discarded", "seat": seat, "card": choice, "from_zone": "hand"})
    if state["hands"][seat]:
        ask_discard(state, seat, count + 1)
    else:
        _discard_step(state, {**frame, "data": {"count": count + 1}}, "done", rng, events)


def set_conditions_mode(state: State, seat: int, mode: str) -> tuple[State, list[Event]]:
    """The seat setting ``conditions`` (V25): ``auto`` or ``ask`` from the next window on."""
    new = table.clone(state)
    new["auto"][seat] = mode == "auto"
    return new, [{"type": "conditions_mode", "seat": seat, "mode": mode}]


def _end_turn(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    """Draw up to four ("only at the end of your turn"), then the next player's turn."""
    table.draw_cards(state, seat, max(HAND_SIZE - len(state["hands"][seat]), 0), rng, events)
    next_turn(state, events)


def next_turn(state: State, events: list[Event]) -> None:
    state["current"] = (state["current"] + 1) % state["seats"]
    state["turns"] += 1
    if state["current"] == state["first"]:
        state["round"] += 1
    state["used"] = []
    state["step"] = "move"
    if state["round"] > state["max_rounds"]:
        objectives.finish(state, "round_cap", [], events)
        return
    events.append({"type": "turn", "seat": state["current"], "round": state["round"]})


TURN_ACTIONS = {
    "move": _move,
    "gain_power": _gain_power,
    "play": _play,
    "attach": _attach,
    "play_effect": _play_effect,
    "build": fighting.build,
    "activate": _activate,
    "move_card": _move_card,
    "move_hero": _move_card,
    "fate": fate.fate,
    "vanquish": fighting.vanquish,
    "discard": _discard,
    "end_turn": _end_turn,
}
