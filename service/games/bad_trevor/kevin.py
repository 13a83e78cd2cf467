"""Kamikaze Kevin: who may slam him, which shouts count, and what follows."""

from __future__ import annotations

import re

from service.engine.windows import FIRST, PASS, Window, fields_of

from .deck import KEVIN, TREVOR
from .table import (
    Action,
    Event,
    State,
    active_seats,
    is_over,
    next_active,
    settle,
    start_turn,
)

SHOUT = "Take that, Bad Trevor!"
_SHOUT_WORDS = "take that bad trevor"
_NOT_WORD = re.compile(r"[^\w\s]|_")


def shout_counts(shout: str) -> bool:
    """Whether the shout's words are exactly "take that bad trevor" (case and punctuation aside)."""
    return " ".join(_NOT_WORD.sub("", shout.casefold()).split()) == _SHOUT_WORDS


def window(state: State) -> Window | None:
    """The Kevin window while a face-down attack hand of 2+ awaits a pick (R32; a face-up
    card is seen, not suspected: R45) and Kevin is in the middle: open to every seat but the
    attacker and the defender (who holds the pick) that has not fumbled a shout, its passes
    open, taken by the first slam."""
    attack = state["attack"]
    if state["step"] != "pick" or state["kevin"] != "middle" or len(attack["cards"]) < 2:
        return None
    if attack["face_up"]:
        return None
    shut = (attack["attacker"], attack["defender"], *state["kevin_banned"])
    seats = tuple(seat for seat in active_seats(state) if seat not in shut)
    passes = tuple((seat, PASS) for seat in attack.get("passed", ()))
    return Window("kevin", instance(state), seats, passes, sealed=False, closes=FIRST)


def instance(state: State) -> str:
    """The instance id of the Kevin window on the attack hand lying on the table."""
    return f"attack-{state['attack'].get('number', 0)}"


def kevin_seats(state: State) -> list[int]:
    """Who may slam Kevin now: the defender unless it fumbled, and whom the window waits on."""
    kevin = window(state)
    if kevin is None:
        return []
    waiting, defender = kevin.waiting(), state["attack"]["defender"]
    may = [*waiting, *([] if defender in state["kevin_banned"] else [defender])]
    return [seat for seat in active_seats(state) if seat in may]


def pass_window(state: State, seat: int, events: list[Event]) -> None:
    """``seat`` lets this attack hand go by: its window closes until the next attack hand."""
    before = window(state)
    assert before is not None
    _, answered = before.answer(seat, PASS)
    attack = state["attack"]
    attack["passed"] = [*attack.get("passed", ()), seat]
    events.append({"type": "window_passed", **fields_of(answered, "seat", "instance")})
    _announce_if_closed(state, before, events)


def _announce_if_closed(state: State, before: Window | None, events: list[Event]) -> None:
    """``window_closed`` exactly when the last open window closes, by a pass or a fumble."""
    after = window(state)
    if before is not None and before.waiting() and not (after and after.waiting()):
        closed = before.closed(defender=state["attack"]["defender"])
        events.append({"type": "window_closed", **fields_of(closed, "instance", "defender")})


def kevin_actions(state: State, seat: int) -> list[Action]:
    """One slam per card of the attack hand, with the canonical shout."""
    positions = range(len(state["attack"]["cards"]))
    return [{"type": "kevin", "position": position, "shout": SHOUT} for position in positions]


def kevin_reason(state: State, seat: int | None, action: Action) -> str | None:
    """Why a slam is illegal, or None: any text is a legal shout (wrong words are a penalty)."""
    if set(action) != {"type", "position", "shout"}:
        return "a kevin action takes exactly a position and a shout"
    if seat not in kevin_seats(state):
        return "you may not use Kamikaze Kevin now"
    position = action["position"]
    if type(position) is not int or not 0 <= position < len(state["attack"]["cards"]):
        return "there is no card at that position"
    if not isinstance(action["shout"], str):
        return "the shout must be text"
    return None


def slam(state: State, seat: int, action: Action, events: list[Event]) -> None:
    """Resolve a slam: a wrong shout costs the right to Kevin, a right one ends someone's game."""
    if not shout_counts(action["shout"]):
        before = window(state)
        state["kevin_banned"].append(seat)
        event = {"type": "kevin_fumbled", "seat": seat, "instance": instance(state)}
        events.append({**event, "shout": action["shout"]})
        _announce_if_closed(state, before, events)
        return
    attacker = state["attack"]["attacker"]
    card = state["attack"]["cards"][action["position"]]
    leaver, taker = (seat, attacker) if card == TREVOR else (attacker, seat)
    event = {"type": "kevin", "seat": seat, "instance": instance(state), "target": attacker}
    event.update(position=action["position"], shout=action["shout"])
    event.update(card=card, correct=card == TREVOR)
    events.append({**event, **_hand_over(state, leaver, taker)})
    state["kevin"] = "discard"
    state["discard"].append(KEVIN)
    settle(state, leaver, events, "kevin")
    if not is_over(state):
        start_turn(state, next_active(state, attacker), events)


def _hand_over(state: State, leaver: int, taker: int) -> Event:
    """The leaver's hand and the whole attack hand go to the taker: the event's part."""
    handed, laid = state["hands"][leaver], state["attack"]["cards"]
    state["hands"][leaver] = []
    state["hands"][taker].extend(handed + laid)
    state["attack"] = None
    gave, received = {"gave": sorted(handed)}, {"received": sorted(handed + laid)}
    private = {str(leaver): gave, str(taker): received}
    count = len(handed) + len(laid)
    return {"from_seat": leaver, "to_seat": taker, "count": count, "private": private}
