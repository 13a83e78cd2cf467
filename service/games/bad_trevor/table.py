"""The table: the state's shape, a cheap clone, seats in play, turns and going out."""

from __future__ import annotations

from typing import Any

from service.engine.rng import Rng

from .deck import CARD_IDS, KEVIN

State = dict[str, Any]
Action = dict[str, Any]
Event = dict[str, Any]

CLOCKWISE = 1


def new_state(seats: int, rng: Rng) -> State:
    """Shuffle, deal one card at a time from seat 0, and put Kamikaze Kevin in the middle."""
    deck = list(CARD_IDS)
    rng.shuffle(deck)
    hands = [deck[seat::seats] for seat in range(seats)]
    first = next(seat for seat, hand in enumerate(hands) if KEVIN in hand)
    hands[first].remove(KEVIN)
    return {
        "seats": seats,
        "hands": hands,
        "discard": [],
        "kevin": "middle",
        "kevin_banned": [],
        "first": first,
        "direction": CLOCKWISE,
        "phase": "opening",
        "step": "opening",
        "current": None,
        "ready": [False] * seats,
        "attack": None,
        "attacks": 0,  # attack hands laid so far: the number of the next one's Kevin window
        "pending": None,
        "out": [],
        "spotlight": [False] * seats,
        "quick_strike": [False] * seats,
        "quagmire": False,
        "forfeited": None,
    }


def clone(state: State) -> State:
    """A copy that apply may change freely: every container is copied, one level deep."""
    # Kept by hand (not the engine's copy_json): random playouts, 4 players, ran
    # 40,972 actions/s with it and 29,685 with copy_json (issue 33).
    new = dict(state)
    new["hands"] = [list(hand) for hand in state["hands"]]
    for key in ("discard", "kevin_banned", "ready", "out", "spotlight", "quick_strike"):
        new[key] = list(state[key])
    attack = state["attack"]
    if attack is not None:
        new["attack"] = {**attack, "cards": list(attack["cards"])}
        if "passed" in attack:
            new["attack"]["passed"] = list(attack["passed"])
    if state["pending"] is not None:
        new["pending"] = dict(state["pending"])
    return new


def is_over(state: State) -> bool:
    return state["phase"] == "over"


def active_seats(state: State) -> list[int]:
    """The seats still in the game, in seat order."""
    out = state["out"]
    return [seat for seat in range(state["seats"]) if seat not in out]


def next_active(state: State, seat: int) -> int:
    """The next seat still in the game after ``seat`` in the current direction."""
    seats, step, out = state["seats"], state["direction"], state["out"]
    following = (seat + step) % seats
    while following in out:
        following = (following + step) % seats
    return following


def move_card(state: State, card: str, giver: int, taker: int) -> None:
    """Move one card from one hand to another."""
    state["hands"][giver].remove(card)
    state["hands"][taker].append(card)


def start_turn(state: State, seat: int, events: list[Event]) -> None:
    """Begin ``seat``'s turn without a pick (no attack hand lies against it)."""
    state["current"] = seat
    state["step"] = "main"
    state["quagmire"] = False
    state["pending"] = None
    events.append({"type": "turn", "seat": seat})


def pass_turn(state: State, seat: int, events: list[Event]) -> None:
    """End ``seat``'s go: the next player in the direction of play starts without a pick."""
    if not is_over(state):
        start_turn(state, next_active(state, seat), events)


def settle(state: State, seat: int, events: list[Event], how: str) -> bool:
    """Put ``seat`` out if its hand is empty and no attack hand of its lies on the table."""
    if state["hands"][seat] or seat in state["out"] or is_over(state):
        return False
    attack = state["attack"]
    if attack is not None and attack["attacker"] == seat:
        return False
    state["out"].append(seat)
    events.append({"type": "out", "seat": seat, "place": len(state["out"]), "how": how})
    if len(state["out"]) == state["seats"] - 1:
        finish(state, events)
    return True


def forfeit(state: State, seat: int, events: list[Event]) -> None:
    """``seat`` forfeits: the match ends at once and that seat is the loser (R43)."""
    state["forfeited"] = seat
    state["phase"] = state["step"] = "over"
    state["current"] = state["attack"] = state["pending"] = None
    events.append({"type": "forfeit", "seat": seat})


def ranking(state: State) -> list[int]:
    """Out in order, then (after a forfeit) the rest by fewest cards, the forfeiter last."""
    loser = state.get("forfeited")
    if loser is None:
        return [*state["out"], *active_seats(state)]
    rest = [seat for seat in active_seats(state) if seat != loser]
    rest.sort(key=lambda seat: (len(state["hands"][seat]), seat))
    return [*state["out"], *rest, loser]


def finish(state: State, events: list[Event]) -> None:
    """One player is left: the game is over and that player holds Bad Trevor."""
    state["phase"] = state["step"] = "over"
    state["current"] = None
    state["pending"] = None
    events.append({"type": "left_holding_trevor", "seat": active_seats(state)[0]})
