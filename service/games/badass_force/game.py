"""Badass Force: Édition VHS as a registered game: the engine's contract over the rule modules."""

from __future__ import annotations

from typing import Any

from service.engine.game import (
    Action,
    ActionType,
    Event,
    Game,
    Option,
    State,
    ranked_outcome,
)
from service.engine.rng import Rng
from service.engine.timing import timer_options

from . import determinize, rules, search, words
from .deck import CHARACTER_IDS, DATA, WEAPON_IDS, kind
from .heuristic import heuristic_bot
from .heuristic import remember as remember_reveals
from .schemas import EVENT_SCHEMAS, OUTCOME_SCHEMA, TABLE_SCHEMA
from .table import DEFAULT_TARGET, TARGETS, finish, new_state, ranking
from .view import view

CHARACTER_ARG = ("character", "string")


class BadassForce(Game):
    """Be the most badass: kill active characters, bluff about yours, denounce theirs."""

    id = "badass-force"
    title = "Badass Force: Édition VHS"
    rulings_prefix = "F"
    summary = (
        "3-6 action heroes hold the same seven characters, one face down in front of them. On "
        "your turn charge your weapon, then change character or weapon, execute with a loaded "
        'weapon, roll the armoury dice, or announce "I am ..." and use that character\'s power '
        "(bluffing allowed: anyone may denounce you). Kills score; the first to 16 points wins."
    )
    min_players = 3
    max_players = 6
    action_types = (
        ActionType(
            "choose",
            "Place this character of your hand face down as your active character (at the "
            "start, after losing yours, or after it was shown to everyone).",
            (("card", "string"),),
        ),
        ActionType(
            "change",
            "Change character: take your active character back and place this one from your "
            "hand face down (it may be the same one).",
            (("card", "string"),),
        ),
        ActionType(
            "swap",
            "Change weapon: discard yours (its charges are lost) and take this weapon of the "
            "centre at 0 charge.",
            (("weapon", "string"),),
        ),
        ActionType(
            "execute",
            "Use your loaded weapon's execution ability against this player, then take this "
            "weapon of the centre at 0 charge.",
            (("target", "integer"), ("weapon", "string")),
        ),
        ActionType("armoury", "Go to the armoury: roll the two dice."),
        ActionType(
            "announce",
            '"I am ...": announce this character as your active one and use its power, '
            "bluffing or not; every other player may denounce you.",
            (CHARACTER_ARG,),
        ),
        ActionType("denounce", "Denounce the announcement as a bluff."),
        ActionType("pass", "Let the announcement stand."),
        ActionType(
            "power",
            "Aim the announced character's power at this player.",
            (("target", "integer"),),
        ),
    )
    options = (
        Option(
            "target",
            DEFAULT_TARGET,
            "The score that ends the match: 16 by default, 12 for a shorter one, 20, 30 or "
            "50 for a longer one.",
            choices=TARGETS,
        ),
        Option(
            "left_out",
            "random",
            "Which of the eight characters stays in the box (seven play): one at random, or "
            "this one.",
            choices=("random", *CHARACTER_IDS),
        ),
        *timer_options(windows=True),
    )
    # Bots answer no sooner than this (engine.thinking). ismcts:
    # its search: 0.54 s median, 1.1 s at worst at load 2.3 on 2 cores, cut at 0.7 s
    think_floors = {**Game.think_floors, "ismcts": 1.0}
    table_schema = TABLE_SCHEMA
    outcome_schema = OUTCOME_SCHEMA
    event_schemas = EVENT_SCHEMAS
    heuristic_bot = staticmethod(heuristic_bot)
    search_config = search.CONFIG
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

    def remember(self, memory: Any, seat: int, seats: int, events: list[Event]) -> Any:
        """Each seat's reveals so far: its truths and its bluffs found out (the heuristic's
        estimate of how often it bluffs). A method: ``heuristic.remember`` keeps the shape
        (memory, seats, events) its tests call."""
        return remember_reveals(memory, seats, events)

    def concede(self, state: State, seat: int, events: list[Event]) -> None:
        finish(state, "forfeit", events, out=seat)

    def setup(self, num_seats: int, options: dict[str, Any], rng: Rng) -> State:
        return new_state(num_seats, options["target"], options["left_out"], rng)

    def start(self, num_seats: int, options: dict[str, Any], rng: Rng) -> tuple[State, list[Event]]:
        """Setup, and its events: the table, and each seat's Loge told to it alone."""
        state = self.setup(num_seats, options, rng)
        private = {str(seat): {"loge": loge} for seat, loge in enumerate(state["loges"])}
        event = {
            "type": "set_up",
            "cast": list(state["cast"]),
            "first": state["first"],
            "weapons": [held["card"] for held in state["weapons"]],
            "centre": list(state["centre"]),
            "private": private,
        }
        return state, [event]

    def apply(
        self, state: State, seat: int | None, action: Action, rng: Rng, now: float
    ) -> tuple[State, list[Event]]:
        return rules.apply(state, seat, action, rng)

    def reference(self) -> dict[str, Any]:
        """The cast, the weapons (with their charge bars) by kind and card id, and the dice."""
        return {
            "characters": DATA["characters"],
            "weapons": DATA["weapons"],
            "weapon_cards": {card: kind(card) for card in WEAPON_IDS},
            "dice": DATA["dice"],
        }

    def outcome(self, state: State) -> dict[str, Any] | None:
        """The best score at or over the target wins (the round cap: the best score). A full
        tie has no winner yet: the tied seats are neither winners nor losers (RULINGS F19)."""
        if state["step"] != "over":
            return None
        tied = list(state["tied"])
        found = ranked_outcome(
            list(state["winners"]),
            ranking(state),
            reason=state["reason"],
            scores=list(state["scores"]),
            tied=tied,
        )
        found["losers"] = [seat for seat in found["losers"] if seat not in tied]
        return found
