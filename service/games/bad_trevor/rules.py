"""Bad Trevor's turn: who holds a decision, which actions are legal and what each one does.

Steps of ``state["step"]``: opening (everyone at once), pick (the defender; Kevin windows
for the others), main (rescue or start laying), lay, rescue_option, and the effect choices
payback (held by the attacker), hand_off and lookout; then over.
"""

from __future__ import annotations

from collections.abc import Callable

from service.engine.game import Decision
from service.engine.rng import Rng

from .deck import EFFECT, KIND, PAIR, PAIR_CARDS, TREVOR, giveable, pairs_held, singles_held
from .effects import resolve_effect
from .kevin import kevin_actions, kevin_seats, pass_window, slam, window
from .table import (
    Action,
    Event,
    State,
    active_seats,
    clone,
    is_over,
    move_card,
    next_active,
    pass_turn,
    settle,
    start_turn,
)

# --- decisions -------------------------------------------------------------------------


def decisions(state: State) -> list[Decision]:
    """Every open decision: one per seat at most."""
    step = state["step"]
    if step == "over":
        return []
    if step == "opening":
        waiting = [seat for seat in active_seats(state) if not state["ready"][seat]]
        return [Decision(seat, "turn", "opening") for seat in waiting]
    if step == "pick":
        kevin = window(state)
        windows = kevin.decisions() if kevin else []
        return [Decision(state["attack"]["defender"], "turn", "pick"), *windows]
    if step == "payback":
        return [Decision(state["pending"]["from"], "turn", "payback")]
    return [Decision(state["current"], "turn", step)]


# --- legal actions ---------------------------------------------------------------------


def actions(state: State, decision: Decision) -> list[Action]:
    """The actions open to the holder of ``decision``, an open decision of ``state``."""
    assert decision.seat is not None  # Bad Trevor opens no system decision
    return _LEGAL[decision.prompt](state, decision.seat)


def _rescues(hand: list[str]) -> list[Action]:
    return [{"type": "rescue", "civilian": pair} for pair in pairs_held(hand)]


def _lays(hand: list[str]) -> list[Action]:
    return [{"type": "lay", "card": card} for card in sorted(hand)]


def _others(state: State, seat: int) -> list[int]:
    return [other for other in active_seats(state) if other != seat]


def _opening_actions(state: State, seat: int) -> list[Action]:
    return [*_rescues(state["hands"][seat]), {"type": "ready"}]


def _pick_actions(state: State, seat: int) -> list[Action]:
    """The defender's blind picks, and its slam while Kevin is open to it."""
    picks = [{"type": "pick", "position": p} for p in range(len(state["attack"]["cards"]))]
    return picks + (kevin_actions(state, seat) if seat in kevin_seats(state) else [])


def _window_actions(state: State, seat: int) -> list[Action]:
    """A Kevin window: slam Kevin, or let this attack hand go by."""
    return [*kevin_actions(state, seat), {"type": "pass"}]


def _main_actions(state: State, seat: int) -> list[Action]:
    hand = state["hands"][seat]
    return (_rescues(hand) if not state["quagmire"] else []) + _lays(hand)


def _lay_actions(state: State, seat: int) -> list[Action]:
    return _lays(state["hands"][seat])


def _option_actions(state: State, seat: int) -> list[Action]:
    singles = singles_held(state["hands"][seat])
    demands = [
        {"type": "demand", "target": target, "civilian": pair}
        for target in _others(state, seat)
        for pair in singles
    ]
    return [{"type": "carry_on"}, {"type": "reverse"}, *demands]


def _payback_actions(state: State, seat: int) -> list[Action]:
    return [{"type": "give", "card": card} for card in giveable(state["hands"][seat])]


def _hand_off_actions(state: State, seat: int) -> list[Action]:
    targets = _others(state, seat)
    cards = giveable(state["hands"][seat])
    return [{"type": "hand_off", "card": card, "target": t} for card in cards for t in targets]


def _lookout_actions(state: State, seat: int) -> list[Action]:
    return [{"type": "lookout", "target": target} for target in _others(state, seat)]


_LEGAL: dict[str, Callable[[State, int], list[Action]]] = {
    "opening": _opening_actions,
    "pick": _pick_actions,
    "kevin": _window_actions,
    "main": _main_actions,
    "lay": _lay_actions,
    "rescue_option": _option_actions,
    "payback": _payback_actions,
    "hand_off": _hand_off_actions,
    "lookout": _lookout_actions,
}

# --- apply -----------------------------------------------------------------------------


def apply(state: State, seat: int, action: Action, rng: Rng) -> tuple[State, list[Event]]:
    """The next state and its events; ``state`` itself is left untouched."""
    new = clone(state)
    events: list[Event] = []
    _HANDLERS[action["type"]](new, seat, action, rng, events)
    return new, events


def _ready(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    state["ready"][seat] = True
    events.append({"type": "ready", "seat": seat})
    _begin_play_when_ready(state, events)


def _begin_play_when_ready(state: State, events: list[Event]) -> None:
    """Once every player still in is ready, Kevin's holder starts, clockwise."""
    ready = state["ready"]
    if is_over(state) or not all(ready[seat] for seat in active_seats(state)):
        return
    state["phase"] = "play"
    first = state["first"]
    if first in state["out"]:
        first = next_active(state, first)
    events.append({"type": "play_begins", "first": first, "direction": "clockwise"})
    start_turn(state, first, events)


def _rescue(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    """Discard a pair face up; in play (not the opening) an option follows with 3+ players."""
    pair = action["civilian"]
    cards = PAIR_CARDS[pair]
    hand = state["hands"][seat]
    for card in cards:
        hand.remove(card)
    state["discard"].extend(cards)
    opening = state["phase"] == "opening"
    option = not opening and bool(hand) and len(active_seats(state)) > 2
    event = {"type": "rescued", "seat": seat, "civilian": pair, "cards": list(cards)}
    events.append({**event, "option": option})
    settle(state, seat, events, "rescued")
    if opening:
        _begin_play_when_ready(state, events)
    elif not hand:
        pass_turn(state, seat, events)
    elif option:
        state["step"] = "rescue_option"


def _carry_on(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    state["step"] = "main"
    events.append({"type": "carry_on", "seat": seat})


def _reverse(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    state["step"] = "main"
    state["direction"] = -state["direction"]
    name = "clockwise" if state["direction"] == 1 else "counterclockwise"
    events.append({"type": "reverse", "seat": seat, "direction": name})


def _demand(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    """A hit pairs and discards the civilian and grants another option; a miss ends the go."""
    target, pair = action["target"], action["civilian"]
    wanted = next((card for card in state["hands"][target] if PAIR.get(card) == pair), None)
    event = {"type": "demand", "seat": seat, "target": target, "civilian": pair}
    if wanted is None:
        events.append({**event, "hit": False})
        pass_turn(state, seat, events)
        return
    move_card(state, wanted, target, seat)
    hand = state["hands"][seat]
    for card in PAIR_CARDS[pair]:
        hand.remove(card)
    state["discard"].extend(PAIR_CARDS[pair])
    events.append({**event, "hit": True, "cards": list(PAIR_CARDS[pair])})
    settle(state, target, events, "demanded")
    if settle(state, seat, events, "rescued"):
        pass_turn(state, seat, events)
    elif not is_over(state):
        state["step"] = "rescue_option" if len(active_seats(state)) > 2 else "main"


def _lay(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    """Lay one card of the attack hand; the last one lays the hand against the next player."""
    if state["step"] == "main":
        _begin_attack(state, seat)
    attack = state["attack"]
    card = action["card"]
    state["hands"][seat].remove(card)
    attack["cards"].append(card)
    event = {"type": "laid", "seat": seat, "position": len(attack["cards"]) - 1}
    if attack["face_up"]:
        events.append({**event, "face_up": True, "card": card})
    else:
        events.append({**event, "face_up": False, "private": {str(seat): {"card": card}}})
    if len(attack["cards"]) == attack["size"]:
        _complete_attack(state, seat, events)


def _begin_attack(state: State, seat: int) -> None:
    """Fix the attack hand's size (3, or 2 after a quick strike, at most the hand) and face."""
    size = 2 if state["quick_strike"][seat] else 3
    state["attacks"] = state.get("attacks", 0) + 1
    state["attack"] = {
        "number": state["attacks"],
        "attacker": seat,
        "defender": None,
        "cards": [],
        "size": min(size, len(state["hands"][seat])),
        "face_up": state["spotlight"][seat],
    }
    state["quick_strike"][seat] = state["spotlight"][seat] = False
    state["step"] = "lay"


def _complete_attack(state: State, seat: int, events: list[Event]) -> None:
    attack = state["attack"]
    defender = next_active(state, seat)
    attack["defender"] = defender
    state["current"] = defender
    state["step"] = "pick"
    state["quagmire"] = False
    event = {"type": "attack", "seat": seat, "defender": defender}
    event.update(count=len(attack["cards"]), face_up=attack["face_up"])
    if attack["face_up"]:
        event["cards"] = list(attack["cards"])
    events.append(event)


def _pick(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    """The defender's blind pick from the attack hand."""
    attack = state["attack"]
    position = action["position"]
    card = attack["cards"].pop(position)
    rest, attacker = attack["cards"], attack["attacker"]
    state["attack"] = None
    state["step"] = "main"
    event = {"type": "picked", "seat": seat, "from_seat": attacker, "position": position}
    if card == TREVOR:
        _take_all(state, seat, attacker, [card, *rest], event, events)
        return
    if KIND[card] == "civilian":
        state["hands"][seat].append(card)
        secret = {"card": card}
        event.update(kind="civilian", private={str(seat): secret, str(attacker): secret})
    else:
        state["discard"].append(card)
        event.update(kind=KIND[card], card=card, effect=EFFECT[card])
    state["hands"][attacker].extend(rest)
    events.append({**event, "count": len(rest)})
    settle(state, attacker, events, "attack_taken")
    if card in EFFECT and not is_over(state):
        resolve_effect(state, EFFECT[card], card, seat, attacker, rng, events)


def _take_all(
    state: State, seat: int, attacker: int, cards: list[str], event: Event, events: list[Event]
) -> None:
    """Bad Trevor picked: the picker takes the whole attack hand, and no card acts."""
    state["hands"][seat].extend(cards)
    secret = {"cards": sorted(cards)}
    event.update(kind="trevor", card=TREVOR, count=len(cards))
    events.append({**event, "private": {str(seat): secret, str(attacker): secret}})
    settle(state, attacker, events, "attack_taken")


def _kevin(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    slam(state, seat, action, events)


def _pass(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    pass_window(state, seat, events)


def _give(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    """Payback: the attacker gives the picker a card of the attacker's choice."""
    picker, card = state["current"], action["card"]
    move_card(state, card, seat, picker)
    secret = {"card": card}
    private = {str(seat): secret, str(picker): secret}
    events.append({"type": "payback", "seat": seat, "to_seat": picker, "private": private})
    state["step"] = "main"
    state["pending"] = None
    settle(state, seat, events, "payback")


def _hand_off(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    card, target = action["card"], action["target"]
    move_card(state, card, seat, target)
    secret = {"card": card}
    private = {str(seat): secret, str(target): secret}
    events.append({"type": "hand_off", "seat": seat, "target": target, "private": private})
    state["step"] = "main"
    if settle(state, seat, events, "hand_off"):
        pass_turn(state, seat, events)


def _lookout(state: State, seat: int, action: Action, rng: Rng, events: list[Event]) -> None:
    target = action["target"]
    private = {str(seat): {"hand": sorted(state["hands"][target])}}
    events.append({"type": "lookout", "seat": seat, "target": target, "private": private})
    state["step"] = "main"


_HANDLERS: dict[str, Callable[[State, int, Action, Rng, list[Event]], None]] = {
    "ready": _ready,
    "rescue": _rescue,
    "carry_on": _carry_on,
    "reverse": _reverse,
    "demand": _demand,
    "lay": _lay,
    "pick": _pick,
    "kevin": _kevin,
    "pass": _pass,
    "give": _give,
    "hand_off": _hand_off,
    "lookout": _lookout,
}
