"""Who holds a decision, which actions are legal and what each one does.

Steps of ``state["step"]``: main (the current player plays, uses Aspects or ends the turn),
find (play a card from the discard pile), discard (down to five), trigger (the system drops a
Rule of Three marker), over.
"""

from __future__ import annotations

from collections.abc import Callable

from service.engine import triggers
from service.engine.game import Decision
from service.engine.rng import Rng

from .deck import EFFECT
from .plays import play, play_actions, use_actions, use_aspect
from .table import Action, Event, State, clone
from .turns import check_win, discard, drop_marker, due_triggers, end_turn


def decisions(state: State) -> list[Decision]:
    """One decision at a time: the current player's, or the system's for a due trigger."""
    step = state["step"]
    if step == "over":
        return []
    if step == "trigger":  # the engine's trigger format, and its one system decision
        decision = triggers.system_decision(state["triggers"])
        return [decision] if decision is not None else []
    return [Decision(state["current"], "turn", step)]


def actions(state: State, decision: Decision) -> list[Action]:
    """The actions open to the holder of ``decision``, an open decision of ``state``."""
    step, seat = state["step"], decision.seat
    if seat is None:  # the system resolves a due trigger
        return [{"type": "drop_marker", "card": due_triggers(state)[0]["card"]}]
    hand = state["hands"][seat]
    if step == "discard":
        return [{"type": "discard", "card": card} for card in sorted(hand)]
    if step == "find":
        found = [c for c in state["discard"] if EFFECT.get(c) != "find"]
        return play_actions(state, seat, found, free=True)
    return [*play_actions(state, seat, hand, False), *use_actions(state, seat), END_TURN]


END_TURN: Action = {"type": "end_turn"}


def apply(state: State, seat: int | None, action: Action, rng: Rng) -> tuple[State, list[Event]]:
    """The next state and its events; ``state`` itself is left untouched."""
    new = clone(state)
    events: list[Event] = []
    _HANDLERS[action["type"]](new, seat, action, rng, events)
    check_win(new, events)
    return new, events


def _play(state: State, seat: int | None, action: Action, rng: Rng, events: list[Event]) -> None:
    assert seat is not None
    play(state, seat, action, rng, events)


def _use(state: State, seat: int | None, action: Action, rng: Rng, events: list[Event]) -> None:
    assert seat is not None
    use_aspect(state, seat, action, rng, events)


def _end(state: State, seat: int | None, action: Action, rng: Rng, events: list[Event]) -> None:
    assert seat is not None
    events.append({"type": "end_turn", "seat": seat})
    end_turn(state, seat, rng, events)


def _discard(state: State, seat: int | None, action: Action, rng: Rng, ev: list[Event]) -> None:
    assert seat is not None
    discard(state, seat, action["card"], rng, ev)


def _drop(state: State, seat: int | None, action: Action, rng: Rng, events: list[Event]) -> None:
    drop_marker(state, action["card"], rng, events)


_HANDLERS: dict[str, Callable[[State, int | None, Action, Rng, list[Event]], None]] = {
    "play": _play,
    "play_against": _play,
    "use_aspect": _use,
    "end_turn": _end,
    "discard": _discard,
    "drop_marker": _drop,
}
