"""The turn: its start (markers, shields, due triggers, the draw), its end (discard down to
five), the Rule of Three's delayed trigger, the win and the turn cap."""

from __future__ import annotations

from typing import Any

from service.engine import triggers
from service.engine.rng import Rng

from .table import (
    HAND_SIZE,
    STORIES_TO_WIN,
    Event,
    State,
    band_of,
    counted_by_seat,
    counted_stories,
    draw_cards,
    is_over,
)


def begin_first_turn(state: State, rng: Rng, events: list[Event]) -> None:
    """The random first player draws and plays."""
    events.append({"type": "turn", "seat": state["current"], "turn": state["turn"]})
    draw_cards(state, state["current"], 1, rng, events)


def end_turn(state: State, seat: int, rng: Rng, events: list[Event]) -> None:
    """Done playing: discard down to five first if need be."""
    if len(state["hands"][seat]) > HAND_SIZE:
        state["step"] = "discard"
    else:
        next_turn(state, rng, events)


def discard(state: State, seat: int, card: str, rng: Rng, events: list[Event]) -> None:
    state["hands"][seat].remove(card)
    state["discard"].append(card)
    events.append({"type": "discarded", "seat": seat, "card": card})
    if len(state["hands"][seat]) <= HAND_SIZE:
        next_turn(state, rng, events)


def next_turn(state: State, rng: Rng, events: list[Event]) -> None:
    """Pass the turn on, or end the match at the turn cap."""
    seat = state["current"]
    turn = state["turn"]
    state["grudges"][seat] = {o: t for o, t in state["grudges"][seat].items() if t >= turn}
    if turn >= state["max_turns"]:
        finish_at_cap(state, events)
        return
    seat = (seat + 1) % state["seats"]
    state.update(current=seat, turn=turn + 1, used=[])
    events.append({"type": "turn", "seat": seat, "turn": turn + 1})
    _start_of_turn(state, seat)
    if due_triggers(state):
        state["step"] = "trigger"
    else:
        _draw_for_turn(state, rng, events)


def _start_of_turn(state: State, seat: int) -> None:
    """Each player removes the markers on his Aspects; his shields end; then his turn counts
    for his delayed triggers (R20), before the draw."""
    for entry in state["play"].values():
        if entry["owner"] == seat and entry["marker"]:
            entry["marker"] = False
    state["shields"] = {c: s for c, s in state["shields"].items() if s != seat}
    state["triggers"] = triggers.count_turn_start(state["triggers"], seat)


def _draw_for_turn(state: State, rng: Rng, events: list[Event]) -> None:
    state["step"] = "main"
    draw_cards(state, state["current"], 1, rng, events)


def due_triggers(state: State) -> list[dict[str, Any]]:
    """What each due delayed trigger names (``{"card": ...}``), oldest first. The game sets
    turn triggers only, which no clock makes due, hence the fixed ``now``."""
    return [trigger["data"] for trigger in triggers.due(state["triggers"], now=0.0)]


def drop_marker(state: State, card: str, rng: Rng, events: list[Event]) -> None:
    """System: three turns after it was played, a Rule of Three at two markers loses one."""
    state["triggers"] = triggers.remove(state["triggers"], card)[1]
    entry = state["play"].get(card)
    if entry is not None and entry["markers"] == 2:
        entry["markers"] = 1
        events.append({"type": "marker_removed", "card": card, "seat": entry["owner"], "left": 1})
    if not due_triggers(state):
        _draw_for_turn(state, rng, events)


def check_win(state: State, events: list[Event]) -> None:
    """Three different counted Stories win at once; the player whose turn it is first."""
    if is_over(state):
        return
    seats = state["seats"]
    counted = counted_by_seat(state)
    for offset in range(seats):
        seat = (state["current"] + offset) % seats
        if len(counted[seat]) >= STORIES_TO_WIN:
            _finish(state, [seat], "stories", events)
            return


def score(state: State, seat: int) -> tuple[int, int]:
    """Tie rule at the cap: most counted Stories, then most Named of the band."""
    return len(counted_stories(state, seat)), len(band_of(state, seat))


def finish_at_cap(state: State, events: list[Event]) -> None:
    scores = [score(state, seat) for seat in range(state["seats"])]
    best = max(scores)
    _finish(state, [s for s, got in enumerate(scores) if got == best], "turn_cap", events)


def forfeit(state: State, seat: int, events: list[Event]) -> None:
    """``seat`` forfeits: the others are ranked by the tie rule; the best of them win."""
    others = [s for s in range(state["seats"]) if s != seat]
    best = max(score(state, s) for s in others)
    events.append({"type": "forfeit", "seat": seat})
    _finish(state, [s for s in others if score(state, s) == best], "forfeit", events)
    state["forfeited"] = seat


def _finish(state: State, winners: list[int], reason: str, events: list[Event]) -> None:
    state.update(step="over", winners=winners, reason=reason, triggers=[])
    events.append({"type": "game_over", "winners": winners, "reason": reason})


def ranking(state: State) -> list[int]:
    """Winners first, then by the tie rule (best first); a forfeiter last."""
    loser, winners = state.get("forfeited"), state["winners"] or []

    def key(seat: int) -> tuple[bool, bool, int, int, int]:
        stories, band = score(state, seat)
        return seat not in winners, seat == loser, -stories, -band, seat

    return sorted(range(state["seats"]), key=key)
