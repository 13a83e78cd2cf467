"""A Practical Guide to Evil as a registered game: the engine's contract over the rule modules."""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from typing import Any

from service.engine import ismcts
from service.engine.bots import random_bot
from service.engine.game import Action, ActionType, Bot, Decision, Event, Game, State
from service.engine.rng import Rng
from service.engine.timing import timer_options

from . import determinize, rules, search
from .deck import CARD_IDS, KEY, load_entries
from .heuristic import heuristic_bot
from .schemas import EVENT_SCHEMAS, OUTCOME_SCHEMA, TABLE_SCHEMA
from .table import clone, new_state
from .turns import begin_first_turn, forfeit, ranking
from .view import view

# The turn cap (RULINGS R7): a constant so far. The spec now publishes each game's options,
# so it could become an option of this game alone.
MAX_ROUNDS = 30


class PracticalGuideToEvil(Game):
    """Control three different Stories; the Rule of Three counts only once its markers are gone."""

    id = "practical-guide-to-evil"
    title = "A Practical Guide to Evil"
    rulings_prefix = "R"
    summary = (
        "2-5 players play Named (Villains or Heroes, a Band of Five), Aspects, Actions and "
        "Stories from a shared Dvorak deck. Control three different Stories to win; the Rule "
        "of Three counts only once both its markers are gone."
    )
    # The rules and the deck play 2-5 (RULINGS R2; the playout tests cover every count). The
    # spec publishes each game's seat bounds, so 2 seats are schema-valid for this game only.
    min_players = 2
    max_players = 5
    action_types = (
        ActionType(
            "play",
            "Play this card from your hand (from the discard pile when finding), attached to "
            "host (a Named, or '') and aimed at target ('' when it takes none).",
            (("card", "string"), ("host", "string"), ("target", "string")),
        ),
        ActionType(
            "use_aspect",
            "The Named bearing this Aspect uses it (a marker goes on it), aimed at target.",
            (("aspect", "string"), ("target", "string")),
        ),
        ActionType("end_turn", "Stop playing this turn (then discard down to five)."),
        ActionType("discard", "Discard this card from your hand.", (("card", "string"),)),
        ActionType(
            "drop_marker",
            "System: three turns on, this Rule of Three loses one of its two markers.",
            (("card", "string"),),
        ),
    )
    timeout_policies = ("bot", "bot_turn", "forfeit")
    options = timer_options(timeout_policies, windows=False)  # no reaction windows (R33)
    stand_in = "heuristic"
    # Bots answer no sooner than this (engine.thinking). ismcts:
    # its search's slowest answer here: 0.47 s at load 2.3 on 2 cores
    think_floors = {**Game.think_floors, "ismcts": 0.6}
    table_schema = TABLE_SCHEMA
    outcome_schema = OUTCOME_SCHEMA
    event_schemas = EVENT_SCHEMAS

    def bots(self) -> dict[str, Bot]:
        return {"random": random_bot, "heuristic": heuristic_bot, "ismcts": self._ismcts_bot}

    @cached_property
    def _ismcts_bot(self) -> Bot:
        return ismcts.make_bot(self, search.CONFIG)

    def determinizer(
        self, view: dict[str, Any], memory: Any, seat: int
    ) -> Callable[[Rng], State]:
        """A state consistent with the seat's view and bot memory (see ``determinize.py``)."""
        return determinize.determinizer(view, memory, seat)

    def remember(self, memory: Any, seat: int, seats: int, events: list[Event]) -> Any:
        """Where the cards it saw raised into other hands are (see ``determinize.py``)."""
        return determinize.remember(memory, seat, events)

    def forfeit(self, state: State, seat: int) -> tuple[State, list[Event]]:
        new, events = clone(state), []
        forfeit(new, seat, events)
        return new, events

    def setup(self, num_seats: int, options: dict[str, Any], rng: Rng) -> State:
        return self.start(num_seats, options, rng)[0]

    def start(self, num_seats: int, options: dict[str, Any], rng: Rng) -> tuple[State, list[Event]]:
        """Deal, then the random first player's turn begins with a draw (its opening events)."""
        state, events = new_state(num_seats, MAX_ROUNDS, rng), []
        begin_first_turn(state, rng, events)
        return state, events

    def decisions(self, state: State) -> list[Decision]:
        return rules.decisions(state)

    def actions(self, state: State, decision: Decision) -> list[Action]:
        return rules.actions(state, decision)

    def apply(
        self, state: State, seat: int | None, action: Action, rng: Rng, now: float
    ) -> tuple[State, list[Event]]:
        return rules.apply(state, seat, action, rng)

    def reference(self) -> dict[str, Any]:
        """Every card by the id views use (``key``, with ``-n`` per copy), names and texts."""
        return {"cards": load_entries(), "ids": {card: KEY[card] for card in CARD_IDS}}

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def outcome(self, state: State) -> dict[str, Any] | None:
        """Three different Stories win; at the turn cap, the tie rule (RULINGS R7)."""
        if state["step"] != "over":
            return None
        order = ranking(state)
        winners = list(state["winners"])
        losers = [seat for seat in order if seat not in winners]
        return {"winners": winners, "losers": losers, "ranking": order, "reason": state["reason"]}
