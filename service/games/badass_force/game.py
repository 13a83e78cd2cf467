"""Badass Force: Édition VHS as a registered game: the engine's contract over the rule modules."""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from typing import Any

from service.engine import ismcts
from service.engine.bots import random_bot
from service.engine.game import Action, ActionType, Bot, Decision, Event, Game, Option, State
from service.engine.rng import Rng
from service.engine.timing import timer_options

from . import determinize, rules, search
from .deck import CHARACTER_IDS, DATA, WEAPON_IDS, kind
from .heuristic import heuristic_bot
from .heuristic import remember as remember_reveals
from .schemas import EVENT_SCHEMAS, OUTCOME_SCHEMA, TABLE_SCHEMA
from .table import DEFAULT_TARGET, TARGETS, clone, finish, new_state, ranking
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
    timeout_policies = ("bot", "bot_turn", "forfeit")
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
        *timer_options(timeout_policies, windows=True),
    )
    stand_in = "heuristic"
    # Bots answer no sooner than this (engine.thinking). ismcts:
    # its search: 0.54 s median, 1.1 s at worst at load 2.3 on 2 cores, cut at 0.7 s
    think_floors = {**Game.think_floors, "ismcts": 1.0}
    table_schema = TABLE_SCHEMA
    outcome_schema = OUTCOME_SCHEMA
    event_schemas = EVENT_SCHEMAS

    def bots(self) -> dict[str, Bot]:
        return {"random": random_bot, "heuristic": heuristic_bot, "ismcts": self._ismcts_bot}

    @cached_property
    def _ismcts_bot(self) -> Bot:
        return ismcts.make_bot(self, search.CONFIG)

    def determinizer(self, view: dict[str, Any], memory: Any, seat: int) -> Callable[[Rng], State]:
        """A table consistent with the seat's view, which shows all it may know, weighted by
        its memory of reveals (see ``determinize.py``)."""
        return determinize.determinizer(view, memory, seat)

    def remember(self, memory: Any, seat: int, seats: int, events: list[Event]) -> Any:
        """Each seat's reveals so far: its truths and its bluffs found out (the heuristic's
        estimate of how often it bluffs)."""
        return remember_reveals(memory, seats, events)

    def pass_action(self, state: State, seat: int, decision: Decision) -> Action | None:
        """A denounce window can be let go; a turn cannot."""
        return {"type": "pass"} if decision.kind == "window" else None

    def forfeit(self, state: State, seat: int) -> tuple[State, list[Event]]:
        new, events = clone(state), []
        finish(new, "forfeit", events, out=seat)
        return new, events

    def setup(self, num_seats: int, options: dict[str, Any], rng: Rng) -> State:
        return new_state(num_seats, options["target"], options["left_out"], rng)

    def start(self, num_seats: int, options: dict[str, Any], rng: Rng) -> tuple[State, list[Event]]:
        """Setup, and its events: the table, and each seat's Loge told to it alone."""
        state = self.setup(num_seats, options, rng)
        private = {str(seat): {"loge": loge} for seat, loge in enumerate(state["loges"])}
        event = {"type": "set_up", "cast": list(state["cast"]), "first": state["first"],
                 "weapons": [held["card"] for held in state["weapons"]],
                 "centre": list(state["centre"]), "private": private}  # fmt: skip
        return state, [event]

    def decisions(self, state: State) -> list[Decision]:
        return rules.decisions(state)

    def actions(self, state: State, decision: Decision) -> list[Action]:
        return rules.actions(state, decision)

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

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def outcome(self, state: State) -> dict[str, Any] | None:
        """The best score at or over the target wins (the round cap: the best score)."""
        if state["step"] != "over":
            return None
        order = ranking(state)
        winners = list(state["winners"])
        return {"winners": winners, "losers": [s for s in order if s not in winners],
                "ranking": order, "reason": state["reason"],
                "scores": list(state["scores"])}  # fmt: skip
