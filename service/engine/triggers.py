"""Delayed triggers as plain data in a game's state: "after N turns of seat S", "at the start
of S's next turn", "at time T".

A trigger is a JSON object: ``id`` (unique in its list), ``rule`` (what the game does when it
fires; the engine never reads it), ``data`` (the game's own arguments), and either ``seat``
with ``turns_left`` (a turn trigger: ``seat`` None counts every seat's turns) or ``at`` (a
time trigger). A game keeps the list in its state, calls ``count_turn_start`` whenever a turn
starts, and reports ``system_decision`` among its decisions: the engine and its workers then
resolve it as the system (``seat`` None) once due, a time trigger at its deadline. Every
function returns a new list and leaves its input alone; nothing here reads a clock.
"""

from __future__ import annotations

from typing import Any

from .game import SYSTEM, Decision

Trigger = dict[str, Any]


def after_turns(
    trigger_id: str, rule: str, seat: int | None, turns: int, data: dict[str, Any] | None = None
) -> Trigger:
    """Due at the start of the ``turns``-th turn of ``seat`` (None: of anyone) from now."""
    if turns < 1:
        raise ValueError("a turn trigger waits for at least one turn")
    return {
        "id": trigger_id,
        "rule": rule,
        "data": dict(data or {}),
        "seat": seat,
        "turns_left": turns,
    }


def at_time(trigger_id: str, rule: str, at: float, data: dict[str, Any] | None = None) -> Trigger:
    """Due once the clock passed to the engine reaches ``at``."""
    return {"id": trigger_id, "rule": rule, "data": dict(data or {}), "at": float(at)}


def add(triggers: list[Trigger], trigger: Trigger) -> list[Trigger]:
    """The list with ``trigger`` appended; ids must be unique."""
    if any(existing["id"] == trigger["id"] for existing in triggers):
        raise ValueError(f"a trigger with id {trigger['id']!r} is already set")
    return [*triggers, trigger]


def count_turn_start(triggers: list[Trigger], seat: int) -> list[Trigger]:
    """The list after ``seat`` starts a turn: its turn triggers (and anyone's) count it."""
    return [_counted(trigger, seat) for trigger in triggers]


def _counted(trigger: Trigger, seat: int) -> Trigger:
    if not is_turn_trigger(trigger) or trigger["seat"] not in (None, seat):
        return trigger
    return {**trigger, "turns_left": max(trigger["turns_left"] - 1, 0)}


def is_turn_trigger(trigger: Trigger) -> bool:
    return "turns_left" in trigger


def due(triggers: list[Trigger], now: float) -> list[Trigger]:
    """The triggers due at ``now``, in the order they were added."""
    return [trigger for trigger in triggers if is_due(trigger, now)]


def is_due(trigger: Trigger, now: float) -> bool:
    if is_turn_trigger(trigger):
        return trigger["turns_left"] == 0
    return trigger["at"] <= now


def remove(triggers: list[Trigger], trigger_id: str) -> tuple[Trigger, list[Trigger]]:
    """The trigger ``trigger_id`` (once resolved) and the list without it."""
    found = next((t for t in triggers if t["id"] == trigger_id), None)
    if found is None:
        raise KeyError(trigger_id)
    return found, [t for t in triggers if t["id"] != trigger_id]


def next_up(triggers: list[Trigger]) -> Trigger | None:
    """The trigger to resolve next: the first one due by turns, else the earliest in time."""
    counted = [t for t in triggers if is_turn_trigger(t) and t["turns_left"] == 0]
    if counted:
        return counted[0]
    timed = [t for t in triggers if not is_turn_trigger(t)]
    return min(timed, key=lambda t: t["at"]) if timed else None


def system_decision(triggers: list[Trigger]) -> Decision | None:
    """The one system decision the triggers open: due now (turns) or at a deadline (time).

    Its prompt is the trigger's ``rule`` and its instance the trigger's ``id``, so each
    trigger has its own clock in the engine; the game lists the system's legal action for it
    (naming the trigger in its arguments: the engine drops an ``id`` key from actions)."""
    trigger = next_up(triggers)
    if trigger is None:
        return None
    deadline = None if is_turn_trigger(trigger) else trigger["at"]
    return Decision(None, SYSTEM, trigger["rule"], deadline=deadline, instance=trigger["id"])
