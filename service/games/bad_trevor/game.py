"""Bad Trevor as a registered game: the engine's contract, delegating to the rule modules."""

from __future__ import annotations

from typing import Any

from service.engine.game import Action, ActionType, Event, Game, State
from service.engine.rng import Rng
from service.engine.timing import timer_options

from . import determinize, rules, schemas, search, words
from . import memory as bot_memory
from .deck import load_cards
from .heuristic import heuristic_bot
from .kevin import SHOUT, kevin_reason
from .table import forfeit, new_state, ranking
from .view import view


class BadTrevor(Game):
    """Get rid of your cards; don't be the last one holding Bad Trevor."""

    id = "bad-trevor"
    title = "Bad Trevor"
    rulings_prefix = "R"
    summary = (
        "3-5 players lay face-down attack hands of three against the next player, who picks one "
        "blind: heroes help, villains hurt, civilians pair up, Bad Trevor takes the lot. First "
        "out wins; the last player holding Bad Trevor loses."
    )
    min_players = 3
    max_players = 5
    action_types = (
        ActionType("ready", "Done with the opening rescues; play may begin."),
        ActionType(
            "rescue", "Pair up and discard two civilians of this name.", (("civilian", "string"),)
        ),
        ActionType(
            "lay",
            "Lay this card face down as the next card of your attack hand.",
            (("card", "string"),),
        ),
        ActionType(
            "pick",
            "Take the card at this position of the attack hand, blind.",
            (("position", "integer"),),
        ),
        ActionType(
            "kevin",
            "Slam Kamikaze Kevin on the card at this position, shouting the words.",
            (("position", "integer"), ("shout", "string")),
        ),
        ActionType("carry_on", "After a rescue: carry on and lay your attack hand."),
        ActionType("reverse", "After a rescue: reverse the direction of play."),
        ActionType(
            "demand",
            "After a rescue: ask this player for this civilian.",
            (("target", "integer"), ("civilian", "string")),
        ),
        ActionType("give", "Payback: give the picker this card of yours.", (("card", "string"),)),
        ActionType(
            "hand_off",
            "Hand off: give this card to this player.",
            (("card", "string"), ("target", "integer")),
        ),
        ActionType("lookout", "Lookout: look at this player's hand.", (("target", "integer"),)),
        ActionType("pass", "Let this attack hand go by without slamming Kamikaze Kevin."),
    )
    options = timer_options(windows=True)  # no pass: a turn must be played (RULINGS R42)
    # Bots answer no sooner than this (engine.thinking). ismcts:
    # its search's slowest answer here: 0.28 s at load 2.3 on 2 cores
    think_floors = {**Game.think_floors, "ismcts": 0.4}
    table_schema = schemas.TABLE
    outcome_schema = schemas.OUTCOME
    event_schemas = schemas.EVENTS
    heuristic_bot = staticmethod(heuristic_bot)
    search_config = search.CONFIG
    remember = staticmethod(bot_memory.remember)
    concede = staticmethod(forfeit)
    # The rules' own functions, of the engine's signatures (``Game``'s docstrings)
    decisions = staticmethod(rules.decisions)
    actions = staticmethod(rules.actions)
    view = staticmethod(view)
    determinizer = staticmethod(determinize.determinizer)
    # Words for people (words.py, locales/)
    action_label = staticmethod(words.action_label)
    event_text = staticmethod(words.event_text)
    decision_text = staticmethod(words.decision_text)
    display_names = staticmethod(words.display_names)

    def setup(self, num_seats: int, options: dict[str, Any], rng: Rng) -> State:
        return new_state(num_seats, rng)

    def illegal_reason(self, state: State, seat: int | None, action: Action) -> str | None:
        """Kevin's shout is free text; every other action must be one of the listed ones."""
        if action.get("type") == "kevin":
            return kevin_reason(state, seat, action)
        return super().illegal_reason(state, seat, action)

    def apply(
        self, state: State, seat: int | None, action: Action, rng: Rng, now: float
    ) -> tuple[State, list[Event]]:
        return rules.apply(state, seat, action, rng)

    def reference(self) -> dict[str, Any]:
        """Every card by the id views use, and the words that make Kevin's slam count."""
        return {"cards": load_cards(), "shout": SHOUT}

    def outcome(self, state: State) -> dict[str, Any] | None:
        """First out wins; the one left at the end (holding Bad Trevor) loses."""
        if state["phase"] != "over":
            return None
        order = ranking(state)
        return {"winners": order[:1], "losers": order[-1:], "ranking": order}
