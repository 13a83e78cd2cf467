"""Toy games that exercise the engine where the real games do not (yet): nested windows."""

from __future__ import annotations

from typing import Any

from service.engine.game import Action, ActionType, Decision, Event, Game, State
from service.engine.rng import Rng
from service.engine.timing import timer_options
from service.engine.windows import FIRST, PASS, Window


class NestedWindows(Game):
    """Seat 0 opens a window to every other seat; inside it, a seat may open another window of
    the same prompt to the seats after it (``nest``). Only the innermost window is open. A
    ``pass`` lets the innermost window go by for the seat; ``close`` shuts it for everyone
    (the first answer closes it), and a timed-out seat closes it too (``pass_action``). The
    windows are the engine's, kept in the state as ``Window.to_json()``."""

    id = "toy-nested-windows"
    title = "Nested windows"
    summary = "A toy game for the engine's tests."
    min_players = 3
    max_players = 4
    action_types = (
        ActionType("open", "Open a window."),
        ActionType("finish", "End the match."),
        ActionType("nest", "Open a window inside this one."),
        ActionType("pass", "Let this window go by."),
        ActionType("close", "Close this window for everyone."),
    )
    options = timer_options(("pass",), windows=True)

    def setup(self, num_seats: int, options: dict[str, Any], rng: Rng) -> State:
        return {"seats": num_seats, "windows": [], "opened": 0, "over": False}

    def decisions(self, state: State) -> list[Decision]:
        if state["over"]:
            return []
        if not state["windows"]:
            return [Decision(0, "turn", "act")]
        return Window.from_json(state["windows"][-1]).decisions()

    def actions(self, state: State, decision: Decision) -> list[Action]:
        if decision.kind == "turn":
            return [{"type": "open"}, {"type": "finish"}]
        nest = [{"type": "nest"}] if decision.seat != state["seats"] - 1 else []
        return [*nest, {"type": "pass"}, {"type": "close"}]

    def apply(
        self, state: State, seat: int | None, action: Action, rng: Rng, now: float
    ) -> tuple[State, list[Event]]:
        windows = list(state["windows"])
        new = {**state, "windows": windows}
        kind = action["type"]
        if kind == "finish":
            new["over"] = True
        elif kind in ("open", "nest"):
            new["opened"] += 1
            after = range(0 if kind == "open" else (seat or 0), state["seats"])
            seats = tuple(s for s in after if s != seat)
            windows.append(Window("react", str(new["opened"]), seats, closes=FIRST).to_json())
        else:
            assert seat is not None
            top, _ = Window.from_json(windows.pop()).answer(seat, PASS if kind == "pass" else kind)
            if not top.is_closed:
                windows.append(top.to_json())
        return new, [{"type": kind, "seat": seat, "at": now}]

    def pass_action(self, state: State, seat: int, decision: Decision) -> Action | None:
        return {"type": "close"}

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return dict(state)

    def outcome(self, state: State) -> dict[str, Any] | None:
        return {"winners": [0], "losers": [], "ranking": [0]} if state["over"] else None
