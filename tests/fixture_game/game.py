"""One Card Poker as a registered game: the contract's own parts, everything else the
engine's defaults (``service.engine.game.Game``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from service.engine.game import Action, ActionType, Decision, Event, Game, State
from service.engine.rng import Rng
from service.engine.timing import timer_options

from . import bots, rules, schemas
from .view import view


class OneCardPoker(Game):
    """One hidden card each, one round of bet or fold, the highest card takes the pot."""

    id = "one-card-poker"
    title = "One Card Poker"
    summary = ("2-4 players ante a chip and get one card face down. In turn each bets a chip "
               "or folds; the highest card still in takes the pot.")  # fmt: skip
    min_players = 2
    max_players = 4
    action_types = (
        ActionType("bet", "Put one more chip in the pot and stay in."),
        ActionType("fold", "Give up the pot."),
    )
    options = timer_options(windows=False)  # no reaction windows
    table_schema = schemas.TABLE
    outcome_schema = schemas.OUTCOME
    event_schemas = schemas.EVENTS
    heuristic_bot = staticmethod(bots.heuristic_bot)
    search_config = bots.SEARCH
    concede = staticmethod(rules.concede)

    def start(self, num_seats: int, options: dict[str, Any], rng: Rng) -> tuple[State, list[Event]]:
        return rules.start(num_seats, rng)

    def decisions(self, state: State) -> list[Decision]:
        return rules.decisions(state)

    def actions(self, state: State, decision: Decision) -> list[Action]:
        return rules.actions(state, decision)

    def apply(
        self, state: State, seat: int | None, action: Action, rng: Rng, now: float
    ) -> tuple[State, list[Event]]:
        assert seat is not None  # no decision of this game is the system's
        return rules.apply(state, seat, action)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def outcome(self, state: State) -> dict[str, Any] | None:
        return rules.outcome(state)

    def determinizer(self, view: dict[str, Any], memory: Any, seat: int) -> Callable[[Rng], State]:
        return bots.determinizer(view, memory, seat)

    def reference(self) -> dict[str, Any]:
        """The ranks, lowest first."""
        return {"ranks": list(rules.RANKS)}
