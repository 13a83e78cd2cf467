"""The rules: pure functions of the state (JSON data) and the match's ``Rng``.

Each seat antes one chip and is dealt one card, face down, from a deck of thirteen ranks.
Then, in seat order, each seat still in bets one more chip or folds. Once every seat has
spoken, or all but one have folded, the highest card among the seats still in takes the pot.
"""

from __future__ import annotations

from typing import Any

from service.engine.game import Action, Decision, Event, State, ranked_outcome
from service.engine.rng import Rng

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
STACK = 5  # chips each seat brings
BET = {"type": "bet"}
FOLD = {"type": "fold"}


def new_state(seats: int, rng: Rng) -> State:
    """Every seat antes one chip and is dealt one card; seat 0 speaks first."""
    deck = list(RANKS)
    rng.shuffle(deck)
    return {
        "seats": seats,
        "cards": deck[:seats],
        "chips": [STACK - 1] * seats,
        "pot": seats,
        "folded": [],
        "bet": [],
        "speaker": 0,
        "step": "betting",
        "winners": [],
        "reason": "",
    }


def start(seats: int, options: dict[str, Any], rng: Rng) -> tuple[State, list[Event]]:
    """The deal, and its one event: each seat told its own card alone (``private``)."""
    state = new_state(seats, rng)
    private = {str(seat): {"card": card} for seat, card in enumerate(state["cards"])}
    return state, [{"type": "dealt", "pot": state["pot"], "private": private}]


def decisions(state: State) -> list[Decision]:
    """The speaker's turn while the betting runs; none once it is over."""
    if state["step"] == "over":
        return []
    return [Decision(state["speaker"], "turn", "bet_or_fold")]


def actions(state: State, decision: Decision) -> list[Action]:
    """Bet while the seat has a chip; folding is always open."""
    assert decision.seat is not None
    return [BET, FOLD] if state["chips"][decision.seat] > 0 else [FOLD]


def apply(
    state: State, seat: int | None, action: Action, rng: Rng, now: float
) -> tuple[State, list[Event]]:
    """The seat bets or folds; the next seat still in speaks, or the showdown comes. No
    chance and no clock here: ``rng`` and ``now`` go unused."""
    assert seat is not None  # no decision of this game is the system's
    new, events = (
        {
            **state,
            "chips": list(state["chips"]),
            "folded": list(state["folded"]),
            "bet": list(state["bet"]),
        },
        [],
    )
    if action["type"] == "bet":
        new["chips"][seat] -= 1
        new["pot"] += 1
        new["bet"].append(seat)
    else:
        new["folded"].append(seat)
    events.append({"type": action["type"], "seat": seat})
    _next_speaker(new, events)
    return new, events


def _next_speaker(state: State, events: list[Event]) -> None:
    still_in = in_hand(state)
    if len(still_in) == 1:
        finish(state, still_in, "others_folded", events)
    elif state["speaker"] + 1 >= state["seats"]:
        showdown(state, events)
    else:
        state["speaker"] = next(
            s for s in range(state["speaker"] + 1, state["seats"]) if s in still_in
        )


def in_hand(state: State) -> list[int]:
    return [seat for seat in range(state["seats"]) if seat not in state["folded"]]


def showdown(state: State, events: list[Event]) -> None:
    """The cards of the seats still in are shown; the highest takes the pot."""
    shown = {str(seat): state["cards"][seat] for seat in in_hand(state)}
    events.append({"type": "showdown", "cards": shown})
    best = max(in_hand(state), key=lambda seat: RANKS.index(state["cards"][seat]))
    finish(state, [best], "showdown", events)


def finish(state: State, winners: list[int], reason: str, events: list[Event]) -> None:
    """The match is over: ``winners`` share the pot (an odd chip to the first of them)."""
    share, odd = divmod(state["pot"], len(winners))
    for n, seat in enumerate(winners):
        state["chips"][seat] += share + (odd if n == 0 else 0)
    state.update(step="over", winners=winners, reason=reason, pot=0)
    events.append({"type": "won", "winners": winners, "reason": reason})


def concede(state: State, seat: int, events: list[Event]) -> None:
    """``seat`` forfeits (``Game.concede``): it folds, and the others still in share the pot."""
    state["folded"] = [*state["folded"], seat]
    events.append({"type": "fold", "seat": seat})
    finish(state, in_hand(state), "forfeit", events)


def outcome(state: State) -> dict[str, Any] | None:
    """The winners first, the others by chips; everyone not winning lost."""
    if state["step"] != "over":
        return None
    winners = state["winners"]
    others = sorted(
        (s for s in range(state["seats"]) if s not in winners),
        key=lambda seat: -state["chips"][seat],
    )
    return ranked_outcome(list(winners), [*winners, *others], reason=state["reason"])
