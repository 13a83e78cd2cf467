"""Revenge of the B-Movie as a registered game: the engine's contract over the rule modules."""

from __future__ import annotations

from typing import Any

from service.engine.game import Action, ActionType, Event, Game, Option, State, ranked_outcome
from service.engine.rng import Rng
from service.engine.timing import timer_options

from . import determinize, rules, search, words
from .deck import CARD_IDS, KEY, load_entries
from .heuristic import heuristic_bot
from .rounds import forfeit, new_match, ranking
from .schemas import EVENT_SCHEMAS, OUTCOME_SCHEMA, TABLE_SCHEMA
from .table import FIRST, TARGETS, WINNER_RULES
from .view import view

CARD_ARG = ("card", "string")
TYPE_ARG = ("as", "string")
FILM_ARG = ("film", "string")


class RevengeOfTheBMovie(Game):
    """Build film titles out of cards, in your films and your rivals'; roll a die to sell."""

    id = "revenge-of-the-b-movie"
    title = "Revenge of the B-Movie"
    rulings_prefix = "B"
    summary = (
        "3-6 players build B-movie titles out of cards (Introduction, Make-up, Special FX, "
        "Monster, Connection, Finale) in their own films and each other's, wrap them once a "
        "Monster is in, then roll a die against each film's cult value to sell it. The first "
        "to $20M (3 players), $15M (4) or $10M (5-6) wins."
    )
    min_players = 3
    max_players = 6
    action_types = (
        ActionType(
            "start",
            "Start a new film title of your own with this card, as this one of its types "
            "(at most two titles in front of you).",
            (CARD_ARG, TYPE_ARG),
        ),
        ActionType(
            "add",
            "Play this card, as this one of its types, into an unwrapped film (yours or "
            "another player's); at is its index in the title afterwards (a Monster played "
            "where one is replaces it).",
            (CARD_ARG, FILM_ARG, TYPE_ARG, ("at", "integer")),
        ),
        ActionType("discard", "Discard this card from your hand.", (CARD_ARG,)),
        ActionType(
            "rearrange",
            "Rearrange one of your unwrapped films (once a turn): layout is the new title, "
            "'card=type' for each card in order.",
            (FILM_ARG, ("layout", "array")),
        ),
        ActionType(
            "wrap", "Wrap this legal film of yours: no card may be played into it now.", (FILM_ARG,)
        ),
        ActionType("end_turn", "Wrap nothing: your turn ends."),
        ActionType(
            "keep",
            "After your sales: keep this film ('' for none) and trash every other one.",
            (FILM_ARG,),
        ),
    )
    options = (
        Option(
            "winner",
            FIRST,
            "Who wins at the money target: first (as printed: the first seller, in selling "
            "order from the dealer, to reach it wins at that moment), or richest (a variant: "
            "the selling phase is played out and the richest of those at or over the target "
            "win).",
            choices=WINNER_RULES,
        ),
        *timer_options(windows=False),  # no reaction windows
    )
    # Bots answer no sooner than this (engine.thinking). ismcts:
    # its search's slowest answer here: 0.60 s at load 2.3 on 2 cores
    think_floors = {**Game.think_floors, "ismcts": 0.7}
    table_schema = TABLE_SCHEMA
    outcome_schema = OUTCOME_SCHEMA
    event_schemas = EVENT_SCHEMAS
    heuristic_bot = staticmethod(heuristic_bot)
    search_config = search.CONFIG
    concede = staticmethod(forfeit)
    # The rules' own functions, of the engine's signatures (``Game``'s docstrings)
    decisions = staticmethod(rules.decisions)
    actions = staticmethod(rules.actions)
    view = staticmethod(view)
    determinizer = staticmethod(determinize.determinizer)
    # What people read (``words.py``, ``locales/``)
    action_label = staticmethod(words.action_label)
    event_text = staticmethod(words.event_text)
    decision_text = staticmethod(words.decision_text)
    display_names = staticmethod(words.display_names)

    def start(self, num_seats: int, options: dict[str, Any], rng: Rng) -> tuple[State, list[Event]]:
        """The first dealer found, the first five cards dealt (its opening events)."""
        events: list[Event] = []
        return new_match(num_seats, rng, events, options["winner"]), events

    def illegal_reason(self, state: State, seat: int | None, action: Action) -> str | None:
        """Checked directly, without listing every legal action."""
        assert seat is not None
        return rules.illegal_reason(state, seat, action)

    def apply(
        self, state: State, seat: int | None, action: Action, rng: Rng, now: float
    ) -> tuple[State, list[Event]]:
        return rules.apply(state, seat, action, rng)

    def reference(self) -> dict[str, Any]:
        """Every card by the id views use (``key``, with ``-n`` per copy), and the targets."""
        return {
            "cards": load_entries(),
            "ids": {card: KEY[card] for card in CARD_IDS},
            "targets": {str(seats): money for seats, money in TARGETS.items()},
        }

    def outcome(self, state: State) -> dict[str, Any] | None:
        """The first to the target wins (the ``richest`` variant: the richest at it); at the
        round cap or on a forfeit, the richest."""
        if state["step"] != "over":
            return None
        return ranked_outcome(
            list(state["winners"]),
            ranking(state),
            reason=state["reason"],
            money=list(state["money"]),
        )
