"""Disney Villainous: Bigger and Badder as a registered game: the contract over the rule modules."""

from __future__ import annotations

from itertools import permutations
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

from . import (
    cards_lotso,  # noqa: F401  (each cards_* module registers its villain's cards)
    cards_mim,  # noqa: F401
    cards_syndrome,  # noqa: F401
    data,
    determinize,
    rules,
    search,
    table,
    words,
)
from .heuristic import heuristic_bot
from .schemas import EVENT_SCHEMAS, OUTCOME_SCHEMA, TABLE_SCHEMA
from .view import view

VILLAIN_ORDERS = (
    "random",
    *(",".join(order) for size in (1, 2, 3) for order in permutations(data.villains(), size)),
)
CARD = ("card", "string")
LOCATION = ("location", "string")


class VillainousBiggerAndBadder(Game):
    """Syndrome, Madame Mim and Lotso, each after an Objective of their own."""

    id = "villainous-bigger-and-badder"
    title = "Disney Villainous: Bigger and Badder"
    rulings_prefix = "V"
    ranked_losers = False  # the seats that did not win lost alike: V78
    summary = (
        "2-3 villains (Syndrome, Madame Mim, Lotso) each pursue an Objective of their own. On "
        "your turn move to another location of your realm and use its action symbols: gain "
        "Power, play Allies, Items and Effects, vanquish Heroes, or play Fate against an "
        "opponent. Conditions answer what opponents do during their turns."
    )
    min_players = 2
    max_players = 3
    action_types = (
        ActionType("move", "Move your mover to this location (a different one).", (LOCATION,)),
        ActionType("gain_power", "Gain Power: take the Power the symbol shows."),
        ActionType(
            "play", "Play this Ally or Item from your hand to this location.", (CARD, LOCATION)
        ),
        ActionType(
            "attach",
            "Play this Item from your hand attached to this card.",
            (CARD, ("host", "string")),
        ),
        ActionType("play_effect", "Play this Effect from your hand; it resolves at once.", (CARD,)),
        ActionType(
            "build",
            "Build this Omnidroid at this location (Syndrome; a Play action).",
            (("omnidroid", "string"), LOCATION),
        ),
        ActionType("activate", "Use this card's activated ability.", (CARD,)),
        ActionType(
            "move_card", "Move this Ally or Item to a neighbouring location.", (CARD, LOCATION)
        ),
        ActionType("move_hero", "Move this Hero to a neighbouring location.", (CARD, LOCATION)),
        ActionType(
            "fate",
            "Fate: reveal the top two cards of this opponent's Fate deck.",
            (("target", "integer"),),
        ),
        ActionType(
            "vanquish",
            "Vanquish this Hero with these fighters (Allies, Omnidroids: an array of ids, "
            "empty for a Hero at Strength 0). Any set whose Strength reaches the Hero's may be "
            "submitted; the legal actions list every such set while 8 fighters or fewer can "
            "join, and past that the sets with no fighter to spare.",
            (("hero", "string"), ("allies", "array")),
        ),
        ActionType("discard", "Discard Cards: then discard cards one at a time, then done."),
        ActionType("end_turn", "End your turn: draw up to four cards."),
        ActionType(
            "choose", "Pick one option of the choice a card asks for.", (("choice", "string"),)
        ),
        ActionType(
            "condition",
            "Play these Conditions (an array of card ids) in this window.",
            (("cards", "array"),),
        ),
        ActionType("pass", "Play no Condition in this window."),
    )
    table_schema = TABLE_SCHEMA
    outcome_schema = OUTCOME_SCHEMA
    event_schemas = EVENT_SCHEMAS
    options = (
        Option(
            "villains",
            "random",
            "The villains, in seat order (comma-separated: seat 0's first); seats past the "
            "list get, at random, villains it does not name; names past the last seat are "
            "not used. 'random': every seat at random. Each villain plays once.",
            choices=VILLAIN_ORDERS,
        ),
        *timer_options(windows=True),
    )
    seat_settings = (
        Option(
            "conditions",
            "ask",
            "Condition windows: 'ask' (answer each yourself) or 'auto' (the server plays your "
            "matching Conditions at once and never asks: V25), from the next window on.",
            choices=("ask", "auto"),
        ),
    )
    heuristic_bot = staticmethod(heuristic_bot)
    search_config = search.CONFIG
    remember = staticmethod(determinize.remember)
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

    # Bots answer no sooner than this (engine.thinking). ismcts:
    # its search: up to 1.07 s on a busy machine (issue 32), cut at 0.7 s
    think_floors = {**Game.think_floors, "ismcts": 1.0}

    def setup(self, num_seats: int, options: dict[str, Any], rng: Rng) -> State:
        return table.new_state(choose_villains(num_seats, options, rng), rng)

    def start(self, num_seats: int, options: dict[str, Any], rng: Rng) -> tuple[State, list[Event]]:
        """Setup and its events: the villains, the first player, and each opening hand told
        to its seat alone."""
        state = self.setup(num_seats, options, rng)
        private = {str(s): {"hand": sorted(hand)} for s, hand in enumerate(state["hands"])}
        event = {
            "type": "set_up",
            "villains": list(state["villains"]),
            "first": state["first"],
            "power": list(state["power"]),
            "private": private,
        }
        return state, [event]

    def apply(
        self, state: State, seat: int | None, action: Action, rng: Rng, now: float
    ) -> tuple[State, list[Event]]:
        return rules.apply(state, seat, action, rng)

    def illegal_reason(self, state: State, seat: int | None, action: Action) -> str | None:
        """A Vanquish with any set of fighters the rule allows, listed or not (rulebook:
        "You may use as many Allies as you like"); the other actions as listed."""
        if seat is None:
            return super().illegal_reason(state, seat, action)
        return rules.illegal_reason(state, seat, action)

    def change_setting(
        self, state: State, seat: int, name: str, value: Any
    ) -> tuple[State, list[Event]]:
        """The seat setting ``conditions`` (V25), the only one of the game's own."""
        return rules.set_conditions_mode(state, seat, value)

    def concede(self, state: State, seat: int, events: list[Event]) -> None:
        """A seat that resigns loses and the match ends; the others share the win (V30)."""
        others = [s for s in range(state["seats"]) if s != seat]
        rules.objectives.finish(state, "forfeit", others, events)

    def outcome(self, state: State) -> dict[str, Any] | None:
        if state["step"] != "over":
            return None
        winners = list(state["winners"])
        order = [*winners, *(s for s in _turn_order(state) if s not in winners)]
        return ranked_outcome(winners, order, reason=state["reason"])

    def reference(self) -> dict[str, Any]:
        """The box as data: boards, objectives, every card's facts and text and the tiles and
        Merlin's forms (``components``), and which card each instance id is a copy of."""
        return {
            "villains": data.DATA["villains"],
            "cards": data.DATA["cards"],
            "components": _components(),
            "instances": _instances(),
            "actions": data.DATA["actions"],
            "triggers": data.DATA["triggers"],
            "traits": data.DATA["traits"],
        }


def _components() -> list[dict[str, Any]]:
    """Merlin's forms, the Omnidroids and Buzz, each with its ``key`` and ``name``."""
    buzz = data.buzz_lightyear()
    return [
        *data.merlin_transformations(),
        *data.omnidroids(),
        {"key": buzz["key"], "name": buzz["name"], "sides": buzz["sides"]},
    ]


def _instances() -> dict[str, str]:
    """Every instance id of the box and the key it is a copy of."""
    found = {}
    for entry in data.CARDS.values():
        found.update({cid: entry["key"] for cid in data.instance_ids(entry)})
    for component in _components():
        found[f"{component['key']}-1"] = component["key"]
    return found


def _turn_order(state: State) -> list[int]:
    first = state["first"]
    return [(first + n) % state["seats"] for n in range(state["seats"])]


def choose_villains(seats: int, options: dict[str, Any], rng: Rng) -> list[str]:
    """Each seat's villain: as the ``villains`` option names them, the others drawn from the
    villains it does not name (V21)."""
    named = [] if options["villains"] == "random" else options["villains"].split(",")
    free = [v for v in data.villains() if v not in named]
    rng.shuffle(free)
    return [*named, *free][:seats]
