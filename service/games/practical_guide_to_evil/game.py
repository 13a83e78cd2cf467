"""A Practical Guide to Evil as a registered game: the engine's contract over the rule modules."""

from __future__ import annotations

from typing import Any

from service.engine.game import Action, ActionType, Event, Game, State, ranked_outcome
from service.engine.rng import Rng
from service.engine.timing import timer_options

from . import determinize, rules, search, words
from .deck import CARD_IDS, KEY, load_entries
from .heuristic import heuristic_bot
from .schemas import EVENT_SCHEMAS, OUTCOME_SCHEMA, TABLE_SCHEMA
from .table import new_state
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
            "or played by host (a Named of yours, or '' for none), choosing the cards in "
            "chosen (card ids: none, one, or the two Villains of Evil turn on Evil).",
            (("card", "string"), ("host", "string"), ("chosen", "array")),
        ),
        ActionType(
            "play_against",
            "Play this Story (a Rule of Three) from your hand (or the discard pile when "
            "finding) against the opponent in seat target, to whom it is linked.",
            (("card", "string"), ("target", "integer")),
        ),
        ActionType(
            "use_aspect",
            "The Named bearing this Aspect uses it (a marker goes on it), choosing the cards "
            "in chosen (card ids: none or one).",
            (("aspect", "string"), ("chosen", "array")),
        ),
        ActionType("end_turn", "Stop playing this turn (then discard down to five)."),
        ActionType("discard", "Discard this card from your hand.", (("card", "string"),)),
        ActionType(
            "drop_marker",
            "System: three turns on, this Rule of Three loses one of its two markers.",
            (("card", "string"),),
        ),
    )
    options = timer_options(windows=False)  # no reaction windows (R33)
    # Bots answer no sooner than this (engine.thinking). ismcts:
    # its search's slowest answer here: 0.47 s at load 2.3 on 2 cores
    think_floors = {**Game.think_floors, "ismcts": 0.6}
    table_schema = TABLE_SCHEMA
    outcome_schema = OUTCOME_SCHEMA
    event_schemas = EVENT_SCHEMAS
    heuristic_bot = staticmethod(heuristic_bot)
    search_config = search.CONFIG
    remember = staticmethod(determinize.remember)
    concede = staticmethod(forfeit)
    # The rules' own functions, of the engine's signatures (``Game``'s docstrings)
    decisions = staticmethod(rules.decisions)
    actions = staticmethod(rules.actions)
    view = staticmethod(view)
    determinizer = staticmethod(determinize.determinizer)
    # Its words: a phrase for every action, event and decision (``locales/`` renders them)
    action_label = staticmethod(words.action_label)
    event_text = staticmethod(words.event_text)
    decision_text = staticmethod(words.decision_text)
    display_names = staticmethod(words.display_names)

    def start(self, num_seats: int, options: dict[str, Any], rng: Rng) -> tuple[State, list[Event]]:
        """Deal, then the random first player's turn begins with a draw (its opening events)."""
        state, events = new_state(num_seats, MAX_ROUNDS, rng), []
        begin_first_turn(state, rng, events)
        return state, events

    def apply(
        self, state: State, seat: int | None, action: Action, rng: Rng, now: float
    ) -> tuple[State, list[Event]]:
        return rules.apply(state, seat, action, rng)

    def reference(self) -> dict[str, Any]:
        """Every card by the id views use (``key``, with ``-n`` per copy), names and texts."""
        return {"cards": load_entries(), "ids": {card: KEY[card] for card in CARD_IDS}}

    def outcome(self, state: State) -> dict[str, Any] | None:
        """Three different Stories win; at the turn cap, the tie rule (RULINGS R7)."""
        if state["step"] != "over":
            return None
        return ranked_outcome(list(state["winners"]), ranking(state), reason=state["reason"])
