"""Time as data: decision clocks, deadlines, turn timers and reaction windows.

The engine never reads a clock. Each open decision remembers when it opened (``Match.clock``,
keyed by ``decision_key``); its deadline follows from the match options. ``now`` is always
passed in, so a match with timers replays exactly from its action log.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .game import TIMEOUT_POLICIES, WINDOW_SECONDS, Decision, Option

TURN_SECONDS = "turn_seconds"
ON_TIMEOUT = "on_timeout"
REACTION_SECONDS = "reaction_seconds"
BOT_PACE_MS = "bot_pace_ms"
AUTO_PACE = -1  # ``bot_pace_ms`` by whether a seat is its human's, move after move
HUMAN_PACE_MS = 1_000  # the pace chosen for a match with a human seat; an all-bot one: none


def timer_options(
    policies: tuple[str, ...] = TIMEOUT_POLICIES, windows: bool = True
) -> tuple[Option, ...]:
    """The timer options a game offers: turn timer, what a timeout does, window length."""
    found = [
        Option(
            TURN_SECONDS,
            0,
            "Seconds a human seat has for each decision (0: no turn timer).",
            minimum=0,
            maximum=86_400,
        ),
        Option(ON_TIMEOUT, policies[0], _on_timeout_text(policies), choices=policies),
    ]
    if windows:
        description = (
            "Seconds a reaction window stays open (0: no deadline; the game's rules still "
            "close it, e.g. when every seat holding it passed or the decision it waits on is made)."
        )
        found.append(Option(WINDOW_SECONDS, 0, description, minimum=0, maximum=3_600))
        found.append(Option(REACTION_SECONDS, 3, _REACTION_TEXT, minimum=0, maximum=600))
    found.append(Option(BOT_PACE_MS, AUTO_PACE, _PACE_TEXT, minimum=AUTO_PACE, maximum=60_000))
    return tuple(found)


_REACTION_TEXT = (
    "Seconds the bots give a human seat holding a reaction window before any bot acts "
    "(0: they do not wait): no bot acts until every such human has answered or passed, or "
    "this time has run since the window opened, whether or not window_seconds is set; the "
    "window's own deadline, when sooner, still closes it. The human's decision says when "
    "(reaction_deadline)."
)
_PACE_TEXT = (
    "Least milliseconds between a bot's move and the move before it, so that a person can "
    f"follow the bots (0: none; {AUTO_PACE}, the default: {HUMAN_PACE_MS} while a seat is "
    "its human's, none once every seat is a bot's, e.g. an all-bot match). Never applied to "
    "the system's work (deadlines, delayed rules)."
)


_POLICY_TEXT = {
    "bot": "bot (a bot plays for the seat until its token takes it back)",
    "bot_turn": "bot_turn (a bot plays the timed-out turn, then the seat is its human's again)",
    "pass": "pass (the decision is let go)",
    "forfeit": "forfeit (the seat loses the match)",
}


def _on_timeout_text(policies: tuple[str, ...]) -> str:
    """The option's text names only the policies this game offers."""
    offered = "; ".join(_POLICY_TEXT[policy] for policy in policies)
    return f"What a turn timeout does: {offered}."


def decision_key(decision: Decision) -> str:
    """The key of a decision's clock: its holder, kind, prompt and instance, so a window
    opened inside another of the same prompt starts a clock of its own."""
    return f"{decision.seat}:{decision.kind}:{decision.prompt}:{decision.instance}"


def restart_clocks(
    clock: dict[str, float], opened: list[Decision], actor: int | None, now: float
) -> dict[str, float]:
    """Clocks of the decisions now open: a decision kept open keeps its clock unless its own
    holder just acted; a new one starts at ``now``."""
    fresh = {}
    for decision in opened:
        key = decision_key(decision)
        kept = key in clock and (decision.seat is None or decision.seat != actor)
        fresh[key] = clock[key] if kept else now
    return fresh


def seconds_for(decision: Decision, options: dict[str, Any], human: bool) -> int:
    """How long ``decision`` may stay open: windows always, turns only for a human seat."""
    if decision.kind == "window":
        return int(options.get(WINDOW_SECONDS, 0))
    if decision.kind == "turn" and human:
        return int(options.get(TURN_SECONDS, 0))
    return 0


def with_deadline(
    decision: Decision, clock: dict[str, float], options: dict[str, Any], human: bool
) -> Decision:
    """The decision with its deadline filled in from its clock, when it has a timer."""
    if decision.deadline is not None or decision.seat is None:
        return decision
    seconds = seconds_for(decision, options, human)
    opened = clock.get(decision_key(decision))
    if not seconds or opened is None:
        return decision
    return replace(decision, deadline=opened + seconds)


def with_reaction(decision: Decision, clock: dict[str, float], options: dict[str, Any]) -> Decision:
    """A human seat's window with its ``reaction_deadline``: ``reaction_seconds`` after it
    opened, or its own deadline when sooner. The caller asks only for a human seat's window
    in a match with a bot seat."""
    seconds = int(options.get(REACTION_SECONDS, 0))
    opened = clock.get(decision_key(decision))
    if decision.kind != "window" or not seconds or opened is None:
        return decision
    until = opened + seconds
    if decision.deadline is not None:
        until = min(until, decision.deadline)
    return replace(decision, reaction_deadline=until)


def bots_held_until(decisions: list[Decision]) -> float | None:
    """Until when no bot may act: the latest reaction deadline of the open decisions."""
    held = [d.reaction_deadline for d in decisions if d.reaction_deadline is not None]
    return max(held) if held else None


def pace_seconds(options: dict[str, Any], human: bool) -> float:
    """The least seconds between a bot's move and the move before it (``bot_pace_ms``; its
    default, ``AUTO_PACE``, by whether a seat is its human's now: ``human``)."""
    pace = int(options.get(BOT_PACE_MS, 0))
    if pace == AUTO_PACE:
        pace = HUMAN_PACE_MS if human else 0
    return max(0, pace) / 1000


def is_due(decision: Decision, now: float) -> bool:
    """A system decision is due now or at its deadline; a seat's only once it expired."""
    if decision.seat is None:
        return decision.deadline is None or decision.deadline <= now
    return decision.deadline is not None and decision.deadline <= now


def next_deadline(decisions: list[Decision]) -> float | None:
    deadlines = [d.deadline for d in decisions if d.deadline is not None]
    return min(deadlines) if deadlines else None
